"""Events to animations, one blocking animation at a time.

The real state is already ahead; the table shows a model that lags it. Each event the
engine reported becomes at most one *blocking* animation (others may run beside it as
effects); the next event starts when it finishes. When the queue is empty `on_idle` runs,
which is where a table asks the `TurnDriver` who acts next.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

from common.tween import Animation, TweenManager

E = TypeVar("E")


class EventPlayer(Generic[E]):
    """A queue of events and the one animation that blocks it."""

    def __init__(
        self,
        tweens: TweenManager,
        animate: Callable[[E], Animation | None],
        on_idle: Callable[[], None],
    ) -> None:
        self.tweens = tweens
        self.animate = animate
        self.on_idle = on_idle
        self.pending: deque[E] = deque()
        self.blocking: Animation | None = None

    @property
    def idle(self) -> bool:
        return self.blocking is None and not self.pending

    def play(self, events: Iterable[E]) -> None:
        """Queue events; start at once when nothing blocks."""
        self.pending.extend(events)
        self.pump()

    def hold(self, anim: Animation) -> None:
        """Run `anim` as the blocking animation (an intro, a computer's glide)."""
        self.blocking = anim
        self.tweens.add(anim)

    def pump(self) -> None:
        """Start the next event's animation; when none is left, call `on_idle`."""
        while self.blocking is None and self.pending:
            anim = self.animate(self.pending.popleft())
            if anim is not None:
                self.hold(anim)
        if self.idle:
            self.on_idle()

    def update(self) -> None:
        """Call each frame after the tweens advanced: a finished animation lets the next go."""
        if self.blocking is not None and self.blocking.done:
            self.blocking = None
            self.pump()

    def clear(self) -> None:
        """Drop everything queued (leaving the table)."""
        self.pending.clear()
        if self.blocking is not None:
            self.blocking.cancel()
        self.blocking = None
