"""The shown model and event → animation for the Die Dracheninsel table.

The real state (`table.state`) is ahead of the picture: `shown` is the state the board
draws and `shown_collected` the coins on the panels. `_play(events)` animates a whole
batch of events at once as the difference `shown` → real state (figures hop or walk home,
dragons fly, disks swap, coins fly to panels, stolen cards cross the table), then `_played`
catches `shown` up and sets `advance_due`, so the flow asks who acts next once every tween
is done.

Why not the kit's `EventPlayer`: it plays events one by one, each as one blocking
animation; this table animates the state difference of a whole commit as one `Sequence`
(a pair hops as one, a round's answers and the prepared action land together), and the
take-back and replay adapters (takeback.py, replay.py) cancel `anim` and reset
`advance_due` directly. There is no queue here to replace: `advance_due` is the whole of it.

Mixin of `DracheninselTable`. Owns `shown`, `shown_collected`, `motion` (figures in
flight), `flyers`, `effects`; reads `board`, `panel_rects`, `pointer`, `anim`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import Any

from common import theme
from common.audio import play_ui
from common.tween import Animation, Call, Delay, Parallel, Sequence, Tween
from dracheninsel.rules import State
from dracheninsel.rules import data as D
from dracheninsel.ui import anim
from dracheninsel.ui.board_view import Motion, Point
from dracheninsel.ui.layout import BOARD_RECT, DISCARD_PILE, DRAW_PILE
from dracheninsel.ui.moves import ev
from dracheninsel.ui.words import readable

STEP_TIME = 0.34  # seconds per step of a walking figure
HOME_TIME = 0.55  # seconds for a figure sent back to its boat
TURN_PAUSE = 0.6  # the pause after a batch that changes whose turn it is ...
MOVE_PAUSE = 0.15  # ... and after any other batch
REFUSED_GLIDE = 0.3  # seconds a refused figure takes to glide home
COIN_FLIGHT = 0.8  # seconds a coin takes to its panel ...
COIN_STAGGER = 0.12  # ... one after the other
CARD_STAGGER = 0.12  # cards of one exchange or draw fly one after the other ...
CARD_FLIGHT_WIDTH = 44  # ... this wide (as a stolen card)
MAX_DRAWN_SHOWN = 3  # a long draw shows three backs flying, not six

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


@dataclass
class Flyer:
    """A coin or a face-down card travelling across the table."""

    kind: str  # "coin" or "card"
    value: int
    pos: Point


class TableAnimation:
    """Batches of events become one animation; `shown` follows the real state."""

    shown: State
    shown_collected: list[list[int]]
    motion: Motion
    flyers: list[Flyer]
    effects: list[Any]

    def _init_shown(self, state: State) -> None:
        self.shown = state.copy()
        self.shown_collected = [list(c) for c in state.collected]
        self.motion = Motion()
        self.flyers = []
        self.effects = []

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
            elif event.kind == "exchange" and ev(event, "cards"):
                cards_shown = [int(c) for c in ev(event, "cards")]  # shown as they are discarded
                steps.append(
                    self._card_stream(
                        self.panel_rects[event.seat].center, DISCARD_PILE.center, cards_shown
                    )
                )
            elif event.kind == "draw" and int(ev(event, "count") or 0) > 0:
                count = min(int(ev(event, "count")), MAX_DRAWN_SHOWN)
                steps.append(
                    self._card_stream(
                        DRAW_PILE.center, self.panel_rects[event.seat].center, [None] * count
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

    def _card_stream(self, start: Point, end: Point, faces: list[int | None]) -> Animation:
        """Cards flying one after the other (face up when public: a discard; else backs):
        a computer's exchange and every draw are seen, not just counted on a panel."""
        flights: list[Animation] = []
        for k, card in enumerate(faces):
            flight = self._effect(
                anim.CardFlight(
                    start,
                    end,
                    CARD_FLIGHT_WIDTH,
                    card=card,
                    sound=self.sound if k == 0 else None,
                )
            )
            flights.append(Sequence(Delay(k * CARD_STAGGER), flight))
        return Parallel(*flights)

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
                        Delay(COIN_STAGGER * index),
                        Tween(flyer, "pos", start, target, COIN_FLIGHT, "in_out_cubic"),
                        Call(partial(self._drop_flyer, flyer)),
                    )
                )
        collected = [list(c) for c in self.state.collected]
        return Sequence(Parallel(*parts), Call(partial(self._set_collected, collected)))

    def _set_collected(self, collected: list[list[int]]) -> None:
        self.shown_collected = collected

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
                Tween(
                    None, partial(self._put_hunter, member), start, home, REFUSED_GLIDE, "out_cubic"
                )
            )
        self.anim.add(Parallel(*parts, on_done=partial(self._land, members)))
        if code is not None:
            self.refuse(code)
