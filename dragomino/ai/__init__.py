"""Computer players of Dragomino (pure Python): see `players.choose_move`."""

from .players import LEVELS, choose_move

__all__ = ["LEVELS", "choose_move"]
