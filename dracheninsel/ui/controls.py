"""Input at the Die Dracheninsel table: drag, click-then-click, keyboard, card targeting.

A press on the active figure or on a card of the open hand starts a `Drag`; a release that
did not move more than DRAG_SLOP pixels is a click: on the figure it picks it up
(`selected`, then a click on a lit space steps there), on an action card it starts the
card's target picking (`Pick`). Long Journey's colour is picked the same ways: the card
let go on a disk of that colour, or a terrain card clicked or let go on the island while
Long Journey waits (`free_colour_disks` light up). Keys: Space picks up the cone (M is the
app's mute key),
arrows/Tab walk the lit targets, Enter takes one, C walks the hand, E ends the turn,
1-6 claim a reaction round (Shift+1-6: that person says "go on"; either made as a bar
closes belongs to that bar, not to the next: `claim_by_hand`), Esc puts back what is
held (else opens the pause menu).
What lights up comes from the engine's legal moves (`targets`, `step_prices`); a refused
drop asks the engine for its reason (`_refusal_for_cell`).

Why not the kit's `DragController`: its tap makes the piece follow the pointer until the
next tap; here a click on the cone leaves it on its disk and lights the spaces
(click-then-click), a click on a card starts target picking, and the claim badges and
choice panels take clicks before any drag starts. A held hunter (or pair) is a sprite on
the table's layer all the same (`hold_figure`): it hops on from the pointer, or a refused
one glides home from it (`_glide_back`).

Mixin of `DracheninselTable`. Owns `drag`, `pick`, `selected`, `hover_pos`, `kb_index`,
`pointer`; reads the table's `state`, `legal`, `board`, `fan`, `panel_rects`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from common.audio import play_ui
from common.i18n import N_, _
from common.tween import ease_out_cubic as out_cubic
from dracheninsel.rules import IllegalMove
from dracheninsel.rules import data as D
from dracheninsel.rules.legal import PRICE_COLOUR as PAY_COLOUR
from dracheninsel.rules.legal import PRICE_JOKER as PAY_JOKER
from dracheninsel.rules.legal import StepPrice, step_price
from dracheninsel.rules.state import EXCHANGE, MAIN, WINDOW
from dracheninsel.ui.board_view import (
    HUNTER_H,
    PRICE_COLOUR,
    PRICE_FREE,
    PRICE_JOKER,
    PRICE_PICK,
    PRICE_WORDS_SIZE,
    PRICE_WORDS_WRAP,
    Point,
    Price,
    dragon_at,
    draw_price_words,
    figures_at,
    price_mark_rect,
)
from dracheninsel.ui.layout import BOARD_RECT, CANVAS
from dracheninsel.ui.moves import dragon_of, dragon_target, field_of, make_move
from dracheninsel.ui.pictures import FIGURES, HELD
from dracheninsel.ui.reactions import Choice, ChoicePanel, badge_rects, go_on_rects
from dracheninsel.ui.words import (
    FLIGHT_WORDS,
    JOURNEY_NEEDS_CARD,
    SWAP_KINDS,
    card_label,
    price_words,
    say,
    terrain_name,
)

REFUSED_GLIDE = 0.3  # seconds a refused figure takes to glide home from the hand
DRAG_SLOP = 8  # pixels (|dx| + |dy|) a press may wander and still be a click
#: Action cards with one target that a drop right onto it plays at once.
DROP_TARGETED = ("fear_and_loathing", "sneak_attack", "foolhardy_flight")
#: Cards whose targets light while the card is held (a drop on one plays there or picks
#: it; play-test: a dragged Foolhardy Flight lit nothing, unlike a step). Dragon Patrol's
#: drop plays it when the dragon is given (one beside the island, or one picked), else it
#: takes the dragon or the disk it lands on as its pick (`_patrol_dropped`).
HELD_LIT = (*DROP_TARGETED, *SWAP_KINDS, "dragon_patrol")


@dataclass
class Pick:
    """An action card taken from the hand, collecting its targets."""

    card: int
    kind: str
    chosen: list[int] = dataclasses.field(default_factory=list)  # cells / dragon index
    #: Dragon Patrol let go on a disk while two dragons stand on the island: where one
    #: lands; the dragon is picked next (either may fly there)
    landing: int | None = None


@dataclass
class Drag:
    """What the pointer holds: the active figure or a card from the hand."""

    what: str  # "figure" or "card"
    card: int | None
    press: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class TableControls:
    """Pointer and keyboard input; what lights up; turning a drop into a move."""

    drag: Drag | None
    pick: Pick | None
    selected: bool  # the figure is picked up by a click (click-then-click)
    hover_pos: int | None
    kb_index: int
    pointer: tuple[float, float]
    price_box: pygame.Rect | None  # where the price words stood in the last frame (tests)

    def _init_controls(self) -> None:
        self.price_box = None
        self.pointer = (float(CANVAS.centerx), float(CANVAS.centery))
        self.pick = None
        self.drag = None
        self.selected = False
        self.hover_pos = None
        self.kb_index = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.choice is not None and self.viewer == self.choice_for:
            if self.choice.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                cancellable = self.round is None or self.round.claimant is None
                if cancellable and self.state.phase in (MAIN, WINDOW):
                    self._cancel_choice()
                return True
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                return True
        if event.type == pygame.KEYDOWN and self.takeback.handles_key(event):
            return True
        if self.group.handle_event(event):
            return True
        if hasattr(event, "pos"):
            self.pointer = (float(event.pos[0]), float(event.pos[1]))
        if event.type == pygame.KEYDOWN:
            shift = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
            if shift and pygame.K_1 <= event.key <= pygame.K_6 and self.round is not None:
                if not self.late_claim():  # made on a bar that closed: not the next one's
                    self.go_on(event.key - pygame.K_1)  # Shift and one's number: "go on"
                return True
            return self._key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event.pos, event.button)
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        return False

    def _key(self, key: int) -> bool:
        used = self._table_key(key)
        if used and key not in (pygame.K_ESCAPE, pygame.K_TAB):
            # the table took the key: Enter belongs to the table again, not to a button
            # the Tab key focused earlier (its ring goes away)
            self.group.keyboard = False
        return used

    def _table_key(self, key: int) -> bool:
        if pygame.K_1 <= key <= pygame.K_6 and (self.round is not None or self.late_claim()):
            self.claim_by_hand(key - pygame.K_1)  # rounds.py: a bar that closed says so
            return True
        if key == pygame.K_ESCAPE:
            if self.pick is not None or self.selected or self.drag is not None:
                self.cancel_pick()
                return True
            self.open_pause()
            return True
        if self._exchange_key(key):
            return True
        if key == pygame.K_SPACE and self.may_skip_round() and not self.may_act():
            self.skip_round()  # a lone person's "Go on" (Space picks up the cone on a turn)
            return True
        if not self.may_act():
            return False
        # no focus ring walks the targets while the hand lies face down (`hand_hidden`):
        # where the hunter may step tells which cards pay for it (as the lit disks would)
        targets = [] if self.hand_hidden() else sorted(self.targets())
        # Space picks up the cone (M is the app-wide mute key, common.audio.MUTE_KEY)
        if key == pygame.K_SPACE and self.pick is None and not self.selected:
            self.selected = True
            self.kb_index = 0
            return True
        if (
            key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB)
            and targets
        ):
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.kb_index = (self.kb_index + step) % len(targets)
            self.hover_pos = targets[self.kb_index]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and targets and self.hover_pos in targets:
            self.pick_target(self.hover_pos)
            return True
        if key == pygame.K_e and self.pick is None and not self.selected:
            self.end_turn()
            return True
        if key == pygame.K_c and self.show_button.visible:  # C: "Show my cards" first
            self.show_my_cards()
            return True
        hand = self.hand_of_viewer()
        if key == pygame.K_c and hand and not self.selected:
            # C walks through the hand (the tooltip says what each card does)
            index = hand.index(self.fan.hover) + 1 if self.fan.hover in hand else 0
            self.fan.hover = hand[index % len(hand)]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.fan.hover in hand:
            card = self.fan.hover
            assert card is not None
            if self.pick is not None and self.pick.kind == "long_journey":
                self._pick_card2(card)
            elif self.pick is None and D.CARD_KIND[card] in D.CARD_NAMES:
                self.start_card(self.acting_person() or 0, card)
            return True
        return False

    def _exchange_key(self, key: int) -> bool:
        """The exchange by keyboard: C walks through the hand, Enter or Space marks the card
        to discard (or unmarks it), D draws (the "Draw" button is also in the Tab order)."""
        s = self.state
        if s.phase != EXCHANGE or self.viewer != s.active or self.anim.active:
            return False
        hand = self.hand_of_viewer()
        if key == pygame.K_c and hand:
            index = hand.index(self.fan.hover) + 1 if self.fan.hover in hand else 0
            self.fan.hover = hand[index % len(hand)]
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.fan.hover in hand:
            assert self.fan.hover is not None
            self.fan.picked ^= {self.fan.hover}
            play_ui("pick", 0.4)
            return True
        if key == pygame.K_d:
            self.finish_exchange()
            return True
        return False

    def keyboard_seat(self) -> int | None:
        """The seat the arrow keys point at while a card picks a player (Sneak Attack, Fear
        and Loathing): the table rings its panel."""
        pick = self.pick
        if pick is None or pick.kind not in ("sneak_attack", "fear_and_loathing"):
            return None
        return self.hover_pos if self.hover_pos in self.targets() else None

    def keyboard_dragon(self) -> int | None:
        """The dragon the arrow keys point at while Dragon Patrol asks which one moves."""
        pick = self.pick
        target = self.hover_pos
        if pick is None or pick.kind != "dragon_patrol" or pick.chosen or target is None:
            return None
        return dragon_of(target) if target in self.targets() else None

    def playable_cards(self) -> set[int] | None:
        """The viewer's cards some legal move uses now, on their own turn's main phase with
        nothing picked; the others are dimmed in the hand (None: none is). A terrain card
        counts by its colour (a payment is listed once per colour), an action card by its
        kind; so green cards are dim on one's own turn, as they answer others' turns."""
        seat = self.acting_person()
        source = self.planning_state()
        if (
            seat is None
            or self.viewer != seat
            or source.phase != MAIN
            or self.pick is not None
            or self.selected
            or self.choice is not None
        ):
            return None
        moves = self.legal(seat)
        kinds = {m.kind for m in moves}
        colours = {
            D.CARD_COLOUR[card]
            for m in moves
            for card in (field_of(m, "card"), field_of(m, "card2"))
            if isinstance(card, int)
            and 0 <= card < len(D.CARD_KIND)
            and D.CARD_KIND[card] == D.TERRAIN
        }
        return {
            card
            for card in self.hand_of_viewer()
            if (
                D.CARD_COLOUR[card] in colours
                if D.CARD_KIND[card] == D.TERRAIN
                else D.CARD_KIND[card] in kinds
            )
        }

    def cancel_pick(self) -> None:
        self.pick = None
        self.fan.picked.clear()
        self.selected = False
        self.fan.lit = None
        self.fan.held = None
        if self.drag is not None and self.drag.what == "figure":
            self._glide_back(self.state.active, None)
        self.drag = None
        self.hover_pos = None

    def _mouse_down(self, pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            if self.pick is not None or self.selected:
                self.cancel_pick()
                return True
            return False
        if button != 1:
            return False
        if self._late_badge_click(pos):
            return True
        if self.round is not None and self.round.claimant is None:
            answering = self.may_answer()
            badges = badge_rects(answering, self.lay)
            if len(self.people) > 1:  # each badge ends in its person's "go on" tick
                for seat, rect in go_on_rects(badges).items():
                    if rect.collidepoint(pos):
                        if not self.late_claim():  # not the next bar's (rounds.py)
                            self.go_on(seat)
                        return True
            for seat, rect in badges.items():
                if rect.collidepoint(pos):
                    self.claim_by_hand(seat)
                    return True
            for seat in answering:
                if self.panel_rects[seat].collidepoint(pos) and self.pick is None:
                    self.claim_by_hand(seat)
                    return True
        if self.peek_click(pos):  # peek.py: a person's "My cards"
            return True
        if (
            self.state.phase == EXCHANGE
            and self.viewer == self.state.active
            and not self.anim.active
        ):
            marked = self.fan.card_at(self.hand_of_viewer(), pos)
            if marked is not None:
                self.fan.picked ^= {marked}
                play_ui("pick", 0.4)
                return True
            return False
        if not self.may_act():
            return False
        acting = self.acting_person()
        assert acting is not None
        seat = acting
        if self.pick is not None or self.selected:
            if self.pick is not None and self.pick.kind == "long_journey":
                card = self.fan.card_at(self.hand_of_viewer(), pos)
                if card is not None:
                    if D.CARD_KIND[card] == D.TERRAIN:  # picked on release: click or drop
                        self.drag = Drag("card", card, pos, pos)
                        self.fan.held = card
                        play_ui("pick", 0.4)
                    return True
            pair = self._fear_pair_at(pos)
            if pair:
                self._ask_partner(pair, N_("Which hunter goes back to the boat?"))
                return True
            target = self._target_at(pos)
            if target is not None and target in self.targets():
                self.pick_target(target)
                return True
            if self.selected and self._is_own_figure(pos):
                self.selected = False
                return True
            if self.pick is not None and self.pick.kind in ("sneak_attack", "fear_and_loathing"):
                for victim, rect in enumerate(self.panel_rects):
                    if rect.collidepoint(pos) and victim in self.targets():
                        self.pick_target(victim)
                        return True
            if self.selected:
                self.selected = False
                code = self._refusal_for_cell(seat, self.board.cell_at(pos))
                if code is not None:
                    self.refuse(code)
                return True
            if self.pick is not None and self.pick.kind == "foolhardy_flight":
                # play-test: a click on a disk it cannot reach said nothing at all
                code = self._flight_refusal(seat, self.board.cell_at(pos))
                if code is not None:
                    self.refuse(code)
            return True
        card = self.fan.card_at(self.hand_of_viewer(), pos)
        if card is not None:
            self.drag = Drag("card", card, pos, pos)
            self.fan.held = card
            play_ui("pick", 0.4)
            return True
        if self._is_own_figure(pos):
            self.drag = Drag("figure", None, pos, pos)
            play_ui("pick", 0.4)
            return True
        return False

    def _late_badge_click(self, pos: tuple[int, int]) -> bool:
        """A click where a bar's badge stood, just after that bar closed with no bar on
        screen now: a claim that came too late says so (a "go on" there is let be)."""
        if self.round is not None and not self.round.quiet:
            return False
        if not self.late_claim():
            return False
        for seat, rect in self.closed_badges.items():
            if rect.collidepoint(pos):
                if len(self.people) < 2 or not go_on_rects({seat: rect})[seat].collidepoint(pos):
                    self.too_late(seat)
                return True
        return False

    def _is_own_figure(self, pos: tuple[int, int]) -> bool:
        seat = self.acting_person()
        if seat is None:
            return False
        return self.board.cell_at(pos) == self.state.pos[seat]

    def _mouse_move(self, pos: tuple[int, int]) -> bool:
        drag = self.drag
        if drag is not None:
            drag.pos = pos
            if abs(pos[0] - drag.press[0]) + abs(pos[1] - drag.press[1]) > 8:
                drag.moved = True
            seat = self.acting_person()
            if drag.what == "figure" and drag.moved and seat is not None:
                self.hold_figure(seat, pos)
            self.hover_pos = self.board.cell_at(pos)
            return True
        hand = self.hand_of_viewer()
        hover = self.fan.card_at(hand, pos) if hand else None
        if self.pick is not None:
            hover = None  # no tooltip over the targets while a card picks them
        changed = hover != self.fan.hover
        self.fan.hover = hover
        target = self._target_at(pos)
        if target != self.hover_pos:
            self.hover_pos = target
            changed = changed or self.pick is not None or self.selected
        return changed

    def _mouse_up(self, pos: tuple[int, int]) -> bool:
        drag = self.drag
        if drag is None:
            return False
        self.drag = None
        self.fan.held = None
        seat = self.acting_person()
        if seat is None or not self.may_act():
            self._drop_held()
            return True
        if drag.what == "figure":
            if not drag.moved:
                self._drop_held()
                self.selected = True  # click-then-click
                return True
            self.drop_figure(seat, self.board.cell_at(pos))
            return True
        assert drag.card is not None
        if self.pick is not None and self.pick.kind == "long_journey":
            self._drop_free_colour(drag.card, pos, drag.moved)
            return True
        self.drop_card(seat, drag.card, pos, drag.moved)
        return True

    def step_prices(self, seat: int, card: int | None = None) -> dict[int, Price]:
        """Where the figure may step (as the engine offers it), each with its price: the
        rules' `step_price` (why, and the card the table spends), or with a held terrain
        `card` the steps that card pays for (it is the one spent)."""
        prices: dict[int, Price] = {}
        source = self.planning_state()
        for move in self.legal(seat):
            if move.kind != "step":
                continue
            cell = int(move.cell)
            paid = field_of(move, "card")
            if cell in prices or (
                card is not None and (paid is None or D.CARD_COLOUR[paid] != D.CARD_COLOUR[card])
            ):
                continue
            price = step_price(source, seat, cell)
            if price is None:
                continue
            if card is not None:
                why = PAY_COLOUR if D.CARD_COLOUR[card] == price.colour else PAY_JOKER
                price = StepPrice(why, card, price.colour)
            if price.card is None:
                prices[cell] = Price(PRICE_FREE, step=price)
            else:
                kind = PRICE_COLOUR if price.why == PAY_COLOUR else PRICE_JOKER
                prices[cell] = Price(kind, D.CARD_COLOUR[price.card], price)
        return prices

    def targets(self) -> dict[int, Price]:
        """What lights up now: steps of the held figure, or the picking card's targets."""
        seat = self.acting_person()
        if seat is None:
            return {}
        if (self.drag is not None and self.drag.what == "figure") or self.selected:
            return self.step_prices(seat)
        if self.drag is not None and self.drag.what == "card" and self.drag.card is not None:
            card = self.drag.card
            journey = self.pick is not None and self.pick.kind == "long_journey"
            if journey or D.CARD_KIND[card] == "long_journey":
                return self.free_colour_disks(seat, card)
            if D.CARD_KIND[card] == D.TERRAIN:
                return self.step_prices(seat, card)
            if D.CARD_KIND[card] not in HELD_LIT:
                return {}
        pick = self.targeting()
        if pick is None:
            return {}
        moves = [m for m in self.legal(seat) if m.kind == pick.kind]
        out: dict[int, Price] = {}
        if pick.kind in SWAP_KINDS:
            for m in moves:
                a, b = int(m.cell), int(m.cell2)
                if not pick.chosen:
                    out[a] = out[b] = Price(PRICE_PICK)
                elif pick.chosen[0] in (a, b):
                    out[b if a == pick.chosen[0] else a] = Price(PRICE_PICK)
        elif pick.kind == "dragon_patrol":
            dragons = {int(m.target) for m in moves}
            if not pick.chosen and len(dragons) > 1:
                if pick.landing is not None:  # which dragon flies to the disk given
                    dragons = {int(m.target) for m in moves if int(m.cell) == pick.landing}
                return {dragon_target(d): Price(PRICE_PICK) for d in dragons}
            dragon = pick.chosen[0] if pick.chosen else next(iter(dragons), None)
            for m in moves:
                if int(m.target) == dragon:
                    out[int(m.cell)] = Price(PRICE_PICK)
        elif pick.kind == "foolhardy_flight":
            for m in moves:
                out[int(m.cell)] = Price(PRICE_PICK)
        elif pick.kind in ("fear_and_loathing", "sneak_attack"):
            for m in moves:
                out[int(m.target)] = Price(PRICE_PICK)  # seats, not positions
        return out

    def targeting(self) -> Pick | None:
        """The card whose targets light: the one picking them, or a board card held by
        the pointer (`HELD_LIT`: let go on a lit target, it plays there)."""
        if self.pick is not None:
            return self.pick
        drag = self.drag
        if drag is not None and drag.what == "card" and drag.card is not None:
            kind = D.CARD_KIND[drag.card]
            if kind in HELD_LIT:
                return Pick(drag.card, kind)
        return None

    def held_kind(self) -> str | None:
        """The kind of the card picking or held, if any."""
        pick = self.targeting()
        return pick.kind if pick is not None else None

    def draw_price_words(self, surface: pygame.Surface, lit: dict[int, Price]) -> int | None:
        """The price of the lit space under the pointer in words (`words.price_words`, for a
        Foolhardy Flight that it lands there) and the card of the hand that pays it, which
        the fan lights (returned). `lit` is empty while the hand lies face down (the table
        lights nothing then): nothing is said and no card lights."""
        self.price_box = None
        pos = self.hover_pos
        seat = self.acting_person()
        price = lit.get(pos) if pos is not None else None
        if price is None or pos is None or seat is None:
            return None
        if price.step is not None:
            own = self.planning_state().colour_of(seat)
            text = price_words(price.step, own, self.hand_of_viewer())
        elif self.held_kind() == "foolhardy_flight":
            text = _(FLIGHT_WORDS).format(card=card_label("foolhardy_flight"))
        else:
            return None
        lay = self.lay
        bounds = pygame.Rect(0, 0, CANVAS.width, lay.hand_area.top)
        size, wrap = lay.font(PRICE_WORDS_SIZE), lay.px(PRICE_WORDS_WRAP)
        others = [price_mark_rect(self.board, p) for p in lit if p != pos]
        panels = [r for r in self.panel_rects if r.width]
        self.price_box = draw_price_words(
            self.board, surface, pos, text, size, wrap, bounds, others, panels
        )
        held = self.drag.card if self.drag is not None else None
        spend = price.step.card if price.step is not None else None
        return spend if spend != held else None

    def held_card_clear(self) -> pygame.Rect | None:
        """What a card held over the island keeps clear: the disk under the pointer (or the
        pointer's spot between disks); None over the hand, where it is drawn as it is."""
        drag = self.drag
        if drag is None or drag.what != "card":
            return None
        pos = drag.pos
        if not BOARD_RECT.collidepoint(pos) or self.lay.hand_area.collidepoint(pos):
            return None
        cell = self.board.cell_at(pos)
        if cell is None:
            return pygame.Rect(pos[0] - 6, pos[1] - 6, 12, 12)
        size = round(self.board.disk_size())
        rect = pygame.Rect(0, 0, size, size)
        rect.center = tuple(round(v) for v in self.board.cell_center(cell))
        return rect

    def lit_positions(self) -> dict[int, Price]:
        """The board positions to light (seat targets light the seats' figures)."""
        targets = self.targets()
        pick = self.targeting()
        if pick is not None and pick.kind in ("fear_and_loathing", "sneak_attack"):
            if pick.kind == "sneak_attack":
                return {}
            return {self.state.pos[s]: p for s, p in targets.items()}
        return {pos: p for pos, p in targets.items() if pos >= 0}

    def _target_at(self, pos: tuple[int, int]) -> int | None:
        """The target under the pointer, in the terms `targets()` uses."""
        pick = self.pick
        if pick is not None and pick.kind == "dragon_patrol" and not pick.chosen:
            index = dragon_at(self.board, self.shown, pos)
            if index is not None:
                return dragon_target(index)
        if pick is not None and pick.kind in ("fear_and_loathing", "sneak_attack"):
            for seat, rect in enumerate(self.panel_rects):
                if rect.collidepoint(pos):
                    return seat
            if pick.kind == "fear_and_loathing":
                seats = [s for s in figures_at(self.board, self.shown, pos) if s in self.targets()]
                return seats[0] if seats else None
            return None
        return self.board.cell_at(pos)

    def _fear_pair_at(self, pos: tuple[int, int]) -> list[Any]:
        """Fear and Loathing's moves for a pair's figure under the pointer (empty when the
        figure is one hunter): the chooser asks which of the two goes home."""
        pick = self.pick
        seat = self.acting_person()
        if pick is None or pick.kind != "fear_and_loathing" or seat is None:
            return []
        seats = set(figures_at(self.board, self.shown, pos))
        moves = [
            dataclasses.replace(m, card=pick.card)
            for m in self.legal(seat)
            if m.kind == pick.kind and int(m.target) in seats
        ]
        return moves if len(moves) > 1 else []

    def pick_target(self, target: int) -> None:
        seat = self.acting_person()
        if seat is None:
            return
        if self.selected:
            self.selected = False
            self.drop_figure(seat, target, glide=False)
            return
        pick = self.pick
        if pick is None:
            return
        moves = [m for m in self.legal(seat) if m.kind == pick.kind]
        if pick.kind in SWAP_KINDS:
            if not pick.chosen:
                pick.chosen.append(target)
                play_ui("pick", 0.4)
                return
            a = pick.chosen[0]
            move = next((m for m in moves if {int(m.cell), int(m.cell2)} == {a, target}), None)
            if move is not None:
                self.commit(dataclasses.replace(move, card=pick.card))
            return
        if pick.kind == "dragon_patrol":
            if not pick.chosen and len({int(m.target) for m in moves}) > 1:
                picked = dragon_of(target)
                if picked is None:
                    return
                pick.chosen.append(picked)
                if pick.landing is None:
                    return
                target = pick.landing  # the disk was given first: the dragon flies there
            dragon = pick.chosen[0] if pick.chosen else int(moves[0].target)
            move = next(
                (m for m in moves if int(m.target) == dragon and int(m.cell) == target), None
            )
            if move is not None:
                self.commit(dataclasses.replace(move, card=pick.card))
            return
        if pick.kind == "foolhardy_flight":
            options = [
                dataclasses.replace(m, card=pick.card) for m in moves if int(m.cell) == target
            ]
            if len(options) > 1:
                self._ask_partner(options)
            elif options:
                self.commit(options[0])
            return
        if pick.kind in ("fear_and_loathing", "sneak_attack"):
            move = next((m for m in moves if int(m.target) == target), None)
            if move is not None:
                self.commit(dataclasses.replace(move, card=pick.card))

    def _pick_card2(self, card: int) -> None:
        pick = self.pick
        seat = self.acting_person()
        if pick is None or seat is None or D.CARD_KIND[card] != D.TERRAIN:
            return
        for move in self.legal(seat):
            if (
                move.kind == "long_journey"
                and D.CARD_COLOUR[int(move.card2)] == D.CARD_COLOUR[card]
            ):
                self.commit(dataclasses.replace(move, card=pick.card, card2=card))
                return

    def free_colour_disks(self, seat: int, card: int) -> dict[int, Price]:
        """The disks a held Long Journey could make free (a held terrain card: those of its
        colour), from the engine's Long Journey moves: they light up under the drag."""
        colours = {
            D.CARD_COLOUR[int(m.card2)] for m in self.legal(seat) if m.kind == "long_journey"
        }
        if D.CARD_KIND[card] == D.TERRAIN:
            colours &= {D.CARD_COLOUR[card]}
        return {
            cell: Price(PRICE_PICK)
            for cell in range(D.N_CELLS)
            if self.state.colours[cell] in colours
        }

    def _drop_free_colour(self, card: int, pos: tuple[int, int], moved: bool) -> None:
        """A terrain card while Long Journey waits for its colour: a click picks it, and so
        does letting it go on the island or on the Long Journey card; let go anywhere
        else it goes back to the hand and the pick stays open."""
        pick = self.pick
        if pick is None:
            return
        journey = self.fan.rect_of(self.hand_of_viewer(), pick.card)
        on_board = BOARD_RECT.collidepoint(pos) and not self.lay.hand_area.collidepoint(pos)
        if not moved or on_board or (journey is not None and journey.collidepoint(pos)):
            self._pick_card2(card)

    def _journey_onto_disk(self, pos: tuple[int, int]) -> None:
        """Long Journey let go on a disk: that disk's colour becomes free, paid with a
        terrain card of that colour from the hand (the rules: it is played together with
        a terrain card, whose colour it frees). Without one the drop is refused: the card
        goes back to the hand and a line near the pointer names the card it needs.
        Play-test (helper R, picture 45): it used to say a short refusal and stay in its
        pick, so after the line had faded the banner's "Pick a terrain card ..." stood
        there unasked, as if the drop had switched the table into another mode."""
        cell = self.board.cell_at(pos)
        if cell is None or not 0 <= cell < D.N_CELLS or self.state.colours[cell] < 0:
            return
        colour = self.state.colours[cell]
        seat = self.acting_person()
        usable = {
            D.CARD_COLOUR[int(m.card2)]
            for m in (self.legal(seat) if seat is not None else [])
            if m.kind == "long_journey"
        }
        card = next(
            (
                c
                for c in self.hand_of_viewer()
                if D.CARD_KIND[c] == D.TERRAIN and D.CARD_COLOUR[c] == colour
            ),
            None,
        )
        if card is None or colour not in usable:
            self.cancel_pick()
            words = _(JOURNEY_NEEDS_CARD).format(
                card=card_label("long_journey"), terrain=terrain_name(colour)
            )
            self.refuse("no_card_of_colour", words)
            return
        self._pick_card2(card)

    def start_card(self, seat: int, card: int) -> None:
        """An action card leaves the hand: its targets light up (or a confirm opens)."""
        kind = D.CARD_KIND[card]
        if not any(m.kind == kind for m in self.legal(seat)):
            self.refuse("not_allowed_now")
            return
        self.pick = Pick(card, kind)
        self.fan.hover = None
        self.fan.picked = {card}  # the card in play stands out of the fan
        self.selected = False
        self.record("target", kind)
        if kind == "long_journey":
            self.fan.lit = {c for c in self.hand_of_viewer() if D.CARD_KIND[c] == D.TERRAIN}
        if kind == "evil_curse":
            move = next(m for m in self.legal(seat) if m.kind == kind)
            self.choice = ChoicePanel(
                say(N_("Evil Curse: discard your other cards and take one from each player?")),
                [
                    Choice(
                        say(N_("Play Evil Curse")),
                        partial(self._choose, dataclasses.replace(move, card=card)),
                    ),
                    Choice(say(N_("Put it back")), self._cancel_choice, "plain"),
                ],
                lay=self.lay,
            )
            self.choice_for = seat

    def drop_card(self, seat: int, card: int, pos: tuple[int, int], moved: bool) -> None:
        kind = D.CARD_KIND[card]
        on_board = BOARD_RECT.collidepoint(pos) and not self.lay.hand_area.collidepoint(pos)
        if kind == D.TERRAIN:
            if not moved or not on_board:
                return
            cell = self.board.cell_at(pos)
            options = [
                m
                for m in self.legal(seat)
                if m.kind == "step"
                and int(m.cell) == cell
                and field_of(m, "card") is not None
                and D.CARD_COLOUR[m.card] == D.CARD_COLOUR[card]
            ]
            if not options:
                code = self._refusal_for_cell(seat, cell, card) or "wrong_payment"
                self.refuse(code)
                return
            self._step_with([dataclasses.replace(m, card=card) for m in options])
            return
        on_panel = any(rect.collidepoint(pos) for rect in self.panel_rects)
        if not moved or on_board or (on_panel and kind in ("sneak_attack", "fear_and_loathing")):
            self.start_card(seat, card)
            if moved and self.pick is not None:
                self._dropped_on_target(pos)

    def _dropped_on_target(self, pos: tuple[int, int]) -> None:
        """A card let go right on its one target plays at once (Fear & Loathing on a hunter
        or a panel, Sneak Attack on a panel, Foolhardy Flight on where it lands); anywhere
        else its targets light up and wait for a click, as before."""
        pick = self.pick
        if pick is not None and pick.kind == "long_journey":
            self._journey_onto_disk(pos)
            return
        if pick is not None and pick.kind == "dragon_patrol":
            self._patrol_dropped(pos)
            return
        if pick is not None and pick.kind in SWAP_KINDS:
            # Play-test finding: let go on a disk, the swap card left that disk unpicked
            # (only the pointer's ring showed there, like a pick), so the next click chose
            # the first disk again instead of swapping. The disk it lands on is the first.
            target = self._target_at(pos)
            if target is not None and target in self.targets():
                self.pick_target(target)
            return
        if pick is None or pick.kind not in DROP_TARGETED:
            return
        pair = self._fear_pair_at(pos)
        if pair:
            self._ask_partner(pair, N_("Which hunter goes back to the boat?"))
            return
        target = self._target_at(pos)
        if target is not None and target in self.targets():
            self.pick_target(target)
        elif pick.kind == "foolhardy_flight":  # let go where it cannot land: say why
            seat = self.acting_person()
            code = None if seat is None else self._flight_refusal(seat, self.board.cell_at(pos))
            if code is not None:
                self.refuse(code)

    def _patrol_dropped(self, pos: tuple[int, int]) -> None:
        """Dragon Patrol let go on the island (play-test under Xvfb: dropped on a disk it
        was ignored and a second click had to pick that disk again). On a lit disk the
        dragon flies there at once; on a dragon, when two stand on the island, that one is
        picked; on a disk either of them may fly to, the disk is kept and the dragons ask
        which one goes; anywhere else the engine's reason is said and the targets wait."""
        pick = self.pick
        seat = self.acting_person()
        if pick is None or seat is None:
            return
        target = self._target_at(pos)
        if target is not None and target in self.targets():
            self.pick_target(target)
            return
        cell = self.board.cell_at(pos)
        if cell is None or pick.chosen:
            return
        moves = [m for m in self.legal(seat) if m.kind == "dragon_patrol"]
        if len({int(m.target) for m in moves}) > 1 and cell in {int(m.cell) for m in moves}:
            pick.landing = cell
            play_ui("pick", 0.4)
            return
        code = self._patrol_refusal(seat, cell)
        if code is not None:
            self.refuse(code)

    def _patrol_refusal(self, seat: int, cell: int) -> str | None:
        """The engine's reason why a dragon may not land on `cell` (None: it may)."""
        pick = self.pick
        moves = [m for m in self.legal(seat) if m.kind == "dragon_patrol"]
        if pick is None or not moves:
            return None
        dragon = pick.chosen[0] if pick.chosen else int(moves[0].target)
        try:
            self.planning_state().check(
                make_move("dragon_patrol", seat, card=pick.card, target=dragon, cell=cell)
            )
        except IllegalMove as refused:
            return refused.code
        except Exception:
            return "not_allowed_now"
        return None

    def drop_figure(self, seat: int, cell: int | None, glide: bool = True) -> None:
        """The figure was let go over `cell`: step there (paying the fitting card) or glide back."""
        options = [m for m in self.legal(seat) if m.kind == "step" and m.cell == cell]
        if not options:
            if cell is None or cell == self.state.pos[seat]:
                self._glide_back(seat, None)
                return
            self._glide_back(seat, self._refusal_for_cell(seat, cell) or "blocked")
            return
        self._step_with(self._best_payment(options, cell))

    def _best_payment(self, options: list[Any], cell: int | None) -> list[Any]:
        """The step that spends the card the rules name (`legal.step_price`: free if
        free; else the disk's colour; the joker only when nothing else fits), as the
        price words said while the pointer was over the disk."""
        price = None
        if options and cell is not None:
            price = step_price(self.planning_state(), int(options[0].seat), cell)
        if price is not None:
            spends = [
                m
                for m in options
                if (field_of(m, "card") is None) == (price.card is None)
                and (price.card is None or D.CARD_COLOUR[m.card] == D.CARD_COLOUR[price.card])
            ]
            if spends:
                return spends
        return options

    def _step_with(self, options: list[Any]) -> None:
        """Commit a step; a step onto a pair first asks which partner is replaced."""
        by_target: dict[Any, Any] = {}
        for m in options:
            by_target.setdefault(field_of(m, "target"), m)
        if len(by_target) > 1:
            self._ask_partner(list(by_target.values()))
            return
        self._drop_held()
        self.commit(options[0])

    def _flight_refusal(self, seat: int, cell: int | None) -> str | None:
        """The engine's reason why the picked Foolhardy Flight may not land on `cell` (None:
        off the island, or on the hunter's own space, where a click just misses)."""
        pick = self.pick
        source = self.planning_state()
        if pick is None or cell is None or cell == source.pos[seat]:
            return None
        try:
            source.check(make_move("foolhardy_flight", seat, card=pick.card, cell=cell))
        except IllegalMove as refused:
            return refused.code
        except Exception:
            return "not_allowed_now"
        return None

    def _refusal_for_cell(self, seat: int, cell: int | None, card: int | None = None) -> str | None:
        """The engine's reason why the figure may not step onto `cell`."""
        if cell is None:
            return None
        source = self.planning_state()
        try:
            source.check(make_move("step", seat, cell=cell, card=card))
        except IllegalMove as refused:
            return refused.code
        except Exception:
            return "blocked"
        return None

    def hold_figure(self, seat: int, pos: Point) -> None:
        """The hunter (or pair) of `seat` is in the hand: a sprite standing on the pointer."""
        group = self.state.group_of(seat)
        members = list(group.members) if group is not None else [seat]
        piece = self._cone(self.state, members, HELD)
        height = self.board.px(HUNTER_H)
        piece.pos = (pos[0], pos[1] + 16 - height * 0.36)

    def _drop_held(self) -> None:
        """Let go of a held hunter where it stands (the board draws it again)."""
        for piece in [s for s in self.sprites if s.layer == HELD]:
            self.sprites.remove(piece)

    def _glide_back(self, seat: int, code: str | None) -> None:
        """A refused figure flies home from the hand; the engine's reason is shown."""
        for piece in [s for s in self.sprites if s.layer == HELD]:
            piece.layer = FIGURES
            home = self.board.figure_center(self.shown, seat)
            self.anim.add(self._glide(piece, home, REFUSED_GLIDE, out_cubic))
        if code is not None:
            self.refuse(code)
