"""Play-test finding (helper R's whole game under Xvfb, picture 45): Long Journey let go on
a disk of a colour the hand held no terrain card of switched the table, without a word
that stayed, to "Pick a terrain card or drag it onto the island: its colour is free": a
short refusal near the pointer faded and the pick it had opened stayed, unasked.

The rules play Long Journey together with a terrain card whose colour it frees, so that
drop cannot be played: it is refused. The card goes back to the hand, the table is as
before (no pick, no lit cards, the turn's own banner), and the line near the pointer names
what it needs ("Long Journey needs a Water card: you have none"). Taken by a click, Long
Journey still waits for its terrain card. Driven with posted mouse events.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from common import games, i18n
from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_polish_longjourney import (
    disk_of,
    freed,
    journey_table,
    release,
)
from tests.dracheninsel.test_ui_table import click, hand_card, press_and_move

WORDS = {
    "en": "Long Journey needs a Water card: you have none",
    "de": "Weite Reise braucht eine Karte „Wasser“: du hast keine",
}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    games.load_plugin("dracheninsel")  # registers the game's catalogue
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def drop_on_blue(app: App, table: DracheninselTable) -> None:
    _card, at = hand_card(table, "long_journey")
    blue = disk_of(table, "B")  # the hand holds Desert and Forest, no Water card
    press_and_move(app, at, blue)
    release(app, blue)


def test_long_journey_let_go_on_a_colour_without_a_card_is_refused_in_words(
    app: App, language: str
) -> None:
    table = journey_table(app)
    banner = table.banner_text()[0]
    hand = sorted(table.hand_of_viewer())
    drop_on_blue(app, table)
    toast = table.toasts.current
    assert toast is not None and toast.message == WORDS[language]  # names what it needs
    assert table.pick is None  # was: Long Journey waiting for a terrain card, unasked
    assert not table.fan.lit and not table.fan.picked
    assert table.banner_text()[0] == banner  # was: "Pick a terrain card or drag it ..."
    assert sorted(table.hand_of_viewer()) == hand and not freed(table)
    assert not table.moves


def test_after_the_refusal_long_journey_still_plays(app: App) -> None:
    table = journey_table(app)
    drop_on_blue(app, table)
    _card, at = hand_card(table, "long_journey")
    click(app, at)  # taken by a click it waits for its card, as before
    assert table.pick is not None and table.pick.kind == "long_journey"
    forest, at = next(
        (c, table.fan.rect_of(table.hand_of_viewer(), c).center)
        for c in table.hand_of_viewer()
        if D.CARD_KIND[c] == D.TERRAIN and D.CARD_COLOUR[c] == D.COLOUR_INDEX["G"]
    )
    click(app, at)
    assert freed(table) == [D.CARD_COLOUR[forest]]
