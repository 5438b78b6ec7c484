"""Private views at the Die Dracheninsel table: whose hand may be seen, hand-offs, recaps.

Privacy at one screen is a rule: a seat's private facts (its hand) come only from
`state.view(seat)` (`private_view`) and are drawn only while that seat's private view is
open (`viewer`), which happens only after that person's hand-off (`_open_private` pushes
the kit's `HandoffScene` unless the last private view was theirs). A loaded game never
opens straight into a hand (`resumed`). The hand-off card shows the recap: what happened
since that person last looked, as that seat may know it (`event_view`).

What each person has seen survives a save (play-test finding: after Continue a recap
repeated lines its reader had already seen, and new cards lost their rims): before every
save `_keep_memory` writes, per seat, how much of the log it has seen (`RECAP_SEEN`) and
which cards of its own hand it has not seen yet (`NEW_CARDS`, fresh.py) into the save's
table data; a loaded game takes them back (`_restore_memory`). Both are extra keys of the
table data, so the save format stays 2: an older save without them loads with the
defaults (a recap from the end of that person's last turn, no rims), and a damaged entry
counts for nothing. Neither can show anybody another seat's facts: a recap is always
`event_view`-ed for its reader, and a rim only marks a card of the viewer's own hand.

The person watching at a save has seen only what has been played on the table (`landed`:
the log as far as its animations have ended), not a move still flying nor the events of a
reaction bar's answers still waiting to play (play-test finding: an app killed mid-
animation counted those lines as seen, so they were lost from the recap). When an
animation ends with a private view open, the table saves again (`_landed`) so that what
was just watched, one's own move included, is not repeated after Continue.

Mixin of `DracheninselTable`. Owns `log`, `seen_upto`, `landed`, `last_private`, `resumed`; uses the
kit's `HandoffGate` (`gate`) and the table's `FreshCards` (`fresh`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from common.table.toast import ToastLine
from dracheninsel.rules import State, event_view
from dracheninsel.ui.board_view import BoardView
from dracheninsel.ui.fresh import FreshCards, seat_from_key
from dracheninsel.ui.recap import RECAP_ROOM, UndoneActions, grouped_recap

log = logging.getLogger(__name__)

RECAP_LINES = RECAP_ROOM  # lines the hand-off card shows at once (a longer recap scrolls)
RECAP_SEEN = "recap_seen"  # save's table data: seat -> how much of the log it has seen
NEW_CARDS = "new_cards"  # save's table data: seat -> cards of its hand it has not seen
HANDOFF_HUNTER_H = 76  # the seat's hunter on the hand-off card (its badge is 100 px across)


class PrivateViews:
    """Whose private view is open; opening one behind a hand-off; recaps."""

    log: list[Any]  # every event, for the recaps
    undone: UndoneActions  # which events of `log` a Sweet Slumber undid (recap.py)
    seen_upto: dict[int, int]  # per person: how much of `log` they have seen
    landed: int  # how much of `log` has been played on the table (its animations ended)
    last_private: int | None  # whose private view was open last
    resumed: bool  # after loading, the first private view is behind a hand-off
    fresh: FreshCards  # new cards in a hand (fresh.py)
    board: BoardView  # draws the seat's hunter for its hand-off card
    toasts: ToastLine  # a refusal near the pointer (table.py)
    covered_for: int | None  # whose hand waits for "Show my cards" (rounds.py)
    _hands_before_last: list[list[int]] | None = None  # set by `_replay_log` (a take-back)
    #: per person whose view a claim opened: how far they had read before (no recap card)
    recap_owed: dict[int, int]
    #: the line under the name on the hand-off being opened: a claim's names what it
    #: answers (`_open_claimed`); None for every other hand-off
    handoff_note: Callable[[], str] | None = None

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

    def _open_private(self, seat: int, then: Callable[[], None], recap: bool = True) -> None:
        """Open `seat`'s private view, behind a hand-off unless the last one was theirs and
        nobody else has looked at the table since (`_close_private` forgets it then).
        `recap`: the hand-off shows what happened since that person last looked (a claim's
        does not: see `_open_claimed`)."""
        if self.gate.owner == seat and not self.gate.covering and not self.resumed:
            then()
            return
        previous = self.gate.owner
        if previous is not None and previous != seat:
            self._looked(previous)
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
            self._cover(seat, then, recap)
            return
        self.record("private", seat)
        self.gate.owner = seat
        then()

    def _open_claimed(
        self, seat: int, then: Callable[[], None], note: Callable[[], str] | None = None
    ) -> None:
        """A claim of the bar: everybody was looking at the screen to claim it (`watched`),
        so the claimant's answer, which shows what their cards can do, opens behind a
        hand-off whenever another person plays, even when the view open before was theirs
        (their hand lay face down under the bar). Without it, the acting person's counter
        to a computer's Sweet Slumber showed "Play Counter Magic" to the others watching
        the same bar. Decided from public facts only (a claim, how many people play).

        Two clicks from the bar to the answer (issue 27, 3: a claim cost about five inside
        a five-second bar): the badge, then "I'm ready". The claim's hand-off shows no
        recap card; what happened since that person last looked stays for their next
        hand-off (`recap_owed`), so the claim's screens never depend on it either. Its
        `note` names the action answered ("To answer: Computer 4 plays Foolhardy Flight"),
        the bar's own public line."""
        if len(self.people) > 1 and self._handoff_enabled():
            self._close_private()
            self.last_private = None
        self.recap_owed.setdefault(seat, self.seen_upto.get(seat, 0))
        self.handoff_note = note  # read by `_cover` (the phones' `_open_private` passes it by)
        try:
            self._open_private(seat, then, recap=False)
        finally:
            self.handoff_note = None

    def may_prepare(self, seat: int) -> bool:
        """Whether the acting person's view opens while a bar is still unclaimed (to prepare
        the next move, hand face down): only when it needs no hand-off. A hand-off there
        would ask everybody to look away from a bar they must watch to claim it, and it
        guarded nothing: the hand lies face down until the bar closes, and a claim has a
        hand-off of its own (`_open_claimed`). So after another person's answer the bar
        runs in public and the acting person's hand-off comes when it closes (play-test
        finding: a second hand-off for the acting person right after the answer).
        A loaded game still opens behind its hand-off (`resumed`)."""
        if self.resumed or len(self.people) < 2 or not self._handoff_enabled():
            return True
        return self.gate.owner == seat and not self.gate.covering

    def _cover(
        self, seat: int, then: Callable[[], None], recap: bool = True, keep: bool = False
    ) -> None:
        """Push the hand-off screen for `seat`; reveal runs `then` after the recap.

        What belonged to the person before goes with the screen: a refusal still showing
        ("Wait: this card may still be answered" stood over the next person's answer,
        play-test under Xvfb), and the cover of a hand turned over while everybody
        watched (`covered_for`): the others have just looked away, so after the hand-off
        the hand is face up (a second claim of the same bar found it face down)."""
        from common.scenes.handoff import HandoffScene

        self.gate.owner = None
        self.gate.covering = True
        self.toasts.clear()

        def revealed() -> None:
            self.gate.owner = seat
            self.gate.covering = False
            self.covered_for = None
            self.record("reveal", seat)
            then()

        info = self.seats[seat]
        hunter = self.board.hunter_sprite(self.state.colour_of(seat), HANDOFF_HUNTER_H)
        self.manager.push(
            HandoffScene(
                info.name,
                info.colour,
                revealed,
                recap=partial(self.recap, seat) if recap else None,
                badge=hunter,
                room=RECAP_LINES,
                from_top=True,
                keep=keep,
                note=self.handoff_note,  # a claim's: the action answered
            )
        )

    def _close_private(self) -> None:
        """Everybody looks at the table now (a computer acts, a bar runs unclaimed, the
        turn passes, the game ends): the open view closes, and whoever looks next, the
        person who looked last too, does so behind a hand-off. `last_private` alone let
        the last person skip it (family play-test, issue 27: Ben answered "Nothing" to a
        computer's bar, the computer ended its turn, and Ben's cards lay face up at once
        while everybody had been watching)."""
        self.last_private = None
        owner = self.gate.owner
        if owner is not None:
            self._looked(owner)
            self.gate.close()

    def _looked(self, seat: int) -> None:
        """`seat`'s view closes: it has seen the log so far, unless that view came from a
        claim, which showed no recap (`recap_owed`): then what it had not read stays."""
        owed = self.recap_owed.pop(seat, None)
        self.seen_upto[seat] = len(self.log) if owed is None else min(owed, len(self.log))

    def _init_memory(self) -> None:
        """At build time: every save keeps what each person has seen (`_keep_memory`); a
        loaded game rebuilds its log and takes that memory back."""
        self.fresh.moves = lambda: len(self.moves)
        self.recap_owed = {}
        self.carried_steps: set[int] = set()  # ids of the log's steps that carried treasure
        self.session.before_save = self._keep_memory
        if self.resumed:
            self._replay_log(loading=True)
            self._restore_memory(self.session.table)
        self.landed = len(self.log)  # a loaded game's past is not played again

    def _landed(self) -> None:
        """The table's animations have ended: the whole log has been played. With a private
        view open, save again, so the person watching has seen it (the save of the move
        itself was written before it played). A log that shrank (a take-back, which saves
        itself) is not saved again."""
        grew = len(self.log) > self.landed
        self.landed = len(self.log)
        if grew and self.viewer is not None and not self.state.is_over:
            self.session.save_now()

    def _keep_memory(self) -> None:
        """Before a save: per seat, how much of the log it has seen and the cards of its own
        hand it has not seen yet, into the save's table data (JSON, seats as strings)."""
        seen = dict(self.seen_upto)
        viewer = self.viewer
        if viewer is not None and viewer in seen:  # watching the table now
            seen[viewer] = self._watched_so_far(viewer)
        for seat, owed in self.recap_owed.items():  # a claim's view: its recap is owed
            if seat in seen:
                seen[seat] = min(owed, seen[seat])
        table = self.session.table
        table[RECAP_SEEN] = {str(seat): upto for seat, upto in sorted(seen.items())}
        table[NEW_CARDS] = self.fresh.news(self.state.hands)

    def _watched_so_far(self, viewer: int) -> int:
        """How much of the log `viewer`, watching the table, has seen at a save: what has
        been played on the table (`landed`). The move being committed (a commit saves before
        its events reach the log) and a move still flying are left for the recap, the
        viewer's own too, until they have played (`_landed` saves again then)."""
        return min(self.landed, len(self.log))

    def _restore_memory(self, data: Mapping[str, object]) -> None:
        """After loading: take back what `_keep_memory` saved. A seat without an entry keeps
        the default, and so does a damaged entry (not a person, not a whole number, below
        0); `FreshCards.restore` checks its part the same way. A point past the rebuilt
        log means all of it: a take-back saves before the table's log loses the move
        taken back, and its mover had seen everything."""
        before = self._hands_before_last if self.moves else None
        self.fresh.restore(data.get(NEW_CARDS), self.state.hands, self.people, before)
        saved = data.get(RECAP_SEEN)
        if not isinstance(saved, Mapping):
            return
        for key, upto in saved.items():
            seat = seat_from_key(key)
            if seat not in self.seen_upto or isinstance(upto, bool) or not isinstance(upto, int):
                continue
            if upto >= 0:
                self.seen_upto[seat] = min(upto, len(self.log))

    def _replay_log(self, loading: bool = False) -> None:
        """Rebuild the event log from the saved moves: after loading (`loading`), so each
        person's recap covers what happened since the end of their last turn (unless the
        save says how far they had seen, `_restore_memory`); after a take-back (its
        moves are one fewer), each person keeps how far they had seen, and the new cards
        are as they were before the move taken back (`FreshCards.follow`)."""
        self.fresh.follow()
        try:
            state = self.session.start(self.config_json, self.seed)
            log_: list[Any] = []
            carried: set[int] = set()
            undone = UndoneActions()
            from dracheninsel.rules import move_from_json

            for raw in self.moves:
                self._hands_before_last = [list(hand) for hand in state.hands]
                move = move_from_json(raw)
                carries = carries_treasure(state, move)
                phase = state.phase
                events = state.apply(move)
                undone.note(len(log_), events, phase)
                log_.extend(events)
                carried.update(id(e) for e in events if carries and e.kind == "step")
        except Exception:
            log.info("the saved moves do not replay; recaps start after loading")
            return
        if state.to_json() != self.state.to_json():
            return
        self.log = log_
        self.carried_steps = carried
        self.undone = undone
        if not loading:
            for seat, upto in self.seen_upto.items():
                self.seen_upto[seat] = min(upto, len(log_))
            return
        active = self.session.start(self.config_json, self.seed).active
        for index, event in enumerate(log_):
            if event.kind == "turn_start":
                if active in self.seen_upto:
                    self.seen_upto[active] = index  # that person's turn ended here
                active = event.seat

    def recap(self, seat: int) -> list[str]:
        """What happened since `seat` last looked, as that seat may know it: every line,
        what happened to that seat first (`recap.grouped_recap`; the card scrolls);
        nothing (no recap card, one click less) when every line is one the open bar shows
        everybody (`on_screen`)."""
        start = self.seen_upto.get(seat, 0)
        if seat in self.recap_owed:
            start = min(start, self.recap_owed.pop(seat))
        events = [event_view(event, seat) for event in self.undone.told(self.log, start)]
        self.seen_upto[seat] = len(self.log)
        # whose turn it was at `start` (a Sweet Slumber's line names whom it hit): the
        # last turn start before it, else the first turn's player while it still plays
        before = [e.seat for e in self.log[:start] if e.kind == "turn_start"]
        first_turn = not before and not any(e.kind == "turn_start" for e in events)
        active = before[-1] if before else (self.state.active if first_turn else None)
        carried = self.carried_steps
        lines = grouped_recap(
            events,
            seat,
            self.name,
            len(self.seats),
            self.you_seat,
            active,
            lambda event: id(event) in carried,  # a step event is its own view (no secret)
        )
        if lines and set(lines) <= self.on_screen(seat):
            self.record("recap_folded", seat)
            return []
        return lines

    def on_screen(self, seat: int) -> set[str]:
        """The public lines `seat` has just read on the screen: the question of the bar it
        claimed ("Anna plays Sneak Attack on Jörg"; it looked at the bar to click its
        badge). A claimant's recap that says only that is folded (play-test finding: the
        card repeated the bar word for word, one extra click). Other hand-offs (a turn, a
        Continue) keep their recap: that person may not have looked at the screen.

        Privacy: the fold never shows or hides a private fact, and whether it happens
        depends on public facts only. A recap line from the seat's own view differs from
        the public one only where an event has a part for that seat (a card taken from or
        by it names the card: "Anna takes Forest from you"); which events have such a part
        is public (a card was taken, by whom, from whom), and such a line never reads like
        a bar's, whatever the card, so that recap is shown. So the screens after a claim
        follow from what everybody saw, never from who holds what."""
        rnd = getattr(self, "round", None)
        return {rnd.what()} if rnd is not None and rnd.claimant == seat else set()


def carries_treasure(state: State, move: Any) -> bool:
    """Does `move`, about to be applied to `state`, carry the treasure? A step of a hunter
    in a pair moves the pair (`actions.enter`); the step that forms or joins a pair does
    not carry yet. The recap says so in its words (the step event does not)."""
    return getattr(move, "kind", None) == "step" and state.group_of(move.seat) is not None
