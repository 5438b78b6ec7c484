"""Play-test report (an earlier session): once a small island seemed to stick out past its
panel's edge. Not reproduced: in 36 seeded computer games (2-4 seats, larger text on and
off) every settled small island lay inside its panel's sea, and islands grown as far as
a game allows in one direction (16 squares in a row, a column, an L) fit too. The only time
an island leaves its panel is the 0.55 s flight when islands trade places. This keeps the
still picture honest for the longest islands.
"""

from __future__ import annotations

import pytest

from common.app import App
from dragomino.plugin import demo_table
from dragomino.ui import selftest

Cell = tuple[int, int]
LONGEST = 16  # the start domino and one domino a round for seven rounds

SHAPES: dict[str, list[Cell]] = {
    "row": [(x, 0) for x in range(1 - LONGEST, 1)],
    "column": [(0, y) for y in range(1 - LONGEST, 1)],
    "L": [(x, 0) for x in range(9)] + [(8, y) for y in range(1, LONGEST - 8)],
}


@pytest.mark.parametrize("larger", [False, True])
@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("shape", list(SHAPES))
def test_the_longest_islands_stay_inside_their_panels(
    app: App, shape: str, seats: int, larger: bool
) -> None:
    app.settings.larger_text = larger
    try:
        scene = demo_table([None] + ["easy"] * (seats - 1), 3)
        app.scenes.push(scene)
        assert selftest.run_until(scene, scene.input_allowed, 30)
        square = next(iter(scene.state.players[0].island.values()))
        cells = SHAPES[shape]
        for seat in range(seats):
            scene.shown_islands[seat] = dict.fromkeys(cells, square)
        scene._fit_cameras(instant=True)
        for seat, camera, panel in zip(scene.others(), scene.minis, scene.mini_rects, strict=True):
            assert panel.contains(camera.rect)
            chip = scene._mini_chip_rect(camera)
            for cell in cells:
                box = camera.cell_rect(cell)
                assert camera.rect.contains(box), (seat, cell, box, camera.rect)
                assert not box.colliderect(chip), (seat, cell, "under the score chip")
        selftest.advance(scene, 3.0)
        for cell in cells:
            assert scene.big.rect.contains(scene.big.cell_rect(cell)), cell
    finally:
        app.settings.larger_text = False
