"""One headless App per test module, shared by the table tests of both games.

pygame.quit() would invalidate the fonts common.assets caches, so UI test modules keep one
App alive and give each test an empty scene stack and event queue instead. Config, data and
log folders are the module's own, so no test touches the player's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from common import i18n
from common.app import App
from common.settings import Settings


@contextmanager
def module_app(base: Path, configure: Callable[[Settings], None] | None = None) -> Iterator[App]:
    """A running App in English with its folders under `base` (the env is restored after)."""
    with pytest.MonkeyPatch.context() as patch:
        for name in ("CONFIG", "DATA", "LOG"):
            patch.setenv(f"DRACHENSPIELE_{name}_DIR", str(base / name.lower()))
        settings = Settings(language="en")
        settings.path = base / "config" / "settings.json"
        if configure is not None:
            configure(settings)
        application = App(settings, fullscreen=False, expect_headless=True)
        application.running = True
        yield application


@contextmanager
def clean_stage(application: App) -> Iterator[App]:
    """The App with no scenes and no pending events, in English; scenes the test left are
    exited afterwards (their workers and timers stop)."""
    i18n.set_language("en")
    pygame.event.clear()
    yield application
    for scene in list(application.scenes.stack):
        scene.on_exit()
    application.scenes.stack.clear()
    pygame.event.clear()
