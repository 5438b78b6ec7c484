"""Every game engine keeps the one contract of `common/engine.py`, checked through it alone.

Games of each bound engine (`<game>.engine.ENGINE`, found by name below) are played
with nothing but the protocol: `actors`, `legal_moves`, `check`, `apply`, `view`, `is_over`,
`scores`, `winners`, `copy`, JSON, and the binding's `choose_move`/`*_from_json`/`event_view`.
Along the way:

- a JSON round trip (and a `copy`) at random points continues identically: same actors, same
  legal moves, same events, same final JSON;
- every seat's view at random points is JSON, repeatable for a seed, leaves the game alone,
  and offers the acting seat the same legal moves as the real state;
- moves that were legal earlier, moves with a field of the wrong type and JSON with an
  unknown kind, a missing field or a wrong type are refused with the game's `illegal_move`
  (never a TypeError), and a refused move leaves the state unchanged.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
from typing import Any

import pytest

from common.engine import GameEngine

AnyEngine = GameEngine[Any, Any, Any]

#: "module:attribute" of every bound engine; the spring variant is Dragomino's extra phase.
ENGINE_NAMES = [
    "dragomino.engine:ENGINE",
    "dragomino.engine:SPRING_ENGINE",
    "dracheninsel.engine:ENGINE",
]
GAMES_PER_PLAYER_COUNT = 3
MAX_STEPS = 20_000  # far more than any game takes; a runaway loop fails instead of hanging
#: Moves drawn uniformly from all legal moves; the rest come from the binding's computer
#: players (uniform random play alone makes Die Dracheninsel games of 10,000 moves).
UNIFORM_SHARE = 0.1
AUDIT_SHARE = 0.1  # steps that also get the costlier checks (every seat, JSON, refusals)
MAX_VIEW_CHECKS = 6  # per game: all seats' views at up to this many random points


def load(name: str) -> AnyEngine:
    module, attribute = name.split(":")
    engine = getattr(importlib.import_module(module), attribute)
    assert isinstance(engine, GameEngine)
    return engine


def as_json(data: Any) -> Any:
    """Through real JSON text, as a save file or a log would carry it."""
    return json.loads(json.dumps(data))


def event_log(events: list[Any]) -> list[dict[str, Any]]:
    return [as_json(e.to_json()) for e in events]


def cases() -> list[Any]:
    out = []
    for name in ENGINE_NAMES:
        engine = load(name)  # the binding tells the player counts
        for players in range(engine.min_players, engine.max_players + 1):
            for game in range(GAMES_PER_PLAYER_COUNT):
                label = f"{name}-{players}p-{game}"
                out.append(pytest.param(name, players, 1000 * players + game, id=label))
    return out


class Refusals:
    """Counts what was refused, so a test that refused nothing cannot pass quietly."""

    def __init__(self) -> None:
        self.count = 0


def assert_refused(engine: AnyEngine, state: Any, move: Any, refusals: Refusals) -> None:
    """`check` and `apply` both refuse `move` with the game's IllegalMove, changing nothing."""
    before = state.to_json()
    try:
        state.check(move)
    except engine.illegal_move as refused:
        assert isinstance(refused.code, str) and refused.code and str(refused)  # type: ignore[attr-defined]
    else:
        raise AssertionError(f"check accepted {move!r}")
    with pytest.raises(engine.illegal_move):
        state.apply(move)
    assert state.to_json() == before, f"refusing {move!r} changed the state"
    refusals.count += 1


def assert_json_refused(engine: AnyEngine, raw: Any) -> None:
    """`move_from_json` refuses `raw` with the game's IllegalMove (not TypeError/KeyError)."""
    try:
        move = engine.move_from_json(raw)
    except engine.illegal_move as refused:
        assert isinstance(refused.code, str) and refused.code  # type: ignore[attr-defined]
    else:
        raise AssertionError(f"move_from_json accepted malformed {raw!r} as {move!r}")


def try_earlier_move(engine: AnyEngine, state: Any, move: Any, refusals: Refusals) -> None:
    """A move legal at an earlier point: either still legal for some actor, or refused."""
    if any(move in state.legal_moves(seat) for seat in state.actors()):
        return
    before = state.to_json()
    try:
        state.check(move)
    except engine.illegal_move:
        assert_refused(engine, state, move, refusals)
        return
    # Accepted although not listed (a game may accept another spelling of a listed move):
    # check must not have changed anything.
    assert state.to_json() == before


def malformed_variants(move: Any) -> list[Any]:
    """The move with one whole-number field turned into a float, a string or a bool."""
    if not dataclasses.is_dataclass(move):
        return []
    out = []
    for field in dataclasses.fields(move):
        value = getattr(move, field.name)
        if type(value) is int:
            for bad in (value + 0.5, str(value), value == 1):
                out.append(dataclasses.replace(move, **{field.name: bad}))
    return out


def malformed_json(move: Any, raw: dict[str, Any]) -> list[Any]:
    """The move's JSON with an unknown kind, a missing field, or a field of a wrong type.
    (A field the move class gives a default may be left out of the JSON.)"""
    optional = {
        f.name
        for f in (dataclasses.fields(move) if dataclasses.is_dataclass(move) else ())
        if f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
    }
    no_kind = {k: v for k, v in raw.items() if k != "kind"}
    out: list[Any] = [{**raw, "kind": "no_such_move"}, no_kind]
    for key, value in raw.items():
        if key == "kind":
            continue
        if key not in optional:
            out.append({k: v for k, v in raw.items() if k != key})
        if type(value) is int:
            out += [{**raw, key: value + 0.5}, {**raw, key: str(value)}, {**raw, key: True}]
    return out


def check_views(engine: AnyEngine, state: Any, players: int, rng: random.Random) -> None:
    before = state.to_json()
    for seat in range(players):
        seed = rng.getrandbits(32)
        view = state.view(seat, seed)
        assert type(view) is type(state)
        assert as_json(view.to_json()) == view.to_json()
        assert state.view(seat, seed).to_json() == view.to_json()
        assert view.legal_moves(seat) == state.legal_moves(seat)
    assert state.to_json() == before


def play(name: str, players: int, seed: int) -> None:
    engine = load(name)
    rng = random.Random(seed)
    state = engine.new_game(players, seed)
    assert engine.new_game(players, seed).to_json() == state.to_json()  # seeded: repeatable
    twins: list[Any] = []  # restored from JSON or copied: must behave exactly like `state`
    earlier: list[Any] = []
    refusals = Refusals()
    views_checked = 0
    for step in range(MAX_STEPS):
        if state.is_over:
            break
        actors = state.actors()
        assert actors and len(set(actors)) == len(actors)
        assert all(0 <= seat < players for seat in actors)
        audit = step == 0 or rng.random() < AUDIT_SHARE  # the costlier checks, now and then
        if audit:
            for seat in range(players):
                assert bool(state.legal_moves(seat)) == (seat in actors)
        for twin in twins:
            assert twin.actors() == actors
            if audit:
                for seat in actors:
                    assert twin.legal_moves(seat) == state.legal_moves(seat)

        roll = rng.random()
        if roll < 0.02 and len(twins) < 2:
            twins.append(engine.state_from_json(as_json(state.to_json())))
            assert twins[-1].to_json() == state.to_json()
        elif roll < 0.03 and len(twins) < 3:
            twins.append(state.copy())
        elif roll < 0.08 and views_checked < MAX_VIEW_CHECKS:
            check_views(engine, state, players, rng)
            views_checked += 1
        if audit and earlier:
            try_earlier_move(engine, state, rng.choice(earlier[-3:]), refusals)

        seat = rng.choice(actors)
        if rng.random() < UNIFORM_SHARE:
            move = rng.choice(list(state.legal_moves(seat)))
        else:  # mostly the easiest computer player: games of a sensible length
            level = engine.levels[0] if rng.random() < 0.9 else rng.choice(engine.levels)
            move = engine.choose_move(state.view(seat, rng.getrandbits(32)), seat, level, rng)
        if audit:
            assert engine.move_from_json(as_json(move.to_json())) == move
            for bad in malformed_variants(move):
                assert_refused(engine, state, bad, refusals)
            for raw in malformed_json(move, as_json(move.to_json())):
                assert_json_refused(engine, raw)
                refusals.count += 1
        state.check(move)
        events = state.apply(move)
        if audit:
            for event in events:
                assert type(event).kind == event.kind
                assert engine.event_from_json(as_json(event.to_json())) == event
                for viewer in range(players):
                    assert as_json(engine.event_view(event, viewer).to_json())
        for twin in twins:
            twin_events = twin.apply(move)
            assert twin_events == events
            if audit:
                assert event_log(twin_events) == event_log(events)
        earlier.append(move)
    assert state.is_over, f"no end after {MAX_STEPS} moves"

    assert state.actors() == []
    assert all(list(state.legal_moves(seat)) == [] for seat in range(players))
    scores, winners = state.scores(), state.winners()
    assert len(scores) == players
    assert winners and winners == sorted(set(winners))
    assert all(scores[w] == max(scores) for w in winners)
    for twin in twins:
        assert twin.to_json() == state.to_json()
    restored = engine.state_from_json(as_json(state.to_json()))
    assert restored.is_over and restored.winners() == winners
    assert refusals.count > 0


@pytest.mark.parametrize(("name", "players", "seed"), cases())
def test_games_keep_the_contract(name: str, players: int, seed: int) -> None:
    play(name, players, seed)


@pytest.mark.parametrize("name", ENGINE_NAMES)
def test_binding_describes_the_game(name: str) -> None:
    engine = load(name)
    assert engine.game_id and engine.levels
    assert 1 <= engine.min_players <= engine.max_players
    assert issubclass(engine.illegal_move, ValueError)
    with pytest.raises(ValueError):
        engine.new_game(engine.max_players + 1, 0)
    state = engine.new_game(engine.min_players, 0)
    assert_json_refused(engine, {"kind": "no_such_move"})
    with pytest.raises(engine.illegal_move):
        state.check(object())
