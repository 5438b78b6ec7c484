"""Where everything sits on the Dragomino table, for one size factor.

"Larger text and pieces" (`common.comfort.text_scale`) asks for 1.25: the words, the display
dominoes, the buttons, the panels and the score chips grow by that factor, and the island
(the one area that stretches) gives them the room; nothing is drawn on top of anything
else. `table_layout(1.0)` is exactly the table as it was (`look.LAYOUT`, checked by a test).
The table and its drawing helpers take every place and size from the `TableLayout` they are
given; nothing else multiplies by the factor.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

Box = tuple[int, int, int, int]

CANVAS_W, CANVAS_H = 1280, 800
MARGIN = 14  # canvas edge to the left column and the top buttons
GAP = 14  # between the top buttons, and below them
BUTTON = 56  # the square buttons (menu, odds, help, undo) at factor 1.0
COLUMN = 224  # the display's and the rounds' width at factor 1.0
OTHERS = 268  # the other players' column at factor 1.0
BANNER_H = 64
BOTTOM_H = 84  # the egg supply and the rounds


@dataclass(frozen=True)
class TableLayout:
    """Named rectangles and piece sizes of the table at one factor."""

    scale: float
    rects: dict[str, Box]
    display_cell: int  # pixels per square of a display domino
    island_max_cell: int  # the active island's largest square
    mini_max_cell: int  # the other islands' largest square
    mini_header: int  # the name strip on top of another player's panel
    order_step: int  # pixels between the faces of the round order in the banner

    def rect(self, name: str) -> pygame.Rect:
        return pygame.Rect(self.rects[name])

    def font(self, size: int) -> int:
        """A font size of the table at this factor."""
        return round(size * self.scale)

    def px(self, length: float) -> int:
        """A length on the table (inset, radius, badge) at this factor."""
        return round(length * self.scale)


def table_layout(scale: float = 1.0) -> TableLayout:
    """The table at `scale`: fixed margins, grown pieces, the island takes what is left."""
    s = scale
    button = round(BUTTON * s)
    column = round(COLUMN + 48 * (s - 1))  # the display must hold a domino of 2 squares
    bar_x = MARGIN + column + 12  # banner, island and supply start here
    top = MARGIN + button + GAP  # below the buttons: display and other players
    banner_h = round(BANNER_H + 32 * (s - 1))
    island_top = 8 + banner_h + 8
    bottom_y = CANVAS_H - 8 - BOTTOM_H
    others_w = round(OTHERS + 80 * (s - 1))  # names at the larger size need the width
    others_x = CANVAS_W - 12 - others_w
    bar_w = others_x - 10 - bar_x
    island_h = bottom_y - 8 - island_top
    column_h = bottom_y - 12 - top
    rects: dict[str, Box] = {
        "banner": (bar_x, 8, bar_w, banner_h),
        "display": (MARGIN, top, column, column_h),
        "island": (bar_x, island_top, bar_w, island_h),
        "others": (others_x, top, others_w, column_h),
        "supply": (bar_x, bottom_y, bar_w, BOTTOM_H),
        "menu_button": (MARGIN, MARGIN, button, button),
        "odds_button": (MARGIN + button + GAP, MARGIN, button, button),
        "help_button": (MARGIN + 2 * (button + GAP), MARGIN, button, button),
        # over the sea, bottom left: take back (Ctrl+Z)
        "undo_button": (bar_x + 8, island_top + island_h - 8 - button, button, button),
        "rounds": (MARGIN, bottom_y, column, BOTTOM_H),
    }
    return TableLayout(
        scale=s,
        rects=rects,
        display_cell=round(80 * s),
        island_max_cell=round(104 * s),
        mini_max_cell=round(44 * s),
        mini_header=round(54 * s),
        order_step=round(34 * s),
    )


BASE = table_layout(1.0)
