"""Random full games of Die Dracheninsel per CPU second (engine speed, no invariant checks).

.venv/bin/python bench/dracheninsel_random_games.py [--games N] [--seats K] [--baseline]

Games are played by the test driver `ai.randomplayer` (purposeful random moves, every move
checked by `State.apply`), 3 to 6 seats in turn. `--baseline` also runs the engine as of
BASELINE_COMMIT (before the speed-up of issue 12, extracted from git), interleaved in
blocks so machine load hits both alike; `bench/suite.py engine` uses the same functions.
"""

from __future__ import annotations

import argparse
import importlib
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: Die Dracheninsel's engine and random player before the speed-up of issue 12.
BASELINE_COMMIT = "d75e160"
BASELINE_PACKAGE = "dracheninsel_baseline"
BASELINE_PATHS = (
    "dracheninsel/rules",
    "dracheninsel/ai",
    "dracheninsel/data",
    "dracheninsel/__init__.py",
)


def games_per_cpu_second(package: str, games: int, seed0: int = 0, seats: int = 0) -> float:
    """Random full games per CPU second with `package` (dracheninsel or the baseline);
    seats 0 cycles through 3..6."""
    rules = importlib.import_module(f"{package}.rules")
    player = importlib.import_module(f"{package}.ai.randomplayer")
    started = time.process_time()
    for game in range(seed0, seed0 + games):
        n = seats or 3 + game % 4
        state = rules.new_game(rules.GameConfig(seats=tuple("RYGBKN"[:n])), game)
        player.play_random_game(state, random.Random(game))
    return games / (time.process_time() - started)


def load_baseline(scratch: Path, commit: str = BASELINE_COMMIT) -> str:
    """Extract the engine at `commit` as an importable package; returns its name."""
    archive = subprocess.run(
        ["git", "archive", commit, *BASELINE_PATHS],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(scratch)], input=archive, check=True)
    package = BASELINE_PACKAGE if commit == BASELINE_COMMIT else f"dracheninsel_{commit}"
    (scratch / "dracheninsel").rename(scratch / package)
    sys.path.insert(0, str(scratch))
    return package


def interleaved(
    games: int, scratch: Path, blocks: int | None = None, commit: str = BASELINE_COMMIT
) -> tuple[float, float | None, str]:
    """Games/CPU-s of the engine now and of the baseline over the same games, played in
    short blocks taken in turn (same seeds; ten games a block unless `blocks` says), so a
    slow moment of the machine hits both alike; each rate is over all its blocks. The
    baseline is None if git cannot supply it."""
    try:
        old: str | None = load_baseline(scratch, commit)
        note = f"baseline: engine at {commit}, interleaved blocks"
    except (subprocess.CalledProcessError, OSError) as exc:
        old, note = None, f"no baseline ({exc})"
    blocks = blocks or max(1, games // 10)
    per_block = max(4, games // blocks)
    new_seconds = old_seconds = 0.0
    for block in range(blocks):
        seed0 = 9000 + block * per_block
        new_seconds += per_block / games_per_cpu_second("dracheninsel", per_block, seed0)
        if old is not None:
            old_seconds += per_block / games_per_cpu_second(old, per_block, seed0)
    played = per_block * blocks
    return played / new_seconds, played / old_seconds if old is not None else None, note


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seats", type=int, default=0, help="3..6; 0 cycles through all")
    parser.add_argument("--baseline", action="store_true", help="also the engine before")
    args = parser.parse_args()
    if args.baseline:
        with tempfile.TemporaryDirectory(prefix="dracheninsel-bench-") as tmp:
            rate, base, note = interleaved(args.games, Path(tmp))
        ratio = f", {rate / base:.2f} x baseline {base:.1f}" if base else ""
        print(f"{rate:.1f} games/CPU-s{ratio} ({note})")
        return
    rate = games_per_cpu_second("dracheninsel", args.games, 0, args.seats)
    print(f"{args.games} random games: {rate:.1f} games per CPU second")


if __name__ == "__main__":
    main()
