"""Save files in the user data dir: one autosave per game.

Loading never crashes the app: a corrupt file is moved aside (kept for bug reports, not
deleted) and reported to the caller as :class:`CorruptSave` so the UI can say so kindly.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import time
from pathlib import Path
from typing import Any

from common.settings import data_dir

log = logging.getLogger(__name__)

SAVE_VERSION = 1


class CorruptSave(Exception):
    """The save could not be read; ``kept_as`` is where the broken file now lives."""

    def __init__(self, message: str, kept_as: Path | None) -> None:
        super().__init__(message)
        self.kept_as = kept_as


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}-autosave.json"


def has_autosave(game_id: str) -> bool:
    return autosave_path(game_id).is_file()


def write_save(path: Path, data: dict[str, Any]) -> None:
    """Write atomically (temp file + rename): a crash mid-write keeps the old save."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"version": SAVE_VERSION, "data": data}), encoding="utf-8")
    os.replace(tmp, path)


def write_autosave(game_id: str, data: dict[str, Any]) -> None:
    write_save(autosave_path(game_id), data)


def _keep_aside(path: Path) -> Path | None:
    target = path.with_name(f"{path.stem}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}.json")
    try:
        os.replace(path, target)
        return target
    except OSError as exc:
        log.warning("could not move corrupt save %s aside: %s", path, exc)
        return None


def load_save(path: Path) -> dict[str, Any]:
    """Return the saved data dict; raise CorruptSave (file moved aside) if unreadable."""
    try:
        wrapper = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(wrapper, dict) or not isinstance(wrapper.get("data"), dict):
            raise ValueError("not a Drachenspiele save file")
        data: dict[str, Any] = wrapper["data"]
        return data
    except FileNotFoundError:
        raise
    except (OSError, ValueError) as exc:
        kept = _keep_aside(path)
        log.warning("save %s is corrupt (%s); kept as %s", path, exc, kept)
        raise CorruptSave(str(exc), kept) from exc


def keep_autosave_aside(game_id: str) -> Path | None:
    """Move an autosave that reads but cannot be restored out of the way (kept, not lost)."""
    path = autosave_path(game_id)
    kept = _keep_aside(path) if path.exists() else None
    log.warning("autosave %s could not be restored; kept as %s", path, kept)
    return kept


def load_autosave(game_id: str) -> dict[str, Any]:
    return load_save(autosave_path(game_id))


def delete_autosave(game_id: str) -> None:
    """Forget the autosave (a finished game should not offer Continue)."""
    with contextlib.suppress(FileNotFoundError):
        autosave_path(game_id).unlink()
