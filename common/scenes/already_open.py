"""The window a second copy of the app shows before it quits (`common.instance`).

Two running copies would overwrite each other's saved games, so only the first one plays;
the second one says so in words a parent reads at a glance, and closes on one click.
"""

from __future__ import annotations

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.scenes.base import MenuScene
from common.widgets import Button

TITLE = N_("Drachenspiele is already open")
MESSAGE = N_(
    "Another Drachenspiele window is already running with your saved games. "
    "Please use that window; this one closes, so no game is overwritten."
)
PANEL = pygame.Rect(240, 230, 800, 340)


class AlreadyOpenScene(MenuScene):
    """Says that another copy runs; its one button (or Esc, or Enter) quits."""

    def build(self) -> None:
        self.group.add(
            Button(
                (PANEL.centerx - 120, PANEL.bottom - 96, 240, 64),
                N_("OK, close"),
                self.close,
                style="primary",
            )
        )

    def close(self) -> None:
        self.app.quit()

    def back(self) -> None:
        self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.close()
            return True
        return super().handle_event(event)

    def draw_content(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PAPER, PANEL, border_radius=28)
        pygame.draw.rect(surface, theme.PRIMARY_DARK, PANEL, 4, border_radius=28)
        title = assets.text(_(TITLE), theme.SIZE_TITLE - 10, theme.PRIMARY_DARK, True)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 36)))
        body = assets.wrapped_text(
            _(MESSAGE), theme.SIZE_BODY, theme.INK, PANEL.width - 100, align="center"
        )
        surface.blit(body, body.get_rect(midtop=(PANEL.centerx, PANEL.y + 110)))
