"""Who acts next, and the hand-off that keeps private facts private at one screen.

`TurnDriver.advance()` is called whenever nothing animates. It reads `state.actors()` and
either asks the `ComputerPlayer`, or opens the acting person's private view behind a
hand-off screen (`HandoffGate`), or tells the table that a person may act, or that several
seats may act at once (an out-of-turn window the game runs itself). It dispatches each
situation once, however often it is called.

Privacy rule: a seat's private facts are drawn only while `gate.may_show(seat)`, which is
true only after that person's hand-off was revealed (or skipped by the rules below).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from common.table.computer import ComputerPlayer, Decision
from common.table.seats import Seat, people

if TYPE_CHECKING:
    from common.scene import SceneManager
    from common.table.session import GameSession

log = logging.getLogger(__name__)


class HandoffGate:
    """Tracks whose private view is open and covers the table before it changes hands.

    A hand-off is skipped when the setting is off, when at most one person plays (their
    private facts may stay visible among computers), and when the seat already owns the
    open private view.
    """

    def __init__(self, seats: Sequence[Seat], enabled: Callable[[], bool] = lambda: True) -> None:
        self.seats = list(seats)
        self.enabled = enabled
        self.owner: int | None = None
        self.covering = False
        self.forced = False  # the next private view is covered whoever opens it

    def needs_handoff(self, seat: int) -> bool:
        if not self.enabled():
            return False
        if self.forced:
            return True
        if len(people(self.seats)) <= 1:
            return False
        return self.owner != seat

    def cover_next(self) -> None:
        """After loading a save: the next private view opens behind a hand-off, even for
        the same or the only person, so Continue never opens straight into someone's hand."""
        self.owner = None
        self.forced = True

    def may_show(self, seat: int) -> bool:
        """True when `seat`'s private facts may be drawn now."""
        return self.owner == seat and not self.covering

    def open(
        self,
        seat: int,
        manager: SceneManager | None,
        then: Callable[[], None],
        recap: Callable[[int], list[str]] | None = None,
        keep: bool = False,
    ) -> bool:
        """Open `seat`'s private view: behind a hand-off screen when needed, then `then()`.
        `keep`: the seat has the screen already (it made the last move): the card asks the
        others to look away instead of saying to pass the screen.

        False when a hand-off is needed but there is no scene stack to show it on (a table
        not shown yet): nothing was opened, ask again once the table is on screen.
        """
        if not self.needs_handoff(seat):
            self.owner = seat
            then()
            return True
        if manager is None:
            return False
        from common.scenes.handoff import HandoffScene

        self.owner = None  # nothing private is drawn while the screen changes hands
        self.covering = True

        def revealed() -> None:
            self.owner = seat
            self.covering = False
            self.forced = False
            then()

        info = self.seats[seat]
        recap_lines = (lambda: recap(seat)) if recap is not None else None
        manager.push(HandoffScene(info.name, info.colour, revealed, recap=recap_lines, keep=keep))
        return True

    def close(self) -> None:
        """The private view ended: whoever looks next needs a hand-off again."""
        self.owner = None


class TurnHooks(Protocol):
    """What a game's table implements for the `TurnDriver`."""

    def person_acts(self, seat: int) -> None:
        """A person may act now (their private view is open when `is_private`)."""

    def is_private(self, seat: int) -> bool:
        """Does this person's next decision show private facts (hand, secret eggs)?"""
        ...

    def play_computer(self, decision: Decision[Any]) -> None:
        """Show and commit a computer's checked decision (move None: it has none)."""

    def several_act(self, seats: list[int]) -> None:
        """Several seats may act at once (an out-of-turn window the game runs)."""

    def game_over(self) -> None:
        """The game ended: show the end screen."""

    def recap(self, seat: int) -> list[str]:
        """What `seat` should hear about since their last turn (from what they may know)."""
        ...


class TurnDriver:
    """Dispatches each situation (move count, actors) once; see the module docstring."""

    def __init__(
        self,
        session: GameSession[Any, Any, Any],
        computer: ComputerPlayer[Any, Any],
        gate: HandoffGate,
        hooks: TurnHooks,
        manager: Callable[[], SceneManager | None] = lambda: None,
    ) -> None:
        self.session = session
        self.computer = computer
        self.gate = gate
        self.hooks = hooks
        self.manager = manager
        self._dispatched: tuple[int, tuple[int, ...]] | None = None
        self.ended = False

    @property
    def thinking(self) -> bool:
        return self.computer.busy

    def reset(self) -> None:
        """Forget what was dispatched (after a load, an undo, a rematch or a glide back)."""
        self._dispatched = None

    def advance(self) -> None:
        """Decide who acts now; call whenever nothing animates (idempotent)."""
        session = self.session
        if session.is_over:
            if not self.ended:
                self.ended = True
                self.computer.cancel()
                self.hooks.game_over()
            return
        actors = tuple(session.actors())
        key = (len(session.moves), actors)
        if key == self._dispatched or not actors:
            return
        self._dispatched = key
        if len(actors) > 1:
            self.hooks.several_act(list(actors))
            return
        seat = actors[0]
        info = session.seats[seat]
        if info.is_computer:
            if not self.computer.busy:
                self.computer.request(session.state, seat, info.level or "normal")
            return
        if self.hooks.is_private(seat):
            last = session.committed(1)
            opened = self.gate.open(
                seat,
                self.manager(),
                lambda: self.hooks.person_acts(seat),
                self.hooks.recap,
                keep=last is not None and last.seat == seat,
            )
            if not opened:
                self._dispatched = None  # not on screen yet: try again on the next advance
        else:
            self.hooks.person_acts(seat)

    def update(self, dt: float) -> bool:
        """Poll the computer player; True while one is thinking (keeps frames coming)."""
        decision = self.computer.update(dt, self.session.state)
        if decision is not None:
            self.hooks.play_computer(decision)
        return self.computer.busy
