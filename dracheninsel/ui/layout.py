"""Where things sit on the Die Dracheninsel table (logical 1280×800 canvas).

Every rectangle and anchor of the table has a name here; the drawing (hud.py), the input
(controls.py) and the animations (animate.py) take their places from this module only.
Panels follow the boats: `layout_panels` puts each seat's panel on the side of its boat, in
the row closest to it.

"Larger text and pieces" (`common.comfort.text_scale`, 1.25) is one factor: `table_layout`
gives the sizes that grow with it (hand cards, panel lines, reaction prompt and badges,
private choice panels, fonts, highlight rings); the table asks for it once per frame and
reads every size from it. At factor 1.0 it gives exactly the constants below. The island
keeps its size: it already fills the room between the two columns of panels.
"""

from __future__ import annotations

import functools
import itertools
from dataclasses import dataclass

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
#: Canvas px of the smallest line a player must read on the panels: its line is 20 px
#: tall, 12.5 px on screen in an 800x500 window (the canvas at 0.625); 14 px drew 11 px
#: lines, 8-9 px capitals at 900x600 (issue 27 follow-up)
READ_MIN = 16
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
# Menu and "?" at the top right, small buttons as in Dragomino's corner: F1 names them
# together on its legend card with their pictures (a wide Menu got a label and a leader
# line across the first panel instead, and pushed the panel's label over a boat)
MENU_BUTTON = pygame.Rect(CANVAS.right - MARGIN - 100, 14, 100, 52)
HELP_BUTTON = pygame.Rect(MENU_BUTTON.x - 10 - 52, 14, 52, 52)  # "?": F1's overlay


CARD_W = 96  # a card of the hand, face up
HIDDEN_CARD_W = 80  # the backs of a hand while its owner waits
PANEL_BACK_W = 30  # the hand's backs on a seat panel
PROMPT = pygame.Rect(262, 6, 756, 116)  # the reaction prompt, over the banner
BADGE_W, BADGE_H, BADGE_GAP = 112, 32, 8  # the claim badges under the prompt
CHOICE = pygame.Rect(390, 250, 500, 250)  # a private question with a few answers
CHOICE_BUTTON_H = 56


@dataclass(frozen=True)
class TableLayout:
    """The sizes of the table at one "larger text and pieces" factor."""

    scale: float
    hand_area: pygame.Rect  # the strip the hand is fanned in
    card_w: int
    hidden_card_w: int
    panel_h: int
    panel_head_h: int
    panel_cards_y: int
    panel_coins_inset: int
    panel_back_w: int
    coin_radius: int
    prompt: pygame.Rect
    badge: tuple[int, int, int]  # width, height, gap
    choice: pygame.Rect
    choice_button_h: int

    def font(self, size: int) -> int:
        """A font size of the table at this factor."""
        return round(size * self.scale)

    def px(self, length: float) -> int:
        return round(length * self.scale)


@functools.cache
def table_layout(scale: float = 1.0) -> TableLayout:
    """The table's sizes at `scale`; the panel columns keep their width and top, a taller
    panel still ends above the piles and the side buttons (three rows fit: 80 + 3 x 174 +
    2 x 10 = 622 < 628)."""
    s = scale
    panel_h = min(174, round(PANEL_H * s))
    choice = pygame.Rect(0, 0, round(CHOICE.w * s), round(CHOICE.h * s))
    choice.center = CHOICE.center
    return TableLayout(
        scale=s,
        # bigger cards tilt further at the ends: the strip rises so no corner leaves the canvas
        hand_area=HAND_AREA.move(0, -round(40 * (s - 1))),
        card_w=round(CARD_W * s),
        hidden_card_w=round(HIDDEN_CARD_W * s),
        panel_h=panel_h,
        panel_head_h=round(PANEL_HEAD_H * s),
        panel_cards_y=round(PANEL_CARDS_Y * s),
        panel_coins_inset=round(PANEL_COINS_INSET + 8 * (s - 1)),
        # backs and coins grow by half the factor: both rows still fit the panel's height
        panel_back_w=round(PANEL_BACK_W * (1 + (s - 1) / 2)),
        coin_radius=round(COIN_RADIUS * (1 + (s - 1) / 2)),
        prompt=PROMPT,
        badge=(round(BADGE_W * s), round(BADGE_H * s), BADGE_GAP),
        choice=choice,
        choice_button_h=round(CHOICE_BUTTON_H * s),
    )


BASE = table_layout(1.0)


def layout_panels(board: BoardView, state: State, lay: TableLayout = BASE) -> list[pygame.Rect]:
    """Each seat's panel on the side of its boat, rows as close to the boat as fits."""
    n = state.n
    panel_h = lay.panel_h
    boats = [board.boat_center(state.colour_of(s)) for s in range(n)]
    by_x = sorted(range(n), key=lambda s: boats[s][0])
    left = by_x[: n // 2]
    rects = [pygame.Rect(0, 0, 0, 0)] * n
    row_y = [PANEL_TOP + r * (panel_h + PANEL_GAP) + panel_h / 2 for r in range(PANEL_ROWS)]
    for column in (left, by_x[n // 2 :]):
        seats = sorted(column, key=lambda s: boats[s][1])
        rows = min(
            itertools.combinations(range(PANEL_ROWS), len(seats)),
            key=lambda rs: sum(abs(row_y[r] - boats[s][1]) for r, s in zip(rs, seats, strict=True)),
        )
        x = MARGIN if column is left else CANVAS.right - MARGIN - PANEL_W
        for row, seat in zip(rows, seats, strict=True):
            top = PANEL_TOP + row * (panel_h + PANEL_GAP)
            rects[seat] = pygame.Rect(x, top, PANEL_W, panel_h)
    return rects


def panel_coin_anchor(panel: pygame.Rect, lay: TableLayout = BASE) -> Point:
    """Where collected coins fly to on a seat's panel."""
    return (float(panel.x + 30), float(panel.bottom - lay.panel_coins_inset))
