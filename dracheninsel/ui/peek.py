"""Your own cards in reach: a look at your hand during others' turns, and your new cards
at the end of your own turn (issue 27, finding 3).

Play-test finding: answering was a memory test. Nobody could look at their cards without
claiming a bar, and the cards drawn at the end of a turn stayed unseen until that
person's next turn (Anna held a Counter Magic she had never seen when she needed it).

- **A look ("My cards")**: outside a reaction bar, every person's panel carries a small
  "My cards" chip; it, or a click on that person's panel, passes the screen to them (the
  kit's hand-off card, with their recap), shows their hand read-only (`PeekScene`), and
  "Done, hide my cards" (or a click anywhere, Enter, Space, Esc) hides it again. Whoever
  had the screen before gets it back behind their own hand-off. The table stands still
  while a look is open: only the top scene updates, so no computer moves, no animation
  runs and no bar counts meanwhile. During a bar a claim shows the hand (two clicks).
- **Your new cards**: when a person's turn ends with cards drawn, they see their hand
  with the new cards standing out (`FreshCards`) before the screen passes on, and hide
  it with the same button. If everybody was watching the table just before (their hand
  lay face down for a bar, or their view was not open), it comes behind a hand-off
  ("Something secret for Anna") like any other private view. Until then the banner says
  "Anna draws 2 cards" and her panel keeps the gold: the next seat's turn is announced
  only after her new cards were shown, so nothing calls everybody to the table between
  her last action and her new cards (`drawing_seat`).
- **The hand-off's words**: "Pass the screen to Anna" when it is Anna's turn to act (her
  turn, her answer, her duel round); "Something secret for Anna" when only a private
  look waits (her new cards, "My cards").

Privacy: the hand comes only from that seat's own view (`private_view`) and is drawn only
while that seat's view is open after its hand-off (`viewer`); every face goes through
`cards.draw_face_up`. Whether a look is offered, and every screen of it, follows public
facts only (who is a person, whether a bar or a choice is open, how many cards were
drawn), never what a hand holds.

Mixin of `DracheninselTable` (`PeekViews`) and the scene it pushes (`PeekScene`, a kind of
hand-off card, so everything that passes hand-offs passes it too).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from common import theme
from common.i18n import N_, _
from common.scenes import art
from common.scenes.handoff import HandoffScene
from common.widgets import draw_text_centered, draw_tooltip, fit_text
from dracheninsel.rules.state import OVER
from dracheninsel.ui.hand import HandFan
from dracheninsel.ui.layout import READ_MIN

if TYPE_CHECKING:
    from dracheninsel.ui.table import DracheninselTable

PEEK_TITLE = N_("{name}'s cards")
NEW_CARDS_TITLE = N_("{name}, your new cards")
#: The banner while a person's drawn cards fly to them: still their turn, not the next
#: seat's (play-test: "Computer 3's turn" stood over Jörg's face-down hand, then his new
#: cards came face up with no hand-off, after the banner had called everybody to look)
DRAWS_ONE = N_("{name} draws a card")
DRAWS_MANY = N_("{name} draws {count} cards")
DONE = N_("Done, hide my cards")
CHIP = N_("My cards")
CHIP_TIP = N_("Look at your cards: the screen passes to you, the others look away")
EMPTY = N_("No cards in your hand")
CARD_BOX = pygame.Rect(120, 70, 1040, 660)  # the opaque card the hand lies on
HAND_BOX = pygame.Rect(170, 230, 940, 330)  # where the hand is fanned
DONE_BUTTON = pygame.Rect(640 - 210, 600, 420, 80)
HAND_CARD_W = 150  # bigger than at the table: nothing else is on this screen
CHIP_H = 26  # the "My cards" chip on a person's panel head, on the "Player" line
CHIP_Y = 38  # its middle below the panel's top (the name's line keeps its whole width)


class PeekScene(HandoffScene):
    """One person's hand, read-only, on an opaque card; "Done, hide my cards" ends it."""

    def __init__(
        self,
        table: DracheninselTable,
        seat: int,
        title: str,
        on_done: Callable[[], None],
    ) -> None:
        info = table.seats[seat]
        from dracheninsel.ui.views import HANDOFF_HUNTER_H

        hunter = table.board.hunter_sprite(table.state.colour_of(seat), HANDOFF_HUNTER_H)
        super().__init__(info.name, info.colour, on_done, badge=hunter)
        self.table = table
        self.seat = seat
        self.title = title
        self.fan = HandFan(HAND_BOX, HAND_CARD_W)
        self.button.rect = DONE_BUTTON.copy()
        self.button.label = DONE
        self.closed = False

    def hand(self) -> list[int]:
        """The cards, from that seat's own view, and only while its view is open."""
        table = self.table
        if self.closed or table.viewer != self.seat:
            return []
        return list(table.private_view(self.seat).hands[self.seat])

    def ready(self) -> None:
        """Done: the hand is hidden first (the view closes), then the table comes back."""
        if self.closed:
            return
        self.closed = True
        self.table.fresh.dismiss()  # seen: they no longer stand out at the table
        if self.on_ready is not None:
            self.on_ready()
        self.manager.remove(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.guarded():
                self.ready()
            return True
        if event.type == pygame.MOUSEMOTION and hasattr(event, "pos"):
            self.fan.hover = self.fan.card_at(self.hand(), event.pos)
        return super().handle_event(event)

    def update(self, dt: float) -> bool:
        hand = self.hand()
        fresh = self.table.fresh
        # the new cards stand out for as long as this screen is up (no time runs down:
        # whoever reads slowly still finds them); "Done" ends their news (`ready`)
        fresh.look(self.seat, hand, 0.0)
        self.fan.fresh = fresh.strengths(self.seat)
        return super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown_at is None and self.GUARD_SECONDS > 0:
            import time

            self.shown_at = time.perf_counter()
        surface.blit(art.backdrop(), (0, 0))  # opaque: nothing of the table shows
        theme.draw_panel(surface, CARD_BOX, theme.CARD, self.colour, radius=30)
        self._draw_badge(surface, (640, CARD_BOX.y))
        title = _(self.title).format(name=self.player_name)
        size = fit_text(title, theme.SIZE_HEADING, CARD_BOX.width - 80, bold=True)
        draw_text_centered(surface, title, size, theme.INK, (640, CARD_BOX.y + 100), bold=True)
        hand = self.hand()
        if hand:
            self.fan.draw(surface, hand, self.seat)
        else:
            draw_text_centered(surface, _(EMPTY), theme.SIZE_BODY, theme.INK_SOFT, HAND_BOX.center)
        self.group.draw(surface)


class PeekViews:
    """The table's side: when a look is offered, opening it, the new cards at turn end."""

    peek_open: int | None  # whose look is up (or on its way behind a hand-off)
    new_cards_due: int | None  # a person whose turn just ended with cards drawn
    new_cards_count: int  # how many they drew (public: the draw pile says so too)
    new_cards_open: int | None  # whose new cards are up (or behind their hand-off)
    last_private: int | None  # views.py
    queued: Callable[[], None] | None  # table.py: a button pressed mid-animation

    def _init_peeks(self) -> None:
        self.peek_open = None
        self.new_cards_due = None
        self.new_cards_count = 0
        self.new_cards_open = None

    # ------------------------------------------------------------------ a look
    def may_peek(self, seat: int) -> bool:
        """Whether `seat` may look at their hand now (public facts only)."""
        if seat not in self.people or len(self.people) < 2 or not self._handoff_enabled():
            return False
        if self.replaying or self.end_shown or self.state.phase == OVER:
            return False
        if self.peek_open is not None or self.gate.covering:
            return False
        if getattr(self, "manager", None) is None:  # not on screen (a self-test picture)
            return False
        if self.round is not None or self.choice is not None or self.drag is not None:
            return False  # a bar: a claim shows the hand; a choice belongs to its person
        if seat == self.acting_person():
            return False  # their own turn: the hand is theirs already ("Show my cards")
        return not (self.viewer == seat and not self.hand_hidden())

    def peek(self, seat: int) -> bool:
        """Pass the screen to `seat` for a look at their hand (see the module docstring)."""
        if not self.may_peek(seat):
            return False
        self.cancel_pick()
        self.queued = None
        self._close_private()
        self.last_private = None
        self.peek_open = seat
        self.record("peek", seat)
        # only a private look waits, nobody is to act: "Something secret for Özlem" (as
        # her new cards), "Pass the screen to ..." is said when it is that person's turn,
        # answer or duel round (views.py, `_open_private`)
        self._cover(seat, partial(self._show_peek, seat, PEEK_TITLE), keep=True)
        return True

    def _show_peek(self, seat: int, title: str) -> None:
        self.record("peek_open", seat)
        self.manager.push(PeekScene(self, seat, title, partial(self._peek_done, seat)))

    def _peek_done(self, seat: int) -> None:
        """The hand is hidden: the view closes before the table comes back (its `advance`
        then hands the screen to whoever acts next, behind their own hand-off)."""
        self._close_private()
        self.last_private = None
        self.peek_open = None
        self.new_cards_open = None
        self.record("peek_done", seat)

    # ------------------------------------------------------------------ new cards
    def _note_draw(self, events: list[Any]) -> None:
        """A person's turn ended with cards drawn: show them before the screen passes on."""
        for event in events:
            if event.kind == "draw" and event.seat in self.people and int(event.count) > 0:
                self.new_cards_due = event.seat
                self.new_cards_count = int(event.count)

    def drawing_seat(self) -> int | None:
        """The person whose turn has ended with a draw still on its way to their new cards:
        the banner and the gold panel stay theirs until those cards were shown, so nothing
        calls everybody to the next seat's turn in between (`_show_new_cards` may then show
        them face up). Public facts: who drew, whether the turn has passed."""
        seat = self.new_cards_due if self.new_cards_due is not None else self.new_cards_open
        if seat is None or self.state.phase == OVER or self.state.active == seat:
            return None
        return seat

    def drawing_line(self) -> str:
        """The banner's words for `drawing_seat` ("Jörg draws 2 cards")."""
        seat = self.drawing_seat()
        if seat is None:
            return ""
        count = self.new_cards_count
        msgid = self.person(DRAWS_ONE if count == 1 else DRAWS_MANY, seat)
        return _(msgid).format(name=self.name(seat), count=count)

    def _show_new_cards(self) -> bool:
        """At the table's next decision after the draw has landed: the new cards, behind a
        hand-off when everybody was watching (see the module docstring). True if shown."""
        seat, self.new_cards_due = self.new_cards_due, None
        if seat is None or len(self.people) < 2 or not self._handoff_enabled():
            return False
        if self.replaying or self.end_shown or self.state.phase == OVER:
            return False
        if self.state.active == seat:  # still their turn (a take-back, a resumed game)
            return False
        # the next person waits for the screen and may be looking (play-test: "Jörg's turn"
        # stood 1.5 s before Anna's new cards came face up): a hand-off card first, kept
        # although the banner now says "Anna draws 2 cards" until then (`drawing_seat`)
        next_person = self.state.active in self.people and self.state.active != seat
        face_up = self.viewer == seat and self.covered_for != seat and not next_person
        self.peek_open = seat
        self.new_cards_open = seat
        self.record("new_cards", seat)
        if face_up:
            self._show_peek(seat, NEW_CARDS_TITLE)
            return True
        self._close_private()
        self.last_private = None
        # always "Something secret for Anna": only a look at her cards waits, it is not her
        # turn to act; "Pass the screen to Anna" stood here whenever her view had closed
        # (play-test: both cards before the same screen, one in a computer's turn)
        self._cover(seat, partial(self._show_peek, seat, NEW_CARDS_TITLE), recap=False, keep=True)
        return True

    # ------------------------------------------------------------------ the chip
    def peek_chip(self, seat: int) -> pygame.Rect | None:
        """The "My cards" chip on `seat`'s panel head, when a look is offered to it."""
        if not self.may_peek(seat):
            return None
        lay = self.lay
        rect = self.panel_rects[seat]
        words = _(CHIP)
        size = fit_text(words, lay.font(READ_MIN), lay.px(120), bold=True, min_size=READ_MIN)
        width = self._chip_font(size).size(words)[0] + lay.px(16)
        chip = pygame.Rect(0, 0, width, lay.px(CHIP_H))
        chip.midright = (rect.right - lay.px(8), rect.y + lay.px(CHIP_Y))
        return chip

    @staticmethod
    def _chip_font(size: int) -> pygame.font.Font:
        from common import assets

        return assets.font(size, True)

    def draw_peek_chips(self, surface: pygame.Surface) -> None:
        lay = self.lay
        for seat in self.people:
            chip = self.peek_chip(seat)
            if chip is None:
                continue
            hovered = chip.collidepoint(self.pointer)
            face = theme.lighten(theme.CARD, 0.3) if hovered else theme.CARD
            pygame.draw.rect(surface, face, chip, border_radius=chip.height // 2)
            pygame.draw.rect(surface, self.rgb(seat), chip, 2, border_radius=chip.height // 2)
            words = _(CHIP)
            room = chip.width - lay.px(12)
            size = fit_text(words, lay.font(READ_MIN), room, bold=True, min_size=READ_MIN)
            draw_text_centered(surface, words, size, theme.INK, chip.center, bold=True)

    def draw_peek_tip(self, surface: pygame.Surface) -> None:
        """The hovered chip's words, over everything (the Menu button covered them)."""
        for seat in self.people:
            chip = self.peek_chip(seat)
            if chip is not None and chip.collidepoint(self.pointer):
                draw_tooltip(surface, _(CHIP_TIP), chip)
                return

    def peek_chip_room(self, seat: int) -> int:
        """How much of the panel head the chip takes (the name ends before it)."""
        chip = self.peek_chip(seat)
        return 0 if chip is None else chip.width + self.lay.px(8)

    def peek_click(self, pos: tuple[int, int]) -> bool:
        """A click on a person's chip or panel outside a bar: that person's look."""
        if self.round is not None or self.pick is not None or self.selected:
            return False
        for seat in self.people:
            chip = self.peek_chip(seat)
            on_panel = self.panel_rects[seat].collidepoint(pos)
            # the whole panel too while nobody is on turn at the screen (a computer's turn)
            on_panel = on_panel and self.acting_person() is None
            if chip is not None and (chip.collidepoint(pos) or on_panel):
                return self.peek(seat)
        return False
