"""Die Dracheninsel's moving pieces as sprites, and the pictures of its events' light.

How each piece looks while it moves, and nothing of how it moves (`anim.py` says that):
a hunter or a pair with its coins and the site's new coins are painted by the board's own
drawing (`common.sprites.Painted`: they look in flight as at rest); a `Disk`, a `Dragon`
with its `shadow`, a `coin` and a `Card` have pictures of their own. The light of an
event is pictures too: the Counter Magic shield, and Sweet Slumber's night (veil, swirl,
moon, rewind mark, the glow round a piece going back).

The layers of the table's one `SpriteLayer` are named here, under the motions that use them.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable

import pygame

from common import assets, theme
from common.effects import glow, veil
from common.sprites import Painted, Sprite, SpriteLayer, picture_sprite, scaled
from dracheninsel.rules import data as D
from dracheninsel.ui import cards
from dracheninsel.ui.board_view import Away, BoardView

Point = tuple[float, float]

#: The layers of the table's sprites, bottom to top (drawn over the panels and piles).
HELD, SHADOWS, NIGHT, DISKS, FIGURES, DRAGONS, FLYING, GLINTS = range(8)

DARK = (34, 40, 92)  # the night's tint
SWIRL_DIM = (96, 120, 170)  # a swirl dot just appearing: close to the night-tinted sea
SWIRL_BRIGHT = (225, 232, 255)
FLIGHT_SCALE = 1.4  # the largest a flying dragon gets; its frames render once at this size
MAGIC = (150, 200, 255)


def away(layer: SpriteLayer) -> Away:
    """The board's pieces the layer holds now (the board leaves them out)."""
    return frozenset(p for s in layer for p in getattr(s, "pieces", (s.name,)) if p is not None)


def _glow_at(surface: pygame.Surface, centre: Point, radius: float, alpha: int) -> None:
    """The magic's blue glow (`common.effects.glow`) centred on `centre`."""
    halo = glow(radius, MAGIC, alpha)
    surface.blit(halo, (centre[0] - halo.get_width() // 2, centre[1] - halo.get_height() // 2))


# ----------------------------------------------------------------------------- pieces
def cone(
    board: BoardView, colours: list[int], coins: list[int], pos: Point, seats: list[int]
) -> Painted:
    """A hunter (or a pair, moving as one) with the coins it carries."""

    def paint(surface: pygame.Surface, s: Sprite) -> pygame.Rect:
        return board.draw_group(surface, colours, s.pos, -s.offset[1], coins)

    return Painted(paint, pos, [("hunter", seat) for seat in seats], layer=FIGURES)


def site_coins(board: BoardView, coins: list[int], pos: Point) -> Painted:
    """The coins on the treasure site, as the board draws them (they pop up new)."""
    return Painted(
        lambda surface, s: board.coin_pair(surface, coins, s.pos, s.scale),
        pos,
        [("coins", D.SITE)],
        layer=FIGURES,
    )


class Disk(Sprite):
    """A terrain disk lifted off its socket: its shadow stays on the ground (`pos`), the
    disk rises (`offset`) and grows a little; a magic one glows."""

    def __init__(self, colour: int, size: int, pos: Point, cell: int, magic: bool) -> None:
        art = assets.svg(f"dracheninsel/disk_{D.COLOUR_LETTERS[colour]}.svg", (size, size))
        super().__init__(lambda _f, s: scaled(art, s), pos, layer=DISKS, name=("disk", cell))
        self.size, self.magic, self.cell = size, magic, cell

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        rise = min(1.0, -self.offset[1] / (self.size * 0.42))
        ground = pygame.Rect(0, 0, self.size * (0.95 - 0.2 * rise), self.size * 0.3)
        ground.center = (round(self.pos[0]), round(self.pos[1] + self.size * 0.12))
        shade = pygame.Surface(ground.size, pygame.SRCALPHA)
        pygame.draw.ellipse(shade, (40, 24, 12, 70), shade.get_rect())
        surface.blit(shade, ground)
        if self.magic and rise > 0.1:
            _glow_at(surface, self.rect().center, self.size * 0.75, int(110 * rise))
        return super().draw(surface).union(ground)


class Dragon(Sprite):
    """A dragon: "stand" on its stone, or flying with its wings "up" or "down" (rendered
    once at `FLIGHT_SCALE` and scaled down, cached per scale)."""

    def __init__(self, size: int, pos: Point, index: int) -> None:
        big = round(size * FLIGHT_SCALE)
        self.size, self.art = size, {"stand": assets.svg("dracheninsel/dragon.svg", (size, size))}
        for wings in ("up", "down"):
            name = f"dracheninsel/dragon_fly_{wings}.svg"
            self.art[wings] = assets.svg(name, (big, round(big * 100 / 96)))
        super().__init__(self._look, pos, layer=DRAGONS, frame="stand", name=("dragon", index))

    def _look(self, frame: Hashable, scale: float) -> pygame.Surface:
        return scaled(self.art[str(frame)], scale if frame == "stand" else scale / FLIGHT_SCALE)


def shadow(width: float, pos: Point, alpha: int = 60) -> Sprite:
    """A soft shadow on the ground under a flying piece."""

    def look(scale: float) -> pygame.Surface:
        pic = pygame.Surface((round(width * scale), round(width * scale * 0.32)), pygame.SRCALPHA)
        pygame.draw.ellipse(pic, (40, 24, 12, alpha), pic.get_rect())
        return pic

    return picture_sprite(look, pos, SHADOWS)


class Card(Sprite):
    """A card flying between hands and piles: a back, or a face through `cards.draw_face_up`
    (the one door for face-up cards: the privacy recorder sees every frame of it)."""

    def __init__(self, pos: Point, width: int, card: int | None = None, owner: int | None = None):
        super().__init__(lambda _f, s: cards.back_art(max(6, round(width * s))), pos, layer=FLYING)
        self.width, self.card, self.owner = width, card, owner

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        width = max(6, round(self.width * self.scale))
        if self.card is None:
            return cards.draw_face_down(surface, self.pos, width, self.rotation)
        return cards.draw_face_up(surface, self.card, self.owner, self.pos, width, self.rotation)


def coin(board: BoardView, value: int, diameter: int, pos: Point) -> Sprite:
    """A coin flying to a panel."""
    return picture_sprite(
        lambda s: board.coin_sprite(value, max(4, round(diameter * s))), pos, FLYING
    )


# ----------------------------------------------------------------------------- light
def greyed_card(card_width: int) -> pygame.Surface:
    """The grey laid over a card that Counter Magic blocks."""
    w, h = cards.card_size(card_width)
    grey = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(grey, (60, 60, 80, 140), grey.get_rect(), border_radius=max(4, w // 14))
    return grey


def night(size: tuple[int, int]) -> pygame.Surface:
    """Sweet Slumber's night over the island: a dark veil with soft edges."""
    return veil(size, DARK, max(8, min(size) // 10))


def _shield_points(cx: float, cy: float, size: float) -> list[Point]:
    w, h = size * 0.5, size * 0.6
    side = [(w * (1 - (k / 10) ** 1.6), -h * 0.75 + k / 10 * h * 1.75) for k in range(1, 11)]
    right = [(cx + x, cy + y) for x, y in side]
    left = [(cx - x, cy + y) for x, y in reversed(side[:-1])]
    return [(cx - w, cy - h * 0.75), (cx, cy - h), (cx + w, cy - h * 0.75), *right, *left]


def shield_picture(size: float) -> pygame.Surface:
    """The Counter Magic shield in its glow: blue with a golden rim and star, like the
    card's art."""
    pic = pygame.Surface((int(size * 1.6) + 8, int(size * 1.6) + 8), pygame.SRCALPHA)
    cx, cy = pic.get_width() / 2, pic.get_height() / 2 - size * 0.05
    _glow_at(pic, (cx, cy), size * 0.8, 127)
    pygame.draw.polygon(pic, theme.darken(theme.GOLD, 0.35), _shield_points(cx, cy, size * 1.08))
    pygame.draw.polygon(pic, theme.GOLD, _shield_points(cx, cy, size))
    inner = _shield_points(cx, cy, size * 0.8)
    pygame.draw.polygon(pic, (70, 140, 220), inner)
    pygame.draw.polygon(pic, (110, 175, 240), [p for p in inner if p[0] <= cx + 0.5])
    star = []
    for k in range(10):
        r, a = size * (0.22 if k % 2 == 0 else 0.09), -math.pi / 2 + k * math.pi / 5
        star.append((cx + math.cos(a) * r, cy - size * 0.05 + math.sin(a) * r))
    pygame.draw.polygon(pic, theme.GOLD, star)
    pygame.draw.polygon(pic, theme.darken(theme.GOLD, 0.4), star, 2)
    return pic


def swirl(radius: float, turn: float) -> pygame.Surface:
    """Three arms of dots round the middle, turned by `turn` degrees (anticlockwise)."""
    pic = pygame.Surface((round(radius * 2.2), round(radius * 2.2)), pygame.SRCALPHA)
    middle = pic.get_width() / 2
    for arm, k in itertools.product(range(3), range(26)):
        t, ang = k / 25, -math.radians(turn) + arm * math.tau / 3 + k / 25 * math.pi * 1.6
        mix = 1 - t * 0.6
        colour = [round(n + (w - n) * mix) for n, w in zip(SWIRL_DIM, SWIRL_BRIGHT, strict=True)]
        r, dot = radius * (0.12 + 0.95 * t), max(2.0, radius * 0.06 * (1 - t * 0.5))
        pygame.draw.circle(
            pic, colour, (middle + math.cos(ang) * r, middle + math.sin(ang) * r), dot
        )
    return pic


def moon(r: int) -> pygame.Surface:
    """A crescent moon of radius `r` (Sweet Slumber's night)."""
    moon = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(moon, (255, 230, 140, 255), (r + 2, r + 2), r)
    pygame.draw.circle(moon, (0, 0, 0, 0), (r + 2 + r * 0.45, r + 2 - r * 0.3), r * 0.85)
    return moon


def rewind_mark(size: float) -> pygame.Surface:
    """Two triangles pointing back, like a rewind button."""
    pic = pygame.Surface((round(size * 2.2), round(size * 1.3)), pygame.SRCALPHA)
    for left in (size * 0.05, size * 0.95):
        tip = (left, size * 0.65)
        points = [tip, (left + size * 0.9, size * 0.1), (left + size * 0.9, size * 1.2)]
        pygame.draw.polygon(pic, (235, 240, 255), points)
        pygame.draw.polygon(pic, DARK, points, 2)
    return pic


def glowing(width: float, _scale: float) -> pygame.Surface:
    """The magic's glow round a piece `width` wide that Sweet Slumber sends back."""
    pic = pygame.Surface((round(width * 1.4), round(width * 1.4)), pygame.SRCALPHA)
    _glow_at(pic, (width * 0.7, width * 0.7), width * 0.7, 120)
    return pic


def z_picture(height: int) -> Callable[[float], pygame.Surface]:
    """A sleeper's 'z' (`height` px at scale 1), in few sizes: each is made once."""
    return lambda s: assets.text("z", max(10, int(height * s)) // 4 * 4, SWIRL_BRIGHT, True)
