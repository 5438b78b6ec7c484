"""Play-test (helper R, a whole 4-seat game with Anna and Jörg), the recap.

Anna stepped onto the
treasure site where Jörg waited, a computer put her to sleep with Sweet Slumber, and
Jörg's next recap opened with "Happened to you: Jörg and Anna carry the treasure", while
the board showed him alone on the site (seen twice, the second time with Computer 3);
"Anna moves 6 steps" counted the undone step too. The recap now leaves out what a Sweet
Slumber undid and keeps the Slumber's own lines.

Driven with posted mouse events (the step is a drag, the answer a badge click, the
hand-off clicks); the Slumber is played by a person, Özlem, so the course is fixed.
"""

from __future__ import annotations

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.rules.events import CardPlayed, Countered, Stepped
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import selftest
from dracheninsel.ui.recap import grouped_recap
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_playtest6_recap_fold import claim
from tests.dracheninsel.test_ui_table import click, drag, settle, start

ANNA, JOERG, OZLEM = 0, 1, 2  # people: Anna and Özlem (`selftest.scripted`); Jörg computes


def slumbered_on_the_site(app: App) -> DracheninselTable:
    """Anna steps from beside the site onto it, where Jörg waits: partners. Özlem claims
    the bar and plays Sweet Slumber: Anna's step is undone, her turn ends."""
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["Y", "G"], JOERG: ["B"], OZLEM: ["sweet_slumber"], 3: ["N"]},
            positions={ANNA: cell(1, -1), JOERG: D.SITE},
        ),
    )
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(D.SITE))
    settle(app, table)
    assert any(e.kind == "pair_formed" for e in table.log)  # the board showed the pair
    claim(app, table, OZLEM)
    click(app, (640, 400))  # "I'm ready"
    assert table.choice is not None and table.choice_for == OZLEM
    click(app, table.choice.group.widgets[0].rect.center)  # "Play Sweet Slumber"
    selftest.run_until(table, lambda: table.state.active != ANNA and not table.anim.active, 40)
    assert any(e.kind == "slumbered" for e in table.log)
    assert table.state.pos[ANNA] == cell(1, -1) and not table.state.groups  # undone
    return table


def test_a_recap_does_not_tell_what_a_sweet_slumber_undid(app: App) -> None:
    table = slumbered_on_the_site(app)
    lines = [str(line) for line in table.recap(OZLEM)]
    assert not any("carry the treasure" in line for line in lines), lines
    assert not any(line.startswith("Anna moves") for line in lines), lines  # her one step
    assert "Özlem plays Sweet Slumber on Anna" in lines, lines
    assert "Anna's last action is undone" in lines, lines


def test_the_undone_action_stays_out_after_the_log_is_rebuilt(app: App) -> None:
    """A take-back or a loaded game rebuilds the log from the saved moves
    (`_replay_log`): what the Slumber undid is known again from the moves alone."""
    table = slumbered_on_the_site(app)
    undone = set(table.undone.undone)
    table._replay_log()
    assert undone and table.undone.undone == undone
    lines = [str(line) for line in table.recap(OZLEM)]
    assert not any("carry the treasure" in line for line in lines), lines


# ---------------------------------------------------------------------- a chain, one group
SLUMBER = next(c for c, kind in enumerate(D.CARD_KIND) if kind == "sweet_slumber")
COUNTER = next(c for c, kind in enumerate(D.CARD_KIND) if kind == "counter_magic")
NAMES = ["Anna", "Jörg", "Computer 3", "Computer 4"]


def test_a_countered_card_and_its_counter_stand_in_one_group() -> None:
    """Play-test: Anna's recap put "Computer 3 stops Anna's Sweet Slumber with Counter
    Magic" under "Happened to you" and "Anna plays Sweet Slumber on Computer 4" under "At
    the table", where it read as if her Slumber had worked."""
    events = [
        CardPlayed(0, SLUMBER, "sweet_slumber", None),  # during Computer 4's turn
        CardPlayed(2, COUNTER, "counter_magic", None),
        Countered(0, SLUMBER),
        Stepped(3, 1, 2, None),
    ]
    lines = [str(line) for line in grouped_recap(events, 0, NAMES.__getitem__, 4, None, 3)]
    assert lines == [
        "Happened to you",
        "Anna plays Sweet Slumber on Computer 4",
        "Computer 3 stops Anna's Sweet Slumber with Counter Magic",
        "At the table",
        "Computer 4 moves",
    ], lines
