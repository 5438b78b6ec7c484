"""Headless games between computer players: `python -m dracheninsel simulate ...`.

Seat i plays at level i; colours are drawn at random per game and the start player is
random, so seat order does not favour anyone. A shared victory counts 1/k to each of the
k winners. `PairTrails` follows every treasure pair through a game (issue 27: computers
must not dither with a treasure); `--trails` prints how often a pair came back.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai import LEVELS, choose_move
from .ai.expert import Budget, choose_expert_move
from .rules import GameConfig, State, new_game
from .rules import data as D
from .rules.events import Event

MAX_MOVES = 8000  # a game this long is stopped and scored as it stands


@dataclass
class PairTrails:
    """The spaces each treasure pair stood on, move by move, through one game.

    A pair is one life of two partners with their coins: from forming (or a replacement)
    until it delivers, is split or changes partner. A Sweet Slumber that undoes a pair's
    step takes that space off its trail again (the step never happened). `worst` is the
    most times one pair stood on one space: dithering shows as a high count."""

    trails: list[list[int]] = field(default_factory=list)
    _alive: dict[tuple[frozenset[int], tuple[int, ...]], list[int]] = field(default_factory=dict)

    def watch(self, state: State, events: Sequence[Event]) -> None:
        """Note where the pairs stand after a move (`events`: what the move caused)."""
        now = {
            (frozenset(g.members), tuple(g.coins)): g.pos
            for g in state.groups
            if len(g.members) == 2
        }
        for key in [k for k in self._alive if k not in now]:
            self._alive.pop(key)
        undone = any(e.kind == "slumbered" for e in events)
        for key, pos in now.items():
            trail = self._alive.get(key)
            if trail is None:
                trail = self._alive[key] = [pos]
                self.trails.append(trail)
            elif trail[-1] != pos:
                if undone and len(trail) >= 2 and trail[-2] == pos:
                    trail.pop()
                else:
                    trail.append(pos)

    @property
    def worst(self) -> int:
        """The most times one pair stood on one space (0: no pair formed)."""
        return max((max(Counter(t).values()) for t in self.trails), default=0)

    def worst_trail(self) -> list[int]:
        """The trail with the most returns to one space (for messages)."""
        return max(self.trails, key=lambda t: max(Counter(t).values()), default=[])


def play_game(
    levels: list[str],
    seed: int,
    expert: Budget | None = None,
    trails: PairTrails | None = None,
) -> tuple[State, int]:
    """One full game; returns the final state and the number of moves made. `expert`:
    the expert's budget (None: the app's wall-clock budget); `trails`: filled in."""
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
        events = state.apply(move)
        if trails is not None:
            trails.watch(state, events)
        moves += 1
    return state, moves


#: Tables of every level mix for the dithering check (issue 27): each level alone, each
#: two levels together, all four, and the play-test's table (two people, played here by
#: the normal level, with a hard and an expert computer); three to six seats.
LEVEL_MIXES: tuple[tuple[str, ...], ...] = (
    ("easy", "easy", "easy", "easy"),
    ("normal", "normal", "normal", "normal"),
    ("hard", "hard", "hard", "hard", "hard"),
    ("expert", "expert", "expert"),
    ("easy", "normal", "easy", "normal"),
    ("easy", "hard", "easy", "hard", "easy", "hard"),
    ("easy", "expert", "easy", "expert"),
    ("normal", "hard", "normal", "hard"),
    ("normal", "expert", "normal"),
    ("hard", "expert", "hard", "expert"),
    ("easy", "normal", "hard", "expert"),
    ("normal", "normal", "hard", "expert"),
)


@dataclass
class ProgressCheck:
    """Figures of `progress_check` for one level mix."""

    levels: tuple[str, ...]
    games: int = 0
    worst: int = 0  # the most times one pair stood on one space
    worst_seed: int | None = None
    worst_trail: list[int] = field(default_factory=list)
    longest: int = 0  # moves of the longest game
    unfinished: int = 0  # games stopped at MAX_MOVES


def progress_check(
    levels: Sequence[str], games: int, first_seed: int = 0, expert: Budget | None = None
) -> ProgressCheck:
    """Play `games` seeded games of `levels` and follow every treasure pair (`PairTrails`)."""
    out = ProgressCheck(tuple(levels))
    for seed in range(first_seed, first_seed + games):
        trails = PairTrails()
        state, moves = play_game(list(levels), seed, expert, trails)
        out.games += 1
        out.longest = max(out.longest, moves)
        out.unfinished += not state.is_over
        if trails.worst > out.worst:
            out.worst, out.worst_seed, out.worst_trail = trails.worst, seed, trails.worst_trail()
    return out


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
