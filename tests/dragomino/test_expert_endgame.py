"""The expert's exact last round: its egg odds are the real ones, its chances of winning
match playing the rest of the game out, and it never peeks at the hidden egg order.

Deterministic: seeded games only, no wall clock.
"""

from __future__ import annotations

import random

import pytest

from dragomino.ai import choose_move
from dragomino.ai.endgame import (
    HARD,
    MAXIMIZE,
    LastRound,
    egg_outcomes,
    island_classes,
    islands_of,
    last_round_move,
    placement_links,
    public_counts,
    second_last_round_move,
)
from dragomino.ai.expert import Budget, choose_expert_move, hard_reply, ranked_candidates
from dragomino.rules import (
    PHASE_PICK_AND_PLACE,
    GameConfig,
    GameState,
    PlaceDomino,
    domino,
    new_game,
)
from tests.dragomino.test_expert import _shuffled_hidden

TINY = Budget(seconds=None, worlds=3)


def _last_round(seed: int, players: int = 2, spring: bool = False) -> GameState:
    """A game played by hard players up to the first move of its last round."""
    state = new_game(GameConfig(players, spring), seed)
    rng = random.Random(seed)
    while state.stack or state.phase != PHASE_PICK_AND_PLACE:
        seat = state.current_player
        assert seat is not None
        state.apply(choose_move(state.view(seat, rng.getrandbits(64)), seat, "hard", rng), seat)
    return state


def test_egg_outcomes_are_the_hypergeometric_odds() -> None:
    counts = (3, 2) + (0, 0) * 5  # desert: 3 babies, 2 shells; nothing else left
    two = ((0, False), (0, False))
    outcomes = egg_outcomes(two, counts, holder=False, spring_variant=False)
    assert sum(p for p, *_ in outcomes) == pytest.approx(1.0)
    by_babies = {b: p for p, b, s, _ in outcomes}
    assert by_babies[2] == pytest.approx(3 / 5 * 2 / 4)
    assert by_babies[0] == pytest.approx(2 / 5 * 1 / 4)
    assert all(left[0] == 3 - b and left[1] == 2 - s for _, b, s, left in outcomes)
    # an empty supply gives nothing, with certainty
    assert egg_outcomes(((1, False),), counts, False, False) == [(1.0, 0, 0, counts)]


def test_at_a_spring_the_chooser_keeps_a_shell_only_without_the_mother_dragon() -> None:
    counts = (1, 1) + (0, 0) * 5
    spring = ((0, True),)
    assert [(p, b, s) for p, b, s, _ in egg_outcomes(spring, counts, False, True)] == [(1.0, 0, 1)]
    assert [(p, b, s) for p, b, s, _ in egg_outcomes(spring, counts, True, True)] == [(1.0, 1, 0)]


@pytest.mark.parametrize("seed", range(3))
def test_the_exact_chance_matches_playing_the_last_round_out(seed: int) -> None:
    """The chance the search gives the hard level's move is what really happens when the
    rest of the game is played with hidden eggs shuffled anew and hard replying."""
    state = _last_round(seed)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat, 5)
    hard = choose_move(view, seat, "hard", random.Random(1))
    assert isinstance(hard, PlaceDomino)
    _, _, chance = last_round_move(view, seat, hard, HARD)
    rng = random.Random(seed)
    plays = 300
    wins = 0.0
    for _ in range(plays):
        game = _shuffled_hidden(view, rng.getrandbits(32))
        game.apply(hard, seat)
        while not game.is_over:
            other = game.current_player
            assert other is not None
            reply = choose_move(game.view(other, rng.getrandbits(64)), other, "hard", rng)
            game.apply(reply, other)
        winners = game.winners()
        wins += 1.0 / len(winners) if seat in winners else 0.0
    assert wins / plays == pytest.approx(chance, abs=0.09)  # over 3 standard errors


@pytest.mark.parametrize(("seed", "players"), [(s, 2 + s % 3) for s in range(6)])
def test_the_exact_move_is_legal_and_at_least_as_good_as_hard(seed: int, players: int) -> None:
    state = _last_round(seed, players)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat, seed)
        if state.phase != PHASE_PICK_AND_PLACE:
            state.apply(choose_move(view, seat, "hard", random.Random(seed)), seat)
            continue
        hard = choose_move(view, seat, "hard", random.Random(seed))
        assert isinstance(hard, PlaceDomino)
        for model in (HARD, MAXIMIZE):
            move, best, kept = last_round_move(view, seat, hard, model)
            assert state.is_legal(move, seat)
            assert best >= kept
        state.apply(choose_expert_move(view, seat, random.Random(seed), TINY), seat)


@pytest.mark.parametrize(("seed", "spring"), [(s, s % 2 == 1) for s in range(6)])
def test_no_peeking_in_the_last_round(seed: int, spring: bool) -> None:
    state = _last_round(seed, 2, spring)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat, 7)
        decided = choose_expert_move(view, seat, random.Random(seed), TINY)
        for shuffle in range(3):
            other = _shuffled_hidden(state, 50 + shuffle).view(seat, 7)
            assert choose_expert_move(other, seat, random.Random(seed), TINY) == decided
            scrambled = _shuffled_hidden(view, 60 + shuffle)
            assert choose_expert_move(scrambled, seat, random.Random(seed), TINY) == decided
        state.apply(decided, seat)


@pytest.mark.parametrize("seed", range(12))
def test_the_hard_model_picks_what_the_hard_level_picks(seed: int) -> None:
    """First and last placer of a two-player last round: the modelled hard choices hold the
    (domino, class) of the hard level's real move."""
    state = _last_round(seed)
    for _ in range(2):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat, seed)
        hard = choose_move(view, seat, "hard", random.Random(seed))
        assert isinstance(hard, PlaceDomino)
        islands, springs = islands_of(view)
        doms = [d for d in view.display if d is not None]
        order = list(view.order[view.turn_index :])
        classes = [
            {d: list(c) for d, c in island_classes(islands[s], springs[s], doms, False).items()}
            for s in range(2)
        ]
        tree = LastRound(seat, classes, order, dict.fromkeys(order[1:], HARD), False)
        choices = tree.hard_choices(0, tuple(sorted(doms)), view.mother, public_counts(view), 2)
        dom_id = view.display[hard.display_index]
        assert dom_id is not None
        links = placement_links(
            islands[seat], springs[seat], dom_id, hard.cell, hard.orientation, False
        )
        assert (dom_id, links) in choices
        state.apply(hard, seat)


def _second_last_round(seed: int, placed: int, spring: bool = False) -> GameState:
    """A two-player game played by hard players up to the second-to-last round, after
    `placed` placements of that round."""
    state = new_game(GameConfig(2, spring), seed)
    rng = random.Random(seed)
    while len(state.stack) > 4 or state.turn_index < placed or state.phase != PHASE_PICK_AND_PLACE:
        seat = state.current_player
        assert seat is not None
        state.apply(choose_move(state.view(seat, rng.getrandbits(64)), seat, "hard", rng), seat)
    return state


def _shuffled_all_hidden(state: GameState, seed: int) -> GameState:
    other = _shuffled_hidden(state, seed)
    random.Random(seed).shuffle(other.stack)
    return other


@pytest.mark.parametrize(("seed", "placed"), [(0, 1), (1, 0)])
def test_the_second_last_round_chance_matches_playing_the_game_out(seed: int, placed: int) -> None:
    """The chance the search gives the hard level's move in the second-to-last round is
    what happens when the game is played out from there, eggs and stack shuffled anew, the
    hard level as the rival and the expert's exact last round as `seat`."""
    state = _second_last_round(seed, placed)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat, 5)
    candidates = ranked_candidates(view, seat, random.Random(1))
    _, _, chance = second_last_round_move(view, seat, candidates[:1], hard_reply)
    rng = random.Random(seed)
    plays = 150
    wins = 0.0
    for _ in range(plays):
        game = _shuffled_all_hidden(view, rng.getrandbits(32))
        game.apply(candidates[0], seat)
        while not game.is_over:
            other = game.current_player
            assert other is not None
            other_view = game.view(other, rng.getrandbits(64))
            if other == seat:
                move = choose_expert_move(other_view, other, rng, TINY)
            else:
                move = choose_move(other_view, other, "hard", rng)
            game.apply(move, other)
        winners = game.winners()
        wins += 1.0 / len(winners) if seat in winners else 0.0
    assert wins / plays == pytest.approx(chance, abs=0.12)  # about 3 standard errors


@pytest.mark.parametrize(
    ("seed", "placed", "spring"), [(0, 0, False), (1, 1, False), (2, 0, False), (3, 1, True)]
)
def test_no_peeking_in_the_second_last_round(seed: int, placed: int, spring: bool) -> None:
    state = _second_last_round(seed, placed, spring)
    seat = state.current_player
    assert seat is not None
    view = state.view(seat, 7)
    decided = choose_expert_move(view, seat, random.Random(seed), TINY)
    assert state.is_legal(decided, seat)
    # the real game in another hidden order (eggs and stack), seen through the same seed ...
    other = _shuffled_all_hidden(state, 50).view(seat, 7)
    assert choose_expert_move(other, seat, random.Random(seed), TINY) == decided
    # ... and even a view handed over with its hidden lists reordered
    scrambled = _shuffled_all_hidden(view, 60)
    assert choose_expert_move(scrambled, seat, random.Random(seed), TINY) == decided


@pytest.mark.parametrize("seed", range(6))
def test_placement_classes_from_profiles_match_every_placement_looked_at(seed: int) -> None:
    """Without springs the classes come from the islands' neighbour-count profiles; they are
    the classes of every legal placement, each shown by a legal placement of that class."""
    state = new_game(GameConfig(2), seed)
    rng = random.Random(seed)
    for _ in range(2 + 2 * seed):
        state.apply(rng.choice(state.legal_moves()))
    islands, _ = islands_of(state)
    for seat in range(2):
        fast = island_classes(islands[seat], set(), range(1, 29), False)
        for dom_id in range(1, 29):
            spec = domino(dom_id)
            real = {
                placement_links(islands[seat], set(), dom_id, p.cell, p.orientation, False)
                for p in state.legal_placements(spec, seat)
            }
            assert set(fast[dom_id]) == real
            for links, (cell, orientation) in fast[dom_id].items():
                assert (
                    placement_links(islands[seat], set(), dom_id, cell, orientation, False) == links
                )
