"""Play-test finding on the reaction prompt at a full table.

Seen under Xvfb with six people: the badges filled the prompt's lower row and "Click your
name or press your number" was drawn past the prompt's right edge, over the first panel.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from common import i18n
from common.app import App
from dracheninsel.ui import reactions
from dracheninsel.ui.layout import PROMPT

NAMES = ["Maximiliane", "Großvater Jörg", "Özlem-Sophie", "Benedikt", "Mia-Charlotte", "Luca"]
GREEN = (0, 255, 0)


@pytest.mark.parametrize("people", [2, 4, 5, 6])
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_prompt_keeps_its_words_inside(app: App, people: int, language: str) -> None:
    i18n.register_domain(Path(reactions.__file__).parents[1])
    i18n.set_language(language)
    try:
        canvas = pygame.Surface((1280, 200))
        canvas.fill(GREEN)
        rnd = reactions.ReactionRound(3.0, lambda: "Maximiliane zieht")
        colours = [(200, 60, 50)] * len(NAMES)
        reactions.draw_prompt(canvas, rnd, list(range(people)), NAMES, colours)
        right = PROMPT.right + 2
        outside = canvas.subsurface((right, 0, canvas.get_width() - right, 200))
        inked = [
            (x, y)
            for x in range(outside.get_width())
            for y in range(0, 200, 2)
            if outside.get_at((x, y))[1] < 200  # text, not the panel's soft shadow
        ]
        assert not inked, f"drawn past the prompt's right edge at {inked[:3]}"
    finally:
        i18n.set_language("en")
