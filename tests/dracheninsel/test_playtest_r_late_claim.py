"""Play-test finding (helper R's whole game under Xvfb, picture 44): a claim made just as
one reaction bar closed ("Computer 3 moves") was counted for the NEXT bar ("Computer 4
plays Foolhardy Flight"), so Anna answered an action she never meant to, and the hand-off
before her answer did not say which.

A claim (a badge click or a seat number) belongs to the bar it was made on: made in the
next bar's first `LATE_CLAIM` seconds (too soon to have read it; the badges stand in the
same place) soon after a bar closed, or with no bar on screen then, it is dropped with a
short line near the pointer ("Too late — that chance has passed"), and the next bar
starts clean.
A claim's hand-off names the action answered ("To answer: Anna moves"), as its answer
panel does. Privacy: the bars' lengths and the screens are the same whether or not the
late claimer holds an answer card.

Driven with posted mouse and key events; the table's clock is stepped, never slept.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common import games, i18n
from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import selftest
from dracheninsel.ui.reactions import LATE_CLAIM, LATE_NOTE, ReactionRound, badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_go_on import drag, post_click

ANNA, OZLEM = 0, 2
FAST = 2  # the 4x speed: Anna's next step plays (and its bar opens) well inside LATE_CLAIM
TOO_LATE = {"en": "Too late — that chance has passed", "de": "Zu spät – die Chance ist vorbei"}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    games.load_plugin("dracheninsel")  # registers the game's catalogue
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def press_number(app: App, seat: int) -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + seat, mod=0, unicode="1")
    pygame.event.post(event)
    app.step()


def bar_open(table: DracheninselTable) -> ReactionRound:
    assert selftest.run_until(
        table, lambda: table.round is not None and not table.anim.active, 20, step=0.01
    )
    assert table.round is not None and table.round.asked == [OZLEM]
    return table.round


def step_target(table: DracheninselTable) -> int:
    return next(iter(table.step_prices(ANNA)))


def anna_steps(app: App, table: DracheninselTable) -> None:
    """Anna drags her hunter one step (her hand may lie face down under a bar)."""
    figure = table.board.figure_center(table.state, ANNA)
    drag(app, figure, table.board.cell_center(step_target(table)))


def two_bars(app: App, ozlem_hand: list[str]) -> tuple[DracheninselTable, ReactionRound]:
    """Anna steps (bar 1, Özlem may answer); while it runs Anna steps on, which closes it,
    and her second step's bar opens: the moment a late claim of bar 1 arrives."""
    hands = {ANNA: ["Y", "G", "R", "B", "K", "N"], 1: ["B"], OZLEM: ozlem_hand, 3: ["N"]}
    table = selftest.scripted(people=(ANNA, OZLEM), hands=hands, seed=9)
    app.scenes.reset(table)
    app.step()
    if isinstance(app.scenes.top, HandoffScene):
        app.scenes.top.ready()  # "I'm ready": Anna's turn
    selftest.run_until(table, lambda: table.viewer == ANNA and not table.anim.active, 10)
    table.speed_index = FAST
    anna_steps(app, table)
    first = bar_open(table)
    selftest.run_until(table, lambda: first.elapsed >= 1.5, 5, step=0.01)
    anna_steps(app, table)  # prepared while bar 1 runs: it closes bar 1, then plays
    assert table.round is not first and table.bar_closed_at is not None
    second = bar_open(table)
    assert second is not first and table.clock - table.bar_closed_at < LATE_CLAIM
    return table, second


def late_claim_of_bar_one(app: App, ozlem_hand: list[str], by_key: bool) -> tuple[object, ...]:
    table, second = two_bars(app, ozlem_hand)
    if by_key:
        press_number(app, OZLEM)  # her number, pressed as bar 1 closed
    else:
        post_click(app, badge_rects(table.may_answer(), table.lay)[OZLEM].center)
    toast = table.toasts.current
    assert toast is not None and toast.code == "too_late"
    message = toast.message
    # bar 2 starts clean: nobody claimed it, nobody said go on, no hand-off is up
    assert table.round is second and second.claimant is None and not second.claimed
    assert not second.went_on and not isinstance(app.scenes.top, HandoffScene)
    # a claim of bar 2 itself, once it has been on screen a moment, is taken as ever, and
    # its hand-off names the action answered
    selftest.run_until(table, lambda: table.clock - second.opened_at > LATE_CLAIM, 2, 0.01)
    assert not table.late_claim()
    post_click(app, badge_rects(table.may_answer(), table.lay)[OZLEM].center)
    assert second.claimant == OZLEM
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene) and handoff.note is not None
    note = handoff.note()
    handoff.ready()
    app.step()
    assert table.choice is not None and table.choice_for == OZLEM
    nothing = table.choice.group.widgets[-1]
    post_click(app, nothing.rect.center)
    screens = [(round(t, 3), screen, detail) for t, screen, detail in table.screens]
    windows = [detail for _t, screen, detail in table.screens if screen == "window"]
    return message, note, screens, windows, second.duration


@pytest.mark.parametrize("by_key", [False, True], ids=["badge-click", "number-key"])
def test_a_claim_made_as_its_bar_closes_is_not_counted_for_the_next_bar(
    app: App, language: str, by_key: bool
) -> None:
    with_card = late_claim_of_bar_one(app, ["sweet_slumber", "K"], by_key)
    message, note, _screens, _windows, _length = with_card
    assert message == TOO_LATE[language]  # was: the claim opened bar 2's answer
    assert note == {"en": "To answer: Anna moves", "de": "Antwort auf: Anna zieht"}[language]
    # privacy: the same bars, lengths and screens at the same moments without the card
    without = late_claim_of_bar_one(app, ["Y", "K"], by_key)
    assert with_card == without


def test_a_claim_with_no_bar_on_screen_just_after_one_closed_says_too_late(app: App) -> None:
    hands = {ANNA: ["Y", "G", "R"], 1: ["B"], OZLEM: ["sweet_slumber"], 3: ["N"]}
    table = selftest.scripted(people=(ANNA, OZLEM), hands=hands, seed=9)
    app.scenes.reset(table)
    app.step()
    if isinstance(app.scenes.top, HandoffScene):
        app.scenes.top.ready()
    selftest.run_until(table, lambda: table.viewer == ANNA and not table.anim.active, 10)
    anna_steps(app, table)
    first = bar_open(table)
    badge = badge_rects(table.may_answer(), table.lay)[OZLEM].center
    assert selftest.run_until(table, lambda: table.round is None, 10, step=0.01)
    assert first.claimant is None
    post_click(app, badge)  # where her badge stood, a moment after the bar ran out
    toast = table.toasts.current
    assert toast is not None and toast.code == "too_late"  # was: nothing at all
    table.toasts.clear()
    press_number(app, OZLEM)
    assert table.toasts.current is not None and table.toasts.current.code == "too_late"
    assert not any(screen == "claim" for _t, screen, _d in table.screens)
    table.toasts.clear()
    selftest.run_until(table, lambda: table.clock - table.bar_closed_at > LATE_NOTE, 5, 0.05)
    press_number(app, OZLEM)  # long after: a key with no bar does nothing, as before
    assert table.toasts.current is None
