"""Poison save files: refused by size, encoding, JSON shape and limits before anything is
built; kept aside under unique names (never overwritten) or remembered as refused; and
written atomically and durably with a backup of the previous save."""

from __future__ import annotations

import errno
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from common import notices, saves, storage

GAME = "dragomino"


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    notices.reset()
    saves.forget_refused_in_memory()
    yield tmp_path
    saves.forget_refused_in_memory()


def envelope(data: object, version: object = 2, game: object = GAME) -> bytes:
    return json.dumps(
        {"format": "drachenspiele-save", "version": version, "game": game, "data": data}
    ).encode()


def _random_bytes() -> bytes:
    return random.Random(4).randbytes(3000)


GOOD = envelope({"moves": [], "seed": 1})
POISON: dict[str, bytes] = {
    "empty file": b"",
    "truncated": GOOD[: len(GOOD) // 2],
    "random bytes": _random_bytes(),
    "UTF-16": GOOD.decode().encode("utf-16"),
    "Latin-1 umlaut": envelope({"name": "x"}).replace(b'"x"', b'"J\xf6rg"'),
    "deep nesting": b"[" * 200_000 + b"]" * 200_000,
    "nesting just past the limit": envelope(json.loads("[" * 40 + "]" * 40)),
    "top-level list": b"[1, 2, 3]",
    "data is a list": envelope([1, 2]),
    "no version": json.dumps({"data": {}}).encode(),
    "version as text": envelope({}, version="2"),
    "version true": envelope({}, version=True),
    "older version": json.dumps({"version": 1, "data": {"state": {}}}).encode(),
    "newer version": envelope({}, version=3),
    "foreign": json.dumps({"format": "other-app", "version": 1, "data": {}}).encode(),
    "another game": envelope({}, game="dracheninsel"),
    "NaN": envelope({"x": float("nan")}),
    "Infinity": envelope({"x": float("inf")}),
    "huge integer": envelope({"x": 10**30}),
    "integer of 5000 digits": b'{"version": 2, "data": {"x": ' + b"9" * 5000 + b"}}",
    "NUL in a text": envelope({"name": "a\x00b"}),
    "lone surrogate": envelope({"name": "a\ud800b"}),
    "control character in a key": envelope({"a\x07": 1}),
    "long name": envelope({"seats": [{"name": "N" * 41}]}),
    "long text": envelope({"note": "t" * 1001}),
    "long list": envelope({"moves": [0] * 20_001}),
    "too many values": envelope({"m": [[0] * 10_000] * 41}),
    "file over the size limit": b" " * (saves.LIMITS.file_bytes + 1) + GOOD,
}


@pytest.mark.parametrize("name", sorted(POISON))
def test_poison_files_are_refused_kept_and_not_offered(isolated: Path, name: str) -> None:
    path = saves.autosave_path(GAME)
    path.parent.mkdir(parents=True)
    path.write_bytes(POISON[name])
    with pytest.raises(saves.CorruptSave) as info:
        saves.load_autosave(GAME)
    error = info.value
    assert error.kept_as is not None and error.kept_as.read_bytes() == POISON[name]
    message = saves.refusal_message(error)
    assert error.kept_as.name in message and "{" not in message
    assert not saves.has_autosave(GAME)


def test_versions_have_their_own_true_reasons(isolated: Path) -> None:
    reasons = {}
    for name in ("older version", "newer version", "another game", "no version", "foreign"):
        with pytest.raises(saves.CorruptSave) as info:
            saves.check_envelope(saves.parse_save_bytes(POISON[name]), GAME)
        reasons[name] = info.value.reason_msgid
    assert reasons == {
        "older version": "it was made by an older version of the app",
        "newer version": "it was made by a newer version of the app",
        "another game": "it belongs to another game",
        "no version": "it is not a saved game",
        "foreign": "it is not a saved game of this app",
    }


def test_a_file_over_the_limit_is_refused_without_reading_it(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saves.autosave_path(GAME)
    path.parent.mkdir(parents=True)
    with open(path, "wb") as handle:  # sparse: 3 GB on paper, nothing on disk
        handle.truncate(3 * 1024**3)
    reads: list[int] = []
    real_read = saves.parse_save_bytes
    monkeypatch.setattr(
        saves, "parse_save_bytes", lambda raw, *a: reads.append(1) or real_read(raw)
    )
    with pytest.raises(saves.CorruptSave) as info:
        saves.load_autosave(GAME)
    assert reads == [] and info.value.reason_msgid == "the file is far too large"
    assert info.value.kept_as is not None and info.value.kept_as.stat().st_size == 3 * 1024**3


def test_a_bom_prefixed_save_is_accepted(isolated: Path) -> None:
    path = saves.autosave_path(GAME)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xef\xbb\xbf" + GOOD)
    assert saves.load_autosave(GAME) == {"moves": [], "seed": 1}


def test_two_refusals_in_the_same_second_never_overwrite(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(saves.time, "strftime", lambda fmt: "20260101-120000")
    path = saves.autosave_path(GAME)
    path.parent.mkdir(parents=True)
    kept = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        with pytest.raises(saves.CorruptSave) as info:
            saves.load_autosave(GAME)
        kept.append(info.value.kept_as)
    assert len(set(kept)) == 3
    assert [k.read_bytes() for k in kept if k is not None] == [b"first", b"second", b"third"]


def _no_moving(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kw: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(saves.os, "link", refuse)
    monkeypatch.setattr(saves.os, "rename", refuse)


def test_a_save_that_cannot_be_moved_is_remembered_across_runs(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saves.autosave_path(GAME)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{broken")
    _no_moving(monkeypatch)
    with pytest.raises(saves.CorruptSave) as info:
        saves.load_autosave(GAME)
    error = info.value
    assert error.kept_as is None and error.remembered == "disk"
    message = saves.refusal_message(error)
    assert "could not be moved aside" in message and "put aside" not in message
    assert path.read_bytes() == b"{broken"
    assert not saves.has_autosave(GAME)
    saves.forget_refused_in_memory()  # a new run: only the refused-saves file remembers
    assert not saves.has_autosave(GAME)
    saves.write_autosave(GAME, {"moves": []})  # a new game's save is offered again
    assert saves.has_autosave(GAME)


def test_when_nothing_can_be_written_the_refusal_lasts_the_run_and_says_so(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saves.autosave_path(GAME)
    path.parent.mkdir(parents=True)
    path.write_bytes(b"{broken")
    _no_moving(monkeypatch)
    (isolated / "config").write_text("a file where the config folder should be")
    with pytest.raises(saves.CorruptSave) as info:
        saves.load_autosave(GAME)
    assert info.value.remembered == "memory"
    assert "while the app is open" in saves.refusal_message(info.value)
    assert not saves.has_autosave(GAME)


def test_writes_are_fsynced_and_keep_the_previous_save(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(storage.os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))
    assert saves.write_autosave(GAME, {"turn": 1})
    assert len(synced) == 2  # the file, then its folder
    assert saves.write_autosave(GAME, {"turn": 2})
    assert saves.load_autosave(GAME) == {"turn": 2}
    assert saves.read_save(saves.backup_path(GAME), GAME) == {"turn": 1}
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == [
        "dragomino-autosave.json",
        "dragomino-autosave.prev.json",
    ]


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES])
def test_a_failed_write_keeps_the_old_save_and_says_so_once(
    isolated: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    assert saves.write_autosave(GAME, {"turn": 1})
    real_write = os.write

    def failing(fd: int, data: bytes) -> int:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(storage.os, "write", failing)
    assert not saves.write_autosave(GAME, {"turn": 2})
    assert not saves.write_autosave(GAME, {"turn": 3})
    assert saves.autosave_failing(GAME)
    said = [n for n in notices.current().history if n.key == "autosave"]
    assert len(said) == 1 and "could not be saved" in said[0].text()
    assert saves.load_autosave(GAME) == {"turn": 1}
    assert [p.name for p in saves.saves_dir().glob("*tmp*")] == []  # no debris

    monkeypatch.setattr(storage.os, "write", real_write)
    assert saves.write_autosave(GAME, {"turn": 4})
    assert not saves.autosave_failing()
    assert notices.current().history[-1].text() == "Saving works again."


def test_a_deleted_save_that_cannot_be_removed_is_not_offered(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert saves.write_autosave(GAME, {"turn": 1})

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    saves.delete_autosave(GAME)
    assert not saves.has_autosave(GAME)


def test_temp_files_of_a_killed_writer_are_cleared_but_not_a_running_ones(isolated: Path) -> None:
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    stale = folder / "dragomino-autosave.tmp-999-3.json"
    fresh = folder / "dragomino-autosave.tmp-998-0.json"
    for debris in (stale, fresh):
        debris.write_text("{half a sa")
    os.utime(stale, (1_000_000, 1_000_000))
    assert saves.write_autosave(GAME, {"turn": 1})
    assert not stale.exists() and fresh.exists()
