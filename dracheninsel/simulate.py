"""Headless games between computer players: `python -m dracheninsel simulate ...`.

Seat i plays at level i; colours are drawn at random per game and the start player is
random, so seat order does not favour anyone. A shared victory counts 1/k to each of the
k winners.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

from .ai import LEVELS, choose_move
from .ai.expert import Budget, choose_expert_move
from .rules import GameConfig, State, new_game
from .rules import data as D

MAX_MOVES = 8000  # a game this long is stopped and scored as it stands


def play_game(levels: list[str], seed: int, expert: Budget | None = None) -> tuple[State, int]:
    """One full game; returns the final state and the number of moves made. `expert`:
    the expert's budget (None: the app's wall-clock budget)."""
    rng = random.Random(seed)
    colours = rng.sample(D.COLOUR_LETTERS, len(levels))
    state = new_game(GameConfig(seats=tuple(colours)), seed)
    ai_rng = random.Random(seed * 7919 + 1)
    moves = 0
    while not state.is_over and moves < MAX_MOVES:
        seat = state.actors()[0]
        if levels[seat] == "expert" and expert is not None:
            move = choose_expert_move(state.view(seat), seat, ai_rng, expert)
        else:
            move = choose_move(state.view(seat), seat, levels[seat], ai_rng)
        state.apply(move)
        moves += 1
    return state, moves


def simulate(
    levels: list[str], games: int, seed: int = 0, expert: Budget | None = None
) -> dict[str, Any]:
    wins = [0.0] * len(levels)
    totals = [0] * len(levels)
    capped = 0
    for game in range(games):
        state, _ = play_game(levels, seed * 1_000_003 + game, expert)
        if not state.is_over:
            capped += 1
        winners = state.winners()
        for w in winners:
            wins[w] += 1 / len(winners)
        for seat, score in enumerate(state.scores()):
            totals[seat] += score
    return {
        "games": games,
        "seats": [
            {
                "level": level,
                "wins": round(wins[i], 4),
                "mean_score": round(totals[i] / max(games, 1), 2),
            }
            for i, level in enumerate(levels)
        ],
        "capped": capped,
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m dracheninsel simulate")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", default="hard,normal,easy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--expert-playouts",
        type=int,
        default=0,
        help="expert budget in playouts per decision, no clock (reproducible); 0: the app's",
    )
    args = parser.parse_args(argv)
    levels = [x.strip() for x in args.seats.split(",") if x.strip()]
    if not 3 <= len(levels) <= 6 or any(level not in LEVELS for level in levels):
        parser.error(f"--seats needs 3 to 6 of {', '.join(LEVELS)}")
    started = time.perf_counter()
    budget = Budget(seconds=None, playouts=args.expert_playouts) if args.expert_playouts else None
    result = simulate(levels, args.games, args.seed, budget)
    if args.json:
        print(json.dumps({"games": result["games"], "seats": result["seats"]}))
        return 0
    elapsed = time.perf_counter() - started
    print(f"{args.games} games, seats {', '.join(levels)}, seed {args.seed}, {elapsed:.1f} s")
    for i, row in enumerate(result["seats"]):
        share = row["wins"] / max(args.games, 1)
        print(
            f"  seat {i} {row['level']:<7} wins {row['wins']:8.2f} ({share:6.1%})"
            f"  mean score {row['mean_score']:7.1f}"
        )
    if result["capped"]:
        print(f"  {result['capped']} games stopped at {MAX_MOVES} moves")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
