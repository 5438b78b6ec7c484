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

NAMES = [
    "1 Maximiliane",
    "2 Großvater Jörg",
    "3 Özlem-Sophie",
    "4 Benedikt",
    "5 Mia-Charlotte",
    "6 Luca",
]
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


@pytest.mark.parametrize("larger", [False, True])
def test_the_waiting_note_lies_on_the_hidden_cards_not_on_a_boat(app: App, larger: bool) -> None:
    """Seen under Xvfb with "larger text and pieces": "Your cards wait until the others have
    answered" sat above the face-down hand and covered the boat of the bottom corner."""
    from dracheninsel.ui import selftest

    table = selftest.larger(selftest.reaction_scene, None) if larger else selftest.reaction_scene()
    canvas = pygame.Surface((1280, 800))
    box = table.draw_hidden_hand(canvas, 5)
    for seat in range(table.state.n):
        boat = pygame.Rect(0, 0, 60, 40)
        boat.center = [round(v) for v in table.board.cell_center(table.state.boat(seat))]
        assert not box.colliderect(boat), f"the note covers the boat of seat {seat}"
    assert box.top >= table.lay.hand_area.top


def test_the_island_views_label_leaves_the_banner_and_the_boats_free(app: App) -> None:
    """Seen under Xvfb: 'The island at the end of the game' sat on the banner's
    'Computer 3 wins with 3600!' in the end screen's island view."""
    from dracheninsel.ui import selftest
    from dracheninsel.ui.end import DracheninselEnd
    from dracheninsel.ui.layout import BANNER

    table = selftest.finished_table(None)
    end = DracheninselEnd(table.state, table.seats, on_again=lambda: None, on_menu=lambda: None)
    end.showing_board = True
    box = end.island_label_box((360, 34))
    results = dict(end.buttons())["results"]
    assert not box.colliderect(BANNER) and box.bottom <= results.top
    for seat in range(table.state.n):
        boat = pygame.Rect(0, 0, 60, 40)
        boat.center = [round(v) for v in table.board.cell_center(table.state.boat(seat))]
        assert not box.colliderect(boat)
