"""Play-test finding in Dragomino's guided game (seen under Xvfb, fixed here): on the
"turn" step of the second domino, held on its glowing spot, the mouse-and-R picture sat
right of the held domino, over the island's pieces. The picture now goes where it covers
no piece of the island (nor the spot the domino goes to).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from dragomino.rules import half_b_cell
from dragomino.ui.guide import LEARNER_MOVES, GuideTable
from tests.dragomino.test_ui_guide import click, lay, post, start, until

HINT_WHITE = (250, 250, 250)


def hint_box(app: App, monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """The mouse and the R key as the next frame draws them (white rounded boxes)."""
    drawn: list[pygame.Rect] = []
    real = pygame.draw.rect

    def spy(surface: pygame.Surface, colour: Any, rect: Any, *args: Any, **kw: Any) -> Any:
        if tuple(colour)[:3] == HINT_WHITE and kw.get("border_radius") in (26, 10):
            drawn.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kw)

    monkeypatch.setattr(pygame.draw, "rect", spy)
    app.render()
    monkeypatch.setattr(pygame.draw, "rect", real)
    assert len(drawn) == 2, "the mouse and the R key"
    return drawn[0].union(drawn[1])


def hold_on_spot(app: App, scene: GuideTable, number: int) -> None:
    """Take the pointed-at domino and hold it over its glowing spot, not yet turned."""
    move = LEARNER_MOVES[number]
    grab = scene.slot_domino_rect(move.display_index)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(grab.x + grab.h // 2, grab.centery), button=1)
    target = scene.big.cell_center(move.cell)
    post(
        app,
        pygame.MOUSEMOTION,
        pos=(round(target[0]), round(target[1])),
        rel=(10, 0),
        buttons=(1, 0, 0),
    )
    assert scene.step.key == "turn" and scene.drag is not None


def assert_clear_of_the_island(app: App, scene: GuideTable, box: pygame.Rect) -> None:
    move = LEARNER_MOVES[scene.step.move_index]
    cells = [*scene.shown_islands[0], move.cell, half_b_cell(move.cell, move.orientation)]
    for cell in cells:
        assert not box.colliderect(scene.big.cell_rect(cell)), f"the hint covers {cell}"
    assert pygame.Rect(0, 0, 1280, 800).contains(box)


@pytest.mark.parametrize("number", [0, 1])
def test_the_turn_hint_covers_no_island_piece(
    app: App, monkeypatch: pytest.MonkeyPatch, number: int
) -> None:
    scene = start(app, [])
    if number == 1:
        lay(app, scene, 0)
        until(scene, scene.tap_ready)
        click(app, (640, 400))
        until(scene, lambda: scene.step.key == "take")
    hold_on_spot(app, scene, number)
    assert_clear_of_the_island(app, scene, hint_box(app, monkeypatch))
