"""Computer players' searches run in a worker process of their own, so the table keeps drawing.

The expert levels are pure-Python searches of up to a second per decision. In a thread of
the app's process they share the GIL with drawing, and the table drew about half its
frames while one thought. A `Thinker` runs them in one persistent worker process instead
(the second core searches, the first draws). It is started the first time a computer seat
needs it and stopped when the app exits (`atexit`; it is a daemon, and it also exits when
the app's end of the pipe closes, so even a killed app leaves no worker behind).

The worker is started with the `spawn` context: a fork of a process that has SDL running
is unsafe, and a fresh interpreter imports only the rules and computer players (never
pygame: this module and `<game>.engine` import none). Only plain data crosses the pipe:

    app -> worker   ("think", key, Task)   the seat's view as JSON, the function by reference
                    ("cancel", key)        drop that task unless it has already started
                    ("stop",)              exit
    worker -> app   ("ready", pid, has_pygame)
                    ("answer", key, move JSON or None, error text or None)

When the worker cannot start (no new process allowed, a broken bundle) or dies before it
is ready, the Thinker gives up on processes for good and its jobs come back `unavailable`,
for the caller to think them in a thread; a worker that dies later answers its open jobs
with an error (the caller plays the first legal move) and is started again on the next
job, up to MAX_CRASHES times.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import logging
import multiprocessing
import os
import pickle
import random
import signal
import sys
import threading
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

log = logging.getLogger(__name__)

#: Games whose engine the worker can bind by name (`<game>.engine.ENGINE`).
GAMES = ("dragomino", "dracheninsel")
#: Worker deaths after which the app thinks in threads for the rest of the run.
MAX_CRASHES = 3
#: Seconds the worker gets to finish after "stop" before it is terminated.
STOP_GRACE = 0.5
#: The worker's scheduling niceness: when cores are scarce (other programs busy), drawing
#: and the display server go first; a search on a wall-clock budget then simply looks at
#: fewer playouts. On a loaded 2-core machine the table drew ~0.7 of its frames while
#: the expert thought at +5, ~0.84 at +10 and +15, ~0.9 at +19 (one bench run each).
WORKER_NICENESS = 10

Chooser = Callable[[Any, int, str, random.Random], Any]


@dataclass(frozen=True)
class Task:
    """One decision to make: `function(view, seat, level, random.Random(seed))`.

    `view` is the seat's view as JSON (`state.to_json()`), `function` a module-level
    function (pickled by reference: the worker imports it by name)."""

    game: str
    function: Chooser
    view: dict[str, Any]
    seat: int
    level: str
    seed: int


@dataclass(frozen=True)
class Reply:
    """What became of a task: a move as JSON, or an error; `unavailable` when no worker
    could take it (think it elsewhere)."""

    move: dict[str, Any] | None
    error: str | None = None
    unavailable: bool = False


def game_of(state: object) -> str | None:
    """The game a state belongs to (the top package of its class), if the worker knows it."""
    game = type(state).__module__.partition(".")[0]
    return game if game in GAMES else None


def by_reference(function: object) -> bool:
    """True when `function` can be sent to the worker (a module-level function)."""
    try:
        pickle.dumps(function)
    except Exception:
        return False
    return True


def engine(game: str) -> Any:
    """`<game>.engine.ENGINE` (state and move JSON, the computer players)."""
    if game not in GAMES:
        raise ValueError(f"no engine for game {game!r}")
    return importlib.import_module(f"{game}.engine").ENGINE


def solve(task: Task) -> tuple[dict[str, Any] | None, str | None]:
    """Make one decision (in the worker): the move as JSON, or None and what went wrong."""
    try:
        view = engine(task.game).state_from_json(task.view)
        move = task.function(view, task.seat, task.level, random.Random(task.seed))
        return move.to_json(), None
    except Exception as exc:
        detail = traceback.format_exc(limit=-6)
        return None, f"{type(exc).__name__}: {exc}\n{detail}"


def worker_main(conn: Connection) -> None:
    """The worker process: answer tasks in order until "stop" or the app goes away."""
    # Ctrl+C in a terminal reaches the whole process group: the app decides, not the worker
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with contextlib.suppress(AttributeError, OSError):  # no os.nice on Windows
        os.nice(WORKER_NICENESS)
    conn.send(("ready", os.getpid(), "pygame" in sys.modules))
    waiting: deque[tuple[Any, ...]] = deque()
    try:
        while True:
            while not waiting or conn.poll():  # read all that came in, cancels first
                message = conn.recv()
                if message[0] == "cancel":
                    key = message[1]
                    waiting = deque(m for m in waiting if m[:2] != ("think", key))
                else:
                    waiting.append(message)
            message = waiting.popleft()
            if message[0] == "stop":
                return
            _kind, key, task = message
            conn.send(("answer", key, *solve(task)))
    except (EOFError, OSError, KeyboardInterrupt):
        return  # the app closed its end (it quit or died): nothing left to answer


class Thinker:
    """The app's side of the worker process; see the module docstring. Thread-safe."""

    def __init__(self, method: str = "spawn") -> None:
        self.method = method
        self.broken = False  # gave up on processes: jobs come back unavailable
        self.crashes = 0
        self.pid: int | None = None  # of the worker started last
        self.has_pygame: bool | None = None  # what the worker reported when ready
        self.last_exitcode: int | None = None  # of the worker `close` stopped last
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._ready = False
        self._closing = False
        self._stuck: BaseProcess | None = None  # the worker stop_stuck killed
        self._replies: dict[int, Callable[[Reply], None]] = {}
        self._next_key = 0
        self._atexit = False

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def submit(self, task: Task, reply: Callable[[Reply], None]) -> int | None:
        """Send `task` to the worker (starting it if needed); `reply` is called once, from
        another thread, with the outcome. None: no worker can take it (think elsewhere)."""
        with self._lock:
            if self.broken or (not self.alive and not self._start()):
                return None
            assert self._conn is not None
            self._next_key += 1
            key = self._next_key
            self._replies[key] = reply
            try:
                self._conn.send(("think", key, task))
            except (OSError, ValueError, pickle.PicklingError, AttributeError, TypeError) as exc:
                # a dead pipe is noticed by the reader; a task that cannot be sent is ours
                log.warning("could not send a task to the thinking process: %s", exc)
                del self._replies[key]
                return None
            return key

    def warm(self) -> None:
        """Start the worker now if it is not running (a table with an expert seat opens), so
        the first expert move does not also wait for an interpreter to start."""
        with self._lock:
            if not self.broken and not self.alive:
                self._start()

    def cancel(self, key: int) -> None:
        """Forget `key`: no reply comes, and the worker skips it unless it has begun."""
        with self._lock:
            if self._replies.pop(key, None) is not None and self._conn is not None:
                with contextlib.suppress(OSError, ValueError):
                    self._conn.send(("cancel", key))

    def close(self) -> None:
        """Stop the worker and reap it (the app quits); open jobs get no reply."""
        with self._lock:
            process, conn = self._process, self._conn
            self._closing = True
            self._replies.clear()
        if process is None or conn is None:
            return
        with contextlib.suppress(OSError, ValueError):
            conn.send(("stop",))
        process.join(STOP_GRACE)  # a search still running is cut short
        if process.is_alive():
            process.terminate()
            process.join(STOP_GRACE)
        if process.is_alive():
            process.kill()
            process.join()
        conn.close()
        self.last_exitcode = process.exitcode
        with self._lock:
            if self._process is process:
                self._process, self._conn = None, None
            self._closing = False

    def stop_stuck(self) -> None:
        """Kill a worker that is taken for stuck: its open jobs are answered as failed
        (the reader sees it die) and the next job starts a new one."""
        with self._lock:
            process = self._stuck = self._process
        if process is not None and process.is_alive():
            process.kill()

    # ------------------------------------------------------------------ inside
    def _start(self) -> bool:
        """Start the worker (lock held); False, and broken for good, when it cannot."""
        try:
            context = multiprocessing.get_context(self.method)
            ours, theirs = context.Pipe()
            process: BaseProcess = context.Process(  # type: ignore[attr-defined]
                target=worker_main, args=(theirs,), name="drachenspiele-thinker", daemon=True
            )
            process.start()
        except Exception:
            log.exception("the thinking process cannot start; computer players use threads")
            self.broken = True
            return False
        theirs.close()  # so a dead worker shows as end-of-file on our end
        self._process, self._conn, self._ready = process, ours, False
        self.pid, self.has_pygame = process.pid, None
        if not self._atexit:
            atexit.register(self.close)
            self._atexit = True
        reader = threading.Thread(
            target=self._read, args=(process, ours), name="thinker-reader", daemon=True
        )
        reader.start()
        log.info("thinking process started (pid %s, %s)", process.pid, self.method)
        return True

    def _read(self, process: BaseProcess, conn: Connection) -> None:
        """Hand the worker's answers to their callers; notice when it dies."""
        try:
            while True:
                message = conn.recv()
                if message[0] == "ready":
                    with self._lock:
                        self._ready = True
                        self.pid, self.has_pygame = message[1], message[2]
                    if message[2]:
                        log.warning("the thinking process imported pygame (it should not)")
                    continue
                _kind, key, move, error = message
                with self._lock:
                    reply = self._replies.pop(key, None)
                if reply is not None:
                    reply(Reply(move, error))
        except (EOFError, OSError):
            pass
        except Exception:
            log.exception("reading the thinking process failed")
        process.join(STOP_GRACE)
        with self._lock:
            if self._process is not process or self._closing:
                return  # closed on purpose
            orphans = list(self._replies.values())
            self._replies.clear()
            self._process, self._conn = None, None
            self.crashes += 1
            never_ready = not self._ready and self._stuck is not process
            if never_ready or self.crashes >= MAX_CRASHES:
                self.broken = True
        code = process.exitcode
        log.error(
            "the thinking process %s (exit code %s)%s",
            "could not get ready" if never_ready else "stopped",
            code,
            "; computer players use threads from now on" if self.broken else "",
        )
        conn.close()
        for reply in orphans:
            if never_ready:
                reply(Reply(None, unavailable=True))
            else:
                reply(Reply(None, f"the thinking process stopped (exit code {code})"))


_shared: Thinker | None = None
_shared_lock = threading.Lock()


def shared() -> Thinker:
    """The app's one Thinker (its worker starts with the first job)."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = Thinker()
        return _shared
