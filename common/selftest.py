"""Render every scene headless and write one PNG per scene; exit status says if all worked.

This is also how a packaged build is checked, so it must never need a display or sound
card, and it must never touch the player's real settings or saves.
"""

from __future__ import annotations

import logging
import os
import tempfile
import traceback
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pygame

from common import i18n
from common.games import GamePlugin, GameSetup, plugins
from common.scene import Scene

log = logging.getLogger(__name__)

SETTLE_FRAMES = 4
SETTLE_DT = 0.5
SAMPLE_NAMES = ("Anna", "Jörg", "Özlem", "Ben", "Mia", "Luca")


def prepare_environment(out_dir: Path) -> None:
    """Headless drivers and throw-away settings/save dirs (call before App())."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    scratch = Path(tempfile.mkdtemp(prefix="drachenspiele-selftest-"))
    os.environ.setdefault("DRACHENSPIELE_CONFIG_DIR", str(scratch / "config"))
    os.environ.setdefault("DRACHENSPIELE_DATA_DIR", str(scratch / "data"))
    os.environ.setdefault("DRACHENSPIELE_LOG_DIR", str(scratch / "log"))
    os.environ.setdefault("DRACHENSPIELE_CACHE_DIR", str(scratch / "cache"))
    out_dir.mkdir(parents=True, exist_ok=True)


def _settle(app: object) -> None:
    from common.app import App

    assert isinstance(app, App)
    for _ in range(SETTLE_FRAMES):
        app.tweens.update(SETTLE_DT)
        app.scenes.update(SETTLE_DT)
    app.tweens.finish_all()


def _family_setup(plugin: GamePlugin) -> GameSetup:
    """A full table with umlaut names: the names most likely to break text rendering."""
    from common.scenes.setup import default_seats

    seats = default_seats(plugin, plugin.max_seats)
    for i, seat in enumerate(seats):
        seat.name = SAMPLE_NAMES[i % len(SAMPLE_NAMES)]
    return GameSetup(plugin.game_id, seats, plugin.default_options(), None, seed=1)


def _stack(*builders: Callable[[], Scene]) -> Callable[[], list[Scene]]:
    """Defer building scenes until their turn (a failing constructor fails only that shot)."""
    return lambda: [build() for build in builders]


#: a sentence of packaging/linux/installer-header.sh, for the install-problem picture
SAMPLE_PROBLEM = (
    "There is not enough free space: it needs about 36 MB in ~/.local/lib and only 4 MB "
    "are free. Free some space (empty the wastebasket) and try again."
)


def shared_scenes() -> list[tuple[str, Callable[[], list[Scene]]]]:
    """(file name, builder of the scene stack to show) for the shared screens."""
    from common.scenes.handoff import HandoffScene
    from common.scenes.install_problem import InstallProblemScene
    from common.scenes.installed import InstalledScene
    from common.scenes.pause import PauseMenu
    from common.scenes.placeholder import PlaceholderBoard
    from common.scenes.rules import RulesScene
    from common.scenes.settings_scene import SettingsScene
    from common.scenes.title import TitleScene
    from common.widgets import Dialog

    result: list[tuple[str, Callable[[], list[Scene]]]] = [
        ("title", _stack(TitleScene)),
        ("settings", _stack(SettingsScene)),
    ]
    from common.remote.seat_codes import PHONES_OPTION

    for game_id, plugin in plugins().items():
        if any(option.key == PHONES_OPTION for option in plugin.options):
            result.append((f"{game_id}-setup-phones", _stack(partial(_phones_setup, plugin))))
        result += [
            (f"{game_id}-setup", _stack(partial(_filled_setup, plugin))),
            (f"{game_id}-rules", _stack(partial(RulesScene, plugin))),
            (
                f"{game_id}-placeholder",
                _stack(lambda p=plugin: PlaceholderBoard(p, _family_setup(p))),  # type: ignore[misc]
            ),
        ]
    first = next(iter(plugins().values()))
    board = partial(PlaceholderBoard, first, None)
    quit_dialog = partial(
        Dialog,
        i18n.N_("Quit to the title screen?"),
        i18n.N_("The current game will be left. You can continue it later from the title screen."),
        [(i18n.N_("Keep playing"), None, "plain"), (i18n.N_("Quit game"), None, "danger")],
    )
    result += [
        ("pause", _stack(board, partial(PauseMenu, first))),
        ("dialog-quit", _stack(board, partial(PauseMenu, first), quit_dialog)),
        ("handoff", _stack(board, partial(HandoffScene, "Jörg", (64, 124, 200)))),
        ("installed", _stack(InstalledScene)),  # the double-clicked installer's window
        # ... and the one it shows when it cannot install (its own sentence, in English)
        ("install-problem", _stack(partial(InstallProblemScene, SAMPLE_PROBLEM))),
    ]
    return result


def _filled_setup(plugin: GamePlugin) -> Scene:
    """A setup screen with a typical family table (names with umlauts, one computer)."""
    from common.scenes.setup import SetupScene

    setup = _family_setup(plugin)
    scene = SetupScene(plugin)
    count = min(plugin.max_seats, plugin.min_seats + 1)
    scene.seats = setup.seats[:count]
    for i, seat in enumerate(scene.seats):
        seat.kind = "computer" if i == count - 1 else "human"
        seat.level = "hard"
    scene._loaded = True
    return scene


def _phones_setup(plugin: GamePlugin) -> Scene:
    """The setup with "Cards on phones" on: every person's QR code (issue 24). The codes'
    server listens on 127.0.0.1 only here, and stops when the self-test ends."""
    from common.remote.seat_codes import PHONES_OPTION
    from common.scenes.setup import SetupScene

    scene = _filled_setup(plugin)
    assert isinstance(scene, SetupScene)
    scene.codes.hosts = ("127.0.0.1",)
    scene.options[PHONES_OPTION] = True
    return scene


def _shoot(app: object, stack: list[Scene], path: Path) -> None:
    from common.app import App

    assert isinstance(app, App)
    app.scenes.reset(stack[0])
    for scene in stack[1:]:
        app.scenes.push(scene)
    _settle(app)
    pygame.image.save(app.screenshot(), str(path))


def run(out_dir: Path, language: str | None = None) -> int:
    """Render all scenes into ``out_dir``; return 0 if every one worked, else 1."""
    from common.app import App

    prepare_environment(out_dir)
    from common.settings import Settings

    settings = Settings.load()
    if language:
        settings.language = language
    app = App(settings, expect_headless=True)
    failures: list[str] = []
    written: list[str] = []

    def attempt(name: str, build: Callable[[], list[Scene]]) -> None:
        path = out_dir / f"{name}.png"
        try:
            _shoot(app, build(), path)
            written.append(path.name)
        except Exception:
            failures.append(name)
            log.error("self-test scene %s failed:\n%s", name, traceback.format_exc())

    for name, build in shared_scenes():
        attempt(name, build)
    for game_id, plugin in plugins().items():
        if plugin.self_test_scenes is None:
            continue
        try:
            game_scenes = plugin.self_test_scenes(app)
        except Exception:
            failures.append(f"{game_id}-*")
            log.error("%s.self_test_scenes failed:\n%s", game_id, traceback.format_exc())
            continue
        for scene_name, scene in game_scenes:
            attempt(f"{game_id}-{scene_name}", partial(list, [scene]))
    for plugin in plugins().values():
        if plugin.load_error:  # a plugin that exists but is broken
            failures.append(f"{plugin.game_id}-plugin")
            log.error("plugin %s failed to load: %s", plugin.game_id, plugin.load_error)
    from common.remote import sessions

    sessions.close_phones()  # the phones' setup picture started their server
    app.shutdown()
    log.info("self-test wrote %d PNGs to %s", len(written), out_dir)
    print(f"self-test: {len(written)} scenes rendered to {out_dir}")
    if failures:
        print(f"self-test: FAILED: {', '.join(failures)}")
        return 1
    print("self-test: OK")
    return 0
