"""Dragomino's game state and state machine (rounds, turns, eggs, mother dragon, scoring).

One `GameState` holds everything, including its seeded `random.Random`, so a game is fully
reproducible from `(config, seed)` and from `to_json()`. Rule functions are named after the
rule they implement (`round_order`, `leftover_count`, `resolve_egg`, `final_scores`, ...).

Phases: "pick_and_place" (current player takes a display domino and places it in one move),
"spring_choice" (spring variant: keep one of two offered eggs), "game_over".
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any, TypeVar

from . import board
from .data import DOMINO_IDS, RULES, START_DOMINO, TERRAIN_IDS, TERRAINS, DominoSpec, domino
from .model import (
    MALFORMED,
    PHASE_GAME_OVER,
    PHASE_PICK_AND_PLACE,
    PHASE_SPRING_CHOICE,
    Cell,
    ChooseSpringEgg,
    Connection,
    DominoPlaced,
    DominoTaken,
    EggReturned,
    EggRevealed,
    EggSupplyEmpty,
    EggToken,
    Event,
    GameConfig,
    GameEnded,
    IllegalMove,
    Join,
    MotherDragonMoved,
    Move,
    PlaceDomino,
    Placement,
    RoundEnded,
    RoundStarted,
    SpringOffered,
    Square,
    TurnStarted,
    move_shape_error,
)

JSON_VERSION = 1


@dataclass(slots=True)
class PlayerState:
    """One player's island and the eggs laid on its joins."""

    island: dict[Cell, Square] = field(default_factory=dict)
    eggs: dict[Join, EggToken] = field(default_factory=dict)
    # Cache of the island's legal placements as packed keys, with the known cells and
    # blocked keys that let `grow` update it (board.placement_cache), valid while the island
    # has `_cached_size` squares: islands only ever grow, by `grow`, which updates it in
    # step. A copy shares the sets until one side grows (`_shared`); `_sorted` is never
    # changed, only replaced.
    _keys: set[int] = field(default_factory=set, repr=False, compare=False)
    _known: set[Cell] = field(default_factory=set, repr=False, compare=False)
    _blocked: set[int] = field(default_factory=set, repr=False, compare=False)
    _cached_size: int = field(default=-1, repr=False, compare=False)
    _sorted: list[Placement] | None = field(default=None, repr=False, compare=False)
    _shared: bool = field(default=False, repr=False, compare=False)

    def placement_keys(self) -> set[int]:
        """The legal placements' keys (shared: do not change the set)."""
        if self._cached_size != len(self.island):
            self._refresh_cache()
        return self._keys

    def _refresh_cache(self) -> None:
        island = self.island
        if island.keys() == _START_ISLAND.keys():  # a new island: share the start's cache
            start = _START_CACHE
            self._keys, self._known, self._blocked = start._keys, start._known, start._blocked
            self._sorted = start._sorted
            self._shared = True
        else:
            self._keys, self._known, self._blocked = board.placement_cache(island)
            self._sorted = None
            self._shared = False
        self._cached_size = len(island)

    def placements(self) -> list[Placement]:
        """Legal placements on this island, sorted (a new list each call)."""
        if self._cached_size != len(self.island):
            self._refresh_cache()
        if self._sorted is None:
            self._sorted = board.placements_of_keys(self._keys)
        return self._sorted.copy()

    def grow(self, change: board.Growth, square_a: Square, square_b: Square) -> None:
        """Put a domino's squares on the island (where `change` says), updating the
        placement cache in step."""
        island = self.island
        valid = self._cached_size == len(island)
        island[change.cell_a] = square_a
        island[change.cell_b] = square_b
        if valid:
            if self._shared:  # a copy holds the same sets: grow sets of our own
                self._keys = set(self._keys)
                self._known = set(self._known)
                self._blocked = set(self._blocked)
                self._shared = False
            board.grow_placement_keys(self._keys, self._known, self._blocked, change)
            self._cached_size = len(island)
            self._sorted = None

    @property
    def babies(self) -> int:
        return sum(1 for t in self.eggs.values() if t.baby is not None)

    @property
    def shells(self) -> int:
        return sum(1 for t in self.eggs.values() if t.baby is None)

    def babies_by_terrain(self) -> dict[str, int]:
        """For the end screen: how many babies hatched in each terrain."""
        out = dict.fromkeys(TERRAIN_IDS, 0)
        for token in self.eggs.values():
            if token.baby is not None:
                out[token.terrain] += 1
        return out

    def dominoes(self) -> set[int]:
        """Exploration dominoes on this island (the start domino excluded)."""
        return {sq.domino for sq in self.island.values() if not sq.is_start}

    def copy(self) -> PlayerState:
        """Islands and eggs copied; the placement cache is shared until one side grows."""
        self._shared = True
        return PlayerState(
            dict(self.island),
            dict(self.eggs),
            self._keys,
            self._known,
            self._blocked,
            self._cached_size,
            self._sorted,
            True,
        )


@dataclass
class SpringOffer:
    """The two eggs a player looks at for one spring connection."""

    player: int
    connection: Connection
    options: tuple[EggToken, ...]


def start_island() -> dict[Cell, Square]:
    """The start domino: DESERT at (0, 0), SNOW at (1, 0) (it carries the flag)."""
    return dict(_START_ISLAND)


_START_ISLAND: dict[Cell, Square] = {
    (0, 0): Square(START_DOMINO.a.terrain, START_DOMINO.a.spring, START_DOMINO.id, True),
    (1, 0): Square(START_DOMINO.b.terrain, START_DOMINO.b.spring, START_DOMINO.id, True),
}
#: The start island with its placement cache, worked out once; new islands share the cache.
_START_CACHE = PlayerState(
    start_island(),
    {},
    *board.placement_cache(_START_ISLAND),
    len(_START_ISLAND),
    board.legal_placements(_START_ISLAND),
    True,
)


def egg_supply(terrain: str) -> list[EggToken]:
    """All egg tokens of one terrain, unshuffled: babies 0..n-1, then shells 0..m-1.
    (The tokens are immutable, so every game shares them; the list is new.)"""
    return list(_EGG_SUPPLIES[terrain])


def _egg_supply(terrain: str) -> tuple[EggToken, ...]:
    spec = TERRAINS[terrain]
    babies = [EggToken(terrain, i) for i in range(spec.babies)]
    shells = [EggToken(terrain, None, i) for i in range(spec.shells)]
    return tuple(babies + shells)


_EGG_SUPPLIES: dict[str, tuple[EggToken, ...]] = {t: _egg_supply(t) for t in TERRAINS}


_SQUARES: dict[int, tuple[Square, Square]] = {}


def domino_squares(domino_id: int) -> tuple[Square, Square]:
    """The two squares an exploration domino puts on an island (made once, immutable)."""
    found = _SQUARES.get(domino_id)
    if found is None:
        spec = domino(domino_id)
        found = (
            Square(spec.a.terrain, spec.a.spring, spec.id),
            Square(spec.b.terrain, spec.b.spring, spec.id),
        )
        _SQUARES[domino_id] = found
    return found


def egg_order(token: EggToken) -> tuple[int, int]:
    """The canonical order of a supply (as `egg_supply` lays it out): babies, then shells."""
    return (0, token.baby) if token.baby is not None else (1, token.shell or 0)


def _public_digest(view: GameState) -> int:
    """A seed made from a view whose hidden facts are already in canonical order."""
    data = view.to_json()
    del data["rng"]  # the real RNG is secret (it decides future spring reshuffles)
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


# Events are immutable values and games repeat the common ones (the same seat starts a turn
# in the same round, takes the same slot's domino, places it at the same spot), so those are
# made once and shared instead of building a frozen dataclass on every move. Each memo is
# cleared when it reaches _EVENT_MEMO_SIZE entries.
_EVENT_MEMO_SIZE = 50_000
_TURN_STARTED: dict[tuple[int, int], TurnStarted] = {}
_DOMINO_TAKEN: dict[tuple[int, int, int], DominoTaken] = {}
_DOMINO_PLACED: dict[tuple[int, int, int], DominoPlaced] = {}


def _turn_started(player: int, round_number: int) -> TurnStarted:
    memo_key = (player, round_number)
    event = _TURN_STARTED.get(memo_key)
    if event is None:
        if len(_TURN_STARTED) >= _EVENT_MEMO_SIZE:
            _TURN_STARTED.clear()
        event = _TURN_STARTED[memo_key] = TurnStarted(player, round_number)
    return event


def _domino_taken(player: int, display_index: int, domino_id: int) -> DominoTaken:
    memo_key = (player, display_index, domino_id)
    event = _DOMINO_TAKEN.get(memo_key)
    if event is None:
        if len(_DOMINO_TAKEN) >= _EVENT_MEMO_SIZE:
            _DOMINO_TAKEN.clear()
        event = _DOMINO_TAKEN[memo_key] = DominoTaken(player, display_index, domino_id)
    return event


def _domino_placed(player: int, domino_id: int, key: int, change: board.Growth) -> DominoPlaced:
    """The event of placing `domino_id` at the placement with packed `key` (see `change`)."""
    memo_key = (player, domino_id, key)
    event = _DOMINO_PLACED.get(memo_key)
    if event is None:
        if len(_DOMINO_PLACED) >= _EVENT_MEMO_SIZE:
            _DOMINO_PLACED.clear()
        cells = (change.cell_a, change.cell_b)
        event = DominoPlaced(player, domino_id, change.cell_a, change.orientation, cells)
        _DOMINO_PLACED[memo_key] = event
    return event


def shuffle(rng: random.Random, items: list[_T]) -> None:
    """`rng.shuffle(items)`: the very same permutation and draws from `rng` (CPython's
    Fisher-Yates, each index drawn by `getrandbits` and rejection), without two Python calls
    per element; a game shuffles about a hundred items before its first move. Any other
    kind of RNG uses its own `shuffle`."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    bits = _BIT_LENGTHS
    known = len(bits)
    for i in range(len(items) - 1, 0, -1):
        below = i + 1
        k = bits[below] if below < known else below.bit_length()
        j = getrandbits(k)
        while j >= below:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


_BIT_LENGTHS: tuple[int, ...] = tuple(n.bit_length() for n in range(64))
_T = TypeVar("_T")


def round_order(mother_holder: int, players: int) -> list[int]:
    """The round's order: the mother-dragon holder at round start, then clockwise (seat+1)."""
    return [(mother_holder + i) % players for i in range(players)]


def leftover_count(players: int) -> int:
    """Dominoes left in the display after everyone took one (2 with 2 players, 1 with 3)."""
    return max(0, RULES.display_size - players)


def winners_of(scores: list[int], shells: list[int]) -> list[int]:
    """Most points; tie: most empty shells among the tied; still tied: shared victory."""
    best = max(scores)
    tied = [p for p, s in enumerate(scores) if s == best]
    most_shells = max(shells[p] for p in tied)
    return [p for p in tied if shells[p] == most_shells]


class GameState:
    """Everything about one game; mutate only through `apply`."""

    def __init__(self, config: GameConfig, rng: random.Random) -> None:
        self.config = config
        self.rng = rng
        self.players: list[PlayerState] = [
            PlayerState(start_island()) for _ in range(config.players)
        ]
        self.supplies: dict[str, list[EggToken]] = {t: [] for t in TERRAIN_IDS}
        self.stack: list[int] = []  # face down; the top is the end of the list
        self.display: list[int | None] = []  # slots keep their index while taken (None)
        self.discarded: list[int] = []
        self.round = 0
        self.order: list[int] = []
        self.turn_index = 0
        self.mother = 0
        self.phase = PHASE_PICK_AND_PLACE
        self.pending: list[Connection] = []  # connections of the current placement to resolve
        self.spring_offer: SpringOffer | None = None
        self.final_winners: list[int] = []  # set when the game ends; see winners()
        self.viewer: int | None = None  # set on views: whose knowledge this copy holds

    # ------------------------------------------------------------------ queries

    @property
    def num_players(self) -> int:
        return self.config.players

    @property
    def current_player(self) -> int | None:
        """Who acts now (also during a spring choice); None when the game is over."""
        if self.phase == PHASE_GAME_OVER:
            return None
        return self.order[self.turn_index]

    def actors(self) -> list[int]:
        """Seats that may act now (never more than one in Dragomino)."""
        current = self.current_player
        return [] if current is None else [current]

    @property
    def is_over(self) -> bool:
        return self.phase == PHASE_GAME_OVER

    @property
    def rounds_total(self) -> int:
        """Rounds in a whole game (7): every round reveals a full display."""
        return -(-len(DOMINO_IDS) // RULES.display_size)

    def display_domino(self, display_index: int) -> DominoSpec:
        slot = self.display[display_index]
        if slot is None:
            raise IndexError(display_index)
        return domino(slot)

    def scores(self) -> list[int]:
        """Current points: 1 per baby, +1 for the mother-dragon holder."""
        return final_scores(self)

    def winners(self) -> list[int]:
        """The seats that won (several on a shared victory); [] while the game goes on."""
        return list(self.final_winners)

    def legal_placements(
        self, spec: DominoSpec | int, player: int | None = None
    ) -> list[Placement]:
        """Legal placements on `player`'s island (default: the current player)."""
        del spec  # terrain never restricts placement; kept so callers can say which domino
        if player is None and self.phase != PHASE_GAME_OVER:  # the common case, first
            player = self.order[self.turn_index]
        return self.players[self._seat(player)].placements()

    def legal_orientations_at(
        self, spec: DominoSpec | int, cell: Cell, player: int | None = None
    ) -> list[int]:
        """Orientations legal with half A on `cell`, for rotating the ghost (skipping illegal
        ones). Like placement, this does not depend on the domino's terrains."""
        del spec
        return board.legal_orientations_at(self.players[self._seat(player)].island, cell)

    def placement_preview(
        self, player: int, spec: DominoSpec | int, cell: Cell, orientation: int
    ) -> list[Connection]:
        """The connections (eggs) this placement would make; [] if illegal."""
        island = self.players[player].island
        if board.placement_error(island, cell, orientation) is not None:
            return []
        dom = domino(spec) if isinstance(spec, int) else spec
        return board.find_connections(island, dom, cell, orientation)

    def legal_moves(self, seat: int | None = None) -> list[Move]:
        """All legal moves of `seat` (default: the current player); [] if it may not act."""
        current = self.current_player
        if current is None or (seat is not None and seat != current):
            return []
        if self.phase == PHASE_SPRING_CHOICE:
            return [ChooseSpringEgg(0), ChooseSpringEgg(1)]
        placements = self.players[current].placements()
        return [
            PlaceDomino(index, p.cell, p.orientation)
            for index, slot in enumerate(self.display)
            if slot is not None
            for p in placements
        ]

    def _seat(self, player: int | None) -> int:
        if player is not None:
            return player
        current = self.current_player
        if current is None:
            raise ValueError("the game is over")
        return current

    # ------------------------------------------------------------------ moves

    def check(self, move: Move, player: int | None = None) -> None:
        """Raise IllegalMove if `move` (by `player`, default the current one) is illegal;
        a malformed move (wrong field types, not a move) has code `malformed`."""
        if isinstance(move, PlaceDomino):
            self._placement_key(move, player)
            return
        self._check_actor(move, player)
        if isinstance(move, ChooseSpringEgg):
            if self.phase != PHASE_SPRING_CHOICE or self.spring_offer is None:
                raise IllegalMove("wrong_phase", "There is no spring egg to choose now.")
            if move.keep not in (0, 1):
                raise IllegalMove("bad_choice", "Keep egg 0 or egg 1.")

    def _check_actor(self, move: Move, player: int | None) -> int:
        """The checks every move passes first: well formed, game on, `player`'s turn.
        Returns the seat that acts."""
        shape_error = move_shape_error(move)
        if shape_error is not None:
            raise IllegalMove(MALFORMED, shape_error)
        if self.phase == PHASE_GAME_OVER:
            raise IllegalMove("game_over", "The game is over.")
        current = self.order[self.turn_index]  # current_player, the game being on
        if player is not None and player != current:
            raise IllegalMove("not_your_turn", f"It is player {current + 1}'s turn.")
        return current

    def _placement_key(self, move: PlaceDomino, player: int | None) -> int:
        """`check` for a PlaceDomino: the placement's packed key if the move is legal
        (`apply` goes on with it), else IllegalMove."""
        current = self._check_actor(move, player)
        if self.phase != PHASE_PICK_AND_PLACE:
            raise IllegalMove("wrong_phase", "First choose which spring egg to keep.")
        if not 0 <= move.display_index < len(self.display):
            raise IllegalMove("bad_display_index", "There is no such domino in the display.")
        if self.display[move.display_index] is None:
            raise IllegalMove("bad_display_index", "That domino was already taken.")
        key = board.key_of_placement(move.cell, move.orientation)
        if key not in self.players[current].placement_keys():
            error = board.placement_error(self.players[current].island, move.cell, move.orientation)
            assert error is not None, "the placement cache disagrees with the rule"
            raise IllegalMove(*error)
        return key

    def is_legal(self, move: Move, player: int | None = None) -> bool:
        try:
            self.check(move, player)
        except IllegalMove:
            return False
        return True

    def apply(self, move: Move, player: int | None = None) -> list[Event]:
        """Play `move` for the current player (or check it is `player`'s turn) and return
        what happened, in animation order. Illegal: raises IllegalMove, state unchanged."""
        if isinstance(move, PlaceDomino):
            events = self._place(move, self._placement_key(move, player))
        else:
            self.check(move, player)
            events = self._choose_spring(move)
        self._resolve_pending(events)
        return events

    def _place(self, move: PlaceDomino, key: int) -> list[Event]:
        """Take the domino and put it on the island (`key`: the checked placement's)."""
        seat = self.order[self.turn_index]
        index = move.display_index
        dom_id = self.display[index]
        assert dom_id is not None
        player = self.players[seat]
        change = board.growth(key)
        self.pending = board.connections(player.island, domino(dom_id), change)
        self.display[index] = None
        square_a, square_b = domino_squares(dom_id)
        player.grow(change, square_a, square_b)
        return [_domino_taken(seat, index, dom_id), _domino_placed(seat, dom_id, key, change)]

    def _choose_spring(self, move: ChooseSpringEgg) -> list[Event]:
        offer = self.spring_offer
        assert offer is not None
        kept = offer.options[move.keep]
        events: list[Event] = []
        self._lay_egg(offer.player, offer.connection, kept, events)
        supply = self.supplies[offer.connection.terrain]
        supply.extend(offer.options[1 - move.keep : 2 - move.keep])
        shuffle(self.rng, supply)
        events.append(EggReturned(offer.player, offer.connection.terrain))
        self.spring_offer = None
        self.phase = PHASE_PICK_AND_PLACE
        return events

    # ------------------------------------------------------------------ rule steps

    def _resolve_pending(self, events: list[Event]) -> None:
        """Resolve the placement's connections one by one; pause at a spring choice."""
        seat = self.order[self.turn_index]
        while self.pending:
            connection = self.pending.pop(0)
            if self.spring_applies(connection):
                supply = self.supplies[connection.terrain]
                options = (supply.pop(), supply.pop())
                self.spring_offer = SpringOffer(seat, connection, options)
                self.phase = PHASE_SPRING_CHOICE
                events.append(SpringOffered(seat, connection.join, connection.terrain, options))
                return
            self.resolve_egg(seat, connection, events)
        self._end_turn(events)

    def spring_applies(self, connection: Connection) -> bool:
        """Spring variant: a connection touching a spring square lets the player look at two
        eggs; with fewer than two left there is no choice (take the one, or nothing)."""
        return (
            self.config.spring_variant
            and connection.spring
            and len(self.supplies[connection.terrain]) >= 2
        )

    def resolve_egg(self, seat: int, connection: Connection, events: list[Event]) -> None:
        """One connection: draw one egg of its terrain (nothing if the supply is empty)."""
        supply = self.supplies[connection.terrain]
        if not supply:
            events.append(EggSupplyEmpty(seat, connection.join, connection.terrain))
            return
        self._lay_egg(seat, connection, supply.pop(), events)

    def _lay_egg(
        self, seat: int, connection: Connection, token: EggToken, events: list[Event]
    ) -> None:
        """Reveal an egg on its join; an empty shell takes the mother dragon at once."""
        self.players[seat].eggs[connection.join] = token
        spring = self.config.spring_variant and connection.spring
        events.append(EggRevealed(seat, connection.join, token, token.is_baby, spring))
        if token.baby is None and self.mother != seat:
            events.append(MotherDragonMoved(self.mother, seat))
            self.mother = seat  # the round's order stays as it was fixed at round start

    def _end_turn(self, events: list[Event]) -> None:
        self.turn_index += 1
        if self.turn_index < len(self.order):
            events.append(_turn_started(self.order[self.turn_index], self.round))
            return
        discarded = tuple(d for d in self.display if d is not None)
        self.discarded.extend(discarded)
        self.display = []
        events.append(RoundEnded(self.round, discarded))
        if not self.stack:
            self._end_game(events)
            return
        self._start_round(events)

    def _start_round(self, events: list[Event] | None) -> None:
        """Reveal the display (not refilled during the round) and fix the round's order."""
        self.round += 1
        count = min(RULES.display_size, len(self.stack))
        self.display = [self.stack.pop() for _ in range(count)]
        self.order = round_order(self.mother, self.num_players)
        self.turn_index = 0
        self.phase = PHASE_PICK_AND_PLACE
        if events is not None:
            events.append(RoundStarted(self.round, tuple(self.display), tuple(self.order)))
            events.append(_turn_started(self.order[0], self.round))

    def _end_game(self, events: list[Event]) -> None:
        self.phase = PHASE_GAME_OVER
        scores = final_scores(self)
        shells = [p.shells for p in self.players]
        self.final_winners = winners_of(scores, shells)
        events.append(GameEnded(tuple(scores), tuple(shells), tuple(self.final_winners)))

    # ------------------------------------------------------------------ copies and views

    def copy(self) -> GameState:
        """An independent deep copy (tokens and squares are immutable and shared)."""
        other = GameState.__new__(GameState)
        other.config = self.config
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.players = [p.copy() for p in self.players]
        other.supplies = {t: list(s) for t, s in self.supplies.items()}
        other.stack = list(self.stack)
        other.display = list(self.display)
        other.discarded = list(self.discarded)
        other.round = self.round
        other.order = list(self.order)
        other.turn_index = self.turn_index
        other.mother = self.mother
        other.phase = self.phase
        other.pending = list(self.pending)
        other.spring_offer = (
            None
            if self.spring_offer is None
            else SpringOffer(
                self.spring_offer.player, self.spring_offer.connection, self.spring_offer.options
            )
        )
        other.final_winners = list(self.final_winners)
        other.viewer = self.viewer
        return other

    def view(self, seat: int, seed: int | None = None) -> GameState:
        """What `seat` may know, as a playable state (computer players think on it).

        Hidden facts are dealt again from a canonical order, never from the real one: the
        egg supplies and the stack are sorted, then shuffled by an RNG seeded with `seed`
        (None: a digest of the public facts), after the spring eggs another seat is looking
        at went back into their supply. So the view is a function of what `seat` knows and
        the seed only; its own RNG is fresh, so the real future cannot be read off it."""
        other = self.copy()
        other.viewer = seat
        offer = other.spring_offer
        hidden_options = 0
        if offer is not None and offer.player != seat:
            hidden_options = len(offer.options)
            other.supplies[offer.connection.terrain].extend(offer.options)
            offer.options = ()
        for supply in other.supplies.values():
            supply.sort(key=egg_order)
        other.stack.sort()
        if seed is None:
            seed = _public_digest(other)
        rng = random.Random(seed)
        other.rng = random.Random(rng.getrandbits(64))
        for supply in other.supplies.values():
            shuffle(rng, supply)
        shuffle(rng, other.stack)
        if offer is not None and hidden_options:
            supply = other.supplies[offer.connection.terrain]
            offer.options = tuple(supply.pop() for _ in range(hidden_options))
        return other

    # ------------------------------------------------------------------ JSON

    def to_json(self) -> dict[str, Any]:
        """Everything, including the RNG state, as plain JSON data."""
        version, internal, gauss = self.rng.getstate()
        offer = self.spring_offer
        return {
            "version": JSON_VERSION,
            "config": {
                "players": self.config.players,
                "spring_variant": self.config.spring_variant,
                "first_player": self.config.first_player,
            },
            "rng": [version, list(internal), gauss],
            "players": [
                {
                    "island": [
                        [x, y, sq.terrain, sq.spring, sq.domino, sq.is_start]
                        for (x, y), sq in p.island.items()
                    ],
                    "eggs": [
                        [ax, ay, bx, by, t.terrain, t.baby, t.shell]
                        for ((ax, ay), (bx, by)), t in p.eggs.items()
                    ],
                }
                for p in self.players
            ],
            "supplies": {t: [[k.baby, k.shell] for k in s] for t, s in self.supplies.items()},
            "stack": list(self.stack),
            "display": list(self.display),
            "discarded": list(self.discarded),
            "round": self.round,
            "order": list(self.order),
            "turn_index": self.turn_index,
            "mother": self.mother,
            "phase": self.phase,
            "pending": [c.to_json() for c in self.pending],
            "spring_offer": None
            if offer is None
            else {
                "player": offer.player,
                "connection": offer.connection.to_json(),
                "options": [o.to_json() for o in offer.options],
            },
            "winners": list(self.final_winners),
            "viewer": self.viewer,
        }

    @staticmethod
    def from_json(raw: dict[str, Any]) -> GameState:
        """Inverse of `to_json`: the restored game continues exactly as the original."""
        if raw.get("version") != JSON_VERSION:
            raise ValueError(f"unsupported Dragomino save version {raw.get('version')!r}")
        cfg = raw["config"]
        config = GameConfig(int(cfg["players"]), bool(cfg["spring_variant"]), cfg["first_player"])
        version, internal, gauss = raw["rng"]
        rng = random.Random()
        rng.setstate((version, tuple(internal), gauss))
        state = GameState(config, rng)
        state.players = [
            PlayerState(
                {(x, y): Square(t, s, d, st) for x, y, t, s, d, st in p["island"]},
                {
                    ((ax, ay), (bx, by)): EggToken(t, baby, shell)
                    for ax, ay, bx, by, t, baby, shell in p["eggs"]
                },
            )
            for p in raw["players"]
        ]
        state.supplies = {
            t: [EggToken(t, baby, shell) for baby, shell in s] for t, s in raw["supplies"].items()
        }
        state.stack = list(raw["stack"])
        state.display = list(raw["display"])
        state.discarded = list(raw["discarded"])
        state.round = int(raw["round"])
        state.order = list(raw["order"])
        state.turn_index = int(raw["turn_index"])
        state.mother = int(raw["mother"])
        state.phase = str(raw["phase"])
        state.pending = [Connection.from_json(c) for c in raw["pending"]]
        offer = raw["spring_offer"]
        state.spring_offer = (
            None
            if offer is None
            else SpringOffer(
                int(offer["player"]),
                Connection.from_json(offer["connection"]),
                tuple(EggToken.from_json(o) for o in offer["options"]),
            )
        )
        state.final_winners = list(raw["winners"])
        state.viewer = raw["viewer"]
        return state


def final_scores(state: GameState) -> list[int]:
    """1 point per baby dragon, +1 for whoever holds the mother dragon."""
    return [
        p.babies + (RULES.mother_dragon_bonus if seat == state.mother else 0)
        for seat, p in enumerate(state.players)
    ]


def new_game(config: GameConfig, seed: int | None = None) -> GameState:
    """Set up: start islands, shuffled dominoes and egg supplies, mother dragon, round 1."""
    if not RULES.min_players <= config.players <= RULES.max_players:
        raise ValueError(
            f"Dragomino needs {RULES.min_players} to {RULES.max_players} players, "
            f"not {config.players}."
        )
    if config.first_player is not None and not 0 <= config.first_player < config.players:
        raise ValueError(f"first_player must be a seat 0..{config.players - 1}")
    rng = random.Random(seed)
    state = GameState(config, rng)
    for terrain in TERRAIN_IDS:
        supply = egg_supply(terrain)
        shuffle(rng, supply)
        state.supplies[terrain] = supply
    state.stack = list(DOMINO_IDS)
    shuffle(rng, state.stack)
    state.mother = (
        config.first_player if config.first_player is not None else rng.randrange(config.players)
    )
    state._start_round(None)
    return state
