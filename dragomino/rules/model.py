"""Value types of the Dragomino engine: cells, squares, eggs, moves, events, errors.

Everything here is immutable so a UI or an AI thread can keep references safely. Moves and
events serialise to plain JSON (`to_json()` / `*_from_json()`), e.g. for replays and logs.

Coordinates: a cell is `(x, y)` with x growing to the right and y growing **down** (screen
order). Each island starts with its start domino: DESERT at (0, 0), SNOW at (1, 0).
"""

from __future__ import annotations

import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, ClassVar, NamedTuple, TypeVar, Union, cast

Cell = tuple[int, int]
#: A join is the edge between two orthogonally adjacent cells, stored sorted (smaller first),
#: so the same edge always has the same key whichever side it is looked at from.
Join = tuple[Cell, Cell]

#: Orientation = direction from half A to half B: 0 right, 1 down, 2 left, 3 up.
ORIENTATION_DELTAS: tuple[Cell, ...] = ((1, 0), (0, 1), (-1, 0), (0, -1))
#: The four edge neighbours, in the order connections are resolved: right, down, left, up.
NEIGHBOUR_DELTAS: tuple[Cell, ...] = ORIENTATION_DELTAS

PHASE_PICK_AND_PLACE = "pick_and_place"
PHASE_SPRING_CHOICE = "spring_choice"
PHASE_GAME_OVER = "game_over"


def make_join(a: Cell, b: Cell) -> Join:
    """The canonical key of the edge between two adjacent cells."""
    return (a, b) if a < b else (b, a)


def half_b_cell(cell: Cell, orientation: int) -> Cell:
    """Where half B lies when half A is on `cell` with this orientation."""
    dx, dy = ORIENTATION_DELTAS[orientation]
    return (cell[0] + dx, cell[1] + dy)


class IllegalMove(ValueError):
    """A move the rules forbid now; `code` is stable for UI translation, str() is English."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


#: The code of a move that is not a well-formed move at all (wrong type of a field, unknown
#: kind, missing field): a programming or save-file error, never a rule question.
MALFORMED = "malformed"
#: What a person is told about a malformed move (the UI translates it; in both .po files).
MALFORMED_TEXT = "That move makes no sense"

#: Every `IllegalMove.code` the engine raises (for the UI's translations).
ILLEGAL_CODES: tuple[str, ...] = (
    "bad_choice",
    "bad_display_index",
    "bad_orientation",
    "game_over",
    MALFORMED,
    "not_touching",
    "not_your_turn",
    "occupied",
    "wrong_phase",
)


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Setup choices: seat count, spring variant, who starts with the mother dragon.

    `first_player` is the rules' "youngest player" option: the setup screen passes the chosen
    seat; None draws it from the game's seeded RNG.
    """

    players: int
    spring_variant: bool = False
    first_player: int | None = None


@dataclass(frozen=True, slots=True)
class EggToken:
    """One egg tile. Babies are numbered 0..6 per terrain (42 distinct babies; art is
    `assets/dragomino/baby_<TERRAIN>_<n>.svg`); shells have `baby=None` and their own index."""

    terrain: str
    baby: int | None
    shell: int | None = None

    @property
    def is_baby(self) -> bool:
        return self.baby is not None

    def to_json(self) -> dict[str, Any]:
        return {"terrain": self.terrain, "baby": self.baby, "shell": self.shell}

    @staticmethod
    def from_json(raw: dict[str, Any]) -> EggToken:
        return EggToken(raw["terrain"], raw["baby"], raw["shell"])


@dataclass(frozen=True, slots=True)
class Square:
    """A filled cell of an island."""

    terrain: str
    spring: bool
    domino: int
    is_start: bool = False


class Placement(NamedTuple):
    """Where a domino goes: half A on `cell`, half B in direction `orientation` (0..3)."""

    cell: Cell
    orientation: int


@dataclass(frozen=True, slots=True)
class Connection:
    """An edge between a new square and an old square of the same terrain: one egg."""

    join: Join
    terrain: str
    spring: bool
    new_cell: Cell
    old_cell: Cell

    def to_json(self) -> dict[str, Any]:
        return _encode_fields(self)

    @staticmethod
    def from_json(raw: dict[str, Any]) -> Connection:
        return _decode_fields(Connection, raw)


# --------------------------------------------------------------------------- JSON helpers


def _encode(value: Any) -> Any:
    if isinstance(value, EggToken):
        return value.to_json()
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _encode(v) for k, v in value.items()}
    return value


def _encode_fields(obj: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    kind = getattr(obj, "kind", None)
    if kind is not None:
        out["kind"] = kind
    for f in fields(obj):
        out[f.name] = _encode(getattr(obj, f.name))
    return out


def _decode(value: Any, hint: Any) -> Any:
    """Rebuild a JSON value according to a type hint (tuples, optionals, tokens)."""
    origin = typing.get_origin(hint)
    if hint is EggToken:
        return EggToken.from_json(value)
    if origin in (Union, types.UnionType):
        if value is None:
            return None
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        return _decode(value, options[0])
    if origin is tuple:
        items = typing.get_args(hint)
        if len(items) == 2 and items[1] is Ellipsis:
            return tuple(_decode(v, items[0]) for v in value)
        return tuple(_decode(v, a) for v, a in zip(value, items, strict=True))
    return value


_T = TypeVar("_T")


def _decode_fields(cls: type[_T], raw: dict[str, Any]) -> _T:
    hints = typing.get_type_hints(cls)
    kwargs = {f.name: _decode(raw[f.name], hints[f.name]) for f in fields(cast(Any, cls))}
    return cls(**kwargs)


# --------------------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class PlaceDomino:
    """Take display slot `display_index` and place it: half A on `cell`, half B in direction
    `orientation` (0 right, 1 down, 2 left, 3 up)."""

    kind: ClassVar[str] = "place_domino"
    display_index: int
    cell: Cell
    orientation: int

    @property
    def placement(self) -> Placement:
        return Placement(self.cell, self.orientation)

    def to_json(self) -> dict[str, Any]:
        return _encode_fields(self)


@dataclass(frozen=True, slots=True)
class ChooseSpringEgg:
    """Spring variant: keep offered egg 0 or 1; the other goes back into its supply."""

    kind: ClassVar[str] = "choose_spring_egg"
    keep: int

    def to_json(self) -> dict[str, Any]:
        return _encode_fields(self)


Move = PlaceDomino | ChooseSpringEgg
_MOVE_TYPES: dict[str, type[PlaceDomino] | type[ChooseSpringEgg]] = {
    PlaceDomino.kind: PlaceDomino,
    ChooseSpringEgg.kind: ChooseSpringEgg,
}


def _is_int(value: object) -> bool:
    return type(value) is int  # a bool is an int to isinstance, never a move field


def _is_cell(value: object) -> bool:
    return type(value) is tuple and len(value) == 2 and all(_is_int(v) for v in value)


#: How each field type of a move is checked; a move field of another type fails at import.
_SHAPE_CHECKS: dict[Any, tuple[Callable[[object], bool], str]] = {
    int: (_is_int, "a whole number"),
    Cell: (_is_cell, "a cell (x, y) of two whole numbers"),
}


_FieldCheck = tuple[str, Callable[[object], bool], str]


def _field_checks(cls: type[Move]) -> tuple[_FieldCheck, ...]:
    hints = typing.get_type_hints(cls)
    return tuple((f.name, *_SHAPE_CHECKS[hints[f.name]]) for f in fields(cls))


_MOVE_FIELDS: dict[type, tuple[_FieldCheck, ...]] = {
    cls: _field_checks(cls) for cls in _MOVE_TYPES.values()
}


def move_shape_error(move: object) -> str | None:
    """Why `move` is not a well-formed move (English), or None. Values are checked by the
    rules (`GameState.check`); this only checks kinds and field types, so that a float, a
    list for a cell or a string for an index is refused, never a TypeError later."""
    if type(move) is PlaceDomino:  # the common case first, without the generic checks
        cell = move.cell
        if (
            type(move.display_index) is int
            and type(move.orientation) is int
            and type(cell) is tuple
            and len(cell) == 2
            and type(cell[0]) is int
            and type(cell[1]) is int
        ):
            return None
    checks = _MOVE_FIELDS.get(type(move))
    if checks is None:
        return f"{move!r} is not a Dragomino move."
    for name, fits, wanted in checks:
        value = getattr(move, name)
        if not fits(value):
            return f"{type(move).__name__}.{name} must be {wanted}, not {value!r}."
    return None


def _tuples(value: Any) -> Any:
    """JSON lists back to the tuples moves hold (cells)."""
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def move_from_json(raw: Any) -> Move:
    """Inverse of `move.to_json()`; anything else raises `IllegalMove` with code
    `malformed` (unknown kind, missing or extra field, wrong field type)."""
    if not isinstance(raw, dict):
        raise IllegalMove(MALFORMED, f"A move is a JSON object, not {raw!r}.")
    kind = raw.get("kind")
    cls = _MOVE_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise IllegalMove(MALFORMED, f"Unknown move kind {kind!r}.")
    names = [f.name for f in fields(cls)]
    missing = [n for n in names if n not in raw]
    extra = sorted(str(k) for k in raw if k != "kind" and k not in names)
    if missing or extra:
        raise IllegalMove(
            MALFORMED, f"A {kind} move has fields {names}; missing {missing}, extra {extra}."
        )
    move = cls(**{n: _tuples(raw[n]) for n in names})
    error = move_shape_error(move)
    if error is not None:
        raise IllegalMove(MALFORMED, error)
    return move


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Base of everything `GameState.apply` reports, in the order the UI should animate."""

    kind: ClassVar[str] = "event"

    def to_json(self) -> dict[str, Any]:
        return _encode_fields(self)


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    kind: ClassVar[str] = "turn_started"
    player: int
    round: int


@dataclass(frozen=True, slots=True)
class DominoTaken(Event):
    kind: ClassVar[str] = "domino_taken"
    player: int
    display_index: int
    domino: int


@dataclass(frozen=True, slots=True)
class DominoPlaced(Event):
    kind: ClassVar[str] = "domino_placed"
    player: int
    domino: int
    cell: Cell
    orientation: int
    cells: tuple[Cell, Cell]


@dataclass(frozen=True, slots=True)
class EggRevealed(Event):
    """An egg laid on `join`: a baby (1 point) or an empty shell (mother dragon)."""

    kind: ClassVar[str] = "egg_revealed"
    player: int
    join: Join
    token: EggToken
    baby: bool
    spring: bool


@dataclass(frozen=True, slots=True)
class EggSupplyEmpty(Event):
    """A connection whose terrain has no eggs left: it gives nothing."""

    kind: ClassVar[str] = "egg_supply_empty"
    player: int
    join: Join
    terrain: str


@dataclass(frozen=True, slots=True)
class MotherDragonMoved(Event):
    kind: ClassVar[str] = "mother_dragon_moved"
    from_player: int
    to_player: int


@dataclass(frozen=True, slots=True)
class SpringOffered(Event):
    """Spring variant: `player` secretly sees two eggs. Others get `options=()`."""

    kind: ClassVar[str] = "spring_offered"
    player: int
    join: Join
    terrain: str
    options: tuple[EggToken, ...]


@dataclass(frozen=True, slots=True)
class EggReturned(Event):
    """The egg not kept at a spring went back, unrevealed, into its (reshuffled) supply."""

    kind: ClassVar[str] = "egg_returned"
    player: int
    terrain: str


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    kind: ClassVar[str] = "round_ended"
    round: int
    discarded: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    kind: ClassVar[str] = "round_started"
    round: int
    display: tuple[int | None, ...]
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_ended"
    scores: tuple[int, ...]
    shells: tuple[int, ...]
    winners: tuple[int, ...]


_EVENT_TYPES: dict[str, type[Event]] = {
    cls.kind: cls
    for cls in (
        TurnStarted,
        DominoTaken,
        DominoPlaced,
        EggRevealed,
        EggSupplyEmpty,
        MotherDragonMoved,
        SpringOffered,
        EggReturned,
        RoundEnded,
        RoundStarted,
        GameEnded,
    )
}


def event_from_json(raw: dict[str, Any]) -> Event:
    """Inverse of `event.to_json()`."""
    cls = _EVENT_TYPES.get(str(raw.get("kind")))
    if cls is None:
        raise ValueError(f"unknown event kind {raw.get('kind')!r}")
    return _decode_fields(cls, raw)


def event_view(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: only the chooser sees the two spring eggs."""
    if isinstance(event, SpringOffered) and event.player != seat:
        return SpringOffered(event.player, event.join, event.terrain, ())
    return event
