"""Dragomino computer players, top layer: `choose_move(view, seat, level, rng)` for every level.

The layers below, each importing only those under it: `evaluate.py` (what a placement is
worth) → `levels.py` (easy, normal, hard) and `endgame.py` (the exact last two rounds) →
`midgame.py` (a learned look one round ahead) → `expert.py` (sampled worlds, built on the
hard level and both searches) → here, where a level name picks one of them.
"""

from __future__ import annotations

import random

from ..rules import PHASE_SPRING_CHOICE, GameState, Move
from .expert import choose_expert_move
from .levels import LEVELS, heuristic_move

__all__ = ["LEVELS", "choose_move"]


def choose_move(view: GameState, seat: int, level: str, rng: random.Random) -> Move:
    """The move of a computer player of `level` for `seat`, from that seat's view
    (`state.view(seat)`); the same signature as Die Dracheninsel's computer players."""
    if level == "expert" and view.phase != PHASE_SPRING_CHOICE and seat in view.actors():
        return choose_expert_move(view, seat, rng)
    return heuristic_move(view, seat, level, rng)  # checks the level and the seat
