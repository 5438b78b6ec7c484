"""Issue 25, findings 5-7: what a load checks, to the last field.

Every field of a real save of each game (the seats, the table settings, the options, the
seed, the flags, samples from the move list and the state) is mutated by type and value,
at least 300 ways per game. Each mutated save is either refused with a true reason, or it
loads into exactly the game that was saved: the same options, seed, moves and state, the
same computer levels and table settings. Only the names and colours of the seats, which
change nothing of the play, may differ. Under DRACHEN_FULL_ROBUST=1 every leaf is mutated.

Beside it: a finished game found as the autosave is kept as the last finished game (not
offered to Continue into the end screen for ever), a game past the table's move limit is
refused, and a backup that fails Continue's checks is not called fine.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from counts import count, full

from common import saves
from common.games import engine_binding, get_plugin

Path_ = tuple[Any, ...]

VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1,
    7,
    2**40,
    1.5,
    "",
    "no",
    "yes",
    "Hard",
    "godlike",
    "\u200b",
    [],
    [0],
    {},
    {"x": 1},
)


def real_save(game_id: str, moves: int = 40, seed: int = 11) -> dict[str, Any]:
    """A save as the table writes it: options from the setup, computer seats, the table's
    settings, moves chosen by the computers."""
    engine = engine_binding(game_id)
    assert engine is not None
    if game_id == "dragomino":
        from dragomino.plugin import start_game

        config: dict[str, Any] = {"players": 3, "spring_variant": True, "first_player": None}
        table: dict[str, Any] = {"show_odds": False}
    else:
        from dracheninsel.ui.moves import start_game

        config = {
            "seats": ["R", "Y", "G", "B"],
            "start_player": None,
            "coins_refill": "collect",
            "auto_pass": False,
            "duel_opening_pass_ends": True,
            "lone_bearer_may_abandon": True,
        }
        table = {"answer_time": "normal"}
    state = start_game(config, seed)
    rng = random.Random(seed)
    played = []
    while len(played) < moves and not state.is_over:
        seat = state.actors()[0]
        move = engine.choose_move(state.view(seat, rng.getrandbits(32)), seat, "easy", rng)
        state.apply(move)
        played.append(move.to_json())
    n = len(config["seats"]) if game_id == "dracheninsel" else config["players"]
    return json.loads(
        json.dumps(
            {
                "format": 2,
                "game": game_id,
                "config": config,
                "seed": seed,
                "moves": played,
                "state": state.to_json(),
                "seats": [
                    {"name": f"Seat {i}", "colour": [200, 60, 50], "level": "easy"}
                    for i in range(n)
                ],
                "table": table,
                "over": state.is_over,
            }
        )
    )


def leaves(value: Any, where: Path_ = ()) -> Iterator[Path_]:
    yield where
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from leaves(inner, (*where, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from leaves(inner, (*where, index))


def mutated(data: dict[str, Any], where: Path_, value: Any) -> dict[str, Any]:
    out = copy.deepcopy(data)
    node = out
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = copy.deepcopy(value)
    return out


def mutations(data: dict[str, Any], least: int, seed: int = 25) -> list[tuple[Path_, Any]]:
    """Every value at every leaf outside the state and the moves; a seeded sample inside
    them (their every change is caught by the replay, which other tests cover)."""
    rng = random.Random(seed)
    outside, inside = [], []
    for where in leaves(data):
        if not where:
            continue
        (inside if where[0] in ("state", "moves") else outside).append(where)
    chosen = [(where, value) for where in outside for value in VALUES]
    deep = [(where, value) for where in inside for value in VALUES]
    if not full():
        rng.shuffle(deep)
        deep = deep[: max(0, least - len(chosen)) + 60]
    return chosen + deep


def played_part(session: Any) -> dict[str, Any]:
    """What decides the play: everything but the seats' names and colours."""
    return {
        "config": session.config,
        "seed": session.seed,
        "moves": session.moves,
        "state": session.state.to_json(),
        "levels": [seat.level for seat in session.seats],
        "people": [seat.is_computer for seat in session.seats],
        "table": {k: v for k, v in session.table.items()},
    }


def app_could_write(game_id: str, where: Path_, value: Any) -> bool:
    """A mutation into another save the app itself writes: a seat played by a person
    (level None), a table setting switched, or left out (its default; an unknown key is a
    newer table's and kept)."""
    if where[0] == "seats" and where[-1] == "level":
        return value is None
    if where == ("table", "show_odds"):
        return isinstance(value, bool)
    if where == ("table", "answer_time"):
        return value in ("short", "normal", "long")
    if where == ("table",):
        return isinstance(value, dict) and not set(value) & {"show_odds", "answer_time"}
    return False


def restorer(game_id: str) -> Callable[[dict[str, Any]], Any]:
    if game_id == "dragomino":
        from dragomino.plugin import restore_session
    else:
        from dracheninsel.plugin import restore_session
    return restore_session


@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_every_field_mutated_is_refused_or_changes_nothing(game_id: str) -> None:
    restore = restorer(game_id)
    data = real_save(game_id, moves=8 if game_id == "dragomino" else 40)
    reference = played_part(restore(copy.deepcopy(data)))
    tried = refused = 0
    changed_play = []
    for where, value in mutations(data, count(300, 300)):
        bad = mutated(data, where, value)
        if bad == data:
            continue
        tried += 1
        try:
            session = restore(json.loads(json.dumps(bad)))
        except saves.CorruptSave as exc:
            refused += 1
            assert saves.refusal_message(exc)  # a sentence for the family, never a crash
            continue
        if played_part(session) != reference and not app_could_write(game_id, where, value):
            changed_play.append((where, value))
    assert tried >= 300
    assert changed_play == [], f"accepted and changed play: {changed_play[:10]}"
    assert refused > tried // 3


@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_a_finished_autosave_becomes_the_last_finished_game(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DRACHENSPIELE_DATA_DIR", str(tmp_path / "data"))
    data = real_save(game_id, moves=100_000)
    assert data["over"] is True
    with pytest.raises(saves.FinishedGame) as info:
        restorer(game_id)(data)
    assert "already over" in saves.refusal_message(info.value)
    assert saves.write_autosave(game_id, data)
    assert saves.keep_as_finished(game_id)
    assert not saves.has_autosave(game_id) and saves.has_last_finished(game_id)


def test_a_dracheninsel_game_past_the_move_limit_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dracheninsel.ui.table as table_module

    data = real_save("dracheninsel", moves=30)
    monkeypatch.setattr(table_module, "MAX_MOVES", 30)  # the same check as at 8,000
    with pytest.raises(saves.CorruptSave, match="past the 30"):
        restorer("dracheninsel")(data)


@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_a_backup_that_fails_the_load_is_not_called_fine(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("DRACHENSPIELE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("DRACHENSPIELE_CONFIG_DIR", str(tmp_path / "config"))
    plugin = get_plugin(game_id)
    good = real_save(game_id, moves=6)
    saves.write_save(saves.backup_path(game_id), good, game_id)
    assert saves.backup_usable(game_id, plugin.check_save)
    broken = copy.deepcopy(good)
    broken["seats"][0]["level"] = "godlike"  # a sound file, a game the table refuses
    saves.write_save(saves.backup_path(game_id), broken, game_id)
    assert saves.backup_usable(game_id)  # the file alone is fine...
    assert not saves.backup_usable(game_id, plugin.check_save)  # ...the game is not
