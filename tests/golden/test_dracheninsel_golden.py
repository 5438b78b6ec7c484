"""Stored Die Dracheninsel games replay with identical events and final state.

The data is written by `record_dracheninsel.py` (see there for the canonical forms); a
failure means a rule, an event or a random draw changed. If that was deliberate, re-record
and name the changed games in the commit.
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from record_dracheninsel import (
    DATA,
    canonical_event,
    canonical_state,
    config_of,
    digest,
)

from dracheninsel.rules import move_from_json, new_game

RECORDS: list[dict[str, Any]] = json.loads(gzip.decompress(DATA.read_bytes()))


def replay(record: dict[str, Any]) -> tuple[str, int, str]:
    state = new_game(config_of(record), record["seed"])
    events: list[dict[str, Any]] = []
    for raw in record["moves"]:
        for event in state.apply(move_from_json(raw)):
            events.append(canonical_event(event))
    return digest(events), len(events), digest(canonical_state(state))


def test_the_recorded_games_cover_the_options() -> None:
    assert len(RECORDS) >= 300
    assert {r["seats"] for r in RECORDS} == {3, 4, 5, 6}
    assert {r["player"] for r in RECORDS} == {"random", "computer"}
    assert {r["options"]["auto_pass"] for r in RECORDS} == {True, False}
    assert {r["options"]["coins_refill"] for r in RECORDS} == {"collect", "leave"}


@pytest.mark.parametrize("chunk", range(8))
def test_golden_games_replay_identically(chunk: int) -> None:
    for record in RECORDS[chunk::8]:
        events, count, state = replay(record)
        assert (count, events, state) == (
            record["event_count"],
            record["events"],
            record["state"],
        ), f"golden game seed {record['seed']} changed"
