"""Dragomino rules engine (pure Python, no pygame), after /work/shared/rules/dragomino.md.

Typical use (UI or simulation)::

    state = new_game(GameConfig(players=3, spring_variant=True, first_player=0), seed=42)
    state.current_player, state.phase, state.round, state.display, state.mother
    state.legal_placements(domino_id)           # [Placement(cell, orientation), ...]
    state.legal_orientations_at(domino_id, cell)  # for rotating a ghost, illegal ones skipped
    state.placement_preview(seat, domino_id, cell, orientation)  # [Connection]: eggs to hatch
    events = state.apply(PlaceDomino(display_index, cell, orientation))  # or IllegalMove
    events = state.apply(ChooseSpringEgg(keep=0 or 1))  # when phase == "spring_choice"
    state.actors(), state.legal_moves(seat), state.check(move)  # the common engine contract
    state.is_over, state.scores(), state.winners()
    state.view(seat, seed)  # what a seat may know (for computer players); event_view(event, seat)
    state.to_json() / GameState.from_json(data)       # exact round trip, RNG included
    move_from_json(raw)  # a malformed move raises IllegalMove with code MALFORMED

Conventions chosen where the rules are silent:
- Cells are (x, y), y grows downwards; the start domino lies DESERT (0, 0), SNOW (1, 0).
- Orientation = direction from half A to half B: 0 right, 1 down, 2 left, 3 up.
- A join is the sorted pair of its two cells; eggs are stored per join.
- Connections resolve half A first, then half B; around each half right, down, left, up.
- Egg tokens: babies EggToken(terrain, baby=0..6), shells EggToken(terrain, None, shell=i).
- Display slots keep their index for the whole round (a taken slot becomes None).
- `GameConfig.first_player` is the "youngest player" option; None = drawn from the seed.
"""

from .board import find_connections, frontier, legal_orientations_at, placement_error
from .data import (
    DOMINO_IDS,
    DOMINOES,
    RULES,
    START_DOMINO,
    TERRAIN_IDS,
    TERRAINS,
    TOTAL_EGGS,
    DominoSpec,
    Half,
    TerrainSpec,
    domino,
)
from .model import (
    ILLEGAL_CODES,
    MALFORMED,
    MALFORMED_TEXT,
    NEIGHBOUR_DELTAS,
    ORIENTATION_DELTAS,
    PHASE_GAME_OVER,
    PHASE_PICK_AND_PLACE,
    PHASE_SPRING_CHOICE,
    Cell,
    ChooseSpringEgg,
    Connection,
    DominoPlaced,
    DominoTaken,
    EggReturned,
    EggRevealed,
    EggSupplyEmpty,
    EggToken,
    Event,
    GameConfig,
    GameEnded,
    IllegalMove,
    Join,
    MotherDragonMoved,
    Move,
    PlaceDomino,
    Placement,
    RoundEnded,
    RoundStarted,
    SpringOffered,
    Square,
    TurnStarted,
    event_from_json,
    event_view,
    half_b_cell,
    make_join,
    move_from_json,
    move_shape_error,
)
from .odds import baby_odds, public_egg_counts
from .state import (
    GameState,
    PlayerState,
    SpringOffer,
    egg_order,
    final_scores,
    leftover_count,
    new_game,
    round_order,
    winners_of,
)

__all__ = [
    "DOMINOES",
    "DOMINO_IDS",
    "ILLEGAL_CODES",
    "MALFORMED",
    "MALFORMED_TEXT",
    "NEIGHBOUR_DELTAS",
    "ORIENTATION_DELTAS",
    "PHASE_GAME_OVER",
    "PHASE_PICK_AND_PLACE",
    "PHASE_SPRING_CHOICE",
    "RULES",
    "START_DOMINO",
    "TERRAINS",
    "TERRAIN_IDS",
    "TOTAL_EGGS",
    "Cell",
    "ChooseSpringEgg",
    "Connection",
    "DominoPlaced",
    "DominoSpec",
    "DominoTaken",
    "EggReturned",
    "EggRevealed",
    "EggSupplyEmpty",
    "EggToken",
    "Event",
    "GameConfig",
    "GameEnded",
    "GameState",
    "Half",
    "IllegalMove",
    "Join",
    "MotherDragonMoved",
    "Move",
    "PlaceDomino",
    "Placement",
    "PlayerState",
    "RoundEnded",
    "RoundStarted",
    "SpringOffer",
    "SpringOffered",
    "Square",
    "TerrainSpec",
    "TurnStarted",
    "baby_odds",
    "domino",
    "egg_order",
    "event_from_json",
    "event_view",
    "final_scores",
    "find_connections",
    "frontier",
    "half_b_cell",
    "leftover_count",
    "legal_orientations_at",
    "make_join",
    "move_from_json",
    "move_shape_error",
    "new_game",
    "placement_error",
    "public_egg_counts",
    "round_order",
    "winners_of",
]
