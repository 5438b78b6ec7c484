"""Pick up, drag, tap-to-hold, drop, and glide back: the pointer side of every table.

The controller owns the gesture; the game owns what is held (any object with `pos`,
`press`, `sticky` and `keyboard`, e.g. a small dataclass) and decides on the drop:
commit a move, or send the piece home with `glide_back`. A press and release closer than
`tap_distance` is a tap: the piece stays in hand and follows the pointer until the next
tap puts it down (small hands need not hold the button).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

import pygame

from common.sprites import Sprite, SpriteLayer
from common.tween import Glide, Point, TweenManager, ease_in_out_cubic


class Holdable(Protocol):
    pos: Any
    press: Any
    sticky: bool
    keyboard: bool


H = TypeVar("H", bound=Holdable)


@dataclass
class Held:
    """A ready-made holdable for games that need nothing more than a payload."""

    payload: Any
    pos: tuple[float, float]
    press: tuple[float, float] | None = None
    sticky: bool = False
    keyboard: bool = False


class HeldSprite:
    """A sprite in hand (what `pick_sprite` picks): it follows the pointer keeping the
    point where it was grabbed, and remembers where it came from (`home`), so a refused
    drop glides it back with `common.motions.glide_home(held.sprite, held.home, ...)`."""

    def __init__(self, sprite: Sprite, press: tuple[float, float]) -> None:
        self.sprite = sprite
        self.payload = sprite
        self.press: tuple[float, float] | None = press
        self.sticky = False
        self.keyboard = False
        self.home: Point = sprite.pos
        self.grab: Point = (sprite.pos[0] - press[0], sprite.pos[1] - press[1])
        self._pos: tuple[float, float] = press

    @property
    def pos(self) -> tuple[float, float]:
        """The pointer."""
        return self._pos

    @pos.setter
    def pos(self, pointer: tuple[float, float]) -> None:
        self._pos = pointer
        self.sprite.pos = (pointer[0] + self.grab[0], pointer[1] + self.grab[1])


def pick_sprite(
    layer: SpriteLayer, where: Callable[[Sprite], bool] | None = None
) -> Callable[[tuple[int, int]], HeldSprite | None]:
    """A `pick` for `DragController` over a sprite layer: the topmost piece under the
    pointer that `where` accepts (the layer's hit-test: a transparent corner does not
    count), held where it was grabbed."""

    def pick(pos: tuple[int, int]) -> HeldSprite | None:
        sprite = layer.at(pos, where)
        return None if sprite is None else HeldSprite(sprite, (float(pos[0]), float(pos[1])))

    return pick


class DragController(Generic[H]):
    """Left-button gestures over the game's `pick`/`moved`/`drop` hooks."""

    def __init__(
        self,
        pick: Callable[[tuple[int, int]], H | None],
        moved: Callable[[H], None],
        drop: Callable[[H, tuple[int, int]], None],
        tap_distance: float = 12,
    ) -> None:
        self.pick = pick
        self.moved = moved
        self.drop = drop
        self.tap_distance = tap_distance
        self.held: H | None = None

    def release(self) -> H | None:
        """Let go without a drop (the game glides it back or commits it)."""
        held, self.held = self.held, None
        return held

    def press(self, pos: tuple[int, int]) -> bool:
        """Left press: put down a tapped piece, or pick one up (`pick` says what)."""
        held = self.held
        if held is not None and held.sticky:
            self.drop(held, pos)
            return True
        picked = self.pick(pos)
        if picked is None:
            return False
        self.held = picked
        self.moved(picked)
        return True

    def motion(self, pos: tuple[int, int]) -> bool:
        held = self.held
        if held is None or held.keyboard:
            return False
        held.pos = pos
        self.moved(held)
        return True

    def lift(self, pos: tuple[int, int]) -> bool:
        """Left release: a tap keeps the piece in hand, a drag drops it."""
        held = self.held
        if held is None or held.keyboard:
            return False
        if held.sticky:
            return True
        if held.press is not None and math.dist(held.press, pos) < self.tap_distance:
            held.sticky = True
            return True
        self.drop(held, pos)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Left-button press/release and motion; other buttons are the game's."""
        if event.type == pygame.MOUSEMOTION:
            return self.motion(event.pos)
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self.lift(event.pos)
        return False


def glide_back(
    tweens: TweenManager,
    setter: Callable[[Point], None],
    start: Point,
    home: Callable[[], Point],
    seconds: float,
    on_done: Callable[[], None] | None = None,
) -> Glide:
    """Send a refused piece home (the home may move while it flies)."""
    anim = Glide(setter, start, home, seconds, ease_in_out_cubic, on_done)
    tweens.add(anim)
    return anim
