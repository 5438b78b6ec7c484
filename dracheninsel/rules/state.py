"""The game state of Die Dracheninsel: its data, JSON form, views and copies; the bottom
layer of the rules, importing no other rules module but the tables below it.

The rules are layers, each importing only those below it (docs/ARCHITECTURE.md):
this file; `legal.py` (which moves are legal, `check`); `actions.py` (what each move and
card does, one leaf function each); `reactions.py` (reaction windows, the Counter Magic
chain, Sweet Slumber's undo, the Unfaithful duel); `flow.py` on top, which alone
sequences a move. `State.apply`, `legal_moves`, `check` (and two queries) are those
layers' functions, installed on the class by the package (`rules/__init__.py`).

Phases (``state.phase``) and who acts (``state.actors()``):
  main      the active player plays cards / moves / ends the turn
  window    a reaction window; one seat at a time is asked (clockwise, see below)
  choice    a lone bearer (after Fear & Loathing) chooses "wait" or "abandon"
  duel      the two partners alternate Unfaithful or pass (boat owner first)
  exchange  end of a turn without moving or playing: discard any cards, then draw
  over      the game has ended (``is_over``); see ``scores()`` and ``winners()``

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
reaction windows of that action stay spent, even a Counter Magic the active player had
stolen during the action: the victim gets the other stolen cards back, not that one.
A countered card is still an action and can
be slumbered (its card goes back to hand). The step of a pair into a boat is answered
before the Unfaithful duel; the lone hunter's step onto the site before its turn ends.

Choices made where the rules are silent (each is data in ``GameConfig`` or noted here):
  * The next coin pair appears once the treasure in play is delivered or removed (the seed
    text's "after each collection", which wins over the rules file where they disagree);
    the rules file's "as soon as the pair has left the site" is
    ``GameConfig(coins_refill="leave")``.
  * Unfaithful duel: as the rules file says, the partners alternate from the boat owner
    until one passes, so the owner's opening pass ends it (with auto-pass an owner
    without Unfaithful passes at once). ``duel_opening_pass_ends=False`` is a house rule:
    the other partner may still play after the owner's opening pass.
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
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from . import data as D
from .events import Event
from .frozen import fast_factory
from .moves import Announced, Move, move_from_json
from .shuffling import shuffle

__all__ = ["CHOICE", "DUEL", "EXCHANGE", "MAIN", "OVER", "WINDOW", "GameConfig", "State"]

#: The phases (``State.phase``), described above.
MAIN, WINDOW, CHOICE, DUEL, EXCHANGE, OVER = "main", "window", "choice", "duel", "exchange", "over"


@dataclass(frozen=True)
class GameConfig:
    """Seats (colour letters in clockwise order) and rule options."""

    seats: tuple[str, ...]
    start_player: int | None = None
    coins_refill: str = "collect"  # "collect": after delivery/removal; "leave": once it left
    auto_pass: bool = True
    duel_opening_pass_ends: bool = True
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
        # a loaded save is checked here too: "no" is not False, 1.0 is not a seat (issue 25)
        if not all(isinstance(s, str) for s in self.seats):
            raise ValueError("seats must be colour letters")
        if self.start_player is not None and (
            not isinstance(self.start_player, int) or isinstance(self.start_player, bool)
        ):
            raise ValueError("start_player must be a whole number or null")
        for name in ("auto_pass", "duel_opening_pass_ends", "lone_bearer_may_abandon"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false")

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


@dataclass(slots=True)
class Group:
    """Treasure carriers: two partners (a pair) or one lone bearer waiting for a partner."""

    members: list[int]
    coins: list[int]
    pos: int

    def copy(self) -> Group:
        return new_group(self.members[:], self.coins[:], self.pos)


@dataclass(slots=True)
class Window:
    """An open reaction window: the chain of answered cards and who is still to be asked."""

    kind: str  # "slumber" or "counter"
    chain: list[tuple[int, int]]  # (seat, card id), bottom first
    queue: list[int]
    after: str = "continue"  # what follows a slumber window: continue / end_turn / duel
    pending: Announced | None = None  # the announced card of a counter window


@dataclass(slots=True)
class Duel:
    """The Unfaithful duel of the two partners of a delivered pair."""

    owner: int
    other: int
    turn: int
    last: int | None = None
    count: int = 0
    passes: int = 0


#: Plain functions building a Group or a Window like the classes do (positional fields,
#: `frozen.fast_factory`): every snapshot copies the groups, and nearly every action
#: that someone could answer opens a window.
new_group: Callable[[list[int], list[int], int], Group] = fast_factory(Group)
new_window: Callable[..., Window] = fast_factory(Window)

_ALL_CARDS = frozenset(range(D.N_CARDS))
_ALL_COINS = frozenset(range(D.N_COINS))
SNAP_FIELDS = (
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
    events: list[Event] = field(default_factory=list, repr=False)  # of the running apply
    #: (turn_no, whether another seat holds Sweet Slumber, per seat whether it holds none
    #: (the active seat: True), the active seat), remembered for the turn by
    #: `others_hold_slumber` (below): a cache, not state (not copied, saved or compared).
    slumber_known: tuple[int, bool, list[bool], int] | None = field(
        default=None, init=False, repr=False, compare=False
    )

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
        if pos not in self.pos:
            return None
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

    def actor(self) -> int | None:
        """The one seat that may act now (None when the game is over): `actors()` without
        building a list, for the hot paths."""
        phase = self.phase
        if phase in (MAIN, EXCHANGE):
            return self.active
        if phase == WINDOW:
            assert self.window is not None
            queue = self.window.queue
            return queue[0] if queue else None
        if phase == CHOICE:
            return self.chooser
        if phase == DUEL:
            assert self.duel is not None
            return self.duel.turn
        return None

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    # ------------------------------------------------------------------ the contract
    # The rules' calls, installed by the package from the layers above (`__init__.py`):
    # the functions themselves, so a call costs what a method costs.
    #: `legal.must_leave_site`: the active player is in a pair standing on the site and
    #: has to move off first.
    must_leave_site: ClassVar[Callable[[State], bool]]
    #: `legal.is_free_colour`: whether the figure of a seat may enter a disk of a colour
    #: without a card.
    is_free_colour: ClassVar[Callable[[State, int, int], bool]]
    #: `legal.legal_moves`: every legal move of a seat now (empty if it may not act).
    legal_moves: ClassVar[Callable[[State, int], list[Move]]]
    #: `legal.check`: raise IllegalMove with a reason if a move is not legal now; never
    #: mutates.
    check: ClassVar[Callable[[State, Move], None]]
    #: `flow.apply`: carry out a legal move and return what happened; illegal moves
    #: change nothing.
    apply: ClassVar[Callable[[State, Move], list[Event]]]

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
    def copy(self, rng: random.Random | None = None) -> State:
        """An independent copy, field by field (search copies often: no JSON round trip).
        Moves are frozen and the Sweet Slumber snapshot is only ever read (`restore` copies
        out of it), so both are shared. `rng`: the copy's RNG (a search that deals its own
        worlds); by default a copy of this state's RNG."""
        if rng is None:
            rng = random.Random(0)  # seeding from 0 is cheaper than from the OS
            rng.setstate(self.rng.getstate())
        w = self.window
        d = self.duel
        return State(
            config=self.config,
            rng=rng,
            colours=self.colours[:],
            dragons=self.dragons[:],
            pos=self.pos[:],
            groups=[new_group(g.members[:], g.coins[:], g.pos) for g in self.groups],
            site_coins=self.site_coins[:],
            supply=self.supply[:],
            collected=[x[:] for x in self.collected],
            removed=self.removed[:],
            hands=[x[:] for x in self.hands],
            deck=self.deck[:],
            discard=self.discard[:],
            active=self.active,
            phase=self.phase,
            turn_acted=self.turn_acted,
            free_colours=self.free_colours[:],
            window=None
            if w is None
            else new_window(w.kind, w.chain[:], w.queue[:], w.after, w.pending),
            chooser=self.chooser,
            duel=None if d is None else Duel(d.owner, d.other, d.turn, d.last, d.count, d.passes),
            snapshot=None if self.snapshot is None else dict(self.snapshot),
            undo_reactions=self.undo_reactions[:],
            owed=self.owed[:],
            turn_no=self.turn_no,
            viewer=self.viewer,
            last_action=self.last_action,
        )

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
            pending = None if wj["pending"] is None else move_from_json(wj["pending"])
            assert pending is None or isinstance(pending, Announced)
            window = Window(
                wj["kind"],
                [(int(a), int(b)) for a, b in wj["chain"]],
                list(wj["queue"]),
                wj["after"],
                pending,
            )
        dj = d["duel"]
        last_action = d.get("last_action")
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
            last_action=None if last_action is None else move_from_json(last_action),
        )

    def view(self, seat: int, seed: int | None = None) -> State:
        """What `seat` may know, as a playable state.

        The hidden facts (the other hands and the draw pile) are dealt again from the
        sorted list of the cards `seat` cannot see, shuffled by an RNG seeded only by
        `seed` (None: a hash of public facts), never from their real order; the game's RNG
        and the Sweet Slumber snapshot are replaced too. So the view is a function of
        what `seat` knows and `seed` alone."""
        v = self.copy(rng=self.rng)  # its own RNG is set below
        v.viewer = seat
        if seed is None:
            public = f"{self.turn_no}/{seat}/{len(self.discard)}/{len(self.deck)}/{self.phase}"
            seed = zlib.crc32(public.encode())
        rng = random.Random(seed)
        unseen = sorted(
            [c for s in range(self.n) if s != seat for c in self.hands[s]] + list(self.deck)
        )
        shuffle(rng, unseen)
        for s in range(self.n):
            if s != seat:
                k = len(self.hands[s])
                v.hands[s], unseen = unseen[:k], unseen[k:]
        v.deck = unseen
        v.rng = random.Random(seed ^ 0x5EED)
        v.snapshot = None
        return v

    def redeal(self, rng: random.Random) -> State:
        """A determinisation for search: this view with hidden cards dealt anew by `rng`."""
        seat = self.viewer
        v = self.copy(rng=self.rng)  # its own RNG is set below
        unseen = [c for s in range(self.n) if s != seat for c in self.hands[s]] + list(self.deck)
        shuffle(rng, unseen)
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


# --------------------------------------------------------------------------- Sweet Slumber's data
# Who could play Sweet Slumber (asked by every action) and what it would restore: plain
# reads and copies of the state, used by the layers above.

_SS_CARDS = D.CARDS_OF_KIND["sweet_slumber"]


def others_hold(state: State, kind: str) -> bool:
    """Whether any seat but the active one holds a card of `kind`."""
    holds_none = list(map(D.CARDS_OF_KIND[kind].isdisjoint, state.hands))
    holds_none[state.active] = True  # the active seat does not count
    return not all(holds_none)


def others_hold_slumber(state: State) -> bool:
    """`others_hold(state, SS)`, remembered for the rest of the turn in
    `State.slumber_known`, since every step asks: during a turn the other seats' hands
    change only by a reaction card played, a card stolen or paid out of turn, or an undo,
    and each of those forgets the answer (`forget_slumber`).

    So in a later turn, while nothing was forgotten, only the hands of the seats that
    were active since may differ (each turn passes to the next seat, `refill_and_next`):
    only those are looked at again, not every hand."""
    known = state.slumber_known
    turn = state.turn_no
    active = state.active
    if known is not None:
        then, held, holds_none, seat = known
        if then == turn:
            return held
        if 0 < turn - then < state.n:
            for _ in range(turn - then):  # the seats active since, in turn order
                holds_none[seat] = _SS_CARDS.isdisjoint(state.hands[seat])
                seat = (seat + 1) % state.n
            holds_none[active] = True
            held = not all(holds_none)
            state.slumber_known = (turn, held, holds_none, active)
            return held
    holds_none = list(map(_SS_CARDS.isdisjoint, state.hands))  # `others_hold`, inline
    holds_none[active] = True
    held = not all(holds_none)
    state.slumber_known = (turn, held, holds_none, active)  # per seat too: `advance_window`
    return held


def forget_slumber(state: State) -> None:
    """Another seat's hand changed during the turn: `others_hold_slumber` looks again."""
    state.slumber_known = None


def snap(state: State) -> dict[str, Any]:
    """What Sweet Slumber restores (`SNAP_FIELDS` and the nested lists), copied."""
    return {
        "colours": state.colours[:],
        "dragons": state.dragons[:],
        "pos": state.pos[:],
        "site_coins": state.site_coins[:],
        "supply": state.supply[:],
        "removed": state.removed[:],
        "deck": state.deck[:],
        "discard": state.discard[:],
        "free_colours": state.free_colours[:],
        "groups": [g.copy() for g in state.groups] if state.groups else [],
        "collected": list(map(list.copy, state.collected)),
        "hands": list(map(list.copy, state.hands)),
        "turn_acted": state.turn_acted,
    }


def snap_step(state: State) -> dict[str, Any]:
    """`snap` for a step, which can change only the figures, the coins on the site and
    in the supply, the discard pile and the active hand (its payment): only those are
    kept, the active hand as "hand" (a third of the copying of `snap`)."""
    return {
        "pos": state.pos[:],
        "site_coins": state.site_coins[:],
        "supply": state.supply[:],
        "discard": state.discard[:],
        "groups": [g.copy() for g in state.groups] if state.groups else [],
        "hand": state.hands[state.active][:],
        "turn_acted": state.turn_acted,
    }


def restore(state: State, saved: dict[str, Any]) -> None:
    """Put back what `saved` holds (`snap`: everything an action may change; `snap_step`:
    what a step may change, the active hand as "hand")."""
    forget_slumber(state)
    for f in SNAP_FIELDS:
        if f in saved:
            setattr(state, f, list(saved[f]))
    state.groups = [g.copy() for g in saved["groups"]]
    if "hands" in saved:
        state.collected = [list(x) for x in saved["collected"]]
        state.hands = [list(x) for x in saved["hands"]]
    else:
        state.hands[state.active] = list(saved["hand"])
    state.turn_acted = bool(saved["turn_acted"])


def _group_json(g: Group) -> dict[str, Any]:
    return {"members": list(g.members), "coins": list(g.coins), "pos": g.pos}


def _group_from(d: dict[str, Any]) -> Group:
    return Group(list(d["members"]), list(d["coins"]), int(d["pos"]))


def new_game(config: GameConfig, seed: int | None = None) -> State:
    """Set up a game: disks placed, hunters in their boats, 6 cards each, the 100s out."""
    rng = random.Random(seed)
    n = len(config.seats)
    deck = list(range(D.N_CARDS))
    shuffle(rng, deck)
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
