"""What the Die Dracheninsel table draws around the island: banner, panels, piles.

Public facts come from the shown model (`shown`, `shown_collected`); the only private
thing drawn here is the hidden hand's backs. Faces of cards are drawn by the hand fan and
the discard pile through `cards.draw_face_up`, which the privacy test watches. Places come
from layout.py; words from words.py.

Mixin of `DracheninselTable`; it owns nothing and reads the table.
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

import pygame

from common import assets, theme
from common.i18n import N_, _, get_language
from common.widgets import ellipsize, fit_text
from dracheninsel.rules import data as D
from dracheninsel.rules import event_view
from dracheninsel.rules.state import DUEL, EXCHANGE, MAIN, OVER
from dracheninsel.ui import cards
from dracheninsel.ui.board_view import Point
from dracheninsel.ui.layout import (
    BANNER,
    BANNER_TEXT_INSET,
    BOARD_RECT,
    DISCARD_PILE,
    DRAW_PILE,
    READ_MIN,
    TITLE_ANCHOR,
    panel_coin_anchor,
)
from dracheninsel.ui.moves import dragon_of, ev
from dracheninsel.ui.reactions import ANSWER_TIMES
from dracheninsel.ui.words import (
    PATROL_DISK_PROMPT,
    PATROL_DRAGON_PROMPT,
    PAY_ON_PHONE,
    PICK_PROMPTS,
    SWAP_KINDS,
    SWAP_SECOND_PROMPT,
    duel_round,
    join_names,
    readable,
    terrain_name,
)

TAKE_BACK_HELP = N_(
    "Take back your actions of this turn, one by one, until a card or coin came to light"
    " or someone else played (Ctrl+Z). Greyed: point at it to read why."
)


def seconds_range(shortest: float, longest: float) -> str:
    """ "3.5–6" (German "3,5–6"): the answer time's range in the language's decimals."""
    text = f"{shortest:g}–{longest:g}"
    return text.replace(".", ",") if get_language() == "de" else text


#: A seat panel's coins (`draw_coin_chips`): px at factor 1.0 of a chip's padding, the gap
#: between chips and how far a value's second coin peeks out behind; at most two rows.
COIN_CHIP_PAD, COIN_CHIP_GAP, COIN_CHIP_LIFT, COIN_CHIP_ROWS = 4, 3, 3, 2
COIN_CHIP_INK = (96, 60, 8)  # the number on a chip: the coin's dark gold, darker to read
COIN_CHIP_BACK = (214, 160, 44)  # the second coin behind
COIN_CHIP_EDGE = (150, 104, 20)

TOAST_TIME = 3.0  # seconds a banner line stays (it leads the banner for 80 % of that)
#: The banner on a lone bearer's turn: its hunter cannot move (the rules' `lone_bearer`)
LONE_BEARER_PROMPT = N_("{name}: alone with the treasure: wait for a partner or play a card")
#: The banner while partners duel at a boat: whose answer it is and in which round (public)
DUEL_BANNER = N_("Treasure duel, round {round}: {name} decides")


class TableHud:
    """Banner, seat panels, piles, the hidden hand and the help labels."""

    #: The Menu button's label under F1 (the guided game's Menu skips to its last card).
    menu_help = N_("The menu: pause, rules, settings or stop playing (Esc).")
    #: per seat, the numbers on its panel's coins and where they stood in the last frame
    coin_boxes: dict[int, list[tuple[str, pygame.Rect]]]

    def banner_text(self) -> tuple[str, tuple[int, int, int]]:
        """The pick prompt, else what just happened, else whose turn it is (and how). On a
        computer's turn what it last did stays until its next action (`held_line`)."""
        s = self.state
        if s.phase == OVER:
            return self.result_text(), theme.PRIMARY_DARK
        if self.pick is not None and self.pick.kind in SWAP_KINDS and self.pick.chosen:
            return _(SWAP_SECOND_PROMPT), theme.INK
        if self.pick is not None and self.pick.kind == "dragon_patrol" and self.pick.landing:
            return _(PATROL_DRAGON_PROMPT), theme.INK
        if (
            self.pick is not None
            and self.pick.kind == "dragon_patrol"
            and not any(dragon_of(target) is not None for target in self.targets())
        ):
            return _(PATROL_DISK_PROMPT), theme.INK
        if self.pick is not None:
            return _(PICK_PROMPTS.get(self.pick.kind, N_("Pick a target"))), theme.INK
        if s.phase == EXCHANGE and self.viewer == s.active:
            return _("Pick cards to discard, then draw up to six"), theme.INK
        paying = self.paying_on_phone()  # phones.py: the phone picks the card that pays
        if paying is not None:
            return _(PAY_ON_PHONE).format(name=self.name(paying)), readable(self.rgb(paying))
        drawing = self.drawing_seat()  # peek.py: the turn ended with a draw still flying
        if drawing is not None:
            return self.drawing_line(), readable(self.rgb(drawing))
        if self.lines and self.lines[-1].age < TOAST_TIME * 0.8:
            line = self.lines[-1]
            return line.text(), line.colour
        duel = s.duel
        if s.phase == DUEL and duel is not None:  # public: whose answer, which round
            return _(DUEL_BANNER).format(
                round=duel_round(duel), name=self.name(duel.turn)
            ), readable(self.rgb(duel.turn))
        seat = self.acting_person()
        if seat is not None and self.viewer == seat and self.choice is None:
            msgid = self.person(N_("{name}: drag your hunter or play a card"), seat)
            source = self.planning_state()
            free = [terrain_name(colour) for colour in dict.fromkeys(source.free_colours)]
            if free:  # a Long Journey's colour stays free for the rest of the turn: say so
                msgid = self.person(N_("{name}: free this turn: {terrain}"), seat)
            if source.phase == MAIN and source.must_leave_site():
                msgid = self.person(N_("{name}: move the pair off the treasure site"), seat)
            group = source.group_of(seat)
            if source.phase == MAIN and group is not None and len(group.members) == 1:
                # a lone bearer cannot move its hunter: "drag your hunter" sent Anna to a
                # refusal (play-test under Xvfb, German at 900x600)
                msgid = self.person(LONE_BEARER_PROMPT, seat)
            text = _(msgid).format(name=self.name(seat), terrain=join_names(free))
            return text, readable(self.rgb(seat))
        held = self.held_line
        if held is not None and held[0] == (s.turn_no, s.active) and self.is_computer(s.active):
            # a computer's turn keeps its latest line until the next one: falling back to
            # "Computer 4's turn" between its bars flickered (play-test)
            return held[1].text(), held[1].colour
        return self.turn_text(s.active), readable(self.rgb(s.active))

    def turn_text(self, seat: int) -> str:
        """The banner's line while `seat` is on turn and nothing else is said."""
        return _(self.person(N_("{name}'s turn"), seat)).format(name=self.name(seat))

    def tell(self, events: list[Any]) -> None:
        """The banner's lines for a batch of events, each in its actor's colour."""
        for event in events:
            if self.describe(event, -1):
                seat = event.seat if hasattr(event, "seat") else ev(event, "seat", -1)
                colour = readable(self.rgb(seat)) if 0 <= seat < self.state.n else theme.INK
                self.line(partial(self.line_for, event), colour)

    def line_for(self, event: Any) -> str:
        """An event's line as the open private view may know it; public when none is open
        or while everybody may look at the screen with that hand turned over (`hand_hidden`:
        a reaction bar, the action shown before it, the turn passed on). "Anna takes Forest
        from Özlem" stood on the banner just before the bar everyone watches.

        A card taken from another hand is never named on the banner when several people
        share the screen: a Sneak Attack resolves the moment its bar runs out, where
        everybody's eyes still are, and the banner stands right there. The taker learns
        the card from its gold rim in their own hand (fresh.py), its loser from the
        recap after their hand-off (play-test finding, German game under Xvfb)."""
        private = self.viewer is not None and not self.hand_hidden()
        if event.kind == "card_taken" and len(self.people) > 1:
            private = False
        seat = self.viewer if private and self.viewer is not None else -1
        return self.describe(event_view(event, seat), seat)

    def result_text(self) -> str:
        winners = self.state.winners()
        score = self.state.scores()[winners[0]]
        names = ", ".join(self.name(w) for w in winners)
        if len(winners) == 1:
            msgid = self.person(N_("{name} wins with {score}!"), winners[0])
            return _(msgid).format(name=names, score=score)
        return _("{names} share the win with {score}!").format(names=names, score=score)

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """The parts of the table, one sentence each (the help overlay: F1)."""
        shown = self.shown
        disk = self.board.disk_size()

        def around(point: tuple[float, float], w: float, h: float) -> pygame.Rect:
            box = pygame.Rect(0, 0, round(w), round(h))
            box.center = (round(point[0]), round(point[1]))
            return box

        seat = self.viewer if self.viewer is not None else shown.active
        boat = self.board.boat_center(shown.colour_of(seat))
        spots: list[tuple[pygame.Rect, str]] = [
            (BOARD_RECT, N_("The island: step from disk to disk to the treasure and back.")),
            (
                around(self.board.cell_center(D.SITE), disk * 1.3, disk * 1.3),
                N_("The treasure site: meet a partner here and carry the treasure home."),
            ),
            (
                around(boat, self.board.px(2.1), self.board.px(1.6)),
                N_(
                    "Your boat: your hunter starts here and brings the treasure back."
                    " Keys: Space lifts the hunter, arrows and Enter step."
                ),
            ),
        ]
        if shown.dragons:
            dragon = self.board.dragon_center(shown, 0)
            spots.append(
                (
                    around(dragon, disk * 1.2, disk * 1.2),
                    N_("A dragon: nobody may step onto its disk."),
                )
            )
        spots.append(
            (
                self.lay.hand_area.inflate(-120, -40),
                N_(  # Sneak Attack and Fear & Loathing go onto a panel (controls.py)
                    "Your hand: drag a card onto the island, or onto a player's panel, to"
                    " play it. Keys: C shows the next card, Enter plays it."
                ),
            )
        )
        rects = [r for r in self.panel_rects if r.width]
        if rects:
            spots.append(
                (rects[0], N_("A player's panel: their coins, cards and whose turn it is."))
            )
        spots.append((DRAW_PILE, N_("The draw pile: at the end of a turn you draw up to six.")))
        spots.append((DISCARD_PILE, N_("The discard pile: played cards go here.")))
        if self.round is not None and not self.round.quiet:
            words = N_("Someone may answer this card now: click your name.")
            if len(self.people) > 1:
                words = N_(
                    "Someone may answer this now: click your name (or press your number)."
                    " Nothing to answer? Click your tick (or Shift and your number): once"
                    " everybody has, play goes on."
                )
            spots.append((self.lay.prompt, words))
        if self.end_button.visible:
            spots.append((self.end_button.rect, N_("End your turn when you are done (key E).")))
        if self.takeback.button.visible:
            spots.append((self.takeback.button.rect, TAKE_BACK_HELP))
        if self.draw_button.visible:
            spots.append(
                (
                    self.draw_button.rect,
                    N_("Draw up to six. Keys: C shows a card, Enter marks it to discard, D draws."),
                )
            )
        if self.menu_button.visible:
            spots.append((self.menu_button.rect, self.menu_help))
        spots.append((self.help_button.rect, N_("Help: names every part of the screen (also F1).")))
        return spots

    def draw_hidden_hand(
        self, surface: pygame.Surface, count: int, note: bool = True
    ) -> pygame.Rect:
        """The backs of the acting hand while the others may answer, and a note on them
        (`note`: only then; after the turn has passed the banner says whose it is);
        returns the note's box."""
        lay = self.lay
        area = lay.hand_area
        spots = cards.fan_layout(count, area, lay.hidden_card_w)
        for spot in spots:
            cards.draw_face_down(surface, spot.center, spot.width, spot.angle)
        if not note:
            return pygame.Rect(area.centerx, area.top, 0, 0)
        words = _("Your cards wait until the others have answered")
        size = fit_text(words, lay.font(16), area.width - 40, bold=True)
        note = assets.text(words, size, theme.INK_SOFT, True)
        # on the face-down cards it speaks of; above them it covered the boat of the
        # bottom corner (seen under Xvfb with "larger text and pieces")
        fan = spots[0].rect().unionall([spot.rect() for spot in spots]) if spots else area
        box = note.get_rect(center=(area.centerx, fan.top + fan.height // 3)).inflate(20, 10)
        pygame.draw.rect(surface, theme.CARD, box, border_radius=12)
        surface.blit(note, note.get_rect(center=box.center))
        return box

    def draw_banner(self, surface: pygame.Surface) -> None:
        lay = self.lay
        name = _("Die Dracheninsel")
        # the title ends before the banner, also at the larger size
        title_w = BANNER.x - TITLE_ANCHOR[0] - 8
        title = assets.text(
            name, fit_text(name, lay.font(28), title_w, True), theme.PRIMARY_DARK, True
        )
        surface.blit(title, title.get_rect(midleft=TITLE_ANCHOR))
        theme.draw_panel(surface, BANNER, theme.CARD, theme.GOLD, radius=22)
        text, ink = self.banner_text()
        width = BANNER.width - (120 if self.speed_button.visible else 40)
        clock = self.draw_answer_time(surface)
        width -= clock
        size = fit_text(text, lay.font(theme.SIZE_SMALL + 1), width, bold=True, min_size=13)
        label = assets.text(text, size, ink, True)
        surface.blit(label, label.get_rect(midleft=(BANNER.x + BANNER_TEXT_INSET, BANNER.centery)))

    def draw_answer_time(self, surface: pygame.Surface) -> int:
        """The setup's "Time to answer" in seconds, beside the speed button (or where it
        stands when there is none), so nobody has to guess it; the speed button does not
        change it (its tooltip says so). Returns the width it took from the banner."""
        if not self.people or self.state.phase == OVER or self.replaying:
            return 0
        shortest, longest = ANSWER_TIMES[self.answer_time]
        words = _("Answer time: {seconds} s").format(seconds=seconds_range(shortest, longest))
        size = self.lay.font(theme.SIZE_SMALL - 3)
        label = assets.text(words, size, theme.INK_SOFT)
        right = self.speed_button.rect.x - 8 if self.speed_button.visible else BANNER.right - 18
        surface.blit(label, label.get_rect(midright=(right, BANNER.centery)))
        return label.get_width() + 12

    def panel_coin_anchor(self, seat: int) -> Point:
        return panel_coin_anchor(self.panel_rects[seat], self.lay)

    def panel_title(self, seat: int) -> str:
        """The panel's name line: a typed name gets its seat number (the key that claims a
        reaction bar), "2 Anna"; a default name already ends in it ("Player 1", not
        "1 Player 1"), and the guided game's learner is just "You"."""
        if self.seats[seat].given and seat != self.you_seat:
            return f"{seat + 1} {self.name(seat)}"
        return self.name(seat)

    def draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        """Colour, name, level, cards in hand (backs), cards owed, coins collected."""
        lay = self.lay
        shown = self.shown
        rect = self.panel_rects[seat]
        rgb = self.rgb(seat)
        over = shown.phase == OVER
        drawing = self.drawing_seat()  # the gold stays with whoever is drawing (peek.py)
        active = (shown.active if drawing is None else drawing) == seat and not over
        winner = over and seat in self.state.winners()
        targetable = (
            self.pick is not None
            and self.pick.kind in ("sneak_attack", "fear_and_loathing")
            and seat in self.targets()
        )
        if active or winner or targetable:
            pygame.draw.rect(
                surface,
                theme.PRIMARY if targetable else theme.HIGHLIGHT,
                rect.inflate(12, 12),
                border_radius=24,
            )
        if targetable and seat == self.keyboard_seat():
            # the player the arrow keys (or the pointer) point at: Enter picks this one; a
            # ring and an arrowhead from the island's side (a shape, not only a colour)
            ring = rect.inflate(12, 12)
            pygame.draw.rect(surface, theme.ACCENT, ring, width=lay.px(5), border_radius=24)
            left_column = rect.centerx < BOARD_RECT.centerx
            tip_x = ring.right + 2 if left_column else ring.left - 2
            back_x = tip_x + (1 if left_column else -1) * lay.px(20)
            half = lay.px(14)
            arrow = [
                (tip_x, rect.centery),
                (back_x, rect.centery - half),
                (back_x, rect.centery + half),
            ]
            pygame.draw.polygon(surface, theme.ACCENT, arrow)
        theme.draw_panel(
            surface, rect, theme.CARD, theme.GOLD if active else theme.lighten(rgb, 0.3), radius=18
        )
        head = pygame.Rect(rect.x, rect.y, rect.width, lay.panel_head_h)
        pygame.draw.rect(surface, rgb, head, border_top_left_radius=18, border_top_right_radius=18)
        cone = self.board.hunter_sprite(shown.colour_of(seat), lay.px(40))
        surface.blit(cone, cone.get_rect(midleft=(rect.x + 8, head.centery)))
        ink = theme.ideal_text_colour(rgb)
        name = self.panel_title(seat)
        words_x = rect.x + lay.px(56)
        words_w = rect.right - 14 - words_x
        size = fit_text(name, lay.font(theme.SIZE_SMALL + 2), words_w, bold=True, min_size=15)
        name = ellipsize(name, size, words_w, bold=True)
        label = assets.text(name, size, ink, True)
        surface.blit(label, label.get_rect(midleft=(words_x, head.y + lay.px(17))))
        level = self.seats[seat].level
        kind = _("Computer") + " · " + _(level.capitalize()) if level else _("Player")
        sub_w = words_w - self.peek_chip_room(seat)  # peek.py: "My cards" on this line
        size = fit_text(kind, lay.font(READ_MIN), sub_w, min_size=READ_MIN)
        if level and assets.font(size).size(kind)[0] > sub_w:  # larger text: the level alone
            kind = _(level.capitalize())
            size = fit_text(kind, lay.font(READ_MIN), sub_w, min_size=READ_MIN)
        sub = assets.text(kind, size, ink)
        if sub.get_width() <= sub_w:  # else the chip, a person's, says enough
            surface.blit(sub, sub.get_rect(midleft=(words_x + 1, head.y + lay.px(37))))
        count = len(shown.hands[seat])
        text = str(count)
        owed = shown.owed[seat] if seat < len(shown.owed) else 0
        if owed:
            text += " · " + _("{n} owed").format(n=owed)
        number = assets.text(text, lay.font(theme.SIZE_SMALL), theme.INK, True)
        backs_y = rect.y + lay.panel_cards_y
        number_rect = number.get_rect(midright=(rect.right - 12, backs_y))
        # the backs close up before the count (with larger text "5 · 1 offen" lay on them)
        fan_room = number_rect.left - 6 - lay.panel_back_w // 2 - (rect.x + 26)
        step = min(lay.px(16), (rect.width - 110) // max(1, count))
        step = max(2, min(step, fan_room // max(1, count - 1)))
        for index in range(count):
            cards.draw_face_down(surface, (rect.x + 26 + index * step, backs_y), lay.panel_back_w)
        surface.blit(number, number_rect)
        coins = self.shown_collected[seat]
        coins_y = rect.bottom - lay.panel_coins_inset
        total = sum(D.COIN_VALUE[c] for c in coins)
        score = assets.text(str(total), lay.font(theme.SIZE_BODY), theme.PRIMARY_DARK, True)
        score_rect = score.get_rect(midright=(rect.right - 14, coins_y))
        if not coins:
            words = _("no coins yet")
            room = rect.width - 28 - score.get_width() - 8
            none = assets.text(
                words, fit_text(words, lay.font(READ_MIN), room, min_size=READ_MIN), theme.INK_FAINT
            )
            surface.blit(none, none.get_rect(midleft=(rect.x + 14, coins_y)))
        below_backs = backs_y + cards.back_art(lay.panel_back_w).get_height() // 2 + 2
        self.coin_boxes[seat] = self.draw_coin_chips(
            surface,
            [D.COIN_VALUE[c] for c in coins],
            pygame.Rect(rect.x + 12, below_backs, score_rect.left - 8 - rect.x - 12, 0),
            coins_y,
            rect.bottom - lay.px(5),
        )
        surface.blit(score, score_rect)

    def draw_coin_chips(
        self,
        surface: pygame.Surface,
        values: list[int],
        room: pygame.Rect,
        middle: int,
        bottom: int,
    ) -> list[tuple[str, pygame.Rect]]:
        """A seat's coins between `left` and `right`: one gold chip per value, highest
        first, its number at the panels' readable size; two coins of a value are a chip
        with a second one behind it (each value is in the game twice). They fill a row,
        then a second; what is left over is "+3" (coins), the total stands beside them.
        Play-test (helper R, picture 50): six coins on a panel were drawn so close that
        only the top one kept its number. `room`: from its left to its right, below its
        top (the hand's backs); one row stands on `middle`, two end at `bottom` (with
        larger text there is room for one). Returns each number's words and box (tests)."""
        lay = self.lay
        size = lay.font(READ_MIN)
        pad, gap, lift = lay.px(COIN_CHIP_PAD), lay.px(COIN_CHIP_GAP), lay.px(COIN_CHIP_LIFT)
        height = assets.font(size, True).get_height() + lay.px(2)
        groups = sorted(Counter(values).items(), reverse=True)
        chips = [
            (str(value), count, assets.text(str(value), size, COIN_CHIP_INK, True))
            for value, count in groups
        ]
        widths = [p.get_width() + 2 * pad + (lift if n > 1 else 0) for _w, n, p in chips]
        left, right = room.left, room.right
        two_fit = 2 * height + 2 <= bottom - room.top
        one_row = sum(widths) + gap * (len(widths) - 1) <= right - left
        rows = 1 if one_row or not two_fit else COIN_CHIP_ROWS

        def place(keep: int) -> tuple[list[tuple[int, int]], int]:
            """(row, x) of each chip that fits, the last row ending `keep` px early; and
            where the last row goes on."""
            placed: list[tuple[int, int]] = []
            row, x, end = 0, left, left
            for width in widths:
                if x + width > right - (keep if row == rows - 1 else 0):
                    row, x = row + 1, left
                    if row >= rows or x + width > right - (keep if row == rows - 1 else 0):
                        break
                placed.append((row, x))
                x += width + gap
                end = x
            return placed, end

        placed, x = place(0)
        if len(placed) < len(chips):  # room for "+3" after the last chip shown
            placed, x = place(assets.font(size, True).size("+14")[0] + gap)
        low = bottom - (height + 1) // 2
        centres = [middle] if rows == 1 else [low - height - 2, low]
        boxes: list[tuple[str, pygame.Rect]] = []
        for (words, count, picture), width, (line, at) in zip(chips, widths, placed, strict=False):
            chip = pygame.Rect(at, 0, width - (lift if count > 1 else 0), height)
            chip.centery = centres[line] + (lift // 2 if count > 1 else 0)
            if count > 1:  # the second coin of the value, behind
                back = chip.move(lift, -lift)
                pygame.draw.rect(surface, COIN_CHIP_BACK, back, border_radius=height // 2)
                pygame.draw.rect(surface, COIN_CHIP_EDGE, back, 1, border_radius=height // 2)
            pygame.draw.rect(surface, theme.GOLD, chip, border_radius=height // 2)
            pygame.draw.rect(surface, COIN_CHIP_EDGE, chip, 1, border_radius=height // 2)
            box = picture.get_rect(center=chip.center)
            surface.blit(picture, box)
            boxes.append((words, box))
        hidden = sum(count for _w, count, _p in chips[len(placed) :])
        if hidden:
            words = "+" + str(hidden)
            label = assets.text(words, size, theme.INK_SOFT, True)
            line = placed[-1][0] if placed else 0
            box = label.get_rect(midleft=(x, centres[line]))
            surface.blit(label, box)
            boxes.append((words, box))
        return boxes

    def draw_piles(self, surface: pygame.Surface) -> None:
        shown = self.shown
        if shown.deck:
            cards.draw_face_down(surface, DRAW_PILE.center, DRAW_PILE.width)
        lay = self.lay
        count = assets.text(str(len(shown.deck)), lay.font(theme.SIZE_SMALL), theme.INK, True)
        surface.blit(count, count.get_rect(midtop=(DRAW_PILE.centerx, DRAW_PILE.bottom + 6)))
        if shown.discard:
            cards.draw_face_up(
                surface, shown.discard[-1], None, DISCARD_PILE.center, DISCARD_PILE.width
            )
        # cards on the chain of an open window (being answered) lie on top, fanned a little
        # and glowing: played for all to see, though not yet discarded
        chain = shown.window.chain if shown.window is not None else []
        for k, (_seat, card) in enumerate(chain):
            at = (DISCARD_PILE.centerx + 10 * (k + 1), DISCARD_PILE.centery - 8 * (k + 1))
            cards.draw_face_up(
                surface, card, None, at, DISCARD_PILE.width, 6.0 - 5 * k, glow=theme.GOLD
            )
        words = _("Discard")
        room = DISCARD_PILE.width + 20
        size = fit_text(words, lay.font(READ_MIN), room, bold=True, min_size=READ_MIN)
        caption = assets.text(words, size, theme.INK_SOFT, True)
        surface.blit(
            caption, caption.get_rect(midtop=(DISCARD_PILE.centerx, DISCARD_PILE.bottom + 8))
        )
