"""Island geometry: where a domino may go and which egg connections a placement makes.

These are pure functions of an island (`dict[Cell, Square]`) so the UI ghost, the AI and the
state machine all use the very same rule code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import NamedTuple

from .data import DominoSpec
from .model import (
    NEIGHBOUR_DELTAS,
    ORIENTATION_DELTAS,
    Cell,
    Connection,
    Placement,
    Square,
    half_b_cell,
    make_join,
)

Island = Mapping[Cell, Square]
#: The eight placements covering one cell, as (packed key, the placement's other cell).
Covering = tuple[tuple[int, Cell], ...]


def frontier(island: Island) -> set[Cell]:
    """Empty cells sharing an edge with the island."""
    out: set[Cell] = set()
    for x, y in island:
        for dx, dy in NEIGHBOUR_DELTAS:
            cell = (x + dx, y + dy)
            if cell not in island:
                out.add(cell)
    return out


def placement_error(island: Island, cell: Cell, orientation: int) -> tuple[str, str] | None:
    """Why this placement is illegal as (code, English reason), or None if it is legal.

    The rule: both cells empty, and at least one of them shares an edge (not only a corner)
    with a square of the island. Terrain need not match; there is no size limit.
    """
    if orientation not in (0, 1, 2, 3):
        return ("bad_orientation", f"Orientation must be 0..3, not {orientation}.")
    cell_b = half_b_cell(cell, orientation)
    if cell in island or cell_b in island:
        return ("occupied", "Both squares of the domino must go on empty cells.")
    for x, y in (cell, cell_b):
        for dx, dy in NEIGHBOUR_DELTAS:
            if (x + dx, y + dy) in island:
                return None
    return ("not_touching", "The domino must share an edge with a square of your island.")


def legal_placements(island: Island) -> list[Placement]:
    """Every legal (cell of half A, orientation), sorted. The domino's terrains do not matter.

    (`PlayerState.placements` keeps this answer up to date as its island grows; this is the
    same rule computed from scratch.)
    """
    return placements_of_keys(placement_keys(island))


#: Coordinates are shifted by this before packing a placement into one sortable integer.
#: Keys stay below 2**30, one CPython digit: such ints hash, compare and sort fastest.
_KEY_BITS = 14
_KEY_OFFSET = 1 << (_KEY_BITS - 1)
#: How far from the start an island may reach (its placements must still pack).
ISLAND_LIMIT = _KEY_OFFSET - 3
#: Every placement made so far, by its packed key (each `Placement` value is made once).
_PLACEMENT_BY_KEY: dict[int, Placement] = {}
#: Per empty cell: its four neighbours, and the eight placements covering it as
#: (key, the placement's other cell).
_NEIGHBOURS: dict[Cell, tuple[Cell, ...]] = {}
_COVERING: dict[Cell, Covering] = {}


def _placement_key(x: int, y: int, orientation: int) -> int:
    """An integer that sorts like `Placement((x, y), orientation)` (for |x|, |y| < 2**13)."""
    key = (((x + _KEY_OFFSET) << _KEY_BITS) + (y + _KEY_OFFSET)) * 4 + orientation
    if key not in _PLACEMENT_BY_KEY:
        _PLACEMENT_BY_KEY[key] = Placement((x, y), orientation)
    return key


def _neighbours(cell: Cell) -> tuple[Cell, ...]:
    found = _NEIGHBOURS.get(cell)
    if found is None:
        x, y = cell
        found = tuple((x + dx, y + dy) for dx, dy in NEIGHBOUR_DELTAS)
        _NEIGHBOURS[cell] = found
    return found


def _covering(cell: Cell) -> Covering:
    found = _COVERING.get(cell)
    if found is None:
        x, y = cell
        out: list[tuple[int, Cell]] = []
        for orientation, (dx, dy) in enumerate(ORIENTATION_DELTAS):
            out.append((_placement_key(x, y, orientation), (x + dx, y + dy)))  # half A here
            out.append((_placement_key(x - dx, y - dy, orientation), (x - dx, y - dy)))  # B
        found = tuple(out)
        _COVERING[cell] = found
    return found


def placement_keys(island: Iterable[Cell]) -> set[int]:
    """The legal placements of an island (its cells) as packed integer keys (see
    `placements_of_keys`): both squares empty and one of them on the frontier."""
    cells = island if isinstance(island, frozenset) else frozenset(island)
    if cells and max(max(abs(x), abs(y)) for x, y in cells) > ISLAND_LIMIT:
        raise ValueError(f"A Dragomino island must stay within {ISLAND_LIMIT} cells of the start.")
    keys: set[int] = set()
    seen: set[Cell] = set()
    for cell in cells:
        for near in _neighbours(cell):
            if near in cells or near in seen:
                continue
            seen.add(near)
            for key, other in _covering(near):
                if other not in cells:
                    keys.add(key)
    return keys


def placements_of_keys(keys: Iterable[int]) -> list[Placement]:
    """Packed keys back to `Placement`s, sorted (the order `legal_placements` promises)."""
    return list(map(_PLACEMENT_BY_KEY.__getitem__, sorted(keys)))


def key_of_placement(cell: Cell, orientation: int) -> int:
    """The packed key of one placement (to test it against a key set); -1 for an
    orientation outside 0..3 or a cell too far out to pack, which no key set holds."""
    x, y = cell
    if orientation not in (0, 1, 2, 3) or not (
        -_KEY_OFFSET < x < _KEY_OFFSET and -_KEY_OFFSET < y < _KEY_OFFSET
    ):
        return -1
    return (((x + _KEY_OFFSET) << _KEY_BITS) + (y + _KEY_OFFSET)) * 4 + orientation


class Growth(NamedTuple):
    """What placing one domino position changes, worked out once per placement key:
    its two cells, the keys of every placement covering either cell (they become
    illegal), and the six cells around the domino, each with the placements covering it
    (candidates when that cell first touches the island)."""

    cell_a: Cell
    cell_b: Cell
    covered: frozenset[int]
    ring: tuple[tuple[Cell, Covering], ...]


def growth(key: int) -> Growth:
    """The `Growth` of the placement with this packed key (a key from a key set)."""
    found = _GROWTH.get(key)
    if found is None:
        cell_a, orientation = _PLACEMENT_BY_KEY[key]
        cell_b = half_b_cell(cell_a, orientation)
        covered = frozenset(k for cell in (cell_a, cell_b) for k, _ in _covering(cell))
        ring = tuple(
            (near, _covering(near))
            for cell in (cell_a, cell_b)
            for near in _neighbours(cell)
            if near != cell_a and near != cell_b
        )
        found = Growth(cell_a, cell_b, covered, ring)
        _GROWTH[key] = found
    return found


#: Bounded by the cells games reach (a few thousand placements at most).
_GROWTH: dict[int, Growth] = {}


def grow_placement_keys(keys: set[int], edge: set[Cell], island: Island, change: Growth) -> None:
    """Update `keys` (the legal placements) and `edge` (the frontier, see `frontier`) in
    place after the domino of `change` went onto `island` (its squares already in it):
    placements covering its cells go; cells around it that just joined the frontier bring
    their placements whose other cell is empty. A cell already on the frontier brought its
    placements when it joined, so it is skipped."""
    keys.difference_update(change.covered)
    edge.discard(change.cell_a)
    edge.discard(change.cell_b)
    add = keys.add
    for near, covering in change.ring:
        if near in island or near in edge:
            continue
        edge.add(near)
        for key, other in covering:
            if other not in island:
                add(key)


def legal_orientations_at(island: Island, cell: Cell) -> list[int]:
    """Orientations (0..3) legal with half A on `cell`, for rotating the UI ghost."""
    return [o for o in range(4) if placement_error(island, cell, o) is None]


def find_connections(
    island: Island, spec: DominoSpec, cell: Cell, orientation: int
) -> list[Connection]:
    """The egg connections of a placement, in the order they are resolved.

    A connection is an edge between a square of the new domino and a square already on the
    island with the same terrain. The edge between the domino's own halves never counts
    (half B is not on the island yet when half A is checked, and vice versa).
    Order: half A first, then half B; around each half right, down, left, up.
    `spring` is True when either matched square shows a spring.
    """
    out: list[Connection] = []
    cell_b = half_b_cell(cell, orientation)
    for new_cell, half in ((cell, spec.a), (cell_b, spec.b)):
        x, y = new_cell
        for dx, dy in NEIGHBOUR_DELTAS:
            old_cell = (x + dx, y + dy)
            old = island.get(old_cell)
            if old is not None and old.terrain == half.terrain:
                out.append(
                    Connection(
                        join=make_join(new_cell, old_cell),
                        terrain=half.terrain,
                        spring=half.spring or old.spring,
                        new_cell=new_cell,
                        old_cell=old_cell,
                    )
                )
    return out
