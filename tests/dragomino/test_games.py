"""1,000 seeded full games of random legal play with the engine's invariants after every move.

Budget: a few seconds on one core (the engine is profiled for this; see bench/dragomino_speed.py).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dragomino.rules import (
    DOMINO_IDS,
    PHASE_SPRING_CHOICE,
    TERRAINS,
    TOTAL_EGGS,
    ChooseSpringEgg,
    GameConfig,
    GameEnded,
    GameState,
    PlaceDomino,
    new_game,
)

GAMES = 1000
CONFIGS = [(players, spring) for players in (2, 3, 4) for spring in (False, True)]


def check_invariants(state: GameState) -> None:
    # 28 dominoes: placed, discarded, in the display or in the stack, each exactly once
    placed = [d for p in state.players for d in p.dominoes()]
    shown = [d for d in state.display if d is not None]
    everywhere = placed + state.discarded + shown + state.stack
    assert sorted(everywhere) == list(DOMINO_IDS)
    # 69 eggs: in supplies, on islands, or in a pending spring offer, each exactly once
    laid = [t for p in state.players for t in p.eggs.values()]
    supplied = [t for s in state.supplies.values() for t in s]
    offered = list(state.spring_offer.options) if state.spring_offer else []
    tokens = laid + supplied + offered
    assert len(tokens) == TOTAL_EGGS and len(set(tokens)) == TOTAL_EGGS
    per_terrain = Counter(t.terrain for t in tokens)
    assert per_terrain == {t: spec.eggs for t, spec in TERRAINS.items()}
    # eggs lie on joins of two same-terrain squares of their island
    for p in state.players:
        assert len(p.island) == 2 + 2 * len(p.dominoes())
        for (a, b), token in p.eggs.items():
            assert p.island[a].terrain == p.island[b].terrain == token.terrain
    # scores are babies + mother bonus
    scores = state.scores()
    for seat, p in enumerate(state.players):
        assert scores[seat] == p.babies + (1 if seat == state.mother else 0)
    # exactly one mother dragon, one actor until the end
    assert 0 <= state.mother < state.num_players
    assert len(state.actors()) == (0 if state.is_over else 1)


def random_move(state: GameState, rng: random.Random) -> PlaceDomino | ChooseSpringEgg:
    if state.phase == PHASE_SPRING_CHOICE:
        return ChooseSpringEgg(rng.randrange(2))
    index = rng.choice([i for i, d in enumerate(state.display) if d is not None])
    spec = state.display_domino(index)
    placements = state.legal_placements(spec)
    if rng.random() < 0.5:  # prefer eggs half the time, so springs and empty supplies happen
        seat = state.current_player
        assert seat is not None
        counted = [
            (len(state.placement_preview(seat, spec, p.cell, p.orientation)), p)
            for p in rng.sample(placements, min(12, len(placements)))
        ]
        chosen = max(counted, key=lambda c: c[0])[1]
    else:
        chosen = rng.choice(placements)
    return PlaceDomino(index, chosen.cell, chosen.orientation)


@pytest.mark.parametrize(("players", "spring"), CONFIGS)
def test_seeded_random_games_keep_the_invariants(players: int, spring: bool) -> None:
    games = GAMES // len(CONFIGS) + (1 if CONFIGS.index((players, spring)) < GAMES % 6 else 0)
    seen_spring_choices = 0
    for game in range(games):
        seed = players * 100_000 + int(spring) * 10_000 + game
        rng = random.Random(seed)
        state = new_game(GameConfig(players, spring), seed)
        check_invariants(state)
        rounds = 1
        last: list = []
        while not state.is_over:
            seen_spring_choices += state.phase == PHASE_SPRING_CHOICE
            last = state.apply(random_move(state, rng))
            rounds = max(rounds, state.round)
            check_invariants(state)
        assert rounds == 7
        assert state.stack == [] and state.display == []
        assert len(state.discarded) == 7 * (4 - players)
        ended = last[-1]
        assert isinstance(ended, GameEnded) and list(ended.winners) == state.winners()
    assert (seen_spring_choices > 0) == spring
