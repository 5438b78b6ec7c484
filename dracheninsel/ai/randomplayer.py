"""A fast random-but-purposeful player for tests and benchmarks (not a real opponent).

It reads the full state (it is a test driver, not a computer player) and picks moves with
the engine's own generators, heading for the site or a partner's boat most of the time
and playing a random card now and then, so thousands of complete games run in seconds.
"""

from __future__ import annotations

import random

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
)
from ..rules.state import CHOICE, DUEL, EXCHANGE, MAIN, WINDOW, State

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
    g = state.group_of(seat)
    if g is not None:
        if len(g.members) == 2:
            boats = sorted(state.boat(m) for m in g.members)
            return min(boats, key=lambda b: _PAIR_DIST[b][state.pos[seat]])
        return None
    lone = [x.pos for x in state.groups if len(x.members) == 1]
    if lone:
        return min(lone, key=lambda p: D.DIST[state.pos[seat]][p])
    if state.site_coins:
        return D.SITE
    return None


_NEIGHBOUR_MASK: list[int] = [sum(1 << n for n in D.ADJ[p]) for p in range(D.N_POSITIONS)]
_BFS_CACHE: dict[tuple[int, int, int], list[int]] = {}


def blocked_distances(state: State, seat: int, goal: int) -> list[int]:
    """Step distances to `goal` around dragons and other figures (breadth first); a
    treasure pair also goes around the site, which it may not enter. Only the entries of
    the spaces next to the figure of `seat` are filled in (the search stops once they are
    all reached): those are all a step needs; the rest may read 99."""
    blocked = 0  # a bit per blocked position
    for p in state.dragons:
        if p >= 0:  # -1: a dragon off the board
            blocked |= 1 << p
    for p in state.pos:
        blocked |= 1 << p
    g = state.group_of(seat)
    if g is not None and len(g.members) == 2:
        blocked |= 1 << D.SITE
    blocked &= ~(1 << goal)
    here = state.pos[seat]
    key = (goal, blocked, here)
    cached = _BFS_CACHE.get(key)
    if cached is not None:
        return cached
    if len(_BFS_CACHE) > 4096:
        _BFS_CACHE.clear()
    dist = [99] * D.N_POSITIONS
    _BFS_CACHE[key] = dist
    dist[goal] = 0
    # Breadth first on bit masks of positions: a layer is the union of its members'
    # neighbour masks, minus what is seen or blocked.
    seen = blocked | 1 << goal
    wanted = _NEIGHBOUR_MASK[here] & ~seen  # the neighbours still to reach
    frontier = 1 << goal
    d = 0
    while frontier and wanted:
        d += 1
        reach = 0
        while frontier:
            low = frontier & -frontier
            reach |= _NEIGHBOUR_MASK[low.bit_length() - 1]
            frontier ^= low
        frontier = reach & ~seen
        seen |= frontier
        wanted &= ~frontier
        layer = frontier
        while layer:
            low = layer & -layer
            dist[low.bit_length() - 1] = d
            layer ^= low
    return dist


DETOUR_PAUSE = 0.3  # chance to wait instead of detouring when the direct way is shut


def purposeful_step(state: State, seat: int, rng: random.Random) -> Move | None:
    """A step on a shortest way to the goal (around blockers if the direct way is shut)."""
    goal = goal_of(state, seat)
    if goal is None:
        return None
    g = state.group_of(seat)
    if g is not None and len(g.members) != 2:
        return None
    here = state.pos[seat]
    if g is None:
        move = _closer_step(state, seat, D.DIST[goal], D.DIST[goal][here], rng)
    else:
        # The plain distances may lead over the site, which a pair cannot enter. A pair
        # only ever steps onto a best next space: when it cannot pay for one it waits,
        # and the hand is exchanged at the end of that turn (sideways detours of two
        # partners could swing back and forth forever).
        table = blocked_distances(state, seat, goal)
        return _closer_step(state, seat, table, min(table[n] for n in D.ADJ[here]) + 1, rng)
    if move is None:
        if rng.random() < DETOUR_PAUSE:
            # Standing still now and then lets the turn end without a move, so the hand is
            # exchanged for cards that open the way (two detouring players could swing
            # back and forth between two free disks forever).
            return None
        table = blocked_distances(state, seat, goal)
        move = _closer_step(state, seat, table, min(table[n] for n in D.ADJ[here]) + 1, rng)
    return move


def _closer_step(
    state: State, seat: int, table: list[int], here: int, rng: random.Random
) -> Move | None:
    best: list[Move] = []
    best_key = (99, 9)
    for t in D.ADJ[state.pos[seat]]:
        dist = table[t]
        if dist >= here:
            continue
        kind = legal.entry(state, seat, t)
        if kind is None:
            continue
        card = legal.payments(state, seat, t)[:1]
        if not card:
            continue
        key = (dist, 0 if card[0] is None else 1)
        reps = legal.replace_targets(state, kind, t)
        move = Step(seat, card=card[0], cell=t, target=rng.choice(reps))
        if key < best_key:
            best, best_key = [move], key
        elif key == best_key:
            best.append(move)
    return rng.choice(best) if best else None


SAMPLED = ("destructive_forces", "thundering_elements", "dragon_patrol")


def sample_board_card(
    state: State, seat: int, kind: str, card: int, rng: random.Random
) -> Move | None:
    """A random legal swap / dragon move found by trial, far cheaper than listing all."""
    for _ in range(6):
        a = rng.randrange(1, D.N_CELLS)
        if kind == "dragon_patrol":
            off = [d for d, p in enumerate(state.dragons) if p < 0]
            dragon = off[0] if off else rng.randrange(len(state.dragons))
            move: Move = DragonPatrol(seat, card, dragon, a)
        else:
            b = (
                rng.choice(D.ADJ[a])
                if kind == "destructive_forces"
                else rng.randrange(1, D.N_CELLS)
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
        moves = state.legal_moves(seat)
        if len(moves) > 1 and rng.random() < 0.2:
            return moves[1]
        return moves[0]
    if phase == DUEL:
        card = state.first_of_kind(seat, "unfaithful")
        if card is not None and rng.random() < 0.5:
            return Unfaithful(seat, card=card)
        return Pass(seat)
    if phase == CHOICE:
        return Wait(seat) if rng.random() < 0.6 else Abandon(seat)
    if phase == EXCHANGE:
        own = state.colour_of(seat)
        near = {state.colours[n] for n in D.ADJ[state.pos[seat]] if 0 < n < D.N_CELLS}
        drop = []
        for c in state.hands[seat]:
            kind = D.CARD_KIND[c]
            if kind == D.TERRAIN:
                colour = D.CARD_COLOUR[c]
                if colour != own and (colour not in near or rng.random() < 0.2):
                    drop.append(c)
            elif kind not in D.GREEN or rng.random() < 0.3:
                drop.append(c)
        return Exchange(seat, cards=tuple(drop))
    assert phase == MAIN
    if state.must_leave_site():
        moves = state.legal_moves(seat)
        step = purposeful_step(state, seat, rng)
        return step if step is not None else rng.choice(moves)
    if actions_this_turn >= MAX_ACTIONS_PER_TURN:
        return EndTurn(seat)
    g = state.group_of(seat)
    if g is not None and len(g.members) == 1 and rng.random() < 0.2:
        return AbandonTreasure(seat)
    if rng.random() < CARD_CHANCE:
        kinds = sorted({D.CARD_KIND[c] for c in state.hands[seat]} & CARD_PLAY_KINDS)
        if kinds:
            kind = rng.choice(kinds)
            card = state.first_of_kind(seat, kind)
            assert card is not None
            if kind in SAMPLED:
                sampled = sample_board_card(state, seat, kind, card, rng)
                if sampled is not None:
                    return sampled
            else:
                options = legal.card_moves(state, seat, kind, card)
                if options:
                    return rng.choice(options)
    step = purposeful_step(state, seat, rng)
    if step is not None:
        return step
    if rng.random() < 0.2:
        free = [m for m in legal.step_moves(state, seat) if isinstance(m, Step) and m.card is None]
        if free:
            return rng.choice(free)
    return EndTurn(seat)


def play_random_game(state: State, rng: random.Random, max_moves: int = 20000) -> int:
    """Play to the end; returns the number of moves (raises if the cap is hit)."""
    moves = 0
    actions = 0
    turn = state.turn_no
    while True:
        seat = state.actor()
        if seat is None:
            break
        if state.turn_no != turn:
            turn, actions = state.turn_no, 0
        move = random_move(state, seat, rng, actions)
        if state.phase == MAIN:
            actions += 1
        state.apply(move)
        moves += 1
        if moves > max_moves:
            raise RuntimeError("game did not end")
    return moves
