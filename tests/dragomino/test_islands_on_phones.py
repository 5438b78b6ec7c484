"""Islands on phones (issue 24, Dragomino): a person's phone shows their island and, with
the spring variant, the two eggs they secretly look at; the egg they keep comes from the
phone and the laptop shows no chooser and no hand-off for it. Other phones never see
those eggs. A phone that is gone while it must choose gives the choice back to the laptop.
All over 127.0.0.1.
"""

from __future__ import annotations

import json
import random
import time

from common.app import App
from common.remote import protocol as P
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from dragomino.engine import ENGINE
from dragomino.remote import Laptop, build_view, read
from dragomino.rules import GameConfig, new_game
from dragomino.rules.model import PHASE_SPRING_CHOICE, PlaceDomino
from dragomino.ui.phones import LOG_MOVES
from dragomino.ui.session import demo_table
from dragomino.ui.spring import SpringChoiceOverlay
from tests.dracheninsel.test_phones_table import WAIT, ThreadPhone

LAPTOP = Laptop(["Anna", "Jörg", "Özlem"], ["#d6483a", "#407cc8", "#50a054"], [False] * 3)


def _springs(seed: int, count: int) -> list:
    """States at a spring choice of a seeded three-player spring game."""
    state = new_game(GameConfig(3, True), seed)
    rng = random.Random(seed)
    found = []
    while not state.is_over and len(found) < count:
        if state.phase == PHASE_SPRING_CHOICE:
            found.append(state.copy())
        seat = state.actors()[0]
        state.apply(ENGINE.choose_move(state.view(seat), seat, "easy", rng))
    return found


def test_only_the_chooser_sees_the_eggs_and_the_island_is_the_seats_own() -> None:
    springs = _springs(5, 6) + _springs(9, 6)
    assert len(springs) >= 6
    for state in springs:
        offer = state.spring_offer
        chooser = offer.player
        mine = build_view(state, chooser, [], LAPTOP)
        shown = [o["baby"] for o in mine["peek"]["options"]]
        assert shown == [t.baby is not None for t in offer.options]
        assert [i["move"] for i in mine["can"]] == [
            {"kind": "choose_spring_egg", "keep": k} for k in range(len(offer.options))
        ]
        for seat in range(3):
            view = build_view(state, seat, [], LAPTOP)
            cells = {(s["x"], s["y"]) for s in view["island"]["squares"]}
            assert cells == set(state.players[seat].island)
            if seat == chooser:
                continue
            assert view["peek"] is None and view["can"] == []
            # the same frame whatever the chooser's eggs are: swap them with the supply
            other = state.copy()
            supply = other.supplies[offer.connection.terrain]
            if supply:
                swapped = tuple(supply[: len(offer.options)])
                other.supplies[offer.connection.terrain] = (
                    list(offer.options) + supply[len(swapped) :]
                )
                other.spring_offer.options = swapped
                assert build_view(other, seat, [], LAPTOP) == view


def test_only_the_chooser_may_keep_an_egg() -> None:
    state = _springs(5, 1)[0]
    chooser = state.spring_offer.player
    before = json.dumps(state.to_json(), sort_keys=True)
    keep = {"kind": "choose_spring_egg", "keep": 0}
    for seat in range(3):
        result = read(state, seat, P.MoveMsg(1, 4, keep), 4, LAPTOP)
        assert (seat == chooser) == (not hasattr(result, "reason")), (seat, result)
    assert hasattr(read(state, chooser, P.MoveMsg(1, 3, keep), 4, LAPTOP), "reason")  # stale
    bad = {"kind": "choose_spring_egg", "keep": 7}
    assert hasattr(read(state, chooser, P.MoveMsg(1, 4, bad), 4, LAPTOP), "reason")
    assert hasattr(read(state, chooser, P.PassMsg(1), 4, LAPTOP), "reason")
    assert json.dumps(state.to_json(), sort_keys=True) == before


def _spring_table(app: App) -> tuple[object, ThreadPhone]:
    """Anna (a person, on her phone) and two computers; she places onto a spring."""
    sessions = phone_sessions.open_phones("dragomino", 3)
    phone = ThreadPhone(sessions.url(0).replace("/s/", "/ws?token="))
    end = time.monotonic() + WAIT
    while not phone.of_type("hello"):
        assert time.monotonic() < end
        time.sleep(0.005)
    scene = demo_table([None, "easy", "easy"], 1, spring=True)
    scene.attach_phones(sessions)
    assert scene.on_phone(0)
    app.scenes.reset(scene)
    for _ in range(3000):
        if scene.input_allowed():
            break
        app.step()
    state = scene.state
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for placement in state.legal_placements(dom):
            preview = state.placement_preview(0, dom, placement.cell, placement.orientation)
            if any(c.spring for c in preview):
                scene.commit(PlaceDomino(index, placement.cell, placement.orientation))
                return scene, phone
    raise AssertionError("no spring placement in this seed")


def test_the_chooser_keeps_an_egg_on_the_phone_without_a_hand_off(app: App) -> None:
    try:
        scene, phone = _spring_table(app)
        for _ in range(3000):
            latest = phone.latest()
            if latest is not None and latest["view"]["peek"] is not None:
                break
            app.step()
        latest = phone.latest()
        assert latest is not None and latest["view"]["peek"] is not None
        assert scene.state.phase == PHASE_SPRING_CHOICE
        assert not any(isinstance(s, (SpringChoiceOverlay, HandoffScene)) for s in app.scenes.stack)
        offer = scene.state.spring_offer
        phone.send(type="move", rev=latest["rev"], move={"kind": "choose_spring_egg", "keep": 1})
        for _ in range(600):
            if scene.state.phase != PHASE_SPRING_CHOICE or scene.state.spring_offer is not offer:
                break
            app.step()
        assert scene.state.spring_offer is not offer  # the egg was kept, the game went on
        assert not any(isinstance(s, SpringChoiceOverlay) for s in app.scenes.stack)
        # her phone's lines of what happened: the table's moves, in her words
        lines = latest["view"]["events"]
        assert "You place a domino" in lines
        assert lines[-1].startswith("You peek at two eggs ")
        for _ in range(600):
            if any("You keep an egg" in line for line in phone.latest()["view"]["events"]):
                break
            app.step()
        assert any("You keep an egg" in line for line in phone.latest()["view"]["events"])
        phone.close()
    finally:
        phone_sessions.close_phones()


def test_a_lost_phone_gives_the_choice_back_to_the_laptop(app: App) -> None:
    try:
        scene, phone = _spring_table(app)
        sessions = scene.phones.sessions
        now = [500.0]
        sessions.clock = lambda: now[0]
        for _ in range(3000):
            if scene.phone_choosing():
                break
            app.step()
        assert scene.phone_choosing()
        phone.close()
        for _ in range(600):
            if not sessions.seats[0].connected:
                break
            app.step()
        now[0] += 10.0
        for _ in range(600):
            if any(isinstance(s, (SpringChoiceOverlay, HandoffScene)) for s in app.scenes.stack):
                break
            app.step()
        assert not sessions.on_phone(0)
        assert any(isinstance(s, (SpringChoiceOverlay, HandoffScene)) for s in app.scenes.stack)
    finally:
        phone_sessions.close_phones()


def _last_events(session: object) -> list[object]:
    """The events of the last LOG_MOVES moves, by replaying the whole game."""
    state = session.start(session.config, session.seed)
    moves = [state.apply(ENGINE.move_from_json(raw)) for raw in session.moves]
    return [event for events in moves[-LOG_MOVES:] for event in events]


def test_the_phones_lines_come_from_the_last_moves_after_take_backs_and_loads() -> None:
    """The lines are made from the events of the last few moves the session holds: a
    taken-back move's events go, a loaded game's come from replaying its moves."""
    scene = demo_table([None, None, "easy"], 3, spring=True)
    scene._phone_moves = []
    session = scene.session
    rng = random.Random(3)
    for _ in range(14):
        seat = session.state.actors()[0]
        session.commit(ENGINE.choose_move(session.state.view(seat), seat, "easy", rng))
        assert scene._phone_log() == _last_events(session)
    session.rewind(len(session.moves) - 1)  # a take-back
    assert scene._phone_log() == _last_events(session)
    scene._phone_moves = []  # as after a load: nothing remembered
    session.recent = []
    assert scene._phone_log() == _last_events(session)
