"""Build hand-made positions for tests, tutorials and the UI's self-test.

`build_state` starts from `new_game` and then places hunters, groups, dragons and hands
as asked, putting every card not named into the draw pile so all 99 stay accounted for.
"""

from __future__ import annotations

from typing import Any

from . import data as D
from .state import MAIN, GameConfig, Group, State, new_game


def cell(q: int, r: int) -> int:
    """Position id of the island cell at axial (q, r)."""
    return D.COORD_TO_CELL[(q, r)]


def _card_matches(card: int, spec: str) -> bool:
    if spec in D.COLOUR_INDEX:
        return D.CARD_KIND[card] == D.TERRAIN and D.CARD_COLOUR[card] == D.COLOUR_INDEX[spec]
    return D.CARD_KIND[card] == spec


def take(pool: list[int], spec: str) -> int:
    """Remove and return one card of `spec` (colour letter or action id) from `pool`."""
    for i, c in enumerate(pool):
        if _card_matches(c, spec):
            return pool.pop(i)
    raise ValueError(f"no card {spec!r} left")


def build_state(
    seats: str = "RYGB",
    *,
    active: int = 0,
    hands: dict[int, list[str]] | None = None,
    positions: dict[int, int] | None = None,
    groups: list[tuple[list[int], int]] | None = None,
    dragons: list[int] | None = None,
    deck_top: list[str] | None = None,
    discard: list[str] | None = None,
    deck_size: int | None = None,
    seed: int = 1,
    **options: Any,
) -> State:
    """A state in the main phase with the given hands (other seats get empty hands unless
    named), hunter positions, groups (members, cell; coins from the supply), dragon cells,
    the top of the draw pile (last entry drawn first) and discard pile."""
    config = GameConfig(seats=tuple(seats), start_player=active, **options)
    state = new_game(config, seed)
    pool = sorted(range(D.N_CARDS))
    state.hands = [[] for _ in seats]
    for seat, specs in (hands or {}).items():
        state.hands[seat] = [take(pool, s) for s in specs]
    state.discard = [take(pool, s) for s in (discard or [])]
    top = [take(pool, s) for s in (deck_top or [])]
    state.rng.shuffle(pool)
    if deck_size is not None:
        state.discard += pool[: len(pool) - deck_size + len(top)]
        pool = pool[len(pool) - deck_size + len(top) :]
    state.deck = pool + top
    for seat, p in (positions or {}).items():
        state.pos[seat] = p
    for members, p in groups or []:
        coins = state.supply[:2]
        state.supply = state.supply[2:]
        state.groups.append(Group(list(members), coins, p))
        for m in members:
            state.pos[m] = p
    if dragons is not None:
        state.dragons = list(dragons) + [-1] * (D.N_DRAGONS - len(dragons))
    state.active = active
    state.phase = MAIN
    return state
