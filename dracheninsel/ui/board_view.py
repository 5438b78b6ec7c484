"""Draws the public side of a Die Dracheninsel state on a hex island, at any size.

The view knows geometry (axial hex -> pixel and back) and how pieces look; it never reads
hands, so whatever scene uses it can only show public information. Everything is scaled
from one number, the hex radius, chosen so the island with its six boats fits the rect.
Rendered art is cached per size by `common.assets`; outlined hunters are cached here.

Positions are the engine's ids: 0 the treasure site, 1..60 the disks, 61..66 the boats.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field

import pygame

from common import assets, theme
from common.i18n import _
from dracheninsel.rules import State
from dracheninsel.rules import data as D
from dracheninsel.rules.legal import StepPrice

Point = tuple[float, float]
Colour = tuple[int, int, int]

SQRT3 = math.sqrt(3.0)
ART = "dracheninsel/"
# The layout box in hex radii: the island spans 15.6 x 14, boats stick out beyond it.
LAYOUT_W = 18.2
LAYOUT_H = 16.4
DISK = 1.66  # disk diameter in hex radii (a hex is 1.73 wide: a thin gap stays)
BOAT_W, BOAT_H = 2.05, 1.54
BOAT_OFF = 1.3  # boat centre distance from the middle of its two landings (a hex: 1.5)
HUNTER_W, HUNTER_H = 0.8, 1.2
DRAGON = 1.45
COIN = 0.62
SEA = (120, 184, 214)
SEA_DEEP = (92, 156, 196)
SAND = (236, 214, 160)
SAND_EDGE = (206, 176, 118)
SOCKET = (222, 196, 140)
DIM_ALPHA = 95
# Where dragons wait when they are beside the board, and the coin trays (hex radii).
DRAGON_LAIR: tuple[Point, ...] = ((-8.0, 3.3), (-8.0, 5.0))
SUPPLY_AT: Point = (7.9, -4.4)
REMOVED_AT: Point = (-7.9, -4.6)
#: The "6 more" under the coins still to come, in canvas pixels (times "larger text"): it
#: was 10 px, 5 px in a 640x480 window (play-test under Xvfb); the claim hint's floor is 14
SUPPLY_CAPTION = 16
# The active hunter's marker (not a ring: rings mean "you may go here"): a soft glow on its
# space and an arrow over its head, in its colour (hex radii).
HALO = 1.05  # the glow's radius
ARROW_W, ARROW_H = 0.7, 0.5  # the arrow's size ...
ARROW_GAP = 0.12  # ... and how far above the hunter's head its tip is
# The idle motion's reach (hex radii): how far a boat bobs, the arrow bounces and a
# dragon's breath lifts its head; where the little waves in the sea may lie.
BOB = 0.06
BOUNCE = 0.1
BREATH = 0.035  # of the dragon's height
WAVE_W, WAVE_H = 0.95, 0.3
WAVE_DRIFT = 0.09


@dataclass(frozen=True)
class Alive:
    """How the pieces that move at rest are drawn in one frame (`dracheninsel/ui/idle.py`).

    A piece is named ("boat", colour), ("dragon", index), ("wave", index) or ("arrow", seat).
    `looks`: pieces drawn in motion, with their look now (absent: drawn at rest). `left_out`:
    pieces the still picture leaves out (the idle frames paint them over it). `probe`: pieces
    painted as one flat colour over their whole band, to find out what lies over them."""

    looks: dict[Hashable, Hashable] = field(default_factory=dict)
    left_out: frozenset[Hashable] = frozenset()
    probe: dict[Hashable, Colour] = field(default_factory=dict)


AT_REST = Alive()


def axial_to_unit(q: float, r: float) -> Point:
    """Pointy-top axial coordinates to pixels for hex radius 1 (island centre at 0, 0)."""
    return (SQRT3 * (q + r / 2.0), 1.5 * r)


def unit_to_axial(x: float, y: float) -> tuple[int, int]:
    """Pixels (hex radius 1) to the axial cell containing them (cube rounding)."""
    qf = (SQRT3 / 3.0 * x) - (y / 3.0)
    rf = 2.0 / 3.0 * y
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return (int(q), int(r))


def _boat_hexes() -> list[tuple[int, int]]:
    """Each boat sits on the off-island hex touching both of its landing spaces."""
    out = []
    for first, second in D.LANDINGS:
        q1, r1 = D.CELL_COORDS[first]
        q2, r2 = D.CELL_COORDS[second]
        around1 = {(q1 + dq, r1 + dr) for dq, dr in D.HEX_DIRS}
        around2 = {(q2 + dq, r2 + dr) for dq, dr in D.HEX_DIRS}
        outside = sorted(c for c in around1 & around2 if c not in D.COORD_TO_CELL)
        out.append(outside[0])
    return out


BOAT_HEXES: list[tuple[int, int]] = _boat_hexes()
HEX_TO_BOAT: dict[tuple[int, int], int] = {
    xy: D.boat_of(colour) for colour, xy in enumerate(BOAT_HEXES)
}


def colour_rgb(colour: int) -> Colour:
    red, green, blue = D.COLOUR_INFO[D.COLOUR_LETTERS[colour]]["rgb"]
    return (int(red), int(green), int(blue))


#: The pieces the table's sprite layer holds now (they move, `dracheninsel/ui/anim.py`;
#: their pictures are `pictures.py`):
#: ("hunter", seat), ("dragon", index), ("disk", cell), ("coins", D.SITE). The board leaves
#: them out, so a piece is drawn once: by the layer while it moves, here when it rests.
Away = frozenset[Hashable]
NONE_AWAY: Away = frozenset()


class BoardView:
    """Renders a state's board into a rect; maps pixels to positions and back."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.radius = 1.0
        self.emphasis = 1.0  # highlight rings and price chips ("larger text and pieces")
        self.origin: Point = (0.0, 0.0)
        self._background: pygame.Surface | None = None
        self._outlined: dict[tuple[int, ...], pygame.Surface] = {}
        self._waves: list[Point] | None = None  # where the little waves run (`wave_spots`)
        self._dimmed: dict[tuple[int, int], pygame.Surface] = {}
        self.set_rect(self.rect)

    # ------------------------------------------------------------------ geometry
    def set_rect(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        """Fit the island to a new rect (all sizes follow the hex radius)."""
        self.rect = pygame.Rect(rect)
        self.radius = min(self.rect.width / LAYOUT_W, self.rect.height / LAYOUT_H)
        self.origin = (float(self.rect.centerx), float(self.rect.centery))
        self._background = None
        self._dimmed.clear()
        self._waves = None

    def unit(self, point: Point) -> Point:
        """A point in hex radii (island centre at 0, 0) as pixels."""
        return (self.origin[0] + point[0] * self.radius, self.origin[1] + point[1] * self.radius)

    def px(self, length: float) -> int:
        return max(1, round(length * self.radius))

    def hex_center(self, q: float, r: float) -> Point:
        return self.unit(axial_to_unit(q, r))

    def cell_center(self, pos: int) -> Point:
        """Pixel centre of a position id (site, disk or boat)."""
        if D.is_boat(pos):
            return self.boat_center(pos - D.BOAT_BASE)
        q, r = D.CELL_COORDS[pos]
        return self.hex_center(q, r)

    def boat_center(self, colour: int) -> Point:
        """Off the coast between its two landing spaces, a little closer than a hex."""
        first, second = D.LANDINGS[colour]
        x1, y1 = axial_to_unit(*D.CELL_COORDS[first])
        x2, y2 = axial_to_unit(*D.CELL_COORDS[second])
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        hx, hy = axial_to_unit(*BOAT_HEXES[colour])
        k = BOAT_OFF / math.hypot(hx - mx, hy - my)
        return self.unit((mx + (hx - mx) * k, my + (hy - my) * k))

    def cell_at(self, point: tuple[float, float]) -> int | None:
        """The position id under a pixel (a disk, the site or a boat), or None (sea)."""
        x = (point[0] - self.origin[0]) / self.radius
        y = (point[1] - self.origin[1]) / self.radius
        for colour in range(D.N_COLOURS):
            bx, by = self.boat_center(colour)
            if (
                abs(point[0] - bx) <= BOAT_W * self.radius / 2
                and abs(point[1] - by) <= BOAT_H * self.radius / 2
            ):
                return D.boat_of(colour)
        cell = D.COORD_TO_CELL.get(unit_to_axial(x, y))
        return cell

    def all_positions(self) -> range:
        return range(D.N_POSITIONS)

    # ------------------------------------------------------------------ art
    def _art(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        return assets.svg(ART + name + ".svg", size)

    def disk_size(self) -> int:
        return self.px(DISK)

    def hunter_sprite(self, colour: int, size: int | None = None) -> pygame.Surface:
        """A hunter cone with a cream outline, so it stands out even on its own colour."""
        height = size or self.px(HUNTER_H)
        key = (colour, height, 0)
        cached = self._outlined.get(key)
        if cached is not None:
            return cached
        width = max(1, round(height * HUNTER_W / HUNTER_H))
        art = self._art(f"hunter_{D.COLOUR_LETTERS[colour]}", (width, height))
        edge = max(2, height // 22)
        out = pygame.Surface((width + 2 * edge, height + 2 * edge), pygame.SRCALPHA)
        silhouette = pygame.mask.from_surface(art, 60).to_surface(
            setcolor=(*theme.CARD, 255), unsetcolor=(0, 0, 0, 0)
        )
        for angle in range(0, 360, 30):
            dx = round(edge * math.cos(math.radians(angle)))
            dy = round(edge * math.sin(math.radians(angle)))
            out.blit(silhouette, (edge + dx, edge + dy))
        out.blit(art, (edge, edge))
        self._outlined[key] = out
        return out

    def _boat_sprite(self, colour: int, used: bool) -> pygame.Surface:
        size = (self.px(BOAT_W), self.px(BOAT_H))
        art = self._art(f"boat_{D.COLOUR_LETTERS[colour]}", size)
        if used:
            return art
        key = (colour, size[0])
        dimmed = self._dimmed.get(key)
        if dimmed is None:
            dimmed = pygame.transform.grayscale(art)
            dimmed.set_alpha(DIM_ALPHA)
            self._dimmed[key] = dimmed
        return dimmed

    def coin_sprite(self, value: int, diameter: int, labelled: bool = True) -> pygame.Surface:
        """A gold coin with its value, for the board, trays and seat panels; unlabelled
        for a coin half hidden in a pile, where a cut number would read as another value.
        """
        key = (value if labelled else 0, diameter, 1)
        cached = self._outlined.get(key)
        if cached is not None:
            return cached
        coin = self._art("coin", (diameter, diameter)).copy()
        if labelled:
            label = assets.text(str(value), max(8, int(diameter * 0.36)), (124, 82, 16), True)
            coin.blit(label, label.get_rect(center=(diameter / 2, diameter / 2 + 1)))
        self._outlined[key] = coin
        return coin

    # ------------------------------------------------------------------ background
    def _rounded_hex(
        self, surface: pygame.Surface, colour: tuple[int, ...], scale: float, rounding: float
    ) -> None:
        """A hexagon through the scaled corner disks, with corners rounded by `rounding`."""
        corners = [(4, -4), (4, 0), (0, 4), (-4, 4), (-4, 0), (0, -4)]
        pad_x, pad_y = self.padding()
        cx, cy = self.rect.width / 2 + pad_x, self.rect.height / 2 + pad_y
        points = []
        for q, r in corners:
            x, y = axial_to_unit(q, r)
            points.append((cx + x * scale * self.radius, cy + y * scale * self.radius))
        pygame.draw.polygon(surface, colour, points)
        width = self.px(rounding)
        pygame.draw.lines(surface, colour, True, points, width * 2)
        for point in points:
            pygame.draw.circle(surface, colour, point, width)

    def padding(self) -> tuple[int, int]:
        """The sea fades out a little beyond the rect, so no hard edge shows."""
        return (self.px(1.6), self.px(0.8))

    def background(self) -> pygame.Surface:
        """Sea, sandy island and disk sockets: drawn once per size."""
        if self._background is not None:
            return self._background
        pad_x, pad_y = self.padding()
        size = (self.rect.width + 2 * pad_x, self.rect.height + 2 * pad_y)
        sea = pygame.Surface(size, pygame.SRCALPHA)
        self._rounded_hex(sea, (*SEA, 255), 1.18, 1.9)
        sea = pygame.transform.gaussian_blur(sea, max(2, self.px(0.5)))
        surf = pygame.Surface(size, pygame.SRCALPHA)
        surf.blit(sea, (0, 0))
        ripples = pygame.Surface(size, pygame.SRCALPHA)
        self._rounded_hex(ripples, (*SEA_DEEP, 70), 1.12, 1.3)
        self._rounded_hex(ripples, (0, 0, 0, 0), 1.08, 1.0)
        surf.blit(ripples, (0, 0))
        self._rounded_hex(surf, (*theme.lighten(SEA, 0.35), 255), 1.0, 1.18)
        self._rounded_hex(surf, (*SAND_EDGE, 255), 1.0, 1.0)
        self._rounded_hex(surf, (*SAND, 255), 1.0, 0.88)
        socket = round(self.disk_size() / 2 + self.radius * 0.03)
        for pos in range(D.N_CELLS):
            x, y = self.cell_center(pos)
            centre = (x - self.rect.x + pad_x, y - self.rect.y + pad_y + self.radius * 0.06)
            pygame.draw.circle(surf, SOCKET, centre, socket)
        self._background = assets._prepare(surf)
        return self._background

    # ------------------------------------------------------------------ drawing
    def draw(
        self,
        surface: pygame.Surface,
        state: State,
        highlights: dict[int, Colour] | None = None,
        away: Away = NONE_AWAY,
        active: int | None = None,
        alive: Alive = AT_REST,
    ) -> None:
        """The whole board: disks, site coins, boats, dragons, hunters, pairs, trays.

        `highlights` outlines positions (legal targets); `away`: the pieces the sprite
        layer draws now (left out here); `active`: the seat whose hunter wears
        the glow of the one whose turn it is (its arrow: `draw_marker`, over the lit rings);
        `alive`: how the pieces that move at rest are drawn (waves, boats, dragons).
        """
        pad_x, pad_y = self.padding()
        surface.blit(self.background(), (self.rect.x - pad_x, self.rect.y - pad_y))
        for index in range(len(self.wave_spots())):
            self._alive(surface, ("wave", index), alive, state, away)
        self._draw_disks(surface, state, away)
        if active is not None and ("hunter", active) not in away:
            self.draw_halo(surface, state, active)
        for colour in range(D.N_COLOURS):
            self._alive(surface, ("boat", colour), alive, state, away)
        self._draw_site_coins(surface, state, away)
        if highlights:
            self.draw_highlights(surface, highlights)
        self._draw_trays(surface, state)
        for index in range(len(state.dragons)):
            self._alive(surface, ("dragon", index), alive, state, away)
        self._draw_figures(surface, state, away, self.boats_alive(state, alive))

    def draw_marker(
        self,
        surface: pygame.Surface,
        state: State,
        active: int | None,
        away: Away,
        alive: Alive = AT_REST,
    ) -> None:
        """The arrow over the active hunter's head, over the lit rings round it (the table
        draws it after them: the rings of the spaces above it would cut it)."""
        if active is not None and ("hunter", active) not in away:
            self._alive(surface, ("arrow", active), alive, state, away)

    # ------------------------------------------------------------------ at rest, alive
    def _alive(
        self,
        surface: pygame.Surface,
        piece: tuple[str, int],
        alive: Alive,
        state: State,
        away: Away,
    ) -> None:
        """One piece that moves at rest: in away, at rest, left out or as a probe."""
        probe = alive.probe.get(piece)
        if probe is not None:
            for area in self.band(state, piece, away):
                surface.fill(probe, area)
            return
        if piece not in alive.left_out:
            self.draw_piece(surface, state, piece, alive.looks.get(piece), away)

    def boats_alive(self, state: State, alive: Alive) -> set[int]:
        """Boats whose hunters are drawn with them (they bob together): the boats in motion,
        left out or probed; the others' hunters stand in the figures' layer as ever."""
        return {
            colour
            for colour in range(D.N_COLOURS)
            if ("boat", colour) in alive.looks
            or ("boat", colour) in alive.left_out
            or ("boat", colour) in alive.probe
        }

    def draw_piece(
        self,
        surface: pygame.Surface,
        state: State,
        piece: tuple[str, int],
        look: Hashable,
        away: Away,
    ) -> None:
        """Draw a piece that moves at rest as `look` says (None: at rest)."""
        kind, index = piece
        if kind == "wave":
            self._draw_wave(surface, index, look)
        elif kind == "boat":
            self._draw_boat(surface, state, index, look, away)
        elif kind == "dragon":
            self._draw_dragon(surface, state, index, look, away)
        elif kind == "arrow":
            self._draw_arrow(surface, state, index, look)

    def band(self, state: State, piece: tuple[str, int], away: Away) -> list[pygame.Rect]:
        """Every area drawing `piece` in any of its looks may touch."""
        kind, index = piece
        if kind == "wave":
            w, h = self._wave_size()
            x, y = self.wave_spots()[index]
            box = pygame.Rect(0, 0, w + 2 * self.px(WAVE_DRIFT) + 2, h + 2)
            box.center = (round(x), round(y))
            return [box]
        if kind == "boat":
            bob = self.px(BOB)
            areas = [self._boat_rect(index)]
            for seat in self._in_boat(state, index, away):
                areas.append(self._figure_rect(state, seat))
            box = areas[0].unionall(areas[1:]).inflate(2, 2 * bob + 2)
            return [box]
        if kind == "dragon":
            size = self.px(DRAGON)
            box = pygame.Rect(0, 0, size, size)
            x, y = self.dragon_center(state, index)
            box.center = (round(x), round(y))
            lift = math.ceil(size * BREATH) + 1
            return [box.inflate(2, 2 * lift + 2)]
        centre = self.figure_center(state, index)
        top = self._figure_rect(state, index).top
        w, h = self.px(ARROW_W), self.px(ARROW_H)
        box = pygame.Rect(0, 0, w + 12, h + self.px(BOUNCE) + 12)
        box.midbottom = (round(centre[0]), top - self.px(ARROW_GAP) + 6)
        return [box]

    def wave_spots(self) -> list[Point]:
        """Where little waves run in the sea round the island: along its coast, clear of
        the boats, the dragons' lair and the coin trays (canvas pixels, cached per size)."""
        if self._waves is not None:
            return self._waves
        corners = [
            axial_to_unit(q, r) for q, r in ((4, -4), (4, 0), (0, 4), (-4, 4), (-4, 0), (0, -4))
        ]
        keep_clear = [self.boat_center(c) for c in range(D.N_COLOURS)]
        keep_clear += [self.unit(p) for p in (*DRAGON_LAIR, SUPPLY_AT, REMOVED_AT)]
        spots: list[Point] = []
        for index, (ax, ay) in enumerate(corners):
            bx, by = corners[(index + 1) % len(corners)]
            for u in (0.2, 0.5, 0.8):
                x, y = (ax + (bx - ax) * u) * 1.3, (ay + (by - ay) * u) * 1.3
                point = self.unit((x, y))
                if all(math.dist(point, other) > 1.9 * self.radius for other in keep_clear):
                    spots.append(point)
        self._waves = spots
        return spots

    def _wave_size(self) -> tuple[int, int]:
        return (self.px(WAVE_W), max(4, self.px(WAVE_H)))

    def _wave_sprite(self, alpha: int) -> pygame.Surface:
        w, h = self._wave_size()
        key = (-1, w, alpha)
        cached = self._outlined.get(key)
        if cached is None:
            cached = pygame.Surface((w, h), pygame.SRCALPHA)
            line = max(2, h // 4)
            swing = (h - line) / 2
            points = [
                (x, h / 2 - swing * math.sin(x / w * 3 * math.pi)) for x in range(0, w + 1, 2)
            ]
            pygame.draw.lines(cached, (*theme.lighten(SEA, 0.8), 255), False, points, line)
            cached.set_alpha(alpha)
            self._outlined[key] = cached
        return cached

    def _draw_wave(self, surface: pygame.Surface, index: int, look: Hashable) -> None:
        """A little wave in the sea: `look` is (drift in pixels, strength 0-255)."""
        dx, alpha = look if isinstance(look, tuple) else (0, 110)
        x, y = self.wave_spots()[index]
        sprite = self._wave_sprite(int(alpha))
        surface.blit(sprite, sprite.get_rect(center=(round(x) + int(dx), round(y))))

    def _boat_rect(self, colour: int) -> pygame.Rect:
        box = pygame.Rect(0, 0, self.px(BOAT_W), self.px(BOAT_H))
        x, y = self.boat_center(colour)
        return self._art(f"boat_{D.COLOUR_LETTERS[colour]}", box.size).get_rect(center=(x, y))

    def _in_boat(self, state: State, colour: int, away: Away) -> list[int]:
        """Seats whose hunters stand in this boat (not flying about)."""
        boat = D.boat_of(colour)
        return [s for s in range(state.n) if state.pos[s] == boat and ("hunter", s) not in away]

    def _draw_boat(
        self, surface: pygame.Surface, state: State, colour: int, look: Hashable, away: Away
    ) -> None:
        """A boat `look` pixels lower (None: at rest), with the hunters in it when it is
        alive (`boats_alive`: they ride the same swell)."""
        bob = int(look) if isinstance(look, int) else 0
        art = self._boat_sprite(colour, colour in set(state.seat_colours))
        x, y = self.boat_center(colour)
        surface.blit(art, art.get_rect(center=(x, y + bob)))
        if look is not None:
            self._draw_seats(surface, state, away, self._in_boat(state, colour, away), bob)

    def _figure_rect(self, state: State, seat: int) -> pygame.Rect:
        """Where a hunter standing still may be drawn: its cone, a partner beside it, its
        shadow and the coins a pair carries (a little more, never less)."""
        x, y = self.figure_center(state, seat)
        height = self.px(HUNTER_H)
        sprite = self.hunter_sprite(state.colour_of(seat), height)
        body = sprite.get_rect(midbottom=(round(x), round(y + height * 0.36 + 4)))
        body.inflate_ip(2 * self.px(0.3) + 4, 4)
        coin = self.px(COIN)
        pile = pygame.Rect(0, 0, 2 * coin + self.px(0.9), 2 * coin)
        pile.center = (round(x + self.px(0.22)), round(y + height * 0.3))
        return body.union(pile)

    def _draw_dragon(
        self, surface: pygame.Surface, state: State, index: int, look: Hashable, away: Away
    ) -> None:
        """A dragon standing on its stone (`look`: (how many pixels its breath lifts it,
        eyes shut); None: at rest)."""
        if ("dragon", index) in away:
            return  # flying: the table's sprite layer draws it
        size = self.px(DRAGON)
        art = self._art("dragon", (size, size))
        lift, shut = look if isinstance(look, tuple) else (0, False)
        centre = self.dragon_center(state, index)
        shadow = pygame.Rect(0, 0, size * 0.7, size * 0.22)
        shadow.center = (round(centre[0]), round(centre[1] + size * 0.36))
        pygame.draw.ellipse(surface, (60, 40, 30), shadow)
        sprite = self._breathing(size, int(lift), bool(shut))
        if state.dragons[index] < 0:
            sprite = sprite.copy()
            sprite.set_alpha(200)
        rect = art.get_rect(center=centre)
        surface.blit(sprite, sprite.get_rect(midbottom=rect.midbottom))

    def _breathing(self, size: int, lift: int, shut: bool) -> pygame.Surface:
        """The standing dragon `lift` pixels taller (breathing in), its eyes shut or open;
        cached: a breath has only a few looks."""
        key = (-2 - int(shut), size, lift)
        cached = self._outlined.get(key)
        if cached is not None:
            return cached
        art = self._art("dragon", (size, size))
        if shut:
            art = art.copy()
            art.blit(self._art("dragon_eyes_closed", (size, size)), (0, 0))
        if lift:
            art = pygame.transform.smoothscale(art, (size, size + lift))
        self._outlined[key] = art
        return art

    def draw_halo(self, surface: pygame.Surface, state: State, seat: int) -> None:
        """The soft glow under the hunter whose turn it is (a boat gets none: the arrow
        over its head says it)."""
        pos = state.pos[seat]
        if D.is_boat(pos):
            return
        radius = self.px(HALO)
        colour = colour_rgb(state.colour_of(seat))
        key = (-10, radius, *colour)
        glow = self._outlined.get(key)
        if glow is None:
            glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            pygame.draw.circle(
                glow, (*theme.lighten(colour, 0.4), 235), (radius, radius), radius * 0.72
            )
            glow = pygame.transform.gaussian_blur(glow, max(2, radius // 5))
            self._outlined[key] = glow
        surface.blit(glow, glow.get_rect(center=self.cell_center(pos)))

    def _draw_arrow(self, surface: pygame.Surface, state: State, seat: int, look: Hashable) -> None:
        """The arrow over the active hunter's head, in its colour: `look` pixels higher
        (a slow bounce at rest; None: still)."""
        up = int(look) if isinstance(look, int) else 0
        w, h = self.px(ARROW_W), self.px(ARROW_H)
        x, _y = self.figure_center(state, seat)
        tip_y = self._figure_rect(state, seat).top - self.px(ARROW_GAP) - up
        points = [(x, tip_y), (x - w / 2, tip_y - h), (x + w / 2, tip_y - h)]
        colour = colour_rgb(state.colour_of(seat))
        pygame.draw.polygon(surface, theme.CARD, points)
        pygame.draw.polygon(surface, theme.CARD, points, 5)
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, theme.darken(colour, 0.45), points, 2)

    def _draw_disks(self, surface: pygame.Surface, state: State, away: Away) -> None:
        size = self.disk_size()
        site = self._art("treasure_site", (size, size))
        surface.blit(site, site.get_rect(center=self.cell_center(D.SITE)))
        for cell in range(1, D.N_CELLS):
            if ("disk", cell) not in away:
                art = self._art(f"disk_{D.COLOUR_LETTERS[state.colours[cell]]}", (size, size))
                surface.blit(art, art.get_rect(center=self.cell_center(cell)))

    def coin_pair(
        self, surface: pygame.Surface, coins: list[int], centre: Point, scale: float = 1.0
    ) -> pygame.Rect:
        diameter = max(4, round(self.px(COIN) * scale))
        area = pygame.Rect(round(centre[0]), round(centre[1]), 0, 0)
        for index, coin in enumerate(coins):
            sprite = self.coin_sprite(D.COIN_VALUE[coin], diameter)
            offset = (index - (len(coins) - 1) / 2) * diameter * 0.42
            at = sprite.get_rect(center=(centre[0] + offset, centre[1] - offset))
            area.union_ip(surface.blit(sprite, at))
        return area

    def _draw_site_coins(self, surface: pygame.Surface, state: State, away: Away) -> None:
        if state.site_coins and ("coins", D.SITE) not in away:
            self.coin_pair(surface, state.site_coins, self.site_coins_at(state))

    def site_coins_at(self, state: State) -> Point:
        """Where the coins on the treasure site lie (beside a hunter waiting there)."""
        x, y = self.cell_center(D.SITE)
        waiting = any(p == D.SITE for p in state.pos)
        return (x + self.px(0.42), y + self.px(0.3)) if waiting else (x, y)

    def draw_highlights(self, surface: pygame.Surface, highlights: dict[int, Colour]) -> None:
        """Coloured outlines around positions (a ring for disks, a frame for boats); thicker
        by `emphasis` ("larger text and pieces")."""
        width = max(3, self.px(0.09 * self.emphasis))
        for pos, colour in highlights.items():
            centre = self.cell_center(pos)
            edge = theme.darken(colour, 0.45)  # a dark rim keeps the ring visible on any disk
            if D.is_boat(pos):
                box = pygame.Rect(0, 0, self.px(BOAT_W) + 8, self.px(BOAT_H) + 8)
                box.center = (round(centre[0]), round(centre[1]))
                rounding = self.px(0.3)
                pygame.draw.rect(surface, edge, box.inflate(4, 4), width + 4, rounding + 2)
                pygame.draw.rect(surface, colour, box, width, border_radius=rounding)
            else:
                radius = self.disk_size() / 2 + width / 2
                pygame.draw.circle(surface, edge, centre, radius + 2, width + 4)
                pygame.draw.circle(surface, colour, centre, radius, width)

    def _draw_trays(self, surface: pygame.Surface, state: State) -> None:
        """The coins still to come (next pair on top) and the coins lost to the sea."""
        diameter = self.px(COIN * 1.1)
        x, y = self.unit(SUPPLY_AT)
        pairs = state.supply[::2]
        for index, coin in enumerate(reversed(pairs)):
            sprite = self.coin_sprite(D.COIN_VALUE[coin], diameter)
            lift = (len(pairs) - 1 - index) * diameter * 0.16
            surface.blit(sprite, sprite.get_rect(center=(x, y + lift)))
        if pairs:
            caption = assets.text(
                _("{count} more").format(count=len(pairs)),
                round(SUPPLY_CAPTION * self.emphasis),
                theme.INK_SOFT,
                True,
            )
            bottom = y + (len(pairs) - 1) * diameter * 0.16 + diameter * 0.5
            surface.blit(caption, caption.get_rect(midtop=(x, bottom + 3)))
        if state.removed:
            rx, ry = self.unit(REMOVED_AT)
            pairs = state.removed[::2]
            for index, coin in enumerate(pairs):
                sprite = self.coin_sprite(D.COIN_VALUE[coin], diameter)
                faded = sprite.copy()
                faded.set_alpha(150)
                surface.blit(faded, faded.get_rect(center=(rx + index * diameter * 0.3, ry)))

    def supply_anchor(self) -> Point:
        return self.unit(SUPPLY_AT)

    def removed_anchor(self) -> Point:
        return self.unit(REMOVED_AT)

    def dragon_center(self, state: State, index: int) -> Point:
        where = state.dragons[index]
        if where < 0:
            return self.unit(DRAGON_LAIR[index % len(DRAGON_LAIR)])
        x, y = self.cell_center(where)
        return (x, y - self.px(0.12))

    def figure_center(self, state: State, seat: int) -> Point:
        """Where a hunter stands: on its cell, in its boat (on deck), or on the site."""
        pos = state.pos[seat]
        x, y = self.cell_center(pos)
        if D.is_boat(pos):
            return (x, y - self.px(0.2))
        return (x, y)

    def _draw_figures(
        self,
        surface: pygame.Surface,
        state: State,
        away: Away,
        boats_alive: set[int] | frozenset[int] = frozenset(),
    ) -> None:
        """Hunters back to front; a pair is drawn as one figure unless its members move apart.
        Hunters in the boats in `boats_alive` are drawn with their boat (`_draw_boat`)."""
        aboard = {D.boat_of(colour) for colour in boats_alive}
        seats = [
            s for s in range(state.n) if ("hunter", s) not in away and state.pos[s] not in aboard
        ]
        self._draw_seats(surface, state, away, seats)

    def _draw_seats(
        self, surface: pygame.Surface, state: State, away: Away, seats: list[int], dy: int = 0
    ) -> None:
        """The hunters of `seats` back to front, `dy` pixels lower (a bobbing boat's crew)."""
        drawn: set[int] = set()
        for seat in sorted(seats, key=lambda s: self.figure_center(state, s)[1]):
            if seat in drawn:
                continue
            group = state.group_of(seat)
            members = [m for m in (group.members if group is not None else [seat]) if m in seats]
            drawn.update(members)
            x, y = self.figure_center(state, seat)
            coins = list(group.coins) if group is not None else []
            colours = [state.colour_of(m) for m in members]
            self.draw_group(surface, colours, (x, y + dy), 0.0, coins)

    def draw_group(
        self,
        surface: pygame.Surface,
        colours: list[int],
        centre: Point,
        lifted: float,
        coins: list[int],
    ) -> pygame.Rect:
        """A hunter or a pair (`colours`) standing at `centre` with its shadow and the coins
        it carries, `lifted` pixels off the ground (a hop: the shadow stays); returns the
        area drawn (the table's pieces at rest and its sprites in motion look the same)."""
        height = self.px(HUNTER_H)
        spread = self.px(0.3) if len(colours) > 1 else 0
        base_y = centre[1] + height * 0.36
        lifted = max(1.0, lifted)  # a pixel up at rest, as the board has always drawn them
        area = pygame.Rect(round(centre[0]), round(base_y), 0, 0)
        for index, colour in enumerate(colours):
            dx = (index - (len(colours) - 1) / 2) * spread * 2
            shadow = pygame.Rect(0, 0, round(height * 0.62), round(height * 0.2))
            shadow.center = (round(centre[0] + dx), round(base_y))
            shade = pygame.Surface(shadow.size, pygame.SRCALPHA)
            pygame.draw.ellipse(shade, (40, 24, 12, 110), shade.get_rect())
            area.union_ip(surface.blit(shade, shadow))
            sprite = self.hunter_sprite(colour, height)
            rect = sprite.get_rect(midbottom=(round(centre[0] + dx), round(base_y + 4 - lifted)))
            area.union_ip(surface.blit(sprite, rect))
        if coins:
            at = (centre[0], centre[1] + height * 0.3 - lifted)
            if len(colours) == 1:
                at = (centre[0] + self.px(0.45), centre[1] + self.px(0.2) - lifted)
            area.union_ip(self.coin_pair(surface, coins, at, 0.85))
        return area


# ---------------------------------------------------------------------- targets and prices
# A lit target: how it may be entered (free / colour card / joker) or plainly picked.
PRICE_FREE, PRICE_COLOUR, PRICE_JOKER, PRICE_PICK = "free", "colour", "joker", "pick"
PRICE_RING: dict[str, Colour] = {
    PRICE_FREE: (120, 210, 120),
    PRICE_COLOUR: (255, 226, 120),
    PRICE_JOKER: (240, 150, 230),
    PRICE_PICK: (255, 226, 120),
}


@dataclass(frozen=True)
class Price:
    """What entering (or picking) a lit position costs; `colour` is the card's colour;
    `step` the rules' price of a step there (`legal.step_price`: why, and which card)."""

    kind: str
    colour: int = -1
    step: StepPrice | None = None


def price_label(price: Price) -> str:
    if price.kind == PRICE_FREE:
        return _("free")
    if price.kind == PRICE_JOKER:
        return _("joker")
    return ""


def draw_prices(view: BoardView, surface: pygame.Surface, prices: dict[int, Price]) -> None:
    """Light the positions that may be entered, each with its price chip.

    Free steps ring green with "free"; a colour card shows a small card of that colour;
    the joker (own-colour card) a pink ring with "joker". Everything else stays dark.
    """
    view.draw_highlights(surface, {pos: PRICE_RING[p.kind] for pos, p in prices.items()})
    chip_h = max(14, view.px(0.42 * view.emphasis))
    for pos, price in prices.items():
        if price.kind == PRICE_PICK:
            continue
        x, y = view.cell_center(pos)
        at = (round(x), round(y + view.disk_size() * 0.42))
        if price.kind == PRICE_COLOUR and price.colour >= 0:
            card = pygame.Rect(0, 0, round(chip_h * 0.75), chip_h)
            card.center = at
            pygame.draw.rect(surface, theme.CARD, card.inflate(4, 4), border_radius=4)
            pygame.draw.rect(surface, colour_rgb(price.colour), card, border_radius=3)
            continue
        size = max(11, view.px(0.3 * view.emphasis))
        label = assets.text(price_label(price), size, theme.INK, True)
        box = label.get_rect(center=at).inflate(8, 2)
        pygame.draw.rect(surface, PRICE_RING[price.kind], box, border_radius=box.height // 2)
        pygame.draw.rect(surface, theme.darken(PRICE_RING[price.kind], 0.4), box, 1, 8)
        surface.blit(label, label.get_rect(center=box.center))


#: The price in words beside the disk under the pointer: canvas px at factor 1.0 (the chip's
#: "joker" was about 12 px; the words stay at least 14 px in a 1280x800 window)
PRICE_WORDS_SIZE = 18
PRICE_WORDS_WRAP = 460  # px at factor 1.0: a longer sentence wraps onto a second line


@functools.lru_cache(maxsize=32)
def _words_label(words: str, size: int, wrap: int) -> pygame.Surface:
    """One line when it fits in `wrap` px, else wrapped and centred (cached: drawn on every
    frame the pointer rests on a disk)."""
    if assets.font(size, True).size(words)[0] <= wrap:
        return assets.text(words, size, theme.INK, True)
    return assets.wrapped_text(words, size, theme.INK, wrap, True, "center")


def price_mark_rect(view: BoardView, pos: int) -> pygame.Rect:
    """A lit space as the eye sees it: its disk and the price chip hanging below it
    (`draw_prices`: the chip's centre is 0.42 disks under the disk's)."""
    x, y = view.cell_center(pos)
    disk = view.disk_size()
    chip_h = max(14, view.px(0.42 * view.emphasis))
    rect = pygame.Rect(0, 0, round(disk), round(disk))
    rect.center = (round(x), round(y))
    rect.height = max(rect.height, round(y + disk * 0.42 + chip_h / 2 + 2) - rect.top)
    return rect


# a bubble under / over a disk: centred, reaching left from its right end, reaching right
_UNDER = ("midtop", "topright", "topleft")
_OVER = ("midbottom", "bottomright", "bottomleft")


def _bubble_places(box: pygame.Rect, centre: tuple[float, float], half: float) -> list[pygame.Rect]:
    """Where a price bubble may stand beside a disk of radius `half`, nearest first: to
    either side, under or over it (centred, or reaching away to one side), and the same
    under or over a little further off, past the next row of disks."""
    x, y = round(centre[0]), round(centre[1])
    gap, edge = 6, round(half)
    places: list[pygame.Rect] = []
    for side in ("midright", "midleft"):
        place = box.copy()
        setattr(place, side, (x - edge - gap, y) if side == "midright" else (x + edge + gap, y))
        places.append(place)
    for step in range(4):  # half a disk further each time
        off = edge + gap + step * edge
        for below, anchors in ((1, _UNDER), (-1, _OVER)):
            for anchor, at_x in zip(anchors, (x, x + edge, x - edge), strict=True):
                place = box.copy()
                setattr(place, anchor, (at_x, y + below * off))
                places.append(place)

    def distance(place: pygame.Rect) -> float:
        dx = max(place.left - x, 0, x - place.right)
        dy = max(place.top - y, 0, y - place.bottom)
        return math.hypot(dx, dy) + abs(place.centerx - x) / 8  # centred reads best

    return sorted(places, key=distance)


def draw_price_words(
    view: BoardView,
    surface: pygame.Surface,
    pos: int,
    words: str,
    size: int,
    wrap: int,
    bounds: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
    spare: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """What stepping onto `pos` costs, in words, on a bubble beside the disk (the pointer
    and a held hunter are over the disk; the bubble leaves the disk free), kept inside
    `bounds` and clear of the other lit spaces and their chips (`avoid`): the first place
    that covers none of them, else the one that covers least (a play-test saw the bubble
    under a disk hide the price chips of the next row). `spare` (the seats' panels) is
    kept clear where that costs no chip: covering one counts a tenth. Returns the bubble."""
    label = _words_label(words, size, wrap)
    centre = view.cell_center(pos)
    box = label.get_rect().inflate(size, size // 2)
    places = [p for p in _bubble_places(box, centre, view.disk_size() / 2) if bounds.contains(p)]
    if not places:  # no room beside the disk at all: kept on screen, as near as it goes
        places = [p.clamp(bounds) for p in _bubble_places(box, centre, view.disk_size() / 2)]

    def covered(place: pygame.Rect) -> float:
        chips = sum(place.clip(r).width * place.clip(r).height for r in avoid)
        return chips + sum(place.clip(r).width * place.clip(r).height for r in spare) / 10

    box = min(places, key=covered)  # min keeps the nearest of equally clear places
    pygame.draw.rect(surface, theme.darken(theme.CARD, 0.35), box.move(0, 2), border_radius=10)
    pygame.draw.rect(surface, theme.CARD, box, border_radius=10)
    pygame.draw.rect(surface, theme.PRIMARY, box, 2, border_radius=10)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def figures_at(view: BoardView, state: State, point: tuple[float, float]) -> list[int]:
    """Seats whose hunter stands on the position under `point` (a pair gives two)."""
    pos = view.cell_at(point)
    if pos is None:
        return []
    return [seat for seat in range(state.n) if state.pos[seat] == pos]


def dragon_at(view: BoardView, state: State, point: tuple[float, float]) -> int | None:
    """The dragon under `point`, on the board or waiting beside it."""
    reach = view.px(DRAGON) * 0.55
    for index in range(len(state.dragons)):
        x, y = view.dragon_center(state, index)
        if math.hypot(point[0] - x, point[1] - y) <= reach:
            return index
    return None
