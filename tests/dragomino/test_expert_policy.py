"""The expert's playout policy plays legal moves of the real rules and takes the most valuable
connections; `simulate` can give the expert a world count instead of wall clock.

World counts only, never wall-clock budgets, so the tests are deterministic and load-proof.
"""

from __future__ import annotations

import random

import pytest

import dragomino.ai.expert as expert
from dragomino.ai.expert import TERRAIN_INDEX, World, world_from_state
from dragomino.rules import (
    NEIGHBOUR_DELTAS,
    ORIENTATION_DELTAS,
    GameConfig,
    GameState,
    PlaceDomino,
    new_game,
)
from dragomino.simulate import simulate


class _Recording(World):
    """A world that remembers the policy's placements (same layout: no new slots)."""

    __slots__ = ()
    placed: list[PlaceDomino] = []  # noqa: RUF012 (one test at a time)

    def place(self, seat: int, slot: int, cell: tuple[int, int], orientation: int) -> None:
        _Recording.placed.append(PlaceDomino(slot, cell, orientation))
        super().place(seat, slot, cell, orientation)


def _recording_world(state: GameState, seed: int) -> _Recording:
    world = world_from_state(state, random.Random(seed))
    world.__class__ = _Recording
    assert isinstance(world, _Recording)
    _Recording.placed.clear()
    return world


@pytest.mark.parametrize("players", [2, 3, 4])
def test_policy_moves_are_legal_in_the_real_game_and_score_alike(players: int) -> None:
    for seed in range(4):
        state = new_game(GameConfig(players), seed)
        world = _recording_world(state, seed)
        while not world.over:
            seat = state.current_player
            world.greedy_turn()
            state.apply(_Recording.placed[-1], seat)  # raises if illegal
            assert world.babies == [p.babies for p in state.players]
            assert world.mother == state.mother
        assert state.is_over
        assert world.scores() == state.scores()


def _worth_of(state: GameState, world: World, move: PlaceDomino, seat: int) -> float:
    """Connections of `move` on `seat`'s real island, weighted as the policy weighs them."""
    spec = state.display_domino(move.display_index)
    island = state.players[seat].island
    dx, dy = ORIENTATION_DELTAS[move.orientation]
    worth = world.connection_values(seat)
    value = 0.0
    for (x, y), terrain in (
        (move.cell, spec.a.terrain),
        ((move.cell[0] + dx, move.cell[1] + dy), spec.b.terrain),
    ):
        for nx, ny in NEIGHBOUR_DELTAS:
            old = island.get((x + nx, y + ny))
            if old is not None and old.terrain == terrain:
                value += worth[TERRAIN_INDEX[terrain]]
    return value


def test_without_pockets_the_policy_takes_the_most_valuable_connections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(expert, "POCKET_WEIGHT", 0.0)
    for seed in range(6):
        state = new_game(GameConfig(2), seed)
        rng = random.Random(seed)
        for _ in range(6):  # a few random turns grow islands with choices
            move = rng.choice(state.legal_moves())
            state.apply(move)
        seat = state.current_player
        assert seat is not None
        world = _recording_world(state, seed)
        world.greedy_turn()
        chosen = _worth_of(state, world, _Recording.placed[0], seat)
        best = max(
            _worth_of(state, world, PlaceDomino(i, p.cell, p.orientation), seat)
            for i, d in enumerate(state.display)
            if d is not None
            for p in state.legal_placements(state.display_domino(i), seat)
        )
        assert chosen == pytest.approx(best, abs=1e-5)


def test_simulate_gives_the_expert_a_world_count() -> None:
    budget = expert.Budget(seconds=None, worlds=2)
    first = simulate(["expert", "easy"], 2, seed=3, expert=budget).to_json()
    assert first == simulate(["expert", "easy"], 2, seed=3, expert=budget).to_json()
    seats = first["seats"]
    assert isinstance(seats, list)
    assert sum(s["wins"] for s in seats) == pytest.approx(2)


def test_simulate_command_line_takes_an_expert_world_count(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from dragomino.__main__ import main

    args = ["simulate", "--games", "2", "--seats", "expert,easy", "--expert-worlds", "1"]
    assert main(args) == 0
    assert "expert" in capsys.readouterr().out
    with pytest.raises(SystemExit) as err:
        main(["simulate", "--games", "1", "--seats", "expert,easy", "--expert-worlds", "0"])
    assert err.value.code == 2
