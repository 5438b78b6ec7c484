"""The settings screen's "Port for phones" (issue 24, "Settings and text"): settings.json had
`phone_port` but no screen offered it. Automatic (0, a free port each game) or a fixed
number, set with the mouse alone (Fixed, − and +) or typed; only a port a program may open
(1024-65535) is kept; saved across restarts. A fixed port that is busy when the phones
start gives way to a free one, and the setup screen says so in one line."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from shell_helpers import click
from test_setup_phone_codes import four_seats, switch_phones, with_phones

from common import assets, games, i18n
from common.app import App
from common.i18n import _
from common.remote import sessions
from common.remote.seat_codes import PORT_BUSY, SeatCodes
from common.scenes import settings_scene
from common.scenes.settings_scene import (
    DEFAULT_FIXED_PORT,
    PORT_AUTOMATIC,
    PORT_FIXED,
    SettingsScene,
)
from common.scenes.setup import SetupScene
from common.settings import Settings


@pytest.fixture(autouse=True)
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(SeatCodes, "hosts", ("127.0.0.1",))
    yield
    sessions.close_phones()


def open_settings(app: App) -> SettingsScene:
    scene = SettingsScene()
    app.scenes.push(scene)
    app.step()
    return scene


def key(code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))


def type_text(text: str) -> None:
    for char in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))


def segment(scene: SettingsScene, value: str) -> tuple[int, int]:
    choice = scene.port_choice
    index = [v for v, _label in choice.options].index(value)
    return choice.segment_rects()[index].center


def stored(app: App) -> int:
    return Settings.load(app.settings.path).phone_port


def test_automatic_is_the_default_and_fixed_takes_a_number_with_clicks_alone(app: App) -> None:
    scene = open_settings(app)
    assert app.settings.phone_port == 0
    assert scene.port_choice.value == PORT_AUTOMATIC
    assert not scene.port_field.visible and not scene.port_plus.visible
    # the row sits inside the panel, above Done
    last = scene.row_y(settings_scene.ROW_PORT) + settings_scene.ROW_H // 2
    assert last <= settings_scene.PANEL.bottom - 20 - 64
    click(segment(scene, PORT_FIXED))
    app.step()
    assert app.settings.phone_port == DEFAULT_FIXED_PORT == stored(app)
    assert scene.port_field.visible and scene.port_field.text == str(DEFAULT_FIXED_PORT)
    click(scene.port_plus.rect.center)
    app.step()
    click(scene.port_plus.rect.center)
    app.step()
    click(scene.port_minus.rect.center)
    app.step()
    assert app.settings.phone_port == DEFAULT_FIXED_PORT + 1 == stored(app)
    assert scene.port_field.text == str(DEFAULT_FIXED_PORT + 1)
    click(segment(scene, PORT_AUTOMATIC))
    app.step()
    assert app.settings.phone_port == 0 == stored(app)
    assert not scene.port_field.visible
    click(segment(scene, PORT_FIXED))  # the number chosen before comes back
    app.step()
    assert app.settings.phone_port == DEFAULT_FIXED_PORT + 1


def test_a_typed_port_is_kept_only_when_it_is_one_and_survives_a_restart(app: App) -> None:
    scene = open_settings(app)
    click(segment(scene, PORT_FIXED))
    app.step()
    click(scene.port_field.rect.center)
    app.step()
    assert scene.port_field.focused
    for _n in range(5):
        key(pygame.K_BACKSPACE)
    type_text("4x2000")  # a letter is not taken
    app.step()
    assert scene.port_field.text == "42000"
    assert app.settings.phone_port == 42000 == stored(app)
    key(pygame.K_BACKSPACE)
    key(pygame.K_BACKSPACE)
    key(pygame.K_BACKSPACE)
    app.step()
    assert scene.port_field.text == "42"  # no port: not kept, the line says which are
    assert scene.port_field.focused
    drawn = drawn_words(app, scene)
    assert _("A number from {low} to {high}").format(low=1024, high=65535) in drawn
    type_text("999")  # 42999 is a port again
    app.step()
    assert app.settings.phone_port == 42999
    key(pygame.K_BACKSPACE)
    type_text("99")  # five digits at most: the second 9 is not taken
    app.step()
    assert scene.port_field.text == "42999" and app.settings.phone_port == 42999
    key(pygame.K_RETURN)  # done typing: 42999 is kept
    app.step()
    assert not scene.port_field.focused and stored(app) == 42999
    click(scene.port_field.rect.center)  # typing anew
    app.step()
    for _n in range(5):
        key(pygame.K_BACKSPACE)
    type_text("80")
    key(pygame.K_RETURN)  # typing ends with no port in the field: the one from before
    app.step()
    app.step()
    assert not scene.port_field.focused
    assert scene.port_field.text == "42999" and stored(app) == 42999
    # on the way down to "80", "4299" and "429" were ports, kept while typing: ending the
    # typing without a port brings back the one from before it began, not those
    click(scene.port_field.rect.center)
    app.step()
    for _n in range(5):
        key(pygame.K_BACKSPACE)
    app.step()
    assert app.settings.phone_port != 42999  # 4299, a port, kept while typing
    click((640, 140))  # a click elsewhere ends the typing
    app.step()
    app.step()
    assert scene.port_field.text == "42999" and app.settings.phone_port == 42999
    assert stored(app) == 42999
    # a restart: the settings file gives the screen its fixed port back
    app.scenes.pop()
    app.settings = Settings.load(app.settings.path)
    again = open_settings(app)
    assert again.port_choice.value == PORT_FIXED
    assert again.port_field.visible and again.port_field.text == "42999"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_row_reads_in_both_languages(app: App, language: str) -> None:
    i18n.set_language(language)
    scene = open_settings(app)
    drawn = drawn_words(app, scene)
    for msgid in ("Port for phones", "Change it only if a firewall asks for one", "Automatic"):
        assert _(msgid) in drawn
    if language == "de":
        assert "Port für die Handys" in drawn and "Automatisch" in drawn


def drawn_words(app: App, scene: Any) -> set[str]:
    """Every text picture rendered while `scene` draws."""
    words: set[str] = set()
    real = assets.render_safely

    def spy(face: pygame.font.Font, value: str, colour: Any, wraplength: int = 0) -> Any:
        words.add(value)
        return real(face, value, colour, wraplength)

    assets.render_safely = spy  # type: ignore[assignment]
    assets.clear_caches()
    try:
        scene.draw(pygame.Surface((1280, 800)))
    finally:
        assets.render_safely = real  # type: ignore[assignment]
    return words


def busy_port() -> tuple[socket.socket, int]:
    """A port another program listens on (loopback)."""
    holder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    holder.bind(("127.0.0.1", 0))
    holder.listen(1)
    return holder, holder.getsockname()[1]


def test_a_busy_fixed_port_gives_way_to_a_free_one_and_the_setup_says_so(app: App) -> None:
    holder, port = busy_port()
    try:
        app.settings.phone_port = port
        scene = four_seats(app)
        assert isinstance(scene, SetupScene)
        switch_phones(app, scene, True)
        phones = sessions.current()
        assert phones is not None and phones.running, scene.codes.problem
        assert phones.port != port and phones.busy_port == port
        assert phones.url(0).startswith(f"http://127.0.0.1:{phones.port}/s/")
        note = _(PORT_BUSY).format(wanted=port, port=phones.port)
        assert note in drawn_words(app, scene)
    finally:
        holder.close()


def test_a_free_fixed_port_is_used_and_nothing_is_said(app: App) -> None:
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]
    probe.close()
    app.settings.phone_port = port
    scene = SetupScene(with_phones(games.get_plugin("dracheninsel")))
    app.scenes.reset(scene)
    app.step()
    switch_phones(app, scene, True)
    phones = sessions.current()
    assert phones is not None and phones.port == port and phones.busy_port is None
    assert scene.codes.port_note() is None
