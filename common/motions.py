"""The motions both tables share, as tweens of sprite properties.

Each function returns a `common.tween.Animation` (add it to the table's `TweenManager`,
or put it in a `Sequence`/`Parallel`, or hand it to the kit's `EventPlayer`); it changes
only a sprite's properties (`pos`, `offset`, `scale`, `rotation`, `alpha`, `frame`), so
the sprite layer draws the piece where it is and nothing is drawn twice. Every motion ends
in an exact end state (also when skipped with `finish()`), and the endless ones (`breathe`,
`flap` without a duration) stop at their rest state when finished or cancelled from
outside, so `TweenManager.finish_all` never spins.

A game says only which motion an event starts and with what numbers (its art and
timings); the steps that put a motion's sprites on the layer and take them off (`enter`,
`leave`, `shown`) and the shapes of a hop, an arc, a glide home, a flap, a breath, a
sparkle, a pop and a wobble (a rock, a shake, a bob), a growth that follows a zooming
camera and a beat of calls (`every`) live here once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable

from common.effects import twinkle
from common.sprites import Sprite, SpriteLayer
from common.tween import (
    Animation,
    Call,
    Delay,
    Easing,
    Parallel,
    Sequence,
    Tween,
    ease_in_out_cubic,
    ease_in_quad,
    ease_out_back,
    ease_out_cubic,
    ease_out_quad,
    linear,
)

Point = tuple[float, float]
Target = Point | Callable[[], Point]


def at(target: Target) -> Point:
    """A point now: the value itself, or what the callable returns (a piece that moves)."""
    return target() if callable(target) else target


def enter(layer: SpriteLayer, *sprites: Sprite) -> Call:
    """A motion's first step: its sprites come onto the layer (a card leaves a hand)."""

    def put() -> None:
        for sprite in sprites:
            layer.add(sprite)

    return Call(put)


def leave(layer: SpriteLayer, *sprites: Sprite) -> Call:
    """A motion's last step: its sprites leave the layer (the board has them again)."""

    def take() -> None:
        for sprite in sprites:
            layer.remove(sprite)

    return Call(take)


def shown(sprite: Sprite, on: bool) -> Call:
    """A step that shows (or hides) a sprite that waits on the layer for its moment."""
    return Call(lambda: setattr(sprite, "visible", on))


class _Progress(Animation):
    """0 → 1 over `duration` (eased), handed to `apply(t)`; `begin()` runs at the first
    step (so a motion queued in a Sequence starts from wherever the sprite is by then)."""

    def __init__(
        self,
        duration: float,
        apply: Callable[[float], None],
        easing: Easing = ease_in_out_cubic,
        begin: Callable[[], None] | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.duration = max(1e-6, duration)
        self.apply = apply
        self.easing = easing
        self.begin = begin
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        self._begun = False

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        if not self._begun:
            self._begun = True
            if self.begin is not None:
                self.begin()
        self.elapsed += dt
        p = min(1.0, self.elapsed / self.duration)
        self.apply(self.easing(p) if p < 1.0 else 1.0)
        if p >= 1.0:
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return self.elapsed - self.duration
        return 0.0


def hop(
    sprite: Sprite,
    height: float = 18.0,
    duration: float = 0.32,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """A little jump on the spot (a piece says "me!"): up and down again; the place stays."""
    up = Tween(sprite, "offset", (0.0, 0.0), (0.0, -height), duration / 2, ease_out_quad)
    down = Tween(sprite, "offset", (0.0, -height), (0.0, 0.0), duration / 2, ease_in_quad)
    return Sequence(up, down, on_done=on_done)


def hop_to(
    sprite: Sprite,
    end: Target,
    height: float,
    duration: float,
    *,
    easing: Easing = ease_in_out_cubic,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """A jump from where the sprite is to `end` (a point, or a callable): its place moves
    along the ground (eased) while its picture rises `height` px and comes down (`offset`,
    so a shadow drawn at `pos` stays on the ground). Ends exactly at `end`, on the ground."""
    held: dict[str, Point] = {}

    def begin() -> None:
        held["start"] = sprite.pos

    def apply(t: float) -> None:
        (sx, sy), (ex, ey) = held["start"], at(end)
        sprite.pos = (sx + (ex - sx) * t, sy + (ey - sy) * t)
        sprite.offset = (0.0, -height * math.sin(math.pi * t)) if t < 1.0 else (0.0, 0.0)

    return _Progress(duration, apply, easing, begin, on_done)


def trade_places(
    a: Sprite,
    b: Sprite,
    lift: float,
    durations: tuple[float, float, float],
    *,
    bow: float = 0.0,
    grow: float = 0.1,
) -> Animation:
    """Two pieces lift `lift` px (their places stay: a shadow drawn there stays on the
    ground) growing by `grow`, cross along opposite arcs bowed `bow` px aside, and settle on
    each other's places; `durations` are (lift, cross, drop)."""
    up, down, cross = durations[0], durations[2], durations[1]

    def move(piece: Sprite, to: Point) -> Animation:
        high, big = (0.0, -lift), 1.0 + grow
        return Sequence(
            Parallel(
                Tween(piece, "offset", (0.0, 0.0), high, up, ease_out_cubic),
                Tween(piece, "scale", 1.0, big, up, ease_out_cubic),
            ),
            arc_flight(piece, to, cross, bow=aside(bow)),
            Parallel(
                Tween(piece, "offset", high, (0.0, 0.0), down, ease_in_quad),
                Tween(piece, "scale", big, 1.0, down, ease_in_quad),
            ),
        )

    return Parallel(move(a, b.pos), move(b, a.pos))


def cue(sound: Callable[[str], None] | None, name: str, when: float = 0.0) -> Animation:
    """`sound(name)` `when` seconds in (inside a Parallel: a motion's sounds on its beats)."""
    return Sequence(Delay(when), Call(lambda: sound(name) if sound is not None else None))


def staggered(gap: float, *animations: Animation) -> Parallel:
    """`animations` begun one after another, `gap` seconds apart (the cards of a draw, the
    coins of a treasure, twinkles)."""
    return Parallel(*(Sequence(Delay(k * gap), part) for k, part in enumerate(animations)))


def twinkles(
    layer: SpriteLayer,
    where: Target,
    count: int,
    size: float,
    *,
    spread: float = 6.0,
    gap: float = 0.08,
    duration: float = 0.45,
    seed: int = 0,
    on_top: int = 0,
) -> Animation:
    """`count` twinkles (`common.effects.twinkle`, each a `sparkle`) one after another at
    seeded spots within `spread` sizes of `where` (which may move), in layer `on_top`;
    each leaves the layer when it has faded (magic, a treasure)."""
    dice = random.Random(seed)
    steps: list[Animation] = []
    for _ in range(count):
        spot = (dice.uniform(-1, 1) * size * spread, dice.uniform(-1, 1) * size * spread)
        star = Sprite(lambda _f, s: twinkle(size * s), layer=on_top)

        def show(star: Sprite = star, spot: Point = spot) -> None:
            x, y = at(where)
            star.pos = (x + spot[0], y + spot[1])
            layer.add(star)

        def gone(star: Sprite = star) -> None:
            layer.remove(star)

        steps.append(Sequence(Call(show), sparkle(star, duration, on_done=gone)))
    return staggered(gap, *steps)


def arc_flight(
    sprite: Sprite,
    end: Target,
    duration: float,
    *,
    bow: Point | Callable[[Point, Point], Point] | None = None,
    lift: float = 0.0,
    swell: float = 0.0,
    face: bool = False,
    easing: Easing = ease_in_out_cubic,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """Fly along a curve from where the sprite is to `end` (a point, or a callable for a
    target that moves). The curve's control point is `bow` (a point, or `bow(start, end)`),
    else the middle raised by `lift`. `swell` grows the sprite by that fraction at mid-
    flight (nearer the eye); `face` mirrors it to look where it flies (`sprite.facing`).
    Ends exactly at `end` with the scale it began with."""
    held: dict[str, object] = {}

    def begin() -> None:
        held["start"] = sprite.pos
        held["scale"] = sprite.scale

    def apply(t: float) -> None:
        start = held["start"]
        assert isinstance(start, tuple)
        sx, sy = start
        ex, ey = at(end)
        if callable(bow):
            cx, cy = bow((sx, sy), (ex, ey))
        elif bow is not None:
            cx, cy = bow
        else:
            cx, cy = (sx + ex) / 2, (sy + ey) / 2 - lift
        u = 1 - t
        before = sprite.pos
        sprite.pos = (
            u * u * sx + 2 * u * t * cx + t * t * ex,
            u * u * sy + 2 * u * t * cy + t * t * ey,
        )
        if t >= 1.0:
            sprite.pos = (ex, ey)
        if face and abs(sprite.pos[0] - before[0]) > 0.5:
            sprite.facing = 1 if sprite.pos[0] > before[0] else -1
        base = held["scale"]
        assert isinstance(base, float | int)
        sprite.scale = base * (1 + swell * math.sin(math.pi * t)) if t < 1.0 else base

    return _Progress(duration, apply, easing, begin, on_done)


def aside(bow: float) -> Callable[[Point, Point], Point]:
    """An `arc_flight` bow: the curve swings `bow` px to the left of the way (negative: to
    the right), whatever the direction (a card thrown across the table)."""

    def control(start: Point, end: Point) -> Point:
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy) or 1.0
        mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
        return (mx + dy / length * bow, my - dx / length * bow)

    return control


def glide_home(
    sprite: Sprite,
    home: Target,
    duration: float,
    *,
    scale: float | Callable[[], float] | None = None,
    fade: float | None = None,
    frame_at: tuple[float, Hashable] | None = None,
    easing: Easing = ease_in_out_cubic,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """Glide in a straight line from where the sprite is to `home` (which may move: a slot
    the camera is still zooming), growing or shrinking to `scale` (which may move too) and
    fading to `fade` on the way if given; `frame_at=(t, frame)` shows `frame` from the
    moment the glide is `t` of the way there (a domino turns as it leaves the hand). Ends
    exactly at home."""
    held: dict[str, float | Point] = {}

    def begin() -> None:
        held["start"] = sprite.pos
        held["scale"] = sprite.scale
        held["alpha"] = sprite.alpha

    def apply(t: float) -> None:
        start = held["start"]
        assert isinstance(start, tuple)
        ex, ey = at(home)
        sprite.pos = (start[0] + (ex - start[0]) * t, start[1] + (ey - start[1]) * t)
        if scale is not None:
            s0 = held["scale"]
            assert isinstance(s0, float | int)
            s1 = scale() if callable(scale) else scale
            sprite.scale = s0 + (s1 - s0) * t
        if frame_at is not None and t >= frame_at[0]:
            sprite.frame = frame_at[1]
        if fade is not None:
            a0 = held["alpha"]
            assert isinstance(a0, float | int)
            sprite.alpha = a0 + (fade - a0) * t

    return _Progress(duration, apply, easing, begin, on_done)


class _Cycle(Animation):
    """A repeating motion driven by its own clock; endless when `duration` is None. At its
    end (or when finished or cancelled) `rest()` puts the sprite back as it was."""

    def __init__(
        self,
        duration: float | None,
        apply: Callable[[float], None],
        rest: Callable[[], None],
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.duration = duration
        self.apply = apply
        self.rest = rest
        self.on_done = on_done
        self.clock = 0.0
        self.done = False

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        self.clock += dt
        if self.duration is not None and self.clock >= self.duration:
            self._end()
            return self.clock - self.duration
        self.apply(self.clock)
        return 0.0

    def _end(self) -> None:
        self.rest()
        self.done = True
        if self.on_done is not None:
            self.on_done()

    def finish(self) -> None:
        if not self.done:
            self._end()

    def cancel(self) -> None:
        if not self.done:
            self.rest()
        self.done = True


def flap(
    sprite: Sprite,
    frames: tuple[Hashable, ...] = (1, 2),
    period: float = 0.12,
    duration: float | None = None,
    rest: Hashable = None,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """Wings up, wings down: show `frames` in turn, each for `period` seconds; at the end
    the sprite shows `rest` (default: the frame it had)."""
    rest_frame = sprite.frame if rest is None else rest

    def apply(clock: float) -> None:
        sprite.frame = frames[int(clock / period) % len(frames)]

    def back() -> None:
        sprite.frame = rest_frame

    return _Cycle(duration, apply, back, on_done)


def breathe(
    sprite: Sprite,
    amount: float = 0.035,
    rate: float = 2.4,
    duration: float | None = None,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """A slow swell and ebb of the scale (a resting dragon); back to its scale at the end."""
    base = sprite.scale

    def apply(clock: float) -> None:
        sprite.scale = base * (1 + amount * math.sin(clock * rate))

    def back() -> None:
        sprite.scale = base

    return _Cycle(duration, apply, back, on_done)


def sparkle(
    sprite: Sprite,
    duration: float = 0.6,
    *,
    size: float = 1.0,
    spin: float = 90.0,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """A glint: the sparkle's sprite pops up to `size`, turns by `spin` degrees and fades
    out; it ends invisible (alpha 0) at its start rotation plus `spin`."""
    sprite.scale = 0.0
    sprite.alpha = 255.0
    turn = sprite.rotation + spin
    return Parallel(
        Sequence(
            Tween(sprite, "scale", 0.0, size, duration * 0.4, ease_out_back),
            Tween(sprite, "scale", size, size * 0.6, duration * 0.6, ease_in_quad),
        ),
        Tween(sprite, "rotation", sprite.rotation, turn, duration, ease_out_cubic),
        Sequence(
            Tween(sprite, "alpha", 255.0, 255.0, duration * 0.5),
            Tween(sprite, "alpha", 255.0, 0.0, duration * 0.5, ease_in_quad),
        ),
        on_done=on_done,
    )


def pop(
    sprite: Sprite,
    duration: float,
    size: float = 1.0,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """A piece pops into being: its scale grows from nothing to `size`, a little past it
    and back (an egg laid on its join, a card turned up)."""
    return Tween(sprite, "scale", 0.0, size, duration, ease_out_back, on_done)


def wobble(
    sprite: Sprite,
    amount: float,
    swings: float,
    duration: float,
    *,
    along: str = "rotation",
    fade: tuple[float, float] = (1.0, 1.0),
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """Swing to and fro about where it is: `along` the rotation (an egg rocking, degrees),
    the offset's "x" (a head shaken 'no') or "y" (a bob), or any number the sprite has (a
    swell of its size), by `amount`, `swings` half-waves in `duration`, the swing growing
    or dying from `fade[0]` to `fade[1]` of `amount` on the way. It ends where it began."""
    held: dict[str, float] = {}
    axis = {"x": 0, "y": 1}.get(along)

    def begin() -> None:
        held["base"] = 0.0 if axis is not None else float(getattr(sprite, along))

    def apply(t: float) -> None:
        swing = math.sin(t * math.pi * swings) * amount * (fade[0] + (fade[1] - fade[0]) * t)
        if t >= 1.0:
            swing = 0.0
        if axis is None:
            setattr(sprite, along, held["base"] + swing)
        else:
            offset = list(sprite.offset)
            offset[axis] = swing
            sprite.offset = (offset[0], offset[1])

    return _Progress(duration, apply, linear, begin, on_done)


def grow(
    sprite: Sprite,
    attr: str,
    start: Callable[[], float],
    end: Callable[[], float],
    duration: float,
    easing: Easing = linear,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """A number of the sprite's (its size in pixels, a radius) from `start` to `end`, both
    read as it goes: a size that follows a camera still zooming."""

    def apply(t: float) -> None:
        setattr(sprite, attr, start() + (end() - start()) * t)

    return _Progress(duration, apply, easing, on_done=on_done)


def every(
    period: float,
    call: Callable[[], None],
    duration: float,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """Call `call` at once and then every `period` seconds for `duration` (a flap's sound
    on every third wing beat, an oar's splash on every stroke)."""
    calls = [0]

    def apply(clock: float) -> None:
        while calls[0] * period <= clock and calls[0] * period < duration:
            calls[0] += 1
            call()

    return _Cycle(duration, apply, lambda: None, on_done)


__all__ = [
    "arc_flight",
    "aside",
    "at",
    "breathe",
    "cue",
    "enter",
    "every",
    "flap",
    "glide_home",
    "grow",
    "hop",
    "hop_to",
    "leave",
    "pop",
    "shown",
    "sparkle",
    "staggered",
    "trade_places",
    "twinkles",
    "wobble",
]
