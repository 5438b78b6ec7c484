"""Play-test finding on the guided first game: its Skip button in German.

Seen under Xvfb: "Überspringen" at the guide layer's fixed 28 px ran some 60 px past the
Dracheninsel guide's Skip button, over the turn banner, and off the screen in Dragomino's
guide. The layer's one Skip button now fits its word (`guide_layer.skip_button`).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from common import i18n
from common.app import App
from common.scenes import guide_layer
from dracheninsel.ui import guide
from dragomino.ui import guide as dragomino_guide


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("where", [guide.SKIP_BUTTON, dragomino_guide.SKIP_BUTTON])
def test_the_skip_word_stays_inside_its_button(app: App, language: str, where: pygame.Rect) -> None:
    i18n.register_domain(Path(guide.__file__).parents[1])
    i18n.set_language(language)
    try:
        canvas = pygame.Surface((where.right + 200, where.bottom + 40))
        canvas.fill((0, 255, 0))
        guide_layer.skip_button(canvas, where)
        right_of_button = canvas.subsurface((where.right + 2, 0, 198, canvas.get_height()))
        colours = {right_of_button.get_at((x, y))[:3] for x in range(198) for y in range(0, 70, 2)}
        assert colours == {(0, 255, 0)}, "the word runs past the button"
    finally:
        i18n.set_language("en")
