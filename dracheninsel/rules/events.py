"""Events of Die Dracheninsel: what `State.apply` reports, in the order a table animates it.

One frozen dataclass per kind; every event has `seat` (the seat it is about, -1 for
none) and the fields below (card and coin ids, position ids, seats):

  kind                 class                     fields
  step                 Stepped                   frm, to, card (paid terrain card or None)
  flight               Flew                      frm, to, card
  waits_on_site        WaitsOnSite               -
  pair_formed          PairFormed                partners, cell
  partner_replaced     PartnerReplaced           replaced, cell
  coins_placed         CoinsPlaced               coins, value            (seat -1)
  destructive_forces   DestructiveForcesPlayed   card, cells
  thundering_elements  ThunderingElementsPlayed  card, cells
  dragon_patrol        DragonPatrolPlayed        card, dragon, frm, to (frm -1: off board)
  evil_curse           EvilCursePlayed           card, discarded
  card_taken           CardTaken                 victim, card            (card secret)
  long_journey         LongJourneyPlayed         card, card2, colour
  card_played          CardPlayed                card, card_kind, target (None unless
                                                 Fear & Loathing / Sneak Attack)
  sent_home            SentHome                  target
  treasure_removed     TreasureRemoved           coins, cell             (seat -1)
  bearer_waits         BearerWaits               -
  end_turn             TurnEnded                 -
  countered            Countered                 card
  slumbered            Slumbered                 target (the active seat undone)
  delivery             DeliveryStarted           owner, other, coins
  unfaithful           UnfaithfulPlayed          card
  treasure_collected   TreasureCollected         gains ((seat, coins) pairs), unfaithful
  exchange             CardsExchanged            cards
  reshuffle            Reshuffled                count                   (seat -1)
  draw                 CardsDrawn                count, cards            (cards secret)
  turn_start           TurnStarted               -
  game_over            GameOver                  winners, scores         (seat -1)

`card_played` names the card's kind `card_kind` (the attribute `kind` is the event's own
kind). Sequences are tuples. Secret fields (`secret`) are visible to the seats in
`private` only: `event_for(seat, event)` gives everyone else the event with those fields
set to None. `event.to_json()` is the flat dict {kind, seat, fields..., private, secret}.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from .frozen import fast_factory, fast_frozen_init


@dataclass(frozen=True, slots=True)
class Event:
    """Base of every event: its kind, the seat it is about and its privacy."""

    kind: ClassVar[str] = "event"
    #: Field names only the `private` seats may see.
    secret: ClassVar[tuple[str, ...]] = ()
    seat: int

    @property
    def private(self) -> tuple[int, ...]:
        """Seats that may see the `secret` fields."""
        return ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for name in _FIELD_NAMES[type(self)]:
            out[name] = _encode(getattr(self, name))
        out["private"] = list(self.private)
        out["secret"] = list(self.secret)
        return out


def _encode(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_encode(v) for v in value]
    return value


@dataclass(frozen=True, slots=True)
class Stepped(Event):
    kind: ClassVar[str] = "step"
    frm: int
    to: int
    card: int | None


@dataclass(frozen=True, slots=True)
class Flew(Event):
    kind: ClassVar[str] = "flight"
    frm: int
    to: int
    card: int


@dataclass(frozen=True, slots=True)
class WaitsOnSite(Event):
    kind: ClassVar[str] = "waits_on_site"


@dataclass(frozen=True, slots=True)
class PairFormed(Event):
    kind: ClassVar[str] = "pair_formed"
    partners: tuple[int, ...]
    cell: int


@dataclass(frozen=True, slots=True)
class PartnerReplaced(Event):
    kind: ClassVar[str] = "partner_replaced"
    replaced: int
    cell: int


@dataclass(frozen=True, slots=True)
class CoinsPlaced(Event):
    kind: ClassVar[str] = "coins_placed"
    coins: tuple[int, ...]
    value: int


@dataclass(frozen=True, slots=True)
class DestructiveForcesPlayed(Event):
    kind: ClassVar[str] = "destructive_forces"
    card: int
    cells: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ThunderingElementsPlayed(Event):
    kind: ClassVar[str] = "thundering_elements"
    card: int
    cells: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DragonPatrolPlayed(Event):
    kind: ClassVar[str] = "dragon_patrol"
    card: int
    dragon: int
    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class EvilCursePlayed(Event):
    kind: ClassVar[str] = "evil_curse"
    card: int
    discarded: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardTaken(Event):
    """`seat` took a random card from `victim`; only the two of them see which."""

    kind: ClassVar[str] = "card_taken"
    secret: ClassVar[tuple[str, ...]] = ("card",)
    victim: int
    card: int | None

    @property
    def private(self) -> tuple[int, ...]:
        return (self.seat, self.victim)


@dataclass(frozen=True, slots=True)
class LongJourneyPlayed(Event):
    kind: ClassVar[str] = "long_journey"
    card: int
    card2: int
    colour: int


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A counterable or reaction card went on the chain (it acts once the chain resolves)."""

    kind: ClassVar[str] = "card_played"
    card: int
    card_kind: str
    target: int | None = None


@dataclass(frozen=True, slots=True)
class SentHome(Event):
    kind: ClassVar[str] = "sent_home"
    target: int


@dataclass(frozen=True, slots=True)
class TreasureRemoved(Event):
    kind: ClassVar[str] = "treasure_removed"
    coins: tuple[int, ...]
    cell: int


@dataclass(frozen=True, slots=True)
class BearerWaits(Event):
    kind: ClassVar[str] = "bearer_waits"


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Countered(Event):
    kind: ClassVar[str] = "countered"
    card: int


@dataclass(frozen=True, slots=True)
class Slumbered(Event):
    kind: ClassVar[str] = "slumbered"
    target: int


@dataclass(frozen=True, slots=True)
class DeliveryStarted(Event):
    kind: ClassVar[str] = "delivery"
    owner: int
    other: int
    coins: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class UnfaithfulPlayed(Event):
    kind: ClassVar[str] = "unfaithful"
    card: int


@dataclass(frozen=True, slots=True)
class TreasureCollected(Event):
    """The delivered coins went to `gains` (pairs of seat and coin ids, in seat order)."""

    kind: ClassVar[str] = "treasure_collected"
    gains: tuple[tuple[int, tuple[int, ...]], ...]
    unfaithful: int

    def to_json(self) -> dict[str, Any]:
        out = Event.to_json(self)
        out["gains"] = {str(seat): list(coins) for seat, coins in self.gains}
        return out


@dataclass(frozen=True, slots=True)
class CardsExchanged(Event):
    kind: ClassVar[str] = "exchange"
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Reshuffled(Event):
    kind: ClassVar[str] = "reshuffle"
    count: int


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """`seat` drew `count` cards; only it sees which."""

    kind: ClassVar[str] = "draw"
    secret: ClassVar[tuple[str, ...]] = ("cards",)
    count: int
    cards: tuple[int, ...] | None

    @property
    def private(self) -> tuple[int, ...]:
        return (self.seat,)


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_start"


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    kind: ClassVar[str] = "game_over"
    winners: tuple[int, ...]
    scores: tuple[int, ...]


EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        Stepped,
        Flew,
        WaitsOnSite,
        PairFormed,
        PartnerReplaced,
        CoinsPlaced,
        DestructiveForcesPlayed,
        ThunderingElementsPlayed,
        DragonPatrolPlayed,
        EvilCursePlayed,
        CardTaken,
        LongJourneyPlayed,
        CardPlayed,
        SentHome,
        TreasureRemoved,
        BearerWaits,
        TurnEnded,
        Countered,
        Slumbered,
        DeliveryStarted,
        UnfaithfulPlayed,
        TreasureCollected,
        CardsExchanged,
        Reshuffled,
        CardsDrawn,
        TurnStarted,
        GameOver,
    )
}
for _cls in EVENT_TYPES.values():
    fast_frozen_init(_cls)
# Plain functions building the events of every step and every turn (`frozen.fast_factory`).
new_stepped: Callable[[int, int, int, int | None], Stepped] = fast_factory(Stepped)
new_cards_drawn: Callable[[int, int, tuple[int, ...] | None], CardsDrawn] = fast_factory(CardsDrawn)
new_cards_exchanged: Callable[[int, tuple[int, ...]], CardsExchanged] = fast_factory(CardsExchanged)
# ... and of every reaction card and undo.
new_card_played: Callable[[int, int, str, int | None], CardPlayed] = fast_factory(CardPlayed)
new_slumbered: Callable[[int, int], Slumbered] = fast_factory(Slumbered)
_FIELD_NAMES: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls)) for cls in EVENT_TYPES.values()
}


def _decode(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_decode(v) for v in value)
    return value


def event_from_json(raw: dict[str, Any]) -> Event:
    """Inverse of `event.to_json()` (`private` and `secret` follow from the kind)."""
    cls = EVENT_TYPES.get(str(raw.get("kind")))
    if cls is None:
        raise ValueError(f"unknown event kind {raw.get('kind')!r}")
    values = {name: _decode(raw[name]) for name in _FIELD_NAMES[cls]}
    if cls is TreasureCollected:
        values["gains"] = tuple(
            sorted((int(seat), tuple(coins)) for seat, coins in raw["gains"].items())
        )
    return cls(**values)


def event_for(seat: int, event: Event) -> Event:
    """The event as `seat` may see it (seat -1: a spectator who sees public facts only)."""
    if not event.secret or seat in event.private:
        return event
    redacted: Event = _replace(event, **dict.fromkeys(event.secret))
    return redacted


# `dataclasses.replace` for any event class (the secret fields are optional in each).
_replace: Callable[..., Any] = dataclasses.replace


def event_view(event: Event, seat: int) -> Event:
    """`event_for` with the argument order of the engine contract (`common/engine.py`)."""
    return event_for(seat, event)
