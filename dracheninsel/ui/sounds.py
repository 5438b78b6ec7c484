"""The one sound a batch of events makes at the Die Dracheninsel table.

A move's events arrive together (a step, the pair it forms, the coins it collects); the
table plays one sound for the batch, the most telling one: the first kind in `SOUNDS`
that occurred. Each moving piece's own little sounds (a hop's pick and drop, a flight's
flaps) are cued by its motion in `anim.py`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from common.audio import play_ui

#: (event kind, sound, volume), most telling first.
SOUNDS: tuple[tuple[str, str, float], ...] = (
    ("game_over", "fanfare", 0.8),
    ("treasure_collected", "coin", 0.9),
    ("slumbered", "snore", 0.7),
    ("countered", "magic", 0.6),
    ("unfaithful", "duel", 0.6),
    ("sent_home", "whoosh", 0.6),
    ("dragon_patrol", "flap", 0.6),
    ("destructive_forces", "magic", 0.5),
    ("thundering_elements", "magic", 0.5),
    ("evil_curse", "magic", 0.5),
    ("card_taken", "card", 0.6),
    ("card_played", "card", 0.5),
    ("long_journey", "card", 0.5),
    ("flight", "whoosh", 0.5),
    ("pair_formed", "snap", 0.6),
    ("coins_placed", "coin", 0.4),
    ("step", "slide", 0.3),
    ("reshuffle", "shuffle", 0.5),
    ("turn_start", "turn", 0.25),
)


def batch_sound(events: Iterable[Any]) -> tuple[str, float] | None:
    """The sound (and its volume) of a batch of events, or None for a silent one."""
    kinds = {event.kind for event in events}
    return next(((name, volume) for kind, name, volume in SOUNDS if kind in kinds), None)


def play_batch_sound(events: Iterable[Any]) -> None:
    sound = batch_sound(events)
    if sound is not None:
        play_ui(*sound)
