"""The end of a Dragomino game solved exactly: chances of winning, not samples, for the expert.

Why it can be exact: once the stack is empty, the only hidden facts are the orders of the
egg supplies, and their contents are public (every revealed egg stays visible). So every
egg a placement draws has known hypergeometric odds, and the rest of the game is a small
tree of choices and draws. Why it is small: in the last round an island's shape no longer
matters after its owner's placement, so a placement is fully described by its connections
(terrain and spring of each), its *class*; a domino has only a handful per island.

The last round (`last_round_move`): the seats still to move, in the round's order, each
pick (domino, class); each pick's eggs branch by their odds (a shell takes the mother
dragon); at the end the real scoring decides (points = babies + mother dragon; tie: most
shells; still tied: shared). The deciding seat maximizes its chance; a seat after it is
modelled either as maximizing its own chance (`MAXIMIZE`) or as the hard level plays
(`HARD`: its evaluator in the last round, denial included; that is the opponent the expert
meets in `simulate`, and a test checks the model picks what the hard level picks).

The second-to-last round, two players (`second_last_round_move`): the stack then holds
exactly the last round's display, so it is known as a set (its order is hidden, and a
display has no order). Each placement is followed through its eggs, the rival's reply (the
hard level's move, asked on a copy of the view with those eggs drawn) and the rival's eggs
into the last round, solved as above in the order the mother dragon then gives. Here the
island's shape matters (it makes next round's classes), so every legal placement is a
candidate; placements that leave the same classes are valued once.

Spring variant: when a spring shows two eggs, one baby and one shell, the chooser keeps the
shell unless it holds the mother dragon (the hard level's rule at the end of a game, which
the expert's own spring choice follows too).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from ..rules import (
    ORIENTATION_DELTAS,
    RULES,
    TERRAIN_IDS,
    Cell,
    GameState,
    PlaceDomino,
    domino,
    frontier,
    public_egg_counts,
)
from .evaluate import CONNECTIONS_PER_PLACEMENT, LEVEL_WEIGHTS, expected_eggs_value

#: One connection: (terrain index, whether a spring applies to it).
Link = tuple[int, bool]
#: A placement's connections, sorted: all that matters about it in the last round.
LinkClass = tuple[Link, ...]
#: Eggs left: babies of terrain t at 2t, shells at 2t + 1.
Counts = tuple[int, ...]

#: Seat models: how a seat still to move after the decider picks its move.
MAXIMIZE = "maximize"
HARD = "hard"
#: A move replaces the fallback only when its chance of winning is higher by more than
#: this (float noise; equal chances keep the hard level's move).
EXACT_MARGIN = 1e-9
#: The hard level's weight of what the seats after it gain from the dominoes it leaves.
HARD_DENIAL = LEVEL_WEIGHTS["hard"].denial

_TERRAIN_INDEX = {t: i for i, t in enumerate(TERRAIN_IDS)}


def halves(dom_id: int) -> tuple[int, int, bool, bool]:
    """A domino as (terrain index of half A, of half B, spring on A, spring on B)."""
    spec = domino(dom_id)
    return (
        _TERRAIN_INDEX[spec.a.terrain],
        _TERRAIN_INDEX[spec.b.terrain],
        spec.a.spring,
        spec.b.spring,
    )


def island_classes(
    island: dict[Cell, int], springs: set[Cell], dominoes: Iterable[int], spring_variant: bool
) -> dict[int, dict[LinkClass, tuple[Cell, int]]]:
    """Per domino, every class of its legal placements on `island` (cell -> terrain index),
    each with one placement (cell of half A, orientation) showing it."""
    if spring_variant:
        return {d: _spring_classes(island, springs, d) for d in dominoes}
    profiles = _profiles(island)
    out: dict[int, dict[LinkClass, tuple[Cell, int]]] = {}
    for dom_id in dominoes:
        ta, tb, _, _ = halves(dom_id)
        found: dict[LinkClass, tuple[Cell, int]] = {}
        for (near_a, near_b), placement in profiles.items():
            key = tuple(sorted([(ta, False)] * near_a[ta] + [(tb, False)] * near_b[tb]))
            if key not in found:
                found[key] = placement
        out[dom_id] = found
    return out


_ZERO = (0,) * len(TERRAIN_IDS)


def _profiles(
    island: dict[Cell, int],
) -> dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[Cell, int]]:
    """Without springs a placement's class is fixed by how many squares of each terrain
    touch its two cells: every distinct (half A's counts, half B's counts) of the island's
    legal placements, with one placement showing it. Few, and shared by all dominoes."""
    counts: dict[Cell, list[int]] = {}
    for (x, y), terrain in island.items():
        for dx, dy in ORIENTATION_DELTAS:
            cell = (x + dx, y + dy)
            if cell not in island:
                found = counts.get(cell)
                if found is None:
                    found = counts[cell] = [0] * len(TERRAIN_IDS)
                found[terrain] += 1
    near = {cell: tuple(c) for cell, c in counts.items()}
    out: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[Cell, int]] = {}
    for cell in sorted(near):
        here = near[cell]
        for o, (dx, dy) in enumerate(ORIENTATION_DELTAS):
            other = (cell[0] + dx, cell[1] + dy)
            if other in island:
                continue
            there = near.get(other, _ZERO)
            if (here, there) not in out:
                out[here, there] = (cell, o)
            if (there, here) not in out:  # the other way round: half A on `other`
                out[there, here] = (other, (o + 2) % 4)
    return out


def _spring_classes(
    island: dict[Cell, int], springs: set[Cell], dom_id: int
) -> dict[LinkClass, tuple[Cell, int]]:
    """`island_classes` for the spring variant, where a connection's spring depends on the
    very square it touches: every legal placement looked at."""
    tried: set[tuple[Cell, int]] = set()
    for x, y in frontier(island):
        for o, (dx, dy) in enumerate(ORIENTATION_DELTAS):
            tried.add(((x, y), o))  # half A on the frontier
            tried.add(((x - dx, y - dy), o))  # half B on the frontier
    out: dict[LinkClass, tuple[Cell, int]] = {}
    for cell_a, o in sorted(tried):
        dx, dy = ORIENTATION_DELTAS[o]
        if cell_a in island or (cell_a[0] + dx, cell_a[1] + dy) in island:
            continue
        key = placement_links(island, springs, dom_id, cell_a, o, True)
        if key not in out:
            out[key] = (cell_a, o)
    return out


def egg_outcomes(
    links: LinkClass, counts: Counts, holder: bool, spring_variant: bool
) -> list[tuple[float, int, int, Counts]]:
    """The placement's eggs, every way they can fall: (probability, babies, shells, eggs
    left), outcomes with equal results merged. `holder`: the placer holds the mother dragon
    (only the spring choice depends on it)."""
    merged: dict[tuple[int, int, Counts], float] = {}

    def draw(i: int, left: list[int], babies: int, shells: int, p: float) -> None:
        if i == len(links):
            key = (babies, shells, tuple(left))
            merged[key] = merged.get(key, 0.0) + p
            return
        terrain, spring = links[i]
        b, s = left[2 * terrain], left[2 * terrain + 1]
        n = b + s
        if n == 0:  # the supply is empty: the connection gives nothing
            draw(i + 1, left, babies, shells, p)
            return
        if spring_variant and spring and n >= 2:
            pairs = n * (n - 1)
            both_babies = b * (b - 1) / pairs
            both_shells = s * (s - 1) / pairs
            mixed = 2 * b * s / pairs
            keep_shell = not holder and shells == 0
            p_baby = both_babies + (0.0 if keep_shell else mixed)
            p_shell = both_shells + (mixed if keep_shell else 0.0)
        else:
            p_baby = b / n
            p_shell = s / n
        if p_baby > 0.0:
            left[2 * terrain] -= 1
            draw(i + 1, left, babies + 1, shells, p * p_baby)
            left[2 * terrain] += 1
        if p_shell > 0.0:
            left[2 * terrain + 1] -= 1
            draw(i + 1, left, babies, shells + 1, p * p_shell)
            left[2 * terrain + 1] += 1

    draw(0, list(counts), 0, 0, 1.0)
    return [(p, b, s, c) for (b, s, c), p in merged.items()]


def hard_last_value(
    links: LinkClass, counts: Counts, holder: bool, later_movers: int, players: int
) -> float:
    """The hard level's value of a last-round placement (`evaluate.Evaluator.eggs_value` with the
    mother dragon's worth of a placer with `later_movers` rivals still to place; its
    potential, next-turn and denial terms are zero in the last round for the last mover)."""
    eggs = sum(counts)
    shells_left = sum(counts[1::2])
    shell_rate = shells_left / eggs if eggs else 0.0
    keep = math.exp(-later_movers * CONNECTIONS_PER_PLACEMENT * shell_rate)
    mother = keep * RULES.mother_dragon_bonus * (1.0 + 1.0 / (players - 1))
    # links carry a spring only in the spring variant (`placement_links`)
    return expected_eggs_value(
        links, lambda terrain: (counts[2 * terrain], counts[2 * terrain + 1]), holder, mother
    )


class Tables:
    """Memos several last-round searches of one decision share: egg outcomes, the hard
    level's values, values of positions, and a small id per distinct set of a seat's
    classes (so keys stay cheap to hash)."""

    def __init__(self) -> None:
        self.values: dict[tuple[object, ...], float] = {}
        self.hard: dict[tuple[LinkClass, Counts, bool, int], float] = {}
        self.eggs: dict[tuple[LinkClass, Counts, bool], list[tuple[float, int, int, Counts]]] = {}
        self.class_ids: dict[tuple[tuple[int, tuple[LinkClass, ...]], ...], int] = {}

    def class_id(self, classes: dict[int, list[LinkClass]]) -> int:
        key = tuple(sorted((d, tuple(sorted(c))) for d, c in classes.items()))
        return self.class_ids.setdefault(key, len(self.class_ids))


def my_share(me: int, babies: Sequence[int], shells: Sequence[int], mother: int) -> float:
    """`me`'s share of the win at the end (the real scoring: points are babies and the
    mother dragon; tie: most shells; still tied: shared, 1/k)."""
    bonus = RULES.mother_dragon_bonus
    mine = babies[me] + (bonus if mother == me else 0)
    mine_shells = shells[me]
    tied = 1
    for seat, b in enumerate(babies):
        if seat == me:
            continue
        score = b + (bonus if mother == seat else 0)
        if score > mine or (score == mine and shells[seat] > mine_shells):
            return 0.0
        if score == mine and shells[seat] == mine_shells:
            tied += 1
    return 1.0 / tied


@dataclass
class LastRound:
    """The rest of the last round from one position, with every seat's placement classes,
    valued as `me`'s chance of winning (a shared win counts 1/k).

    classes[seat][dom_id]: that seat's classes for that domino; order: the seats still to
    move; models[seat]: MAXIMIZE or HARD (`me` always maximizes; another seat may maximize
    only with two players, where its gain is `me`'s loss); tables: memos shared with other
    searches of the same decision."""

    me: int
    classes: list[dict[int, list[LinkClass]]]
    order: list[int]
    models: dict[int, str]
    spring_variant: bool
    tables: Tables = field(default_factory=Tables)

    def __post_init__(self) -> None:
        self._memo = self.tables.values
        self._eggs = self.tables.eggs
        ids = [self.tables.class_id(c) if c else -1 for c in self.classes]
        self._hard = {
            s for s in self.order if s != self.me and self.models.get(s, MAXIMIZE) == HARD
        }
        if (
            len(self.classes) > 2
            and any(s != self.me for s in self.order)
            and not all(s == self.me or s in self._hard for s in self.order)
        ):
            raise ValueError("with more than two players only `me` may maximize")
        # what a position's value depends on beyond the public facts: who moves, how each
        # is modelled, and what each can still make of every domino
        self._who = [
            tuple((s, ids[s], s in self._hard) for s in self.order[turn:])
            for turn in range(len(self.order) + 1)
        ]

    def outcomes(
        self, links: LinkClass, counts: Counts, holder: bool
    ) -> list[tuple[float, int, int, Counts]]:
        key = (links, counts, holder)
        found = self._eggs.get(key)
        if found is None:
            found = egg_outcomes(links, counts, holder, self.spring_variant)
            self._eggs[key] = found
        return found

    def option_value(
        self,
        turn: int,
        display: tuple[int, ...],
        dom_id: int,
        links: LinkClass,
        babies: tuple[int, ...],
        shells: tuple[int, ...],
        mother: int,
        counts: Counts,
    ) -> float:
        """`me`'s expected share after the seat at `turn` places `dom_id` as `links`."""
        seat = self.order[turn]
        rest = list(display)
        rest.remove(dom_id)
        left = tuple(rest)
        total = 0.0
        for p, got_babies, got_shells, after in self.outcomes(links, counts, mother == seat):
            new_babies = list(babies)
            new_babies[seat] += got_babies
            new_shells = list(shells)
            new_shells[seat] += got_shells
            holder = seat if got_shells else mother
            total += p * self.value(
                turn + 1, left, tuple(new_babies), tuple(new_shells), holder, after
            )
        return total

    def _hard_value(
        self, links: LinkClass, counts: Counts, holder: bool, later: int, players: int
    ) -> float:
        key = (links, counts, holder, later)
        found = self.tables.hard.get(key)
        if found is None:
            found = hard_last_value(links, counts, holder, later, players)
            self.tables.hard[key] = found
        return found

    def hard_choices(
        self, turn: int, display: tuple[int, ...], mother: int, counts: Counts, players: int
    ) -> list[tuple[int, LinkClass]]:
        """The (domino, class) picks the hard level would make here, all equally good to it:
        per domino its best class by `hard_last_value`, less `HARD_DENIAL` times what the
        seats after it gain, each greedily taking its best of what is left (`levels._greedy_move`
        and `levels._rivals_gain` in the last round, where potential and next turn count 0)."""
        seat = self.order[turn]
        later_seats = self.order[turn + 1 :]
        later = len(self.order) - turn - 1

        def best_of(who: int, dom_id: int) -> tuple[float, list[LinkClass]]:
            holder = mother == who
            scored = [
                (self._hard_value(c, counts, holder, later, players), c)
                for c in self.classes[who][dom_id]
            ]
            top = max(v for v, _ in scored)
            return top, [c for v, c in scored if v >= top - 1e-9]

        doms = sorted(set(display))
        mine = {d: best_of(seat, d) for d in doms}
        totals: dict[int, float] = {}
        for dom_id in doms:
            total = mine[dom_id][0]
            if later_seats and HARD_DENIAL > 0.0:
                left = [d for d in doms if d != dom_id]
                gains: list[float] = []
                for rival in later_seats:
                    if not left:
                        break
                    values = {d: best_of(rival, d)[0] for d in left}
                    pick = max(left, key=lambda d: values[d])
                    gains.append(values[pick])
                    left.remove(pick)
                if gains:
                    total -= HARD_DENIAL * sum(gains) / len(gains)
            totals[dom_id] = total
        top = max(totals.values())
        return [(d, c) for d in doms if totals[d] >= top - 1e-9 for c in mine[d][1]]

    def value(
        self,
        turn: int,
        display: tuple[int, ...],
        babies: tuple[int, ...],
        shells: tuple[int, ...],
        mother: int,
        counts: Counts,
    ) -> float:
        """`me`'s expected share with the seat at `turn` to move next (its model decides)."""
        if turn == len(self.order):
            return my_share(self.me, babies, shells, mother)
        key = (self._who[turn], display, babies, shells, mother, counts)
        found = self._memo.get(key)
        if found is not None:
            return found
        seat = self.order[turn]
        if seat in self._hard:
            chosen = self.hard_choices(turn, display, mother, counts, len(babies))
            result = sum(
                self.option_value(turn, display, d, c, babies, shells, mother, counts)
                for d, c in chosen
            ) / len(chosen)
        else:
            values = (
                self.option_value(turn, display, d, c, babies, shells, mother, counts)
                for d in sorted(set(display))
                for c in self.classes[seat][d]
            )
            result = max(values) if seat == self.me else min(values)
        self._memo[key] = result
        return result


def placement_links(
    island: dict[Cell, int],
    springs: set[Cell],
    dom_id: int,
    cell_a: Cell,
    orientation: int,
    spring_variant: bool,
) -> LinkClass:
    """The class of one placement (see `island_classes`)."""
    ta, tb, sa, sb = halves(dom_id)
    dx, dy = ORIENTATION_DELTAS[orientation]
    cell_b = (cell_a[0] + dx, cell_a[1] + dy)
    links: list[Link] = []
    for (x, y), terrain, spring in ((cell_a, ta, sa), (cell_b, tb, sb)):
        for ndx, ndy in ORIENTATION_DELTAS:
            near = (x + ndx, y + ndy)
            if island.get(near) == terrain:
                links.append((terrain, spring_variant and (spring or near in springs)))
    return tuple(sorted(links))


def last_round_move(
    view: GameState, seat: int, fallback: PlaceDomino, opponent: str = HARD
) -> tuple[PlaceDomino, float, float]:
    """The move with the highest exact chance of winning for `seat` in the last round,
    from its view (public facts only: no stack, egg supplies counted, never read), with the
    seats after it modelled as `opponent` (with more than two players: as the hard level);
    `fallback` (the hard level's move) stays unless another is strictly better. Returns
    (move, its chance, the fallback's chance)."""
    spring_variant = view.config.spring_variant
    islands, springs = islands_of(view)
    slots = {dom_id: i for i, dom_id in enumerate(view.display) if dom_id is not None}
    order = list(view.order[view.turn_index :])
    classes: list[dict[int, list[LinkClass]]] = [{} for _ in view.players]
    mine: dict[tuple[int, LinkClass], tuple[Cell, int]] = {}
    for s in order:
        by_domino = island_classes(islands[s], springs[s], slots, spring_variant)
        for dom_id, found in by_domino.items():
            classes[s][dom_id] = list(found)
            if s == seat:
                for links, placement in found.items():
                    mine[dom_id, links] = placement
    counts = public_counts(view)
    babies = tuple(p.babies for p in view.players)
    shells = tuple(p.shells for p in view.players)
    models = {s: opponent if len(view.players) == 2 else HARD for s in order[1:]}
    tree = LastRound(seat, classes, order, models, spring_variant)
    display = tuple(sorted(slots))
    fallback_dom = view.display[fallback.display_index]
    assert fallback_dom is not None
    fallback_links = placement_links(
        islands[seat],
        springs[seat],
        fallback_dom,
        fallback.cell,
        fallback.orientation,
        spring_variant,
    )

    def chance(dom_id: int, links: LinkClass) -> float:
        return tree.option_value(0, display, dom_id, links, babies, shells, view.mother, counts)

    kept = chance(fallback_dom, fallback_links)
    best, best_key = kept, (fallback_dom, fallback_links)
    for key in sorted(mine):
        value = chance(*key)
        if value > best + EXACT_MARGIN:
            best, best_key = value, key
    if best_key == (fallback_dom, fallback_links):
        return fallback, kept, kept
    cell, orientation = mine[best_key]
    return PlaceDomino(slots[best_key[0]], cell, orientation), best, kept


def islands_of(view: GameState) -> tuple[list[dict[Cell, int]], list[set[Cell]]]:
    """Every seat's island as cell -> terrain index, and its spring cells."""
    islands: list[dict[Cell, int]] = []
    springs: list[set[Cell]] = []
    for player in view.players:
        islands.append({c: _TERRAIN_INDEX[sq.terrain] for c, sq in player.island.items()})
        springs.append({c for c, sq in player.island.items() if sq.spring})
    return islands, springs


def public_counts(view: GameState) -> Counts:
    """The eggs left per terrain as `Counts`, from the revealed eggs (public)."""
    by_terrain = public_egg_counts(view)
    return tuple(n for t in TERRAIN_IDS for n in by_terrain[t])


def grown_island(
    island: dict[Cell, int], springs: set[Cell], dom_id: int, cell_a: Cell, orientation: int
) -> tuple[dict[Cell, int], set[Cell]]:
    """The island (and its springs) with `dom_id` placed."""
    ta, tb, sa, sb = halves(dom_id)
    dx, dy = ORIENTATION_DELTAS[orientation]
    cell_b = (cell_a[0] + dx, cell_a[1] + dy)
    grown = dict(island)
    grown[cell_a] = ta
    grown[cell_b] = tb
    grown_springs = set(springs)
    if sa:
        grown_springs.add(cell_a)
    if sb:
        grown_springs.add(cell_b)
    return grown, grown_springs


def with_eggs(view: GameState, counts: Counts, after: Counts) -> GameState:
    """A copy of `view` whose supplies give next exactly the eggs between `counts` and
    `after` (a hypothetical outcome the search enumerates; no hidden fact is read)."""
    state = view.copy()
    for t, terrain in enumerate(TERRAIN_IDS):
        babies = counts[2 * t] - after[2 * t]
        shells = counts[2 * t + 1] - after[2 * t + 1]
        if not babies and not shells:
            continue
        supply = state.supplies[terrain]
        drawn = [e for e in supply if e.is_baby][:babies]
        drawn += [e for e in supply if not e.is_baby][:shells]
        rest = [e for e in supply if all(e is not d for d in drawn)]
        state.supplies[terrain] = rest + drawn
    return state


#: Ask the hard level for its reply to every way the expert's eggs can fall (True), or once
#: per domino taken and mother-dragon holder (False: the eggs' small shift of the odds
#: rarely changes its choice, and each reply costs as much as a hard decision; measured:
#: True changed 1 of 300 paired games, seed 100).
EXACT_REPLIES = False

#: The hard level's reply to a hypothetical position (its view and seat): a move.
Reply = Callable[[GameState, int], PlaceDomino]


def second_last_round_move(
    view: GameState,
    seat: int,
    candidates: Sequence[PlaceDomino],
    reply: Reply | None = None,
    deadline: float | None = None,
) -> tuple[PlaceDomino, float, float]:
    """Two players, the second-to-last round: the candidate with the highest exact chance
    of winning, the first (the hard level's move) unless another is strictly better.

    Exact because the stack now holds exactly the last round's display (its content is
    public, only its order is hidden, and order does not matter to a display): each
    candidate's eggs by their odds; if the rival still places in this round, its move is
    `reply` (the hard level's, for each domino left and each way `seat`'s eggs fell) and its
    eggs by their odds; then the last round solved as in `last_round_move`, in the order the
    mother dragon then gives, `seat` playing it exactly and the rival as the hard level.
    Candidates are judged in their order until `deadline` (`time.perf_counter()`), if any.
    Returns (move, its chance, the first candidate's chance)."""
    spring_variant = view.config.spring_variant
    islands, springs = islands_of(view)
    rival = 1 - seat
    rival_places = view.turn_index < len(view.order) - 1
    if rival_places and reply is None:
        raise ValueError("the rival places after this move: a reply model is needed")
    last_display = tuple(sorted(view.stack))
    doms = set(last_display)
    tables = Tables()
    # the rival's placement (domino, cell, orientation) -> its class, its last-round classes
    rival_after: dict[tuple[int, Cell, int], tuple[LinkClass, dict[int, list[LinkClass]]]] = {}

    def classes_of(island: dict[Cell, int], spring_cells: set[Cell]) -> dict[int, list[LinkClass]]:
        found = island_classes(island, spring_cells, doms, spring_variant)
        return {d: list(c) for d, c in found.items()}

    base_rival = classes_of(islands[rival], springs[rival])
    counts = public_counts(view)
    babies = tuple(p.babies for p in view.players)
    shells = tuple(p.shells for p in view.players)
    values: dict[tuple[object, ...], float] = {}

    def last_round(
        mine: dict[int, list[LinkClass]],
        theirs: dict[int, list[LinkClass]],
        babies: tuple[int, ...],
        shells: tuple[int, ...],
        mother: int,
        counts: Counts,
    ) -> float:
        classes: list[dict[int, list[LinkClass]]] = [{}, {}]
        classes[seat] = mine
        classes[rival] = theirs
        key = (tables.class_id(mine), tables.class_id(theirs), babies, shells, mother, counts)
        found = values.get(key)
        if found is None:
            order = [mother, 1 - mother]
            tree = LastRound(seat, classes, order, {rival: HARD}, spring_variant, tables)
            found = tree.value(0, last_display, babies, shells, mother, counts)
            values[key] = found
        return found

    replies: dict[tuple[object, ...], tuple[PlaceDomino, int]] = {}

    def rival_move(
        move: PlaceDomino, before: Counts, after: Counts, mother: int
    ) -> tuple[PlaceDomino, int]:
        """The rival's reply (and its domino) to `move` whose eggs left `after`."""
        key = (move.display_index, after if EXACT_REPLIES else None, mother)
        found = replies.get(key)
        if found is None:
            assert reply is not None
            state = with_eggs(view, before, after)
            state.apply(move, seat)
            answer = reply(state, rival)
            dom_id = state.display[answer.display_index]
            assert dom_id is not None
            found = (answer, dom_id)
            replies[key] = found
        return found

    memo: dict[tuple[object, ...], float] = {}

    def chance(move: PlaceDomino) -> float:
        dom_id = view.display[move.display_index]
        assert dom_id is not None
        island, spring_cells = islands[seat], springs[seat]
        links = placement_links(
            island, spring_cells, dom_id, move.cell, move.orientation, spring_variant
        )
        mine = classes_of(*grown_island(island, spring_cells, dom_id, move.cell, move.orientation))
        signature = (dom_id, links, tables.class_id(mine))
        found = memo.get(signature)
        if found is not None:
            return found
        total = 0.0
        holder = view.mother == seat
        for p, got_babies, got_shells, after in egg_outcomes(links, counts, holder, spring_variant):
            new_babies = list(babies)
            new_babies[seat] += got_babies
            new_shells = list(shells)
            new_shells[seat] += got_shells
            mother = seat if got_shells else view.mother
            if not rival_places:
                total += p * last_round(
                    mine, base_rival, tuple(new_babies), tuple(new_shells), mother, after
                )
                continue
            answer, rival_dom = rival_move(move, counts, after, mother)
            rival_key = (rival_dom, answer.cell, answer.orientation)
            found_rival = rival_after.get(rival_key)
            if found_rival is None:
                grown = grown_island(islands[rival], springs[rival], *rival_key)
                found_rival = (
                    placement_links(islands[rival], springs[rival], *rival_key, spring_variant),
                    classes_of(*grown),
                )
                rival_after[rival_key] = found_rival
            rival_links, theirs = found_rival
            for q, their_babies, their_shells, final in egg_outcomes(
                rival_links, after, mother == rival, spring_variant
            ):
                last_babies = list(new_babies)
                last_babies[rival] += their_babies
                last_shells = list(new_shells)
                last_shells[rival] += their_shells
                last_mother = rival if their_shells else mother
                total += (
                    p
                    * q
                    * last_round(
                        mine, theirs, tuple(last_babies), tuple(last_shells), last_mother, final
                    )
                )
        memo[signature] = total
        return total

    kept = chance(candidates[0])
    best, best_move = kept, candidates[0]
    for move in candidates[1:]:
        if deadline is not None and time.perf_counter() >= deadline:
            break
        value = chance(move)
        if value > best + EXACT_MARGIN:
            best, best_move = value, move
    return best_move, best, kept
