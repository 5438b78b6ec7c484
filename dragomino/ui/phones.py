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

"Connect phones" in the table's menu and Continue of a game played with phones work as in
Die Dracheninsel (`common.table.phone_menu`): the codes stand over the table (opaque), and
"Done" plays the seats whose phone joined there. Not in the guided game, a replay or after
the end, nor while a person at the laptop is to choose a spring egg (their eggs would be
open under the codes, `may_connect_phones`); after "Done" whoever looks at eggs next does
so behind their hand-off (everybody gathered round the laptop to scan). A panel of a seat
whose island is on a phone says "Phone", or "Phone gone" while it is away (`phone_chip`),
at the bottom right of its sea, beside the score chip and clear of the island.

Mixin of `TableScene`, first in its bases.
"""

from __future__ import annotations

from typing import Any

import pygame

from common.i18n import N_, get_language
from common.remote.seat_codes import SeatRow
from common.table.phone_menu import PhoneMenu, draw_phone_chip, phone_chip_width
from common.table.phone_notice import PhoneNotice
from common.widgets import fit_text
from dragomino.options import GAME_ID, SEAT_COLOURS
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
#: The panels' "Phone" chip at factor 1: its words' font (16 is a 20 px line, 12.5 px in
#: an 800x500 window; never smaller), its height and its inner margin.
CHIP_FONT, CHIP_FONT_MIN, CHIP_HEIGHT, CHIP_PAD = 17, 16, 30, 10


class DragominoPhones(PhoneMenu):
    phones: DragominoDesk | None = None
    _phone_key: Any = None
    phone_waits_for: int | None = None  # a phone seat choosing its spring egg
    phone_kept: PhoneMove | None = None  # a phone's egg, kept before the table asked
    phone_notice: PhoneNotice | None = None  # "Waiting for Anna's phone" and its buttons
    #: the last moves as the session recorded them, with their events (the phones' lines)
    _phone_moves: list[tuple[dict[str, Any], list[Event]]]
    resumed = False  # loaded for Continue: a game played with phones opens on the codes
    guided = False  # the guided first game (guide.py): no phones there
    _present: tuple[tuple[bool, bool], ...] = ()  # per seat: on a phone, its phone here

    def attach_phones(self, sessions: Any) -> None:
        from common.remote.sessions import hex_colour

        seats = self.seats
        self.phones = DragominoDesk(
            sessions,
            Laptop(
                names=[s.name for s in seats],
                colours=[hex_colour(s.colour) for s in seats],
                computers=[s.is_computer for s in seats],
            ),
        )
        self.note_phones_played()  # Continue brings the codes back
        sessions.set_seats(self.phone_seat_infos())
        sessions.poll()  # who joined while the setup showed the codes
        self.phone_notice = PhoneNotice(self._notice_box(), CHOOSE_HERE, self._choose_here)
        self._phone_moves = []
        self._phone_key = None

    # ------------------------------------------------------------------ mid-game
    def phone_game(self) -> str:
        return GAME_ID

    def phone_rows(self) -> list[SeatRow]:
        names = {tuple(rgb): name for _cid, rgb, name in SEAT_COLOURS}
        return [
            SeatRow(
                s.name,
                (s.colour[0], s.colour[1], s.colour[2]),
                not s.is_computer,
                names.get(tuple(s.colour), ""),
            )
            for s in self.seats
        ]

    def may_connect_phones(self) -> bool:
        """People play, the game goes on, and no person at the laptop is choosing a
        spring egg now (behind their hand-off or with their two eggs open: those would be
        under the codes, and everybody gathers round the laptop to scan)."""
        state = self.state
        offer = state.spring_offer if state.phase == PHASE_SPRING_CHOICE else None
        chooser = offer.player if offer is not None else None
        choosing_here = (  # their hand-off stands or their two eggs are open
            chooser is not None
            and not self.on_phone(chooser)
            and (self.gate.covering or self.gate.owner == chooser)
        )
        return (
            any(not s.is_computer for s in self.seats)
            and not self.replaying
            and not self.guided
            and not state.is_over
            and not self.end_shown
            and not choosing_here
        )

    def phones_shown(self) -> None:
        self._phone_key = None
        self.listen_phones()  # each person's view waits at the server for their phone

    def listen_phones(self) -> None:
        """Read the phones: an egg kept on a phone waits in `phone_kept` for the table;
        each phone is sent its view when it changed."""
        phones = self.phones
        if phones is None:
            return
        for action in phones.actions(lambda: self.state):
            if isinstance(action, PhoneMove):
                self.phone_kept = action  # the phone may be quicker than the animations
        self._publish_phones()

    def phones_connected(self) -> None:
        """ "Done": who joined plays there now. Everybody looked at the laptop to scan,
        so the next person to look at eggs here does so behind their hand-off; the small
        panels make room for their chips."""
        self.gate.close()
        self._phone_key = None
        self._fit_cameras(instant=True)

    # ------------------------------------------------------------------ each frame
    def poll_phones(self) -> bool:
        phones = self.phones
        if phones is None:
            return False
        changed = False
        self.listen_phones()
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
        present = tuple((self.on_phone(s), self.phone_present(s)) for s in range(len(self.seats)))
        if present != self._present:  # a phone came, went or was let go: the chips say so
            if [p[0] for p in present] != [p[0] for p in self._present]:
                self._fit_cameras(instant=True)  # a chip came or went: the island makes room
            self._present = present
            changed = True
        self._publish_phones()
        return changed

    def _publish_phones(self) -> None:
        """Each phone its view, when anything it shows changed."""
        phones = self.phones
        if phones is None:
            return
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

    # ------------------------------------------------------------------ the panels' chip
    def phone_chip(self, seat: int) -> pygame.Rect | None:
        """The "Phone" chip of a small panel whose seat's island is on a phone: at the
        bottom right of its sea, level with the score chip (bottom left), which it never
        covers; None for a seat on the laptop or shown big."""
        others = self.others()
        if not self.on_phone(seat) or seat not in others:
            return None
        lay = self.lay
        sea = self.minis[others.index(seat)].rect.inflate(8, 8)
        words = self.phone_chip_words(seat)
        size = self._chip_font(words, sea.width // 2)
        chip = pygame.Rect(
            0, 0, phone_chip_width(words, size, lay.px(CHIP_PAD)), lay.px(CHIP_HEIGHT)
        )
        score = self._mini_chip_rect(self.minis[others.index(seat)])
        chip.midright = (sea.right - lay.px(10), score.centery)
        return chip

    def _chip_font(self, words: str, room: int) -> int:
        return fit_text(
            words, self.lay.font(CHIP_FONT), room, bold=True, min_size=self.lay.font(CHIP_FONT_MIN)
        )

    def draw_panel_phone_chip(self, surface: pygame.Surface, seat: int) -> None:
        """A small panel's "Phone" / "Phone gone" chip (a gone phone's is faded too)."""
        chip = self.phone_chip(seat)
        if chip is None:
            return
        words = self.phone_chip_words(seat)
        size = self._chip_font(words, chip.width)
        colour = self.seats[seat].colour
        ring = (colour[0], colour[1], colour[2])
        draw_phone_chip(surface, chip, words, size, self.phone_present(seat), ring, size)

    def phone_chips_key(self) -> tuple[str, ...]:
        """What the chips say (the idle frames' still picture changes with it)."""
        return tuple(self.phone_chip_words(s) if self.on_phone(s) else "" for s in self.others())
