"""Backdrops and title artwork: SVG when the art exists, a drawn fallback otherwise.

Everything here is rendered once per size and cached, so scenes can call these every
frame for free.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from common import assets, theme

_cache: dict[tuple[str, int, int], pygame.Surface] = {}


def _cached(key: tuple[str, int, int], build: Callable[[], pygame.Surface]) -> pygame.Surface:
    surf = _cache.get(key)
    if surf is None:
        surf = build()
        _cache[key] = surf
    return surf


def _cloud(surface: pygame.Surface, x: int, y: int, scale: float) -> None:
    colour = (255, 252, 244)
    for dx, dy, r in ((0, 0, 34), (40, -16, 42), (86, 0, 32), (44, 10, 36)):
        pygame.draw.circle(
            surface, colour, (int(x + dx * scale), int(y + dy * scale)), int(r * scale)
        )


def _drawn_backdrop(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = theme.vertical_gradient(size, theme.SKY_TOP, theme.SKY_BOTTOM).convert()
    # sun
    sun = pygame.Surface((360, 360), pygame.SRCALPHA)
    for r, a in ((180, 30), (130, 50), (90, 255)):
        pygame.draw.circle(sun, (255, 236, 170, a), (180, 180), r)
    surf.blit(sun, (w - 330, -120))
    rng = random.Random(7)
    for x, y, s in ((90, 110, 1.0), (420, 70, 0.7), (760, 140, 0.8), (1040, 240, 0.6)):
        _cloud(surf, x + rng.randint(-10, 10), y, s)
    # three layers of rolling hills, far to near
    layers = (
        ((236, 196, 140), h * 0.70, 40, 0.006),
        ((186, 196, 120), h * 0.78, 34, 0.009),
        ((150, 178, 98), h * 0.87, 26, 0.012),
    )
    for colour, base, amp, freq in layers:
        phase = rng.random() * 6
        points: list[tuple[float, float]] = [(0, h)]
        for x in range(0, w + 20, 20):
            wave = math.sin(x * freq + phase) + 0.3 * math.sin(x * freq * 2.3 + phase)
            points.append((x, int(base + wave * amp)))
        points.append((w, h))
        pygame.draw.polygon(surf, colour, points)
    return surf


def backdrop(size: tuple[int, int] = (1280, 800)) -> pygame.Surface:
    """The warm landscape behind every shared screen (title_bg.svg when present)."""

    def build() -> pygame.Surface:
        art = assets.svg_cover("common/title_bg.svg", size)
        if art is not None:
            base = pygame.Surface(size, 0, pygame.display.get_surface())  # no convert copy
            base.fill(theme.PAPER)
            base.blit(art, (0, 0))
            return base
        return _drawn_backdrop(size)

    return _cached(("backdrop", size[0], size[1]), build)


def soft_backdrop(size: tuple[int, int] = (1280, 800)) -> pygame.Surface:
    """The backdrop washed with paper colour: calmer behind dense screens (setup, rules)."""

    def build() -> pygame.Surface:
        surf = backdrop(size).copy()
        wash = pygame.Surface(size, pygame.SRCALPHA)
        wash.fill((*theme.PAPER, 150))
        surf.blit(wash, (0, 0))
        return surf

    return _cached(("soft", size[0], size[1]), build)


def _drawn_dragon(surf: pygame.Surface, cx: int, cy: int, s: float, body: theme.Colour) -> None:
    """A round friendly baby dragon made of circles (fallback art)."""
    belly = theme.lighten(body, 0.55)
    dark = theme.darken(body, 0.3)
    # tail
    pygame.draw.circle(surf, body, (int(cx + 70 * s), int(cy + 40 * s)), int(26 * s))
    pygame.draw.polygon(
        surf,
        theme.GOLD,
        [(cx + 88 * s, cy + 20 * s), (cx + 118 * s, cy + 4 * s), (cx + 102 * s, cy + 38 * s)],
    )
    # wings
    for side in (-1, 1):
        pygame.draw.polygon(
            surf,
            dark,
            [
                (cx + side * 30 * s, cy - 10 * s),
                (cx + side * 92 * s, cy - 58 * s),
                (cx + side * 80 * s, cy + 4 * s),
                (cx + side * 40 * s, cy + 20 * s),
            ],
        )
    pygame.draw.circle(surf, body, (cx, int(cy + 20 * s)), int(52 * s))
    pygame.draw.ellipse(surf, belly, (cx - 32 * s, cy + 4 * s, 64 * s, 62 * s))
    # head
    hx, hy = cx, int(cy - 46 * s)
    for side in (-1, 1):
        pygame.draw.polygon(
            surf,
            theme.GOLD,
            [
                (hx + side * 18 * s, hy - 30 * s),
                (hx + side * 30 * s, hy - 62 * s),
                (hx + side * 36 * s, hy - 24 * s),
            ],
        )
    pygame.draw.circle(surf, body, (hx, hy), int(44 * s))
    pygame.draw.ellipse(surf, belly, (hx - 26 * s, hy + 6 * s, 52 * s, 30 * s))
    for side in (-1, 1):
        ex = int(hx + side * 17 * s)
        pygame.draw.circle(surf, theme.CARD, (ex, int(hy - 6 * s)), int(12 * s))
        pygame.draw.circle(surf, theme.INK, (ex + int(side * 2 * s), int(hy - 4 * s)), int(7 * s))
        pygame.draw.circle(surf, theme.CARD, (ex + int(side * 4 * s), int(hy - 8 * s)), int(3 * s))
        pygame.draw.circle(
            surf, (240, 140, 130), (int(hx + side * 30 * s), int(hy + 14 * s)), int(6 * s)
        )
    pygame.draw.arc(
        surf,
        theme.INK,
        (hx - 12 * s, hy + 8 * s, 24 * s, 16 * s),
        math.pi * 1.1,
        math.pi * 1.9,
        max(2, int(3 * s)),
    )


def _drawn_dragomino(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.vertical_gradient(size, (168, 214, 236), (214, 236, 200)), (0, 0))
    terrain = [(120, 180, 90), (232, 200, 110), (96, 150, 200), (170, 130, 90), (200, 110, 150)]
    tile = max(24, h // 5)
    rng = random.Random(3)
    for row in range(3):
        for col in range(-1, w // tile + 2):
            colour = terrain[rng.randrange(len(terrain))]
            rect = pygame.Rect(
                col * tile + (row % 2) * tile // 2, h - (row + 1) * tile, tile - 4, tile - 4
            )
            pygame.draw.rect(surf, theme.darken(colour, 0.15), rect.move(0, 3), border_radius=8)
            pygame.draw.rect(surf, colour, rect, border_radius=8)
    # eggs
    for i, colour in enumerate(((236, 186, 44), (214, 72, 58), (64, 124, 200))):
        ex = int(w * (0.14 + 0.1 * i))
        ey = int(h - tile * 3 - 24)
        pygame.draw.ellipse(surf, theme.darken(colour, 0.2), (ex - 20, ey - 26, 40, 54))
        pygame.draw.ellipse(surf, colour, (ex - 18, ey - 26, 36, 50))
        pygame.draw.circle(surf, theme.lighten(colour, 0.5), (ex - 6, ey - 12), 5)
    _drawn_dragon(surf, int(w * 0.66), int(h * 0.46), h / 330, (96, 170, 96))
    return surf


def _drawn_dracheninsel(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.blit(theme.vertical_gradient(size, (120, 190, 230), (60, 140, 200)), (0, 0))
    for y in range(int(h * 0.55), h, 18):
        pygame.draw.arc(surf, (180, 220, 240), (w * 0.05 + (y % 40), y, 60, 12), 0, math.pi, 2)
        pygame.draw.arc(surf, (180, 220, 240), (w * 0.75 - (y % 50), y, 60, 12), 0, math.pi, 2)
    island = pygame.Rect(0, 0, int(w * 0.8), int(h * 0.42))
    island.center = (w // 2, int(h * 0.74))
    pygame.draw.ellipse(surf, (236, 210, 150), island)
    pygame.draw.ellipse(surf, (120, 176, 92), island.inflate(-60, -40).move(0, -10))
    disks = [(214, 72, 58), (236, 186, 44), (64, 124, 200), (140, 92, 180), (96, 170, 96)]
    for i, colour in enumerate(disks):
        angle = i / len(disks) * math.tau
        dx = int(island.centerx + math.cos(angle) * island.width * 0.28)
        dy = int(island.centery - 14 + math.sin(angle) * island.height * 0.2)
        pygame.draw.circle(surf, theme.darken(colour, 0.25), (dx, dy + 3), 17)
        pygame.draw.circle(surf, colour, (dx, dy), 17)
    # treasure chest
    chest = pygame.Rect(0, 0, 70, 50)
    chest.center = (island.centerx, island.centery - 18)
    pygame.draw.rect(surf, (150, 96, 50), chest, border_radius=6)
    pygame.draw.rect(surf, (120, 72, 36), chest.inflate(0, -30).move(0, -10), border_radius=6)
    pygame.draw.rect(surf, theme.GOLD, chest, width=3, border_radius=6)
    pygame.draw.circle(surf, theme.GOLD, chest.center, 6)
    _drawn_dragon(surf, int(w * 0.8), int(h * 0.3), h / 420, (200, 96, 70))
    return surf


_FALLBACKS = {"dragomino": _drawn_dragomino, "dracheninsel": _drawn_dracheninsel}


def game_art(game_id: str, art_rel: str, size: tuple[int, int]) -> pygame.Surface:
    """Title artwork for a game card at ``size``: its SVG, or a drawn scene."""

    def build() -> pygame.Surface:
        svg = assets.svg_cover(art_rel, size)
        if svg is not None:
            return svg
        draw = _FALLBACKS.get(game_id, _drawn_dragomino)
        return draw(size).convert_alpha() if pygame.display.get_surface() else draw(size)

    return _cached((f"art:{game_id}:{art_rel}", size[0], size[1]), build)


def rounded_image(image: pygame.Surface, radius: int, corners: str = "all") -> pygame.Surface:
    """Clip ``image`` to a rounded rectangle (top corners only with corners='top')."""
    mask = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    r = mask.get_rect()
    if corners == "top":
        pygame.draw.rect(
            mask,
            (255, 255, 255, 255),
            r,
            border_top_left_radius=radius,
            border_top_right_radius=radius,
        )
    else:
        pygame.draw.rect(mask, (255, 255, 255, 255), r, border_radius=radius)
    out = image.copy().convert_alpha() if pygame.display.get_surface() else image.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def card_art(game_id: str, art_rel: str, size: tuple[int, int], radius: int = 20) -> pygame.Surface:
    """Game artwork with rounded top corners, as on the title cards (cached)."""
    return _cached(
        (f"card:{game_id}:{art_rel}:{radius}", size[0], size[1]),
        lambda: rounded_image(game_art(game_id, art_rel, size), radius, "top"),
    )


def logo(text: str, size: int) -> pygame.Surface:
    """The app's word mark: bold text with a cream outline and a deep drop shadow (cached)."""

    def build() -> pygame.Surface:
        face = assets.font(size, weight="heavy")
        main = face.render(text, True, theme.PRIMARY)
        rim = face.render(text, True, theme.CARD)
        shade = face.render(text, True, theme.darken(theme.PRIMARY_DARK, 0.35))
        pad = 10
        out = pygame.Surface(
            (main.get_width() + 2 * pad, main.get_height() + 2 * pad), pygame.SRCALPHA
        )
        out.blit(shade, (pad + 4, pad + 7))
        for angle in range(0, 360, 30):
            dx = round(math.cos(math.radians(angle)) * 4)
            dy = round(math.sin(math.radians(angle)) * 4)
            out.blit(rim, (pad + dx, pad + dy))
        out.blit(main, (pad, pad))
        return out

    return _cached((f"logo:{text}", size, 0), build)


def clear_cache() -> None:
    _cache.clear()
