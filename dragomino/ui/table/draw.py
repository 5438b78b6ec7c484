"""Drawing the Dragomino table: the static layer (table, sea, panels, buttons, drawn once
per turn), the big island with the held domino's outlines and ghost, the small islands
with their score chips, the display cards and their pulse, the egg supply, the rounds, the
turn banner, the Undo button, the peek at another island, the key hint and the toast.

`draw` paints a whole frame in one fixed order; `_draw_still` paints the still parts of
that frame in the same order for the idle frames' picture (`idle.py`), which the idle
motion (`_draw_pulse`, `_draw_banner_motion`, the mother dragon) is drawn over. A part of
`TableScene` (see `scene.py`): it holds no state of its own beyond the caches the scene's
`__init__` creates (`layers`, `_cards`, `_score_seen`, `outline_cache`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from common.i18n import _
from common.scenes.help_overlay import draw_help_button
from common.table import TurnBanner
from dragomino.rules import baby_odds, half_b_cell, public_egg_counts
from dragomino.ui import hud, pieces
from dragomino.ui.island_view import Camera, draw_island, render_island, token_size
from dragomino.ui.look import BAD_RED, GOLD, INK, OK_GREEN
from dragomino.ui.pictures import DEALT, FLYING, HATCHING, LEAVING, MOTHER
from dragomino.ui.table_effects import EFFECTS

if TYPE_CHECKING:
    from dragomino.ui.table.controls import Ghost

Cell = tuple[int, int]
PulseLook = tuple[tuple[int, int, int, int], int]  # a card's pulsing edge: rect, line width
PULSE_RADIUS = 20  # the display cards' pulsing edge: corner radius


class TableDrawing:
    """Every picture of the table; what an idle frame may reuse is decided in `idle.py`."""

    def draw(self, surface: pygame.Surface) -> None:
        """Static layer first, then everything that moves, the held domino and pop-ups on top."""
        self._follow_layout()
        self.idle.drawn = None
        key = self.idle.key(surface)
        if key is not None:
            self.idle.draw(surface, key)  # the still picture with the idle motion over it
            return
        self.idle.still = None
        surface.blit(self._static_layer(), (0, 0))
        self._draw_big_island(surface)
        self._draw_minis(surface)
        self._draw_display(surface)
        self.sprites.draw(surface, layers=(DEALT,))  # new cards dropping in
        self._draw_supply(surface)
        self._draw_rounds(surface)
        self._draw_banner(surface)
        self._draw_undo(surface)
        draw_help_button(surface, self.rect("help_button"))
        self.sprites.draw(surface, layers=(EFFECTS, HATCHING))  # puffs, a star, eggs hatching
        self._draw_spring_peek(surface)
        self._draw_held(surface)
        # moving dominoes, the mother dragon over them
        self.sprites.draw(surface, layers=(LEAVING, FLYING, MOTHER))
        self._draw_peek(surface)
        self._draw_key_hint(surface)
        self._draw_toast(surface)
        self.draw_phone_notice(surface)  # phones.py: "Waiting for Anna's phone"

    def _draw_still(self, surface: pygame.Surface) -> None:
        """The still parts of `draw`'s frame, in its order, without what moves (the
        idle frames' picture: `IdleFrames.draw`)."""
        surface.blit(self._static_layer(), (0, 0))
        self._draw_big_island(surface)
        self._draw_minis(surface)
        self._draw_display(surface, moving=False)
        self._draw_supply(surface)
        self._draw_rounds(surface)
        self._draw_banner(surface, moving=False)
        self._draw_undo(surface)
        draw_help_button(surface, self.rect("help_button"))

    def _draw_peek(self, surface: pygame.Surface) -> None:
        """Pointing at another player's small island shows it big, next to their panel."""
        seat = self.peek_seat
        if seat is None or self.drag is not None or seat == self.shown_turn:
            return
        panel = self.mini_rect_of(seat)
        if panel is None:
            return
        box = pygame.Rect(0, 0, 560, 440)
        box.midright = (panel.left - 12, panel.centery)
        box.clamp_ip(pygame.Rect(8, 8, 1264, 784))
        squares, eggs = self.shown_islands[seat], self.shown_eggs[seat]
        key = (seat, len(squares), len(eggs))

        def paint(surf: pygame.Surface) -> None:
            hud.paint_peek(surf, self.art, self.seats[seat], squares, eggs, self.lay)

        surface.blit(self._layer("peek", key, box.size, paint), box)

    def _layer(
        self, name: str, key: object, size: tuple[int, int], paint: Callable[[pygame.Surface], None]
    ) -> pygame.Surface:
        """A picture redrawn only when `key` changes (the kit's `LayerCache`)."""
        return self.layers.get(name, key, size, paint)

    def _static_layer(self) -> pygame.Surface:
        """Everything that changes only with the turn, drawn once per turn."""
        key = (self.shown_turn, self.show_odds, len(self.seats), self.lay.scale)
        return self._layer("static", key, (1280, 800), self._paint_static)

    def _paint_static(self, surface: pygame.Surface) -> None:
        """Table, sea, panels and buttons (see `hud.paint_static`)."""
        panels = [
            (seat, panel, cam.rect)
            for seat, panel, cam in zip(self.others(), self.mini_rects, self.minis, strict=False)
        ]
        hud.paint_static(
            surface, self.art, self.seats, self.shown_turn, panels, self.show_odds, self.lay
        )

    def _draw_big_island(self, surface: pygame.Surface) -> None:
        """The active island (hidden while two islands trade places)."""
        seat = self.shown_turn
        if self.sprites.named(("swap", seat)):
            return  # both islands fly as sprites while they trade places (`island_swap`)
        self._draw_outlines(surface)
        draw_island(surface, self.art, self.big, self.shown_islands[seat], self.shown_eggs[seat])

    def _outline_cells(self) -> set[Cell]:
        """Cells where the grabbed half may go in the current rotation (cached)."""
        drag = self.drag
        if drag is None:
            return set()
        key = (
            drag.slot,
            drag.orientation,
            drag.grab_half,
            len(self.state.players[self.state.current_player or 0].island),
        )
        if self.outline_cache is not None and self.outline_cache[0] == key:
            return self.outline_cache[1]
        cells = set()
        for p in self.state.legal_placements(drag.spec):
            if p.orientation != drag.orientation:
                continue
            cells.add(p.cell if drag.grab_half == 0 else half_b_cell(p.cell, p.orientation))
        self.outline_cache = (key, cells)
        return cells

    def _draw_outlines(self, surface: pygame.Surface) -> None:
        """While holding a domino: where the held half can go (for this rotation)."""
        if self.drag is None:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        colour = (255, 255, 255)
        width = 2 + round(pulse)
        for cell in self._outline_cells():
            r = self.big.cell_rect(cell).inflate(-self.big.cell_px // 5, -self.big.cell_px // 5)
            if not self.rect("island").contains(r):
                continue
            shade = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(
                shade, (255, 255, 255, 40 + int(40 * pulse)), shade.get_rect(), border_radius=10
            )
            surface.blit(shade, r)
            pieces.dashed_rect(surface, colour, r, width, 7, self.clock * 20)

    def _draw_spring_peek(self, surface: pygame.Surface) -> None:
        """A computer player, or a person on their phone, peeking at two spring eggs: both
        hover over the join, face down (a public fact; the laptop showed nothing while a
        phone chose, as if the game had stopped)."""
        offer = self.state.spring_offer
        if offer is None or self.pending:
            return
        if not (self.seats[offer.player].is_computer or self.on_phone(offer.player)):
            return
        if offer.player != self.shown_turn:
            return
        x, y = self.big.join_center(offer.connection.join)
        size = max(40, token_size(self.big.cell_px))
        for k in (-1, 1):
            bob = math.sin(self.clock * 5 + k) * 6
            egg = self.art.egg(offer.connection.terrain, size)
            center = (round(x + k * size * 0.6), round(y - size * 0.8 + bob))
            pygame.draw.circle(surface, GOLD, center, size * 0.6)
            surface.blit(egg, egg.get_rect(center=center))

    def _draw_held(self, surface: pygame.Surface) -> None:
        """The held domino: snapped ghost with eggs to come, or floating at the pointer."""
        drag = self.drag
        if drag is None:
            return
        ghost = self.ghost()
        if ghost is None:
            pieces.draw_domino(
                surface,
                self.art,
                drag.spec,
                self._held_center(drag),
                self.big.cell_px,
                drag.orientation,
                235,
                shadow=10,
            )
            return
        cam = self.big
        cell_b = half_b_cell(ghost.cell_a, ghost.orientation)
        footprint = cam.cell_rect(ghost.cell_a).union(cam.cell_rect(cell_b))
        center = footprint.center
        pieces.draw_domino(
            surface,
            self.art,
            drag.spec,
            center,
            cam.cell_px,
            ghost.orientation,
            200 if ghost.legal else 140,
            shadow=8,
        )
        colour = OK_GREEN if ghost.legal else BAD_RED
        pygame.draw.rect(surface, colour, footprint.inflate(8, 8), 5, border_radius=12)
        if not ghost.legal:
            pieces.reason_icon(
                surface, "x", (footprint.right + 4, footprint.top - 4), self.lay.px(34)
            )
        bob = math.sin(self.clock * 6) * 3
        tsize = max(22, token_size(cam.cell_px))
        for connection in ghost.preview:
            jx, jy = cam.join_center(connection.join)
            pygame.draw.circle(surface, GOLD, (jx, jy + bob), tsize * 0.62)
            egg = self.art.egg(connection.terrain, tsize)
            surface.blit(egg, egg.get_rect(center=(round(jx), round(jy + bob))))
            if connection.spring and self.state.config.spring_variant:
                # a spring here: you will peek at two eggs and keep one
                drop = self.art.spring_badge(max(14, tsize // 2))
                surface.blit(
                    drop,
                    drop.get_rect(center=(round(jx + tsize * 0.4), round(jy - tsize * 0.35 + bob))),
                )
        badge = self.preview_badge_rect(ghost)
        if badge is not None:
            lay = self.lay
            pygame.draw.rect(surface, (255, 250, 236), badge, border_radius=22)
            pygame.draw.rect(surface, GOLD, badge, 3, border_radius=22)
            egg = self.art.egg(ghost.preview[0].terrain, lay.px(34))
            surface.blit(egg, egg.get_rect(center=(badge.x + lay.px(22), badge.centery)))
            where = (badge.x + lay.px(54), badge.centery)
            pieces.text(surface, f"×{len(ghost.preview)}", lay.font(28), INK, center=where)

    def preview_badge_rect(self, ghost: Ghost | None) -> pygame.Rect | None:
        """Where the "egg ×n" badge over a snapped ghost goes (None: no eggs to come)."""
        if ghost is None or not ghost.preview:
            return None
        cam = self.big
        cell_b = half_b_cell(ghost.cell_a, ghost.orientation)
        footprint = cam.cell_rect(ghost.cell_a).union(cam.cell_rect(cell_b))
        # beside the held domino, clear of the island's squares (it sat on the squares
        # whose eggs it counts) and of the panel's edge (not into the turn banner)
        return self.beside_island((self.lay.px(76), self.lay.px(44)), footprint)

    def _draw_minis(self, surface: pygame.Surface) -> None:
        """The other islands, small, each from a cached picture."""
        scores = self.shown_scores()
        for k, (seat, cam) in enumerate(zip(self.others(), self.minis, strict=False)):
            if self.sprites.named(("swap", seat)):
                continue  # it is flying to its panel
            squares, eggs = self.shown_islands[seat], self.shown_eggs[seat]
            key = (seat, len(squares), len(eggs), cam.cell_px, cam.center)

            def paint(
                surf: pygame.Surface,
                cam: Camera = cam,
                squares: dict[Cell, Any] = squares,
                eggs: dict[Any, Any] = eggs,
            ) -> None:
                surf.blit(render_island(self.art, cam, squares, eggs), (0, 0))

            island = self._layer(f"mini{k}", key, cam.rect.size, paint)
            surface.blit(island, cam.rect)
            self._score_chip(surface, self._mini_chip_rect(cam).center, scores[seat], seat)
            self.draw_panel_phone_chip(surface, seat)  # phones.py: "Phone" / "Phone gone"

    def shown_scores(self) -> list[int]:
        """Scores from the shown model, so numbers change when the baby lands, not before;
        the mother dragon's star counts for nobody while it flies from one holder's chip to
        the other's (`star_carried`)."""
        holder = None if self.sprites.named("star") else self.shown_mother
        return [
            sum(1 for t in eggs.values() if t.baby is not None) + (1 if seat == holder else 0)
            for seat, eggs in enumerate(self.shown_eggs)
        ]

    def _score_chip(
        self, surface: pygame.Surface, center: tuple[float, float], score: int, seat: int
    ) -> None:
        """Star and points; it bounces for a moment when the number changes."""
        seen = self._score_seen.get(seat)
        if seen is None or seen[0] != score:
            self._score_seen[seat] = (score, self.clock if seen is not None else -9.0)
        age = self.clock - self._score_seen[seat][1]
        bump = math.sin(min(1.0, age / 0.5) * math.pi) * (1 - min(1.0, age / 0.5)) * 0.9
        hud.score_chip(surface, center, score, bump, self.lay)

    def _draw_display(self, surface: pygame.Surface, moving: bool = True) -> None:
        """The four display cards; on a person's turn they pulse to say 'take one'.

        `moving=False`: the cards only, for the still picture of idle frames."""
        my_turn = self.input_allowed()
        for index in range(4):
            card = self.slot_rect(index)
            dom = self.shown_display[index] if index < len(self.shown_display) else None
            if dom is None or (self.drag is not None and self.drag.slot == index):
                continue
            lifted = my_turn and (index == self.hover_slot or index == self.kb_slot)
            pic = self._card(dom, lifted)
            surface.blit(pic, card.move(-4, -4 - (4 if lifted else 0)))
            if not moving:
                continue
            if self.ai_waiting and index == self._considered_slot():
                # a computer player 'looks' at the dominoes one after another
                colour = self.seats[self.shown_turn].colour
                pygame.draw.rect(surface, colour, card.inflate(8, 8), 5, border_radius=22)
            if my_turn:
                self._draw_pulse(surface, index)

    def _draw_pulse(
        self, surface: pygame.Surface, index: int, look: PulseLook | None = None
    ) -> None:
        """A display card's gold edge, pulsing: 'take one'."""
        edge, width = look if look is not None else self._pulse_look(index)
        pygame.draw.rect(surface, GOLD, edge, width, border_radius=PULSE_RADIUS)

    def _pulse_look(self, index: int) -> PulseLook:
        """All a display card's pulsing edge depends on: where it is and how wide now."""
        pulse = 0.5 + 0.5 * math.sin(self.clock * 3 + index)
        edge = self.slot_rect(index).inflate(4, 4)
        return (edge.x, edge.y, edge.w, edge.h), 2 + round(pulse * 2)

    def _pulse_looks(self) -> dict[int, PulseLook]:
        """The display cards whose edges pulse now ('take one': on a person's turn)."""
        if not self.input_allowed():
            return {}
        shown = self.shown_display
        return {
            index: self._pulse_look(index)
            for index in range(4)
            if index < len(shown) and shown[index] is not None
        }

    def _considered_slot(self) -> int:
        """The display slot a thinking computer 'looks at' right now."""
        slots = self._available_slots()
        return slots[int(self.clock * 2.2) % len(slots)] if slots else -1

    def _card(self, dom: int, lifted: bool) -> pygame.Surface:
        """A display card with its domino (cached per domino and hover state)."""
        key = ("card", dom, lifted)
        if key not in self._cards:
            self._cards[key] = hud.card_surface(self.art, dom, lifted, self.lay)
        return self._cards[key]

    def _draw_supply(self, surface: pygame.Surface) -> None:
        """The six egg piles: eggs left per terrain; with the odds hint, a baby-chance ring."""
        area = self.rect("supply")
        counts = public_egg_counts(self.state)
        key = (self.show_odds, tuple(sorted(counts.items())))
        odds = baby_odds(self.state) if self.show_odds else None
        layer = self._layer(
            "supply",
            key,
            area.size,
            lambda surf: hud.paint_supply(surf, self.art, counts, odds, self.lay),
        )
        surface.blit(layer, area)

    def _draw_rounds(self, surface: pygame.Surface) -> None:
        """One marker per round; the current one is gold."""
        age = self.clock - self.round_changed_at
        over = self.state.is_over
        hud.draw_rounds(surface, self.state.rounds_total, self.shown_round, over, age, self.lay)

    def _draw_banner(self, surface: pygame.Surface, moving: bool = True) -> None:
        """Whose turn: colour, face, name, score, round order, thinking dots or splash.

        `moving=False`: without the dots, splash and glow (`_draw_banner_motion`)."""
        seat = self.shown_turn
        info = self.seats[seat]
        banner = self.rect("banner")
        plate = self._layer(
            "banner",
            seat,
            (banner.w, banner.h + 6),
            lambda surf: hud.paint_banner(surf, info, len(self.seats), self.lay),
        )
        surface.blit(plate, banner)
        self._score_chip(surface, self.score_chip_center(seat), self.shown_scores()[seat], seat)
        hud.draw_order(surface, banner, self.shown_order, self.seats, self.shown_turn, self.lay)
        if moving:
            self._draw_banner_motion(surface)

    def _draw_banner_motion(self, surface: pygame.Surface) -> None:
        """The banner's moving parts: thinking dots, the 'your turn' splash, then a glow."""
        info = self.seats[self.shown_turn]
        banner = self.rect("banner")
        thinking = self.computer.busy or self.floating is not None
        if info.is_computer and thinking and not self.replaying:
            # "thinking" dots just left of the round order, clear of the name and the faces
            # (not in a replay: nobody thinks there, every move just plays again)
            right = banner.x + hud.order_left(banner.w, len(self.seats), self.lay) - 14
            TurnBanner.draw_dots(surface, right, banner.centery, self.clock)
        elif not info.is_computer and self.input_allowed():
            # a big "your turn" splash (naming the person when several share the screen),
            # then a steady glow
            if self.banner.splashing:
                people = len(self.session.people)
                self.banner.draw_splash(surface, info, people, scale=self.lay.scale)
            else:
                TurnBanner.draw_glow(surface, banner, self.clock)

    def _draw_key_hint(self, surface: pygame.Surface) -> None:
        """While a domino is held by keyboard, say which keys move, turn and place it."""
        if self.drag is not None and self.drag.keyboard:
            hud.draw_key_hint(surface, self.lay)

    def _draw_toast(self, surface: pygame.Surface) -> None:
        """The refusal bubble: a picture of why, a few words, near where the domino was let go
        and clear of the island's squares (`toast_rect`)."""
        box = self.toast_rect()
        toast = self.toast
        if box is None or toast is None:
            return
        asking = toast.code.startswith("ask_undo")
        # the kit's bubble goes where it is clamped to: exactly `box`
        self.toasts.draw(
            surface,
            box.inflate(24, 24),
            icon=self._toast_icon,
            edge=GOLD if asking else BAD_RED,
            font_size=self.lay.font(26),
        )

    def _toast_icon(
        self, surface: pygame.Surface, code: str, center: tuple[float, float], size: int
    ) -> None:
        """The bubble's picture: why a drop was refused, or whose move Undo asks about."""
        kind, _colon, seat = code.partition(":")
        if kind == "ask_undo" and seat.isdigit() and int(seat) < len(self.seats):
            info = self.seats[int(seat)]
            pieces.avatar(surface, center, size * 0.42, info.colour, info.is_computer)
            return
        pieces.reason_icon(surface, code, center, size)

    def toast_rect(self) -> pygame.Rect | None:
        """Where the bubble shows (the kit's size for it): beside the point it is about,
        on the island's panel, covering none of its squares where there is room."""
        toast = self.toast
        if toast is None:
            return None
        words = pieces.text_surface(toast.message, self.lay.font(26), INK)
        size = (words.get_width() + 112, 84)  # `ToastLine.draw` with an icon
        undo = self.rect("undo_button")
        if toast.pos == undo.midtop:  # about Undo (why not, whose move): beside the button
            return self.beside_island(size, undo)
        # the point and the squares round it: where a domino was let go, a domino's length
        side = 2 * self.big.cell_px
        near = pygame.Rect(0, 0, side, side)
        near.center = (round(toast.pos[0]), round(toast.pos[1]))
        return self.beside_island(size, near)

    def _draw_undo(self, surface: pygame.Surface) -> None:
        """The Undo button (greyed when not allowed) and, under the pointer, why or how."""
        if self.replaying:
            return
        verdict = self.undo_status()
        why = None if verdict.allowed else hud.undo_why_picture(self.art, verdict.reason, self.lay)
        button = self.rect("undo_button")
        hud.draw_undo_button(surface, button, verdict.allowed, self.lay, why)
        mover = self.undo_mover()
        if mover is not None and mover != self.state.current_player:
            # another person's move: their face on the corner says whose move goes back
            seat = self.seats[mover]
            center = hud.undo_why_center(button, self.lay)
            radius = hud.undo_why_size(self.lay) / 2
            pygame.draw.circle(surface, (255, 255, 255), center, radius + 3)
            pieces.avatar(surface, center, radius, seat.colour, seat.is_computer)
        toast = self.toast
        if toast is not None and (
            toast.message == _(verdict.reason) or toast.code.startswith("ask_undo")
        ):
            return  # a press just said why or asked, in the bubble: no tooltip under it
        if self.undo_hover:
            from common.widgets import draw_tooltip

            # above the picture of why, which sits on the button's corner
            draw_tooltip(surface, self.undo_tip(), self.undo_area())
