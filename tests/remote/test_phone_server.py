"""The phone server's follow-ups (issue 24), through the real server on 127.0.0.1 with an
aiohttp client: the app's font for the page, the seat's colour in the hello, and the
countdown of a phone that comes back during an answer bar."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from yarl import URL

from common.remote import protocol as P
from common.remote.sessions import PhoneSessions, SeatInfo

FONTS = Path(__file__).resolve().parents[2] / "assets" / "fonts"
WAIT = 10.0  # seconds any single answer from the server may take


@pytest.fixture
def sessions() -> Iterator[PhoneSessions]:
    phones = PhoneSessions("dracheninsel", 2, hosts=["127.0.0.1"])
    phones.start()
    phones.set_seats([SeatInfo("Anna", "#d0463c"), SeatInfo("Jörg", "#e8c547")])
    yield phones
    phones.close()


def test_the_page_gets_the_app_s_fonts_and_nothing_beside_them(
    sessions: PhoneSessions,
) -> None:
    """style.css loads /fonts/Fredoka-*.ttf: served from assets/fonts/ as font/ttf, and
    nothing else is reachable under /fonts/."""

    async def run() -> None:
        base = f"http://127.0.0.1:{sessions.port}"
        async with aiohttp.ClientSession() as http:
            for name in ("Fredoka-Regular.ttf", "Fredoka-SemiBold.ttf", "Fredoka-Bold.ttf"):
                answer = await http.get(f"{base}/fonts/{name}")
                assert answer.status == 200, name
                assert answer.content_type == "font/ttf"
                assert await answer.read() == (FONTS / name).read_bytes()
            for path in (
                "/fonts/Fredoka-OFL.txt",  # in the folder, but not a font
                "/fonts/../phone/index.html",
                "/fonts/%2e%2e/phone/app.js",
                "/fonts/../../pyproject.toml",
                "/fonts/.hidden.ttf",
                "/fonts/Nothing.ttf",
                "/fonts/sub/Fredoka-Bold.ttf",
            ):
                # encoded: the client must not tidy the ".." away before the server sees it
                answer = await http.get(URL(base + path, encoded=True))
                assert answer.status in (403, 404), path

    asyncio.run(run())


async def _next_view(ws: aiohttp.ClientWebSocketResponse) -> dict[str, object]:
    """Frames until a view (the hello comes first), bounded by WAIT."""
    while True:
        msg = await ws.receive(timeout=WAIT)
        assert msg.type == aiohttp.WSMsgType.TEXT, msg
        frame = P.parse_outgoing(msg.data)
        if frame["type"] == "view":
            return frame


def test_a_phone_back_during_an_answer_bar_counts_down_to_the_same_end() -> None:
    """The view was built when the bar opened (6 s); a phone that reconnects 2.5 s later
    must be told 3.5 s, as the laptop's bar and the other phones show, not 6 s again."""
    now = [1000.0]
    sessions = PhoneSessions("dracheninsel", 2, hosts=["127.0.0.1"], clock=lambda: now[0])
    sessions.start()
    sessions.set_seats([SeatInfo("Anna", "#d0463c"), SeatInfo("Jörg", "#e8c547")])
    window = {"kind": "counter", "title": "Counter Magic?", "ends_in_ms": 6000}
    body = {"seat": 0, "window": {**window, "total_ms": 6000}, "step": 3}
    assert sessions.publish(0, body)

    async def run() -> list[int]:
        left = []
        url = f"http://127.0.0.1:{sessions.port}/ws?token={sessions.seats[0].token}"
        async with aiohttp.ClientSession() as http:
            for step in (0.0, 2.5, 10.0):  # at once, mid-bar, after its end
                now[0] += step
                ws = await http.ws_connect(url)
                frame = await _next_view(ws)
                view = frame["view"]
                assert isinstance(view, dict)
                assert frame["rev"] == 1  # the same view, only its clock is fresh
                assert view["window"]["total_ms"] == 6000
                left.append(view["window"]["ends_in_ms"])
                await ws.close()
        return left

    try:
        assert asyncio.run(run()) == [6000, 3500, 0]
    finally:
        sessions.close()


def test_the_hello_names_the_seat_s_colour_in_the_app_s_language(
    sessions: PhoneSessions,
) -> None:
    """The issue's "You are Anna (red)": the hello carries the colour's name, translated;
    a seat whose colour has no name gets the plain "You are Anna"."""
    from common import i18n

    sessions.set_seats([SeatInfo("Anna", "#d0463c", True, "Red"), SeatInfo("Jörg", "#e8c547")])
    hello = P.parse_outgoing(sessions.hello(0))
    assert hello["colour_name"] == "red"
    assert hello["texts"]["you_are_colour"] == "You are {name} ({colour})"
    assert P.parse_outgoing(sessions.hello(1))["colour_name"] == ""
    before = i18n.get_language()
    i18n.set_language("de")
    try:
        hello = P.parse_outgoing(sessions.hello(0))
        assert hello["colour_name"] == "rot"
        assert hello["texts"]["you_are_colour"] == "Du bist {name} ({colour})"
    finally:
        i18n.set_language(before)
