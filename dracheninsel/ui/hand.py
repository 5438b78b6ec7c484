"""The acting person's hand, fanned along the bottom of the table.

Built on `dracheninsel.ui.cards` (D2): every face goes through `cards.draw_face_up`, which
reports `(card, owner)` to `cards.FACE_UP_HOOKS`; the privacy tests watch those reports.
`HandFan` only adds what the table needs on top: which card is hovered, held (dragged),
picked (exchange, Long Journey's colour) or dimmed (not choosable now), and hit testing
that agrees with the drawing.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

from common import assets, theme
from common.i18n import N_, _
from common.widgets import Button, ellipsize
from dracheninsel.ui import cards
from dracheninsel.ui.layout import CARD_W

CARD_WIDTH = CARD_W  # at factor 1.0 (`layout.table_layout`)
PICKED_RISE = 30  # a picked card stands out of the fan by this much
FRESH_RISE = 18  # a card that just arrived stands out by this much at first (fresh.py)
FRESH_GLOW = theme.GOLD  # ... with a rim of this colour
SPEND_RISE = 16  # the card a hovered step would spend stands out by this much ...
SPEND_GLOW = theme.PRIMARY  # ... with a rim of this colour
#: A card held over the island shrinks to this share of its width and stands this many px
#: clear of the disk under the pointer (play-test: a dragged Foolhardy Flight covered the
#: space it was to land on)
HELD_SHRINK = 0.62
HELD_GAP = 6
DISCARD_MARK = theme.DANGER  # the chip on a card marked to discard (exchange)
DISCARD_MARK_SHARE = 0.15  # its radius as a share of the card's width
#: The names of the hand's cards, in two staggered rows above the fan: printed in a card's
#: band they were about 5 px in a 900x600 window ("Zerstörende Kräfte", family play-test,
#: issue 27 finding 12), and no band of a 96 px card holds them larger. A caption is at
#: least NAME_MIN canvas px, 12 px on screen in an 800x500 window (x 0.625); a name wider
#: than its room (two cards' steps: the neighbours' names are in the other row) wraps, a
#: word still too long is cut with "…".
NAME_MIN = 20
NAME_GAP = 6  # px between the fan's top and the lower row, and between the rows
NAME_PAD = 4  # px around a name on its plate


class HandFan:
    """One hand as a fan in `area`; the scene passes the cards (from a private view)."""

    def __init__(self, area: pygame.Rect, card_w: int = CARD_WIDTH) -> None:
        self.area = pygame.Rect(area)
        self.card_w = card_w  # the table sets it from its layout ("larger text and pieces")
        self.hover: int | None = None  # card id under the mouse
        self.held: int | None = None  # card id being dragged (the scene draws it)
        self.picked: set[int] = set()
        self.lit: set[int] | None = None  # None: every card may be taken
        # card -> 0..1: just arrived, stands out (the table sets it from its owner's view)
        self.fresh: dict[int, float] = {}
        # picked means "to discard" (the exchange), not "chosen" (Long Journey, a card in play)
        self.discarding = False
        # the card a step onto the space under the pointer would spend (the table sets it
        # each frame from the rules' price): it rises a little and glows
        self.spend: int | None = None

    def spots(self, hand: list[int]) -> list[tuple[int, cards.CardSpot]]:
        hovered = hand.index(self.hover) if self.hover in hand else None
        spots = cards.fan_layout(len(hand), self.area, self.card_w, hovered)
        out = []
        for card, spot in zip(hand, spots, strict=True):
            rise = 0.0
            if card in self.picked:
                rise = PICKED_RISE
            elif card == self.spend:
                rise = SPEND_RISE
            elif card in self.fresh:
                rise = FRESH_RISE * self.fresh[card]
            if rise and not spot.lifted:
                spot = cards.CardSpot(
                    spot.index,
                    (spot.center[0], spot.center[1] - rise),
                    spot.angle,
                    spot.width,
                    spot.lifted,
                )
            out.append((card, spot))
        return out

    def card_at(self, hand: list[int], pos: tuple[float, float]) -> int | None:
        """The card under `pos`; the lifted card keeps the strip it rose from, so the
        pointer that lifted it still holds it."""
        if self.hover in hand:
            lifted = self.rect_of(hand, self.hover)
            if lifted is not None:
                spots = cards.fan_layout(len(hand), self.area, self.card_w)
                resting = spots[hand.index(self.hover)].rect()
                if lifted.union(resting).collidepoint(pos):
                    return self.hover
        pairs = self.spots(hand)
        index = cards.card_at([spot for _card, spot in pairs], pos)
        return None if index is None else pairs[index][0]

    def rect_of(self, hand: list[int], card: int) -> pygame.Rect | None:
        for c, spot in self.spots(hand):
            if c == card:
                return spot.rect()
        return None

    def draw(
        self,
        surface: pygame.Surface,
        hand: list[int],
        owner: int,
        playable: set[int] | None = None,
    ) -> None:
        """Draw `owner`'s hand face up (the caller has checked that `owner` may see it);
        with `playable` (and nothing lit for a pick), the other cards are dimmed."""
        pairs = self.spots(hand)
        by_spot = {spot.index: card for card, spot in pairs}
        named = False
        for spot in cards.draw_order([spot for _card, spot in pairs]):
            if spot.lifted and not named:  # the names over the resting cards, under this one
                self.draw_names(surface, pairs)
                named = True
            card = by_spot[spot.index]
            if card == self.held:
                continue
            choosable = self.lit if self.lit is not None else playable
            dim = choosable is not None and card not in choosable
            glow = theme.HIGHLIGHT if card in self.picked else None
            if card == self.spend:
                glow = SPEND_GLOW
            if glow is None and self.fresh.get(card, 0.0) > 0.0:
                glow = FRESH_GLOW
            cards.draw_face_up(
                surface,
                card,
                owner,
                spot.center,
                spot.width,
                spot.angle,
                glow=glow,
                alpha=150 if dim else 255,
            )
        if not named:
            self.draw_names(surface, pairs)
        if self.discarding:  # over every card, so a neighbour never hides one
            for card, spot in pairs:
                if card in self.picked and card != self.held:
                    draw_discard_mark(surface, spot)
        if self.hover is not None and self.held is None and self.hover in hand:
            rect = self.rect_of(hand, self.hover)
            if rect is not None:
                scale = self.card_w / CARD_WIDTH
                cards.draw_tooltip(surface, self.hover, owner, rect, surface.get_rect(), scale)

    def name_size(self) -> int:
        """The captions' font size: NAME_MIN, more with "larger text and pieces"."""
        return max(NAME_MIN, round(NAME_MIN * self.card_w / CARD_WIDTH))

    def name_pictures(
        self, pairs: list[tuple[int, cards.CardSpot]]
    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Each resting card's name and its plate (the lifted card's tooltip names it),
        centred over its card: every other card's name on its card's name band, the others'
        in the row above the fan, so a name may be two cards wide before it wraps."""
        resting = [(card, spot) for card, spot in pairs if not spot.lifted]
        if not resting:
            return []
        centres = sorted(spot.center[0] for _card, spot in pairs)
        steps = [b - a for a, b in itertools.pairwise(centres)]
        room = max(self.card_w, round(2 * min(steps, default=self.card_w)) - 2 * NAME_PAD - 10)
        size = self.name_size()
        font = assets.font(size, True)
        top = min(spot.rect().top for _card, spot in resting) - NAME_GAP
        named = []
        for card, spot in resting:
            name = cards.card_name(card)
            if font.size(name)[0] <= room:
                picture = assets.text(name, size, theme.INK, True)
            else:  # wrapped at its spaces; a word still too wide is cut with "…"
                words = [ellipsize(word, size, room, bold=True) for word in name.split(" ")]
                picture = assets.wrapped_text(
                    " ".join(words), size, theme.INK, room, True, align="center"
                )
                ink = picture.get_bounding_rect()  # as wide as its words, full line height
                picture = picture.subsurface((ink.x, 0, ink.w, picture.get_height())).copy()
            plate = picture.get_rect().inflate(2 * NAME_PAD + 4, 2 * NAME_PAD)
            plate.centerx = round(spot.center[0])
            named.append((spot.index % 2, picture, plate))
        # the lower row lies over its cards' own printed names (the same words, larger), the
        # upper one above it: the island above the hand keeps as much of its last row as can
        band = round(cards.NAME_BAND[1] + cards.NAME_BAND[3] / 2) * self.card_w / cards.ART_W
        one_line = font.get_linesize() + 2 * NAME_PAD  # a wrapped name grows upwards
        for (_card, spot), (row, _picture, plate) in zip(resting, named, strict=True):
            if not row:
                plate.bottom = round(spot.center[1] - spot.size[1] / 2 + band + one_line / 2)
        lower = min((plate.top for row, _p, plate in named if row == 0), default=top)
        for row, _picture, plate in named:
            if row:
                plate.bottom = min(top, lower - NAME_GAP)
        return [(picture, plate) for _row, picture, plate in named]

    def draw_names(self, surface: pygame.Surface, pairs: list[tuple[int, cards.CardSpot]]) -> None:
        """The names above the fan, under the lifted card and the tooltip."""
        for picture, plate in self.name_pictures(pairs):
            pygame.draw.rect(surface, theme.CARD, plate, border_radius=8)
            pygame.draw.rect(surface, theme.PAPER_DARK, plate, 1, border_radius=8)
            surface.blit(picture, picture.get_rect(center=plate.center))

    def draw_held(
        self,
        surface: pygame.Surface,
        card: int,
        owner: int,
        pos: tuple[float, float],
        clear: pygame.Rect | None = None,
    ) -> None:
        """The card under the pointer; held over the island (`clear`: the disk under the
        pointer) it shrinks and stands just above that disk, or below it at the top edge,
        so the space it is to be let go on stays in sight."""
        if clear is None:
            cards.draw_face_up(surface, card, owner, pos, self.card_w, 0.0, glow=theme.HIGHLIGHT)
            return
        rect = held_card_rect(self.card_w, pos, clear, surface.get_rect())
        cards.draw_face_up(surface, card, owner, rect.center, rect.width, 0.0, glow=theme.HIGHLIGHT)


def held_card_rect(
    card_w: int, pos: tuple[float, float], clear: pygame.Rect, bounds: pygame.Rect
) -> pygame.Rect:
    """Where a card held over the island is drawn: `HELD_SHRINK` of its width, centred
    over the pointer, its bottom `HELD_GAP` above `clear` (below it when the top edge is
    too near), kept inside `bounds` sideways."""
    width = max(24, round(card_w * HELD_SHRINK))
    rect = pygame.Rect((0, 0), cards.card_size(width))
    rect.midbottom = (round(pos[0]), clear.top - HELD_GAP)
    if rect.top < bounds.top:
        rect.midtop = (round(pos[0]), clear.bottom + HELD_GAP)
    rect.left = max(bounds.left, min(rect.left, bounds.right - rect.width))
    return rect


def draw_discard_mark(surface: pygame.Surface, spot: cards.CardSpot) -> None:
    """A red chip with a downward arrow on a card's top-right corner: this card goes to the
    discard pile. Rising and glowing alone looked like "chosen" (play-test), and a player
    could not tell which way the exchange would go."""
    w, h = spot.size
    r = max(9, round(w * DISCARD_MARK_SHARE))
    lx, ly = w / 2 - r * 0.15, -h / 2 - r * 0.15  # on the corner, clear of the card's title
    a = math.radians(spot.angle)  # the card's tilt, anticlockwise on screen (y down)
    cx = spot.center[0] + lx * math.cos(a) + ly * math.sin(a)
    cy = spot.center[1] - lx * math.sin(a) + ly * math.cos(a)
    centre = (round(cx), round(cy))
    pygame.draw.circle(surface, theme.DANGER_DARK, (centre[0], centre[1] + 2), r)
    pygame.draw.circle(surface, DISCARD_MARK, centre, r)
    pygame.draw.circle(surface, theme.CARD, centre, r, max(2, r // 6))
    s = r / 10  # the arrow in tenths of the radius
    x, y = centre
    arrow = [
        (x - 2 * s, y - 5 * s),
        (x + 2 * s, y - 5 * s),
        (x + 2 * s, y),
        (x + 5 * s, y),
        (x, y + 5.5 * s),
        (x - 5 * s, y),
        (x - 2 * s, y),
    ]
    pygame.draw.polygon(surface, theme.CARD, [(round(px), round(py)) for px, py in arrow])


class ExchangeButton(Button):
    """The exchange's button names what it will do: "Draw" with nothing marked, "Discard 2,
    draw" with two cards marked (a plain "Draw" left a player unsure the marked cards
    would go)."""

    def __init__(
        self,
        rect: pygame.Rect,
        marked: Callable[[], int],
        on_click: Callable[[], None],
        font_size: int,
    ) -> None:
        super().__init__(rect, N_DRAW, on_click, font_size=font_size)
        self.marked = marked

    @property
    def text(self) -> str:
        count = self.marked()
        return _(N_DRAW) if count == 0 else _(N_DISCARD_AND_DRAW).format(n=count)


N_DRAW = N_("Draw")
N_DISCARD_AND_DRAW = N_("Discard {n}, draw")
