"""Computer players think off the main loop, on a copy of their seat's view.

The main loop never waits: `request` copies the view and starts a thread, or, for the
searching levels (`PROCESS_LEVELS`), hands the view as JSON to the app's worker process
(`common.thinker`), so a search of up to a second does not share the GIL with drawing.
When no worker process can be had the job thinks in a thread instead. `update` (called
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
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypeVar

from common import thinker

log = logging.getLogger(__name__)

M = TypeVar("M")

#: Levels that search for up to a second: they think in the worker process.
PROCESS_LEVELS = frozenset({"expert"})
#: Seconds of the caller's clock after which a worker process that has not answered is
#: taken for stuck (the budget is 1 s): it is stopped and the first legal move played.
STUCK_AFTER = 30.0


class ThinkingState(Protocol[M]):
    """What the computer player needs of a game state (a subset of `common.engine.Engine`)."""

    def view(self, seat: int, seed: int | None = None) -> Self: ...

    def legal_moves(self, seat: int) -> Sequence[M]: ...

    def check(self, move: M) -> None: ...

    def to_json(self) -> dict[str, Any]: ...


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
    stuck: bool = False  # its worker process was stopped for taking too long


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
        process_levels: Collection[str] = PROCESS_LEVELS,
        worker: thinker.Thinker | None = None,
    ) -> None:
        """`threaded=False` thinks inline (tests); `process_levels` think in `worker`
        (default: the app's shared one) when `choose_move` is a module-level function and
        the state's game is known to `common.thinker`."""
        self.choose_move = choose_move
        self.rng = random.Random(seed)
        self.min_think = min_think
        self.threaded = threaded
        self.wake = wake
        self.process_levels = frozenset(process_levels)
        self.worker = worker
        self.job = 0  # the latest job id
        self._jobs: dict[int, _Job[M]] = {}
        self._answers: queue.SimpleQueue[_Answer[M]] = queue.SimpleQueue()
        self._threads: list[threading.Thread] = []
        self._sent: dict[int, int] = {}  # job id -> the worker's key, while it thinks there
        self._sent_done = threading.Condition()

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
    def warm_up(self, levels: Iterable[str | None]) -> None:
        """Start the worker process now when one of `levels` will think there (a table
        with an expert seat opens): the first expert move then waits for no start-up."""
        if self.threaded and any(level in self.process_levels for level in levels):
            if self.worker is None:
                self.worker = thinker.shared()
            self.worker.warm()

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
        seed = self.rng.getrandbits(32)
        if (
            self.threaded
            and level in self.process_levels
            and self._send(job, view, seat, level, seed)
        ):
            return job
        think = self._thinker(job, view, seat, level, seed)
        if not self.threaded:
            self._answers.put(think())
            return job
        self._start_thread(think, seat)
        return job

    def _thinker(
        self, job: int, view: S, seat: int, level: str, seed: int
    ) -> Callable[[], _Answer[M]]:
        """The job as a call in this process (a thread, or inline)."""
        rng = random.Random(seed)

        def think() -> _Answer[M]:
            try:
                return _Answer(job, self.choose_move(view, seat, level, rng), None)
            except Exception as exc:
                log.exception("computer player for seat %d (%s) failed", seat, level)
                return _Answer(job, None, f"{type(exc).__name__}: {exc}")

        return think

    def _start_thread(self, think: Callable[[], _Answer[M]], seat: int) -> None:
        def work() -> None:
            self._answers.put(think())
            if self.wake is not None:
                self.wake()

        thread = threading.Thread(target=work, name=f"computer-seat-{seat}", daemon=True)
        with self._sent_done:  # the worker's reader thread may start one too
            self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()

    def _send(self, job: int, view: S, seat: int, level: str, seed: int) -> bool:
        """Hand the job to the worker process; False when it cannot take it."""
        game = thinker.game_of(view)
        if game is None or not thinker.by_reference(self.choose_move):
            return False
        if self.worker is None:
            self.worker = thinker.shared()
        task = thinker.Task(game, self.choose_move, view.to_json(), seat, level, seed)

        def reply(outcome: thinker.Reply) -> None:  # from the worker's reader thread
            if outcome.unavailable:  # no worker after all: think here
                self._start_thread(self._thinker(job, view, seat, level, seed), seat)
            else:
                self._answers.put(self._from_json(job, game, outcome))
            with self._sent_done:  # after the answer is in (`wait` returns on this)
                self._sent.pop(job, None)
                self._sent_done.notify_all()
            if self.wake is not None and not outcome.unavailable:
                self.wake()

        with self._sent_done:
            key = self.worker.submit(task, reply)
            if key is None:
                return False
            self._sent[job] = key
        return True

    def _from_json(self, job: int, game: str, outcome: thinker.Reply) -> _Answer[M]:
        if outcome.move is None:
            error = outcome.error or "no answer"
            log.error("computer player (worker process) failed: %s", error)
            return _Answer(job, None, error.splitlines()[0])
        try:
            move: M = thinker.engine(game).move_from_json(outcome.move)
        except Exception as exc:
            log.exception("the worker's move %r cannot be read", outcome.move)
            return _Answer(job, None, f"{type(exc).__name__}: {exc}")
        return _Answer(job, move, None)

    def cancel(self, seat: int | None = None) -> None:
        """Forget the open job of `seat` (all jobs when None): late answers are ignored."""
        for job_id, job in list(self._jobs.items()):
            if seat is None or job.seat == seat:
                del self._jobs[job_id]
                with self._sent_done:
                    key = self._sent.pop(job_id, None)
                    self._sent_done.notify_all()
                if key is not None and self.worker is not None:
                    self.worker.cancel(key)

    def wait(self, timeout: float | None = None) -> bool:
        """Block until every thread finished and the worker process answered every open job
        (tests); True when they did."""
        with self._sent_done:
            self._sent_done.wait_for(lambda: not self._sent, timeout)
        for thread in list(self._threads):
            thread.join(timeout)
        return not self._sent and not any(t.is_alive() for t in self._threads)

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
            elif job.answer is None and job.thought >= STUCK_AFTER and not job.stuck:
                self._stop_stuck(job_id, job)
        if ready is None:
            return None
        job = self._jobs.pop(ready)
        assert job.answer is not None
        return self._checked(state if state is not None else job.state, job, job.answer)

    def _stop_stuck(self, job_id: int, job: _Job[M]) -> None:
        """A search far over its budget: stop the worker process (its open jobs then end
        as failures: the first legal move) rather than leave the table waiting. A thread
        cannot be stopped: that is only logged."""
        log.error(
            "computer player for seat %d: no answer after %.0f s; stopping its worker process",
            job.seat,
            job.thought,
        )
        job.stuck = True  # once: the worker's death answers the job
        if job_id in self._sent and self.worker is not None:
            self.worker.stop_stuck()

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
