"""Save and load at every action of seeded games, both games: the save goes through the
loader's own checks (JSON limits, envelope, replay of every move through the engine), the
rebuilt state equals the live one, and both play on identically.

CI: a few games (Die Dracheninsel's cut at 100 actions: loading replays every move, so
checking at every action costs the square of the length); DRACHEN_FULL_ROBUST=1: 200
whole games per game (README).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from common import saves
from common.games import engine_binding
from tests.robustness.counts import count, full

Start = Callable[[dict[str, Any], int], Any]


def dragomino_start(config: dict[str, Any], seed: int) -> Any:
    from dragomino.plugin import start_game

    return start_game(config, seed)


def dracheninsel_start(config: dict[str, Any], seed: int) -> Any:
    from dracheninsel.rules import GameConfig, new_game

    return new_game(GameConfig.from_json(config), seed)


def dragomino_config(index: int) -> dict[str, Any]:
    players = 2 + index % 3
    return {"players": players, "spring_variant": index % 2 == 1, "first_player": None}


def dracheninsel_config(index: int) -> dict[str, Any]:
    from dracheninsel.rules import GameConfig

    seats = ("R", "Y", "G", "B", "K", "N")[: 3 + index % 4]
    return GameConfig(seats, coins_refill=("collect", "leave")[index % 2]).to_json()


GAMES: dict[str, tuple[Start, Callable[[int], dict[str, Any]], int, int | None]] = {
    # game: (start, config of game i, CI games, CI action cap)
    "dragomino": (dragomino_start, dragomino_config, 4, None),
    "dracheninsel": (dracheninsel_start, dracheninsel_config, 2, 100),
}


def saved_bytes(game_id: str, data: dict[str, Any]) -> bytes:
    """The file `saves.write_save` would write (same wrapper, same JSON options)."""
    wrapper = {
        "format": saves.SAVE_FORMAT,
        "version": saves.SAVE_VERSION,
        "game": game_id,
        "data": data,
    }
    return json.dumps(wrapper, ensure_ascii=False, allow_nan=False).encode("utf-8")


def load(game_id: str, raw: bytes, engine: Any, start: Start) -> Any:
    """What Continue does with a file's bytes: limits, envelope, replay-and-compare."""
    data = saves.check_envelope(saves.parse_save_bytes(raw), game_id)
    return saves.restore_game(data, engine, start)


def play_checking_every_action(game_id: str, index: int, cap: int | None) -> int:
    engine = engine_binding(game_id)
    assert engine is not None
    start, make_config, _games, _cap = GAMES[game_id]
    config = make_config(index)
    seed = 7_000 + index
    live = start(config, seed)
    rng = random.Random(seed)
    moves: list[dict[str, Any]] = []
    while not live.is_over and (cap is None or len(moves) < cap):
        data = {"config": config, "seed": seed, "moves": moves, "state": live.to_json()}
        loaded = load(game_id, saved_bytes(game_id, data), engine, start)
        assert loaded.to_json() == live.to_json(), f"{game_id} #{index} at action {len(moves)}"
        seat = live.actors()[0]
        level = rng.choice(engine.levels[:2])
        move = engine.choose_move(live.view(seat, rng.getrandbits(32)), seat, level, rng)
        events_live = [e.to_json() for e in live.apply(move)]
        events_loaded = [e.to_json() for e in loaded.apply(engine.move_from_json(move.to_json()))]
        assert events_loaded == events_live, f"{game_id} #{index}: action {len(moves)} differs"
        assert loaded.to_json() == live.to_json()
        moves.append(move.to_json())
    return len(moves)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_save_and_load_at_every_action(game_id: str) -> None:
    _start, _config, ci_games, cap = GAMES[game_id]
    games = count(ci_games, 200)
    actions = [
        play_checking_every_action(game_id, i, None if full() else cap) for i in range(games)
    ]
    assert all(actions) and len(actions) == games
