"""A phone that comes back, and new codes for each game (issue 24), through the real server
on 127.0.0.1 with aiohttp clients as the phones:

* the same phone back at once: a page that reconnects with its seat's token AND the
  device id of the seat's phone (its screen was locked: the server has not yet seen the
  old socket die) takes the seat without the laptop's "Let it in", the old socket closed
  quietly; another device with the same token still waits for the laptop; a device id
  without a valid token gets nothing;
* "Play again" makes new tokens: a connected phone is sent its new one over its socket
  and keeps its seat (the new game's views reach it), the old token opens nothing;
* the real page in headless Chromium (skipped when it is missing) does both.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import aiohttp
import pytest

from common.remote import protocol as P
from common.remote.sessions import PhoneSessions, SeatInfo
from tests.remote.browser import MISSING, chromium, find_browser
from tests.remote.test_phone_page import css, visible_text, wait_for

WAIT = 10.0  # seconds any single answer from the server may take
ANNA_PHONE = "a1b2c3d4e5f60718293a4b5c6d7e8f90"  # what the page makes: 16 random bytes, hex
OTHER_PHONE = "0f1e2d3c4b5a69788796a5b4c3d2e1f0"
DEVICE_KEY = "drachenspiele.device."  # app.js: where the page keeps its device id
needs_browser = pytest.mark.skipif(find_browser() is None, reason=MISSING)


@pytest.fixture
def sessions() -> Iterator[PhoneSessions]:
    phones = PhoneSessions("dracheninsel", 2, hosts=["127.0.0.1"])
    phones.start()
    phones.set_seats([SeatInfo("Anna", "#d0463c"), SeatInfo("Jörg", "#e8c547")])
    yield phones
    phones.close()


def socket_url(sessions: PhoneSessions, token: str, device: str | None = None) -> str:
    url = f"http://127.0.0.1:{sessions.port}/ws?token={token}"
    return url if device is None else f"{url}&device={device}"


async def frame(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    msg = await ws.receive(timeout=WAIT)
    assert msg.type == aiohttp.WSMsgType.TEXT, (msg.type, msg.data, ws.close_code)
    return P.parse_outgoing(msg.data)


async def view_of(ws: aiohttp.ClientWebSocketResponse) -> dict[str, Any]:
    """Frames until a view, bounded; the types seen before it are checked by the callers."""
    for _ in range(10):
        got = await frame(ws)
        if got["type"] == "view":
            return got
    raise AssertionError("no view")


async def closed_with(ws: aiohttp.ClientWebSocketResponse) -> tuple[list[str], int | None]:
    """The frames' types until the socket closes, and its close code (bounded)."""
    kinds = []
    for _ in range(10):
        msg = await ws.receive(timeout=WAIT)
        if msg.type == aiohttp.WSMsgType.TEXT:
            kinds.append(P.parse_outgoing(msg.data)["type"])
            continue
        assert msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED), msg
        return kinds, ws.close_code
    raise AssertionError("never closed")


async def settle(sessions: PhoneSessions, test: Callable[[], bool]) -> None:
    """Poll the sessions (the frame's side) until `test()`, bounded."""
    for _ in range(400):
        sessions.poll()
        if test():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("the laptop never saw it")


def run(body: Callable[[aiohttp.ClientSession], Awaitable[None]]) -> None:
    async def main() -> None:
        async with aiohttp.ClientSession() as http:
            await body(http)

    asyncio.run(main())


# ----------------------------------------------------------------------------- device
def test_the_same_phone_back_takes_its_seat_at_once(sessions: PhoneSessions) -> None:
    """Anna's phone locked its screen: its old socket is still open on the laptop's side.
    Unlocked, the page connects again with her token and its device id: it gets the hello
    and the current view at once (no "held", no claim on the laptop), the old socket is
    closed without a frame (4005), and the next view goes to the new socket. Before the
    device id it waited for "Let it in" or for the heartbeat to find the old socket dead."""
    token = sessions.seats[0].token
    sessions.publish(0, {"seat": 0, "step": 1})

    async def body(http: aiohttp.ClientSession) -> None:
        old = await http.ws_connect(socket_url(sessions, token, ANNA_PHONE))
        assert (await frame(old))["type"] == "hello"
        assert (await view_of(old))["view"]["step"] == 1
        await settle(sessions, lambda: sessions.seats[0].connected)

        back = await http.ws_connect(socket_url(sessions, token, ANNA_PHONE))
        assert (await frame(back))["type"] == "hello"  # not "held"
        assert (await view_of(back))["view"]["step"] == 1
        assert await closed_with(old) == ([], P.CLOSE_REPLACED)  # quietly: no bye, no frame
        await settle(sessions, lambda: sessions.seats[0].connected)
        assert sessions.claims == [] and not sessions.seats[0].claim
        assert sessions.seats[0].gone_since is None  # the laptop never saw the seat gone

        sessions.publish(0, {"seat": 0, "step": 2})
        assert (await view_of(back))["view"]["step"] == 2
        await back.close()

    run(body)


def test_another_phone_with_the_same_code_still_waits_for_the_laptop(
    sessions: PhoneSessions,
) -> None:
    """Another device (or a page that names none) with Anna's token is the issue's second
    phone: "held" until the laptop lets it in; the first keeps the seat meanwhile."""
    token = sessions.seats[0].token
    sessions.publish(0, {"seat": 0, "step": 1})

    async def body(http: aiohttp.ClientSession) -> None:
        first = await http.ws_connect(socket_url(sessions, token, ANNA_PHONE))
        await view_of(first)
        for device in (OTHER_PHONE, None, "short", ANNA_PHONE + "!"):
            second = await http.ws_connect(socket_url(sessions, token, device))
            assert (await frame(second))["type"] == "held", device
            await settle(sessions, lambda: sessions.claims == [0])
            sessions.confirm(0, False)  # "Keep the first"
            assert await closed_with(second) == ([], P.CLOSE_REPLACED)
        sessions.publish(0, {"seat": 0, "step": 2})
        assert (await view_of(first))["view"]["step"] == 2  # still Anna's phone
        # with the laptop's yes the other device takes the seat, as before
        second = await http.ws_connect(socket_url(sessions, token, OTHER_PHONE))
        assert (await frame(second))["type"] == "held"
        await settle(sessions, lambda: sessions.claims == [0])
        sessions.confirm(0, True)
        assert (await view_of(second))["view"]["step"] == 2
        assert (await closed_with(first))[0] == ["bye"]  # "Another phone took this seat"
        await second.close()

    run(body)


def test_a_device_id_without_a_valid_token_gets_nothing(sessions: PhoneSessions) -> None:
    """The device id is no key: with a wrong token (or Jörg's, for Anna's seat) Anna's
    device id opens nothing of her seat."""
    token = sessions.seats[0].token

    async def body(http: aiohttp.ClientSession) -> None:
        anna = await http.ws_connect(socket_url(sessions, token, ANNA_PHONE))
        assert (await frame(anna))["type"] == "hello"
        for wrong in ("", "x" * 32, token[:-1], token + "x"):
            stranger = await http.ws_connect(socket_url(sessions, wrong, ANNA_PHONE))
            assert await closed_with(stranger) == ([], P.CLOSE_NO_TOKEN)
        joerg = await http.ws_connect(socket_url(sessions, sessions.seats[1].token, ANNA_PHONE))
        hello = await frame(joerg)
        assert hello["type"] == "hello" and hello["seat"] == 1  # Jörg's seat, not Anna's
        sessions.publish(0, {"seat": 0, "step": 3})
        assert (await view_of(anna))["view"]["step"] == 3  # Anna's phone kept her seat
        await anna.close()
        await joerg.close()

    run(body)


# ----------------------------------------------------------------------------- new game
def test_play_again_sends_a_connected_phone_its_new_token(sessions: PhoneSessions) -> None:
    """The issue: a new token each game. `new_game` ("Play again") makes new ones; Anna's
    connected phone is sent hers and keeps the seat (the new game's first view reaches
    it, even if it looks like the last); the old token opens neither the socket (4001)
    nor the page (403); the new one does, and her phone comes back with it at once."""
    old_tokens = [p.token for p in sessions.seats]
    sessions.publish(0, {"seat": 0, "step": 40, "over": {"winners": [0]}})

    async def body(http: aiohttp.ClientSession) -> None:
        anna = await http.ws_connect(socket_url(sessions, old_tokens[0], ANNA_PHONE))
        await view_of(anna)
        await settle(sessions, lambda: sessions.seats[0].connected)

        sessions.new_game()
        new = [p.token for p in sessions.seats]
        assert all(a != b for a, b in zip(old_tokens, new, strict=True))
        assert all(len(t) >= 22 for t in new)  # at least 128 bits of secrets.token_urlsafe
        got = await frame(anna)
        assert got == {"v": P.VERSION, "type": "token", "token": new[0]}
        sessions.publish(0, {"seat": 0, "step": 0})  # the new game's first view
        assert (await view_of(anna))["view"]["step"] == 0
        await settle(sessions, lambda: sessions.seats[0].connected)
        assert sessions.seats[0].gone_since is None and sessions.on_phone(0)

        for token in old_tokens:  # a page still holding an old code is asked for a new one
            stale = await http.ws_connect(socket_url(sessions, token, ANNA_PHONE))
            assert await closed_with(stale) == ([], P.CLOSE_NO_TOKEN)
            page = await http.get(f"http://127.0.0.1:{sessions.port}/s/{token}")
            assert page.status == 403
        page = await http.get(f"http://127.0.0.1:{sessions.port}/s/{new[0]}")
        assert page.status == 200

        back = await http.ws_connect(socket_url(sessions, new[0], ANNA_PHONE))
        assert (await frame(back))["type"] == "hello"  # the same phone: no question
        assert (await view_of(back))["view"]["step"] == 0
        assert await closed_with(anna) == ([], P.CLOSE_REPLACED)
        await back.close()

    run(body)


def test_a_second_phone_let_in_after_play_again_gets_the_new_token_first(
    sessions: PhoneSessions,
) -> None:
    """A second phone held since the last game (its token is the old one) and let in now
    is sent the seat's new token before its hello, so its next reconnect works."""
    old = sessions.seats[0].token

    async def body(http: aiohttp.ClientSession) -> None:
        first = await http.ws_connect(socket_url(sessions, old, ANNA_PHONE))
        assert (await frame(first))["type"] == "hello"
        second = await http.ws_connect(socket_url(sessions, old, OTHER_PHONE))
        assert (await frame(second))["type"] == "held"
        await settle(sessions, lambda: sessions.claims == [0])
        sessions.new_game()
        assert (await frame(first))["type"] == "token"
        sessions.confirm(0, True)
        assert await frame(second) == {
            "v": P.VERSION,
            "type": "token",
            "token": sessions.seats[0].token,
        }
        assert (await frame(second))["type"] == "hello"
        await second.close()
        await first.close()

    run(body)


# ----------------------------------------------------------------------------- the page
@needs_browser
def test_the_page_brings_its_device_id_and_follows_a_new_token(
    sessions: PhoneSessions,
) -> None:
    """The real page against the real server, in headless Chromium:

    * it keeps a random device id per token in localStorage (32 hex digits) and sends it:
      the same browser opening Anna's page again (a second tab shares the storage, as a
      phone coming back from its lock screen has its own) takes the seat at once, with no
      "confirm on the laptop"; the first tab is told the seat was taken;
    * "Play again": the page receives its new token, puts it in its address and moves
      its device id to it; a reload then opens the new game's page and seat."""
    import tests.remote.sample_views as S

    sessions.set_seats([SeatInfo("Anna", "#c83828", True, "Red"), SeatInfo("Jörg", "#e6be3c")])
    sessions.publish(0, S.view("en"))
    old = sessions.seats[0].token
    with chromium() as page:
        page.get(sessions.url(0, "127.0.0.1"))
        wait_for(lambda: css(page, "#hand .card-button"))
        device = page.execute_script(f"return localStorage.getItem('{DEVICE_KEY}{old}')")
        assert isinstance(device, str) and len(device) == 32 and int(device, 16) >= 0
        wait_for(lambda: sessions.poll() is not None and sessions.seats[0].connected)

        first = page.current_window_handle
        page.switch_to.new_window("tab")
        page.get(sessions.url(0, "127.0.0.1"))
        wait_for(lambda: css(page, "#hand .card-button"))
        assert not css(page, "#cover")[0].is_displayed()  # not "held"
        sessions.poll()
        assert sessions.claims == []
        page.switch_to.window(first)
        wait_for(lambda: "Another phone" in visible_text(page, "#cover-title"))
        page.close()
        page.switch_to.window(page.window_handles[0])

        sessions.new_game()
        new = sessions.seats[0].token
        wait_for(lambda: page.execute_script("return location.pathname") == f"/s/{new}")
        stored = page.execute_script(
            f"return [localStorage.getItem('{DEVICE_KEY}{new}'),"
            f" localStorage.getItem('{DEVICE_KEY}{old}')]"
        )
        assert stored == [device, None]
        sessions.publish(0, S.view("en", your_turn=False))
        wait_for(lambda: visible_text(page, "#turn-line") == "Jörg's turn")
        page.refresh()
        wait_for(lambda: css(page, "#hand .card-button"))
        assert visible_text(page, "#turn-line") == "Jörg's turn"
        assert not css(page, "#cover")[0].is_displayed()
        sessions.poll()
        assert sessions.claims == [] and sessions.seats[0].connected


# ----------------------------------------------------------------------------- between games
def test_leaving_the_table_tells_the_phones_how_the_next_game_finds_them(
    sessions: PhoneSessions,
) -> None:
    """The table left (Menu at the end screen, the app quits): the bye says that a new game
    needs the laptop's new code (the setup makes new ones), in the app's language."""
    from common import i18n

    token = sessions.seats[0].token

    async def body(http: aiohttp.ClientSession) -> None:
        anna = await http.ws_connect(socket_url(sessions, token, ANNA_PHONE))
        assert (await frame(anna))["type"] == "hello"
        sessions.close()
        bye = await frame(anna)
        assert bye["type"] == "bye"
        assert (
            bye["why"]
            == "Das Spiel ist zu Ende. Für ein neues Spiel den neuen Code am Laptop scannen."
        )

    i18n.set_language("de")
    try:
        run(body)
    finally:
        i18n.set_language("en")


@needs_browser
def test_the_end_of_the_game_says_how_to_play_again() -> None:
    """While the laptop shows the end screen, the phone shows who won and under it what
    comes next: "Play again" on the laptop, and this phone plays along."""
    import tests.remote.sample_views as S
    from tests.remote.phone_stub import PhoneStub

    stub = PhoneStub(S.hello("de"), S.view("de")).start()
    try:
        with chromium(lang="de") as page:
            page.get(stub.url)
            wait_for(lambda: css(page, "#hand .card-button"))
            assert visible_text(page, "#turn-hint") == ""
            over = {**S.view("de", your_turn=False), "over": {"winners": [1], "scores": [3, 9]}}
            stub.push(over)
            wait_for(lambda: visible_text(page, "#turn-line") == "Jörg gewinnt!")
            assert visible_text(page, "#turn-hint") == (
                "Noch ein Spiel? Am Laptop „Nochmal“ drücken, und dieses Handy spielt mit."
            )
    finally:
        stub.stop()
