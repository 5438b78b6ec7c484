"""Start-up to the title's first frame: what it must not import, and the cheap paths it uses.

`bench/startup_time.py` measures the time; these tests pin the reasons it is short: the
title shows both games without importing their rules, engines, tables or guides, and the
table kit and the computer players' worker process wait until a game is opened.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from common import i18n, saves
from common.app import App
from common.games import GameSetup, SeatConfig, get_plugin
from common.scenes import guide_entry

ROOT = Path(__file__).resolve().parents[2]

#: Modules that cost start-up time and that the title's first frame does not need.
NOT_BEFORE_FIRST_FRAME = (
    "dragomino.rules",
    "dragomino.engine",
    "dragomino.ui.table",
    "dragomino.ui.guide",
    "dracheninsel.rules",
    "dracheninsel.engine",
    "dracheninsel.ui.table",
    "dracheninsel.ui.guide",
    "common.table",  # the table kit, which imports the computer players' worker
    "common.thinker",
    "multiprocessing",
)

# Runs the real launcher (`python -m common.launcher`) with the start-up probe, and writes
# the modules loaded when the first frame was flipped.
PROBE = textwrap.dedent(
    """
    import json, runpy, sys
    import common.app as app_module

    out_path = sys.argv[1]
    render = app_module.App.render

    def recording_render(self):
        render(self)
        if self.frames_drawn == 1:
            with open(out_path, "w", encoding="utf-8") as out:
                json.dump(sorted(sys.modules), out)

    app_module.App.render = recording_render
    sys.argv = ["drachenspiele"]
    runpy.run_module("common.launcher", run_name="__main__")
    """
)


def test_the_title_first_frame_imports_no_game_engine_table_or_worker(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "PYTEST_"))}
    env.update(
        {
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "DRACHENSPIELE_STARTUP_PROBE": "1",
            "DRACHENSPIELE_CONFIG_DIR": str(tmp_path / "config"),
            "DRACHENSPIELE_DATA_DIR": str(tmp_path / "data"),
            "DRACHENSPIELE_LOG_DIR": str(tmp_path / "log"),
        }
    )
    modules_file = tmp_path / "modules.json"
    proc = subprocess.run(
        [sys.executable, "-c", PROBE, str(modules_file)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "DRACHENSPIELE_FIRST_FRAME" in proc.stdout
    loaded = set(json.loads(modules_file.read_text(encoding="utf-8")))
    # the title did show both games (their plugins are light)
    assert {"dragomino.plugin", "dracheninsel.plugin", "common.scenes.title"} <= loaded
    early = [name for name in NOT_BEFORE_FIRST_FRAME if name in loaded]
    assert early == [], f"imported before the title's first frame: {early}"


def test_the_title_finds_both_guides_without_importing_them() -> None:
    for game_id in ("dragomino", "dracheninsel"):
        assert guide_entry.has_guide(game_id)
        assert guide_entry.guide_for(game_id) is not None, "and the guide does load"
    assert not guide_entry.has_guide("no_such_game")


def test_dracheninsel_option_defaults_are_the_engines_own() -> None:
    from dracheninsel.rules import GameConfig

    plugin = get_plugin("dracheninsel")
    engine = {
        f.name: f.default
        for f in dataclasses.fields(GameConfig)
        if f.default is not dataclasses.MISSING
    }
    defaults = plugin.default_options()
    assert set(defaults) == {opt.key for opt in plugin.options}
    table_own = ("answer_time", "phones")  # the table's own settings, not rules
    rules = {key: value for key, value in defaults.items() if key not in table_own}
    assert rules == {key: engine[key] for key in rules}
    assert defaults["answer_time"] == "normal"
    assert defaults["phones"] is False  # "Cards on phones" (issue 24) is off by default


def test_dracheninsel_seat_colours_follow_the_engine_data() -> None:
    from dracheninsel.rules import data

    plugin = get_plugin("dracheninsel")
    assert [cid for cid, _rgb, _name in plugin.seat_colours] == list(data.COLOUR_LETTERS)
    for cid, rgb, _name in plugin.seat_colours:
        assert list(rgb) == list(data.COLOUR_INFO[cid]["rgb"])


def test_dracheninsel_setup_with_a_bad_option_falls_back_to_the_engine_default() -> None:
    from dracheninsel.plugin import engine_defaults, game_config

    seats = [SeatConfig(f"P{i}", colour) for i, colour in enumerate("RYG")]
    setup = GameSetup("dracheninsel", seats, {"coins_refill": "sometimes"}, None, seed=3)
    config = game_config(setup)
    assert config.coins_refill == engine_defaults()["coins_refill"]
    assert config.seats == ("R", "Y", "G")


def test_a_plugin_without_engine_defaults_keeps_its_own() -> None:
    plugin = get_plugin("dragomino")
    assert plugin.option_defaults is None
    assert plugin.default_options() == {opt.key: opt.default for opt in plugin.options}


@pytest.mark.parametrize(
    ("line", "text"),
    [
        ('"plain words"', "plain words"),
        ('"tab\\there"', "tab\there"),
        ('"two\\nlines \\"quoted\\" \\\\ end"', 'two\nlines "quoted" \\ end'),
        ('""', ""),
    ],
)
def test_po_strings_decode_with_and_without_escapes(line: str, text: str) -> None:
    assert i18n._unquote(line) == text


def test_watch_again_is_asked_of_the_saves_module(user_dirs: Path) -> None:
    from common.table import session

    assert session.last_finished_path is saves.last_finished_path
    assert not saves.has_last_finished("dragomino")
    path = saves.last_finished_path("dragomino")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{}", encoding="utf-8")
    assert saves.has_last_finished("dragomino")


def test_the_art_cache_keeps_every_pixel_and_its_alpha(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Large SVG renders are kept as BMP (fast to load before the first frame): the stored
    picture must come back identical, transparency included."""
    import pygame

    from common import assets

    monkeypatch.setenv("DRACHENSPIELE_CACHE_DIR", str(user_dirs / "cache"))
    picture = pygame.Surface((200, 160), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    pygame.draw.circle(picture, (200, 56, 40, 255), (60, 60), 50)
    pygame.draw.rect(picture, (50, 110, 200, 96), (100, 20, 90, 80))
    cache_file = assets._disk_cache_file(assets.asset_path("common/title_bg.svg"), (200, 160))
    assert cache_file is not None and cache_file.suffix == ".bmp"
    assets._store_cached_render(cache_file, picture)
    loaded = assets._load_cached_render(cache_file)
    assert loaded is not None and loaded.get_size() == (200, 160)
    assert loaded.get_flags() & pygame.SRCALPHA
    assert pygame.image.tobytes(loaded, "RGBA") == pygame.image.tobytes(picture, "RGBA")


def test_the_art_cache_names_follow_the_picture_and_its_size(
    user_dirs: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from common import assets

    monkeypatch.setenv("DRACHENSPIELE_CACHE_DIR", str(user_dirs / "cache"))
    svg = user_dirs / "picture.svg"
    svg.write_text('<svg viewBox="0 0 10 10"><rect width="10" height="10"/></svg>')
    first = assets._disk_cache_file(svg, (400, 300))
    assert first == assets._disk_cache_file(svg, (400, 300))
    assert first != assets._disk_cache_file(svg, (300, 400))
    svg.write_text('<svg viewBox="0 0 10 10"><rect width="10" height="9"/></svg>')
    assert first != assets._disk_cache_file(svg, (400, 300)), "changed art, new render"


def test_pictures_already_in_the_windows_alpha_format_are_not_copied(app: App) -> None:
    """Converting a cached render that is already in the window's format only copied it."""
    import pygame

    from common import assets

    ready = pygame.Surface((300, 200), pygame.SRCALPHA).convert_alpha()
    assert assets._prepare(ready) is ready
    opaque = pygame.Surface((300, 200), 0, 24)
    converted = assets._prepare(opaque)
    assert converted is not opaque
    assert converted.get_flags() & pygame.SRCALPHA


def test_a_guide_that_fails_to_load_is_said_on_the_title(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The card offers the guide without importing it; if it then does not load, a click
    on "First game" says so instead of doing nothing."""
    from shell_helpers import click, settle

    from common.scenes.title import TitleScene
    from common.widgets import Button, Dialog

    monkeypatch.setattr(guide_entry, "guide_for", lambda game_id: None)
    title = TitleScene()
    app.scenes.reset(title)
    settle(app)
    app.step()
    button = next(
        w for w in title.group.widgets if isinstance(w, Button) and w.text == "First game"
    )
    click(app.to_window(button.rect.center))
    app.step()
    top = app.scenes.top
    assert isinstance(top, Dialog)
    assert top.message == "This game could not be started. Please try again."
