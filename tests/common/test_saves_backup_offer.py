"""A damaged autosave need not cost the game: when the save one move before it is sound,
the title's "Saved game damaged" card offers to play on from there (helper Y's play-test:
the backup was kept by every write but never offered)."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from shell_helpers import click, settle

from common import games, notices, saves
from common.app import App
from common.widgets import Button, Dialog
from tests.common.saves_helpers import GAME_ID, HOSTILE, legal_save, write_raw
from tests.common.test_saves_continue import continue_dragomino, labels


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    notices.reset()
    saves.forget_refused_in_memory()
    monkeypatch.setattr(games, "_plugins", None)  # the real plugins
    for path in (saves.autosave_path(GAME_ID), saves.backup_path(GAME_ID)):
        path.unlink(missing_ok=True)
    yield
    saves.forget_refused_in_memory()


def _button(dialog: Dialog, label: str) -> Button:
    return next(w for w in dialog.group.widgets if isinstance(w, Button) and w.label == label)


def test_a_damaged_save_offers_the_one_before_and_plays_on_from_it(app: App) -> None:
    earlier = legal_save(players=3, seed=9, moves=6)
    assert saves.write_autosave(GAME_ID, earlier)
    assert saves.write_autosave(GAME_ID, earlier)  # the first becomes the backup
    later = legal_save(players=3, seed=9, moves=7)
    HOSTILE["a move missing"](later)
    write_raw(saves.autosave_path(GAME_ID), later)  # the latest save is damaged
    continue_dragomino(app)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and dialog.title == "Saved game damaged"
    assert "one move earlier is fine" in dialog.message
    click(_button(dialog, "Play on from there").rect.center)
    app.step()
    settle(app, 0.5)
    table = app.scenes.top
    assert type(table).__name__ == "TableScene"
    assert json.loads(json.dumps(table.session.state.to_json())) == earlier["state"]  # type: ignore[attr-defined]
    kept = list(saves.saves_dir().glob(f"{GAME_ID}-autosave.corrupt-*.json"))
    assert len(kept) == 1  # the damaged one is still kept aside


def test_without_a_sound_backup_there_is_only_ok(app: App) -> None:
    data = legal_save(players=3, seed=5, moves=8)
    HOSTILE["five players"](data)
    write_raw(saves.autosave_path(GAME_ID), data)
    saves.backup_path(GAME_ID).write_text("{ not json", encoding="utf-8")
    title = continue_dragomino(app)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert [w.label for w in dialog.group.widgets if isinstance(w, Button)] == ["OK"]
    click(_button(dialog, "OK").rect.center)
    app.step()
    settle(app, 0.5)
    assert app.scenes.top is title and "Continue" not in labels(title)


def test_a_backup_that_cannot_be_moved_into_place_says_so(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    earlier = legal_save(players=3, seed=9, moves=6)
    assert saves.write_autosave(GAME_ID, earlier)
    assert saves.write_autosave(GAME_ID, earlier)
    later = legal_save(players=3, seed=9, moves=7)
    HOSTILE["a move missing"](later)
    write_raw(saves.autosave_path(GAME_ID), later)
    continue_dragomino(app)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    monkeypatch.setattr(saves.os, "replace", _refuse_replace)
    click(_button(dialog, "Play on from there").rect.center)
    app.step()
    settle(app, 0.5)
    told = app.scenes.top
    assert isinstance(told, Dialog) and told.title == "Saved game damaged"
    assert told is not dialog


def _refuse_replace(*_args: object) -> None:
    raise PermissionError("read-only folder")
