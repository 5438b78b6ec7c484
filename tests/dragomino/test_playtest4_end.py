"""Play-test finding on the end screen (seen under Xvfb, fixed here): with two players the
two ranking rows sat at the top of the card and left an empty third of it above the
buttons. The rows now sit together in the middle between the trophy and the buttons.
"""

from __future__ import annotations

import itertools

import pygame
import pytest

from common.app import App
from common.scenes.end import BUTTON_Y, PANEL_RECT
from dragomino.plugin import demo_table
from dragomino.ui import selftest
from dragomino.ui.end import EndOverlay


def finished(app: App, seats: list[str | None]) -> EndOverlay:
    table = demo_table(seats, 5)
    app.scenes.push(table)
    assert selftest.run_until(table, lambda: isinstance(app.scenes.top, EndOverlay), 3000, 0.2)
    end = app.scenes.top
    assert isinstance(end, EndOverlay)
    return end


def click(app: App, pos: tuple[int, int]) -> None:
    at = app.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_ranking_rows_sit_in_the_middle_of_the_card(app: App, players: int) -> None:
    end = finished(app, ["easy"] * players)
    click(app, dict(end.buttons())["islands"].center)  # see the islands, then the results
    assert end.showing_islands
    click(app, dict(end.buttons())["results"].center)
    assert not end.showing_islands
    app.render()
    rows = end.row_rects()
    above = rows[0].top - (PANEL_RECT.y + 112)  # below the trophy
    below = BUTTON_Y - 20 - (rows[-1].bottom + 12)  # above the buttons
    assert above >= 0 and below >= 0
    assert abs(above - below) <= 2
    for upper, lower in itertools.pairwise(rows):
        assert upper.bottom <= lower.top
