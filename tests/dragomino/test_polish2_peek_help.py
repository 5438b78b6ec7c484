"""Play-test finding: F1 while peeking at another player's island drew the help's labels
over the open peek box, which covered the table parts the help names. Now any overlay
(help by F1 or "?", the pause menu) closes the peek: help shows the dimmed table as it is
without the box; the next pointer move over a small island opens the peek again.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.help_overlay import HelpOverlay
from dragomino.plugin import demo_table
from dragomino.ui import selftest
from dragomino.ui.table import TableScene


def move_to(app: App, pos: tuple[int, int]) -> None:
    at = app.to_window(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(3, 3), buttons=(0, 0, 0)))
    app.step()


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step()


def painted_layers(app: App, scene: TableScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the cached layers the next frame paints (the peek box is "peek")."""
    names: list[str] = []
    real = scene._layer

    def spy(name: str, *args: Any) -> pygame.Surface:
        names.append(name)
        return real(name, *args)

    monkeypatch.setattr(scene, "_layer", spy)
    app.render()
    monkeypatch.setattr(scene, "_layer", real)
    return names


def peeking(app: App) -> TableScene:
    scene = demo_table([None, "easy", "easy"], 4)
    app.scenes.push(scene)
    selftest.run_until(scene, scene.input_allowed, 30)
    move_to(app, scene.mini_rects[1].center)
    assert scene.peek_seat == scene.others()[1]
    return scene


def test_f1_over_an_open_peek_closes_it_and_it_stays_closed_under_the_help(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = peeking(app)
    assert "peek" in painted_layers(app, scene, monkeypatch)
    key(app, pygame.K_F1)
    assert isinstance(app.scenes.top, HelpOverlay)
    assert scene.peek_seat is None
    move_to(app, scene.mini_rects[0].center)  # the help takes the pointer's moves
    assert scene.peek_seat is None
    assert "peek" not in painted_layers(app, scene, monkeypatch)
    key(app, pygame.K_F1)  # F1 again closes the help: the table as it was, no peek
    assert app.scenes.top is scene and scene.peek_seat is None
    move_to(app, scene.mini_rects[1].center)  # pointing again opens it again
    assert scene.peek_seat == scene.others()[1]


def test_the_help_button_closes_the_peek_too(app: App) -> None:
    scene = peeking(app)
    at = app.to_window(scene.rect("help_button").center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
    app.step()
    assert isinstance(app.scenes.top, HelpOverlay) and scene.peek_seat is None
