"""Continue from the title with the real Dragomino plugin: a legal save opens its table,
every hostile one is refused with a true message, kept aside and not offered again, and
the app goes on."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from shell_helpers import click, settle

from common import games, notices, saves
from common.app import App
from common.scene import Scene
from common.scenes.title import TitleScene
from common.widgets import Button, Dialog
from tests.common.saves_helpers import GAME_ID, HOSTILE, legal_save, write_raw


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    notices.reset()
    saves.forget_refused_in_memory()
    monkeypatch.setattr(games, "_plugins", None)  # the real plugins
    yield
    saves.forget_refused_in_memory()


def labels(scene: Scene) -> list[str]:
    return [getattr(w, "label", "") for w in scene.group.widgets]  # type: ignore[attr-defined]


def continue_dragomino(app: App) -> TitleScene:
    title = TitleScene()
    app.scenes.reset(title)
    settle(app, 1.0)
    buttons = [w for w in title.group.widgets if isinstance(w, Button) and w.label == "Continue"]
    assert len(buttons) == 1  # only Dragomino has a save
    click(buttons[0].rect.center)
    app.step()
    settle(app, 0.5)
    return title


def test_a_legal_save_continues_at_its_table(app: App) -> None:
    data = legal_save(players=3, seed=9, moves=6)
    assert saves.write_autosave(GAME_ID, data)
    continue_dragomino(app)
    table = app.scenes.top
    assert type(table).__name__ == "TableScene"
    assert json.loads(json.dumps(table.session.state.to_json())) == data["state"]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "name",
    [
        "five players",
        "spring_variant 'no'",
        "turn index -1",
        "players 10**18",
        "domino 99 in a move",
        "name with a lone surrogate",
        "a move missing",
    ],
)
def test_a_hostile_save_is_refused_from_the_title(app: App, name: str) -> None:
    data = legal_save(players=3, seed=5, moves=8)
    HOSTILE[name](data)
    raw = write_raw(saves.autosave_path(GAME_ID), data)
    title = continue_dragomino(app)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and dialog.title == "Saved game damaged"
    kept = list(saves.saves_dir().glob(f"{GAME_ID}-autosave.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == raw
    assert kept[0].name in dialog.message
    click(next(w for w in dialog.group.widgets if isinstance(w, Button)).rect.center)
    app.step()
    settle(app, 0.5)
    assert app.scenes.top is title and "Continue" not in labels(title)


def test_seats_that_do_not_fit_the_game_are_refused(app: App) -> None:
    data = legal_save(players=3)
    data["seats"] = data["seats"][:2]
    write_raw(saves.autosave_path(GAME_ID), data)
    continue_dragomino(app)
    assert isinstance(app.scenes.top, Dialog)
    assert not saves.has_autosave(GAME_ID)
