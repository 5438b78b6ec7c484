"""Play-test finding (the setup screen under Xvfb): F1's title card ("What is on the
screen / Click or press any key to close") lay over the "Add a player" button. The title
avoided labels and named parts only, and "Add a player" has no label of its own. It now
keeps clear of every visible control of the screen too, named or not.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common import i18n
from common.app import App
from common.games import load_plugin
from common.scenes.help_overlay import HelpOverlay
from common.scenes.setup import SetupScene
from common.widgets import Button
from tests.app_fixtures import clean_stage, module_app


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("help-title")) as application:
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    with clean_stage(shared_app) as application:
        yield application
        application.settings.larger_text = False


def press_f1(app: App) -> HelpOverlay:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step()
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    app.step()
    return overlay


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", ["dragomino", "dracheninsel"])
def test_the_help_title_leaves_add_a_player_free(
    app: App, game: str, language: str, larger: bool
) -> None:
    i18n.set_language(language)
    app.settings.larger_text = larger
    setup = SetupScene(load_plugin(game))
    app.scenes.push(setup)
    app.step()
    controls = [w.rect.copy() for w in setup.group.widgets if w.visible]
    add = [
        w.rect.copy()
        for w in setup.group.widgets
        if isinstance(w, Button) and w.visible and "player" in str(w.label).lower()
    ]
    assert add, "the setup offers to add a player"
    overlay = press_f1(app)
    title = overlay.title_box()
    for rect in add:
        assert not title.colliderect(rect), (title, rect)
    assert all(not title.colliderect(rect) for rect in controls), title
    assert pygame.Rect(0, 0, 1280, 800).contains(title)
