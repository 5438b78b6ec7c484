"""The way home of a treasure pair: how every level carries a treasure, never dithering.

Play-test (issue 27, finding 7): the expert moved a pair carrying the 700 back and forth
between the same four spaces beside its boat for a whole round and never delivered it.
Its playouts could not tell the moves apart (its partner led, and a treasure carried home
gives both partners the same) and nothing said a pair must get anywhere. The rule here,
one for every computer level above easy: a pair step is *progress* (`is_progress`) if

- the active partner's hand pays a whole way home from here (`home_way`: a search over
  the spaces and the cards still in hand; a disk its colour's card pays costs `PAID`, the
  own-colour joker one more, a free disk 1): the step lowers the cost of that way, its
  card spent. Once such a way exists every such step keeps one, so the pair walks it
  home in that turn; or else
- the step lowers the pair's public distance `public_map` (free disks 1, others `PAID`,
  whatever the hand holds), which both partners share, this turn and the next: what one
  partner's hand would make cheapest could lead the other partner's way back (two
  hands, two boats: a normal pair went 717 times between two spaces while that was
  tried), and so could a colour Long Journey frees for one turn.

So a pair that takes only progress steps never comes back to a space within a turn (the
hand only shrinks, so a space left costs no less later), nor across turns while the board
stays as it is; it ends its turn as near home as its cards carry it (a Sneak Attack or an
Evil Curse in the turn can bring cards, the rare exception). The easy level walks its
pairs by plain step distances (`randomplayer.nearer_home`) but never farther by the
public distance (`no_farther`), and where that forbids its step it takes `public_step`:
partners of two levels then still agree (an easy and a normal partner swung between two
spaces while the easy one went by steps alone), and a pair of two easy partners is never
stuck where the two distances disagree.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from ..rules import data as D
from ..rules import legal
from ..rules.moves import FoolhardyFlight, Move, Step
from ..rules.state import Group, State

#: Cost of a step onto a disk paid with a card (a free step costs 1).
PAID = 10
#: Extra cost of paying with the joker (the own colour's card pays any disk: keep it).
JOKER = 1
#: No way (boxed in by dragons and figures, or no card pays one).
NO_WAY = 10**6


@dataclass(frozen=True, slots=True)
class HomeWay:
    """A way home the hand pays: its cost, its first position and the card paying that
    first step (None: free)."""

    cost: int
    cell: int
    card: int | None


def pair_of(state: State, seat: int) -> Group | None:
    """The treasure pair of `seat` (two partners), or None."""
    g = state.group_of(seat)
    return g if g is not None and len(g.members) == 2 else None


def cost_map(state: State, seat: int, goals: list[int], lasting: bool = False) -> list[int]:
    """Cheapest cost from every position to a goal for the figure of `seat`: a free disk
    costs 1, any other `PAID`, whatever the hand holds; figures and dragons block, and a
    treasure pair the site. `lasting`: the colours Long Journey frees for this turn only
    are not counted free."""
    dist = [NO_WAY] * D.N_POSITIONS
    heap = []
    for goal in goals:
        dist[goal] = 0
        heap.append((0, goal))
    heapq.heapify(heap)
    me_pos = state.pos[seat]
    blocked = set(state.dragons)
    for p in state.pos:
        if p != me_pos:
            blocked.add(p)
    g = state.group_of(seat)
    if g is not None and D.SITE not in goals:
        blocked.add(D.SITE)  # a treasure pair never passes over the site (rules/state.py)
    # The colours this figure enters without a card (as `legal.is_free_colour`), once
    # per map instead of once per space: this loop is the expert's playout hot path.
    free = {state.seat_colours[seat]}
    if not lasting:
        free.update(state.free_colours)
    if g is not None:
        free.update(state.seat_colours[m] for m in g.members)
    colours = state.colours
    adj = D.ADJ
    n_cells = D.N_CELLS
    heappop, heappush = heapq.heappop, heapq.heappush
    while heap:
        d, v = heappop(heap)
        if d > dist[v]:
            continue
        if v in blocked and v not in goals:
            continue
        nd = d + (PAID if 0 < v < n_cells and colours[v] not in free else 1)
        for u in adj[v]:
            if nd < dist[u]:
                dist[u] = nd
                heappush(heap, (nd, u))
    return dist


def public_map(state: State, seat: int) -> list[int] | None:
    """The public distance home of the pair of `seat` (None: no pair): `cost_map` to the
    partners' boats, the same for both partners, and the same next turn: a colour Long
    Journey frees counts as paid (a pair that walked on it came back on the next turn,
    when the colour was no longer free)."""
    g = pair_of(state, seat)
    if g is None:
        return None
    return cost_map(state, seat, [state.boat(m) for m in g.members], lasting=True)


def no_farther(state: State, seat: int, cell: int) -> bool:
    """Whether `cell` keeps the pair of `seat` at most as far from home as it stands by
    `public_map` (True for a figure that is not in a pair, and for a partner's boat)."""
    dist = public_map(state, seat)
    if dist is None or cell >= D.BOAT_BASE:
        return True
    return dist[cell] <= dist[state.pos[seat]]


def public_step(state: State, seat: int) -> Step | None:
    """A step of the pair of `seat` to the neighbour lowest by `public_map` below where it
    stands that the hand pays (a free one first, then the disk's colour before the joker);
    None if there is none (or no pair)."""
    dist = public_map(state, seat)
    if dist is None:
        return None
    here = state.pos[seat]
    own = state.seat_colours[seat]
    best: tuple[int, int] | None = None
    choice: Step | None = None
    for t in D.ADJ[here]:
        if dist[t] >= dist[here] or legal.entry(state, seat, t) is None:
            continue
        pays = legal.payments(state, seat, t)
        if not pays:
            continue
        card = next((c for c in pays if c is None or D.CARD_COLOUR[c] != own), pays[0])
        key = (dist[t], 0 if card is None else 1)
        if best is None or key < best:
            best, choice = key, Step(seat, card=card, cell=t, target=None)
    return choice


def home_way(state: State, seat: int) -> HomeWay | None:
    """The cheapest way home the hand of `seat` pays for its pair from where the pair
    stands; None if there is none (or no pair)."""
    g = pair_of(state, seat)
    if g is None:
        return None
    return _search(state, seat, g, g.pos, state.hands[seat])


def is_progress(state: State, move: Move) -> bool:
    """Whether `move`, a step or Foolhardy Flight of a pair, brings the pair nearer home
    (the module docstring); any other move counts as progress."""
    return bool(progress_only(state, move.seat, [move]))


def progress_only(state: State, seat: int, moves: list[Move]) -> list[Move]:
    """`moves` without the steps and Foolhardy Flights of the pair of `seat` that are no
    progress (`is_progress`, with the way home searched once for all)."""
    g = pair_of(state, seat)
    if g is None:
        return moves
    hand = state.hands[seat]
    way = _search(state, seat, g, g.pos, hand)
    dist = public_map(state, seat) if way is None else None
    out = []
    for m in moves:
        if isinstance(m, Step | FoolhardyFlight) and m.seat == seat and m.cell < D.BOAT_BASE:
            if way is not None:
                after = _search(state, seat, g, m.cell, [c for c in hand if c != m.card])
                if after is None or after.cost >= way.cost:
                    continue
            elif dist is not None and dist[m.cell] >= dist[g.pos]:
                continue
        out.append(m)
    return out


def _budget(state: State, seat: int, free: set[int], hand: list[int]) -> tuple[int, ...]:
    """Cards that pay disks, counted per colour: colours free for the pair count nothing,
    the own colour's count is the jokers (own disks are free, so those cards are jokers)."""
    own = state.seat_colours[seat]
    counts = [0] * D.N_COLOURS
    for c in hand:
        colour = D.CARD_COLOUR[c]
        if D.CARD_KIND[c] == D.TERRAIN and (colour == own or colour not in free):
            counts[colour] += 1
    return tuple(counts)


def _card_of(hand: list[int], colour: int) -> int:
    """The first terrain card of `colour` in `hand` (the search spent one)."""
    return next(c for c in hand if D.CARD_KIND[c] == D.TERRAIN and D.CARD_COLOUR[c] == colour)


def _search(state: State, seat: int, g: Group, start: int, hand: list[int]) -> HomeWay | None:
    """Dijkstra over (position, cards left per colour) from `start` to a partner's boat,
    over disks that are free or that a card left pays."""
    own = state.seat_colours[seat]
    free = {own, *state.free_colours, *(state.seat_colours[m] for m in g.members)}
    homes = {state.seat_boats[m] for m in g.members}
    blocked = {p for p in state.dragons if p >= 0} | {D.SITE}
    blocked.update(p for p in state.pos if p != g.pos)
    colours = state.colours
    # heap entries: (cost, order, position, cards left, first position, its payment)
    # payment: -1 free, else the colour of the card spent
    heap = [(0, 0, start, _budget(state, seat, free, hand), -1, -1)]
    done: set[tuple[int, tuple[int, ...]]] = set()
    order = 0
    while heap:
        cost, _, here, left, first, paid = heapq.heappop(heap)
        if here in homes and here != start:
            card = None
            if paid >= 0:
                card = next(
                    c for c in hand if D.CARD_KIND[c] == D.TERRAIN and D.CARD_COLOUR[c] == paid
                )
            return HomeWay(cost, first, card)
        if (here, left) in done:
            continue
        done.add((here, left))
        for t in D.ADJ[here]:
            if t >= D.BOAT_BASE:
                if t not in homes:
                    continue
                step, after, pay = 1, left, -1
            elif t in blocked:
                continue
            elif colours[t] in free:
                step, after, pay = 1, left, -1
            else:
                colour = colours[t]
                if left[colour]:
                    step, pay = PAID, colour
                elif left[own]:
                    step, pay = PAID + JOKER, own
                else:
                    continue  # no card left pays this disk
                after = (*left[:pay], left[pay] - 1, *left[pay + 1 :])
            if (t, after) in done:
                continue
            order += 1
            if here == start:
                heapq.heappush(heap, (cost + step, order, t, after, t, pay))
            else:
                heapq.heappush(heap, (cost + step, order, t, after, first, paid))
    return None


__all__ = [
    "JOKER",
    "NO_WAY",
    "PAID",
    "HomeWay",
    "cost_map",
    "home_way",
    "is_progress",
    "no_farther",
    "pair_of",
    "progress_only",
    "public_map",
    "public_step",
]
