"""Island geometry: where a domino may go and which egg connections a placement makes.

These are pure functions of an island (`dict[Cell, Square]`) so the UI ghost, the AI and the
state machine all use the very same rule code.
"""

from __future__ import annotations

from collections.abc import Mapping

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
    """Every legal (cell of half A, orientation), sorted. The domino's terrains do not matter."""
    found: set[Placement] = set()
    for fx, fy in frontier(island):
        for orientation, (dx, dy) in enumerate(ORIENTATION_DELTAS):
            if (fx + dx, fy + dy) not in island:  # half A on the frontier cell
                found.add(Placement((fx, fy), orientation))
            if (fx - dx, fy - dy) not in island:  # half B on the frontier cell
                found.add(Placement((fx - dx, fy - dy), orientation))
    return sorted(found)


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
