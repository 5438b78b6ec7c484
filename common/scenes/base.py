"""A base for menu-like screens: a widget group, a backdrop and a header bar."""

from __future__ import annotations

import pygame

from common import theme
from common.i18n import N_, _
from common.scene import Scene
from common.scenes import art
from common.widgets import Button, WidgetGroup, draw_text_centered

HEADER_HEIGHT = 96


class MenuScene(Scene):
    """Screens made of widgets. Subclasses fill ``self.group`` in ``build()``."""

    soft_background = True

    def __init__(self) -> None:
        self.group = WidgetGroup()

    def on_enter(self) -> None:
        self.rebuild()

    def on_resume(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        self.group.clear()
        self.build()
        self.request_redraw()

    def build(self) -> None:
        """Create widgets (called on enter, on resume and whenever the layout changes)."""

    def back(self) -> None:
        """Leave this screen; when it is the only one (``--game``), go to the title."""
        if len(self.manager.stack) > 1:
            self.manager.pop()
            return
        if not self.is_home:
            self.manager.replace(self.manager.home_scene())

    def add_back_button(self, label: str = N_("Back")) -> Button:
        button = Button((28, 22, 170, 58), label, self.back, style="plain")
        self.group.add(button)
        return button

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw_background(self, surface: pygame.Surface) -> None:
        bg = art.soft_backdrop() if self.soft_background else art.backdrop()
        surface.blit(bg, (0, 0))

    def draw_header(self, surface: pygame.Surface, title: str) -> None:
        """A ribbon-like title in the header area (title already translated)."""
        draw_text_centered(
            surface,
            title,
            theme.SIZE_TITLE - 6,
            theme.darken(theme.PAPER_DARK, 0.2),
            (surface.get_width() // 2 + 2, HEADER_HEIGHT // 2 + 6),
            bold=True,
        )
        draw_text_centered(
            surface,
            title,
            theme.SIZE_TITLE - 6,
            theme.PRIMARY_DARK,
            (surface.get_width() // 2, HEADER_HEIGHT // 2 + 3),
            bold=True,
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_content(surface)
        self.group.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Panels and labels under the widgets."""


def label(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size: int = theme.SIZE_BODY,
    colour: theme.Colour = theme.INK,
    bold: bool = False,
    anchor: str = "midleft",
) -> pygame.Rect:
    """Blit a translated-by-caller text at ``pos`` with the given rect anchor."""
    from common import assets

    img = assets.text(text, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


__all__ = ["HEADER_HEIGHT", "MenuScene", "_", "label"]
