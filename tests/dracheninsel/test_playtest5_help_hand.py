"""Play-test finding (F1 on the Die Dracheninsel table): the hand's label said "drag a card
onto the island to play it", but Sneak Attack and Fear & Loathing are played onto a
player's panel; a first-time family dragging them onto the island got nothing. The label
now names both places, and what it says is true: F1 is opened with its key, and Sneak
Attack is then dragged onto a panel with real mouse events and played.
"""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.help_overlay import HelpOverlay
from common.table.seats import Seat
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules.scenario import build_state
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import drag, hand_card, key, settle, start

LETTERS = "RYG"
NAMES = ("Anna", "Ben", "Carla")


def test_the_hand_label_names_the_panels_and_a_drag_onto_a_panel_plays(app: App) -> None:
    state = build_state(LETTERS, active=0, hands={0: ["sneak_attack", "B"], 1: ["R", "Y"]})
    seats = [
        Seat(name, PLUGIN.colour_rgb(letter), None if i == 0 else "easy")
        for i, (name, letter) in enumerate(zip(NAMES, LETTERS, strict=True))
    ]
    table = start(app, DracheninselTable(PLUGIN, seats, state, seed=3, sync_ai=True))
    assert table.viewer == 0
    key(app, pygame.K_F1)
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    hand = [msgid for _rect, msgid in table.help_spots() if msgid.startswith("Your hand")]
    assert len(hand) == 1 and "player's panel" in hand[0], hand
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is table
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[1].center)  # onto Ben's panel, as the label says
    settle(app, table, 1.0)
    assert table.moves and table.moves[-1]["kind"] == "sneak_attack"
    assert table.moves[-1]["target"] == 1
