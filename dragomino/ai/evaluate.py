"""Dragomino computer players, bottom layer: what a placement is worth to a seat.

`Evaluator` values every (domino, placement) of a view from public information only:
expected babies from the public odds (springs: best of two), the chance of an empty shell
times the worth of the mother dragon, and "future potential" (empty cells next to several
squares of one terrain). The levels (`levels.py`), the end game, the mid game and the
expert above all build on these numbers; nothing here imports them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from ..rules import (
    NEIGHBOUR_DELTAS,
    ORIENTATION_DELTAS,
    RULES,
    TERRAIN_IDS,
    Cell,
    DominoSpec,
    GameState,
    Placement,
    Square,
    domino,
    public_egg_counts,
)

T = TypeVar("T", str, int)  # a terrain: its id (the rules) or its index (the expert)

# Future potential of an empty cell by how many squares of one terrain surround it: one
# neighbour is common and cheap, a pocket of two or more is a multi-egg chance later.
POCKET_VALUE: tuple[float, ...] = (0.0, 0.1, 1.0, 2.0, 3.0)
# Connections an average placement makes (used to guess how often the mother dragon moves).
CONNECTIONS_PER_PLACEMENT = 1.2
# Value of choosing first next round (holding the mother dragon at round start).
FIRST_PICK_VALUE = 0.25
# Shells count a little for the tie-break.
SHELL_TIEBREAK_VALUE = 0.02


@dataclass(frozen=True)
class Weights:
    """Tuning of one level."""

    potential: float
    mother_swing: bool  # value the mother dragon as taken from a rival too
    denial: float  # weight of what the following players gain from the leftovers
    next_turn: float = 0.0  # weight of the expected best egg value of the next own turn
    shortlist: int = 6  # placements per domino that get the (costlier) next-turn look


LEVEL_WEIGHTS: dict[str, Weights] = {
    "normal": Weights(potential=0.15, mother_swing=False, denial=0.0),
    "hard": Weights(potential=0.1, mother_swing=True, denial=0.5, next_turn=1.5, shortlist=12),
}


class Evaluator:
    """Expected value of placements for the players of one view (public information only)."""

    def __init__(self, view: GameState, me: int, weights: Weights) -> None:
        self.view = view
        self.me = me
        self.weights = weights
        self.spring = view.config.spring_variant
        counts = public_egg_counts(view)
        self.babies = {t: b for t, (b, _) in counts.items()}
        self.shells = {t: s for t, (_, s) in counts.items()}
        self.future = self._future_placements()
        self.terrain_weight = self._terrain_weights()
        self.mother_value = self._mother_value(me)
        self._cell_cache: dict[int, tuple[dict[Cell, dict[str, int]], dict[Cell, float]]] = {}
        self.rival_values: dict[tuple[int, int], float] = {}
        self.connection_value = {
            t: (self.babies[t] / (self.babies[t] + self.shells[t]))
            if self.babies[t] + self.shells[t]
            else 0.0
            for t in TERRAIN_IDS
        }
        self.stack_types = [(domino(d).a.terrain, domino(d).b.terrain) for d in view.stack]
        # dominoes to choose from next turn: about 3 with 2-3 players, 2 with 4
        self.choices_next_turn = max(1, RULES.display_size - view.num_players // 2)

    def _future_placements(self) -> list[int]:
        """Placements each seat still makes, the current one included."""
        v = self.view
        later_rounds = -(-len(v.stack) // RULES.display_size)
        out = [later_rounds] * v.num_players
        for seat in v.order[v.turn_index :]:
            out[seat] += 1
        return out

    def _terrain_weights(self) -> dict[str, float]:
        """How much a future connection of each terrain is worth: baby odds times the chance
        that a domino still to come carries that terrain."""
        v = self.view
        remaining = [d for d in v.display if d is not None] + list(v.stack)
        carrying = dict.fromkeys(TERRAIN_IDS, 0)
        for dom_id in remaining:
            spec = domino(dom_id)
            for terrain in {spec.a.terrain, spec.b.terrain}:
                carrying[terrain] += 1
        total = max(1, len(remaining))
        out: dict[str, float] = {}
        for t in TERRAIN_IDS:
            left = self.babies[t] + self.shells[t]
            odds = self.babies[t] / left if left else 0.0
            out[t] = odds * carrying[t] / total
        return out

    def _mother_value(self, seat: int) -> float:
        """Worth of taking the mother dragon now: keeping it to the end (+1, and a rival's
        loss for hard) plus choosing first next round."""
        shells = sum(self.shells.values())
        left = shells + sum(self.babies.values())
        shell_rate = shells / left if left else 0.0
        rivals_left = sum(f for s, f in enumerate(self.future) if s != seat)
        keep = math.exp(-rivals_left * CONNECTIONS_PER_PLACEMENT * shell_rate)
        bonus = float(RULES.mother_dragon_bonus)
        if self.weights.mother_swing:
            bonus *= 1.0 + 1.0 / (self.view.num_players - 1)
        first_pick = FIRST_PICK_VALUE if len(self.view.stack) > 0 else 0.0
        return keep * bonus + first_pick

    # ----------------------------------------------------------------- potential

    def _cells(self, seat: int) -> tuple[dict[Cell, dict[str, int]], dict[Cell, float]]:
        """Per empty frontier cell: neighbour terrain counts and its potential value."""
        cached = self._cell_cache.get(seat)
        if cached is not None:
            return cached
        island = self.view.players[seat].island
        counts: dict[Cell, dict[str, int]] = {}
        for (x, y), square in island.items():
            for dx, dy in NEIGHBOUR_DELTAS:
                cell = (x + dx, y + dy)
                if cell not in island:
                    c = counts.setdefault(cell, {})
                    c[square.terrain] = c.get(square.terrain, 0) + 1
        values = {cell: self._cell_value(c) for cell, c in counts.items()}
        self._cell_cache[seat] = (counts, values)
        return counts, values

    def _cell_value(self, counts: dict[str, int]) -> float:
        w = self.terrain_weight
        return sum(w[t] * POCKET_VALUE[n] for t, n in counts.items())

    # ----------------------------------------------------------------- next turn

    def next_turn_value(self, seat: int, cell_a: Cell, ta: str, cell_b: Cell, tb: str) -> float:
        """Expected egg value of `seat`'s next turn after this placement: for every domino
        still in the stack, its best connections on the new island; then the expected best
        of the few dominoes the player will choose from."""
        island = self.view.players[seat].island
        base, _ = self._cells(seat)
        counts = dict(base)
        counts.pop(cell_a, None)
        counts.pop(cell_b, None)
        for (x, y), terrain in ((cell_a, ta), (cell_b, tb)):
            for dx, dy in NEIGHBOUR_DELTAS:
                cell = (x + dx, y + dy)
                if cell in (cell_a, cell_b) or cell in island:
                    continue
                c = dict(counts.get(cell, {}))
                c[terrain] = c.get(terrain, 0) + 1
                counts[cell] = c
        egg = self.connection_value
        worth = {cell: {t: n * egg[t] for t, n in c.items()} for cell, c in counts.items()}
        values = best_connections(worth, self.stack_types)
        return expected_best(values, self.choices_next_turn)

    # ----------------------------------------------------------------- placements

    def eggs_value(self, matches: list[tuple[str, bool]], holder: bool, mother: float) -> float:
        """Expected worth of the eggs drawn for these (terrain, spring) connections."""
        if not matches:
            return 0.0
        babies, shells = self.babies, self.shells
        return expected_eggs_value(
            [(t, self.spring and spring) for t, spring in matches],
            lambda terrain: (babies[terrain], shells[terrain]),
            holder,
            mother,
        )

    def best_placement(self, seat: int, spec: DominoSpec) -> tuple[float, Placement, int]:
        """The best (value, placement, number of equally good placements) for `seat`."""
        scored = self.score_placements(seat, spec)
        best = max(v for v, _ in scored)
        ties = [p for v, p in scored if v >= best - 1e-9]
        return best, ties[0], len(ties)

    def score_placements(self, seat: int, spec: DominoSpec) -> list[tuple[float, Placement]]:
        """Value of every legal placement of `spec` on `seat`'s island."""
        view = self.view
        island = view.players[seat].island
        holder = view.mother == seat
        mother = self.mother_value if seat == self.me else self._mother_value(seat)
        counts, values = self._cells(seat)
        future_after = self.future[seat] - 1
        pot_weight = self.weights.potential * min(1.0, future_after / 2.0)
        ta, tb = spec.a.terrain, spec.b.terrain
        sa, sb = spec.a.spring, spec.b.spring
        out: list[tuple[float, Placement]] = []
        for placement in view.legal_placements(spec, seat):
            ax, ay = placement.cell
            dx, dy = ORIENTATION_DELTAS[placement.orientation]
            cell_b = (ax + dx, ay + dy)
            matches: list[tuple[str, bool]] = []
            for (x, y), terrain, spring in (((ax, ay), ta, sa), (cell_b, tb, sb)):
                for nx, ny in NEIGHBOUR_DELTAS:
                    old = island.get((x + nx, y + ny))
                    if old is not None and old.terrain == terrain:
                        matches.append((terrain, spring or old.spring))
            value = self.eggs_value(matches, holder, mother)
            if pot_weight > 0.0:
                value += pot_weight * self._potential_delta(
                    island, counts, values, placement.cell, ta, cell_b, tb
                )
            out.append((value, placement))
        return out

    def _potential_delta(
        self,
        island: dict[Cell, Square],
        counts: dict[Cell, dict[str, int]],
        values: dict[Cell, float],
        cell_a: Cell,
        ta: str,
        cell_b: Cell,
        tb: str,
    ) -> float:
        """Change of the island's future potential if these two cells are filled."""
        delta = -values.get(cell_a, 0.0) - values.get(cell_b, 0.0)
        added: dict[Cell, list[str]] = {}
        for (x, y), terrain in ((cell_a, ta), (cell_b, tb)):
            for dx, dy in NEIGHBOUR_DELTAS:
                cell = (x + dx, y + dy)
                if cell in (cell_a, cell_b) or cell in island:
                    continue
                added.setdefault(cell, []).append(terrain)
        for cell, terrains in added.items():
            c = dict(counts.get(cell, {}))
            for t in terrains:
                c[t] = c.get(t, 0) + 1
            delta += self._cell_value(c) - values.get(cell, 0.0)
        return delta


def expected_eggs_value(
    matches: Iterable[tuple[T, bool]],
    left: Callable[[T], tuple[int, int]],
    holder: bool,
    mother: float,
) -> float:
    """The hard level's worth of the eggs drawn for (terrain, spring) connections: expected
    babies, shells at `SHELL_TIEBREAK_VALUE`, and for a seat that does not hold the mother
    dragon (`holder` False) the chance that a shell brings it, times `mother`. `left(terrain)`
    gives the (babies, shells) still in that supply; a spring flag must be False outside the
    spring variant. One formula for the hard level and the expert's model of it (endgame)."""
    drawn: dict[T, int] = {}
    expected_babies = 0.0
    expected_shells = 0.0
    no_shell = 1.0
    for terrain, spring in matches:
        k = drawn.get(terrain, 0)
        drawn[terrain] = k + 1
        b, s = left(terrain)
        n = b + s - k  # rough: earlier draws of this placement took one token each
        if n <= 0:
            continue
        baby = b / (b + s)
        if spring and n >= 2:
            both_shells = (s / (b + s)) * max(0, s - 1) / (b + s - 1)
            expected_babies += 1.0 - both_shells
            expected_shells += both_shells
            no_shell *= 1.0 - both_shells
        else:
            expected_babies += baby
            expected_shells += 1.0 - baby
            no_shell *= baby
    value = expected_babies + SHELL_TIEBREAK_VALUE * expected_shells
    if not holder:
        value += (1.0 - no_shell) * mother
    return value


def best_connections(
    worth: dict[Cell, dict[T, float]], dominoes: Iterable[tuple[T, T]]
) -> list[float]:
    """For each domino (the terrains of its halves), the most its connections can be worth
    on an island whose empty cells are worth `worth[cell][terrain]` to a half of that
    terrain: one half alone, or both halves on two neighbouring empty cells. One rule for
    the hard level's next turn and the expert's fit of an island (`midgame.island_fit`)."""
    single: dict[T, float] = {}
    pair: dict[tuple[T, T], float] = {}
    for (x, y), here in worth.items():
        beside: dict[T, float] = {}
        for dx, dy in NEIGHBOUR_DELTAS:
            other = worth.get((x + dx, y + dy))
            if other:
                for t, v in other.items():
                    if v > beside.get(t, 0.0):
                        beside[t] = v
        for t1, v1 in here.items():
            if v1 > single.get(t1, 0.0):
                single[t1] = v1
            for t2, v2 in beside.items():
                key = (t1, t2)
                if v1 + v2 > pair.get(key, 0.0):
                    pair[key] = v1 + v2
    return [
        max(
            single.get(t1, 0.0),
            single.get(t2, 0.0),
            pair.get((t1, t2), 0.0),
            pair.get((t2, t1), 0.0),
        )
        for t1, t2 in dominoes
    ]


def expected_best(values: list[float], k: int) -> float:
    """Expected maximum of `k` values drawn without replacement from `values`."""
    n = len(values)
    if n == 0:
        return 0.0
    k = min(k, n)
    ordered = sorted(values, reverse=True)
    total = math.comb(n, k)
    return sum(v * math.comb(n - 1 - i, k - 1) / total for i, v in enumerate(ordered))


# --------------------------------------------------------------------------- normal / hard
