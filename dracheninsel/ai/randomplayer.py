"""A fast random-but-purposeful player for tests and benchmarks (not a real opponent).

It reads the full state (it is a test driver, not a computer player) and picks moves with
the engine's own generators, heading for the site or a partner's boat most of the time
and playing a random card now and then, so thousands of complete games run in seconds.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from ..rules import data as D
from ..rules import legal
from ..rules.moves import (
    CARD_PLAY_KINDS,
    Abandon,
    AbandonTreasure,
    DestructiveForces,
    DragonPatrol,
    EndTurn,
    Exchange,
    IllegalMove,
    Move,
    Pass,
    Step,
    ThunderingElements,
    Unfaithful,
    Wait,
    new_exchange,
    new_step,
)
from ..rules.state import CHOICE, DUEL, EXCHANGE, MAIN, WINDOW, Group, State

MAX_ACTIONS_PER_TURN = 8
CARD_CHANCE = 0.12  # share of main-phase decisions that try an action card


def _distances_around_site() -> list[list[int]]:
    """Step distances between positions for a treasure pair, which never enters the site."""
    table = []
    for start in range(D.N_POSITIONS):
        dist = [99] * D.N_POSITIONS
        dist[start] = 0
        frontier = [start]
        while frontier:
            nxt = []
            for p in frontier:
                for n in D.ADJ[p]:
                    if dist[n] == 99 and n != D.SITE:
                        dist[n] = dist[p] + 1
                        nxt.append(n)
            frontier = nxt
        table.append(dist)
    return table


_PAIR_DIST = _distances_around_site()


def goal_of(state: State, seat: int) -> int | None:
    """Where the figure of `seat` wants to go: a partner's boat, a partnerless treasure or
    the site; None when there is nothing worth walking to."""
    return _goal(state, seat, state.group_of(seat))


def _goal(state: State, seat: int, g: Group | None) -> int | None:
    """`goal_of` with the group of `seat` already known."""
    here = state.pos[seat]
    if g is not None:
        members = g.members
        if len(members) == 2:
            boats = state.seat_boats
            b1, b2 = boats[members[0]], boats[members[1]]
            if b1 > b2:  # the lower boat first: it wins a tie
                b1, b2 = b2, b1
            return b1 if _PAIR_DIST[b1][here] <= _PAIR_DIST[b2][here] else b2
        return None
    best: int | None = None
    best_dist = 0
    from_here = D.DIST[here]
    for x in state.groups:  # the nearest partnerless treasure (the first of equals)
        if len(x.members) == 1 and (best is None or from_here[x.pos] < best_dist):
            best, best_dist = x.pos, from_here[x.pos]
    if best is not None:
        return best
    if state.site_coins:
        return D.SITE
    return None


# Breadth-first search on bit masks. The island's axial coordinates are laid out row by
# row, GRID_WIDTH bits a row with one spare column, so the six hex neighbours of every
# cell in a mask are six shifts (-1/+1 in q, -/+GRID_WIDTH in r, and the two diagonals);
# what lands on the spare column or off the island is masked away. Boats are extra bits,
# each next to its two landing spaces.
_Q0 = min(q for q, _ in D.CELL_COORDS)
_R0 = min(r for _, r in D.CELL_COORDS)
GRID_WIDTH = max(q for q, _ in D.CELL_COORDS) - _Q0 + 2
_BOAT_BIT0 = GRID_WIDTH * (max(r for _, r in D.CELL_COORDS) - _R0 + 2)
_BIT_INDEX: list[int] = [(r - _R0) * GRID_WIDTH + (q - _Q0) for q, r in D.CELL_COORDS] + [
    _BOAT_BIT0 + c for c in range(D.N_COLOURS)
]
_BIT: list[int] = [1 << i for i in _BIT_INDEX]
#: `_BIT` and a last entry 0, which the index -1 of a dragon off the board reads.
_BIT_OR_OFF: list[int] = [*_BIT, 0]
_SITE_BIT = _BIT[D.SITE]
_POS_OF_BIT_INDEX: dict[int, int] = {i: p for p, i in enumerate(_BIT_INDEX)}
_CELLS = sum(_BIT[p] for p in range(D.N_CELLS))
_BOAT_LINKS: list[tuple[int, int]] = [  # (boat bit, mask of its landing spaces)
    (_BIT[D.boat_of(c)], _BIT[D.LANDINGS[c][0]] | _BIT[D.LANDINGS[c][1]])
    for c in range(D.N_COLOURS)
]
_BOATS_AND_LANDINGS = sum(b | land for b, land in _BOAT_LINKS)
_NEIGHBOURS: list[int] = [sum(_BIT[n] for n in D.ADJ[p]) for p in range(D.N_POSITIONS)]


def _grow(frontier: int) -> int:
    """Every position next to a position in `frontier` (bit masks)."""
    w = GRID_WIDTH
    g = frontier & _CELLS
    reach = (g << 1 | g >> 1 | g << w | g >> w | g << (w - 1) | g >> (w - 1)) & _CELLS
    if frontier & _BOATS_AND_LANDINGS:
        for boat, landings in _BOAT_LINKS:
            if frontier & landings:
                reach |= boat
            if frontier & boat:
                reach |= landings
    return reach


def _ring(layer: int) -> int:
    """The island cells of `layer` and next to it, by four shifts instead of six: with
    `pair` the layer and its +1 neighbours, the offsets -1, 0, +1 (`pair | layer >> 1`),
    w-1, w (`pair << (w - 1)`) and -w, -(w-1) (`pair >> w`) are all six hex neighbours
    and the layer itself, which a search has already seen (`_search` inlines this)."""
    w = GRID_WIDTH
    pair = layer | layer << 1
    return (pair | layer >> 1 | pair << (w - 1) | pair >> w) & _CELLS


def _check_grid() -> None:
    """The shifts give exactly the board's adjacency (`D.ADJ`)."""
    for p in range(D.N_POSITIONS):
        assert _grow(_BIT[p]) == _NEIGHBOURS[p], f"bit-mask neighbours of {p}"
        if p < D.N_CELLS:
            ring = _NEIGHBOURS[p] & _CELLS | _BIT[p]
            assert _ring(_BIT[p]) == ring, f"bit-mask ring of {p}"


_check_grid()

#: A step candidate: (space next to the figure, its step distance to the goal).
Candidates = tuple[tuple[int, int], ...]
#: _CLOSER[goal][pos]: the spaces next to `pos` that are nearer to `goal` by the plain
#: distances (`D.DIST`), in board order, with their distances.
_CLOSER: list[list[Candidates]] = [
    [
        tuple((t, D.DIST[goal][t]) for t in D.ADJ[pos] if D.DIST[goal][t] < D.DIST[goal][pos])
        for pos in range(D.N_POSITIONS)
    ]
    for goal in range(D.N_POSITIONS)
]
_DETOUR_CACHE: dict[tuple[int, int, int], Candidates] = {}


def _detour(state: State, seat: int, goal: int, pair: bool) -> Candidates:
    """The spaces next to the figure of `seat` on a shortest way to `goal` around dragons
    and other figures (a treasure pair also around the site, which it may not enter),
    with their distance; all of them (distance 99) if no way leads there."""
    # The positions the way may not pass (a bit mask): dragons (index -1, off the board:
    # none), figures and, for a treasure pair, the site; never the goal itself.
    bit = _BIT_OR_OFF
    blocked = _SITE_BIT if pair else 0
    for p in state.dragons:
        blocked |= bit[p]
    for p in state.pos:
        blocked |= bit[p]
    blocked &= ~bit[goal]
    here = state.pos[seat]
    # If no blocker (the figure itself is one) is nearer to the goal than the nearest
    # free space next to `here`, every space at that distance is reached as on the empty
    # board and none can be nearer: the board's distances answer, without a search.
    table = _PAIR_WAYS if pair else _WAYS
    ways = table[goal]
    if ways is None:
        ways = table[goal] = _ways(goal, pair)
    nearer, by_distance = ways
    open_ = ~blocked
    for d, spaces, group in by_distance[here]:
        free = spaces & open_
        if free:
            if not blocked & nearer[d]:
                if free == spaces:  # mostly the whole group is free
                    return group
                one = _POSITION_OF_BIT.get(free)
                return ((one, d),) if one is not None else _reached(D.ADJ[here], free, d)
            break  # something may be in the way: search
    key = (goal, blocked, here)
    cached = _DETOUR_CACHE.get(key)
    if cached is not None:
        return cached
    if len(_DETOUR_CACHE) > 4096:
        _DETOUR_CACHE.clear()
    cands = _search(goal, blocked, here)
    _DETOUR_CACHE[key] = cands
    return cands


#: Per goal, by the distances of the empty board (`D.DIST`; `_PAIR_DIST` for a pair):
#: nearer[d], the island cells nearer to the goal than d (the goal itself not counted),
#: and by_distance[pos], the spaces next to `pos` grouped by their distance, nearest
#: first, as (distance, bit mask, the group as candidates): the goal alone with 0 if it
#: is next to `pos`, else island cells only (a boat next to `pos` is never nearer than
#: one of its landing spaces, which is next to `pos` too).
Ways = tuple[list[int], list[tuple[tuple[int, int, Candidates], ...]]]
_CELL_NEIGHBOURS: list[tuple[int, ...]] = [
    tuple(t for t in adjacent if t < D.N_CELLS) for adjacent in D.ADJ
]


def _ways(goal: int, pair: bool) -> Ways:
    """`Ways` of one goal (a fifth of a millisecond: built for the usual goals at import,
    for the others on first use)."""
    dist = _PAIR_DIST[goal] if pair else D.DIST[goal]
    top = max(x for x in dist if x < 99) + 2
    rings = [0] * top  # rings[d]: the island cells at distance d
    for c in range(D.N_CELLS):
        if 0 < dist[c] < 99:
            rings[dist[c]] |= _BIT[c]
    nearer = [0] * top
    for d in range(2, top):
        nearer[d] = nearer[d - 1] | rings[d - 1]
    at_goal = ((0, _BIT[goal], ((goal, 0),)),)
    by_distance: list[tuple[tuple[int, int, Candidates], ...]] = []
    for pos, neighbours in enumerate(_CELL_NEIGHBOURS):
        if goal in D.ADJ[pos]:
            by_distance.append(at_goal)
            continue
        groups: dict[int, list[int]] = {}  # the spaces by distance, in board order
        for t in neighbours:
            if dist[t] < 99:
                groups.setdefault(dist[t], []).append(t)
        by_distance.append(
            tuple(
                (d, sum(_BIT[t] for t in group), tuple((t, d) for t in group))
                for d, group in sorted(groups.items())
            )
        )
    return nearer, by_distance


#: The `Ways` of each goal for a lone hunter and for a treasure pair (None: not built yet);
#: the site and the boats, where hunters and pairs head, at once.
_WAYS: list[Ways | None] = [None] * D.N_POSITIONS
_PAIR_WAYS: list[Ways | None] = [None] * D.N_POSITIONS
_WAYS[D.SITE] = _ways(D.SITE, False)
for _boat in range(D.BOAT_BASE, D.N_POSITIONS):
    _WAYS[_boat], _PAIR_WAYS[_boat] = _ways(_boat, False), _ways(_boat, True)


# A boat is a dead end next to its two landing spaces, which are next to each other: a
# way through a boat is never shorter than the step between its landings. So a search
# whose goal is a boat starts from the landings, and a search that wants no boat's
# distance walks the island grid alone (`_search`; the premise is checked at import).
_BOAT_BITS = sum(boat for boat, _ in _BOAT_LINKS)
_LANDINGS_OF: dict[int, int] = {
    D.boat_of(c): landings for c, (_, landings) in enumerate(_BOAT_LINKS)
}
assert all(b in D.ADJ[a] for a, b in D.LANDINGS), "landing spaces of a boat are neighbours"


def _search(goal: int, blocked: int, here: int) -> Candidates:
    """Breadth first from `goal` around `blocked` up to the first layer that reaches a
    free space next to `here`: those spaces, with that distance, are the nearest (the goal
    itself with 0 if it is next to `here`); every space next to `here` with 99 if no
    free one is reached."""
    adjacent = D.ADJ[here]
    if goal in adjacent:
        return ((goal, 0),)
    goal_bit = _BIT[goal]
    seen = blocked | goal_bit
    wanted = _NEIGHBOURS[here] & ~seen  # the free neighbours
    if not wanted:
        return tuple((t, 99) for t in adjacent)
    frontier = goal_bit
    d = 0
    if wanted & _BOAT_BITS:
        while frontier:
            d += 1
            frontier = _grow(frontier) & ~seen
            if frontier & wanted:
                return _reached(adjacent, frontier & wanted, d)
            seen |= frontier
        return tuple((t, 99) for t in adjacent)
    if goal >= D.BOAT_BASE:  # the first layer: the landing spaces of the goal boat
        d = 1
        frontier = _LANDINGS_OF[goal] & ~seen
        if frontier & wanted:
            return _reached(adjacent, frontier & wanted, d)
        seen |= frontier
    w = GRID_WIDTH
    w1 = w - 1
    unseen = _CELLS & ~seen
    while frontier:
        d += 1
        # The island cells next to the whole layer (`_ring`, inline: four shifts).
        g = frontier
        pair = g | g << 1
        frontier = (pair | g >> 1 | pair << w1 | pair >> w) & unseen
        found = frontier & wanted
        if found:
            one = _POSITION_OF_BIT.get(found)  # mostly a single space
            return ((one, d),) if one is not None else _reached(adjacent, found, d)
        unseen ^= frontier
    return tuple((t, 99) for t in adjacent)


def _reached(adjacent: tuple[int, ...], found: int, d: int) -> Candidates:
    """The positions of `adjacent` in the bit mask `found`, each with distance `d` (the
    usual single one the island layers answer inline)."""
    bit = _BIT
    out = []
    for t in adjacent:
        if found & bit[t]:
            out.append((t, d))
    return tuple(out)


_POSITION_OF_BIT: dict[int, int] = {b: p for p, b in enumerate(_BIT)}
SITE, BOAT_BASE = D.SITE, D.BOAT_BASE
#: _FITS[colour][own][card]: whether `card` pays a step onto a disk of `colour` for a
#: figure of colour `own` (`legal._FITTING` as a list by card id: an index, not a hash).
_FITS: list[list[list[bool]]] = [
    [[card in fitting for card in range(D.N_CARDS)] for fitting in by_own]
    for by_own in legal._FITTING
]


DETOUR_PAUSE = 0.3  # chance to wait instead of detouring when the direct way is shut


def purposeful_step(state: State, seat: int, rng: random.Random) -> Move | None:
    """A step on a shortest way to the goal (around blockers if the direct way is shut)."""
    return _purposeful_step(state, seat, state.group_of(seat), rng)


def _purposeful_step(state: State, seat: int, g: Group | None, rng: random.Random) -> Move | None:
    """`purposeful_step` with the group `g` of `seat` known.

    A pair only ever steps onto a best next space around the site, which it may not
    enter: when it cannot pay for one it waits, and the hand is exchanged at the end of
    that turn (sideways detours of two partners could swing back and forth forever). A
    lone hunter tries the spaces nearer by the plain distances first, then (unless it
    pauses) a shortest way around the blockers."""
    if g is None and not state.groups:  # `_goal` without groups: the site, if coins lie there
        goal: int | None = SITE if state.site_coins else None
    else:
        goal = _goal(state, seat, g)
    if goal is None:
        return None
    if g is not None:  # (`_goal` found a goal, so this is a pair.)
        candidates = _detour(state, seat, goal, True)
    else:
        candidates = _CLOSER[goal][state.pos[seat]]
    # One pass over `candidates` picks a random one of the cheapest steps: the nearest
    # first, then free before paid. The replaced partner is drawn for every candidate
    # (that keeps the random stream of the games as they were). A lone hunter that finds
    # none takes a second pass over its detour candidates.
    entry_of = legal.entry_of
    # `legal.payments_of(..., first=True)` and `legal.entry_of`, inline for the common
    # cases (the golden games pin the choices and draws): the payment first, since often
    # no card fits and then the entry need not be looked at.
    colours, dragons, pos = state.colours, state.dragons, state.pos
    own = state.seat_colours[seat]
    free = state.free_colours
    homes: tuple[int, ...] = ()
    if g is not None:  # the partners' colours too (a loop: no slot-wrapper calls by map)
        free = free[:]
        for m in g.members:
            free.append(state.seat_colours[m])
        first, second = g.members  # (`_goal` found a goal: a pair)
        homes = (state.seat_boats[first], state.seat_boats[second])  # where it may deliver
    hand = state.hands[seat]
    fits_for = _FITS
    detoured = False
    while True:
        best: list[tuple[int, int | None, int | None]] = []  # (cell, card, replaced)
        best_key = 1 << 20  # above every key (a one-digit int: compared by the fast path)
        for t, dist in candidates:
            card: int | None = None
            if t != SITE and t < BOAT_BASE:
                colour = colours[t]
                if colour != own and colour not in free:
                    # The first card in hand that fits (often none: then no entry to look at).
                    fits = fits_for[colour][own]
                    for card in hand:
                        if fits[card]:
                            break
                    else:
                        continue
            if t in dragons:
                continue
            if g is None:
                if t < BOAT_BASE and t not in pos:
                    kind: str | None = "wait_site" if t == SITE else "plain"
                else:
                    kind = entry_of(state, g, seat, t)
                    if kind is None:
                        continue
            elif t >= BOAT_BASE:  # a pair (`entry_of`'s pair branch, inline): home only
                if t not in homes:
                    continue
                kind = "deliver"
            elif t == SITE or t in pos:  # never onto the site or another figure
                continue
            else:
                kind = "plain"
            key = 2 * dist if card is None else 2 * dist + 1
            if kind == "replace":
                target = pick(rng, legal.replace_targets(state, kind, t))
            else:
                target = None
                while rng.getrandbits(1):  # draw_from_one(rng): rng.choice([None]), as always drawn
                    pass
            if key < best_key:
                best, best_key = [(t, card, target)], key
            elif key == best_key:
                best.append((t, card, target))
        if best:
            if len(best) == 1:
                while rng.getrandbits(1):  # draw_from_one(rng): rng.choice(best)
                    pass
                cell, card, target = best[0]
            else:
                cell, card, target = pick(rng, best)
            if card is None and target is None:  # a free step: one shared move
                return _FREE_STEPS[seat][cell]
            return new_step(seat, cell, card, target)
        if g is not None or detoured or rng.random() < DETOUR_PAUSE:
            # Standing still now and then lets the turn end without a move, so the hand
            # is exchanged for cards that open the way (two detouring players could swing
            # back and forth between two free disks forever).
            return None
        candidates = _detour(state, seat, goal, False)
        detoured = True  # the second pass is the last


T = TypeVar("T")


def pick(rng: random.Random, seq: Sequence[T]) -> T:
    """`rng.choice(seq)` with the very same draw, in one Python call instead of three:
    CPython's `choice` takes `_randbelow(len(seq))`, which draws `getrandbits` of the
    length's bit length until the number is below the length (a test pins this)."""
    n = len(seq)
    if not n:
        raise IndexError("cannot pick from an empty sequence")
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return seq[r]


def below(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)` for n > 0 with the very same draw (`_randbelow`, as in `pick`)."""
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def draw_from_one(rng: random.Random) -> None:
    """Advance `rng` exactly as `rng.choice(seq)` does for a one-element `seq`, without
    the two Python calls: CPython's `choice` takes `_randbelow(1)`, which draws
    `getrandbits(1)` until it gives 0 (a test pins this equivalence)."""
    while rng.getrandbits(1):
        pass


def _free_steps(state: State, seat: int, g: Group | None) -> list[Move]:
    """The steps of `legal.step_moves` that need no card, without listing the paid ones
    (`legal.step_is_free` and `legal.replace_targets` inline)."""
    if g is not None and len(g.members) != 2:
        return []
    free = {state.seat_colours[seat], *state.free_colours}
    if g is not None:
        free.update(map(state.seat_colours.__getitem__, g.members))
    colours = state.colours
    out: list[Move] = []
    for t in D.ADJ[state.pos[seat]]:
        if t != SITE and t < BOAT_BASE and colours[t] not in free:
            continue
        kind = legal.entry_of(state, g, seat, t)
        if kind is None:
            continue
        if kind == "replace":
            for replaced in legal.replace_targets(state, kind, t):
                out.append(new_step(seat, t, None, replaced))
        else:
            out.append(_FREE_STEPS[seat][t])
    return out


def nearer_home(state: State, seat: int, cell: int) -> bool:
    """Whether `cell` brings the treasure pair of `seat` nearer its goal boat by the step
    distances `purposeful_step` walks by (around blockers, never over the site); True for
    a figure that is not in a pair. The easy level (`players.easy_move`) keeps its pairs
    to such steps."""
    g = state.group_of(seat)
    if g is None or len(g.members) != 2:
        return True
    goal = _goal(state, seat, g)
    if goal is None or cell >= BOAT_BASE:  # a pair enters only its partners' boats: home
        return True
    here = state.pos[seat]
    if cell in D.ADJ[here]:
        return any(t == cell and d < 99 for t, d in _detour(state, seat, goal, True))
    return _PAIR_DIST[goal][cell] < _PAIR_DIST[goal][here]  # a Foolhardy Flight


SAMPLED = ("destructive_forces", "thundering_elements", "dragon_patrol")


def sample_board_card(
    state: State, seat: int, kind: str, card: int, rng: random.Random
) -> Move | None:
    """A random legal swap / dragon move found by trial, far cheaper than listing all."""
    for _ in range(6):
        a = 1 + below(rng, D.N_CELLS - 1)  # rng.randrange(1, D.N_CELLS)
        if kind == "dragon_patrol":
            off = [d for d, p in enumerate(state.dragons) if p < 0]
            dragon = off[0] if off else below(rng, len(state.dragons))
            move: Move = DragonPatrol(seat, card, dragon, a)
        else:
            b = (
                pick(rng, D.ADJ[a])
                if kind == "destructive_forces"
                else 1 + below(rng, D.N_CELLS - 1)
            )
            swap = DestructiveForces if kind == "destructive_forces" else ThunderingElements
            move = swap(seat, card, min(a, b), max(a, b))
        try:
            state.check(move)
        except IllegalMove:
            continue
        return move
    return None


def random_move(state: State, seat: int, rng: random.Random, actions_this_turn: int = 0) -> Move:
    """One cheap, mostly sensible move for `seat`, which must be an actor."""
    phase = state.phase
    if phase == WINDOW:
        # The legal moves are Pass and `legal.responses` (built only when played). With
        # auto-pass the window asks only seats that may respond (`advance_window`).
        if (state.config.auto_pass or legal.may_respond(state, seat)) and rng.random() < 0.2:
            return legal.responses(state, seat)[0]
        return _PASS[seat]
    if phase == DUEL:
        card = state.first_of_kind(seat, "unfaithful")
        if card is not None and rng.random() < 0.5:
            return Unfaithful(seat, card=card)
        return Pass(seat)
    if phase == CHOICE:
        return Wait(seat) if rng.random() < 0.6 else Abandon(seat)
    if phase == EXCHANGE:
        return _exchange(state, seat, rng)
    assert phase == MAIN
    return _main_move(state, seat, rng, actions_this_turn)


def _main_move(state: State, seat: int, rng: random.Random, actions_this_turn: int) -> Move:
    """`random_move` on the active player's own turn (phase main)."""
    g = None
    for x in state.groups:  # `state.group_of(seat)`, inline
        if seat in x.members:
            g = x
            break
    if g is not None and g.pos == D.SITE and len(g.members) == 2:  # must leave the site
        step = _purposeful_step(state, seat, g, rng)
        return step if step is not None else pick(rng, state.legal_moves(seat))
    if actions_this_turn >= MAX_ACTIONS_PER_TURN:
        return _END_TURN[seat]
    if g is not None and len(g.members) == 1 and rng.random() < 0.2:
        return AbandonTreasure(seat)
    if rng.random() < CARD_CHANCE:
        kinds = sorted({D.CARD_KIND[c] for c in state.hands[seat]} & CARD_PLAY_KINDS)
        if kinds:
            kind = pick(rng, kinds)
            card = state.first_of_kind(seat, kind)
            assert card is not None
            if kind in SAMPLED:
                sampled = sample_board_card(state, seat, kind, card, rng)
                if sampled is not None:
                    return sampled
            else:
                options = legal.card_moves(state, seat, kind, card)
                if options:
                    return pick(rng, options)
    step = _purposeful_step(state, seat, g, rng)
    if step is not None:
        return step
    if rng.random() < 0.2:
        free = _free_steps(state, seat, g)
        if free:
            return pick(rng, free)
    return _END_TURN[seat]


# The moves without choices, one per seat (moves are frozen, so they can be shared).
_PASS: tuple[Pass, ...] = tuple(Pass(seat) for seat in range(D.N_COLOURS))
_END_TURN: tuple[EndTurn, ...] = tuple(EndTurn(seat) for seat in range(D.N_COLOURS))
#: _FREE_STEPS[seat][cell]: the step onto `cell` without a card and without replacing.
_FREE_STEPS: tuple[tuple[Step, ...], ...] = tuple(
    tuple(new_step(seat, cell, None, None) for cell in range(D.N_POSITIONS))
    for seat in range(D.N_COLOURS)
)


#: _ADJACENT_DISKS[pos]: the terrain disks next to `pos` (not the site, not boats).
_ADJACENT_DISKS: list[tuple[int, ...]] = [
    tuple(n for n in D.ADJ[p] if 0 < n < D.N_CELLS) for p in range(D.N_POSITIONS)
]


#: _EXCHANGE_CLASS[card]: what `_exchange` asks of a card: the colour of a terrain card
#: (0..5), or one of the two kinds of action card below.
_GREEN_ACTION, _OTHER_ACTION = -1, -2
_EXCHANGE_CLASS: list[int] = [
    D.CARD_COLOUR[c]
    if D.CARD_KIND[c] == D.TERRAIN
    else (_GREEN_ACTION if D.CARD_KIND[c] in D.GREEN else _OTHER_ACTION)
    for c in range(D.N_CARDS)
]


def _exchange(state: State, seat: int, rng: random.Random) -> Exchange:
    """Drop terrain cards of colours neither owned nor next to the figure (now and then
    one that is), and most action cards that are not green (a card's class from one
    table: `_EXCHANGE_CLASS`)."""
    own = state.seat_colours[seat]
    near: set[int] | None = None  # the colours of the disks next to the figure, once needed
    drop = []
    card_class = _EXCHANGE_CLASS
    for c in state.hands[seat]:
        colour = card_class[c]
        if colour >= 0:  # a terrain card
            if colour == own:
                continue
            if near is None:
                colours = state.colours
                near = set()
                for disk in _ADJACENT_DISKS[state.pos[seat]]:
                    near.add(colours[disk])
            if colour not in near or rng.random() < 0.2:
                drop.append(c)
        elif colour == _OTHER_ACTION or rng.random() < 0.3:
            drop.append(c)
    return new_exchange(seat, tuple(drop))


def play_random_game(state: State, rng: random.Random, max_moves: int = 20000) -> int:
    """Play to the end; returns the number of moves (raises if the cap is hit)."""
    moves = 0
    actions = 0
    turn = state.turn_no
    apply = state.apply
    auto_pass = state.config.auto_pass
    while True:
        # The most frequent moves take `random_move`'s branches without its dispatch.
        phase = state.phase
        if phase == MAIN:
            if state.turn_no != turn:
                turn, actions = state.turn_no, 0
            move = _main_move(state, state.active, rng, actions)
            actions += 1
        elif phase == WINDOW and auto_pass:  # the seat asked may respond (`random_move`)
            window = state.window
            assert window is not None
            asked = window.queue[0]
            move = legal.responses(state, asked)[0] if rng.random() < 0.2 else _PASS[asked]
        elif phase == EXCHANGE:
            move = _exchange(state, state.active, rng)
        else:
            seat = state.actor()
            if seat is None:
                break
            move = random_move(state, seat, rng, actions)  # not main: `actions` unused
        apply(move)
        moves += 1
        if moves > max_moves:
            raise RuntimeError("game did not end")
    return moves
