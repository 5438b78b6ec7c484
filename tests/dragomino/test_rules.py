"""One test (or more) per rule of /work/shared/rules/dragomino.md, on hand-built positions."""

from __future__ import annotations

import json
import random

import pytest

from dragomino.rules import (
    DOMINO_IDS,
    DOMINOES,
    ILLEGAL_CODES,
    MALFORMED,
    MALFORMED_TEXT,
    ORIENTATION_DELTAS,
    PHASE_GAME_OVER,
    PHASE_PICK_AND_PLACE,
    PHASE_SPRING_CHOICE,
    TERRAIN_IDS,
    TERRAINS,
    TOTAL_EGGS,
    ChooseSpringEgg,
    DominoPlaced,
    DominoTaken,
    EggReturned,
    EggRevealed,
    EggSupplyEmpty,
    EggToken,
    GameConfig,
    GameEnded,
    GameState,
    IllegalMove,
    MotherDragonMoved,
    PlaceDomino,
    RoundEnded,
    RoundStarted,
    SpringOffered,
    Square,
    TurnStarted,
    baby_odds,
    event_from_json,
    event_view,
    final_scores,
    leftover_count,
    make_join,
    move_from_json,
    new_game,
    public_egg_counts,
    round_order,
    winners_of,
)

# --------------------------------------------------------------------------- helpers


def fresh(players: int = 2, spring: bool = False, seed: int = 1, first: int = 0) -> GameState:
    return new_game(GameConfig(players, spring, first), seed)


def bare(players: int = 2, spring: bool = False) -> GameState:
    """A game whose islands are cleared so a test can lay out exactly the squares it needs."""
    state = fresh(players, spring)
    for p in state.players:
        p.island.clear()
    return state


def put(state: GameState, cell: tuple[int, int], terrain: str, spring: bool = False) -> None:
    state.players[state.current_player or 0].island[cell] = Square(terrain, spring, 99)


def stack_supply(state: GameState, terrain: str, *tokens: EggToken) -> None:
    """Set a supply so that `tokens` are drawn in the given order (the top is the end)."""
    state.supplies[terrain] = list(reversed(tokens))


def baby(terrain: str, n: int) -> EggToken:
    return EggToken(terrain, n)


def shell(terrain: str, n: int) -> EggToken:
    return EggToken(terrain, None, n)


def place(state: GameState, domino_id: int, cell: tuple[int, int], orientation: int) -> list:
    state.display[0] = domino_id
    return state.apply(PlaceDomino(0, cell, orientation))


def zero_connection_move(state: GameState, index: int) -> PlaceDomino:
    seat = state.current_player
    assert seat is not None
    spec = state.display_domino(index)
    for p in state.legal_placements(spec):
        if not state.placement_preview(seat, spec, p.cell, p.orientation):
            return PlaceDomino(index, p.cell, p.orientation)
    raise AssertionError("no egg-free placement")


def eggs_of(events: list) -> list[EggRevealed]:
    return [e for e in events if isinstance(e, EggRevealed)]


# --------------------------------------------------------------------------- components


def test_component_table_matches_the_rules() -> None:
    assert tuple(range(1, 29)) == DOMINO_IDS
    assert (DOMINOES[7].a.terrain, DOMINOES[7].a.spring, DOMINOES[7].b.terrain) == (
        "SNOW",
        True,
        "SNOW",
    )
    assert DOMINOES[24].b.spring and not DOMINOES[24].a.spring
    assert DOMINOES[28].is_double and DOMINOES[28].a.spring
    springs = sorted(d.id for d in DOMINOES.values() if d.a.spring or d.b.spring)
    assert springs == [1, 2, 7, 22, 23, 24, 28]
    assert TOTAL_EGGS == 69
    assert sum(t.babies for t in TERRAINS.values()) == 42
    assert [TERRAINS[t].eggs for t in TERRAIN_IDS] == [14, 13, 12, 11, 10, 9]
    assert [TERRAINS[t].shells for t in TERRAIN_IDS] == [7, 6, 5, 4, 3, 2]


def test_setup_islands_display_supplies_and_mother() -> None:
    state = fresh(players=3, first=2)
    for p in state.players:
        assert p.island == {
            (0, 0): Square("DESERT", False, 0, True),
            (1, 0): Square("SNOW", False, 0, True),
        }
    assert len(state.display) == 4 and len(state.stack) == 24
    assert sorted(state.stack + [d for d in state.display if d]) == list(DOMINO_IDS)
    assert {t: len(s) for t, s in state.supplies.items()} == {
        t: TERRAINS[t].eggs for t in TERRAIN_IDS
    }
    assert state.mother == 2 and state.order == [2, 0, 1] and state.current_player == 2
    assert state.round == 1 and state.phase == PHASE_PICK_AND_PLACE


def test_random_first_player_comes_from_the_seed() -> None:
    firsts = {new_game(GameConfig(4), seed).mother for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert new_game(GameConfig(4), 5).mother == new_game(GameConfig(4), 5).mother


@pytest.mark.parametrize("players", [1, 5])
def test_player_count_is_two_to_four(players: int) -> None:
    with pytest.raises(ValueError):
        new_game(GameConfig(players), 1)


# --------------------------------------------------------------------------- placement


def test_placement_must_touch_by_an_edge_not_a_corner() -> None:
    state = fresh()
    with pytest.raises(IllegalMove) as err:
        state.apply(PlaceDomino(0, (2, 1), 0))  # (2,1)-(3,1): only a corner of (1,0)
    assert err.value.code == "not_touching"
    state.apply(PlaceDomino(0, (2, 0), 0))  # edge with (1,0)


def test_placement_needs_two_empty_cells() -> None:
    state = fresh()
    with pytest.raises(IllegalMove) as err:
        state.apply(PlaceDomino(0, (1, 0), 1))
    assert err.value.code == "occupied"
    with pytest.raises(IllegalMove) as err:
        state.apply(PlaceDomino(0, (-1, 0), 0))  # half B would cover (0,0)
    assert err.value.code == "occupied"


def test_terrain_need_not_match_and_there_is_no_size_limit() -> None:
    state = bare()
    put(state, (0, 0), "VOLCANO")
    for step in range(12):  # a long thin line far beyond any board
        state.display[0] = 3  # SNOW/FOREST
        state.apply(PlaceDomino(0, (1 + 2 * step, 0), 0))
        state.turn_index = 0  # keep player 0 on turn for this geometric test
        state.display = [3, 4, 5, 6]
    assert len(state.players[0].island) == 25


def test_legal_placements_agree_with_the_rule() -> None:
    state = fresh()
    spec = state.display_domino(0)
    legal = {(p.cell, p.orientation) for p in state.legal_placements(spec)}
    for x in range(-4, 6):
        for y in range(-4, 5):
            for o in range(4):
                ok = state.is_legal(PlaceDomino(0, (x, y), o))
                assert ok == (((x, y), o) in legal)
    assert state.legal_orientations_at(spec, (2, 0)) == [0, 1, 3]  # 2 would cover (1,0)
    assert state.legal_orientations_at(spec, (0, 2)) == [3]  # only "up" reaches the island


def test_legal_moves_cover_every_display_slot() -> None:
    state = fresh()
    moves = state.legal_moves()
    assert {m.display_index for m in moves} == {0, 1, 2, 3}
    assert all(state.is_legal(m) for m in moves[:50])
    assert state.legal_moves(seat=1) == []


# --------------------------------------------------------------------------- connections


SIDE_CASES = [
    (side, orientation, half)
    for side in range(4)
    for orientation in range(4)
    for half in ("a", "b")
    # skip the side where the domino's own other half lies
    if side != (orientation if half == "a" else (orientation + 2) % 4)
]


@pytest.mark.parametrize(("side", "orientation", "half"), SIDE_CASES)
def test_connection_on_every_side_of_either_half(side: int, orientation: int, half: str) -> None:
    """An old DESERT square on side `side` of half A (or B) makes exactly one connection."""
    state = bare()
    put(state, (0, 0), "DESERT")
    dx, dy = ORIENTATION_DELTAS[side]
    touching = (-dx, -dy)  # the new half sits so that (0,0) is on its `side`
    ox, oy = ORIENTATION_DELTAS[orientation]
    cell_a = touching if half == "a" else (touching[0] - ox, touching[1] - oy)
    domino_id = 28  # DESERT/DESERT; the other half never touches (0,0) on a square grid
    preview = state.placement_preview(0, domino_id, cell_a, orientation)
    assert [(c.new_cell, c.old_cell) for c in preview] == [(touching, (0, 0))]
    events = place(state, domino_id, cell_a, orientation)
    assert [e.join for e in eggs_of(events)] == [make_join(touching, (0, 0))]


def test_different_terrain_makes_no_connection() -> None:
    state = fresh()
    events = place(state, 19, (0, 1), 0)  # MOUNTAIN/VOLCANO under DESERT/SNOW
    assert eggs_of(events) == []
    assert not any(isinstance(e, EggSupplyEmpty) for e in events)


@pytest.mark.parametrize("domino_id", [7, 28])
def test_inner_edge_of_a_double_is_no_connection(domino_id: int) -> None:
    state = bare()
    put(state, (0, 0), "VOLCANO")
    assert state.placement_preview(0, domino_id, (1, 0), 0) == []
    assert eggs_of(place(state, domino_id, (1, 0), 0)) == []


def test_double_next_to_its_terrain_counts_each_outer_edge_once() -> None:
    state = fresh()  # start: DESERT (0,0), SNOW (1,0)
    events = place(state, 7, (2, 0), 0)  # SNOW/SNOW to the right of SNOW
    assert [e.join for e in eggs_of(events)] == [((1, 0), (2, 0))]


def test_several_eggs_at_once_resolve_in_documented_order() -> None:
    """Half A first, then half B; around each half: right, down, left, up."""
    state = bare()
    for cell in [(0, 0), (2, 0), (1, 1), (2, -1)]:
        put(state, cell, "DESERT")
    stack_supply(state, "DESERT", *[baby("DESERT", i) for i in (4, 2, 6, 1)])
    events = place(state, 28, (1, 0), 3)  # A at (1,0), B at (1,-1)
    revealed = eggs_of(events)
    assert [e.join for e in revealed] == [
        ((1, 0), (2, 0)),  # A right
        ((1, 0), (1, 1)),  # A down
        ((0, 0), (1, 0)),  # A left
        ((1, -1), (2, -1)),  # B right
    ]
    assert [e.token.baby for e in revealed] == [4, 2, 6, 1]
    assert state.players[0].babies == 4 and state.scores()[0] == 4 + 1  # mother bonus
    assert isinstance(events[0], DominoTaken) and isinstance(events[1], DominoPlaced)


def test_baby_scores_and_shell_takes_the_mother_dragon() -> None:
    state = fresh(first=1)  # player 1 holds the mother and starts
    stack_supply(state, "DESERT", shell("DESERT", 3))
    events = place(state, 25, (0, 1), 0)  # DESERT under DESERT
    assert state.mother == 1  # own shell: the mother stays
    assert not any(isinstance(e, MotherDragonMoved) for e in events)
    assert state.current_player == 0
    stack_supply(state, "DESERT", shell("DESERT", 4))
    events = place(state, 25, (0, 1), 0)
    assert MotherDragonMoved(1, 0) in events
    assert state.mother == 0 and state.players[0].shells == 1


def test_empty_supply_gives_nothing() -> None:
    state = fresh()
    state.supplies["DESERT"] = []
    events = place(state, 25, (0, 1), 0)
    assert eggs_of(events) == []
    assert EggSupplyEmpty(0, ((0, 0), (0, 1)), "DESERT") in events
    assert state.players[0].eggs == {}


# --------------------------------------------------------------------------- rounds


def test_mother_dragon_moving_mid_round_keeps_the_round_order() -> None:
    state = fresh(players=3, first=0)
    state.display = [25, 19, 17, 12]
    assert state.order == [0, 1, 2]
    state.apply(zero_connection_move(state, 1))
    assert state.current_player == 1
    stack_supply(state, "DESERT", shell("DESERT", 0))
    events = state.apply(PlaceDomino(0, (0, 1), 0))  # player 1: DESERT under DESERT
    assert MotherDragonMoved(0, 1) in events and state.mother == 1
    assert state.current_player == 2  # not player 1's again, not re-ordered
    assert events[-1] == TurnStarted(2, 1)
    events = state.apply(zero_connection_move(state, 2))
    started = next(e for e in events if isinstance(e, RoundStarted))
    assert started.order == (1, 2, 0) and state.order == [1, 2, 0]
    assert round_order(1, 3) == [1, 2, 0]


@pytest.mark.parametrize(("players", "leftovers"), [(2, 2), (3, 1), (4, 0)])
def test_leftover_dominoes_leave_the_game(players: int, leftovers: int) -> None:
    state = fresh(players=players)
    first_display = list(state.display)
    taken: list[int] = []
    events: list = []
    for _ in range(players):
        move = zero_connection_move(state, next(i for i, d in enumerate(state.display) if d))
        taken.append(state.display[move.display_index] or 0)
        events = state.apply(move)
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert leftover_count(players) == leftovers == len(ended.discarded)
    assert sorted(ended.discarded) == sorted(set(first_display) - set(taken))
    assert state.discarded == list(ended.discarded)
    assert state.round == 2 and len(state.display) == 4 and len(state.stack) == 20


@pytest.mark.parametrize("players", [2, 3, 4])
def test_game_ends_when_the_stack_is_empty_after_a_round(players: int) -> None:
    rng = random.Random(players)
    state = fresh(players=players, seed=players)
    rounds = 0
    events: list = []
    while not state.is_over:
        move = rng.choice(state.legal_moves())
        events = state.apply(move)
        rounds += sum(isinstance(e, RoundEnded) for e in events)
    assert rounds == 7 and state.stack == [] and state.phase == PHASE_GAME_OVER
    assert state.current_player is None and state.legal_moves() == [] and state.actors() == []
    ended = events[-1]
    assert isinstance(ended, GameEnded)
    assert list(ended.scores) == final_scores(state)
    assert list(ended.winners) == state.winners()
    with pytest.raises(IllegalMove) as err:
        state.apply(PlaceDomino(0, (5, 5), 0))
    assert err.value.code == "game_over"


# --------------------------------------------------------------------------- scoring


def test_score_is_babies_plus_one_for_the_mother_holder() -> None:
    state = fresh()
    p0, p1 = state.players
    p0.eggs = {((0, 0), (0, 1)): baby("DESERT", 0), ((1, 0), (1, 1)): shell("SNOW", 0)}
    p1.eggs = {((0, 0), (0, 1)): baby("DESERT", 1), ((1, 0), (1, 1)): baby("SNOW", 2)}
    state.mother = 0
    assert final_scores(state) == [2, 2]
    assert p0.babies_by_terrain()["DESERT"] == 1 and p1.babies_by_terrain()["SNOW"] == 1


def test_tie_break_most_shells_then_shared_victory() -> None:
    assert winners_of([5, 3], [0, 4]) == [0]
    assert winners_of([4, 4, 2], [1, 2, 6]) == [1]
    assert winners_of([4, 4, 4], [2, 2, 1]) == [0, 1]


def test_engine_reports_shared_victory() -> None:
    state = fresh()
    state.stack = []
    state.players[0].eggs = {((0, 0), (0, 1)): shell("DESERT", 0)}
    state.players[1].eggs = {((5, 0), (5, 1)): shell("DESERT", 1)}
    state.mother = 1
    state.players[1].eggs[((7, 0), (7, 1))] = baby("SNOW", 0)
    state.players[0].eggs[((7, 0), (7, 1))] = baby("SNOW", 1)
    state.display = [19, 17, 12, 11]
    state.players[0].eggs[((9, 0), (9, 1))] = baby("VOLCANO", 0)
    state.apply(zero_connection_move(state, 0))
    events = state.apply(zero_connection_move(state, 1))
    ended = events[-1]
    assert isinstance(ended, GameEnded)
    assert ended.scores == (2, 2) and ended.shells == (1, 1) and ended.winners == (0, 1)


# --------------------------------------------------------------------------- spring variant


def test_spring_on_the_new_square_offers_two_eggs() -> None:
    state = fresh(spring=True)
    stack_supply(state, "DESERT", shell("DESERT", 0), baby("DESERT", 5), baby("DESERT", 6))
    events = place(state, 28, (0, 1), 0)  # A = DESERT* under the start DESERT
    offer = events[-1]
    assert isinstance(offer, SpringOffered)
    assert offer.options == (shell("DESERT", 0), baby("DESERT", 5))
    assert state.phase == PHASE_SPRING_CHOICE and state.current_player == 0
    assert len(state.supplies["DESERT"]) == 1
    events = state.apply(ChooseSpringEgg(1))
    assert events[0] == EggRevealed(0, ((0, 0), (0, 1)), baby("DESERT", 5), True, True)
    assert EggReturned(0, "DESERT") in events
    assert sorted(state.supplies["DESERT"], key=str) == sorted(
        [baby("DESERT", 6), shell("DESERT", 0)], key=str
    )
    assert state.phase == PHASE_PICK_AND_PLACE and state.current_player == 1


def test_spring_on_the_old_square_also_triggers() -> None:
    state = bare(spring=True)
    put(state, (0, 0), "DESERT", spring=True)
    events = place(state, 28, (2, 0), 2)  # B (no spring) at (1,0) next to the old spring
    assert isinstance(events[-1], SpringOffered)


def test_no_spring_no_choice_and_variant_off_ignores_springs() -> None:
    state = fresh(spring=True)
    events = place(state, 25, (0, 1), 0)  # DESERT/FOREST has no spring
    assert state.phase == PHASE_PICK_AND_PLACE and len(eggs_of(events)) == 1
    state = fresh(spring=False)
    events = place(state, 28, (0, 1), 0)
    assert state.phase == PHASE_PICK_AND_PLACE
    assert not eggs_of(events)[0].spring


def test_spring_with_one_egg_left_just_takes_it() -> None:
    state = fresh(spring=True)
    stack_supply(state, "DESERT", baby("DESERT", 3))
    events = place(state, 28, (0, 1), 0)
    assert eggs_of(events) == [EggRevealed(0, ((0, 0), (0, 1)), baby("DESERT", 3), True, True)]
    assert state.phase == PHASE_PICK_AND_PLACE and state.supplies["DESERT"] == []


def test_several_spring_connections_each_pause_in_order() -> None:
    state = bare(spring=True)
    for cell in [(0, 0), (2, 0), (2, 1)]:
        put(state, cell, "DESERT")
    stack_supply(state, "DESERT", *[baby("DESERT", i) for i in range(7)])
    events = place(state, 28, (1, 0), 1)  # A* at (1,0) between two DESERT, B at (1,1)
    assert events[-1] == SpringOffered(
        0, ((1, 0), (2, 0)), "DESERT", (baby("DESERT", 0), baby("DESERT", 1))
    )
    events = state.apply(ChooseSpringEgg(0))
    assert events[-1].join == ((0, 0), (1, 0)) and isinstance(events[-1], SpringOffered)
    events = state.apply(ChooseSpringEgg(1))
    revealed = eggs_of(events)
    assert [(e.join, e.spring) for e in revealed] == [
        (((0, 0), (1, 0)), True),
        (((1, 1), (2, 1)), False),  # B's plain connection resolves after the springs
    ]
    assert state.current_player == 1 and len(state.players[0].eggs) == 3


def test_plain_connection_before_a_spring_one_resolves_first() -> None:
    state = bare(spring=True)
    put(state, (0, 0), "DESERT")
    put(state, (1, 2), "PRAIRIE")
    events = place(state, 24, (1, 0), 1)  # A DESERT at (1,0), B PRAIRIE* at (1,1)
    assert [e.join for e in eggs_of(events)] == [((0, 0), (1, 0))]
    assert isinstance(events[-1], SpringOffered) and events[-1].terrain == "PRAIRIE"


def test_only_the_chooser_sees_the_spring_eggs() -> None:
    state = fresh(spring=True)
    events = place(state, 28, (0, 1), 0)
    offered = events[-1]
    assert isinstance(offered, SpringOffered)
    assert event_view(offered, 0) == offered
    assert event_view(offered, 1).options == ()
    mine = state.view(0, seed=3)
    assert mine.spring_offer is not None and mine.spring_offer.options == offered.options
    hidden = [state.view(1, seed=s).spring_offer for s in range(20)]
    assert any(h is not None and h.options != offered.options for h in hidden)
    assert all(h is not None and len(h.options) == 2 for h in hidden)


# --------------------------------------------------------------------------- illegal moves


def test_illegal_moves_have_reasons_and_leave_the_state_unchanged() -> None:
    state = fresh(spring=True)
    state.display = [19, 17, 12, 11]  # no SNOW: the first placement below makes no eggs
    before = state.to_json()
    cases = [
        (PlaceDomino(0, (2, 0), 0), 1, "not_your_turn"),
        (PlaceDomino(4, (2, 0), 0), None, "bad_display_index"),
        (PlaceDomino(-1, (2, 0), 0), None, "bad_display_index"),
        (PlaceDomino(0, (0, 0), 0), None, "occupied"),
        (PlaceDomino(0, (5, 5), 0), None, "not_touching"),
        (PlaceDomino(0, (2, 0), 7), None, "bad_orientation"),
        (ChooseSpringEgg(0), None, "wrong_phase"),
    ]
    for move, seat, code in cases:
        with pytest.raises(IllegalMove) as err:
            state.apply(move, seat)
        assert err.value.code == code and str(err.value)
        assert isinstance(err.value, ValueError)
        assert state.to_json() == before
    state.apply(PlaceDomino(0, (2, 0), 0))
    with pytest.raises(IllegalMove) as err:
        state.apply(PlaceDomino(0, (2, 1), 0))
    assert err.value.code == "bad_display_index"  # slot 0 was taken
    place(state, 28, (0, 1), 0)
    before = state.to_json()
    for move, code in [
        (PlaceDomino(1, (5, 0), 0), "wrong_phase"),
        (ChooseSpringEgg(2), "bad_choice"),
    ]:
        with pytest.raises(IllegalMove) as err:
            state.apply(move)
        assert err.value.code == code
    assert state.to_json() == before


# --------------------------------------------------------------------------- JSON and views


def _random_move(state: GameState, rng: random.Random):
    if state.phase == PHASE_SPRING_CHOICE:
        return ChooseSpringEgg(rng.randrange(2))
    slots = [i for i, d in enumerate(state.display) if d is not None]
    index = rng.choice(slots)
    p = rng.choice(state.legal_placements(state.display_domino(index)))
    return PlaceDomino(index, p.cell, p.orientation)


@pytest.mark.parametrize("stop_in_spring_choice", [False, True])
def test_json_round_trip_mid_game_continues_identically(stop_in_spring_choice: bool) -> None:
    rng = random.Random(11)
    state = fresh(players=3, spring=True, seed=11)
    while state.round < 3:
        state.apply(_random_move(state, rng))
    if stop_in_spring_choice:  # take DESERT*/DESERT and join it to a DESERT square
        seat = state.current_player
        assert seat is not None
        state.display[0] = 28
        spot = next(
            p
            for p in state.legal_placements(28)
            if any(c.spring for c in state.placement_preview(seat, 28, p.cell, p.orientation))
        )
        state.apply(PlaceDomino(0, spot.cell, spot.orientation))
    assert (state.phase == PHASE_SPRING_CHOICE) == stop_in_spring_choice
    saved = json.loads(json.dumps(state.to_json()))
    restored = GameState.from_json(saved)
    assert restored.to_json() == state.to_json()
    rng_a, rng_b = random.Random(5), random.Random(5)
    while not state.is_over:
        events_a = state.apply(_random_move(state, rng_a))
        events_b = restored.apply(_random_move(restored, rng_b))
        assert events_a == events_b
    assert restored.to_json() == state.to_json()


def test_moves_and_events_round_trip_through_json() -> None:
    rng = random.Random(2)
    state = fresh(players=2, spring=True, seed=2)
    while not state.is_over:
        move = _random_move(state, rng)
        assert move_from_json(json.loads(json.dumps(move.to_json()))) == move
        for event in state.apply(move):
            raw = json.loads(json.dumps(event.to_json()))
            assert raw["kind"] == event.kind
            assert event_from_json(raw) == event


def test_view_hides_supply_and_stack_order() -> None:
    state = fresh(players=2, seed=4)
    view = state.view(1, seed=9)
    assert view.viewer == 1
    for terrain in TERRAIN_IDS:
        assert sorted(view.supplies[terrain], key=str) == sorted(state.supplies[terrain], key=str)
    assert any(view.supplies[t] != state.supplies[t] for t in TERRAIN_IDS)
    assert sorted(view.stack) == sorted(state.stack) and view.stack != state.stack
    assert view.rng.getstate() != state.rng.getstate()
    assert view.display == state.display and view.players[0].island == state.players[0].island
    view.apply(view.legal_moves()[0])  # a view is playable (for AI search) ...
    assert state.round == 1 and state.turn_index == 0  # ... without touching the game


def _hidden_facts_shuffled(state: GameState, seed: int) -> GameState:
    """The same game with every hidden fact changed: supply and stack order, the RNG, and
    which eggs another player is looking at at a spring."""
    other = state.copy()
    rng = random.Random(seed)
    offer = other.spring_offer
    if offer is not None:
        supply = other.supplies[offer.connection.terrain]
        supply.extend(offer.options)
        rng.shuffle(supply)
        offer.options = (supply.pop(), supply.pop())
    for supply in other.supplies.values():
        rng.shuffle(supply)
    rng.shuffle(other.stack)
    other.rng = random.Random(rng.random())
    return other


def _spring_offer_pending(seed: int) -> GameState:
    """A 3-player spring game stopped while seat 0 looks at two spring eggs."""
    state = fresh(players=3, spring=True, seed=seed)
    state.display[0] = 28  # DESERT*/DESERT next to the start DESERT: a spring connection
    place(state, 28, (0, 1), 0)
    assert state.phase == PHASE_SPRING_CHOICE and state.current_player == 0
    return state


@pytest.mark.parametrize("seed", [None, 0, 7, 123456789])
@pytest.mark.parametrize("mid_spring", [False, True])
def test_views_depend_only_on_what_the_seat_may_know(seed: int | None, mid_spring: bool) -> None:
    """Two states that differ only in hidden facts give identical views for the same seed
    (so knowing the seed tells nothing about the real order), for every seat."""
    rng = random.Random(3)
    state = _spring_offer_pending(5) if mid_spring else fresh(players=3, spring=True, seed=5)
    if not mid_spring:
        for _ in range(4):
            state.apply(_random_move(state, rng))
    twin = _hidden_facts_shuffled(state, 99)
    assert twin.stack != state.stack and twin.to_json() != state.to_json()
    if mid_spring:
        assert twin.spring_offer is not None and state.spring_offer is not None
        assert twin.spring_offer.options != state.spring_offer.options
    for seat in range(1, 3):  # not the chooser: the spring eggs are hidden from them
        assert state.view(seat, seed).to_json() == twin.view(seat, seed).to_json()
    # The chooser sees its own eggs: its views differ exactly there.
    mine, twins = state.view(0, seed), twin.view(0, seed)
    if mid_spring:
        assert mine.spring_offer is not None and state.spring_offer is not None
        assert mine.spring_offer.options == state.spring_offer.options
    else:
        assert mine.to_json() == twins.to_json()


def test_view_with_a_seed_reshuffles_and_without_one_is_stable() -> None:
    state = fresh(players=2, seed=4)
    stacks = {tuple(state.view(0, seed=s).stack) for s in range(5)}
    assert len(stacks) == 5  # the seed really deals the hidden order again
    assert state.view(0).to_json() == state.view(0).to_json()
    assert state.view(0).to_json() == _hidden_facts_shuffled(state, 1).view(0).to_json()


# --------------------------------------------------------------------------- malformed moves

MALFORMED_MOVES = [
    PlaceDomino(0, (2, 0), 0.0),  # type: ignore[arg-type]  # float orientation
    PlaceDomino(0, [2, 0], 0),  # type: ignore[arg-type]  # cell given as a list
    PlaceDomino("0", (2, 0), 0),  # type: ignore[arg-type]  # display index as a string
    PlaceDomino(True, (2, 0), 0),  # bool where an int is meant
    PlaceDomino(0, (2, 0), False),
    PlaceDomino(0, (2.0, 0), 0),  # type: ignore[arg-type]
    PlaceDomino(0, (2, 0, 1), 0),  # type: ignore[arg-type]
    PlaceDomino(0, None, 0),  # type: ignore[arg-type]
    ChooseSpringEgg(1.0),  # type: ignore[arg-type]
    ChooseSpringEgg(True),
    "place_domino",  # not a move at all
    {"kind": "place_domino", "display_index": 0, "cell": [2, 0], "orientation": 0},
]


@pytest.mark.parametrize("move", MALFORMED_MOVES, ids=repr)
@pytest.mark.parametrize("spring_choice", [False, True])
def test_malformed_moves_are_refused_by_check_and_apply(move: object, spring_choice: bool) -> None:
    state = _spring_offer_pending(2) if spring_choice else fresh(players=3, seed=2)
    before = state.to_json()
    for call in (state.check, state.apply):
        with pytest.raises(IllegalMove) as err:
            call(move)  # type: ignore[arg-type]
        assert err.value.code == MALFORMED and str(err.value)
    assert not state.is_legal(move)  # type: ignore[arg-type]
    assert state.to_json() == before


MALFORMED_JSON = [
    {"kind": "place_domino", "display_index": 0, "cell": [2, 0], "orientation": 0.5},
    {"kind": "place_domino", "display_index": 0, "cell": [2, 0], "orientation": 1.0},
    {"kind": "place_domino", "display_index": "0", "cell": [2, 0], "orientation": 0},
    {"kind": "place_domino", "display_index": True, "cell": [2, 0], "orientation": 0},
    {"kind": "place_domino", "display_index": 0, "cell": [2], "orientation": 0},
    {"kind": "place_domino", "display_index": 0, "cell": "2,0", "orientation": 0},
    {"kind": "place_domino", "display_index": 0, "cell": {"x": 2, "y": 0}, "orientation": 0},
    {"kind": "place_domino", "display_index": 0, "cell": [2, [0]], "orientation": 0},
    {"kind": "place_domino", "display_index": 0, "orientation": 0},  # missing field
    {"kind": "place_domino", "display_index": 0, "cell": [2, 0], "orientation": 0, "x": 1},
    {"kind": "choose_spring_egg", "keep": None},
    {"kind": "choose_spring_egg", "keep": False},
    {"kind": "choose_spring_egg"},
    {"kind": "fly_away", "keep": 0},  # unknown kind
    {"kind": ["place_domino"]},
    {"keep": 0},
    [],
    "choose_spring_egg",
    None,
]


@pytest.mark.parametrize("raw", MALFORMED_JSON, ids=repr)
def test_malformed_json_moves_are_refused(raw: object) -> None:
    with pytest.raises(IllegalMove) as err:
        move_from_json(raw)  # type: ignore[arg-type]
    assert err.value.code == MALFORMED and str(err.value)


def test_well_formed_json_moves_still_read_back() -> None:
    raw = {"kind": "place_domino", "display_index": 1, "cell": [-2, 3], "orientation": 3}
    assert move_from_json(raw) == PlaceDomino(1, (-2, 3), 3)
    assert move_from_json({"kind": "choose_spring_egg", "keep": 1}) == ChooseSpringEgg(1)


def test_every_illegal_code_is_listed_and_malformed_is_translated() -> None:
    """The codes the engine raises are listed once (for the UI); the malformed move's text
    is in both catalogues."""
    import re
    from pathlib import Path

    rules = Path(__file__).resolve().parents[2] / "dragomino" / "rules"
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted(rules.glob("*.py")))
    raised = set(re.findall(r'(?:IllegalMove\(|return \()\s*"([a-z_]+)",', source))
    assert raised | {MALFORMED} == set(ILLEGAL_CODES)
    for lang in ("de", "en"):
        po = (rules.parent / "locale" / f"{lang}.po").read_text(encoding="utf-8")
        assert f'msgid "{MALFORMED_TEXT}"' in po


def test_public_counts_and_baby_odds() -> None:
    state = fresh()
    assert baby_odds(state)["VOLCANO"] == pytest.approx(7 / 9)
    state.players[0].eggs[((0, 0), (0, 1))] = shell("VOLCANO", 0)
    state.players[1].eggs[((0, 0), (0, 1))] = baby("VOLCANO", 3)
    assert public_egg_counts(state)["VOLCANO"] == (6, 1)
    assert baby_odds(state)["VOLCANO"] == pytest.approx(6 / 7)
    state.players[1].eggs.update(
        {((i, 5), (i, 6)): baby("MOUNTAIN", i) for i in range(7)}
        | {((i, 7), (i, 8)): shell("MOUNTAIN", i) for i in range(3)}
    )
    assert baby_odds(state)["MOUNTAIN"] == 0.0
