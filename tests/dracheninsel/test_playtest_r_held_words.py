"""Play-test (helper R, a whole 4-seat game under Xvfb): Anna held Foolhardy Flight over a
landing space of the bottom row. Its price in words ("Foolhardy Flight: lands here, no
terrain card needed") stood above that disk, for lack of room below, and the held card,
which also stands clear of the disk under the pointer, was drawn over the middle of the
words. The words now stay on top of a held card.

Driven with posted mouse events (the card is pressed in the hand and moved over the
island, as `test_playtest7_prices` does).
"""

from __future__ import annotations

from common import theme
from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import selftest
from tests.dracheninsel.test_ui_table import press_and_move, start

ANNA = 0
LAND = cell(-4, 4)  # bottom row: the words go above the disk


def test_a_held_card_does_not_cover_its_price_in_words(app: App) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["foolhardy_flight", "Y"], 1: ["B"], 2: ["K"], 3: ["N"]},
            positions={ANNA: cell(-4, 2)},
        ),
    )
    card = next(c for c in table.state.hands[ANNA] if D.CARD_KIND[c] == "foolhardy_flight")
    assert any(
        m.kind == "foolhardy_flight" and m.cell == LAND for m in table.state.legal_moves(ANNA)
    )
    start_at = table.fan.rect_of(table.hand_of_viewer(), card).center
    press_and_move(app, start_at, table.board.cell_center(LAND))
    app.render()
    box = table.price_box
    assert box is not None and box.bottom < table.board.cell_center(LAND)[1]  # above it
    # the row just inside the bubble's top edge is the bubble's own paper all along
    y = box.top + 3
    row = [app.canvas.get_at((x, y))[:3] for x in range(box.left + 14, box.right - 14)]
    covered = [x for x, colour in enumerate(row) if colour != theme.CARD[:3]]
    assert not covered, f"{len(covered)} of {len(row)} pixels of the words are covered"
