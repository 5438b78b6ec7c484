"""GameSession: commit records and autosaves every move; saves restore and replay exactly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from common import saves
from common.table import GameSession, SaveError, Seat, write_or_clear_autosave
from tests.common.table_fake import ENGINE, Refused, Take, start

SEATS = [Seat("Anna", (214, 72, 58)), Seat("Robo", (64, 124, 200), "hard")]


def session(autosave: Any = None, sticks: int = 7) -> GameSession[Any, Any, Any]:
    config = {"players": 2, "sticks": sticks}
    return GameSession(
        ENGINE,
        SEATS,
        start(config, 5),
        config=config,
        seed=5,
        start=start,
        autosave=autosave,
        table={"show_hints": True},
    )


def test_every_commit_is_recorded_and_autosaved() -> None:
    saved: list[dict[str, Any]] = []
    game = session(saved.append)
    events = game.commit(Take(0, 2))
    assert [e.to_json() for e in events] == [{"kind": "took", "seat": 0, "count": 2}]
    game.commit(Take(1, 1))
    assert len(saved) == 2
    data = saved[-1]
    assert data["format"] == 2 and data["game"] == "sticks" and data["seed"] == 5
    assert data["config"] == {"players": 2, "sticks": 7}
    assert data["moves"] == [Take(0, 2).to_json(), Take(1, 1).to_json()]
    assert data["state"] == game.state.to_json() and not data["over"]
    assert data["table"] == {"show_hints": True}


def test_an_illegal_move_changes_and_saves_nothing() -> None:
    saved: list[dict[str, Any]] = []
    game = session(saved.append)
    before = game.state.to_json()
    with pytest.raises(Refused):
        game.commit(Take(1, 1))  # not seat 1's turn
    assert game.state.to_json() == before and not game.moves and not saved


def test_restore_continues_where_the_save_stopped_and_replays_to_the_same_state() -> None:
    saved: list[dict[str, Any]] = []
    game = session(saved.append)
    game.commit(Take(0, 1))
    game.commit(Take(1, 2))
    back = GameSession.restore(ENGINE, saved[-1], start)
    assert back.state.to_json() == game.state.to_json()
    assert back.seats == SEATS and back.moves == game.moves and back.table == game.table
    assert back.replay().to_json() == game.state.to_json()


@pytest.mark.parametrize(
    "damage,words",
    [
        (lambda d: d.update(game="dragomino"), "not 'sticks'"),
        (lambda d: d.update(format=99), "unknown save format"),
        (lambda d: d["seats"].__setitem__(0, {"name": "Anna", "colour": "red"}), "colour"),
        (lambda d: d.pop("state"), "cannot be read"),
    ],
)
def test_a_damaged_save_says_what_is_wrong(damage: Any, words: str) -> None:
    saved: list[dict[str, Any]] = []
    session(saved.append).commit(Take(0, 1))
    data = saved[-1]
    damage(data)
    with pytest.raises(SaveError, match=words):
        GameSession.restore(ENGINE, data, start)


def test_rematch_keeps_seats_and_options_with_a_fresh_game() -> None:
    game = session()
    game.commit(Take(0, 2))
    again = game.rematch(seed=8)
    assert again.seats == game.seats and again.config == game.config and again.table == game.table
    assert again.moves == [] and again.state.sticks == 7 and again.seed == 8


def test_the_default_autosave_writes_then_forgets_a_finished_game(user_dirs: Path) -> None:
    game = session(write_or_clear_autosave, sticks=3)
    game.commit(Take(0, 1))
    assert saves.load_autosave("sticks")["moves"] == [Take(0, 1).to_json()]
    game.commit(Take(1, 2))  # takes the last sticks
    assert game.is_over
    assert not saves.has_autosave("sticks")


def test_a_failing_disk_never_ends_the_game(caplog: pytest.LogCaptureFixture) -> None:
    def broken(data: dict[str, Any]) -> None:
        raise OSError("disk full")

    game = session(broken)
    game.commit(Take(0, 1))
    assert game.moves and "autosave of sticks failed" in caplog.text


def test_a_failing_before_save_hook_still_saves_the_game() -> None:
    """The table's extras (what each person has seen) are a comfort; a bug there must not
    cost the autosave of the game itself."""
    saved: list[dict[str, Any]] = []
    game = session(saved.append)

    def broken() -> None:
        raise KeyError("seen")

    game.before_save = broken
    game.commit(Take(0, 1))
    assert len(saved) == 1 and saved[0]["moves"] == [Take(0, 1).to_json()]
