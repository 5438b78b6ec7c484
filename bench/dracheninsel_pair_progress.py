"""Do Die Dracheninsel's computers carry a treasure home without dithering? (issue 27, 7)

.venv/bin/python bench/dracheninsel_pair_progress.py [--games N] [--playouts P] [--jobs J]
                                                   [--mix K ...]

Plays N seeded games (default 300) of every level mix in `simulate.LEVEL_MIXES` and
follows every treasure pair (`simulate.PairTrails`): per mix the most times one pair stood
on one space (the test allows 3: back twice), the longest game in moves against the engine's bound
(`simulate.MAX_MOVES`) and the games that hit it. The expert thinks by a playout count
(`--playouts`, horizon 2, as the tests' tiny budget) so the run is reproducible and takes
CPU minutes, not hours. The same check runs in CI with a few games per mix
(tests/dracheninsel/test_pairs_make_progress.py; DRACHEN_FULL_GAMES=1 there plays 300).
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from dracheninsel.ai.expert import Budget  # noqa: E402
from dracheninsel.simulate import (  # noqa: E402
    LEVEL_MIXES,
    MAX_MOVES,
    ProgressCheck,
    progress_check,
)


def one_mix(levels: tuple[str, ...], games: int, playouts: int) -> tuple[ProgressCheck, float]:
    """`progress_check` of one mix and the CPU seconds it took."""
    started = time.process_time()
    check = progress_check(levels, games, 0, Budget(seconds=None, playouts=playouts, horizon=2))
    return check, time.process_time() - started


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench/dracheninsel_pair_progress.py")
    parser.add_argument("--games", type=int, default=300, help="games per level mix")
    parser.add_argument("--playouts", type=int, default=8, help="expert playouts per decision")
    parser.add_argument("--jobs", type=int, default=1, help="mixes played side by side")
    parser.add_argument(
        "--mix", type=int, action="append", help="only this mix (its number from 1, repeatable)"
    )
    args = parser.parse_args(argv)
    mixes = [LEVEL_MIXES[i - 1] for i in args.mix] if args.mix else list(LEVEL_MIXES)
    print(f"{args.games} games per mix, expert {args.playouts} playouts, bound {MAX_MOVES} moves")
    print(f"{'level mix':<42} {'games':>5} {'most on one space':>17} {'longest':>7} {'cpu s':>7}")
    worst = longest = unfinished = games = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = [pool.submit(one_mix, mix, args.games, args.playouts) for mix in mixes]
        for future in futures:
            check, cpu = future.result()
            games += check.games
            worst = max(worst, check.worst)
            longest = max(longest, check.longest)
            unfinished += check.unfinished
            where = f" (seed {check.worst_seed})" if check.worst > 1 else ""
            print(
                f"{','.join(check.levels):<42} {check.games:>5} {check.worst:>17}"
                f" {check.longest:>7} {cpu:>7.0f}{where}",
                flush=True,
            )
    print(
        f"all: {games} games, {len(mixes)} mixes, most times one pair stood on one"
        f" space {worst} (allowed 3), longest game {longest} of {MAX_MOVES} moves,"
        f" {unfinished} games at the bound"
    )
    return 0 if worst <= 3 and not unfinished else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
