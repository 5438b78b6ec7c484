"""Idle frames of the Dragomino table: when nothing moves but the idle motion (the mother
dragon breathing and blinking, the display cards' pulse, the banner's glow), a frame is
the still picture of the table, drawn once, with that motion on top; and the next idle
frame repaints only the areas that changed (`TableScene.draw_changes`, presented in parts
by `App`). `tests/common/test_idle_present.py` holds every such frame to the whole frame
pixel for pixel.

`IdleFrames` is composed into the scene, not mixed in: it owns the only state of its own
among the table's parts (the still picture, whether the last update was quiet, and what
the last idle frame drew), and the rest of the table needs just `still = None` from it
whenever something may have changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from common.app import copy_areas
from common.i18n import get_language
from common.table import draw as kit
from dragomino.rules import public_egg_counts
from dragomino.ui.table.draw import PulseLook

if TYPE_CHECKING:
    from dragomino.ui.table.scene import TableScene

# What an idle frame repaints of the pulsing and glowing outlines: the band along their
# edges, as deep as the line is wide plus what the rounded corners bend inwards.
PULSE_BAND = 12  # display cards' edge: 2-4 px wide, corners of radius 20 (6 px in)
GLOW_REACH = 8  # pixels round the banner its glow may reach (it swells to 6) ...
GLOW_BAND = 24  # ... and how deep its band is: 3 px wide, radius 34 (10 px in), 6 px swell

LastIdleFrame = tuple[pygame.Surface, object, dict[int, PulseLook], list[pygame.Rect]]


def pulse_band(look: PulseLook) -> list[pygame.Rect]:
    """Where a card's pulsing edge (`TableScene._pulse_look`) can touch: its edge band."""
    return kit.outline_band(pygame.Rect(look[0]), PULSE_BAND)


class IdleFrames:
    """The still picture of a table at rest, and idle frames drawn whole or in parts."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        # the still table as one picture (see `key`), and whether the last update found
        # nothing moving (only then may that picture be used)
        self.still: tuple[object, pygame.Surface] | None = None
        self.quiet = False
        # the last frame, when it was an idle one: the surface it went on, its picture's
        # key, its pulsing card edges and where the rest of its idle motion was drawn
        # (`changes` repaints only what changed since)
        self.drawn: LastIdleFrame | None = None

    def steady(self) -> bool:
        """Nothing moves but the idle motion: the mother dragon breathing and blinking,
        the display's pulse and the banner's glow (drawn over the still picture)."""
        table = self.table
        manager = getattr(table, "manager", None)
        stack = getattr(manager, "stack", None)
        if stack and stack[-1] is not table:
            return False  # under an overlay: settings may change while it is open
        if not self.quiet or table.frozen:
            return False
        if (
            table.drag is not None
            or table.floating is not None
            or table.leaving
            or table.effects
            or table.toast is not None
            or table.peek_seat is not None
            or table.computer.busy
            or table.banner.splashing
            or table.state.spring_offer is not None
            or table.art.quick
            or table.undo_hover
        ):
            # (the Undo button's words overlap the display's pulsing edge: drawn in full,
            # they stay on top of it as in every other frame)
            return False
        if 0 <= table.clock - table.round_changed_at < 1.2:
            return False  # the new round's rings still spread (`hud.draw_rounds`)
        for seat, score in enumerate(table.shown_scores()):
            seen = table._score_seen.get(seat)
            if seen is None or seen[0] != score or table.clock - seen[1] < 0.5:
                return False  # a score chip would still bounce (`_score_chip`)
        return True

    def key(self, surface: pygame.Surface) -> object | None:
        """What the still picture shows, or None when this frame must be drawn in full.

        Input, an overlay, a relayout and every moving frame drop the picture as well; the
        key is the second guard, so a change that slips past those still redraws it."""
        if not self.steady():
            return None
        table = self.table
        state = table.state
        return (
            surface.get_size(),
            table.lay.scale,
            get_language(),
            id(state),
            state.is_over,
            state.current_player,
            tuple(sorted(public_egg_counts(state).items())),
            table.shown_turn,
            table.shown_round,
            table.shown_mother,
            tuple(table.shown_display),
            tuple(table.shown_order),
            tuple(len(island) for island in table.shown_islands),
            tuple(len(eggs) for eggs in table.shown_eggs),
            tuple(table.shown_scores()),
            tuple(sorted(table.slot_offset.items())),
            (tuple(table.big.rect), table.big.cell_px, tuple(table.big.center)),
            tuple((tuple(c.rect), c.cell_px, tuple(c.center)) for c in table.minis),
            table.input_allowed(),
            table.hover_slot,
            table.kb_slot,
            table.undo_hover,
            table.undo_status(),  # the button, and its tooltip's words
            table.show_odds,
            table.replaying,
            len(table.seats),
        )

    def draw(self, surface: pygame.Surface, key: object) -> None:
        """An idle frame: the still picture (drawn once) plus the idle motion on top.

        The still parts are painted in the same order as the table's `draw` paints them
        (`_draw_still`), and the idle motion touches none of them, so the frame is the
        same picture `draw` would make."""
        if self.still is not None and self.still[0] == key:
            surface.blit(self.still[1], (0, 0))
        else:
            self.table._draw_still(surface)
            self.still = (key, surface.copy())
        looks = self.table._pulse_looks()
        rest = self.motion(surface, looks, set(looks))
        self.drawn = (surface, key, looks, rest)

    def motion(
        self, surface: pygame.Surface, looks: dict[int, PulseLook], pulsing: set[int]
    ) -> list[pygame.Rect]:
        """The idle motion over the still picture: the edges of the display cards in
        `pulsing` (`looks` says how they look), the banner's glow, the mother dragon.
        Returns the areas the glow and the dragon may have drawn on (the glow's edges)."""
        for index, look in looks.items():
            if index in pulsing:
                self.table._draw_pulse(surface, index, look)
        self.table._draw_banner_motion(surface)
        # the glow swells at most 6 px round the banner (`TurnBanner.draw_glow`); the
        # thinking dots and the splash are never idle motion (`steady`)
        glow = self.table.rect("banner").inflate(2 * GLOW_REACH, 2 * GLOW_REACH)
        return [*kit.outline_band(glow, GLOW_BAND), self.table.mother.draw(surface)]

    def changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The next idle frame drawn over the last one, which `surface` still holds: only
        what changed is painted; returns those areas (the app presents just them). None,
        with nothing drawn, when the frame must be drawn in full.

        The glow and the dragon are painted again every frame: their old areas back from
        the still picture, then drawn anew. A card's pulsing edge that looks as it did
        keeps its pixels, unless an area painted now touches it (then it is drawn again
        too). So `surface` ends up the same picture `draw` would make."""
        last = self.drawn
        if last is None or last[0] is not surface or self.still is None:
            return None
        key = self.key(surface)
        if key is None or key != last[1] or key != self.still[0]:
            return None
        _surface, _key, old_looks, old_rest = last
        looks = self.table._pulse_looks()
        pulsing = {index for index, look in looks.items() if old_looks.get(index) != look}
        while True:
            restored = old_rest + [
                area
                for index, look in old_looks.items()
                if index in pulsing or index not in looks
                for area in pulse_band(look)
            ]
            painted = [area for index in pulsing for area in pulse_band(looks[index])]
            touched = {
                index
                for index, look in looks.items()
                if index not in pulsing
                and any(area.collidelist(restored + painted) >= 0 for area in pulse_band(look))
            }
            if not touched:
                break
            pulsing |= touched
        copy_areas(surface, self.still[1], restored)
        rest = self.motion(surface, looks, pulsing)
        self.drawn = (surface, key, looks, rest)
        changed = rest + painted
        return changed + [area for area in restored if area not in changed]
