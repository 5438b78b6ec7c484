"""A whole-window message the app shows before it closes: the base of the window a second
copy shows ("already open", `already_open.py`) and of the one a double-clicked installer
opens ("installed", `installed.py`). Esc and the window's close button quit; Enter takes
the scene's main choice (`enter`)."""

from __future__ import annotations

from typing import ClassVar

import pygame

from common import theme
from common.scenes.base import MenuScene


class WindowNotice(MenuScene):
    """One cream panel with buttons over the backdrop; every way out quits the app."""

    PANEL: ClassVar[pygame.Rect]
    BORDER: ClassVar[tuple[int, int]] = (4, 28)  # border width, corner radius

    def close(self) -> None:
        self.app.quit()

    def back(self) -> None:
        self.close()

    def enter(self) -> None:
        """Enter's choice (the scene's main button); by default it closes."""
        self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.enter()
            return True
        return super().handle_event(event)

    def draw_panel(self, surface: pygame.Surface) -> None:
        width, radius = self.BORDER
        pygame.draw.rect(surface, theme.PAPER, self.PANEL, border_radius=radius)
        pygame.draw.rect(surface, theme.PRIMARY_DARK, self.PANEL, width, border_radius=radius)
