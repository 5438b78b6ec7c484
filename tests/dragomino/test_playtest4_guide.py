"""Play-test findings in Dragomino's guided first game (seen under Xvfb, fixed here):

- with larger text, the mother dragon's German three-line lines ('Gleiche Landschaft an
  gleicher Landschaft: ein Ei! Ein Drachenbaby für dich.') ran out of the bubble's top and
  bottom; the words now shrink until they fit the bubble (still larger than normal text);
- while the held domino sat on its glowing spot, the bouncing arrow covered the 'egg ×1'
  badge above it; the arrow now points at the badge from above.

Both walked with posted mouse events only.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from common import assets, i18n
from common.app import App
from common.i18n import _
from common.scenes import guide_layer
from dragomino.ui import guide
from dragomino.ui.guide import BUBBLE_LOW, LEARNER_MOVES, GuideTable
from tests.dragomino.test_ui_guide import lay, post, start, until


@pytest.fixture
def german_larger(app: App) -> Iterator[App]:
    i18n.set_language("de")
    app.settings.larger_text = True
    try:
        yield app
    finally:
        app.settings.larger_text = False
        i18n.set_language("en")


def bubble_words(app: App, monkeypatch: pytest.MonkeyPatch, line: str) -> pygame.Surface:
    """The picture of `line`'s words the next frame draws into the guide's bubble."""
    drawn: dict[str, pygame.Surface] = {}
    real = assets.wrapped_text

    def spy(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        picture = real(value, *args, **kwargs)
        drawn[value] = picture
        return picture

    monkeypatch.setattr(guide_layer.assets, "wrapped_text", spy)
    app.render()
    monkeypatch.setattr(guide_layer.assets, "wrapped_text", real)
    return drawn[line]


def test_a_long_german_line_fits_the_bubble_with_larger_text(
    german_larger: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = german_larger
    scene = start(app, [])
    lay(app, scene, 0)
    until(scene, scene.tap_ready)
    assert scene.step.key == "hatch"
    line = _(guide.LINES["hatch"])
    words = bubble_words(app, monkeypatch, line)
    assert words.get_height() <= BUBBLE_LOW.h - 2 * guide_layer.LINE_MARGIN
    normal = assets.wrapped_text(line, guide_layer.LINE_SIZE, (0, 0, 0), BUBBLE_LOW.w - 250)
    assert words.get_height() >= normal.get_height()  # larger text is still not smaller


def test_fitted_size_keeps_a_short_line_at_the_size_asked() -> None:
    assert guide_layer.fitted_line_size("Take this domino.", 31, 466, 96) == 31


def arrow_box(scene: GuideTable, spot: pygame.Rect) -> pygame.Rect:
    """Where the bouncing arrow is drawn for `spot` at the scene's clock."""
    canvas = pygame.Surface((1280, 800), pygame.SRCALPHA)
    guide_layer.arrow(canvas, spot, scene.clock)
    return canvas.get_bounding_rect()


def test_the_arrow_leaves_the_egg_badge_of_the_held_domino_visible(app: App) -> None:
    scene = start(app, [])
    move = LEARNER_MOVES[0]
    grab = scene.slot_domino_rect(move.display_index)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(grab.x + grab.h // 2, grab.centery), button=1)
    target = scene.big.cell_center(move.cell)
    target = (round(target[0]), round(target[1]))
    post(app, pygame.MOUSEMOTION, pos=target, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONDOWN, pos=target, button=3)  # turned: on its glowing spot
    assert scene.step.key == "place"
    badge = scene.preview_badge_rect(scene.ghost())
    assert badge is not None  # this spot hatches an egg: the badge says so
    for _frame in range(12):  # the arrow bounces: all along its way
        scene.update(0.05)
        assert not arrow_box(scene, scene.arrow_spot(scene.focus())).colliderect(badge)
    post(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    assert scene.step.key == "hatch"
