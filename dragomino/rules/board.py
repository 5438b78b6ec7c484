"""Island geometry: where a domino may go and which egg connections a placement makes.

These are pure functions of an island (`dict[Cell, Square]`) so the UI ghost, the AI and the
state machine all use the very same rule code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

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

    The hot path of every game and search, so it is memoised on the island's cells (the
    answer depends on nothing else) and builds its answer from small integer keys: a key
    sorts like its `Placement`, and each `Placement` value is made once and shared.
    """
    cells = frozenset(island)
    cached = _PLACEMENTS_BY_CELLS.get(cells)
    if cached is None:
        if len(_PLACEMENTS_BY_CELLS) >= _PLACEMENTS_MEMO_SIZE:
            _PLACEMENTS_BY_CELLS.clear()
        cached = _compute_placements(cells)
        _PLACEMENTS_BY_CELLS[cells] = cached
    return list(cached)


#: How many island shapes `legal_placements` remembers (a few MB at most).
_PLACEMENTS_MEMO_SIZE = 20_000
_PLACEMENTS_BY_CELLS: dict[frozenset[Cell], tuple[Placement, ...]] = {}
#: Coordinates are shifted by this before packing a placement into one sortable integer.
_KEY_OFFSET = 1 << 20
_PLACEMENT_BY_KEY: dict[int, Placement] = {}
#: Per empty cell: its four neighbours, and the eight placements covering it as
#: (key, the placement's other cell).
_NEIGHBOURS: dict[Cell, tuple[Cell, ...]] = {}
_COVERING: dict[Cell, tuple[tuple[int, Cell], ...]] = {}


def _placement_key(x: int, y: int, orientation: int) -> int:
    """An integer that sorts like `Placement((x, y), orientation)` (for |x|, |y| < 2**20)."""
    key = (((x + _KEY_OFFSET) << 21) + (y + _KEY_OFFSET)) * 4 + orientation
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


def _covering(cell: Cell) -> tuple[tuple[int, Cell], ...]:
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


def _compute_placements(cells: frozenset[Cell]) -> tuple[Placement, ...]:
    """Both squares empty and one of them on the frontier (sharing an edge with the island)."""
    return tuple(placements_of_keys(placement_keys(cells)))


def placement_keys(island: Iterable[Cell]) -> set[int]:
    """The legal placements of an island (its cells) as packed integer keys (see
    `placements_of_keys`)."""
    cells = island if isinstance(island, frozenset) else frozenset(island)
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


def placements_of_keys(keys: set[int]) -> list[Placement]:
    """Packed keys back to `Placement`s, sorted (the order `legal_placements` promises)."""
    by_key = _PLACEMENT_BY_KEY
    return [by_key[k] for k in sorted(keys)]


def key_of_placement(cell: Cell, orientation: int) -> int:
    """The packed key of one placement (to test it against a key set); -1 for an
    orientation outside 0..3 or a cell too far out to pack, which no key set holds."""
    x, y = cell
    if orientation not in (0, 1, 2, 3) or not (
        -_KEY_OFFSET < x < _KEY_OFFSET and -_KEY_OFFSET < y < _KEY_OFFSET
    ):
        return -1
    return (((cell[0] + _KEY_OFFSET) << 21) + (cell[1] + _KEY_OFFSET)) * 4 + orientation


def grow_placement_keys(keys: set[int], island: Island, cell_a: Cell, cell_b: Cell) -> None:
    """Update `keys` in place after a domino went onto `cell_a` and `cell_b` of `island`
    (already in it): placements covering those cells go, placements around them come."""
    keys.difference_update(_covering_keys(cell_a))
    keys.difference_update(_covering_keys(cell_b))
    add = keys.add
    for around in (_around(cell_a), _around(cell_b)):
        for near, covering in around:
            if near in island:
                continue
            for beside in _neighbours(near):
                if beside in island and beside != cell_a and beside != cell_b:
                    break  # on the frontier before: its placements are known already
            else:
                for key, other in covering:
                    if other not in island:
                        add(key)


def _covering_keys(cell: Cell) -> tuple[int, ...]:
    found = _COVERING_KEYS.get(cell)
    if found is None:
        found = tuple(key for key, _ in _covering(cell))
        _COVERING_KEYS[cell] = found
    return found


def _around(cell: Cell) -> tuple[tuple[Cell, tuple[tuple[int, Cell], ...]], ...]:
    """Each neighbour of `cell` with the placements covering that neighbour."""
    found = _AROUND.get(cell)
    if found is None:
        found = tuple((near, _covering(near)) for near in _neighbours(cell))
        _AROUND[cell] = found
    return found


_COVERING_KEYS: dict[Cell, tuple[int, ...]] = {}
_AROUND: dict[Cell, tuple[tuple[Cell, tuple[tuple[int, Cell], ...]], ...]] = {}


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
