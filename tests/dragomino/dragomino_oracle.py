"""A test-only Dragomino player that sees the true egg and stack order: a ceiling, not a level.

It runs the expert's search (`dragomino.ai.expert.search`) on the real game instead of sampled
worlds, so every playout knows which egg each supply gives next and which dominoes come up.
Comparing it with the hard level shows how much of a Dragomino game is luck (the room the
expert can win by thinking). It lives under tests/ so the app can never reach it.

    python tests/dragomino/dragomino_oracle.py --games 200 --opponent hard

Measured against hard (two players, seats rotated per deal): 70.6 % with the former
connections-only playouts; 77.8 % ±4.1 of 400 games (seed 0, 8 playouts per candidate) with
the pocket-aware playouts the expert's search uses now.

Where that room lies (`--sees`, 200 games each, seed 7, 24 playouts per candidate, the other
hidden facts sampled as the expert samples them): seeing only the eggs' order, 84.0 % ±5.1;
seeing only the stack's order, 50.2 % ±6.9. Knowing which dominoes come next buys this search
nothing; the oracle's edge is knowing which egg hatches, which no fair player can know.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from dragomino.ai import choose_move  # noqa: E402
from dragomino.ai.expert import (  # noqa: E402
    Budget,
    World,
    candidate_moves,
    search,
    world_from_state,
)
from dragomino.rules import (  # noqa: E402
    PHASE_SPRING_CHOICE,
    ChooseSpringEgg,
    GameConfig,
    GameState,
    Move,
    new_game,
)

ORACLE_BUDGET = Budget(seconds=None, worlds=8)  # the world is known: few playouts do


#: Which hidden facts the oracle sees: both (the issue's ceiling), or only the stack's order
#: or only the eggs' (the other is sampled as the expert samples it), to split the ceiling
#: into what the dominoes' order and what the eggs are worth.
SEES = ("all", "stack", "eggs")


def _world_seeing(state: GameState, rng: random.Random, sees: str) -> World:
    world = world_from_state(state, rng)
    if sees == "stack":
        for supply in world.supplies:
            rng.shuffle(supply)
    if sees == "eggs":
        rng.shuffle(world.stack)
    return world


def choose_oracle_move(
    state: GameState,
    seat: int,
    rng: random.Random,
    budget: Budget = ORACLE_BUDGET,
    sees: str = "all",
) -> Move:
    """The move for `seat` with the real state in hand (hidden facts included, or only
    those `sees` names)."""
    if state.phase == PHASE_SPRING_CHOICE:
        offer = state.spring_offer
        assert offer is not None
        babies = [i for i, t in enumerate(offer.options) if t.is_baby]
        return ChooseSpringEgg(babies[0] if babies else 0)
    view = state.view(seat, rng.getrandbits(64))  # candidates from public facts only
    candidates = candidate_moves(view, seat, rng)
    if len(candidates) == 1:
        return candidates[0]
    world_rng = random.Random(rng.getrandbits(64))
    return search(seat, candidates, lambda: _world_seeing(state, world_rng, sees), budget)


def play_oracle_game(
    oracle_seat: int,
    opponent: str,
    players: int,
    seed: int,
    budget: Budget = ORACLE_BUDGET,
    sees: str = "all",
) -> GameState:
    """One game: the oracle at `oracle_seat`, `opponent`-level computers elsewhere; seat 0
    starts (as in `dragomino.simulate`)."""
    state = new_game(GameConfig(players, first_player=0), seed)
    rng = random.Random(seed ^ 0x0AC1E)
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        if seat == oracle_seat:
            move = choose_oracle_move(state, seat, rng, budget, sees)
        else:
            move = choose_move(state.view(seat, rng.getrandbits(64)), seat, opponent, rng)
        state.apply(move, seat)
    return state


def oracle_share(
    opponent: str,
    games: int,
    players: int = 2,
    seed: int = 0,
    budget: Budget = ORACLE_BUDGET,
    sees: str = "all",
) -> float:
    """The oracle's share of wins (shared wins split) with seats rotated over each deal."""
    deals = random.Random(seed)
    wins = 0.0
    deal = 0
    for game in range(games):
        seat = game % players
        if seat == 0:
            deal = deals.getrandbits(63)
        state = play_oracle_game(seat, opponent, players, deal, budget, sees)
        winners = state.winners()
        if seat in winners:
            wins += 1.0 / len(winners)
    return wins / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--opponent", default="hard")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--worlds", type=int, default=ORACLE_BUDGET.worlds)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sees", choices=SEES, default="all", help="hidden facts it sees")
    args = parser.parse_args()
    budget = Budget(seconds=None, worlds=args.worlds)
    share = oracle_share(args.opponent, args.games, args.players, args.seed, budget, args.sees)
    half = 1.96 * (share * (1 - share) / args.games) ** 0.5
    print(
        f"oracle seeing {args.sees} vs {args.opponent}, {args.players} players, "
        f"{args.games} games, "
        f"{args.worlds} playouts per candidate: {100 * share:.1f} % "
        f"(95 % CI ±{100 * half:.1f})"
    )


if __name__ == "__main__":
    main()
