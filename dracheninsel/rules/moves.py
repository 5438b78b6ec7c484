"""Moves of Die Dracheninsel: one frozen dataclass per kind, plus the illegal-move error.

Every move names the deciding `seat`; the other fields (all whole numbers) are:

  kind                 class             fields
  step                 Step              cell, card (paid terrain card or None),
                                         target (partner replaced, or None)
  foolhardy_flight     FoolhardyFlight   card, cell, target (partner replaced, or None)
  destructive_forces   DestructiveForces card, cell, cell2 (adjacent disks swapped)
  thundering_elements  ThunderingElements card, cell, cell2 (any two disks swapped)
  dragon_patrol        DragonPatrol      card, target (dragon index), cell
  evil_curse           EvilCurse         card
  long_journey         LongJourney       card, card2 (the terrain card naming the colour)
  fear_and_loathing    FearAndLoathing   card, target (seat sent home)
  sneak_attack         SneakAttack       card, target (victim seat)
  abandon_treasure     AbandonTreasure   (a lone bearer gives up its coins on its turn)
  end_turn             EndTurn
  sweet_slumber        SweetSlumber      card
  counter_magic        CounterMagic      card
  unfaithful           Unfaithful        card
  pass                 Pass
  wait                 Wait              (lone bearer after Fear & Loathing keeps the coins)
  abandon              Abandon           (... or drops them)
  exchange             Exchange          cards (tuple; discarded before drawing)

`Move` is the union of these classes; `move.to_json()` is the flat dict
{kind, seat, fields...} and `move_from_json` its inverse, which refuses anything else
with `IllegalMove("malformed", ...)`. `move_shape_error` is the same field-type check for
moves built in code (the state's `check` runs it first).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from .frozen import fast_factory, fast_frozen_init

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

MALFORMED = "malformed"

# Every `IllegalMove.code` the engine raises (for the UI's translation catalogue).
ILLEGAL_CODES: tuple[str, ...] = (
    "bad_target",
    "blocked",
    "blocked_dragon",
    "card_needed",
    "card_not_in_hand",
    "disk_occupied",
    "dragon_off_board",
    "flight_blocked",
    "flight_from_boat",
    "flight_not_in_line",
    "flight_onto_dragon",
    "flight_over_dragon",
    "game_over",
    "landing_space",
    "lone_bearer",
    MALFORMED,
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


# --------------------------------------------------------------------------- base


@dataclass(frozen=True, slots=True)
class MoveBase:
    """What every move has: its kind and the deciding seat."""

    kind: ClassVar[str] = "move"
    seat: int

    def hand_cards(self) -> tuple[int, ...]:
        """Card ids this move names from the mover's hand (checked before anything else)."""
        return ()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        for name in _FIELD_NAMES[type(self)]:
            value = getattr(self, name)
            out[name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True, slots=True)
class CardMove(MoveBase):
    """A move that plays one card from the hand."""

    card: int

    def hand_cards(self) -> tuple[int, ...]:
        return (self.card,)


# --------------------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class Step(MoveBase):
    kind: ClassVar[str] = "step"
    cell: int
    card: int | None = None
    target: int | None = None

    def hand_cards(self) -> tuple[int, ...]:
        return () if self.card is None else (self.card,)


@dataclass(frozen=True, slots=True)
class FoolhardyFlight(CardMove):
    kind: ClassVar[str] = "foolhardy_flight"
    cell: int
    target: int | None = None


@dataclass(frozen=True, slots=True)
class DestructiveForces(CardMove):
    kind: ClassVar[str] = "destructive_forces"
    cell: int
    cell2: int


@dataclass(frozen=True, slots=True)
class ThunderingElements(CardMove):
    kind: ClassVar[str] = "thundering_elements"
    cell: int
    cell2: int


@dataclass(frozen=True, slots=True)
class DragonPatrol(CardMove):
    kind: ClassVar[str] = "dragon_patrol"
    target: int
    cell: int


@dataclass(frozen=True, slots=True)
class EvilCurse(CardMove):
    kind: ClassVar[str] = "evil_curse"


@dataclass(frozen=True, slots=True)
class LongJourney(CardMove):
    kind: ClassVar[str] = "long_journey"
    card2: int

    def hand_cards(self) -> tuple[int, ...]:
        return (self.card, self.card2)


@dataclass(frozen=True, slots=True)
class FearAndLoathing(CardMove):
    kind: ClassVar[str] = "fear_and_loathing"
    target: int


@dataclass(frozen=True, slots=True)
class SneakAttack(CardMove):
    kind: ClassVar[str] = "sneak_attack"
    target: int


@dataclass(frozen=True, slots=True)
class AbandonTreasure(MoveBase):
    kind: ClassVar[str] = "abandon_treasure"


@dataclass(frozen=True, slots=True)
class EndTurn(MoveBase):
    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class SweetSlumber(CardMove):
    kind: ClassVar[str] = "sweet_slumber"


@dataclass(frozen=True, slots=True)
class CounterMagic(CardMove):
    kind: ClassVar[str] = "counter_magic"


@dataclass(frozen=True, slots=True)
class Unfaithful(CardMove):
    kind: ClassVar[str] = "unfaithful"


@dataclass(frozen=True, slots=True)
class Pass(MoveBase):
    kind: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class Wait(MoveBase):
    kind: ClassVar[str] = "wait"


@dataclass(frozen=True, slots=True)
class Abandon(MoveBase):
    kind: ClassVar[str] = "abandon"


@dataclass(frozen=True, slots=True)
class Exchange(MoveBase):
    kind: ClassVar[str] = "exchange"
    cards: tuple[int, ...] = ()

    def hand_cards(self) -> tuple[int, ...]:
        return self.cards


Move = (
    Step
    | FoolhardyFlight
    | DestructiveForces
    | ThunderingElements
    | DragonPatrol
    | EvilCurse
    | LongJourney
    | FearAndLoathing
    | SneakAttack
    | AbandonTreasure
    | EndTurn
    | SweetSlumber
    | CounterMagic
    | Unfaithful
    | Pass
    | Wait
    | Abandon
    | Exchange
)
#: Card plays that Counter Magic may answer before they act (a counter window opens).
Announced = FearAndLoathing | SneakAttack
#: Every move class by its kind string.
MOVE_TYPES: dict[str, type[Move]] = {
    cls.kind: cls
    for cls in (
        Step,
        FoolhardyFlight,
        DestructiveForces,
        ThunderingElements,
        DragonPatrol,
        EvilCurse,
        LongJourney,
        FearAndLoathing,
        SneakAttack,
        AbandonTreasure,
        EndTurn,
        SweetSlumber,
        CounterMagic,
        Unfaithful,
        Pass,
        Wait,
        Abandon,
        Exchange,
    )
}
for _cls in MOVE_TYPES.values():
    fast_frozen_init(_cls)
# Plain functions building the moves a random player makes most (`frozen.fast_factory`).
new_step: Callable[[int, int, int | None, int | None], Step] = fast_factory(Step)
new_exchange: Callable[[int, tuple[int, ...]], Exchange] = fast_factory(Exchange)
# ... and those the rules list for a card played and its check, and for the windows.
new_foolhardy_flight: Callable[[int, int, int, int | None], FoolhardyFlight] = fast_factory(
    FoolhardyFlight
)
new_evil_curse: Callable[[int, int], EvilCurse] = fast_factory(EvilCurse)
new_long_journey: Callable[[int, int, int], LongJourney] = fast_factory(LongJourney)
new_fear_and_loathing: Callable[[int, int, int], FearAndLoathing] = fast_factory(FearAndLoathing)
new_sneak_attack: Callable[[int, int, int], SneakAttack] = fast_factory(SneakAttack)
new_sweet_slumber: Callable[[int, int], SweetSlumber] = fast_factory(SweetSlumber)
new_counter_magic: Callable[[int, int], CounterMagic] = fast_factory(CounterMagic)
MOVE_TYPES_BY_CLASS: dict[type, str] = {cls: kind for kind, cls in MOVE_TYPES.items()}
_FIELD_NAMES: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls)) for cls in MOVE_TYPES.values()
}
# Fields that may be None.
_OPTIONAL: dict[type, frozenset[str]] = {
    Step: frozenset({"card", "target"}),
    FoolhardyFlight: frozenset({"target"}),
}
# Fields with a default (None or no cards), which the JSON form may leave out.
_DEFAULTED: dict[type, frozenset[str]] = {
    cls: frozenset(f.name for f in fields(cls) if f.default is not MISSING)
    for cls in MOVE_TYPES.values()
}


def _is_int(value: object) -> bool:
    return type(value) is int


def _compile_well_formed(cls: type) -> Callable[[Any], bool]:
    """A compiled test that every field of a `cls` move holds a whole number (None where
    allowed, a tuple of them for `cards`): the fast path of `move_shape_error`, which runs
    before every `check`. Generated like the dataclass methods, one expression per class."""
    optional = _OPTIONAL.get(cls, frozenset())
    terms = []
    for name in _FIELD_NAMES[cls]:
        if name == "cards":
            terms.append(f"type(m.{name}) is tuple and _ONLY_INT.issuperset(map(type, m.{name}))")
        elif name in optional:
            terms.append(f"(m.{name} is None or type(m.{name}) is int)")
        else:
            terms.append(f"type(m.{name}) is int")
    namespace: dict[str, Any] = {"_ONLY_INT": frozenset({int})}
    exec(f"def well_formed(m):\n    return {' and '.join(terms) or 'True'}\n", namespace)
    test: Callable[[Any], bool] = namespace["well_formed"]
    return test


#: Per move class: its compiled test that the fields are well formed (True: they are).
WELL_FORMED: dict[type, Callable[[Any], bool]] = {
    cls: _compile_well_formed(cls) for cls in MOVE_TYPES.values()
}


def move_shape_error(move: object) -> str | None:
    """Why `move` is not a well-formed move (English), or None. Only kinds and field
    types are checked here (a float cell, a list, a string card, a bool seat are refused);
    whether the values fit the position is the rules' business."""
    cls = type(move)
    well_formed = WELL_FORMED.get(cls)
    if well_formed is None:
        return f"{move!r} is not a Die Dracheninsel move"
    if well_formed(move):
        return None
    optional = _OPTIONAL.get(cls, frozenset())
    kind = MOVE_TYPES_BY_CLASS[cls]
    for name in _FIELD_NAMES[cls]:
        value = getattr(move, name)
        if name == "cards":
            if not isinstance(value, tuple) or not all(_is_int(c) for c in value):
                return f"{kind}.cards must be a tuple of card ids, not {value!r}"
        elif not (_is_int(value) or (value is None and name in optional)):
            return f"{kind}.{name} must be a whole number, not {value!r}"
    return None


def move_from_json(raw: Any) -> Move:
    """Inverse of `move.to_json()`; anything else raises `IllegalMove` with code
    "malformed" (not an object, unknown kind, missing or extra field, wrong type)."""
    if not isinstance(raw, dict):
        raise IllegalMove(MALFORMED, f"a move is a JSON object, not {raw!r}")
    kind = raw.get("kind")
    cls = MOVE_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalMove(MALFORMED, f"unknown move kind {kind!r}")
    names = _FIELD_NAMES[cls]
    missing = [n for n in names if n not in raw and n not in _DEFAULTED[cls]]
    extra = sorted(str(k) for k in raw if k != "kind" and k not in names)
    if missing or extra:
        raise IllegalMove(
            MALFORMED, f"a {kind} move has fields {list(names)}; missing {missing}, extra {extra}"
        )
    values = {n: raw[n] for n in names if n in raw}
    if isinstance(values.get("cards"), list):
        values["cards"] = tuple(values["cards"])
    move = cls(**values)
    error = move_shape_error(move)
    if error is not None:
        raise IllegalMove(MALFORMED, error)
    return move
