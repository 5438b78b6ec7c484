"""Play-test finding (six seats, four people, under Xvfb): Anna stepped, Jörg claimed the bar
and put her to sleep with Sweet Slumber, Özlem answered with Counter Magic, and Anna, the one
the Slumber hit, could at once play on (her cards waited, End turn was ready): her next
move closed the bar that was asking whether anyone counters Özlem's Counter Magic, so Jörg
never had the chance the rules give him ("a Counter Magic may itself be countered").
A bar whose chain holds a card (Sweet Slumber, Counter Magic) is now protected like the bar
of a Sneak Attack: End turn greyed and deaf, a move refused with the reason, the bar runs
its course. Decided from public facts only (the cards on the open chain), never from a
hand. A plain step's bar, with nothing on its chain, still closes when the person moves on.
"""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, key, settle, start

ANNA, JOERG, OZLEM, BEN = 0, 1, 2, 3
PEOPLE = (ANNA, JOERG, OZLEM, BEN)  # and two computers (seats 4 and 5)


def step_table(app: App) -> DracheninselTable:
    """Six seats, four people; Anna's turn, one free step away from her boat."""
    table = selftest.scripted(
        letters="RYGBKN",
        people=PEOPLE,
        hands={
            ANNA: ["R", "Y", "G"],
            JOERG: ["sweet_slumber", "B"],
            OZLEM: ["counter_magic", "K"],
            BEN: ["N"],
        },
    )
    return start(app, table)


def step_anna(app: App, table: DracheninselTable) -> None:
    prices = table.step_prices(ANNA)
    target = min(prices)
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    settle(app, table)
    assert table.round is not None


def answer_by_number(app: App, table: DracheninselTable, seat: int, label: str) -> None:
    """`seat` presses their number, takes the hand-off and plays the card named `label`."""
    key(app, pygame.K_1 + seat)
    for _ in range(3):  # "I'm ready", then the recap card if there is one
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 400))
    assert table.choice is not None and table.choice_for == seat
    button = next(b for b in table.choice.group.widgets if label in getattr(b, "label", ""))
    click(app, button.rect.center)
    # the card is shown, then the next bar opens (or the chain resolves) and the screen
    # goes back to the one whose turn it is
    selftest.run_until(table, lambda: table.round is not None or table.state.phase != "window")
    for _ in range(3):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 400))
    settle(app, table)


def test_anna_cannot_cut_short_the_bar_of_a_counter_magic_on_a_sweet_slumber(
    app: App,
) -> None:
    table = step_table(app)
    step_anna(app, table)
    assert not table.answers_protected()  # a plain step's bar: Anna may move on
    answer_by_number(app, table, JOERG, "Sweet Slumber")
    answer_by_number(app, table, OZLEM, "Counter Magic")
    rnd = table.round
    assert rnd is not None and table.state.window is not None
    assert len(table.state.window.chain) == 2  # Jörg's Slumber under Özlem's counter
    assert table.acting_person() == ANNA and table.answers_protected()
    # the bar is public: Anna's view opens behind her hand-off once it closes, not in the
    # middle of a bar everybody watches (test_playtest6_handoffs), so she cannot play on
    assert table.viewer is None and not table.end_button.visible
    assert not isinstance(app.scenes.top, HandoffScene)
    click(app, table.end_button.rect.center)
    assert table.round is rnd and table.state.phase == "window"
    prices = table.step_prices(ANNA)
    target = min(prices)
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    assert table.round is rnd and table.state.phase == "window"  # a move waits too
    # Jörg still has his chance: the bar runs its course and then closes as usual
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 30)
    assert table.state.phase == "main" and table.state.active == ANNA  # the Slumber failed
    assert any(e.kind == "countered" for e in table.log)


def test_a_plain_steps_bar_still_closes_when_anna_moves_on(app: App) -> None:
    table = step_table(app)
    step_anna(app, table)
    assert not table.answers_protected()
    assert table.end_button.enabled
    click(app, table.end_button.rect.center)
    # issue 27: it closes once the computers have answered (a frame or two), not before
    selftest.run_until(table, lambda: table.round is None, 1.0)
    settle(app, table)
    assert table.round is None or table.state.active != ANNA or table.state.phase != "window"
