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

Every piece that moves is a sprite on `sprites` (the table's one `SpriteLayer`, pieces
from `pictures.py`, motions from `anim.py`) while it moves, and the board's when it rests
(`away`): a held hunter too (`hold_figure` in controls.py). The batch's one sound is
`sounds.py`'s.

Mixin of `DracheninselTable`. Owns `shown`, `shown_collected`, `sprites`;
reads `board`, `panel_rects`, `anim`.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from common.motions import enter, glide_home, staggered
from common.sprites import Sprite, SpriteLayer
from common.tween import Animation, Call, Delay, Easing, Parallel, Sequence, Tween
from common.tween import ease_in_out_cubic as in_out_cubic
from common.tween import ease_in_out_quad as in_out_quad
from dracheninsel.rules import State
from dracheninsel.rules import data as D
from dracheninsel.ui import anim, pictures
from dracheninsel.ui.board_view import DRAGON, Away, Point
from dracheninsel.ui.layout import BOARD_RECT, COIN_RADIUS, DISCARD_PILE, DRAW_PILE
from dracheninsel.ui.moves import ev
from dracheninsel.ui.pictures import FIGURES, Card, Disk, Dragon
from dracheninsel.ui.sounds import play_batch_sound

HOME_TIME = 0.55  # seconds for a figure sent back to its boat
TURN_PAUSE = 0.6  # the pause after a batch that changes whose turn it is ...
MOVE_PAUSE = 0.15  # ... and after any other batch
COIN_FLIGHT = 0.8  # seconds a coin takes to its panel ...
COIN_STAGGER = 0.12  # ... one after the other
CARD_STAGGER = 0.12  # cards of one exchange or draw fly one after the other ...
CARD_FLIGHT_WIDTH = 44  # ... this wide (as a stolen card)
FLYING_COIN = COIN_RADIUS * 2 + 10  # diameter of a coin in flight
MAX_DRAWN_SHOWN = 3  # a long draw shows three backs flying, not six


class TableAnimation:
    """Batches of events become one animation; `shown` follows the real state."""

    shown: State
    shown_collected: list[list[int]]
    sprites: SpriteLayer

    def _init_shown(self, state: State) -> None:
        self.shown = state.copy()
        self.shown_collected = [list(c) for c in state.collected]
        self.sprites = SpriteLayer()

    def away(self) -> Away:
        """The board's pieces that are sprites now (the board leaves them out)."""
        return pictures.away(self.sprites)

    def _play(self, events: list[Any]) -> None:
        """Animate what happened (from the shown state to the real one), then go on."""
        before = self.shown
        after = self.state.copy()
        self.tell(events)
        play_batch_sound(events)
        steps: list[Animation] = []
        movers = [s for s in range(after.n) if before.pos[s] != after.pos[s]]
        walk = next((e for e in events if e.kind in ("step", "flight")), None)
        first: list[int] = []
        if walk is not None:
            group = before.group_of(walk.seat)
            first = [m for m in (group.members if group else [walk.seat]) if m in movers]
        rest = [s for s in movers if s not in first]
        self.shown = after
        board, layer = self.board, self.sprites
        slumbered = any(e.kind == "slumbered" for e in events)
        if first and walk is not None:
            steps.append(self._hop(before, after, first, walk.kind == "flight"))
        if rest and not slumbered:  # sent home, a partner going along
            homes = [(self._cone(before, [s]), board.figure_center(after, s)) for s in rest]
            steps.append(Parallel(*(self._glide(p, h, HOME_TIME, in_out_quad) for p, h in homes)))
        for index in range(len(after.dragons)):
            if before.dragons[index] != after.dragons[index]:
                dragon = Dragon(board.px(DRAGON), board.dragon_center(before, index), index)
                end = board.dragon_center(after, index)
                steps.append(anim.dragon_flight(dragon, end, self.sound, layer))
        swapped = [c for c in range(1, D.N_CELLS) if before.colours[c] != after.colours[c]]
        if len(swapped) == 2:
            magic = any(e.kind == "thundering_elements" for e in events)
            size = board.disk_size()
            a, b = (Disk(before.colours[c], size, board.cell_center(c), c, magic) for c in swapped)
            steps.append(anim.disk_swap(a, b, self.sound, layer))
        for event in events:
            if event.kind == "treasure_collected":
                steps.append(self._fly_coins(before, event))
            elif event.kind == "card_taken":
                victim = int(ev(event, "victim"))
                start, end = self.panel_rects[victim].center, self.panel_rects[event.seat].center
                card = Card(start, CARD_FLIGHT_WIDTH)
                steps.append(anim.card_flight(card, end, self.sound, layer))
            elif event.kind == "exchange" and ev(event, "cards"):
                cards_shown: list[int | None] = [
                    int(c) for c in ev(event, "cards")
                ]  # discarded: shown
                start = self.panel_rects[event.seat].center
                steps.append(self._card_stream(start, DISCARD_PILE.center, cards_shown))
            elif event.kind == "draw" and int(ev(event, "count") or 0) > 0:
                count = min(int(ev(event, "count")), MAX_DRAWN_SHOWN)
                end = self.panel_rects[event.seat].center
                steps.append(self._card_stream(DRAW_PILE.center, end, [None] * count))
            elif event.kind == "countered":
                steps.append(anim.counter_shield(DISCARD_PILE.center, 84, self.sound, layer))
            elif event.kind == "slumbered":
                slides = [(self._cone(before, [s]), board.figure_center(after, s)) for s in movers]
                steps.append(anim.slumber(BOARD_RECT, slides, self.sound, layer))
            elif event.kind == "coins_placed":
                steps.append(self._coins_pop(after))
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
        cards = [Card(start, CARD_FLIGHT_WIDTH, face) for face in faces]
        sounds = [self.sound, *[None] * (len(cards) - 1)]  # one card's sound for them all
        pairs = zip(cards, sounds, strict=True)
        flights = [anim.card_flight(card, end, sound, self.sprites) for card, sound in pairs]
        return staggered(CARD_STAGGER, *flights)

    def _cone(self, state: State, seats: list[int], layer: int = FIGURES) -> Sprite:
        """The hunters of `seats` (one, or a pair as one) as a sprite where `state` has them,
        with the coins a whole pair carries; a held one is taken up from the pointer."""
        held = self.sprites.named(("hunter", seats[0]))
        if held is not None:
            held.layer = layer
            return held
        group = state.group_of(seats[0])
        whole = group is not None and sorted(group.members) == sorted(seats)
        coins = list(group.coins) if group is not None and whole else []
        colours = [state.colour_of(s) for s in seats]
        where = self.board.figure_center(state, seats[0])
        piece = pictures.cone(self.board, colours, coins, where, seats)
        piece.layer = layer
        return self.sprites.add(piece)

    def _hop(self, before: State, after: State, seats: list[int], flight: bool) -> Animation:
        """The walking figure (a pair as one) hops from its space to the new one."""
        piece = self._cone(before, seats)
        start, end = piece.pos, self.board.figure_center(after, seats[0])
        path = [start, end]
        if flight:
            path.insert(1, ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
        return anim.cone_hops(piece, path, self.sound, self.sprites)

    def _glide(self, piece: Sprite, home: Point, duration: float, easing: Easing) -> Animation:
        """A piece glides to `home` and is the board's again (or gone, a coin)."""
        done = partial(self.sprites.remove, piece)
        return glide_home(piece, home, duration, easing=easing, on_done=done)

    def _coins_pop(self, after: State) -> Animation:
        """The new coins on the treasure site pop up."""
        board, coins = self.board, list(after.site_coins)
        piece = self.sprites.add(pictures.site_coins(board, coins, board.site_coins_at(after)))
        piece.scale = 0.0
        done = partial(self.sprites.remove, piece)
        return Tween(piece, "scale", 0.0, 1.0, 0.45, "out_back", on_done=done)

    def _played(self) -> None:
        """The last step of an animation: the next decision waits until the tweens are done."""
        self.shown = self.state.copy()
        self.version += 1
        self.advance_due = True
        if self.drag is None:
            self._drop_held()

    def _fly_coins(self, before: State, event: Any) -> Sequence:
        gains = {int(k): list(v) for k, v in dict(ev(event, "gains") or {}).items()}
        group_pos = next((g.pos for g in before.groups if any(s in gains for s in g.members)), None)
        start = self.board.cell_center(group_pos if group_pos is not None else D.SITE)
        parts: list[Animation] = []
        for seat, coins in gains.items():
            home = self.panel_coin_anchor(seat)
            pieces = [pictures.coin(self.board, D.COIN_VALUE[v], FLYING_COIN, start) for v in coins]
            glide = partial(self._glide, home=home, duration=COIN_FLIGHT, easing=in_out_cubic)
            flights = [Sequence(enter(self.sprites, piece), glide(piece)) for piece in pieces]
            parts.append(staggered(COIN_STAGGER, *flights))
        collected = [list(c) for c in self.state.collected]
        return Sequence(
            Parallel(*parts), Call(partial(setattr, self, "shown_collected", collected))
        )
