"""Die Dracheninsel's moving pieces: their art as sprites, and the motions events start.

Every piece a player sees move is a `common.sprites.Sprite` on the table's one
`SpriteLayer` (`table.sprites`) while it moves and the board's when it rests: the board
leaves out the pieces the layer holds (`away`), so nothing is drawn twice and nothing is
parked off the canvas. A hunter or a pair with its coins and the site's new coins are
painted by the board's own drawing (`common.sprites.Painted`: they look in flight as at
rest); a `Disk`, a `Dragon` with its `shadow`, a `coin` and a `Card` have pictures of
their own. The light of an event is sprites too: the Counter Magic shield, the night of
Sweet Slumber.

The shapes of the motions are the shared ones (`common.motions`); this module says only
which, with what numbers (`TIMING`, 1x durations the table's speed setting scales), and
takes its sprites off the layer when a motion ends.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable
from functools import partial

import pygame

from common import assets, theme
from common.effects import glow, veil
from common.motions import arc_flight, aside, cue, flap, glide_home, hop_to, trade_places, twinkles
from common.sprites import Painted, Sprite, SpriteLayer
from common.tween import (
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    ease_in_quad,
    ease_out_back,
    ease_out_quad,
    linear,
)
from dracheninsel.rules import data as D
from dracheninsel.ui import cards
from dracheninsel.ui.board_view import Away, BoardView

Point = tuple[float, float]
Where = Point | Callable[[], Point]
Sound = Callable[[str], None]

TIMING: dict[str, float] = {
    "hop": 0.30,  # one space
    "hop_pause": 0.03,  # a breath between hops
    "disk_lift": 0.22,
    "disk_cross": 0.55,
    "disk_drop": 0.22,
    "dragon_takeoff": 0.30,
    "dragon_fly_min": 0.55,
    "dragon_fly_per_px": 0.0011,
    "dragon_land": 0.35,
    "flap": 0.11,  # one wing frame
    "card_flight": 0.60,
    "shield_pop": 0.28,
    "shield_hold": 0.70,
    "shield_fade": 0.35,
    "slumber_dusk": 0.45,
    "slumber_rewind": 0.90,
    "slumber_dawn": 0.45,
}

#: The layers of the table's sprites, bottom to top (drawn over the panels and piles).
HELD, SHADOWS, NIGHT, DISKS, FIGURES, DRAGONS, FLYING, GLINTS = range(8)

DARK = (34, 40, 92)  # the night's tint
SWIRL_DIM = (96, 120, 170)  # a swirl dot just appearing: close to the night-tinted sea
SWIRL_BRIGHT = (225, 232, 255)
FLIGHT_SCALE = 1.4  # the largest a flying dragon gets; its frames render once at this size
TOUCH_DOWN = 0.6  # share of the landing spent flapping down; then the dragon stands
MAGIC = (150, 200, 255)


def at(where: Where) -> Point:
    """A point now: the value itself, or what the callable returns."""
    return where() if callable(where) else where


def away(layer: SpriteLayer) -> Away:
    """The board's pieces the layer holds now (the board leaves them out)."""
    return frozenset(p for s in layer for p in getattr(s, "pieces", (s.name,)) if p is not None)


def _scaled(pic: pygame.Surface, scale: float) -> pygame.Surface:
    size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
    return pic if size == pic.get_size() else pygame.transform.smoothscale(pic, size)


def enter(layer: SpriteLayer, *sprites: Sprite) -> Call:
    """A motion's first step: its sprites come onto the layer (a card leaves a hand)."""

    def put() -> None:
        for sprite in sprites:
            layer.add(sprite)

    return Call(put)


def _leave(layer: SpriteLayer, *sprites: Sprite) -> Call:
    """The last step of a motion: its sprites leave the layer (the board has them again)."""

    def take() -> None:
        for sprite in sprites:
            layer.remove(sprite)

    return Call(take)


def _picture(look: Callable[[float], pygame.Surface], pos: Point, layer: int) -> Sprite:
    """A sprite whose picture depends on its scale only."""
    return Sprite(lambda _frame, scale: look(scale), pos, layer=layer)


# ----------------------------------------------------------------------------- pieces
def cone(
    board: BoardView, colours: list[int], coins: list[int], pos: Point, seats: list[int]
) -> Painted:
    """A hunter (or a pair, moving as one) with the coins it carries."""

    def paint(surface: pygame.Surface, s: Sprite) -> pygame.Rect:
        return board.draw_group(surface, colours, s.pos, -s.offset[1], coins)

    return Painted(paint, pos, [("hunter", seat) for seat in seats], layer=FIGURES)


class Disk(Sprite):
    """A terrain disk lifted off its socket: its shadow stays on the ground (`pos`), the
    disk rises (`offset`) and grows a little; a magic one glows."""

    def __init__(self, colour: int, size: int, pos: Point, cell: int, magic: bool) -> None:
        art = assets.svg(f"dracheninsel/disk_{D.COLOUR_LETTERS[colour]}.svg", (size, size))
        super().__init__(lambda _f, s: _scaled(art, s), pos, layer=DISKS, name=("disk", cell))
        self.size, self.magic, self.cell = size, magic, cell

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        rise = min(1.0, -self.offset[1] / (self.size * 0.42))
        ground = pygame.Rect(0, 0, self.size * (0.95 - 0.2 * rise), self.size * 0.3)
        ground.center = (round(self.pos[0]), round(self.pos[1] + self.size * 0.12))
        shade = pygame.Surface(ground.size, pygame.SRCALPHA)
        pygame.draw.ellipse(shade, (40, 24, 12, 70), shade.get_rect())
        surface.blit(shade, ground)
        if self.magic and rise > 0.1:
            glow(surface, self.rect().center, self.size * 0.75, MAGIC, int(110 * rise))
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
        return _scaled(self.art[str(frame)], scale if frame == "stand" else scale / FLIGHT_SCALE)


def shadow(width: float, pos: Point, alpha: int = 60) -> Sprite:
    """A soft shadow on the ground under a flying piece."""

    def look(scale: float) -> pygame.Surface:
        pic = pygame.Surface((round(width * scale), round(width * scale * 0.32)), pygame.SRCALPHA)
        pygame.draw.ellipse(pic, (40, 24, 12, alpha), pic.get_rect())
        return pic

    return _picture(look, pos, SHADOWS)


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
    return _picture(lambda s: board.coin_sprite(value, max(4, round(diameter * s))), pos, FLYING)


# ----------------------------------------------------------------------------- motions
def cone_hops(
    piece: Sprite, path: list[Point], sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """A hunter (or a pair as one) hopping space to space along `path` (figure centres, the
    first where it is now): a pick at each take-off, a drop at each landing."""
    layer.add(piece)
    height = piece.rect().height or 40
    steps: list[Animation] = []
    for a, b in itertools.pairwise(path):
        lift = max(height * 0.55, math.dist(a, b) * 0.35)
        hop = hop_to(piece, b, lift, TIMING["hop"])
        drop = cue(sound, "drop", TIMING["hop"] * 0.92)
        steps += [Parallel(hop, cue(sound, "pick"), drop), Delay(TIMING["hop_pause"])]
    return Sequence(*steps, _leave(layer, piece))


def disk_swap(a: Disk, b: Disk, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """Two disks lift, trade places along opposite arcs and settle (magic: glowing, with
    twinkles, for Thundering Elements)."""
    layer.add(a)
    layer.add(b)
    lift, cross, drop = TIMING["disk_lift"], TIMING["disk_cross"], TIMING["disk_drop"]
    bow = min(math.dist(a.pos, b.pos) * 0.35, a.size * 1.6)
    parts = [trade_places(a, b, a.size * 0.42, (lift, cross, drop), bow=bow)]
    parts += [cue(sound, "magic" if a.magic else "pick"), cue(sound, "slide", lift)]
    parts.append(cue(sound, "snap", lift + cross))
    for disk in (a, b) if a.magic else ():
        where = lambda d=disk: d.rect().center  # noqa: E731
        stars = twinkles(layer, where, 4, a.size * 0.08, seed=disk.cell, on_top=GLINTS)
        parts.append(Sequence(Delay(lift), stars))
    return Sequence(Parallel(*parts), _leave(layer, a, b))


def dragon_flight(dragon: Dragon, end: Point, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """The dragon takes off from its stone, flies an arc with flapping wings (bigger at mid-
    flight, facing where it flies) and lands on its new one; its shadow glides below."""
    layer.add(dragon)
    (ax, ay), (bx, by) = dragon.pos, end
    take, land, up = TIMING["dragon_takeoff"], TIMING["dragon_land"], dragon.size * 0.9
    distance = math.dist(dragon.pos, end)
    fly = max(TIMING["dragon_fly_min"], distance * TIMING["dragon_fly_per_px"] + 0.3)
    under = layer.add(shadow(dragon.size * 0.45, (ax, ay + dragon.size * 0.36)))
    dragon.facing = 1 if bx >= ax else -1
    beats = take + fly + land * TOUCH_DOWN
    top = ((ax + bx) / 2, (ay + by) / 2 - up - distance * 0.25)

    def stand() -> None:
        dragon.frame, dragon.facing = "stand", 1

    body = Sequence(
        glide_home(dragon, (ax, ay - up), take, scale=1.15, easing=ease_out_quad),
        arc_flight(dragon, (bx, by - up), fly, bow=top, swell=0.25 / 1.15, face=True),
        glide_home(dragon, end, land * TOUCH_DOWN, scale=1.0, easing=ease_in_quad),
        Call(stand),
        Delay(land * (1 - TOUCH_DOWN)),
    )
    ground = Sequence(Delay(take), glide_home(under, (bx, by + dragon.size * 0.36), fly))
    sounds = [cue(sound, "flap", take * 0.5 + k * 0.42) for k in range(int(fly / 0.42) + 1)]
    sounds += [cue(sound, "whoosh"), cue(sound, "roar_small", take + fly + land * 0.4)]
    wings = flap(dragon, ("up", "down"), TIMING["flap"], beats, rest="stand")
    return Sequence(Parallel(body, wings, ground, *sounds), _leave(layer, dragon, under))


def card_flight(card: Card, end: Where, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """A card arcs to `end`, tilting on the way (a card sound, then a whoosh)."""
    duration, (ax, _ay), (bx, _by) = TIMING["card_flight"], card.pos, at(end)
    tilt = 18.0 * (-1 if bx >= ax else 1)  # a sprite's rotation turns anticlockwise
    bow = aside(min(160.0, math.dist(card.pos, at(end)) * 0.25))
    tilting = Sequence(
        Tween(card, "rotation", 0.0, tilt, duration / 2, ease_out_quad),
        Tween(card, "rotation", tilt, 0.0, duration / 2, ease_in_quad),
    )
    flight = arc_flight(card, end, duration, bow=bow)
    cues = [cue(sound, "card"), cue(sound, "whoosh", duration * 0.15)]
    return Sequence(enter(layer, card), Parallel(flight, tilting, *cues), _leave(layer, card))


# ----------------------------------------------------------------------------- light
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
    glow(pic, (cx, cy), size * 0.8, MAGIC, 127)
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


def counter_shield(
    center: Point, card_width: int, sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """Counter Magic: the blocked card greys out, a shield pops over it, pulses among
    twinkles and fades."""
    pop, hold, fade = TIMING["shield_pop"], TIMING["shield_hold"], TIMING["shield_fade"]
    w, h = cards.card_size(card_width)
    grey = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(grey, (60, 60, 80, 140), grey.get_rect(), border_radius=max(4, w // 14))
    card = layer.add(_picture(lambda _s: grey, center, GLINTS))
    size = card_width * 0.9
    shield = layer.add(_picture(lambda s: shield_picture(size * s), center, GLINTS))
    shield.scale = 0.05
    pulse = [
        Tween(shield, "scale", 1.0, 1.04, hold / 4),
        Tween(shield, "scale", 1.04, 1.0, hold / 4),
    ]
    return Sequence(
        Parallel(
            Sequence(Tween(shield, "scale", 0.05, 1.0, pop, ease_out_back), *pulse, *pulse),
            twinkles(layer, center, 6, size * 0.07, spread=10, gap=0.1, seed=5, on_top=GLINTS),
            cue(sound, "magic"),
            cue(sound, "refuse", pop),
        ),
        Parallel(
            *(Tween(s, "alpha", 255.0, 0.0, fade) for s in (card, shield)),
            Tween(shield, "scale", 1.0, 1.15, fade),
        ),
        _leave(layer, card, shield),
    )


def _swirl(radius: float, turn: float) -> pygame.Surface:
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


def _moon(r: int) -> pygame.Surface:
    moon = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
    pygame.draw.circle(moon, (255, 230, 140, 255), (r + 2, r + 2), r)
    pygame.draw.circle(moon, (0, 0, 0, 0), (r + 2 + r * 0.45, r + 2 - r * 0.3), r * 0.85)
    return moon


def _rewind_mark(size: float) -> pygame.Surface:
    """Two triangles pointing back, like a rewind button."""
    pic = pygame.Surface((round(size * 2.2), round(size * 1.3)), pygame.SRCALPHA)
    for left in (size * 0.05, size * 0.95):
        tip = (left, size * 0.65)
        points = [tip, (left + size * 0.9, size * 0.1), (left + size * 0.9, size * 1.2)]
        pygame.draw.polygon(pic, (235, 240, 255), points)
        pygame.draw.polygon(pic, DARK, points, 2)
    return pic


def _glowing(width: float, _scale: float) -> pygame.Surface:
    pic = pygame.Surface((round(width * 1.4), round(width * 1.4)), pygame.SRCALPHA)
    glow(pic, (width * 0.7, width * 0.7), width * 0.7, MAGIC, 120)
    return pic


def _shown(sprite: Sprite, on: bool) -> Call:
    return Call(lambda: setattr(sprite, "visible", on))


def slumber(
    area: pygame.Rect, slides: list[tuple[Sprite, Point]], sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """Sweet Slumber: night falls over `area`, a swirl turns backwards round the moon and
    little z's rise, while each slide (a piece's sprite and where it goes back to) glides
    back in a glow under a rewind mark; then day returns."""
    dusk, rewind, dawn = TIMING["slumber_dusk"], TIMING["slumber_rewind"], TIMING["slumber_dawn"]
    (x, y), radius = area.center, min(area.w, area.h) * 0.3
    r = max(6, int(radius * 0.24))
    night = _picture(lambda _s: veil(area.size, DARK, max(8, min(area.size) // 10)), (x, y), NIGHT)
    swirl = Sprite(lambda turn, s: _swirl(radius * s, float(turn)), (x, y), layer=NIGHT)
    moon = _picture(lambda _s: _moon(r), (x, y), NIGHT)
    mark = _picture(lambda _s: _rewind_mark(radius * 0.22), (x, y + radius * 0.75), NIGHT)
    lights, steps = [night, swirl, moon, mark], [cue(sound, "snore"), cue(sound, "whoosh", dusk)]
    steps += [cue(sound, "snap", dusk + rewind)]
    fades = (night, "alpha", 0, 120), (swirl, "alpha", 0, 200), (moon, "alpha", 0, 255)
    for sprite, prop, rest, full in (*fades, (swirl, "scale", 0.4, 1)):
        setattr(sprite, prop, float(rest))
        fall, rise = Tween(sprite, prop, rest, full, dusk), Tween(sprite, prop, full, rest, dawn)
        steps.append(Sequence(fall, Delay(rewind), rise))
    turn = math.degrees(3 * dusk + 9 * rewind + 3 * dawn)  # radians a second: 3, 9 rewinding
    turning = lambda t: setattr(swirl, "frame", round(float(t)))  # noqa: E731
    steps.append(Tween(None, turning, 0.0, turn, dusk + rewind + dawn, "linear"))
    mark.visible = False
    steps.append(Sequence(Delay(dusk), _shown(mark, True), Delay(rewind), _shown(mark, False)))
    for sprite, home in slides:
        halo = _picture(partial(_glowing, sprite.rect().width), sprite.pos, NIGHT)
        halo.visible = False
        lights.append(halo)
        back = Parallel(glide_home(sprite, home, rewind), glide_home(halo, home, rewind))
        steps.append(Sequence(Delay(dusk), _shown(halo, True), back, _shown(halo, False)))
    for k in range(3):  # a z every 0.42 s, rising and fading (few sizes: each made once)
        z = _picture(
            lambda s: assets.text("z", max(10, int(r * s)) // 4 * 4, SWIRL_BRIGHT, True),
            (x + r * 0.9, y - r * 0.6),
            NIGHT,
        )
        z.visible, z.scale = False, 0.5
        lights.append(z)
        up = glide_home(z, (x + r * 1.9, y - r * 2.2), 0.95, scale=1.0, fade=0.0, easing=linear)
        steps.append(Sequence(Delay(k * 0.42), _shown(z, True), up))
    for sprite in lights:
        layer.add(sprite)
    return Sequence(Parallel(*steps), _leave(layer, *lights, *(s for s, _ in slides)))
