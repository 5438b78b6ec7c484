"""The phone server's follow-ups (issue 24), through the real server on 127.0.0.1 with an
aiohttp client: the app's font for the page, the seat's colour in the hello, and the
countdown of a phone that comes back during an answer bar."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import aiohttp
import pytest
from yarl import URL

from common.remote import protocol as P
from common.remote.server import FONT_ROOT
from common.remote.sessions import PhoneSessions, SeatInfo

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
                assert await answer.read() == (FONT_ROOT / name).read_bytes()
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
