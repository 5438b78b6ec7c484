"""Islands on phones (issue 24, Dragomino): a person's phone shows their island and, with
the spring variant, the two eggs they secretly look at; the egg they keep comes from the
phone and the laptop shows no chooser and no hand-off for it. Other phones never see
those eggs. A phone that is gone while it must choose makes the laptop say "Waiting for
Anna's phone", and "Choose Anna's egg here instead" gives the choice back to the laptop.
All over 127.0.0.1.
"""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pygame

from common.app import App
from common.remote import protocol as P
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from dragomino.engine import ENGINE
from dragomino.remote import Laptop, build_view, read
from dragomino.rules import GameConfig, new_game
from dragomino.rules.model import PHASE_SPRING_CHOICE, PlaceDomino
from dragomino.ui.phones import LOG_MOVES, NOTICE_HELP
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


def _spring_table(app: App, levels: list[str | None] | None = None) -> tuple[object, ThreadPhone]:
    """Anna (a person, on her phone) and two computers (or `levels`: who else plays); she
    places onto a spring."""
    sessions = phone_sessions.open_phones("dragomino", 3)
    phone = ThreadPhone(sessions.url(0).replace("/s/", "/ws?token="))
    end = time.monotonic() + WAIT
    while not phone.of_type("hello"):
        assert time.monotonic() < end
        time.sleep(0.005)
    scene = demo_table(levels or [None, "easy", "easy"], 1, spring=True)
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


def _click(app: App, pos: tuple[int, int]) -> None:
    """A person's click: press, a small move, release (as the table sees a tap)."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def _lost_while_choosing(
    app: App, levels: list[str | None] | None = None
) -> tuple[object, ThreadPhone, list[float]]:
    """Anna's phone closes while she must choose her spring egg; the laptop's clock is
    moved past the grace seconds."""
    scene, phone = _spring_table(app, levels)
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
    return scene, phone, now


def test_a_lost_phone_says_waiting_and_choose_here_gives_the_choice_back(app: App) -> None:
    """The game does not go on by itself: "Waiting for Anna's phone" stands over the
    island with "Choose Anna's egg here instead"; a click on it puts her seat back on the
    laptop and her chooser opens here behind her hand-off (Jörg plays here too)."""
    try:
        scene, _phone, _now = _lost_while_choosing(app, [None, None, "easy"])
        sessions = scene.phones.sessions
        notice = scene.phone_notice
        for _ in range(600):
            if notice.notice is not None:
                break
            app.step()
        assert notice.notice == ("waiting", 0)
        assert notice.here.visible and "Anna" in notice.here.label
        assert "egg" in notice.here.label
        for _ in range(60):  # it stays: the game waits for her phone or the button
            app.step()
        assert sessions.on_phone(0) and scene.state.phase == PHASE_SPRING_CHOICE
        assert not any(isinstance(s, (SpringChoiceOverlay, HandoffScene)) for s in app.scenes.stack)
        assert NOTICE_HELP in [words for _rect, words in scene.help_spots()]  # F1
        app.render()
        _click(app, notice.here.rect.center)
        for _ in range(600):
            if any(isinstance(s, (SpringChoiceOverlay, HandoffScene)) for s in app.scenes.stack):
                break
            app.step()
        assert not sessions.on_phone(0)
        assert notice.notice is None and not notice.here.visible
        assert any(isinstance(s, HandoffScene) for s in app.scenes.stack)  # her hand-off first
    finally:
        phone_sessions.close_phones()


def test_a_phone_back_in_time_chooses_there(app: App) -> None:
    """The notice goes when Anna's phone comes back; she keeps her egg there."""
    try:
        scene, _phone, _now = _lost_while_choosing(app)
        sessions = scene.phones.sessions
        for _ in range(600):
            if scene.phone_notice.notice is not None:
                break
            app.step()
        assert scene.phone_notice.notice == ("waiting", 0)
        phone = ThreadPhone(sessions.url(0).replace("/s/", "/ws?token="))
        for _ in range(3000):
            latest = phone.latest()
            if sessions.seats[0].connected and latest is not None and latest["view"]["peek"]:
                break
            app.step()
        app.step()
        assert scene.phone_notice.notice is None and not scene.phone_notice.here.visible
        offer = scene.state.spring_offer
        phone.send(
            type="move", rev=phone.latest()["rev"], move={"kind": "choose_spring_egg", "keep": 0}
        )
        for _ in range(600):
            if scene.state.spring_offer is not offer:
                break
            app.step()
        assert scene.state.spring_offer is not offer and sessions.on_phone(0)
        assert not any(isinstance(s, (SpringChoiceOverlay, HandoffScene)) for s in app.scenes.stack)
        phone.close()
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


def test_a_second_phone_on_a_seat_waits_until_the_laptop_lets_it_in(app: App) -> None:
    """A second phone with Anna's code is held (nothing of hers reaches it) until the
    laptop's "Let it in"; the table does not go on meanwhile without saying so."""
    try:
        scene, first = _spring_table(app)
        sessions = scene.phones.sessions
        second = ThreadPhone(sessions.url(0).replace("/s/", "/ws?token="))
        notice = scene.phone_notice
        for _ in range(3000):
            if notice.notice is not None:
                break
            app.step()
        assert notice.notice == ("claim", 0) and notice.yes.visible and notice.no.visible
        assert [f["type"] for f in second.frames] == ["held"]  # nothing of Anna's yet
        app.render()
        _click(app, notice.yes.rect.center)
        for _ in range(3000):
            if second.of_type("hello") and second.latest() is not None:
                break
            app.step()
        assert second.of_type("hello") and second.latest()["view"]["seat"] == 0
        assert first.closed.wait(WAIT) and first.of_type("bye")
        assert notice.notice is None and not notice.yes.visible
        second.close()
    finally:
        phone_sessions.close_phones()


def test_the_laptop_shows_the_two_eggs_face_down_while_a_phone_chooses(app: App) -> None:
    """While Anna looks at her eggs on the phone, the laptop shows two eggs of that land
    bobbing face down over the join, as for a computer's peek: the table does not look
    as if it had stopped, and shows nothing of what they are."""
    try:
        scene, phone = _spring_table(app)
        for _ in range(3000):
            if scene.phone_choosing() and not scene.pending and scene.events.idle:
                break
            app.step()
        assert scene.phone_choosing()
        terrain = scene.state.spring_offer.connection.terrain
        drawn: list[str] = []
        egg = scene.art.egg

        def spy(land: str, size: int) -> object:
            drawn.append(land)
            return egg(land, size)

        scene.art.egg = spy
        app.render()
        scene.art.egg = egg
        assert drawn.count(terrain) >= 2
        phone.close()
    finally:
        phone_sessions.close_phones()


def test_play_again_keeps_the_phone_with_a_new_code(app: App) -> None:
    """ "Play again" at the end screen (`rematch`): Anna's phone stays, is sent the new
    game's token and shows the new game's island; her old code opens nothing. Before, the
    old table closed the phones when it was left ("The game has ended") and the new game
    was played without them."""
    sessions = phone_sessions.open_phones("dragomino", 3)
    phone = ThreadPhone(sessions.url(0).replace("/s/", "/ws?token="))
    stale: ThreadPhone | None = None
    try:
        scene = demo_table([None, "easy", "easy"], 1)
        scene.attach_phones(sessions)
        app.scenes.reset(scene)
        for _ in range(3000):
            if scene.input_allowed():
                break
            app.step()
        state = scene.state
        index = next(i for i, dom in enumerate(state.display) if dom is not None)
        placement = state.legal_placements(state.display[index])[0]
        scene.commit(PlaceDomino(index, placement.cell, placement.orientation))
        for _ in range(600):
            if (phone.latest() or {}).get("view", {}).get("step", 0) >= 1:
                break
            app.step()
        old = sessions.seats[0].token
        again = scene.rematch()
        app.scenes.reset(again)  # the old table is left: its phones went to the new one
        assert again.phones is not None and again.on_phone(0) and sessions.running
        assert phone_sessions.current() is sessions
        assert sessions.seats[0].token != old
        island = {tuple(xy) for xy in again.state.players[0].island}
        for _ in range(600):
            if phone.of_type("token") and phone.latest()["view"]["step"] == 0:
                break
            app.step()
        new = sessions.seats[0].token
        assert phone.of_type("token") == [{"v": 1, "type": "token", "token": new}]
        view = phone.latest()["view"]
        assert view["step"] == 0 and view["over"] is None
        assert {(q["x"], q["y"]) for q in view["island"]["squares"]} == island
        assert not phone.of_type("bye") and not phone.closed.is_set()
        stale = ThreadPhone(f"http://127.0.0.1:{sessions.port}/ws?token={old}")
        assert stale.closed.wait(WAIT)
        assert stale.frames == [] and stale.ws.close_code == P.CLOSE_NO_TOKEN
        phone.close()
    finally:
        phone_sessions.close_phones()


def test_the_phone_draws_each_square_with_the_laptop_s_tile_and_its_spring() -> None:
    """A phone's island showed flat colour squares (a real Chromium page): a child reads the
    lands by their pictures, so each square names the laptop's terrain tile and, on a
    spring, the spring's badge; both are files the server's /art/dragomino/ route serves."""
    assets = Path(__file__).resolve().parents[2] / "assets"
    springs = 0
    for state in _springs(5, 3):
        for seat in range(3):
            for square in build_view(state, seat, [], LAPTOP)["island"]["squares"]:
                assert square["art"] == f"/art/dragomino/terrain_{square['terrain']}.svg"
                assert (assets / square["art"].removeprefix("/art/")).is_file()
                if square["spring"]:
                    springs += 1
                    assert (assets / square["spring_art"].removeprefix("/art/")).is_file()
                else:
                    assert square["spring_art"] is None
    assert springs > 0
