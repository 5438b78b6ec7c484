"""Family play-test: a domino held by keyboard could stick about 35 px out of the island's
panel. Only its first half was kept within two squares of the island, so the second half
went a square further; and the camera kept 1.6 squares of sea around the island, less than
the two squares a legal domino's far half may lie out. Now both halves stay within reach
and the camera keeps two squares: the held domino never leaves the panel."""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino, half_b_cell
from dragomino.ui import selftest
from tests.dragomino.test_playtest6_long_islands import SHAPES
from tests.dragomino.test_ui_undo import post

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def key(app: App, code: int) -> None:
    post(app, pygame.KEYDOWN, key=code, mod=0, unicode="")


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("shape", ["start", *SHAPES])
def test_a_domino_held_by_keyboard_stays_inside_the_island_panel(
    app: App, shape: str, larger: bool
) -> None:
    app.settings.larger_text = larger
    try:
        scene = demo_table([None, "easy"], 3)
        app.scenes.push(scene)
        assert selftest.run_until(scene, scene.input_allowed, 30)
        if shape != "start":
            square = next(iter(scene.state.players[0].island.values()))
            scene.shown_islands[0] = dict.fromkeys(SHAPES[shape], square)
            scene._fit_cameras(instant=True)
        panel = scene.rect("island")
        key(app, pygame.K_TAB)
        drag = scene.drag
        assert drag is not None and drag.keyboard
        worst = 0
        for _turn in range(4):
            for arrow in ARROWS:
                for _step in range(20):
                    key(app, arrow)
                    held = scene.drag
                    assert held is not None and held.hover is not None
                    cam = scene.big
                    far = half_b_cell(held.hover, held.orientation)
                    footprint = cam.cell_rect(held.hover).union(cam.cell_rect(far))
                    out = max(
                        panel.left - footprint.left,
                        footprint.right - panel.right,
                        panel.top - footprint.top,
                        footprint.bottom - panel.bottom,
                    )
                    worst = max(worst, out)
            key(app, pygame.K_r)
        assert worst <= 0, f"the held domino stuck {worst} px out of the island's panel"
    finally:
        app.settings.larger_text = False


def test_every_legal_spot_of_a_long_island_can_be_reached_and_is_in_the_picture(
    app: App,
) -> None:
    """The reach is no tighter than the rules: every legal placement of a real game's
    island lies inside the panel and within the keyboard's reach."""
    scene = demo_table([None, "easy", "easy"], 7)
    app.scenes.push(scene)
    rounds = 0
    for _turn in range(30):
        assert selftest.run_until(scene, scene.input_allowed, 60)
        state = scene.state
        panel = scene.rect("island")
        selftest.advance(scene, 2.0)  # the camera settles on this island
        for dom in state.display:
            if dom is None:
                continue
            for p in state.legal_placements(dom):
                far = half_b_cell(p.cell, p.orientation)
                box = scene.big.cell_rect(p.cell).union(scene.big.cell_rect(far))
                assert panel.contains(box), (p, box, panel)
                assert scene._keyboard_reach(p.cell, p.orientation) == p.cell
        index = next(k for k, d in enumerate(state.display) if d is not None)
        spot = state.legal_placements(state.display[index])[0]
        scene.commit(PlaceDomino(index, spot.cell, spot.orientation))
        if not selftest.run_until(scene, lambda: scene.input_allowed() or scene.state.is_over, 60):
            break
        rounds = scene.state.round
        if scene.state.is_over or rounds > 4:
            break
    assert rounds > 4, "the island grew over four rounds"
