"""Problems the player should know about, each said once, in a small notice over any screen.

Settings that cannot be read or written, saves that fail, a missing cache or log: the app
carries on with what it has in memory, but it must not pretend. Whoever notices a problem
calls :func:`report` (any thread, also before the window exists); the `App` draws the
notice as a small pill at the bottom of every screen for a few seconds, and tables that
want to show it their own way can read :attr:`Notices.history` or add a listener.

Each problem has a ``key`` and is said once per run; :func:`resolved` lets a problem that
went away (saving works again) be said again if it comes back.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from common.i18n import _

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Notice:
    """One message: a stable key (said once), a gettext msgid and its format arguments."""

    key: str
    msgid: str
    args: dict[str, str] = field(default_factory=dict)

    def text(self) -> str:
        """The message in the current language (arguments that are msgids too)."""
        try:
            return _(self.msgid).format(**{k: _(v) for k, v in self.args.items()})
        except (KeyError, IndexError, ValueError):
            return _(self.msgid)


class Notices:
    """Thread-safe queue of notices not yet shown, plus what has been said this run."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._said: set[str] = set()
        self._unshown: deque[Notice] = deque()
        self.history: list[Notice] = []
        self._listeners: list[Callable[[Notice], None]] = []

    def report(self, key: str, msgid: str, **args: str) -> bool:
        """Say ``msgid`` once for ``key``; True if it is new (False: already said)."""
        notice = Notice(key, msgid, dict(args))
        with self._lock:
            if key in self._said:
                return False
            self._said.add(key)
            self._unshown.append(notice)
            self.history.append(notice)
            listeners = list(self._listeners)
        log.warning("notice for the player [%s]: %s", key, msgid.format(**args) if args else msgid)
        for listener in listeners:
            try:
                listener(notice)
            except Exception:
                log.exception("notice listener failed")
        return True

    def resolved(self, key: str) -> None:
        """The problem went away: if it comes back, it is said again."""
        with self._lock:
            self._said.discard(key)

    def said(self, key: str) -> bool:
        with self._lock:
            return key in self._said

    def has_unshown(self) -> bool:
        return bool(self._unshown)  # a racy peek is fine: the next frame looks again

    def take_unshown(self) -> list[Notice]:
        """Notices reported since the last call (the App shows them)."""
        with self._lock:
            taken = list(self._unshown)
            self._unshown.clear()
        return taken

    def add_listener(self, listener: Callable[[Notice], None]) -> None:
        """Call ``listener(notice)`` for every new notice (from the reporting thread)."""
        with self._lock:
            self._listeners.append(listener)

    def remove_listener(self, listener: Callable[[Notice], None]) -> None:
        with self._lock:
            if listener in self._listeners:
                self._listeners.remove(listener)


NOTICES = Notices()


def report(key: str, msgid: str, **args: str) -> bool:
    """Say a problem once (see :class:`Notices`); returns True if it was new."""
    return NOTICES.report(key, msgid, **args)


def resolved(key: str) -> None:
    NOTICES.resolved(key)


def reset() -> Notices:
    """A fresh, empty channel (tests; a new App run)."""
    global NOTICES
    NOTICES = Notices()
    return NOTICES


def current() -> Notices:
    return NOTICES
