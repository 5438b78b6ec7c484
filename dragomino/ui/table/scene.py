"""The Dragomino table scene: the coordinator of the table's parts.

The engine (`dragomino.rules`) decides everything; the table shows a *shown model*
(islands, eggs, display, mother dragon) that lags the real state while events animate,
and turns pointer/keyboard input into `PlaceDomino` / `ChooseSpringEgg` moves. The kit
(`common.table`) runs the flow: session and autosave, the event player, the computer
player, the turn driver and hand-off gate, banner, toasts, drag controller, take-backs.

This module builds the table (all of its state is set in `TableScene.__init__`), answers
the kit's hooks (who acts, a computer's decision, the end), commits moves and runs the
frame's update. The rest lives beside it, each a part with one job:

- places.py: regions, display slots, panels, cameras, the mother's seat, help labels
- animate.py: one animation per event, and the shown model following them
- controls.py: pointer, wheel and keys: holding, turning and dropping a domino
- history.py: take-backs and replay mode
- draw.py: every picture of the table, in `draw`'s fixed order
- idle.py: the still picture of a table at rest and idle frames drawn in parts

The first five are mixins of `TableScene`: they keep no state of their own, call each
other through the scene, and stay overridable as one class (the guided game,
`guide.py`, narrows `_pick_at`, `_drop`, `_animate`, `_after_events`, `_draw_undo`, ...).
`IdleFrames` is a composed object: it owns state (the still picture, the last idle frame)
and a narrow job.
"""

from __future__ import annotations

import logging
import math
from typing import TYPE_CHECKING, Any

import pygame

from common import i18n
from common.games import get_plugin
from common.sprites import SpriteLayer
from common.table import (
    ComputerPlayer,
    Decision,
    DragController,
    EventPlayer,
    GameSession,
    HandoffGate,
    Seat,
    TableSceneBase,
    Toast,
    ToastLine,
    TurnBanner,
    TurnDriver,
)
from common.table import draw as kit
from common.table.stuck import report_stuck
from common.table.undo import TakeBackCache
from common.tween import Animation, Call, Delay, Sequence, walk
from dragomino.engine import ENGINE
from dragomino.options import GAME_ID
from dragomino.rules import (
    PHASE_SPRING_CHOICE,
    ChooseSpringEgg,
    Event,
    GameState,
    Move,
    PlaceDomino,
)
from dragomino.ui.anim import MotherDragon, MotherFlight, mother_flight
from dragomino.ui.art import art
from dragomino.ui.island_view import Camera
from dragomino.ui.layout import BASE
from dragomino.ui.look import TIMING
from dragomino.ui.phones import DragominoPhones
from dragomino.ui.pictures import LEAVING, Floating
from dragomino.ui.table.animate import TableAnimation
from dragomino.ui.table.controls import TAP_DISTANCE, Drag, TableControls
from dragomino.ui.table.draw import TableDrawing
from dragomino.ui.table.history import TableHistory
from dragomino.ui.table.idle import IdleFrames, LastIdleFrame
from dragomino.ui.table.places import BIG_ISLAND_MARGIN, MOTHER_SIZE, TablePlaces
from dragomino.ui.takeback import reveals

if TYPE_CHECKING:
    from common.games import GamePlugin

log = logging.getLogger(__name__)

Cell = tuple[int, int]
SeatInfo = Seat  # the kit's seat record (name, colour, computer level)
Session = GameSession[GameState, Move, Event]


class TableScene(
    DragominoPhones,
    TableControls,
    TableAnimation,
    TableHistory,
    TableDrawing,
    TablePlaces,
    TableSceneBase,
):
    """Everything the players see during a game of Dragomino.

    The kit (`common.table`) runs the flow: the session commits and autosaves, the event
    player animates one event at a time, the turn driver asks the computer player or opens
    the spring chooser behind a hand-off; this class shows the islands and takes the drag.
    """

    music = "dragomino"  # the game's tune while the table is on the stack (common.audio)

    def __init__(self, session: Session, *, sync_ai: bool = False, ai_seed: int | None = None):
        super().__init__()
        self.session = session
        self.seats = session.seats
        state = session.state
        self.art = art(springs=state.config.spring_variant)  # no spring symbol without it
        # shown model (lags the state while events animate)
        self.shown_islands = [dict(p.island) for p in state.players]
        self.shown_eggs = [dict(p.eggs) for p in state.players]
        self.shown_display: list[int | None] = list(state.display)
        self.shown_mother = state.mother
        self.shown_turn = state.current_player if state.current_player is not None else 0
        self.shown_round = state.round
        self.shown_order: list[int] = list(state.order)
        # every piece that moves on its own, drawn there and nowhere else (common/sprites.py)
        self.sprites = SpriteLayer()
        self.events: EventPlayer[Event] = EventPlayer(
            self.tweens, self._animate, self._after_events
        )
        # input
        self.dragger: DragController[Drag] = DragController(
            self._pick_at, lambda held: self._update_hover(), self._drop_held, TAP_DISTANCE
        )
        self.kb_slot: int | None = None
        self.hover_slot: int | None = None
        self.peek_seat: int | None = None  # another player's island shown big on hover
        self._ghost_feel: tuple[bool, int] | None = None
        self.floating: Floating | None = None
        self.toasts = ToastLine(TIMING["toast"])
        self.lay = BASE  # places and sizes at the "larger text" factor (`layout`)
        self.lay_language = i18n.get_language()  # the language its cached pictures are in
        self.text_scale_override: float | None = None  # a picture's own factor (self-test)
        self.banner = TurnBanner(self._splash_center(), TIMING["banner"])
        self.outline_cache: tuple[tuple[int, int, int, int], set[Cell]] | None = None
        # who acts: computer players think in a worker thread (inline for tests)
        self.computer: ComputerPlayer[GameState, Move] = ComputerPlayer(
            ENGINE.choose_move,
            seed=ai_seed,
            min_think=TIMING["ai_think_min"],
            threaded=not sync_ai,
            wake=self._wake,
        )
        self.computer.warm_up(seat.level for seat in self.seats)
        self.gate = HandoffGate(self.seats, enabled=self.handoff_enabled)
        self.driver = TurnDriver(
            session, self.computer, self.gate, self, manager=lambda: getattr(self, "manager", None)
        )
        self.takebacks = TakeBackCache(session, reveals)
        self.replaying = False  # driven by a replay (`common.scenes.replay`), not by players
        self.undo_hover = False  # the pointer rests on the Undo button (its tooltip shows)
        self.overlay_open = False
        self.end_shown = False
        self.end_shows_islands = False  # the end screen opens on 'See islands' (self-test)
        self.offer_guide = False  # a launcher game: its first start offers the guided game
        self.entered = False
        self.layers = kit.LayerCache()
        self._score_seen: dict[int, tuple[int, float]] = {}
        self.round_changed_at = -9.0
        self._cards: dict[tuple[object, ...], pygame.Surface] = {}
        self.frozen = False  # self-test pictures stop the clock at a chosen moment
        self.idle = IdleFrames(self)  # the still picture and idle frames (`idle.py`)
        self.big = Camera(
            self.rect("island"), max_cell=self.lay.island_max_cell, margin=BIG_ISLAND_MARGIN
        )
        self.minis: list[Camera] = []
        self.mother = MotherDragon(self.art, (0, 0), MOTHER_SIZE)
        self.sprites.add(self.mother)
        self._layout_minis()
        self._fit_cameras(instant=True)
        self.mother.pos = self.mother_anchor(self.shown_mother)

    # ------------------------------------------------------------------ kit facades
    @property
    def state(self) -> GameState:
        return self.session.state

    @state.setter
    def state(self, value: GameState) -> None:
        self.session.state = value

    @property
    def show_odds(self) -> bool:
        return bool(self.session.table.get("show_odds", False))

    @show_odds.setter
    def show_odds(self, on: bool) -> None:
        self.session.table["show_odds"] = on

    @property
    def sync_ai(self) -> bool:
        return not self.computer.threaded

    @sync_ai.setter
    def sync_ai(self, inline: bool) -> None:
        self.computer.threaded = not inline

    @property
    def drag(self) -> Drag | None:
        return self.dragger.held

    @drag.setter
    def drag(self, held: Drag | None) -> None:
        self.dragger.held = held

    @property
    def leaving(self) -> list[Floating]:
        """The leftover dominoes sliding off the table at a round's end."""
        return [s for s in self.sprites if isinstance(s, Floating) and s.layer == LEAVING]

    @property
    def pending(self) -> Any:
        return self.events.pending

    @property
    def blocking(self) -> Animation | None:
        return self.events.blocking

    @property
    def toast(self) -> Toast | None:
        return self.toasts.current

    @property
    def banner_time(self) -> float:
        return self.banner.time

    @property
    def ai_waiting(self) -> bool:
        return self.computer.busy

    def _wake(self) -> None:
        """From the worker thread: the loop should look at the computer's answer."""
        app = getattr(self, "app", None)
        if app is not None:
            app.post_from_thread(app.request_redraw)

    # ------------------------------------------------------------------ scene hooks

    def on_enter(self) -> None:
        """First entry syncs and starts the game (with the mother dragon's entrance)."""
        self.idle.still = None
        if self.entered:
            if self.state.is_over:
                self._show_end()
            elif self.events.idle:
                self._after_events()
            return
        self.entered = True
        self._sync_shown()
        if self.state.is_over:
            self._show_end()
            return
        if self._fresh_game():
            # the mother dragon flies in and settles with the player who starts (the youngest)
            self.mother.pos = (640.0, -140.0)
            intro = Sequence(
                Delay(0.4),
                mother_flight(
                    self.mother, lambda: self.mother_anchor(self.shown_mother), self.sound
                ),
                Call(lambda: self._turn_begins(self.shown_turn, first=True)),
            )
            self.events.hold(intro)
            if self.offer_phones_again():  # phones.py: Continue of a game with phones
                return  # the codes first; the flight waits under them
            from dragomino.ui.offer import maybe_offer

            maybe_offer(self)  # the first start of Dragomino offers the guided first game
            return
        self._turn_begins(self.shown_turn, first=True)
        if self.offer_phones_again():  # phones.py: Continue of a game played with phones
            return  # the codes first; the turn goes on when they close (`on_resume`)
        self._after_events()

    def _turn_begins(self, seat: int, first: bool = False) -> None:
        """A person's turn: chime and the 'your turn' splash; a computer's: a click."""
        self.banner.turn_begins()
        self.kb_slot = None
        if not self.seats[seat].is_computer:
            self.sound("turn")
        elif not first:
            self.sound("click")

    def _fresh_game(self) -> bool:
        state = self.state
        return (
            state.round == 1
            and state.turn_index == 0
            and all(len(p.island) == 2 for p in state.players)
        )

    def on_pause(self) -> None:
        """Covered by an overlay (help, pause, spring chooser): the peek at another island
        closes. It previews what the pointer rests on, and the pointer now belongs to the
        overlay (which takes every move); left open, F1 drew the help's labels over the
        peek box, which hid the table parts they name. The next move over a small island
        opens it again.

        The "your turn" splash and a refusal toast settle too: the table below an overlay
        stands still, so either would stop half grown or half faded behind the card (seen in
        a play-test behind the pause card). The banner's steady glow still says whose turn.
        So does what the pointer rested on: the Undo button's tooltip stood under the pause
        card and stayed after it (play-test under Xvfb), a lifted domino likewise."""
        self.peek_seat = None
        self.undo_hover = False
        self.hover_slot = None
        self.banner.time = max(self.banner.time, self.banner.splash_seconds)
        self.toasts.clear()

    def on_resume(self) -> None:
        """Back from an overlay (pause, spring chooser): carry on with whoever acts."""
        self.overlay_open = False
        self.idle.still = None  # settings (language, comfort) may have changed meanwhile
        if self.events.idle:
            self._after_events()

    def on_exit(self) -> None:
        self.computer.cancel()  # a late computer answer must not touch a closed table
        self.close_phones()  # the game is left: the phones are told, the server stops
        super().on_exit()

    # ------------------------------------------------------------------ services

    def input_allowed(self) -> bool:
        """True when a person may act now: nothing animating, their turn, no chooser."""
        return (
            self.events.idle
            and not self.replaying
            and self.floating is None
            and not self.state.is_over
            and self.state.phase != PHASE_SPRING_CHOICE
            and not self.seats[self.state.current_player or 0].is_computer
            and self.shown_turn == self.state.current_player
        )

    def save_data(self) -> dict[str, Any]:
        """What an autosave holds (see `common.table.session`): moves, state, seats, odds."""
        return self.session.save_data()

    def rematch(self) -> TableScene:
        """A fresh game with the same seats and options (the end screen's 'again'); the
        phones stay with the family (phones.py)."""
        table = TableScene(self.session.rematch(), sync_ai=self.sync_ai)
        self.hand_phones_to(table)
        return table

    # ------------------------------------------------------------------ moves and events

    def commit(self, move: Move) -> list[Event]:
        """Apply a move to the real state (autosaved) and queue its events for animation."""
        events = self.session.commit(move)
        if self.replaying:  # a replay shows what a spectator may see (no peeked eggs)
            events = [ENGINE.event_view(event, -1) for event in events]
        self.events.play(events)
        return events

    def _after_events(self) -> None:
        """All animations done: the turn driver decides who acts next."""
        if self.replaying:
            return  # nobody acts in a replay: the replay hands over the next move
        if self.state.is_over:
            self._sync_shown()
            if not self.end_shown:
                self._show_end()
            return
        if not self.overlay_open:
            self.computer.min_think = self._computer_pace()
            self.driver.advance()

    def _computer_pace(self) -> float:
        """How long (in scaled table time) the next computer thinks at least: long enough
        after a person's move that may be taken back for someone to press Undo (with one
        computer after a person, the window was about a second, half that with reduced
        motion; play-test under Xvfb), else the usual pace."""
        if self.takebacks.status().allowed:
            return TIMING["ai_wait_for_take_back"] * self.speed()
        return TIMING["ai_think_min"]

    # turn hooks (common.table.TurnHooks) ------------------------------------------

    def is_private(self, seat: int) -> bool:
        """Only the spring chooser's two eggs are secret; islands are public. A chooser on
        a phone looks there: nothing secret of theirs is on this screen (phones.py)."""
        return self.state.phase == PHASE_SPRING_CHOICE and not self.on_phone(seat)

    def person_acts(self, seat: int) -> None:
        """A person's turn: the display lights up; at a spring, the two eggs are offered."""
        if self.state.phase == PHASE_SPRING_CHOICE and self.on_phone(seat):
            self.phone_waits_for = seat  # phones.py: the egg is kept on the phone
        elif self.state.phase == PHASE_SPRING_CHOICE:
            self._open_spring_choice(seat)

    def play_computer(self, decision: Decision[Move]) -> None:
        """Show a computer's (checked) move: a placement glides in, a spring egg is kept."""
        move = decision.move
        if move is None:  # a rules bug: say so, offer the title (common.table.stuck)
            name = self.seats[decision.seat].name
            report_stuck(
                getattr(self, "manager", None), decision.seat, name, decision.problem, self.leave
            )
            return
        if isinstance(move, PlaceDomino):
            self._glide_ai(move)
        else:
            self.commit(move)

    def several_act(self, seats: list[int]) -> None:
        """Dragomino has no out-of-turn plays."""

    def game_over(self) -> None:
        self._show_end()

    def recap(self, seat: int) -> list[str]:
        return []  # every Dragomino move happened in plain sight

    def _show_end(self) -> None:
        """Push the end screen once (only when this table is on a scene stack)."""
        manager = getattr(self, "manager", None)
        if self.end_shown or manager is None or self not in manager.stack:
            return
        self.end_shown = True
        self._sync_shown()
        from dragomino.ui.end import EndOverlay

        self.overlay_open = True
        overlay = EndOverlay(self)
        overlay.showing_islands = self.end_shows_islands
        manager.push(overlay)

    def _open_spring_choice(self, seat: int) -> None:
        """The chooser looks at two spring eggs (the hand-off, if any, is behind them)."""
        manager = getattr(self, "manager", None)
        if manager is None or self.state.spring_offer is None:
            self.driver.reset()  # not on screen yet (self-test): open it once it is
            return
        from dragomino.ui.spring import SpringChoiceOverlay

        self.overlay_open = True
        manager.push(SpringChoiceOverlay(self, seat))

    def choose_spring(self, keep: int) -> None:
        """Called by the spring overlay when the chooser picked an egg."""
        self.overlay_open = False
        self.gate.close()  # the eggs are hidden again: the next peek needs a hand-off
        self.commit(ChooseSpringEgg(keep))

    # ------------------------------------------------------------------ new tables and pause

    def replay_table(self) -> TableScene:
        """A fresh table at move 0 of this game, for watching it again."""
        session = self.session.rematch(self.session.seed)
        session.autosave = None
        return TableScene(session, sync_ai=True)

    def open_pause(self) -> None:
        """The shell's pause menu (resume, rules, settings, quit to title)."""
        self.drag = None
        super().open_pause()

    def pause_plugin(self) -> GamePlugin | None:
        return get_plugin(GAME_ID)  # the game's entry, from the shell: the plugin builds on us

    def saves_on_quit(self) -> bool:
        return self.session.autosave is not None

    def before_quit(self) -> None:
        if not self.state.is_over:
            self.session.save_now()
        self.close_phones()

    # ------------------------------------------------------------------ update

    def update(self, dt: float) -> bool:
        """Advance animations, cameras, the computer's thinking; True while anything moves."""
        self._follow_layout()
        self.idle.quiet = False
        if self.frozen:
            return False
        scaled = dt * self.speed()
        # idle frames come rarely and with a capped dt: idle motion keeps to real time
        ticked = self.tick_clock(dt, busy=bool(self.tweens.active or self.drag))
        # the 'your turn' splash starts when the person can act, not under the
        # mother dragon's entrance or the islands trading places
        self.banner.update(dt, self.input_allowed())
        self.tweens.speed = self.speed()
        self.tweens.update(dt)
        self.mother.update(ticked * self.speed())
        if not any(isinstance(a, MotherFlight) and not a.done for a in walk(self.blocking)):
            target = self.mother_anchor(self.shown_mother)
            k = 1 - math.exp(-10 * scaled)
            mx, my = self.mother.pos
            self.mother.pos = (mx + (target[0] - mx) * k, my + (target[1] - my) * k)
        moving = self.big.update(scaled)
        # zooming or gliding: scale cached tiles; crisp ones are rendered once things settle
        self.art.quick = moving or self.floating is not None
        for cam in self.minis:
            cam.update(scaled)
        self.toasts.update(dt)
        self.events.update()
        self.driver.update(scaled)  # a computer's answer, once it thought long enough
        phoned = self.poll_phones()  # phones.py: the spring egg kept on a phone, the views
        animating = bool(
            self.tweens.active
            or moving
            or self.computer.busy
            or self.floating
            or self.drag
            or self.toast
            or self.banner.animating(self.input_allowed())
            or any(self.clock - t < 0.6 for _score, t in self._score_seen.values())
            or phoned
        )
        self.idle.quiet = not animating
        if animating:
            self.idle.still = None
        else:
            # idle breathing, blinking and pulsing need only ~5 frames a second, and
            # ~4 once nobody has touched anything for a while (the laptop stays cool);
            # a blink gets a frame of its own
            self.idle_frame_later(
                TIMING["idle_calm_after"], due=self.mother.blink_due(self.speed())
            )
        return animating

    # ------------------------------------------------------------------ idle frames

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The next idle frame over the last one, in parts (`IdleFrames.changes`); None
        when it must be drawn in full."""
        if type(self).draw is not TableScene.draw:
            return None  # a table that draws more over this one (the guide): drawn whole
        self._follow_layout()
        return self.idle.changes(surface)

    def _steady(self) -> bool:
        """Nothing moves but the idle motion (`IdleFrames.steady`)."""
        return self.idle.steady()

    # the idle frames' state, under the names tests and tools read and set
    @property
    def _still(self) -> tuple[object, pygame.Surface] | None:
        return self.idle.still

    @_still.setter
    def _still(self, still: tuple[object, pygame.Surface] | None) -> None:
        self.idle.still = still

    @property
    def _quiet(self) -> bool:
        return self.idle.quiet

    @_quiet.setter
    def _quiet(self, quiet: bool) -> None:
        self.idle.quiet = quiet

    @property
    def _idle_drawn(self) -> LastIdleFrame | None:
        return self.idle.drawn

    @_idle_drawn.setter
    def _idle_drawn(self, drawn: LastIdleFrame | None) -> None:
        self.idle.drawn = drawn
