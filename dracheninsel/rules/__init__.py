"""Die Dracheninsel rules engine (pure Python): state machine, moves, events, views.

For a table scene:
  state = new_game(GameConfig(seats=("R", "Y", "G")), seed)
  state.actors()            -> the one seat to ask now ([] when over)
  state.phase               -> main / window / choice / duel / exchange / over
  state.is_over             -> phase == over
  state.window              -> open reaction window: kind ("slumber": after an action,
                               "counter": before Sneak Attack / Fear & Loathing), chain of
                               (seat, card) played, pending announced move, after
  state.last_action         -> the active player's latest action (what a window answers)
  state.legal_moves(seat)   -> every legal Move of that seat (Pass included in windows)
  state.check(move)         -> raises IllegalMove(code, reason) unless legal
  state.apply(move)         -> list[Event]; IllegalMove leaves the state unchanged
  event_for(seat, event)    -> the event as that seat may see it (secret cards redacted)
  state.view(seat, seed)    -> copy holding only what that seat may know (for AIs)
  state.scores(), state.winners(), state.to_json(), State.from_json(d)
Moves are typed (`moves.py`: Step, SweetSlumber, ...; `Move` is their union), events too
(`events.py`: Stepped, CardTaken, ...; `Event` is their base); both have `kind` and a flat
JSON form (`move_from_json`, `event_from_json`). Positions, card ids and coin ids are
explained in `data`; `scenario.build_state` builds hand-made positions.

The rules are layers, each importing only those below it: `state` (data, JSON, views) →
`legal` (legal moves, checks) → `actions` (one effect per card) → `reactions` (windows,
chains, the duel) → `flow` (sequences a move). `State` sits at the bottom, so its rule
calls are the upper layers' functions, installed on the class here, once.
"""

from . import data, flow, legal
from .events import Event, event_for, event_from_json, event_view
from .moves import IllegalMove, Move, move_from_json
from .state import GameConfig, Group, State, new_game

State.must_leave_site = legal.must_leave_site
State.is_free_colour = legal.is_free_colour
State.legal_moves = legal.legal_moves
State.check = legal.check
State.apply = flow.apply

__all__ = [
    "Event",
    "GameConfig",
    "Group",
    "IllegalMove",
    "Move",
    "State",
    "data",
    "event_for",
    "event_from_json",
    "event_view",
    "move_from_json",
    "new_game",
]
