"""Cards on phones at the Die Dracheninsel table (issue 24): the laptop stays the board,
each person whose phone joined holds their hand there.

What changes for a seat on a phone (`on_phone`), and only for it:
  * its hand is never drawn on the laptop (`hand_of_viewer` is empty; the hand's strip
    says "Anna's cards are on the phone"), and its private view opens without a hand-off
    (nothing private of it is on the screen); the next hot-seat person still gets theirs;
  * its answers to a bar come from the phone (`_phone_answer`): the laptop's bar, who it
    asks and how long it runs are exactly as without phones (public facts); a phone seat's
    badge is not claimed on the laptop;
  * a step onto a disk it may pay in more than one way asks the phone which card
    (`drop_figure`); an action card played on the phone lights its targets here
    (`start_card`), where everybody sees what is done with it; End turn, the exchange,
    the lone bearer's choice, the duel and giving up the treasure may come from the phone;
  * its new cards at the end of a turn and the "My cards" look are on the phone.

Every frame the table reads the phones' checked actions (`poll_phones`, through
`dracheninsel.remote.PhoneDesk`; the server never touches the table) and, when anything
public changed, sends each person seat its view (built from `state.view(seat)` only).
A phone needed now and gone for a few seconds puts up "Waiting for Anna's phone" with
"Play Anna here instead" (the seat is hot-seat again, behind its hand-off); a second phone
on a seat waits until the laptop lets it in.

"Connect phones" in the table's menu (`connect_phones`, shared with Dragomino in
`common.table.phone_menu`): phones join in the middle of a game, after Continue (a game's
codes are not saved) or when the family changes its mind. The phone server starts if it
is not running (a seat taken back to the laptop gets a new code if it is),
`common.scenes.phone_codes` shows every person's code over the table (opaque: no hand
shows) and "Done" hands the seats whose phone joined to their phones as if chosen in the
setup. Everybody gathered round the laptop to scan, so the view that was open closes and
whoever looks next does so behind their hand-off (`phones_connected`); the table and its
answer bar stood still meanwhile, alike for everybody. Continue of a game played with
phones (`PHONES_PLAYED` in the save's table data) shows the codes first, before any
hand-off (`offer_phones_again`).

Mixin of `DracheninselTable`, first in its bases so its overrides wrap the others.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _, get_language
from common.remote.seat_codes import SeatRow
from common.table.phone_menu import CONNECT as CONNECT  # the tests name it here
from common.table.phone_menu import PhoneMenu, draw_phone_chip, phone_chip_width
from common.table.phone_notice import Notice, PhoneNotice
from common.widgets import Button, fit_text
from dracheninsel.options import COLOUR_NAMES, GAME_ID
from dracheninsel.remote import (
    ANSWER_KINDS,
    ANSWER_TITLE,
    TARGET_NOTE,
    Laptop,
    PhoneAction,
    PhoneDesk,
    PhonePass,
    PhonePlay,
    refusal_reason,
)
from dracheninsel.rules import IllegalMove
from dracheninsel.rules import data as D
from dracheninsel.rules.moves import Pass
from dracheninsel.rules.state import DUEL, OVER, WINDOW
from dracheninsel.ui.words import PAY_ON_PHONE

log = logging.getLogger(__name__)

ON_PHONE = N_("{name}'s cards are on the phone")
PLAY_HERE = N_("Play {name} here instead")
#: where "Waiting for Anna's phone" stands: over the hand's strip (free while her cards are
#: on the phone), not over the island, whose top boats it hid (seen under Xvfb)
NOTICE_RECT = pygame.Rect(390, 664, 500, 120)
PHONE_HAND_HELP = N_(
    "These cards are on their owner's phone: play them there, pick targets and move the"
    " hunter here."
)
NOTICE_HELP = N_(
    "The phone of the person whose turn it is has gone. When it comes back it gets its"
    " seat again; or play that person here, with hand-offs, for the rest of the game."
)


class PhoneSeats(PhoneMenu):
    """The table's side of the phones; inert (`phones` is None) unless attached."""

    phones: PhoneDesk | None = None
    phone_queue: list[PhoneAction]
    _phone_key: Any = None
    phone_notice: PhoneNotice | None = None  # "Waiting for Anna's phone" and its buttons
    _strip: tuple[Any, pygame.Surface] | None = None  # the hand strip's words, fitted
    _pay_version = -1  # the table's version when a phone was asked how to pay
    _present: tuple[bool, ...] = ()  # which seats' phones are connected (the chips' words)

    # ------------------------------------------------------------------ setup
    def attach_phones(self, sessions: Any) -> None:
        """Hand the table the running phone sessions (`common.remote.sessions`)."""
        from common.remote.sessions import hex_colour

        seats = self.seats
        laptop = Laptop(
            names=[s.name for s in seats],
            colours=[hex_colour(s.colour) for s in seats],
            computers=[self.is_computer(i) for i in range(len(seats))],
            bars=True,
        )
        self.phones = PhoneDesk(sessions, laptop)
        self.phone_queue = []
        self.note_phones_played()  # Continue brings the codes back
        sessions.poll()  # who joined while the setup showed the codes (no game yet to play)
        sessions.set_seats(self.phone_seat_infos())
        self.phone_notice = PhoneNotice(NOTICE_RECT, PLAY_HERE, self._phone_here, self._phone_claim)
        for button in self.phone_notice.buttons:
            self.group.add(button)
        self._phone_key = None

    # ------------------------------------------------------------------ mid-game
    def phone_game(self) -> str:
        return GAME_ID

    def phone_rows(self) -> list[SeatRow]:
        letters = self.state.config.seats  # the seats' colours, by the engine's letters
        return [
            SeatRow(
                s.name,
                tuple(s.colour[:3]),  # type: ignore[arg-type]
                not self.is_computer(i),
                COLOUR_NAMES.get(letters[i], "") if i < len(letters) else "",
            )
            for i, s in enumerate(self.seats)
        ]

    def may_connect_phones(self) -> bool:
        """When people play and nobody is in the middle of a private answer or choice
        (their panel would close under them)."""
        rnd = self.round
        return (
            bool(self.people)
            and not self.replaying
            and self.you_seat is None  # not in the guided game
            and self.state.phase != OVER
            and self.choice is None
            and (rnd is None or rnd.claimant is None)
        )

    def phones_shown(self) -> None:
        self._phone_key = None
        self._publish_phones()  # each person's view waits at the server for their phone
        self.record("connect_phones", None)

    def listen_phones(self) -> None:
        """While the codes stand over the table: who joined is noted, what the phones send
        waits in the queue until the table goes on."""
        phones = self.phones
        if phones is None:
            return
        self.phone_queue.extend(phones.actions(lambda: self.state))
        self._publish_phones()

    def phones_connected(self) -> None:
        """ "Done": the seats whose phone joined play there from now on (`on_phone`).
        Everybody looked at the laptop to scan, so the open view closes and the next one
        opens behind its hand-off (none for a phone seat); a target being picked is let go
        (its card goes back to the hand, unplayed). Nothing here depends on who holds what,
        nor on who joined: the same screens follow whoever did."""
        phones = self.phones
        joined = tuple(phones.sessions.phone_seats()) if phones is not None else ()
        self.record("phones_connected", joined)
        if self.pick is not None:
            self.cancel_pick()
        self._close_private()
        self.covered_for = None
        self._phone_key = None

    # ------------------------------------------------------------------ privacy
    def hand_of_viewer(self) -> list[int]:
        if self.on_phone(self.viewer):
            return []  # held on the phone: never drawn here
        hand: list[int] = super().hand_of_viewer()  # type: ignore[misc]
        return hand

    def _open_private(self, seat: int, then: Any, recap: bool = True) -> None:
        """A phone seat's view opens without a hand-off: nothing of it is drawn here."""
        if not self.on_phone(seat):
            super()._open_private(seat, then, recap)  # type: ignore[misc]
            return
        previous = self.gate.owner
        if previous is not None and previous != seat:
            self._looked(previous)
        self.resumed = False
        self.last_private = seat
        self.gate.owner = seat
        self.gate.covering = False
        self.record("phone", seat)
        then()

    def claim(self, seat: int) -> None:
        if self.on_phone(seat):
            return  # answered on the phone
        super().claim(seat)  # type: ignore[misc]

    def may_peek(self, seat: int) -> bool:
        if self.on_phone(seat):
            return False
        peek: bool = super().may_peek(seat)  # type: ignore[misc]
        return peek

    def _show_new_cards(self) -> bool:
        if self.on_phone(self.new_cards_due):
            self.new_cards_due = None
            return False
        shown: bool = super()._show_new_cards()  # type: ignore[misc]
        return shown

    def drop_figure(self, seat: int, cell: int | None, glide: bool = True) -> None:
        """A phone seat's step that can be paid in several ways: the phone chooses."""
        phones = self.phones
        if phones is not None and self.on_phone(seat):
            options = [m for m in self.legal(seat) if m.kind == "step" and m.cell == cell]
            colours = {D.CARD_COLOUR[m.card] for m in options if m.card is not None}
            free = any(m.card is None for m in options)
            targets = {m.target for m in options}
            if len(colours) > 1 and not free and len(targets) == 1:
                phones.laptop.pay = {seat: options}
                self._pay_version = self.version  # asked for this position only
                self._glide_back(seat, None)
                name = self.name(seat)
                self.toasts.show("pay", _(PAY_ON_PHONE).format(name=name), self.pointer)
                self.record("pay_on_phone", seat)
                return
        super().drop_figure(seat, cell, glide)  # type: ignore[misc]

    def paying_on_phone(self) -> int | None:
        """The seat whose phone is asked which card pays its step (the banner says so until
        it answers: the toast at the pointer fades, the hunter is back on its space)."""
        phones = self.phones
        pay = phones.laptop.pay if phones is not None else {}
        return next(iter(pay), None)

    # ------------------------------------------------------------------ each frame
    def poll_phones(self) -> bool:
        """Read the phones, act on what they sent, publish the views; True if the table
        should draw again."""
        phones = self.phones
        if phones is None:
            return False
        changed = False
        for action in phones.actions(lambda: self.state):
            self.phone_queue.append(action)
        if self.phone_queue and not self.anim.active and not self.gate.covering:
            queue, self.phone_queue = self.phone_queue, []
            for action in queue:
                self._phone_action(action)
            changed = True
        if phones.laptop.pay and self.version != self._pay_version:
            phones.laptop.pay = {}  # the game moved on (End turn, another drop): no question
        present = tuple(p.connected for p in phones.sessions.seats)
        if present != self._present:  # a phone came or went: its panel's chip says so
            self._present = present
            changed = True
        changed |= self._phone_notices()
        self._publish_phones()
        return changed

    def _publish_phones(self) -> None:
        phones = self.phones
        if phones is None:
            return
        laptop = phones.laptop
        rnd = self.round
        if rnd is not None and not rnd.quiet and self.state.window is not None:
            laptop.window = {
                "kind": self.state.window.kind,
                "title": _(ANSWER_TITLE).format(what=rnd.what()),
                "ends_in_ms": int(rnd.left * 1000),
                "total_ms": int(rnd.duration * 1000),
            }
            laptop.asked = [s for s in rnd.asked if s not in rnd.went_on]
        else:
            laptop.window = None
            laptop.asked = ()
        pick = self.pick
        seat = self.acting_person()
        laptop.note = {seat: _(TARGET_NOTE)} if pick is not None and seat is not None else {}
        round_key = None
        if rnd is not None:
            round_key = (id(rnd), rnd.early, rnd.claimant, rnd.hurry, tuple(sorted(rnd.went_on)))
        key = (
            self.version,
            len(self.log),
            round_key,
            repr(laptop.pay),
            repr(laptop.note),
            tuple(phones.sessions.on_phone(s) for s in range(len(self.seats))),
            get_language(),  # the phones follow the app's language
        )
        if key == self._phone_key:
            return
        self._phone_key = key
        laptop.step = len(self.moves)
        phones.publish(self.state, self.log)

    def _phone_refuse(self, seat: int, ref: int, code: str) -> None:
        if self.phones is not None:
            self.phones.sessions.refuse(seat, ref, code, refusal_reason(code))

    def _phone_action(self, action: PhoneAction) -> None:
        """One checked action from a phone, now that the table can take it."""
        seat = action.seat
        s = self.state
        if isinstance(action, PhonePass):
            if s.phase == WINDOW and self.round is not None:
                self.go_on(seat)
            elif s.phase == DUEL and s.actor() == seat:
                self._phone_commit(seat, action.ref, Pass(seat))
            return
        if isinstance(action, PhonePlay):
            if self.acting_person() != seat or not self.may_act():
                self._phone_refuse(seat, action.ref, "not_now")
                return
            self.cancel_pick()
            self.start_card(seat, action.card)  # its targets light up here
            return
        move = action.move
        if s.phase == WINDOW and move.kind in ANSWER_KINDS:
            rnd = self.round
            if rnd is None or rnd.hurry or seat not in rnd.asked:
                self._phone_refuse(seat, action.ref, "not_now")
                return
            rnd.decisions[seat] = move
            self.record("phone_answer", seat)
            if rnd.claimant is None:  # else the person answering here closes it
                self._close_when_answered()
            return
        if self.phones is not None:
            self.phones.laptop.pay = {}
        if move.kind == "step":
            self._drop_held()  # a cone held on the laptop goes back (animate.py)
        self._phone_commit(seat, action.ref, move)

    def _phone_commit(self, seat: int, ref: int, move: Any) -> None:
        """Commit a phone's move like the laptop's own; a refusal goes to that phone."""
        try:
            self.planning_state().check(move)
        except IllegalMove as refused:
            self._phone_refuse(seat, ref, refused.code)
            return
        if self.choice is not None and self.choice_for == seat:
            self.choice = None
            self.choice_for = None
        self.commit(move)

    # ------------------------------------------------------------------ notices
    @property
    def _notice(self) -> Notice | None:
        """ "Waiting for Anna's phone" or "Another phone wants Anna's seat" (None: none)."""
        return self.phone_notice.notice if self.phone_notice is not None else None

    @property
    def phone_here(self) -> Button:
        assert self.phone_notice is not None
        return self.phone_notice.here

    @property
    def phone_yes(self) -> Button:
        assert self.phone_notice is not None
        return self.phone_notice.yes

    def _phone_notices(self) -> bool:
        """The notice for the seat that must act now (`common.table.phone_notice`)."""
        if self.phones is None or self.phone_notice is None:
            return False
        needed = self.state.actor()
        if not self.on_phone(needed):
            needed = None
        return self.phone_notice.follow(self.phones.sessions, needed, self.name)

    def _phone_here(self, seat: int) -> None:
        """ "Play Anna here instead": the seat is hot-seat again, behind its hand-off."""
        self.record("play_here", seat)
        self._close_private()
        self.last_private = None
        self.advance()

    def _phone_claim(self, seat: int, yes: bool) -> None:
        self.record("phone_claim", (seat, yes))

    # ------------------------------------------------------------------ help (F1)
    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """F1: a phone seat's hand strip says where the cards are; the notice says what
        "Play Anna here instead" does."""
        spots: list[tuple[pygame.Rect, str]] = super().help_spots()  # type: ignore[misc]
        if self.on_phone(self.viewer):
            hand = self.lay.hand_area.inflate(-120, -40)
            spots = [(rect, words) for rect, words in spots if rect != hand]
            spots.append((hand, PHONE_HAND_HELP))
        if self._notice is not None:
            spots.append((NOTICE_RECT, NOTICE_HELP))
        return spots

    # ------------------------------------------------------------------ the panels' chip
    def phone_chip(self, seat: int) -> pygame.Rect | None:
        """A "Phone" chip on the panel head of a seat whose cards are on a phone (where a
        hot-seat person's "My cards" chip is), so everybody sees whose hand is where."""
        if not self.on_phone(seat) or not self.panel_rects[seat].width:
            return None
        lay = self.lay
        rect = self.panel_rects[seat]
        words = self.phone_chip_words(seat)
        size = fit_text(words, lay.font(12), lay.px(110), bold=True, min_size=11)
        chip = pygame.Rect(0, 0, phone_chip_width(words, size, lay.px(8)), lay.px(22))
        chip.midright = (rect.right - lay.px(8), rect.y + lay.px(38))
        return chip

    def peek_chip_room(self, seat: int) -> int:
        chip = self.phone_chip(seat)
        if chip is not None:
            return chip.width + self.lay.px(8)
        room: int = super().peek_chip_room(seat)  # type: ignore[misc]
        return room

    def draw_peek_chips(self, surface: pygame.Surface) -> None:
        super().draw_peek_chips(surface)  # type: ignore[misc]
        phones = self.phones
        if phones is None:
            return
        for seat in range(len(self.seats)):
            chip = self.phone_chip(seat)
            if chip is None:
                continue
            words = self.phone_chip_words(seat)
            here = self.phone_present(seat)  # a gone phone's chip is faded and says so
            draw_phone_chip(surface, chip, words, self.lay.font(12), here, self.rgb(seat), 11)

    # ------------------------------------------------------------------ drawing
    def draw_phone_hand(self, surface: pygame.Surface, seat: int) -> None:
        """The hand's strip of a phone seat: only words, never its cards (none while the
        "Waiting for Anna's phone" notice stands there)."""
        if self._notice is not None:
            return
        area = self.lay.hand_area
        words = _(ON_PHONE).format(name=self.name(seat))
        key = (words, area.width, self.lay.font(20))
        if self._strip is None or self._strip[0] != key:  # fitted once, not every frame
            size = fit_text(words, self.lay.font(20), area.width - 40, bold=True)
            self._strip = (key, assets.text(words, size, theme.INK_SOFT, True))
        text = self._strip[1]
        box = text.get_rect(center=(area.centerx, area.top + area.height // 3)).inflate(24, 12)
        pygame.draw.rect(surface, theme.CARD, box, border_radius=12)
        surface.blit(text, text.get_rect(center=box.center))

    def draw_phone_notice(self, surface: pygame.Surface) -> None:
        if self.phone_notice is not None:
            self.phone_notice.draw(surface, self.lay.font(22))
