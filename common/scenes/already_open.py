"""The window a second copy of the app shows before it quits (`common.instance`).

Two running copies would overwrite each other's saved games, so only the first one plays;
the second one says so in words a parent reads at a glance, and closes on one click.
"""

from __future__ import annotations

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.scenes.window_notice import WindowNotice
from common.widgets import Button

TITLE = N_("Drachenspiele is already open")
MESSAGE = N_(
    "Another Drachenspiele window is already running with your saved games. "
    "Please use that window; this one closes, so no game is overwritten."
)
PANEL = pygame.Rect(240, 230, 800, 340)


class AlreadyOpenScene(WindowNotice):
    """Says that another copy runs; its one button (or Esc, or Enter) quits."""

    PANEL = PANEL

    def build(self) -> None:
        self.group.add(
            Button(
                (PANEL.centerx - 120, PANEL.bottom - 96, 240, 64),
                N_("OK, close"),
                self.close,
                style="primary",
            )
        )

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_panel(surface)
        title = assets.text(_(TITLE), theme.SIZE_TITLE - 10, theme.PRIMARY_DARK, True)
        surface.blit(title, title.get_rect(midtop=(PANEL.centerx, PANEL.y + 36)))
        body = assets.wrapped_text(
            _(MESSAGE), theme.SIZE_BODY, theme.INK, PANEL.width - 100, align="center"
        )
        surface.blit(body, body.get_rect(midtop=(PANEL.centerx, PANEL.y + 110)))
