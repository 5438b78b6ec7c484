"""Careful file access for settings and saves in folders that may be hostile.

A player's folders can be unreadable, read-only, on a full disk, or belong to somebody
else. Nothing here raises for that: checks answer "no" (and say why), writes are atomic
(unique temp file, fsync of file and folder, rename) and report failure as an `OSError`
for the caller to turn into a notice. A crash mid-write leaves the previous file intact.
"""

from __future__ import annotations

import contextlib
import errno
import itertools
import logging
import os
import threading
import time
from pathlib import Path

from common.i18n import N_

log = logging.getLogger(__name__)

_counter = itertools.count()
_counter_lock = threading.Lock()

# msgids for what went wrong, by errno; the fallback names the error itself.
_REASONS: dict[int, str] = {
    errno.EACCES: N_("no permission"),
    errno.EPERM: N_("no permission"),
    errno.EROFS: N_("the disk is read-only"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk is full"),
    errno.ENOTDIR: N_("a file is in the way of a folder"),
    errno.EEXIST: N_("a file is in the way of a folder"),
    errno.EISDIR: N_("a folder is in the way of a file"),
    errno.ELOOP: N_("a broken link is in the way"),
    errno.ENOENT: N_("the folder is missing"),
}


def reason_msgid(exc: BaseException) -> str:
    """A short msgid saying why a file operation failed (for notices)."""
    if isinstance(exc, OSError) and exc.errno in _REASONS:
        return _REASONS[exc.errno]
    return N_("the file system refused")


def is_file(path: Path) -> bool:
    """`Path.is_file` that answers False instead of raising (unsearchable folders)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def unique_sibling(path: Path, tag: str) -> Path:
    """A name beside ``path`` that does not exist yet: ``stem.tag-<pid>-<n>.suffix``."""
    with _counter_lock:
        n = next(_counter)
    return path.with_name(f"{path.stem}.{tag}-{os.getpid()}-{n}{path.suffix}")


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (no-op where folders cannot be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, payload: bytes, backup: Path | None = None) -> None:
    """Write ``payload`` to ``path`` atomically; raise `OSError` if it cannot be done.

    The bytes go to a unique temp file beside the target, are fsynced, and replace the
    target by rename; the folder is fsynced too. With ``backup``, the previous file is
    first kept there as a hard link (or copy), so one good save always survives.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = unique_sibling(path, "tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            view = memoryview(payload)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        finally:
            os.close(fd)
        if backup is not None and is_file(path):
            _keep_backup(path, backup)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
    fsync_dir(path.parent)


def _keep_backup(path: Path, backup: Path) -> None:
    """``backup`` becomes the current ``path`` (a hard link: no copy, atomic)."""
    staged = unique_sibling(backup, "tmp")
    try:
        os.link(path, staged)
        os.replace(staged, backup)
    except OSError as exc:
        with contextlib.suppress(OSError):
            staged.unlink()
        log.info("no backup of %s kept (%s)", path, exc)


STALE_TEMP_SECONDS = 60.0


def remove_stale_temps(path: Path) -> int:
    """Delete temp files a killed writer left beside ``path`` (older than a minute, so a
    second running copy of the app is never disturbed); returns how many went."""
    removed = 0
    try:
        candidates = list(path.parent.glob(f"{path.stem}.tmp-*{path.suffix}"))
    except OSError:
        return 0
    now = time.time()
    for candidate in candidates:
        try:
            if now - candidate.lstat().st_mtime > STALE_TEMP_SECONDS:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed
