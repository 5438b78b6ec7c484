"""Play-test finding (three people and a computer, under Xvfb): Thundering Elements
dragged onto a disk left that disk unpicked, though the pointer's ring on it looked like
a pick; the next click then chose the first disk again and nothing swapped, and the
banner still asked for two disks. Now the disk a swap card is let go on is its first
disk, and the banner asks for the second one.
"""

from __future__ import annotations

import pytest

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, hand_card, start

ANNA = 0


def swap_table(app: App, card: str) -> DracheninselTable:
    return start(app, selftest.scripted(hands={0: [card, "Y"], 1: ["B"], 2: ["K"], 3: ["N"]}))


@pytest.mark.parametrize("card", ["thundering_elements", "destructive_forces"])
def test_a_swap_card_dropped_on_a_disk_picks_it_and_one_click_swaps(app: App, card: str) -> None:
    table = swap_table(app, card)
    _card, at = hand_card(table, card)
    table.start_card(ANNA, _card)
    first = min(table.targets())  # where the card, once taken, could pick first
    table.cancel_pick()
    drag(app, at, table.board.cell_center(first))
    assert table.pick is not None and table.pick.chosen == [first]
    assert table.banner_text()[0] == "Now pick the disk to swap it with"
    second = min(table.targets())
    assert second != first
    before = list(table.state.colours)
    click(app, table.board.cell_center(second))
    assert table.pick is None
    assert table.state.colours[first] == before[second]
    assert table.state.colours[second] == before[first]


def test_a_swap_card_dropped_off_the_disks_still_waits_for_two_clicks(app: App) -> None:
    table = swap_table(app, "thundering_elements")
    _card, at = hand_card(table, "thundering_elements")
    drag(app, at, table.board.cell_center(D.SITE))
    assert table.pick is not None and table.pick.chosen == []
    assert table.banner_text()[0] == "Pick any two disks to swap"
