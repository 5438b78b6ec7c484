"""Widgets driven by posted events, and mouse mapping after the window is resized."""

from __future__ import annotations

import pygame
from shell_helpers import click

from common.app import App
from common.scene import Scene
from common.widgets import Button, Slider, TextField, Toggle, WidgetGroup, ellipsize


class Panel(Scene):
    def __init__(self) -> None:
        self.group = WidgetGroup()

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.group.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.group.draw(surface)


def test_button_click(app: App) -> None:
    clicks: list[int] = []
    panel = Panel()
    panel.group.add(Button((100, 100, 200, 60), "OK", lambda: clicks.append(1)))
    app.scenes.push(panel)
    click((200, 130))
    app.step()
    assert clicks == [1]
    click((500, 500))  # outside: nothing
    app.step()
    assert clicks == [1]


def test_press_inside_release_outside_does_not_click(app: App) -> None:
    clicks: list[int] = []
    panel = Panel()
    panel.group.add(Button((100, 100, 200, 60), "OK", lambda: clicks.append(1)))
    app.scenes.push(panel)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 130), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 600), button=1))
    app.step()
    assert clicks == []


def test_click_is_mapped_after_window_resize(app: App) -> None:
    clicks: list[int] = []
    panel = Panel()
    panel.group.add(Button((1000, 600, 200, 100), "OK", lambda: clicks.append(1)))
    app.scenes.push(panel)
    # the window manager makes the window 1000x800: canvas scaled by 0.78125, letterboxed
    pygame.display.set_mode((1000, 800), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 800), w=1000, h=800))
    pygame.event.post(pygame.event.Event(pygame.WINDOWRESIZED, x=1000, y=800))
    app.step()
    assert app.view_rect == pygame.Rect(0, 87, 1000, 625)
    assert app.settings.window_size == (1000, 800)
    # logical (1100, 650) -> window (859, 595); the old unscaled spot must miss
    window_pos = app.to_window((1100, 650))
    assert window_pos == (859, 595)
    click((1100, 650))
    app.step()
    assert clicks == []
    click(window_pos)
    app.step()
    assert clicks == [1]
    assert app.to_logical(window_pos) == (1100, 650)


def test_text_field_takes_umlauts_and_backspace(app: App) -> None:
    names: list[str] = []
    panel = Panel()
    field = TextField((100, 100, 300, 50), "", names.append, max_length=8)
    panel.group.add(field)
    app.scenes.push(panel)
    click((150, 120))
    app.step()
    assert field.focused
    for piece in ("J", "ö", "r", "g", " ", "Ä", "ß"):
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=piece))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="üüü"))  # over max length
    app.step()
    assert field.text == "Jörg Äüü"
    click((700, 700))  # clicking elsewhere ends editing
    app.step()
    assert not field.focused


def test_long_name_shows_its_beginning_after_editing(app: App) -> None:
    """A name wider than the box must not stay scrolled to the caret once editing ends."""
    panel = Panel()
    field = TextField((100, 100, 164, 50), "", max_length=20)
    reference = TextField((100, 200, 164, 50), "Maximilian Alexander", max_length=20)
    reference.caret = 0  # drawn from its first letter
    panel.group.add(field)
    panel.group.add(reference)
    app.scenes.push(panel)
    click((150, 120))
    app.step()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Maximilian Alexander"))
    app.step()
    click((700, 700))
    app.step()
    shot = app.screenshot()
    edited = pygame.image.tobytes(shot.subsurface(field.rect), "RGB")
    fresh = pygame.image.tobytes(shot.subsurface(reference.rect), "RGB")
    assert edited == fresh


def test_ellipsize_fits_or_keeps() -> None:
    pygame.font.init()
    assert ellipsize("Anna", 24, 500) == "Anna"
    cut = ellipsize("Maximilian Alexander von Drachenstein", 24, 120)
    assert cut.endswith("…") and cut.startswith("Max")


def test_toggle_and_slider(app: App) -> None:
    values: list[object] = []
    panel = Panel()
    toggle = Toggle((100, 100, 80, 40), False, values.append)
    slider = Slider((100, 300, 400, 40), 0.0, 0.0, 1.0, values.append, step=0.1)
    panel.group.add(toggle)
    panel.group.add(slider)
    app.scenes.push(panel)
    click((140, 120))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(120, 320), button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 320), rel=(180, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 320), button=1))
    app.step()
    assert toggle.value is True
    assert abs(slider.value - 0.5) < 1e-9


def test_f11_toggles_fullscreen_and_back_to_the_remembered_window(app: App) -> None:
    app.scenes.push(Panel())
    app.settings.window_size = (1000, 700)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    app.step()
    assert app.settings.fullscreen is True
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode=""))
    app.step()
    assert app.settings.fullscreen is False
    assert app.window.get_size() == (1000, 700)


def test_keyboard_tab_enter_and_arrows(app: App) -> None:
    clicks: list[str] = []
    panel = Panel()
    field = TextField((100, 100, 200, 50), "", max_length=10)
    ok = Button((100, 200, 200, 60), "OK", lambda: clicks.append("ok"))
    slider = Slider((100, 300, 400, 40), 0.5, 0.0, 1.0, step=0.25)
    for widget in (field, ok, slider):
        panel.group.add(widget)
    app.scenes.push(panel)

    def press(key: int, mod: int = 0) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        app.step()

    press(pygame.K_TAB)
    assert field.focused
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ä"))
    press(pygame.K_TAB)
    assert not field.focused and field.text == "Ä" and panel.group.focus is ok
    press(pygame.K_RETURN)
    assert clicks == ["ok"]
    press(pygame.K_TAB)
    press(pygame.K_RIGHT)
    assert slider.value == 0.75
    press(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert panel.group.focus is ok
