"""Golden Dragomino games: stored moves replayed against today's engine give identical results.

The games were recorded before the engine contract work (issue 8) with the engine of that
time: random players and computer players, 2 to 4 seats, springs on and off. For each game
the file keeps its setup, its seed, every move (JSON) and sha256 digests of

- the canonical event log (every event's JSON, in order, one list per move),
- the legal moves offered before each move (their repr, in order),
- the final state JSON (RNG included).

A rule change, a changed event or a changed legal-move order shows up here. Record again
only on purpose: `python tests/golden/test_dragomino_golden.py --record` (then say why in the
commit).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from dragomino.rules import GameConfig, GameState, Move, move_from_json, new_game  # noqa: E402

GOLDEN_FILE = Path(__file__).with_name("dragomino_games.json")

#: (players, spring variant, first player option) of the recorded setups.
SETUPS: list[tuple[int, bool, int | None]] = [
    (players, spring, first)
    for players in (2, 3, 4)
    for spring in (False, True)
    for first in (None, 0)
]
RANDOM_GAMES_PER_SETUP = 20
COMPUTER_GAMES_PER_SETUP = 6
COMPUTER_LEVELS = ("easy", "normal", "hard")


def canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def replay(config: dict[str, Any], seed: int, moves: list[dict[str, Any]]) -> dict[str, str]:
    """Play the stored moves from `(config, seed)` and digest what the engine did."""
    state = new_game(
        GameConfig(config["players"], config["spring_variant"], config["first_player"]), seed
    )
    events: list[list[dict[str, Any]]] = []
    legal = hashlib.sha256()
    for raw in moves:
        move = move_from_json(raw)
        legal.update(repr(state.legal_moves()).encode("utf-8"))
        events.append([e.to_json() for e in state.apply(move)])
    assert state.is_over, "a golden game ends with its last stored move"
    return {
        "events_sha256": digest(canonical(events)),
        "legal_sha256": legal.hexdigest(),
        "final_sha256": digest(canonical(state.to_json())),
    }


def _record_game(config: GameConfig, seed: int, levels: list[str] | None) -> dict[str, Any]:
    """Play one game with random players (levels None) or computer players, store it."""
    from dragomino.ai import choose_move  # the recorder only: replay never needs the AI

    state: GameState = new_game(config, seed)
    rng = random.Random(seed ^ 0x60_1DE2)
    moves: list[Move] = []
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if levels is None:
            move = rng.choice(state.legal_moves(seat))
        else:
            view = state.view(seat, seed=rng.getrandbits(64))
            move = choose_move(view, seat, levels[seat], rng)
        state.apply(move, seat)
        moves.append(move)
    cfg = {
        "players": config.players,
        "spring_variant": config.spring_variant,
        "first_player": config.first_player,
    }
    raw_moves = [m.to_json() for m in moves]
    return {
        "config": cfg,
        "seed": seed,
        "players": levels or ["random"] * config.players,
        "moves": raw_moves,
        **replay(cfg, seed, raw_moves),
    }


def record() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = []
    seeds = random.Random(2026_12_01)
    for players, spring, first in SETUPS:
        config = GameConfig(players, spring, first)
        for _ in range(RANDOM_GAMES_PER_SETUP):
            games.append(_record_game(config, seeds.getrandbits(32), None))
        for i in range(COMPUTER_GAMES_PER_SETUP):
            levels = [COMPUTER_LEVELS[(i + seat) % len(COMPUTER_LEVELS)] for seat in range(players)]
            games.append(_record_game(config, seeds.getrandbits(32), levels))
    return games


def load_games() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = json.loads(GOLDEN_FILE.read_text(encoding="utf-8"))
    return games


def test_golden_file_covers_every_setup_and_both_kinds_of_players() -> None:
    games = load_games()
    assert len(games) >= 300
    setups = {(g["config"]["players"], g["config"]["spring_variant"]) for g in games}
    assert setups == {(p, s) for p in (2, 3, 4) for s in (False, True)}
    assert any(g["players"][0] == "random" for g in games)
    assert {lvl for g in games for lvl in g["players"]} >= set(COMPUTER_LEVELS)


@pytest.mark.parametrize("chunk", range(4))
def test_stored_games_replay_identically(chunk: int) -> None:
    games = load_games()[chunk::4]
    mismatches = []
    for game in games:
        got = replay(game["config"], game["seed"], game["moves"])
        expected = {k: game[k] for k in got}
        if got != expected:
            mismatches.append((game["config"], game["seed"], game["players"]))
    assert not mismatches, f"{len(mismatches)} golden games differ, e.g. {mismatches[:3]}"


if __name__ == "__main__":
    if sys.argv[1:] != ["--record"]:
        sys.exit(f"usage: python {Path(__file__).name} --record  (overwrites {GOLDEN_FILE.name})")
    recorded = record()
    GOLDEN_FILE.write_text(
        "[\n" + ",\n".join(canonical(g) for g in recorded) + "\n]\n", encoding="utf-8"
    )
    print(f"{len(recorded)} games -> {GOLDEN_FILE}")
