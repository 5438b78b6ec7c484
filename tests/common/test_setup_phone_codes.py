"""The setup screen with "Cards on phones" switched on (issue 24): every person's seat shows
its QR code (the seat's own address, crisp) and the typed address; a computer's seat shows
none; a click shows the code large; a phone that opens the address makes its seat say so;
switching the option off or going back stops the server; starting the game hands it to
the table. The server listens on 127.0.0.1 only here (`SeatCodes.hosts`)."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from collections.abc import Iterator

import pygame
import pytest
from shell_helpers import click

from common import games
from common.app import App
from common.games import GamePlugin, OptionSpec
from common.i18n import N_
from common.remote import qr, sessions
from common.remote.seat_codes import PHONES_OPTION, SeatCodes
from common.scenes.setup import SetupScene
from common.widgets import SegmentedChoice


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(SeatCodes, "hosts", ("127.0.0.1",))
    yield
    sessions.close_phones()


def with_phones(plugin: GamePlugin) -> GamePlugin:
    """The game's plugin offering "Cards on phones" (added here if the game lacks it yet)."""
    if any(o.key == PHONES_OPTION for o in plugin.options):
        return plugin
    option = OptionSpec(
        PHONES_OPTION, N_("Cards on phones"), [(False, N_("Off")), (True, N_("On"))]
    )
    return dataclasses.replace(plugin, options=[*plugin.options, option])


def phones_chooser(scene: SetupScene) -> SegmentedChoice:
    rows = [r for r in scene.option_layout() if r.option.key == PHONES_OPTION]
    assert rows
    found = [
        w
        for w in scene.group.widgets
        if isinstance(w, SegmentedChoice) and w.rect == rows[0].control
    ]
    assert found
    return found[0]


def switch_phones(app: App, scene: SetupScene, on: bool) -> None:
    """Click the option's own segment (the real events), as the host does."""
    chooser = phones_chooser(scene)
    index = next(i for i, (value, _l) in enumerate(chooser.options) if value is on)
    click(chooser.segment_rects()[index].center)
    app.step()
    assert bool(scene.options.get(PHONES_OPTION)) is on


def four_seats(app: App, game_id: str = "dracheninsel") -> SetupScene:
    scene = SetupScene(with_phones(games.get_plugin(game_id)))
    app.scenes.reset(scene)
    app.step()
    scene.set_seat_count(4)
    for i, (name, kind) in enumerate(
        [("Anna", "human"), ("Jörg", "human"), ("", "computer"), ("Ben", "human")]
    ):
        scene.seats[i].name = name
        scene.seats[i].kind = kind
    scene.rebuild()
    app.step()
    return scene


def shows(surface: pygame.Surface, picture: pygame.Surface, at: pygame.Rect) -> bool:
    """Whether `picture` is drawn at `at` pixel for pixel."""
    part = surface.subsurface(at)
    for y in range(0, picture.get_height(), 2):
        for x in range(0, picture.get_width(), 2):
            if part.get_at((x, y))[:3] != picture.get_at((x, y))[:3]:
                return False
    return True


@pytest.mark.parametrize("game_id", ["dracheninsel", "dragomino"])
def test_every_person_shows_their_own_code(app: App, game_id: str) -> None:
    scene = four_seats(app, game_id)
    assert sessions.current() is None, "the server runs before the option is on"
    assert scene.codes.spots == {}
    switch_phones(app, scene, True)
    phones = sessions.current()
    assert phones is not None and phones.running
    app.step()
    assert sorted(scene.codes.spots) == [0, 1, 3]  # the computer's seat has no code
    urls = {phones.url(s) for s in (0, 1, 3)}
    assert len(urls) == 3
    for seat, spot in scene.codes.spots.items():
        url = phones.url(seat)
        assert url.startswith("http://127.0.0.1:")
        assert qr.module_size(url, spot.width) >= 2
        assert shows(app.canvas, qr.qr_surface(url, spot.width), spot)


def test_a_click_shows_the_code_large_and_any_click_closes_it(app: App) -> None:
    scene = four_seats(app)
    switch_phones(app, scene, True)
    app.step()
    click(scene.codes.spots[1].center)
    app.step()
    assert scene.codes.zoom == 1
    phones = sessions.current()
    assert phones is not None
    large = qr.qr_surface(phones.url(1), 420)
    assert large.get_width() >= 4 * (len(qr.qr_matrix(phones.url(1))) + 2 * qr.QUIET)
    found = _find(app.canvas, large)
    assert found, "the large code is not on screen"
    click((5, 795))
    app.step()
    assert scene.codes.zoom is None


def test_a_click_on_the_words_beside_a_code_shows_it_large_with_the_address(app: App) -> None:
    """The row says "Click for the address" (the address itself does not fit the row at a
    readable size): its words open the large code too."""
    scene = four_seats(app)
    switch_phones(app, scene, True)
    app.step()
    words = scene.codes.word_spots[3]
    assert words.left > scene.codes.spots[3].right
    click(words.center)
    app.step()
    assert scene.codes.zoom == 3
    click((5, 795))
    app.step()
    assert scene.codes.zoom is None


def _find(surface: pygame.Surface, picture: pygame.Surface) -> bool:
    """Whether `picture` is on `surface` (centred horizontally, searched vertically)."""
    x = surface.get_width() // 2 - picture.get_width() // 2
    for y in range(0, surface.get_height() - picture.get_height()):
        if shows(surface, picture, pygame.Rect(x, y, *picture.get_size())):
            return True
    return False


def test_a_phone_opening_the_address_makes_its_seat_say_so(app: App) -> None:
    scene = four_seats(app)
    switch_phones(app, scene, True)
    phones = sessions.current()
    assert phones is not None
    url = phones.url(1)
    token = url.rsplit("/", 1)[1]
    hello = asyncio.run(_join(phones.port, token, url))
    assert hello["type"] == "hello" and hello["name"] == "Jörg"
    # "You are Jörg (yellow)": the colour picked for the seat at the setup, by its name
    colour = scene.plugin.colour_name(scene.seats[1].colour)
    assert hello["colour_name"] == colour.lower() != ""
    for _ in range(200):  # the server thread hands the join to the frame's poll
        app.step()
        if 1 in phones.phone_seats():
            break
    assert 1 in phones.phone_seats()
    assert scene._phones_seen == frozenset({1})


def test_a_phone_joining_wakes_the_resting_setup_screen(app: App) -> None:
    """A resting setup screen waits for events: the join, on the server's thread, must wake
    the loop (the app's wake event) so the seat says "joined" without a mouse move (seen in
    a real window: both rows still said "Scan with ..." 15 s after the phones joined)."""
    scene = four_seats(app)
    switch_phones(app, scene, True)
    phones = sessions.current()
    assert phones is not None
    pygame.event.clear()
    url = phones.url(0)
    asyncio.run(_join(phones.port, url.rsplit("/", 1)[1], url))
    woken = False
    for _ in range(20):  # bounded: wait for the next event, at most 2 s each
        event = pygame.event.wait(2000)
        if event.type in (app.wake_event, pygame.NOEVENT):
            woken = event.type == app.wake_event
            break
    assert woken


async def _join(port: int, token: str, url: str) -> dict[str, object]:
    import aiohttp

    async with (
        aiohttp.ClientSession() as client,
        client.get(url) as page,
    ):
        assert page.status == 200
        assert "/phone/app.js" in await page.text()
    async with (
        aiohttp.ClientSession() as client,
        client.ws_connect(f"http://127.0.0.1:{port}/ws?token={token}") as ws,
    ):
        first = await ws.receive(timeout=5)
        return json.loads(first.data)


def test_switching_off_or_going_back_stops_the_server(app: App) -> None:
    scene = four_seats(app)
    switch_phones(app, scene, True)
    first = sessions.current()
    assert first is not None
    switch_phones(app, scene, False)
    assert sessions.current() is None and not first.running
    assert scene.codes.spots == {} or not scene.codes.on
    switch_phones(app, scene, True)
    second = sessions.current()
    assert second is not None and second is not first
    assert second.url(0) != first.url(0), "a new game's tokens are new"
    scene.back()
    assert sessions.current() is None and not second.running


def test_renaming_a_seat_tells_its_phone(app: App) -> None:
    scene = four_seats(app)
    switch_phones(app, scene, True)
    phones = sessions.current()
    assert phones is not None
    scene.set_name(0, "Anneliese")
    assert phones.infos[0].name == "Anneliese"
    assert json.loads(phones.hello(0))["name"] == "Anneliese"


def test_without_the_option_the_seats_play_here(app: App) -> None:
    scene = four_seats(app)
    assert not scene.phones_shown()
    assert sessions.current() is None
