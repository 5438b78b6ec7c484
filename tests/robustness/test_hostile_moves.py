"""Hostile moves from JSON, both engines: every variant is refused with the game's
IllegalMove (never a TypeError, KeyError, IndexError, OverflowError...) and the state stays
exactly as it was.

What tests/test_engine_contract.py and tests/dracheninsel/test_dracheninsel_engine.py
already cover (a float, a string or a bool for a whole number, an unknown kind, a missing
field) is not repeated; this adds out-of-range and absurd values: negative and huge ids
(10**30), seats and slots that do not exist, None, lists and objects where a number
belongs, cells of the wrong length, extra fields, and raw values that are not objects.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from common.games import engine_binding
from tests.robustness.counts import count

HUGE = 10**30
NUMBER_VARIANTS: tuple[Any, ...] = (
    -1,
    -2,
    6,
    7,
    99,
    255,
    2**31,
    HUGE,
    -HUGE,
    None,
    [],
    {},
    [1],
    "",
)
LIST_VARIANTS: tuple[Any, ...] = ([], [0], [0, 0, 0], [HUGE, 0], [0, -HUGE], ["a", 0], [None, 0])
RAW_VARIANTS: tuple[Any, ...] = (None, [], "place", 3, [{"kind": "x"}], {"kind": None}, {"kind": 5})


def variants(raw: dict[str, Any]) -> Iterator[Any]:
    """Hostile versions of one legal move's JSON."""
    yield from RAW_VARIANTS
    yield {**raw, "kind": raw["kind"].upper()}
    yield {**raw, "surprise": 1}
    for key, value in raw.items():
        if key == "kind":
            continue
        if isinstance(value, bool):
            yield {**raw, key: None}
        elif isinstance(value, int):
            for bad in NUMBER_VARIANTS:
                yield {**raw, key: bad}
        elif isinstance(value, list):
            for bad in (*LIST_VARIANTS, None, 5):
                yield {**raw, key: bad}
            for k in range(len(value)):
                for bad in (-1, 99, HUGE, None, "x"):
                    changed = copy.deepcopy(value)
                    changed[k] = bad
                    yield {**raw, key: changed}
        elif isinstance(value, str):
            yield {**raw, key: "no such thing"}
            yield {**raw, key: None}
        elif value is None:
            yield {**raw, key: HUGE}
            yield {**raw, key: -1}


def refused_or_legal(engine: Any, state: Any, raw: Any) -> bool:
    """True if refused; a variant that happens to be legal is played on a copy instead.
    Anything but the game's IllegalMove, or a changed state, fails."""
    before = state.to_json()
    try:
        move = engine.move_from_json(raw)
    except engine.illegal_move:
        return True
    try:
        state.check(move)
    except engine.illegal_move:
        with pytest.raises(engine.illegal_move):
            state.apply(move)
        assert state.to_json() == before, f"refusing {raw!r} changed the state"
        return True
    # accepted: a legal move (or another spelling of one, e.g. a pair of cells in the
    # other order); it must play on a copy like any legal move
    trial = state.copy()
    trial.apply(move)
    assert state.to_json() == before
    return False


@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_hostile_move_json_is_refused_and_changes_nothing(game_id: str) -> None:
    engine = engine_binding(game_id)
    assert engine is not None
    refused = 0
    for game in range(count(2, 20)):
        rng = random.Random(game)
        state = engine.new_game(3 + game % 2, 100 + game)
        steps = 0
        while not state.is_over and steps < 400:
            seat = state.actors()[0]
            move = engine.choose_move(state.view(seat, rng.getrandbits(32)), seat, "easy", rng)
            if steps % 5 == 0:  # a sample of the states along the way
                for raw in variants(move.to_json()):
                    refused += refused_or_legal(engine, state, raw)
            state.apply(move)
            steps += 1
    assert refused > 300
