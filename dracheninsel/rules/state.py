"""The game state and every rule of Die Dracheninsel as an explicit state machine.

Phases (``state.phase``) and who acts (``state.actors()``):
  main      the active player plays cards / moves / ends the turn
  window    a reaction window; one seat at a time is asked (clockwise, see below)
  choice    a lone bearer (after Fear & Loathing) chooses "wait" or "abandon"
  duel      the two partners alternate Unfaithful or pass (boat owner first)
  exchange  end of a turn without moving or playing: discard any cards, then draw
  over      the game has ended; see ``result()``

Reaction windows. After every completed action of the active player a *slumber window*
opens: the other seats are asked clockwise from the active player's left whether to play
Sweet Slumber. Sneak Attack and Fear & Loathing open a *counter window* before they take
effect. Any played Sweet Slumber, Sneak Attack, Fear & Loathing or Counter Magic sits on a
chain; after each play the seats are asked again, clockwise from the left of the seat that
played, excluding that seat; anyone holding Counter Magic (the active player too) may
counter the top of the chain. When all asked seats pass, the chain resolves from the top:
each effective Counter Magic cancels the item directly below it. If a Sweet Slumber was
cancelled, the slumber window opens again (another player may still try). With
``GameConfig.auto_pass`` (default) seats whose only legal answer is "pass" are skipped
silently, like a player at a real table who has nothing to play; a UI that wants to hide
who holds green cards can set it to False and every eligible seat is asked.

Sweet Slumber restores the state from just before the active player's last action and
ends the turn. "Last action" is one move of the active player including everything it
caused: a step with the terrain card paid (and a pair formed, a partner replaced, the next
coin pair placed), or a card with its whole effect (Long Journey with its terrain card,
Fear & Loathing with the bearer's choice, Sneak Attack with the stolen card, which goes
back to the victim: the thief has seen it, that cannot be undone). Cards played in the
reaction windows of that action stay spent. A countered card is still an action and can
be slumbered (its card goes back to hand). The step of a pair into a boat is answered
before the Unfaithful duel; the lone hunter's step onto the site before its turn ends.

Choices made where the rules are silent (each is data in ``GameConfig`` or noted here):
  * The next coin pair appears once the treasure in play is delivered or removed (the seed
    text's "after each collection", which wins over the rules file where they disagree);
    the rules file's "as soon as the pair has left the site" is
    ``GameConfig(coins_refill="leave")``.
  * Unfaithful duel: the owner's opening pass does not end it; the other partner may still
    play (``duel_opening_pass_ends=False``). A pass after an Unfaithful ends it.
  * A lone bearer may give up (abandon) its treasure on its own turn so the game cannot
    stall (``lone_bearer_may_abandon``; the hunter stays on its space and this counts as
    neither moving nor playing); a lone bearer sent home by Fear & Loathing leaves nobody
    with the coins, so they are removed from the game.
  * A pair never enters the treasure site; a hunter enters the site when it is empty of
    hunters (it waits, its turn ends), or joins a waiting hunter only if coins lie there.
  * A pair that just formed must leave the site at once: only leaving steps or Foolhardy
    Flight are legal, and ending the turn only if no leaving move exists (it must leave on
    the next partner turn then).
  * Foolhardy Flight jumps between island cells only (boats are off the grid); it may jump
    over hunters, pairs and the site, never over a dragon, and may land anywhere a step
    could enter (so it may also replace a partner or form a pair).
  * Dragon Patrol may target any unoccupied disk that is not a landing space of any boat
    (used or not); with a dragon off the board it must bring one in.
  * Destructive Forces / Thundering Elements / Dragon Patrol never target a disk with a
    hunter, pair, bearer or dragon; swapping two disks of one colour is not offered.
  * Fear & Loathing may target any hunter not already in its own boat, including one's own.
  * Evil Curse takes from the other players clockwise from the curser's left.
  * "Any card may be played to help another player" is read as: effects may target anyone;
    only green cards are ever played outside one's own turn.
  * Out-of-turn cards are replaced by the normal draw to 6 at the end of the player's own
    next turn; ``owed`` counts them for display.
  * Joker: the terrain card of the *active* player's own colour; for a pair both partners'
    colours are free, paid cards come from the active partner's hand.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass, field
from typing import Any

from . import data as D
from .moves import CARD_PLAY_KINDS, Event, IllegalMove, Move

MAIN, WINDOW, CHOICE, DUEL, EXCHANGE, OVER = "main", "window", "choice", "duel", "exchange", "over"
SS, CM, UF = "sweet_slumber", "counter_magic", "unfaithful"


@dataclass(frozen=True)
class GameConfig:
    """Seats (colour letters in clockwise order) and rule options."""

    seats: tuple[str, ...]
    start_player: int | None = None
    coins_refill: str = "collect"  # "collect": after delivery/removal; "leave": once it left
    auto_pass: bool = True
    duel_opening_pass_ends: bool = False
    lone_bearer_may_abandon: bool = True

    def __post_init__(self) -> None:
        if not 3 <= len(self.seats) <= 6:
            raise ValueError("Die Dracheninsel needs 3 to 6 seats")
        if len(set(self.seats)) != len(self.seats) or any(
            s not in D.COLOUR_INDEX for s in self.seats
        ):
            raise ValueError(f"seats must be distinct colours from {D.COLOUR_LETTERS}")
        if self.start_player is not None and not 0 <= self.start_player < len(self.seats):
            raise ValueError("start_player must be a seat index")
        if self.coins_refill not in ("leave", "collect"):
            raise ValueError("coins_refill must be 'leave' or 'collect'")

    def to_json(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "start_player": self.start_player,
            "coins_refill": self.coins_refill,
            "auto_pass": self.auto_pass,
            "duel_opening_pass_ends": self.duel_opening_pass_ends,
            "lone_bearer_may_abandon": self.lone_bearer_may_abandon,
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> GameConfig:
        return GameConfig(**{**d, "seats": tuple(d["seats"])})


@dataclass
class Group:
    """Treasure carriers: two partners (a pair) or one lone bearer waiting for a partner."""

    members: list[int]
    coins: list[int]
    pos: int

    def copy(self) -> Group:
        return Group(list(self.members), list(self.coins), self.pos)


@dataclass
class Window:
    """An open reaction window: the chain of answered cards and who is still to be asked."""

    kind: str  # "slumber" or "counter"
    chain: list[tuple[int, int]]  # (seat, card id), bottom first
    queue: list[int]
    after: str = "continue"  # what follows a slumber window: continue / end_turn / duel
    pending: Move | None = None  # the announced card of a counter window


@dataclass
class Duel:
    owner: int
    other: int
    turn: int
    last: int | None = None
    count: int = 0
    passes: int = 0


_ALL_CARDS = frozenset(range(D.N_CARDS))
_ALL_COINS = frozenset(range(D.N_COINS))
_SNAP_FIELDS = (
    "colours",
    "dragons",
    "pos",
    "site_coins",
    "supply",
    "removed",
    "deck",
    "discard",
    "free_colours",
)


@dataclass
class State:
    """Everything about one game; mutate only through `apply`."""

    config: GameConfig
    rng: random.Random
    colours: list[int]
    dragons: list[int]
    pos: list[int]
    groups: list[Group]
    site_coins: list[int]
    supply: list[int]  # coin ids not yet placed, lowest pair first
    collected: list[list[int]]
    removed: list[int]
    hands: list[list[int]]
    deck: list[int]  # top of the pile = end of the list
    discard: list[int]
    active: int
    phase: str = MAIN
    turn_acted: bool = False
    free_colours: list[int] = field(default_factory=list)
    window: Window | None = None
    chooser: int | None = None
    duel: Duel | None = None
    snapshot: dict[str, Any] | None = None
    undo_reactions: list[tuple[int, int]] = field(default_factory=list)
    owed: list[int] = field(default_factory=list)
    turn_no: int = 0
    viewer: int | None = None  # set on views: whose knowledge this copy holds
    last_action: Move | None = None  # the active player's latest action (public)
    n: int = field(init=False)
    seat_colours: list[int] = field(init=False)
    seat_boats: list[int] = field(init=False)
    _events: list[Event] = field(default_factory=list, repr=False)

    # ------------------------------------------------------------------ basics
    def __post_init__(self) -> None:
        self.n = len(self.config.seats)
        self.seat_colours = [D.COLOUR_INDEX[c] for c in self.config.seats]
        self.seat_boats = [D.boat_of(c) for c in self.seat_colours]

    def colour_of(self, seat: int) -> int:
        return self.seat_colours[seat]

    def boat(self, seat: int) -> int:
        return self.seat_boats[seat]

    def group_of(self, seat: int) -> Group | None:
        for g in self.groups:
            if seat in g.members:
                return g
        return None

    def group_at(self, pos: int) -> Group | None:
        for g in self.groups:
            if g.pos == pos:
                return g
        return None

    def lone_at(self, pos: int) -> int | None:
        """Seat of a hunter on `pos` that belongs to no group, if any."""
        for s, p in enumerate(self.pos):
            if p == pos and self.group_of(s) is None:
                return s
        return None

    def occupied(self, cell: int) -> bool:
        return cell in self.dragons or cell in self.pos

    def count_kind(self, seat: int, kind: str) -> int:
        return sum(1 for c in self.hands[seat] if D.CARD_KIND[c] == kind)

    def first_of_kind(self, seat: int, kind: str) -> int | None:
        for c in self.hands[seat]:
            if D.CARD_KIND[c] == kind:
                return c
        return None

    def actors(self) -> list[int]:
        """Seats that may act now (exactly one, or none when the game is over)."""
        if self.phase == MAIN or self.phase == EXCHANGE:
            return [self.active]
        if self.phase == WINDOW:
            assert self.window is not None
            return self.window.queue[:1]
        if self.phase == CHOICE:
            assert self.chooser is not None
            return [self.chooser]
        if self.phase == DUEL:
            assert self.duel is not None
            return [self.duel.turn]
        return []

    def must_leave_site(self) -> bool:
        """The active player is in a pair standing on the site: it has to move off first."""
        g = self.group_of(self.active)
        return g is not None and g.pos == D.SITE and len(g.members) == 2

    # ------------------------------------------------------------------ movement rules
    def entry(self, seat: int, target: int) -> str | None:
        """How the active figure of `seat` would enter `target`, or None if blocked.

        Kinds: plain, boat, wait_site, form_pair, join, replace, deliver.
        """
        g = self.group_of(seat)
        if target in self.dragons:
            return None
        if g is not None:
            if len(g.members) != 2:
                return None  # a lone bearer cannot move the treasure
            if D.is_boat(target):
                ok = any(target == self.boat(m) for m in g.members)
                return "deliver" if ok else None
            if target == D.SITE or target in self.pos:
                return None
            return "plain"
        if D.is_boat(target):
            return "boat" if target == self.boat(seat) else None
        other_group = self.group_at(target)
        if other_group is not None:
            return "replace" if len(other_group.members) == 2 else "join"
        lone = self.lone_at(target)
        if target == D.SITE:
            if lone is None:
                return "wait_site"
            return "form_pair" if self.site_coins else None
        return None if lone is not None else "plain"

    def free_for(self, seat: int) -> set[int]:
        """Disk colours the figure of `seat` may enter without a card."""
        free = {self.colour_of(seat), *self.free_colours}
        g = self.group_of(seat)
        if g is not None:
            free.update(self.colour_of(m) for m in g.members)
        return free

    def is_free_colour(self, seat: int, colour: int) -> bool:
        """Same as `colour in free_for(seat)`, without building the set (hot path)."""
        if colour == self.seat_colours[seat] or colour in self.free_colours:
            return True
        g = self.group_of(seat)
        return g is not None and any(self.seat_colours[m] == colour for m in g.members)

    def payments(self, seat: int, target: int) -> list[int | None]:
        """Ways to pay a step onto `target`: [None] if free, else terrain card ids."""
        if target == D.SITE or target >= D.BOAT_BASE:
            return [None]
        colour = self.colours[target]
        if self.is_free_colour(seat, colour):
            return [None]
        own = self.seat_colours[seat]
        out: list[int | None] = []
        seen: set[int] = set()
        for c in self.hands[seat]:
            cc = D.CARD_COLOUR[c]
            if cc in (colour, own) and cc not in seen:
                seen.add(cc)
                out.append(c)
        return out

    def _replace_targets(self, kind: str, target: int) -> list[int | None]:
        if kind == "replace":
            g = self.group_at(target)
            assert g is not None
            return list(g.members)
        return [None]

    def step_moves(self, seat: int) -> list[Move]:
        g = self.group_of(seat)
        if g is not None and len(g.members) != 2:
            return []
        here = self.pos[seat]
        out = []
        for t in D.ADJ[here]:
            kind = self.entry(seat, t)
            if kind is None:
                continue
            for card in self.payments(seat, t):
                for rep in self._replace_targets(kind, t):
                    out.append(Move("step", seat, card=card, cell=t, target=rep))
        return out

    def flight_moves(self, seat: int, card: int) -> list[Move]:
        g = self.group_of(seat)
        if g is not None and len(g.members) != 2:
            return []
        here = self.pos[seat]
        if D.is_boat(here):
            return []
        out = []
        for over, land in D.JUMPS[here]:
            if over in self.dragons:
                continue
            kind = self.entry(seat, land)
            if kind is None:
                continue
            for rep in self._replace_targets(kind, land):
                out.append(Move("foolhardy_flight", seat, card=card, cell=land, target=rep))
        return out

    def _unoccupied_disks(self) -> list[int]:
        return [c for c in range(1, D.N_CELLS) if not self.occupied(c)]

    # ------------------------------------------------------------------ legal moves
    def legal_moves(self, seat: int) -> list[Move]:
        """Every legal move of `seat` now (empty if it may not act)."""
        if seat not in self.actors():
            return []
        if self.phase == MAIN:
            return self._main_moves(seat)
        if self.phase == WINDOW:
            return [Move("pass", seat), *self._responses(seat)]
        if self.phase == CHOICE:
            return [Move("wait", seat), Move("abandon", seat)]
        if self.phase == DUEL:
            card = self.first_of_kind(seat, UF)
            return [Move("pass", seat)] + ([Move(UF, seat, card=card)] if card is not None else [])
        if self.phase == EXCHANGE:
            return self._exchange_moves(seat)
        return []

    def _responses(self, seat: int) -> list[Move]:
        w = self.window
        assert w is not None
        if not w.chain:
            if seat == self.active:
                return []
            card = self.first_of_kind(seat, SS)
            return [Move(SS, seat, card=card)] if card is not None else []
        top_seat, top_card = w.chain[-1]
        if top_seat == seat or D.CARD_KIND[top_card] not in D.COUNTERABLE:
            return []
        card = self.first_of_kind(seat, CM)
        return [Move(CM, seat, card=card)] if card is not None else []

    def _exchange_moves(self, seat: int) -> list[Move]:
        hand = self.hands[seat]
        seen: set[tuple[tuple[str, int], ...]] = set()
        out = []
        for mask in range(1 << len(hand)):
            cards = tuple(hand[i] for i in range(len(hand)) if mask >> i & 1)
            key = tuple(sorted((D.CARD_KIND[c], D.CARD_COLOUR[c]) for c in cards))
            if key not in seen:
                seen.add(key)
                out.append(Move("exchange", seat, cards=cards))
        return out

    def _main_moves(self, seat: int) -> list[Move]:
        if self.must_leave_site():
            leaving = self.step_moves(seat)
            fly = self.first_of_kind(seat, "foolhardy_flight")
            if fly is not None:
                leaving += self.flight_moves(seat, fly)
            return leaving or [Move("end_turn", seat)]
        out = self.step_moves(seat)
        kinds_done: set[str] = set()
        for card in self.hands[seat]:
            kind = D.CARD_KIND[card]
            if kind not in CARD_PLAY_KINDS or kind in kinds_done:
                continue
            kinds_done.add(kind)
            out += self._card_moves(seat, kind, card)
        g = self.group_of(seat)
        if g is not None and len(g.members) == 1 and self.config.lone_bearer_may_abandon:
            out.append(Move("abandon_treasure", seat))
        out.append(Move("end_turn", seat))
        return out

    def _card_moves(self, seat: int, kind: str, card: int) -> list[Move]:
        if kind == "foolhardy_flight":
            return self.flight_moves(seat, card)
        if kind == "evil_curse":
            return [Move(kind, seat, card=card)]
        if kind == "long_journey":
            colours_seen: set[int] = set()
            out = []
            for c in self.hands[seat]:
                cc = D.CARD_COLOUR[c]
                if cc >= 0 and cc not in colours_seen:
                    colours_seen.add(cc)
                    out.append(Move(kind, seat, card=card, card2=c))
            return out
        if kind == "fear_and_loathing":
            return [
                Move(kind, seat, card=card, target=s)
                for s in range(self.n)
                if self.pos[s] != self.boat(s)
            ]
        if kind == "sneak_attack":
            return [
                Move(kind, seat, card=card, target=s)
                for s in range(self.n)
                if s != seat and self.hands[s]
            ]
        if kind == "dragon_patrol":
            free = [c for c in self._unoccupied_disks() if c not in D.ALL_LANDINGS]
            off = [d for d, p in enumerate(self.dragons) if p < 0]
            dragons = off[:1] if off else list(range(len(self.dragons)))
            return [Move(kind, seat, card=card, target=d, cell=c) for d in dragons for c in free]
        if kind in ("destructive_forces", "thundering_elements"):
            free = self._unoccupied_disks()
            free_set = set(free)
            out = []
            for a in free:
                cands = D.ADJ[a] if kind == "destructive_forces" else free
                for b in cands:
                    if b > a and b in free_set and self.colours[a] != self.colours[b]:
                        out.append(Move(kind, seat, card=card, cell=a, cell2=b))
            return out
        return []

    # ------------------------------------------------------------------ validation
    def _fail(self, code: str, reason: str) -> IllegalMove:
        return IllegalMove(code, reason)

    def check(self, move: Move) -> None:
        """Raise IllegalMove with a reason if `move` is not legal now; never mutates."""
        if self.phase == OVER:
            raise self._fail("game_over", "the game is over")
        if move.seat not in self.actors():
            raise self._fail("not_your_turn", f"seat {move.seat} may not act now")
        if move.card is not None and move.card not in self.hands[move.seat]:
            raise self._fail("card_not_in_hand", "that card is not in your hand")
        if move.card2 is not None and move.card2 not in self.hands[move.seat]:
            raise self._fail("card_not_in_hand", "that card is not in your hand")
        kind = move.kind
        if self.phase == MAIN:
            self._check_main(move)
            return
        if self.phase == EXCHANGE:
            if kind != "exchange":
                raise self._fail("wrong_phase", "choose the cards to discard (or none)")
            if len(set(move.cards)) != len(move.cards) or any(
                c not in self.hands[move.seat] for c in move.cards
            ):
                raise self._fail("card_not_in_hand", "you can only discard cards you hold")
            return
        legal = self.legal_moves(move.seat)
        if self._canonical(move) not in legal:
            raise self._fail("not_allowed_now", f"{kind} is not possible now")

    def _canonical(self, move: Move) -> Move:
        """The same move with its cards replaced by the ids legal_moves would list."""
        card, card2 = move.card, move.card2
        if card is not None:
            card = self._first_like(move.seat, card)
        if card2 is not None:
            card2 = self._first_like(move.seat, card2)
        if card == move.card and card2 == move.card2:
            return move
        return Move(move.kind, move.seat, card, card2, move.cell, move.cell2, move.target)

    def _first_like(self, seat: int, card: int) -> int:
        key = (D.CARD_KIND[card], D.CARD_COLOUR[card])
        for c in self.hands[seat]:
            if (D.CARD_KIND[c], D.CARD_COLOUR[c]) == key:
                return c
        return card

    def _check_main(self, move: Move) -> None:
        seat, kind = move.seat, move.kind
        if kind == "step" and not self.must_leave_site():
            self._check_step(move)
            return
        if kind in ("step", "end_turn", "abandon_treasure") or self.must_leave_site():
            if self._canonical(move) not in self._main_moves_of(seat, kind):
                raise self._illegal_main(move)
            return
        if kind not in CARD_PLAY_KINDS:
            raise self._fail("not_allowed_now", f"{kind} is not possible on your turn")
        if move.card is None or D.CARD_KIND[move.card] != kind:
            raise self._fail("wrong_card", f"{kind} needs its own card")
        if kind in ("destructive_forces", "thundering_elements"):
            a, b = move.cell, move.cell2
            if a is None or b is None or not (0 < a < D.N_CELLS and 0 < b < D.N_CELLS):
                raise self._fail("bad_target", "choose two terrain disks")
            if self.occupied(a) or self.occupied(b):
                raise self._fail("disk_occupied", "both disks must be unoccupied")
            if self.colours[a] == self.colours[b]:
                raise self._fail("same_colour", "swapping two disks of one colour changes nothing")
            if kind == "destructive_forces" and b not in D.ADJ[a]:
                raise self._fail("not_adjacent", "Destructive Forces swaps adjacent disks")
            return
        if kind == "dragon_patrol":
            c, d = move.cell, move.target
            if d is None or not 0 <= d < len(self.dragons):
                raise self._fail("bad_target", "choose a dragon")
            if c is None or not 0 < c < D.N_CELLS or self.occupied(c):
                raise self._fail("disk_occupied", "the dragon needs an unoccupied terrain disk")
            if c in D.ALL_LANDINGS:
                raise self._fail("landing_space", "dragons may not guard a landing space")
            if self.dragons[d] >= 0 and any(p < 0 for p in self.dragons):
                raise self._fail("dragon_off_board", "a dragon off the board must come in first")
            return
        if self._canonical(move) not in self._card_moves(
            seat, kind, self._first_like(seat, move.card)
        ):
            raise self._illegal_main(move)

    def _check_step(self, move: Move) -> None:
        """Validate a step directly (same rules as step_moves, without listing them all)."""
        seat, target, card = move.seat, move.cell, move.card
        if target is None or target not in D.ADJ[self.pos[seat]]:
            raise self._fail("not_adjacent", "you can only step to an adjacent space")
        g = self.group_of(seat)
        if g is not None and len(g.members) == 1:
            raise self._fail("lone_bearer", "a lone bearer cannot move the treasure")
        if target in self.dragons:
            raise self._fail("blocked_dragon", "a dragon blocks that space")
        kind = self.entry(seat, target)
        if kind is None:
            raise self._fail("blocked", "that space cannot be entered")
        pays = self.payments(seat, target)
        if pays == [None]:
            if card is not None:
                raise self._fail("wrong_payment", "that step is free: play no card")
        elif card is None:
            raise self._fail("card_needed", "pay with a terrain card of that colour or your own")
        elif D.CARD_COLOUR[card] not in (self.colours[target], self.colour_of(seat)):
            raise self._fail("wrong_payment", "pay with a terrain card of that colour or your own")
        if move.target not in self._replace_targets(kind, target):
            raise self._fail("bad_target", "choose which partner to replace (only when replacing)")

    def _main_moves_of(self, seat: int, kind: str) -> list[Move]:
        """Legal main-phase moves of one kind, without enumerating the others."""
        leave = self.must_leave_site()
        if kind == "step":
            return self.step_moves(seat)
        if kind == "end_turn":
            if leave and (
                self._main_moves_of(seat, "step") or self._main_moves_of(seat, "foolhardy_flight")
            ):
                return []
            return [Move("end_turn", seat)]
        if kind == "abandon_treasure":
            g = self.group_of(seat)
            ok = g is not None and len(g.members) == 1 and self.config.lone_bearer_may_abandon
            return [Move(kind, seat)] if ok else []
        if leave and kind != "foolhardy_flight":
            return []
        card = self.first_of_kind(seat, kind)
        return [] if card is None else self._card_moves(seat, kind, card)

    def _illegal_main(self, move: Move) -> IllegalMove:
        if self.must_leave_site() and move.kind != "step":
            return self._fail("must_leave_site", "the new pair must leave the treasure site first")
        if move.kind == "step" and move.cell is not None:
            if move.cell in self.dragons:
                return self._fail("blocked_dragon", "a dragon blocks that space")
            if not 0 <= move.cell < D.N_POSITIONS or move.cell not in D.ADJ[self.pos[move.seat]]:
                return self._fail("not_adjacent", "you can only step to an adjacent space")
            g = self.group_of(move.seat)
            if g is not None and len(g.members) == 1:
                return self._fail("lone_bearer", "a lone bearer cannot move the treasure")
            if self.entry(move.seat, move.cell) is None:
                return self._fail("blocked", "that space cannot be entered")
            if move.card is not None or self.payments(move.seat, move.cell) != [None]:
                return self._fail("wrong_payment", "pay with a card of that colour or your own")
        return self._fail("not_allowed_now", f"{move.kind} is not possible now")

    # ------------------------------------------------------------------ apply
    def apply(self, move: Move) -> list[Event]:
        """Carry out a legal move and return what happened; illegal moves change nothing."""
        self.check(move)
        self._events = []
        if self.phase == MAIN:
            self.last_action = move
        handler = getattr(self, "_do_" + move.kind)
        handler(move)
        events, self._events = self._events, []
        return events

    def _emit(self, event_kind: str, seat: int = -1, **data: Any) -> None:
        self._events.append(Event(event_kind, seat, data))

    def _emit_secret(
        self,
        event_kind: str,
        seat: int,
        private: tuple[int, ...],
        secret: tuple[str, ...],
        **data: Any,
    ) -> None:
        self._events.append(Event(event_kind, seat, data, private, secret))

    def _pay(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.discard.append(card)

    def _others_hold(self, kind: str) -> bool:
        """Whether any seat but the active one holds a card of `kind`."""
        a = self.active
        ids = D.CARDS_OF_KIND[kind]
        return any(not ids.isdisjoint(h) for s, h in enumerate(self.hands) if s != a)

    def _begin_action(self) -> None:
        """Keep what Sweet Slumber would restore, if anybody else could play one."""
        if self._others_hold(SS):
            self.snapshot = self._snap()
        else:
            self.snapshot = None
        self.undo_reactions = []

    def _snap(self) -> dict[str, Any]:
        snap: dict[str, Any] = {f: list(getattr(self, f)) for f in _SNAP_FIELDS}
        snap["groups"] = [g.copy() for g in self.groups]
        snap["collected"] = [list(x) for x in self.collected]
        snap["hands"] = [list(x) for x in self.hands]
        snap["turn_acted"] = self.turn_acted
        return snap

    def _restore(self, snap: dict[str, Any]) -> None:
        for f in _SNAP_FIELDS:
            setattr(self, f, list(snap[f]))
        self.groups = [g.copy() for g in snap["groups"]]
        self.collected = [list(x) for x in snap["collected"]]
        self.hands = [list(x) for x in snap["hands"]]
        self.turn_acted = bool(snap["turn_acted"])

    # --- movement
    def _do_step(self, move: Move) -> None:
        self._begin_action()
        assert move.cell is not None
        if move.card is not None:
            self._pay(move.seat, move.card)
        self.turn_acted = True
        self._emit("step", move.seat, frm=self.pos[move.seat], to=move.cell, card=move.card)
        after = self._enter(move.seat, move.cell, move.target)
        self._finish_action(after)

    def _do_foolhardy_flight(self, move: Move) -> None:
        self._begin_action()
        assert move.cell is not None and move.card is not None
        self._pay(move.seat, move.card)
        self.turn_acted = True
        self._emit("flight", move.seat, frm=self.pos[move.seat], to=move.cell, card=move.card)
        after = self._enter(move.seat, move.cell, move.target)
        self._finish_action(after)

    def _enter(self, seat: int, target: int, replace: int | None) -> str:
        """Move the figure of `seat` onto `target`; returns what follows the action."""
        kind = self.entry(seat, target)
        g = self.group_of(seat)
        left_site = self.pos[seat] == D.SITE
        after = "continue"
        if g is not None:
            g.pos = target
            for m in g.members:
                self.pos[m] = target
            if kind == "deliver":
                after = "duel"
        else:
            self.pos[seat] = target
            if kind == "wait_site":
                after = "end_turn"
                self._emit("waits_on_site", seat)
            elif kind == "form_pair":
                waiting = self.lone_at_except(target, seat)
                self.groups.append(Group([waiting, seat], self.site_coins, target))
                self.site_coins = []
                self._emit("pair_formed", seat, partners=[waiting, seat], cell=target)
            elif kind == "join":
                other = self.group_at(target)
                assert other is not None
                other.members.append(seat)
                self._emit("pair_formed", seat, partners=list(other.members), cell=target)
            elif kind == "replace":
                other = self.group_at(target)
                assert other is not None and replace in other.members
                other.members[other.members.index(replace)] = seat
                self.pos[replace] = self.boat(replace)
                self._emit("partner_replaced", seat, replaced=replace, cell=target)
        if left_site:
            self._place_coins()
        return after

    def lone_at_except(self, pos: int, seat: int) -> int:
        for s, p in enumerate(self.pos):
            if p == pos and s != seat and self.group_of(s) is None:
                return s
        raise AssertionError("no waiting hunter")

    def _place_coins(self) -> None:
        """Put the next coin pair on the site when the rules say it is time."""
        if self.site_coins or not self.supply:
            return
        if self.config.coins_refill == "leave":
            if self.group_at(D.SITE) is not None:
                return
        elif self.groups:
            return
        self.site_coins = self.supply[:2]
        self.supply = self.supply[2:]
        self._emit(
            "coins_placed", coins=list(self.site_coins), value=D.COIN_VALUE[self.site_coins[0]]
        )

    # --- action cards
    def _do_destructive_forces(self, move: Move) -> None:
        self._swap(move)

    def _do_thundering_elements(self, move: Move) -> None:
        self._swap(move)

    def _swap(self, move: Move) -> None:
        self._begin_action()
        assert move.card is not None and move.cell is not None and move.cell2 is not None
        self._pay(move.seat, move.card)
        self.turn_acted = True
        a, b = move.cell, move.cell2
        self.colours[a], self.colours[b] = self.colours[b], self.colours[a]
        self._emit(move.kind, move.seat, card=move.card, cells=[a, b])
        self._finish_action("continue")

    def _do_dragon_patrol(self, move: Move) -> None:
        self._begin_action()
        assert move.card is not None and move.cell is not None and move.target is not None
        self._pay(move.seat, move.card)
        self.turn_acted = True
        frm = self.dragons[move.target]
        self.dragons[move.target] = move.cell
        self._emit(
            "dragon_patrol", move.seat, card=move.card, dragon=move.target, frm=frm, to=move.cell
        )
        self._finish_action("continue")

    def _do_evil_curse(self, move: Move) -> None:
        self._begin_action()
        assert move.card is not None
        seat = move.seat
        self._pay(seat, move.card)
        self.turn_acted = True
        dropped = list(self.hands[seat])
        self.discard.extend(dropped)
        self.hands[seat] = []
        self._emit("evil_curse", seat, card=move.card, discarded=dropped)
        for k in range(1, self.n):
            victim = (seat + k) % self.n
            if self.hands[victim]:
                card = self.hands[victim].pop(self.rng.randrange(len(self.hands[victim])))
                self.hands[seat].append(card)
                self._emit_secret(
                    "card_taken", seat, (seat, victim), ("card",), victim=victim, card=card
                )
        self._finish_action("continue")

    def _do_long_journey(self, move: Move) -> None:
        self._begin_action()
        assert move.card is not None and move.card2 is not None
        self._pay(move.seat, move.card)
        self._pay(move.seat, move.card2)
        self.turn_acted = True
        colour = D.CARD_COLOUR[move.card2]
        self.free_colours.append(colour)
        self._emit("long_journey", move.seat, card=move.card, card2=move.card2, colour=colour)
        self._finish_action("continue")

    def _do_fear_and_loathing(self, move: Move) -> None:
        self._announce(move)

    def _do_sneak_attack(self, move: Move) -> None:
        self._announce(move)

    def _announce(self, move: Move) -> None:
        """A counterable card goes on the chain; a counter window opens before it acts."""
        self._begin_action()
        assert move.card is not None
        self.hands[move.seat].remove(move.card)
        self.turn_acted = True
        self._emit("card_played", move.seat, card=move.card, kind=move.kind, target=move.target)
        self.window = Window("counter", [(move.seat, move.card)], [], pending=move)
        self._ask_from(move.seat)

    def _resolve_pending(self, move: Move) -> None:
        if move.kind == "sneak_attack":
            assert move.target is not None
            victim = move.target
            if self.hands[victim]:
                card = self.hands[victim].pop(self.rng.randrange(len(self.hands[victim])))
                self.hands[move.seat].append(card)
                self._emit_secret(
                    "card_taken",
                    move.seat,
                    (move.seat, victim),
                    ("card",),
                    victim=victim,
                    card=card,
                )
            self._finish_action("continue")
            return
        assert move.target is not None
        target = move.target
        g = self.group_of(target)
        self.pos[target] = self.boat(target)
        self._emit("sent_home", move.seat, target=target)
        if g is not None:
            g.members.remove(target)
            if g.members:
                self.chooser = g.members[0]
                self.phase = CHOICE
                return
            self._remove_group(g)
        self._finish_action("continue")

    def _remove_group(self, g: Group) -> None:
        self.groups.remove(g)
        self.removed.extend(g.coins)
        self._emit("treasure_removed", coins=list(g.coins), cell=g.pos)
        self._place_coins()

    def _do_wait(self, move: Move) -> None:
        self.chooser = None
        self._emit("bearer_waits", move.seat)
        self._finish_action("continue")

    def _do_abandon(self, move: Move) -> None:
        self.chooser = None
        g = self.group_of(move.seat)
        assert g is not None
        self._remove_group(g)
        self._finish_action("continue")

    def _do_abandon_treasure(self, move: Move) -> None:
        self._begin_action()
        g = self.group_of(move.seat)
        assert g is not None
        self._remove_group(g)
        self._finish_action("continue")

    def _do_end_turn(self, move: Move) -> None:
        self._emit("end_turn", move.seat)
        self._end_turn()

    # --- reaction windows
    def _finish_action(self, after: str) -> None:
        """An action of the active player is complete: open the slumber window."""
        if self.config.auto_pass and not self._others_hold(SS):
            self._close_action(after)
            return
        self.window = Window("slumber", [], [], after=after)
        self._ask_from(self.active)

    def _ask_from(self, seat: int) -> None:
        w = self.window
        assert w is not None
        w.queue = [(seat + k) % self.n for k in range(1, self.n)]
        self._advance_window()

    def _advance_window(self) -> None:
        w = self.window
        assert w is not None
        self.phase = WINDOW
        if self.config.auto_pass:
            while w.queue and not self._responses(w.queue[0]):
                w.queue.pop(0)
        elif not w.chain:
            # Without auto-pass every seat but the active one is asked about Sweet Slumber.
            w.queue = [s for s in w.queue if s != self.active]
        if not w.queue:
            self._resolve_chain()

    def _do_pass(self, move: Move) -> None:
        if self.phase == DUEL:
            self._duel_pass()
            return
        w = self.window
        assert w is not None
        w.queue.pop(0)
        self._advance_window()

    def _react(self, move: Move) -> None:
        w = self.window
        assert w is not None and move.card is not None
        self.hands[move.seat].remove(move.card)
        if move.seat != self.active:
            self.owed[move.seat] += 1
        w.chain.append((move.seat, move.card))
        self.undo_reactions.append((move.seat, move.card))
        self._emit("card_played", move.seat, card=move.card, kind=move.kind)
        self._ask_from(move.seat)

    def _do_sweet_slumber(self, move: Move) -> None:
        self._react(move)

    def _do_counter_magic(self, move: Move) -> None:
        self._react(move)

    def _resolve_chain(self) -> None:
        w = self.window
        assert w is not None
        self.window = None
        chain = w.chain
        effective = [True] * len(chain)
        for i in range(len(chain) - 1, 0, -1):
            if effective[i] and D.CARD_KIND[chain[i][1]] == CM:
                effective[i - 1] = False
        for (seat, card), ok in zip(chain, effective, strict=True):
            self.discard.append(card)
            if not ok:
                self._emit("countered", seat, card=card)
        if w.kind == "counter":
            assert w.pending is not None
            if effective[0]:
                self._resolve_pending(w.pending)
            else:
                self._finish_action("continue")
            return
        if chain and effective[0]:
            self._slumber(chain[0][0])
            return
        if chain:  # the Sweet Slumber was countered: others may still try
            self.window = Window("slumber", [], [], after=w.after)
            self._ask_from(self.active)
            return
        self._close_action(w.after)

    def _slumber(self, by: int) -> None:
        """Undo the active player's last action (if a snapshot exists) and end the turn."""
        if self.snapshot is not None:
            reactions = self.undo_reactions
            self._restore(self.snapshot)
            for seat, card in reactions:
                self._take_out(seat, card)
                self.discard.append(card)
        self.chooser = None
        self._emit("slumbered", by, target=self.active)
        self.snapshot = None
        self.undo_reactions = []
        self._end_turn()

    def _take_out(self, seat: int, card: int) -> None:
        """Remove a spent reaction card again after a restore (robust for views)."""
        if card in self.hands[seat]:
            self.hands[seat].remove(card)
            return
        for zone in [*self.hands, self.deck, self.discard]:
            if card in zone:
                # Only in re-dealt views: swap with some card of the seat's hand.
                idx = zone.index(card)
                if self.hands[seat]:
                    zone[idx] = self.hands[seat].pop()
                else:
                    zone.pop(idx)
                return

    def _close_action(self, after: str) -> None:
        self.snapshot = None
        self.undo_reactions = []
        if after == "end_turn":
            self._end_turn()
        elif after == "duel":
            self._start_duel()
        elif self._treasures_done():
            self._game_over()
        else:
            self.phase = MAIN

    # --- delivery
    def _start_duel(self) -> None:
        g = self.group_of(self.active)
        assert g is not None
        owner = next(m for m in g.members if self.boat(m) == g.pos)
        other = next(m for m in g.members if m != owner)
        self.duel = Duel(owner, other, owner)
        self.phase = DUEL
        self._emit("delivery", self.active, owner=owner, other=other, coins=list(g.coins))
        self._advance_duel()

    def _advance_duel(self) -> None:
        d = self.duel
        assert d is not None
        while self.config.auto_pass and self.first_of_kind(d.turn, UF) is None:
            if self._duel_pass_ends():
                self._collect()
                return

    def _duel_pass_ends(self) -> bool:
        """Record a pass of the seat to decide; True if the duel is over."""
        d = self.duel
        assert d is not None
        d.passes += 1
        if d.last is not None or d.passes >= 2 or self.config.duel_opening_pass_ends:
            return True
        d.turn = d.other if d.turn == d.owner else d.owner
        return False

    def _duel_pass(self) -> None:
        if self._duel_pass_ends():
            self._collect()
        else:
            self._advance_duel()

    def _do_unfaithful(self, move: Move) -> None:
        d = self.duel
        assert d is not None and move.card is not None
        self.hands[move.seat].remove(move.card)
        self.discard.append(move.card)
        if move.seat != self.active:
            self.owed[move.seat] += 1
        d.last, d.count, d.passes = move.seat, d.count + 1, 0
        d.turn = d.other if d.turn == d.owner else d.owner
        self._emit("unfaithful", move.seat, card=move.card)
        self._advance_duel()

    def _collect(self) -> None:
        d = self.duel
        assert d is not None
        g = self.group_of(d.owner)
        assert g is not None
        if d.last is not None:
            self.collected[d.last].extend(g.coins)
            gains = {d.last: list(g.coins)}
        else:
            self.collected[d.owner].append(g.coins[0])
            self.collected[d.other].append(g.coins[1])
            gains = {d.owner: [g.coins[0]], d.other: [g.coins[1]]}
        self.groups.remove(g)
        for m in (d.owner, d.other):
            self.pos[m] = self.boat(m)
        self.duel = None
        self._emit(
            "treasure_collected",
            self.active,
            gains={str(k): v for k, v in gains.items()},
            unfaithful=d.count,
        )
        self._place_coins()
        self._end_turn()

    # --- turn end
    def _end_turn(self) -> None:
        self.free_colours = []
        self.snapshot = None
        self.undo_reactions = []
        self.window = None
        if self._treasures_done():
            self._game_over()
            return
        if not self.turn_acted:
            self.phase = EXCHANGE
            return
        self._refill_and_next()

    def _do_exchange(self, move: Move) -> None:
        for card in move.cards:
            self._pay(move.seat, card)
        self._emit("exchange", move.seat, cards=list(move.cards))
        self._refill_and_next()

    def draw(self, seat: int) -> list[int]:
        """Draw up to the hand size, reshuffling the discards into a new pile when needed."""
        drawn = []
        while len(self.hands[seat]) < D.HAND_SIZE:
            if not self.deck:
                if not self.discard:
                    break
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self._emit("reshuffle", count=len(self.deck))
            card = self.deck.pop()
            self.hands[seat].append(card)
            drawn.append(card)
        return drawn

    def _refill_and_next(self) -> None:
        seat = self.active
        drawn = self.draw(seat)
        self.owed[seat] = 0
        self._emit_secret("draw", seat, (seat,), ("cards",), count=len(drawn), cards=drawn)
        self.active = (seat + 1) % self.n
        self.turn_acted = False
        self.turn_no += 1
        self.phase = MAIN
        self._emit("turn_start", self.active)

    def _treasures_done(self) -> bool:
        return not self.supply and not self.site_coins and not self.groups

    def _game_over(self) -> None:
        self.phase = OVER
        self._emit("game_over", winners=self.winners(), scores=self.scores())

    # ------------------------------------------------------------------ scoring
    def scores(self) -> list[int]:
        return [sum(D.COIN_VALUE[c] for c in coins) for coins in self.collected]

    def winners(self) -> list[int]:
        """Highest total; ties broken by the highest single coin; still tied: shared."""
        scores = self.scores()
        best = max(scores)
        tied = [s for s in range(self.n) if scores[s] == best]
        if len(tied) == 1:
            return tied
        top = {s: max((D.COIN_VALUE[c] for c in self.collected[s]), default=0) for s in tied}
        high = max(top.values())
        return [s for s in tied if top[s] == high]

    # ------------------------------------------------------------------ copies, JSON, views
    def copy(self) -> State:
        return State.from_json(self.to_json())

    def to_json(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        snap = None
        if self.snapshot is not None:
            snap = dict(self.snapshot)
            snap["groups"] = [_group_json(g) for g in self.snapshot["groups"]]
        w = self.window
        d = self.duel
        return {
            "config": self.config.to_json(),
            "rng": [version, list(internal), gauss],
            "colours": list(self.colours),
            "dragons": list(self.dragons),
            "pos": list(self.pos),
            "groups": [_group_json(g) for g in self.groups],
            "site_coins": list(self.site_coins),
            "supply": list(self.supply),
            "collected": [list(x) for x in self.collected],
            "removed": list(self.removed),
            "hands": [list(x) for x in self.hands],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "active": self.active,
            "phase": self.phase,
            "turn_acted": self.turn_acted,
            "free_colours": list(self.free_colours),
            "window": None
            if w is None
            else {
                "kind": w.kind,
                "chain": [list(x) for x in w.chain],
                "queue": list(w.queue),
                "after": w.after,
                "pending": None if w.pending is None else w.pending.to_json(),
            },
            "chooser": self.chooser,
            "duel": None
            if d is None
            else {
                "owner": d.owner,
                "other": d.other,
                "turn": d.turn,
                "last": d.last,
                "count": d.count,
                "passes": d.passes,
            },
            "snapshot": snap,
            "undo_reactions": [list(x) for x in self.undo_reactions],
            "owed": list(self.owed),
            "turn_no": self.turn_no,
            "viewer": self.viewer,
            "last_action": None if self.last_action is None else self.last_action.to_json(),
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> State:
        rng = random.Random()
        version, internal, gauss = d["rng"]
        rng.setstate((version, tuple(internal), gauss))
        snap = None
        if d["snapshot"] is not None:
            snap = {k: v for k, v in d["snapshot"].items()}
            snap["groups"] = [_group_from(g) for g in d["snapshot"]["groups"]]
        wj = d["window"]
        window = None
        if wj is not None:
            window = Window(
                wj["kind"],
                [(int(a), int(b)) for a, b in wj["chain"]],
                list(wj["queue"]),
                wj["after"],
                None if wj["pending"] is None else Move.from_json(wj["pending"]),
            )
        dj = d["duel"]
        return State(
            config=GameConfig.from_json(d["config"]),
            rng=rng,
            colours=list(d["colours"]),
            dragons=list(d["dragons"]),
            pos=list(d["pos"]),
            groups=[_group_from(g) for g in d["groups"]],
            site_coins=list(d["site_coins"]),
            supply=list(d["supply"]),
            collected=[list(x) for x in d["collected"]],
            removed=list(d["removed"]),
            hands=[list(x) for x in d["hands"]],
            deck=list(d["deck"]),
            discard=list(d["discard"]),
            active=int(d["active"]),
            phase=str(d["phase"]),
            turn_acted=bool(d["turn_acted"]),
            free_colours=list(d["free_colours"]),
            window=window,
            chooser=d["chooser"],
            duel=None if dj is None else Duel(**dj),
            snapshot=snap,
            undo_reactions=[(int(a), int(b)) for a, b in d["undo_reactions"]],
            owed=list(d["owed"]),
            turn_no=int(d["turn_no"]),
            viewer=d["viewer"],
            last_action=None if d.get("last_action") is None else Move.from_json(d["last_action"]),
        )

    def view(self, seat: int) -> State:
        """What `seat` may know: other hands and the draw pile are re-dealt from the
        cards it cannot see, with a shuffle seeded only by public facts, and the RNG and
        the undo snapshot are replaced, so nothing hidden can be read from the copy."""
        v = self.copy()
        v.viewer = seat
        public = f"{self.turn_no}/{seat}/{len(self.discard)}/{len(self.deck)}/{self.phase}"
        public_seed = zlib.crc32(public.encode())
        rng = random.Random(public_seed)
        unseen = sorted(c for s in range(self.n) if s != seat for c in self.hands[s])
        unseen += sorted(self.deck)
        unseen.sort()
        rng.shuffle(unseen)
        for s in range(self.n):
            if s != seat:
                k = len(self.hands[s])
                v.hands[s], unseen = unseen[:k], unseen[k:]
        v.deck = unseen
        v.rng = random.Random(public_seed ^ 0x5EED)
        v.snapshot = None
        return v

    def redeal(self, rng: random.Random) -> State:
        """A determinisation for search: this view with hidden cards dealt anew by `rng`."""
        seat = self.viewer
        v = self.copy()
        unseen = [c for s in range(self.n) if s != seat for c in self.hands[s]] + list(self.deck)
        rng.shuffle(unseen)
        for s in range(self.n):
            if s != seat:
                k = len(self.hands[s])
                v.hands[s], unseen = unseen[:k], unseen[k:]
        v.deck = unseen
        v.rng = random.Random(rng.getrandbits(32))
        return v

    # ------------------------------------------------------------------ invariants
    def invariant_errors(self) -> list[str]:
        """Conservation and placement checks used by the tests (empty list = fine)."""
        errors = []
        hands = self.hands
        total = len(self.deck) + len(self.discard)
        for h in hands:
            total += len(h)
        cards = set(self.deck).union(self.discard, *hands)
        if self.window is not None:
            total += len(self.window.chain)
            cards.update(c for _, c in self.window.chain)
        if total != D.N_CARDS or cards != _ALL_CARDS:
            errors.append(f"cards not conserved: {total} places")
        coins = set(self.site_coins).union(self.supply, self.removed, *self.collected)
        total = len(self.site_coins) + len(self.supply) + len(self.removed)
        for x in self.collected:
            total += len(x)
        for g in self.groups:
            coins.update(g.coins)
            total += len(g.coins)
            if not 1 <= len(g.members) <= 2 or len(g.coins) != 2:
                errors.append("bad group")
            for m in g.members:
                if self.pos[m] != g.pos:
                    errors.append("group members apart")
        if total != D.N_COINS or coins != _ALL_COINS:
            errors.append("coins not conserved")
        places = set(self.pos)
        if len(places) < self.n:
            for p in places:
                here = [s for s in range(self.n) if self.pos[s] == p]
                if len(here) < 2:
                    continue
                holder = self.group_at(p)
                if D.is_boat(p):
                    if holder is None:
                        errors.append("two hunters in a boat")
                elif holder is None or any(s not in holder.members for s in here):
                    errors.append(f"figures share position {p}")
        for dpos in self.dragons:
            if dpos >= 0 and (dpos in self.pos or dpos in D.ALL_LANDINGS or dpos == D.SITE):
                errors.append("dragon misplaced")
        return errors


def _group_json(g: Group) -> dict[str, Any]:
    return {"members": list(g.members), "coins": list(g.coins), "pos": g.pos}


def _group_from(d: dict[str, Any]) -> Group:
    return Group(list(d["members"]), list(d["coins"]), int(d["pos"]))


def new_game(config: GameConfig, seed: int | None = None) -> State:
    """Set up a game: disks placed, hunters in their boats, 6 cards each, the 100s out."""
    rng = random.Random(seed)
    n = len(config.seats)
    deck = list(range(D.N_CARDS))
    rng.shuffle(deck)
    hands = []
    for _ in range(n):
        hands.append([deck.pop() for _ in range(D.HAND_SIZE)])
    start = config.start_player if config.start_player is not None else rng.randrange(n)
    state = State(
        config=config,
        rng=rng,
        colours=list(D.START_COLOURS),
        dragons=[-1] * D.N_DRAGONS,
        pos=[D.boat_of(D.COLOUR_INDEX[c]) for c in config.seats],
        groups=[],
        site_coins=[0, 1],
        supply=list(range(2, D.N_COINS)),
        collected=[[] for _ in range(n)],
        removed=[],
        hands=hands,
        deck=deck,
        discard=[],
        active=start % n,
        owed=[0] * n,
    )
    return state
