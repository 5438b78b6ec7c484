"""Celebrations both tables share: confetti over the end screen."""

from __future__ import annotations

import math
import random

import pygame

from common.tween import Animation

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
