"""Drawing helpers every table uses: cached outlined text, seat badges, stars, glows, panels.

Moved here from Dragomino's `ui/pieces.py` so both tables draw seats, names and score
stars the same way (the colours below are the tables' shared palette).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

import pygame

from common import assets

Color = tuple[int, int, int]

INK: Color = (52, 40, 36)
GOLD: Color = (255, 204, 64)
GOLD_DARK: Color = (200, 140, 30)
SHADOW: Color = (16, 44, 60)
WHITE: Color = (255, 255, 255)
PANEL: Color = (252, 246, 232)
PANEL_EDGE: Color = (196, 170, 130)
BAD_RED: Color = (230, 70, 70)

_TEXT_CACHE: dict[tuple[str, int, Color, Color | None], pygame.Surface] = {}


def text_surface(
    message: str, size: int, colour: Color, outline: Color | None = None
) -> pygame.Surface:
    """Rendered text (with an optional 2 px outline), cached: labels repeat every frame."""
    key = (message, size, colour, outline)
    pic = _TEXT_CACHE.get(key)
    if pic is not None:
        return pic
    font = assets.font(size)
    body = assets.render_safely(font, message, colour)
    if outline is None:
        pic = body
    else:
        edge = assets.render_safely(font, message, outline)
        pic = pygame.Surface((body.get_width() + 4, body.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 2), (4, 2), (2, 0), (2, 4), (1, 1), (3, 3), (1, 3), (3, 1)):
            pic.blit(edge, (dx, dy))
        pic.blit(body, (2, 2))
    if len(_TEXT_CACHE) > 600:
        _TEXT_CACHE.clear()
    _TEXT_CACHE[key] = pic
    return pic


def text(
    surface: pygame.Surface,
    message: str,
    size: int,
    colour: Color,
    center: tuple[float, float] | None = None,
    topleft: tuple[float, float] | None = None,
    outline: Color | None = None,
) -> pygame.Rect:
    """Blit cached text centred on `center` or at `topleft`."""
    pic = text_surface(message, size, colour, outline)
    rect = pic.get_rect()
    if center is not None:
        rect.center = (round(center[0]), round(center[1]))
    elif topleft is not None:
        rect.topleft = (round(topleft[0]), round(topleft[1]))
    surface.blit(pic, rect)
    return rect


def fit_text(message: str, size: int, width: int) -> int:
    """The largest font size <= `size` at which `message` fits in `width` pixels."""
    while size > 12 and assets.font(size).size(message)[0] > width:
        size -= 2
    return size


# A seat's mark besides its colour (colour-blind eyes, greyscale print): the badge's
# outline. Games register their seat colours' marks (`register_marks`); an unregistered
# colour keeps the plain round badge.
AVATAR_MARKS: tuple[str, ...] = ("round", "square", "flower", "sun")
_MARKS: dict[Color, str] = {}


def register_marks(marks: dict[Color, str]) -> None:
    """Give these seat colours their badge outline (one of AVATAR_MARKS)."""
    unknown = set(marks.values()) - set(AVATAR_MARKS)
    if unknown:
        raise ValueError(f"unknown avatar marks: {sorted(unknown)}")
    _MARKS.update(marks)


def mark_of(colour: Color) -> str:
    """The badge outline a seat colour was given ("round" when none)."""
    return _MARKS.get((colour[0], colour[1], colour[2]), "round")


def badge_outline(
    mark: str, center: tuple[float, float], radius: float
) -> list[tuple[float, float]]:
    """The outline of a badge as a polygon (the round badge is drawn as a circle)."""
    cx, cy = center
    if mark == "square":
        r = radius * 0.92
        points: list[tuple[float, float]] = []
        for qx, qy in ((1, -1), (1, 1), (-1, 1), (-1, -1)):  # corners rounded by 4 points
            for k in range(5):
                a = math.atan2(qy, qx) - math.pi / 4 + k * math.pi / 8
                corner = (cx + qx * r * 0.72, cy + qy * r * 0.72)
                points.append(
                    (corner[0] + math.cos(a) * r * 0.28, corner[1] + math.sin(a) * r * 0.28)
                )
        return points
    bumps, depth = (8, 0.13) if mark == "flower" else (12, 0.2)
    steps = bumps * 8
    points = []
    for k in range(steps):
        a = -math.pi / 2 + 2 * math.pi * k / steps
        wave = math.cos(a * bumps + math.pi / 2 * bumps)
        if mark == "sun":  # pointed rays
            phase = (k % 8) / 8
            wave = 1 - 4 * abs(phase - 0.5)
        r = radius * (1 - depth + depth * wave)
        points.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    return points


def avatar(
    surface: pygame.Surface,
    center: tuple[float, float],
    radius: float,
    colour: Color,
    computer: bool,
    mark: str | None = None,
) -> None:
    """A seat's badge: a smiling face for people, a little robot for computer players; its
    outline is the seat colour's mark (`register_marks`), so colour is never the only cue."""
    cx, cy = center
    shape = mark if mark is not None else mark_of(colour)
    if shape == "round":
        pygame.draw.circle(surface, WHITE, (cx, cy), radius + 3)
        pygame.draw.circle(surface, colour, (cx, cy), radius)
    else:
        grow = 1.0 if shape == "square" else 1.14  # the face keeps its size inside
        outer = badge_outline(shape, center, radius * grow + 3)
        pygame.draw.polygon(surface, WHITE, outer)
        pygame.draw.polygon(surface, colour, badge_outline(shape, center, radius * grow))
        pygame.draw.aalines(surface, WHITE, True, outer)
    w = max(2, int(radius / 8))
    if computer:
        box = pygame.Rect(0, 0, radius * 1.1, radius * 0.85)
        box.center = (round(cx), round(cy + radius * 0.08))
        pygame.draw.rect(surface, (250, 250, 250), box, border_radius=max(2, int(radius / 5)))
        pygame.draw.line(surface, (250, 250, 250), (cx, box.top), (cx, box.top - radius * 0.3), w)
        pygame.draw.circle(surface, (250, 250, 250), (cx, box.top - radius * 0.35), radius * 0.1)
        for ex in (-0.25, 0.25):
            pygame.draw.circle(surface, INK, (cx + ex * radius, cy), radius * 0.12)
        pygame.draw.line(
            surface,
            INK,
            (cx - radius * 0.25, cy + radius * 0.25),
            (cx + radius * 0.25, cy + radius * 0.25),
            w,
        )
    else:
        for ex in (-0.3, 0.3):
            pygame.draw.circle(
                surface, WHITE, (cx + ex * radius, cy - radius * 0.15), radius * 0.18
            )
            pygame.draw.circle(surface, INK, (cx + ex * radius, cy - radius * 0.12), radius * 0.09)
        arc = pygame.Rect(0, 0, radius, radius * 0.7)
        arc.center = (round(cx), round(cy + radius * 0.2))
        pygame.draw.arc(surface, INK, arc, math.pi * 1.1, math.pi * 1.9, w)


def star(surface: pygame.Surface, center: tuple[float, float], radius: float) -> None:
    """A gold five-pointed star (scores, trophies)."""
    cx, cy = center
    pts = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    pygame.draw.polygon(surface, GOLD, pts)
    pygame.draw.polygon(surface, GOLD_DARK, pts, 2)


def panel(
    surface: pygame.Surface,
    r: pygame.Rect,
    colour: Color = PANEL,
    edge: Color = PANEL_EDGE,
    radius: int = 18,
) -> None:
    """A cream card with a soft drop shadow (panels, slots, buttons)."""
    pygame.draw.rect(surface, SHADOW, r.move(0, 5), border_radius=radius)
    pygame.draw.rect(surface, colour, r, border_radius=radius)
    pygame.draw.rect(surface, edge, r, 3, border_radius=radius)


def dashed_rect(
    surface: pygame.Surface,
    colour: Color,
    rect: pygame.Rect,
    width: int = 2,
    dash: int = 8,
    phase: float = 0.0,
) -> None:
    """An outline made of dashes; `phase` (pixels) makes the dashes crawl around."""
    points = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    offset = phase % (dash * 2)
    for (x1, y1), (x2, y2) in itertools.pairwise(points):
        length = math.hypot(x2 - x1, y2 - y1)
        if length == 0:
            continue
        dx, dy = (x2 - x1) / length, (y2 - y1) / length
        pos = -offset
        while pos < length:
            a = max(0.0, pos)
            b = min(length, pos + dash)
            if b > a:
                pygame.draw.line(
                    surface, colour, (x1 + dx * a, y1 + dy * a), (x1 + dx * b, y1 + dy * b), width
                )
            pos += dash * 2


class LayerCache:
    """Pictures redrawn only when their key changes: most of a table is still most frames,
    and repainting it every frame is what makes an idle table warm the laptop."""

    def __init__(self) -> None:
        self._layers: dict[str, tuple[object, pygame.Surface]] = {}

    def get(
        self,
        name: str,
        key: object,
        size: tuple[int, int],
        paint: Callable[[pygame.Surface], None],
    ) -> pygame.Surface:
        """The picture `name`, painted by `paint` on a clear surface when `key` changed."""
        cached = self._layers.get(name)
        if cached is not None and cached[0] == key:
            return cached[1]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        paint(surf)
        if pygame.display.get_surface() is not None:
            surf = surf.convert_alpha()
        self._layers[name] = (key, surf)
        return surf

    def clear(self) -> None:
        self._layers.clear()


def outline_band(rect: pygame.Rect, depth: int) -> list[pygame.Rect]:
    """The four strips along the inside of `rect`'s edges, `depth` pixels deep: where an
    outline drawn round `rect` (rounded corners included) can touch, but not its middle.
    An idle frame repaints only these strips of a pulsing outline."""
    if 2 * depth >= min(rect.width, rect.height):
        return [pygame.Rect(rect)]
    x, y, w, h = rect
    return [
        pygame.Rect(x, y, w, depth),
        pygame.Rect(x, y + h - depth, w, depth),
        pygame.Rect(x, y + depth, depth, h - 2 * depth),
        pygame.Rect(x + w - depth, y + depth, depth, h - 2 * depth),
    ]
