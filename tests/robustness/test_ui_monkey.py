"""UI monkey: seeded random mouse, keyboard, wheel, text, resize and window-close events over
every scene of both games. Zero exceptions (raised or logged), and the app still answers a
click at the end. CI: ~2,000 events; DRACHEN_FULL_ROBUST=1: 20,000+ (README)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common.app import App
from common.scenes.settings_scene import SettingsScene
from common.scenes.title import TitleScene
from common.settings import Settings
from common.widgets import Button
from tests.robustness.counts import count
from tests.robustness.monkey import Monkey, catalogue

EVENTS = count(2_000, 24_000)


class Errors(logging.Handler):
    """Every ERROR (or worse) logged anywhere, e.g. by a computer player's worker."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def monkey_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    settings = Settings(language="en")
    settings.path = tmp_path / "config" / "settings.json"
    app = App(settings, fullscreen=False, expect_headless=True)
    app.running = True
    pygame.event.clear()
    yield app
    app.scenes.reset(TitleScene())
    app.scenes.stack.clear()
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    pygame.event.clear()


def test_random_input_over_every_scene_raises_nothing(monkey_app: App) -> None:
    app = monkey_app
    errors = Errors()
    logging.getLogger().addHandler(errors)
    try:
        scenes = catalogue(app)
        per_scene = max(20, EVENTS // len(scenes))
        total = 0
        for index, (name, build) in enumerate(scenes):
            app.scenes.reset(TitleScene())
            for scene in build():
                app.scenes.push(scene)
            monkey = Monkey(app, seed=1000 + index)
            try:
                monkey.run(per_scene)
            except Exception as exc:
                raise AssertionError(f"scene {name}: {type(exc).__name__}: {exc}") from exc
            total += monkey.events
        assert total >= EVENTS * 0.9
        assert not errors.records, [f"{r.name}: {r.getMessage()}" for r in errors.records[:5]]
        # still responsive: the title answers a click on Settings
        pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 800), w=1280, h=800))
        app.scenes.reset(TitleScene())
        app.step()
        settings = next(
            w
            for w in app.scenes.top.group.widgets  # type: ignore[union-attr]
            if isinstance(w, Button) and w.label == "Settings"
        )
        at = app.to_window(settings.rect.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step()
        assert isinstance(app.scenes.top, SettingsScene)
    finally:
        logging.getLogger().removeHandler(errors)
