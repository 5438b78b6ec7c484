"""The shortcuts of the engine speed-up (issue 12) agree with the plain rules they replace.

Each fast path is compared with the slower, obvious form on positions from seeded random
games: the compiled move init, the factories, the direct window test, the first payment,
the entry kind a check hands to `apply`, the direct check of reaction cards, the inline
shuffle, the random player's bit-mask detour search and its random draws.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from dracheninsel.ai import randomplayer as rp
from dracheninsel.rules import (
    GameConfig,
    State,
    actions,
    legal,
    new_game,
    reactions,
    shuffling,
)
from dracheninsel.rules import data as D
from dracheninsel.rules.events import (
    CardPlayed,
    CardsDrawn,
    CardsExchanged,
    Slumbered,
    Stepped,
    new_card_played,
    new_cards_drawn,
    new_cards_exchanged,
    new_slumbered,
    new_stepped,
)
from dracheninsel.rules.moves import (
    CounterMagic,
    EvilCurse,
    Exchange,
    FearAndLoathing,
    FoolhardyFlight,
    IllegalMove,
    LongJourney,
    SneakAttack,
    Step,
    SweetSlumber,
    new_counter_magic,
    new_evil_curse,
    new_exchange,
    new_fear_and_loathing,
    new_foolhardy_flight,
    new_long_journey,
    new_sneak_attack,
    new_step,
    new_sweet_slumber,
)
from dracheninsel.rules.state import Group, Window, new_group, new_window


def positions(games: int = 6) -> Iterator[State]:
    """Every position (before each move) of a few seeded random games, 3 to 6 seats."""
    for seed in range(games):
        state = new_game(GameConfig(seats=tuple("RYGBKN"[: 3 + seed % 4])), seed)
        rng = random.Random(seed)
        actions, turn = 0, state.turn_no
        while (seat := state.actor()) is not None:
            if state.turn_no != turn:
                turn, actions = state.turn_no, 0
            yield state
            move = rp.random_move(state, seat, rng, actions)
            actions += state.phase == "main"
            state.apply(move)


def test_fast_frozen_init_keeps_moves_and_events_frozen_values() -> None:
    step = Step(1, 5)
    assert step == Step(seat=1, cell=5, card=None, target=None)
    assert dataclasses.replace(step, card=3) == Step(1, 5, 3)
    assert Exchange(2).cards == () and CardPlayed(0, 90, "sneak_attack").target is None
    assert hash(Stepped(0, 1, 2, None)) == hash(Stepped(0, 1, 2, None))
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.cell = 6  # type: ignore[misc]
    with pytest.raises(TypeError):
        Step(1)  # type: ignore[call-arg]


def test_the_factories_build_the_same_frozen_values_as_the_classes() -> None:
    made = [
        (new_step(1, 5, None, 2), Step(1, 5, None, 2)),
        (new_exchange(0, (3, 4)), Exchange(0, (3, 4))),
        (new_stepped(2, 61, 7, 12), Stepped(2, 61, 7, 12)),
        (new_cards_drawn(1, 2, (5, 6)), CardsDrawn(1, 2, (5, 6))),
        (new_cards_exchanged(3, ()), CardsExchanged(3, ())),
        (new_card_played(4, 85, "sweet_slumber", None), CardPlayed(4, 85, "sweet_slumber")),
        (new_card_played(0, 90, "sneak_attack", 2), CardPlayed(0, 90, "sneak_attack", 2)),
        (new_slumbered(1, 3), Slumbered(1, 3)),
        (rp._FREE_STEPS[2][17], Step(2, 17)),  # the random player's shared free steps
        (new_foolhardy_flight(1, 60, 9, None), FoolhardyFlight(1, 60, 9)),
        (new_evil_curse(2, 70), EvilCurse(2, 70)),
        (new_long_journey(3, 75, 12), LongJourney(3, 75, 12)),
        (new_fear_and_loathing(0, 80, 2), FearAndLoathing(0, 80, 2)),
        (new_sneak_attack(4, 90, 1), SneakAttack(4, 90, 1)),
        (new_sweet_slumber(5, 85), SweetSlumber(5, 85)),
        (new_counter_magic(1, 95), CounterMagic(1, 95)),
    ]
    for fast, plain in made:
        assert type(fast) is type(plain) and fast == plain and hash(fast) == hash(plain)
        assert fast.to_json() == plain.to_json() and repr(fast) == repr(plain)
        assert dataclasses.replace(fast) == plain and copy.copy(fast) == plain
        with pytest.raises(dataclasses.FrozenInstanceError):
            fast.seat = 4  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            del fast.seat  # type: ignore[misc]


def test_the_state_part_factories_build_what_the_classes_build() -> None:
    """`state.new_group` and `state.new_window` (`fast_factory` of classes that are not
    frozen) fill the same fields as the class call, defaults included, and the result
    stays an ordinary mutable instance."""
    group = new_group([1, 2], [3, 4], 17)
    assert type(group) is Group and group == Group([1, 2], [3, 4], 17)
    group.pos = 18
    assert group.pos == 18 and group.copy() == Group([1, 2], [3, 4], 18)
    window = new_window("slumber", [], [2, 3], "end_turn")
    assert type(window) is Window and window == Window("slumber", [], [2, 3], "end_turn")
    assert new_window("counter", [(0, 90)], []) == Window("counter", [(0, 90)], [])
    window.queue.pop(0)
    assert window.queue == [3] and repr(window) == repr(Window("slumber", [], [3], "end_turn"))


def test_window_test_payments_and_entry_kinds_agree_with_the_lists() -> None:
    windows = steps = 0
    for state in positions():
        seat = state.actor()
        assert seat is not None
        if state.phase == "window":
            windows += 1
            assert legal.may_respond(state, seat) == bool(legal.responses(state, seat))
        if state.phase != "main":
            continue
        g = state.group_of(seat)
        for t in D.ADJ[state.pos[seat]]:
            pays = legal.payments(state, seat, t)
            assert legal.payments_of(state, g, seat, t, True) == pays[:1]
            assert legal.step_is_free(state, g, seat, t) == (pays == [None])
        for move in legal.step_moves(state, seat):
            assert isinstance(move, Step)
            steps += 1
            kind = legal.validate(state, move)
            if not legal.must_leave_site(state):
                assert kind == legal.entry(state, seat, move.cell)
    assert windows > 50 and steps > 500


def plain_detour(state: State, seat: int, goal: int, pair: bool) -> rp.Candidates:
    """The detour candidates by a plain breadth-first search over `D.ADJ` (the form the
    bit-mask search replaced): the nearest free neighbours, else all with 99."""
    blocked = {p for p in state.dragons if p >= 0} | set(state.pos)
    if pair:
        blocked.add(D.SITE)
    blocked.discard(goal)
    dist = {goal: 0}
    frontier = [goal]
    while frontier:
        nxt = []
        for p in frontier:
            for n in D.ADJ[p]:
                if n not in dist and n not in blocked:
                    dist[n] = dist[p] + 1
                    nxt.append(n)
        frontier = nxt
    here = state.pos[seat]
    near = [dist.get(t, 99) for t in D.ADJ[here]]
    best = min(near)
    return tuple((t, d) for t, d in zip(D.ADJ[here], near, strict=True) if d == best)


def test_the_bit_mask_detour_search_finds_the_plain_search_candidates(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`rp._detour` answers from the empty board's distances when no blocker is nearer
    to the goal than the nearest free space, and searches otherwise: both agree with the
    plain search, and both happen."""
    searched = []
    search = rp._search

    def counted(goal: int, blocked: int, here: int) -> rp.Candidates:
        searched.append(goal)
        return search(goal, blocked, here)

    monkeypatch.setattr(rp, "_search", counted)
    rp._DETOUR_CACHE.clear()
    checked = 0
    for state in positions(4):
        if state.phase != "main":
            continue
        seat = state.active
        g = state.group_of(seat)
        pair = g is not None and len(g.members) == 2
        goals = [state.boat(m) for m in g.members] if pair and g else list(range(D.N_POSITIONS))
        for goal in goals[::7] if not pair else goals:
            if goal == state.pos[seat]:
                continue
            expected = plain_detour(state, seat, goal, pair)
            assert rp._detour(state, seat, goal, pair) == expected, (goal, state.pos[seat])
            checked += 1
    assert checked > 1000
    assert 100 < len(searched) < checked - 300, (len(searched), checked)


def test_draw_from_one_advances_the_rng_like_a_one_element_choice() -> None:
    for seed in range(200):
        a, b = random.Random(seed), random.Random(seed)
        for _ in range(20):
            a.choice([None])
            rp.draw_from_one(b)
        assert a.getstate() == b.getstate()


def test_pick_and_below_draw_like_choice_and_randrange() -> None:
    """`rp.pick` and `rp.below` (one Python call each) give the stdlib's answer and leave
    the RNG where `rng.choice` and `rng.randrange` leave it, for every length the random
    player draws from (and lengths just past powers of two, where redraws happen)."""
    for seed in range(40):
        a, b = random.Random(seed), random.Random(seed)
        for n in [*range(1, 70), 127, 128, 129]:
            seq = list(range(100, 100 + n))
            assert rp.pick(a, seq) == b.choice(seq)
            assert rp.below(a, n) == b.randrange(n)
            assert 1 + rp.below(a, n) == b.randrange(1, n + 1)
        assert a.getstate() == b.getstate()
    with pytest.raises(IndexError):
        rp.pick(random.Random(0), [])


def test_the_inline_shuffle_draws_like_the_stdlib() -> None:
    assert shuffling.SAME_AS_STDLIB
    for seed in range(50):
        ours, theirs = list(range(99)), list(range(99))
        a, b = random.Random(seed), random.Random(seed)
        shuffling.shuffle(a, ours)
        b.shuffle(theirs)
        assert ours == theirs and a.getstate() == b.getstate()


def test_reaction_cards_in_windows_are_checked_like_the_listed_moves() -> None:
    checked = 0
    for state in positions():
        seat = state.actor()
        if state.phase != "window" or seat is None:
            continue
        listed = legal.legal_moves(state, seat)
        for card in set(state.hands[seat]):
            for move in (SweetSlumber(seat, card), CounterMagic(seat, card)):
                checked += 1
                try:
                    legal.check(state, move)
                    ok = True
                except IllegalMove:
                    ok = False
                assert ok == (legal.canonical(state, move) in listed), move
    assert checked > 200


def test_the_quick_step_check_accepts_only_what_validate_accepts_with_its_entry() -> None:
    """Every step next to the figure (and a few far ones), with no card, each card in
    hand, a card not in hand and a replaced partner: where the quick check answers, the
    full check agrees."""
    answered = 0
    for state in positions(4):
        if state.phase != "main":
            continue
        seat = state.active
        cards: list[int | None] = [None, *state.hands[seat], 0, 98]
        cells = [*D.ADJ[state.pos[seat]], 0, 5, D.BOAT_BASE + 2]
        for cell in cells:
            for card in cards:
                for replaced in (None, (seat + 1) % state.n):
                    move = Step(seat, cell, card, replaced)
                    quick = legal.quick_step_entry(state, move)
                    if quick is None:
                        continue
                    answered += 1
                    assert legal.validate(state, move) == quick, move
        other = Step((seat + 1) % state.n, D.ADJ[state.pos[seat]][0])
        assert legal.quick_step_entry(state, other) is None
    assert answered > 500


def test_the_quick_exchange_accepts_what_validate_accepts_and_discards_alike() -> None:
    """`State.apply` checks an exchange by taking its cards out of a copy of the hand:
    for subsets of the hand and for cards not held, named twice, a bool or a float, it
    accepts exactly what `legal.validate` accepts, leaves the state untouched otherwise,
    and ends in the state the plain handler (`actions.exchange`) leaves."""
    tried = accepted = 0
    for state in positions(6):
        if state.phase != "exchange":
            continue
        seat, hand = state.active, state.hands[state.active]
        held = [c for c in range(D.N_CARDS) if c not in hand][:1]
        variants: list[tuple[Any, ...]] = [
            (),
            tuple(hand),
            tuple(hand[::2]),
            tuple(hand[1:3]),
            (*hand[:1], *hand[:1]),
            (*hand[:2], *held),
            (True,) if 1 in hand else (False,) if 0 in hand else (float(hand[0]),),
            (float(hand[0]),),
        ]
        for cards in variants:
            tried += 1
            move = Exchange(seat, cards)
            fast, plain = state.copy(), state.copy()
            try:
                legal.validate(plain, move)
                ok = True
            except IllegalMove:
                ok = False
            before = fast.to_json()
            try:
                fast.apply(move)
            except IllegalMove:
                assert not ok and fast.to_json() == before, cards
                continue
            assert ok, cards
            accepted += 1
            plain.events = []
            actions.exchange(plain, move)
            assert fast.to_json() == plain.to_json(), cards
    assert tried > 300 and accepted > 150, (tried, accepted)


def test_with_auto_pass_a_window_asks_only_seats_that_may_respond() -> None:
    """The random player skips `legal.may_respond` under auto-pass (the default): the
    window has already passed over every seat that could only pass."""
    asked = 0
    for state in positions():
        seat = state.actor()
        if state.phase == "window" and seat is not None:
            assert state.config.auto_pass
            assert legal.may_respond(state, seat)
            asked += 1
    assert asked > 50


def test_the_exchange_card_classes_follow_the_card_data() -> None:
    """`randomplayer._EXCHANGE_CLASS` is the colour of a terrain card and otherwise says
    whether the action card is green, as the plain lookups in `D` do."""
    for card in range(D.N_CARDS):
        kind = D.CARD_KIND[card]
        if kind == D.TERRAIN:
            assert rp._EXCHANGE_CLASS[card] == D.CARD_COLOUR[card] >= 0
        elif kind in D.GREEN:
            assert rp._EXCHANGE_CLASS[card] == rp._GREEN_ACTION
        else:
            assert rp._EXCHANGE_CLASS[card] == rp._OTHER_ACTION


def test_the_slumber_answer_remembered_for_the_turn_is_the_plain_one() -> None:
    """`reactions.others_hold_slumber` keeps its answer for the turn and forgets it when
    another seat's hand changes (a reaction, a theft, an out-of-turn payment, an undo),
    and in a later turn looks again only at the hands of the seats active since: at every
    position of seeded games it says what `others_hold` says."""
    asked = remembered = carried = 0
    for state in positions(12):
        known = state.slumber_known
        remembered += known is not None and known[0] == state.turn_no
        carried += known is not None and known[0] < state.turn_no  # from an earlier turn
        assert reactions.others_hold_slumber(state) == reactions.others_hold(state, "sweet_slumber")
        known = state.slumber_known
        assert known is not None
        for seat, hand in enumerate(state.hands):  # who holds none, as `advance_window` reads
            if seat != state.active:
                assert known[2][seat] == D.CARDS_OF_KIND["sweet_slumber"].isdisjoint(hand)
        asked += 1
    assert asked > 3000 and remembered > 500 and carried > 500, (asked, remembered, carried)


def test_a_step_changes_nothing_its_slim_snapshot_leaves_out() -> None:
    """`reactions.snap_step` keeps only what a step may change: after every step of
    seeded games that opens a slumber window, the fields and hands it leaves out are still
    as the full `snap` had them, and what it keeps agrees with the full snapshot."""
    steps = 0
    for state in positions(8):
        if state.phase != "main":
            continue
        seat = state.active
        full, slim = reactions.snap(state), reactions.snap_step(state)
        assert slim["hand"] == full["hands"][seat]
        assert all(slim[k] == full[k] for k in slim if k != "hand")
        move = rp.random_move(state.copy(), seat, random.Random(steps))
        if not isinstance(move, Step):
            continue
        after = state.copy()
        after.apply(move)
        if after.snapshot is None:  # nobody could slumber: the step stood at once
            continue
        steps += 1
        for key, value in full.items():
            if key not in slim and key != "hands":
                assert getattr(after, key) == value, (key, move)
        assert [h for s, h in enumerate(after.hands) if s != seat] == [
            h for s, h in enumerate(full["hands"]) if s != seat
        ]
    assert steps > 200


def recording(apply: Callable[[Any], Any], log: list[object]) -> Callable[[Any], Any]:
    """`apply` that also appends every move to `log`."""

    def logged(move: Any) -> Any:
        log.append(move)
        return apply(move)

    return logged


def test_the_game_loop_plays_what_random_move_plays() -> None:
    """`play_random_game` takes `random_move`'s branches inline: the same games, move for
    move, as a loop over `random_move`."""
    for seed in range(8):
        config = GameConfig(seats=tuple("RYGBKN"[: 3 + seed % 4]))
        plain, fast = new_game(config, seed), new_game(config, seed)
        rng = random.Random(seed)
        played: list[object] = []
        actions, turn = 0, plain.turn_no
        while (seat := plain.actor()) is not None:
            if plain.turn_no != turn:
                turn, actions = plain.turn_no, 0
            move = rp.random_move(plain, seat, rng, actions)
            actions += plain.phase == "main"
            plain.apply(move)
            played.append(move)
        looped: list[object] = []
        fast.apply = recording(fast.apply, looped)  # type: ignore[method-assign]
        fast_rng = random.Random(seed)
        assert rp.play_random_game(fast, fast_rng) == len(played)
        assert looped == played and fast_rng.getstate() == rng.getstate()
        assert fast.to_json() == plain.to_json()


def test_the_refill_takes_the_top_cards_top_first() -> None:
    """`actions.refill_and_next` takes `deck[: -need - 1 : -1]`: the last `need` cards,
    the last one first, for every need up to the whole pile."""
    deck = list(range(10))
    for need in range(1, len(deck) + 1):
        assert deck[: -need - 1 : -1] == list(reversed(deck[-need:]))


def test_the_random_players_fitting_table_is_the_rules_one() -> None:
    """`randomplayer._FITS` (a list by card id) says what `legal._FITTING` (sets) says."""
    for colour in range(D.N_COLOURS):
        for own in range(D.N_COLOURS):
            fits = rp._FITS[colour][own]
            assert len(fits) == D.N_CARDS
            assert {c for c in range(D.N_CARDS) if fits[c]} == legal._FITTING[colour][own]
