"""The process a kill -9 test kills: the real app, headless, on an all-computer table.

    python tests/robustness/kill_child.py GAME FOLDER SEED

It continues the autosave in FOLDER when there is one (what a family does after a crash),
else starts a new game. Before each autosave it prints ``SAVING n`` (n = moves in the
save) and after it ``SAVED n``, so the killer can pick its moment from the output;
``FINISHED`` when the game ended (its autosave is deleted, the last finished game kept).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def main(game: str, folder: str, seed: int) -> None:
    for name in ("CONFIG", "DATA", "LOG", "CACHE"):
        os.environ[f"DRACHENSPIELE_{name}_DIR"] = str(Path(folder) / name.lower())
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    sys.path.insert(0, str(ROOT))
    from common import saves
    from common.app import App
    from common.games import GameSetup, SeatConfig, get_plugin
    from common.settings import Settings

    real_write = saves.write_autosave

    def announcing(game_id: str, data: dict[str, Any]) -> bool:
        moves = len(data.get("moves", []))
        print(f"SAVING {moves}", flush=True)
        written = real_write(game_id, data)
        print(f"SAVED {moves}", flush=True)
        return written

    real_delete = saves.delete_autosave

    def finishing(game_id: str) -> None:
        real_delete(game_id)
        print("FINISHED", flush=True)  # the game ended: its autosave is gone, no Continue

    saves.write_autosave = announcing  # type: ignore[assignment]
    saves.delete_autosave = finishing  # type: ignore[assignment]
    plugin = get_plugin(game)
    colours = [cid for cid, _rgb, _name in plugin.seat_colours]
    players = 3 if game == "dragomino" else 4
    seats = [SeatConfig(f"C{i}", colours[i], "computer", "easy") for i in range(players)]
    setup = GameSetup(game, seats, plugin.default_options(), 0, seed)
    # fast animations: a move every fraction of a second (the setting's own range is for
    # people; the kill test wants many moments)
    app = App(Settings(language="en", animation_speed=8.0), fullscreen=False, expect_headless=True)
    assert plugin.create_table_scene is not None and plugin.load_table_scene is not None
    if saves.has_autosave(game):
        scene = plugin.load_table_scene(app, saves.load_autosave(game))
        print("CONTINUED", flush=True)
    else:
        scene = plugin.create_table_scene(app, setup)
        print("STARTED", flush=True)
    assert scene is not None
    if getattr(scene, "offer_guide", False):
        scene.offer_guide = False  # type: ignore[attr-defined]  # nobody to answer the offer
    app.run(scene)
    print("ENDED", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
