"""Idle frames of a table at rest, for both games: a cached still picture with the idle
motion on top, and the next idle frame drawn in parts over the last one.

When nothing moves but a table's slow idle motion (a dragon breathing and blinking, a
pulsing edge, bobbing boats), a frame is the still picture of the table, drawn once, with
that motion on top; the next idle frame repaints only the areas that changed
(`draw_changes`, presented in parts by `App`). A game subclasses `IdleFrames` and says
what the still picture shows (`key`, `draw_still`) and what moves over it:

- `parts()`: pieces of motion that look the same for a while (a pulsing edge, a boat one
  pixel up): each has a `look` (equal looks paint equal pixels) and a `band` (every area
  painting it may touch). A part whose look did not change keeps its pixels, unless an
  area painted now touches it; `draw_part` paints one, in the order `parts()` gives.
- `draw_top()`: motion painted anew in every frame, over the parts (a glow); returns the
  areas it drew on.
- `idle_sprites()`: the table's `SpriteLayer` and which of its layers move at rest (a
  dragon breathing, blinking, easing to her place), drawn over the parts and the top
  motion. An idle frame repaints a sprite only where the layer reports a change
  (`SpriteLayer.changes`: where it was and where it is, when it moved or changed its
  look), or where an area painted now touches it; one that looks as it did keeps its
  pixels.

The still picture must hold nothing that lies over the motion in a whole frame: then the
still picture with the motion on top is the same picture as the whole frame, and
`tests/common/test_idle_present.py` (Dragomino) and
`tests/dracheninsel/test_idle_motion.py` hold every idle frame to it pixel for pixel. The
kit never imports a game: each game's subclass lives in its own package
(`dragomino/ui/table/idle.py`, `dracheninsel/ui/idle.py`).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable
from typing import NamedTuple

import pygame

from common.app import copy_areas
from common.sprites import Sprite, SpriteLayer


class IdlePart(NamedTuple):
    """One piece of idle motion: how it looks now, and where painting it may touch."""

    look: Hashable
    band: list[pygame.Rect]


#: The last idle frame: the surface it went on, its still picture's key, its parts and
#: where its top motion was drawn (`IdleFrames.changes` repaints only what changed since).
LastIdleFrame = tuple[pygame.Surface, object, dict[Hashable, IdlePart], list[pygame.Rect]]


class IdleFrames:
    """The still picture of a table at rest, and idle frames drawn whole or in parts."""

    def __init__(self) -> None:
        # the still table as one picture (see `key`), and whether the last update found
        # nothing moving (only then may that picture be used)
        self.still: tuple[object, pygame.Surface] | None = None
        self.quiet = False
        # the last frame, when it was an idle one (`LastIdleFrame`)
        self.drawn: LastIdleFrame | None = None

    # ------------------------------------------------------------------ the game's hooks
    def key(self, surface: pygame.Surface) -> object | None:
        """What the still picture shows, or None when this frame must be drawn in full."""
        raise NotImplementedError

    def draw_still(self, surface: pygame.Surface) -> None:
        """The whole frame without the idle motion."""
        raise NotImplementedError

    def parts(self) -> dict[Hashable, IdlePart]:
        """The idle motion that keeps its look for a while, in the order it is painted."""
        return {}

    def draw_part(self, surface: pygame.Surface, name: Hashable, part: IdlePart) -> None:
        """Paint one part as `part.look` says (inside `part.band`)."""

    def draw_top(self, surface: pygame.Surface) -> list[pygame.Rect]:
        """The idle motion painted anew in every frame, over the parts; returns the areas
        it may have drawn on."""
        return []

    def idle_sprites(self) -> tuple[SpriteLayer, Collection[int]] | None:
        """The table's sprite layer and its layers that move at rest, drawn over the top
        motion (None: no sprites move at rest)."""
        return None

    # ------------------------------------------------------------------ frames
    def draw(self, surface: pygame.Surface, key: object) -> None:
        """An idle frame: the still picture (drawn once) plus the idle motion on top."""
        if self.still is not None and self.still[0] == key:
            surface.blit(self.still[1], (0, 0))
        else:
            self.draw_still(surface)
            self.still = (key, surface.copy())
        parts = self.parts()
        top = self.motion(surface, parts, set(parts))
        self.drawn = (surface, key, parts, top)

    def motion(
        self,
        surface: pygame.Surface,
        parts: dict[Hashable, IdlePart],
        redo: set[Hashable],
        sprites: set[int] | None = None,
    ) -> list[pygame.Rect]:
        """The idle motion over the still picture: the parts named in `redo`, in their
        order, then the top motion, then the idle sprites (those whose ids are in
        `sprites`, or all); returns where the top motion may have drawn."""
        for name, part in parts.items():
            if name in redo:
                self.draw_part(surface, name, part)
        top = self.draw_top(surface)
        found = self.idle_sprites()
        if found is not None:
            chosen = None if sprites is None else (lambda s: id(s) in sprites)
            found[0].draw(surface, found[1], where=chosen)
        return top

    def _sprites(self) -> tuple[list[pygame.Rect], list[Sprite]]:
        """What the layer says changed in the idle sprites since they were drawn, and
        the idle sprites now (bottom to top)."""
        found = self.idle_sprites()
        if found is None:
            return [], []
        layer, layers = found
        moving = [s for s in layer.ordered() if s.layer in layers]
        return layer.changes(layers), moving

    def changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The next idle frame drawn over the last one, which `surface` still holds: only
        what changed is painted; returns those areas (the app presents just them). None,
        with nothing drawn, when the frame must be drawn in full.

        The top motion is painted again every frame: its old areas back from the still
        picture, then drawn anew. A part that looks as it did keeps its pixels, unless an
        area painted now touches it (then it is drawn again too). So `surface` ends up the
        same picture `draw` would make."""
        last = self.drawn
        if last is None or last[0] is not surface or self.still is None:
            return None
        key = self.key(surface)
        if key is None or key != last[1] or key != self.still[0]:
            return None
        _surface, _key, old_parts, old_top = last
        parts = self.parts()
        redo = {name for name, part in parts.items() if old_parts.get(name) != part}
        moved, sprites = self._sprites()
        again: dict[int, pygame.Rect] = {}  # the idle sprites drawn again: id -> bounds
        while True:
            restored = old_top + moved + list(again.values())
            restored += [
                area
                for name, part in old_parts.items()
                if name in redo or name not in parts
                for area in part.band
            ]
            painted = [area for name in redo for area in parts[name].band]
            touched = {
                name
                for name, part in parts.items()
                if name not in redo
                and any(area.collidelist(restored + painted) >= 0 for area in part.band)
            }
            over = {
                id(s): rect
                for s in sprites
                if id(s) not in again
                and (rect := s.rect()).width
                and rect.collidelist(restored + painted) >= 0
            }
            if not touched and not over:
                break
            redo |= touched
            again |= over
        restored = _distinct(restored)  # a sprite's bounds are often both moved and again
        copy_areas(surface, self.still[1], restored)
        top = self.motion(surface, parts, redo, set(again))
        self.drawn = (surface, key, parts, top)
        return _distinct(top + painted + restored)


def _distinct(areas: list[pygame.Rect]) -> list[pygame.Rect]:
    """The areas without repeats (each is copied and presented once)."""
    seen: set[tuple[int, int, int, int]] = set()
    out = []
    for area in areas:
        if tuple(area) not in seen:
            seen.add(tuple(area))
            out.append(area)
    return out
