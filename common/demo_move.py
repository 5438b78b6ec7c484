"""A test hook: `drachenspiele --demo-move [GAME] [--out DIR]` plays one computer move and quits.

Why: a check of an installed app (packaging/linux/check_clean_debian.sh, check_deb.sh) must
show that it plays, not only that its title appears. The hook starts a game of computer seats
through the game's own plugin (`create_table_scene`, as the setup screen does) in the app's
normal window and loop: the computer thinks as in any game, its move is committed and
animated. Once the table has shown the move (it asks the next computer, or the game ended),
the hook prints ``played: seat N <move JSON>`` on stdout and into the log, saves the window's
picture as ``DIR/demo-move.png`` (``screenshot: <path>``) and quits with status 0; with no
move within `TIMEOUT` seconds it says so on stderr and quits with status 1.

Harmless for a player: it runs only when the option is given, and writes no autosave, no
finished game and no settings, and takes no instance lock (a family's open copy and its
saves are untouched).
"""

from __future__ import annotations

import json
import logging
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from common.games import GAME_MODULES, GameSetup, SeatConfig, get_plugin

if TYPE_CHECKING:
    from common.app import App

log = logging.getLogger(__name__)

DEFAULT_GAME = GAME_MODULES[0]
SEED = 23  # the same game every time, so the screenshots of two runs can be compared
LEVEL = "easy"  # thinks in a thread: no worker process needed
TIMEOUT = 120.0  # seconds of real time for the first move to be played and shown
POLL = 0.1  # seconds between looks at the table
SHOT_NAME = "demo-move.png"


def demo_setup(game_id: str) -> GameSetup:
    """The fewest seats the game allows, all computers, unnamed (numbered), seeded."""
    plugin = get_plugin(game_id)
    seats = [
        SeatConfig(name="", colour=colour, kind="computer", level=LEVEL)
        for colour, _rgb, _name in plugin.seat_colours[: plugin.min_seats]
    ]
    return GameSetup(game_id, seats, options=plugin.default_options(), seed=SEED)


def run(app: App, game_id: str, out: Path) -> int:
    """Play one computer move of `game_id` in `app`'s window; 0 once it was shown."""
    plugin = get_plugin(game_id)
    if not plugin.available or plugin.create_table_scene is None:
        print(f"demo move: {game_id} cannot be played ({plugin.load_error})", file=sys.stderr)
        return 1
    table: Any = plugin.create_table_scene(app, demo_setup(game_id))
    table.session.autosave = None  # a demo game is never offered for Continue
    app.current_game = plugin
    started = time.monotonic()
    asked: list[int] = []  # the computer's job count when the first move was committed

    def look() -> None:
        session = table.session
        if session.moves and not asked:
            asked.append(table.computer.job)
        if asked and (table.computer.job > asked[0] or session.is_over):
            _played(app, session, out)
            return
        if time.monotonic() - started > TIMEOUT:
            message = f"demo move: no computer move shown within {TIMEOUT:.0f} s"
            print(message, file=sys.stderr)
            log.error("%s", message)
            app.quit(1)
            return
        app.call_later(POLL, look)

    app.call_later(POLL, look)
    return app.run(table)


def _played(app: App, session: Any, out: Path) -> None:
    """Say which move was played, keep the picture, end the app with status 0."""
    import pygame

    first = session.committed(len(session.moves))  # who made the first move
    seat = first.seat if first is not None else -1
    line = f"played: seat {seat} {json.dumps(session.moves[0], sort_keys=True)}"
    out.mkdir(parents=True, exist_ok=True)
    shot = out / SHOT_NAME
    pygame.image.save(app.screenshot(), str(shot))
    print(line, flush=True)
    print(f"screenshot: {shot}", flush=True)
    log.info("demo move %s (screenshot %s)", line, shot)
    app.quit(0)
