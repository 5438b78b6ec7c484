"""Scene stack: push/pop/replace, overlays drawn over the scene below, input to top only."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click

from common.app import App
from common.scene import Scene, SceneManager


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        self.name = name
        self.log = log
        self.is_overlay = overlay
        self.events: list[int] = []

    def on_enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def on_exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def on_pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def on_resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def test_push_pop_pause_resume_order() -> None:
    log: list[str] = []
    manager = SceneManager()
    a, b = Recorder("a", log), Recorder("b", log)
    manager.push(a)
    manager.push(b)
    assert manager.top is b and manager.stack == [a, b]
    manager.pop()
    assert manager.top is a
    assert log == ["enter a", "pause a", "enter b", "exit b", "resume a"]


def test_replace_and_reset() -> None:
    log: list[str] = []
    manager = SceneManager()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    manager.push(a)
    manager.replace(b)
    assert manager.stack == [b]
    manager.push(c)
    manager.reset(a)
    assert manager.stack == [a]
    assert log[-3:] == ["exit c", "exit b", "enter a"]


def test_overlay_draws_scene_below_but_opaque_scene_hides_it() -> None:
    log: list[str] = []
    manager = SceneManager()
    base, cover, overlay = Recorder("base", log), Recorder("cover", log), Recorder("o", log, True)
    manager.push(base)
    manager.push(cover)
    manager.push(overlay)
    log.clear()
    manager.draw(pygame.Surface((10, 10)))
    assert log == ["draw cover", "draw o"]


def test_input_goes_to_top_scene_only(app: App) -> None:
    log: list[str] = []
    below, top = Recorder("below", log), Recorder("top", log, overlay=True)
    app.scenes.push(below)
    app.scenes.push(top)
    click((100, 100))
    app.step()
    assert top.events == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    assert below.events == []
    app.scenes.pop()
    click((100, 100))
    app.step()
    assert below.events == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]


def test_call_soon_and_post_from_thread_run_on_main_loop(app: App) -> None:
    import threading

    ran: list[str] = []
    app.scenes.push(Recorder("x", []))
    app.call_soon(lambda: ran.append("soon"))
    worker = threading.Thread(target=lambda: app.post_from_thread(lambda: ran.append("thread")))
    worker.start()
    worker.join()
    app.step()
    assert sorted(ran) == ["soon", "thread"]


class SteppedClock:
    """Stands in for the `time` module inside common.app: the test moves time on itself, so
    frames are as slow as it says however busy the machine is, and nothing sleeps."""

    def __init__(self, now: float) -> None:
        self.now = now

    def perf_counter(self) -> float:
        return self.now

    def monotonic(self) -> float:
        return self.now

    def time(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def test_still_menu_is_drawn_clean_after_the_cross_fade(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The last frame shown after a scene change must not keep a faint copy of the old one."""
    import time

    import common.app
    from common.scenes.pause import PauseMenu
    from common.scenes.settings_scene import SettingsScene

    clock = SteppedClock(time.perf_counter())
    monkeypatch.setattr(common.app, "time", clock)
    app.scenes.push(PauseMenu())
    app.step()
    app.scenes.push(SettingsScene())
    app.step()
    app.scenes.pop()  # back to the still pause menu: a cross-fade from the settings screen
    for _frame in range(100):  # the fade takes a fraction of a second: a few frames
        if not (app.tweens.animations or app._animating):
            break
        clock.now += 0.06  # slow frames, as under a busy X server: the last fade frame shows
        app.step()
    assert not (app.tweens.animations or app._animating)
    shown = app.canvas.copy()
    clean = app.screenshot()
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(clean, "RGB")


def test_the_manager_goes_home_to_the_screen_it_was_given(app: App) -> None:
    """Issue 26: the root screen is the manager's (given by the app or the launcher), so
    "back" from a lone menu and "quit to title" need not import the title."""
    from common.scenes.base import MenuScene
    from common.scenes.pause import PauseMenu

    log: list[str] = []
    app.scenes.home = lambda: Recorder("home", log)
    lone = MenuScene()
    app.scenes.push(lone)
    lone.back()  # the only screen (a game started with --game): back goes home
    assert [getattr(s, "name", None) for s in app.scenes.stack] == ["home"]
    app.scenes.push(Recorder("table", log))
    pause = PauseMenu()
    app.scenes.push(pause)
    pause.quit_to_title()
    assert [getattr(s, "name", None) for s in app.scenes.stack] == ["home"]
    assert log[-3:] == ["exit table", "exit home", "enter home"]


def test_without_a_home_given_the_app_goes_to_the_title(app: App) -> None:
    from common.scenes.title import TitleScene

    app.scenes.go_home()
    assert isinstance(app.scenes.top, TitleScene) and app.scenes.top.is_home
