"""Play-test finding (Dragomino end screen, four seats at 640x480 under Xvfb): when equal
points were decided by empty shells, the winner's shells shone in a gold ring drawn around
the shell alone, and the ring ran through the count beside it ("×6" read as "×("). The
shell and its count now share one gold pill that encloses both.
"""

from __future__ import annotations

import pygame

from common.app import App
from dragomino.plugin import demo_table
from dragomino.ui import pieces, selftest
from dragomino.ui.end import EndOverlay
from dragomino.ui.look import GOLD, INK


def test_the_tie_breaking_shells_shine_without_crossing_their_count(app: App) -> None:
    table = demo_table(["easy", "normal", "easy", "easy"], 5)
    app.scenes.push(table)
    assert selftest.run_until(table, lambda: table.state.is_over and not table.pending, 3000)
    selftest.advance(table, 1.0, 0.1)
    overlay = app.scenes.top
    assert isinstance(overlay, EndOverlay)
    overlay.tie_broken = True
    overlay.shells = [12, 12, 12, 12]
    row = pygame.Rect(120, 150, 1040, 120)
    surface = pygame.Surface((1280, 800))
    surface.fill((0, 0, 0))
    overlay.paint_row(surface, row, 0, True)
    count = pieces.text_surface("×12", table.layout.font(26), INK)
    box = count.get_rect(center=(row.right - 160, row.centery))
    gold = [
        (x, y)
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if tuple(surface.get_at((x, y)))[:3] == GOLD
    ]
    assert gold == [], f"the ring crosses the count at {gold[:3]}"
    # and the shells do shine: gold around them, on both sides
    assert tuple(surface.get_at((box.right + 6, row.centery)))[:3] == GOLD or any(
        tuple(surface.get_at((x, row.centery)))[:3] == GOLD
        for x in range(box.right, box.right + 20)
    )
