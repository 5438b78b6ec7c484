"""Play-test finding (German game, three people and a computer, under Xvfb): Dragon
Patrol taken while both dragons stood beside the island said "Pick a dragon, then the disk
it flies to", though the disks already glowed (the two dragons are alike, so the engine
offers one) and a click on a dragon did nothing. The banner now asks only for the disk
when there is no dragon to pick, and says so too once one is picked.

(An earlier commit let the card dropped on a disk land the dragon at once; that skipped
the guided first game's "tap a glowing disk" step, so it was taken back. The drop lands it
again now, and the guide goes on past that step: test_playtest_r_patrol_drop.)
"""

from __future__ import annotations

from common.app import App
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, hand_card, start

ANNA = 0


def patrol_table(app: App, dragons: list[int] | None = None) -> DracheninselTable:
    scenario: dict[str, object] = {"hands": {0: ["dragon_patrol", "Y"], 1: ["B"], 2: ["K"]}}
    if dragons is not None:
        scenario["dragons"] = dragons
    return start(app, selftest.scripted(**scenario))  # type: ignore[arg-type]


def test_with_both_dragons_beside_the_island_the_banner_asks_for_the_disk(app: App) -> None:
    table = patrol_table(app)
    assert all(p < 0 for p in table.state.dragons)  # both wait beside the island
    _card, at = hand_card(table, "dragon_patrol")
    click(app, at)  # the card is taken (let go on a disk it lands: test_playtest_r_patrol_drop)
    assert table.pick is not None and table.pick.kind == "dragon_patrol"
    assert table.banner_text()[0] == "Pick the disk the dragon flies to"
    cell = min(table.targets())
    assert cell >= 0  # the disks glow, no dragon to pick
    click(app, table.board.cell_center(cell))
    assert table.pick is None and cell in table.state.dragons


def test_with_two_dragons_on_the_island_it_asks_for_a_dragon_first(app: App) -> None:
    table = patrol_table(app)
    free = sorted(int(m.cell) for m in table.legal(ANNA) if m.kind == "dragon_patrol")
    table = patrol_table(app, dragons=[free[0], free[-1]])
    _card, at = hand_card(table, "dragon_patrol")
    click(app, at)
    assert table.pick is not None
    assert table.banner_text()[0] == "Pick a dragon, then the disk it flies to"
    assert all(target <= -100 for target in table.targets())
