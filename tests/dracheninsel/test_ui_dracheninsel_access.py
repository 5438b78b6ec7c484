"""Die Dracheninsel table for every hand and eye: the "?" help button, keyboard-only
actions with a visible focus, and "larger text and pieces".

Driven with posted pygame events under SDL_VIDEODRIVER=dummy; the table's clock advances
through its own `update(dt)`, computer players think inline.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

import pygame
import pytest

from common import i18n
from common.app import App
from common.scenes.help_overlay import HelpOverlay
from common.scenes.pause import PauseMenu
from common.settings import LARGER_TEXT_SCALE
from dracheninsel.ui import hand, layout, selftest
from dracheninsel.ui.layout import CANVAS, HELP_BUTTON, MENU_BUTTON, SPEED_BUTTON, table_layout
from dracheninsel.ui.reactions import Choice, ChoicePanel, badge_rects
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


# ---------------------------------------------------------------------- larger text and pieces
def rotated_bounds(spot: Any) -> pygame.Rect:
    """The canvas a tilted card covers (its corners turned by the spot's angle)."""
    w, h = spot.size
    a = math.radians(spot.angle)
    bw = abs(w * math.cos(a)) + abs(h * math.sin(a))
    bh = abs(w * math.sin(a)) + abs(h * math.cos(a))
    box = pygame.Rect(0, 0, math.ceil(bw), math.ceil(bh))
    box.center = (round(spot.center[0]), round(spot.center[1]))
    return box


def test_factor_one_is_the_table_as_it_was() -> None:
    lay = table_layout(1.0)
    assert lay.card_w == hand.CARD_WIDTH == 96
    assert lay.hand_area == layout.HAND_AREA and lay.prompt == layout.PROMPT
    assert lay.choice == layout.CHOICE and lay.badge == (112, 32, 8)
    assert (lay.panel_h, lay.panel_head_h, lay.panel_cards_y) == (166, 50, 84)
    assert (lay.panel_coins_inset, lay.coin_radius) == (24, 12)


def test_larger_hand_cards_panels_and_prompt_without_overlaps(app: App) -> None:
    table = start(app, selftest.turn_position())
    hand = table.hand_of_viewer()
    before = [spot.size for _card, spot in table.fan.spots(hand)]
    app.settings.larger_text = True
    try:
        app.step()
        assert table.lay.scale == LARGER_TEXT_SCALE
        spots = [spot for _card, spot in table.fan.spots(hand)]
        for spot, (w, h) in zip(spots, before, strict=True):
            assert spot.size[0] >= 1.25 * w and spot.size[1] >= 1.25 * h
            assert CANVAS.contains(rotated_bounds(spot))  # no corner off the table
        fixed = {
            "banner": layout.BANNER,
            "help": HELP_BUTTON,
            "menu": MENU_BUTTON,
            "draw pile": layout.DRAW_PILE,
            "discard": layout.DISCARD_PILE,
            "end turn": table.end_button.rect,
            "abandon": table.abandon_button.rect,
            "take back": table.takeback.button.rect,
        }
        panels = {f"panel {k}": r for k, r in enumerate(table.panel_rects) if r.width}
        rects = {**fixed, **panels}
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            assert not ra.colliderect(rb), (a, b)
        for name, panel in panels.items():
            assert not panel.colliderect(layout.BOARD_RECT), name
            assert panel.h >= 1.04 * layout.PANEL_H
        # the claim badges grow and stay inside the prompt, clear of each other
        badges = list(badge_rects([0, 2, 4], table.lay).values())
        assert badges[0].w >= 1.25 * layout.BADGE_W and badges[0].h >= 1.25 * layout.BADGE_H
        assert all(table.lay.prompt.contains(b) for b in badges)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(badges, 2))
        app.render()  # the whole table draws at the larger size
    finally:
        app.settings.larger_text = False
    app.step()
    assert [spot.size for _card, spot in table.fan.spots(hand)] == before


@pytest.mark.parametrize("language", ["en", "de"])
def test_larger_choice_panel_keeps_its_words_above_its_buttons(language: str) -> None:
    """Evil Curse's question (the longest) and the duel: the panel grows, nothing overlaps."""
    i18n.set_language(language)
    try:
        lay = table_layout(LARGER_TEXT_SCALE)
        for title in (
            "Evil Curse: discard your other cards and take one from each player?",
            "Treasure duel with {name}: play Unfaithful to take both coins?",
        ):
            choices = [Choice(lambda: i18n._("Play Evil Curse"), lambda: None)] * 3
            panel = ChoicePanel(lambda t=title: i18n._(t), choices, lay=lay)
            buttons = [w.rect for w in panel.group.widgets]
            assert all(panel.rect.contains(b) for b in buttons)
            assert panel.rect.y + panel._words_height() <= min(b.top for b in buttons)
            assert buttons[0].h >= 1.25 * layout.CHOICE_BUTTON_H
            assert CANVAS.contains(panel.rect)
    finally:
        i18n.set_language("en")
