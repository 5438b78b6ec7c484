"""Fixtures of the Die Dracheninsel UI tests: one headless App per module, in English."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common import i18n
from common.app import App
from common.settings import Settings


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """One App per module (pygame.quit() would invalidate cached fonts), with its own
    config, data and log folders so no test touches the player's."""
    base = tmp_path_factory.mktemp("dracheninsel-ui")
    with pytest.MonkeyPatch.context() as patch:
        for name in ("CONFIG", "DATA", "LOG"):
            patch.setenv(f"DRACHENSPIELE_{name}_DIR", str(base / name.lower()))
        settings = Settings(language="en")
        settings.path = base / "config" / "settings.json"
        application = App(settings, fullscreen=False, expect_headless=True)
        application.running = True
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    """The module's App with an empty scene stack and event queue, in English."""
    i18n.set_language("en")
    pygame.event.clear()
    yield shared_app
    for scene in list(shared_app.scenes.stack):
        scene.on_exit()
    shared_app.scenes.stack.clear()
    pygame.event.clear()
