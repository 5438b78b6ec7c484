"""Issue 25, finding 3: a saves folder the app cannot read hid an intact save without a
word (no Continue, no message). The title now says it once at start. The tests run as
root, which ignores mode bits, so the folder is made unreadable the way it is for a
normal user: `os.listdir`/`open` raising PermissionError."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from shell_helpers import settle

from common import notices, saves
from common.app import App
from common.scenes.title import TitleScene


@pytest.fixture(autouse=True)
def fresh_notices() -> None:
    notices.reset()


def _deny(monkeypatch: pytest.MonkeyPatch, what: str, where: Path) -> None:
    real = getattr(os, what) if what != "open" else open

    def denied(path: Any, *args: Any, **kw: Any) -> Any:
        if str(where) in str(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real(path, *args, **kw)

    if what == "open":
        monkeypatch.setattr("builtins.open", denied)
    else:
        monkeypatch.setattr(os, what, denied)


def _said() -> dict[str, str]:
    return {n.key: n.text() for n in notices.current().history}


def test_an_unreadable_saves_folder_is_said_on_the_title(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert saves.write_autosave("dragomino", {"moves": []})
    _deny(monkeypatch, "listdir", saves.saves_dir())
    app.scenes.push(TitleScene())
    settle(app, 0.3)
    text = _said()["saves-unreadable"]
    assert str(saves.saves_dir()) in text and "no permission" in text


def test_an_unreadable_save_file_is_said_too(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    assert saves.write_autosave("dragomino", {"moves": []})
    _deny(monkeypatch, "open", saves.autosave_path("dragomino"))
    app.scenes.push(TitleScene())
    settle(app, 0.3)
    assert "saves-unreadable" in _said()


def test_no_saves_folder_yet_is_no_problem(app: App) -> None:
    app.scenes.push(TitleScene())
    settle(app, 0.3)
    assert _said() == {}
    assert saves.folder_problem() is None
