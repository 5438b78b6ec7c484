"""The Die Dracheninsel table: 3-6 people and computers around one island at one laptop.

This module is the coordinator: it builds the table (session, seats, hand-off gate,
computer player, widgets), decides what happens next (`advance`), opens and closes the
private views, commits moves, and composes the frame. The concerns live beside it:

- layout.py: every rectangle and anchor, the panels beside the boats
- words.py: event lines, refusals, prompts (moves.py: building moves, reading events)
- views.py: private views, hand-offs, recaps
- rounds.py: reaction rounds and computer answers (the privacy-critical timing rules)
- animate.py: the shown model and batches of events → animation
- controls.py: drag, click-then-click, keyboard, card targeting
- hud.py: banner, seat panels, piles, flyers, help labels
- idle.py: the table at rest (breathing dragons, waves, boats: the kit's idle frames)

Privacy: a seat's hand is drawn only from `state.view(seat)` (`private_view`) and only
while the hand-off gate says that seat's private view is open (`viewer`); every face goes
through `cards.draw_face_up`, which tests watch.

From the kit (common.table): `TableSceneBase` (tweens, clock, pause menu, leave, cursor),
`GameSession` (moves, autosave), `ComputerPlayer`, `HandoffGate` + `HandoffScene` with
recap, `Seat`, `ToastLine`, `report_stuck`. Not used, and why: see rounds.py (TurnDriver),
animate.py (EventPlayer), controls.py (DragController, glide_back).
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from common import comfort, theme
from common.audio import play_ui
from common.i18n import N_
from common.scenes import art
from common.scenes.help_overlay import open_help
from common.table.scene import TableSceneBase
from common.table.seats import Seat, people
from common.table.session import GameSession
from common.table.toast import ToastLine
from common.table.turns import HandoffGate
from common.widgets import Button, WidgetGroup
from dracheninsel.options import OPTION_ANSWER_TIME
from dracheninsel.rules import IllegalMove, State
from dracheninsel.rules import data as D
from dracheninsel.rules.state import CHOICE, DUEL, EXCHANGE, MAIN, OVER, WINDOW
from dracheninsel.ui.animate import TableAnimation
from dracheninsel.ui.board_view import Alive, BoardView, colour_rgb, draw_prices
from dracheninsel.ui.controls import Drag, Pick, TableControls
from dracheninsel.ui.fresh import FreshCards
from dracheninsel.ui.hand import ExchangeButton, HandFan
from dracheninsel.ui.hud import TOAST_TIME, TableHud
from dracheninsel.ui.idle import DracheninselIdle
from dracheninsel.ui.layout import (
    ABANDON_BUTTON,
    BASE,
    BOARD_RECT,
    CANVAS,
    DRAW_BUTTON,
    END_BUTTON,
    HAND_AREA,
    HELP_BUTTON,
    MENU_BUTTON,
    SPEED_BUTTON,
    TableLayout,
    layout_panels,
    table_layout,
)
from dracheninsel.ui.moves import dragon_of, field_of, make_move, start_game
from dracheninsel.ui.peek import PeekViews
from dracheninsel.ui.phones import PhoneSeats
from dracheninsel.ui.reactions import ANSWER_TIMES, DEFAULT_ANSWER_TIME, draw_prompt
from dracheninsel.ui.recap import UndoneActions
from dracheninsel.ui.rounds import ReactionRounds
from dracheninsel.ui.takeback import TableTakeBack
from dracheninsel.ui.views import PrivateViews, carries_treasure
from dracheninsel.ui.words import (
    REFUSALS,
    SECOND_PERSON,
    Line,
    describe,
    refusal_text,
    say,
)

__all__ = [
    "BOARD_RECT",
    "REFUSALS",
    "SPEEDS",
    "DracheninselTable",
    "Drag",
    "Pick",
    "make_move",
    "refusal_text",
    "start_game",
]

log = logging.getLogger(__name__)

GAME_ID = "dracheninsel"
SPEEDS = (1.0, 2.0, 4.0)  # the table's own speed button: 1x, 2x, 4x
MAX_MOVES = 8000  # a game this long is ended (a safety net, never reached in play)
BANNER_LINES = 3  # lines kept for the banner


class DracheninselTable(
    PhoneSeats,
    PeekViews,
    PrivateViews,
    ReactionRounds,
    TableAnimation,
    TableControls,
    TableHud,
    TableSceneBase,
):
    """Everything the players see and do during a game of Die Dracheninsel."""

    music = "dracheninsel"  # the game's tune while the table is on the stack (common.audio)
    #: The seat called "You" (the guided game's learner): its lines are in the second person.
    #: A hot-seat table names every seat, so it has none.
    you_seat: int | None = None
    #: where the person left the last private panel (moved aside over the island): the
    #: next one opens there (`ChoicePanel.follow`)
    choice_offset: tuple[int, int] = (0, 0)
    #: Whether the Take back button is offered (the guided game's script goes its own way)
    take_back_shown = True

    def __init__(
        self,
        plugin: Any,
        seats: list[Seat],
        state: State,
        *,
        seed: int,
        sync_ai: bool = False,
        autosave: Callable[[dict[str, Any]], None] | None = None,
        resumed: bool = False,
        moves: list[dict[str, Any]] | None = None,
        config: dict[str, Any] | None = None,
        table: dict[str, Any] | None = None,
    ) -> None:
        """`table` holds the table's own settings, saved with the game but no rule of it
        (the setup's "Time to answer", under `OPTION_ANSWER_TIME`)."""
        from dracheninsel.engine import ENGINE

        super().__init__()  # TableSceneBase: self.tweens, self.clock
        self.plugin = plugin
        self.seats = seats
        self.seed = seed
        self.config_json = config or state.config.to_json()
        self.autosave = autosave
        self.session: GameSession[State, Any, Any] = GameSession(
            ENGINE,
            seats,
            state,
            config=self.config_json,
            seed=seed,
            start=_start_for(state, self.config_json, seed, moves),
            moves=list(moves or []),
            table=table,
            autosave=autosave,
        )
        self.people = people(seats)
        self.gate = HandoffGate(seats, enabled=self._handoff_enabled)
        self.resumed = resumed  # after loading, the first private view is behind a hand-off
        self.board = BoardView(BOARD_RECT)
        self.idle = DracheninselIdle(self)  # the table at rest: still picture, idle motion
        self.anim = self.tweens  # every tween of the table runs here
        self._init_shown(state)  # animate.py
        self._init_controls()  # controls.py
        self.fan = HandFan(HAND_AREA)
        self.fresh = FreshCards()  # new cards stand out in their owner's hand (fresh.py)
        self.lines: list[Line] = []
        self.held_line: tuple[tuple[int, int], Line] | None = None  # (turn, line): hud.py
        self.toasts = ToastLine(seconds=2.4)
        self.coin_boxes = {}  # hud.py: the numbers on the panels' coins (tests)
        self.log: list[Any] = []  # every event, for the recaps
        self.undone = UndoneActions()  # which of them a Sweet Slumber undid (recap.py)
        self.seen_upto: dict[int, int] = {p: 0 for p in self.people}
        self._init_memory()  # views.py: what each person has seen survives a save
        self._init_peeks()  # peek.py: a look at one's own cards, the new cards at turn end
        self._init_rounds(seed, len(self.moves), threaded=not sync_ai)  # rounds.py
        self.computer.warm_up(seat.level for seat in self.seats)
        self._speed_index: int | None = None  # None: the remembered setting's (`speed_index`)
        self.screens: list[tuple[float, str, object]] = []  # (clock, screen, detail): tests
        self.frozen = False
        self.end_shown = False
        self.last_private: int | None = None  # whose private view was open last
        self.advance_due = False
        self.entered = False
        self.version = 0
        self._views: dict[tuple[int, int], State] = {}
        self._legal: dict[tuple[int, int, bool], list[Any]] = {}
        self._lay = BASE  # sizes at the "larger text and pieces" factor (`lay`)
        self.text_scale_override: float | None = None  # a picture's own factor (self-test)
        self.panel_rects = layout_panels(self.board, state)
        self.group = WidgetGroup()
        self.end_button = Button(
            END_BUTTON,
            N_("End turn"),
            self.end_turn,
            font_size=theme.SIZE_BODY,
        )
        self.abandon_button = Button(
            ABANDON_BUTTON,
            N_("Give up the treasure"),
            self.abandon_treasure,
            style="plain",
            font_size=theme.SIZE_SMALL,
        )
        self.draw_button = ExchangeButton(
            DRAW_BUTTON,
            lambda: len(self.fan.picked),
            self.finish_exchange,
            font_size=theme.SIZE_BODY,
        )
        self.speed_button = Button(
            SPEED_BUTTON,
            "1×",
            self.cycle_speed,
            style="plain",
            font_size=theme.SIZE_SMALL,
            translate=False,
            tooltip=N_("Faster computers: 1×, 2× or 4× (the time to answer stays)"),
        )
        self.skip_button = Button(
            _skip_button_rect(self._lay),
            N_("Go on"),
            self.skip_round,
            style="plain",
            font_size=theme.SIZE_SMALL,
            tooltip=N_("Don't wait for the bar to run out (Space)"),
        )
        self.menu_button = Button(
            MENU_BUTTON,
            N_("Menu"),
            self.open_pause,
            style="plain",
            font_size=theme.SIZE_BODY,
        )
        self.help_button = Button(
            HELP_BUTTON,
            "?",
            self.open_help,
            style="plain",
            font_size=theme.SIZE_BODY,
            translate=False,
            tooltip=N_("What is on the screen (F1)"),
        )
        self.covered_for: int | None = None
        self.show_button = Button(
            _show_button_rect(self._lay),
            N_("Show my cards"),
            self.show_my_cards,
            font_size=theme.SIZE_BODY,
        )
        for widget in (
            self.show_button,
            self.end_button,
            self.abandon_button,
            self.draw_button,
            self.speed_button,
            self.skip_button,
            self.help_button,
            self.menu_button,
        ):
            self.group.add(widget)
        self.queued: Callable[[], None] | None = None  # a button pressed mid-animation
        self.replaying = False  # driven by Watch again (replay.py): no buttons of its own
        self.takeback = TableTakeBack(self)  # Take back through the person's own turn
        self.group.add(self.takeback.button)
        # each button's words at factor 1.0 (they grow with "larger text and pieces")
        self._button_fonts = [(w, w.font_size) for w in self.group.widgets if isinstance(w, Button)]
        self._refresh_buttons()

    # ------------------------------------------------------------------ services
    @property
    def state(self) -> State:
        return self.session.state

    @property
    def moves(self) -> list[dict[str, Any]]:
        return self.session.moves

    @property
    def sync_ai(self) -> bool:
        return not self.computer.threaded

    @sync_ai.setter
    def sync_ai(self, value: bool) -> None:
        self.computer.threaded = not value

    def _handoff_enabled(self) -> bool:
        return self.handoff_enabled()

    @property
    def lay(self) -> TableLayout:
        """The table's sizes at the "larger text and pieces" factor; when the factor changes
        (also from the pause menu's settings during a game) the table is laid out again."""
        scale = comfort.text_scale(self)
        if scale != self._lay.scale:
            self._relayout(table_layout(scale))
        return self._lay

    def _relayout_if_needed(self) -> None:
        """Panels and hand follow the setting before anyone points at them."""
        _ = self.lay

    def _relayout(self, lay: TableLayout) -> None:
        self._lay = lay
        self.panel_rects = layout_panels(self.board, self.state, lay)
        self.fan.card_w = lay.card_w
        self.fan.area = pygame.Rect(lay.hand_area)
        self.board.emphasis = lay.scale
        for button, size in self._button_fonts:
            button.font_size = lay.font(size)
        self.show_button.rect = _show_button_rect(lay)
        self.skip_button.rect = _skip_button_rect(lay)

    def open_help(self) -> None:
        """The "?" button: the same overlay as F1, for players who use only the mouse."""
        manager = getattr(self, "manager", None)
        if manager is not None:
            open_help(manager, self)

    @property
    def answer_time(self) -> str:
        """The setup's "Time to answer" ("short", "normal", "long"; reactions.ANSWER_TIMES)."""
        value = self.session.table.get(OPTION_ANSWER_TIME, DEFAULT_ANSWER_TIME)
        return value if isinstance(value, str) and value in ANSWER_TIMES else DEFAULT_ANSWER_TIME

    def speed(self) -> float:
        """The setting times the table's own 1x/2x/4x button (the replay drives that button)."""
        settings = getattr(getattr(self, "app", None), "settings", None)
        base = float(getattr(settings, "animation_speed", 1.0) or 1.0)
        return base * SPEEDS[self.speed_index] * comfort.flight_factor(self)  # reduce motion

    def sound(self, name: str) -> None:
        """Effects of the animations, a little softer than the UI sounds (play_ui at 0.6)."""
        play_ui(name, 0.6)

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat].level is not None

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def person(self, msgid: str, subject: int) -> str:
        """`msgid`, or its second-person form when `subject` is the seat called "You"."""
        return SECOND_PERSON.get(msgid, msgid) if subject == self.you_seat else msgid

    def rgb(self, seat: int) -> tuple[int, int, int]:
        return colour_rgb(self.state.colour_of(seat))

    def line(self, text: Callable[[], str], colour: tuple[int, int, int] = theme.INK) -> None:
        self.lines.append(Line(text, colour))
        del self.lines[:-BANNER_LINES]
        self.held_line = ((self.state.turn_no, self.state.active), self.lines[-1])  # hud.py

    def refuse(self, code: str, words: str | None = None) -> None:
        """A short line near the pointer saying why (the engine's code, translated, or
        `words` where the table says it more exactly)."""
        self.toasts.show(code, refusal_text(code) if words is None else words, self.pointer)
        play_ui("refuse", 0.5)

    def record(self, screen: str, detail: object = None) -> None:
        self.screens.append((round(self.clock, 6), screen, detail))

    def planning_state(self) -> State:
        """The state the acting person plays on: while a reaction round is open, the plan
        (as if everybody passed), else the game itself."""
        plan = self.plan
        return plan if self.state.phase == WINDOW and plan is not None else self.state

    def legal(self, seat: int) -> list[Any]:
        """Legal moves of `seat`; while a round is open, as if everybody passed."""
        source = self.planning_state()
        key = (self.version, seat, source is not self.state)
        moves = self._legal.get(key)
        if moves is None:
            moves = source.legal_moves(seat)
            self._legal = {key: moves}
        return moves

    def acting_person(self) -> int | None:
        """The person who may use the board and hand now (their turn, or preparing)."""
        s = self.state
        if s.phase in (MAIN, EXCHANGE) and not self.is_computer(s.active):
            return s.active
        plan = self.plan
        preparing = s.phase == WINDOW and plan is not None and plan.phase in (MAIN, EXCHANGE)
        if preparing and plan is not None and plan.active == s.active:
            return None if self.is_computer(s.active) else s.active
        return None

    def may_act(self) -> bool:
        seat = self.acting_person()
        return (
            seat is not None
            and self.viewer == seat
            and not self.anim.active
            and self.choice is None
            and (self.round is None or (self.round.claimant is None and not self.round.hurry))
            and not self.end_shown
        )

    # ------------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        app = getattr(self, "app", None)
        if app is not None:
            self.computer.wake = lambda: app.post_from_thread(app.request_redraw)
            self.wake_phones(lambda: app.post_from_thread(app.request_redraw))
        if not self.entered:
            self.entered = True
            if self.state.phase == MAIN and self.state.turn_no == 0 and not self.moves:
                starter = self.state.active
                self.line(say(self.person(N_("{name} starts"), starter), name=self.name(starter)))
            from dracheninsel.ui.offer import maybe_offer

            if maybe_offer(self):  # the first start offers the guided first game
                return
            if self.offer_phones_again():  # phones.py: Continue of a game with phones
                return
        self.advance()

    def on_pause(self) -> None:
        """Covered by an overlay (help, pause, a hand-off): let go of what the pointer rested
        on. The overlay takes every move now, so a hovered card's description stayed under
        the help and its legend showed the popup instead of the part (helper Y, Xvfb).
        The pointer is no longer over the table either: after Anna's look at her cards
        during Jörg's turn, "Look at your cards: the screen passes to you ..." stood over
        the Menu button until the mouse moved again (helper R, Xvfb)."""
        super().on_pause()
        self.fan.hover = None
        self.hover_pos = None
        self.pointer = (float(CANVAS.centerx), float(CANVAS.centery))  # as at the start

    def on_resume(self) -> None:
        self.advance()

    def on_exit(self) -> None:
        self._drop_computers()  # late computer answers are ignored
        self.close_phones()  # the game is left: the phones are told, the server stops
        super().on_exit()  # the pointer shape back to the arrow

    def pause_plugin(self) -> Any:
        return self.plugin

    def saves_on_quit(self) -> bool:
        return True

    def before_quit(self) -> None:
        self.save_now()
        self.close_phones()

    @property
    def speed_index(self) -> int:
        """The 1x/2x/4x button's step: the one chosen here, else the remembered setting
        (`Settings.computer_speed`), so Continue and a new game keep the player's pace
        (a play-test saw it back at 1x after Continue). The replay and tests set it
        directly without touching the setting."""
        if self._speed_index is None:
            settings = getattr(getattr(self, "app", None), "settings", None)
            chosen = float(getattr(settings, "computer_speed", 1.0) or 1.0)
            return max(i for i, step in enumerate(SPEEDS) if step <= chosen or i == 0)
        return self._speed_index

    @speed_index.setter
    def speed_index(self, index: int) -> None:
        self._speed_index = index

    def cycle_speed(self) -> None:
        """The speed button: the next step, remembered as a setting for the next games."""
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        settings = getattr(getattr(self, "app", None), "settings", None)
        if settings is not None:
            settings.computer_speed = SPEEDS[self.speed_index]
            settings.save()

    def save_data(self) -> dict[str, Any]:
        return self.session.save_data()

    def save_now(self) -> None:
        self.session.save_now()

    # ------------------------------------------------------------------ the flow
    def advance(self) -> None:
        """Nothing animates: decide what happens next (idempotent)."""
        if getattr(self, "manager", None) is None or self.frozen:
            return
        if self.anim.active or self.gate.covering or self.thinking or self.peek_open is not None:
            return
        if self.new_cards_due is not None and self._show_new_cards():
            return  # peek.py: the person whose turn ended sees their new cards first
        s = self.state
        self._refresh_buttons()
        if s.phase == OVER or len(self.moves) >= MAX_MOVES:
            self._finish()
            return
        if s.phase == WINDOW:
            if self.round is None:
                self._open_round()
            preparer = self.acting_person()
            unclaimed = self.round is not None and self.round.claimant is None
            if preparer is not None and unclaimed and self.may_prepare(preparer):
                self._open_private(preparer, self._refresh_buttons)
            elif preparer is None and len(self.people) > 1:
                self._close_private()
            return
        seat = s.actors()[0]
        if self.is_computer(seat):
            if len(self.people) > 1:
                self._close_private()
            elif self.people and self.gate.owner is None and not self.resumed:
                self.gate.owner = self.people[0]
            self._think(seat, self.state)
            return
        self._open_private(seat, partial(self._offer, seat))

    def _offer(self, seat: int) -> None:
        """A person's private decision outside the main phase: duel, bearer, exchange
        (for a seat on a phone, asked there: no panel here, phones.py)."""
        s = self.state
        self._refresh_buttons()
        if self.on_phone(seat):
            self.record("on_phone", seat)
            return
        if s.phase == DUEL:
            self._offer_duel(seat)
        elif s.phase == CHOICE:
            self._offer_bearer(seat)
        elif s.phase == EXCHANGE:
            self.record("exchange", seat)

    # ------------------------------------------------------------------ committing
    def commit(self, move: Any) -> None:
        """A person's move: closes an open round first (the move waits for its answers)."""
        self.selected = False
        self.pick = None
        self.fan.lit = None
        self.fan.picked.clear()
        self.fresh.dismiss()
        if self.state.phase == WINDOW and self.round is not None:
            if self.answers_protected():
                self.refuse("answers_pending")
                return
            self.prepared = move
            self._close_when_answered()  # the computers' answers are awaited
            return
        try:
            events = self._apply(move)
        except IllegalMove as refused:
            self.refuse(refused.code)
            return
        self._play(events)

    def answers_protected(self) -> bool:
        """The open round answers a card Counter Magic may block "as it is played" (a
        counter window: Sneak Attack, Fear & Loathing, Sweet Slumber): its player may not
        cut it short by moving on, or the one it hits had no time to answer (play-test
        finding: Sneak Attack, then End turn at once). So is a bar whose chain holds a card
        (a Sweet Slumber, a Counter Magic on it): a Counter Magic may itself be countered
        (play-test finding: Anna, put to sleep and saved by Özlem's counter, played on and
        closed Jörg's chance to counter the counter). Public facts: the window's kind, the
        open chain."""
        w = self.state.window
        return (
            self.state.phase == WINDOW and w is not None and (w.kind == "counter" or bool(w.chain))
        )

    def _apply(self, move: Any) -> list[Any]:
        """Commit through the session: apply, record the move, autosave."""
        carries = carries_treasure(self.state, move)  # views.py: the recap's words
        phase = self.state.phase
        events = self.session.commit(move)
        self.undone.note(len(self.log), events, phase)  # recap.py: what a Slumber undid
        self.log.extend(events)
        self.carried_steps.update(id(e) for e in events if carries and e.kind == "step")
        self._note_draw(events)  # peek.py
        self.version += 1
        return list(events)

    def _wait_for_landing(self, action: Callable[[], None]) -> bool:
        """A button pressed by the person at the screen while pieces still move is not lost:
        it runs once they have landed (`update`), if it is still allowed then."""
        seat = self.acting_person()
        if seat is None or not self.anim.active or self.viewer != seat or self.end_shown:
            return False
        self.queued = action
        return True

    def end_turn(self) -> None:
        seat = self.acting_person()
        if seat is None or self._wait_for_landing(self.end_turn) or not self.may_act():
            return
        move = next((m for m in self.legal(seat) if m.kind == "end_turn"), None)
        if move is not None:
            self.commit(move)

    def abandon_treasure(self) -> None:
        seat = self.acting_person()
        if seat is None or not self.may_act():
            return
        move = next((m for m in self.legal(seat) if m.kind == "abandon_treasure"), None)
        if move is not None:
            self.commit(move)

    def finish_exchange(self) -> None:
        s = self.state
        if s.phase != EXCHANGE or self.viewer != s.active:
            return
        if self.anim.active:
            self._wait_for_landing(self.finish_exchange)
            return
        chosen = sorted(self.fan.picked)
        key = sorted((D.CARD_KIND[c], D.CARD_COLOUR[c]) for c in chosen)
        for move in self.legal(s.active):
            cards_of = list(field_of(move, "cards") or ())
            if sorted((D.CARD_KIND[c], D.CARD_COLOUR[c]) for c in cards_of) == key:
                self.commit(dataclasses.replace(move, cards=tuple(chosen)))
                return

    # ------------------------------------------------------------------ words
    def describe(self, event: Any, seat: int) -> str:
        """One line about an event for seat `seat` (-1: public); '' if not worth a line."""
        return describe(event, seat, self.name, len(self.seats), self.you_seat)

    # ------------------------------------------------------------------ the end
    def _finish(self) -> None:
        if self.end_shown:
            return
        self.end_shown = True
        self._close_private()
        self._publish_phones()  # the phones show the end and the scores
        self.record("end", None)
        self._refresh_buttons()
        from dracheninsel.ui.end import DracheninselEnd
        from dracheninsel.ui.replay import watch_again

        self.manager.push(
            DracheninselEnd(
                self.state,
                self.seats,
                on_again=self.play_again,
                on_menu=self.leave,
                sound=play_ui,
                on_watch=partial(watch_again, self),
            )
        )

    def play_again(self) -> None:
        self.manager.reset(self.rematch())

    def rematch(self) -> DracheninselTable:
        seed = random.randrange(1 << 30)
        table = DracheninselTable(
            self.plugin,
            self.seats,
            start_game(self.config_json, seed),
            seed=seed,
            autosave=self.autosave,
            table=self.session.table,
        )
        self.hand_phones_to(table)  # phones.py: the phones stay with the family
        return table

    # ------------------------------------------------------------------ frame
    def between_rounds(self) -> bool:
        """The acting person's action or answer is being shown and its reaction round is
        not open yet (an action and its bar, or two linked bars: a card, its Counter Magic,
        the counter's counter). Their End turn and Take back stay where they were, greyed,
        instead of vanishing for half a second. Public facts only (the phase, whether a
        round is open, whose view is open), so the rounds' timing is untouched."""
        s = self.state
        owner = self.gate.owner
        return (
            s.phase == WINDOW
            and self.round is None
            and owner is not None
            and owner == s.active
            and not self.gate.covering
            and not self.end_shown
        )

    def _refresh_buttons(self) -> None:
        s = self.state
        held = self.between_rounds()
        # greyed too while a bar may not be cut short (`answers_protected`)
        waiting = held or self.answers_protected()
        self.end_button.enabled = self.abandon_button.enabled = not waiting
        if not held:  # held: visible as they were, greyed
            seat = self.acting_person()
            mine = seat is not None and self.gate.owner == seat and not self.gate.covering
            kinds = {m.kind for m in self.legal(seat)} if mine and seat is not None else set()
            self.end_button.visible = mine and s.phase != EXCHANGE and "end_turn" in kinds
            self.abandon_button.visible = mine and "abandon_treasure" in kinds
            self.draw_button.visible = mine and s.phase == EXCHANGE
        # the computers' pace: nothing left to pace once the game is over
        self.show_button.visible = (
            self.viewer is not None
            and self.covered_for == self.viewer
            and not self.watched()
            and not self.on_phone(self.viewer)  # that hand lives on the phone (phones.py)
        )
        self.speed_button.visible = len(self.people) < len(self.seats) and s.phase != OVER
        self.speed_button.label = f"{SPEEDS[self.speed_index]:g}×"
        self.skip_button.visible = self.may_skip_round()
        self.takeback.refresh()
        if self.replaying:  # Watch again takes no input here: its bar has speed and Done
            self.menu_button.visible = self.help_button.visible = False
            self.speed_button.visible = False

    def update(self, dt: float) -> bool:
        self._relayout_if_needed()
        self.idle.quiet = False
        if self.frozen:
            return False
        speed = self.speed()
        self.clock += dt
        self._poll_computer(dt * speed)
        phoned = self.poll_phones()  # phones.py: the phones' actions, their views
        self.anim.speed = speed
        moving = self.anim.update(dt)
        if not self.anim.active and self.landed != len(self.log):
            self._landed()  # views.py: what was played has been seen
        if not self.anim.active and (self.advance_due or self._window_unattended()):
            self.advance_due = False
            self.advance()
        if self.queued is not None and not self.anim.active and not self.advance_due:
            action, self.queued = self.queued, None
            action()
        for line in self.lines:
            line.age += dt
        self.lines = [line for line in self.lines if line.age < TOAST_TIME]
        toasting = self.toasts.update(dt)
        counting = self.tick_round(dt)
        self.cover_after_watching()
        if self.choice is not None:
            self.choice_offset = self.choice.follow(self.choice_offset)
            self.choice.update(dt)
        self._refresh_buttons()
        widgets = self.group.update(dt)
        if self.end_button.visible and self.round is not None:
            self.end_button.label = N_("End turn")
        fresh = self._look_at_hand(dt)
        animating = bool(
            moving
            or counting
            or self.ai_current is not None  # a computer thinks or paces its move: frames
            or self.lines
            or toasting
            or widgets
            or fresh
            or self.drag is not None
            or phoned
        )
        self._rest(dt, animating)
        return animating

    def _rest(self, dt: float, animating: bool) -> None:
        """The idle motion's clock and frames (idle.py): while nothing else moves, about
        five frames a second (fewer once nobody touched anything for a while), and one
        for each blink; none with "reduce motion"."""
        idle = self.idle
        idle.quiet = not animating
        # real time (idle frames come rarely), unless the app pins every step (tests)
        pinned = getattr(getattr(self, "app", None), "fixed_step", None) is not None
        idle.clock += dt if pinned else self.idle_step(dt, animating)
        idle.blinks.update(idle.clock, len(self.shown.dragons))
        if animating:
            idle.still = None
        elif idle.enabled():
            self.idle_frame_later(due=idle.blinks.due(idle.clock))

    def active_marker(self) -> int | None:
        """The seat whose hunter wears the marker of the one whose turn it is (a glow and
        an arrow, `BoardView.draw_halo`, `draw_marker`): none while it hops or once the game
        is over."""
        shown = self.shown
        if shown.phase == OVER or ("hunter", shown.active) in self.away():
            return None
        return shown.active

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.idle.still = None  # any input may change what the table shows
        self.idle.input_at = self.idle.clock
        return super().handle_event(event)

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The next idle frame over the last one, in parts (`IdleFrames.changes`); None
        when it must be drawn in full."""
        if type(self).draw is not DracheninselTable.draw:
            return None  # a table that draws more over this one (the guide): drawn whole
        self._relayout_if_needed()
        return self.idle.changes(surface)

    def _look_at_hand(self, dt: float) -> bool:
        """While the open view's own hand lies face up, new cards in it stand out (a stolen
        card, an Evil Curse's, the draw): from that seat's view only, and never while the
        hand is turned over; True while one is still sinking back."""
        viewer = self.viewer
        if viewer is None or self.hand_hidden():
            self.fan.fresh = {}
            return False
        self.fresh.look(viewer, self.hand_of_viewer(), dt)
        self.fan.fresh = self.fresh.strengths(viewer)
        return self.fresh.busy()

    def _window_unattended(self) -> bool:
        """A reaction window the engine holds open with no round counting it down (a flow
        that ended while an animation ran); `advance` opens its round so play goes on."""
        return (
            self.state.phase == WINDOW
            and self.round is None
            and not self.thinking
            and self.choice is None
        )

    def draw(self, surface: pygame.Surface) -> None:
        """At rest the still picture with the idle motion over it (idle.py), else the
        whole table, the pieces that move at rest in their places."""
        self._relayout_if_needed()
        self.idle.drawn = None
        key = self.idle.key(surface)
        if key is not None:
            self.idle.draw(surface, key)
            return
        self.idle.still = None
        self.draw_table(surface, self.idle.alive())

    def _price_words_picture(
        self, surface: pygame.Surface
    ) -> tuple[pygame.Surface, pygame.Rect] | None:
        """The price in words just drawn, as a picture to put back over a card held over
        the island (play-test: a held Foolhardy Flight hid its own "lands here, no
        terrain card needed", the bubble standing above a disk of the bottom row, where
        the held card stands clear of the disk too)."""
        if self.price_box is None or self.drag is None or self.drag.what != "card":
            return None
        area = _words_area(self.price_box).clip(surface.get_rect())
        return surface.subsurface(area).copy(), area

    def draw_table(self, surface: pygame.Surface, alive: Alive) -> None:
        """The whole table; `alive` says how the pieces that move at rest are drawn."""
        lay = self.lay
        surface.blit(art.soft_backdrop(), (0, 0))
        shown = self.shown
        highlights: dict[int, tuple[int, int, int]] = {}
        self.board.draw(
            surface, shown, highlights, self.away(), active=self.active_marker(), alive=alive
        )
        # nothing lights while the acting hand lies face down for everybody watching the
        # bar: the priced disks named the colours of the hidden cards (play-test, Xvfb);
        # the hunter is still dragged and dropped, paying face up as at a real table
        lit = self.lit_positions() if self.may_act() and not self.hand_hidden() else {}
        if lit:
            draw_prices(self.board, surface, lit)
            if self.hover_pos in lit:
                self.board.draw_highlights(surface, {self.hover_pos: theme.PRIMARY})
        patrol = self.targeting()
        if patrol is not None and patrol.kind == "dragon_patrol" and not patrol.chosen:
            # the dragons to pick glow (also while the card is held: a drop on one picks it)
            dragons = [dragon_of(t) for t in self.targets() if dragon_of(t) is not None]
            if patrol.landing is not None:  # the disk it was let go on: a dragon flies there
                self.board.draw_highlights(surface, {patrol.landing: theme.PRIMARY})
            if dragons:
                for index in sorted(d for d in dragons if d is not None):
                    x, y = self.board.dragon_center(shown, index)
                    pygame.draw.circle(surface, theme.HIGHLIGHT, (x, y), self.board.px(0.8), 4)
                    if index == self.keyboard_dragon():  # where Enter picks
                        ring = self.board.px(0.8) + 5
                        pygame.draw.circle(surface, theme.ACCENT, (x, y), ring, lay.px(5))
        focused_seat = self.keyboard_seat()
        fear = self.pick is not None and self.pick.kind == "fear_and_loathing"
        if focused_seat is not None and fear:  # the player's figure on the island too
            self.board.draw_highlights(surface, {shown.pos[focused_seat]: theme.PRIMARY})
        for chosen in (
            self.pick.chosen if self.pick is not None and self.pick.kind != "dragon_patrol" else []
        ):
            self.board.draw_highlights(surface, {chosen: theme.PRIMARY})
        self.board.draw_marker(surface, shown, self.active_marker(), self.away(), alive)
        for seat in range(shown.n):
            self.draw_panel(surface, seat)
        self.draw_peek_chips(surface)  # peek.py: "My cards" on the people's panels
        self.draw_piles(surface)
        self.sprites.draw(surface)  # the pieces in motion (and in the hand), over the panels
        self.draw_banner(surface)
        if self.round is not None and not self.round.quiet:  # nobody to ask: no bar
            draw_prompt(
                surface,
                self.round,
                self.may_answer(),
                [self.panel_title(seat) for seat in range(len(self.seats))],
                [s.colour for s in self.seats],
                lay,
                len(self.people) > 1,  # each badge ends in its "go on" tick
            )
        self.fan.spend = self.draw_price_words(surface, lit)  # the paying card lights
        words = self._price_words_picture(surface)  # kept over a held card (below)
        viewer = self.viewer
        if viewer is not None and self.on_phone(viewer):
            self.draw_phone_hand(surface, viewer)  # phones.py: the cards are on the phone
        elif viewer is not None and self.hand_hidden():
            acting = viewer == self.state.active and self.watched()  # else "Show my cards"
            self.draw_hidden_hand(surface, len(self.shown.hands[viewer]), note=acting)
        elif viewer is not None:
            hand = self.hand_of_viewer()
            self.fan.fresh = self.fresh.strengths(viewer)  # {} unless it is this seat's
            self.fan.discarding = self.state.phase == EXCHANGE
            self.fan.draw(surface, hand, viewer, self.playable_cards())
            if self.drag is not None and self.drag.what == "card" and self.drag.card in hand:
                clear = self.held_card_clear()  # the disk under a card held over the island
                self.fan.draw_held(surface, self.drag.card, viewer, self.drag.pos, clear)
                if words is not None:  # the held card stands clear of the disk, often
                    surface.blit(*words)  # where the words are: they stay readable
        if self.choice is not None and viewer is not None and viewer == self.choice_for:
            self.choice_offset = self.choice.follow(self.choice_offset)
            self.choice.draw(surface)
        self.draw_phone_notice(surface)  # phones.py: "Waiting for Anna's phone"
        self.group.draw(surface)
        self.takeback.draw_why(surface)  # the greyed Take back's picture of why
        self.draw_peek_tip(surface)  # peek.py: the hovered "My cards" chip's words
        self.toasts.draw(surface, clamp_to=CANVAS, font_size=lay.font(26))


def _words_area(box: pygame.Rect) -> pygame.Rect:
    """The price bubble with its shadow (`board_view.draw_price_words`)."""
    return box.union(box.move(0, 2))


def _start_for(
    state: State, config: dict[str, Any], seed: int, moves: list[dict[str, Any]] | None
) -> Callable[[dict[str, Any], int], State]:
    """How the session rebuilds this game from its moves (take-backs, recaps): from
    options and seed, or, for a hand-made position (the guided game, a test position:
    no moves yet and not the dealt start), from a copy of that position."""
    if moves or state.to_json() == start_game(config, seed).to_json():
        return start_game
    initial = state.copy()
    return lambda _config, _seed: initial.copy()


def _skip_button_rect(lay: TableLayout) -> pygame.Rect:
    """ "Go on": at the right end of the prompt's badge row (one person: one badge)."""
    prompt = lay.prompt
    w, h = lay.px(150), lay.badge[1] + 4
    return pygame.Rect(prompt.right - 14 - w, prompt.bottom - 8 - h + 2, w, h)


def _show_button_rect(lay: TableLayout) -> pygame.Rect:
    """ "Show my cards": on the face-down hand, in the middle of its strip."""
    area = lay.hand_area
    rect = pygame.Rect(0, 0, lay.px(260), lay.px(58))
    rect.center = (area.centerx, area.top + area.height // 3)
    return rect
