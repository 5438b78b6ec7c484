"""Dragomino computer players easy, normal and hard: `heuristic_move(view, seat, level, rng)`.

Seats are bound to `players.choose_move`; the expert (`expert.py`) builds on the hard level
here. They read only a player's `GameState.view(seat)` and public egg counts, never the
hidden supplies. How they decide:

- easy: a random display domino; half the time its placement with the most connections,
  otherwise a random legal spot (a child-friendly opponent that still hatches eggs).
- normal: greedy expected value of every (domino, placement): expected babies from the public
  odds (springs: best of two), the chance of an empty shell times the worth of the mother
  dragon, plus "future potential" (empty cells next to several squares of one terrain).
- hard: the same with sharper weights, plus a one-ply look at the rest of the round: for each
  domino it could take, the players after it greedily take their best from what is left, and
  their gains count against it (it denies good dominoes). It values the mother dragon as the
  swing it is between players and keeps a shell at a spring when that is worth more.
"""

from __future__ import annotations

import random

from ..rules import (
    NEIGHBOUR_DELTAS,
    ORIENTATION_DELTAS,
    PHASE_SPRING_CHOICE,
    Cell,
    ChooseSpringEgg,
    DominoSpec,
    GameState,
    Move,
    PlaceDomino,
    Placement,
    Square,
)
from .evaluate import LEVEL_WEIGHTS, Evaluator, Weights

LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")  # expert: expert.py


def heuristic_move(view: GameState, seat: int, level: str, rng: random.Random) -> Move:
    """The move of a computer player of `level` for `seat`, from that seat's view
    (`state.view(seat)`); the expert's answer to a spring offer is the hard level's."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; use one of {', '.join(LEVELS)}")
    if seat not in view.actors():
        raise ValueError(f"seat {seat} may not act now (actors: {view.actors()})")
    if view.phase == PHASE_SPRING_CHOICE:
        return choose_spring_egg(view, level)
    if level == "easy":
        return _easy_move(view, seat, rng)
    if level == "expert":
        raise ValueError("the expert is players.choose_move's (expert.py builds on this module)")
    return _greedy_move(view, seat, LEVEL_WEIGHTS[level], rng)


def choose_spring_egg(view: GameState, level: str) -> ChooseSpringEgg:
    """Keep the baby (hard keeps a shell when the mother dragon is worth more)."""
    offer = view.spring_offer
    if offer is None or len(offer.options) < 2:
        return ChooseSpringEgg(0)
    babies = [i for i, token in enumerate(offer.options) if token.is_baby]
    shells = [i for i, token in enumerate(offer.options) if not token.is_baby]
    if not babies or not shells:
        return ChooseSpringEgg(0)
    if level in ("hard", "expert") and view.mother != offer.player:
        evaluator = Evaluator(view, offer.player, LEVEL_WEIGHTS["hard"])
        if evaluator.mother_value > 1.0:
            return ChooseSpringEgg(shells[0])
    return ChooseSpringEgg(babies[0])


# --------------------------------------------------------------------------- easy


def _easy_move(view: GameState, seat: int, rng: random.Random) -> Move:
    slots = [i for i, d in enumerate(view.display) if d is not None]
    index = rng.choice(slots)
    spec = view.display_domino(index)
    placements = view.legal_placements(spec, seat)
    if rng.random() < 0.5:
        island = view.players[seat].island
        counted = [(_count_connections(island, spec, p), p) for p in placements]
        most = max(c for c, _ in counted)
        placements = [p for c, p in counted if c == most]
    chosen = rng.choice(placements)
    return PlaceDomino(index, chosen.cell, chosen.orientation)


def _count_connections(island: dict[Cell, Square], spec: DominoSpec, p: Placement) -> int:
    dx, dy = ORIENTATION_DELTAS[p.orientation]
    count = 0
    for (x, y), terrain in (
        (p.cell, spec.a.terrain),
        ((p.cell[0] + dx, p.cell[1] + dy), spec.b.terrain),
    ):
        for nx, ny in NEIGHBOUR_DELTAS:
            old = island.get((x + nx, y + ny))
            if old is not None and old.terrain == terrain:
                count += 1
    return count


# --------------------------------------------------------------------------- evaluation


def _greedy_move(view: GameState, seat: int, weights: Weights, rng: random.Random) -> Move:
    evaluator = Evaluator(view, seat, weights)
    slots = [i for i, d in enumerate(view.display) if d is not None]
    mine: dict[int, tuple[float, Placement]] = {}
    use_next_turn = weights.next_turn > 0.0 and evaluator.future[seat] > 1 and view.stack
    for index in slots:
        spec = view.display_domino(index)
        scored = evaluator.score_placements(seat, spec)
        if use_next_turn:
            scored.sort(key=lambda vp: vp[0], reverse=True)
            scored = [
                (
                    v
                    + weights.next_turn
                    * evaluator.next_turn_value(
                        seat,
                        p.cell,
                        spec.a.terrain,
                        _cell_b(p),
                        spec.b.terrain,
                    ),
                    p,
                )
                for v, p in scored[: weights.shortlist]
            ]
        best = max(v for v, _ in scored)
        ties = [p for v, p in scored if v >= best - 1e-9]
        mine[index] = (best, rng.choice(ties))
    totals = {index: value for index, (value, _) in mine.items()}
    if weights.denial > 0.0:
        for index in slots:
            totals[index] -= weights.denial * _rivals_gain(view, evaluator, seat, index, slots)
    best_total = max(totals.values())
    choices = [i for i in slots if totals[i] >= best_total - 1e-9]
    index = rng.choice(choices)
    placement = mine[index][1]
    return PlaceDomino(index, placement.cell, placement.orientation)


def _cell_b(p: Placement) -> Cell:
    dx, dy = ORIENTATION_DELTAS[p.orientation]
    return (p.cell[0] + dx, p.cell[1] + dy)


def _rivals_gain(
    view: GameState, evaluator: Evaluator, seat: int, taken: int, slots: list[int]
) -> float:
    """What the players after `seat` this round gain, each greedily taking its best domino
    from what `seat` leaves; for more than one rival, the mean gain counts."""
    later = view.order[view.turn_index + 1 :]
    if not later:
        return 0.0
    left = [i for i in slots if i != taken]
    gains: list[float] = []
    for rival in later:
        if not left:
            break
        options = {i: _rival_value(view, evaluator, rival, i) for i in left}
        pick = max(left, key=lambda i: options[i])
        gains.append(options[pick])
        left.remove(pick)
    if not gains:
        return 0.0
    return sum(gains) / len(gains)


def _rival_value(view: GameState, evaluator: Evaluator, rival: int, index: int) -> float:
    """A rival's best value for a display domino (cached per decision)."""
    cache = evaluator.rival_values
    key = (rival, index)
    if key not in cache:
        cache[key] = evaluator.best_placement(rival, view.display_domino(index))[0]
    return cache[key]
