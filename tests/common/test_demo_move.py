"""The test hook `--demo-move` (issue 23, item 2): the clean-root checks play one computer
move through the installed app itself. Run as the real `python -m common.launcher` in a
subprocess (the checks start the installed command the same way): it must print the move
it played and where its screenshot is, keep that screenshot, write no save and no settings,
and end with status 0; without the option nothing of it happens."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame

from common import launcher

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 180  # seconds: never hang (the run itself takes a few seconds)


def test_demo_move_plays_one_computer_move_shows_it_and_saves_nothing(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        DRACHENSPIELE_CONFIG_DIR=str(tmp_path / "config"),
        DRACHENSPIELE_DATA_DIR=str(tmp_path / "data"),
        DRACHENSPIELE_LOG_DIR=str(tmp_path / "log"),
    )
    env.pop("DRACHENSPIELE_FIXED_STEP", None)  # the real loop's clock, as installed
    out = tmp_path / "shots"
    result = subprocess.run(
        [sys.executable, "-m", "common.launcher", "--demo-move", "--out", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    played = [line for line in lines if line.startswith("played: seat ")]
    assert len(played) == 1, result.stdout
    seat, move_json = played[0].removeprefix("played: seat ").split(" ", 1)
    assert seat == "0"  # seat 0 starts the seeded game
    assert json.loads(move_json)["kind"] == "place_domino"
    shot = out / "demo-move.png"
    assert f"screenshot: {shot}" in lines
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)
    log = (tmp_path / "log" / launcher.LOG_FILE).read_text(encoding="utf-8")
    assert "demo move played: seat 0" in log
    # a demo game is never a player's: no autosave, no finished game, no settings written
    assert not (tmp_path / "data").exists() or not any((tmp_path / "data").rglob("*.json"))
    assert not (tmp_path / "config" / "settings.json").exists()


def test_demo_move_is_off_unless_asked() -> None:
    assert launcher.parse_args([]).demo_move is None
    assert launcher.parse_args(["--demo-move"]).demo_move == "dragomino"
    assert launcher.parse_args(["--demo-move", "dracheninsel"]).demo_move == "dracheninsel"
