"""Kill -9 at random moments of both games: a subprocess runs the real app headless with
computer players; after each SIGKILL the autosave (and its backup) load as Continue loads
them, and at most one announced action is lost. Rounds continue the save left by the kill
before, as a family would. CI: a few kills per game; DRACHEN_FULL_ROBUST=1: 50 each.

The moment is picked from the child's own output (right after its k-th "SAVING" or
"SAVED" line, k random), never from a clock: the kill lands while the child runs on.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from common import saves
from common.games import get_plugin
from common.table.session import load_last_finished
from tests.robustness.counts import count

CHILD = Path(__file__).with_name("kill_child.py")


def env_for(folder: Path) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("CONFIG", "DATA", "LOG", "CACHE"):
        env[f"DRACHENSPIELE_{name}_DIR"] = str(folder / name.lower())
    return env


def kill_once(game: str, folder: Path, seed: int, rng: random.Random) -> tuple[int, bool]:
    """Run the child until a random SAVING/SAVED line, SIGKILL it; (last announced, ended)."""
    folder.mkdir(parents=True, exist_ok=True)
    errors = folder / f"child-{seed}.err"
    with open(errors, "w", encoding="utf-8") as err:
        child = subprocess.Popen(
            [sys.executable, str(CHILD), game, str(folder), str(seed)],
            stdout=subprocess.PIPE,
            stderr=err,
            text=True,
            env=env_for(folder),
        )
    assert child.stdout is not None
    # a safety net, not a measurement: a child that stops talking is killed, and the
    # test then fails on what it did not say
    watchdog = threading.Timer(120.0, child.kill)
    watchdog.start()
    wanted = rng.randint(1, 6)
    seen = 0
    announced = -1
    ended = False
    try:
        for line in child.stdout:
            word, _, number = line.strip().partition(" ")
            if word == "SAVING":
                announced = int(number)
            if word in ("SAVING", "SAVED"):
                seen += 1
                if seen >= wanted:
                    break
            if word in ("ENDED", "FINISHED"):
                ended = True
                break
    finally:
        watchdog.cancel()
        child.send_signal(signal.SIGKILL)
        child.wait()
    said = errors.read_text(encoding="utf-8", errors="replace")[-3000:]
    assert announced >= 0 or ended, f"the child announced no save before it was killed:\n{said}"
    return announced, ended


def check_saves(game: str, folder: Path, announced: int, app: Any, ended: bool) -> None:
    """What Continue does with what the kill left: every save file loads, nothing lost
    but the one action whose save was interrupted; a finished game left no autosave and
    its last-finished copy replays."""
    for name, value in env_for(folder).items():
        if name.startswith("DRACHENSPIELE_"):
            os.environ[name] = value
    saves.forget_refused_in_memory()
    plugin = get_plugin(game)
    assert plugin.load_table_scene is not None
    main = saves.autosave_path(game)
    if ended:
        assert not main.exists(), "a finished game offers no Continue"
        data = load_last_finished(game)
        assert data is not None and data["over"]
        assert plugin.replay_table_scene is not None
        assert plugin.replay_table_scene(app, data) is not None
        return
    if not main.exists():
        assert announced <= 0, "a save was announced but none is there"
        return
    data = saves.load_autosave(game)
    assert plugin.load_table_scene(app, data) is not None
    assert announced - len(data["moves"]) <= 1, f"lost {announced - len(data['moves'])} actions"
    backup = saves.backup_path(game)
    if backup.exists():
        older = saves.load_save(backup, game)
        assert plugin.load_table_scene(app, older) is not None
        assert len(older["moves"]) <= len(data["moves"])


@pytest.mark.parametrize("game", ["dragomino", "dracheninsel"])
def test_kill_minus_nine_loses_at_most_one_action(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from common.app import App
    from common.settings import Settings

    for name in ("CONFIG", "DATA", "LOG", "CACHE"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    app = App(Settings(language="en"), fullscreen=False, expect_headless=True)
    rng = random.Random(f"kill-{game}")
    kills = count(2, 50)
    folder = tmp_path / "family"
    for round_ in range(kills):
        announced, ended = kill_once(game, folder, 500 + round_, rng)
        check_saves(game, folder, announced, app, ended)  # then the next round goes on
    saves.forget_refused_in_memory()
