"""Kill -9 at random moments of all-computer games, then Continue: is anything lost or broken?

    .venv/bin/python bench/saves_kill.py [--kills 50] [--game dragomino|dracheninsel|both]

Each round starts the real app (dummy video driver) on an all-computer table in a temp
data folder, lets it play for a random 0.5-12 s of real time (continuing the save left by the last
kill, as a family would), kills it with SIGKILL, and
then runs the same check Continue runs (`load_autosave` + the game's `load_table_scene`,
which replays the moves through the engine). The child prints the move count it is about
to save; "lost" is how many announced moves the surviving save lacks (at most one is
allowed: the one whose save was interrupted).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def child(game: str, folder: str, seed: int) -> None:
    """Run one all-computer game in this process until killed."""
    for name in ("CONFIG", "DATA", "LOG", "CACHE"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(Path(folder) / name.lower())
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from common import saves
    from common.app import App
    from common.games import GameSetup, SeatConfig, get_plugin
    from common.settings import Settings

    real_write = saves.write_autosave

    def announcing(game_id: str, data: dict) -> bool:  # type: ignore[type-arg]
        print(f"SAVING {len(data.get('moves', []))}", flush=True)
        return real_write(game_id, data)

    real_delete = saves.delete_autosave

    def finishing(game_id: str) -> None:
        print("FINISHED", flush=True)  # the game ended: no save is expected any more
        real_delete(game_id)

    saves.write_autosave = announcing  # type: ignore[assignment]
    saves.delete_autosave = finishing  # type: ignore[assignment]
    plugin = get_plugin(game)
    colours = [cid for cid, _rgb, _name in plugin.seat_colours]
    count = 3 if game == "dragomino" else 4
    seats = [SeatConfig(f"C{i}", colours[i], "computer", "easy") for i in range(count)]
    setup = GameSetup(game, seats, plugin.default_options(), 0, seed)
    app = App(Settings(language="en", animation_speed=2.0), fullscreen=False, expect_headless=True)
    assert plugin.create_table_scene is not None and plugin.load_table_scene is not None
    if saves.has_autosave(game):  # what the family does after a crash: Continue
        scene = plugin.load_table_scene(app, saves.load_autosave(game))
        print("CONTINUED", flush=True)
    else:
        scene = plugin.create_table_scene(app, setup)
    assert scene is not None
    app.run(scene)


def check(game: str, folder: Path) -> tuple[str, int]:
    """What Continue would do with the save left behind: (outcome, saved move count)."""
    for name in ("CONFIG", "DATA", "LOG", "CACHE"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(folder / name.lower())
    from common import saves
    from common.games import get_plugin

    saves.forget_refused_in_memory()
    if not saves.has_autosave(game):
        return "no save yet", 0
    try:
        data = saves.load_autosave(game)
        plugin = get_plugin(game)
        assert plugin.load_table_scene is not None
        scene = plugin.load_table_scene(_app(), data)
    except saves.CorruptSave as exc:
        return f"REFUSED ({exc})", -1
    except Exception as exc:  # a crash is the worst outcome: count it
        return f"CRASHED ({type(exc).__name__}: {exc})", -1
    if scene is None:
        return "REFUSED (no scene)", -1
    return "continues", len(data["moves"])


_the_app = None


def _app():  # type: ignore[no-untyped-def]
    global _the_app
    if _the_app is None:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from common.app import App
        from common.settings import Settings

        _the_app = App(Settings(language="en"), fullscreen=False, expect_headless=True)
    return _the_app


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--game", default="both")
    parser.add_argument("--child", nargs=3, metavar=("GAME", "DIR", "SEED"))
    args = parser.parse_args()
    if args.child:
        child(args.child[0], args.child[1], int(args.child[2]))
        return
    games = ["dragomino", "dracheninsel"] if args.game == "both" else [args.game]
    rng = random.Random(2026)
    for game in games:
        outcomes: dict[str, int] = {}
        worst_loss = 0
        folder = Path(tempfile.mkdtemp(prefix=f"kill-{game}-"))  # one family, many crashes
        for round_no in range(args.kills):
            proc = subprocess.Popen(
                [sys.executable, __file__, "--child", game, str(folder), str(round_no)],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                cwd=ROOT,
            )
            time.sleep(rng.uniform(0.5, 12.0))
            os.kill(proc.pid, signal.SIGKILL)
            out, _ = proc.communicate()
            announced = [
                int(line.split()[1]) for line in out.splitlines() if line.startswith("SAVING")
            ]
            outcome, saved = check(game, folder)
            if "FINISHED" in out.splitlines():
                outcome = "finished" if outcome == "no save yet" else outcome
            elif saved >= 0 and announced:
                worst_loss = max(worst_loss, max(announced) - saved)
            key = outcome.split(" (")[0]
            outcomes[key] = outcomes.get(key, 0) + 1
            if key not in ("continues", "no save yet", "finished"):
                print(f"  {game} round {round_no}: {outcome}")
        print(
            f"{game}: {args.kills} kills: "
            + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
            + f"; most announced moves missing from a save: {worst_loss}"
        )


if __name__ == "__main__":
    main()
