"""Phones in the middle of a game (issue 24): "Continue" of a game played with Cards on
phones played hot-seat (a game's codes are not saved) and nothing at the table could bring
the phones back. The table's menu now has "Connect phones": it starts the phone server,
shows every person's code over the table (opaque, no hand shows) with who has joined, and
"Done" plays each seat whose phone joined on that phone, as if chosen in the setup. A
laptop seat's view opens behind its hand-off after it (everybody gathered round the
laptop); an answer bar keeps its length and its end whoever moved to a phone.
All with real mouse events; the phones are aiohttp clients on 127.0.0.1.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from common.scenes.pause import PauseMenu
from common.scenes.phone_codes import PhoneCodesScene
from common.widgets import Button
from dracheninsel.rules.state import EXCHANGE, MAIN, WINDOW
from dracheninsel.ui import cards
from dracheninsel.ui.phones import CONNECT
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_phones_table import (
    ANNA,
    JORG,
    ThreadPhone,
    reveal_handoffs,
    step_until,
    table_with_phones,
)


@pytest.fixture(autouse=True)
def stop_phones() -> Any:
    yield
    phone_sessions.close_phones()


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def open_codes(app: App, table: DracheninselTable) -> PhoneCodesScene:
    """Menu, then "Connect phones", as a player clicks them."""
    click(table.menu_button.rect.center)
    app.step()
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    items = [w for w in menu.group.widgets if isinstance(w, Button) and w.label == CONNECT]
    assert len(items) == 1, "the menu offers Connect phones"
    click(items[0].rect.center)
    app.step()
    codes = app.scenes.top
    assert isinstance(codes, PhoneCodesScene)
    app.step()
    return codes


def join(app: App, codes: PhoneCodesScene, seat: int) -> ThreadPhone:
    """The seat's phone opens the address of its code (as a camera would)."""
    phone = ThreadPhone(codes.sessions.url(seat).replace("/s/", "/ws?token="))
    step_until(app, lambda: seat in codes._seen, what="the codes screen sees the phone")
    return phone


def done(app: App, codes: PhoneCodesScene) -> None:
    click(codes.group.widgets[0].rect.center)
    app.step()
    assert app.scenes.top is not codes


def at_rest_on_a_persons_turn(app: App, table: DracheninselTable) -> int:
    step_until(
        app,
        lambda: (
            table.state.phase == MAIN
            and table.state.active in (ANNA, JORG)
            and not table.anim.active
        ),
        what="a person's turn",
    )
    for _ in range(4):
        reveal_handoffs(app)
    step_until(app, lambda: table.viewer == table.state.active, what="their view open")
    return table.state.active


def test_connect_phones_mid_game_plays_the_joined_seat_on_its_phone(app: App) -> None:
    table = table_with_phones(app, phones=False)  # a hot-seat game, as after Continue
    assert table.phones is None and phone_sessions.current() is None
    active = at_rest_on_a_persons_turn(app, table)
    assert table.hand_of_viewer(), "the person's hand lies on the laptop"
    phones: list[ThreadPhone] = []
    try:
        codes = open_codes(app, table)  # (the pause menu stood over the table, as ever)
        with cards.FaceUpRecorder() as faces:
            for _ in range(3):
                app.step()
            sessions = phone_sessions.current()
            assert sessions is not None and sessions.running and codes.sessions is sessions
            assert sessions.server.hosts == ["127.0.0.1"]
            assert sorted(codes.card_rects()) == [ANNA, JORG]  # the computers get no code
            assert not faces.draws, "a hand showed behind the codes"
            phones.append(join(app, codes, active))
            for _ in range(5):
                app.step()
            assert not faces.draws
            # a click on the card shows the code large, with the address; any click closes
            click(codes.card_rects()[active].center)
            app.step()
            assert codes.codes.zoom == active
            click((5, 795))
            app.step()
            assert codes.codes.zoom is None
            done(app, codes)
            assert table.on_phone(active)
            # the active person's turn now lives on the phone: no hand-off, no hand here
            for _ in range(10):
                app.step()
            assert not isinstance(app.scenes.top, HandoffScene)
            assert table.viewer == active and table.hand_of_viewer() == []
            phone = phones[0]
            step_until(
                app,
                lambda: (phone.latest() or {}).get("view", {}).get("your_turn") is True,
                what="the phone says whose turn it is",
            )
            latest = phone.latest()
            assert latest is not None
            hand = sorted(c["id"] for c in latest["view"]["hand"])
            assert hand == sorted(table.state.hands[active])
            phone.send(type="move", rev=latest["rev"], move={"kind": "end_turn", "seat": active})
            step_until(
                app,
                lambda: table.state.phase == EXCHANGE or table.state.active != active,
                what="End turn, phoned",
            )
            assert active not in faces.owners(), "the phone seat's hand showed on the laptop"
    finally:
        for phone in phones:
            phone.close()


def test_a_laptop_seat_looks_again_only_behind_its_hand_off(app: App) -> None:
    """The other person joins while the active person's hand lies open: after "Done" that
    hand comes back only behind its hand-off (everybody was at the laptop to scan)."""
    table = table_with_phones(app, phones=False)
    active = at_rest_on_a_persons_turn(app, table)
    other = JORG if active == ANNA else ANNA
    phones: list[ThreadPhone] = []
    try:
        codes = open_codes(app, table)
        phones.append(join(app, codes, other))
        with cards.FaceUpRecorder() as faces:
            done(app, codes)
            app.step()
            assert table.on_phone(other) and not table.on_phone(active)
            assert isinstance(app.scenes.top, HandoffScene), "no hand-off for the laptop seat"
            assert not faces.draws
            reveal_handoffs(app)
            for _ in range(3):
                app.step()
            assert table.viewer == active and table.hand_of_viewer()
            assert faces.owners() <= {active}
    finally:
        for phone in phones:
            phone.close()


def bar_after_connecting(app: App, someone_joins: bool) -> tuple[Any, Any, float, int]:
    """A seeded game up to its first answer bar that asks a person; then Connect phones,
    (someone asked joins), Done; the bar's length and time left before and after, and the
    table's clock when it closes."""
    table = table_with_phones(app, phones=False, seed=8)

    def bar_asks_a_person() -> bool:
        rnd = table.round
        return (
            table.state.phase == WINDOW
            and rnd is not None
            and not rnd.quiet
            and not table.anim.active
            and any(s in (ANNA, JORG) for s in rnd.asked)
        )

    for _ in range(6000):  # the people step (which opens a bar), the computers play
        if bar_asks_a_person():
            break
        reveal_handoffs(app)
        if table.state.phase == EXCHANGE and table.viewer == table.state.active:
            table.finish_exchange()
        elif table.may_act():
            seat = table.acting_person()
            assert seat is not None
            moves = table.legal(seat)
            steps = [m for m in moves if m.kind == "step"]
            table.commit((steps or moves)[0])
    assert bar_asks_a_person()
    rnd = table.round
    assert rnd is not None
    before = (rnd.duration, rnd.left)
    codes = open_codes(app, table)
    joiner = next(s for s in rnd.asked if s in (ANNA, JORG))
    phone = join(app, codes, joiner) if someone_joins else None
    for _ in range(30):  # the bar stands still behind the codes, for everybody alike
        app.step()
    assert table.round is rnd and (rnd.duration, rnd.left) == before
    done(app, codes)
    assert table.on_phone(joiner) is someone_joins
    after = (rnd.duration, rnd.left)  # the first frame of the table again
    step_until(app, lambda: table.round is not rnd, limit=6000, what="the bar closes")
    closed = round(table.clock, 4)
    if phone is not None:
        phone.close()
    phone_sessions.close_phones()
    app.scenes.stack.clear()
    return before, after, closed, len(table.moves)


def test_a_seat_moving_to_its_phone_mid_bar_does_not_change_the_bar(app: App) -> None:
    joined = bar_after_connecting(app, someone_joins=True)
    stayed = bar_after_connecting(app, someone_joins=False)
    assert joined == stayed


def test_the_menu_offers_no_phones_in_the_guided_game_or_once_it_is_over(app: App) -> None:
    table = table_with_phones(app, phones=False)
    assert table.may_connect_phones()
    table.you_seat = ANNA
    assert not table.may_connect_phones()
    table.you_seat = None
    table.replaying = True
    assert not table.may_connect_phones()


def test_continue_of_a_game_played_with_phones_shows_the_codes_first(app: App) -> None:
    """The save says the game had phones (never its codes): Continue opens on the codes,
    before anybody's hand-off, and the phone that joins there plays its seat."""
    from dracheninsel.plugin import PLUGIN

    table = table_with_phones(app, phones=True)  # Anna and Jörg could have joined
    active = at_rest_on_a_persons_turn(app, table)
    data = table.save_data()
    assert data["table"]["phones"] is True
    assert table.phones is not None
    old_url = table.phones.sessions.url(active)
    app.scenes.reset(PLUGIN.create_table_scene(app, selftest_setup()))  # the app moves on
    phone_sessions.close_phones()  # ... and quits: the phones and their codes are gone
    phones: list[ThreadPhone] = []
    try:
        with cards.FaceUpRecorder() as faces:
            loaded = PLUGIN.load_table_scene(app, data)
            assert isinstance(loaded, DracheninselTable)
            loaded.offer_guide = False
            loaded.sync_ai = True
            app.scenes.reset(loaded)
            app.step()
            codes = app.scenes.top
            assert isinstance(codes, PhoneCodesScene), "Continue opens on the codes"
            assert codes.sessions is phone_sessions.current() is not None
            url = codes.sessions.url(active)
            assert url != old_url  # new codes: the game's codes are never saved
            phones.append(join(app, codes, active))
            done(app, codes)
            for _ in range(10):
                app.step()
            assert loaded.on_phone(active)
            assert not isinstance(app.scenes.top, HandoffScene)
            assert active not in faces.owners()
    finally:
        for phone in phones:
            phone.close()


def test_continue_of_a_hot_seat_game_opens_as_before(app: App) -> None:
    from dracheninsel.plugin import PLUGIN

    table = table_with_phones(app, phones=False)
    at_rest_on_a_persons_turn(app, table)
    data = table.save_data()
    assert "phones" not in data["table"]
    loaded = PLUGIN.load_table_scene(app, data)
    assert isinstance(loaded, DracheninselTable)
    loaded.offer_guide = False
    app.scenes.reset(loaded)
    app.step()
    assert isinstance(app.scenes.top, HandoffScene)
    assert phone_sessions.current() is None


def selftest_setup() -> Any:
    from dracheninsel.ui import selftest

    return selftest.family_setup(3, seed=1)
