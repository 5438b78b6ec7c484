"""Events become animations on the Dragomino table, and the shown model follows them.

The table shows a *shown model* (`shown_islands`, `shown_eggs`, `shown_display`,
`shown_mother`, `shown_turn`, `shown_round`, `shown_order`) that lags the real state while
events animate: each event's animation changes the shown model when its picture lands
(a baby is counted when it has hatched, the mother dragon belongs to whoever she reached).
The kit's `EventPlayer` calls `_animate` for one event at a time; a computer's placement
glides in first (`_glide_ai`) and is committed when it lands.

A part of `TableScene` (see `scene.py`): it holds no state of its own.
"""

from __future__ import annotations

from common.motions import glide_home
from common.sprites import Sprite
from common.tween import (
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Spawn,
    ease_out_back,
)
from dragomino.rules import (
    DominoPlaced,
    DominoTaken,
    EggReturned,
    EggRevealed,
    EggSupplyEmpty,
    Event,
    GameEnded,
    MotherDragonMoved,
    PlaceDomino,
    RoundEnded,
    RoundStarted,
    SpringOffered,
    TurnStarted,
    domino,
    half_b_cell,
)
from dragomino.ui.anim import Hatch, mother_flight
from dragomino.ui.island_view import render_island, token_size
from dragomino.ui.look import TIMING
from dragomino.ui.pictures import DEALT, LEAVING, Floating
from dragomino.ui.table_effects import empty_puff, island_swap, place_puff, star_carried


class TableAnimation:
    """The shown model, and one animation per event (`EventPlayer`'s `animate` hook)."""

    def _sync_shown(self) -> None:
        """Make the shown model equal the state (after all events played)."""
        self.shown_islands = [dict(p.island) for p in self.state.players]
        self.shown_eggs = [dict(p.eggs) for p in self.state.players]
        self.shown_display = list(self.state.display)
        self.shown_mother = self.state.mother
        self.shown_round = self.state.round
        self.shown_order = list(self.state.order)
        if self.state.current_player is not None:
            self.shown_turn = self.state.current_player
        self._fit_cameras()

    def _animate(self, event: Event) -> Animation | None:
        """Start the animation of one event; the returned one blocks the queue until done."""
        if isinstance(event, DominoTaken):
            if 0 <= event.display_index < len(self.shown_display):
                self.shown_display[event.display_index] = None
            return None
        if isinstance(event, DominoPlaced):
            island = self.shown_islands[event.player]
            island[event.cells[0]] = self.state.players[event.player].island[event.cells[0]]
            island[event.cells[1]] = self.state.players[event.player].island[event.cells[1]]
            self.sound("snap")
            self.tweens.add(place_puff(self, event.player, event.cells))
            self._fit_cameras()
            return Delay(TIMING["place"])
        if isinstance(event, EggRevealed):
            return self._hatch(event)
        if isinstance(event, EggSupplyEmpty):
            return empty_puff(self, event.join, event.terrain)
        if isinstance(event, MotherDragonMoved):
            target = event.to_player

            def landed() -> None:
                self.shown_mother = target

            # her star goes with her, out of one score chip and into the other
            carried = star_carried(self, event.from_player, target)
            return Sequence(
                Delay(0.15),
                Parallel(
                    mother_flight(
                        self.mother, lambda: self.mother_anchor(target), self.sound, landed
                    ),
                    carried,
                ),
            )
        if isinstance(event, SpringOffered):
            self.sound("pick")
            return Delay(0.3)
        if isinstance(event, EggReturned):
            return None
        if isinstance(event, TurnStarted):
            return self._swap_islands(event.player, event.round)
        if isinstance(event, RoundEnded):
            return self._slide_leftovers()
        if isinstance(event, RoundStarted):
            self.shown_round = event.round
            self.round_changed_at = self.clock
            self.shown_order = list(event.order)
            return self._deal(list(event.display))
        if isinstance(event, GameEnded):
            return Sequence(Delay(0.6), Call(self._show_end))
        return None

    def _swap_islands(self, seat: int, round_number: int) -> Animation:
        """The finished island shrinks back to its seat; the next one grows to the middle."""
        old = self.shown_turn
        self.shown_round = round_number
        self.outline_cache = None
        if seat == old:
            self._turn_begins(seat)
            return Delay(0.2)
        old_pic = render_island(self.art, self.big, self.shown_islands[old], self.shown_eggs[old])
        new_from = self._mini_sea_of(seat)
        self.shown_turn = seat
        self._fit_cameras(instant=True)
        old_to = self._mini_sea_of(old)
        new_pic = render_island(self.art, self.big, self.shown_islands[seat], self.shown_eggs[seat])
        swap = island_swap(self, old_pic, old_to, new_pic, new_from, old)
        self._turn_begins(seat)
        return swap

    def _hatch(self, event: EggRevealed) -> Animation:
        """One egg on its join: pop, wobble, crack, then the baby (or shell) is shown."""

        def done() -> None:
            self.shown_eggs[event.player][event.join] = event.token

        island = self.rect("island")
        return Hatch(
            self.art,
            self.sprites,
            event.token,
            lambda: self.big.join_center(event.join),
            lambda: token_size(self.big.cell_px),
            (island.centerx, island.top + 190),
            island,
            self.sound,
            done,
        )

    def _slide_leftovers(self) -> Animation | None:
        """Round end: the dominoes nobody took slide off the table."""
        leftovers = [(i, d) for i, d in enumerate(self.shown_display) if d is not None]
        if not leftovers:
            return None
        self.sound("slide")
        anims: list[Animation] = []
        for index, dom in leftovers:
            start = self.slot_domino_center(index)
            piece = Floating(self.art, domino(dom), start, self.lay.display_cell, layer=LEAVING)
            self.sprites.add(piece)
            self.shown_display[index] = None
            # 320 px to the left, faded out after the first 300 px of them
            gone = (start[0] - 320, start[1])
            fade = 255 * (1 - 320 / 300)
            anims.append(glide_home(piece, gone, TIMING["leftover_slide"], fade=fade))

        def cleared() -> None:
            for piece in self.leaving:
                self.sprites.remove(piece)

        return Parallel(*anims, on_done=cleared)

    def _deal(self, display: list[int | None]) -> Animation:
        """Round start: four new dominoes drop into the display one after another, each a
        card sprite until it lands (then the display shows it)."""
        self.shown_display = [None] * len(display)
        steps: list[Animation] = []
        for index, dom in enumerate(display):
            if dom is None:
                continue
            card = self.sprites.add(self._card_sprite(index, dom))

            def landed(index: int = index, dom: int = dom, card: Sprite = card) -> None:
                self.sprites.remove(card)
                self.shown_display[index] = dom

            def home(index: int = index, card: Sprite = card) -> tuple[float, float]:
                return self._card_center(index, card)

            fall = glide_home(
                card, home, TIMING["deal"] * 1.6, easing=ease_out_back, on_done=landed
            )
            steps += [Call(lambda: self.sound("deal")), Spawn(self.tweens, fall)]
            steps.append(Delay(TIMING["deal_stagger"]))
        steps.append(Delay(TIMING["deal"] * 1.6))

        def dealt() -> None:
            # the last card's glide began a frame after it was spawned: it lands now
            for card in [s for s in self.sprites if s.layer == DEALT]:
                self.sprites.remove(card)
            self.shown_display = list(display)

        return Sequence(*steps, Call(dealt))

    def _card_sprite(self, index: int, dom: int) -> Sprite:
        """A display card as a sprite, 900 px above its slot (where a deal starts)."""
        card = Sprite(lambda frame, scale: self._card(dom, False), layer=DEALT, name=index)
        x, y = self._card_center(index, card)
        card.pos = (x, y - 900)
        return card

    def _card_center(self, index: int, card: Sprite) -> tuple[float, float]:
        """Where a card sprite's centre goes so its picture lies as the display draws it
        (4 px up and left of its slot)."""
        slot = self.slot_rect(index)
        w, h = card.picture().get_size()
        return (slot.x - 4 + w // 2, slot.y - 4 + h // 2)

    def _glide_ai(self, move: PlaceDomino) -> None:
        """Show the computer's move: lift its domino, then glide it onto the island."""
        dom = self.shown_display[move.display_index]
        if dom is None:
            self.commit(move)
            return
        start = self.slot_domino_center(move.display_index)
        piece = self.sprites.add(Floating(self.art, domino(dom), start, self.lay.display_cell))
        self.floating = piece
        self.shown_display[move.display_index] = None
        cell_b = half_b_cell(move.cell, move.orientation)

        def target() -> tuple[float, float]:
            a = self.big.cell_center(move.cell)
            b = self.big.cell_center(cell_b)
            return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)

        def land() -> None:
            self.sprites.remove(piece)
            self.floating = None
            self.commit(move)

        self.sound("pick")
        self.tweens.add(
            Sequence(
                glide_home(piece, (start[0] + 24, start[1] - 16), TIMING["ai_hover"]),
                Call(lambda: self.sound("slide")),
                glide_home(
                    piece,
                    target,
                    TIMING["ai_glide"],
                    # it grows to the island's squares and turns as it leaves the display
                    scale=lambda: self.big.cell_px / piece.base_cell,
                    frame_at=(0.25, move.orientation),
                ),
                Call(land),
            )
        )
