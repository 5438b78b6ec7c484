"""The Dragomino table's moving pieces as sprites, and how they look: no motion here.

A domino moving on its own (`Floating`), an egg, a baby or a shell being revealed
(`Hatched`, with the spotlight, the dust and the dark disc it stands on) and the mother
dragon's picture and shadow are the game's art (`art.py`) made into sprites for the
table's one `SpriteLayer`; `anim.py` and `table/animate.py` say how they move.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from common.effects import glowing
from common.sprites import Sprite, Under
from dragomino.rules import DominoSpec
from dragomino.ui import pieces
from dragomino.ui.art import Art
from dragomino.ui.look import GOLD

Point = tuple[float, float]

#: The table's sprite layers (`common.sprites.SpriteLayer`), bottom to top.
HATCHING = -2  # eggs hatching, what comes out of them, the veil under a baby
DEALT = -1  # new display cards dropping in at a round's start (drawn with the display)
LEAVING = 0  # leftover dominoes sliding off at the end of a round
FLYING = 1  # a domino moving on its own: a computer's move, a refused one going home
MOTHER = 2  # the mother dragon, over every domino

BABY_PX = 230  # a baby's side in the spotlight
SHELL_BACKING, SHELL_RING = (44, 66, 96), (255, 250, 236)  # a revealed shell's disc, its edge
WINGS_UP, WINGS_DOWN = "wings_up", "wings_down"


class Floating(Sprite):
    """A domino moving on its own (computer turn, gliding back, leaving the table): a
    sprite whose frames are its four orientations and whose scale is its square size over
    the display's (`cell`), drawn with its shadow by the table's sprite layer only."""

    SHADOW = 6  # px down and right, as a domino lying in the display

    def __init__(
        self,
        art: Art,
        spec: DominoSpec,
        pos: tuple[float, float],
        base_cell: float,
        cell: float | None = None,
        orientation: int = 0,
        layer: int = FLYING,
    ) -> None:
        self.spec = spec
        self.base_cell = base_cell
        super().__init__(self._look, pos, layer=layer, frame=orientation, key=art.springs)
        self.art = art
        self.cell = base_cell if cell is None else cell

    @property
    def cell(self) -> float:
        """Pixels per square now."""
        return self.base_cell * self.scale

    @cell.setter
    def cell(self, value: float) -> None:
        self.scale = value / self.base_cell

    @property
    def orientation(self) -> int:
        return self.frame

    def _look(self, orientation: int, scale: float) -> pygame.Surface:
        """The domino at this size, with its shadow, centred where the domino is."""
        cell = max(6, int(self.base_cell * scale + 0.01))  # exact at either end (95.99..)
        pic = pieces.domino_surface(self.art, self.spec, cell, orientation)
        pad = self.SHADOW
        w, h = pic.get_size()
        out = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
        shade = pygame.Rect(2 * pad, 2 * pad, w, h)
        pygame.draw.rect(out, (10, 30, 40, 90), shade, border_radius=max(4, cell // 7))
        out.blit(pic, (pad, pad))
        return out


class Hatched(Sprite):
    """An egg, a baby or a shell being revealed: its `size` in pixels, the `turn` of its
    sparkles, whether it is `lit`, how far its dust has spread (`puff`, <0: none) and its
    cracks (the frame `flap` sets) make its frame."""

    def __init__(self, look: Callable[[Hatched], pygame.Surface], **kwargs: Any) -> None:
        self.size, self.turn, self.lit, self.puff, self.crack = 0.0, 0.0, True, -1.0, 0
        super().__init__(lambda frame, scale: look(self), layer=HATCHING, **kwargs)

    @property  # type: ignore[override]
    def frame(self) -> Hashable:
        return (self.crack, self.size, self.turn, self.lit, self.puff)

    @frame.setter
    def frame(self, value: Any) -> None:
        self.crack = int(value)


def egg(art: Art, terrain: str, size: int, crack: int) -> pygame.Surface:
    """The egg `size` px tall, cracked `crack` times (0, 1 or 2)."""
    pic = art.egg(terrain, size)
    if crack:
        pic = pic.copy()
        pic.blit(art.crack(crack, size), (0, 0))
    return pic


def baby(art: Art, terrain: str, number: int, side: int) -> pygame.Surface:
    """A baby `side` px: one crisp big picture, scaled (rendering the SVG at every size is
    slow)."""
    body = art.baby(terrain, number, BABY_PX)
    return body if side == BABY_PX else pygame.transform.smoothscale(body, (side, side))


def spotlight(seed: str) -> Under:
    """A baby's `under`: a gold glow round it while it is lit, and ten sparkles circling it
    as its `turn` grows, at seeded angles and distances (the same on every run)."""
    dice = random.Random(seed)
    sparkles = [(dice.uniform(0, 2 * math.pi), dice.uniform(0.6, 1.0)) for _ in range(10)]

    def paint(surface: pygame.Surface | None, at: Point, baby: Any) -> float:
        if baby.lit and surface is not None:
            glowing(lambda s: s.size * 0.75, GOLD, 150)(surface, at, baby)
            for angle, dist in sparkles:
                a, r = angle + baby.turn, baby.size * 0.62 * dist
                dot = (at[0] + math.cos(a) * r, at[1] + math.sin(a) * r)
                pygame.draw.circle(surface, (255, 255, 230), dot, max(2, baby.size / 40))
        return float(baby.size * 0.8)

    return paint


def shell_backing(egg_px: Callable[[], int]) -> Under:
    """An empty shell's `under`: dust as the shell opens, a pale glow while it shows, and
    always a dark disc with a cream edge: the shell sits on the join between two squares of
    its own land, so a snow shell was white on white snow (family play-test); on the disc
    every shell stands out. Sizes follow the egg's (`egg_px`)."""

    def paint(surface: pygame.Surface | None, at: Point, shell: Any) -> float:
        egg = egg_px()
        if surface is not None:
            for k in range(10) if shell.puff >= 0 else ():
                a, r = k * math.pi / 5 + 0.3, egg * (0.35 + 0.6 * shell.puff)
                dust = (at[0] + math.cos(a) * r, at[1] + math.sin(a) * r * 0.7)
                pygame.draw.circle(
                    surface, (236, 230, 220), dust, egg * 0.14 * (1 - shell.puff) + 2
                )
            if shell.lit:
                glowing(lambda s: int(egg * 1.25) * 0.7, (200, 200, 220), 90)(surface, at, shell)
            radius = max(4.0, max(4, int(shell.size)) * 0.56)
            pygame.draw.circle(surface, SHELL_RING, at, radius + 3)
            pygame.draw.circle(surface, SHELL_BACKING, at, radius)
        return egg * 1.2

    return paint


def veil(size: tuple[int, int]) -> pygame.Surface:
    """The island darkened a little so the new baby is the only thing to look at."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 30, 50, 110), veil.get_rect(), border_radius=26)
    return veil


def mother(art: Art, size: int, wings: str, taller: int, eyes_shut: bool) -> pygame.Surface:
    """The mother dragon `size` px square: her `wings` layer, her body `taller` pixels
    taller than her picture (breathing in), her eyes open or shut."""
    pic = pygame.Surface((size, size), pygame.SRCALPHA)
    pic.blit(art.mother_layer(wings, size), (0, 0))
    body = art.mother_layer("body", size)
    if taller:
        h = size + taller
        pic.blit(pygame.transform.smoothscale(body, (size, h)), (0, size - h))
    else:
        pic.blit(body, (0, 0))
    if eyes_shut:
        pic.blit(art.mother_layer("eyes_closed", size), (0, 0))
    return pic


def mother_shadow(surface: pygame.Surface, pos: Point, size: int) -> None:
    """The mother dragon's shadow on the table under her feet (`size`: her picture's)."""
    shadow = pygame.Rect(0, 0, size * 0.6, size * 0.12)
    shadow.center = (round(pos[0]), round(pos[1] + size * 0.46))
    pygame.draw.ellipse(surface, (24, 56, 76), shadow)
