"""Computer players: legal, fast, and blind to what their seat cannot see."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from dracheninsel.ai import LEVELS, choose_move
from dracheninsel.rules import GameConfig, State, new_game
from dracheninsel.rules.state import OVER
from dracheninsel.simulate import play_game

ROOT = Path(__file__).resolve().parents[2]
# The expert searches on a wall-clock budget: test_dracheninsel_expert.py tests it with
# playout counts.
HEURISTIC_LEVELS = tuple(level for level in LEVELS if level != "expert")


def redeal_hidden(state: State, seat: int, seed: int) -> State:
    """The same game with everything `seat` cannot see dealt anew."""
    other = State.from_json(state.to_json())
    hidden = [s for s in range(state.n) if s != seat]
    pool = [c for s in hidden for c in other.hands[s]] + other.deck
    random.Random(seed).shuffle(pool)
    for s in hidden:
        k = len(other.hands[s])
        other.hands[s], pool = pool[:k], pool[k:]
    other.deck = pool
    other.rng = random.Random(seed + 1)
    return other


@pytest.mark.parametrize("level", HEURISTIC_LEVELS)
def test_decisions_ignore_hidden_information(level: str) -> None:
    checked = 0
    for game in range(4):
        state = new_game(GameConfig(seats=tuple("RYGBKN"[: 3 + game])), 40 + game)
        driver = random.Random(game)
        moves = 0
        while state.phase != OVER and moves < 400:
            seat = state.actors()[0]
            if moves % 3 == 0:
                twin = redeal_hidden(state, seat, moves)
                a = choose_move(state.view(seat), seat, level, random.Random(moves))
                b = choose_move(twin.view(seat), seat, level, random.Random(moves))
                assert a == b, (level, game, moves, a, b)
                checked += 1
            state.apply(choose_move(state.view(seat), seat, "normal", driver))
            moves += 1
    assert checked > 200


def test_every_level_plays_legal_moves() -> None:
    for seed, levels in enumerate([["hard", "normal", "easy"], ["hard"] * 4, ["hard", "easy"] * 3]):
        state = new_game(GameConfig(seats=tuple("RYGBKN"[: len(levels)])), seed)
        rng = random.Random(seed)
        moves = 0
        while state.phase != OVER and moves < 3000:
            seat = state.actors()[0]
            move = choose_move(state.view(seat), seat, levels[seat], rng)
            state.apply(move)  # raises if illegal
            moves += 1
        assert state.phase == OVER


def test_simulated_games_end() -> None:
    for seed in range(6):
        state, _ = play_game(["hard", "normal", "easy", "normal"][: 3 + seed % 2], seed)
        assert state.phase == OVER


def test_pair_next_to_the_site_heads_for_a_boat() -> None:
    """Regression: a pair beside the site used to wait forever (paths led over the site)."""
    state, _ = play_game(["hard", "normal", "easy"], 1_000_003 + 1)
    assert state.phase == OVER


def test_simulate_json_output() -> None:
    cmd = [sys.executable, "-m", "dracheninsel", "simulate", "--games", "3"]
    cmd += ["--seats", "hard,normal,easy", "--seed", "4", "--json"]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    data = json.loads(out.stdout)
    assert list(data) == ["games", "seats"] and data["games"] == 3
    assert [row["level"] for row in data["seats"]] == ["hard", "normal", "easy"]
    assert all(set(row) == {"level", "wins", "mean_score"} for row in data["seats"])
    assert abs(sum(row["wins"] for row in data["seats"]) - 3) < 1e-6


def test_simulate_text_output() -> None:
    cmd = [
        sys.executable,
        "-m",
        "dracheninsel",
        "simulate",
        "--games",
        "1",
        "--seats",
        "easy,easy,easy",
    ]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120, check=True)
    assert "wins" in out.stdout and out.returncode == 0
