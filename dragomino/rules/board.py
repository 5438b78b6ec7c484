"""Island geometry: where a domino may go and which egg connections a placement makes.

These are pure functions of an island (`dict[Cell, Square]`) so the UI ghost, the AI and the
state machine all use the very same rule code.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from operator import itemgetter
from typing import NamedTuple

from .data import DominoSpec
from .model import (
    NEIGHBOUR_DELTAS,
    ORIENTATION_DELTAS,
    Cell,
    Connection,
    Join,
    Placement,
    Square,
    half_b_cell,
    make_join,
)

Island = Mapping[Cell, Square]
#: The eight placements covering one cell, as (packed key, the placement's other cell).
Covering = tuple[tuple[int, Cell], ...]


def frontier(island: Collection[Cell]) -> set[Cell]:
    """Empty cells sharing an edge with the island (its cells, or a map keyed by them)."""
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


#: A placement packs into one integer that sorts like it: ((x + _KEY_OFFSET) * _KEY_ROW
#: + y + _KEY_OFFSET) * 4 + orientation. Keys stay below 2**30, one CPython digit: such
#: ints compare and sort fastest. An int hashes to itself and sets index by its low bits,
#: so the row length is odd-ish (not a power of two): x must change the low bits too, or
#: every cell of a row would land in the same slot of a key set.
_KEY_OFFSET = 1 << 12
_KEY_ROW = (2 * _KEY_OFFSET) + 37
#: How far from the start an island may reach (its placements must still pack).
ISLAND_LIMIT = _KEY_OFFSET - 3
#: Every placement made so far, by its packed key (each `Placement` value is made once).
_PLACEMENT_BY_KEY: dict[int, Placement] = {}
#: Per cell: its four neighbours; the eight placements covering it as (key, the
#: placement's other cell); the same eight keys as a set.
_NEIGHBOURS: dict[Cell, tuple[Cell, ...]] = {}
_COVERING: dict[Cell, Covering] = {}
_COVER_KEYS: dict[Cell, frozenset[int]] = {}


def _placement_key(x: int, y: int, orientation: int) -> int:
    """An integer that sorts like `Placement((x, y), orientation)` (for |x|, |y| < 2**12)."""
    key = ((x + _KEY_OFFSET) * _KEY_ROW + y + _KEY_OFFSET) * 4 + orientation
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


def _cover_keys(cell: Cell) -> frozenset[int]:
    found = _COVER_KEYS.get(cell)
    if found is None:
        found = frozenset(key for key, _ in _covering(cell))
        _COVER_KEYS[cell] = found
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
    ordered = sorted(keys)
    if len(ordered) < 2:  # itemgetter of one key gives the item itself, not a tuple
        return [_PLACEMENT_BY_KEY[k] for k in ordered]
    return list(itemgetter(*ordered)(_PLACEMENT_BY_KEY))  # one C call for all lookups


def key_of_placement(cell: Cell, orientation: int) -> int:
    """The packed key of one placement (to test it against a key set); -1 for an
    orientation outside 0..3 or a cell too far out to pack, which no key set holds."""
    x, y = cell
    if orientation not in (0, 1, 2, 3) or not (
        -_KEY_OFFSET < x < _KEY_OFFSET and -_KEY_OFFSET < y < _KEY_OFFSET
    ):
        return -1
    return ((x + _KEY_OFFSET) * _KEY_ROW + y + _KEY_OFFSET) * 4 + orientation


#: Per neighbour of a square, in resolution order: (the neighbour, the join between them).
Links = tuple[tuple[Cell, Join], ...]


class Growth(NamedTuple):
    """What placing one domino position changes, worked out once per placement key: its
    two cells (and the orientation from A to B), the keys of every placement covering
    either cell (they become illegal), the six cells around the domino, each with the
    placements covering it (candidates when that cell first touches the island), and each
    half's neighbours with their joins in the order connections resolve (see
    `find_connections`)."""

    cell_a: Cell
    orientation: int
    cell_b: Cell
    covered: frozenset[int]
    ring: tuple[tuple[Cell, frozenset[int]], ...]
    links_a: Links
    links_b: Links


def growth(key: int) -> Growth:
    """The `Growth` of the placement with this packed key (see `key_of_placement`)."""
    found = _GROWTH.get(key)
    if found is None:
        rest, orientation = divmod(key, 4)
        column, row = divmod(rest, _KEY_ROW)
        found = _growth((column - _KEY_OFFSET, row - _KEY_OFFSET), orientation)
        _GROWTH[key] = found
    return found


def _growth(cell_a: Cell, orientation: int) -> Growth:
    cell_b = half_b_cell(cell_a, orientation)
    covered = _cover_keys(cell_a) | _cover_keys(cell_b)
    ring = tuple(
        (near, _cover_keys(near))
        for cell in (cell_a, cell_b)
        for near in _neighbours(cell)
        if near != cell_a and near != cell_b
    )
    links_a, links_b = (
        tuple((near, make_join(cell, near)) for near in _neighbours(cell))
        for cell in (cell_a, cell_b)
    )
    return Growth(cell_a, orientation, cell_b, covered, ring, links_a, links_b)


#: Bounded by the cells games reach (a few thousand placements at most).
_GROWTH: dict[int, Growth] = {}


def placement_cache(island: Iterable[Cell]) -> tuple[set[int], set[Cell], set[int]]:
    """What `grow_placement_keys` keeps up to date for an island, worked out from scratch:
    the legal placements' keys; the known cells (the island's squares and the frontier);
    the blocked keys (every placement covering a square of the island)."""
    cells = frozenset(island)
    keys = placement_keys(cells)
    known = set(cells)
    blocked: set[int] = set()
    for cell in cells:
        known.update(_neighbours(cell))
        blocked |= _cover_keys(cell)
    return keys, known, blocked


def grow_placement_keys(
    keys: set[int], known: set[Cell], blocked: set[int], change: Growth
) -> None:
    """Update a `placement_cache` in place after the domino of `change` went onto the
    island: placements covering its squares are blocked from now on; a cell around it that
    was not known yet has just joined the frontier, and its placements that are not
    blocked become legal (a cell already on the frontier brought its own when it joined)."""
    covered = change.covered
    keys -= covered
    blocked |= covered
    known.add(change.cell_a)
    known.add(change.cell_b)
    for near, cover in change.ring:
        if near not in known:
            known.add(near)
            keys |= cover - blocked


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
    key = key_of_placement(cell, orientation)
    # A placement too far out to pack (or with a bad orientation) is worked out unmemoised.
    change = growth(key) if key >= 0 else _growth(cell, orientation)
    return connections(island, spec, change)


def connections(island: Island, spec: DominoSpec, change: Growth) -> list[Connection]:
    """`find_connections` of the placement `change` describes (the engine's fast path)."""
    out: list[Connection] = []
    get = island.get
    for new_cell, half, links in (
        (change.cell_a, spec.a, change.links_a),
        (change.cell_b, spec.b, change.links_b),
    ):
        terrain = half.terrain
        for old_cell, join in links:
            old = get(old_cell)
            if old is not None and old.terrain == terrain:
                out.append(Connection(join, terrain, half.spring or old.spring, new_cell, old_cell))
    return out
