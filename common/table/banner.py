"""Whose turn it is: the "Anna, your turn!" splash, the thinking dots, the steady glow.

The game paints its own banner plate (colours, names, scores); this draws the moving
parts the same way on both tables. The splash clock runs only while the person may act,
so the splash is never played out unseen under an animation.
"""

from __future__ import annotations

import math

import pygame

from common.i18n import _
from common.table import draw
from common.table.seats import Seat
from common.tween import ease_out_back

SPLASH_SIZE = (560, 110)
SPLASH_GROW = 0.35  # seconds until the splash is full size


class TurnBanner:
    """Splash timing and drawing; see the module docstring."""

    def __init__(self, splash_center: tuple[int, int], splash_seconds: float = 1.3) -> None:
        self.splash_center = splash_center
        self.splash_seconds = splash_seconds
        self.time = 0.0  # seconds the current person could act (drives the splash)

    def turn_begins(self) -> None:
        """A new turn: the splash plays again once the person may act."""
        self.time = 0.0

    def update(self, dt: float, may_act: bool) -> None:
        if may_act:
            self.time += dt

    def animating(self, may_act: bool) -> bool:
        """True while the splash still plays (and a little after, for its last frame)."""
        return may_act and self.time < self.splash_seconds + 0.1

    @property
    def splashing(self) -> bool:
        return self.time < self.splash_seconds

    def draw_splash(
        self, surface: pygame.Surface, seat: Seat, people_count: int, scale: float = 1.0
    ) -> None:
        """The big pop-in plate; names the person when several people share the screen.
        `scale` is the table's "larger text and pieces" factor."""
        t = self.time
        if t >= self.splash_seconds:
            return
        grow = ease_out_back(min(1.0, t / SPLASH_GROW))
        w, h = SPLASH_SIZE[0] * scale * grow, SPLASH_SIZE[1] * scale * grow
        splash = pygame.Rect(0, 0, int(w), int(h))
        splash.center = self.splash_center
        pygame.draw.rect(surface, draw.SHADOW, splash.move(0, 6), border_radius=40)
        pygame.draw.rect(surface, seat.colour, splash, border_radius=40)
        pygame.draw.rect(surface, draw.WHITE, splash, 5, border_radius=40)
        if grow <= 0.6:
            return
        face = (splash.x + round(60 * scale), splash.centery)
        draw.avatar(surface, face, round(34 * scale), seat.colour, False)
        words = (
            _("{name}, your turn!").format(name=seat.name) if people_count > 1 else _("Your turn!")
        )
        draw.text(
            surface,
            words,
            draw.fit_text(words, round(48 * scale), splash.w - round(150 * scale)),
            draw.WHITE,
            center=(splash.centerx + round(30 * scale), splash.centery),
            outline=draw.INK,
        )

    @staticmethod
    def draw_glow(surface: pygame.Surface, rect: pygame.Rect, clock: float) -> None:
        """After the splash: a slow gold glow round the banner says 'still your turn'."""
        glow = 0.5 + 0.5 * math.sin(clock * 3)
        pygame.draw.rect(
            surface, draw.GOLD, rect.inflate(6 + glow * 6, 6 + glow * 6), 3, border_radius=34
        )

    @staticmethod
    def draw_dots(surface: pygame.Surface, right: float, centery: float, clock: float) -> None:
        """Three bouncing dots ending at `right`: a computer is thinking."""
        for k in range(3):
            y = centery + math.sin(clock * 8 - k * 0.8) * 6
            pygame.draw.circle(surface, draw.WHITE, (right - (2 - k) * 22, y), 7)
