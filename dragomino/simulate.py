"""Headless Dragomino games between computer players: `python -m dragomino simulate ...`.

Fairness: games come in blocks of as many games as there are seats. All games of a block use
the same deal (dominoes and eggs shuffled from one seed), and the seat list is rotated by one
place per game, so every level sits in every seat, and so starts with the mother dragon
(seat 0 always starts), exactly once per block on the same cards. Results are reported per
entry of `--seats`, in the order given. A shared victory counts 1/k to each of the k winners.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass, field

from .ai import LEVELS, choose_move
from .ai.expert import Budget, choose_expert_move
from .rules import GameConfig, GameState, Move, new_game


@dataclass
class SeatResult:
    level: str
    wins: float = 0.0
    total_score: int = 0


@dataclass
class SimulationResult:
    games: int
    seats: list[SeatResult] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "seats": [
                {
                    "level": s.level,
                    "wins": round(s.wins, 6),
                    "mean_score": round(s.total_score / self.games, 6) if self.games else 0.0,
                }
                for s in self.seats
            ],
        }


def play_game(
    levels: list[str], seed: int, spring: bool = False, expert: Budget | None = None
) -> GameState:
    """One complete game; `levels[seat]` plays seat `seat`, seat 0 starts. `expert`: the
    expert's budget (None: the app's); a world count makes results independent of load."""
    state = new_game(GameConfig(len(levels), spring, first_player=0), seed)
    ai_rng = random.Random(seed ^ 0x5EED)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        view = state.view(seat, seed=ai_rng.getrandbits(64))
        move: Move
        if levels[seat] == "expert" and expert is not None:
            move = choose_expert_move(view, seat, ai_rng, expert)
        else:
            move = choose_move(view, seat, levels[seat], ai_rng)
        state.apply(move, seat)
    return state


def simulate(
    levels: list[str],
    games: int,
    seed: int = 0,
    spring: bool = False,
    expert: Budget | None = None,
) -> SimulationResult:
    """Play `games` games with seat rotation (see module doc) and tally per level entry."""
    n = len(levels)
    result = SimulationResult(games, [SeatResult(level) for level in levels])
    deals = random.Random(seed)
    deal_seed = 0
    for game in range(games):
        rotation = game % n
        if rotation == 0:
            deal_seed = deals.getrandbits(63)
        # entry i sits at seat (i + rotation) % n
        seat_levels = [levels[(seat - rotation) % n] for seat in range(n)]
        state = play_game(seat_levels, deal_seed, spring, expert)
        scores = state.scores()
        for i, entry in enumerate(result.seats):
            seat = (i + rotation) % n
            entry.total_score += scores[seat]
            winners = state.winners()
            if seat in winners:
                entry.wins += 1.0 / len(winners)
    return result


def format_text(result: SimulationResult, spring: bool, seed: int) -> str:
    lines = [
        f"Dragomino: {result.games} games, {len(result.seats)} players, "
        f"spring variant {'on' if spring else 'off'}, seed {seed}",
        f"{'seat':<5}{'level':<8}{'wins':>9}{'win %':>8}{'mean score':>12}",
    ]
    for i, s in enumerate(result.seats):
        share = 100.0 * s.wins / result.games if result.games else 0.0
        mean = s.total_score / result.games if result.games else 0.0
        lines.append(f"{i + 1:<5}{s.level:<8}{s.wins:>9.2f}{share:>7.1f}%{mean:>12.2f}")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    parser.add_argument(
        "--seats",
        default="hard,normal",
        help=f"comma-separated levels, 2 to 4 of: {', '.join(LEVELS)} (default hard,normal)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals (default 0)")
    parser.add_argument("--variant", choices=["spring"], help="play with the dragons' spring")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--expert-worlds",
        type=int,
        help="expert: sampled worlds per decision instead of the app's wall-clock budget, "
        "which also lets its exact end-game search judge every candidate "
        "(repeatable results on a loaded machine)",
    )
    parser.add_argument(
        "--expert-seconds",
        type=float,
        help="expert: seconds per decision (with --expert-worlds: whichever ends first)",
    )


def run(args: argparse.Namespace, parser: argparse.ArgumentParser) -> int:
    levels = [s.strip() for s in str(args.seats).split(",") if s.strip()]
    bad = [s for s in levels if s not in LEVELS]
    if bad or not 2 <= len(levels) <= 4:
        parser.error(f"--seats needs 2 to 4 of {', '.join(LEVELS)}, got {args.seats!r}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    spring = args.variant == "spring"
    expert = None
    if args.expert_worlds is not None or args.expert_seconds is not None:
        worlds, seconds = args.expert_worlds, args.expert_seconds
        if (worlds is not None and worlds < 1) or (seconds is not None and seconds <= 0.0):
            parser.error("--expert-worlds and --expert-seconds must be positive")
        expert = Budget(seconds=args.expert_seconds, worlds=args.expert_worlds)
    result = simulate(levels, args.games, args.seed, spring, expert)
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(format_text(result, spring, args.seed))
    return 0
