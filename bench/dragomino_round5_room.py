"""How much room the Dragomino expert leaves in its fifth round (two players, against hard).

Why: the expert's last two rounds are exact (`dragomino.ai.endgame`); rounds 1-5 judge each
candidate by a learned chance of winning (`dragomino.ai.midgame`). This script asks what a
perfect judge of the fifth round would gain over the hard level's move there, measured
without that model, so it says whether searching deeper before the exact rounds can pay.

Each position is the expert's round-5 decision in a seeded game of the expert against the
hard level. Every candidate it considers is judged "truly": its eggs by their odds, the
hard level's reply and its eggs, then `--splits` sampled splits of the eight dominoes left
into the sixth and seventh rounds' displays (the same splits for every candidate), each
played out by the expert's exact sixth-round search (the hard level moving first where
the mother dragon says so). Reported, in points of winning chance against the hard move:
- the model's pick;
- the best candidate chosen on half of the splits and scored on the other half (cross-
  validated: choosing on the same splits one scores on flatters the best);
- the best candidate scored on the splits it was chosen on (an upper bound).

About a minute per position per core with 6 splits:

    .venv/bin/python bench/dragomino_round5_room.py --positions 80 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from multiprocessing import get_context
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from dragomino.ai import choose_move  # noqa: E402
from dragomino.ai.endgame import (  # noqa: E402
    LinkClass,
    egg_outcomes,
    islands_of,
    placement_links,
    public_counts,
    second_last_round_move,
    with_eggs,
)
from dragomino.ai.expert import (  # noqa: E402
    Budget,
    candidate_moves,
    choose_expert_move,
    hard_reply,
    ranked_candidates,
)
from dragomino.ai.midgame import midgame_move  # noqa: E402
from dragomino.rules import GameConfig, GameState, PlaceDomino, new_game  # noqa: E402

#: Candidates judged per position: the hard level's move and the model's best few.
JUDGED = 5
#: The expert's budget in the games (a world count: the same decisions on any machine).
BUDGET = Budget(seconds=None, worlds=400)


def links_of(state: GameState, seat: int, move: PlaceDomino) -> LinkClass:
    islands, springs = islands_of(state)
    dom_id = state.display[move.display_index]
    assert dom_id is not None
    return placement_links(islands[seat], springs[seat], dom_id, move.cell, move.orientation, False)


def exact_sixth_round(state: GameState, expert: int) -> float:
    """The expert's exact chance at the start of round six (the hard level first if it
    holds the mother dragon: its move, then its eggs by their odds)."""

    def expert_chance(position: GameState) -> float:
        view = position.view(expert, seed=1)
        candidates = ranked_candidates(view, expert, random.Random(0))
        return second_last_round_move(view, expert, candidates, hard_reply, None)[1]

    if state.current_player == expert:
        return expert_chance(state)
    rival = 1 - expert
    answer = hard_reply(state, rival)
    counts = public_counts(state)
    total = 0.0
    for p, _, _, after in egg_outcomes(
        links_of(state, rival, answer), counts, state.mother == rival, False
    ):
        placed = with_eggs(state, counts, after)
        placed.apply(answer, rival)
        total += p * expert_chance(placed)
    return total


def true_chances(
    state: GameState, expert: int, move: PlaceDomino, splits: list[list[int]]
) -> list[float]:
    """The move's chance of winning on each split (see the module docstring)."""
    per_split = [0.0] * len(splits)

    def close_round(position: GameState, last: PlaceDomino, seat: int, weight: float) -> None:
        for k, split in enumerate(splits):
            ended = position.copy()
            ended.stack = list(split)
            ended.apply(last, seat)
            per_split[k] += weight * exact_sixth_round(ended, expert)

    counts = public_counts(state)
    rival_places = state.turn_index < len(state.order) - 1
    for p, _, _, after in egg_outcomes(
        links_of(state, expert, move), counts, state.mother == expert, False
    ):
        drawn = with_eggs(state, counts, after)
        if not rival_places:
            close_round(drawn, move, expert, p)
            continue
        drawn.apply(move, expert)
        answer = hard_reply(drawn, 1 - expert)
        for q, _, _, final in egg_outcomes(
            links_of(drawn, 1 - expert, answer), after, drawn.mother == 1 - expert, False
        ):
            close_round(with_eggs(drawn, after, final), answer, 1 - expert, p * q)
    return per_split


def round_five(deal: int, expert: int) -> GameState:
    """The game of `deal` played to the expert's decision in round five."""
    state = new_game(GameConfig(2, False, first_player=0), deal)
    rng = random.Random(deal ^ 0x5EED)
    while not (state.round == 5 and state.current_player == expert):
        seat = state.current_player
        assert seat is not None
        view = state.view(seat, seed=rng.getrandbits(64))
        if seat == expert:
            move = choose_expert_move(view, seat, rng, BUDGET)
        else:
            move = choose_move(view, seat, "hard", rng)
        state.apply(move, seat)
    return state


def judge(args: tuple[int, int, int]) -> tuple[float, float, float]:
    """(model pick - hard, cross-validated best - hard, in-sample best - hard) at one
    position, in chances of winning."""
    deal, expert, split_count = args
    state = round_five(deal, expert)
    view = state.view(expert, seed=3)
    candidates = candidate_moves(view, expert, random.Random(deal))
    modelled = [midgame_move(view, expert, [c, c], hard_reply)[1] or 0.0 for c in candidates]
    pick = midgame_move(view, expert, candidates, hard_reply)[0]
    ranked = sorted(range(len(candidates)), key=lambda i: -modelled[i])
    judged = [0, *(i for i in ranked[:JUDGED] if i != 0)][:JUDGED]
    if candidates.index(pick) not in judged:
        judged.append(candidates.index(pick))
    dominoes = sorted(state.stack)
    split_rng = random.Random(deal ^ 99)
    splits = []
    for _ in range(split_count):
        split = list(dominoes)
        split_rng.shuffle(split)
        splits.append(split)
    chances = {i: true_chances(state, expert, candidates[i], splits) for i in judged}
    half = split_count // 2

    def mean(values: list[float]) -> float:
        return sum(values) / len(values)

    cross = 0.0
    for choose, score in ((slice(0, half), slice(half, None)), (slice(half, None), slice(0, half))):
        best = max(judged, key=lambda i: (mean(chances[i][choose]), i == 0))
        cross += (mean(chances[best][score]) - mean(chances[0][score])) / 2
    hard = mean(chances[0])
    return (
        mean(chances[candidates.index(pick)]) - hard,
        cross,
        max(mean(c) for c in chances.values()) - hard,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--splits", type=int, default=6)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    deals = random.Random(args.seed)
    work = [(deals.getrandbits(63), k % 2, args.splits) for k in range(args.positions)]
    started = time.perf_counter()
    with get_context("fork").Pool(args.jobs) as pool:
        results = pool.map(judge, work, chunksize=1)
    n = len(results)
    print(f"{n} round-5 decisions, {args.splits} splits, {time.perf_counter() - started:.0f} s")
    for k, label in enumerate(("model's pick", "best (cross-validated)", "best (in-sample)")):
        values = [r[k] for r in results]
        spread = 1.96 * statistics.stdev(values) / math.sqrt(n) if n > 1 else 0.0
        print(
            f"{label:<24} {100 * statistics.mean(values):+.2f} ±{100 * spread:.2f} points vs hard"
        )


if __name__ == "__main__":
    main()
