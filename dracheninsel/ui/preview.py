"""Board preview: the real starting island of the chosen table, and a computer game to watch.

The full table (hands, card play, reactions, hand-off screens) comes later; until then a
family who set up Die Dracheninsel sees their seats around the real board and can watch
the engine's computer players play it out. Only public information is drawn: hands are
card backs, stolen cards fly face down.

Computer players think in a worker thread on a copy of their view; the result comes back
through `app.post_from_thread`, so the main loop never waits for them.
"""

from __future__ import annotations

import itertools
import logging
import math
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import pygame

from common import assets, theme
from common.audio import play_ui
from common.games import GamePlugin, GameSetup
from common.i18n import N_, _, get_language
from common.scene import Scene
from common.scenes import art
from common.tween import Call, Delay, Parallel, Sequence, Tween, TweenManager
from common.widgets import Button, WidgetGroup, ellipsize, fit_text
from dracheninsel.ai import choose_move
from dracheninsel.rules import Event, IllegalMove, Move, State, new_game
from dracheninsel.rules import data as D
from dracheninsel.rules.state import OVER
from dracheninsel.ui.board_view import BoardView, Motion, Point, colour_rgb

log = logging.getLogger(__name__)

BOARD_RECT = pygame.Rect(244, 78, 792, 716)
PANEL_W, PANEL_H, PANEL_GAP = 220, 226, 12
PANEL_TOP = 86
PANEL_ROWS = 3
BANNER = pygame.Rect(262, 12, 756, 58)
MAX_MOVES = 8000  # a runaway game is stopped (the engine's simulator uses the same cap)
SPEEDS = (1.0, 2.0, 4.0)
STEP_TIME = 0.36
HOME_TIME = 0.55
TURN_PAUSE = 0.55
MOVE_PAUSE = 0.12
TOAST_TIME = 2.6
CARD_BACK = "dracheninsel/card_back.svg"
COIN_RADIUS = 13

# Which event kinds are a card being played (public: the card lies face up).
CARD_EVENTS = {
    "flight": "foolhardy_flight",
    "destructive_forces": "destructive_forces",
    "thundering_elements": "thundering_elements",
    "dragon_patrol": "dragon_patrol",
    "evil_curse": "evil_curse",
    "long_journey": "long_journey",
    "unfaithful": "unfaithful",
}

# The one sound a move makes: the first of these event kinds it caused (name, volume).
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


@dataclass
class SeatLook:
    """How one seat is shown: name, colour letter, and the computer level (None: human)."""

    name: str
    colour: str
    level: str | None


@dataclass
class Toast:
    """One line in the banner: what just happened, in the colour of who did it.

    ``text`` is asked for the words at every frame, so switching the language in the pause
    menu re-labels a line that is still showing.
    """

    text: Callable[[], str]
    colour: tuple[int, int, int]
    age: float = 0.0


@dataclass
class Flyer:
    """A coin or face-down card travelling between the board and a seat panel."""

    kind: str  # "coin" or "card"
    value: int
    pos: Point
    scale: float = 1.0


def readable(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat colour dark enough to read as text on the cream banner."""
    luminance = 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]
    return theme.darken(rgb, 0.5 if luminance > 150 else 0.2)


def localised(msgid: str, **args: object) -> Callable[[], str]:
    """A banner line translated when drawn; callable arguments (card names) too."""

    def text() -> str:
        values = {key: value() if callable(value) else value for key, value in args.items()}
        return _(msgid).format(**values)

    return text


def card_name(kind: str) -> str:
    """A card's printed name in the current language (names live in the engine's data)."""
    names = D.CARD_NAMES.get(kind)
    if names is None:
        return kind
    return names.get(get_language(), names["en"])


class BoardPreviewScene(Scene):
    """The starting board with the seats around it, and a 'watch a computer game' mode."""

    def __init__(self, plugin: GamePlugin, setup: GameSetup, sync_ai: bool = False) -> None:
        from dracheninsel.plugin import game_config

        self.plugin = plugin
        self.setup = setup
        self.config = game_config(setup)
        self.seats = [
            SeatLook(
                seat.name or f"{index + 1}",
                seat.colour,
                seat.level if seat.kind == "computer" else None,
            )
            for index, seat in enumerate(setup.seats)
        ]
        self.sync_ai = sync_ai
        self.board = BoardView(BOARD_RECT)
        self.motion = Motion()
        self.anim = TweenManager()
        self.flyers: list[Flyer] = []
        self.toasts: list[Toast] = []
        self.watching = False
        self.running_job = 0
        self.thinking = False
        self.moves_applied = 0
        self.speed_index = 0
        self.game_number = 0
        self.glow = 0.0
        self.frozen = False  # self-test pictures hold a moment still
        self._new_state(setup.seed)
        self.panel_rects = self._layout_panels()
        self.group = WidgetGroup()
        self.watch_button = Button(
            (BANNER.right - 262, BANNER.y + 7, 250, BANNER.height - 12),
            N_("Watch a computer game"),
            self.toggle_watch,
            font_size=theme.SIZE_SMALL,
        )
        self.speed_button = Button(
            (BANNER.right - 262 - 84, BANNER.y + 7, 76, BANNER.height - 12),
            "1×",
            self.cycle_speed,
            style="plain",
            font_size=theme.SIZE_SMALL,
            translate=False,
            tooltip=N_("Watch faster: 1×, 2× or 4×"),
        )
        self.speed_button.visible = False
        self.group.add(self.watch_button)
        self.group.add(self.speed_button)
        self.group.add(
            Button(
                (1280 - 16 - PANEL_W, 16, PANEL_W, 52),
                N_("Menu"),
                self.pause,
                style="plain",
                font_size=theme.SIZE_BODY,
            )
        )

    # ------------------------------------------------------------------ state
    def _new_state(self, seed: int) -> None:
        self.state = new_game(self.config, seed)
        self.shown = self.state.copy()
        self.shown_collected = [list(c) for c in self.state.collected]
        self.ai_rng = random.Random(seed * 7919 + 1)
        self.motion.clear()
        self.flyers.clear()
        self.anim = TweenManager()
        self.moves_applied = 0

    @property
    def busy(self) -> bool:
        """True while pieces move or a computer player thinks."""
        return self.thinking or self.anim.active

    def seat_name(self, seat: int) -> str:
        return self.seats[seat].name

    def seat_rgb(self, seat: int) -> tuple[int, int, int]:
        return colour_rgb(self.shown.colour_of(seat))

    # ------------------------------------------------------------------ buttons
    def pause(self) -> None:
        from common.scenes.pause import PauseMenu

        self.manager.push(PauseMenu(self.plugin))

    def toggle_watch(self) -> None:
        """Start watching, pause, go on; after the end, a fresh game with a new seed."""
        if self.watching:
            self.watching = False
            self.watch_button.label = N_("Go on watching")
            return
        if self.state.phase == OVER or self.moves_applied >= MAX_MOVES:
            self.game_number += 1
            self._new_state(self.setup.seed + self.game_number)
        self.watching = True
        self.speed_button.visible = True
        self.watch_button.label = N_("Pause")
        if not self.busy:
            self._request_move()

    def cycle_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)
        speed = SPEEDS[self.speed_index]
        self.speed_button.label = f"{speed:g}×"

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.group.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
            return True
        return False

    def on_exit(self) -> None:
        self.watching = False
        self.running_job += 1  # a thinking worker's answer is ignored

    # ------------------------------------------------------------------ computer players
    def _level(self, seat: int) -> str:
        return self.seats[seat].level or "normal"

    def _request_move(self) -> None:
        """Ask the computer player of the seat to act, in a worker thread."""
        if not self.watching or self.thinking:
            return
        if self.state.phase == OVER or self.moves_applied >= MAX_MOVES:
            self._finished()
            return
        seat = self.state.actors()[0]
        self.running_job += 1
        job = self.running_job
        view = self.state.view(seat)
        level = self._level(seat)
        rng = random.Random(self.ai_rng.getrandbits(32))
        self.thinking = True

        def think() -> Move:
            try:
                return choose_move(view, seat, level, rng)
            except Exception:
                log.exception("computer player failed; taking a legal move")
                return rng.choice(view.legal_moves(seat))

        if self.sync_ai:
            self._move_ready(job, think())
            return
        app = self.app

        def work() -> None:
            move = think()
            app.post_from_thread(lambda: self._move_ready(job, move))

        threading.Thread(target=work, name="dracheninsel-ai", daemon=True).start()

    def _move_ready(self, job: int, move: Move) -> None:
        """Main thread: apply the computer's move and animate what happened."""
        if job != self.running_job:
            return
        self.thinking = False
        before = self.state.copy()
        try:
            events = self.state.apply(move)
        except IllegalMove:
            log.warning("computer move %s refused; taking the first legal move", move)
            fallback = self.state.legal_moves(move.seat)
            if not fallback:
                self.watching = False
                return
            events = self.state.apply(fallback[0])
        self.moves_applied += 1
        self._animate(before, self.state.copy(), events)

    def _finished(self) -> None:
        self.watching = False
        self.speed_button.visible = False
        self.watch_button.label = N_("Watch another game")
        if self.state.phase == OVER:
            self._announce_winners()

    def _continue(self) -> None:
        if self.watching:
            self._request_move()
        elif self.state.phase == OVER:
            self._finished()

    # ------------------------------------------------------------------ animation
    def _animate(self, before: State, after: State, events: list[Event]) -> None:
        """Turn one applied move into tweens: walk, hop, swap, fly; then ask for the next."""
        for event in events:
            self._toast_for(event, before)
        self._sound_for(events)
        steps: list[Tween | Sequence | Parallel | Call | Delay] = []
        movers = [s for s in range(after.n) if before.pos[s] != after.pos[s]]
        walk = next((e for e in events if e.kind in ("step", "flight")), None)
        first: list[int] = []
        if walk is not None:
            group = before.group_of(walk.seat)
            first = [m for m in (group.members if group else [walk.seat]) if m in movers]
        rest = [s for s in movers if s not in first]
        self.shown = after
        if first:
            steps.append(self._move_hunters(before, after, first, walk))
        if rest:
            steps.append(self._move_hunters(before, after, rest, None))
        moved_dragons = [
            i for i in range(len(after.dragons)) if before.dragons[i] != after.dragons[i]
        ]
        if moved_dragons:
            steps.append(self._move_dragons(before, after, moved_dragons))
        swapped = [c for c in range(1, D.N_CELLS) if before.colours[c] != after.colours[c]]
        if len(swapped) == 2:
            steps.append(self._swap_disks(swapped))
        for event in events:
            if event.kind == "treasure_collected":
                steps.append(self._fly_coins(before, event))
            elif event.kind == "card_taken":
                steps.append(self._fly_card(int(event.victim), event.seat))
            elif event.kind == "coins_placed":
                self.motion.coins_scale = 0.0
                steps.append(Tween(self.motion, "coins_scale", 0.0, 1.0, 0.45, "out_back"))
        if not any(e.kind == "treasure_collected" for e in events):
            self.shown_collected = [list(c) for c in after.collected]
        turn_change = any(e.kind in ("turn_start", "game_over") for e in events)
        steps.append(Delay(TURN_PAUSE if turn_change else MOVE_PAUSE))
        steps.append(Call(self._continue))
        self.anim.add(Sequence(*steps))

    def _sound_for(self, events: list[Event]) -> None:
        kinds = {event.kind for event in events}
        for kind, name, volume in SOUNDS:
            if kind in kinds:
                play_ui(name, volume)
                return

    def _move_hunters(
        self, before: State, after: State, seats: list[int], walk: Event | None
    ) -> Parallel:
        """Hunters glide (a walk), hop (Foolhardy Flight) or sail home (sent back)."""
        parts: list[Tween | Sequence] = []
        hop = walk is not None and walk.kind == "flight"
        duration = STEP_TIME if walk is not None else HOME_TIME
        for seat in seats:
            start = self.board.figure_center(before, seat)
            end = self.board.figure_center(after, seat)
            self.motion.hunters[seat] = start
            parts.append(
                Tween(
                    None,
                    self._hunter_setter(seat),
                    start,
                    end,
                    duration * (1.5 if hop else 1.0),
                    "in_out_quad",
                )
            )
            if hop:
                parts.append(
                    Tween(None, self._lift_setter(seat), 0.0, 1.0, duration * 1.5, "linear")
                )
        return Parallel(*parts, on_done=lambda: self._land(seats))

    def _hunter_setter(self, seat: int) -> Callable[[object], None]:
        def put(value: object) -> None:
            assert isinstance(value, tuple)
            self.motion.hunters[seat] = (float(value[0]), float(value[1]))

        return put

    def _lift_setter(self, seat: int) -> Callable[[object], None]:
        def put(value: object) -> None:
            assert isinstance(value, float | int)
            self.motion.lift[seat] = 1.2 * math.sin(math.pi * float(value))

        return put

    def _land(self, seats: list[int]) -> None:
        for seat in seats:
            self.motion.hunters.pop(seat, None)
            self.motion.lift.pop(seat, None)

    def _move_dragons(self, before: State, after: State, dragons: list[int]) -> Parallel:
        parts = []
        for index in dragons:
            start = self.board.dragon_center(before, index)
            end = self.board.dragon_center(after, index)
            self.motion.dragons[index] = start

            def put(value: object, index: int = index) -> None:
                assert isinstance(value, tuple)
                self.motion.dragons[index] = (float(value[0]), float(value[1]))

            parts.append(Tween(None, put, start, end, 0.7, "in_out_cubic"))
        return Parallel(*parts, on_done=self.motion.dragons.clear)

    def _swap_disks(self, cells: list[int]) -> Parallel:
        """Two disks trade places (Destructive Forces, Thundering Elements)."""
        first, second = cells
        parts = []
        for cell, other in ((first, second), (second, first)):
            start = self.board.cell_center(other)
            end = self.board.cell_center(cell)
            self.motion.disks[cell] = start

            def put(value: object, cell: int = cell) -> None:
                assert isinstance(value, tuple)
                self.motion.disks[cell] = (float(value[0]), float(value[1]))

            parts.append(Tween(None, put, start, end, 0.6, "in_out_cubic"))
        return Parallel(*parts, on_done=self.motion.disks.clear)

    def _fly_coins(self, before: State, event: Event) -> Sequence:
        """The delivered coins fly from the boat to the panels of whoever gets them."""
        gains = {int(k): list(v) for k, v in getattr(event, "gains", ())}
        group_pos = next((g.pos for g in before.groups if any(s in gains for s in g.members)), None)
        start = self.board.cell_center(group_pos if group_pos is not None else D.SITE)
        parts = []
        for seat, coins in gains.items():
            target = self.panel_coin_anchor(seat)
            for index, coin in enumerate(coins):
                flyer = Flyer("coin", D.COIN_VALUE[coin], start)
                self.flyers.append(flyer)
                parts.append(
                    Sequence(
                        Delay(0.12 * index),
                        Tween(flyer, "pos", start, target, 0.75, "in_out_cubic"),
                        Call(partial(self._drop_flyer, flyer)),
                    )
                )
        collected = [list(c) for c in self.state.collected]
        return Sequence(Parallel(*parts), Call(lambda: self._set_collected(collected)))

    def _set_collected(self, collected: list[list[int]]) -> None:
        self.shown_collected = collected

    def _fly_card(self, victim: int, taker: int) -> Sequence:
        """A stolen card crosses the table face down (which card it was stays secret)."""
        start = self.panel_rect(victim).center
        end = self.panel_rect(taker).center
        flyer = Flyer("card", 0, (float(start[0]), float(start[1])))
        self.flyers.append(flyer)
        return Sequence(
            Tween(flyer, "pos", flyer.pos, (float(end[0]), float(end[1])), 0.6, "in_out_cubic"),
            Call(lambda: self._drop_flyer(flyer)),
        )

    def _drop_flyer(self, flyer: Flyer) -> None:
        if flyer in self.flyers:
            self.flyers.remove(flyer)

    # ------------------------------------------------------------------ messages
    def _toast(self, text: Callable[[], str], colour: tuple[int, int, int] = theme.INK) -> None:
        self.toasts.append(Toast(text, colour))
        del self.toasts[:-3]

    def _toast_for(self, event: Event, before: State) -> None:
        """A short line for the things a watcher should notice (public facts only)."""
        kind, seat = event.kind, event.seat
        name = self.seat_name(seat) if 0 <= seat < len(self.seats) else ""
        rgb = colour_rgb(before.colour_of(seat)) if 0 <= seat < len(self.seats) else theme.INK
        card = CARD_EVENTS.get(kind) or (
            str(getattr(event, "card_kind", None)) if kind == "card_played" else None
        )
        if card is not None:
            self._toast(
                localised(N_("{name} plays {card}"), name=name, card=partial(card_name, card)), rgb
            )
        if kind == "pair_formed":
            names = [self.seat_name(int(s)) for s in event.partners]
            self._toast(
                localised(N_("{a} and {b} carry the treasure"), a=names[0], b=names[1]), rgb
            )
        elif kind == "partner_replaced":
            other = self.seat_name(int(event.replaced))
            self._toast(
                localised(N_("{name} pushes {other} out of the pair"), name=name, other=other)
            )
        elif kind == "waits_on_site":
            self._toast(localised(N_("{name} waits at the treasure"), name=name), rgb)
        elif kind == "sent_home":
            target = self.seat_name(int(event.target))
            self._toast(localised(N_("{name} has to go back to the boat"), name=target))
        elif kind == "treasure_collected":
            for gainer, coins in getattr(event, "gains", ()):
                value = sum(D.COIN_VALUE[c] for c in coins)
                who = self.seat_name(int(gainer))
                self._toast(localised(N_("{name} gets {value}"), name=who, value=value), theme.GOLD)
        elif kind == "treasure_removed":
            self._toast(localised(N_("The treasure is lost")))
        elif kind == "slumbered":
            self._toast(
                localised(
                    N_("{name}'s last action is undone"),
                    name=self.seat_name(int(event.target)),
                )
            )
        elif kind == "countered":
            self._toast(localised(N_("Countered!")))
        elif kind == "coins_placed":
            self._toast(localised(N_("New treasure: {value}"), value=event.value), theme.GOLD)
        elif kind == "exchange" and getattr(event, "cards", None):
            count = len(event.cards)
            self._toast(localised(N_("{name} swaps {count} cards"), name=name, count=count), rgb)

    def result_text(self) -> str:
        winners = self.state.winners()
        score = self.state.scores()[winners[0]]
        names = ", ".join(self.seat_name(w) for w in winners)
        if len(winners) == 1:
            return _("{name} wins with {score}!").format(name=names, score=score)
        return _("{names} share the win with {score}!").format(names=names, score=score)

    def _announce_winners(self) -> None:
        self._toast(self.result_text, theme.PRIMARY_DARK)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> bool:
        app = getattr(self, "app", None)
        base = app.tweens.speed if app is not None else 1.0
        self.anim.speed = base * SPEEDS[self.speed_index]
        moving = False if self.frozen else self.anim.update(dt)
        self.glow = (self.glow + dt) % 2.0
        for toast in self.toasts:
            toast.age += dt
        self.toasts = [t for t in self.toasts if t.age < TOAST_TIME]
        widgets = self.group.update(dt)
        return moving or widgets or self.watching or bool(self.toasts)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(art.soft_backdrop(), (0, 0))
        state = self.shown
        highlights = {}
        if (self.watching or self.moves_applied) and state.phase != OVER:
            active = state.active
            if active not in self.motion.hunters:
                highlights[state.pos[active]] = theme.HIGHLIGHT
        self.board.draw(surface, state, highlights, self.motion)
        for seat in range(state.n):
            self.draw_seat(surface, seat)
        self.draw_flyers(surface)
        self.draw_header(surface)
        self.group.draw(surface)

    def draw_header(self, surface: pygame.Surface) -> None:
        title = assets.text(_(self.plugin.title_msgid), 30, theme.PRIMARY_DARK, True)
        surface.blit(title, title.get_rect(midleft=(22, 42)))
        theme.draw_panel(surface, BANNER, theme.CARD, theme.GOLD, radius=22)
        text_width = BANNER.width - 300 - (84 if self.speed_button.visible else 0)
        if self.toasts:
            toast = self.toasts[-1]
            text = toast.text()
            ink = theme.PRIMARY_DARK if toast.colour == theme.GOLD else readable(toast.colour)
        elif self.shown.phase == OVER:
            text, ink = self.result_text(), theme.PRIMARY_DARK
        elif self.watching or self.moves_applied:
            seat = self.shown.active
            text = _("{name}'s turn").format(name=self.seat_name(seat))
            ink = readable(self.seat_rgb(seat))
        else:
            text = _("A first look at your island! The full table comes in the next version.")
            ink = theme.INK
        size = fit_text(text, theme.SIZE_SMALL + 1, text_width, bold=True, min_size=13)
        if size <= 14:
            label = assets.wrapped_text(text, 16, ink, text_width, bold=True)
        else:
            label = assets.text(text, size, ink, True)
        surface.blit(label, label.get_rect(midleft=(BANNER.x + 22, BANNER.centery)))

    # ------------------------------------------------------------------ seat panels
    def _layout_panels(self) -> list[pygame.Rect]:
        """Each seat's panel on the side of its boat, columns balanced, rows near the boat."""
        boats = [self.board.boat_center(self.state.colour_of(s)) for s in range(self.state.n)]
        by_x = sorted(range(self.state.n), key=lambda s: boats[s][0])
        left = by_x[: self.state.n // 2]
        rects = [pygame.Rect(0, 0, 0, 0)] * self.state.n
        row_y = [PANEL_TOP + r * (PANEL_H + PANEL_GAP) + PANEL_H / 2 for r in range(PANEL_ROWS)]
        for column in (left, by_x[self.state.n // 2 :]):
            seats = sorted(column, key=lambda s: boats[s][1])
            rows = min(
                itertools.combinations(range(PANEL_ROWS), len(seats)),
                key=lambda rs: sum(
                    abs(row_y[r] - boats[s][1]) for r, s in zip(rs, seats, strict=True)
                ),
            )
            x = 16 if column is left else 1280 - 16 - PANEL_W
            for row, seat in zip(rows, seats, strict=True):
                top = PANEL_TOP + row * (PANEL_H + PANEL_GAP)
                rects[seat] = pygame.Rect(x, top, PANEL_W, PANEL_H)
        return rects

    def panel_rect(self, seat: int) -> pygame.Rect:
        return self.panel_rects[seat]

    def panel_coin_anchor(self, seat: int) -> Point:
        rect = self.panel_rect(seat)
        return (float(rect.x + 30), float(rect.bottom - 34))

    def draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        """Name, colour, cone, level, hand size as card backs, collected treasure."""
        state = self.shown
        rect = self.panel_rect(seat)
        rgb = self.seat_rgb(seat)
        started = self.watching or self.moves_applied > 0
        over = state.phase == OVER
        active = started and state.active == seat and not over
        winner = over and seat in self.state.winners()
        border = theme.GOLD if active or winner else theme.lighten(rgb, 0.3)
        if active or winner:
            pulse = 0.5 + 0.5 * math.sin(self.glow * math.pi)
            glow = rect.inflate(10 + int(6 * pulse), 10 + int(6 * pulse))
            pygame.draw.rect(surface, theme.HIGHLIGHT, glow, border_radius=26)
        theme.draw_panel(surface, rect, theme.CARD, border, radius=20)
        head = pygame.Rect(rect.x, rect.y, rect.width, 58)
        pygame.draw.rect(surface, rgb, head, border_top_left_radius=20, border_top_right_radius=20)
        cone = self.board.hunter_sprite(state.colour_of(seat), 46)
        surface.blit(cone, cone.get_rect(midleft=(rect.x + 8, head.centery)))
        ink = theme.ideal_text_colour(rgb)
        name = self.seat_name(seat)
        size = fit_text(name, theme.SIZE_BODY, rect.width - 76, bold=True, min_size=17)
        name = ellipsize(name, size, rect.width - 76, bold=True)  # a wide name stays readable
        label = assets.text(name, size, ink, True)
        surface.blit(label, label.get_rect(midleft=(rect.x + 60, head.y + 21)))
        level = self.seats[seat].level
        kind = _("Computer") + " · " + _(level.capitalize()) if level else _("Player")
        sub = assets.text(kind, 15, ink)
        surface.blit(sub, sub.get_rect(midleft=(rect.x + 61, head.y + 43)))
        badge_text = None
        if active:
            badge_text = _("On the move")
        elif winner:
            badge_text = _("Winner")
        elif not started and state.active == seat:
            badge_text = _("Starts")
        if badge_text is not None:
            badge = assets.text(badge_text, 14, theme.INK, True)
            box = badge.get_rect(topright=(rect.right - 10, rect.y + 64)).inflate(14, 6)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, border_radius=10)
            surface.blit(badge, badge.get_rect(center=box.center))
        self._draw_hand(surface, seat, rect)
        self._draw_treasure(surface, seat, rect)

    def _draw_hand(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        count = len(self.shown.hands[seat])
        caption = assets.text(_("Cards"), 15, theme.INK_SOFT, True)
        surface.blit(caption, (rect.x + 14, rect.y + 68))
        back = assets.svg(CARD_BACK, (34, 48))
        step = min(22, (rect.width - 80) // max(1, count))
        for index in range(count):
            x = rect.x + 16 + index * step
            angle = (index - (count - 1) / 2) * 4
            card = pygame.transform.rotate(back, -angle)
            surface.blit(card, card.get_rect(center=(x + 17, rect.y + 118)))
        number = assets.text(str(count), theme.SIZE_BODY, theme.INK, True)
        surface.blit(
            number, number.get_rect(midleft=(rect.x + 30 + count * step + 22, rect.y + 118))
        )

    def _draw_treasure(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        coins = self.shown_collected[seat]
        caption = assets.text(_("Treasure"), 15, theme.INK_SOFT, True)
        surface.blit(caption, (rect.x + 14, rect.bottom - 70))
        total = sum(D.COIN_VALUE[c] for c in coins)
        if not coins:
            none = assets.text(_("no coins yet"), 15, theme.INK_FAINT)
            surface.blit(none, none.get_rect(midleft=(rect.x + 16, rect.bottom - 34)))
        diameter = COIN_RADIUS * 2 + 4
        room = rect.width - 100 - diameter
        step = min(diameter + 2, room // max(1, len(coins) - 1))
        crowded = step < diameter - 4  # a pile: only the top (largest) coin shows its number
        for index, coin in enumerate(sorted(coins)):
            on_top = index == len(coins) - 1
            sprite = self.board.coin_sprite(D.COIN_VALUE[coin], diameter, not crowded or on_top)
            centre = (rect.x + 16 + diameter // 2 + index * step, rect.bottom - 34)
            surface.blit(sprite, sprite.get_rect(center=centre))
        score = assets.text(str(total), theme.SIZE_BODY, theme.PRIMARY_DARK, True)
        surface.blit(score, score.get_rect(midright=(rect.right - 16, rect.bottom - 34)))

    def draw_flyers(self, surface: pygame.Surface) -> None:
        for flyer in self.flyers:
            if flyer.kind == "coin":
                sprite = self.board.coin_sprite(flyer.value, COIN_RADIUS * 2 + 10)
            else:
                sprite = assets.svg(CARD_BACK, (40, 56))
            surface.blit(sprite, sprite.get_rect(center=flyer.pos))


def level_names() -> list[str]:
    """Marks the level names for translation (the panels show them capitalised)."""
    return [N_("Easy"), N_("Normal"), N_("Hard")]
