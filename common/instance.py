"""One running copy of the app per saves folder.

Two copies started by a double double-click both wrote the same autosave, and the copy
that saved first silently lost its moves (issue 25). The first copy holds an operating
system lock on a small file in the data folder for as long as it runs; a second copy sees
the lock, says so in a window and quits (`common.scenes.already_open`).

The lock is the kernel's (`fcntl.flock` on POSIX, `msvcrt.locking` on Windows), not a PID
file: the kernel lets go of it when the process ends in any way, `kill -9` included, so a
stale lock of a killed copy never blocks. A folder where no lock can be taken (read-only,
unreadable) does not stop the app: it cannot save there anyway, and the title says why
(`common.saves.folder_problem`).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path

from common.settings import data_dir

log = logging.getLogger(__name__)

LOCK_FILE = "drachenspiele.lock"


def lock_path() -> Path:
    """The lock beside the saves folder (one lock per data folder, so per saves folder)."""
    return data_dir() / LOCK_FILE


def _try_lock(fd: int) -> bool:
    """Take the exclusive lock on `fd` without waiting; False when another copy holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


@dataclass
class InstanceLock:
    """The outcome of `acquire`: `busy` when another copy runs on the same folder; `fd`
    is the held lock (None when none could be taken, see the module's docstring)."""

    busy: bool
    fd: int | None = None

    def release(self) -> None:
        """Let go of the lock (the end of the process does it too)."""
        if self.fd is not None:
            with contextlib.suppress(OSError):
                os.close(self.fd)
            self.fd = None


def acquire(path: Path | None = None) -> InstanceLock:
    """Try to become the one running copy for `path` (default: `lock_path()`)."""
    path = lock_path() if path is None else path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError as exc:
        log.warning("no single-copy lock at %s (%s); carrying on", path, exc)
        return InstanceLock(busy=False)
    try:
        locked = _try_lock(fd)
    except OSError as exc:  # a file system without locks: carry on, as above
        log.warning("no single-copy lock at %s (%s); carrying on", path, exc)
        os.close(fd)
        return InstanceLock(busy=False)
    if not locked:
        os.close(fd)
        log.warning("another copy of the app holds %s", path)
        return InstanceLock(busy=True)
    os.set_inheritable(fd, False)  # a worker process must not keep the lock alive
    return InstanceLock(busy=False, fd=fd)
