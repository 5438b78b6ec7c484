"""Hostile saves, measured: how many were refused, how many were the same game, how long.

    .venv/bin/python bench/saves_hostile.py [--count 400]

Runs the catalogue of named hostile Dragomino saves, the poison files and `--count` seeded
fuzzed saves through the real load path (`load_autosave` then `restore_game`) in a temp
folder, and prints counts and the slowest refusals. Nothing is asserted: the tests
(tests/common/test_saves_*.py) do that without clocks.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from common import saves
from dragomino.engine import ENGINE
from tests.common.saves_helpers import (
    GAME_ID,
    HOSTILE,
    fuzzed_saves,
    legal_save,
    start,
)


def try_one(path: Path, raw: bytes) -> tuple[str, float, str]:
    """Write, load, restore; returns (outcome, seconds, reason)."""
    path.write_bytes(raw)
    began = time.perf_counter()
    try:
        data = saves.load_autosave(GAME_ID)
        try:
            state = saves.restore_game(data, ENGINE, start)
        except saves.CorruptSave as exc:
            raise saves.refuse_autosave(GAME_ID, exc) from exc
    except saves.CorruptSave as exc:
        took = time.perf_counter() - began
        intact = exc.kept_as is not None and exc.kept_as.read_bytes() == raw
        offered = saves.has_autosave(GAME_ID)
        outcome = "refused" if intact and not offered else "refused-badly"
        if exc.kept_as is not None:
            exc.kept_as.unlink()
        return outcome, took, str(exc)[:90]
    took = time.perf_counter() - began
    path.unlink()
    del state
    return "accepted", took, ""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=400)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="saves-bench-"))
    for name in ("CONFIG", "DATA", "LOG"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(folder / name.lower())
    path = saves.autosave_path(GAME_ID)
    path.parent.mkdir(parents=True)

    cases: list[tuple[str, bytes]] = []
    for name, mutate in sorted(HOSTILE.items()):
        data = legal_save(players=3, seed=5, moves=8)
        mutate(data)
        wrapper = {"format": "drachenspiele-save", "version": 2, "game": GAME_ID, "data": data}
        cases.append((f"named: {name}", json.dumps(wrapper).encode()))
    cases.append(("named: 3 GB sparse file", b""))  # made below
    for what, raw, _base in fuzzed_saves(args.count):
        cases.append((f"fuzz: {what}", raw))

    results: list[tuple[str, str, float, str]] = []
    for what, raw in cases:
        if what == "named: 3 GB sparse file":
            with open(path, "wb") as handle:
                handle.truncate(3 * 1024**3)
            began = time.perf_counter()
            try:
                saves.load_autosave(GAME_ID)
                outcome = "accepted"
            except saves.CorruptSave as exc:
                outcome = "refused" if exc.kept_as is not None else "refused-badly"
                if exc.kept_as is not None:
                    exc.kept_as.unlink()
            results.append((what, outcome, time.perf_counter() - began, "size"))
            continue
        outcome, took, reason = try_one(path, raw)
        results.append((what, outcome, took, reason))

    counts: dict[str, int] = {}
    for _what, outcome, _took, _reason in results:
        counts[outcome] = counts.get(outcome, 0) + 1
    named = [r for r in results if r[0].startswith("named")]
    print(f"saves tried: {len(results)} ({len(named)} named, {len(results) - len(named)} fuzzed)")
    print("outcomes:", ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
    print("named hostile saves refused:", sum(r[1] == "refused" for r in named), "of", len(named))
    for what, outcome, took, _reason in named:
        if "million" in what or "10**18" in what or "3 GB" in what:
            print(f"  {took * 1000:8.1f} ms  {outcome:9} {what}")
    print("slowest refusals:")
    for what, outcome, took, reason in sorted(results, key=lambda r: -r[2])[:6]:
        print(f"  {took * 1000:8.1f} ms  {outcome:9} {what}  [{reason}]")
    sizes = {w: len(raw) for w, raw in cases}
    biggest = max(
        (r for r in results if r[0] != "named: 3 GB sparse file"), key=lambda r: sizes[r[0]]
    )
    print(
        f"biggest file read ({sizes[biggest[0]]:,} bytes): {biggest[2] * 1000:.1f} ms, {biggest[1]}"
    )


if __name__ == "__main__":
    main()
