"""Idle frames of the Dragomino table: when nothing moves but the idle motion (the mother
dragon breathing and blinking, the display cards' pulse, the banner's glow), a frame is
the still picture of the table, drawn once, with that motion on top; and the next idle
frame repaints only the areas that changed (`TableScene.draw_changes`, presented in parts
by `App`): a pulse or the glow when its look changed, the mother dragon when the sprite
layer says she changed (or what is under her did). `tests/common/test_idle_present.py`
holds every such frame to the whole frame pixel for pixel. How frames are drawn whole or
in parts is the kit's (`common.table.idle.IdleFrames`, which Die Dracheninsel's table uses
too); this says when the table is at rest, what its still picture shows and what moves over it.

`IdleFrames` is composed into the scene, not mixed in: it owns the only state of its own
among the table's parts (the still picture, whether the last update was quiet, and what
the last idle frame drew), and the rest of the table needs just `still = None` from it
whenever something may have changed.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Hashable
from typing import TYPE_CHECKING, cast

import pygame

from common.i18n import get_language
from common.sprites import SpriteLayer
from common.table import TurnBanner, idle
from common.table import draw as kit
from common.table.idle import IdlePart, LastIdleFrame
from dragomino.rules import public_egg_counts
from dragomino.ui.pictures import MOTHER
from dragomino.ui.table.draw import PulseLook

if TYPE_CHECKING:
    from dragomino.ui.table.scene import TableScene

# What an idle frame repaints of the pulsing and glowing outlines: the band along their
# edges, as deep as the line is wide plus what the rounded corners bend inwards.
PULSE_BAND = 12  # display cards' edge: 2-4 px wide, corners of radius 20 (6 px in)
GLOW_REACH = 8  # pixels round the banner its glow may reach (it swells to 6) ...
GLOW_BAND = 24  # ... and how deep its band is: 3 px wide, radius 34 (10 px in), 6 px swell

__all__ = ["GLOW_BAND", "GLOW_REACH", "PULSE_BAND", "IdleFrames", "LastIdleFrame", "pulse_band"]


def pulse_band(look: PulseLook) -> list[pygame.Rect]:
    """Where a card's pulsing edge (`TableScene._pulse_look`) can touch: its edge band."""
    return kit.outline_band(pygame.Rect(look[0]), PULSE_BAND)


class IdleFrames(idle.IdleFrames):
    """The Dragomino table at rest: its still picture, and the idle motion over it."""

    def __init__(self, table: TableScene) -> None:
        super().__init__()  # the still picture, `quiet`, the last idle frame (`drawn`)
        self.table = table

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
            or any(piece is not table.mother for piece in table.sprites)  # on the move
            or table.toast is not None
            or table.peek_seat is not None
            or table.computer.busy
            or table.banner.splashing
            or table.state.spring_offer is not None
            or table.art.quick
            or table.undo_hover
            or table.phone_notice_shown()  # phones.py: its card and buttons are drawn whole
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
            table.phone_chips_key(),  # "Phone" / "Phone gone" on the panels
        )

    # ------------------------------------------------------------------ the kit's hooks
    def draw_still(self, surface: pygame.Surface) -> None:
        """The still parts, painted in the same order as the table's `draw` paints them
        (`_draw_still`); the idle motion touches none of them, so an idle frame is the same
        picture `draw` would make."""
        self.table._draw_still(surface)

    def parts(self) -> dict[Hashable, IdlePart]:
        """The display cards' pulsing edges (`TableScene._pulse_look`), each in its band,
        and the banner's glow round a person's turn, over them."""
        table = self.table
        parts: dict[Hashable, IdlePart] = {
            index: IdlePart(look, pulse_band(look)) for index, look in table._pulse_looks().items()
        }
        if not table.seats[table.shown_turn].is_computer and table.input_allowed():
            # it swells at most 6 px round the banner (`TurnBanner.draw_glow`); the thinking
            # dots and the splash are never idle motion (`steady`)
            banner = table.rect("banner")
            swell = 6 + (0.5 + 0.5 * math.sin(table.clock * 3)) * 6
            look = tuple(banner.inflate(swell, swell))
            reach = banner.inflate(2 * GLOW_REACH, 2 * GLOW_REACH)
            parts["glow"] = IdlePart(look, kit.outline_band(reach, GLOW_BAND))
        return parts

    def draw_part(self, surface: pygame.Surface, name: Hashable, part: IdlePart) -> None:
        if name == "glow":
            TurnBanner.draw_glow(surface, self.table.rect("banner"), self.table.clock)
            return
        assert isinstance(name, int)
        self.table._draw_pulse(surface, name, cast(PulseLook, part.look))

    def idle_sprites(self) -> tuple[SpriteLayer, Collection[int]]:
        """The mother dragon, over the glow: repainted only when she breathes, blinks or
        eases to her place (the layer's changed rectangles), or the glow under her
        changed."""
        return self.table.sprites, (MOTHER,)
