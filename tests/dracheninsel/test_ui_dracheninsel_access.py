"""Die Dracheninsel table for every hand and eye: the "?" help button, keyboard-only
actions with a visible focus, and "larger text and pieces".

Driven with posted pygame events under SDL_VIDEODRIVER=dummy; the table's clock advances
through its own `update(dt)`, computer players think inline.
"""

from __future__ import annotations

from typing import Any

import pygame

from common.app import App
from common.scenes.help_overlay import HelpOverlay
from common.scenes.pause import PauseMenu
from dracheninsel.ui import selftest
from dracheninsel.ui.layout import HELP_BUTTON, MENU_BUTTON, SPEED_BUTTON
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, key, start


def post(kind: int, **fields: Any) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))


def tab(app: App, shift: bool = False) -> None:
    post(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT if shift else 0, unicode="\t")
    app.step()


def test_the_help_button_opens_the_overlay_and_covers_nothing(app: App) -> None:
    table = start(app, selftest.turn_position())
    others = [MENU_BUTTON, SPEED_BUTTON, table.end_button.rect, *table.panel_rects]
    assert not any(HELP_BUTTON.colliderect(r) for r in others if r.width)
    click(app, HELP_BUTTON.center)
    assert isinstance(app.scenes.top, HelpOverlay)
    labels = [words for _rect, words in table.help_spots()]
    assert "Help: names every part of the screen (also F1)." in labels
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table


def test_tab_reaches_the_help_button_with_a_ring_and_enter_opens_help(app: App) -> None:
    table = start(app, selftest.turn_position())
    for _ in range(len(table.group.widgets) + 1):
        if table.group.focus is table.help_button:
            break
        tab(app)
    assert table.group.focus is table.help_button and table.group.keyboard
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, HelpOverlay)
    key(app, pygame.K_ESCAPE)
    tab(app)
    assert table.group.focus is table.menu_button
    key(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, PauseMenu)


def test_help_button_is_a_focusable_widget(app: App) -> None:
    table = start(app, selftest.turn_position())
    assert isinstance(table, DracheninselTable)
    assert table.help_button in table.group.focusable()
