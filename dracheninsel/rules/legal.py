"""Which moves are legal now: movement rules, move generation and `check`.

Every function takes the `State` first and never changes it. `legal_moves` lists every
legal move of a seat; `check` validates one move directly (steps, ending the turn,
passes, reaction cards and the board cards without listing all the others, the rest
against the list) and raises `IllegalMove` with a stable code; `validate` is the same
check and also tells `State.apply` how a step enters its space. The `*_of` functions take
the seat's group from a caller that has it (the hot paths). Rule choices where the rules
file is silent are listed in `state.py`.

The second layer of the rules: imports only the state and the tables below it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import data as D
from .moves import (
    CARD_PLAY_KINDS,
    MALFORMED,
    WELL_FORMED,
    Abandon,
    AbandonTreasure,
    CardMove,
    CounterMagic,
    DestructiveForces,
    DragonPatrol,
    EndTurn,
    Exchange,
    FoolhardyFlight,
    IllegalMove,
    LongJourney,
    Move,
    Pass,
    Step,
    SweetSlumber,
    ThunderingElements,
    Unfaithful,
    Wait,
    move_shape_error,
    new_counter_magic,
    new_evil_curse,
    new_fear_and_loathing,
    new_foolhardy_flight,
    new_long_journey,
    new_sneak_attack,
    new_step,
    new_sweet_slumber,
)
from .state import CHOICE, DUEL, EXCHANGE, MAIN, OVER, WINDOW

if TYPE_CHECKING:
    from .state import Group, State

# Board and card tables read on every step, bound here once.
SITE, BOAT_BASE, ADJ, CARD_COLOUR = D.SITE, D.BOAT_BASE, D.ADJ, D.CARD_COLOUR
SS, CM, UF = "sweet_slumber", "counter_magic", "unfaithful"


# --------------------------------------------------------------------------- movement rules


def entry(state: State, seat: int, target: int) -> str | None:
    """How the active figure of `seat` would enter `target`, or None if blocked.

    Kinds: plain, boat, wait_site, form_pair, join, replace, deliver.
    """
    return entry_of(state, state.group_of(seat), seat, target)


def entry_of(state: State, g: Group | None, seat: int, target: int) -> str | None:
    """`entry` for a caller that already knows the group `g` of `seat` (hot paths)."""
    if target in state.dragons:
        return None
    if g is not None:
        if len(g.members) != 2:
            return None  # a lone bearer cannot move the treasure
        if target >= BOAT_BASE:
            boats = state.seat_boats
            ok = any(target == boats[m] for m in g.members)
            return "deliver" if ok else None
        if target == SITE or target in state.pos:
            return None
        return "plain"
    if target >= BOAT_BASE:
        return "boat" if target == state.seat_boats[seat] else None
    if target not in state.pos:  # nobody there: no group, no lone hunter
        if target == SITE:
            return "wait_site"
        return "plain"
    other_group = state.group_at(target)
    if other_group is not None:
        return "replace" if len(other_group.members) == 2 else "join"
    # A hunter stands there and belongs to no group (groups stand where their members do).
    if target == SITE:
        return "form_pair" if state.site_coins else None
    return None


def free_for(state: State, seat: int) -> set[int]:
    """Disk colours the figure of `seat` may enter without a card."""
    free = {state.colour_of(seat), *state.free_colours}
    g = state.group_of(seat)
    if g is not None:
        free.update(state.colour_of(m) for m in g.members)
    return free


def is_free_colour(state: State, seat: int, colour: int) -> bool:
    """Same as `colour in free_for(state, seat)`, without building the set (hot path)."""
    return is_free_colour_of(state, state.group_of(seat), seat, colour)


def is_free_colour_of(state: State, g: Group | None, seat: int, colour: int) -> bool:
    """`is_free_colour` for a caller that already knows the group `g` of `seat`."""
    seat_colours = state.seat_colours
    if colour == seat_colours[seat] or colour in state.free_colours:
        return True
    if g is not None:
        for m in g.members:
            if seat_colours[m] == colour:
                return True
    return False


def step_is_free(state: State, g: Group | None, seat: int, target: int) -> bool:
    """Whether a step of `seat` (in group `g`) onto `target` needs no card: the site, a
    boat or a disk of a free colour (`payments` lists [None] exactly then)."""
    return (
        target == SITE
        or target >= BOAT_BASE
        or is_free_colour_of(state, g, seat, state.colours[target])
    )


def payments(state: State, seat: int, target: int) -> list[int | None]:
    """Ways to pay a step onto `target`: [None] if free, else terrain card ids (one per
    colour that fits: the disk's colour or the joker of the seat's own colour)."""
    return payments_of(state, state.group_of(seat), seat, target)


#: _FITTING[colour][own]: the terrain cards that pay a step onto a disk of `colour` for a
#: figure of colour `own` (that colour, or the joker: a card of one's own colour).
_FITTING: list[list[frozenset[int]]] = [
    [
        frozenset(c for c in range(D.N_CARDS) if D.CARD_COLOUR[c] in (colour, own))
        for own in range(D.N_COLOURS)
    ]
    for colour in range(D.N_COLOURS)
]


def payments_of(
    state: State, g: Group | None, seat: int, target: int, first: bool = False
) -> list[int | None]:
    """`payments` for a caller that already knows the group `g` of `seat`; `first`: only
    the first way (a player that takes the first card anyway)."""
    if target == SITE or target >= BOAT_BASE:
        return [None]
    colour = state.colours[target]
    own = state.seat_colours[seat]
    if (
        colour == own
        or colour in state.free_colours
        or (g is not None and is_free_colour_of(state, g, seat, colour))
    ):
        return [None]
    hand = state.hands[seat]
    fitting = _FITTING[colour][own]
    if fitting.isdisjoint(hand):
        return []  # often: no card fits
    if first:
        for c in hand:
            if c in fitting:
                return [c]
    out: list[int | None] = []
    fits = (colour, own)
    seen = -1  # the first colour found (at most two colours fit)
    card_colour = D.CARD_COLOUR
    for c in hand:
        cc = card_colour[c]
        if cc in fits and cc != seen:
            out.append(c)
            if first or seen >= 0:
                break  # both fitting colours found (or only the first wanted)
            seen = cc
    return out


#: Why a step costs what it costs (`StepPrice.why`): free onto the treasure site, a boat,
#: a disk of one's own colour, of the partner's colour or of a Long Journey colour; else a
#: card of the disk's colour, or the joker (a card of one's own colour pays for any disk).
PRICE_SITE, PRICE_BOAT, PRICE_OWN, PRICE_PARTNER, PRICE_JOURNEY = (
    "site",
    "boat",
    "own",
    "partner",
    "journey",
)
PRICE_COLOUR, PRICE_JOKER = "colour", "joker"
FREE_PRICES = (PRICE_SITE, PRICE_BOAT, PRICE_OWN, PRICE_PARTNER, PRICE_JOURNEY)


@dataclasses.dataclass(frozen=True)
class StepPrice:
    """What a step onto a space costs and which card pays it when the player names none:
    `card` is None for a free step; `colour` is the disk's colour (-1: site or boat)."""

    why: str
    card: int | None = None
    colour: int = -1

    @property
    def free(self) -> bool:
        return self.card is None


def step_price(state: State, seat: int, target: int) -> StepPrice | None:
    """The price of a step of `seat` onto `target` and the card the table spends for it
    (None: no card in the hand pays). A free step stays free; otherwise a card of the
    disk's own colour pays, and the joker (a card of one's own colour) only when no such
    card is left, so the card that pays for anything is kept. The same choice as the
    moves `payments` lists, named; it says nothing about whether the space may be entered
    (`entry`)."""
    if target == SITE:
        return StepPrice(PRICE_SITE)
    if target >= BOAT_BASE:
        return StepPrice(PRICE_BOAT)
    colour = state.colours[target]
    own = state.seat_colours[seat]
    if colour == own:
        return StepPrice(PRICE_OWN, None, colour)
    if colour in state.free_colours:
        return StepPrice(PRICE_JOURNEY, None, colour)
    if is_free_colour(state, seat, colour):
        return StepPrice(PRICE_PARTNER, None, colour)
    hand = state.hands[seat]
    for why, pays in ((PRICE_COLOUR, colour), (PRICE_JOKER, own)):
        card = next((c for c in hand if CARD_COLOUR[c] == pays), None)  # actions: -1
        if card is not None:
            return StepPrice(why, card, colour)
    return None


def replace_targets(state: State, kind: str, target: int) -> list[int | None]:
    """Which partner a figure entering `target` may replace (None: no replacing)."""
    if kind == "replace":
        g = state.group_at(target)
        assert g is not None
        return list(g.members)
    return [None]


def must_leave_site(state: State) -> bool:
    """The active player is in a pair standing on the site: it has to move off first."""
    g = state.group_of(state.active)
    return g is not None and g.pos == D.SITE and len(g.members) == 2


# --------------------------------------------------------------------------- generation


def step_moves(state: State, seat: int) -> list[Move]:
    """Every step of the figure of `seat` to an adjacent space, with each way to pay."""
    g = state.group_of(seat)
    if g is not None and len(g.members) != 2:
        return []
    out: list[Move] = []
    for t in D.ADJ[state.pos[seat]]:
        kind = entry_of(state, g, seat, t)
        if kind is None:
            continue
        for card in payments_of(state, g, seat, t):
            for rep in replace_targets(state, kind, t):
                out.append(new_step(seat, t, card, rep))
    return out


def flight_moves(state: State, seat: int, card: int) -> list[Move]:
    """Foolhardy Flight: a straight jump over one island space that holds no dragon."""
    g = state.group_of(seat)
    if g is not None and len(g.members) != 2:
        return []
    here = state.pos[seat]
    if D.is_boat(here):
        return []
    out: list[Move] = []
    for over, land in D.JUMPS[here]:
        if over in state.dragons:
            continue
        kind = entry_of(state, g, seat, land)
        if kind is None:
            continue
        for rep in replace_targets(state, kind, land):
            out.append(new_foolhardy_flight(seat, card, land, rep))
    return out


def flight_refusal(state: State, seat: int, land: int) -> IllegalMove | None:
    """Why the figure of `seat` cannot make a Foolhardy Flight onto `land` (None: it can,
    given the card): the reasons `flight_moves` leaves unsaid, named for the table."""
    g = state.group_of(seat)
    if g is not None and len(g.members) != 2:
        return _fail("lone_bearer", "a lone bearer cannot move the treasure")
    here = state.pos[seat]
    if D.is_boat(here):
        return _fail("flight_from_boat", "Foolhardy Flight starts on the island")
    over = next((o for o, to in D.JUMPS[here] if to == land), None)
    if over is None:
        return _fail("flight_not_in_line", "jump over one space, in a straight line")
    if over in state.dragons:
        return _fail("flight_over_dragon", "never jump over a dragon")
    if land in state.dragons:
        return _fail("flight_onto_dragon", "a dragon blocks that space")
    if entry_of(state, g, seat, land) is None:
        return _fail("flight_blocked", "that space cannot be entered")
    return None


def unoccupied_disks(state: State) -> list[int]:
    return [c for c in range(1, D.N_CELLS) if not state.occupied(c)]


def card_moves(state: State, seat: int, kind: str, card: int) -> list[Move]:
    """Every way to play the action card `card` (of `kind`) on the seat's own turn."""
    if kind == "foolhardy_flight":
        return flight_moves(state, seat, card)
    if kind == "evil_curse":
        return [new_evil_curse(seat, card)]
    if kind == "long_journey":
        colours_seen: set[int] = set()
        out: list[Move] = []
        for c in state.hands[seat]:
            cc = D.CARD_COLOUR[c]
            if cc >= 0 and cc not in colours_seen:
                colours_seen.add(cc)
                out.append(new_long_journey(seat, card, c))
        return out
    if kind == "fear_and_loathing":
        return [
            new_fear_and_loathing(seat, card, s)
            for s in range(state.n)
            if state.pos[s] != state.boat(s)
        ]
    if kind == "sneak_attack":
        return [
            new_sneak_attack(seat, card, s) for s in range(state.n) if s != seat and state.hands[s]
        ]
    if kind == "dragon_patrol":
        free = [c for c in unoccupied_disks(state) if c not in D.ALL_LANDINGS]
        off = [d for d, p in enumerate(state.dragons) if p < 0]
        dragons = off[:1] if off else list(range(len(state.dragons)))
        return [DragonPatrol(seat, card, d, c) for d in dragons for c in free]
    if kind in ("destructive_forces", "thundering_elements"):
        swap = DestructiveForces if kind == "destructive_forces" else ThunderingElements
        free = unoccupied_disks(state)
        free_set = set(free)
        out = []
        for a in free:
            cands = D.ADJ[a] if kind == "destructive_forces" else free
            for b in cands:
                if b > a and b in free_set and state.colours[a] != state.colours[b]:
                    out.append(swap(seat, card, a, b))
        return out
    return []


def main_moves(state: State, seat: int) -> list[Move]:
    """The active player's own turn: steps, card plays, giving up a lone treasure, ending."""
    if must_leave_site(state):
        leaving = step_moves(state, seat)
        fly = state.first_of_kind(seat, "foolhardy_flight")
        if fly is not None:
            leaving += flight_moves(state, seat, fly)
        return leaving or [EndTurn(seat)]
    out = step_moves(state, seat)
    kinds_done: set[str] = set()
    for card in state.hands[seat]:
        kind = D.CARD_KIND[card]
        if kind not in CARD_PLAY_KINDS or kind in kinds_done:
            continue
        kinds_done.add(kind)
        out += card_moves(state, seat, kind, card)
    g = state.group_of(seat)
    if g is not None and len(g.members) == 1 and state.config.lone_bearer_may_abandon:
        out.append(AbandonTreasure(seat))
    out.append(EndTurn(seat))
    return out


def responses(state: State, seat: int) -> list[Move]:
    """What `seat` may play into the open window besides passing: Sweet Slumber against
    the action (not the active player), or Counter Magic against the top of the chain
    (not one's own card)."""
    w = state.window
    assert w is not None
    if not w.chain:
        if seat == state.active:
            return []
        card = state.first_of_kind(seat, SS)
        return [new_sweet_slumber(seat, card)] if card is not None else []
    top_seat, top_card = w.chain[-1]
    if top_seat == seat or D.CARD_KIND[top_card] not in D.COUNTERABLE:
        return []
    card = state.first_of_kind(seat, CM)
    return [new_counter_magic(seat, card)] if card is not None else []


_SS_CARDS = D.CARDS_OF_KIND[SS]
_CM_CARDS = D.CARDS_OF_KIND[CM]


def may_respond(state: State, seat: int) -> bool:
    """Whether `responses(state, seat)` is not empty, without building the moves (the
    windows skip seats that could only pass)."""
    w = state.window
    assert w is not None
    if not w.chain:
        return seat != state.active and not _SS_CARDS.isdisjoint(state.hands[seat])
    top_seat, top_card = w.chain[-1]
    if top_seat == seat or D.CARD_KIND[top_card] not in D.COUNTERABLE:
        return False
    return not _CM_CARDS.isdisjoint(state.hands[seat])


def exchange_moves(state: State, seat: int) -> list[Move]:
    """Every distinct set of cards to discard at the end of a turn without action."""
    hand = state.hands[seat]
    seen: set[tuple[tuple[str, int], ...]] = set()
    out: list[Move] = []
    for mask in range(1 << len(hand)):
        cards = tuple(hand[i] for i in range(len(hand)) if mask >> i & 1)
        key = tuple(sorted((D.CARD_KIND[c], D.CARD_COLOUR[c]) for c in cards))
        if key not in seen:
            seen.add(key)
            out.append(Exchange(seat, cards))
    return out


def legal_moves(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat` now (empty if it may not act)."""
    if seat is None or seat != state.actor():
        return []
    phase = state.phase
    if phase == MAIN:
        return main_moves(state, seat)
    if phase == WINDOW:
        return [Pass(seat), *responses(state, seat)]
    if phase == CHOICE:
        return [Wait(seat), Abandon(seat)]
    if phase == DUEL:
        card = state.first_of_kind(seat, UF)
        duel: list[Move] = [Pass(seat)]
        return [*duel, Unfaithful(seat, card)] if card is not None else duel
    if phase == EXCHANGE:
        return exchange_moves(state, seat)
    return []


# --------------------------------------------------------------------------- validation


def _fail(code: str, reason: str) -> IllegalMove:
    return IllegalMove(code, reason)


def check(state: State, move: Move) -> None:
    """Raise IllegalMove with a reason if `move` is not legal now; never mutates."""
    validate(state, move)


def validate(state: State, move: Move) -> str | None:
    """`check`, returning for a legal step how it enters its space (`entry`; None for
    the other moves), so `State.apply` need not work that out again.

    The common moves are checked directly (a step, ending the turn, a pass, the bearer's
    choice), the rarer ones against the moves listed for their kind."""
    cls = type(move)
    well_formed = WELL_FORMED.get(cls)
    if well_formed is None or not well_formed(move):  # the fast test; the reason if not
        shape = move_shape_error(move)
        if shape is not None:
            raise _fail(MALFORMED, shape)
    phase = state.phase
    seat = move.seat
    if phase == MAIN:  # the active player's own turn: most moves
        if seat != state.active:
            raise _fail("not_your_turn", f"seat {seat} may not act now")
        if cls is Step:
            assert isinstance(move, Step)
            card = move.card
            if card is not None and card not in state.hands[seat]:
                raise _fail("card_not_in_hand", "that card is not in your hand")
            g = state.group_of(seat) if state.groups else None
            if g is None or g.pos != SITE or len(g.members) != 2:  # not must_leave_site
                return _check_step(state, move, g)
        elif cls is EndTurn:  # legal unless a pair must leave the site first
            g = state.group_of(seat) if state.groups else None
            if g is None or g.pos != SITE or len(g.members) != 2:
                return None
        elif cls is Exchange:
            raise _fail("not_allowed_now", f"{move.kind} is not possible now")
        else:
            hand = state.hands[seat]
            for card in move.hand_cards():
                if card not in hand:
                    raise _fail("card_not_in_hand", "that card is not in your hand")
        return _check_main(state, move)
    if phase == OVER:
        raise _fail("game_over", "the game is over")
    if phase == WINDOW:  # state.actor(), at once
        assert state.window is not None
        queue = state.window.queue
        actor = queue[0] if queue else None
    else:
        actor = state.actor()
    if seat is None or seat != actor:
        raise _fail("not_your_turn", f"seat {seat} may not act now")
    if cls is Pass and phase in (WINDOW, DUEL):
        return None  # passing is always legal in a window and in the duel
    if cls is Exchange:
        assert isinstance(move, Exchange)
        if phase != EXCHANGE:
            raise _fail("not_allowed_now", f"{move.kind} is not possible now")
        cards = set(move.cards)
        if len(cards) != len(move.cards) or not cards.issubset(state.hands[seat]):
            raise _fail("card_not_in_hand", "you can only discard cards you hold")
        return None
    hand = state.hands[seat]
    for card in move.hand_cards():
        if card not in hand:
            raise _fail("card_not_in_hand", "that card is not in your hand")
    if phase == EXCHANGE:
        raise _fail("wrong_phase", "choose the cards to discard (or none)")
    if phase == CHOICE:
        if cls is Wait or cls is Abandon:  # the bearer's two choices, always both legal
            return None
    elif cls is Pass:  # passing is always legal in a window and in the duel
        return None
    elif phase == WINDOW and (cls is SweetSlumber or cls is CounterMagic):
        assert isinstance(move, SweetSlumber | CounterMagic) and state.window is not None
        # As `responses` lists: Sweet Slumber while the chain is empty, else Counter Magic.
        wanted = CM if state.window.chain else SS
        if move.kind == wanted and D.CARD_KIND[move.card] == wanted and may_respond(state, seat):
            return None
        raise _fail("not_allowed_now", f"{move.kind} is not possible now")
    if canonical(state, move) not in legal_moves(state, seat):
        raise _fail("not_allowed_now", f"{move.kind} is not possible now")
    return None


def canonical(state: State, move: Move) -> Move:
    """The same move with its cards replaced by the ids legal_moves would list (cards of
    one kind and colour are interchangeable)."""
    if isinstance(move, LongJourney):
        card, card2 = (
            first_like(state, move.seat, move.card),
            first_like(state, move.seat, move.card2),
        )
        if (card, card2) == (move.card, move.card2):
            return move
        return dataclasses.replace(move, card=card, card2=card2)
    if isinstance(move, Step):
        if move.card is None:
            return move
        card = first_like(state, move.seat, move.card)
        return move if card == move.card else dataclasses.replace(move, card=card)
    if isinstance(move, CardMove):
        card = first_like(state, move.seat, move.card)
        if card == move.card:
            return move
        replaced: Move = _replace(move, card=card)
        return replaced
    return move


# `dataclasses.replace` on the union of card-playing move classes (all have `card`).
_replace: Callable[..., Any] = dataclasses.replace


def first_like(state: State, seat: int, card: int) -> int:
    """The first card in the hand of `seat` with the kind and colour of `card`."""
    key = (D.CARD_KIND[card], D.CARD_COLOUR[card])
    for c in state.hands[seat]:
        if (D.CARD_KIND[c], D.CARD_COLOUR[c]) == key:
            return c
    return card


def _check_main(state: State, move: Move) -> str | None:
    seat, kind = move.seat, move.kind
    g = state.group_of(seat)  # the active player's group (seat is the active player)
    leave = g is not None and g.pos == D.SITE and len(g.members) == 2  # must_leave_site
    cls = type(move)
    if not leave:
        if cls is Step:
            assert isinstance(move, Step)
            return _check_step(state, move, g)
        if cls is EndTurn:  # ending the turn is legal unless the pair must leave first
            return None
    if cls is Step or cls is EndTurn or cls is AbandonTreasure or leave:
        if canonical(state, move) not in main_moves_of(state, seat, kind):
            raise _illegal_main(state, move)
        return None
    if kind not in CARD_PLAY_KINDS:
        raise _fail("not_allowed_now", f"{kind} is not possible on your turn")
    assert isinstance(move, CardMove)  # every card-play kind is one
    card = move.card
    if D.CARD_KIND[card] != kind:
        raise _fail("wrong_card", f"{kind} needs its own card")
    if isinstance(move, DestructiveForces | ThunderingElements):
        a, b = move.cell, move.cell2
        if not (0 < a < D.N_CELLS and 0 < b < D.N_CELLS):
            raise _fail("bad_target", "choose two terrain disks")
        if state.occupied(a) or state.occupied(b):
            raise _fail("disk_occupied", "both disks must be unoccupied")
        if state.colours[a] == state.colours[b]:
            raise _fail("same_colour", "swapping two disks of one colour changes nothing")
        if isinstance(move, DestructiveForces) and b not in D.ADJ[a]:
            raise _fail("not_adjacent", "Destructive Forces swaps adjacent disks")
        return None
    if isinstance(move, DragonPatrol):
        c, d = move.cell, move.target
        if not 0 <= d < len(state.dragons):
            raise _fail("bad_target", "choose a dragon")
        if not 0 < c < D.N_CELLS or state.occupied(c):
            raise _fail("disk_occupied", "the dragon needs an unoccupied terrain disk")
        if c in D.ALL_LANDINGS:
            raise _fail("landing_space", "dragons may not guard a landing space")
        if state.dragons[d] >= 0 and any(p < 0 for p in state.dragons):
            raise _fail("dragon_off_board", "a dragon off the board must come in first")
        return None
    if canonical(state, move) not in card_moves(state, seat, kind, first_like(state, seat, card)):
        raise _illegal_main(state, move)
    return None


def _check_step(state: State, move: Step, g: Group | None) -> str:
    """Validate a step directly (same rules as step_moves, without listing them all);
    `g` is the group of the stepping seat. Returns how it enters (`entry`)."""
    seat, target, card = move.seat, move.cell, move.card
    if target not in ADJ[state.pos[seat]]:
        raise _fail("not_adjacent", "you can only step to an adjacent space")
    if g is not None and len(g.members) == 1:
        raise _fail("lone_bearer", "a lone bearer cannot move the treasure")
    if target in state.dragons:
        raise _fail("blocked_dragon", "a dragon blocks that space")
    kind = entry_of(state, g, seat, target)
    if kind is None:
        raise _fail("blocked", "that space cannot be entered")
    if step_is_free(state, g, seat, target):
        if card is not None:
            raise _fail("wrong_payment", "that step is free: play no card")
    elif card is None:
        raise _fail("card_needed", "pay with a terrain card of that colour or your own")
    elif CARD_COLOUR[card] not in (state.colours[target], state.seat_colours[seat]):
        raise _fail("wrong_payment", "pay with a terrain card of that colour or your own")
    replaced = move.target
    if (kind == "replace" or replaced is not None) and replaced not in replace_targets(
        state, kind, target
    ):
        raise _fail("bad_target", "choose which partner to replace (only when replacing)")
    return kind


def quick_step_entry(state: State, move: Step) -> str | None:
    """How `move`, a step in the main phase, enters its space if it is a legal step of
    the common sort (not replacing a partner, no pair leaving the site), checked in one
    call; None otherwise, and then `validate` decides (and gives the reason). It accepts
    only what `validate` accepts, with the same entry (a test compares the two)."""
    seat, target, card = move.seat, move.cell, move.card
    if (
        type(seat) is not int
        or type(target) is not int
        or move.target is not None
        or seat != state.active
        or target not in ADJ[state.pos[seat]]
        or target in state.dragons
    ):
        return None
    g = None
    for x in state.groups:
        if seat in x.members:
            g = x
            break
    pos = state.pos
    if g is None:
        if target < BOAT_BASE and target not in pos:
            kind: str | None = "wait_site" if target == SITE else "plain"
        else:
            kind = entry_of(state, g, seat, target)
            if kind is None or kind == "replace":
                return None
    else:
        members = g.members
        if len(members) != 2 or g.pos == SITE:  # a lone bearer; a pair leaving the site
            return None
        if target >= BOAT_BASE:
            boats = state.seat_boats
            if target != boats[members[0]] and target != boats[members[1]]:
                return None
            kind = "deliver"
        elif target == SITE or target in pos:
            return None
        else:
            kind = "plain"
    if target == SITE or target >= BOAT_BASE:
        return kind if card is None else None
    colour = state.colours[target]
    own = state.seat_colours[seat]
    if colour == own or colour in state.free_colours:
        return kind if card is None else None
    if g is not None and is_free_colour_of(state, g, seat, colour):
        return kind if card is None else None
    if type(card) is not int or card not in state.hands[seat]:
        return None
    return kind if CARD_COLOUR[card] in (colour, own) else None


def main_moves_of(state: State, seat: int, kind: str) -> list[Move]:
    """Legal main-phase moves of one kind, without enumerating the others."""
    leave = must_leave_site(state)
    if kind == "step":
        return step_moves(state, seat)
    if kind == "end_turn":
        if leave and (
            main_moves_of(state, seat, "step") or main_moves_of(state, seat, "foolhardy_flight")
        ):
            return []
        return [EndTurn(seat)]
    if kind == "abandon_treasure":
        g = state.group_of(seat)
        ok = g is not None and len(g.members) == 1 and state.config.lone_bearer_may_abandon
        return [AbandonTreasure(seat)] if ok else []
    if leave and kind != "foolhardy_flight":
        return []
    card = state.first_of_kind(seat, kind)
    return [] if card is None else card_moves(state, seat, kind, card)


def _illegal_main(state: State, move: Move) -> IllegalMove:
    if must_leave_site(state) and not isinstance(move, Step | FoolhardyFlight):
        return _fail("must_leave_site", "the new pair must leave the treasure site first")
    if isinstance(move, FoolhardyFlight):
        cell = move.cell
        if 0 <= cell < D.N_POSITIONS:
            refused = flight_refusal(state, move.seat, cell)
            if refused is not None:
                return refused
    if isinstance(move, Step):
        seat, cell = move.seat, move.cell
        if cell in state.dragons:
            return _fail("blocked_dragon", "a dragon blocks that space")
        if not 0 <= cell < D.N_POSITIONS or cell not in D.ADJ[state.pos[seat]]:
            return _fail("not_adjacent", "you can only step to an adjacent space")
        g = state.group_of(seat)
        if g is not None and len(g.members) == 1:
            return _fail("lone_bearer", "a lone bearer cannot move the treasure")
        if entry(state, seat, cell) is None:
            return _fail("blocked", "that space cannot be entered")
        if move.card is not None or payments(state, seat, cell) != [None]:
            return _fail("wrong_payment", "pay with a card of that colour or your own")
    return _fail("not_allowed_now", f"{move.kind} is not possible now")
