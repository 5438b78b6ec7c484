"""Play-test finding (German game, three people and a computer, under Xvfb): Dragon
Patrol let go on a disk while both dragons still stood beside the island did nothing; the
banner asked to pick one of the two alike dragons first. Now a dragon flies to the disk
the card is let go on whenever which dragon is no real choice.
"""

from __future__ import annotations

from common.app import App
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import drag, hand_card, start

ANNA = 0


def patrol_table(app: App) -> DracheninselTable:
    return start(
        app, selftest.scripted(hands={0: ["dragon_patrol", "Y"], 1: ["B"], 2: ["K"], 3: ["N"]})
    )


def test_patrol_dropped_on_a_disk_brings_a_dragon_beside_the_island_there(app: App) -> None:
    table = patrol_table(app)
    assert all(p < 0 for p in table.state.dragons)  # both wait beside the island
    cells = sorted({int(m.cell) for m in table.legal(ANNA) if m.kind == "dragon_patrol"})
    cell = cells[len(cells) // 2]
    _card, at = hand_card(table, "dragon_patrol")
    drag(app, at, table.board.cell_center(cell))
    assert table.pick is None  # played, nothing left to pick
    assert cell in table.state.dragons and sum(p < 0 for p in table.state.dragons) == 1


def test_patrol_dropped_off_the_disks_still_asks_for_a_dragon(app: App) -> None:
    table = patrol_table(app)
    _card, at = hand_card(table, "dragon_patrol")
    landing = next(
        c
        for c in range(1, 61)
        if c not in {int(m.cell) for m in table.legal(ANNA) if m.kind == "dragon_patrol"}
        and not table.state.occupied(c)
    )  # a landing space: no dragon may go there
    drag(app, at, table.board.cell_center(landing))
    assert table.pick is not None and table.pick.chosen == []
    assert all(p < 0 for p in table.state.dragons)
