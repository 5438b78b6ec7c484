"""Islands on phones (issue 24, Dragomino): the phone's lines of what happened.

Each phone shows the last few things that happened, in short words in the app's language
and in the seat's own words ("You find ..."), built only from `event_view(event, seat)`.
They never name a spring egg that another seat looks at or puts back: checked on a seeded
spring game with every frame that reached three phones over the real server on 127.0.0.1,
against the TRUE state at each frame's rev, and by dealing the peeked eggs differently
(the other seats' frames must not change).
"""

from __future__ import annotations

import dataclasses
import json
import random
import time
from pathlib import Path
from typing import Any

import dragomino
from common import i18n
from common.remote.sessions import PhoneSessions, SeatInfo
from dragomino.engine import ENGINE
from dragomino.remote import DragominoDesk, Laptop, build_view, event_lines
from dragomino.rules import GameConfig, GameState, new_game
from dragomino.rules.model import (
    PHASE_SPRING_CHOICE,
    DominoPlaced,
    EggReturned,
    EggRevealed,
    EggSupplyEmpty,
    EggToken,
    GameEnded,
    MotherDragonMoved,
    RoundStarted,
    SpringOffered,
)
from tests.dracheninsel.test_phones_table import WAIT, ThreadPhone

NAMES = ["Anna", "Jörg", "Özlem"]
COLOURS = ["#d6483a", "#407cc8", "#50a054"]
ANNA, JORG, OZLEM = 0, 1, 2
JOIN = ((0, 0), (1, 0))
SEED = 5  # a three-seat spring game where all three seats peek at spring eggs


def _name(seat: int) -> str:
    return NAMES[seat]


def _log() -> list[Any]:
    return [
        RoundStarted(3, (1, 2, 3, 4), (1, 2, 0)),
        DominoPlaced(JORG, 12, (1, 0), 0, ((1, 0), (2, 0))),
        EggRevealed(JORG, JOIN, EggToken("VOLCANO", 2), True, False),
        EggRevealed(ANNA, JOIN, EggToken("SNOW", None, 1), False, False),
        MotherDragonMoved(JORG, ANNA),
        EggSupplyEmpty(OZLEM, JOIN, "FOREST"),
        SpringOffered(OZLEM, JOIN, "DESERT", (EggToken("DESERT", 3), EggToken("DESERT", None, 4))),
        EggRevealed(OZLEM, JOIN, EggToken("DESERT", 3), True, True),
        EggReturned(OZLEM, "DESERT"),
        GameEnded((5, 3, 5), (1, 0, 1), (ANNA, OZLEM)),
    ]


def test_the_lines_read_naturally_in_both_languages() -> None:
    i18n.register_domain(Path(dragomino.__file__).parent)
    log = _log()
    assert event_lines(log[:8], ANNA, _name) == [
        "Round 3 begins",
        "Jörg places a domino",
        "Jörg finds a baby dragon in the volcano!",
        "You find an empty shell in the snow",
        "The mother dragon flies to you",
        "No more eggs in the forest",
        "Özlem peeks at two eggs in the desert",
        "Özlem keeps an egg: a baby dragon!",
    ]
    assert event_lines(log, OZLEM, _name)[-4:] == [
        "You peek at two eggs in the desert",
        "You keep an egg: a baby dragon!",
        "You put the other egg back",
        "Anna and Özlem win together!",
    ]
    assert len(event_lines(log, ANNA, _name)) == 8  # the newest eight
    try:
        i18n.set_language("de")
        assert event_lines(log[:8], ANNA, _name) == [
            "Runde 3 beginnt",
            "Jörg legt einen Dominostein an",
            "Jörg findet ein Drachenbaby im Vulkan!",
            "Du findest eine leere Schale im Schnee",
            "Die Drachenmutter fliegt zu dir",
            "Keine Eier mehr im Wald",
            "Özlem schaut sich heimlich zwei Eier in der Wüste an",
            "Özlem behält ein Ei: ein Drachenbaby!",
        ]
        assert event_lines(log, OZLEM, _name)[-4:] == [
            "Du schaust dir heimlich zwei Eier in der Wüste an",
            "Du behältst ein Ei: ein Drachenbaby!",
            "Du legst das andere Ei zurück",
            "Anna und Özlem gewinnen zusammen!",
        ]
        one = GameEnded((5, 3, 4), (1, 0, 1), (JORG,))
        assert event_lines([one], JORG, _name) == ["Du gewinnst!"]
        assert event_lines([one], ANNA, _name) == ["Jörg gewinnt!"]
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------------- a seeded game


def _laptop() -> Laptop:
    return Laptop(NAMES, COLOURS, [False] * 3)


def _other_eggs(state: GameState) -> tuple[EggToken, ...] | None:
    """Two other eggs of the offer's land, unlike the offered ones where the supply allows
    (a baby for a shell, another baby for a baby): what the chooser might have seen."""
    offer = state.spring_offer
    assert offer is not None
    supply = list(state.supplies[offer.connection.terrain])
    swapped = []
    for token in offer.options:
        unlike = [t for t in supply if t.is_baby != token.is_baby] or [
            t for t in supply if t != token
        ]
        if not unlike:
            return None
        swapped.append(unlike[0])
        supply.remove(unlike[0])
    return tuple(swapped)


def _dealt_otherwise(state: GameState, log: list[Any], eggs: tuple[EggToken, ...]) -> Any:
    """The same game, but the chooser looks at `eggs` (they swap places with the supply)."""
    other = state.copy()
    offer = other.spring_offer
    assert offer is not None
    supply = other.supplies[offer.connection.terrain]
    for old, new in zip(offer.options, eggs, strict=True):
        supply[supply.index(new)] = old
    offer.options = eggs
    last = log[-1]
    assert isinstance(last, SpringOffered)
    return other, [*log[:-1], dataclasses.replace(last, options=eggs)]


def test_other_phones_frames_do_not_depend_on_the_peeked_eggs() -> None:
    """At every spring choice, and after it, each other seat's whole frame (lines too) is
    the same whichever two eggs the chooser looked at and whichever went back."""
    state = new_game(GameConfig(3, True), SEED)
    rng = random.Random(SEED)
    log: list[Any] = []
    laptop = _laptop()
    checked = 0
    while not state.is_over:
        if state.phase == PHASE_SPRING_CHOICE:
            chooser = state.spring_offer.player
            eggs = _other_eggs(state)
            if eggs is not None:
                other, other_log = _dealt_otherwise(state, log, eggs)
                for seat in range(3):
                    if seat != chooser:
                        assert build_view(state, seat, log, laptop) == build_view(
                            other, seat, other_log, laptop
                        ), (seat, chooser)
                        checked += 1
                # the choice made: the egg kept lies on the island for all to see; which
                # one went back stays the chooser's (the lines alike with another one)
                move = ENGINE.choose_move(state.view(chooser), chooser, "easy", rng)
                kept = state.spring_offer.options[move.keep]
                back = next(t for t in eggs if t != kept)
                after = log + state.apply(move)
                other_after = [
                    dataclasses.replace(e, options=(kept, back))
                    if isinstance(e, SpringOffered) and e is log[-1]
                    else e
                    for e in after
                ]
                for seat in range(3):
                    if seat != chooser:
                        assert event_lines(after, seat, _name) == event_lines(
                            other_after, seat, _name
                        )
                log = after
                continue
        seat = state.actors()[0]
        log += state.apply(ENGINE.choose_move(state.view(seat), seat, "easy", rng))
    assert checked >= 6, checked


def test_no_frame_that_reaches_a_phone_names_another_seat_s_spring_egg() -> None:
    """Three phones over the real server; every view frame each received is checked
    against the TRUE state at its rev: no other seat's peek or choice, no art of an egg
    another seat looked at that does not lie on an island yet (babies have their own art),
    and the lines are that seat's own."""
    sessions = PhoneSessions("dragomino", 3, hosts=["127.0.0.1"])
    sessions.start()
    phones: list[ThreadPhone] = []
    try:
        sessions.set_seats([SeatInfo(NAMES[s], COLOURS[s]) for s in range(3)])
        phones = [ThreadPhone(sessions.url(s).replace("/s/", "/ws?token=")) for s in range(3)]
        end = time.monotonic() + WAIT
        while not all(p.of_type("hello") for p in phones):
            assert time.monotonic() < end
            time.sleep(0.005)
        sessions.poll()  # they joined
        desk = DragominoDesk(sessions, _laptop())
        state = new_game(GameConfig(3, True), SEED)
        rng = random.Random(SEED)
        log: list[Any] = []
        truth: dict[tuple[int, int], dict[str, Any]] = {}
        peeked: dict[int, set[str]] = {s: set() for s in range(3)}  # babies each looked at
        while True:
            offer = state.spring_offer
            if offer is not None:
                arts = {f"baby_{t.terrain}_{t.baby}.svg" for t in offer.options if t.is_baby}
                peeked[offer.player] |= arts
            desk.laptop.step += 1
            desk.publish(state, log)
            on_islands = {
                f"baby_{t.terrain}_{t.baby}.svg"
                for p in state.players
                for t in p.eggs.values()
                if t.is_baby
            }
            for seat in range(3):
                key = (seat, sessions.rev(seat))
                if key in truth:
                    continue
                others = set().union(*(peeked[s] for s in range(3) if s != seat))
                truth[key] = {
                    "secret": others - peeked[seat] - on_islands,
                    "chooser": None if offer is None else offer.player,
                    "lines": event_lines(log, seat, _name),
                }
            if state.is_over:
                break
            seat = state.actors()[0]
            log += state.apply(ENGINE.choose_move(state.view(seat), seat, "easy", rng))
        end = time.monotonic() + WAIT
        while any((p.latest() or {}).get("rev") != sessions.rev(s) for s, p in enumerate(phones)):
            assert time.monotonic() < end, "the phones never got their last views"
            time.sleep(0.01)
    finally:
        for phone in phones:
            phone.close()
        sessions.close()
    checked = secrets = peeking = 0
    for seat, phone in enumerate(phones):
        for frame in phone.of_type("view"):
            known = truth[(seat, frame["rev"])]
            view = frame["view"]
            text = json.dumps(view, ensure_ascii=False)
            for art in known["secret"]:
                assert art not in text, (seat, frame["rev"], art)
            secrets += len(known["secret"])
            if known["chooser"] is not None and known["chooser"] != seat:
                assert view["peek"] is None and view["can"] == []
                peeking += 1
            assert view["events"] == known["lines"]
            checked += 1
    assert checked > 60 and secrets >= 5 and peeking >= 4, (checked, secrets, peeking)
    said = {line for known in truth.values() for line in known["lines"]}
    assert any("peeks at two eggs" in line for line in said)
    assert any("keeps an egg" in line for line in said)
