"""Small drawing helpers shared by the table, the spring chooser and the end screen."""

from __future__ import annotations

import itertools
import math

import pygame

from common import assets
from dragomino.rules import DominoSpec
from dragomino.ui.art import Art
from dragomino.ui.look import BAD_RED, INK, Color

_DOMINO_CACHE: dict[tuple[int, int, int], pygame.Surface] = {}


def domino_surface(art: Art, spec: DominoSpec, cell: int, orientation: int = 0) -> pygame.Surface:
    """A domino with upright squares (as on the island), half B in direction `orientation`
    from half A (0 right, 1 down, 2 left, 3 up); `cell` pixels per square, cached."""
    key = (spec.id, cell, orientation)
    surf = _DOMINO_CACHE.get(key)
    if surf is not None:
        return surf
    pad = max(2, cell // 20)
    horizontal = orientation in (0, 2)
    size = (cell * 2, cell) if horizontal else (cell, cell * 2)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (250, 244, 226), surf.get_rect(), border_radius=max(4, cell // 7))
    inner = cell - pad * 2
    first = {0: (0, 0), 1: (0, 0), 2: (cell, 0), 3: (0, cell)}[orientation]
    dx, dy = ((1, 0), (0, 1), (-1, 0), (0, -1))[orientation]
    second = (first[0] + dx * cell, first[1] + dy * cell)
    surf.blit(art.square(spec.a.terrain, inner, spec.a.spring), (first[0] + pad, first[1] + pad))
    surf.blit(art.square(spec.b.terrain, inner, spec.b.spring), (second[0] + pad, second[1] + pad))
    if art.quick:
        return surf  # built from scaled squares while zooming: do not keep it
    if len(_DOMINO_CACHE) > 400:
        _DOMINO_CACHE.clear()
    _DOMINO_CACHE[key] = surf
    return surf


def draw_domino(
    surface: pygame.Surface,
    art: Art,
    spec: DominoSpec,
    center: tuple[float, float],
    cell: int,
    orientation: int = 0,
    alpha: int = 255,
    shadow: int = 0,
) -> pygame.Rect:
    """Draw a domino centred on `center`, laid out for `orientation` (squares upright)."""
    pic = domino_surface(art, spec, max(6, int(cell)), orientation)
    if alpha < 255:
        pic = pic.copy()
        pic.set_alpha(alpha)
    rect = pic.get_rect(center=(round(center[0]), round(center[1])))
    if shadow:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 0))
        pygame.draw.rect(shade, (10, 30, 40, 90), shade.get_rect(), border_radius=max(4, cell // 7))
        surface.blit(shade, rect.move(shadow, shadow))
    surface.blit(pic, rect)
    return rect


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
    body = font.render(message, True, colour)
    if outline is None:
        pic = body
    else:
        edge = font.render(message, True, outline)
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


def avatar(
    surface: pygame.Surface,
    center: tuple[float, float],
    radius: float,
    colour: Color,
    computer: bool,
) -> None:
    """A seat's round badge: a smiling face for people, a little robot for computer players."""
    cx, cy = center
    pygame.draw.circle(surface, (255, 255, 255), (cx, cy), radius + 3)
    pygame.draw.circle(surface, colour, (cx, cy), radius)
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
                surface, (255, 255, 255), (cx + ex * radius, cy - radius * 0.15), radius * 0.18
            )
            pygame.draw.circle(surface, INK, (cx + ex * radius, cy - radius * 0.12), radius * 0.09)
        arc = pygame.Rect(0, 0, radius, radius * 0.7)
        arc.center = (round(cx), round(cy + radius * 0.2))
        pygame.draw.arc(surface, INK, arc, math.pi * 1.1, math.pi * 1.9, w)


def reason_icon(surface: pygame.Surface, code: str, center: tuple[float, float], size: int) -> None:
    """A picture for why a drop was refused: a gap to the island, a square already taken,
    or (code "x") just a red 'no' badge."""
    cx, cy = center
    w = max(3, size // 12)
    if code == "x":
        pygame.draw.circle(surface, (255, 255, 255), (cx, cy), size / 2 + 2)
        pygame.draw.circle(surface, BAD_RED, (cx, cy), size / 2)
        d = size * 0.2
        pygame.draw.line(surface, (255, 255, 255), (cx - d, cy - d), (cx + d, cy + d), w)
        pygame.draw.line(surface, (255, 255, 255), (cx + d, cy - d), (cx - d, cy + d), w)
        return
    s = size / 4
    island = (160, 214, 100)
    piece = (244, 203, 92)
    edge = (90, 70, 50)
    if code == "occupied":
        a = pygame.Rect(cx - s * 1.7, cy - s * 1.1, s * 2, s * 2)
        b = pygame.Rect(cx - s * 0.4, cy - s * 0.7, s * 2, s * 2)
        pygame.draw.rect(surface, island, a, border_radius=4)
        pygame.draw.rect(surface, edge, a, 2, border_radius=4)
        pygame.draw.rect(surface, piece, b, border_radius=4)
        pygame.draw.rect(surface, edge, b, 2, border_radius=4)
    else:
        a = pygame.Rect(cx - s * 2, cy - s, s * 1.5, s * 2)
        b = pygame.Rect(cx + s * 0.5, cy - s, s * 1.5, s * 2)
        pygame.draw.rect(surface, island, a, border_radius=4)
        pygame.draw.rect(surface, edge, a, 2, border_radius=4)
        pygame.draw.rect(surface, piece, b, border_radius=4)
        pygame.draw.rect(surface, edge, b, 2, border_radius=4)
        for k in (-1, 1):  # the gap between them, marked with little arrows
            pygame.draw.line(
                surface,
                BAD_RED,
                (cx - s * 0.3, cy + k * s * 0.4),
                (cx + s * 0.3, cy + k * s * 0.4),
                w,
            )
    r = size * 0.2
    bx, by = cx + size * 0.36, cy - size * 0.3
    pygame.draw.circle(surface, (255, 255, 255), (bx, by), r + 2)
    pygame.draw.circle(surface, BAD_RED, (bx, by), r)
    d = r * 0.45
    pygame.draw.line(surface, (255, 255, 255), (bx - d, by - d), (bx + d, by + d), max(2, w - 1))
    pygame.draw.line(surface, (255, 255, 255), (bx + d, by - d), (bx - d, by + d), max(2, w - 1))


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
