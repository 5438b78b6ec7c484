"""Pause menu overlay (Esc in a game): resume, rules, settings, quit to title, and what
the table below adds (`extras`: Die Dracheninsel's "Connect phones")."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial

import pygame

from common import theme
from common.games import GamePlugin
from common.i18n import N_, _
from common.saves import leaving_message
from common.scene import Scene
from common.widgets import Button, Dialog, WidgetGroup, draw_text_centered

log = logging.getLogger(__name__)

PANEL = pygame.Rect(0, 0, 440, 470)
PANEL.center = (640, 400)
ITEM_STEP = 82  # from one button to the next


#: An item a table adds to its pause menu: its msgid and what it does (run once the menu
#: has closed, so what it opens stands over the table, not over the menu)
Extra = tuple[str, Callable[[], None]]


class PauseMenu(Scene):
    """Pushed over a table scene. ``on_quit`` runs before leaving (e.g. autosave)."""

    is_overlay = True

    def __init__(
        self,
        plugin: GamePlugin | None = None,
        on_quit: Callable[[], None] | None = None,
        extras: Sequence[Extra] = (),
    ) -> None:
        self.plugin = plugin
        self.on_quit = on_quit
        self.extras = list(extras)
        self.panel = PANEL.inflate(0, ITEM_STEP * len(self.extras))
        self.panel.center = PANEL.center
        self.group = WidgetGroup()
        self.appear = 0.0

    def on_enter(self) -> None:
        if self.plugin is None:
            self.plugin = getattr(self.app, "current_game", None)
        self.group.clear()
        x, w = self.panel.x + 50, self.panel.width - 100
        y = self.panel.y + 110
        items: list[tuple[str, Callable[[], None], str]] = [
            (N_("Resume"), self.resume, "primary"),
            (N_("Rules"), self.rules, "plain"),
            (N_("Settings"), self.settings, "plain"),
            *[(text, partial(self.extra, action), "plain") for text, action in self.extras],
            (N_("Quit to title"), self.confirm_quit, "danger"),
        ]
        for text, action, style in items:
            if action == self.rules and self.plugin is None:
                continue
            self.group.add(Button((x, y, w, 64), text, action, style=style))
            y += ITEM_STEP
        self.appear = 0.0
        self.app.tweens.tween(self, "appear", 1.0, 0.18, "out_cubic")

    def resume(self) -> None:
        self.manager.remove(self)

    def extra(self, action: Callable[[], None]) -> None:
        """A table's own item: the menu closes, then the item runs."""
        self.manager.remove(self)
        action()

    def rules(self) -> None:
        from common.scenes.rules import RulesScene

        if self.plugin is not None:
            self.manager.push(RulesScene(self.plugin))

    def settings(self) -> None:
        from common.scenes.settings_scene import SettingsScene

        self.manager.push(SettingsScene())

    def confirm_quit(self) -> None:
        message = leaving_message(self.on_quit is not None)
        self.manager.push(
            Dialog(
                N_("Quit to the title screen?"),
                message,
                [
                    (N_("Keep playing"), None, "plain"),
                    (N_("Quit game"), self.quit_to_title, "danger"),
                ],
                cancel_index=0,
            )
        )

    def quit_to_title(self) -> None:
        if self.on_quit is not None:
            try:
                self.on_quit()
            except Exception:  # saving on the way out must never keep anyone in the game
                log.exception("saving before leaving the game failed")
        self.manager.go_home()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume()
            return True
        self.group.handle_event(event)
        return True  # modal

    def update(self, dt: float) -> bool:
        return self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((*theme.DIM[:3], int(theme.DIM[3] * self.appear)))
        surface.blit(dim, (0, 0))
        offset = int((1 - self.appear) * 40)
        panel = self.panel.move(0, offset)
        theme.draw_panel(surface, panel, theme.CARD, theme.GOLD, radius=26)
        draw_text_centered(
            surface,
            _("Pause"),
            theme.SIZE_TITLE - 8,
            theme.PRIMARY_DARK,
            (panel.centerx, panel.y + 58),
            bold=True,
        )
        if offset:
            for w in self.group.widgets:
                w.rect.y += offset
        self.group.draw(surface)
        if offset:
            for w in self.group.widgets:
                w.rect.y -= offset


PauseScene = PauseMenu  # the name some game code uses
