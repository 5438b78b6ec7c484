"""Where things sit on the Die Dracheninsel table (logical 1280×800 canvas).

Every rectangle and anchor of the table has a name here; the drawing (hud.py), the input
(controls.py) and the animations (animate.py) take their places from this module only.
Panels follow the boats: `layout_panels` puts each seat's panel on the side of its boat, in
the row closest to it.
"""

from __future__ import annotations

import itertools

import pygame

from dracheninsel.rules import State
from dracheninsel.ui.board_view import BoardView, Point

CANVAS = pygame.Rect(0, 0, 1280, 800)
MARGIN = 16  # between the canvas edge and the side columns

BOARD_RECT = pygame.Rect(244, 76, 792, 548)
BANNER = pygame.Rect(262, 10, 756, 58)
TITLE_ANCHOR = (20, 40)  # "Die Dracheninsel", midleft
BANNER_TEXT_INSET = 22  # the banner's line starts this far in

# seat panels: two columns of up to three rows beside the island
PANEL_W, PANEL_H, PANEL_GAP, PANEL_TOP = 220, 166, 10, 80
PANEL_ROWS = 3
PANEL_HEAD_H = 50  # the coloured head with cone, name and level
PANEL_CARDS_Y = 84  # centre line of the hand backs and the card count (from the top)
PANEL_COINS_INSET = 24  # centre line of the coins (up from the bottom)
COIN_RADIUS = 12

HAND_AREA = pygame.Rect(240, 600, 800, 200)
DRAW_PILE = pygame.Rect(24, 632, 84, 118)
DISCARD_PILE = pygame.Rect(130, 632, 84, 118)

# buttons: the right column under the panels, the speed button inside the banner
SIDE_BUTTONS = pygame.Rect(1056, 628, 208, 160)
END_BUTTON = pygame.Rect(SIDE_BUTTONS.x, SIDE_BUTTONS.y, SIDE_BUTTONS.width, 58)
DRAW_BUTTON = END_BUTTON  # the exchange's "Draw" takes the place of "End turn"
ABANDON_BUTTON = pygame.Rect(SIDE_BUTTONS.x, SIDE_BUTTONS.y + 70, SIDE_BUTTONS.width, 46)
SPEED_BUTTON = pygame.Rect(BANNER.right - 92, BANNER.y + 8, 80, BANNER.height - 14)
HELP_BUTTON = pygame.Rect(CANVAS.right - MARGIN - PANEL_W, 14, 52, 52)  # "?": F1's overlay
MENU_BUTTON = pygame.Rect(HELP_BUTTON.right + 10, 14, PANEL_W - HELP_BUTTON.width - 10, 52)


def layout_panels(board: BoardView, state: State) -> list[pygame.Rect]:
    """Each seat's panel on the side of its boat, rows as close to the boat as fits."""
    n = state.n
    boats = [board.boat_center(state.colour_of(s)) for s in range(n)]
    by_x = sorted(range(n), key=lambda s: boats[s][0])
    left = by_x[: n // 2]
    rects = [pygame.Rect(0, 0, 0, 0)] * n
    row_y = [PANEL_TOP + r * (PANEL_H + PANEL_GAP) + PANEL_H / 2 for r in range(PANEL_ROWS)]
    for column in (left, by_x[n // 2 :]):
        seats = sorted(column, key=lambda s: boats[s][1])
        rows = min(
            itertools.combinations(range(PANEL_ROWS), len(seats)),
            key=lambda rs: sum(abs(row_y[r] - boats[s][1]) for r, s in zip(rs, seats, strict=True)),
        )
        x = MARGIN if column is left else CANVAS.right - MARGIN - PANEL_W
        for row, seat in zip(rows, seats, strict=True):
            rects[seat] = pygame.Rect(x, PANEL_TOP + row * (PANEL_H + PANEL_GAP), PANEL_W, PANEL_H)
    return rects


def panel_coin_anchor(panel: pygame.Rect) -> Point:
    """Where collected coins fly to on a seat's panel."""
    return (float(panel.x + 30), float(panel.bottom - PANEL_COINS_INSET))
