"""Fixtures for the app-shell tests: a headless App with throw-away settings/save dirs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common.app import App
from common.settings import Settings


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point config, data and log dirs at a temp folder (never the real user's)."""
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    return tmp_path


@pytest.fixture
def app(user_dirs: Path) -> Iterator[App]:
    """A fresh App in a 1280x800 window on the dummy driver, English."""
    settings = Settings(language="en")
    settings.path = user_dirs / "config" / "settings.json"
    application = App(settings, fullscreen=False, expect_headless=True)
    application.running = True
    pygame.event.clear()
    yield application
    application.scenes.stack.clear()
    application.tweens.animations.clear()
    pygame.event.clear()
