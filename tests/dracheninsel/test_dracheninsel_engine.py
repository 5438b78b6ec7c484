"""The Die Dracheninsel side of the engine contract: views that depend on public facts
only, malformed moves refused with IllegalMove("malformed"), typed events with JSON."""

from __future__ import annotations

import random
from typing import Any

import pytest

from dracheninsel.ai.randomplayer import random_move
from dracheninsel.engine import ENGINE
from dracheninsel.rules import (
    GameConfig,
    IllegalMove,
    State,
    event_for,
    event_from_json,
    move_from_json,
    new_game,
)
from dracheninsel.rules.events import EVENT_TYPES, CardsDrawn, CardTaken
from dracheninsel.rules.moves import (
    ILLEGAL_CODES,
    MALFORMED,
    MOVE_TYPES,
    EndTurn,
    Exchange,
    Pass,
    Step,
    SweetSlumber,
)
from dracheninsel.rules.scenario import build_state, cell

R, Y, G, B = 0, 1, 2, 3


def states_along_a_game(seed: int, seats: int = 5, every: int = 23) -> list[State]:
    """Copies of the state at points of a seeded random game (every phase shows up)."""
    state = new_game(GameConfig(seats=tuple("RYGBKN"[:seats])), seed)
    rng = random.Random(seed)
    out = []
    moves = 0
    while not state.is_over:
        if moves % every == 0:
            out.append(state.copy())
        state.apply(random_move(state, state.actors()[0], rng))
        moves += 1
    return out


def with_hidden_facts_redealt(state: State, seat: int, seed: int) -> State:
    """The same game, except for what `seat` cannot know: the other hands, the order of
    the draw pile, the RNG and the Sweet Slumber snapshot."""
    other = state.copy()
    hidden = [s for s in range(state.n) if s != seat]
    pool = [c for s in hidden for c in other.hands[s]] + other.deck
    rng = random.Random(seed)
    rng.shuffle(pool)
    for s in hidden:
        k = len(other.hands[s])
        other.hands[s], pool = pool[:k], pool[k:]
    other.deck = pool
    other.rng = random.Random(seed + 1)
    other.snapshot = None if other.snapshot is None else {**other.snapshot, "deck": []}
    return other


# --------------------------------------------------------------------------- views


@pytest.mark.parametrize("seed", [None, 0, 987654321])
def test_views_depend_on_public_facts_only(seed: int | None) -> None:
    checked = 0
    for game, state in enumerate(states_along_a_game(31)):
        for seat in range(state.n):
            twin = with_hidden_facts_redealt(state, seat, game * 10 + seat)
            assert twin.to_json() != state.to_json() or not state.deck
            view = state.view(seat, seed)
            assert twin.view(seat, seed).to_json() == view.to_json()
            assert view.hands[seat] == state.hands[seat]
            assert view.snapshot is None and view.viewer == seat
            checked += 1
    assert checked > 50


def test_view_seed_changes_only_the_hidden_deal() -> None:
    state = states_along_a_game(8)[5]
    a, b = state.view(1, 1), state.view(1, 2)
    assert a.hands[1] == b.hands[1] == state.hands[1]
    assert (a.hands, a.deck) != (b.hands, b.deck)
    public = ("colours", "pos", "discard", "site_coins", "collected", "phase", "active")
    assert all(a.to_json()[k] == b.to_json()[k] == state.to_json()[k] for k in public)
    assert state.view(1, 1).to_json() == a.to_json()  # deterministic


# --------------------------------------------------------------------------- malformed


def refused(state: State, move: Any) -> None:
    before = state.to_json()
    for call in (state.check, state.apply):
        with pytest.raises(IllegalMove) as info:
            call(move)
        assert info.value.code == MALFORMED, info.value.reason
    assert state.to_json() == before


def test_malformed_moves_from_the_api_are_refused() -> None:
    s = build_state(hands={R: ["R", "sweet_slumber"]}, positions={R: cell(-2, 1)})
    target = cell(-1, 0)
    refused(s, Step(R, cell=float(target)))  # type: ignore[arg-type]
    refused(s, Step(R, cell=[-1, 0]))  # type: ignore[arg-type]
    refused(s, Step(R, cell=target, card=str(s.hands[R][0])))  # type: ignore[arg-type]
    refused(s, Step("0", cell=target))  # type: ignore[arg-type]
    refused(s, Step(True, cell=target))  # type: ignore[arg-type]
    refused(s, EndTurn(0.0))  # type: ignore[arg-type]
    refused(s, Exchange(R, cards=[s.hands[R][0]]))  # type: ignore[arg-type]
    refused(s, SweetSlumber(R, card=None))  # type: ignore[arg-type]
    refused(s, object())  # not a move at all (an unknown kind)
    refused(s, {"kind": "end_turn", "seat": R})  # JSON is not a move: use move_from_json
    s.apply(Step(R, cell=target))  # the real one still works
    assert s.pos[R] == target


@pytest.mark.parametrize(
    "raw",
    [
        {"kind": "step", "seat": 0, "cell": 12.0},  # float cell
        {"kind": "step", "seat": 0, "cell": [1, 2]},  # list cell
        {"kind": "step", "seat": 0, "cell": 12, "card": "3"},  # string card
        {"kind": "sweet_slumber", "seat": 0, "card": "80"},
        {"kind": "no_such_move", "seat": 0},  # unknown kind
        {"seat": 0},  # no kind
        {"kind": 7, "seat": 0},
        {"kind": "step", "seat": 0},  # missing field
        {"kind": "sneak_attack", "seat": 0, "card": 90},
        {"kind": "pass"},
        {"kind": "pass", "seat": "0"},  # wrong seat type
        {"kind": "pass", "seat": True},
        {"kind": "pass", "seat": 0, "cell": 3},  # extra field
        {"kind": "exchange", "seat": 0, "cards": "12"},
        {"kind": "exchange", "seat": 0, "cards": [1, "2"]},
        [],
        "pass",
        None,
    ],
)
def test_malformed_move_json_is_refused(raw: Any) -> None:
    with pytest.raises(IllegalMove) as info:
        move_from_json(raw)
    assert info.value.code == MALFORMED and str(info.value)


def test_every_move_kind_round_trips_through_json() -> None:
    seen: set[str] = set()
    for seed in range(12):
        for state in states_along_a_game(seed, seats=3 + seed % 4, every=7):
            for seat in state.actors():
                for move in state.legal_moves(seat):
                    assert move_from_json(move.to_json()) == move
                    seen.add(move.kind)
    assert seen >= set(MOVE_TYPES) - {"abandon_treasure", "wait", "abandon"}


def test_malformed_is_a_listed_code_with_both_translations() -> None:
    from pathlib import Path

    assert MALFORMED in ILLEGAL_CODES
    locale = Path(__file__).resolve().parents[2] / "dracheninsel" / "locale"
    for language in ("de", "en"):
        text = (locale / f"{language}.po").read_text(encoding="utf-8")
        assert 'msgid "That move is not understood."' in text


# --------------------------------------------------------------------------- events


def test_events_are_typed_and_round_trip_through_json() -> None:
    kinds: set[str] = set()
    for seed in range(20):
        state = new_game(GameConfig(seats=tuple("RYGBKN"[: 3 + seed % 4])), seed)
        rng = random.Random(seed)
        while not state.is_over:
            for event in state.apply(random_move(state, state.actors()[0], rng)):
                assert type(event) is EVENT_TYPES[event.kind]
                assert event_from_json(event.to_json()) == event
                kinds.add(event.kind)
    assert len(kinds) >= 20


def test_secret_event_fields_reach_their_seats_only() -> None:
    taken = CardTaken(R, victim=Y, card=42)
    assert event_for(R, taken).card == 42 and event_for(Y, taken).card == 42
    assert event_for(G, taken).card is None and event_for(-1, taken).card is None
    assert ENGINE.event_view(taken, G) == CardTaken(R, victim=Y, card=None)
    drawn = CardsDrawn(B, count=2, cards=(1, 2))
    assert event_for(B, drawn).cards == (1, 2)
    assert event_for(R, drawn).cards is None and event_for(R, drawn).count == 2
    assert drawn.to_json()["private"] == [B] and drawn.to_json()["secret"] == ["cards"]


def test_engine_binding_plays_a_game_with_the_computer() -> None:
    state = ENGINE.new_game(4, 3)
    rng = random.Random(3)
    while not state.is_over:
        seat = state.actors()[0]
        state.apply(ENGINE.choose_move(state.view(seat), seat, "normal", rng))
    assert state.winners() and len(state.scores()) == 4
    with pytest.raises(ValueError):
        ENGINE.new_game(2, 0)
    assert isinstance(Pass(0), MOVE_TYPES["pass"])
