"""Cards on phones at the Dragomino table (issue 24): a person's phone shows their island
and, with the spring variant, the two eggs they look at; the egg they keep comes from the
phone. Placing dominoes stays on the laptop, everything else is as without phones.

For a seat on a phone (`on_phone`) the spring chooser opens no hand-off and no chooser
here (the table's `is_private` and `person_acts` ask `on_phone`): nothing secret of it is
on the laptop. If that phone is gone for more than a few seconds while it is needed, the
laptop says "Waiting for Anna's phone" (`common.table.phone_notice`, as Die Dracheninsel's
table does): when it comes back she chooses there; "Choose Anna's egg here instead" puts
her seat back on the laptop (`PhoneSessions.play_here`) and the chooser opens here behind
her hand-off. A second phone on a seat waits for the laptop's "Let it in" likewise.

The phones' lines of what happened come from the events of the last few moves, kept
beside the session's move list (`_phone_log`), each seat's through `event_view`
(dragomino/remote.py).

Mixin of `TableScene`, first in its bases.
"""

from __future__ import annotations

from typing import Any

import pygame

from common.i18n import N_, get_language
from common.table.phone_notice import PhoneNotice
from dragomino.options import SEAT_COLOURS
from dragomino.remote import DragominoDesk, Laptop, PhoneMove
from dragomino.rules.model import PHASE_SPRING_CHOICE, Event

#: The notice's button while a spring chooser's phone is gone: what it does now (the seat
#: then stays on the laptop for the rest of the game, as the F1 help says).
CHOOSE_HERE = N_("Choose {name}'s egg here instead")
NOTICE_HELP = N_(
    "The phone has gone. Wait for it, or choose here: that person then plays here from now on."
)
#: The notice's card, over the middle of the big island (logical pixels at factor 1).
NOTICE_SIZE = (520, 130)
#: Moves whose events make the phones' lines (`EVENTS_SHOWN` lines need fewer than this).
LOG_MOVES = 8


class DragominoPhones:
    phones: DragominoDesk | None = None
    _phone_key: Any = None
    phone_waits_for: int | None = None  # a phone seat choosing its spring egg
    phone_kept: PhoneMove | None = None  # a phone's egg, kept before the table asked
    phone_notice: PhoneNotice | None = None  # "Waiting for Anna's phone" and its buttons
    #: the last moves as the session recorded them, with their events (the phones' lines)
    _phone_moves: list[tuple[dict[str, Any], list[Event]]]

    def attach_phones(self, sessions: Any) -> None:
        from common.remote.sessions import SeatInfo, hex_colour

        seats = self.seats
        self.phones = DragominoDesk(
            sessions,
            Laptop(
                names=[s.name for s in seats],
                colours=[hex_colour(s.colour) for s in seats],
                computers=[s.is_computer for s in seats],
            ),
        )
        names = {tuple(rgb): name for _cid, rgb, name in SEAT_COLOURS}
        sessions.set_seats(
            [
                SeatInfo(
                    s.name, hex_colour(s.colour), not s.is_computer, names.get(tuple(s.colour), "")
                )
                for s in seats
            ]
        )
        sessions.poll()  # who joined while the setup showed the codes
        self.phone_notice = PhoneNotice(self._notice_box(), CHOOSE_HERE, self._choose_here)
        self._phone_moves = []

    def hand_phones_to(self, table: Any) -> None:
        """ "Play again": the same people keep their phones at the new table, with new
        codes (new tokens each game; each connected phone is sent its own); this table
        will not close them when it is left (it used to: the phones were told the game
        had ended and the new game was played without them)."""
        phones, self.phones = self.phones, None
        if phones is not None:
            phones.sessions.new_game()
            table.attach_phones(phones.sessions)

    def close_phones(self, why: str = "") -> None:
        phones, self.phones = self.phones, None
        if phones is not None:
            from common.remote.sessions import release

            release(phones.sessions, why)

    def on_phone(self, seat: int | None) -> bool:
        phones = self.phones
        return phones is not None and seat is not None and phones.sessions.on_phone(seat)

    def poll_phones(self) -> bool:
        phones = self.phones
        if phones is None:
            return False
        changed = False
        for action in phones.actions(lambda: self.state):
            if isinstance(action, PhoneMove):
                self.phone_kept = action  # the phone may be quicker than the animations
        kept = self.phone_kept
        if kept is not None and self.state.phase != PHASE_SPRING_CHOICE:
            self.phone_kept = kept = None
        if kept is not None and kept.seat == self.phone_waits_for:
            self.phone_waits_for = self.phone_kept = None
            self.choose_spring(kept.move.keep)
            changed = True
        notice = self.phone_notice
        if notice is not None:
            notice.set_box(self._notice_box())
            needed = self.phone_waits_for if self.phone_choosing() else None
            changed |= notice.follow(phones.sessions, needed, lambda s: self.seats[s].name)
        state = self.state
        offer = state.spring_offer
        key = (
            len(self.session.moves),
            state.phase,
            None if offer is None else offer.player,
            tuple(phones.sessions.on_phone(s) for s in range(len(self.seats))),
            get_language(),  # the phones follow the app's language
        )
        if key != self._phone_key:
            self._phone_key = key
            phones.laptop.step = len(self.session.moves)
            phones.publish(state, self._phone_log())
        return changed

    def _phone_log(self) -> list[Event]:
        """The events of the last `LOG_MOVES` moves, oldest first: kept from earlier calls
        while the session's move is the same object, else asked of the session (which
        replays after a load or a take-back)."""
        moves = self.session.moves
        kept = self._phone_moves
        fresh: list[tuple[dict[str, Any], list[Event]]] = []
        for index in range(max(0, len(moves) - LOG_MOVES), len(moves)):
            raw = moves[index]
            events = next((e for old, e in kept if old is raw), None)
            if events is None:
                committed = self.session.committed(len(moves) - index)
                events = list(committed.events) if committed is not None else []
            fresh.append((raw, events))
        self._phone_moves = fresh
        return [event for _raw, events in fresh for event in events]

    def phone_choosing(self) -> bool:
        return self.phone_waits_for is not None and self.state.phase == PHASE_SPRING_CHOICE

    # ------------------------------------------------------------------ the notice
    def _notice_box(self) -> pygame.Rect:
        box = pygame.Rect((0, 0), (self.lay.px(NOTICE_SIZE[0]), self.lay.px(NOTICE_SIZE[1])))
        box.center = self.rect("island").center
        return box

    def _choose_here(self, seat: int) -> None:
        """ "Choose Anna's egg here instead": her seat is on the laptop now (the notice
        called `play_here`); the turn driver opens her chooser behind her hand-off."""
        self.phone_waits_for = None
        self.phone_kept = None
        self.driver.reset()
        self.driver.advance()

    def phone_notice_shown(self) -> bool:
        notice = self.phone_notice
        return notice is not None and notice.notice is not None

    def phone_notice_event(self, event: pygame.event.Event) -> bool:
        """A press on the notice's buttons (before anything of the table gets it)."""
        notice = self.phone_notice
        return notice is not None and notice.notice is not None and notice.handle_event(event)

    def draw_phone_notice(self, surface: pygame.Surface) -> None:
        notice = self.phone_notice
        if notice is not None and notice.notice is not None:
            notice.draw(surface, self.lay.font(22))
            notice.draw_buttons(surface)

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """F1: the notice says what choosing here does."""
        spots: list[tuple[pygame.Rect, str]] = super().help_spots()  # type: ignore[misc]
        notice = self.phone_notice
        if notice is not None and notice.notice is not None:
            spots.append((notice.box, NOTICE_HELP))
        return spots
