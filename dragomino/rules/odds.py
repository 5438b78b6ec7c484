"""Public egg information: what every player can count from the revealed eggs.

All revealed eggs stay on the islands, so babies and shells left per terrain are public;
the supplies' order and the eggs looked at at a spring are not used here.
"""

from __future__ import annotations

from .data import TERRAIN_IDS, TERRAINS
from .state import GameState


def public_egg_counts(state: GameState) -> dict[str, tuple[int, int]]:
    """Per terrain: (babies, shells) not yet revealed, from the box contents minus what lies
    on the islands. Eggs looked at at a pending spring still count as unrevealed."""
    babies = {t: TERRAINS[t].babies for t in TERRAIN_IDS}
    shells = {t: TERRAINS[t].shells for t in TERRAIN_IDS}
    for player in state.players:
        for token in player.eggs.values():
            if token.baby is None:
                shells[token.terrain] -= 1
            else:
                babies[token.terrain] -= 1
    return {t: (babies[t], shells[t]) for t in TERRAIN_IDS}


def baby_odds(state: GameState) -> dict[str, float]:
    """Each terrain's chance that the next egg drawn is a baby (0.0 when none are left)."""
    out: dict[str, float] = {}
    for terrain, (babies, shells) in public_egg_counts(state).items():
        left = babies + shells
        out[terrain] = babies / left if left else 0.0
    return out
