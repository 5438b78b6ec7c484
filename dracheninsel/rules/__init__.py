"""Die Dracheninsel rules engine (pure Python): state machine, moves, events, views."""

from . import data
from .moves import Event, IllegalMove, Move, event_for, event_view
from .state import GameConfig, Group, State, new_game

__all__ = [
    "Event",
    "GameConfig",
    "Group",
    "IllegalMove",
    "Move",
    "State",
    "data",
    "event_for",
    "event_view",
    "new_game",
]
