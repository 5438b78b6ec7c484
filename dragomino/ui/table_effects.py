"""Effects of the Dragomino table drawn over it: islands trading places, puffs where a
domino lands, an empty egg supply shaking 'no'. Each is a `Timeline` the table steps and
draws; they read the table's cameras and art through the scene they belong to."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from common.tween import Timeline, ease_in_out_cubic
from dragomino.ui.look import BAD_RED, TIMING

if TYPE_CHECKING:
    from dragomino.ui.table import TableScene

Cell = tuple[int, int]


class IslandSwap(Timeline):
    """Between turns: the old island flies to its seat's panel, the new one from its panel."""

    def __init__(
        self,
        scene: TableScene,
        old_pic: pygame.Surface,
        old_to: pygame.Rect,
        new_pic: pygame.Surface,
        new_from: pygame.Rect,
    ) -> None:
        super().__init__()
        self.scene = scene
        self.old_pic, self.old_to = old_pic, old_to
        self.new_pic, self.new_from = new_pic, new_from
        self.phases = [("swap", TIMING["island_swap"])]
        self.old_seat = -1  # its small island appears when the big one has landed

    def enter(self, phase: str) -> None:
        self.scene.sound("slide")

    def draw(self, surface: pygame.Surface) -> None:
        _, p = self.current()
        t = ease_in_out_cubic(p)
        big = self.scene.rect("island")
        clip = surface.get_clip()
        for pic, start, end in (
            (self.old_pic, big, self.old_to),
            (self.new_pic, self.new_from, big),
        ):
            box = _lerp_rect(start, end, t)
            if box.w < 4 or box.h < 4:
                continue
            # keep the picture's aspect: fit it into the moving box, centred
            scale = min(box.w / pic.get_width(), box.h / pic.get_height())
            size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
            scaled = pygame.transform.smoothscale(pic, size)
            surface.blit(scaled, scaled.get_rect(center=box.center))
        surface.set_clip(clip)


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t),
        round(a.y + (b.y - a.y) * t),
        round(a.w + (b.w - a.w) * t),
        round(a.h + (b.h - a.h) * t),
    )


class PlacePuff(Timeline):
    """A ring of sparkles where a domino just landed."""

    def __init__(self, scene: TableScene, player: int, cells: tuple[Cell, Cell]) -> None:
        super().__init__()
        self.scene = scene
        self.player = player
        self.cells = cells
        self.phases = [("puff", 0.45)]

    def draw(self, surface: pygame.Surface) -> None:
        if self.player != self.scene.shown_turn:
            return
        _, p = self.current()
        cam = self.scene.big
        r = cam.cell_rect(self.cells[0]).union(cam.cell_rect(self.cells[1]))
        grow = int(14 * p)
        layer = pygame.Surface(r.inflate(grow * 2 + 8, grow * 2 + 8).size, pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (255, 255, 255, int(200 * (1 - p))), layer.get_rect(), 5, border_radius=14
        )
        surface.blit(layer, layer.get_rect(center=r.center))


class EmptyPuff(Timeline):
    """A connection whose terrain has no eggs left: a faded egg outline that shakes 'no'."""

    def __init__(self, scene: TableScene, join: tuple[Cell, Cell], terrain: str) -> None:
        super().__init__()
        self.scene = scene
        self.join = join
        self.terrain = terrain
        self.phases = [("shake", 0.8)]

    def enter(self, phase: str) -> None:
        self.scene.sound("refuse")

    def draw(self, surface: pygame.Surface) -> None:
        _, p = self.current()
        x, y = self.scene.big.join_center(self.join)
        x += math.sin(p * math.pi * 8) * 6
        egg = self.scene.art.egg(self.terrain, 48).copy()
        egg.set_alpha(int(140 * (1 - p) + 40))
        surface.blit(egg, egg.get_rect(center=(round(x), round(y))))
        pygame.draw.line(surface, BAD_RED, (x - 16, y - 16), (x + 16, y + 16), 5)
