"""Play-test finding (6 seats, helper V): after Long Journey the expert took 81 free steps in
one turn, back and forth between two cells, and each step opened a reaction bar for the
people. Two causes, both fixed in `dracheninsel.ai.expert`: its playouts counted their
horizon from after the candidate (so ending the turn was judged one rival turn further on
than a step), and a free step replaced the hard level's "end the turn" on a small edge by
chance. The position is the real one, rebuilt from the game's first 1,100 moves."""

from __future__ import annotations

import json
import random
from pathlib import Path

from dracheninsel.ai.expert import Budget, choose_expert_move
from dracheninsel.ai.players import hard_move
from dracheninsel.rules import State, move_from_json
from dracheninsel.rules.state import WINDOW
from dracheninsel.ui.moves import start_game

GAME = Path(__file__).with_name("expert_wander.json")
EXPERT = 2
BUDGET = Budget(seconds=None, playouts=120)


def position() -> State:
    data = json.loads(GAME.read_text(encoding="utf-8"))
    state = start_game(data["config"], data["seed"])
    for raw in data["moves"]:
        state.apply(move_from_json(raw))
    return state


def steps_before_ending(state: State, seed: int, cap: int = 12) -> int:
    """The expert's steps until it ends its turn (the others play the hard level)."""
    rng = random.Random(seed)
    steps = 0
    while steps < cap:
        actor = state.actors()[0]
        if actor == EXPERT and state.phase != WINDOW:
            move = choose_expert_move(state.view(EXPERT), EXPERT, rng, BUDGET)
            if move.kind == "end_turn":
                return steps
            steps += move.kind == "step"
        else:
            move = hard_move(state.view(actor), actor, rng)
        state.apply(move)
    return steps


def test_the_position_is_the_one_of_the_play_test() -> None:
    state = position()
    assert state.active == EXPERT and state.pos[EXPERT] == 26 and state.free_colours


def test_the_expert_no_longer_walks_back_and_forth_on_free_steps() -> None:
    start = position()
    walked = [steps_before_ending(start.copy(), seed) for seed in range(4)]
    assert max(walked) <= 2, f"free steps before ending the turn: {walked}"
