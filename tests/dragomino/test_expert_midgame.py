"""The Dragomino expert before the exact end game: a learned chance of winning one round
ahead (`dragomino.ai.midgame`). Its strength is measured by `python -m dragomino simulate`,
not here; these tests check what it reads and how it decides."""

from __future__ import annotations

import random

import pytest
from test_expert import _midgame, _shuffled_hidden

from dragomino.ai.expert import choose_expert_move, hard_reply
from dragomino.ai.midgame import (
    FEATURES,
    WinModel,
    island_fit,
    load_model,
    midgame_move,
    round_start_features,
)
from dragomino.rules import RULES, PlaceDomino


def test_the_shipped_model_covers_every_round_the_expert_judges() -> None:
    model = load_model()
    # decisions in rounds 1-5 judge the start of rounds 2-6
    assert set(range(2, 7)) <= set(model.weights)
    for weights in model.weights.values():
        assert len(weights) == len(FEATURES)
    # more babies than the rival is better, at every round
    for round_number in range(2, 8):
        assert model.weights[round_number][FEATURES.index("babies")] > 0.0


def test_a_model_file_with_other_features_is_refused_with_the_reason() -> None:
    with pytest.raises(ValueError, match="features"):
        WinModel.from_json({"features": ["babies"], "weights": {"2": [1.0]}})
    with pytest.raises(ValueError, match="weights"):
        WinModel.from_json({"features": list(FEATURES), "weights": {"2": [1.0]}})


@pytest.mark.parametrize("seed", range(4))
def test_features_are_the_same_position_seen_from_the_other_seat(seed: int) -> None:
    state = _midgame(2, seed, 2 * (seed + 1))
    while state.turn_index != 0:  # a round's start, as the model is fitted
        state.apply(state.legal_moves()[0])
    mine = round_start_features(state, 0)
    theirs = round_start_features(state, 1)
    assert mine == pytest.approx(tuple(-x for x in theirs))
    chance = load_model().chance(state.round, mine)
    other = load_model().chance(state.round, theirs)
    assert chance is not None and other is not None
    assert chance + other == pytest.approx(1.0)


def test_island_fit_counts_the_best_connections_of_both_halves() -> None:
    # desert squares at (0, 0), (2, 0) and (0, 1); only desert hatches (odds 1, else 0)
    odds = [1.0 if t == 0 else 0.0 for t in range(6)]
    island = {(0, 0): 0, (2, 0): 0, (0, 1): 0}
    # domino 28 is desert/desert: one half in the gap (1, 0) touches two deserts, the other
    # at (1, 1) touches (0, 1): three connections
    assert island_fit(island, [28], odds) == pytest.approx((3.0, 3.0))
    # domino 13 (snow/volcano) connects nothing here
    best, mean = island_fit(island, [28, 13], odds)
    assert mean == pytest.approx(1.5) and 1.5 < best <= 3.0


@pytest.mark.parametrize("seed", range(5))
def test_no_peeking_hidden_order_never_changes_the_midgame_decision(seed: int) -> None:
    turns = (1, 2, 5, 8, 9)[seed]  # rounds 1-5, placing first and second
    state = _midgame(2, seed, turns)
    seat = state.current_player
    assert seat is not None
    assert len(state.stack) > RULES.display_size  # before the exact rounds
    view = state.view(seat, 99)
    expected = choose_expert_move(view, seat, random.Random(seed))
    for shuffle in range(3):
        other_view = _shuffled_hidden(state, 100 + shuffle).view(seat, 99)
        assert choose_expert_move(other_view, seat, random.Random(seed)) == expected
        scrambled = _shuffled_hidden(view, 200 + shuffle)
        assert choose_expert_move(scrambled, seat, random.Random(seed)) == expected


def test_the_hard_move_stays_when_no_candidate_is_judged_better() -> None:
    state = _midgame(2, 7, 4)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat, 1)
    candidates = [m for m in view.legal_moves(seat) if isinstance(m, PlaceDomino)][:6]
    flat = WinModel({r: (0.0,) * len(FEATURES) for r in range(1, 8)})
    move, chance, kept = midgame_move(view, seat, candidates, hard_reply, flat)
    assert move == candidates[0] and chance == kept == pytest.approx(0.5)


def test_a_model_that_counts_babies_only_takes_the_most_expected_babies() -> None:
    state = _midgame(2, 3, 5)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat, 1)
    moves = [m for m in view.legal_moves(seat) if isinstance(m, PlaceDomino)]
    babies_only = WinModel(
        {r: tuple(1.0 if f == "babies" else 0.0 for f in FEATURES) for r in range(1, 8)}
    )
    judged = [midgame_move(view, seat, [m, m], hard_reply, babies_only)[1] for m in moves]
    move, chance, _ = midgame_move(view, seat, moves, hard_reply, babies_only)
    assert chance == pytest.approx(max(c for c in judged if c is not None))
    assert move in moves
