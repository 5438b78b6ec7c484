"""Load = validate for Die Dracheninsel too: its saves replay through its engine binding."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from common import notices, saves
from dracheninsel.engine import ENGINE
from dracheninsel.rules import GameConfig, State, new_game


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    notices.reset()
    saves.forget_refused_in_memory()
    yield tmp_path
    saves.forget_refused_in_memory()


def start(config: dict[str, Any], seed: int) -> State:
    return new_game(GameConfig.from_json(config), seed)


def legal_save(players: int = 4, seed: int = 3, moves: int = 150) -> dict[str, Any]:
    """Random legal moves of whoever may act, saved the way the table saves."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed)
    config = {**state.config.to_json(), "auto_pass": False}  # as the table plays
    state = start(config, seed)
    played = []
    for _ in range(moves):
        if state.is_over:
            break
        seat = rng.choice(state.actors())
        move = rng.choice(list(state.legal_moves(seat)))
        state.apply(move)
        played.append(move.to_json())
    return {
        "format": 2,
        "game": "dracheninsel",
        "config": json.loads(json.dumps(config)),
        "seed": seed,
        "moves": played,
        "state": json.loads(json.dumps(state.to_json())),
    }


@pytest.mark.parametrize("players", [3, 6])
def test_a_legal_dracheninsel_save_is_rebuilt(players: int) -> None:
    data = legal_save(players=players)
    state = saves.restore_game(data, ENGINE, start)
    assert json.loads(json.dumps(state.to_json())) == data["state"]


def _seven_seats(data: dict[str, Any]) -> None:
    data["config"]["seats"] = [*data["config"]["seats"], "x"]


def _tampered_state(data: dict[str, Any]) -> None:
    data["state"]["rng"][1][3] ^= 1


def _illegal_move(data: dict[str, Any]) -> None:
    data["moves"][0] = {**data["moves"][0], "seat": 99}


def _unknown_option(data: dict[str, Any]) -> None:
    data["config"]["banana"] = True


def _move_missing(data: dict[str, Any]) -> None:
    data["moves"].pop()


@pytest.mark.parametrize(
    "mutate", [_seven_seats, _tampered_state, _illegal_move, _unknown_option, _move_missing]
)
def test_hostile_dracheninsel_saves_are_refused(mutate: Any) -> None:
    data = legal_save()
    mutate(data)
    with pytest.raises(saves.CorruptSave) as info:
        saves.restore_game(data, ENGINE, start)
    assert saves.refusal_message(info.value).startswith("The saved game could not be used")


def test_the_dracheninsel_table_continues_only_a_save_that_replays(app: Any) -> None:
    from dracheninsel.plugin import PLUGIN

    data = legal_save(players=3, moves=40)
    data["seats"] = [
        {"name": name, "colour": [200, 60, 50], "level": "easy"} for name in ("A", "B", "C")
    ]
    data["table"], data["over"] = {}, False
    assert PLUGIN.load_table_scene is not None
    table = PLUGIN.load_table_scene(app, json.loads(json.dumps(data)))
    assert type(table).__name__ == "DracheninselTable"
    _tampered_state(data)
    with pytest.raises(saves.CorruptSave):
        PLUGIN.load_table_scene(app, data)
