"""The engine's speed-ups keep exactly the behaviour of the plain code they replace."""

from __future__ import annotations

import random

import pytest

from dragomino.rules import (
    NEIGHBOUR_DELTAS,
    GameConfig,
    PlaceDomino,
    board,
    domino,
    half_b_cell,
    new_game,
)
from dragomino.rules.state import shuffle


@pytest.mark.parametrize("size", [0, 1, 2, 3, 7, 14, 28, 63, 64, 65, 200])
def test_shuffle_is_random_shuffle(size: int) -> None:
    for seed in range(30):
        ours, theirs = random.Random(seed), random.Random(seed)
        mine, plain = list(range(size)), list(range(size))
        shuffle(ours, mine)
        theirs.shuffle(plain)
        assert mine == plain
        assert ours.getstate() == theirs.getstate()


def test_grown_placement_cache_matches_the_rule_from_scratch() -> None:
    """After every move of seeded random games, the incrementally grown legal placements
    of every island equal the placements worked out from the island alone."""
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game(GameConfig(2 + seed % 3, seed % 2 == 0), seed)
        while not state.is_over:
            for player in state.players:
                assert player.placements() == board.legal_placements(player.island)
            if state.spring_offer is not None:
                state.apply(state.legal_moves()[rng.randrange(2)])
                continue
            index = rng.choice([i for i, d in enumerate(state.display) if d is not None])
            p = rng.choice(state.legal_placements(index))
            state.apply(PlaceDomino(index, p.cell, p.orientation))


def test_connections_match_a_scan_of_the_neighbours() -> None:
    """Connections from the per-placement link tables: half A first, then half B, each
    around right, down, left, up; a neighbour of the same terrain makes one."""
    state = new_game(GameConfig(2), 3)
    rng = random.Random(3)
    for _ in range(6):  # a few dominoes on island 0 and 1
        index = next(i for i, d in enumerate(state.display) if d is not None)
        p = rng.choice(state.legal_placements(index))
        state.apply(PlaceDomino(index, p.cell, p.orientation))
    island = state.players[0].island
    for p in board.legal_placements(island):
        for spec in (domino(1), domino(7), domino(28)):
            cell_b = half_b_cell(p.cell, p.orientation)
            expected = [
                (new, old)
                for new, half in ((p.cell, spec.a), (cell_b, spec.b))
                for dx, dy in NEIGHBOUR_DELTAS
                for old in [(new[0] + dx, new[1] + dy)]
                if old in island and island[old].terrain == half.terrain
            ]
            found = board.find_connections(island, spec, p.cell, p.orientation)
            assert [(c.new_cell, c.old_cell) for c in found] == expected
