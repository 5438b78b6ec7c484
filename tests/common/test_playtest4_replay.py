"""Play-test finding in "Watch again" (seen under Xvfb, fixed here): on the Dragomino table
the replay's control bar (700 px, centred on the window) sat over the egg supply strip
(740 px, further left), so a sliver of the strip and half a yellow egg peeked out at its
left. The table now names the strip the bar lies over, and the bar covers it edge to edge.
"""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from common.scenes.replay import BAR, ReplayScene, bar_rect
from common.table import TurnBanner, draw
from dragomino.ui.end import EndOverlay
from dragomino.ui.table import TableScene
from tests.common.test_replay import click, finished_table


def test_the_bar_covers_the_egg_supply_strip_edge_to_edge(app: App) -> None:
    finished_table(app, seed=8)
    end = app.scenes.top
    assert isinstance(end, EndOverlay)
    click(app, dict(end.buttons())["watch"].center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    shown = replay.table
    assert isinstance(shown, TableScene)
    strip = shown.rect("supply")
    assert replay.bar == strip
    for _name, button in replay.buttons():
        assert replay.bar.contains(button)
    app.render()
    # just inside the strip's left end, where the egg peeked out: the bar's own paper
    assert app.canvas.get_at((strip.x + 8, strip.centery))[:3] == draw.PANEL[:3]
    click(app, dict(replay.buttons())["close"].center)
    assert app.scenes.top is end


def test_a_table_without_a_strip_of_its_own_gets_the_bar_at_the_bottom_middle() -> None:
    class Plain:
        pass

    class TooSmall:
        def replay_bar_rect(self) -> pygame.Rect:
            return pygame.Rect(0, 700, 300, 40)

    assert bar_rect(Plain()) == BAR
    assert bar_rect(TooSmall()) == BAR


def test_no_thinking_dots_while_a_computer_move_plays_again(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a replay nobody thinks: a computer's move flies in without the banner's dots
    (they showed before each computer move; seen under Xvfb)."""
    finished_table(app, seed=8)  # three computer seats
    end = app.scenes.top
    assert isinstance(end, EndOverlay)
    click(app, dict(end.buttons())["watch"].center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    shown = replay.table
    assert isinstance(shown, TableScene)
    dots: list[object] = []
    monkeypatch.setattr(TurnBanner, "draw_dots", staticmethod(lambda *a, **k: dots.append(a)))
    flying = 0
    for _frame in range(200):
        replay.update(0.05)
        if shown.floating is not None and shown.seats[shown.shown_turn].is_computer:
            flying += 1
            app.render()
    assert flying > 0 and dots == []
