"""Computer players think in a worker thread on a copy of their seat's view.

The main loop never waits: `request` copies the view and starts a thread; `update` (called
every frame with the app's clock) hands back a `Decision` once the answer is in *and* a
minimum think time has passed, so computer turns keep a pace people can follow at any
machine speed. Answers of an older job are dropped. A computer player that raises or
answers with an illegal move is logged as such and the first legal move is played; a seat
with no legal move at all is reported, never left hanging.
"""

from __future__ import annotations

import logging
import queue
import random
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypeVar

log = logging.getLogger(__name__)

M = TypeVar("M")


class ThinkingState(Protocol[M]):
    """What the computer player needs of a game state (a subset of `common.engine.Engine`)."""

    def view(self, seat: int, seed: int | None = None) -> Self: ...

    def legal_moves(self, seat: int) -> Sequence[M]: ...

    def check(self, move: M) -> None: ...


S = TypeVar("S", bound=ThinkingState[Any])


@dataclass(frozen=True)
class Decision(Generic[M]):
    """A computer seat's move, checked against the real state.

    `move` is None only when the seat has no legal move; `fallback` is True when the
    computer player failed and the first legal move was taken; `problem` says why.
    """

    seat: int
    move: M | None
    fallback: bool = False
    problem: str | None = None


@dataclass
class _Answer(Generic[M]):
    job: int
    move: M | None
    error: str | None


class ComputerPlayer(Generic[S, M]):
    """One open job at a time; see the module docstring."""

    def __init__(
        self,
        choose_move: Callable[[S, int, str, random.Random], M],
        *,
        seed: int | None = None,
        min_think: float = 0.7,
        threaded: bool = True,
        wake: Callable[[], None] | None = None,
    ) -> None:
        self.choose_move = choose_move
        self.rng = random.Random(seed)
        self.min_think = min_think
        self.threaded = threaded
        self.wake = wake
        self.job = 0
        self.seat: int | None = None
        self.busy = False
        self.thought = 0.0
        self._answers: queue.SimpleQueue[_Answer[M]] = queue.SimpleQueue()
        self._answer: _Answer[M] | None = None
        self._thread: threading.Thread | None = None

    def request(self, state: S, seat: int, level: str) -> int:
        """Start thinking for `seat` on a copy of its view; returns the job id."""
        self.job += 1
        job = self.job
        self.seat = seat
        self.busy = True
        self.thought = 0.0
        self._answer = None
        view = state.view(seat, self.rng.getrandbits(32))
        rng = random.Random(self.rng.getrandbits(32))

        def think() -> _Answer[M]:
            try:
                return _Answer(job, self.choose_move(view, seat, level, rng), None)
            except Exception as exc:
                log.exception("computer player for seat %d (%s) failed", seat, level)
                return _Answer(job, None, f"{type(exc).__name__}: {exc}")

        if not self.threaded:
            self._answers.put(think())
            return job

        def work() -> None:
            self._answers.put(think())
            if self.wake is not None:
                self.wake()

        self._thread = threading.Thread(target=work, name=f"computer-seat-{seat}", daemon=True)
        self._thread.start()
        return job

    def cancel(self) -> None:
        """Forget the open job: its answer, when it comes, is ignored."""
        self.job += 1
        self.busy = False
        self.seat = None
        self._answer = None

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the worker finished (tests); True when it did."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def update(self, dt: float, state: S) -> Decision[M] | None:
        """Advance the think clock by `dt`; a checked decision once ready and paced."""
        if not self.busy:
            self._drain()
            return None
        self.thought += dt
        if self._answer is None:
            self._drain()
            if self._answer is None:
                return None
        if self.thought < self.min_think:
            return None
        answer = self._answer
        seat = self.seat if self.seat is not None else -1
        self.busy = False
        self.seat = None
        self._answer = None
        return self._checked(state, seat, answer)

    def _drain(self) -> None:
        """Take answers off the queue; keep only the one of the open job."""
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                return
            if answer.job == self.job and self.busy:
                self._answer = answer

    def _checked(self, state: S, seat: int, answer: _Answer[M]) -> Decision[M]:
        problem = answer.error
        if answer.move is not None:
            try:
                state.check(answer.move)
                return Decision(seat, answer.move)
            except ValueError as refused:
                code = getattr(refused, "code", "")
                problem = f"illegal move {answer.move!r} ({code}: {refused})"
                log.warning("computer player for seat %d chose an %s", seat, problem)
        moves = list(state.legal_moves(seat))
        if not moves:
            log.error("seat %d has no legal move (%s)", seat, problem or "no answer")
            return Decision(seat, None, True, f"no legal move for seat {seat}")
        log.warning("seat %d plays its first legal move instead: %r", seat, moves[0])
        return Decision(seat, moves[0], True, problem)
