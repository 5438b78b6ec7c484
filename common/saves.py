"""Save files in the user data dir: one autosave per game, validated before anything is built.

A save file is a JSON object ``{"format": "drachenspiele-save", "version": 2, "game": id,
"data": {...}}``. For a game table ``data`` holds (written by `common.table.session`
through :func:`write_autosave`): ``config`` (the engine's setup), ``seed``, ``moves`` (every
move as JSON, in order), ``state`` (the engine state after them) and whatever the table
shows besides (seats, toggles).

Loading never trusts the file. In order, before anything of the game is built:

1. the file size (:data:`LIMITS`), then strict UTF-8 (a BOM is accepted), then JSON without
   NaN/Infinity and without runaway integers;
2. one iterative walk over the whole tree: nesting depth, string lengths, control
   characters and lone surrogates, list lengths, node count, integer magnitudes;
3. the envelope: format, version (older and newer both refused with their own message),
   game id;
4. :func:`restore_game`: the moves are replayed through the game's engine from
   ``(config, seed)`` and the result must equal the stored state exactly.

Anything that fails is refused with a true message (:class:`CorruptSave`): the file is
moved aside under a unique name (never deleted, never overwritten), or, when it cannot be
moved, remembered as refused (``refused-saves.json`` in the config dir, and in memory) so
Continue is not offered for it again. Writes are atomic and durable (fsync of the file and
its folder), and the previous save is kept as ``<game>-autosave.prev.json``. A failed
write is said once on screen (`common.notices`) and retried with the next move.
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import re
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from common import notices, storage
from common.i18n import N_, _
from common.settings import config_dir, data_dir

log = logging.getLogger(__name__)

SAVE_FORMAT = "drachenspiele-save"
SAVE_VERSION = 2
REFUSED_FILE = "refused-saves.json"
REFUSED_KEEP = 50  # entries remembered; older ones are forgotten first


@dataclass(frozen=True)
class Limits:
    """What a save may contain at most; checked before any game object is built.

    A real save is a few tens of KB (a whole Die Dracheninsel game with its move list is
    well under 200 KB); the limits leave room for growth but not for a freeze.
    """

    file_bytes: int = 2_000_000
    depth: int = 24
    string_chars: int = 1_000
    name_chars: int = 40  # any "name" field (the setup screen allows 14)
    list_items: int = 20_000
    nodes: int = 400_000
    int_magnitude: int = 2**64  # the RNG state holds 32-bit words, seeds are < 2**63
    int_digits: int = 24  # refused while parsing, before a huge int is even built
    moves: int = 20_000  # the Dracheninsel table stops a game at 8,000


LIMITS = Limits()

_BAD_CHARS = re.compile("[\x00-\x1f\x7f\ud800-\udfff]")


class CorruptSave(Exception):
    """A save that is refused: ``str(exc)`` is the English reason for the log,
    ``reason_msgid`` the player's reason, ``kept_as`` where the file now lives (None: it
    could not be moved and is remembered as refused instead)."""

    def __init__(
        self,
        message: str,
        kept_as: Path | None = None,
        reason_msgid: str = N_("the file is damaged"),
    ) -> None:
        super().__init__(message)
        self.kept_as = kept_as
        self.reason_msgid = reason_msgid
        # not moved but remembered as refused: "disk" (refused-saves.json) or "memory" (this run)
        self.remembered: str | None = None


class FinishedGame(CorruptSave):
    """An autosave of a game that is over: not damaged, but nothing to continue. The title
    keeps it as the last finished game (`keep_as_finished`) instead of putting it aside."""

    def __init__(self, message: str) -> None:
        super().__init__(message, reason_msgid=N_("the game in it is already over"))


# --------------------------------------------------------------------- paths


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}-autosave.json"


def backup_path(game_id: str) -> Path:
    """The save before the latest one (kept by every write)."""
    return saves_dir() / f"{game_id}-autosave.prev.json"


LAST_FINISHED = "last_finished_{game}.json"  # in the saves folder: "Watch again" from the title


def last_finished_path(game_id: str) -> Path:
    """Where the last finished game of `game_id` is kept for watching it again (written by
    `common.table.session.write_or_clear_autosave`)."""
    return saves_dir() / LAST_FINISHED.format(game=game_id)


# --------------------------------------------------------------------- refused saves

_refused_lock = threading.Lock()
_refused_in_memory: set[str] = set()


def _fingerprint(path: Path) -> str | None:
    """Identifies one version of a file: a rewrite (new inode, size, time) is a new save."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return f"{path}|{st.st_size}|{st.st_mtime_ns}|{st.st_ino}"


def _refused_file() -> Path:
    return config_dir() / REFUSED_FILE


def _read_refused() -> list[str]:
    try:
        with open(_refused_file(), "rb") as handle:
            raw = handle.read(256 * 1024)
        items = json.loads(raw.decode("utf-8-sig"))
    except (OSError, ValueError, RecursionError):
        return []
    return [i for i in items if isinstance(i, str)] if isinstance(items, list) else []


def remember_refused(path: Path) -> bool:
    """List this version of ``path`` as refused; True if it is written down on disk too."""
    mark = _fingerprint(path)
    if mark is None:
        return True  # the file is gone: nothing can offer it again
    with _refused_lock:
        _refused_in_memory.add(mark)
        items = [i for i in _read_refused() if i != mark] + [mark]
        try:
            payload = json.dumps(items[-REFUSED_KEEP:], indent=1).encode("utf-8")
            storage.atomic_write_bytes(_refused_file(), payload)
        except OSError as exc:
            log.warning("could not write the refused-saves list: %s", exc)
            return False
    return True


def is_refused(path: Path) -> bool:
    mark = _fingerprint(path)
    if mark is None:
        return False
    with _refused_lock:
        return mark in _refused_in_memory or mark in _read_refused()


def forget_refused_in_memory() -> None:
    """Tests: start a run with no memory of refusals or failed writes (files stay)."""
    with _refused_lock:
        _refused_in_memory.clear()
    _failing.clear()
    _tidied.clear()


# --------------------------------------------------------------------- writing


def write_save(
    path: Path, data: dict[str, Any], game_id: str = "", backup: Path | None = None
) -> None:
    """Write atomically and durably; raise `OSError` (or `ValueError` for unsavable data)."""
    wrapper = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game_id, "data": data}
    payload = json.dumps(wrapper, ensure_ascii=False, allow_nan=False).encode("utf-8")
    storage.atomic_write_bytes(path, payload, backup=backup)


def write_autosave(game_id: str, data: dict[str, Any]) -> bool:
    """Save after a move; never raises. False: not saved, and the player has been told.

    The previous good save stays in place (the write is atomic) and as the backup; the
    next move tries again. When saving works again after a failure, that is said too.
    """
    try:
        path = autosave_path(game_id)
        if game_id not in _tidied:
            _tidied.add(game_id)
            storage.remove_stale_temps(path)
            storage.remove_stale_temps(backup_path(game_id))
        write_save(path, data, game_id, backup=backup_path(game_id))
    except (OSError, ValueError, TypeError, RecursionError) as exc:
        log.warning("autosave of %s failed: %s", game_id, exc)
        _failing.add(game_id)
        notices.report(
            "autosave",
            N_(
                "The game could not be saved ({reason}). You can play on, but if the app "
                "closes, the latest moves cannot be continued."
            ),
            reason=storage.reason_msgid(exc),
        )
        return False
    if game_id in _failing:
        _failing.discard(game_id)
        notices.resolved("autosave")
        notices.report("autosave-ok", N_("Saving works again."))
        notices.resolved("autosave-ok")
    return True


_failing: set[str] = set()
_tidied: set[str] = set()  # games whose folder was cleared of a killed writer's temp files


def autosave_failing(game_id: str | None = None) -> bool:
    """True while the last autosave (of ``game_id``, or of any game) failed."""
    return bool(_failing) if game_id is None else game_id in _failing


def delete_autosave(game_id: str) -> None:
    """Forget the autosave (a finished game should not offer Continue); never raises."""
    for path in (autosave_path(game_id), backup_path(game_id)):
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("could not delete %s: %s", path, exc)
            # a finished game's save that stays would offer Continue: remember it instead
            remember_refused(path)
    _failing.discard(game_id)


# --------------------------------------------------------------------- reading


def has_autosave(game_id: str) -> bool:
    """Offer Continue? Only for a regular file we can reach that was not refused before."""
    try:
        path = autosave_path(game_id)
    except Exception:
        return False
    return storage.is_file(path) and not is_refused(path)


SAVES_UNREADABLE = N_("Your saved games cannot be read: {folder} — {reason}")


def folder_problem() -> tuple[Path, str] | None:
    """Why the saves folder cannot be read, if it cannot: ``(folder, reason msgid)``.

    `has_autosave` answers a plain "no" for a folder it cannot search, so a save intact on
    disk behind a folder at mode 000 (or a data folder in another user's home) showed no
    Continue and no word (issue 25): the title asks this once at start and says it. A
    folder that does not exist yet is no problem (nothing was saved)."""
    try:
        folder = saves_dir()
        names = os.listdir(folder)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return saves_dir(), storage.reason_msgid(exc)
    for name in names:
        if not name.endswith("-autosave.json"):
            continue
        try:
            with open(folder / name, "rb"):
                pass
        except OSError as exc:
            return folder, storage.reason_msgid(exc)
    return None


def say_folder_problem() -> bool:
    """Say `folder_problem` once on screen (`common.notices`); True if there is one."""
    problem = folder_problem()
    if problem is None:
        return False
    folder, reason = problem
    notices.report("saves-unreadable", SAVES_UNREADABLE, folder=str(folder), reason=reason)
    return True


def has_last_finished(game_id: str) -> bool:
    """Offer "Watch again" on the title? Only for a regular file not refused before.
    Here, not in the table kit, so the title need not import the kit before its first frame."""
    try:
        path = last_finished_path(game_id)
        return storage.is_file(path) and not is_refused(path)
    except Exception:
        return False


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > LIMITS.int_digits:
        raise ValueError(f"a number with {len(text)} digits")
    return int(text)


def _parse_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number a save may hold")


def _walk_limits(root: Any, limits: Limits = LIMITS) -> None:
    """One iterative pass over the parsed tree (no recursion: deep trees cannot hurt)."""
    stack: list[tuple[Any, int, str | None]] = [(root, 0, None)]
    nodes = 0
    while stack:
        value, depth, key = stack.pop()
        nodes += 1
        if nodes > limits.nodes:
            raise ValueError(f"more than {limits.nodes} values")
        if depth > limits.depth:
            raise ValueError(f"nested deeper than {limits.depth}")
        if isinstance(value, str):
            _check_string(value, limits.name_chars if key == "name" else limits.string_chars)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) > limits.int_magnitude:
                raise ValueError(f"a number too large for a save ({len(str(value))} digits)")
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise ValueError("a number that is not finite")
        elif isinstance(value, list):
            if len(value) > limits.list_items:
                raise ValueError(f"a list of {len(value)} items")
            stack.extend((item, depth + 1, None) for item in value)
        elif isinstance(value, dict):
            if len(value) > limits.list_items:
                raise ValueError(f"an object with {len(value)} keys")
            for k, item in value.items():
                _check_string(k, limits.string_chars)
                stack.append((item, depth + 1, k))
        else:
            raise ValueError(f"an unexpected {type(value).__name__}")


def _check_string(value: str, most: int) -> None:
    if len(value) > most:
        raise ValueError(f"a text of {len(value)} characters (at most {most})")
    bad = _BAD_CHARS.search(value)
    if bad is not None:
        raise ValueError(f"a text with the invisible character U+{ord(bad.group()):04X}")


def parse_save_bytes(raw: bytes, limits: Limits = LIMITS) -> dict[str, Any]:
    """Bytes -> the checked wrapper dict; raise CorruptSave (not moved) with the reason."""
    if len(raw) > limits.file_bytes:
        raise CorruptSave(
            f"file of {len(raw)} bytes is over the limit",
            reason_msgid=N_("the file is far too large"),
        )
    try:
        text = raw.decode("utf-8-sig")
        wrapper = json.loads(text, parse_int=_parse_int, parse_constant=_parse_constant)
    except UnicodeDecodeError as exc:
        raise CorruptSave(
            f"not UTF-8 text: {exc}", reason_msgid=N_("the file is not text")
        ) from exc
    except RecursionError as exc:
        raise CorruptSave("nested too deeply", reason_msgid=N_("the file is damaged")) from exc
    except ValueError as exc:
        raise CorruptSave(f"not valid JSON: {exc}", reason_msgid=N_("the file is damaged")) from exc
    try:
        _walk_limits(wrapper, limits)
    except ValueError as exc:
        raise CorruptSave(str(exc), reason_msgid=N_("the file holds impossible values")) from exc
    if not isinstance(wrapper, dict):
        raise CorruptSave(
            "not a save file (no JSON object)", reason_msgid=N_("it is not a saved game")
        )
    return wrapper


def check_envelope(wrapper: Mapping[str, Any], game_id: str | None) -> dict[str, Any]:
    """Format, version and game id; returns ``data``. Raises CorruptSave (not moved)."""
    version = wrapper.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or "data" not in wrapper:
        raise CorruptSave("no save format version", reason_msgid=N_("it is not a saved game"))
    fmt = wrapper.get("format")
    # another program's file (a format that is not ours; version 1 files had no format
    # field, and ours has always been written with it since)
    if (fmt is not None or version >= SAVE_VERSION) and fmt != SAVE_FORMAT:
        raise CorruptSave(
            f"save format {wrapper.get('format')!r} is not {SAVE_FORMAT!r}",
            reason_msgid=N_("it is not a saved game of this app"),
        )
    if version > SAVE_VERSION:
        raise CorruptSave(
            f"save format {version} is newer than {SAVE_VERSION}",
            reason_msgid=N_("it was made by a newer version of the app"),
        )
    if version < SAVE_VERSION:
        raise CorruptSave(
            f"save format {version} is older than {SAVE_VERSION} and cannot be checked",
            reason_msgid=N_("it was made by an older version of the app"),
        )
    if game_id is not None and wrapper.get("game") != game_id:
        raise CorruptSave(
            f"save is for {wrapper.get('game')!r}, not {game_id!r}",
            reason_msgid=N_("it belongs to another game"),
        )
    data = wrapper["data"]
    if not isinstance(data, dict):
        raise CorruptSave("save data is not an object", reason_msgid=N_("the file is damaged"))
    return data


def read_save(path: Path, game_id: str | None = None, limits: Limits = LIMITS) -> dict[str, Any]:
    """Read and check ``path``; return its data. Raises CorruptSave WITHOUT moving the file,
    `FileNotFoundError` when there is none, `OSError` when it cannot be read."""
    with open(path, "rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limits.file_bytes:
            raise CorruptSave(
                f"file of {size} bytes is over the limit",
                reason_msgid=N_("the file is far too large"),
            )
        raw = handle.read(limits.file_bytes + 1)
    return check_envelope(parse_save_bytes(raw, limits), game_id)


def refuse(path: Path, error: CorruptSave) -> CorruptSave:
    """Put ``path`` aside (or remember it as refused) and return ``error`` saying which."""
    error.kept_as = _keep_aside(path)
    if error.kept_as is None and storage.is_file(path):
        error.remembered = "disk" if remember_refused(path) else "memory"
        if error.remembered == "memory":
            log.warning("refused save %s is remembered for this run only", path)
    log.warning("save %s refused (%s); kept as %s", path, error, error.kept_as)
    return error


def load_save(path: Path, game_id: str | None = None) -> dict[str, Any]:
    """Return the checked data; raise CorruptSave (file put aside or remembered).

    `FileNotFoundError` passes through (there is simply no save). A file that exists but
    cannot be read at all is refused too, so Continue does not fail again and again.
    """
    try:
        return read_save(path, game_id)
    except FileNotFoundError:
        raise
    except CorruptSave as exc:
        raise refuse(path, exc) from exc
    except (OSError, ValueError, RecursionError, MemoryError) as exc:
        error = CorruptSave(f"cannot read: {exc}", reason_msgid=N_("the file cannot be read"))
        raise refuse(path, error) from exc


def load_autosave(game_id: str) -> dict[str, Any]:
    return load_save(autosave_path(game_id), game_id)


def refuse_autosave(game_id: str, error: CorruptSave | None = None) -> CorruptSave:
    """The autosave read fine but could not be restored or played: refuse it."""
    if error is None:
        error = CorruptSave(
            "the game could not restore it", reason_msgid=N_("the game could not restore it")
        )
    return refuse(autosave_path(game_id), error)


def backup_usable(game_id: str, check: Callable[[dict[str, Any]], None] | None = None) -> bool:
    """Is the save one move before the refused one there and sound? (Then the title offers
    it: a damaged autosave need not cost the whole game.) `check` is the game's own
    `GamePlugin.check_save`: the backup must pass every check Continue makes, not only
    the file's (a broken backup was called fine, and "Play on from there" was refused)."""
    path = backup_path(game_id)
    if not path.exists() or is_refused(path):
        return False
    try:
        data = read_save(path, game_id)
        if check is not None:
            check(data)
    except (CorruptSave, OSError, ValueError, RecursionError, MemoryError):
        return False
    except Exception:  # a loader bug is a refusal too, never a crash of the title
        log.exception("the backup of %s failed its check", game_id)
        return False
    return True


def keep_as_finished(game_id: str) -> bool:
    """A finished game found as the autosave becomes the last finished game ("Watch
    again"), as `common.table.session.write_or_clear_autosave` would have kept it."""
    try:
        os.replace(autosave_path(game_id), last_finished_path(game_id))
    except OSError as exc:
        log.warning("could not keep the finished game of %s: %s", game_id, exc)
        return False
    storage.fsync_dir(saves_dir())
    return True


def promote_backup(game_id: str) -> bool:
    """Make the backup the autosave (moved, so a backup that fails too is offered once)."""
    try:
        os.replace(backup_path(game_id), autosave_path(game_id))
    except OSError as exc:
        log.warning("could not use the backup of %s: %s", game_id, exc)
        return False
    return True


def keep_autosave_aside(game_id: str) -> Path | None:
    """Compatibility: refuse the autosave; where it now lives (None: remembered instead)."""
    return refuse_autosave(game_id).kept_as


def _keep_aside(path: Path) -> Path | None:
    """Move ``path`` to a new unique name beside it; never overwrite, never delete.

    A hard link to a fresh name fails if that name exists (so two refusals in the same
    second cannot collide), then the old name is removed. Where links are impossible, a
    rename to a name checked to be free is the fallback.
    """
    if not storage.is_file(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError as exc:
            if os.path.lexists(target):
                continue
            return _rename_aside(path, target, exc)
        try:
            path.unlink()
        except OSError as exc:
            log.warning("kept a copy of %s as %s but could not remove it: %s", path, target, exc)
            with contextlib.suppress(OSError):
                target.unlink()
            return None
        storage.fsync_dir(path.parent)
        return target
    return None


def _rename_aside(path: Path, target: Path, link_error: OSError) -> Path | None:
    if link_error.errno not in (1, 18, 38, 95):  # EPERM, EXDEV, ENOSYS, EOPNOTSUPP
        log.warning("could not move %s aside: %s", path, link_error)
        return None
    try:
        os.rename(path, target)
    except OSError as exc:
        log.warning("could not move %s aside: %s", path, exc)
        return None
    return target


def refusal_message(error: CorruptSave) -> str:
    """What the player reads: why, and truthfully what became of the file."""
    reason = _(error.reason_msgid)
    if error.kept_as is not None:
        return _(
            "The saved game could not be used: {reason}. It was put aside as "
            "“{name}”, so you can start a new game."
        ).format(reason=reason, name=error.kept_as.name)
    if error.remembered == "disk":
        return _(
            "The saved game could not be used: {reason}. It could not be moved aside, "
            "so it stays where it is and will not be offered again."
        ).format(reason=reason)
    if error.remembered == "memory":
        return _(
            "The saved game could not be used: {reason}. It could not be moved aside, so "
            "it stays where it is and will not be offered again while the app is open."
        ).format(reason=reason)
    return _("The saved game could not be used: {reason}.").format(reason=reason)


# --------------------------------------------------------------------- load = validate


StartGame = Callable[[dict[str, Any], int], Any]


def restore_game(data: Mapping[str, Any], engine: Any, start: StartGame | None = None) -> Any:
    """Rebuild a game by replaying its moves; raise CorruptSave unless it matches exactly.

    ``data`` needs ``config`` (a JSON object), ``seed`` (an int), ``moves`` (a list of move
    JSON) and ``state`` (the stored state JSON). ``start(config, seed)`` builds the first
    state: by default ``engine.new_game_from_config`` when the binding has one, else
    ``engine.new_game(config["players"], seed)``; a ``players`` count in the config is
    checked against the binding's range before anything is built. Every move goes through
    ``engine.move_from_json`` and the state's ``apply`` (which refuses illegal moves); the
    final ``to_json()`` must equal ``state``. Nothing here trusts the stored state: it is
    only compared, never loaded.
    """
    config = data.get("config")
    seed = data.get("seed")
    moves = data.get("moves")
    stored = data.get("state")
    if "moves" not in data and "seed" not in data and isinstance(stored, dict):
        # written before saves carried their moves: nothing to check it against
        raise CorruptSave(
            "save without a move list (an older format) cannot be checked",
            reason_msgid=N_("it was made by an older version of the app"),
        )
    if not isinstance(config, dict) or not isinstance(stored, dict):
        raise CorruptSave("save has no config or state", reason_msgid=N_("the file is damaged"))
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**63:
        raise CorruptSave(f"bad seed {seed!r}", reason_msgid=N_("the file is damaged"))
    if not isinstance(moves, list):
        raise CorruptSave("save has no move list", reason_msgid=N_("the file is damaged"))
    if len(moves) > LIMITS.moves:
        raise CorruptSave(
            f"{len(moves)} moves", reason_msgid=N_("the file holds impossible values")
        )
    players = config.get("players")
    low = getattr(engine, "min_players", None)
    high = getattr(engine, "max_players", None)
    if (
        "players" in config
        and isinstance(low, int)
        and isinstance(high, int)
        and (
            not isinstance(players, int) or isinstance(players, bool) or not low <= players <= high
        )
    ):
        raise CorruptSave(
            f"{players!r} players (the game allows {low}-{high})",
            reason_msgid=N_("the game in it is impossible"),
        )
    if start is None:
        start = _default_start(engine)
    try:
        state = start(dict(config), seed)
    except Exception as exc:
        raise CorruptSave(
            f"its setup is refused: {exc}", reason_msgid=N_("the game in it is impossible")
        ) from exc
    for index, raw in enumerate(moves):
        if state.is_over:
            raise CorruptSave(
                f"move {index + 1} comes after the end",
                reason_msgid=N_("the game in it is impossible"),
            )
        if not isinstance(raw, dict):
            raise CorruptSave(
                f"move {index + 1} is not an object", reason_msgid=N_("the file is damaged")
            )
        try:
            move = engine.move_from_json(raw)
            state.apply(move)
        except Exception as exc:
            raise CorruptSave(
                f"move {index + 1} is refused: {type(exc).__name__}: {exc}",
                reason_msgid=N_("the game in it is impossible"),
            ) from exc
    try:
        rebuilt = json.loads(json.dumps(state.to_json()))  # as it would read from a file
    except Exception as exc:
        raise CorruptSave(f"rebuilt state unreadable: {exc}") from exc
    # the setup as the engine understood it must be the setup as saved ("no" is not False)
    understood = rebuilt.get("config")
    if isinstance(understood, dict):
        for key, value in config.items():
            if key in understood and _first_difference(understood[key], value) is not None:
                raise CorruptSave(
                    f"config {key}={value!r} was read as {understood[key]!r}",
                    reason_msgid=N_("the game in it is impossible"),
                )
    where = _first_difference(rebuilt, stored)
    if where is not None:
        raise CorruptSave(
            f"stored state differs from its moves at {where}",
            reason_msgid=N_("its game does not match its moves"),
        )
    return state


def _default_start(engine: Any) -> StartGame:
    by_config = getattr(engine, "new_game_from_config", None)
    if callable(by_config):
        return by_config  # type: ignore[no-any-return]
    new_game = engine.new_game

    def start(config: dict[str, Any], seed: int) -> Any:
        extra = set(config) - {"players"}
        if extra:
            raise ValueError(f"this engine cannot start a game with {sorted(extra)}")
        return new_game(config["players"], seed)

    return start


def _first_difference(a: Any, b: Any, where: str = "state") -> str | None:
    """Where two JSON trees first differ, or None when equal; types count (1 is not true,
    1.0 is not 1). Iterative, so deep trees cannot exhaust the stack."""
    stack = [(a, b, where)]
    while stack:
        x, y, at = stack.pop()
        if type(x) is not type(y):
            return at
        if isinstance(x, dict):
            if set(x) != set(y):
                return f"{at} (keys)"
            stack.extend((x[k], y[k], f"{at}.{k}") for k in sorted(x, key=str, reverse=True))
        elif isinstance(x, list | tuple):
            if len(x) != len(y):
                return f"{at} (length)"
            stack.extend((x[i], y[i], f"{at}[{i}]") for i in reversed(range(len(x))))
        elif x != y:
            return at
    return None


def leaving_message(saves_on_the_way_out: bool) -> str:
    """What leaving the game in progress means, as a msgid: only a game that saves on the way
    out may promise "continue later", and only while saving works (a full or read-only disk
    makes that untrue). The pause menu's Quit and the rules viewer's First game both ask."""
    if not saves_on_the_way_out:
        return N_("The current game will be left and cannot be continued.")
    if autosave_failing():
        return N_(
            "The game could not be saved just now, so its latest moves will be lost if you leave."
        )
    return N_("The current game will be left. You can continue it later from the title screen.")
