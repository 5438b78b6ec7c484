"""Random full games of Die Dracheninsel per second (engine speed, no invariant checks).

.venv/bin/python bench/dracheninsel_random_games.py [--games N] [--seats K]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dracheninsel.ai.randomplayer import play_random_game
from dracheninsel.rules import GameConfig, new_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seats", type=int, default=0, help="3..6; 0 cycles through all")
    args = parser.parse_args()
    moves = 0
    started = time.process_time()
    for game in range(args.games):
        seats = args.seats or 3 + game % 4
        state = new_game(GameConfig(seats=tuple("RYGBKN"[:seats])), game)
        moves += play_random_game(state, random.Random(game))
    elapsed = time.process_time() - started
    print(
        f"{args.games} random games in {elapsed:.2f} s CPU: {args.games / elapsed:.1f} games/s,"
        f" {moves / elapsed:.0f} moves/s, {moves / args.games:.0f} moves/game"
    )


if __name__ == "__main__":
    main()
