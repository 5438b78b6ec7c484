"""Computer players of Die Dracheninsel (pure Python): `choose_move(view, seat, level, rng)`.

The layers, each importing only those under it: `randomplayer.py` (legal random moves) →
`players.py` (easy, normal, hard) → `expert.py` (sampled worlds, built on the hard level)
→ here, where a level name picks one of them.
"""

from __future__ import annotations

import random

from ..rules.moves import Move
from ..rules.state import State
from .expert import choose_expert_move
from .players import LEVELS
from .players import choose_move as level_move

__all__ = ["LEVELS", "choose_move"]


def choose_move(view: State, seat: int, level: str, rng: random.Random) -> Move:
    """The move of a computer player of `level` for `seat`, from that seat's view."""
    if level == "expert":
        return choose_expert_move(view, seat, rng)
    return level_move(view, seat, level, rng)  # checks the level
