"""Play-test finding (helper R's whole game under Xvfb, picture 41): Dragon Patrol dragged
onto a disk was ignored; the banner asked for the disk and a second click had to pick it.

Now a held Dragon Patrol lights its targets and its drop is its pick: on a lit disk the
dragon flies there at once (the dragon is given: one beside the island must come in
first, two beside it are alike); with both dragons on the island, let go on a dragon it
picks that one (the disks glow for the second pick), let go on a disk it keeps the disk and
asks which dragon flies there; let go where no dragon may land it says why. Every other
action card with a board target already plays or picks on its drop
(test_playtest7_flight, test_playtest3_swap, test_ui_table); Long Journey's drop is
test_playtest_r_journey_drop. Driven with posted mouse events.
"""

from __future__ import annotations

import pytest

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.moves import dragon_target
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_playtest6_hidden_glow import lit_frames
from tests.dracheninsel.test_playtest7_flight import let_go
from tests.dracheninsel.test_ui_table import click, drag, hand_card, press_and_move, start

ANNA = 0


def patrol_table(app: App, dragons: list[int] | None = None) -> DracheninselTable:
    scenario: dict[str, object] = {"hands": {0: ["dragon_patrol", "Y"], 1: ["B"], 2: ["K"]}}
    if dragons is not None:
        scenario["dragons"] = dragons
    return start(app, selftest.scripted(**scenario))  # type: ignore[arg-type]


def landings(table: DracheninselTable) -> list[int]:
    return sorted({int(m.cell) for m in table.legal(ANNA) if m.kind == "dragon_patrol"})


def patrols(table: DracheninselTable) -> list[dict[str, object]]:
    return [m for m in table.moves if m["kind"] == "dragon_patrol"]


def on_island(app: App) -> tuple[DracheninselTable, int, int]:
    """Both dragons on the island (two far disks): which one flies is a real choice."""
    table = patrol_table(app)
    free = landings(table)
    first, second = free[0], free[-1]
    return patrol_table(app, dragons=[first, second]), first, second


@pytest.mark.parametrize("beside", [2, 1], ids=["both-beside", "one-beside"])
def test_dragon_patrol_let_go_on_a_lit_disk_lands_the_dragon_there(
    app: App, monkeypatch: pytest.MonkeyPatch, beside: int
) -> None:
    table = patrol_table(app)
    if beside == 1:  # one on the island, one beside it: the one beside must come in
        table = patrol_table(app, dragons=[landings(table)[0]])
    assert sum(1 for p in table.state.dragons if p < 0) == beside
    drawn = lit_frames(monkeypatch)
    card, at = hand_card(table, "dragon_patrol")
    cell = landings(table)[len(landings(table)) // 2]
    press_and_move(app, at, table.board.cell_center(cell))
    app.render()
    assert drawn and cell in drawn[-1]  # the disks glow while the card is held
    let_go(app, table.board.cell_center(cell))
    assert cell in table.state.dragons  # was: nothing; a second click had to pick the disk
    assert table.pick is None and len(patrols(table)) == 1
    assert patrols(table)[0]["card"] == card


def test_with_both_dragons_on_the_island_a_drop_on_a_dragon_picks_it(app: App) -> None:
    table, first, second = on_island(app)
    _card, at = hand_card(table, "dragon_patrol")
    drag(app, at, table.board.dragon_center(table.shown, 1))
    assert table.pick is not None and table.pick.chosen == [1]  # was: no dragon picked
    assert table.banner_text()[0] == "Pick the disk the dragon flies to"
    land = next(c for c in landings(table) if c not in (first, second))
    click(app, table.board.cell_center(land))
    assert table.state.dragons == [first, land] and table.pick is None


def test_with_both_dragons_on_the_island_a_drop_on_a_disk_asks_which_dragon(app: App) -> None:
    table, first, second = on_island(app)
    _card, at = hand_card(table, "dragon_patrol")
    land = next(c for c in landings(table) if c not in (first, second))
    drag(app, at, table.board.cell_center(land))
    pick = table.pick
    assert pick is not None and pick.landing == land  # the disk is kept
    assert table.banner_text()[0] == "Which dragon flies there? Pick one"
    assert set(table.targets()) == {dragon_target(0), dragon_target(1)}
    app.render()
    click(app, table.board.dragon_center(table.shown, 0))
    assert table.state.dragons == [land, second] and table.pick is None


def test_dragon_patrol_let_go_on_a_landing_space_says_why(app: App) -> None:
    table = patrol_table(app)
    landing = next(c for c in sorted(D.ALL_LANDINGS) if c not in table.state.pos)
    _card, at = hand_card(table, "dragon_patrol")
    drag(app, at, table.board.cell_center(landing))
    toast = table.toasts.current
    assert toast is not None and toast.code == "landing_space"
    assert table.pick is not None and all(p < 0 for p in table.state.dragons)  # still picking
