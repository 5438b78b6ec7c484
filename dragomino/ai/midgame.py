"""Dragomino's expert before the exact end game (two players): one round looked ahead and
judged by a learned chance of winning, never a peek.

Why: the hard level adds up expected eggs and hand-set bonuses; what decides a game is who
ends with more points, and with equal babies it matters who holds the mother dragon and
whose island fits the dominoes still to come. A small logistic model, fitted on games of the
hard level against itself (`bench/fit_dragomino_expert.py`), turns a position at the start
of a round into a chance of winning. Its data is `dragomino/data/expert_model.json`.

How a move is chosen (rounds 1-5; from the second-to-last round on `endgame` is exact):
- Candidates: the hard level's move first, then each display domino's best placements by
  the hard level's evaluator.
- Each candidate's eggs branch by their public odds (`endgame.egg_outcomes`); if the rival
  still places in this round, its reply is the hard level's move (asked once per domino
  taken) and its eggs branch too. Every outcome is a position at the start of the next
  round, judged by the model; the candidate's worth is the probability-weighted mean.
- The hard level's move stays unless another candidate's chance is higher by more than
  `SWITCH_MARGIN`.

Features, all as "mine minus the rival's", so the model is the same from either seat:
babies, the mother dragon (+1 mine, -1 the rival's), shells (the tie-break), and how well
the island fits the dominoes not yet revealed (for each such domino its best connections'
expected babies on the island; the expected best of three of them, and their mean). Only
public facts enter: the islands, revealed eggs and the set of unrevealed dominoes (the
stack's order is never read). The hard level's reply is asked with the move's most likely
eggs drawn. With the spring variant a reply would stop at the spring's choice, so there the
hard level's move stays unless the rival has already placed.

Measured (two players against hard, seats rotated, the exact end game in both arms): on 800
paired deals (1,600 games per arm) 56.9 % with it, 54.8 % without: +2.1 ±2.5 points. Looking
at more placements per domino (all of them instead of three) changed nothing measurable.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ..rules import NEIGHBOUR_DELTAS, TERRAIN_IDS, Cell, GameState, PlaceDomino
from .endgame import (
    Counts,
    LinkClass,
    egg_outcomes,
    grown_island,
    halves,
    islands_of,
    placement_links,
    public_counts,
    with_eggs,
)
from .evaluate import best_connections, expected_best

#: The model's inputs, in order (the data file must list the same).
FEATURES: tuple[str, ...] = ("babies", "mother", "shells", "fit_best_of_three", "fit_mean")
#: Dominoes a player chooses from in a round with two players: about three on average.
CHOICES_PER_ROUND = 3
#: How much higher another candidate's chance must be to replace the hard level's move.
SWITCH_MARGIN = 0.0
#: The model file inside the `dragomino.data` package.
MODEL_FILE = "expert_model.json"

#: The hard level's reply to a hypothetical position (its view and seat).
Reply = Callable[[GameState, int], PlaceDomino]
#: How well an island fits the unrevealed dominoes: (expected best of three, mean).
Fit = tuple[float, float]


@dataclass(frozen=True)
class WinModel:
    """Per round (the round at whose start a position is judged): logistic weights of
    `FEATURES`, without an intercept (the same position seen from the other seat has the
    negated features and the complementary chance)."""

    weights: dict[int, tuple[float, ...]]

    def chance(self, round_number: int, features: Sequence[float]) -> float | None:
        """The chance of winning of the seat the features were taken for (None: no weights
        for that round)."""
        weights = self.weights.get(round_number)
        if weights is None:
            return None
        z = sum(w * x for w, x in zip(weights, features, strict=True))
        return 1.0 / (1.0 + math.exp(-z))

    def to_json(self, provenance: str) -> dict[str, object]:
        return {
            "features": list(FEATURES),
            "provenance": provenance,
            "weights": {str(r): list(w) for r, w in sorted(self.weights.items())},
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> WinModel:
        if data.get("features") != list(FEATURES):
            raise ValueError(f"the model's features are {data.get('features')}, not {FEATURES}")
        raw = data.get("weights")
        if not isinstance(raw, dict):
            raise ValueError("the model has no weights")
        weights: dict[int, tuple[float, ...]] = {}
        for key, values in raw.items():
            if not isinstance(values, list):
                raise ValueError(f"round {key}: the weights are not a list")
            row = tuple(float(v) for v in values)
            if len(row) != len(FEATURES):
                raise ValueError(f"round {key}: {len(row)} weights for {len(FEATURES)} features")
            weights[int(key)] = row
        return cls(weights)


@lru_cache(maxsize=1)
def load_model() -> WinModel:
    """The shipped model (read once)."""
    text = resources.files("dragomino.data").joinpath(MODEL_FILE).read_text("utf-8")
    return WinModel.from_json(json.loads(text))


def baby_odds(counts: Counts) -> list[float]:
    """Per terrain index: the chance that its next egg is a baby (public counts)."""
    out: list[float] = []
    for t in range(len(TERRAIN_IDS)):
        babies, shells = counts[2 * t], counts[2 * t + 1]
        out.append(babies / (babies + shells) if babies + shells else 0.0)
    return out


def island_fit(island: dict[Cell, int], unrevealed: Iterable[int], odds: Sequence[float]) -> Fit:
    """How well `island` (cell -> terrain index) fits the unrevealed dominoes: for each, the
    expected babies of its best connections (one half, or both halves on neighbouring empty
    cells); then the expected best of `CHOICES_PER_ROUND` of them, and their mean."""
    near: dict[Cell, dict[int, int]] = {}
    for (x, y), terrain in island.items():
        for dx, dy in NEIGHBOUR_DELTAS:
            cell = (x + dx, y + dy)
            if cell not in island:
                counts = near.setdefault(cell, {})
                counts[terrain] = counts.get(terrain, 0) + 1
    worth = {cell: {t: n * odds[t] for t, n in c.items()} for cell, c in near.items()}
    values = best_connections(worth, (halves(dom_id)[:2] for dom_id in unrevealed))
    if not values:
        return 0.0, 0.0
    return expected_best(values, CHOICES_PER_ROUND), sum(values) / len(values)


def features(
    babies_lead: int, mother_mine: bool, shells_lead: int, mine: Fit, theirs: Fit
) -> tuple[float, ...]:
    """The model's inputs (see `FEATURES`) from one seat's side."""
    return (
        float(babies_lead),
        1.0 if mother_mine else -1.0,
        float(shells_lead),
        mine[0] - theirs[0],
        mine[1] - theirs[1],
    )


def round_start_features(state: GameState, seat: int) -> tuple[float, ...]:
    """The features of a position at the start of a round (two players), from `seat`'s
    side: what the fitting script records, the same function the search's outcomes use."""
    rival = 1 - seat
    islands, _ = islands_of(state)
    unrevealed = [d for d in state.display if d is not None] + list(state.stack)
    odds = baby_odds(public_counts(state))
    me, them = state.players[seat], state.players[rival]
    return features(
        me.babies - them.babies,
        state.mother == seat,
        me.shells - them.shells,
        island_fit(islands[seat], unrevealed, odds),
        island_fit(islands[rival], unrevealed, odds),
    )


def midgame_move(
    view: GameState,
    seat: int,
    candidates: Sequence[PlaceDomino],
    reply: Reply,
    model: WinModel | None = None,
) -> tuple[PlaceDomino, float | None, float | None]:
    """The candidate with the highest chance of winning at the start of the next round, the
    first (the hard level's move) unless another is higher by more than `SWITCH_MARGIN`
    (see the module docstring). Two players only; without weights for the next round the
    first candidate stays. Returns (move, its chance, the first's chance)."""
    model = load_model() if model is None else model
    next_round = view.round + 1
    spring_variant = view.config.spring_variant
    rival_places = view.turn_index < len(view.order) - 1
    if (
        view.num_players != 2
        or next_round not in model.weights
        or len(candidates) < 2
        or (spring_variant and rival_places)  # a copy would stop at a spring's choice
    ):
        return candidates[0], None, None
    islands, springs = islands_of(view)
    counts = public_counts(view)
    odds = baby_odds(counts)
    unrevealed = list(view.stack)  # as a set: its order is never used
    rival = 1 - seat
    babies_lead = view.players[seat].babies - view.players[rival].babies
    shells_lead = view.players[seat].shells - view.players[rival].shells
    fits: dict[tuple[int, int, Cell, int], Fit] = {}

    def fit_after(owner: int, dom_id: int, cell: Cell, orientation: int) -> Fit:
        key = (owner, dom_id, cell, orientation)
        found = fits.get(key)
        if found is None:
            grown, _ = grown_island(islands[owner], springs[owner], dom_id, cell, orientation)
            found = island_fit(grown, unrevealed, odds)
            fits[key] = found
        return found

    standing: dict[int, Fit] = {}

    def fit_now(owner: int) -> Fit:
        """The fit of `owner`'s island as it stands (made once, when first needed)."""
        if owner not in standing:
            standing[owner] = island_fit(islands[owner], unrevealed, odds)
        return standing[owner]

    replies: dict[int, tuple[LinkClass, Fit]] = {}

    def rival_reply(move: PlaceDomino, links: LinkClass) -> tuple[LinkClass, Fit]:
        """The hard level's reply once `seat` took this move's domino, asked with the
        move's most likely eggs drawn (never the view's hidden order)."""
        found = replies.get(move.display_index)
        if found is None:
            outcomes = egg_outcomes(links, counts, view.mother == seat, spring_variant)
            likely = max(outcomes, key=lambda o: o[0])[3]
            state = with_eggs(view, counts, likely)
            state.apply(move, seat)
            answer = reply(state, rival)
            dom_id = state.display[answer.display_index]
            assert dom_id is not None
            links = placement_links(
                islands[rival],
                springs[rival],
                dom_id,
                answer.cell,
                answer.orientation,
                spring_variant,
            )
            found = (links, fit_after(rival, dom_id, answer.cell, answer.orientation))
            replies[move.display_index] = found
        return found

    def chance(move: PlaceDomino) -> float:
        dom_id = view.display[move.display_index]
        assert dom_id is not None
        links = placement_links(
            islands[seat], springs[seat], dom_id, move.cell, move.orientation, spring_variant
        )
        mine = fit_after(seat, dom_id, move.cell, move.orientation)
        if rival_places:
            their_links, theirs = rival_reply(move, links)
        else:  # the rival has placed: its island is as it stands
            their_links, theirs = (), fit_now(rival)
        total = 0.0
        holder = view.mother == seat
        for p, babies, shells, after in egg_outcomes(links, counts, holder, spring_variant):
            mother = seat if shells else view.mother
            rival_eggs = (
                egg_outcomes(their_links, after, mother == rival, spring_variant)
                if their_links
                else [(1.0, 0, 0, after)]
            )
            for q, their_babies, their_shells, _ in rival_eggs:
                holder_then = rival if their_shells else mother
                x = features(
                    babies_lead + babies - their_babies,
                    holder_then == seat,
                    shells_lead + shells - their_shells,
                    mine,
                    theirs,
                )
                value = model.chance(next_round, x)
                assert value is not None
                total += p * q * value
        return total

    kept = chance(candidates[0])
    best, best_move = kept, candidates[0]
    for move in candidates[1:]:
        value = chance(move)
        if value > best + SWITCH_MARGIN:
            best, best_move = value, move
    return best_move, best, kept
