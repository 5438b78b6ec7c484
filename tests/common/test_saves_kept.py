"""Issue 25, finding 1: New game never silently replaces a game in progress. It asks
("Start a new game? Your game with Anna, Jörg and Özlem (round 1) will be kept"), keeps
the old game in its own file, and Continue then lists both games (who, round, when); a kept
game continues exactly where it was; deleting one asks first. The old code started the new
game at once, and after two of its moves the old game was in neither the autosave nor the
backup."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from shell_helpers import click, settle

from common import games, notices, saved_games, saves
from common.app import App
from common.scene import Scene
from common.scenes.saved_list import SavedGamesList
from common.scenes.setup import SetupScene
from common.scenes.title import TitleScene
from common.widgets import Button, Dialog
from tests.common.saves_helpers import GAME_ID, legal_save


@pytest.fixture(autouse=True)
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    notices.reset()
    saves.forget_refused_in_memory()
    monkeypatch.setattr(games, "_plugins", None)  # the real plugins
    yield
    saves.forget_refused_in_memory()


def press(app: App, scene: Scene, label: str, index: int = 0) -> None:
    widgets = scene.group.widgets  # type: ignore[attr-defined]
    found = [w for w in widgets if isinstance(w, Button) and w.label == label and w.visible]
    click(found[index].rect.center)
    app.step()
    settle(app, 0.5)


def dragomino_button(title: TitleScene, label: str) -> Button:
    card = title.cards[[p.game_id for p, _r in title.cards].index(GAME_ID)][1]
    return next(
        w
        for w in title.group.widgets
        if isinstance(w, Button) and w.label == label and card.colliderect(w.rect)
    )


def open_title(app: App) -> TitleScene:
    title = TitleScene()
    app.scenes.reset(title)
    settle(app, 1.0)
    return title


def test_new_game_asks_and_keeps_the_game_in_progress(app: App) -> None:
    old = legal_save(players=3, seed=9, moves=6)
    assert saves.write_autosave(GAME_ID, old)
    assert saves.write_autosave(GAME_ID, old)  # and its backup
    title = open_title(app)
    click(dragomino_button(title, "New game").rect.center)
    app.step()
    settle(app, 0.5)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and dialog.title == "Start a new game?"
    assert "Anna, Jörg and Özlem" in dialog.message and "will be kept" in dialog.message
    press(app, dialog, "New game")
    assert isinstance(app.scenes.top, SetupScene)
    assert not saves.has_autosave(GAME_ID)  # the new game's file is its own
    kept = saved_games.kept_paths(GAME_ID)
    assert len(kept) == 1
    assert saves.read_save(kept[0], GAME_ID)["state"] == old["state"]
    # the new game plays two moves (two autosaves): the kept game stays untouched
    new = legal_save(players=2, seed=3, moves=2)
    assert saves.write_autosave(GAME_ID, new)
    assert saves.write_autosave(GAME_ID, new)
    assert saves.read_save(kept[0], GAME_ID)["state"] == old["state"]

    # Continue lists both; the kept one plays on exactly where it was
    title = open_title(app)
    click(dragomino_button(title, "Continue").rect.center)
    app.step()
    settle(app, 0.5)
    chooser = app.scenes.top
    assert isinstance(chooser, SavedGamesList) and len(chooser.games) == 2
    assert chooser.games[0].current and chooser.games[1].names == ("Anna", "Jörg", "Özlem")
    press(app, chooser, "Play", index=1)
    table = app.scenes.top
    assert type(table).__name__ == "TableScene"
    state = json.loads(json.dumps(table.session.state.to_json()))  # type: ignore[attr-defined]
    assert state == old["state"]
    # and the game it replaced on the table is kept in turn
    assert [saves.read_save(p, GAME_ID)["state"] for p in saved_games.kept_paths(GAME_ID)] == [
        new["state"]
    ]


def test_deleting_a_listed_game_asks_first(app: App) -> None:
    first = legal_save(players=3, seed=9, moves=6)
    assert saves.write_autosave(GAME_ID, first)
    assert saved_games.keep_current(GAME_ID) is not None
    assert saves.write_autosave(GAME_ID, legal_save(players=2, seed=3, moves=2))
    title = open_title(app)
    click(dragomino_button(title, "Continue").rect.center)
    app.step()
    settle(app, 0.5)
    chooser = app.scenes.top
    assert isinstance(chooser, SavedGamesList)
    press(app, chooser, "Delete", index=1)
    ask = app.scenes.top
    assert isinstance(ask, Dialog) and ask.title == "Delete this game?"
    press(app, ask, "Keep it")
    assert len(saved_games.kept_paths(GAME_ID)) == 1  # nothing lost by the first click
    press(app, chooser, "Delete", index=1)
    press(app, app.scenes.top, "Delete")
    assert saved_games.kept_paths(GAME_ID) == [] and saves.has_autosave(GAME_ID)


def test_only_a_few_kept_games_are_kept_the_oldest_go_first(app: App) -> None:
    import os

    states = []
    for seed in range(saved_games.KEEP_MOST + 2):
        data = legal_save(players=3, seed=seed, moves=3)
        assert saves.write_autosave(GAME_ID, data)
        os.utime(saves.autosave_path(GAME_ID), (1_000_000 + seed, 1_000_000 + seed))
        states.append(data["state"])
        assert saved_games.keep_current(GAME_ID) is not None
    kept = [saves.read_save(p, GAME_ID)["state"] for p in saved_games.kept_paths(GAME_ID)]
    assert kept == states[::-1][: saved_games.KEEP_MOST]
