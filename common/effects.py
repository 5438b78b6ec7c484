"""Pictures both tables share for what is not a piece: confetti over the end screen, a
soft glow, a twinkle (the look of a `common.motions.sparkle` sprite), a feathered veil."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

import pygame

from common.tween import Animation

Colour = tuple[int, int, int]

CONFETTI: tuple[tuple[int, int, int], ...] = (
    (255, 90, 90),
    (255, 204, 64),
    (90, 200, 110),
    (80, 160, 255),
    (200, 120, 255),
    (255, 150, 60),
)


class Confetti(Animation):
    """Falling paper bits; endless until cancelled (the screen steps and draws it)."""

    def __init__(self, area: pygame.Rect, count: int = 140, seed: int = 7) -> None:
        rng = random.Random(seed)
        self.area = area
        self.done = False
        # x, y, drift, fall speed, flutter phase (floats) and a colour per bit
        self.bits: list[list[float]] = [
            [
                rng.uniform(area.left, area.right),
                rng.uniform(area.top - area.h, area.top),
                rng.uniform(-30, 30),
                rng.uniform(80, 190),
                rng.uniform(0, math.pi * 2),
            ]
            for _ in range(count)
        ]
        self.colours = [rng.choice(CONFETTI) for _ in range(count)]

    def step(self, dt: float) -> float:
        for bit in self.bits:
            bit[0] += bit[2] * dt + math.sin(bit[4]) * 20 * dt
            bit[1] += bit[3] * dt
            bit[4] += dt * 5
            if bit[1] > self.area.bottom:
                bit[1] = self.area.top - 10
        return 0.0

    def draw(self, surface: pygame.Surface) -> None:
        for (x, y, _vx, _vy, phase), colour in zip(self.bits, self.colours, strict=True):
            w = 10 * abs(math.cos(phase)) + 2
            pygame.draw.rect(surface, colour, (x, y, w, 7), border_radius=2)


def glow(radius: float, colour: Colour, alpha: int) -> pygame.Surface:
    """A soft round light (magic, a treasure, a spotlight behind a piece being shown): six
    rings fading out towards the edge; its picture is `2 * radius` square, the glow in the
    middle (blit it at the centre less half its width)."""
    r = max(2, int(radius))
    halo = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
    for k in range(6, 0, -1):
        pygame.draw.circle(halo, (*colour, max(0, alpha) * (7 - k) // 7), (r, r), r * k / 6)
    return halo


def glowing(
    radius: Callable[[Any], float], colour: Colour, alpha: int
) -> Callable[[pygame.Surface | None, tuple[float, float], Any], float]:
    """A sprite's `under` (`common.sprites.Under`): a soft glow round its centre, of the
    radius `radius(sprite)` says now (painted where it is, not cached: it is cheap)."""

    def paint(surface: pygame.Surface | None, at: tuple[float, float], sprite: Any) -> float:
        if surface is not None:
            r = max(2, int(radius(sprite)))
            surface.blit(glow(radius(sprite), colour, alpha), (at[0] - r, at[1] - r))
        return radius(sprite)

    return paint


def twinkle(size: float, colour: Colour = (255, 250, 220)) -> pygame.Surface:
    """A four-pointed twinkle `size` px from its centre to a point (a sparkle's picture)."""
    s = max(2.0, size)
    k, c = s * 0.25, s + 1
    pic = pygame.Surface((round(2 * c), round(2 * c)), pygame.SRCALPHA)
    points = [(c, c - s), (c + k, c - k), (c + s, c), (c + k, c + k),
              (c, c + s), (c - k, c + k), (c - s, c), (c - k, c - k)]  # fmt: skip
    pygame.draw.polygon(pic, colour, points)
    return pic


def veil(size: tuple[int, int], colour: Colour, feather: int) -> pygame.Surface:
    """A veil of `colour` whose edges fade out over `feather` px (no hard rectangle): night
    over the island, a dimmed table. Built at a quarter size from nested rectangles and
    scaled up once (a blur of the whole veil took over 100 ms, a visible hitch)."""
    k = 4
    small = (max(4, size[0] // k), max(4, size[1] // k))
    steps = max(1, feather // k)
    pic = pygame.Surface(small, pygame.SRCALPHA)
    for step in range(steps):
        alpha = round(255 * (step + 1) / steps)
        box = pic.get_rect().inflate(-2 * step, -2 * step)
        rounding = 2 * steps - step  # round corners: square ones leave diagonal seams
        width = 0 if step == steps - 1 else 2
        pygame.draw.rect(pic, (*colour, alpha), box, width, border_radius=rounding)
    return pygame.transform.smoothscale(pic, size)
