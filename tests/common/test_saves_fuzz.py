"""Seeded hostile Dragomino saves (changed values, deleted keys, duplicated items,
truncation, flipped bytes, deep nesting): each is refused with a message and kept aside
byte-identical, or is provably the same game: its replay ends in the very state of the
save it was made from (e.g. a deleted option whose default is the value it had).

CI runs 60; `DRACHEN_FULL_SAVES=1` runs 400 (figures: `bench/saves_hostile.py`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from common import notices, saves
from dragomino.engine import ENGINE
from tests.common.saves_helpers import GAME_ID, fuzzed_saves, start

COUNT = 400 if os.environ.get("DRACHEN_FULL_SAVES") == "1" else 60


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    notices.reset()
    saves.forget_refused_in_memory()
    yield tmp_path
    saves.forget_refused_in_memory()


def test_fuzzed_saves_are_refused_and_kept_or_are_the_same_game(isolated: Path) -> None:
    path = saves.autosave_path(GAME_ID)
    path.parent.mkdir(parents=True)
    refused = 0
    for what, raw, base in fuzzed_saves(COUNT):
        path.write_bytes(raw)
        try:
            data = saves.load_autosave(GAME_ID)
            try:
                state = saves.restore_game(data, ENGINE, start)
            except saves.CorruptSave as exc:
                raise saves.refuse_autosave(GAME_ID, exc) from exc
        except saves.CorruptSave as exc:
            refused += 1
            assert exc.kept_as is not None, what
            assert exc.kept_as.read_bytes() == raw, what
            assert exc.kept_as.name in saves.refusal_message(exc), what
            assert not saves.has_autosave(GAME_ID), what
            exc.kept_as.unlink()
        else:
            rebuilt = json.loads(json.dumps(state.to_json()))
            assert rebuilt == base["state"], f"accepted a changed game: {what}"
            assert data["moves"] == base["moves"], f"accepted changed moves: {what}"
            path.unlink()
    assert refused >= COUNT * 0.8
