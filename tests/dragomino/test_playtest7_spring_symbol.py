"""Family play-test: the spring symbol (a drop on some squares) showed on the dominoes of a
game without the spring variant, where it means nothing, and F1 did not say what it is.
Without the variant no square shows it now; with it, F1 names the drop."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.help_overlay import HelpOverlay
from dragomino.plugin import demo_table
from dragomino.rules import domino
from dragomino.ui import pieces, selftest
from dragomino.ui.art import Art
from tests.dragomino.test_ui_undo import post

SEED = 1  # the first display holds domino 28 (DESERT with a spring, DESERT)


def squares_drawn(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """(terrain, spring) of every square the table draws in a fresh frame."""
    drawn: list[tuple[str, bool]] = []
    real = Art.square

    def record(self: Art, terrain: str, size: int, spring: bool = False, flag: bool = False):
        drawn.append((terrain, spring))
        return real(self, terrain, size, spring, flag)

    pieces._DOMINO_CACHE.clear()  # every domino is drawn again, not taken from the cache
    monkeypatch.setattr(Art, "square", record)
    scene.layers.clear()
    scene._cards.clear()
    scene.draw(pygame.Surface((1280, 800)))
    monkeypatch.setattr(Art, "square", real)
    return drawn


def table(app: App, spring: bool) -> Any:
    scene = demo_table([None, "easy"], SEED, spring=spring)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    assert any(
        d is not None and (domino(d).a.spring or domino(d).b.spring) for d in scene.shown_display
    )
    return scene


def test_no_spring_symbol_without_the_variant(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = table(app, spring=False)
    drawn = squares_drawn(scene, monkeypatch)
    assert drawn, "the display's dominoes were drawn"
    assert not any(spring for _terrain, spring in drawn)


def test_with_the_variant_the_drop_shows_and_f1_names_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = table(app, spring=True)
    assert any(spring for _terrain, spring in squares_drawn(scene, monkeypatch))
    post(app, pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    index = next(
        k
        for k, d in enumerate(scene.shown_display)
        if d is not None and (domino(d).a.spring or domino(d).b.spring)
    )
    card = scene.slot_domino_rect(index)
    named = [
        label
        for label in overlay.labels
        if label.spot.w <= 60 and card.inflate(12, 12).contains(label.spot)
    ]
    assert named, "F1 names the spring symbol on the display's domino"


def test_f1_names_no_spring_without_the_variant(app: App) -> None:
    scene = table(app, spring=False)
    assert scene.spring_spot() is None
