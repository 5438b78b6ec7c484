"""Entry point: ``python -m common.launcher`` / the ``drachenspiele`` command.

``--game ID`` opens straight into a game's setup (``python -m dragomino`` uses it),
``--self-test --out DIR`` renders every scene headless to PNGs, ``--demo-move [GAME]
--out DIR`` (a test hook, `common.demo_move`) plays one computer move in the window and quits.
"""

from __future__ import annotations

import argparse
import logging
import logging.handlers
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from common import notices, storage
from common import settings as settings_module
from common.games import GAME_MODULES
from common.i18n import N_

if TYPE_CHECKING:  # pygame: the computer players' worker process imports this module too
    from common.scene import Scene

log = logging.getLogger("common")
LOG_FILE = "drachenspiele.log"


def setup_logging(verbose: bool = False) -> Path | None:
    """Log to the user log dir (rotating) and warnings to stderr; never fail on it."""
    root = logging.getLogger()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.INFO if verbose else logging.WARNING)
    console.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    # a record that was already said to the person in plain words goes to the file only
    console.addFilter(lambda record: getattr(record, "console", True))
    root.addHandler(console)
    try:
        path = settings_module.log_dir() / LOG_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=2, encoding="utf-8"
        )
    except OSError as exc:
        logging.getLogger(__name__).warning("no log file (%s)", exc)
        notices.report(
            "log-write",
            N_("No log file can be written ({reason}); problems are not recorded."),
            reason=storage.reason_msgid(exc),
        )
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    return path


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="drachenspiele", description="Drachenspiele")
    parser.add_argument("--game", choices=GAME_MODULES, help="open this game's setup directly")
    parser.add_argument("--self-test", action="store_true", help="render every scene to PNGs")
    parser.add_argument(
        "--out", type=Path, help="folder for --self-test's or --demo-move's screenshots"
    )
    parser.add_argument("--lang", choices=("de", "en"), help="language for this run")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--windowed", action="store_true", help="start in a window")
    mode.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    parser.add_argument("--verbose", action="store_true", help="log more to the console")
    parser.add_argument(
        "--installed-notice",
        action="store_true",
        help="say what was installed where (the installer started without a terminal)",
    )
    parser.add_argument(
        "--install-problem",
        metavar="SENTENCE",
        help="say in a small window why the installer could not install (started by the "
        "installer, without a terminal, from a temporary copy of the program)",
    )
    parser.add_argument(
        "--demo-move",
        nargs="?",
        const=GAME_MODULES[0],
        choices=GAME_MODULES,
        metavar="GAME",
        help="test hook: play one computer move of GAME (default: the first game) in the "
        "window, print it ('played: ...') and save a screenshot in --out, then quit; "
        "nothing is saved",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.self_test:
        import tempfile

        from common import selftest

        out = args.out or Path(tempfile.mkdtemp(prefix="drachenspiele-shots-"))

        selftest.prepare_environment(out)
        setup_logging(args.verbose)
        return selftest.run(out, args.lang)

    log_path = setup_logging(args.verbose)
    log.info("starting Drachenspiele (log: %s)", log_path)
    from common.app import App, environment_is_test
    from common.settings import Settings

    settings = Settings.load()
    if args.lang:
        settings.language = args.lang
    if (no_screen := _no_screen(settings.language)) is not None:
        print(no_screen, file=sys.stderr)
        log.error("%s", no_screen, extra={"console": False})
        return 1
    if args.installed_notice:
        return _installed_notice(settings)
    if args.install_problem is not None:
        return _install_problem(settings, args.install_problem)
    if args.demo_move:
        return _demo_move(settings, args.demo_move, args.out)
    fullscreen = True if args.fullscreen else False if args.windowed else None
    from common import instance

    lock = instance.acquire()  # one copy per saves folder: two would overwrite each other
    from common.scenes.setup import SetupScene
    from common.scenes.title import TitleScene

    app = App(
        settings,
        fullscreen=fullscreen,
        expect_headless=environment_is_test(),
        home=TitleScene,  # the root screen: every "quit to title" and "back" lands here
        new_game=SetupScene,
    )
    first = _already_open_scene() if lock.busy else _first_scene(args.game)
    try:
        return app.run(first)
    except Exception:
        log.exception("the app crashed")
        return 1
    finally:
        app.shutdown()
        lock.release()


def _no_screen(language: str) -> str | None:
    """The sentence that says why no window can be shown, in the player's language, or None."""
    from common import i18n, screen

    i18n.set_language(language)
    return screen.no_screen_reason()


def _demo_move(settings: settings_module.Settings, game_id: str, out: Path | None) -> int:
    """The test hook `common.demo_move`, in a window, with settings that are never saved."""
    import dataclasses
    import tempfile

    from common import demo_move
    from common.app import App, environment_is_test

    fields = {f.name: getattr(settings, f.name) for f in dataclasses.fields(settings)}
    fields.update(fullscreen=False)
    app = App(_UnsavedSettings(**fields), fullscreen=False, expect_headless=environment_is_test())
    folder = out or Path(tempfile.mkdtemp(prefix="drachenspiele-demo-"))
    try:
        return demo_move.run(app, game_id, folder)
    except Exception:
        log.exception("the demo move crashed")
        return 1
    finally:
        app.shutdown()


def _small_window(settings: settings_module.Settings) -> settings_module.Settings:
    """The installer's windows: the smallest the app allows, never remembered (the player's
    language and sound are used, but nothing is saved from here)."""
    import dataclasses

    fields = {f.name: getattr(settings, f.name) for f in dataclasses.fields(settings)}
    fields.update(window_size=settings_module.WINDOW_MIN, fullscreen=False)
    return _UnsavedSettings(**fields)


def _install_problem(settings: settings_module.Settings, sentence: str) -> int:
    """The double-clicked installer's "could not be installed" window (a Close button)."""
    from common.app import App
    from common.scenes.install_problem import InstallProblemScene

    app = App(_small_window(settings), fullscreen=False, caption="Drachenspiele")
    try:
        return app.run(InstallProblemScene(sentence))
    finally:
        app.shutdown()


def _installed_notice(settings: settings_module.Settings) -> int:
    """The installer's small window; "Play now" then starts the app in its own window.

    The window is the smallest the app allows and is never remembered: the player's
    settings (language, sound) are used, but not saved from here."""
    from common.app import App
    from common.scenes.installed import InstalledScene

    app = App(_small_window(settings), fullscreen=False, caption="Drachenspiele")
    scene = InstalledScene()
    try:
        code = app.run(scene)
    finally:
        app.shutdown()
    if scene.play_now:
        argv = app_command()
        log.info("installed notice: play now (%s)", argv)
        os.execv(argv[0], argv)
    return code


class _UnsavedSettings(settings_module.Settings):
    """Settings that are read but never written (the installer's notice window)."""

    def save(self) -> bool:
        return True


def app_command() -> list[str]:
    """How to start this app again: the bundle's executable, or python -m common.launcher."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "common.launcher"]


def _already_open_scene() -> Scene:
    from common.scenes.already_open import AlreadyOpenScene

    return AlreadyOpenScene()


def _first_scene(game_id: str | None) -> Scene:
    from common.games import get_plugin
    from common.scenes.setup import SetupScene
    from common.scenes.title import TitleScene

    if game_id is None:
        return TitleScene()
    return SetupScene(get_plugin(game_id))


if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # only then does it act; the import costs start-up time
        import multiprocessing

        multiprocessing.freeze_support()  # a frozen app's worker process starts here
    sys.exit(main())
