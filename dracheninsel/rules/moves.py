"""Moves, events and the illegal-move error of Die Dracheninsel.

One generic frozen `Move` covers every decision so the UI, the AIs and the JSON log
treat them alike; which fields a kind uses is listed in `MOVE_FIELDS`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Move kinds and the fields they use (all other fields stay None / empty).
MOVE_FIELDS: dict[str, tuple[str, ...]] = {
    "step": ("cell", "card", "target"),  # card: paid terrain card or None; target: replaced
    "foolhardy_flight": ("card", "cell", "target"),
    "destructive_forces": ("card", "cell", "cell2"),
    "thundering_elements": ("card", "cell", "cell2"),
    "dragon_patrol": ("card", "target", "cell"),  # target: dragon index
    "evil_curse": ("card",),
    "long_journey": ("card", "card2"),  # card2: the terrain card naming the colour
    "fear_and_loathing": ("card", "target"),  # target: seat sent home
    "sneak_attack": ("card", "target"),  # target: victim seat
    "abandon_treasure": (),  # a lone bearer gives up its coins on its own turn
    "end_turn": (),
    "sweet_slumber": ("card",),
    "counter_magic": ("card",),
    "unfaithful": ("card",),
    "pass": (),
    "wait": (),  # lone bearer after Fear & Loathing keeps the treasure
    "abandon": (),  # lone bearer after Fear & Loathing drops it
    "exchange": ("cards",),  # end-of-turn discard of any cards before drawing
}

CARD_PLAY_KINDS = frozenset(
    {
        "foolhardy_flight",
        "destructive_forces",
        "thundering_elements",
        "dragon_patrol",
        "evil_curse",
        "long_journey",
        "fear_and_loathing",
        "sneak_attack",
    }
)


# Every `IllegalMove.code` the engine raises (for the UI's translation catalogue).
ILLEGAL_CODES: tuple[str, ...] = (
    "bad_target",
    "blocked",
    "blocked_dragon",
    "card_needed",
    "card_not_in_hand",
    "disk_occupied",
    "dragon_off_board",
    "game_over",
    "landing_space",
    "lone_bearer",
    "must_leave_site",
    "not_adjacent",
    "not_allowed_now",
    "not_your_turn",
    "same_colour",
    "wrong_card",
    "wrong_payment",
    "wrong_phase",
)


class IllegalMove(ValueError):
    """A move that breaks the rules; `code` is stable for translation, args[0] is English."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


@dataclass(frozen=True)
class Move:
    """A decision of one seat; see MOVE_FIELDS for the meaning of each kind's fields."""

    kind: str
    seat: int
    card: int | None = None
    card2: int | None = None
    cell: int | None = None
    cell2: int | None = None
    target: int | None = None
    cards: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat}
        for name in ("card", "card2", "cell", "cell2", "target"):
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        if self.cards:
            out["cards"] = list(self.cards)
        return out

    @staticmethod
    def from_json(data: dict[str, Any]) -> Move:
        return Move(
            kind=str(data["kind"]),
            seat=int(data["seat"]),
            card=data.get("card"),
            card2=data.get("card2"),
            cell=data.get("cell"),
            cell2=data.get("cell2"),
            target=data.get("target"),
            cards=tuple(data.get("cards", ())),
        )


@dataclass(frozen=True)
class Event:
    """Something that happened, for animation and logs.

    `private` lists the seats that may see the keys named in `secret`; everyone else
    gets the event with those keys set to None (see `event_for`).
    """

    kind: str
    seat: int = -1
    data: dict[str, Any] = field(default_factory=dict)
    private: tuple[int, ...] = ()
    secret: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "data": dict(self.data),
            "private": list(self.private),
            "secret": list(self.secret),
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Event:
        return Event(
            kind=str(data["kind"]),
            seat=int(data["seat"]),
            data=dict(data["data"]),
            private=tuple(data["private"]),
            secret=tuple(data["secret"]),
        )


def event_for(seat: int, event: Event) -> Event:
    """The event as `seat` may see it (seat -1: a spectator who sees public facts only)."""
    if not event.secret or seat in event.private:
        return event
    data = {k: (None if k in event.secret else v) for k, v in event.data.items()}
    return Event(event.kind, event.seat, data, event.private, event.secret)


def event_view(event: Event, seat: int) -> Event:
    """`event_for` with the argument order of docs/ARCHITECTURE.md."""
    return event_for(seat, event)
