"""Play-test finding on Die Dracheninsel's guided first game (seen under Xvfb): the standing
dragon beside the guide's line stood 27 px out of its bubble, wings and horns over the
turn banner's edge; it read as a drawing mistake rather than a dragon peeking out, since
it overlapped another part of the screen. The dragon is now drawn as tall as fits, and
stays inside its bubble at every moment of its bob, in every bubble the guide uses.
"""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from common.app import App
from dracheninsel.ui import guide
from dracheninsel.ui.guide import BUBBLES, OVER_HAND, GuideTable
from tests.dracheninsel.test_guide import until


class BlitSpy(pygame.Surface):
    """A canvas that remembers each picture blitted and where its visible pixels went."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kwargs)
        if isinstance(source, pygame.Surface):
            at = pygame.Rect(dest).topleft if not isinstance(dest, tuple) else dest
            self.placed.append((source, source.get_bounding_rect().move(at)))
        return rect


def hello(app: App) -> GuideTable:
    """The guide as the title's "First game" opens it, at its first line."""
    scene = GuideTable(lambda: None, sync_ai=True)
    app.scenes.push(scene)
    until(scene, scene.tap_ready)
    assert scene.step == "hello"
    return scene


def dragon_drawn(scene: GuideTable, box: pygame.Rect) -> pygame.Rect:
    """Where the bubble's dragon shows (its visible pixels) in the picture just drawn."""
    canvas = BlitSpy((1280, 800))
    scene.draw(canvas)
    pictures = [rect for shown, rect in canvas.placed if shown.get_size() == (118, 118)]
    assert pictures, "no dragon drawn"
    return pictures[-1]


@pytest.mark.parametrize("box", [*BUBBLES, OVER_HAND], ids=["top", "bottom", "over-hand"])
def test_the_guide_dragon_stays_inside_its_bubble(
    app: App, box: pygame.Rect, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = hello(app)
    monkeypatch.setattr(GuideTable, "bubble_box", lambda _self, _focus: box)
    for tenth in range(21):  # the bob: sin(clock * 3) over one period
        scene.clock = tenth * (2 * math.pi / 3) / 20
        dragon = dragon_drawn(scene, box)
        assert box.contains(dragon), f"the dragon at {dragon} leaves its bubble {box}"
        assert dragon.h >= 0.8 * box.h, "the dragon stays a good size"


def test_the_hello_step_shows_the_dragon_below_the_banner(app: App) -> None:
    """The first step, as the learner sees it: nothing of the dragon over the banner."""
    scene = hello(app)
    scene.clock = math.pi / 6  # the bob at its highest
    dragon = dragon_drawn(scene, guide.BUBBLES[0])
    from dracheninsel.ui.layout import BANNER

    assert dragon.top >= BANNER.bottom, (dragon, BANNER)
