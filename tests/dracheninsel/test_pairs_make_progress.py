"""Issue 27, finding 7: computers never dither with a treasure. A pair carrying treasure
makes progress towards a boat at every level (`dracheninsel.ai.homeway`): in seeded games
of every level mix no pair comes back to a space more than twice (the issue's bound; a
third visit took a slumbered step and a rival's dragon in 1 of 300 easy-and-hard games),
and every game ends within the engine's bound.

On 5ae9e22 the easy level's pairs swung between two free disks (up to five times on one
space in eight easy games), a pair of the expert went back and forth beside its boat, and
the position of the play-test (rebuilt in expert_dither.json) had the expert walk away
from its boat and back for a whole turn.

CI plays a few games per mix with a tiny expert budget (playout counts, reproducible);
DRACHEN_FULL_GAMES=1 plays 300 per mix (README "More commands"; the figures of a full
run: bench/dracheninsel_pair_progress.py).
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from dracheninsel.ai.expert import Budget, choose_expert_move
from dracheninsel.ai.homeway import public_map
from dracheninsel.ai.players import hard_move
from dracheninsel.rules import State, move_from_json
from dracheninsel.rules.state import MAIN
from dracheninsel.simulate import LEVEL_MIXES, MAX_MOVES, play_game, progress_check
from dracheninsel.ui.moves import start_game

FULL = os.environ.get("DRACHEN_FULL_GAMES") == "1"
#: Games per mix: a few in CI (seconds), 300 under DRACHEN_FULL_GAMES=1.
GAMES = 300 if FULL else 8
EXPERT_GAMES = 300 if FULL else 1
#: The expert's budget in these games (as test_dracheninsel_expert's TINY).
TINY = Budget(seconds=None, playouts=8, horizon=2)
#: The most times one pair may stand on one space in a game: there and back twice.
MOST_VISITS = 3


@pytest.mark.parametrize("levels", LEVEL_MIXES, ids=lambda mix: "-".join(mix))
def test_no_pair_comes_back_to_a_space_more_than_twice(levels: tuple[str, ...]) -> None:
    games = EXPERT_GAMES if "expert" in levels else GAMES
    check = progress_check(levels, games, 0, TINY)
    assert check.unfinished == 0 and check.longest < MAX_MOVES
    assert check.worst <= MOST_VISITS, (
        f"seed {check.worst_seed}: a pair came back {check.worst} times: {check.worst_trail}"
    )


def test_three_experts_do_not_leave_a_lone_bearer_waiting_for_ever() -> None:
    """The full run found three experts (4 playouts) letting a lone bearer wait 3,900
    turns: joining it gave the bearer as much as the joiner, so no expert came."""
    state, moves = play_game(["expert"] * 3, 116, Budget(seconds=None, playouts=4, horizon=2))
    assert state.is_over and moves < MAX_MOVES


GAME = Path(__file__).with_name("expert_dither.json")
EXPERT = 2
BUDGET = Budget(seconds=None, playouts=120)


def dither_position() -> State:
    data = json.loads(GAME.read_text(encoding="utf-8"))
    state = start_game(data["config"], data["seed"])
    for raw in data["moves"]:
        state.apply(move_from_json(raw))
    return state


def expert_turn(state: State, seed: int) -> list[int]:
    """The spaces the expert's pair stands on through the expert's turn (the others, in
    the windows of that turn, play the hard level)."""
    rng = random.Random(seed)
    g = state.group_of(EXPERT)
    assert g is not None
    trail = [g.pos]
    turn = state.turn_no
    while state.turn_no == turn and not state.is_over:
        actor = state.actors()[0]
        if actor == EXPERT and state.phase == MAIN:
            move = choose_expert_move(state.view(EXPERT), EXPERT, rng, BUDGET)
        else:
            move = hard_move(state.view(actor), actor, rng)
        state.apply(move)
        g = state.group_of(EXPERT)
        if g is not None and len(g.members) == 2 and g.pos != trail[-1]:
            trail.append(g.pos)
    return trail


def test_the_position_is_the_one_of_the_dither() -> None:
    state = dither_position()
    g = state.group_of(EXPERT)
    assert state.active == EXPERT and g is not None and g.pos == 57
    assert state.boat(EXPERT) == 61  # its boat is next to 57


def test_the_expert_beside_its_boat_goes_home_instead_of_back_and_forth() -> None:
    start = dither_position()
    home = public_map(start, EXPERT)
    assert home is not None
    for seed in range(3):
        trail = expert_turn(start.copy(), seed)
        assert len(set(trail)) == len(trail), f"seed {seed}: back and forth: {trail}"
        assert home[trail[-1]] <= home[trail[0]], f"seed {seed}: away from home: {trail}"
