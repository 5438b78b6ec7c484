"""Fixtures of the Dragomino table tests: one headless App per module, in English."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common.app import App
from common.settings import Settings


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """One App per module: pygame.quit() would invalidate fonts cached by common.assets.
    The language is set, so no test depends on the machine's locale."""
    base = tmp_path_factory.mktemp("dragomino-ui")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("DRACHENSPIELE_CONFIG_DIR", str(base / "config"))
        patch.setenv("DRACHENSPIELE_DATA_DIR", str(base / "data"))
        yield App(Settings(language="en"), expect_headless=True)


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    pygame.event.clear()
    yield shared_app
    shared_app.scenes.stack.clear()
