"""The Die Dracheninsel table at rest: breathing, blinking dragons, little waves running in
the sea, bobbing boats and the bouncing arrow over the hunter whose turn it is.

While a person thinks nothing else moves, so the table is drawn as the kit's idle frames
(`common.table.idle.IdleFrames`, as Dragomino's mother dragon breathes): a still picture of
the table, drawn once, with the pieces that move at rest painted over it, and the next idle
frame repainting only what changed (`DracheninselTable.draw_changes`). About five such
frames a second, each a few small areas, keep the table within the idle budget (the bench's
idle row, `bench/suite.py`).

Painting a piece over the still picture is the same picture as drawing it in its place
only if nothing drawn after it lies over it (a hunter beside a dragon, a card of the hand
over the bottom boat, a lit ring round a boat). The table does not list those: when the
still picture is made, a probe frame paints every piece's band in a colour of its own in
its place, and a piece whose band still shows only its colour at the end is free: it moves
at rest, left out of the still picture and painted over it. Any other piece stays at rest
in the still picture. `tests/dracheninsel/test_idle_motion.py` holds the idle frames to the
whole table drawn with the free pieces in their place, pixel for pixel.

"Reduce motion" (settings) keeps every piece at rest: no idle frames at all.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from common import comfort
from common.i18n import get_language
from common.table import idle
from common.table.idle import IdlePart
from dracheninsel.ui.board_view import BOB, BOUNCE, BREATH, DRAGON, WAVE_DRIFT, Alive

if TYPE_CHECKING:
    from dracheninsel.ui.table import DracheninselTable

Piece = tuple[str, int]

# The pace of the idle motion (seconds per cycle) and how the pieces keep out of step.
BOAT_PERIOD = 3.4
WAVE_PERIOD = 4.6
WAVE_FADE_PERIOD = 3.1
BREATH_SPEED = 2.4  # radians a second, as the mother dragon breathes in Dragomino
ARROW_SPEED = 3.2
WAVE_STRENGTHS = (50, 85, 120, 155, 190)  # how strongly a wave shows (alpha), in steps
BLINK_SECONDS = 0.16
BLINK_EVERY = (2.2, 4.8)  # seconds between a dragon's blinks (its own dice)
#: Seconds of the idle clock after input before a still picture is made: while the pointer
#: moves, frames are drawn whole (one draw each, not the probe's two), the free pieces
#: moving in their places all the same.
CALM_AFTER_INPUT = 0.3
EXACT = (1, 1, 1, 255)  # `mask.from_threshold`: a difference below 1 (that colour exactly)


def probe_colour(index: int) -> tuple[int, int, int]:
    """A colour no art on the table uses, one for each piece."""
    return (255, 1 + index, 254)


class Blinks:
    """When each dragon blinks: every few seconds, each on its own dice (pictures repeat)."""

    def __init__(self) -> None:
        self.dice = random.Random(7)
        self.next: dict[int, float] = {}
        self.until: dict[int, float] = {}

    def update(self, clock: float, dragons: int) -> None:
        for index in range(dragons):
            due = self.next.setdefault(index, 1.0 + 1.3 * index)
            if clock >= due:
                self.until[index] = clock + BLINK_SECONDS
                self.next[index] = clock + self.dice.uniform(*BLINK_EVERY)

    def shut(self, index: int, clock: float) -> bool:
        return clock < self.until.get(index, -1.0)

    def due(self, clock: float) -> float | None:
        """Seconds until the next blink begins (its frame must be seen), if any."""
        if not self.next:
            return None
        return max(0.0, min(self.next.values()) - clock)


class DracheninselIdle(idle.IdleFrames):
    """The Die Dracheninsel table at rest: what moves, what the still picture shows."""

    def __init__(self, table: DracheninselTable) -> None:
        super().__init__()  # the still picture, `quiet`, the last idle frame (`drawn`)
        self.table = table
        self.clock = 0.0  # the idle motion's own clock (real time, `DracheninselTable.update`)
        self.blinks = Blinks()
        # the pieces free to move over the still picture (found by its probe, `draw_still`)
        self.free: frozenset[Hashable] = frozenset()
        self.input_at = -CALM_AFTER_INPUT  # the idle clock at the last input

    # ------------------------------------------------------------------ when
    def enabled(self) -> bool:
        """Idle motion at all: not with "reduce motion", not in a replay."""
        return not comfort.reduced(self.table) and not self.table.replaying

    def steady(self) -> bool:
        """Nothing moves but the idle motion, and the table is alone on screen."""
        table = self.table
        manager = getattr(table, "manager", None)
        stack = getattr(manager, "stack", None)
        if not stack or stack[-1] is not table:
            return False  # under an overlay (settings may change), or not on screen
        if not self.quiet or table.frozen or not self.enabled():
            return False
        if self.clock - self.input_at < CALM_AFTER_INPUT:
            return False  # the pointer may still be moving: whole frames (`alive`)
        return not (
            table.anim.active
            or table.drag is not None
            or table.end_shown
            or table.toasts.current is not None
            or len(table.sprites) > 0
        )

    # ------------------------------------------------------------------ what
    def pieces(self) -> list[Piece]:
        """Every piece that may move at rest, in the order the board draws them."""
        table = self.table
        shown = table.shown
        board = table.board
        out: list[Piece] = [("wave", index) for index in range(len(board.wave_spots()))]
        out += [("boat", colour) for colour in range(6)]
        out += [("dragon", index) for index in range(len(shown.dragons))]
        active = table.active_marker()
        if active is not None:
            out.append(("arrow", active))
        return out

    def look(self, piece: Piece) -> Hashable:
        """How `piece` looks at the idle clock now (few looks: whole pixels, a few steps)."""
        kind, index = piece
        board = self.table.board
        t = self.clock
        if kind == "wave":
            drift = board.px(WAVE_DRIFT) * math.sin(2 * math.pi * t / WAVE_PERIOD + index * 0.9)
            fade = 0.5 + 0.5 * math.sin(2 * math.pi * t / WAVE_FADE_PERIOD + index * 1.7)
            strength = WAVE_STRENGTHS[min(len(WAVE_STRENGTHS) - 1, int(fade * len(WAVE_STRENGTHS)))]
            return (round(drift), strength)
        if kind == "boat":
            return round(board.px(BOB) * math.sin(2 * math.pi * t / BOAT_PERIOD + index * 1.3))
        if kind == "dragon":
            size = board.px(DRAGON)
            breath = 0.5 + 0.5 * math.sin(BREATH_SPEED * t + index * 2.1)
            return (round(size * BREATH * breath), self.blinks.shut(index, t))
        return round(board.px(BOUNCE) * (0.5 + 0.5 * math.sin(ARROW_SPEED * t)))

    def alive(self) -> Alive:
        """The free pieces in their looks now: the table as the idle frames show it (and
        every whole frame between them: drawn in their places, the last still picture's
        free pieces go on moving while the pointer moves or pieces fly)."""
        if not self.enabled():
            return Alive()
        looks: dict[Hashable, Hashable] = {
            piece: self.look(piece) for piece in self.pieces() if piece in self.free
        }
        return Alive(looks=looks)

    def key(self, surface: pygame.Surface) -> object | None:
        """What the still picture shows, or None when this frame must be drawn in full.

        Input, an overlay and every moving frame drop the picture as well; the key is the
        second guard, so a change in a quiet update (a computer's answer, a tooltip, a
        button) still redraws it."""
        if not self.steady():
            return None
        table = self.table
        shown = table.shown
        buttons = tuple(
            (w.visible, w.enabled, getattr(w, "label", None), getattr(w, "hovered", None))
            for w in table.group.widgets
        )
        return (
            surface.get_size(),
            get_language(),
            table.lay.scale,
            tuple(table.board.rect),
            table.version,
            len(table.log),
            id(shown),
            table.viewer,
            table.hand_hidden(),
            table.gate.owner,
            table.gate.covering,
            table.covered_for,
            table.hover_pos,
            table.fan.hover,
            tuple(sorted(table.fan.picked)),
            table.fan.lit,
            table.selected,
            None if table.pick is None else (table.pick.kind, tuple(table.pick.chosen)),
            id(table.choice),
            id(table.round),
            tuple(line.text() for line in table.lines),
            table.speed_index,
            table.active_marker(),
            buttons,
        )

    # ------------------------------------------------------------------ the kit's hooks
    def draw_still(self, surface: pygame.Surface) -> None:
        """The probe frame first (which pieces are free, see the module's docstring), then
        the table with the free pieces left out."""
        pieces = self.pieces()
        probes: dict[Hashable, tuple[int, int, int]] = {
            piece: probe_colour(index) for index, piece in enumerate(pieces)
        }
        self.table.draw_table(surface, Alive(probe=probes))
        shown, away = self.table.shown, self.table.away()
        bounds = surface.get_rect()
        free = set()
        for piece in pieces:
            areas = [area.clip(bounds) for area in self.table.board.band(shown, piece, away)]
            areas = [area for area in areas if area.w and area.h]
            if areas and all(
                pygame.mask.from_threshold(surface.subsurface(area), probes[piece], EXACT).count()
                == area.w * area.h
                for area in areas
            ):
                free.add(piece)
        self.free = frozenset(free)
        self.table.draw_table(surface, Alive(left_out=self.free))

    def parts(self) -> dict[Hashable, IdlePart]:
        table = self.table
        return {
            piece: IdlePart(self.look(piece), table.board.band(table.shown, piece, table.away()))
            for piece in self.pieces()
            if piece in self.free
        }

    def draw_part(self, surface: pygame.Surface, name: Hashable, part: IdlePart) -> None:
        assert isinstance(name, tuple)
        table = self.table
        table.board.draw_piece(surface, table.shown, name, part.look, table.away())
