"""Measure Dragomino's engine and computer players: `python bench/dragomino_speed.py`.

Prints random-play games per second (2, 3, 4 players) and decision times per AI level
(mean, 95th percentile, max) over seeded games; the task's budget is < 1 s per decision.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dragomino.ai import LEVELS, choose_move
from dragomino.rules import (
    PHASE_SPRING_CHOICE,
    ChooseSpringEgg,
    GameConfig,
    PlaceDomino,
    new_game,
)


def random_games_per_second(players: int, games: int) -> float:
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(GameConfig(players, seed % 2 == 0), seed)
        while not state.is_over:
            if state.phase == PHASE_SPRING_CHOICE:
                state.apply(ChooseSpringEgg(rng.randrange(2)))
                continue
            index = rng.choice([i for i, d in enumerate(state.display) if d is not None])
            p = rng.choice(state.legal_placements(state.display_domino(index)))
            state.apply(PlaceDomino(index, p.cell, p.orientation))
    return games / (time.perf_counter() - start)


def decision_times(level: str, players: int, games: int) -> list[float]:
    times: list[float] = []
    for seed in range(games):
        rng = random.Random(seed)
        state = new_game(GameConfig(players, seed % 2 == 0), seed)
        while not state.is_over:
            seat = state.current_player
            assert seat is not None
            view = state.view(seat, seed=seed)
            start = time.perf_counter()
            move = choose_move(view, seat, level, rng)
            times.append(time.perf_counter() - start)
            state.apply(move, seat)
    return sorted(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games per AI measurement")
    args = parser.parse_args()
    for players in (2, 3, 4):
        rate = random_games_per_second(players, 200)
        print(f"engine, random play, {players} players: {rate:8.1f} games/s")
    for players in (2, 4):
        for level in LEVELS:
            t = decision_times(level, players, args.games)
            mean = 1000 * sum(t) / len(t)
            p95 = 1000 * t[int(0.95 * (len(t) - 1))]
            print(
                f"AI {level:<6} {players} players: mean {mean:6.1f} ms  p95 {p95:6.1f} ms  "
                f"max {1000 * t[-1]:6.1f} ms  ({len(t)} decisions)"
            )


if __name__ == "__main__":
    main()
