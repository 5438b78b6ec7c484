"""Effects of the Dragomino table drawn over it: islands trading places, puffs where a
domino lands, an empty egg supply shaking 'no'. Each is a `Timeline` the table steps and
draws; they read the table's cameras and art through the scene they belong to."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from common.table.draw import star, text_surface
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


class StarCarried(Timeline):
    """The mother dragon's star goes with her: when she flies to someone else, her star
    pops out of the old holder's score chip (that chip drops by one at once, and a red
    "−1" shows beside it), rides under her claws across the table, and drops into the new
    holder's chip. Before, a child's star count just fell when someone else found an empty
    shell, and nothing on the table said why (family play-test).

    While it runs the star is nobody's (`TableScene.shown_scores`)."""

    def __init__(self, scene: TableScene, from_seat: int, to_seat: int) -> None:
        super().__init__()
        self.scene = scene
        self.from_seat, self.to_seat = from_seat, to_seat
        self.phases = [
            ("lift", STAR_LIFT),
            ("ride", TIMING["mother_flight"] - STAR_LIFT),
            ("drop", STAR_DROP),
        ]
        self.start = scene.score_chip_center(from_seat)

    def enter(self, phase: str) -> None:
        if phase == "lift":
            self.scene.sound("pick")
        elif phase == "drop":
            self.scene.sound("magic")

    def claws(self) -> tuple[float, float]:
        """Where the star hangs under the flying mother dragon."""
        mother = self.scene.mother
        return (mother.pos[0], mother.pos[1] + mother.size * 0.5)  # at her feet

    def star_center(self) -> tuple[float, float]:
        phase, p = self.current()
        if phase == "lift":
            a, b, t = self.start, self.claws(), ease_in_out_cubic(p)
        elif phase == "ride":
            return self.claws()
        else:
            a, b, t = self.claws(), self.scene.score_chip_center(self.to_seat), p * p
        return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)

    def draw(self, surface: pygame.Surface) -> None:
        phase, p = self.current()
        lay = self.scene.lay
        radius = lay.px(19) * (1.0 + 0.25 * math.sin(self.elapsed * 9))
        if phase == "drop":
            radius *= 1 - 0.4 * p
        center = self.star_center()
        pygame.draw.circle(surface, (255, 250, 236), center, radius * 1.05)
        star(surface, center, radius)
        if self.elapsed < LOSS_SHOWN:  # beside the old chip: the star it lost
            fade = 1 - self.elapsed / LOSS_SHOWN
            where = self.start
            words = text_surface("−1", lay.font(28), BAD_RED, outline=(255, 255, 255))
            words.set_alpha(int(255 * min(1.0, fade * 2)))
            surface.blit(words, words.get_rect(midleft=(where[0] + lay.px(40), where[1])))


STAR_LIFT = 0.45  # seconds: the star rises from the chip to the mother's claws
STAR_DROP = 0.4  # seconds: it falls into the new holder's chip
LOSS_SHOWN = 1.6  # seconds the "−1" shows beside the chip that lost the star
