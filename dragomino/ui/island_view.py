"""One player's island on screen: a camera that fits the island, and the drawing of it.

The camera eases toward a zoom that fits every square plus a margin for the next domino,
so an island of any size stays in view. Drawing quantises the cell size to whole pixels
so the tile cache (one surface per size) is hit on every frame that is not zooming.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

import pygame

from dragomino.ui.art import Art
from dragomino.ui.look import INK

Cell = tuple[int, int]
Join = tuple[Cell, Cell]


class Camera:
    """Maps island cells to canvas pixels; `fit()` sets a target, `update()` eases to it."""

    def __init__(self, rect: pygame.Rect, max_cell: float = 110.0, margin: float = 1.6) -> None:
        self.rect = pygame.Rect(rect)
        self.max_cell = max_cell
        self.margin = margin
        self.center = (0.5, 0.0)
        self.cell = max_cell
        self.target_center = self.center
        self.target_cell = self.cell
        self.rate = 7.0

    def fit(
        self, cells: Iterable[Cell], instant: bool = False, area: pygame.Rect | None = None
    ) -> None:
        """Aim at the bounding box of `cells` plus a margin of cells on every side.

        `area` (inside the canvas) is where the island must fit, so a badge drawn over the
        canvas can keep its corner free; by default the whole canvas.
        """
        box = self.rect if area is None else area
        cells = list(cells)
        if not cells:
            cells = [(0, 0)]
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        minx, maxx = min(xs) - self.margin, max(xs) + 1 + self.margin
        miny, maxy = min(ys) - self.margin, max(ys) + 1 + self.margin
        width, height = maxx - minx, maxy - miny
        # whole pixels, rounded down: a square is drawn `round(cell)` wide, and rounding up
        # let the margin's far squares poke a few pixels out of the box
        self.target_cell = min(self.max_cell, math.floor(box.w / width), math.floor(box.h / height))
        size = max(6, round(self.target_cell))
        self.target_center = (
            (minx + maxx) / 2 - (box.centerx - self.rect.centerx) / size,
            (miny + maxy) / 2 - (box.centery - self.rect.centery) / size,
        )
        if instant:
            self.center = self.target_center
            self.cell = self.target_cell

    def update(self, dt: float) -> bool:
        """Ease toward the target; True while still moving."""
        k = 1 - math.exp(-self.rate * dt)
        cx = self.center[0] + (self.target_center[0] - self.center[0]) * k
        cy = self.center[1] + (self.target_center[1] - self.center[1]) * k
        cell = self.cell + (self.target_cell - self.cell) * k
        done = (
            abs(cx - self.target_center[0]) < 0.005
            and abs(cy - self.target_center[1]) < 0.005
            and abs(cell - self.target_cell) < 0.3
        )
        if done:
            cx, cy = self.target_center
            cell = self.target_cell
        self.center, self.cell = (cx, cy), cell
        return not done

    @property
    def cell_px(self) -> int:
        return max(6, round(self.cell))

    def to_screen(self, x: float, y: float) -> tuple[float, float]:
        """Canvas position of the island point (x, y) (cell corners are integers)."""
        size = self.cell_px
        return (
            self.rect.centerx + (x - self.center[0]) * size,
            self.rect.centery + (y - self.center[1]) * size,
        )

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        x, y = self.to_screen(cell[0], cell[1])
        return pygame.Rect(round(x), round(y), self.cell_px, self.cell_px)

    def cell_center(self, cell: Cell) -> tuple[float, float]:
        return self.to_screen(cell[0] + 0.5, cell[1] + 0.5)

    def join_center(self, join: Join) -> tuple[float, float]:
        (ax, ay), (bx, by) = join
        return self.to_screen((ax + bx) / 2 + 0.5, (ay + by) / 2 + 0.5)

    def cell_at(self, pos: tuple[float, float]) -> Cell:
        size = self.cell_px
        x = (pos[0] - self.rect.centerx) / size + self.center[0]
        y = (pos[1] - self.rect.centery) / size + self.center[1]
        return (math.floor(x), math.floor(y))


def token_size(cell_px: int) -> int:
    """Egg tokens on joins: about half a square, never too small to recognise."""
    return max(12, int(cell_px * 0.56))


def draw_island(
    surface: pygame.Surface,
    art: Art,
    camera: Camera,
    squares: Mapping[Cell, Any],
    eggs: Mapping[Join, Any],
    hidden_joins: Iterable[Join] = (),
) -> None:
    """Squares grouped into dominoes (one shadowed body per domino), then tokens on joins.

    `squares` values need `.terrain`, `.spring`, `.domino`, `.is_start` (engine `Square`);
    `eggs` values need `.terrain`, `.baby` (engine `EggToken`, baby None = shell).
    """
    size = camera.cell_px
    clip = surface.get_clip()
    surface.set_clip(camera.rect)
    by_domino: dict[int, list[Cell]] = {}
    for cell, square in squares.items():
        by_domino.setdefault(int(square.domino), []).append(cell)
    inset = max(1, size // 28)
    radius = max(3, size // 8)
    shadow_off = max(2, size // 16)
    for cells in by_domino.values():
        body = camera.cell_rect(cells[0]).unionall([camera.cell_rect(c) for c in cells[1:]])
        body = body.inflate(-inset * 2, -inset * 2)
        shadow = body.move(shadow_off, shadow_off)
        pygame.draw.rect(surface, (20, 50, 70), shadow, border_radius=radius)
        pygame.draw.rect(surface, (250, 244, 226), body, border_radius=radius)
    for cell, square in squares.items():
        rect = camera.cell_rect(cell).inflate(-inset * 4, -inset * 4)
        surface.blit(
            art.square(square.terrain, rect.w, bool(square.spring), _has_flag(square)),
            rect.topleft,
        )
    hidden = set(hidden_joins)
    tsize = token_size(size)
    for join, token in eggs.items():
        if join in hidden:
            continue
        draw_token(surface, art, token, camera.join_center(join), tsize)
    surface.set_clip(clip)


def draw_token(
    surface: pygame.Surface, art: Art, token: Any, center: tuple[float, float], size: int
) -> None:
    """A revealed egg on its join: a baby on a cream disc, or an empty shell."""
    cx, cy = center
    pygame.draw.circle(surface, (255, 250, 236), (cx, cy), size * 0.5)
    pygame.draw.circle(surface, INK, (cx, cy), size * 0.5, max(1, size // 18))
    pic = art.baby(token.terrain, token.baby, size) if token.baby is not None else None
    if pic is None:
        pic = art.shell(token.terrain, int(size * 0.9))
    surface.blit(pic, pic.get_rect(center=(round(cx), round(cy))))


def _has_flag(square: Any) -> bool:
    """The start domino's flag sits on its SNOW half (as in the box); no game effect."""
    from dragomino.rules import START_DOMINO

    return bool(square.is_start) and square.terrain == START_DOMINO.b.terrain


def render_island(
    art: Art,
    camera: Camera,
    squares: Mapping[Cell, Any],
    eggs: Mapping[Join, Any],
) -> pygame.Surface:
    """The island as a transparent picture of the camera's viewport (for caching minis)."""
    local = Camera(pygame.Rect(0, 0, camera.rect.w, camera.rect.h), camera.max_cell, camera.margin)
    local.center, local.cell = camera.center, camera.cell
    surf = pygame.Surface(camera.rect.size, pygame.SRCALPHA)
    draw_island(surf, art, local, squares, eggs)
    return surf
