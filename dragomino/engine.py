"""Dragomino bound to the common engine contract (`common.engine`): rules plus computer players.

Code that must not name a game (the shell, the conformance test, tools) reaches Dragomino
through `ENGINE` only. `mypy --strict` checks here that `GameState`, its moves and events
satisfy `Engine`, `MoveLike` and `EventLike`.
"""

from __future__ import annotations

from collections.abc import Callable

from common.engine import Engine, GameEngine

from .ai import LEVELS, choose_move
from .rules import (
    RULES,
    Event,
    GameConfig,
    GameState,
    IllegalMove,
    Move,
    event_from_json,
    event_view,
    move_from_json,
    new_game,
)


def new_standard_game(players: int, seed: int) -> GameState:
    """A game with the printed rules (no spring variant); the seed draws who starts."""
    return new_game(GameConfig(players), seed)


def new_spring_game(players: int, seed: int) -> GameState:
    """A game with the dragons' spring variant (a second binding, for tests and tools)."""
    return new_game(GameConfig(players, spring_variant=True), seed)


def _bind(new: Callable[[int, int], GameState]) -> GameEngine[GameState, Move, Event]:
    return GameEngine(
        game_id="dragomino",
        min_players=RULES.min_players,
        max_players=RULES.max_players,
        levels=LEVELS,
        new_game=new,
        state_from_json=GameState.from_json,
        move_from_json=move_from_json,
        event_from_json=event_from_json,
        event_view=event_view,
        choose_move=choose_move,
        illegal_move=IllegalMove,
    )


ENGINE: GameEngine[GameState, Move, Event] = _bind(new_standard_game)
#: The same game with the spring variant on (its spring choice is a phase of its own).
SPRING_ENGINE: GameEngine[GameState, Move, Event] = _bind(new_spring_game)


def _satisfies_contract(state: GameState) -> Engine[Move, Event]:
    """Never called: makes mypy prove that a `GameState` is an `Engine`."""
    return state
