"""Die Dracheninsel animations: hops, disk swaps, dragon flights, coins, cards, magic.

API (stable; the table starts these and draws them over the board):

Every class is a ``common.tween.Animation``: start it by adding it to the table's
``TweenManager`` (whose ``speed`` is the animation-speed setting, so every duration below
is a 1x duration that the setting scales), or call ``step(dt)`` yourself. ``draw(surface)``
draws it in canvas coordinates; ``done`` is True when it has finished (``on_done`` runs
then); ``finish()`` jumps to the end. Positions are canvas points or zero-argument
callables returning one (a target that moves while the animation runs).

Common keyword arguments: ``sound`` (a callable taking a sound name from assets/sounds,
e.g. the table's ``sound`` method; None = silent), ``on_done``, and ``motion`` (the
``board_view.Motion`` the board is drawn with): pieces the animation draws itself are
parked off the canvas in ``motion`` while it runs, so the board does not draw them twice,
and released when it is done. ``hidden()`` lists them.

- ``ConeHop(sprites, path, *, seats=(), carried=None, motion, sound, on_done)``: one cone
  (or a pair: two sprites, moving as one) hopping space to space along ``path`` (points as
  ``BoardView.figure_center`` gives them; at least two), arcing and squashing on landing.
  ``carried`` (e.g. the pair's coins) rides along.
- ``DiskSwap(sprite_a, sprite_b, a, b, *, cells=(), magic=False, motion, sound, on_done)``:
  two disks lift, trade places along opposite arcs and settle (``magic`` adds sparkles and
  a magic sound, for Thundering Elements).
- ``DragonFlight(start, end, size, *, dragon=None, motion, sound, on_done)``: the dragon
  takes off, flies an arc with flapping wings (two SVG frames) and lands on its disk.
- ``CoinFlight(sprites, start, end, *, via=None, ends=None, end_scale=1.0, sound,
  on_done)``: coins arc one after another from ``start`` (the site, the pair) to ``via``
  (the boat, where they bounce) and on to ``end`` (the seat's panel), spinning, with a
  sparkle on arrival; ``ends`` gives each coin its own panel (one coin per partner).
- ``CardFlight(start, end, width, *, end_width=None, card=None, owner=None, sound,
  on_done)``: a card flying between hands, face down unless ``card`` is given (then it is
  drawn through ``cards.draw_face_up`` with ``owner``, so privacy tests see it).
- ``CounterShield(center, card_width, *, sound, on_done)``: the Counter Magic shield
  pops up over the blocked card, pulses and fades; the card under it greys out.
- ``SlumberRewind(area, center, slides, *, motion, sound, on_done)``: Sweet Slumber:
  night falls over ``area``, a swirl turns backwards and every ``Slide`` (a piece sprite
  and where the undone action had put it -> where it goes back to) glides back with a
  ghost trail; then day returns.
- ``Slide(sprite, start, end, *, cone=False, hunter=None, dragon=None, disk=None)``, and
  ``slumber_slides(board, shown, restored) -> list[Slide]``: every hunter, dragon and disk
  that differs between the state on screen and the state after the rewind.
- ``dragon_sprite(size, frame)`` ("stand", "up", "down"), ``disk_sprite(colour, size)`` and
  ``carried_coins(board, coins)`` (a pair's coins as the board draws them, or None).
- ``TIMING``: the 1x durations (seconds) in one table.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from common import assets, theme
from common.tween import (
    Animation,
    ease_in_out_cubic,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    ease_out_quad,
)
from dracheninsel.rules import State
from dracheninsel.rules import data as D
from dracheninsel.ui import cards
from dracheninsel.ui.board_view import COIN as COIN_SIZE
from dracheninsel.ui.board_view import DRAGON as DRAGON_SIZE
from dracheninsel.ui.board_view import BoardView, Motion

Point = tuple[float, float]
Where = Point | Callable[[], Point]
Sound = Callable[[str], None]

# Parked pieces are drawn by the board far outside the canvas (cheaply clipped away).
OFF_CANVAS: Point = (-100000.0, -100000.0)

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
    "coin_leg": 0.55,
    "coin_gap": 0.14,  # between the coins of a pair
    "coin_rest": 0.30,  # in the boat, before flying on to the panel
    "card_flight": 0.60,
    "shield_pop": 0.28,
    "shield_hold": 0.70,
    "shield_fade": 0.35,
    "slumber_dusk": 0.45,
    "slumber_rewind": 0.90,
    "slumber_dawn": 0.45,
}

NIGHT = (34, 40, 92)
SWIRL_DIM = (96, 120, 170)  # a swirl dot just appearing: close to the night-tinted sea
SWIRL_BRIGHT = (225, 232, 255)
FLIGHT_SCALE = 1.4  # the largest a flying dragon gets; its frames render once at this size
TOUCH_DOWN = 0.6  # share of the landing spent flapping down; then the dragon stands
MAGIC = (150, 200, 255)
SPARKLE = (255, 250, 220)


def at(where: Where) -> Point:
    """A point now: the value itself, or what the callable returns."""
    return where() if callable(where) else where


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _bezier(a: Point, c: Point, b: Point, t: float) -> Point:
    u = 1 - t
    return (
        u * u * a[0] + 2 * u * t * c[0] + t * t * b[0],
        u * u * a[1] + 2 * u * t * c[1] + t * t * b[1],
    )


def _arc_control(a: Point, b: Point, bow: float) -> Point:
    """Control point of a quadratic arc from a to b, bowed sideways by ``bow`` px (+ = left)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (mx + dy / length * bow, my - dx / length * bow)


def _shadow(surface: pygame.Surface, center: Point, width: float, alpha: int = 90) -> None:
    w = max(4, int(width))
    h = max(2, int(width * 0.32))
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(shade, (40, 24, 12, alpha), shade.get_rect())
    surface.blit(shade, shade.get_rect(center=(round(center[0]), round(center[1]))))


def _glow(
    surface: pygame.Surface, center: Point, radius: float, colour: tuple[int, int, int], alpha: int
) -> None:
    r = max(2, int(radius))
    halo = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
    for k in range(6, 0, -1):
        pygame.draw.circle(halo, (*colour, max(0, alpha) * (7 - k) // 7), (r, r), r * k / 6)
    surface.blit(halo, (center[0] - r, center[1] - r))


def _sparkle(surface: pygame.Surface, center: Point, size: float, alpha: int = 255) -> None:
    """A four-pointed twinkle."""
    x, y = center
    s = max(2.0, size)
    k = s * 0.25
    pts = [(x, y - s), (x + k, y - k), (x + s, y), (x + k, y + k),
           (x, y + s), (x - k, y + k), (x - s, y), (x - k, y - k)]  # fmt: skip
    if alpha >= 255:
        pygame.draw.polygon(surface, SPARKLE, pts)
        return
    box = pygame.Rect(0, 0, int(s * 2) + 2, int(s * 2) + 2)
    box.center = (round(x), round(y))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*SPARKLE, alpha), [(px - box.x, py - box.y) for px, py in pts])
    surface.blit(layer, box)


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


def _scaled(pic: pygame.Surface, sx: float, sy: float) -> pygame.Surface:
    if abs(sx - 1) < 0.01 and abs(sy - 1) < 0.01:
        return pic
    w = max(1, round(pic.get_width() * sx))
    h = max(1, round(pic.get_height() * sy))
    return pygame.transform.smoothscale(pic, (w, h))


# ----------------------------------------------------------------------------- sprites
def dragon_sprite(size: int, frame: str = "stand") -> pygame.Surface:
    """The board dragon ("stand", on its stone) or a flight frame ("up" / "down")."""
    if frame == "stand":
        return assets.svg("dracheninsel/dragon.svg", (size, size))
    # the flight frames are 96 x 100: the raised wing needs a little headroom
    return assets.svg(f"dracheninsel/dragon_fly_{frame}.svg", (size, round(size * 100 / 96)))


def carried_coins(board: BoardView, coins: Sequence[int]) -> pygame.Surface | None:
    """The coins a pair carries, as the board draws them, for ``ConeHop(carried=...)``."""
    if not coins:
        return None
    diameter = max(4, round(board.px(COIN_SIZE) * 0.85))
    step = diameter * 0.42
    span = round(step * (len(coins) - 1))
    pic = pygame.Surface((diameter + span, diameter + span), pygame.SRCALPHA)
    for index, coin in enumerate(coins):
        sprite = board.coin_sprite(D.COIN_VALUE[coin], diameter)
        offset = (index - (len(coins) - 1) / 2) * step
        centre = (pic.get_width() / 2 + offset, pic.get_height() / 2 - offset)
        pic.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))
    return pic


def disk_sprite(colour: int, size: int) -> pygame.Surface:
    """A terrain disk of a colour index, as the board draws it."""
    return assets.svg(f"dracheninsel/disk_{D.COLOUR_LETTERS[colour]}.svg", (size, size))


# ----------------------------------------------------------------------------- base
class BoardAnim(Animation):
    """Elapsed-time animation with sound cues and pieces parked in the board's Motion."""

    def __init__(
        self,
        duration: float,
        *,
        sound: Sound | None = None,
        motion: Motion | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.duration = max(1e-6, duration)
        self.elapsed = 0.0
        self.done = False
        self.sound = sound
        self.motion = motion
        self.on_done = on_done
        self.cues: list[tuple[float, str]] = []
        self.hunters: list[int] = []
        self.dragons: list[int] = []
        self.disks: list[int] = []
        self._started = False

    # -- pieces the board must not draw while this runs
    def hidden(self) -> dict[str, list[int]]:
        return {"hunters": self.hunters, "dragons": self.dragons, "disks": self.disks}

    def _park(self) -> None:
        if self.motion is None:
            return
        for seat in self.hunters:
            self.motion.hunters[seat] = OFF_CANVAS
        for index in self.dragons:
            self.motion.dragons[index] = OFF_CANVAS
        for cell in self.disks:
            self.motion.disks[cell] = OFF_CANVAS

    def _release(self) -> None:
        if self.motion is None:
            return
        for seat in self.hunters:
            if self.motion.hunters.get(seat) == OFF_CANVAS:
                del self.motion.hunters[seat]
        for index in self.dragons:
            if self.motion.dragons.get(index) == OFF_CANVAS:
                del self.motion.dragons[index]
        for cell in self.disks:
            if self.motion.disks.get(cell) == OFF_CANVAS:
                del self.motion.disks[cell]

    def play(self, name: str) -> None:
        if self.sound is not None:
            self.sound(name)

    @property
    def progress(self) -> float:
        return min(1.0, self.elapsed / self.duration)

    def start(self) -> None:
        """First step: read start positions, park pieces (subclasses extend)."""

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        if not self._started:
            self._started = True
            self.start()
            self._park()
        before = self.elapsed
        self.elapsed += dt
        for when, name in self.cues:
            if before <= when < self.elapsed or (before == 0.0 and when == 0.0):
                self.play(name)
        if self.elapsed >= self.duration:
            self.done = True
            self._release()
            if self.on_done is not None:
                self.on_done()
            return self.elapsed - self.duration
        return 0.0

    def cancel(self) -> None:
        self._release()
        super().cancel()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current frame (subclasses)."""


# ----------------------------------------------------------------------------- cones
def cone_base(center: Point, sprite: pygame.Surface) -> Point:
    """Where a cone's feet are, for a figure centre (as the board places them)."""
    height = sprite.get_height()
    return (center[0], center[1] + height * 0.36)


class ConeHop(BoardAnim):
    """A cone (or a pair, moving as one) hopping along a path of spaces."""

    def __init__(
        self,
        sprites: Sequence[pygame.Surface],
        path: Sequence[Where],
        *,
        seats: Sequence[int] = (),
        carried: pygame.Surface | None = None,
        motion: Motion | None = None,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        if len(path) < 2:
            raise ValueError("a hop needs a start and at least one space to go to")
        hops = len(path) - 1
        per = TIMING["hop"] + TIMING["hop_pause"]
        super().__init__(per * hops, sound=sound, motion=motion, on_done=on_done)
        self.sprites = list(sprites)
        self.path = list(path)
        self.carried = carried
        self.hunters = list(seats)
        self.cues = [(k * per, "pick") for k in range(hops)]
        self.cues += [(k * per + TIMING["hop"] * 0.92, "drop") for k in range(hops)]
        self.height = max(s.get_height() for s in self.sprites) if self.sprites else 40

    def pose(self) -> tuple[Point, float, float, float]:
        """(ground point, lift px, x scale, y scale) at the current time."""
        per = TIMING["hop"] + TIMING["hop_pause"]
        hops = len(self.path) - 1
        index = min(hops - 1, int(self.elapsed / per))
        local = self.elapsed - index * per
        t = min(1.0, local / TIMING["hop"])
        a, b = at(self.path[index]), at(self.path[index + 1])
        if self.done:
            return at(self.path[-1]), 0.0, 1.0, 1.0
        ground = _lerp(a, b, ease_in_out_cubic(t))
        distance = math.hypot(b[0] - a[0], b[1] - a[1])
        lift = math.sin(math.pi * t) * max(self.height * 0.55, distance * 0.35)
        sx = sy = 1.0
        if t < 0.15:  # crouch before the jump
            k = math.sin(math.pi * t / 0.15)
            sx, sy = 1 + 0.12 * k, 1 - 0.16 * k
        elif t < 0.5:  # stretched on the way up
            sx, sy = 0.94, 1.08
        elif t >= 0.86 or local > TIMING["hop"]:  # squash on landing
            k = math.sin(math.pi * min(1.0, (t - 0.86) / 0.14 if t < 1 else 1.0))
            sx, sy = 1 + 0.18 * k, 1 - 0.2 * k
        return ground, lift, sx, sy

    def draw(self, surface: pygame.Surface) -> None:
        ground, lift, sx, sy = self.pose()
        count = len(self.sprites)
        spread = self.height * 0.3 if count > 1 else 0.0
        feet_y = ground[1] + self.height * 0.36
        _shadow(
            surface, (ground[0], feet_y), self.height * (0.62 - 0.2 * lift / (self.height + lift))
        )
        for index, sprite in enumerate(self.sprites):
            dx = (index - (count - 1) / 2) * spread * 2
            pic = _scaled(sprite, sx, sy)
            surface.blit(
                pic, pic.get_rect(midbottom=(round(ground[0] + dx), round(feet_y + 4 - lift)))
            )
        if self.carried is not None:
            spot = (ground[0], ground[1] + self.height * 0.3 - lift)
            if count == 1:
                spot = (ground[0] + self.height * 0.38, ground[1] + self.height * 0.17 - lift)
            surface.blit(
                self.carried, self.carried.get_rect(center=(round(spot[0]), round(spot[1])))
            )


# ----------------------------------------------------------------------------- disks
class DiskSwap(BoardAnim):
    """Two disks lift, trade places along opposite arcs and settle."""

    def __init__(
        self,
        sprite_a: pygame.Surface,
        sprite_b: pygame.Surface,
        a: Where,
        b: Where,
        *,
        cells: Sequence[int] = (),
        magic: bool = False,
        motion: Motion | None = None,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        lift, cross, drop = TIMING["disk_lift"], TIMING["disk_cross"], TIMING["disk_drop"]
        super().__init__(lift + cross + drop, sound=sound, motion=motion, on_done=on_done)
        self.sprite_a, self.sprite_b = sprite_a, sprite_b
        self.a, self.b = a, b
        self.disks = list(cells)
        self.magic = magic
        self.cues = [(0.0, "magic" if magic else "pick"), (lift, "slide"), (lift + cross, "snap")]

    def pose(self) -> tuple[Point, Point, float]:
        """(ground point of disk a, of disk b, lift 0..1) at the current time."""
        lift_t, cross_t = TIMING["disk_lift"], TIMING["disk_cross"]
        a, b = at(self.a), at(self.b)
        size = self.sprite_a.get_width()
        e = self.elapsed
        if self.done:
            return b, a, 0.0
        if e < lift_t:
            rise, cross = ease_out_cubic(e / lift_t), 0.0
        elif e < lift_t + cross_t:
            rise, cross = 1.0, ease_in_out_cubic((e - lift_t) / cross_t)
        else:
            p = min(1.0, (e - lift_t - cross_t) / TIMING["disk_drop"])
            rise, cross = 1.0 - ease_in_quad(p), 1.0
        distance = math.hypot(b[0] - a[0], b[1] - a[1])
        bow = min(distance * 0.35, size * 1.6)
        pos_a = _bezier(a, _arc_control(a, b, bow), b, cross)
        pos_b = _bezier(b, _arc_control(b, a, bow), a, cross)
        return pos_a, pos_b, rise

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        size = self.sprite_a.get_width()
        e = self.elapsed
        pos_a, pos_b, rise = self.pose()
        cross = 0.0 < e - TIMING["disk_lift"] < TIMING["disk_cross"]
        height = size * 0.42 * rise
        scale = 1 + 0.1 * rise
        for ground in (pos_a, pos_b):
            _shadow(surface, (ground[0], ground[1] + size * 0.12), size * (0.95 - 0.2 * rise), 70)
        # the one going up-screen is drawn first (further away)
        order = sorted(
            ((pos_a, self.sprite_a), (pos_b, self.sprite_b)), key=lambda item: item[0][1]
        )
        for ground, sprite in order:
            if self.magic and rise > 0.1:
                _glow(surface, (ground[0], ground[1] - height), size * 0.75, MAGIC, int(110 * rise))
            pic = _scaled(sprite, scale, scale)
            surface.blit(pic, pic.get_rect(center=(round(ground[0]), round(ground[1] - height))))
        if self.magic and cross:
            rng = random.Random(int(e * 20))
            for ground, _sprite in order:
                for _k in range(3):
                    ox, oy = rng.uniform(-size, size) * 0.6, rng.uniform(-size, size) * 0.6
                    _sparkle(surface, (ground[0] + ox, ground[1] - height + oy), size * 0.08)


# ----------------------------------------------------------------------------- dragon
class DragonFlight(BoardAnim):
    """The dragon takes off, flies with flapping wings along an arc and lands."""

    def __init__(
        self,
        start: Where,
        end: Where,
        size: int,
        *,
        dragon: int | None = None,
        motion: Motion | None = None,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        a, b = at(start), at(end)
        distance = math.hypot(b[0] - a[0], b[1] - a[1])
        self.fly = max(TIMING["dragon_fly_min"], distance * TIMING["dragon_fly_per_px"] + 0.3)
        total = TIMING["dragon_takeoff"] + self.fly + TIMING["dragon_land"]
        super().__init__(total, sound=sound, motion=motion, on_done=on_done)
        self.start_at, self.end_at = start, end
        self.size = size
        if dragon is not None:
            self.dragons = [dragon]
        self.cues = [(0.0, "whoosh")]
        flap = TIMING["dragon_takeoff"] * 0.5
        while flap < total - TIMING["dragon_land"]:
            self.cues.append((flap, "flap"))
            flap += 0.42
        self.cues.append((total - TIMING["dragon_land"] * 0.6, "roar_small"))
        self.facing = 1 if b[0] >= a[0] else -1

    def pose(self) -> tuple[Point, Point, float, str, float]:
        """(body centre, ground point, scale, frame, standing-art alpha 0..1)."""
        a, b = at(self.start_at), at(self.end_at)
        take, land = TIMING["dragon_takeoff"], TIMING["dragon_land"]
        e = min(self.elapsed, self.duration)
        up = self.size * 0.9
        flapping = "up" if int(e / TIMING["flap"]) % 2 == 0 else "down"
        if self.done:
            return b, b, 1.0, "stand", 1.0
        if e < take:
            p = ease_out_quad(e / take)
            return (a[0], a[1] - up * p), a, 1 + 0.15 * p, flapping, 0.0
        if e < take + self.fly:
            p = ease_in_out_cubic((e - take) / self.fly)
            distance = math.hypot(b[0] - a[0], b[1] - a[1])
            top = (a[1] + b[1]) / 2 - up - distance * 0.25
            body = _bezier((a[0], a[1] - up), ((a[0] + b[0]) / 2, top), (b[0], b[1] - up), p)
            ground = _lerp(a, b, p)
            return body, ground, 1.15 + 0.25 * math.sin(math.pi * p), flapping, 0.0
        p = (e - take - self.fly) / land
        if p < TOUCH_DOWN:  # the last flaps, coming down onto the disk
            q = ease_in_quad(p / TOUCH_DOWN)
            return (b[0], b[1] - up * (1 - q)), b, 1.15 - 0.15 * q, flapping, 0.0
        # on its stone again: a little squash as it settles
        q = (p - TOUCH_DOWN) / (1 - TOUCH_DOWN)
        return b, b, 1.0 - 0.12 * math.sin(math.pi * q), "stand", 1.0

    def draw(self, surface: pygame.Surface) -> None:
        body, ground, scale, frame, stand = self.pose()
        lifted = stand < 1.0
        _shadow(
            surface,
            (ground[0], ground[1] + self.size * 0.36),
            self.size * (0.45 if lifted else 0.7),
            60 if lifted else 90,
        )
        if not lifted:
            pic = dragon_sprite(self.size, "stand")
            if scale != 1.0:  # squash: wider and lower, feet on the ground
                pic = _scaled(pic, 2 - scale, scale)
            feet = ground[1] + self.size / 2
            surface.blit(pic, pic.get_rect(midbottom=(round(ground[0]), round(feet))))
            return
        big = dragon_sprite(round(self.size * FLIGHT_SCALE), "up" if frame == "up" else "down")
        fly = _scaled(big, scale / FLIGHT_SCALE, scale / FLIGHT_SCALE)
        if self.facing < 0:
            fly = pygame.transform.flip(fly, True, False)
        surface.blit(fly, fly.get_rect(center=(round(body[0]), round(body[1]))))


# ----------------------------------------------------------------------------- coins
class CoinFlight(BoardAnim):
    """Coins arc one after another to ``via`` (a boat) and on to ``end`` (a panel).

    ``ends`` gives each coin its own destination (the two partners' panels); without it
    every coin flies to ``end``.
    """

    def __init__(
        self,
        sprites: Sequence[pygame.Surface],
        start: Where,
        end: Where,
        *,
        via: Where | None = None,
        ends: Sequence[Where] | None = None,
        end_scale: float = 1.0,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.sprites = list(sprites)
        if ends is not None and len(ends) != len(self.sprites):
            raise ValueError("one destination per coin")
        targets = list(ends) if ends is not None else [end] * len(self.sprites)
        # per coin: legs (from, to, scale from, scale to)
        self.paths: list[list[tuple[Where, Where, float, float]]] = []
        for target in targets:
            if via is not None:
                self.paths.append([(start, via, 1.0, 1.0), (via, target, 1.0, end_scale)])
            else:
                self.paths.append([(start, target, 1.0, end_scale)])
        self.gap = TIMING["coin_gap"]
        self.leg_time = TIMING["coin_leg"]
        self.rest = TIMING["coin_rest"] if via is not None else 0.0
        legs = 2 if via is not None else 1
        per_coin = self.leg_time * legs + self.rest
        total = per_coin + self.gap * max(0, len(self.sprites) - 1) + 0.25
        super().__init__(total, sound=sound, on_done=on_done)
        self.cues = []
        for k in range(len(self.sprites)):
            t0 = k * self.gap
            self.cues.append((t0 + self.leg_time * 0.97, "coin"))
            if via is not None:
                self.cues.append((t0 + self.leg_time * 2 + self.rest - 0.03, "coin"))

    def coin_pose(self, index: int) -> tuple[Point, float, float, int] | None:
        """(centre, x scale for the spin, size scale, sparkle strength) of one coin."""
        legs = self.paths[index]
        t = self.elapsed - index * self.gap
        if t < 0:
            return at(legs[0][0]), 1.0, 1.0, 0
        for leg, (start, end, s0, s1) in enumerate(legs):
            if t < self.leg_time:
                p = t / self.leg_time
                a, b = at(start), at(end)
                distance = math.hypot(b[0] - a[0], b[1] - a[1])
                top = (a[0] + b[0]) / 2, min(a[1], b[1]) - max(40.0, distance * 0.3)
                pos = _bezier(a, top, b, ease_in_out_cubic(p))
                spin = abs(math.cos(p * math.pi * 3))
                return pos, max(0.15, spin), s0 + (s1 - s0) * p, 0
            t -= self.leg_time
            if leg == 0 and self.rest > 0:
                if t < self.rest:
                    b = at(end)
                    hop = math.sin(math.pi * t / self.rest) * 8
                    return (b[0], b[1] - hop), 1.0, s1, int(255 * (1 - t / self.rest))
                t -= self.rest
        end = at(legs[-1][1])
        sparkle = int(255 * max(0.0, 1 - t / 0.25)) if t < 0.25 else 0
        return end, 1.0, legs[-1][3], sparkle

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        for index, sprite in enumerate(self.sprites):
            pose = self.coin_pose(index)
            if pose is None:
                continue
            centre, spin, scale, sparkle = pose
            pic = _scaled(sprite, spin * scale, scale)
            if sparkle:
                r = sprite.get_width() * 0.8
                for k in range(6):
                    ang = k * math.pi / 3 + self.elapsed * 3
                    _sparkle(
                        surface,
                        (centre[0] + math.cos(ang) * r, centre[1] + math.sin(ang) * r),
                        sprite.get_width() * 0.14,
                        sparkle,
                    )
            surface.blit(pic, pic.get_rect(center=(round(centre[0]), round(centre[1]))))


# ----------------------------------------------------------------------------- cards
class CardFlight(BoardAnim):
    """A card flying between hands (Sneak Attack, Evil Curse): face down by default."""

    def __init__(
        self,
        start: Where,
        end: Where,
        width: int,
        *,
        end_width: int | None = None,
        card: int | None = None,
        owner: int | None = None,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(TIMING["card_flight"], sound=sound, on_done=on_done)
        self.start_at, self.end_at = start, end
        self.width = width
        self.end_width = end_width or width
        self.card = card
        self.owner = owner
        self.cues = [(0.0, "card"), (self.duration * 0.15, "whoosh")]

    def pose(self) -> tuple[Point, int, float]:
        p = ease_in_out_cubic(self.progress)
        a, b = at(self.start_at), at(self.end_at)
        distance = math.hypot(b[0] - a[0], b[1] - a[1])
        control = _arc_control(a, b, min(160.0, distance * 0.25))
        pos = _bezier(a, control, b, p)
        width = round(self.width + (self.end_width - self.width) * p)
        angle = math.sin(p * math.pi) * 18 * (1 if b[0] >= a[0] else -1)
        return pos, max(6, width), angle

    def draw(self, surface: pygame.Surface) -> None:
        if self.done or not self._started:  # one waiting its turn in a Sequence is not shown
            return
        pos, width, angle = self.pose()
        for k in (3, 2, 1):  # a faint trail
            back = max(0.0, self.elapsed - k * 0.03)
            saved = self.elapsed
            self.elapsed = back
            trail, tw, ta = self.pose()
            self.elapsed = saved
            cards.draw_face_down(surface, trail, tw, ta, alpha=40 * (4 - k))
        if self.card is not None:
            cards.draw_face_up(surface, self.card, self.owner, pos, width, angle)
        else:
            cards.draw_face_down(surface, pos, width, angle)


# ----------------------------------------------------------------------------- shield
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


class CounterShield(BoardAnim):
    """Counter Magic: a shield pops over the blocked card, pulses with rings, and fades."""

    def __init__(
        self,
        center: Where,
        card_width: int,
        *,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        total = TIMING["shield_pop"] + TIMING["shield_hold"] + TIMING["shield_fade"]
        super().__init__(total, sound=sound, on_done=on_done)
        self.center = center
        self.card_width = card_width
        self.cues = [(0.0, "magic"), (TIMING["shield_pop"], "refuse")]

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
                ring_alpha = int(alpha * (1 - r) * 0.8)
                radius = size * (0.55 + r * 0.6)
                ring = pygame.Surface((int(radius * 2) + 6, int(radius * 2) + 6), pygame.SRCALPHA)
                pygame.draw.circle(
                    ring,
                    (*MAGIC, ring_alpha),
                    (ring.get_width() / 2, ring.get_height() / 2),
                    radius,
                    4,
                )
                surface.blit(ring, ring.get_rect(center=(round(centre[0]), round(centre[1]))))
        _glow(surface, centre, size * 0.8 * scale, MAGIC, alpha // 2)
        draw_shield(surface, centre, size * scale, alpha)
        for k in range(5):
            ang = e * 2.5 + k * math.tau / 5
            r = size * 0.7 * scale
            _sparkle(
                surface,
                (centre[0] + math.cos(ang) * r, centre[1] + math.sin(ang) * r * 1.1),
                size * 0.07,
                alpha,
            )


# ----------------------------------------------------------------------------- slumber
@dataclass
class Slide:
    """One piece going back where it was: ``start`` (after the undone action) -> ``end``.

    ``cone``: the points are figure centres and the sprite stands on its feet like on the
    board. ``hunter`` / ``dragon`` / ``disk``: the board piece to park while it slides.
    """

    sprite: pygame.Surface
    start: Point
    end: Point
    cone: bool = False
    hunter: int | None = None
    dragon: int | None = None
    disk: int | None = None

    def blit_at(self, surface: pygame.Surface, point: Point, alpha: int = 255) -> None:
        pic = self.sprite
        if alpha < 255:
            pic = pic.copy()
            pic.set_alpha(alpha)
        if self.cone:
            feet = cone_base(point, self.sprite)
            surface.blit(pic, pic.get_rect(midbottom=(round(feet[0]), round(feet[1] + 4))))
        else:
            surface.blit(pic, pic.get_rect(center=(round(point[0]), round(point[1]))))


class SlumberRewind(BoardAnim):
    """Sweet Slumber: night falls, a swirl turns backwards and the last action slides back."""

    def __init__(
        self,
        area: pygame.Rect,
        center: Where,
        slides: Sequence[Slide] = (),
        *,
        motion: Motion | None = None,
        sound: Sound | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        dusk, rewind, dawn = (
            TIMING["slumber_dusk"],
            TIMING["slumber_rewind"],
            TIMING["slumber_dawn"],
        )
        super().__init__(dusk + rewind + dawn, sound=sound, motion=motion, on_done=on_done)
        self.area = pygame.Rect(area)
        self.center = center
        self.slides = list(slides)
        self.hunters = [s.hunter for s in self.slides if s.hunter is not None]
        self.dragons = [s.dragon for s in self.slides if s.dragon is not None]
        self.disks = [s.disk for s in self.slides if s.disk is not None]
        self.cues = [(0.0, "snore"), (dusk, "whoosh"), (dusk + rewind, "snap")]
        self._veil: pygame.Surface | None = None

    def phase(self) -> tuple[str, float]:
        dusk, rewind = TIMING["slumber_dusk"], TIMING["slumber_rewind"]
        e = self.elapsed
        if e < dusk:
            return "dusk", e / dusk
        if e < dusk + rewind:
            return "rewind", (e - dusk) / rewind
        return "dawn", min(1.0, (e - dusk - rewind) / TIMING["slumber_dawn"])

    def slide_point(self, slide: Slide) -> Point:
        phase, p = self.phase()
        if phase == "dusk":
            return slide.start
        if phase == "dawn" or self.done:
            return slide.end
        return _lerp(slide.start, slide.end, ease_in_out_cubic(p))

    def draw(self, surface: pygame.Surface) -> None:
        if self.done:
            return
        phase, p = self.phase()
        night = {"dusk": p, "rewind": 1.0, "dawn": 1 - p}[phase]
        if self._veil is None:
            self._veil = _feathered(self.area.size, NIGHT, max(8, min(self.area.size) // 10))
        self._veil.set_alpha(int(120 * night))
        surface.blit(self._veil, self.area)
        centre = at(self.center)
        radius = min(self.area.w, self.area.h) * 0.3 * (0.4 + 0.6 * night)
        turn = -self.elapsed * (9.0 if phase == "rewind" else 3.0)  # backwards: anticlockwise
        self._swirl(surface, centre, radius, turn, int(200 * night))
        self._moon(surface, centre, radius, night)
        if phase == "rewind":
            self._rewind_mark(surface, (centre[0], centre[1] + radius * 0.75), radius * 0.22)
        for slide in self.slides:
            here = self.slide_point(slide)
            if phase == "rewind":
                for k in (3, 2, 1):
                    ghost = _lerp(slide.start, slide.end, ease_in_out_cubic(max(0.0, p - k * 0.06)))
                    slide.blit_at(surface, ghost, 50 * (4 - k))
                _glow(surface, here, slide.sprite.get_width() * 0.7, MAGIC, 120)
            slide.blit_at(surface, here)

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
            surface.blit(
                z,
                z.get_rect(
                    center=(
                        round(centre[0] + r * (0.9 + t)),
                        round(centre[1] - r * (0.6 + 1.6 * t)),
                    )
                ),
            )


def slumber_slides(board: BoardView, shown: State, restored: State) -> list[Slide]:
    """What Sweet Slumber puts back: hunters, dragons and swapped disks that differ.

    ``shown`` is the state on screen (after the action), ``restored`` the state after the
    rewind; each piece slides from where it is now to where it was.
    """
    slides: list[Slide] = []
    done: set[int] = set()
    for seat in range(shown.n):
        if seat in done or shown.pos[seat] == restored.pos[seat]:
            continue
        group = shown.group_of(seat)
        members = list(group.members) if group is not None else [seat]
        for member in members:
            if member in done:
                continue
            done.add(member)
            if shown.pos[member] == restored.pos[member]:
                continue
            slides.append(
                Slide(
                    board.hunter_sprite(shown.colour_of(member)),
                    board.figure_center(shown, member),
                    board.figure_center(restored, member),
                    cone=True,
                    hunter=member,
                )
            )
    size = board.px(DRAGON_SIZE)
    for index, where in enumerate(shown.dragons):
        if where != restored.dragons[index]:
            slides.append(
                Slide(
                    dragon_sprite(size),
                    board.dragon_center(shown, index),
                    board.dragon_center(restored, index),
                    dragon=index,
                )
            )
    changed = [c for c in range(1, D.N_CELLS) if shown.colours[c] != restored.colours[c]]
    for cell in changed:
        colour = shown.colours[cell]
        # the disk now on `cell` goes back to the changed cell that had its colour
        home = next((c for c in changed if c != cell and restored.colours[c] == colour), None)
        if home is None:
            continue
        slides.append(
            Slide(
                disk_sprite(colour, board.disk_size()),
                board.cell_center(cell),
                board.cell_center(home),
                disk=cell,
            )
        )
    return slides
