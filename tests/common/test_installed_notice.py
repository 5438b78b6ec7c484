"""The installer's own window (issue 23, item 3): a double-clicked `.run` has no terminal,
so after installing it starts `drachenspiele --installed-notice`, a small window that says
what was installed where, with "Play now" (starts the app in its normal window) and
"Close". Driven with posted clicks in the real small window; the window size the notice
uses is never written into the player's settings."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import i18n, launcher
from common.app import App
from common.scenes.installed import InstalledScene
from common.settings import WINDOW_MIN


def click(app: App, logical: tuple[int, int]) -> None:
    pos = app.to_window(logical)
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {}
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, **extra))


@pytest.fixture
def notice_run(user_dirs: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, object]]:
    """`drachenspiele --installed-notice` with the first frame's clicks chosen by the test.

    App.run is wrapped: it shows the scene, then clicks the button named in `seen["click"]`
    in the real (small) window and lets the scene end the app; os.execv is recorded."""
    seen: dict[str, object] = {}
    real_run = App.run

    def run(self: App, first: InstalledScene) -> int:
        self.scenes.push(first)
        self.running = True
        self.step()
        seen["window"] = self.window.get_size()
        seen["texts"] = [w.text for w in first.group.widgets]  # type: ignore[attr-defined]
        target = next(w for w in first.group.widgets if w.text == seen["click"])  # type: ignore[attr-defined]
        click(self, target.rect.center)
        self.step()
        seen["running"] = self.running
        self.scenes.stack.clear()
        return real_run(self)

    def execv(path: str, argv: list[str]) -> None:
        seen["exec"] = argv

    monkeypatch.setattr(App, "run", run)
    monkeypatch.setattr(launcher.os, "execv", execv)
    settings = user_dirs / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text(json.dumps({"window_size": [1100, 700], "language": "en"}))
    seen["settings"] = settings
    yield seen


def test_play_now_starts_the_app_in_its_own_window(notice_run: dict[str, object]) -> None:
    notice_run["click"] = "Play now"
    assert launcher.main(["--installed-notice"]) == 0
    assert notice_run["window"] == WINDOW_MIN  # a small window, not the game's
    assert notice_run["running"] is False
    assert notice_run["exec"] == launcher.app_command()
    saved = json.loads(Path(str(notice_run["settings"])).read_text())
    assert saved["window_size"] == [1100, 700]  # the player's window size is kept


def test_close_only_closes(notice_run: dict[str, object]) -> None:
    notice_run["click"] = "Close"
    assert launcher.main(["--installed-notice"]) == 0
    assert notice_run["running"] is False
    assert "exec" not in notice_run
    assert notice_run["texts"] == ["Play now", "Close"]


def test_it_says_where_the_program_and_the_saves_are(app: App, user_dirs: Path) -> None:
    scene = InstalledScene()
    app.scenes.push(scene)
    app.step()
    from common.scenes import installed

    assert installed.place("saves").endswith("data")  # DRACHENSPIELE_DATA_DIR of the test
    assert Path(installed.place("program").replace("~", str(Path.home()), 1)).is_dir()
    assert installed.home_short(Path.home() / ".local" / "lib" / "drachenspiele") == (
        "~/.local/lib/drachenspiele"
    )
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step()
    assert scene.play_now and not app.running


def test_the_notice_reads_in_german(app: App) -> None:
    i18n.set_language("de")
    for msgid in ("Drachenspiele is installed", "Play now", "Close", "Your saves", "Program"):
        assert i18n._(msgid) != msgid, msgid


# --- the window of an installer that could not install (`--install-problem SENTENCE`) ---


def test_the_problem_window_is_small_says_the_installer_s_sentence_and_closes(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from common.scenes.install_problem import InstallProblemScene

    seen: dict[str, object] = {}
    real_run = App.run

    def run(self: App, first: InstallProblemScene) -> int:
        self.scenes.push(first)
        self.running = True
        self.step()
        seen["window"] = self.window.get_size()
        seen["sentence"] = first.sentence
        close = next(w for w in first.group.widgets if w.text == "Close")  # type: ignore[attr-defined]
        click(self, close.rect.center)
        self.step()
        seen["running"] = self.running
        self.scenes.stack.clear()
        return real_run(self)

    monkeypatch.setattr(App, "run", run)
    sentence = "There is not enough free space: it needs about 36 MB."
    assert launcher.main(["--install-problem", sentence]) == 0
    assert seen == {"window": WINDOW_MIN, "sentence": sentence, "running": False}
    assert not (user_dirs / "config" / "settings.json").exists()  # nothing remembered


def test_the_problem_window_reads_in_german() -> None:
    i18n.set_language("de")
    assert i18n._("Drachenspiele could not be installed") != "Drachenspiele could not be installed"
