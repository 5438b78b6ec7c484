"""Computer players for the worker-process tests: module-level (the worker imports them by
name) and free of pygame, like the games' own `choose_move`."""

from __future__ import annotations

import os
import random
import threading
from typing import Any


def by_level(view: Any, seat: int, level: str, rng: random.Random) -> Any:
    """'first' or 'last' legal move; 'crash' kills the worker; 'raise' fails politely;
    'hang' never answers."""
    if level == "hang":
        threading.Event().wait()
    if level == "crash":
        os._exit(3)
    if level == "raise":
        raise RuntimeError("boom in the worker")
    moves = view.legal_moves(seat)
    return moves[-1] if level == "last" else moves[0]
