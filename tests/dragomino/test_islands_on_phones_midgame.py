"""Phones in the middle of a Dragomino game (issue 24), as Die Dracheninsel has them: the
table's menu offers "Connect phones" (the codes over the table, opaque; "Done" plays each
seat whose phone joined there), Continue of a game played with phones opens on new codes,
and a small panel whose island is on a phone says "Phone", or "Phone gone" while it is
away, readable and clear of the score. Before, a Dragomino game could take phones only
in the setup: after Continue it was played without them, and no panel said whose island
was on a phone. All with real mouse events; the phones are aiohttp clients on 127.0.0.1.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from common import assets, i18n
from common.app import App
from common.remote import sessions as phone_sessions
from common.scenes.handoff import HandoffScene
from common.scenes.pause import PauseMenu
from common.scenes.phone_codes import PhoneCodesScene
from common.table.phone_menu import CONNECT, PHONES_PLAYED
from common.widgets import Button
from dragomino.rules.model import PHASE_SPRING_CHOICE, PlaceDomino
from dragomino.ui.guide import GuideTable
from dragomino.ui.session import demo_table
from dragomino.ui.spring import SpringChoiceOverlay
from dragomino.ui.table import TableScene
from tests.dracheninsel.test_phones_connect_midgame import done, join
from tests.dracheninsel.test_phones_table import ThreadPhone, reveal_handoffs, step_until

#: a line on screen in an 800x500 window: 12.5 px (the setup's phone rows, issue 24)
READABLE_PX = 12.5
SCALE_800 = 800 / 1280


@pytest.fixture(autouse=True)
def stop_phones() -> Iterator[None]:
    yield
    phone_sessions.close_phones()
    i18n.set_language("en")


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def at_rest(app: App, table: TableScene) -> None:
    step_until(app, table.input_allowed, what="a person's turn at rest")


def menu_labels(app: App, table: TableScene) -> list[str]:
    """Menu, as a player clicks it: the labels of its buttons (then Resume)."""
    click(app, table.rect("menu_button").center)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    labels = [w.label for w in menu.group.widgets if isinstance(w, Button)]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert app.scenes.top is table
    return labels


def open_codes(app: App, table: TableScene) -> PhoneCodesScene:
    """Menu, then "Connect phones", as a player clicks them."""
    click(app, table.rect("menu_button").center)
    menu = app.scenes.top
    assert isinstance(menu, PauseMenu)
    items = [w for w in menu.group.widgets if isinstance(w, Button) and w.label == CONNECT]
    assert len(items) == 1, "the menu offers Connect phones"
    click(app, items[0].rect.center)
    codes = app.scenes.top
    assert isinstance(codes, PhoneCodesScene)
    app.step()
    return codes


def hot_seat(app: App, levels: list[str | None], spring: bool = False) -> TableScene:
    table = demo_table(levels, 1, spring=spring)
    app.scenes.reset(table)
    at_rest(app, table)
    return table


def test_connect_phones_in_the_menu_plays_a_joined_seat_on_its_phone(app: App) -> None:
    table = hot_seat(app, [None, None, "easy"])
    assert table.phones is None and phone_sessions.current() is None
    codes = open_codes(app, table)
    phones: list[ThreadPhone] = []
    try:
        sessions = phone_sessions.current()
        assert sessions is not None and sessions.running and codes.sessions is sessions
        assert sessions.server.hosts == ["127.0.0.1"]
        assert sorted(codes.card_rects()) == [0, 1]  # the computer gets no code
        phones.append(join(app, codes, 1))
        done(app, codes)
        assert table.on_phone(1) and not table.on_phone(0)
        assert table.session.table["phones"] is True  # the save says so, never a token
        phone = phones[0]
        step_until(app, lambda: phone.latest() is not None, what="Jörg's island on his phone")
        view = phone.latest()["view"]
        squares = {(q["x"], q["y"]) for q in view["island"]["squares"]}
        assert view["seat"] == 1 and squares == set(table.state.players[1].island)
    finally:
        for phone in phones:
            phone.close()


def test_the_menu_offers_no_phones_in_the_guided_game_a_replay_or_after_the_end(
    app: App,
) -> None:
    table = hot_seat(app, [None, None, "easy"])
    assert CONNECT in menu_labels(app, table)
    table.replaying = True
    assert CONNECT not in menu_labels(app, table)
    table.replaying = False
    table.end_shown = True  # the end screen stood over it
    assert CONNECT not in menu_labels(app, table)
    guide = GuideTable(sync_ai=True)
    assert not guide.may_connect_phones()
    computers = demo_table(["easy", "easy"], 1)
    assert not computers.may_connect_phones()  # nobody to give a phone


def place_on_a_spring(table: TableScene) -> None:
    """The active person places a domino onto a spring (their egg choice comes)."""
    state = table.state
    seat = state.current_player
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for placement in state.legal_placements(dom):
            preview = state.placement_preview(seat, dom, placement.cell, placement.orientation)
            if any(c.spring for c in preview):
                table.commit(PlaceDomino(index, placement.cell, placement.orientation))
                return
    raise AssertionError("no spring placement in this seed")


def test_no_connect_phones_while_a_person_chooses_an_egg_here(app: App) -> None:
    """Behind Anna's hand-off and while her two eggs are open the menu has no "Connect
    phones" (the codes would stand over her eggs while everybody gathers round)."""
    table = hot_seat(app, [None, None, "easy"], spring=True)
    place_on_a_spring(table)
    step_until(app, lambda: isinstance(app.scenes.top, HandoffScene), what="Anna's egg hand-off")
    assert table.state.phase == PHASE_SPRING_CHOICE
    assert not table.may_connect_phones()
    assert CONNECT not in [label for label, _action in table.pause_extras()]
    for _ in range(600):  # "I'm ready", clicked
        reveal_handoffs(app)
        if isinstance(app.scenes.top, SpringChoiceOverlay):
            break
    assert isinstance(app.scenes.top, SpringChoiceOverlay)
    assert not table.may_connect_phones()


def test_after_done_a_laptop_seats_eggs_come_back_only_behind_its_hand_off(app: App) -> None:
    """Jörg joins mid-game; then Anna, still at the laptop, peeks at spring eggs: her
    hand-off comes first (everybody was at the laptop to scan)."""
    table = hot_seat(app, [None, None, "easy"], spring=True)
    codes = open_codes(app, table)
    assert not any(isinstance(s, SpringChoiceOverlay) for s in app.scenes.stack)
    phones = [join(app, codes, 1)]
    try:
        done(app, codes)
        at_rest(app, table)
        assert table.state.current_player == 0 and not table.on_phone(0)
        place_on_a_spring(table)
        step_until(
            app,
            lambda: any(
                isinstance(s, (HandoffScene, SpringChoiceOverlay)) for s in app.scenes.stack
            ),
            what="Anna's egg choice",
        )
        assert isinstance(app.scenes.top, HandoffScene), "her eggs opened without a hand-off"
    finally:
        for phone in phones:
            phone.close()


@pytest.mark.parametrize("moves", [0, 1])
def test_continue_of_a_game_played_with_phones_opens_on_new_codes(app: App, moves: int) -> None:
    """Saved at the start (its mother dragon's flight waits under the codes) or later."""
    from dragomino.plugin import PLUGIN, TABLE_SCHEMA

    table = hot_seat(app, [None, None, "easy"])
    if moves:
        state = table.state
        index = next(i for i, dom in enumerate(state.display) if dom is not None)
        placement = state.legal_placements(state.display[index])[0]
        table.commit(PlaceDomino(index, placement.cell, placement.orientation))
        at_rest(app, table)
    codes = open_codes(app, table)
    done(app, codes)  # nobody joined: the game was still played with phones at hand
    assert table.phones is not None
    old_url = table.phones.sessions.url(0)
    data = table.save_data()
    assert data["table"][PHONES_PLAYED] is True
    assert PHONES_PLAYED in TABLE_SCHEMA  # Continue checks its value
    app.scenes.reset(demo_table([None, "easy"], 2))  # the app moves on ...
    phone_sessions.close_phones()  # ... and quits: the phones and their codes are gone
    loaded = PLUGIN.load_table_scene(app, data)
    assert isinstance(loaded, TableScene)
    loaded.sync_ai = True
    app.scenes.reset(loaded)
    app.step()
    again = app.scenes.top
    assert isinstance(again, PhoneCodesScene), "Continue opens on the codes"
    assert again.sessions is phone_sessions.current() is not None
    assert again.sessions.url(0) != old_url  # new codes: a game's codes are never saved
    phones = [join(app, again, 0)]
    try:
        done(app, again)
        assert loaded.on_phone(0)
        for _ in range(5):
            app.step()
        assert not any(isinstance(s, HandoffScene) for s in app.scenes.stack)
    finally:
        for phone in phones:
            phone.close()


def test_continue_of_a_hot_seat_game_opens_as_before(app: App) -> None:
    from dragomino.plugin import PLUGIN

    table = hot_seat(app, [None, None, "easy"])
    data = table.save_data()
    assert "phones" not in data["table"]
    loaded = PLUGIN.load_table_scene(app, data)
    assert isinstance(loaded, TableScene)
    loaded.sync_ai = True
    app.scenes.reset(loaded)
    app.step()
    assert app.scenes.top is loaded and phone_sessions.current() is None


class Lines:
    """Every text picture drawn: its height per line (canvas px), as test_readable_lines."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.heights: dict[str, float] = {}
        real = assets.render_safely

        def spy(face: pygame.font.Font, value: str, colour: Any, wraplength: int = 0) -> Any:
            picture = real(face, value, colour, wraplength)
            if value.strip():
                lines = max(1, round(picture.get_height() / face.get_linesize()))
                height = picture.get_height() / lines
                self.heights[value] = min(self.heights.get(value, height), height)
            return picture

        monkeypatch.setattr(assets, "render_safely", spy)
        assets.clear_caches()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_panel_says_phone_and_phone_gone_readably_beside_its_score(
    app: App, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Jörg's island on his phone: his small panel says "Phone" ("Handy"), and "Phone
    gone" ("Handy weg") once his phone has gone; the words are a 12.5 px line or more in an
    800x500 window, beside the score chip and over none of his island's squares."""
    i18n.set_language(language)
    sessions = phone_sessions.open_phones("dragomino", 3)  # the setup's codes
    phone = ThreadPhone(sessions.url(1).replace("/s/", "/ws?token="))
    closed = False
    try:
        table = demo_table([None, None, "easy"], 1)
        table.attach_phones(sessions)
        app.scenes.reset(table)
        at_rest(app, table)
        step_until(app, lambda: table.on_phone(1), what="his phone has joined")
        assert 1 in table.others()  # Jörg's island: a small panel
        words = {"en": ("Phone", "Phone gone"), "de": ("Handy", "Handy weg")}[language]
        for said in words:
            lines = Lines(monkeypatch)
            app.render()
            assert said in lines.heights, f"{said!r} is not on the panel"
            chip = table.phone_chip(1)
            assert chip is not None and table.phone_chip_words(1) == said
            assert lines.heights[said] * SCALE_800 >= READABLE_PX, lines.heights[said]
            cam = table.minis[table.others().index(1)]
            score = table._mini_chip_rect(cam)
            assert not chip.colliderect(score), "the chip covers the score"
            assert chip.colliderect(table.mini_rects[table.others().index(1)])
            squares = [cam.cell_rect(cell) for cell in table.shown_islands[1]]
            assert chip.collidelist(squares) == -1, "the chip covers the island"
            assert table.phone_chip(0) is None and table.phone_chip(2) is None
            if not closed:
                phone.close()
                closed = True
                seat = sessions.seats[1]
                step_until(app, lambda: not seat.connected, what="his phone goes")  # noqa: B023
                app.step()
    finally:
        if not closed:
            phone.close()
