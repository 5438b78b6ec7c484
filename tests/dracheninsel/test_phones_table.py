"""Cards on phones at the real table (issue 24): the option on in the setup, a phone (an
aiohttp client on 127.0.0.1 in a thread of its own) joins a seat; the table never draws
that seat's hand and shows no hand-off for it, takes its End turn and exchange from the
phone, refuses a wrong move to that phone only, and offers "Play Anna here instead" when
the phone is needed and gone. With the option off nothing of it exists (hot-seat as ever).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import threading
import time
from typing import Any

import aiohttp
import pygame
import pytest

from common.app import App
from common.games import GameSetup
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from dracheninsel.options import OPTION_PHONES
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules.state import EXCHANGE, MAIN
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.table import DracheninselTable

ANNA, JORG = 0, 1
WAIT = 10.0


class ThreadPhone:
    """A phone on its own thread and loop: connects with a token, keeps every frame."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.frames: list[dict[str, Any]] = []
        self.loop = asyncio.new_event_loop()
        self.ws: Any = None
        self.ref = 0
        self.closed = threading.Event()
        self.ready = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()
        assert self.ready.wait(WAIT), "the phone could not connect"

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())
        self.loop.close()
        self.closed.set()

    async def _main(self) -> None:
        async with aiohttp.ClientSession() as http:
            self.ws = await http.ws_connect(self.url)
            self.ready.set()
            async for msg in self.ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                self.frames.append(json.loads(msg.data))

    def send(self, **fields: Any) -> None:
        self.ref += 1
        text = json.dumps({"v": 1, **fields, "ref": self.ref})
        asyncio.run_coroutine_threadsafe(self.ws.send_str(text), self.loop).result(WAIT)

    def close(self) -> None:
        if self.ws is not None and not self.closed.is_set():
            asyncio.run_coroutine_threadsafe(self.ws.close(), self.loop).result(WAIT)
        assert self.closed.wait(WAIT)

    def latest(self) -> dict[str, Any] | None:
        views = [f for f in self.frames if f["type"] == "view"]
        return views[-1] if views else None

    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["type"] == kind]


def phone_before_the_game(seat: int = ANNA) -> ThreadPhone:
    """The setup opened the phones (its QR codes) and Anna's phone joined there."""
    sessions = phone_sessions.open_phones("dracheninsel", 4)
    phone = ThreadPhone(sessions.url(seat).replace("/s/", "/ws?token="))
    end = time.monotonic() + WAIT
    while not phone.of_type("hello"):  # the server has taken it
        assert time.monotonic() < end
        time.sleep(0.005)
    return phone


def table_with_phones(app: App, phones: bool = True, seed: int = 8) -> DracheninselTable:
    """Anna and Jörg are people, the other two computers; "Cards on phones" on or off."""
    setup = selftest.family_setup(4, seed=seed)
    seats = [
        dataclasses.replace(seat, kind="human" if i < 2 else "computer")
        for i, seat in enumerate(setup.seats)
    ]
    options = {**setup.options, OPTION_PHONES: phones}
    table = PLUGIN.create_table_scene(
        app, GameSetup(**{**vars(setup), "seats": seats, "options": options})
    )
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    app.scenes.reset(table)
    return table


def step_until(app: App, test: Any, limit: int = 3000, what: str = "") -> None:
    """app.step() until `test()`: bounded in frames and in time."""
    end = time.monotonic() + 60
    for _ in range(limit):
        if test():
            return
        app.step()
        assert time.monotonic() < end, f"too slow: {what}"
    raise AssertionError(f"never happened: {what}")


def reveal_handoffs(app: App) -> None:
    """A hot-seat hand-off on top: click through it (the people's seats without phone)."""
    top = app.scenes.top
    if isinstance(top, HandoffScene):
        pos = top.button.rect.center if hasattr(top, "button") else (640, 400)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def offers_exchange(phone: ThreadPhone) -> bool:
    latest = phone.latest()
    return latest is not None and any(i.get("pick_cards") for i in latest["view"]["can"])


@pytest.fixture
def stop_phones() -> Any:
    yield
    phone_sessions.close_phones()


def test_option_off_starts_no_server(app: App, stop_phones: None) -> None:
    table = table_with_phones(app, phones=False)
    assert table.phones is None
    assert phone_sessions.current() is None


def test_a_phone_seat_plays_from_its_phone_and_its_hand_never_shows(
    app: App, stop_phones: None
) -> None:
    phone = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    assert sessions.server.hosts == ["127.0.0.1"]
    assert sessions.on_phone(ANNA)
    try:
        with cards.FaceUpRecorder() as faces:
            step_until(app, lambda: sessions.on_phone(ANNA), what="Anna's phone joins")
            step_until(
                app,
                lambda: table.state.active == ANNA and table.state.phase == MAIN,
                what="Anna's turn",
            )
            step_until(app, lambda: not table.anim.active, what="the table at rest")
            for _ in range(5):
                reveal_handoffs(app)
            latest = phone.latest()
            step_until(
                app,
                lambda: (phone.latest() or {}).get("view", {}).get("your_turn") is True,
                what="Anna's phone says her turn",
            )
            latest = phone.latest()
            assert latest is not None
            hand = [c["id"] for c in latest["view"]["hand"]]
            assert sorted(hand) == sorted(table.state.hands[ANNA])
            kinds = [i["move"]["kind"] for i in latest["view"]["can"] if "move" in i]
            assert "end_turn" in kinds
            # her hand is on the phone: never face up here, and no hand-off was needed
            assert ANNA not in faces.owners()
            assert not any(screen == "handoff" and who == ANNA for _t, screen, who in table.screens)
            assert table.viewer == ANNA and table.hand_of_viewer() == []
            # a wrong move goes back to Anna's phone only; nothing changes
            before = json.dumps(table.state.to_json(), sort_keys=True)
            phone.send(type="move", rev=latest["rev"], move={"kind": "end_turn", "seat": JORG})
            step_until(app, lambda: phone.of_type("refused"), what="the refusal")
            assert json.dumps(table.state.to_json(), sort_keys=True) == before
            # End turn on the phone, then the exchange (nothing put away)
            phone.send(type="move", rev=latest["rev"], move={"kind": "end_turn", "seat": ANNA})
            step_until(app, lambda: table.state.phase == EXCHANGE, what="the exchange")
            step_until(app, lambda: offers_exchange(phone), what="the phone offers the exchange")
            rev = phone.latest()["rev"]
            phone.send(type="move", rev=rev, move={"kind": "exchange", "seat": ANNA, "cards": []})
            step_until(app, lambda: table.state.active != ANNA, what="Anna's turn ends")
            for _ in range(30):
                app.step()
            assert ANNA not in faces.owners()
            assert not any(screen == "handoff" and who == ANNA for _t, screen, who in table.screens)
    finally:
        phone.close()


def test_waiting_for_a_phone_and_play_here_instead(app: App, stop_phones: None) -> None:
    phone = phone_before_the_game()
    table = table_with_phones(app)
    assert table.phones is not None
    sessions = table.phones.sessions
    now = [1000.0]
    sessions.clock = lambda: now[0]
    assert sessions.on_phone(ANNA)
    phone.close()
    step_until(app, lambda: not sessions.seats[ANNA].connected, what="the phone is gone")
    now[0] += 10.0
    step_until(
        app,
        lambda: table.state.actor() == ANNA and table.state.phase == MAIN,
        what="Anna is needed",
    )
    step_until(app, lambda: table.phone_here.visible, what="Waiting for Anna's phone")
    assert "Anna" in table.phone_here.label
    pos = table.phone_here.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step_until(app, lambda: not sessions.on_phone(ANNA), what="Anna back on the laptop")
    # hot-seat again: her hand comes behind her hand-off
    step_until(
        app,
        lambda: isinstance(app.scenes.top, HandoffScene),
        what="Anna's hand-off",
    )
    assert ("play_here", ANNA) in [(s, w) for _t, s, w in table.screens]
