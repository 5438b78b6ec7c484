"""The price in words stands clear of the other price chips (issue 27 follow-up, helper S).

A play-test found the bubble that says a step's price ("No grey card: your own red pays
for anything") always under the disk under the pointer, where it covered the disks and
price chips of the next row: the very choices the player was comparing. Now it takes the
first place beside the disk (under, over, left, right, or reaching away to one side) that
covers no other lit space or chip, and it stays on the canvas and above the hand.

Driven with posted mouse events on the real table (see test_ui_table): the hunter is
held and carried over each of its lit spaces in turn.
"""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import selftest
from dracheninsel.ui.layout import CANVAS
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import post, press_and_move, start

ANNA = 0

# the middle of the island and four of its edges (beside the panels, the banner, the hand)
WHERE = [cell(1, 1), cell(-4, 2), cell(4, -2), cell(0, -4), cell(0, 4)]


def mark(table: DracheninselTable, pos: int) -> pygame.Rect:
    """A lit space as the eye sees it: the disk and the chip under it (its centre 0.42
    disks under the disk's centre, at least 14 px tall)."""
    x, y = table.board.cell_center(pos)
    disk = table.board.disk_size()
    rect = pygame.Rect(0, 0, round(disk), round(disk))
    rect.center = (round(x), round(y))
    rect.height = round(y + disk * 0.42 + 7) - rect.top
    return rect


@pytest.mark.parametrize("where", WHERE)
def test_the_price_bubble_covers_no_other_lit_space_and_stays_on_screen(
    app: App, larger: bool, where: int
) -> None:
    hands = {ANNA: ["B", "Y", "B", "R", "G"], 1: ["K"], 2: ["G"]}  # as test_playtest7_prices
    table = start(app, selftest.scripted(hands=hands, positions={ANNA: where}))
    hunter = table.board.figure_center(table.state, ANNA)
    press_and_move(app, hunter, (hunter[0] + 3, hunter[1] + 3))  # lifted: the steps light
    lit = sorted(table.lit_positions())
    assert len(lit) >= 2
    bounds = pygame.Rect(0, 0, CANVAS.width, table.lay.hand_area.top)
    for target in lit:
        at = tuple(round(v) for v in table.board.cell_center(target))
        post(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
        app.step()
        app.render()
        box = table.price_box
        assert box is not None, target
        assert bounds.contains(box), (target, box)  # never off the screen nor on the hand
        assert not box.colliderect(mark(table, target)), target  # the disk stays seen
        covered = [p for p in lit if p != target and box.colliderect(mark(table, p))]
        assert not covered, (target, box, covered)
