"""Several games side by side: a new game never replaces the one in progress.

Pressing New game while a game is saved used to start a game whose second move pushed the
old one out of both the autosave and its backup (issue 25). Now the game in progress is
*kept*: its autosave (and the backup one move before it) move to their own files,
``<game>-kept-<time>.json`` (and ``.prev.json``), and the title's Continue lists every
game of that game id, the current one and the kept ones, with who plays, the round and
when it was last played. Choosing a kept game swaps it with the current one, so the table
always plays the autosave and nothing else needs to know about kept games.

Kept games are pruned only beyond `KEEP_MOST` per game (the oldest first; a family keeps a
few games going, not dozens); deleting one is asked first on the title. Nothing here raises
for a file system problem: a move that fails leaves both games where they were, logged.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common import saves, storage

log = logging.getLogger(__name__)

KEEP_MOST = 6  # kept games per game id (the list fits one screen); beyond it the oldest go
_KEPT = "{game}-kept-"


@dataclass(frozen=True)
class SavedGame:
    """One game to continue: its file, whether it is the current autosave, and what the
    list shows of it (read from the file; `names` empty when the file cannot be read)."""

    path: Path
    current: bool
    names: tuple[str, ...]
    round: int | None
    when: float  # seconds since the epoch, the file's last write


def kept_paths(game_id: str) -> list[Path]:
    """The kept games' files, newest first (backups are not games of their own)."""
    prefix = _KEPT.format(game=game_id)
    try:
        names = os.listdir(saves.saves_dir())
    except OSError:
        return []
    found = [
        saves.saves_dir() / name
        for name in names
        if name.startswith(prefix) and name.endswith(".json") and not name.endswith(".prev.json")
    ]
    return sorted(found, key=_mtime, reverse=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def _backup_of(path: Path) -> Path:
    return path.with_name(path.stem + ".prev.json")


def has_any(game_id: str) -> bool:
    """Offer Continue: the current autosave or any kept game."""
    return saves.has_autosave(game_id) or bool(kept_paths(game_id))


def keep_current(game_id: str) -> Path | None:
    """Move the game in progress (and its backup) aside as a kept game, before a new one
    starts; returns where it went (None: there was none, or it could not be moved)."""
    current = saves.autosave_path(game_id)
    if not storage.is_file(current):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(_mtime(current)))
    target = storage.unique_sibling(current.with_name(f"{game_id}-kept-{stamp}.json"), "g")
    try:
        os.replace(current, target)
    except OSError as exc:
        log.warning("could not keep the game of %s aside: %s", game_id, exc)
        return None
    backup = saves.backup_path(game_id)
    if storage.is_file(backup):
        try:
            os.replace(backup, _backup_of(target))
        except OSError as exc:  # the kept game is safe; its backup stays (logged)
            log.warning("could not keep the backup of %s aside: %s", game_id, exc)
    storage.fsync_dir(saves.saves_dir())
    prune(game_id)
    return target


def make_current(game_id: str, kept: Path) -> bool:
    """Continue a kept game: the current one (if any) is kept in its place, the chosen one
    becomes the autosave with its backup. False when the files could not be moved."""
    if not storage.is_file(kept):
        return False
    if storage.is_file(saves.autosave_path(game_id)) and keep_current(game_id) is None:
        return False
    try:
        os.replace(kept, saves.autosave_path(game_id))
    except OSError as exc:
        log.warning("could not continue the kept game %s: %s", kept, exc)
        return False
    backup = _backup_of(kept)
    if storage.is_file(backup):
        try:
            os.replace(backup, saves.backup_path(game_id))
        except OSError as exc:
            log.warning("could not bring back the backup of %s: %s", kept, exc)
    else:  # another game's backup must never be offered for this one
        with contextlib.suppress(OSError):
            os.remove(saves.backup_path(game_id))
    storage.fsync_dir(saves.saves_dir())
    return True


def delete(game_id: str, game: SavedGame) -> bool:
    """Delete a game the family chose to delete (asked first on the title)."""
    if game.current:
        saves.delete_autosave(game_id)
        return not storage.is_file(saves.autosave_path(game_id))
    try:
        os.remove(game.path)
    except OSError as exc:
        log.warning("could not delete %s: %s", game.path, exc)
        return False
    with contextlib.suppress(OSError):
        os.remove(_backup_of(game.path))
    return True


def prune(game_id: str) -> None:
    """Beyond `KEEP_MOST` kept games, the oldest go (with their backups)."""
    for old in kept_paths(game_id)[KEEP_MOST:]:
        with contextlib.suppress(OSError):
            os.remove(old)
        with contextlib.suppress(OSError):
            os.remove(_backup_of(old))


RoundOf = Callable[[dict[str, Any]], int | None]


def listed(game_id: str, round_of: RoundOf | None) -> list[SavedGame]:
    """Every game to continue, the current one first, then the kept ones, newest first."""
    paths = []
    if saves.has_autosave(game_id):
        paths.append((saves.autosave_path(game_id), True))
    paths += [(path, False) for path in kept_paths(game_id)]
    return [_summary(game_id, path, current, round_of) for path, current in paths]


def _summary(
    game_id: str,
    path: Path,
    current: bool,
    round_of: RoundOf | None,
) -> SavedGame:
    """Who plays and the round, read from the file (the full check comes on Continue)."""
    names: tuple[str, ...] = ()
    game_round = None
    try:
        data = saves.read_save(path, game_id)
        names = tuple(_seat_name(i, seat) for i, seat in enumerate(data.get("seats", [])))
        if round_of is not None:
            game_round = round_of(data)
    except Exception as exc:  # a damaged file is listed without names: Continue says why
        log.info("no summary of %s: %s", path, exc)
    return SavedGame(path, current, names, game_round, _mtime(path))


def _seat_name(index: int, seat: Any) -> str:
    from common.table.seats import Seat

    try:
        return Seat.from_json(seat).name
    except ValueError:
        return "?"
