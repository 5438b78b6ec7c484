"""Play-test under Xvfb (German, 900x600, two people and two computers): Anna, left alone
with the treasure after Fear & Loathing sent her partner home, chose to wait; on her turn
the banner still said "Anna: zieh deinen Schatzsucher oder spiel eine Karte", and dragging
the hunter only brought the refusal "Allein kannst du den Schatz nicht tragen." The banner
now says what a lone bearer can do: wait for a partner or play a card.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import dracheninsel
from common import i18n
from common.app import App
from common.table.seats import Seat
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules.scenario import build_state
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import start

LETTERS = "RYGB"
NAMES = ("Anna", "Jörg", "Computer 3", "Computer 4")
ANNA = 0


def lone_bearer_turn(app: App) -> DracheninselTable:
    """Anna's turn; her hunter waits alone with a treasure (hand-made position)."""
    state = build_state(LETTERS, active=ANNA, hands={ANNA: ["Y", "N"]}, groups=[([ANNA], 5)])
    seats = [
        Seat(name, PLUGIN.colour_rgb(letter), "normal" if i >= 2 else None)
        for i, (name, letter) in enumerate(zip(NAMES, LETTERS, strict=True))
    ]
    table = start(app, DracheninselTable(PLUGIN, seats, state, seed=3, sync_ai=True))
    assert table.viewer == ANNA and table.acting_person() == ANNA
    group = table.state.group_of(ANNA)
    assert group is not None and group.members == [ANNA]
    assert all(m.kind != "step" for m in table.state.legal_moves(ANNA))
    return table


@pytest.mark.parametrize(
    ("language", "said", "not_said"),
    [
        ("en", "Anna: alone with the treasure: wait for a partner", "drag your hunter"),
        ("de", "Anna: allein mit dem Schatz – warte auf einen Partner", "zieh deinen"),
    ],
)
def test_a_lone_bearers_banner_does_not_ask_to_drag_the_hunter(
    app: App, language: str, said: str, not_said: str
) -> None:
    i18n.register_domain(Path(dracheninsel.__file__).parent)  # as the launcher does
    i18n.set_language(language)
    try:
        table = lone_bearer_turn(app)
        for _ in range(80):  # "Anna starts" leads the banner for a moment first
            table.update(0.05)
        text, _colour = table.banner_text()
        assert said in text
        assert not_said not in text
    finally:
        i18n.set_language("en")
