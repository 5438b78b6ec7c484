"""ComputerPlayer with the worker process (`common.thinker`): the searching levels think in a
process of their own, so drawing keeps its core; every failure still ends in a legal move."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from common.table import ComputerPlayer
from common.table.computer import STUCK_AFTER
from common.thinker import Thinker
from dragomino.engine import ENGINE
from tests.common.computer_fakes import by_level

LEVELS = ("first", "last", "crash", "raise", "hang")
ROOT = Path(__file__).resolve().parents[2]
SAFETY_S = 60  # a timeout only against a hang; nothing waits this long when things work


@pytest.fixture(scope="module")
def worker() -> Iterator[Thinker]:
    thinker = Thinker()
    yield thinker
    thinker.close()


def player(worker: Thinker, **kw: Any) -> ComputerPlayer[Any, Any]:
    return ComputerPlayer(
        by_level, seed=1, min_think=0.0, process_levels=LEVELS, worker=worker, **kw
    )


def game() -> tuple[Any, int, list[Any]]:
    state = ENGINE.new_game(2, 3)
    seat = state.actors()[0]
    return state, seat, list(state.legal_moves(seat))


def test_the_worker_process_answers_and_never_imports_pygame(worker: Thinker) -> None:
    woken = threading.Event()
    cp = player(worker, wake=woken.set)
    state, seat, moves = game()
    cp.request(state, seat, "last")
    assert woken.wait(SAFETY_S)  # the reader thread wakes the main loop
    decision = cp.update(0.0, state)
    assert decision is not None and decision.move == moves[-1] and not decision.fallback
    assert worker.alive and worker.pid is not None and worker.has_pygame is False
    assert not cp.busy


def test_a_stale_answer_from_the_worker_is_dropped(worker: Thinker) -> None:
    cp = player(worker)
    state, seat, moves = game()
    cp.request(state, seat, "first")
    cp.request(state, seat, "last")  # the same seat asked again: the first job is dropped
    assert cp.wait(SAFETY_S)
    decision = cp.update(0.0, state)
    assert decision is not None and decision.move == moves[-1]
    assert cp.update(0.0, state) is None  # the first answer never shows up
    cp.request(state, seat, "first")
    cp.cancel()  # the table was left
    assert cp.wait(SAFETY_S)
    assert cp.update(1.0, state) is None and not cp.busy


def test_an_error_in_the_worker_plays_the_first_legal_move(
    worker: Thinker, caplog: pytest.LogCaptureFixture
) -> None:
    cp = player(worker)
    state, seat, moves = game()
    cp.request(state, seat, "raise")
    assert cp.wait(SAFETY_S)
    decision = cp.update(0.0, state)
    assert decision is not None and decision.fallback and decision.move == moves[0]
    assert decision.problem is not None and "boom in the worker" in decision.problem
    assert worker.alive  # an exception is the search's problem, not the process's


def test_a_crashed_worker_falls_back_to_a_legal_move_and_a_new_one_starts_then_stops(
    caplog: pytest.LogCaptureFixture,
) -> None:
    worker = Thinker()
    try:
        cp = player(worker)
        state, seat, moves = game()
        cp.request(state, seat, "crash")
        assert cp.wait(SAFETY_S)
        decision = cp.update(0.0, state)
        assert decision is not None and decision.fallback and decision.move == moves[0]
        assert decision.problem is not None and "exit code 3" in decision.problem
        assert "thinking process stopped" in caplog.text
        assert worker.crashes == 1 and not worker.broken and not worker.alive
        cp.request(state, seat, "last")  # the next job starts a new worker
        assert cp.wait(SAFETY_S)
        decision = cp.update(0.0, state)
        assert decision is not None and decision.move == moves[-1] and not decision.fallback
    finally:
        worker.close()
    # stopped and reaped: by "stop" (0) or, when a loaded machine leaves the niced worker no
    # time within the grace, by SIGTERM; never left running
    assert not worker.alive and worker.last_exitcode in (0, -signal.SIGTERM)


def test_a_worker_far_over_its_budget_is_stopped_and_the_first_legal_move_played(
    caplog: pytest.LogCaptureFixture,
) -> None:
    worker = Thinker()
    try:
        cp = player(worker)
        state, seat, moves = game()
        cp.request(state, seat, "hang")
        assert cp.update(STUCK_AFTER - 1.0, state) is None and worker.alive
        assert cp.update(1.0, state) is None  # the caller's clock says: stuck
        assert cp.wait(SAFETY_S)
        decision = cp.update(0.0, state)
        assert decision is not None and decision.fallback and decision.move == moves[0]
        assert "no answer after 30 s" in caplog.text and worker.crashes == 1
    finally:
        worker.close()


def test_without_a_worker_process_the_job_thinks_in_a_thread(
    caplog: pytest.LogCaptureFixture,
) -> None:
    worker = Thinker(method="no-such-start-method")  # stands in for a system without one
    cp = player(worker)
    state, seat, moves = game()
    cp.request(state, seat, "last")
    assert cp.wait(SAFETY_S)
    decision = cp.update(0.0, state)
    assert decision is not None and decision.move == moves[-1] and not decision.fallback
    assert worker.broken and "cannot start" in caplog.text


def test_a_function_the_worker_cannot_import_thinks_in_a_thread() -> None:
    worker = Thinker()
    cp = ComputerPlayer(
        lambda v, s, lvl, r: v.legal_moves(s)[-1],
        min_think=0.0,
        process_levels=LEVELS,
        worker=worker,
    )
    state, seat, moves = game()
    cp.request(state, seat, "first")
    assert cp.wait(SAFETY_S)
    decision = cp.update(0.0, state)
    assert decision is not None and decision.move == moves[-1]
    assert not worker.alive  # never started


QUIT_WHILE_THINKING = """
import random, sys
from common.table.computer import ComputerPlayer
from common.thinker import shared
from dragomino.engine import ENGINE
from tests.common.computer_fakes import by_level

if __name__ == "__main__":
    cp = ComputerPlayer(by_level, min_think=0.0, process_levels=("hang",))
    state = ENGINE.new_game(2, 3)
    cp.request(state, state.actors()[0], "hang")  # the worker never answers this one
    print(shared().pid, flush=True)
"""


def test_the_app_quits_while_the_worker_thinks_and_leaves_no_process(tmp_path: Path) -> None:
    script = tmp_path / "quit_while_thinking.py"
    script.write_text(QUIT_WHILE_THINKING)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, str(script)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=SAFETY_S,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    pid = int(done.stdout.split()[-1])
    with pytest.raises(ProcessLookupError):  # stopped at exit and reaped: not even a zombie
        os.kill(pid, 0)


def test_a_table_with_a_searching_seat_starts_the_worker_before_its_first_move() -> None:
    fresh = Thinker()
    try:
        player(fresh).warm_up([None, "easy"])  # no searching seat: no process
        assert fresh.pid is None
        cp = player(fresh)
        cp.warm_up([None, "last"])
        assert fresh.alive and fresh.pid is not None
        started = fresh.pid
        state, seat, moves = game()
        cp.request(state, seat, "last")
        assert cp.wait(SAFETY_S)
        decision = cp.update(0.0, state)
        assert decision is not None and decision.move == moves[-1]
        assert fresh.pid == started  # the warmed worker answered; none was started again
    finally:
        fresh.close()
