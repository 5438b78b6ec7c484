"""Private views at the Die Dracheninsel table: whose hand may be seen, hand-offs, recaps.

Privacy at one screen is a rule: a seat's private facts (its hand) come only from
`state.view(seat)` (`private_view`) and are drawn only while that seat's private view is
open (`viewer`), which happens only after that person's hand-off (`_open_private` pushes
the kit's `HandoffScene` unless the last private view was theirs). A loaded game never
opens straight into a hand (`resumed`). The hand-off card shows the recap: what happened
since that person last looked, as that seat may know it (`event_view`).

Mixin of `DracheninselTable`. Owns `log`, `seen_upto`, `last_private`, `resumed`; uses the
kit's `HandoffGate` (`gate`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import Any

from common.scenes.handoff import RECAP_ROOM
from dracheninsel.rules import State, event_view
from dracheninsel.ui.moves import start_game
from dracheninsel.ui.words import recap_lines

log = logging.getLogger(__name__)

RECAP_LINES = RECAP_ROOM  # lines on the hand-off card's "since your last turn"


class PrivateViews:
    """Whose private view is open; opening one behind a hand-off; recaps."""

    log: list[Any]  # every event, for the recaps
    seen_upto: dict[int, int]  # per person: how much of `log` they have seen
    last_private: int | None  # whose private view was open last
    resumed: bool  # after loading, the first private view is behind a hand-off

    @property
    def viewer(self) -> int | None:
        """Whose private view is open now (None: the table shows public facts only)."""
        owner = self.gate.owner
        return owner if owner is not None and self.gate.may_show(owner) else None

    def private_view(self, seat: int) -> State:
        """That seat's view of the game (cached per change): the only source of its hand."""
        key = (self.version, seat)
        view = self._views.get(key)
        if view is None:
            self._views = {key: self.state.view(seat)}
            view = self._views[key]
        return view

    def hand_of_viewer(self) -> list[int]:
        seat = self.viewer
        if seat is None or self.hand_hidden():
            return []
        return list(self.private_view(seat).hands[seat])

    def _open_private(self, seat: int, then: Callable[[], None]) -> None:
        """Open `seat`'s private view, behind a hand-off unless the last one was theirs."""
        if self.gate.owner == seat and not self.gate.covering and not self.resumed:
            then()
            return
        previous = self.gate.owner
        if previous is not None and previous != seat:
            self.seen_upto[previous] = len(self.log)
        if self.resumed and self._handoff_enabled():
            self.gate.owner = None  # a loaded game never opens straight into a hand
        same_person = self.last_private == seat and not self.resumed
        needs = not same_person and (
            self.gate.needs_handoff(seat) or (self.resumed and self._handoff_enabled())
        )
        self.resumed = False
        self.last_private = seat
        if needs:
            self.record("handoff", seat)
            self._cover(seat, then)
            return
        self.record("private", seat)
        self.gate.owner = seat
        then()

    def _cover(self, seat: int, then: Callable[[], None]) -> None:
        """Push the hand-off screen for `seat`; reveal runs `then` after the recap."""
        from common.scenes.handoff import HandoffScene

        self.gate.owner = None
        self.gate.covering = True

        def revealed() -> None:
            self.gate.owner = seat
            self.gate.covering = False
            self.record("reveal", seat)
            then()

        info = self.seats[seat]
        self.manager.push(
            HandoffScene(info.name, info.colour, revealed, recap=partial(self.recap, seat))
        )

    def _close_private(self) -> None:
        owner = self.gate.owner
        if owner is not None:
            self.seen_upto[owner] = len(self.log)
            self.gate.close()

    def _replay_log(self) -> None:
        """After loading: rebuild the event log from the saved moves, so each person's
        recap covers what happened since the end of their last turn."""
        try:
            state = start_game(self.config_json, self.seed)
            log_: list[Any] = []
            from dracheninsel.rules import move_from_json

            for raw in self.moves:
                log_.extend(state.apply(move_from_json(raw)))
        except Exception:
            log.info("the saved moves do not replay; recaps start after loading")
            return
        if state.to_json() != self.state.to_json():
            return
        self.log = log_
        active = start_game(self.config_json, self.seed).active
        for index, event in enumerate(log_):
            if event.kind == "turn_start":
                if active in self.seen_upto:
                    self.seen_upto[active] = index  # that person's turn ended here
                active = event.seat

    def recap(self, seat: int) -> list[str]:
        """What happened since `seat` last looked, as that seat may know it, folded to
        fit the hand-off card (`words.recap_lines`)."""
        events = [event_view(event, seat) for event in self.log[self.seen_upto.get(seat, 0) :]]
        self.seen_upto[seat] = len(self.log)
        return recap_lines(events, seat, self.name, len(self.seats), self.you_seat, RECAP_LINES)
