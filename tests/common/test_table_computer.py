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
