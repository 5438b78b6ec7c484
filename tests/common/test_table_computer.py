"""ComputerPlayer: thinks off the main loop, paces by the app clock, never plays illegally."""

from __future__ import annotations

import logging

import pytest

from common.table import ComputerPlayer
from tests.common.table_fake import Gate, Take, start


def test_the_main_loop_never_waits_for_a_thinking_computer() -> None:
    gate = Gate()
    cp = ComputerPlayer(gate, seed=1, min_think=0.5)
    state = start({"players": 2}, 3)
    cp.request(state, 0, "easy")
    assert gate.entered.wait(5)
    for _ in range(20):  # the worker is blocked: updates return at once with nothing
        assert cp.update(0.1, state) is None
    assert cp.busy
    gate.open.set()
    assert cp.wait(5)
    decision = cp.update(0.0, state)  # 2 s of app clock have passed: no more pacing
    assert decision is not None and decision.move == Take(0, 1) and not decision.fallback
    assert not cp.busy


def test_a_quick_answer_waits_for_the_minimum_think_time_of_the_app_clock() -> None:
    cp = ComputerPlayer(lambda v, s, lvl, r: v.legal_moves(s)[0], min_think=0.7, threaded=False)
    state = start({"players": 2}, 3)
    cp.request(state, 0, "easy")
    assert cp.update(0.3, state) is None
    assert cp.update(0.3, state) is None
    decision = cp.update(0.2, state)
    assert decision is not None and decision.move == Take(0, 1)


def test_a_stale_answer_is_dropped() -> None:
    gate = Gate()
    cp = ComputerPlayer(gate, min_think=0.0)
    state = start({"players": 2}, 3)
    cp.request(state, 0, "easy")
    assert gate.entered.wait(5)
    cp.cancel()  # e.g. the table was left
    gate.open.set()
    assert cp.wait(5)
    assert cp.update(1.0, state) is None
    # a new job later is answered normally, the old answer never shows up
    cp.threaded = False
    cp.choose_move = lambda v, s, lvl, r: v.legal_moves(s)[-1]
    cp.request(state, 0, "easy")
    decision = cp.update(1.0, state)
    assert decision is not None and decision.move == Take(0, 2)


@pytest.mark.parametrize("answer,error", [(Take(0, 3), None), (None, RuntimeError("boom"))])
def test_a_failing_or_illegal_computer_plays_the_first_legal_move_and_says_so(
    answer: Take | None, error: Exception | None, caplog: pytest.LogCaptureFixture
) -> None:
    gate = Gate(answer, error)
    gate.open.set()
    cp = ComputerPlayer(gate, min_think=0.0, threaded=False)
    state = start({"players": 2}, 3)
    with caplog.at_level(logging.WARNING):
        cp.request(state, 0, "easy")
        decision = cp.update(0.0, state)
    assert decision is not None and decision.fallback
    assert decision.move == state.legal_moves(0)[0]
    assert decision.problem and ("boom" in decision.problem or "illegal" in decision.problem)
    assert "first legal move" in caplog.text


def test_no_legal_move_is_reported_not_hidden() -> None:
    state = start({"players": 2, "sticks": 1}, 3)
    state.apply(Take(0, 1))  # game over: seat 1 has nothing to do
    cp = ComputerPlayer(lambda v, s, lvl, r: Take(1, 1), min_think=0.0, threaded=False)
    cp.request(state, 1, "easy")
    decision = cp.update(0.0, state)
    assert decision is not None and decision.move is None
    assert decision.problem == "no legal move for seat 1"


def test_the_computer_sees_only_its_view() -> None:
    from tests.common.table_fake import smart

    cp = ComputerPlayer(smart, min_think=0.0, threaded=False)
    state = start({"players": 3}, 9)
    cp.request(state, 0, "hard")  # smart() asserts every other secret is hidden
    decision = cp.update(0.0, state)
    assert decision is not None and decision.move == Take(0, 2) and not decision.fallback


def test_several_seats_think_at_once_and_answer_one_by_one() -> None:
    """An out-of-turn window: every computer seat decides inside it, each on its own view."""
    gates = {0: Gate(), 1: Gate()}
    cp = ComputerPlayer(lambda v, s, lvl, r: gates[s](v, s, lvl, r), min_think=0.0)
    state = start({"players": 3}, 4)
    state.turn = 1
    cp.request(state, 1, "easy", tag="window")
    state.turn = 0  # (the fake lets only the seat on turn move; each job checks its own)
    cp.request(state, 0, "easy", tag="window", min_think=1.0)
    assert cp.busy and sorted(cp.seats) == [0, 1]
    assert gates[0].entered.wait(5) and gates[1].entered.wait(5)
    gates[1].open.set()
    gates[0].open.set()
    assert cp.wait(5)
    first = cp.update(0.5)
    assert first is not None and first.seat == 1 and first.tag == "window"
    assert first.fallback  # seat 1 is not on turn any more in the state it is checked against
    assert cp.update(0.0) is None  # seat 0 still paces its 1 s
    second = cp.update(0.6)
    assert second is not None and second.seat == 0 and second.move == Take(0, 1)
    assert not cp.busy


def test_asking_a_seat_again_drops_its_older_question() -> None:
    gate = Gate()
    cp = ComputerPlayer(gate, min_think=0.0)
    state = start({"players": 2}, 3)
    cp.request(state, 0, "easy", tag="old")
    cp.request(state, 0, "easy", tag="new")
    gate.open.set()
    assert cp.wait(5)
    decision = cp.update(0.0)
    assert decision is not None and decision.tag == "new"
    assert cp.update(0.0) is None and not cp.busy
