"""The expert level: its playout world follows the real rules, it plays legal moves, and it
never peeks (hidden facts in another order never change its decision for the same RNG).

World counts, never wall-clock budgets, so the tests are deterministic and load-proof.
"""

from __future__ import annotations

import random

import pytest
from dragomino_oracle import choose_oracle_move, oracle_share

from dragomino.ai import LEVELS, choose_move
from dragomino.ai.expert import (
    SEARCH_STACK,
    Budget,
    World,
    candidate_moves,
    choose_expert_move,
    world_from_state,
)
from dragomino.rules import (
    PHASE_SPRING_CHOICE,
    ChooseSpringEgg,
    GameConfig,
    GameState,
    PlaceDomino,
    new_game,
)

TINY = Budget(seconds=None, worlds=3)


def _keep_baby(state: GameState) -> ChooseSpringEgg:
    offer = state.spring_offer
    assert offer is not None
    babies = [i for i, t in enumerate(offer.options) if t.is_baby]
    return ChooseSpringEgg(babies[0] if babies else 0)


def _midgame(players: int, seed: int, turns: int, spring: bool = False) -> GameState:
    state = new_game(GameConfig(players, spring), seed)
    rng = random.Random(seed)
    for _ in range(turns):
        if state.phase == PHASE_SPRING_CHOICE:
            state.apply(_keep_baby(state))
        state.apply(rng.choice(state.legal_moves()))
    if state.phase == PHASE_SPRING_CHOICE:
        state.apply(_keep_baby(state))
    return state


def _shuffled_hidden(state: GameState, seed: int) -> GameState:
    """The same game with the egg supplies and the stack in another order."""
    other = state.copy()
    rng = random.Random(seed)
    for supply in other.supplies.values():
        rng.shuffle(supply)
    rng.shuffle(other.stack)
    return other


def test_expert_is_a_level_of_choose_move() -> None:
    assert "expert" in LEVELS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_playout_world_scores_like_the_real_game(players: int) -> None:
    for seed in range(8):
        state = new_game(GameConfig(players), seed)
        world = world_from_state(state, random.Random(0))
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            move = rng.choice(state.legal_moves())
            assert isinstance(move, PlaceDomino)
            state.apply(move)
            world.place(seat, move.display_index, move.cell, move.orientation)
            assert world.babies == [p.babies for p in state.players]
            assert world.mother == state.mother
        assert world.over
        assert world.scores() == state.scores()
        assert world.shells == [p.shells for p in state.players]


def test_greedy_playouts_end_the_game_with_every_egg_accounted_for() -> None:
    for spring in (False, True):
        state = _midgame(3, 5, 4, spring)
        world: World = world_from_state(state, random.Random(1))
        eggs_before = sum(len(s) for s in world.supplies)
        world.play_out()
        assert world.over and not world.stack
        laid = (
            sum(world.babies) + sum(world.shells) - sum(p.babies + p.shells for p in state.players)
        )
        assert eggs_before - sum(len(s) for s in world.supplies) == laid
        assert sum(len(i) for i in world.islands) == 3 * 2 + 2 * 7 * 3


@pytest.mark.parametrize(("players", "spring"), [(2, False), (2, True), (3, True), (4, False)])
def test_expert_plays_whole_games_with_legal_moves(players: int, spring: bool) -> None:
    state = new_game(GameConfig(players, spring), 11)
    rng = random.Random(3)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat, rng.getrandbits(64))
        move = choose_expert_move(view, seat, rng, TINY)
        state.apply(move, seat)  # raises if illegal
    assert state.winners()


def test_candidates_start_with_the_hard_move_and_are_distinct() -> None:
    state = _midgame(2, 9, 3)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat, 1)
    hard = choose_move(view, seat, "hard", random.Random(7))
    candidates = candidate_moves(view, seat, random.Random(7))
    assert len(candidates) == len(set(candidates)) > 1
    assert all(view.is_legal(m, seat) for m in candidates)
    assert candidates[0].display_index == hard.display_index  # type: ignore[union-attr]


@pytest.mark.parametrize("seed", range(6))
def test_no_peeking_hidden_order_never_changes_the_decision(seed: int) -> None:
    players = 2 + seed % 3
    state = _midgame(players, seed, 4 * players + seed % players)  # the searched end game
    seat = state.current_player
    assert seat is not None
    assert len(state.stack) <= SEARCH_STACK
    view = state.view(seat, 99)
    budget = Budget(seconds=None, worlds=14)  # past one halving step
    expected = choose_expert_move(view, seat, random.Random(seed), budget)
    for shuffle in range(3):
        # the real game in another hidden order, seen through the same seed ...
        other_view = _shuffled_hidden(state, 100 + shuffle).view(seat, 99)
        assert choose_expert_move(other_view, seat, random.Random(seed), budget) == expected
        # ... and even a view handed over with its hidden lists reordered
        scrambled = _shuffled_hidden(view, 200 + shuffle)
        assert choose_expert_move(scrambled, seat, random.Random(seed), budget) == expected


def test_oracle_sees_the_real_order_and_plays_legal_moves() -> None:
    state = _midgame(2, 4, 5)
    seat = state.current_player
    assert seat is not None
    move = choose_oracle_move(state, seat, random.Random(0), Budget(seconds=None, worlds=2))
    assert state.is_legal(move, seat)
    share = oracle_share("easy", 2, budget=Budget(seconds=None, worlds=1))
    assert 0.0 <= share <= 1.0
