"""Layered sprites and drag-and-drop pieces.

A :class:`DraggableSprite` is picked up with a lift and a shadow, follows the pointer
keeping the grab offset, and on release either snaps into an accepting
:class:`DropTarget` or glides back home. Targets answer ``accepts(sprite, pos)`` with
True or a refusal reason (str) so the game can explain *why* a move is not allowed.
Positions are sprite centres in logical canvas pixels.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from common import theme
from common.audio import play_ui
from common.tween import Parallel, TweenManager, ease_out_back, ease_out_cubic, ease_out_quad

LIFT_PIXELS = 10
LIFT_SCALE = 0.06
DRAG_THRESHOLD = 5
SNAP_SECONDS = 0.22
GLIDE_BACK_SECONDS = 0.38
LIFT_SECONDS = 0.12
DRAG_LAYER = 10_000

AcceptResult = bool | str


class LayeredSprite:
    """A picture at a centre position with a layer, scale, alpha, rotation and lift."""

    def __init__(
        self,
        image: pygame.Surface,
        pos: tuple[float, float] = (0.0, 0.0),
        layer: int = 0,
        *,
        hoverable: bool = False,
        shadow: bool = False,
        name: str = "",
    ) -> None:
        self.image = image
        self.x, self.y = float(pos[0]), float(pos[1])
        self.layer = layer
        self.scale = 1.0
        self.alpha = 255.0
        self.angle = 0.0
        self.lift = 0.0
        self.visible = True
        self.hoverable = hoverable
        self.hovered = False
        self.highlight: theme.Colour | None = None
        self.shadow = shadow
        self.name = name
        self.data: Any = None
        self._cache_key: tuple[float, float, int] | None = None
        self._cache: pygame.Surface | None = None

    # tween-friendly properties
    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: tuple[float, ...]) -> None:
        self.x, self.y = float(value[0]), float(value[1])

    def set_image(self, image: pygame.Surface) -> None:
        self.image = image
        self._cache_key = None

    def rendered(self) -> pygame.Surface:
        """The image after scale/rotation/alpha (cached while those stay the same)."""
        scale = self.scale * (1 + LIFT_SCALE * self.lift)
        key = (round(scale, 3), round(self.angle, 1), int(self.alpha))
        if self._cache is not None and key == self._cache_key:
            return self._cache
        img = self.image
        if key[1] % 360 != 0 or abs(key[0] - 1.0) > 1e-3:
            img = pygame.transform.rotozoom(img, key[1], key[0])
        if key[2] < 255:
            img = img.copy()
            img.set_alpha(key[2])
        self._cache, self._cache_key = img, key
        return img

    @property
    def rect(self) -> pygame.FRect:
        """Screen rect of the drawn image (lifted pieces sit a little higher)."""
        img = self.rendered()
        r = img.get_frect()
        r.center = (self.x, self.y - LIFT_PIXELS * self.lift)
        return r

    def hit(self, pos: tuple[float, float]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.alpha <= 0:
            return
        img = self.rendered()
        rect = self.rect
        if self.shadow or self.lift > 0:
            offset = int(4 + 12 * self.lift)
            theme.draw_shadow(
                surface,
                rect,
                radius=theme.RADIUS_SMALL,
                offset=(offset // 2, offset),
                blur=int(6 + 8 * self.lift),
                alpha=int(60 + 40 * self.lift),
            )
        surface.blit(img, rect)
        colour = self.highlight or (theme.HIGHLIGHT if self.hovered else None)
        if colour is not None:
            pygame.draw.rect(
                surface, colour, rect.inflate(8, 8), width=4, border_radius=theme.RADIUS_SMALL
            )


class DraggableSprite(LayeredSprite):
    """A piece the player can pick up. Hooks let the game react without subclassing."""

    def __init__(
        self,
        image: pygame.Surface,
        pos: tuple[float, float] = (0, 0),
        layer: int = 0,
        **kwargs: Any,
    ) -> None:
        kwargs.setdefault("hoverable", True)
        super().__init__(image, pos, layer, **kwargs)
        self.draggable = True
        self.home: tuple[float, float] = self.pos
        self.on_pick_up: Callable[[DraggableSprite], None] | None = None
        self.on_landed: Callable[[DraggableSprite, DropTarget], None] | None = None
        self.on_refused: Callable[[DraggableSprite, str | None], None] | None = None
        self.on_click: Callable[[DraggableSprite], None] | None = None


class DropTarget:
    """An area that may take a dropped piece. Pass callables or subclass."""

    def __init__(
        self,
        rect: pygame.Rect | pygame.FRect | tuple[float, float, float, float],
        accepts: Callable[[DraggableSprite, tuple[float, float]], AcceptResult] | None = None,
        on_drop: Callable[[DraggableSprite, tuple[float, float]], None] | None = None,
        snap: Callable[[DraggableSprite, tuple[float, float]], tuple[float, float]] | None = None,
        name: str = "",
    ) -> None:
        self.rect = pygame.FRect(rect)
        self._accepts = accepts
        self._on_drop = on_drop
        self._snap = snap
        self.name = name
        self.state: str | None = None  # "accept" / "refuse" while a piece hovers over it

    def contains(self, pos: tuple[float, float]) -> bool:
        return self.rect.collidepoint(pos)

    def accepts(self, sprite: DraggableSprite, pos: tuple[float, float]) -> AcceptResult:
        """True to take the piece; False or a reason string to refuse it."""
        return True if self._accepts is None else self._accepts(sprite, pos)

    def snap_position(
        self, sprite: DraggableSprite, pos: tuple[float, float]
    ) -> tuple[float, float]:
        """Where the piece's centre settles; the target's centre by default."""
        if self._snap is not None:
            return self._snap(sprite, pos)
        return (self.rect.centerx, self.rect.centery)

    def on_drop(self, sprite: DraggableSprite, pos: tuple[float, float]) -> None:
        if self._on_drop is not None:
            self._on_drop(sprite, pos)

    def draw_highlight(self, surface: pygame.Surface) -> None:
        if self.state is None:
            return
        colour = theme.HIGHLIGHT if self.state == "accept" else theme.REFUSE
        glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        glow.fill((*colour, 60))
        surface.blit(glow, self.rect)
        pygame.draw.rect(surface, colour, self.rect, width=4, border_radius=theme.RADIUS_SMALL)


class SpriteLayer:
    """Sprites in layer order plus the drag-and-drop controller that moves them."""

    def __init__(self, tweens: TweenManager | None = None) -> None:
        self.tweens = tweens if tweens is not None else TweenManager()
        self.sprites: list[LayeredSprite] = []
        self.targets: list[DropTarget] = []
        self.dragging: DraggableSprite | None = None
        self.hovered: LayeredSprite | None = None
        self.show_target_highlights = True
        self.on_refused: Callable[[DraggableSprite, str | None], None] | None = None
        self.last_refusal: str | None = None
        # standard pick/snap/refuse sounds; off by default so a game can play its own
        self.sounds = False
        self._grab_offset = (0.0, 0.0)
        self._press_pos = (0.0, 0.0)
        self._moved = False
        self._drag_layer_before = 0

    # --- content --------------------------------------------------------------------
    def add(self, *sprites: LayeredSprite) -> None:
        for sprite in sprites:
            if sprite not in self.sprites:
                self.sprites.append(sprite)

    def remove(self, sprite: LayeredSprite) -> None:
        if sprite in self.sprites:
            self.sprites.remove(sprite)
        if sprite is self.dragging:
            self.dragging = None
        if sprite is self.hovered:
            self.hovered = None

    def add_target(self, target: DropTarget) -> DropTarget:
        self.targets.append(target)
        return target

    def clear(self) -> None:
        self.sprites.clear()
        self.targets.clear()
        self.dragging = None
        self.hovered = None

    def ordered(self) -> list[LayeredSprite]:
        """Bottom to top (stable within a layer: later-added draws on top)."""
        return sorted(self.sprites, key=lambda s: s.layer)

    def sprite_at(self, pos: tuple[float, float]) -> LayeredSprite | None:
        for sprite in reversed(self.ordered()):
            if sprite.hit(pos):
                return sprite
        return None

    def target_at(self, pos: tuple[float, float]) -> DropTarget | None:
        for target in reversed(self.targets):
            if target.contains(pos):
                return target
        return None

    # --- moving pieces ----------------------------------------------------------------
    def move(
        self,
        sprite: LayeredSprite,
        pos: tuple[float, float],
        duration: float = 0.35,
        easing: Callable[[float], float] = ease_out_cubic,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Animate a piece to ``pos`` (what computer moves and event playback use)."""
        self.tweens.cancel_target(sprite)
        self.tweens.tween(sprite, "pos", pos, duration, easing, on_done=on_done)

    def _settle(
        self,
        sprite: DraggableSprite,
        pos: tuple[float, float],
        seconds: float,
        easing: Callable[[float], float],
        on_done: Callable[[], None] | None,
    ) -> None:
        from common.tween import Tween

        self.tweens.cancel_target(sprite)

        def finished() -> None:
            sprite.layer = self._drag_layer_before if sprite.layer == DRAG_LAYER else sprite.layer
            if on_done is not None:
                on_done()

        self.tweens.add(
            Parallel(
                Tween(sprite, "pos", None, pos, seconds, easing),
                Tween(sprite, "lift", None, 0.0, seconds, ease_out_quad),
                on_done=finished,
            )
        )

    def _sound(self, name: str) -> None:
        if self.sounds:
            play_ui(name)

    def _pick_up(self, sprite: DraggableSprite, pos: tuple[float, float]) -> None:
        self.tweens.cancel_target(sprite)
        self.dragging = sprite
        sprite.home = sprite.pos if sprite.lift == 0 else sprite.home
        self._grab_offset = (sprite.x - pos[0], sprite.y - pos[1])
        self._press_pos = pos
        self._moved = False
        self._drag_layer_before = sprite.layer
        sprite.layer = DRAG_LAYER
        sprite.hovered = False
        self.tweens.tween(sprite, "lift", 1.0, LIFT_SECONDS, ease_out_quad)
        self._sound("pick")
        if sprite.on_pick_up is not None:
            sprite.on_pick_up(sprite)

    def _update_target_states(self, pos: tuple[float, float]) -> None:
        sprite = self.dragging
        for each in self.targets:
            each.state = None
        if sprite is None or not self.show_target_highlights:
            return
        target = self.target_at(pos)
        if target is not None:
            target.state = "accept" if target.accepts(sprite, pos) is True else "refuse"

    def glide_back(self, sprite: DraggableSprite, reason: str | None = None) -> None:
        """Send a piece home (refused drop, cancelled drag)."""
        self.last_refusal = reason
        self._sound("refuse")
        self._settle(sprite, sprite.home, GLIDE_BACK_SECONDS, ease_out_cubic, None)
        if sprite.on_refused is not None:
            sprite.on_refused(sprite, reason)
        if self.on_refused is not None:
            self.on_refused(sprite, reason)

    def _drop(self, pos: tuple[float, float]) -> None:
        sprite = self.dragging
        assert sprite is not None
        self.dragging = None
        for each in self.targets:
            each.state = None
        if not self._moved:
            self._settle(sprite, sprite.home, LIFT_SECONDS, ease_out_quad, None)
            if sprite.on_click is not None:
                sprite.on_click(sprite)
            return
        target = self.target_at(pos)
        if target is None:
            self.glide_back(sprite, None)
            return
        verdict = target.accepts(sprite, pos)
        if verdict is not True:
            self.glide_back(sprite, verdict if isinstance(verdict, str) else None)
            return
        snap = target.snap_position(sprite, pos)
        sprite.home = snap
        self.last_refusal = None
        target.on_drop(sprite, pos)

        def landed() -> None:
            self._sound("snap")
            if sprite.on_landed is not None:
                sprite.on_landed(sprite, target)

        self._settle(sprite, snap, SNAP_SECONDS, ease_out_back, landed)

    def cancel_drag(self) -> None:
        if self.dragging is not None:
            sprite = self.dragging
            self.dragging = None
            for target in self.targets:
                target.state = None
            self.glide_back(sprite, None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Drive hover and drag from (logical) mouse events; True when consumed."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            sprite = self.sprite_at(event.pos)
            if isinstance(sprite, DraggableSprite) and sprite.draggable:
                self._pick_up(sprite, event.pos)
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            pos = event.pos
            if self.dragging is not None:
                dx, dy = pos[0] - self._press_pos[0], pos[1] - self._press_pos[1]
                if abs(dx) + abs(dy) >= DRAG_THRESHOLD:
                    self._moved = True
                self.dragging.pos = (pos[0] + self._grab_offset[0], pos[1] + self._grab_offset[1])
                self._update_target_states(pos)
                return True
            under = self.sprite_at(pos)
            hovered = under if under is not None and under.hoverable else None
            if isinstance(hovered, DraggableSprite) and not hovered.draggable:
                hovered = None
            if hovered is not self.hovered:
                if self.hovered is not None:
                    self.hovered.hovered = False
                if hovered is not None:
                    hovered.hovered = True
                self.hovered = hovered
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            sprite = self.dragging
            sprite.pos = (
                event.pos[0] + self._grab_offset[0],
                event.pos[1] + self._grab_offset[1],
            )
            self._drop(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.dragging:
            self.cancel_drag()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.dragging:
            self.cancel_drag()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.dragging is not None:
            for target in self.targets:
                target.draw_highlight(surface)
        for sprite in self.ordered():
            sprite.draw(surface)
