"""Family play-test on 5ae9e22 (issue 27), finding 14 of Die Dracheninsel: "Which partner
goes home?" listed Anna first once and the computer first the next time (the buttons
followed the pair's order of joining); a misclick followed. The buttons follow seat order
now, whoever joined first. Driven with posted mouse events.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, post, start

ANNA, JOERG, OEZLEM = 0, 1, 2
HERE = cell(1, 1)  # a red disk; its neighbours: blue (1, 0), yellow (1, 2), brown, grey
BLUE, YELLOW = cell(1, 0), cell(1, 2)
BLUE_C = D.COLOUR_INDEX["B"]


def priced_table(app: App, hand: list[str] | None = None, **scenario: Any) -> DracheninselTable:
    """Anna (a person, Özlem the other) on a red disk with two blue cards and a red one."""
    return start(
        app,
        selftest.scripted(
            hands={ANNA: hand or ["B", "Y", "B", "R", "foolhardy_flight"], 1: ["K"], 2: ["G"]},
            positions={ANNA: HERE},
            **scenario,
        ),
    )


def let_go(app: App, at: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=(round(at[0]), round(at[1])), button=1)
    app.step()


# ---------------------------------------------------------------------- finding 14
@pytest.mark.parametrize("joined", [[JOERG, OEZLEM], [OEZLEM, JOERG]])
def test_which_partner_goes_home_lists_the_pair_in_seat_order(app: App, joined: list[int]) -> None:
    table = priced_table(app, groups=[(joined, BLUE)])
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(BLUE))
    assert table.choice is not None
    labels = [b.label for b in table.choice.group.widgets]
    assert labels == ["Jörg goes home", "Özlem goes home", "Cancel"]  # was joining order
    click(app, table.choice.group.widgets[0].rect.center)  # the first button: always Jörg
    assert table.state.pos[JOERG] == table.state.boat(JOERG)
    assert table.state.group_of(ANNA) is not None and OEZLEM in table.state.group_of(ANNA).members


@pytest.mark.parametrize("joined", [[JOERG, OEZLEM], [OEZLEM, JOERG]])
def test_fear_and_loathing_on_a_pair_lists_it_in_seat_order(app: App, joined: list[int]) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["fear_and_loathing", "Y"], 1: ["B"], 2: ["K"], 3: ["N"]},
            groups=[(joined, selftest.PAIR_CELL)],
        ),
    )
    fear = next(c for c in table.state.hands[ANNA] if D.CARD_KIND[c] == "fear_and_loathing")
    drag(
        app,
        table.fan.rect_of(table.hand_of_viewer(), fear).center,
        table.board.cell_center(selftest.PAIR_CELL),
    )
    assert table.choice is not None
    labels = [b.label for b in table.choice.group.widgets]
    assert labels == ["Jörg goes home", "Özlem goes home", "Cancel"]
