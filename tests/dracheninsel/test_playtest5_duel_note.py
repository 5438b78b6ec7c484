"""Play-test finding (a treasure duel at 960x640 under Xvfb): after Carla played Unfaithful
and the computer answered with its own, the same question came back unchanged ("Treasure
duel with Dario: play Unfaithful to take both coins?"); the banner's line had gone by, and
she could not tell whether her click had counted. When the partner has just played
Unfaithful, the question now says so (a public fact: the card lies face up). Driven by
real clicks on the duel's panel after each person's hand-off.
"""

from __future__ import annotations

from common.app import App
from dracheninsel.plugin import PLUGIN
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, pass_handoffs, settle, start


def note_of(table: DracheninselTable) -> str | None:
    assert table.choice is not None
    return None if table.choice.note is None else table.choice.note()


def test_the_duel_question_says_the_partner_has_played_unfaithful(app: App) -> None:
    state = selftest.duel_position()  # Anna: one Unfaithful; Özlem: two
    table = start(
        app,
        DracheninselTable(PLUGIN, selftest.seats_for("RYGB", (0, 2)), state, seed=3, sync_ai=True),
    )
    assert table.viewer == 0
    boat = state.boat(0)
    drag(app, table.board.figure_center(table.state, 0), table.board.cell_center(boat))
    settle(app, table)
    assert table.round is not None  # the delivery may be answered: nobody does
    selftest.run_until(table, lambda: table.state.phase == "duel" and table.choice is not None, 20)
    pass_handoffs(app)
    assert table.choice_for == 0
    assert note_of(table) is None  # the boat owner opens the duel: nothing played yet
    click(app, table.choice.group.widgets[0].rect.center)  # Anna: Unfaithful
    settle(app, table)
    pass_handoffs(app)
    assert table.choice_for == 2
    assert note_of(table) == (
        "Anna has played Unfaithful: both coins go to Anna unless you play one too."
    )
    click(app, table.choice.group.widgets[0].rect.center)  # Özlem: Unfaithful
    settle(app, table)
    pass_handoffs(app)
    assert table.choice_for == 0  # Anna has none left: the card she lacks is said first
    assert note_of(table) == "You have no Unfaithful card: you can only pass."
