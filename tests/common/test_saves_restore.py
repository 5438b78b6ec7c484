"""Load = validate: a Dragomino save is rebuilt by replaying its moves, and every hostile
save (illegal states, wrong types, huge numbers and strings) is refused with a message,
kept aside byte-identical, and not offered again."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from common import notices, saves
from dragomino.engine import ENGINE
from tests.common.saves_helpers import GAME_ID, HOSTILE, legal_save, start, write_raw


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    notices.reset()
    saves.forget_refused_in_memory()
    yield tmp_path
    saves.forget_refused_in_memory()


def load_and_restore() -> Any:
    """What Continue does: read and check the file, replay it, refuse it on any failure."""
    data = saves.load_autosave(GAME_ID)
    try:
        return saves.restore_game(data, ENGINE, start)
    except saves.CorruptSave as exc:
        raise saves.refuse_autosave(GAME_ID, exc) from exc


@pytest.mark.parametrize("spring", [False, True])
def test_a_legal_save_is_rebuilt_from_its_moves(isolated: Path, spring: bool) -> None:
    data = legal_save(players=3, seed=11, moves=12, spring=spring)
    assert saves.write_autosave(GAME_ID, data)
    state = load_and_restore()
    assert json.loads(json.dumps(state.to_json())) == data["state"]
    assert saves.has_autosave(GAME_ID)


def test_a_whole_game_round_trips(isolated: Path) -> None:
    data = legal_save(players=4, seed=3, moves=500)
    assert data["over"]
    assert saves.write_autosave(GAME_ID, data)
    assert load_and_restore().is_over


def test_a_legal_save_with_a_byte_order_mark_loads(isolated: Path) -> None:
    path = saves.autosave_path(GAME_ID)
    raw = write_raw(path, legal_save())
    path.write_bytes(b"\xef\xbb\xbf" + raw)
    assert load_and_restore().to_json()["round"] >= 1


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_every_hostile_dragomino_save_is_refused_and_kept(isolated: Path, name: str) -> None:
    data = legal_save(players=3, seed=5, moves=8)
    HOSTILE[name](data)
    path = saves.autosave_path(GAME_ID)
    original = write_raw(path, data)
    assert saves.has_autosave(GAME_ID)

    with pytest.raises(saves.CorruptSave) as info:
        load_and_restore()

    error = info.value
    message = saves.refusal_message(error)
    assert "could not be used" in message and error.kept_as is not None
    assert error.kept_as.name in message  # says truthfully where it is
    assert error.kept_as.read_bytes() == original  # byte-identical
    assert not path.exists()
    assert not saves.has_autosave(GAME_ID)  # Continue is not offered again


def test_config_read_differently_from_the_save_is_refused(isolated: Path) -> None:
    """`"spring_variant": "no"` must not switch the variant on through bool("no")."""
    data = legal_save()
    data["config"]["spring_variant"] = "no"
    with pytest.raises(saves.CorruptSave, match="spring_variant"):
        saves.restore_game(data, ENGINE, start)


def test_players_out_of_range_are_refused_before_any_game_is_built(isolated: Path) -> None:
    built: list[int] = []

    def counting_start(config: dict[str, Any], seed: int) -> Any:
        built.append(1)
        return start(config, seed)

    for players in (1, 5, 8, 10**18, True, "3", None):
        data = legal_save()
        data["config"]["players"] = players
        with pytest.raises(saves.CorruptSave):
            saves.restore_game(data, ENGINE, counting_start)
    assert built == []


def test_the_stored_state_is_compared_with_types(isolated: Path) -> None:
    data = legal_save()
    data["state"]["turn_index"] = float(data["state"]["turn_index"])
    with pytest.raises(saves.CorruptSave, match="turn_index"):
        saves.restore_game(data, ENGINE, start)


def test_a_restore_error_keeps_its_reason_for_the_player(isolated: Path) -> None:
    data = legal_save()
    data["moves"][0] = {"kind": "banana"}
    with pytest.raises(saves.CorruptSave) as info:
        saves.restore_game(data, ENGINE, start)
    assert info.value.reason_msgid == "the game in it is impossible"
    assert "move 1" in str(info.value)


def test_a_save_from_before_move_lists_is_refused_as_older(isolated: Path) -> None:
    data = legal_save()
    for key in ("moves", "seed", "config"):
        del data[key]
    with pytest.raises(saves.CorruptSave) as info:
        saves.restore_game(data, ENGINE, start)
    assert info.value.reason_msgid == "it was made by an older version of the app"
