"""Play-test finding on the egg supply (seen under Xvfb, fixed here): with larger text and
pieces, the odds hint's last percentage ("78%") ran into the supply panel's right edge.
The words now keep clear of the edge at both sizes.
"""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from dragomino.plugin import demo_table
from dragomino.rules import baby_odds, public_egg_counts
from dragomino.ui import hud, selftest


@pytest.mark.parametrize("larger", [False, True])
def test_the_odds_stay_inside_the_supply_panel(app: App, larger: bool) -> None:
    app.settings.larger_text = larger
    try:
        scene = demo_table([None, "easy", "easy", "easy"], 4)
        app.scenes.push(scene)
        assert selftest.run_until(scene, scene.input_allowed, 30)
        at = app.to_window(scene.rect("odds_button").center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        app.step()
        assert scene.show_odds
        app.render()
        strip = scene.rect("supply")
        painted = pygame.Surface(strip.size, pygame.SRCALPHA)
        odds = baby_odds(scene.state)
        hud.paint_supply(painted, scene.art, public_egg_counts(scene.state), odds, scene.lay)
        edge = painted.subsurface(pygame.Rect(strip.w - 8, 0, 8, strip.h))
        assert edge.get_bounding_rect().w == 0, "nothing within 8 px of the right edge"
    finally:
        app.settings.larger_text = False
