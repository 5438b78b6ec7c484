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
    """A computer seat's move, checked against the state it was asked about.

    `move` is None only when the seat has no legal move; `fallback` is True when the
    computer player failed and the first legal move was taken; `problem` says why. `tag`
    is whatever the caller passed to `request` (e.g. "in a reaction window").
    """

    seat: int
    move: M | None
    fallback: bool = False
    problem: str | None = None
    tag: Any = None


@dataclass
class _Answer(Generic[M]):
    job: int
    move: M | None
    error: str | None


@dataclass
class _Job(Generic[M]):
    seat: int
    state: Any  # the state the answer is checked against (the caller's object)
    min_think: float
    tag: Any
    thought: float = 0.0
    answer: _Answer[M] | None = None


class ComputerPlayer(Generic[S, M]):
    """Open jobs (at most one per seat); see the module docstring.

    One seat at a time is the usual case (`seat`, `thought`, `busy`); out-of-turn windows
    may ask several computer seats at once, each answer then comes in its own `update`.
    """

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
        self.job = 0  # the latest job id
        self._jobs: dict[int, _Job[M]] = {}
        self._answers: queue.SimpleQueue[_Answer[M]] = queue.SimpleQueue()
        self._threads: list[threading.Thread] = []

    # ------------------------------------------------------------------ reading
    @property
    def busy(self) -> bool:
        """True while any job is open (thinking, or waiting out its pacing)."""
        return bool(self._jobs)

    @property
    def seat(self) -> int | None:
        """The seat of the oldest open job."""
        return next(iter(self._jobs.values())).seat if self._jobs else None

    @property
    def seats(self) -> list[int]:
        """Every seat with an open job."""
        return [job.seat for job in self._jobs.values()]

    @property
    def thought(self) -> float:
        """Seconds of the caller's clock the oldest open job has been thinking."""
        return next(iter(self._jobs.values())).thought if self._jobs else 0.0

    # ------------------------------------------------------------------ acting
    def request(
        self,
        state: S,
        seat: int,
        level: str,
        *,
        min_think: float | None = None,
        tag: Any = None,
    ) -> int:
        """Start thinking for `seat` on a copy of its view; returns the job id.

        The answer is checked against `state` (the same object, as it is by then). An
        open job of the same seat is dropped first.
        """
        self.cancel(seat)
        self.job += 1
        job = self.job
        pace = self.min_think if min_think is None else min_think
        self._jobs[job] = _Job(seat, state, pace, tag)
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

        thread = threading.Thread(target=work, name=f"computer-seat-{seat}", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
        return job

    def cancel(self, seat: int | None = None) -> None:
        """Forget the open job of `seat` (all jobs when None): late answers are ignored."""
        for job_id, job in list(self._jobs.items()):
            if seat is None or job.seat == seat:
                del self._jobs[job_id]

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every worker finished (tests); True when they did."""
        for thread in self._threads:
            thread.join(timeout)
        return not any(t.is_alive() for t in self._threads)

    def update(self, dt: float, state: S | None = None) -> Decision[M] | None:
        """Advance every open job's think clock by `dt`; return one checked decision once
        its answer is in and it thought `min_think` seconds (call again for more).

        `state`, when given, is what the answer is checked against (else the state given
        to `request`)."""
        self._drain()
        ready: int | None = None
        for job_id, job in self._jobs.items():
            job.thought += dt
            if ready is None and job.answer is not None and job.thought >= job.min_think:
                ready = job_id
        if ready is None:
            return None
        job = self._jobs.pop(ready)
        assert job.answer is not None
        return self._checked(state if state is not None else job.state, job, job.answer)

    def _drain(self) -> None:
        """Take answers off the queue; keep only those of open jobs."""
        while True:
            try:
                answer = self._answers.get_nowait()
            except queue.Empty:
                return
            job = self._jobs.get(answer.job)
            if job is not None:
                job.answer = answer

    def _checked(self, state: S, job: _Job[M], answer: _Answer[M]) -> Decision[M]:
        seat = job.seat
        problem = answer.error
        if answer.move is not None:
            try:
                state.check(answer.move)
                return Decision(seat, answer.move, tag=job.tag)
            except ValueError as refused:
                code = getattr(refused, "code", "")
                problem = f"illegal move {answer.move!r} ({code}: {refused})"
                log.warning("computer player for seat %d chose an %s", seat, problem)
        moves = list(state.legal_moves(seat))
        if not moves:
            log.error("seat %d has no legal move (%s)", seat, problem or "no answer")
            return Decision(seat, None, True, f"no legal move for seat {seat}", job.tag)
        log.warning("seat %d plays its first legal move instead: %r", seat, moves[0])
        return Decision(seat, moves[0], True, problem, job.tag)
