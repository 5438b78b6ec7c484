"""Fit the Dragomino expert's win model (`dragomino/data/expert_model.json`).

Plays two-player games of the hard level against itself, records every round's starting
position from both seats with `dragomino.ai.midgame.round_start_features`, and fits one
logistic regression per round (no intercept, a little ridge) to who won (a shared win
counts 1/2). Pure Python: Newton's method on a handful of weights.

    .venv/bin/python bench/fit_dragomino_expert.py --games 16000 --jobs 2 --write

Without --write it prints the weights and each round's held-out log-likelihood.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from multiprocessing import get_context
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from dragomino.ai import choose_move  # noqa: E402
from dragomino.ai.midgame import FEATURES, MODEL_FILE, WinModel, round_start_features  # noqa: E402
from dragomino.rules import GameConfig, new_game  # noqa: E402

Row = tuple[int, float, tuple[float, ...]]
RIDGE = 1e-3


def play(args: tuple[int, int]) -> list[Row]:
    """Games `args[1]` of deal stream `args[0]`: rows (round, result, features)."""
    seed, games = args
    deals = random.Random(seed)
    rows: list[Row] = []
    for game in range(games):
        state = new_game(GameConfig(2, False, first_player=game % 2), deals.getrandbits(63))
        rng = random.Random(deals.getrandbits(63))
        positions: list[tuple[int, int, tuple[float, ...]]] = []
        while not state.is_over:
            if state.turn_index == 0:
                for seat in (0, 1):
                    positions.append((state.round, seat, round_start_features(state, seat)))
            seat = state.current_player
            assert seat is not None
            view = state.view(seat, seed=rng.getrandbits(64))
            state.apply(choose_move(view, seat, "hard", rng), seat)
        winners = state.winners()
        for round_number, seat, x in positions:
            rows.append((round_number, 1.0 / len(winners) if seat in winners else 0.0, x))
    return rows


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    n = len(vector)
    m = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(xs: list[tuple[float, ...]], ys: list[float]) -> list[float]:
    """Logistic regression without intercept by Newton's method (ridge `RIDGE`)."""
    d = len(FEATURES)
    w = [0.0] * d
    for _ in range(30):
        grad = [-RIDGE * wi for wi in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(d)] for i in range(d)]
        for x, y in zip(xs, ys, strict=True):
            p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
            for i in range(d):
                grad[i] += (y - p) * x[i]
                for j in range(d):
                    hess[i][j] += p * (1.0 - p) * x[i] * x[j]
        step = _solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return w


def log_likelihood(xs: list[tuple[float, ...]], ys: list[float], w: list[float]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
        p = min(max(p, 1e-9), 1.0 - 1e-9)
        total += y * math.log(p) + (1.0 - y) * math.log(1.0 - p)
    return total / max(1, len(xs))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true", help="write the model file")
    args = parser.parse_args()
    seeds = random.Random(args.seed)
    chunks = [(seeds.getrandbits(63), args.games // args.jobs) for _ in range(args.jobs)]
    if args.jobs > 1:
        with get_context("spawn").Pool(args.jobs) as pool:
            parts = pool.map(play, chunks)
    else:
        parts = [play(chunks[0])]
    by_round: dict[int, list[tuple[tuple[float, ...], float]]] = {}
    for part in parts:
        for round_number, y, x in part:
            by_round.setdefault(round_number, []).append((x, y))
    weights: dict[int, tuple[float, ...]] = {}
    for round_number, data in sorted(by_round.items()):
        random.Random(round_number).shuffle(data)
        cut = len(data) * 4 // 5
        xs, ys = [x for x, _ in data], [y for _, y in data]
        held = fit(xs[:cut], ys[:cut])
        print(
            f"round {round_number}: {len(data)} positions, held-out log-likelihood "
            f"{log_likelihood(xs[cut:], ys[cut:], held):.4f} "
            f"(coin {log_likelihood(xs[cut:], ys[cut:], [0.0] * len(FEATURES)):.4f})"
        )
        weights[round_number] = tuple(round(v, 4) for v in fit(xs, ys))
        print("   ", dict(zip(FEATURES, weights[round_number], strict=True)))
    provenance = (
        f"bench/fit_dragomino_expert.py --games {args.games} --seed {args.seed}: "
        "hard against hard, two players"
    )
    model = WinModel(weights)
    if args.write:
        path = ROOT / "dragomino" / "data" / MODEL_FILE
        path.write_text(json.dumps(model.to_json(provenance), indent=1) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
