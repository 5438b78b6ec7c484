"""The Die Dracheninsel table: 3-6 people and computers around one island at one laptop.

Flow (see `advance`): the engine runs with `auto_pass=False`, so after every action that
may be answered it opens a reaction window and asks every eligible seat. The table turns
each window into one neutral `ReactionRound` (a countdown from the table's own seeded RNG)
that looks the same whoever holds green cards: people claim it by their badge or number,
computers decide inside it, and the answers are fed to the engine in its seat order when
the round closes. While a round is open after a person's action, that person may prepare
the next action (legal moves come from `plan`, the state after everyone passed); committing
it closes the round. During a computer's turn the round is its pacing pause.

Privacy: a seat's hand is drawn only from `state.view(seat)` and only while the hand-off
gate says that seat's private view is open (`gate.may_show`); every face goes through
`cards.draw_face_up`, which tests watch.

The shared kit (common.table) gives the seats, the hand-off gate and screen with recap;
the flow around windows is this game's own. TODO(kit): move the session/worker onto
`GameSession` and `ComputerPlayer` once the Dracheninsel engine satisfies the kit's
`view(seat, seed)` / `is_over` contract.
"""

from __future__ import annotations

import dataclasses
import itertools
import logging
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from common import assets, comfort, theme
from common.audio import play_ui
from common.i18n import N_, _
from common.scene import Scene
from common.scenes import art
from common.table.computer import ComputerPlayer, Decision
from common.table.seats import Seat, people
from common.table.session import GameSession
from common.table.stuck import report_stuck
from common.table.toast import ToastLine
from common.table.turns import HandoffGate
from common.tween import Animation, Call, Delay, Parallel, Sequence, Tween, TweenManager
from common.widgets import Button, WidgetGroup, ellipsize, fit_text
from dracheninsel.ai import choose_move
from dracheninsel.rules import IllegalMove, State, event_view
from dracheninsel.rules import data as D
from dracheninsel.rules.state import CHOICE, DUEL, EXCHANGE, MAIN, OVER, WINDOW
from dracheninsel.ui import anim, cards
from dracheninsel.ui.board_view import (
    PRICE_COLOUR,
    PRICE_FREE,
    PRICE_JOKER,
    PRICE_PICK,
    BoardView,
    Motion,
    Point,
    Price,
    colour_rgb,
    dragon_at,
    draw_prices,
    figures_at,
)
from dracheninsel.ui.hand import HandFan
from dracheninsel.ui.reactions import (
    Choice,
    ChoicePanel,
    ReactionRound,
    badge_rects,
    draw_prompt,
)
from dracheninsel.ui.takeback import TableTakeBack

log = logging.getLogger(__name__)

GAME_ID = "dracheninsel"
BOARD_RECT = pygame.Rect(244, 76, 792, 548)
BANNER = pygame.Rect(262, 10, 756, 58)
PANEL_W, PANEL_H, PANEL_GAP, PANEL_TOP = 220, 166, 10, 80
PANEL_ROWS = 3
HAND_AREA = pygame.Rect(240, 600, 800, 200)
DRAW_PILE = pygame.Rect(24, 632, 84, 118)
DISCARD_PILE = pygame.Rect(130, 632, 84, 118)
SIDE_BUTTONS = pygame.Rect(1056, 628, 208, 160)
SPEEDS = (1.0, 2.0, 4.0)
STEP_TIME = 0.34
HOME_TIME = 0.55
TURN_PAUSE = 0.6
MOVE_PAUSE = 0.15
TOAST_TIME = 3.0
RECAP_LINES = 6
MAX_MOVES = 8000
COIN_RADIUS = 12

# Which event kinds are a card being played (the card is public then).
CARD_EVENTS = {
    "flight": "foolhardy_flight",
    "destructive_forces": "destructive_forces",
    "thundering_elements": "thundering_elements",
    "dragon_patrol": "dragon_patrol",
    "evil_curse": "evil_curse",
    "long_journey": "long_journey",
    "unfaithful": "unfaithful",
}

# The one sound a batch of events makes: the first kind in this list that occurred.
SOUNDS: tuple[tuple[str, str, float], ...] = (
    ("game_over", "fanfare", 0.8),
    ("treasure_collected", "coin", 0.9),
    ("slumbered", "snore", 0.7),
    ("countered", "magic", 0.6),
    ("unfaithful", "duel", 0.6),
    ("sent_home", "whoosh", 0.6),
    ("dragon_patrol", "flap", 0.6),
    ("destructive_forces", "magic", 0.5),
    ("thundering_elements", "magic", 0.5),
    ("evil_curse", "magic", 0.5),
    ("card_taken", "card", 0.6),
    ("card_played", "card", 0.5),
    ("long_journey", "card", 0.5),
    ("flight", "whoosh", 0.5),
    ("pair_formed", "snap", 0.6),
    ("coins_placed", "coin", 0.4),
    ("step", "slide", 0.3),
    ("reshuffle", "shuffle", 0.5),
    ("turn_start", "turn", 0.25),
)

# What the banner asks for while an action card picks its targets.
PICK_PROMPTS: dict[str, str] = {
    "destructive_forces": N_("Pick two neighbouring disks to swap"),
    "thundering_elements": N_("Pick any two disks to swap"),
    "dragon_patrol": N_("Pick a dragon, then the disk it flies to"),
    "foolhardy_flight": N_("Pick where your hunter lands"),
    "long_journey": N_("Pick a terrain card: its colour is free this turn"),
    "fear_and_loathing": N_("Pick a hunter to send back to its boat"),
    "sneak_attack": N_("Pick a player to steal a card from"),
    "evil_curse": N_("Play Evil Curse?"),
}

REFUSALS: dict[str, str] = {
    "bad_target": N_("That is not a target for this card."),
    "blocked": N_("Something stands there."),
    "blocked_dragon": N_("A dragon is in the way."),
    "card_needed": N_("You need a terrain card of that colour (or your own colour)."),
    "card_not_in_hand": N_("That card is not in your hand."),
    "disk_occupied": N_("That disk is taken."),
    "dragon_off_board": N_("Bring the waiting dragon onto the island first."),
    "game_over": N_("The game is over."),
    "landing_space": N_("Dragons may not land next to a boat."),
    "lone_bearer": N_("Alone you cannot carry the treasure."),
    "must_leave_site": N_("The pair has to leave the treasure site first."),
    "not_adjacent": N_("Only one step at a time."),
    "not_allowed_now": N_("That cannot be played now."),
    "not_your_turn": N_("It is not your turn."),
    "same_colour": N_("Those two disks have the same colour."),
    "wrong_card": N_("That card does not fit here."),
    "wrong_payment": N_("That card cannot pay for this space."),
    "wrong_phase": N_("Not now."),
}


def start_game(config: dict[str, Any], seed: int) -> State:
    """A new game from saved options (the table's own games run without auto-pass: the
    setup builds them so, and the saved options say so)."""
    from dracheninsel.rules import GameConfig, new_game

    return new_game(GameConfig.from_json(config), seed)


def refusal_text(code: str) -> str:
    return _(REFUSALS.get(code, N_("That move is not allowed.")))


def ev(event: Any, key: str, default: Any = None) -> Any:
    """A field of an event: typed events carry attributes, older ones a `data` dict."""
    if hasattr(event, key) and key not in ("kind", "data"):
        return getattr(event, key)
    data = getattr(event, "data", None)
    if isinstance(data, dict):
        return data.get(key, default)
    return default


def field_of(move: Any, key: str) -> Any:
    return getattr(move, key, None)


def make_move(kind: str, seat: int, **fields: Any) -> Any:
    """Build a move of `kind` (passes, and asking the engine why a drop is refused)."""
    from dracheninsel.rules.moves import MOVE_TYPES

    return MOVE_TYPES[kind](seat=seat, **fields)


def card_label(kind: str) -> str:
    names = D.CARD_NAMES.get(kind)
    if names is None:
        return kind
    from common.i18n import get_language

    return names.get(get_language(), names["en"])


def readable(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return theme.darken(rgb, 0.5 if luminance > 150 else 0.2)


@dataclass
class Line:
    """A banner line, translated when drawn so a language switch re-labels it."""

    text: Callable[[], str]
    colour: tuple[int, int, int]
    age: float = 0.0


def say(msgid: str, **args: object) -> Callable[[], str]:
    def text() -> str:
        values = {key: value() if callable(value) else value for key, value in args.items()}
        return _(msgid).format(**values)

    return text


@dataclass
class Flyer:
    """A coin or a face-down card travelling across the table."""

    kind: str  # "coin" or "card"
    value: int
    pos: Point


@dataclass
class Pick:
    """An action card taken from the hand, collecting its targets."""

    card: int
    kind: str
    chosen: list[int] = dataclasses.field(default_factory=list)  # cells / dragon index


@dataclass
class Drag:
    """What the pointer holds: the active figure or a card from the hand."""

    what: str  # "figure" or "card"
    card: int | None
    press: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


class DracheninselTable(Scene):
    """Everything the players see and do during a game of Die Dracheninsel."""

    music = "dracheninsel"  # the game's tune while the table is on the stack (common.audio)

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
    ) -> None:
        from dracheninsel.engine import ENGINE

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
            start=start_game,
            moves=list(moves or []),
            autosave=autosave,
        )
        self.people = people(seats)
        self.gate = HandoffGate(seats, enabled=self._handoff_enabled)
        self.resumed = resumed  # after loading, the first private view is behind a hand-off
        self.shown = state.copy()
        self.shown_collected = [list(c) for c in state.collected]
        self.board = BoardView(BOARD_RECT)
        self.motion = Motion()
        self.anim = TweenManager()
        self.fan = HandFan(HAND_AREA)
        self.flyers: list[Flyer] = []
        self.effects: list[Any] = []
        self.lines: list[Line] = []
        self.toasts = ToastLine(seconds=2.4)
        self.pointer: tuple[float, float] = (640.0, 400.0)
        self.log: list[Any] = []  # every event, for the recaps
        self.seen_upto: dict[int, int] = {p: 0 for p in self.people}
        if resumed:
            self._replay_log()
        draws = len(self.moves)
        self.window_rng = random.Random(seed * 31 + 7 + draws)
        self.computer: ComputerPlayer[State, Any] = ComputerPlayer(
            choose_move, seed=seed * 7919 + 1 + draws, min_think=0.0, threaded=not sync_ai
        )
        self.ai_jobs: list[tuple[int, State, bool]] = []  # (seat, state to decide on, in round)
        self.ai_current: tuple[int, State, bool] | None = None
        self.round: ReactionRound | None = None
        self.plan: State | None = None
        self.prepared: Any = None
        self.pick: Pick | None = None
        self.drag: Drag | None = None
        self.selected = False  # the figure is picked up by a click (click-then-click)
        self.exchange_cards: set[int] = set()
        self.choice: ChoicePanel | None = None
        self.choice_for: int | None = None
        self.hover_pos: int | None = None
        self.kb_index = 0
        self.speed_index = 0
        self.thinking: set[int] = set()
        self.pause_left = 0.0
        self.clock = 0.0
        self.screens: list[tuple[float, str, object]] = []  # (clock, screen, detail): tests
        self.frozen = False
        self.end_shown = False
        self.last_private: int | None = None  # whose private view was open last
        self.advance_due = False
        self.entered = False
        self.version = 0
        self._views: dict[tuple[int, int], State] = {}
        self._legal: dict[tuple[int, int, bool], list[Any]] = {}
        self.panel_rects = self._layout_panels()
        self.group = WidgetGroup()
        self.end_button = Button(
            (SIDE_BUTTONS.x, SIDE_BUTTONS.y, SIDE_BUTTONS.width, 58),
            N_("End turn"),
            self.end_turn,
            font_size=theme.SIZE_BODY,
        )
        self.abandon_button = Button(
            (SIDE_BUTTONS.x, SIDE_BUTTONS.y + 70, SIDE_BUTTONS.width, 46),
            N_("Give up the treasure"),
            self.abandon_treasure,
            style="plain",
            font_size=theme.SIZE_SMALL,
        )
        self.draw_button = Button(
            (SIDE_BUTTONS.x, SIDE_BUTTONS.y, SIDE_BUTTONS.width, 58),
            N_("Draw"),
            self.finish_exchange,
            font_size=theme.SIZE_BODY,
        )
        self.speed_button = Button(
            (BANNER.right - 92, BANNER.y + 8, 80, BANNER.height - 14),
            "1×",
            self.cycle_speed,
            style="plain",
            font_size=theme.SIZE_SMALL,
            translate=False,
            tooltip=N_("Faster: 1×, 2× or 4×"),
        )
        self.menu_button = Button(
            (1280 - 16 - PANEL_W, 14, PANEL_W, 52),
            N_("Menu"),
            self.open_pause,
            style="plain",
            font_size=theme.SIZE_BODY,
        )
        for widget in (
            self.end_button,
            self.abandon_button,
            self.draw_button,
            self.speed_button,
            self.menu_button,
        ):
            self.group.add(widget)
        self.takeback = TableTakeBack(self)  # Undo while the action's window is open
        self.group.add(self.takeback.button)
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
        settings = getattr(getattr(self, "app", None), "settings", None)
        return bool(getattr(settings, "handoff_screen", True))

    def speed(self) -> float:
        settings = getattr(getattr(self, "app", None), "settings", None)
        base = float(getattr(settings, "animation_speed", 1.0) or 1.0)
        return base * SPEEDS[self.speed_index] * comfort.flight_factor(self)  # reduce motion

    def is_computer(self, seat: int) -> bool:
        return self.seats[seat].level is not None

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def rgb(self, seat: int) -> tuple[int, int, int]:
        return colour_rgb(self.state.colour_of(seat))

    def line(self, text: Callable[[], str], colour: tuple[int, int, int] = theme.INK) -> None:
        self.lines.append(Line(text, colour))
        del self.lines[:-3]

    def refuse(self, code: str) -> None:
        """A short line near the pointer saying why (the engine's code, translated)."""
        self.toasts.show(code, refusal_text(code), self.pointer)
        play_ui("refuse", 0.5)

    def record(self, screen: str, detail: object = None) -> None:
        self.screens.append((round(self.clock, 6), screen, detail))

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

    def hand_hidden(self) -> bool:
        """While the others may answer, the active person's cards lie face down.

        Everybody looks at the screen during a reaction round (to claim it), so with more
        than one person at the table the acting hand is turned over until the round closes;
        the cone can still be moved meanwhile (that commits and closes the round).
        """
        rnd = self.round
        return (
            rnd is not None
            and rnd.claimant is None
            and len(self.people) > 1
            and self.viewer == self.state.active
        )

    def hand_of_viewer(self) -> list[int]:
        seat = self.viewer
        if seat is None or self.hand_hidden():
            return []
        return list(self.private_view(seat).hands[seat])

    def legal(self, seat: int) -> list[Any]:
        """Legal moves of `seat`; while a round is open, as if everybody passed."""
        planning = self.state.phase == WINDOW and self.plan is not None
        key = (self.version, seat, planning)
        moves = self._legal.get(key)
        if moves is None:
            source = self.plan if planning and self.plan is not None else self.state
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
            and (self.round is None or self.round.claimant is None)
            and not self.end_shown
        )

    # ------------------------------------------------------------------ lifecycle
    def on_enter(self) -> None:
        app = getattr(self, "app", None)
        if app is not None:
            self.computer.wake = lambda: app.post_from_thread(app.request_redraw)
        if not self.entered:
            self.entered = True
            if self.state.phase == MAIN and self.state.turn_no == 0 and not self.moves:
                self.line(say(N_("{name} starts"), name=self.name(self.state.active)))
            from dracheninsel.ui.guide import maybe_offer

            if maybe_offer(self):  # the first start offers the guided first game
                return
        self.advance()

    def on_resume(self) -> None:
        self.advance()

    def on_exit(self) -> None:
        self._drop_computers()  # late computer answers are ignored

    def open_pause(self) -> None:
        from common.scenes.pause import PauseMenu

        self.manager.push(PauseMenu(self.plugin, on_quit=self.save_now))

    def cycle_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        self.speed_button.label = f"{SPEEDS[self.speed_index]:g}×"

    # ------------------------------------------------------------------ saving
    def save_data(self) -> dict[str, Any]:
        return self.session.save_data()

    def save_now(self) -> None:
        self.session.save_now()

    # ------------------------------------------------------------------ the flow
    def advance(self) -> None:
        """Nothing animates: decide what happens next (idempotent)."""
        if getattr(self, "manager", None) is None or self.frozen:
            return
        if self.anim.active or self.gate.covering or self.thinking:
            return
        s = self.state
        self._refresh_buttons()
        if s.phase == OVER or len(self.moves) >= MAX_MOVES:
            self._finish()
            return
        if s.phase == WINDOW:
            if self.round is None:
                self._open_round()
            preparer = self.acting_person()
            if preparer is not None and self.round is not None and self.round.claimant is None:
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
            if self.pause_left <= 0:
                self._think(seat, self.state)
            return
        self._open_private(seat, partial(self._offer, seat))

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
        """What happened since `seat` last looked, as that seat may know it."""
        lines: list[str] = []
        for event in self.log[self.seen_upto.get(seat, 0) :]:
            text = self.describe(event_view(event, seat), seat)
            if text:
                lines.append(text)
        self.seen_upto[seat] = len(self.log)
        return lines[-RECAP_LINES:]

    def _offer(self, seat: int) -> None:
        """A person's private decision outside the main phase: duel, bearer, exchange."""
        s = self.state
        self._refresh_buttons()
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
        if self.state.phase == WINDOW and self.round is not None:
            self.prepared = move
            self._close_round()
            return
        try:
            events = self._apply(move)
        except IllegalMove as refused:
            self.refuse(refused.code)
            return
        self._play(events)

    def _apply(self, move: Any) -> list[Any]:
        """Commit through the session: apply, record the move, autosave."""
        events = self.session.commit(move)
        self.log.extend(events)
        self.version += 1
        return list(events)

    def end_turn(self) -> None:
        seat = self.acting_person()
        if seat is None or not self.may_act():
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
        if s.phase != EXCHANGE or self.viewer != s.active or self.anim.active:
            return
        chosen = sorted(self.fan.picked)
        key = sorted((D.CARD_KIND[c], D.CARD_COLOUR[c]) for c in chosen)
        for move in self.legal(s.active):
            cards_of = list(field_of(move, "cards") or ())
            if sorted((D.CARD_KIND[c], D.CARD_COLOUR[c]) for c in cards_of) == key:
                self.commit(dataclasses.replace(move, cards=tuple(chosen)))
                return

    # ------------------------------------------------------------------ reaction rounds
    def _answering(self) -> Callable[[], str]:
        """Words for what the open window answers (public facts only)."""
        w = self.state.window
        if w is not None and w.chain:
            seat, card = w.chain[-1]
            kind = D.CARD_KIND[card]
            return say(
                N_("{name} plays {card}"), name=self.name(seat), card=partial(card_label, kind)
            )
        last = self.state.last_action
        seat = self.state.active
        if last is not None and last.kind in D.CARD_NAMES:
            return say(
                N_("{name} plays {card}"), name=self.name(seat), card=partial(card_label, last.kind)
            )
        if last is not None and last.kind == "step":
            return say(N_("{name} moves"), name=self.name(seat))
        return say(N_("{name}'s action"), name=self.name(seat))

    def _open_round(self) -> None:
        duration = 2.0 + 2.0 * self.window_rng.random()
        self.round = ReactionRound(duration, self._answering())
        self.plan = self._after_passes(self.state)
        self.version += 1
        self.record("window", round(duration, 6))
        w = self.state.window
        queue = list(w.queue) if w is not None else []
        for seat in queue:
            if self.is_computer(seat):
                sim = self._until_asked(seat)
                if sim is not None:
                    self._think(seat, sim, in_round=True)

    def _after_passes(self, state: State) -> State:
        plan = state.copy()
        while plan.phase == WINDOW:
            seat = plan.actors()[0]
            plan.apply(make_move("pass", seat))
        return plan

    def _until_asked(self, seat: int) -> State | None:
        """A copy of the state where every seat before `seat` has passed."""
        sim = self.state.copy()
        while sim.phase == WINDOW:
            asked = sim.actors()[0]
            if asked == seat:
                return sim
            sim.apply(make_move("pass", asked))
        return None

    def claim(self, seat: int) -> None:
        """A person claims the open round (badge click or seat number)."""
        rnd = self.round
        if rnd is None or rnd.claimant is not None or seat not in self.people:
            return
        if self.anim.active or self.drag is not None:
            return
        rnd.claimant = seat
        rnd.claimed.add(seat)
        self.record("claim", seat)
        self.selected = False
        self.pick = None
        self._open_private(seat, partial(self._offer_answer, seat))

    def _offer_answer(self, seat: int) -> None:
        sim = self._until_asked(seat)
        options = [m for m in sim.legal_moves(seat) if m.kind != "pass"] if sim else []
        choices = [
            Choice(
                say(N_("Play {card}"), card=partial(card_label, m.kind)),
                partial(self._answer, seat, m),
            )
            for m in options
        ]
        choices.append(Choice(say(N_("Nothing")), partial(self._answer, seat, None), "plain"))
        what = self.round.what if self.round is not None else say(N_("Answer"))
        note = None if options else say(N_("None of your cards can answer this now."))
        self.choice = ChoicePanel(say(N_("Answer: {what}"), what=what), choices, note=note)
        self.choice_for = seat
        self.record("answer", seat)

    def _answer(self, seat: int, move: Any) -> None:
        rnd = self.round
        self.choice = None
        self.choice_for = None
        if rnd is None:
            return
        rnd.claimant = None
        if move is not None:
            rnd.decisions[seat] = move
        self.record("answered", None)
        preparer = self.acting_person()
        if preparer != seat:
            self._close_private()
        if move is not None:
            self._close_round()
            return
        self.advance()

    def _close_round(self) -> None:
        """Feed the round's answers to the engine in its order; everyone else passes."""
        rnd = self.round
        if rnd is None:
            return
        self.round = None
        self.plan = None
        self._drop_computers()  # answers still thinking are dropped (they pass)
        self.record("close", None)
        events: list[Any] = []
        while self.state.phase == WINDOW:
            seat = self.state.actors()[0]
            move = rnd.decisions.get(seat)
            if move is None or move.kind == "pass":
                events += self._apply(make_move("pass", seat))
                continue
            try:
                events += self._apply(move)
            except IllegalMove:
                events += self._apply(make_move("pass", seat))
                continue
            break
        prepared, self.prepared = self.prepared, None
        if (
            prepared is not None
            and self.state.phase in (MAIN, EXCHANGE)
            and self.state.active == prepared.seat
        ):
            try:
                events += self._apply(prepared)
            except IllegalMove as refused:
                self.refuse(refused.code)
        self.version += 1
        self._play(events)

    # ------------------------------------------------------------------ private choices
    def _offer_duel(self, seat: int) -> None:
        moves = self.legal(seat)
        duel = self.state.duel
        choices = [
            Choice(say(N_("Play Unfaithful")), partial(self._choose, m))
            for m in moves
            if m.kind == "unfaithful"
        ]
        choices += [
            Choice(say(N_("Pass")), partial(self._choose, m), "plain")
            for m in moves
            if m.kind == "pass"
        ]
        other = (
            duel.other
            if duel is not None and duel.owner == seat
            else (duel.owner if duel else seat)
        )
        self.choice = ChoicePanel(
            say(
                N_("Treasure duel with {name}: play Unfaithful to take both coins?"),
                name=self.name(other),
            ),
            choices,
        )
        self.choice_for = seat
        self.record("duel", seat)

    def _offer_bearer(self, seat: int) -> None:
        moves = self.legal(seat)
        labels = {"wait": N_("Wait for a new partner"), "abandon": N_("Give up the treasure")}
        choices = [
            Choice(
                say(labels[m.kind]),
                partial(self._choose, m),
                "primary" if m.kind == "wait" else "plain",
            )
            for m in moves
            if m.kind in labels
        ]
        self.choice = ChoicePanel(
            say(N_("Your partner was sent home. Wait with the treasure?")), choices
        )
        self.choice_for = seat
        self.record("bearer", seat)

    def _choose(self, move: Any) -> None:
        self.choice = None
        self.choice_for = None
        self.commit(move)

    def _ask_partner(self, moves: list[Any]) -> None:
        """Stepping onto a pair: which partner goes back to the boat?"""
        choices = [
            Choice(
                say(N_("{name} goes home"), name=self.name(int(m.target))), partial(self._choose, m)
            )
            for m in moves
        ]
        choices.append(Choice(say(N_("Cancel")), self._cancel_choice, "plain"))
        self.choice = ChoicePanel(say(N_("Which partner do you push out of the pair?")), choices)
        self.choice_for = self.acting_person()

    def _cancel_choice(self) -> None:
        self.choice = None
        self.choice_for = None
        self.pick = None
        self.fan.picked.clear()
        self.fan.lit = None

    # ------------------------------------------------------------------ computers
    def _think(self, seat: int, state: State, in_round: bool = False) -> None:
        """Queue a decision of the computer of `seat` on `state` (the kit's worker thinks on
        a copy of its view; one job at a time, the main loop never waits)."""
        self.thinking.add(seat)
        if in_round and self.round is not None:
            self.round.thinking.add(seat)
        self.ai_jobs.append((seat, state, in_round))
        self._next_job()

    def _next_job(self) -> None:
        if self.ai_current is not None or not self.ai_jobs:
            return
        seat, state, _in_round = self.ai_current = self.ai_jobs.pop(0)
        self.computer.request(state, seat, self.seats[seat].level or "normal")

    def _drop_computers(self) -> None:
        self.computer.cancel()
        self.ai_jobs.clear()
        self.ai_current = None
        self.thinking.clear()

    def _poll_computer(self, dt: float) -> None:
        current = self.ai_current
        if current is None:
            return
        seat, state, in_round = current
        decision = self.computer.update(dt, state)
        if decision is None:
            return
        self.ai_current = None
        self._ready(seat, decision, in_round)
        self._next_job()

    def _ready(self, seat: int, decision: Decision[Any], in_round: bool) -> None:
        self.thinking.discard(seat)
        move = decision.move
        if in_round:
            if self.round is not None:
                self.round.thinking.discard(seat)
                if move is not None:
                    self.round.decisions[seat] = move
            return
        if move is None:
            self.computer_stuck(decision)
            return
        if self.state.phase == WINDOW:
            log.error("a turn move for seat %d while a window is open: %s", seat, move)
            return
        try:
            events = self._apply(move)
        except IllegalMove:
            log.warning("computer move %s refused; taking the first legal move", move)
            events = self._apply(self.state.legal_moves(seat)[0])
        self._play(events)

    def computer_stuck(self, decision: Decision[Any]) -> None:
        """A computer seat has no legal move (a rules bug): say so, offer the title."""
        seat = decision.seat
        report_stuck(
            getattr(self, "manager", None), seat, self.name(seat), decision.problem, self.leave
        )

    # ------------------------------------------------------------------ animation
    def _play(self, events: list[Any]) -> None:
        """Animate what happened (from the shown state to the real one), then go on."""
        before = self.shown
        after = self.state.copy()
        for event in events:
            text = self.describe(event, -1)
            if text:
                seat = ev(event, "seat", -1)
                seat = event.seat if hasattr(event, "seat") else seat
                colour = readable(self.rgb(seat)) if 0 <= seat < self.state.n else theme.INK
                self.line(partial(self.line_for, event), colour)
        self._sound_for(events)
        steps: list[Animation] = []
        movers = [s for s in range(after.n) if before.pos[s] != after.pos[s]]
        walk = next((e for e in events if e.kind in ("step", "flight")), None)
        first: list[int] = []
        if walk is not None:
            group = before.group_of(walk.seat)
            first = [m for m in (group.members if group else [walk.seat]) if m in movers]
        rest = [s for s in movers if s not in first]
        self.shown = after
        if first and walk is not None:
            steps.append(self._hop(before, after, first, walk.kind == "flight"))
        if rest:
            steps.append(self._move_hunters(before, after, rest, False, False))
        dragons = [i for i in range(len(after.dragons)) if before.dragons[i] != after.dragons[i]]
        for index in dragons:
            steps.append(
                self._effect(
                    anim.DragonFlight(
                        self.board.dragon_center(before, index),
                        self.board.dragon_center(after, index),
                        self.board.px(1.45),
                        dragon=index,
                        motion=self.motion,
                        sound=self.sound,
                    )
                )
            )
        swapped = [c for c in range(1, D.N_CELLS) if before.colours[c] != after.colours[c]]
        if len(swapped) == 2:
            a, b = swapped
            size = self.board.disk_size()
            steps.append(
                self._effect(
                    anim.DiskSwap(
                        anim.disk_sprite(before.colours[a], size),
                        anim.disk_sprite(before.colours[b], size),
                        self.board.cell_center(a),
                        self.board.cell_center(b),
                        cells=(a, b),
                        magic=any(e.kind == "thundering_elements" for e in events),
                        motion=self.motion,
                        sound=self.sound,
                    )
                )
            )
        for event in events:
            if event.kind == "treasure_collected":
                steps.append(self._fly_coins(before, event))
            elif event.kind == "card_taken":
                victim = int(ev(event, "victim"))
                steps.append(
                    self._effect(
                        anim.CardFlight(
                            self.panel_rects[victim].center,
                            self.panel_rects[event.seat].center,
                            44,
                            sound=self.sound,
                        )
                    )
                )
            elif event.kind == "countered":
                steps.append(
                    self._effect(anim.CounterShield(DISCARD_PILE.center, 84, sound=self.sound))
                )
            elif event.kind == "slumbered":
                slides = [
                    anim.Slide(
                        self.board.hunter_sprite(before.colour_of(s)),
                        self.board.figure_center(before, s),
                        self.board.figure_center(after, s),
                        cone=True,
                        hunter=s,
                    )
                    for s in range(after.n)
                    if before.pos[s] != after.pos[s]
                ]
                steps.append(
                    self._effect(
                        anim.SlumberRewind(
                            BOARD_RECT,
                            BOARD_RECT.center,
                            slides,
                            motion=self.motion,
                            sound=self.sound,
                        )
                    )
                )
            elif event.kind == "coins_placed":
                self.motion.coins_scale = 0.0
                steps.append(Tween(self.motion, "coins_scale", 0.0, 1.0, 0.45, "out_back"))
        if not any(e.kind == "treasure_collected" for e in events):
            self.shown_collected = [list(c) for c in after.collected]
        turn_change = any(e.kind in ("turn_start", "game_over") for e in events)
        if turn_change:
            self.fan.picked.clear()
        steps.append(Delay(TURN_PAUSE if turn_change else MOVE_PAUSE))
        steps.append(Call(self._played))
        self.anim.add(Sequence(*steps))

    def sound(self, name: str) -> None:
        play_ui(name, 0.6)

    def _effect(self, effect: Any) -> Any:
        """A drawable animation from `anim` (drawn over the board until it is done)."""
        self.effects.append(effect)
        return effect

    def _hop(self, before: State, after: State, seats: list[int], flight: bool) -> Animation:
        """The walking figure (a pair as one) hops from its space to the new one."""
        sprites = [self.board.hunter_sprite(before.colour_of(s)) for s in seats]
        held = seats[0] in self.motion.hunters
        start = self.pointer if held else self.board.figure_center(before, seats[0])
        end = self.board.figure_center(after, seats[0])
        for seat in seats:
            self.motion.hunters.pop(seat, None)
        path = [start, end]
        if flight:
            mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
            path = [start, mid, end]
        return self._effect(
            anim.ConeHop(sprites, path, seats=seats, motion=self.motion, sound=self.sound)
        )

    def _played(self) -> None:
        """The last step of an animation: the next decision waits until the tweens are done."""
        self.shown = self.state.copy()
        self.version += 1
        self.advance_due = True

    def app_redraw(self) -> None:
        app = getattr(self, "app", None)
        if app is not None:
            app.request_redraw()

    def _sound_for(self, events: list[Any]) -> None:
        kinds = {event.kind for event in events}
        for kind, name, volume in SOUNDS:
            if kind in kinds:
                play_ui(name, volume)
                return

    def _move_hunters(
        self, before: State, after: State, seats: list[int], hop: bool, walking: bool
    ) -> Parallel:
        parts: list[Animation] = []
        duration = (STEP_TIME if walking else HOME_TIME) * (1.5 if hop else 1.0)
        for seat in seats:
            start = self.motion.hunters.get(seat) or self.board.figure_center(before, seat)
            end = self.board.figure_center(after, seat)
            self.motion.hunters[seat] = start
            parts.append(
                Tween(None, partial(self._put_hunter, seat), start, end, duration, "in_out_quad")
            )
            if hop or walking:
                height = 1.2 if hop else 0.35
                parts.append(
                    Tween(None, partial(self._put_lift, seat, height), 0.0, 1.0, duration, "linear")
                )
        return Parallel(*parts, on_done=partial(self._land, seats))

    def _put_hunter(self, seat: int, value: object) -> None:
        assert isinstance(value, tuple)
        self.motion.hunters[seat] = (float(value[0]), float(value[1]))

    def _put_lift(self, seat: int, height: float, value: object) -> None:
        assert isinstance(value, float | int)
        self.motion.lift[seat] = height * math.sin(math.pi * float(value))

    def _land(self, seats: list[int]) -> None:
        for seat in seats:
            self.motion.hunters.pop(seat, None)
            self.motion.lift.pop(seat, None)

    def _move_dragons(self, before: State, after: State, dragons: list[int]) -> Parallel:
        parts: list[Animation] = []
        for index in dragons:
            start = self.board.dragon_center(before, index)
            end = self.board.dragon_center(after, index)
            self.motion.dragons[index] = start

            def put(
                value: object, index: int = index, start: Point = start, end: Point = end
            ) -> None:
                assert isinstance(value, float | int)
                t = float(value)
                arc = math.sin(math.pi * t) * self.board.px(2.2)
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t - arc
                self.motion.dragons[index] = (x, y)

            parts.append(Tween(None, put, 0.0, 1.0, 1.1, "in_out_cubic"))
        return Parallel(*parts, on_done=self.motion.dragons.clear)

    def _swap_disks(self, cells: list[int]) -> Parallel:
        first, second = cells
        parts: list[Animation] = []
        for cell, other in ((first, second), (second, first)):
            start = self.board.cell_center(other)
            end = self.board.cell_center(cell)
            self.motion.disks[cell] = start

            def put(
                value: object, cell: int = cell, start: Point = start, end: Point = end
            ) -> None:
                assert isinstance(value, float | int)
                t = float(value)
                lift = math.sin(math.pi * t) * self.board.px(0.8)
                self.motion.disks[cell] = (
                    start[0] + (end[0] - start[0]) * t,
                    start[1] + (end[1] - start[1]) * t - lift,
                )

            parts.append(Tween(None, put, 0.0, 1.0, 0.8, "in_out_cubic"))
        return Parallel(*parts, on_done=self.motion.disks.clear)

    def _fly_coins(self, before: State, event: Any) -> Sequence:
        gains = {int(k): list(v) for k, v in dict(ev(event, "gains") or {}).items()}
        group_pos = next((g.pos for g in before.groups if any(s in gains for s in g.members)), None)
        start = self.board.cell_center(group_pos if group_pos is not None else D.SITE)
        parts: list[Animation] = []
        for seat, coins in gains.items():
            target = self.panel_coin_anchor(seat)
            for index, coin in enumerate(coins):
                flyer = Flyer("coin", D.COIN_VALUE[coin], start)
                self.flyers.append(flyer)
                parts.append(
                    Sequence(
                        Delay(0.12 * index),
                        Tween(flyer, "pos", start, target, 0.8, "in_out_cubic"),
                        Call(partial(self._drop_flyer, flyer)),
                    )
                )
        collected = [list(c) for c in self.state.collected]
        return Sequence(Parallel(*parts), Call(partial(self._set_collected, collected)))

    def _set_collected(self, collected: list[list[int]]) -> None:
        self.shown_collected = collected

    def _fly_card(self, victim: int, taker: int) -> Sequence:
        """A stolen card crosses the table face down."""
        start = self.panel_rects[victim].center
        end = self.panel_rects[taker].center
        flyer = Flyer("card", 0, (float(start[0]), float(start[1])))
        self.flyers.append(flyer)
        return Sequence(
            Tween(flyer, "pos", flyer.pos, (float(end[0]), float(end[1])), 0.7, "in_out_cubic"),
            Call(partial(self._drop_flyer, flyer)),
        )

    def _drop_flyer(self, flyer: Flyer) -> None:
        if flyer in self.flyers:
            self.flyers.remove(flyer)

    def _glide_back(self, seat: int, code: str | None) -> None:
        """A refused figure flies home; the engine's reason is shown."""
        group = self.state.group_of(seat)
        members = list(group.members) if group is not None else [seat]
        parts: list[Animation] = []
        for member in members:
            held = member in self.motion.hunters
            start = self.pointer if held else self.board.figure_center(self.shown, member)
            home = self.board.figure_center(self.shown, member)
            parts.append(
                Tween(None, partial(self._put_hunter, member), start, home, 0.3, "out_cubic")
            )
        self.anim.add(Parallel(*parts, on_done=partial(self._land, members)))
        if code is not None:
            self.refuse(code)

    # ------------------------------------------------------------------ words
    def describe(self, event: Any, seat: int) -> str:
        """One line about an event for seat `seat` (-1: public); '' if not worth a line."""
        kind = event.kind
        actor = event.seat if hasattr(event, "seat") else -1
        name = self.name(actor) if 0 <= actor < len(self.seats) else ""
        card_kind = CARD_EVENTS.get(kind) or (
            str(ev(event, "card_kind")) if kind == "card_played" else None
        )
        if card_kind is not None:
            return _("{name} plays {card}").format(name=name, card=card_label(card_kind))
        if kind == "step":
            return _("{name} moves").format(name=name)
        if kind == "pair_formed":
            a, b = [self.name(int(s)) for s in ev(event, "partners")]
            return _("{a} and {b} carry the treasure").format(a=a, b=b)
        if kind == "partner_replaced":
            other = self.name(int(ev(event, "replaced")))
            return _("{name} pushes {other} out of the pair").format(name=name, other=other)
        if kind == "waits_on_site":
            return _("{name} waits at the treasure").format(name=name)
        if kind == "sent_home":
            return _("{name} has to go back to the boat").format(
                name=self.name(int(ev(event, "target")))
            )
        if kind == "treasure_collected":
            parts = []
            for gainer, coins in dict(ev(event, "gains") or {}).items():
                value = sum(D.COIN_VALUE[c] for c in coins)
                parts.append(
                    _("{name} gets {value}").format(name=self.name(int(gainer)), value=value)
                )
            return ", ".join(parts)
        if kind == "treasure_removed":
            return _("The treasure is lost")
        if kind == "slumbered":
            return _("{name}'s last action is undone").format(
                name=self.name(int(ev(event, "target")))
            )
        if kind == "countered":
            return _("Countered!")
        if kind == "coins_placed":
            return _("New treasure: {value}").format(value=ev(event, "value"))
        if kind == "card_taken":
            victim = int(ev(event, "victim"))
            card = ev(event, "card")
            if card is not None and seat in (victim, actor):
                return _("{name} takes {card} from {victim}").format(
                    name=name, card=cards.card_name(int(card)), victim=self.name(victim)
                )
            return _("{name} takes a card from {victim}").format(
                name=name, victim=self.name(victim)
            )
        if kind == "exchange" and ev(event, "cards"):
            return _("{name} swaps {count} cards").format(name=name, count=len(ev(event, "cards")))
        if kind == "turn_start":
            return _("{name}'s turn").format(name=name)
        return ""

    def banner_text(self) -> tuple[str, tuple[int, int, int]]:
        """The pick prompt, else what just happened, else whose turn it is (and how)."""
        s = self.state
        if s.phase == OVER:
            return self.result_text(), theme.PRIMARY_DARK
        if self.pick is not None:
            return _(PICK_PROMPTS.get(self.pick.kind, N_("Pick a target"))), theme.INK
        if s.phase == EXCHANGE and self.viewer == s.active:
            return _("Pick cards to discard, then draw up to six"), theme.INK
        if self.lines and self.lines[-1].age < TOAST_TIME * 0.8:
            line = self.lines[-1]
            return line.text(), line.colour
        seat = self.acting_person()
        if seat is not None and self.viewer == seat and self.choice is None:
            text = _("{name}: drag your hunter or play a card").format(name=self.name(seat))
            return text, readable(self.rgb(seat))
        return _("{name}'s turn").format(name=self.name(s.active)), readable(self.rgb(s.active))

    def line_for(self, event: Any) -> str:
        """An event's line as the open private view may know it (public when none is open)."""
        seat = self.viewer if self.viewer is not None else -1
        return self.describe(event_view(event, seat), seat)

    def result_text(self) -> str:
        winners = self.state.winners()
        score = self.state.scores()[winners[0]]
        names = ", ".join(self.name(w) for w in winners)
        if len(winners) == 1:
            return _("{name} wins with {score}!").format(name=names, score=score)
        return _("{names} share the win with {score}!").format(names=names, score=score)

    # ------------------------------------------------------------------ the end
    def _finish(self) -> None:
        if self.end_shown:
            return
        self.end_shown = True
        self._close_private()
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
        return DracheninselTable(
            self.plugin,
            self.seats,
            start_game(self.config_json, seed),
            seed=seed,
            autosave=self.autosave,
        )

    def leave(self) -> None:
        from common.scenes.title import TitleScene

        self.manager.reset(TitleScene())

    # ------------------------------------------------------------------ input
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
            return self._key(event.key)
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._mouse_down(event.pos, event.button)
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        return False

    def _key(self, key: int) -> bool:
        if pygame.K_1 <= key <= pygame.K_6 and self.round is not None:
            self.claim(key - pygame.K_1)
            return True
        if key == pygame.K_ESCAPE:
            if self.pick is not None or self.selected or self.drag is not None:
                self.cancel_pick()
                return True
            self.open_pause()
            return True
        if not self.may_act():
            return False
        targets = sorted(self.targets())
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
        if self.round is not None and self.round.claimant is None:
            for seat, rect in badge_rects(self.people).items():
                if rect.collidepoint(pos):
                    self.claim(seat)
                    return True
            for seat in self.people:
                if self.panel_rects[seat].collidepoint(pos) and self.pick is None:
                    self.claim(seat)
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
                    self._pick_card2(card)
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
            if drag.what == "figure" and drag.moved:
                seat = self.acting_person()
                if seat is not None:
                    group = self.state.group_of(seat)
                    for member in group.members if group is not None else [seat]:
                        self.motion.hunters[member] = anim.OFF_CANVAS
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
            self._land(list(range(self.state.n)))
            return True
        if drag.what == "figure":
            if not drag.moved:
                self._land(list(range(self.state.n)))
                self.selected = True  # click-then-click
                return True
            self.drop_figure(seat, self.board.cell_at(pos))
            return True
        assert drag.card is not None
        self.drop_card(seat, drag.card, pos, drag.moved)
        return True

    # ------------------------------------------------------------------ targets
    def step_prices(self, seat: int, card: int | None = None) -> dict[int, Price]:
        """Where the figure may step, each with its price (as the engine offers it)."""
        prices: dict[int, Price] = {}
        own = self.state.colour_of(seat)
        for move in self.legal(seat):
            if move.kind != "step":
                continue
            cell = int(move.cell)
            paid = field_of(move, "card")
            if card is not None and (paid is None or D.CARD_COLOUR[paid] != D.CARD_COLOUR[card]):
                continue
            if paid is None:
                prices[cell] = Price(PRICE_FREE)
                continue
            colour = D.CARD_COLOUR[paid]
            disk = self.state.colours[cell] if cell < D.N_CELLS else -1
            best = prices.get(cell)
            if colour == disk and colour != own:
                prices[cell] = Price(PRICE_COLOUR, colour)
            elif best is None:
                prices[cell] = Price(PRICE_JOKER, colour)
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
            if D.CARD_KIND[card] == D.TERRAIN:
                return self.step_prices(seat, card)
            return {}
        pick = self.pick
        if pick is None:
            return {}
        moves = [m for m in self.legal(seat) if m.kind == pick.kind]
        out: dict[int, Price] = {}
        if pick.kind in ("destructive_forces", "thundering_elements"):
            for m in moves:
                a, b = int(m.cell), int(m.cell2)
                if not pick.chosen:
                    out[a] = out[b] = Price(PRICE_PICK)
                elif pick.chosen[0] in (a, b):
                    out[b if a == pick.chosen[0] else a] = Price(PRICE_PICK)
        elif pick.kind == "dragon_patrol":
            dragons = {int(m.target) for m in moves}
            if not pick.chosen and len(dragons) > 1:
                return {-100 - d: Price(PRICE_PICK) for d in dragons}
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

    def lit_positions(self) -> dict[int, Price]:
        """The board positions to light (seat targets light the seats' figures)."""
        targets = self.targets()
        if self.pick is not None and self.pick.kind in ("fear_and_loathing", "sneak_attack"):
            if self.pick.kind == "sneak_attack":
                return {}
            return {self.state.pos[s]: p for s, p in targets.items()}
        return {pos: p for pos, p in targets.items() if pos >= 0}

    def _target_at(self, pos: tuple[int, int]) -> int | None:
        """The target under the pointer, in the terms `targets()` uses."""
        pick = self.pick
        if pick is not None and pick.kind == "dragon_patrol" and not pick.chosen:
            index = dragon_at(self.board, self.shown, pos)
            if index is not None:
                return -100 - index
        if pick is not None and pick.kind in ("fear_and_loathing", "sneak_attack"):
            for seat, rect in enumerate(self.panel_rects):
                if rect.collidepoint(pos):
                    return seat
            if pick.kind == "fear_and_loathing":
                seats = [s for s in figures_at(self.board, self.shown, pos) if s in self.targets()]
                return seats[0] if seats else None
            return None
        return self.board.cell_at(pos)

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
        if pick.kind in ("destructive_forces", "thundering_elements"):
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
                if target <= -100:
                    pick.chosen.append(-100 - target)
                return
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
            )
            self.choice_for = seat

    def drop_card(self, seat: int, card: int, pos: tuple[int, int], moved: bool) -> None:
        kind = D.CARD_KIND[card]
        on_board = BOARD_RECT.collidepoint(pos) and not HAND_AREA.collidepoint(pos)
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
        if not moved or on_board:
            self.start_card(seat, card)

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
        """Free if free; else the colour card; the joker only when nothing else fits."""
        free = [m for m in options if field_of(m, "card") is None]
        if free:
            return free
        disk = self.state.colours[cell] if cell is not None and cell < D.N_CELLS else -1
        colour = [m for m in options if D.CARD_COLOUR[m.card] == disk]
        if colour:
            return colour
        return options

    def _step_with(self, options: list[Any]) -> None:
        """Commit a step; a step onto a pair first asks which partner is replaced."""
        by_target: dict[Any, Any] = {}
        for m in options:
            by_target.setdefault(field_of(m, "target"), m)
        if len(by_target) > 1:
            self._ask_partner(list(by_target.values()))
            return
        self._land(list(range(self.state.n)))
        self.commit(options[0])

    def _refusal_for_cell(self, seat: int, cell: int | None, card: int | None = None) -> str | None:
        """The engine's reason why the figure may not step onto `cell`."""
        if cell is None:
            return None
        source = self.plan if self.state.phase == WINDOW and self.plan is not None else self.state
        try:
            source.check(make_move("step", seat, cell=cell, card=card))
        except IllegalMove as refused:
            return refused.code
        except Exception:
            return "blocked"
        return None

    # ------------------------------------------------------------------ buttons
    def _refresh_buttons(self) -> None:
        s = self.state
        seat = self.acting_person()
        mine = seat is not None and self.gate.owner == seat and not self.gate.covering
        kinds = {m.kind for m in self.legal(seat)} if mine and seat is not None else set()
        self.end_button.visible = mine and s.phase != EXCHANGE and "end_turn" in kinds
        self.abandon_button.visible = mine and "abandon_treasure" in kinds
        self.draw_button.visible = mine and s.phase == EXCHANGE
        self.speed_button.visible = len(self.people) < len(self.seats)
        self.takeback.refresh()

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> bool:
        if self.frozen:
            return False
        speed = self.speed()
        self.clock += dt
        self._poll_computer(dt * speed)
        self.anim.speed = speed
        moving = self.anim.update(dt)
        if self.advance_due and not self.anim.active:
            self.advance_due = False
            self.advance()
        for line in self.lines:
            line.age += dt
        self.lines = [line for line in self.lines if line.age < TOAST_TIME]
        toasting = self.toasts.update(dt)
        counting = False
        if self.round is not None and not self.anim.active:
            counting = not self.round.paused
            if self.round.tick(dt * speed):
                self._close_round()
        if self.pause_left > 0:
            self.pause_left -= dt * speed
            if self.pause_left <= 0:
                self.advance()
        if self.choice is not None:
            self.choice.update(dt)
        self._refresh_buttons()
        widgets = self.group.update(dt)
        if self.end_button.visible and self.round is not None:
            self.end_button.label = N_("End turn")
        return bool(
            moving or counting or self.lines or toasting or widgets or self.drag is not None
        )

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(art.soft_backdrop(), (0, 0))
        shown = self.shown
        highlights: dict[int, tuple[int, int, int]] = {}
        if shown.phase != OVER and shown.active not in self.motion.hunters:
            highlights[shown.pos[shown.active]] = theme.HIGHLIGHT
        self.board.draw(surface, shown, highlights, self.motion)
        lit = self.lit_positions() if self.may_act() else {}
        if lit:
            draw_prices(self.board, surface, lit)
            if self.hover_pos in lit:
                self.board.draw_highlights(surface, {self.hover_pos: theme.PRIMARY})
        if self.pick is not None and self.pick.kind == "dragon_patrol" and not self.pick.chosen:
            seat = self.acting_person()
            if (
                seat is not None
                and len({int(m.target) for m in self.legal(seat) if m.kind == "dragon_patrol"}) > 1
            ):
                for index in range(len(shown.dragons)):
                    x, y = self.board.dragon_center(shown, index)
                    pygame.draw.circle(surface, theme.HIGHLIGHT, (x, y), self.board.px(0.8), 4)
        for chosen in (
            self.pick.chosen if self.pick is not None and self.pick.kind != "dragon_patrol" else []
        ):
            self.board.draw_highlights(surface, {chosen: theme.PRIMARY})
        if self.drag is not None and self.drag.what == "figure" and self.drag.moved:
            self._draw_held_figure(surface)
        for seat in range(shown.n):
            self.draw_panel(surface, seat)
        self.draw_piles(surface)
        self.draw_flyers(surface)
        self.effects = [e for e in self.effects if not getattr(e, "done", False)]
        for effect in self.effects:
            effect.draw(surface)
        self.draw_banner(surface)
        if self.round is not None and self.people:  # a computer game: the round is its pause
            draw_prompt(
                surface,
                self.round,
                self.people,
                [s.name for s in self.seats],
                [s.colour for s in self.seats],
            )
        viewer = self.viewer
        if viewer is not None and self.hand_hidden():
            self.draw_hidden_hand(surface, len(self.shown.hands[viewer]))
        elif viewer is not None:
            hand = self.hand_of_viewer()
            self.fan.draw(surface, hand, viewer)
            if self.drag is not None and self.drag.what == "card" and self.drag.card in hand:
                self.fan.draw_held(surface, self.drag.card, viewer, self.drag.pos)
        if self.choice is not None and viewer is not None and viewer == self.choice_for:
            self.choice.draw(surface)
        self.group.draw(surface)
        self.toasts.draw(surface, clamp_to=pygame.Rect(0, 0, 1280, 800))

    def help_spots(self) -> list[tuple[pygame.Rect, str]]:
        """The parts of the table, one sentence each (the help overlay: F1)."""
        from dracheninsel.ui.reactions import PROMPT

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
                N_("Your boat: your cone starts here and brings the treasure back."),
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
            (HAND_AREA.inflate(-120, -40), N_("Your hand: drag a card onto the island to play it."))
        )
        rects = [r for r in self.panel_rects if r.width]
        if rects:
            spots.append(
                (rects[0], N_("A player's panel: their coins, cards and whose turn it is."))
            )
        spots.append((DRAW_PILE, N_("The draw pile: at the end of a turn you draw up to six.")))
        spots.append((DISCARD_PILE, N_("The discard pile: played cards go here.")))
        if self.round is not None and self.people:
            spots.append((PROMPT, N_("Someone may answer this card now: click your name.")))
        if self.end_button.visible:
            spots.append((self.end_button.rect, N_("End your turn when you are done.")))
        return spots

    def draw_hidden_hand(self, surface: pygame.Surface, count: int) -> None:
        spots = cards.fan_layout(count, HAND_AREA, 80)
        for spot in spots:
            cards.draw_face_down(surface, spot.center, spot.width, spot.angle)
        note = assets.text(
            _("Your cards wait until the others have answered"), 16, theme.INK_SOFT, True
        )
        box = note.get_rect(midbottom=(HAND_AREA.centerx, HAND_AREA.y + 40)).inflate(20, 10)
        pygame.draw.rect(surface, theme.CARD, box, border_radius=12)
        surface.blit(note, note.get_rect(center=box.center))

    def _draw_held_figure(self, surface: pygame.Surface) -> None:
        """The cone (or pair) in the hand, drawn over the lit spaces."""
        seat = self.acting_person()
        if seat is None or self.drag is None:
            return
        group = self.state.group_of(seat)
        members = list(group.members) if group is not None else [seat]
        x, y = self.drag.pos
        for index, member in enumerate(members):
            sprite = self.board.hunter_sprite(self.state.colour_of(member))
            dx = (index - (len(members) - 1) / 2) * sprite.get_width() * 0.6
            surface.blit(sprite, sprite.get_rect(midbottom=(round(x + dx), round(y + 20))))

    def draw_banner(self, surface: pygame.Surface) -> None:
        title = assets.text(_("Die Dracheninsel"), 28, theme.PRIMARY_DARK, True)
        surface.blit(title, title.get_rect(midleft=(20, 40)))
        theme.draw_panel(surface, BANNER, theme.CARD, theme.GOLD, radius=22)
        text, ink = self.banner_text()
        width = BANNER.width - (120 if self.speed_button.visible else 40)
        size = fit_text(text, theme.SIZE_SMALL + 1, width, bold=True, min_size=13)
        label = assets.text(text, size, ink, True)
        surface.blit(label, label.get_rect(midleft=(BANNER.x + 22, BANNER.centery)))

    def _layout_panels(self) -> list[pygame.Rect]:
        """Each seat's panel on the side of its boat, rows as close to the boat as fits."""
        n = self.state.n
        boats = [self.board.boat_center(self.state.colour_of(s)) for s in range(n)]
        by_x = sorted(range(n), key=lambda s: boats[s][0])
        left = by_x[: n // 2]
        rects = [pygame.Rect(0, 0, 0, 0)] * n
        row_y = [PANEL_TOP + r * (PANEL_H + PANEL_GAP) + PANEL_H / 2 for r in range(PANEL_ROWS)]
        for column in (left, by_x[n // 2 :]):
            seats = sorted(column, key=lambda s: boats[s][1])
            rows = min(
                itertools.combinations(range(PANEL_ROWS), len(seats)),
                key=lambda rs: sum(
                    abs(row_y[r] - boats[s][1]) for r, s in zip(rs, seats, strict=True)
                ),
            )
            x = 16 if column is left else 1280 - 16 - PANEL_W
            for row, seat in zip(rows, seats, strict=True):
                rects[seat] = pygame.Rect(
                    x, PANEL_TOP + row * (PANEL_H + PANEL_GAP), PANEL_W, PANEL_H
                )
        return rects

    def panel_coin_anchor(self, seat: int) -> Point:
        rect = self.panel_rects[seat]
        return (float(rect.x + 30), float(rect.bottom - 24))

    def draw_panel(self, surface: pygame.Surface, seat: int) -> None:
        """Colour, name, level, cards in hand (backs), cards owed, coins collected."""
        shown = self.shown
        rect = self.panel_rects[seat]
        rgb = self.rgb(seat)
        over = shown.phase == OVER
        active = shown.active == seat and not over
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
        theme.draw_panel(
            surface, rect, theme.CARD, theme.GOLD if active else theme.lighten(rgb, 0.3), radius=18
        )
        head = pygame.Rect(rect.x, rect.y, rect.width, 50)
        pygame.draw.rect(surface, rgb, head, border_top_left_radius=18, border_top_right_radius=18)
        cone = self.board.hunter_sprite(shown.colour_of(seat), 40)
        surface.blit(cone, cone.get_rect(midleft=(rect.x + 8, head.centery)))
        ink = theme.ideal_text_colour(rgb)
        name = f"{seat + 1} {self.name(seat)}"
        size = fit_text(name, theme.SIZE_SMALL + 2, rect.width - 70, bold=True, min_size=15)
        name = ellipsize(name, size, rect.width - 70, bold=True)
        label = assets.text(name, size, ink, True)
        surface.blit(label, label.get_rect(midleft=(rect.x + 56, head.y + 17)))
        level = self.seats[seat].level
        kind = _("Computer") + " · " + _(level.capitalize()) if level else _("Player")
        sub = assets.text(kind, 14, ink)
        surface.blit(sub, sub.get_rect(midleft=(rect.x + 57, head.y + 37)))
        count = len(shown.hands[seat])
        step = min(16, (rect.width - 110) // max(1, count))
        for index in range(count):
            cards.draw_face_down(surface, (rect.x + 26 + index * step, rect.y + 84), 30)
        text = str(count)
        owed = shown.owed[seat] if seat < len(shown.owed) else 0
        if owed:
            text += " · " + _("{n} owed").format(n=owed)
        number = assets.text(text, theme.SIZE_SMALL, theme.INK, True)
        surface.blit(number, number.get_rect(midright=(rect.right - 12, rect.y + 84)))
        coins = self.shown_collected[seat]
        diameter = COIN_RADIUS * 2 + 2
        room = rect.width - 90 - diameter
        spacing = min(diameter + 2, room // max(1, len(coins) - 1)) if coins else 0
        crowded = spacing < diameter - 4
        for index, coin in enumerate(sorted(coins)):
            top = index == len(coins) - 1
            sprite = self.board.coin_sprite(D.COIN_VALUE[coin], diameter, not crowded or top)
            surface.blit(
                sprite,
                sprite.get_rect(
                    center=(rect.x + 16 + diameter // 2 + index * spacing, rect.bottom - 24)
                ),
            )
        if not coins:
            none = assets.text(_("no coins yet"), 14, theme.INK_FAINT)
            surface.blit(none, none.get_rect(midleft=(rect.x + 14, rect.bottom - 24)))
        total = sum(D.COIN_VALUE[c] for c in coins)
        score = assets.text(str(total), theme.SIZE_BODY, theme.PRIMARY_DARK, True)
        surface.blit(score, score.get_rect(midright=(rect.right - 14, rect.bottom - 24)))

    def draw_piles(self, surface: pygame.Surface) -> None:
        shown = self.shown
        if shown.deck:
            cards.draw_face_down(surface, DRAW_PILE.center, DRAW_PILE.width)
        count = assets.text(str(len(shown.deck)), theme.SIZE_SMALL, theme.INK, True)
        surface.blit(count, count.get_rect(midtop=(DRAW_PILE.centerx, DRAW_PILE.bottom + 6)))
        if shown.discard:
            cards.draw_face_up(
                surface, shown.discard[-1], None, DISCARD_PILE.center, DISCARD_PILE.width
            )
        caption = assets.text(_("Discard"), 14, theme.INK_SOFT, True)
        surface.blit(
            caption, caption.get_rect(midtop=(DISCARD_PILE.centerx, DISCARD_PILE.bottom + 8))
        )

    def draw_flyers(self, surface: pygame.Surface) -> None:
        for flyer in self.flyers:
            if flyer.kind == "coin":
                sprite = self.board.coin_sprite(flyer.value, COIN_RADIUS * 2 + 10)
                surface.blit(sprite, sprite.get_rect(center=flyer.pos))
            else:
                cards.draw_face_down(surface, flyer.pos, 44)
