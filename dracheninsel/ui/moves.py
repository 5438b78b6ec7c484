"""Building and reading the engine's moves and events for the table (and the guide)."""

from __future__ import annotations

from typing import Any

from dracheninsel.rules import State


def start_game(config: dict[str, Any], seed: int) -> State:
    """A new game from saved options (the table's own games run without auto-pass: the
    setup builds them so, and the saved options say so)."""
    from dracheninsel.rules import GameConfig, new_game

    return new_game(GameConfig.from_json(config), seed)


def ev(event: Any, key: str, default: Any = None) -> Any:
    """A field of an event: typed events carry attributes, older ones a `data` dict."""
    if hasattr(event, key) and key not in ("kind", "data"):
        return getattr(event, key)
    data = getattr(event, "data", None)
    if isinstance(data, dict):
        return data.get(key, default)
    return default


#: Dragon Patrol's "which dragon?" pick shares the target ids of board fields: dragon i is
#: DRAGON_TARGETS - i, below every field, so one number names either.
DRAGON_TARGETS = -100


def dragon_target(index: int) -> int:
    """The pick target of dragon `index`."""
    return DRAGON_TARGETS - index


def dragon_of(target: int) -> int | None:
    """The dragon a pick target names (None: it is a board field)."""
    return DRAGON_TARGETS - target if target <= DRAGON_TARGETS else None


def field_of(move: Any, key: str) -> Any:
    return getattr(move, key, None)


def make_move(kind: str, seat: int, **fields: Any) -> Any:
    """Build a move of `kind` (passes, and asking the engine why a drop is refused)."""
    from dracheninsel.rules.moves import MOVE_TYPES

    return MOVE_TYPES[kind](seat=seat, **fields)
