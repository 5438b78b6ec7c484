"""Record golden Die Dracheninsel games: `.venv/bin/python tests/golden/record_dracheninsel.py`.

Plays a fixed list of seeded games (the random test driver and the computer levels, 3 to 6
seats, both `auto_pass` values, both `coins_refill` values) and stores per game the
config, the seed, the moves and a sha256 of the canonical event log and of the final
state. `test_dracheninsel_golden.py` replays the stored moves and compares the hashes, so
a refactor that changes any rule, event or random draw shows up at once. Re-record only
after a deliberate rule change, and say in the commit which games changed and why.

Canonical forms (the same before and after the typed events):
  event  {kind, seat, <fields>, private: [seats], secret: [field names]}
  move   its JSON with None fields left out
  state  `to_json()` with the moves inside it in the canonical move form
"""

from __future__ import annotations

import gzip
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from dracheninsel.ai import choose_move  # noqa: E402
from dracheninsel.ai.randomplayer import random_move  # noqa: E402
from dracheninsel.rules import GameConfig, new_game  # noqa: E402
from dracheninsel.rules import data as D  # noqa: E402

DATA = Path(__file__).resolve().parent / "dracheninsel_games.json.gz"
MAX_MOVES = 20000
LEVEL_TABLES = (
    ("easy", "normal", "hard"),
    ("hard", "hard", "normal", "easy"),
    ("normal", "easy", "hard", "normal", "easy"),
    ("hard", "normal", "easy", "hard", "normal", "easy"),
)


def canonical_move(move: Any) -> dict[str, Any]:
    return {k: v for k, v in move.to_json().items() if v is not None}


def canonical_event(event: Any) -> dict[str, Any]:
    """The flat event form {kind, seat, fields..., private, secret} (`event.to_json()`;
    the games were first recorded from the old kind-plus-dict events in this form)."""
    return json.loads(json.dumps(event.to_json()))


def canonical_state(state: Any) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(json.dumps(state.to_json()))
    if out.get("last_action") is not None:
        out["last_action"] = {k: v for k, v in out["last_action"].items() if v is not None}
    window = out.get("window")
    if window is not None and window.get("pending") is not None:
        window["pending"] = {k: v for k, v in window["pending"].items() if v is not None}
    return out


def digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def game_specs() -> list[dict[str, Any]]:
    """The fixed list of recorded games."""
    specs: list[dict[str, Any]] = []
    seed = 0
    for seats in range(3, 7):
        for auto_pass in (True, False):
            for refill in ("collect", "leave"):
                for _ in range(16):
                    seed += 1
                    specs.append(
                        {
                            "player": "random",
                            "seats": seats,
                            "options": {"auto_pass": auto_pass, "coins_refill": refill},
                            "seed": seed,
                        }
                    )
    for levels in LEVEL_TABLES:
        for auto_pass in (True, False):
            for refill in ("collect", "leave"):
                for _ in range(4):
                    seed += 1
                    specs.append(
                        {
                            "player": "computer",
                            "levels": list(levels),
                            "seats": len(levels),
                            "options": {"auto_pass": auto_pass, "coins_refill": refill},
                            "seed": seed,
                        }
                    )
    return specs


def config_of(spec: dict[str, Any]) -> GameConfig:
    rng = random.Random(spec["seed"] * 31 + 7)
    colours = rng.sample(D.COLOUR_LETTERS, spec["seats"])
    return GameConfig(seats=tuple(colours), **spec["options"])


def play(spec: dict[str, Any]) -> dict[str, Any]:
    """Play one recorded game from scratch; returns the stored record."""
    state = new_game(config_of(spec), spec["seed"])
    rng = random.Random(spec["seed"] * 7919 + 1)
    moves: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    actions, turn = 0, state.turn_no
    while state.actors() and len(moves) < MAX_MOVES:
        seat = state.actors()[0]
        if spec["player"] == "random":
            if state.turn_no != turn:
                turn, actions = state.turn_no, 0
            move = random_move(state, seat, rng, actions)
            if state.phase == "main":
                actions += 1
        else:
            move = choose_move(state.view(seat), seat, spec["levels"][seat], rng)
        for event in state.apply(move):
            events.append(canonical_event(event))
        moves.append(canonical_move(move))
    return {
        **spec,
        "moves": moves,
        "events": digest(events),
        "event_count": len(events),
        "state": digest(canonical_state(state)),
    }


def main() -> None:
    records = [play(spec) for spec in game_specs()]
    text = json.dumps(records, separators=(",", ":"))
    DATA.write_bytes(gzip.compress(text.encode(), mtime=0))
    total = sum(len(r["moves"]) for r in records)
    print(f"{len(records)} games, {total} moves, {DATA.stat().st_size} bytes -> {DATA}")


if __name__ == "__main__":
    main()
