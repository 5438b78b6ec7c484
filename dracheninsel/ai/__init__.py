"""Computer players of Die Dracheninsel (pure Python): see `players.choose_move`."""

from .players import LEVELS, choose_move

__all__ = ["LEVELS", "choose_move"]
