"""Play-test finding: Long Journey's free colour could only be picked by a click on a
terrain card, while everything else at the table is drag and drop.

Now the colour is also picked by dropping: the Long Journey card on a disk of that colour
(paid with a terrain card of it), or, while Long Journey waits, a terrain card on the
island or on the Long Journey card. The click still works. Real mouse events throughout.
"""

from __future__ import annotations

import pygame

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, hand_card, post, press_and_move, start

ANNA = 0


def journey_table(app: App) -> DracheninselTable:
    return start(
        app,
        selftest.scripted(hands={0: ["long_journey", "Y", "G"], 1: ["B"], 2: ["K"], 3: ["N"]}),
    )


def disk_of(table: DracheninselTable, letter: str) -> tuple[float, float]:
    """The centre of a free disk of that colour, away from the hand."""
    colour = D.COLOUR_INDEX[letter]
    cell = next(
        c
        for c in range(1, D.N_CELLS)
        if table.state.colours[c] == colour and c not in table.state.pos
    )
    return table.board.cell_center(cell)


def release(app: App, at: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=(round(at[0]), round(at[1])), button=1)
    app.step()


def freed(table: DracheninselTable) -> list[int]:
    """The colours the Long Journeys played so far made free (from their events)."""
    return [D.CARD_COLOUR[e.card2] for e in table.log if getattr(e, "kind", "") == "long_journey"]


def test_long_journey_dropped_on_a_disk_frees_that_colour(app: App) -> None:
    table = journey_table(app)
    _card, at = hand_card(table, "long_journey")
    green = disk_of(table, "G")
    press_and_move(app, at, green)
    lit = table.lit_positions()  # the disks it could make free: those of the hand's colours
    wanted = {D.COLOUR_INDEX["Y"], D.COLOUR_INDEX["G"]}
    assert lit and {table.state.colours[c] for c in lit} == wanted
    release(app, green)
    assert freed(table) == [D.COLOUR_INDEX["G"]]
    assert table.pick is None
    # the bar says which colour, so the others know what they might answer
    selftest.run_until(table, lambda: table.round is not None, 20)
    assert table.round is not None
    assert table.round.what() == "Anna plays Long Journey: Forest is free"


def test_long_journey_on_a_colour_not_in_hand_says_so(app: App) -> None:
    table = journey_table(app)
    _card, at = hand_card(table, "long_journey")
    blue = disk_of(table, "B")
    press_and_move(app, at, blue)
    release(app, blue)
    assert not freed(table)
    toast = table.toasts.current
    assert toast is not None and toast.code == "no_card_of_colour"
    # refused, back in the hand (it waited for a card: test_playtest_r_journey_drop)
    assert table.pick is None and not table.fan.lit


def test_a_terrain_card_dragged_onto_the_island_picks_the_colour(app: App) -> None:
    table = journey_table(app)
    _card, at = hand_card(table, "long_journey")
    click(app, at)  # Long Journey taken from the hand: it waits for its colour
    assert table.pick is not None and table.pick.kind == "long_journey"
    desert, at = hand_card(table, D.TERRAIN)
    colour = D.CARD_COLOUR[desert]
    press_and_move(app, at, (640, 300))
    lit = table.lit_positions()  # the disks that card would make free
    assert lit and {table.state.colours[c] for c in lit} == {colour}
    release(app, (640, 300))
    assert freed(table) == [colour]


def test_a_terrain_card_let_go_on_the_hand_goes_back_and_the_pick_waits(app: App) -> None:
    table = journey_table(app)
    _card, at = hand_card(table, "long_journey")
    click(app, at)
    _terrain, at = hand_card(table, D.TERRAIN)
    elsewhere = (table.lay.hand_area.right - 10, table.lay.hand_area.centery)
    press_and_move(app, at, elsewhere)
    release(app, elsewhere)
    assert not freed(table) and table.pick is not None and table.drag is None


def test_the_click_on_a_terrain_card_still_picks_the_colour(app: App) -> None:
    table = journey_table(app)
    _card, at = hand_card(table, "long_journey")
    click(app, at)
    terrain, at = hand_card(table, D.TERRAIN)
    click(app, at)
    assert freed(table) == [D.CARD_COLOUR[terrain]]
