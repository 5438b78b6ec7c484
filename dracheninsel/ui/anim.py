"""Die Dracheninsel's moving pieces: their art as sprites, and the motions events start.

Every piece a player sees move is a `common.sprites.Sprite` on the table's one
`SpriteLayer` (`table.sprites`) while it moves, and the board's when it rests: the board
leaves out the pieces the layer holds (`away`), so nothing is drawn twice and nothing is
parked off the canvas. The pieces: a hunter or a pair with the coins it carries (`Painted`
by the board's own `draw_group`, so it looks in flight as at rest), a terrain disk
(`Disk`), a dragon and its shadow (`Dragon`, `Shadow`), the site's new coins (`Painted`),
coins and cards flying to the panels (`coin`, `Card`) and the twinkles of magic (`glint`).

The shapes of their motions are the shared ones (`common.motions`: `hop_to`, `arc_flight`,
`glide_home`, `flap`, `sparkle`); this module says only which and with what numbers
(`TIMING`), in `cone_hops`, `disk_swap`, `dragon_flight` and `card_flight` (a coin just
glides home).
Each returns a `common.tween.Animation` for the table's `TweenManager` (its speed is the
animation-speed setting: every duration here is a 1x duration) and takes its sprites off
the layer when it ends. `CounterShield` and `SlumberRewind` are not pieces but light
over the table (the shield, the night), drawn after the pieces by the table.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Hashable, Iterable

import pygame

from common import assets, theme
from common.effects import glow, twinkle
from common.motions import arc_flight, flap, glide_home, hop_to, sparkle
from common.sprites import Sprite, SpriteLayer
from common.tween import (
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    ease_out_quad,
)
from dracheninsel.rules import data as D
from dracheninsel.ui import cards
from dracheninsel.ui.board_view import Away, BoardView

Point = tuple[float, float]
Where = Point | Callable[[], Point]
Sound = Callable[[str], None]

# 1x durations in seconds; the table's TweenManager speed scales them all.
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
    "glint": 0.45,
    "shield_pop": 0.28,
    "shield_hold": 0.70,
    "shield_fade": 0.35,
    "slumber_dusk": 0.45,
    "slumber_rewind": 0.90,
    "slumber_dawn": 0.45,
}

#: The layers of the table's sprites, bottom to top (drawn over the panels and piles).
HELD, SHADOWS, DISKS, FIGURES, DRAGONS, FLYING, GLINTS = range(7)

NIGHT = (34, 40, 92)
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


def _arc_control(a: Point, b: Point, bow: float) -> Point:
    """Control point of a quadratic arc from a to b, bowed sideways by ``bow`` px (+ = left)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (mx + dy / length * bow, my - dx / length * bow)


def _scaled(pic: pygame.Surface, scale: float) -> pygame.Surface:
    size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
    return pic if size == pic.get_size() else pygame.transform.smoothscale(pic, size)


def _leave(layer: SpriteLayer, *sprites: Sprite) -> Call:
    """The last step of a motion: its sprites leave the layer (the board has them again)."""
    return Call(lambda: [layer.remove(s) for s in sprites] and None)


def _cue(sound: Sound | None, name: str, when: float = 0.0) -> Animation:
    return Sequence(Delay(when), Call(lambda: sound(name) if sound is not None else None))


# ----------------------------------------------------------------------------- sprites
class Painted(Sprite):
    """A piece the board paints itself, as a sprite: `paint(surface, sprite) -> Rect` draws
    it at the sprite's place, lift (`offset`) and scale (a hunter or a pair with its coins:
    `BoardView.draw_group`; the site's coins). `pieces` are the board's pieces it stands for."""

    _scratch: pygame.Surface | None = None

    def __init__(
        self,
        paint: Callable[[pygame.Surface, Sprite], pygame.Rect],
        pos: Point,
        pieces: Iterable[Hashable],
        layer: int = FIGURES,
    ) -> None:
        self.pieces = tuple(pieces)
        super().__init__(lambda _f, _s: pygame.Surface((1, 1)), pos, layer=layer)
        self.name = self.pieces[0]
        self.paint = paint
        self._area: tuple[pygame.Rect, Point] | None = None

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        if not self.visible or self.alpha <= 0:
            return pygame.Rect(round(self.pos[0]), round(self.pos[1]), 0, 0)
        area = self.paint(surface, self)
        self._area = (area, self._at())
        return area

    def _at(self) -> Point:
        return (self.pos[0] + self.offset[0], self.pos[1] + self.offset[1])

    def rect(self) -> pygame.Rect:
        """Where it was last painted, moved as far as it moved since (first: a trial)."""
        if not self.visible or self.alpha <= 0:
            return pygame.Rect(round(self.pos[0]), round(self.pos[1]), 0, 0)
        if self._area is None:
            if Painted._scratch is None:
                Painted._scratch = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
            self.draw(Painted._scratch)
        assert self._area is not None
        area, (x, y) = self._area
        nx, ny = self._at()
        return area.move(round(nx - x), round(ny - y))

    def hit(self, point: Point) -> bool:
        return self.rect().collidepoint(point)


def cone(
    board: BoardView, colours: list[int], coins: list[int], pos: Point, seats: list[int]
) -> Painted:
    """A hunter (or a pair, moving as one) with the coins it carries."""

    def paint(surface: pygame.Surface, s: Sprite) -> pygame.Rect:
        return board.draw_group(surface, colours, s.pos, -s.offset[1], coins)

    return Painted(paint, pos, [("hunter", seat) for seat in seats])


class Disk(Sprite):
    """A terrain disk lifted off its socket: its shadow stays on the ground (`pos`), the
    disk rises (`offset`) and grows a little; a magic one glows."""

    def __init__(self, colour: int, size: int, pos: Point, cell: int, magic: bool) -> None:
        art = assets.svg(f"dracheninsel/disk_{D.COLOUR_LETTERS[colour]}.svg", (size, size))
        super().__init__(
            lambda _f, scale: _scaled(art, scale), pos, layer=DISKS, name=("disk", cell)
        )
        self.size, self.magic = size, magic

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        rise = min(1.0, -self.offset[1] / (self.size * 0.42))
        ground = pygame.Rect(0, 0, self.size * (0.95 - 0.2 * rise), self.size * 0.3)
        ground.center = (round(self.pos[0]), round(self.pos[1] + self.size * 0.12))
        shade = pygame.Surface(ground.size, pygame.SRCALPHA)
        pygame.draw.ellipse(shade, (40, 24, 12, 70), shade.get_rect())
        surface.blit(shade, ground)
        if self.magic and rise > 0.1:
            centre = self.rect().center
            glow(surface, centre, self.size * 0.75, MAGIC, int(110 * rise))
        return super().draw(surface).union(ground)


class Dragon(Sprite):
    """A dragon: "stand" on its stone, or flying with its wings "up" or "down" (the flight
    frames render once at `FLIGHT_SCALE` and are scaled down, cached per scale)."""

    def __init__(self, size: int, pos: Point, index: int) -> None:
        self.size = size
        big = round(size * FLIGHT_SCALE)
        self.art = {
            "stand": assets.svg("dracheninsel/dragon.svg", (size, size)),
            "up": assets.svg("dracheninsel/dragon_fly_up.svg", (big, round(big * 100 / 96))),
            "down": assets.svg("dracheninsel/dragon_fly_down.svg", (big, round(big * 100 / 96))),
        }
        super().__init__(self._look, pos, layer=DRAGONS, frame="stand", name=("dragon", index))

    def _look(self, frame: Hashable, scale: float) -> pygame.Surface:
        pic = self.art[str(frame)]
        return _scaled(pic, scale if frame == "stand" else scale / FLIGHT_SCALE)


class Shadow(Sprite):
    """A soft shadow on the ground under a flying piece."""

    def __init__(self, width: float, pos: Point, alpha: int = 60) -> None:
        def look(_frame: Hashable, scale: float) -> pygame.Surface:
            pic = pygame.Surface(
                (max(4, round(width * scale)), max(2, round(width * scale * 0.32))), pygame.SRCALPHA
            )
            pygame.draw.ellipse(pic, (40, 24, 12, alpha), pic.get_rect())
            return pic

        super().__init__(look, pos, layer=SHADOWS)


class Card(Sprite):
    """A card flying between hands and piles: a back, or a face through `cards.draw_face_up`
    (the one door for face-up cards, so the privacy recorder sees every frame of it)."""

    def __init__(
        self, pos: Point, width: int, card: int | None = None, owner: int | None = None
    ) -> None:
        super().__init__(lambda _f, s: cards.back_art(max(6, round(width * s))), pos, layer=FLYING)
        self.width, self.card, self.owner = width, card, owner

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        if not self.visible:
            return pygame.Rect(round(self.pos[0]), round(self.pos[1]), 0, 0)
        width = max(6, round(self.width * self.scale))
        if self.card is None:
            return cards.draw_face_down(surface, self.pos, width, self.rotation)
        return cards.draw_face_up(surface, self.card, self.owner, self.pos, width, self.rotation)


def coin(board: BoardView, value: int, diameter: int, pos: Point) -> Sprite:
    """A coin flying to a panel."""

    def look(_frame: Hashable, scale: float) -> pygame.Surface:
        return board.coin_sprite(value, max(4, round(diameter * scale)))

    return Sprite(look, pos, layer=FLYING)


def glint(pos: Point, size: float) -> Sprite:
    """A twinkle (`common.motions.sparkle` pops, turns and fades it)."""
    return Sprite(lambda _f, s: twinkle(size * s), pos, layer=GLINTS)


def glints(
    layer: SpriteLayer, where: Callable[[], Point], count: int, size: float, seed: int
) -> Animation:
    """`count` twinkles around `where` one after another (seeded: pictures repeat)."""
    dice = random.Random(seed)
    steps: list[Animation] = []
    for k in range(count):
        spot = (dice.uniform(-1, 1) * size * 6, dice.uniform(-1, 1) * size * 6)
        star = glint((0.0, 0.0), size)

        def show(star: Sprite = star, spot: Point = spot) -> None:
            x, y = where()
            star.pos = (x + spot[0], y + spot[1])
            layer.add(star)

        steps.append(
            Sequence(
                Delay(k * 0.08), Call(show), sparkle(star, TIMING["glint"]), _leave(layer, star)
            )
        )
    return Parallel(*steps)


# ----------------------------------------------------------------------------- motions
def cone_hops(
    piece: Sprite, path: list[Where], sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """A hunter (or a pair as one) hopping space to space along `path` (figure centres; the
    first is where it is now), a pick at each take-off and a drop at each landing."""
    height = piece.rect().height or 40
    steps: list[Animation] = []
    for start, end in itertools.pairwise(path):
        a, b = at(start), at(end)
        distance = math.hypot(b[0] - a[0], b[1] - a[1])
        lift = max(height * 0.55, distance * 0.35)
        steps.append(
            Parallel(
                hop_to(piece, end, lift, TIMING["hop"]),
                _cue(sound, "pick"),
                _cue(sound, "drop", TIMING["hop"] * 0.92),
            )
        )
        steps.append(Delay(TIMING["hop_pause"]))
    return Sequence(*steps, _leave(layer, piece))


def disk_swap(a: Disk, b: Disk, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """Two disks lift, trade places along opposite arcs and settle (magic: glowing, with
    twinkles, for Thundering Elements)."""
    lift, cross, drop = TIMING["disk_lift"], TIMING["disk_cross"], TIMING["disk_drop"]
    up = (0.0, -a.size * 0.42)
    distance = math.hypot(b.pos[0] - a.pos[0], b.pos[1] - a.pos[1])
    bow = min(distance * 0.35, a.size * 1.6)

    def move(disk: Disk, to: Point) -> Animation:
        return Sequence(
            Parallel(
                Tween(disk, "offset", (0.0, 0.0), up, lift, ease_out_cubic),
                Tween(disk, "scale", 1.0, 1.1, lift, ease_out_cubic),
            ),
            arc_flight(disk, to, cross, bow=lambda s, e: _arc_control(s, e, bow)),
            Parallel(
                Tween(disk, "offset", up, (0.0, 0.0), drop, ease_in_quad),
                Tween(disk, "scale", 1.1, 1.0, drop, ease_in_quad),
            ),
        )

    parts = [move(a, b.pos), move(b, a.pos)]
    parts += [
        _cue(sound, "magic" if a.magic else "pick"),
        _cue(sound, "slide", lift),
        _cue(sound, "snap", lift + cross),
    ]
    if a.magic:
        for disk in (a, b):
            parts.append(
                Sequence(
                    Delay(lift),
                    glints(
                        layer, lambda d=disk: d.rect().center, 5, a.size * 0.08, int(disk.pos[0])
                    ),
                )
            )
    return Sequence(Parallel(*parts), _leave(layer, a, b))


def dragon_flight(dragon: Dragon, end: Where, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """The dragon takes off from its stone, flies an arc with flapping wings (bigger at mid-
    flight, facing where it flies) and lands on its new one; its shadow glides below."""
    a, b = dragon.pos, at(end)
    distance = math.hypot(b[0] - a[0], b[1] - a[1])
    take, land = TIMING["dragon_takeoff"], TIMING["dragon_land"]
    fly = max(TIMING["dragon_fly_min"], distance * TIMING["dragon_fly_per_px"] + 0.3)
    up = dragon.size * 0.9
    shadow = layer.add(Shadow(dragon.size * 0.45, (a[0], a[1] + dragon.size * 0.36)))
    dragon.facing = 1 if b[0] >= a[0] else -1
    beats = take + fly + land * TOUCH_DOWN
    flaps = [_cue(sound, "flap", take * 0.5 + k * 0.42) for k in range(int(fly / 0.42) + 1)]
    arc = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - up - distance * 0.25)

    def stand() -> None:
        dragon.frame, dragon.facing = "stand", 1

    return Sequence(
        Parallel(
            Sequence(
                glide_home(dragon, (a[0], a[1] - up), take, scale=1.15, easing=ease_out_quad),
                arc_flight(dragon, (b[0], b[1] - up), fly, bow=arc, swell=0.25 / 1.15, face=True),
                glide_home(dragon, b, land * TOUCH_DOWN, scale=1.0, easing=ease_in_quad),
                Call(stand),
                Delay(land * (1 - TOUCH_DOWN)),
            ),
            flap(dragon, ("up", "down"), TIMING["flap"], beats, rest="stand"),
            Sequence(Delay(take), glide_home(shadow, (b[0], b[1] + dragon.size * 0.36), fly)),
            _cue(sound, "whoosh"),
            *flaps,
            _cue(sound, "roar_small", take + fly + land * 0.4),
        ),
        _leave(layer, dragon, shadow),
    )


def card_flight(card: Card, end: Where, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """A card arcs to `end`, tilting on the way (a card, then a whoosh)."""
    duration = TIMING["card_flight"]
    a, b = card.pos, at(end)
    tilt = 18.0 * (-1 if b[0] >= a[0] else 1)  # rotation is anticlockwise
    bow = min(160.0, math.hypot(b[0] - a[0], b[1] - a[1]) * 0.25)
    return Sequence(
        Parallel(
            arc_flight(card, end, duration, bow=lambda s, e: _arc_control(s, e, bow)),
            Sequence(
                Tween(card, "rotation", 0.0, tilt, duration / 2, ease_out_quad),
                Tween(card, "rotation", tilt, 0.0, duration / 2, ease_in_quad),
            ),
            _cue(sound, "card"),
            _cue(sound, "whoosh", duration * 0.15),
        ),
        _leave(layer, card),
    )


# ----------------------------------------------------------------------------- light
class Light(Animation):
    """A light over the table that is not a piece: drawn by the table after the pieces."""

    def __init__(self, duration: float, cues: list[tuple[float, str]], sound: Sound | None) -> None:
        self.duration, self.cues, self.sound = duration, cues, sound
        self.elapsed = 0.0
        self.done = False

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        before, self.elapsed = self.elapsed, self.elapsed + dt
        for when, name in self.cues:
            if self.sound is not None and (before <= when < self.elapsed or before == when == 0.0):
                self.sound(name)
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current frame (subclasses)."""


def _shield_points(center: Point, size: float) -> list[Point]:
    cx, cy = center
    w, h = size * 0.5, size * 0.6
    pts = [(cx - w, cy - h * 0.75), (cx, cy - h), (cx + w, cy - h * 0.75)]
    steps = 10
    for k in range(1, steps + 1):  # right side curving down to the point
        t = k / steps
        pts.append((cx + w * (1 - t**1.6), cy - h * 0.75 + t * h * 1.75))
    for k in range(steps - 1, 0, -1):
        t = k / steps
        pts.append((cx - w * (1 - t**1.6), cy - h * 0.75 + t * h * 1.75))
    return pts


def draw_shield(surface: pygame.Surface, center: Point, size: float, alpha: int = 255) -> None:
    """The Counter Magic shield: blue with a golden rim and star, like the card's art."""
    box = pygame.Rect(0, 0, int(size * 1.3) + 8, int(size * 1.5) + 8)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    local = (box.w / 2, box.h / 2 - size * 0.05)
    outer = _shield_points(local, size)
    inner = _shield_points(local, size * 0.8)
    pygame.draw.polygon(
        layer, (*theme.darken(theme.GOLD, 0.35), 255), _shield_points(local, size * 1.08)
    )
    pygame.draw.polygon(layer, (*theme.GOLD, 255), outer)
    pygame.draw.polygon(layer, (70, 140, 220, 255), inner)
    half = [p for p in inner if p[0] <= local[0] + 0.5]
    if len(half) > 2:
        pygame.draw.polygon(layer, (110, 175, 240, 255), half)
    cx, cy = local[0], local[1] - size * 0.05
    star = []
    for k in range(10):
        r = size * (0.22 if k % 2 == 0 else 0.09)
        a = -math.pi / 2 + k * math.pi / 5
        star.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(layer, (*theme.GOLD, 255), star)
    pygame.draw.polygon(layer, (*theme.darken(theme.GOLD, 0.4), 255), star, 2)
    if alpha < 255:
        layer.set_alpha(alpha)
    box.center = (round(center[0]), round(center[1]))
    surface.blit(layer, box)


class CounterShield(Light):
    """Counter Magic: a shield pops over the blocked card, pulses with rings, and fades."""

    def __init__(self, center: Where, card_width: int, *, sound: Sound | None = None) -> None:
        total = TIMING["shield_pop"] + TIMING["shield_hold"] + TIMING["shield_fade"]
        super().__init__(total, [(0.0, "magic"), (TIMING["shield_pop"], "refuse")], sound)
        self.center = center
        self.card_width = card_width

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        pop, hold = TIMING["shield_pop"], TIMING["shield_hold"]
        e = self.elapsed
        centre = at(self.center)
        size = self.card_width * 0.9
        if e < pop:
            scale, alpha = max(0.05, ease_out_back(e / pop)), 255
        elif e < pop + hold:
            scale, alpha = 1 + 0.04 * math.sin((e - pop) * 14), 255
        else:
            p = (e - pop - hold) / TIMING["shield_fade"]
            scale, alpha = 1 + 0.15 * p, int(255 * (1 - p))
        # the blocked card greys out under the shield
        w, h = cards.card_size(self.card_width)
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(
            veil, (60, 60, 80, min(140, alpha // 2)), veil.get_rect(), border_radius=max(4, w // 14)
        )
        surface.blit(veil, veil.get_rect(center=(round(centre[0]), round(centre[1]))))
        if e >= pop:  # rings spreading out from the shield
            for k in range(2):
                r = ((e - pop) * 1.6 + k * 0.5) % 1.0
                radius = size * (0.55 + r * 0.6)
                ring = pygame.Surface((int(radius * 2) + 6, int(radius * 2) + 6), pygame.SRCALPHA)
                middle = (ring.get_width() / 2, ring.get_height() / 2)
                pygame.draw.circle(ring, (*MAGIC, int(alpha * (1 - r) * 0.8)), middle, radius, 4)
                surface.blit(ring, ring.get_rect(center=(round(centre[0]), round(centre[1]))))
        glow(surface, centre, size * 0.8 * scale, MAGIC, alpha // 2)
        draw_shield(surface, centre, size * scale, alpha)
        star = twinkle(size * 0.07)
        star.set_alpha(alpha)
        for k in range(5):
            ang = e * 2.5 + k * math.tau / 5
            r = size * 0.7 * scale
            spot = (centre[0] + math.cos(ang) * r, centre[1] + math.sin(ang) * r * 1.1)
            surface.blit(star, star.get_rect(center=(round(spot[0]), round(spot[1]))))


def _feathered(size: tuple[int, int], colour: tuple[int, int, int], feather: int) -> pygame.Surface:
    """A veil of ``colour`` whose edges fade out over ``feather`` px (no hard rectangle).

    Built at a quarter size from nested rectangles and scaled up once: a blur of the
    whole veil took over 100 ms, a visible hitch when Sweet Slumber starts.
    """
    k = 4
    small = (max(4, size[0] // k), max(4, size[1] // k))
    steps = max(1, feather // k)
    veil = pygame.Surface(small, pygame.SRCALPHA)
    for step in range(steps):
        alpha = round(255 * (step + 1) / steps)
        box = veil.get_rect().inflate(-2 * step, -2 * step)
        rounding = 2 * steps - step  # round corners: square ones leave diagonal seams
        pygame.draw.rect(
            veil, (*colour, alpha), box, 0 if step == steps - 1 else 2, border_radius=rounding
        )
    return pygame.transform.smoothscale(veil, size)


def slumber(
    area: pygame.Rect, slides: list[tuple[Sprite, Point]], sound: Sound | None, layer: SpriteLayer
) -> tuple[SlumberRewind, Animation]:
    """Sweet Slumber: night falls over `area`, a swirl turns backwards and every slide (a
    piece's sprite and where it goes back to) glides back, glowing; then day returns."""
    dusk, rewind = TIMING["slumber_dusk"], TIMING["slumber_rewind"]
    night = SlumberRewind(area, [s for s, _ in slides], sound)
    glides = [Sequence(Delay(dusk), glide_home(s, to, rewind)) for s, to in slides]
    return night, Sequence(Parallel(night, *glides), _leave(layer, *(s for s, _ in slides)))


class SlumberRewind(Light):
    """Sweet Slumber's night: a veil, a swirl turning backwards, a moon and a rewind mark;
    the pieces sliding back (sprites) glow under it."""

    def __init__(self, area: pygame.Rect, pieces: list[Sprite], sound: Sound | None = None) -> None:
        dusk, rewind, dawn = (
            TIMING["slumber_dusk"],
            TIMING["slumber_rewind"],
            TIMING["slumber_dawn"],
        )
        super().__init__(
            dusk + rewind + dawn, [(0.0, "snore"), (dusk, "whoosh"), (dusk + rewind, "snap")], sound
        )
        self.area = pygame.Rect(area)
        self.pieces = pieces
        self._veil: pygame.Surface | None = None

    def phase(self) -> tuple[str, float]:
        dusk, rewind = TIMING["slumber_dusk"], TIMING["slumber_rewind"]
        e = self.elapsed
        if e < dusk:
            return "dusk", e / dusk
        if e < dusk + rewind:
            return "rewind", (e - dusk) / rewind
        return "dawn", min(1.0, (e - dusk - rewind) / TIMING["slumber_dawn"])

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        phase, p = self.phase()
        night = {"dusk": p, "rewind": 1.0, "dawn": 1 - p}[phase]
        if self._veil is None:
            self._veil = _feathered(self.area.size, NIGHT, max(8, min(self.area.size) // 10))
        self._veil.set_alpha(int(120 * night))
        surface.blit(self._veil, self.area)
        centre = self.area.center
        radius = min(self.area.w, self.area.h) * 0.3 * (0.4 + 0.6 * night)
        turn = -self.elapsed * (9.0 if phase == "rewind" else 3.0)  # backwards: anticlockwise
        self._swirl(surface, centre, radius, turn, int(200 * night))
        self._moon(surface, centre, radius, night)
        if phase == "rewind":
            self._rewind_mark(surface, (centre[0], centre[1] + radius * 0.75), radius * 0.22)
            for piece in self.pieces:
                glow(surface, piece.rect().center, piece.rect().width * 0.5, MAGIC, 120)

    def _rewind_mark(self, surface: pygame.Surface, centre: Point, size: float) -> None:
        """Two triangles pointing back, like a rewind button."""
        cx, cy = centre
        for dx in (0.0, -size * 0.9):
            tip = cx + dx - size * 0.45
            pts = [
                (tip, cy),
                (tip + size * 0.9, cy - size * 0.55),
                (tip + size * 0.9, cy + size * 0.55),
            ]
            pygame.draw.polygon(surface, (235, 240, 255), [(x + size * 0.45, y) for x, y in pts])
            pygame.draw.polygon(surface, NIGHT, [(x + size * 0.45, y) for x, y in pts], 2)

    def _swirl(
        self, surface: pygame.Surface, centre: Point, radius: float, turn: float, alpha: int
    ) -> None:
        """Three arms of dots turning; drawn straight onto the canvas in solid colours
        mixed towards the night tint (a see-through layer this big cost ~2 ms a frame)."""
        if alpha <= 0:
            return
        strength = alpha / 255
        for arm in range(3):
            base = turn + arm * math.tau / 3
            for k in range(26):
                t = k / 25
                ang = base + t * math.pi * 1.6
                r = radius * (0.12 + 0.95 * t)
                dot = max(2.0, radius * 0.06 * (1 - t * 0.5))
                mix = strength * (1 - t * 0.6)
                colour = tuple(
                    round(n + (w - n) * mix) for n, w in zip(SWIRL_DIM, SWIRL_BRIGHT, strict=True)
                )
                pygame.draw.circle(
                    surface,
                    colour,
                    (centre[0] + math.cos(ang) * r, centre[1] + math.sin(ang) * r),
                    dot,
                )

    def _moon(self, surface: pygame.Surface, centre: Point, radius: float, night: float) -> None:
        if night <= 0.05:
            return
        r = max(6, int(radius * 0.24))
        moon = pygame.Surface((r * 2 + 4, r * 2 + 4), pygame.SRCALPHA)
        pygame.draw.circle(moon, (255, 230, 140, 255), (r + 2, r + 2), r)
        pygame.draw.circle(moon, (0, 0, 0, 0), (r + 2 + r * 0.45, r + 2 - r * 0.3), r * 0.85)
        moon.set_alpha(int(255 * night))
        surface.blit(moon, moon.get_rect(center=(round(centre[0]), round(centre[1]))))
        for k in range(3):
            t = (self.elapsed * 0.8 + k / 3) % 1.0
            z_size = max(10, int(r * (0.5 + 0.5 * t))) // 4 * 4  # few sizes: each is rendered once
            z = assets.text("z", z_size, (235, 240, 255), True).copy()
            z.set_alpha(int(255 * night * (1 - t)))
            spot = (round(centre[0] + r * (0.9 + t)), round(centre[1] - r * (0.6 + 1.6 * t)))
            surface.blit(z, z.get_rect(center=spot))
