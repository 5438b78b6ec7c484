"""Every line a player must read on the setup screen and the table's panels stays at least
12 px tall on screen in an 800x500 window, and so at 900x600 (issue 27 follow-up, helper S).

A play-test at 900x600 found small lines rendered at 8-9 px there: the options' lines in
plain words and their choosers' labels on the setup screen, and on the panels a computer's
level ("Computer · Normal"), "no coins yet", the "My cards" chip and the discard pile's
caption. Like the card-name test (test_family_text_size), each line's rendered height is
measured: every text picture drawn is recorded with its height per line, and at the
window's scale (the 1280x800 canvas at 0.625, or 0.703) it must be 12 px or more. The
printed names on the card faces are art, not lines to read (each card is named above the
hand at a readable size, tested there), so the table's lines are those of its panels,
banner and piles. Both languages.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest

from common import assets, games, i18n
from common.app import App
from common.i18n import _
from common.remote import sessions
from common.remote.seat_codes import ADDRESS_ROW, JOINED_ROW, SCAN_ROW, SeatCodes
from common.scenes.setup import SetupScene
from dracheninsel.plugin import OPTION_PHONES, PLUGIN
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import person_plays, start

SCREEN_PX = 12
PHONE_PX = 12.5  # issue 24's phone rows: the setup's READ_MIN line (20 px at 0.625)
WINDOWS = {(800, 500): min(800 / 1280, 500 / 800), (900, 600): min(900 / 1280, 600 / 800)}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    games.load_plugin("dracheninsel")  # registers the game's catalogue
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


class Lines:
    """Every text picture drawn while `on` (`assets.render_safely`): its rendered height
    per line, canvas px (a wrapped picture counts its lines by the font's line size)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.on = True
        self.heights: dict[str, float] = {}
        real = assets.render_safely

        def spy(face: pygame.font.Font, value: str, colour: Any, wraplength: int = 0) -> Any:
            picture = real(face, value, colour, wraplength)
            if self.on and value.strip():
                lines = max(1, round(picture.get_height() / face.get_linesize()))
                height = picture.get_height() / lines
                self.heights[value] = min(self.heights.get(value, height), height)
            return picture

        monkeypatch.setattr(assets, "render_safely", spy)
        assets.clear_caches()  # every picture is rendered (and so measured) again

    def too_small(self, minimum: float = SCREEN_PX) -> list[tuple[str, tuple[int, int], float]]:
        return [
            (text, window, round(height * scale, 2))
            for text, height in self.heights.items()
            for window, scale in WINDOWS.items()
            if height * scale < minimum
        ]


def draw(scene: Any) -> None:
    scene.draw(pygame.Surface((1280, 800)))


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("people", [1, 6])
def test_every_line_of_the_setup_screen_is_readable_at_800x500(
    app: App, language: str, seats: int, people: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = SetupScene(games.load_plugin("dracheninsel"))
    app.scenes.reset(scene)
    scene.set_seat_count(seats)
    for index in range(seats):  # the people's "plays at this screen", computers' levels
        scene.seats[index].kind = "human" if index < people else "computer"
    scene.rebuild()
    lines = Lines(monkeypatch)
    draw(scene)
    assert len(lines.heights) > 20
    assert not lines.too_small(), lines.too_small()


@pytest.mark.parametrize("seats", [3, 6])
@pytest.mark.parametrize("joined", [False, True])
def test_every_line_of_the_setup_with_phones_is_readable_at_800x500(
    app: App, language: str, seats: int, joined: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "Cards on phones" on (issue 24): the words beside each person's code ("Scan with
    Anna's phone" and the typed address were drawn at 11 px, 7 px on screen) are at least
    12.5 px, and so the large code's title, its hint and the whole address, and the line
    saying the settings' port was busy."""
    monkeypatch.setattr(SeatCodes, "hosts", ("127.0.0.1",))
    scene = SetupScene(games.load_plugin("dracheninsel"))
    app.scenes.reset(scene)
    scene.set_seat_count(seats)
    for index in range(seats):
        scene.seats[index].kind = "human"
        scene.seats[index].name = "Maximilian" if index == 1 else ""
    scene.options[OPTION_PHONES] = True
    scene.rebuild()
    try:
        phones = sessions.current()
        assert phones is not None
        phones.busy_port = 8765  # "Port 8765 was busy: ..." where the tip stands
        for seat in range(seats):
            phones.seats[seat].joined = joined
        lines = Lines(monkeypatch)
        draw(scene)
        row_words = _(JOINED_ROW) if joined else _(SCAN_ROW)
        assert row_words in lines.heights and _(ADDRESS_ROW) in lines.heights
        assert scene.codes.port_note() in lines.heights
        scene.codes.zoom = 1  # a click on Maximilian's code: large, with the address
        draw(scene)
        assert phones.short_address(1) in lines.heights
        assert not lines.too_small(PHONE_PX), lines.too_small(PHONE_PX)
    finally:
        sessions.close_phones()


def only_while(lines: Lines, table: DracheninselTable, names: list[str]) -> None:
    """Record only what `names` (the table's methods) draw."""
    lines.on = False

    def watched(method: Callable[..., Any]) -> Callable[..., Any]:
        def run(*args: Any, **kwargs: Any) -> Any:
            lines.on = True
            try:
                return method(*args, **kwargs)
            finally:
                lines.on = False

        return run

    for name in names:
        setattr(table, name, watched(getattr(table, name)))


def faces_are_art(lines: Lines, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card face drawn (the discard pile's top card) is art: its printed name is not
    recorded (see the module docstring)."""
    real = cards.draw_face_up

    def face(*args: Any, **kwargs: Any) -> Any:
        before, lines.on = lines.on, False
        try:
            return real(*args, **kwargs)
        finally:
            lines.on = before

    monkeypatch.setattr(cards, "draw_face_up", face)


@pytest.mark.parametrize("seats", [3, 6])
def test_every_line_of_the_panels_is_readable_at_800x500(
    app: App, language: str, seats: int, larger: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A seeded game of people and computers (every level): the panels with their levels,
    hands, coins and the people's "My cards" chips, the banner, the piles' captions; at
    both text sizes (the panels keep their width with "larger text and pieces")."""
    table = PLUGIN.create_table_scene(app, selftest.family_setup(seats, seed=21))  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    start(app, table)
    lines = Lines(monkeypatch)
    only_while(lines, table, ["draw_panel", "draw_peek_chips", "draw_piles", "draw_banner"])
    faces_are_art(lines, monkeypatch)
    rng = random.Random(3)
    for _tick in range(400):
        person_plays(app, table, rng)
        table.update(0.1)
        draw(table)
    assert any(" · " in text for text in lines.heights)  # a computer's level was drawn
    assert not lines.too_small(), lines.too_small()


@pytest.mark.parametrize("people", [2, 6])
def test_every_line_of_the_connect_phones_screen_is_readable_at_800x500(
    app: App, language: str, people: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table's "Connect phones" screen (issue 24): names, "Scan with Anna's phone",
    "Anna's phone is here", the line under the title, the busy port, the large code."""
    import dataclasses

    from common.games import GameSetup

    setup = selftest.family_setup(6, seed=3)
    seats = [
        dataclasses.replace(seat, kind="human" if i < people else "computer", name="Maximilian")
        for i, seat in enumerate(setup.seats)
    ]
    table = PLUGIN.create_table_scene(app, GameSetup(**{**vars(setup), "seats": seats}))
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    app.scenes.reset(table)
    app.step()
    try:
        table.connect_phones()
        codes = app.scenes.top
        assert codes is not None and codes.sessions is not None
        codes.sessions.seats[0].joined = True
        codes.sessions.busy_port = 8765
        app.step()
        lines = Lines(monkeypatch)
        draw(codes)
        codes.codes.zoom = 1
        draw(codes)
        assert codes.sessions.short_address(1) in lines.heights
        assert len(lines.heights) >= 6
        assert not lines.too_small(PHONE_PX), lines.too_small(PHONE_PX)
    finally:
        sessions.close_phones()
