"""Sprites: every piece a player sees move is one `Sprite` in one `SpriteLayer`.

A sprite is where a piece is and how it looks now (centre, layer, scale, rotation, alpha,
frame); its pictures come from the game's art through a *look* (`look(frame, scale) ->
Surface`), rendered once per (frame, scale, rotation) and cached, never scaled per frame
(pygame-practice.md). Motions are tweens of these properties (`common.motions`), so a
piece has one place where it is: the layer draws it there, and nothing else does.

The layer draws its sprites in layer order (then in the order they were added), answers
"which piece is under the pointer" topmost first (what the kit's `DragController` picks),
and tells which rectangles changed since it last drew: the old and new bounds of every
sprite that moved, changed look, appeared or left. A table at rest repaints only those
(the areas `common.table.idle.IdleFrames.changes` hands to `App`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from typing import Any, TypeVar

import pygame

Point = tuple[float, float]
#: The art of a piece: its picture for a frame at a scale (1.0 = the size it was made for).
#: A frame is whatever names one of its pictures: a number, or a tuple (wings up, eyes shut).
Look = Callable[[Any, float], pygame.Surface]
#: What a piece paints under its picture, round its centre (a shadow, a glow, sparkles):
#: `under(surface, centre, sprite)` paints it and returns how far it reaches from the
#: centre; with no surface it only says how far.
Under = Callable[[pygame.Surface | None, Point, "Sprite"], float]

SCALE_STEP = 1 / 256  # scales are rounded to this before a picture is made (a finite cache)
ROTATION_STEP = 1.0  # degrees, likewise
CACHE_SIZE = 48  # pictures kept per sprite: a flight's sizes, the frames of a flap


class Sprite:
    """One piece: its place and look now, and its pictures cached per frame and scale.

    `pos` is the centre; `offset` is added to it while drawing (a hop or a bob moves the
    picture, not the piece's place). `alpha` 0..255 fades the whole picture; `facing` -1
    mirrors it. `key` is anything else the look depends on (or a callable that says it):
    a new key drops the pictures.
    With an `anchor` (a callable) the piece is wherever that says now (a join of an island
    the camera is zooming); `under` paints a shadow or a glow beneath the picture.
    """

    _pos: Point
    #: scales are rounded to this before a picture is made: finer for a big picture (a
    #: whole island flying to its panel), so it shrinks in steps of under a pixel
    scale_step = SCALE_STEP

    def __init__(
        self,
        look: Look,
        pos: Point = (0.0, 0.0),
        *,
        layer: int = 0,
        scale: float = 1.0,
        rotation: float = 0.0,
        alpha: float = 255.0,
        frame: Hashable = 0,
        name: Hashable = None,
        key: Hashable = None,
        anchor: Callable[[], Point] | None = None,
        under: Under | None = None,
    ) -> None:
        self.look = look
        self.anchor = anchor
        self.under = under
        self.pos = pos
        self.offset: Point = (0.0, 0.0)
        self.layer = layer
        self.scale = scale
        self.rotation = rotation
        self.alpha = alpha
        self.frame = frame
        self.facing = 1  # -1 mirrors the picture (a dragon flying left)
        self.visible = True
        self.name = name  # what the game calls it (a domino's slot, a seat's dragon)
        self.key = key  # anything else the look depends on; a new key drops the pictures
        self._cache: OrderedDict[tuple[Hashable, ...], pygame.Surface] = OrderedDict()
        self._cache_key = key

    @property
    def pos(self) -> Point:
        """Its centre: where its `anchor` says, if it has one."""
        return self._pos if self.anchor is None else self.anchor()

    @pos.setter
    def pos(self, value: Point) -> None:
        self._pos = value

    # ------------------------------------------------------------------ pictures
    def look_key(self) -> Hashable:
        """`key` now: a callable key is asked (pictures made while the camera zooms are
        kept apart from crisp ones, `key=lambda: art.quick`)."""
        return self.key() if callable(self.key) else self.key

    def picture(self) -> pygame.Surface:
        """The picture for the current frame, scale and rotation (cached)."""
        key = self.look_key()
        if key != self._cache_key:
            self._cache.clear()
            self._cache_key = key
        step = self.scale_step
        scale = max(step, round(self.scale / step) * step)
        angle = round(self.rotation / ROTATION_STEP) * ROTATION_STEP % 360
        ck = (self.frame, scale, angle, self.facing)
        pic = self._cache.get(ck)
        if pic is not None:
            self._cache.move_to_end(ck)
            return pic
        pic = self.look(self.frame, scale)
        if self.facing < 0:
            pic = pygame.transform.flip(pic, True, False)
        if angle:
            pic = pygame.transform.rotate(pic, angle)
        self._cache[ck] = pic
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return pic

    def rect(self) -> pygame.Rect:
        """The bounds of what it paints now (its picture; a subclass that paints more round
        it, a shadow or a glow, widens them); an empty rect at the centre when hidden."""
        rect = self.picture_rect()
        if self.under is None or not rect.width:
            return rect
        x, y = self.pos[0] + self.offset[0], self.pos[1] + self.offset[1]
        reach = int(self.under(None, (x, y), self)) + 4
        return rect.union(pygame.Rect(round(x) - reach, round(y) - reach, 2 * reach, 2 * reach))

    def picture_rect(self) -> pygame.Rect:
        """Where the picture lands now (an empty rect at the centre when hidden)."""
        x = self.pos[0] + self.offset[0]
        y = self.pos[1] + self.offset[1]
        if not self.visible or self.alpha <= 0:
            return pygame.Rect(round(x), round(y), 0, 0)
        return self.picture().get_rect(center=(round(x), round(y)))

    def state(self) -> tuple[Hashable, ...]:
        """Everything that decides its pixels: equal states paint equal pixels."""
        return (
            self.visible,
            round(self.pos[0] + self.offset[0]),
            round(self.pos[1] + self.offset[1]),
            self.layer,
            round(self.scale / self.scale_step),
            round(self.rotation / ROTATION_STEP) % round(360 / ROTATION_STEP),
            int(self.alpha),
            self.frame,
            self.facing,
            self.look_key(),
        )

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Paint it (what lies under it first); returns the area painted."""
        rect = self.picture_rect()
        if not rect.width:
            return rect
        if self.under is not None:
            self.under(surface, (self.pos[0] + self.offset[0], self.pos[1] + self.offset[1]), self)
        pic = self.picture()
        alpha = int(self.alpha)
        if alpha < 255:
            # back to the alpha it had: set_alpha(None) on a picture with per-pixel alpha
            # turns its blending off, and it was then pasted opaque (a veil went black)
            before = pic.get_alpha()
            pic.set_alpha(alpha)
            surface.blit(pic, rect)
            pic.set_alpha(before)
        else:
            surface.blit(pic, rect)
        return self.rect()

    def hit(self, point: Point) -> bool:
        """Is `point` on the picture (not on a transparent pixel of it)?"""
        rect = self.picture_rect()
        if not rect.collidepoint(point):
            return False
        pic = self.picture()
        if not pic.get_flags() & pygame.SRCALPHA:
            return True
        x, y = int(point[0]) - rect.x, int(point[1]) - rect.y
        return bool(pic.get_at((x, y)).a > 0)


_SCRATCH: list[pygame.Surface] = []


class Painted(Sprite):
    """A piece whose owner paints it (a board that draws the piece at rest the same way, so
    it looks in flight as at rest): `paint(surface, sprite) -> Rect` draws it at the
    sprite's place, `offset` and scale. `pieces` names what it stands for (`name` is the
    first). Its bounds are where it was last painted, moved as far as it moved since."""

    def __init__(
        self,
        paint: Callable[[pygame.Surface, Sprite], pygame.Rect],
        pos: Point,
        pieces: Iterable[Hashable],
        *,
        layer: int = 0,
    ) -> None:
        self.pieces = tuple(pieces)
        super().__init__(lambda _f, _s: pygame.Surface((1, 1)), pos, layer=layer)
        self.name, self.paint = self.pieces[0], paint
        self._area: tuple[pygame.Rect, Point] | None = None

    def _at(self) -> Point:
        return (self.pos[0] + self.offset[0], self.pos[1] + self.offset[1])

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        if not self.visible or self.alpha <= 0:
            return pygame.Rect(round(self.pos[0]), round(self.pos[1]), 0, 0)
        self._area = (self.paint(surface, self), self._at())
        return self._area[0]

    def rect(self) -> pygame.Rect:
        if self._area is None:  # not painted yet: a trial on a scratch canvas
            if not _SCRATCH:
                _SCRATCH.append(pygame.Surface((2048, 2048), pygame.SRCALPHA))
            self.draw(_SCRATCH[0])
        if not self.visible or self._area is None:
            return pygame.Rect(round(self.pos[0]), round(self.pos[1]), 0, 0)
        (area, (x, y)), (nx, ny) = self._area, self._at()
        return area.move(round(nx - x), round(ny - y))

    def hit(self, point: Point) -> bool:
        return self.rect().collidepoint(point)


#: `SpriteLayer.add` hands back what it was given, typed as it was (a `Floating`, a `Card`).
AnySprite = TypeVar("AnySprite", bound=Sprite)


class SpriteLayer:
    """The moving pieces of a table, drawn by layer order, hit-tested topmost first, and
    reporting the rectangles that changed since the last draw."""

    def __init__(self) -> None:
        self.sprites: list[Sprite] = []
        self._order = 0
        self._added: dict[int, int] = {}  # id(sprite) -> order of adding (ties in a layer)
        self._drawn: dict[int, tuple[tuple[Hashable, ...], pygame.Rect]] = {}
        self._gone: list[tuple[int, pygame.Rect]] = []  # (layer, where it was last drawn)

    def __len__(self) -> int:
        return len(self.sprites)

    def __iter__(self) -> Any:
        return iter(self.sprites)

    def __contains__(self, sprite: object) -> bool:
        return any(s is sprite for s in self.sprites)

    def add(self, sprite: AnySprite) -> AnySprite:
        """Put a sprite on the table (on top of its layer); adding it again does nothing."""
        if sprite not in self:
            self.sprites.append(sprite)
            self._added[id(sprite)] = self._order
            self._order += 1
        return sprite

    def remove(self, sprite: Sprite) -> None:
        """Take it off; the area it was last drawn on becomes a changed rectangle."""
        if sprite not in self:
            return
        self.sprites = [s for s in self.sprites if s is not sprite]
        self._added.pop(id(sprite), None)
        drawn = self._drawn.pop(id(sprite), None)
        if drawn is not None and drawn[1].width:
            self._gone.append((sprite.layer, drawn[1]))

    def clear(self) -> None:
        for sprite in list(self.sprites):
            self.remove(sprite)

    def ordered(self) -> list[Sprite]:
        """Bottom to top: by layer, then by the order they were added."""
        return sorted(self.sprites, key=lambda s: (s.layer, self._added[id(s)]))

    def draw(
        self,
        surface: pygame.Surface,
        layers: Iterable[int] | None = None,
        where: Callable[[Sprite], bool] | None = None,
    ) -> list[pygame.Rect]:
        """Draw every visible sprite (or only those in `layers`, and of them only those
        `where` accepts: the ones an idle frame repaints) bottom to top; returns the areas
        painted. What is drawn now is what `changes` compares with next time."""
        wanted = None if layers is None else set(layers)
        painted: list[pygame.Rect] = []
        for sprite in self.ordered():
            if wanted is not None and sprite.layer not in wanted:
                continue
            if where is not None and not where(sprite):
                continue
            rect = sprite.draw(surface)
            self._drawn[id(sprite)] = (sprite.state(), rect)
            if rect.width:
                painted.append(rect)
        self._gone = [g for g in self._gone if wanted is not None and g[0] not in wanted]
        return painted

    def changes(self, layers: Iterable[int] | None = None) -> list[pygame.Rect]:
        """The rectangles that changed since the last draw (of the sprites in `layers`, if
        given): for each sprite that moved or changed its look the old and the new bounds,
        for a new one its bounds, for one removed where it was. Sprites whose state is
        unchanged give nothing."""
        wanted = None if layers is None else set(layers)
        out = [r.copy() for layer, r in self._gone if wanted is None or layer in wanted]
        for sprite in self.sprites:
            if wanted is not None and sprite.layer not in wanted:
                continue
            drawn = self._drawn.get(id(sprite))
            now = sprite.state()
            if drawn is not None and drawn[0] == now:
                continue
            if drawn is not None and drawn[1].width:
                out.append(drawn[1].copy())
            rect = sprite.rect()
            if rect.width:
                out.append(rect)
        return out

    def repaint(
        self, surface: pygame.Surface, under: Callable[[pygame.Surface, pygame.Rect], None]
    ) -> list[pygame.Rect]:
        """Bring `surface` (holding the last frame) up to date by repainting only the
        changed rectangles: in each, `under(surface, rect)` paints what lies below the
        sprites (a still picture), then the sprites are drawn clipped to it. Returns the
        rectangles (for `pygame.display.update`)."""
        rects = self.changes()
        clip = surface.get_clip()
        for rect in rects:
            surface.set_clip(rect.clip(clip))
            under(surface, rect)
            self.draw(surface)
        surface.set_clip(clip)
        if not rects:
            self._gone.clear()
        return rects

    @property
    def changed(self) -> bool:
        return bool(self.changes())

    def at(self, point: Point, where: Callable[[Sprite], bool] | None = None) -> Sprite | None:
        """The topmost visible sprite whose picture covers `point` (for picking up a piece),
        among those `where` accepts."""
        for sprite in reversed(self.ordered()):
            if not sprite.visible or sprite.alpha <= 0:
                continue
            if where is not None and not where(sprite):
                continue
            if sprite.hit(point):
                return sprite
        return None

    def named(self, name: Hashable) -> Sprite | None:
        """The sprite the game named `name`, if it is on the table."""
        for sprite in self.sprites:
            if sprite.name == name:
                return sprite
        return None


def scaled(pic: pygame.Surface, scale: float) -> pygame.Surface:
    """A picture at `scale` (itself at its own size), for a look that renders once."""
    size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
    return pic if size == pic.get_size() else pygame.transform.smoothscale(pic, size)


def picture_sprite(look: Callable[[float], pygame.Surface], pos: Point, layer: int) -> Sprite:
    """A sprite whose picture depends on its scale only (a light, a shadow, a coin)."""
    return Sprite(lambda _frame, scale: look(scale), pos, layer=layer)


__all__ = ["Look", "Painted", "Sprite", "SpriteLayer", "picture_sprite", "scaled"]
