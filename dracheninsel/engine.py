"""Die Dracheninsel bound to the common engine contract (`common.engine`): rules plus
computer players.

Code that must not name a game (the shell, the conformance test, tools) reaches Die
Dracheninsel through `ENGINE` only. `mypy --strict` checks here that `State`, its moves
and events satisfy `Engine`, `MoveLike` and `EventLike`.
"""

from __future__ import annotations

from common.engine import Engine, GameEngine

from .ai import LEVELS, choose_move
from .rules import (
    Event,
    GameConfig,
    IllegalMove,
    Move,
    State,
    data,
    event_from_json,
    event_view,
    move_from_json,
    new_game,
)

MIN_PLAYERS, MAX_PLAYERS = 3, 6


def new_standard_game(players: int, seed: int) -> State:
    """A game with the default rule options; seats take the colours in board order and
    the seed draws who starts."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Die Dracheninsel needs {MIN_PLAYERS} to {MAX_PLAYERS} players")
    return new_game(GameConfig(seats=tuple(data.COLOUR_LETTERS[:players])), seed)


ENGINE: GameEngine[State, Move, Event] = GameEngine(
    game_id="dracheninsel",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    levels=LEVELS,
    new_game=new_standard_game,
    state_from_json=State.from_json,
    move_from_json=move_from_json,
    event_from_json=event_from_json,
    event_view=event_view,
    choose_move=choose_move,
    illegal_move=IllegalMove,
)


def _satisfies_contract(state: State) -> Engine[Move, Event]:
    """Never called: makes mypy prove that a `State` is an `Engine`."""
    return state
