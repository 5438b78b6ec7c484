"""Tweens: every piece movement, fade and pop-in goes through here.

An :class:`Animation` advances with ``step(dt)`` and returns the time it did not use, so a
:class:`Sequence` can hand leftover time to the next step and chains stay exact at any
frame rate. The :class:`TweenManager` multiplies ``dt`` by the global animation speed
(a setting), which is how "slow / fast animations" reaches every move in both games.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from collections.abc import Sequence as SequenceABC
from typing import Any

Easing = Callable[[float], float]
Value = float | tuple[float, ...]


# --- easings: t in [0, 1] -> progress (may overshoot for back/elastic) ---------------
def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def ease_out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": ease_in_quad,
    "out_quad": ease_out_quad,
    "in_out_quad": ease_in_out_quad,
    "out_cubic": ease_out_cubic,
    "in_out_cubic": ease_in_out_cubic,
    "out_back": ease_out_back,
    "out_elastic": ease_out_elastic,
    "out_bounce": ease_out_bounce,
}


def lerp(a: Value, b: Value, t: float) -> Value:
    """Interpolate numbers or equal-length tuples (positions, colours)."""
    if isinstance(a, tuple) and isinstance(b, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    if isinstance(a, tuple) or isinstance(b, tuple):
        raise TypeError("cannot interpolate a tuple with a number")
    return a + (b - a) * t


class Animation:
    """Base: something that advances with time and finishes once."""

    done: bool = False

    def step(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the unused remainder (>0 only when done)."""
        raise NotImplementedError

    def finish(self) -> None:
        """Jump to the end state now (skip button, instant animation speed)."""
        while not self.done:
            self.step(1e9)

    def cancel(self) -> None:
        """Stop where it is, without running completion callbacks."""
        self.done = True


class Tween(Animation):
    """Move ``target.attr`` (or call ``setter(value)``) from ``start`` to ``end``.

    ``start=None`` reads the attribute when the tween first runs, so a tween created now
    but started later in a Sequence begins from wherever the object is by then.
    """

    def __init__(
        self,
        target: Any,
        attr: str | Callable[[Any], None],
        start: Value | None,
        end: Value,
        duration: float,
        easing: Easing | str = ease_out_cubic,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.target = target
        self.attr = attr
        self.start = start
        self.end = end
        self.duration = max(0.0, duration)
        self.easing: Easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False
        self._started = False

    def _set(self, value: Value) -> None:
        if callable(self.attr):
            self.attr(value)
        else:
            setattr(self.target, self.attr, value)

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        if not self._started:
            self._started = True
            if self.start is None:
                if callable(self.attr):
                    raise ValueError("a setter tween needs an explicit start value")
                current = getattr(self.target, self.attr)
                self.start = tuple(current) if isinstance(current, SequenceABC) else current
        self.elapsed += dt
        assert self.start is not None
        if self.elapsed >= self.duration:
            self._set(self.end)
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return self.elapsed - self.duration
        self._set(lerp(self.start, self.end, self.easing(self.elapsed / self.duration)))
        return 0.0


class Delay(Animation):
    """Wait ``duration`` seconds (inside a Sequence)."""

    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.elapsed = 0.0
        self.done = False

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.done = True
            return self.elapsed - self.duration
        return 0.0


class Call(Animation):
    """Run a callback once, instantly (e.g. play a sound at the right moment)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        self.fn = fn
        self.done = False

    def step(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.fn()
        return dt


class Sequence(Animation):
    """Run animations one after another."""

    def __init__(self, *steps: Animation, on_done: Callable[[], None] | None = None) -> None:
        self.steps = list(steps)
        self.index = 0
        self.on_done = on_done
        self.done = False

    def add(self, step: Animation) -> Sequence:
        self.steps.append(step)
        self.done = False
        return self

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        remaining = dt
        while self.index < len(self.steps):
            current = self.steps[self.index]
            remaining = current.step(remaining)
            if not current.done:
                return 0.0
            self.index += 1
        self.done = True
        if self.on_done is not None:
            self.on_done()
        return remaining


class Parallel(Animation):
    """Run animations together; done when all are."""

    def __init__(self, *parts: Animation, on_done: Callable[[], None] | None = None) -> None:
        self.parts = list(parts)
        self.on_done = on_done
        self.done = False

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        leftovers = [part.step(dt) if not part.done else dt for part in self.parts]
        if all(part.done for part in self.parts):
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return min(leftovers) if leftovers else dt
        return 0.0


class TweenManager:
    """Runs all live animations each frame; ``speed`` scales time for all of them."""

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self.animations: list[Animation] = []

    def add(self, animation: Animation) -> Animation:
        self.animations.append(animation)
        return animation

    def tween(
        self,
        target: Any,
        attr: str | Callable[[Any], None],
        end: Value,
        duration: float,
        easing: Easing | str = ease_out_cubic,
        start: Value | None = None,
        on_done: Callable[[], None] | None = None,
    ) -> Tween:
        """Shortcut: create and start a Tween."""
        tween = Tween(target, attr, start, end, duration, easing, on_done)
        self.add(tween)
        return tween

    def cancel_target(self, target: Any) -> None:
        """Stop running tweens of ``target`` (before starting a new move of the same piece)."""
        for anim in self.animations:
            if isinstance(anim, Tween) and anim.target is target:
                anim.cancel()

    def finish_all(self) -> None:
        """Jump every animation to its end (self-test, skip)."""
        while self.animations:
            current = list(self.animations)
            self.animations.clear()
            for anim in current:
                anim.finish()

    @property
    def active(self) -> bool:
        return any(not a.done for a in self.animations)

    def update(self, dt: float) -> bool:
        """Advance everything; return True while something is still animating."""
        if not self.animations:
            return False
        scaled = dt * self.speed
        current = list(self.animations)
        for anim in current:
            if not anim.done:
                anim.step(scaled)
        self.animations = [a for a in self.animations if not a.done]
        return bool(self.animations)


Point = tuple[float, float]


class Glide(Animation):
    """Move a point from `start` to `end()`: the target is a callable, so it may move
    (a piece follows a camera that is still zooming)."""

    def __init__(
        self,
        setter: Callable[[Point], None],
        start: Point,
        end: Callable[[], Point],
        duration: float,
        easing: Easing = ease_in_out_cubic,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        self.setter = setter
        self.start = start
        self.end = end
        self.duration = max(1e-6, duration)
        self.easing = easing
        self.on_done = on_done
        self.elapsed = 0.0
        self.done = False

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        p = min(1.0, self.elapsed / self.duration)
        t = self.easing(p)
        ex, ey = self.end()
        self.setter(
            (self.start[0] + (ex - self.start[0]) * t, self.start[1] + (ey - self.start[1]) * t)
        )
        if p >= 1.0:
            self.done = True
            if self.on_done is not None:
                self.on_done()
            return self.elapsed - self.duration
        return 0.0


class Timeline(Animation):
    """An animation made of named phases; subclasses draw from `current()`."""

    phases: list[tuple[str, float]]

    def __init__(self, on_done: Callable[[], None] | None = None) -> None:
        self.elapsed = 0.0
        self.done = False
        self.on_done = on_done
        self._entered: set[str] = set()

    @property
    def total(self) -> float:
        return sum(d for _, d in self.phases)

    def current(self) -> tuple[str, float]:
        """(phase name, 0..1 progress within it)."""
        t = self.elapsed
        for name, duration in self.phases:
            if t < duration:
                return name, (t / duration if duration > 0 else 1.0)
            t -= duration
        return self.phases[-1][0], 1.0

    def enter(self, phase: str) -> None:
        """Called once when a phase starts (sounds, handing over state)."""

    def step(self, dt: float) -> float:
        if self.done:
            return dt
        self.elapsed += dt
        t = self.elapsed
        for name, duration in self.phases:
            if name not in self._entered:
                self._entered.add(name)
                self.enter(name)
            if t < duration:
                return 0.0
            t -= duration
        self.done = True
        if self.on_done is not None:
            self.on_done()
        return t


class Spawn(Animation):
    """Inside a Sequence: start `anim` on `manager` and go on at once (staggered deals)."""

    def __init__(self, manager: TweenManager, anim: Animation) -> None:
        self.manager = manager
        self.anim = anim
        self.done = False

    def step(self, dt: float) -> float:
        if not self.done:
            self.done = True
            self.manager.add(self.anim)
        return dt


def walk(anim: Animation | None) -> list[Animation]:
    """An animation and everything nested in it (to find, say, a running flight)."""
    if anim is None:
        return []
    out = [anim]
    for child in getattr(anim, "steps", []) + getattr(anim, "parts", []):
        out.extend(walk(child))
    return out
