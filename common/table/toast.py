"""A short line near the pointer: why a drop was refused, what a computer just did."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from common.table import draw

IconPainter = Callable[[pygame.Surface, str, tuple[float, float], int], None]


@dataclass
class Toast:
    """One message: a code (for a picture), the words, where, and seconds left."""

    code: str
    message: str
    pos: tuple[float, float]
    left: float


class ToastLine:
    """At most one toast at a time; a new one replaces the old."""

    def __init__(self, seconds: float = 2.0) -> None:
        self.seconds = seconds
        self.current: Toast | None = None

    def show(self, code: str, message: str, pos: tuple[float, float]) -> Toast:
        self.current = Toast(code, message, pos, self.seconds)
        return self.current

    def clear(self) -> None:
        self.current = None

    def update(self, dt: float) -> bool:
        """Count down; True while a toast shows."""
        if self.current is not None:
            self.current.left -= dt
            if self.current.left <= 0:
                self.current = None
        return self.current is not None

    def draw(
        self,
        surface: pygame.Surface,
        clamp_to: pygame.Rect,
        icon: IconPainter | None = None,
        edge: draw.Color = draw.BAD_RED,
        font_size: int = 26,
    ) -> None:
        """A rounded bubble above (or below, near the top) the toast's point, fading out."""
        toast = self.current
        if toast is None:
            return
        words = draw.text_surface(toast.message, font_size, draw.INK)
        box = pygame.Rect(0, 0, words.get_width() + (112 if icon else 48), 84)
        x, y = toast.pos
        if y < 260:
            box.midtop = (round(x), round(y) + 50)
        else:
            box.midbottom = (round(x), round(y) - 50)
        box.clamp_ip(clamp_to.inflate(-12, -12))
        alpha = min(1.0, toast.left * 3)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        inner = layer.get_rect()
        pygame.draw.rect(layer, (255, 250, 240), inner, border_radius=28)
        pygame.draw.rect(layer, edge, inner, 4, border_radius=28)
        if icon is not None:
            icon(layer, toast.code, (48, inner.centery), 60)
            layer.blit(words, words.get_rect(midleft=(94, inner.centery)))
        else:
            layer.blit(words, words.get_rect(center=inner.center))
        layer.set_alpha(int(255 * alpha))
        surface.blit(layer, box)
