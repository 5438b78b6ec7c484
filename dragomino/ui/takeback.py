"""What a Dragomino move may have revealed: the game's half of the take-back rule.

The kit (`common.table.undo`) allows taking back a person's latest move only when it
revealed nothing hidden; this says what "revealed" means in Dragomino: an egg drawn from a
supply (a baby or a shell), two spring eggs peeked at, or a new display dealt from the
stack when the move ended the round. A placement that connected nothing, or whose terrain
had no eggs left, showed nothing new and may be taken back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from common.i18n import N_
from dragomino.rules import EggRevealed, GameEnded, RoundStarted, SpringOffered

EGG_REVEALED = N_("An egg was revealed")
SPRING_PEEKED = N_("Spring eggs were looked at")
DOMINOES_DEALT = N_("New dominoes were dealt")
GAME_ENDED = N_("The game is over")

#: event type -> why a move showing it cannot be taken back (first match wins)
REVEALING: tuple[tuple[type, str], ...] = (
    (EggRevealed, EGG_REVEALED),
    (SpringOffered, SPRING_PEEKED),
    (RoundStarted, DOMINOES_DEALT),
    (GameEnded, GAME_ENDED),
)


def reveals(events: Sequence[Any]) -> str | None:
    """None when the move's events show nothing hidden, else the reason (a msgid)."""
    for kind, why in REVEALING:
        if any(isinstance(event, kind) for event in events):
            return why
    return None
