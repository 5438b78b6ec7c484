"""Save/load at every action of many seeded games (the full-count robustness run).

    .venv/bin/python bench/robustness_saves.py --game dragomino --games 200
    .venv/bin/python bench/robustness_saves.py --game dracheninsel --games 200 --first 0

Each game is checked as tests/robustness/test_save_every_action.py does (the loader's own
checks, the rebuilt state equal to the live one, both playing on identically). One line
per game, so a long run can be read while it goes; Die Dracheninsel costs ~25 s a game,
since loading replays every move and this loads at every one of ~400 actions.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", choices=("dragomino", "dracheninsel"), required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first", type=int, default=0)
    args = parser.parse_args()
    from tests.robustness.test_save_every_action import play_checking_every_action

    began = time.perf_counter()
    total = 0
    for index in range(args.first, args.first + args.games):
        actions = play_checking_every_action(args.game, index, None)
        total += actions
        print(
            f"{args.game} game {index}: {actions} actions, each saved, loaded and played on "
            f"identically ({time.perf_counter() - began:.0f} s so far)",
            flush=True,
        )
    print(f"OK {args.games} games, {total} save/load checks, {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
