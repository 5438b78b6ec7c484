"""A Dragomino table's game session, and the seeded demo table of tests and the self-test.

Here rather than in the plugin, which builds on the table: the self-test builds demo tables
too, and the UI must not import the plugin above it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from common.table import GameSession, Seat, write_or_clear_autosave
from dragomino.engine import ENGINE
from dragomino.options import SEAT_COLOURS, start_game
from dragomino.ui.table import TableScene

if TYPE_CHECKING:
    from dragomino.rules import Event, GameState, Move

    Session = GameSession[GameState, Move, Event]


def new_session(seats: list[Seat], config: dict[str, Any], seed: int, autosave: bool) -> Session:
    """A new game's session at the table (`autosave`: a launcher game, saved as it goes)."""
    return GameSession(
        ENGINE,
        seats,
        start_game(config, seed),
        config=config,
        seed=seed,
        start=start_game,
        table={"show_odds": False},
        autosave=write_or_clear_autosave if autosave else None,
    )


def demo_table(
    levels: list[str | None], seed: int, spring: bool = False, names: list[str] | None = None
) -> TableScene:
    """A seeded table for tests and the self-test (computer turns computed inline)."""
    names = names or ["Anna", "Jörg", "Özlem", "Ben"]
    seats = [Seat(names[i], SEAT_COLOURS[i][1], level) for i, level in enumerate(levels)]
    config = {"players": len(levels), "spring_variant": spring, "first_player": 0}
    return TableScene(new_session(seats, config, seed, autosave=False), sync_ai=True, ai_seed=seed)
