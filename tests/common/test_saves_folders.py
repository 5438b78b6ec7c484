"""Hostile folders: the app starts, plays and tells the truth when its config, data, cache
or log folder is unreachable, read-only or full.

The tests run as root, and root ignores permission bits, so hostility is made by other
means: a file where a folder should be, a dangling link, and os functions monkeypatched to
raise PermissionError / OSError(ENOSPC / EROFS) the way they do for a normal user.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from shell_helpers import click, settle

from common import assets, games, launcher, notices, saves, storage
from common.app import App
from common.games import GamePlugin
from common.scene import Scene
from common.scenes.pause import PauseMenu
from common.scenes.title import TitleScene
from common.settings import Settings
from common.widgets import Button, Dialog

GAME = "dragomino"


@pytest.fixture(autouse=True)
def fresh_notices() -> Iterator[None]:
    notices.reset()
    saves.forget_refused_in_memory()
    yield
    saves.forget_refused_in_memory()


@pytest.fixture
def placeholder_games(monkeypatch: pytest.MonkeyPatch) -> dict[str, GamePlugin]:
    table = {gid: games.placeholder_plugin(gid) for gid in games.GAME_MODULES}
    monkeypatch.setattr(games, "_plugins", table)
    return table


def raising(code: int) -> Callable[..., Any]:
    def fail(*_args: object, **_kw: object) -> Any:
        raise OSError(code, os.strerror(code))

    return fail


def said() -> dict[str, str]:
    return {n.key: n.text() for n in notices.current().history}


def labels(scene: Scene) -> list[str]:
    return [getattr(w, "label", "") for w in scene.group.widgets]  # type: ignore[attr-defined]


def press(app: App, scene: Scene, label: str) -> None:
    widgets = scene.group.widgets  # type: ignore[attr-defined]
    target = next(w for w in widgets if isinstance(w, Button) and w.label == label)
    click(target.rect.center)
    app.step()
    settle(app, 0.5)


# ------------------------------------------------------------------ settings


def test_config_dir_that_is_a_file_gives_defaults_and_one_notice(user_dirs: Path) -> None:
    (user_dirs / "config").write_text("I am a file, not a folder")
    settings = Settings.load()
    assert settings.volume == Settings().volume
    assert "defaults" in said()["settings-read"]
    settings.volume = 0.3
    assert not settings.save()
    assert not settings.save()
    assert list(said()) == ["settings-read", "settings-write"]  # each said once
    assert "a file is in the way of a folder" in said()["settings-write"]


def test_unsearchable_config_dir_gives_defaults(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_open = open

    def guarded_open(file: Any, *args: Any, **kw: Any) -> Any:
        if "config" in str(file):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kw)

    monkeypatch.setattr("builtins.open", guarded_open)
    settings = Settings.load()
    assert settings.to_json() == Settings(language=settings.language).to_json()
    assert "no permission" in said()["settings-read"]


def test_missing_settings_is_a_first_start_not_a_problem(user_dirs: Path) -> None:
    Settings.load()
    assert said() == {}


def test_damaged_settings_with_bom_and_huge_values(user_dirs: Path) -> None:
    path = user_dirs / "config" / "settings.json"
    path.parent.mkdir()
    path.write_bytes(b'\xef\xbb\xbf{"volume": 0.25, "window_size": [320, 200]}')
    loaded = Settings.load()
    assert loaded.volume == 0.25 and loaded.window_size == (1280, 800)
    path.write_text("[" * 100_000)
    assert Settings.load().volume == Settings().volume
    assert "damaged" in said()["settings-read"]


@pytest.mark.parametrize(
    ("size", "kept"),
    [((800, 500), True), ((1920, 1080), True), ((799, 600), False), ((320, 200), False)],
)
def test_window_size_is_remembered_only_within_bounds(
    app: App, size: tuple[int, int], kept: bool
) -> None:
    app.settings.window_size = (1280, 800)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.step()
    assert (app.settings.window_size == size) is kept


# ------------------------------------------------------------------ starting the app


def test_app_starts_when_every_path_check_raises(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch, placeholder_games: Any
) -> None:
    """Every check under the user's folders raising PermissionError (a HOME that belongs to
    somebody else) must not stop the start: no settings, no Continue, no crash."""
    home = str(user_dirs)

    def guard(real: Callable[..., Any]) -> Callable[..., Any]:
        def checked(path: Any, *args: Any, **kw: Any) -> Any:
            if str(path).startswith(home):
                raise PermissionError(errno.EACCES, "Permission denied", str(path))
            return real(path, *args, **kw)

        return checked

    monkeypatch.setattr(Path, "is_file", guard(Path.is_file))
    monkeypatch.setattr(Path, "exists", guard(Path.exists))
    monkeypatch.setattr(os, "stat", guard(os.stat))
    monkeypatch.setattr("builtins.open", guard(open))
    monkeypatch.setattr(os, "open", guard(os.open))
    settings = Settings.load()
    assert "no permission" in said()["settings-read"]
    application = App(settings, fullscreen=False, expect_headless=True)
    application.running = True
    try:
        title = TitleScene()
        application.scenes.push(title)
        settle(application)
        assert "Continue" not in labels(title)
    finally:
        application.scenes.stack.clear()


def test_unsearchable_cache_dir_does_not_stop_the_art(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache = user_dirs / "cache"
    cache.write_text("a file where the cache folder should be")
    monkeypatch.setenv("DRACHENSPIELE_CACHE_DIR", str(cache))
    assets.clear_caches()
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    picture = assets.try_svg("common/icon.svg", (200, 200))
    assert picture is not None and picture.get_size() == (200, 200)
    assert "slower" in said()["art-cache"]


def test_no_log_file_is_said(user_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (user_dirs / "log").write_text("a file where the log folder should be")
    import logging

    root = logging.getLogger()
    before = list(root.handlers)
    try:
        assert launcher.setup_logging() is None
    finally:
        for handler in root.handlers[len(before) :]:
            root.removeHandler(handler)
    assert "No log file" in said()["log-write"]


def test_a_notice_is_drawn_over_the_title_and_goes_away(app: App, monkeypatch: Any) -> None:
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    app.render()
    before = pygame.Surface.copy(app.canvas)
    notices.report("test", "The disk is full (a test).")
    app.step()
    assert [n.key for n, _until in app.shown_notices] == ["test"]
    app.render()
    (_notice, pill, _text) = app._notice_rects()[0]
    assert pill.bottom <= 800 and pill.width < 800  # small, on the canvas
    changed = sum(
        before.get_at((x, y)) != app.canvas.get_at((x, y))
        for x in range(pill.left, pill.right, 4)
        for y in range(pill.top, pill.bottom, 4)
    )
    assert changed > 0.8 * (pill.width // 4) * (pill.height // 4)
    monkeypatch.setattr("common.app.time.perf_counter", lambda: 1e12)
    app.step()
    assert app.shown_notices == []


# ------------------------------------------------------------------ saves and Continue


def test_unwritable_data_dir_autosave_fails_and_is_said_once(user_dirs: Path) -> None:
    (user_dirs / "data").symlink_to(user_dirs / "nowhere")  # a dangling link
    for turn in range(3):
        assert not saves.write_autosave(GAME, {"turn": turn})
    assert list(said()) == ["autosave"]
    assert not saves.has_autosave(GAME)


def test_an_unreadable_autosave_is_refused_not_a_crash(
    app: App, placeholder_games: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves.write_autosave(GAME, {"moves": []})
    real_open = open

    def guarded_open(file: Any, *args: Any, **kw: Any) -> Any:
        if str(file).endswith("-autosave.json"):
            raise PermissionError(errno.EACCES, "Permission denied", str(file))
        return real_open(file, *args, **kw)

    monkeypatch.setattr("builtins.open", guarded_open)
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    press(app, title, "Continue")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and "cannot be read" in dialog.message
    press(app, dialog, "OK")
    assert "Continue" not in labels(title)


def test_continue_refusal_when_the_file_cannot_be_moved_tells_the_truth(
    app: App, placeholder_games: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves.autosave_path(GAME).parent.mkdir(parents=True)
    saves.autosave_path(GAME).write_text("{broken")
    monkeypatch.setattr(saves.os, "link", raising(errno.EROFS))
    monkeypatch.setattr(saves.os, "rename", raising(errno.EROFS))
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    press(app, title, "Continue")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert "put aside" not in dialog.message and "could not be moved aside" in dialog.message
    press(app, dialog, "OK")
    assert "Continue" not in labels(title)
    assert saves.autosave_path(GAME).read_text() == "{broken"


def test_a_game_that_breaks_right_after_continue_refuses_its_save(
    app: App, placeholder_games: dict[str, GamePlugin], monkeypatch: pytest.MonkeyPatch
) -> None:
    class Poisoned(Scene):
        def update(self, dt: float) -> bool:
            if app.running and armed:
                raise ValueError("phase 'banana'")
            return False

    armed: list[int] = []

    placeholder_games[GAME].load_table_scene = lambda _app, _data: Poisoned()
    placeholder_games[GAME].create_table_scene = lambda _app, _setup: Poisoned()
    assert saves.write_autosave(GAME, {"moves": []})
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    press(app, title, "Continue")
    assert isinstance(app.scenes.top, Poisoned)
    armed.append(1)
    app.call_later(0.2, app.quit)  # the loop ends after the recovery has been shown
    assert app.run() == 0
    assert isinstance(app.scenes.stack[0], TitleScene)
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog) and dialog.title == "Saved game damaged"
    assert "could not be played" in dialog.message
    assert not saves.has_autosave(GAME)
    assert list(saves.saves_dir().glob(f"{GAME}-autosave.corrupt-*.json"))


def test_a_later_error_is_not_blamed_on_the_save(
    app: App, placeholder_games: dict[str, GamePlugin], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert saves.write_autosave(GAME, {"moves": []})
    app.watch_continue(GAME)
    app.frames_drawn += 1000
    monkeypatch.setattr("common.app.time.perf_counter", lambda: 1e12)
    app._recover()
    assert saves.has_autosave(GAME)
    assert isinstance(app.scenes.top, Dialog) and app.scenes.top.title == "Something went wrong"


# ------------------------------------------------------------------ quitting a game


def test_quit_to_title_with_a_failing_save_never_promises_and_never_crashes(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage.os, "write", raising(errno.ENOSPC))

    def before_quit() -> None:
        saves.write_autosave(GAME, {"moves": []})

    assert not saves.write_autosave(GAME, {"moves": []})  # a move's autosave already failed
    pause = PauseMenu(None, on_quit=before_quit)
    app.scenes.reset(pause)
    app.step()
    pause.confirm_quit()
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert "continue it later" not in dialog.message and "lost" in dialog.message
    press(app, dialog, "Quit game")
    assert isinstance(app.scenes.stack[0], TitleScene)
    assert "the disk is full" in said()["autosave"]


def test_quit_to_title_survives_an_on_quit_that_raises(app: App) -> None:
    def broken() -> None:
        raise RuntimeError("save_data failed")

    pause = PauseMenu(None, on_quit=broken)
    app.scenes.reset(pause)
    app.step()
    pause.quit_to_title()
    assert isinstance(app.scenes.stack[0], TitleScene)


def test_a_click_on_a_notice_puts_it_away_without_reaching_the_scene(app: App) -> None:
    pressed: list[tuple[int, int]] = []

    class Board(Scene):
        def handle_event(self, event: pygame.event.Event) -> bool:
            if event.type == pygame.MOUSEBUTTONDOWN:
                pressed.append(event.pos)
            return True

    app.scenes.push(Board())
    notices.report("test", "Settings could not be saved (a test).")
    app.step()
    (_notice, pill, _text) = app._notice_rects()[0]
    click(app.to_window(pill.center))
    app.step()
    assert app.shown_notices == [] and pressed == []
    click(app.to_window(pill.center))
    app.step()
    assert pressed == [pill.center]


def test_remembered_setups_that_would_freeze_or_garble_the_setup_screen_are_dropped(
    user_dirs: Path,
) -> None:
    path = user_dirs / "config" / "settings.json"
    path.parent.mkdir()
    good = {"seats": [{"name": "Anna", "colour": "red"}]}
    path.write_text(
        json.dumps(
            {
                "last_setups": {
                    "dragomino": good,
                    "dracheninsel": {"seats": [{"name": "A" * 100_000}]},
                    "x": {"seats": [{"name": "a\x00b"}]},
                    "y": {"seats": "banana"},
                    "z": [1],
                }
            }
        )
    )
    assert Settings.load().last_setups == {"dragomino": good}


def test_an_error_after_leaving_the_continued_game_is_not_blamed_on_the_save(app: App) -> None:
    class Table(Scene):
        pass

    assert saves.write_autosave(GAME, {"moves": []})
    table = Table()
    app.scenes.reset(table)
    app.watch_continue(GAME, table)
    app.scenes.reset(TitleScene())  # the family quit to the title at once
    app._recover()
    assert saves.has_autosave(GAME)
