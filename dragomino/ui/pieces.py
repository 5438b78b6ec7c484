"""Small drawing helpers shared by the table, the spring chooser and the end screen."""

from __future__ import annotations

import pygame

from common.table.draw import (
    avatar,
    dashed_rect,
    fit_text,
    register_marks,
    text,
    text_surface,
)
from dragomino.options import SEAT_COLOURS
from dragomino.rules import DominoSpec
from dragomino.ui.art import Art
from dragomino.ui.look import BAD_RED, SEAT_MARKS

register_marks({rgb: SEAT_MARKS[cid] for cid, rgb, _name in SEAT_COLOURS})

_DOMINO_CACHE: dict[tuple[int, int, int, bool], pygame.Surface] = {}


def domino_surface(art: Art, spec: DominoSpec, cell: int, orientation: int = 0) -> pygame.Surface:
    """A domino with upright squares (as on the island), half B in direction `orientation`
    from half A (0 right, 1 down, 2 left, 3 up); `cell` pixels per square, cached."""
    key = (spec.id, cell, orientation, art.springs)
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


__all__ = [
    "avatar",
    "dashed_rect",
    "domino_surface",
    "draw_domino",
    "fit_text",
    "reason_icon",
    "text",
    "text_surface",
]


_BADGES: dict[tuple[str, int], pygame.Surface] = {}


def colour_badge(colour_id: str, diameter: int) -> pygame.Surface:
    """A seat colour's badge (a face inside its mark) fitting a circle of `diameter`."""
    key = (colour_id, diameter)
    if key not in _BADGES:
        rgb = next((c for cid, c, _name in SEAT_COLOURS if cid == colour_id), (128, 128, 128))
        surface = pygame.Surface((diameter, diameter), pygame.SRCALPHA)
        radius = max(3.0, (diameter / 2 - 3) / 1.14)  # the flower and sun reach 1.14 x
        avatar(surface, (diameter / 2, diameter / 2), radius, rgb, False)
        _BADGES[key] = surface
    return _BADGES[key]
