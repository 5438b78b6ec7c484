"""A game in progress: the engine state, the seats, every move, autosave and rematch.

`commit` is the one door through which a move reaches the state: it applies the move,
records its JSON and autosaves, so the title's Continue resumes exactly where the game
stopped. The save carries a format version, the game id, the options, the seed, the full
move list and the state, so a loader can check the state by replaying the moves.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from common.engine import Engine, EventLike, GameEngine, MoveLike

# The last finished game's file lives with the other save files, where the title asks for it
# before its first frame without importing this kit; re-exported here.
from common.saves import LAST_FINISHED, has_last_finished, last_finished_path  # noqa: F401
from common.table.seats import Seat, people

log = logging.getLogger(__name__)

SAVE_FORMAT = 2
S = TypeVar("S", bound=Engine[Any, Any])
M = TypeVar("M", bound=MoveLike)
E = TypeVar("E", bound=EventLike)
Autosave = Callable[[dict[str, Any]], None]
Start = Callable[[dict[str, Any], int], Any]  # (config, seed) -> a fresh state


class SaveError(ValueError):
    """A save that cannot be restored; the message says what is wrong with it."""


class FinishedSave(SaveError):
    """A save of a game that is over, offered to be played on: Continue led back to the
    end screen for ever (issue 25). It belongs with the last finished game."""


def write_or_clear_autosave(data: dict[str, Any]) -> None:
    """The default autosave: write it, or, once the game is over, keep it as the last
    finished game (for "Watch again" from the title) and delete the autosave (no Continue)."""
    from common import saves

    game_id = str(data["game"])
    if data.get("over"):
        try:
            saves.write_save(last_finished_path(game_id), data, game_id)
        except (OSError, ValueError, TypeError, RecursionError) as exc:
            log.warning("could not keep the finished game of %s: %s", game_id, exc)
        saves.delete_autosave(game_id)
    else:
        saves.write_autosave(game_id, data)


def load_last_finished(game_id: str) -> dict[str, Any] | None:
    """The last finished game's save data, checked like any save (a damaged file is put
    aside by `saves.load_save`); None when there is none or it was refused."""
    from common import saves

    path = last_finished_path(game_id)
    try:
        return saves.load_save(path, game_id)
    except FileNotFoundError:
        return None
    except saves.CorruptSave as exc:
        log.warning("last finished game of %s refused: %s", game_id, exc)
        return None
    except Exception:
        log.exception("last finished game of %s unreadable", game_id)
        return None


@dataclass
class Committed:
    """One move as it was committed here: who made it and what it showed (for take-backs)."""

    seat: int | None
    move: dict[str, Any]
    events: list[Any] = field(default_factory=list)


RECENT_KEPT = 2  # committed moves remembered with their events (a take-back looks at two)


def mover_of(state: Any, move: Any) -> int | None:
    """The seat making `move` on `state`: the move's own `seat` (Die Dracheninsel), else the
    one actor (Dragomino moves are always the current player's)."""
    seat = getattr(move, "seat", None)
    if isinstance(seat, int) and not isinstance(seat, bool):
        return seat
    actors = list(state.actors())
    return actors[0] if len(actors) == 1 else None


class GameSession(Generic[S, M, E]):
    """State + seats + move list; see the module docstring."""

    def __init__(
        self,
        engine: GameEngine[Any, Any, Any],
        seats: Sequence[Seat],
        state: S,
        *,
        config: dict[str, Any],
        seed: int,
        start: Start,
        moves: list[dict[str, Any]] | None = None,
        table: dict[str, Any] | None = None,
        autosave: Autosave | None = None,
    ) -> None:
        if len(seats) != len(state.scores()):
            raise ValueError(f"{len(seats)} seats for a game of {len(state.scores())} players")
        self.engine = engine
        self.seats = list(seats)
        self.state = state
        self.config = dict(config)
        self.seed = seed
        self.start = start
        self.moves: list[dict[str, Any]] = list(moves or [])
        self.table: dict[str, Any] = dict(table or {})
        self.autosave = autosave
        # the last few commits with their events; empty after a load (then rebuilt on demand)
        self.recent: list[Committed] = []
        # the table writes what it keeps besides the rules (e.g. what each person has seen)
        # into `table` here, just before each save
        self.before_save: Callable[[], None] | None = None

    # ------------------------------------------------------------------ reading
    @property
    def game_id(self) -> str:
        return self.engine.game_id

    @property
    def is_over(self) -> bool:
        return bool(self.state.is_over)

    def actors(self) -> list[int]:
        return list(self.state.actors())

    @property
    def people(self) -> list[int]:
        return people(self.seats)

    # ------------------------------------------------------------------ acting
    def commit(self, move: M) -> list[E]:
        """Apply `move` (an illegal one raises, state unchanged), record it, autosave."""
        seat = mover_of(self.state, move)
        events: list[E] = self.state.apply(move)
        self.moves.append(move.to_json())
        self.recent = [*self.recent, Committed(seat, self.moves[-1], list(events))][-RECENT_KEPT:]
        self.save_now()
        return events

    def rewind(self, count: int) -> None:
        """Go back to the state after the first `count` moves, rebuilt from options, seed
        and those moves (the engine is deterministic, so nothing random is rolled again).
        Later moves are forgotten; nothing is saved (a take-back saves, a replay does not)."""
        if not 0 <= count <= len(self.moves):
            raise ValueError(f"cannot rewind to move {count} of {len(self.moves)}")
        kept = self.moves[:count]
        state: S = self.start(self.config, self.seed)
        for raw in kept:
            state.apply(self.engine.move_from_json(raw))
        self.state = state
        self.moves = kept
        tail = kept[-RECENT_KEPT:]
        self.recent = [c for c in self.recent if any(c.move is raw for raw in tail)]

    def committed(self, back: int = 1) -> Committed | None:
        """The `back`-th latest move with its mover and events (1 = the last one), from
        memory or, after a load, by replaying up to it; None when there are fewer moves."""
        index = len(self.moves) - back
        if index < 0:
            return None
        known = len(self.recent) - back
        if known >= 0 and self.recent[known].move is self.moves[index]:
            return self.recent[known]
        state = self.start(self.config, self.seed)
        for raw in self.moves[:index]:
            state.apply(self.engine.move_from_json(raw))
        move = self.engine.move_from_json(self.moves[index])
        seat = mover_of(state, move)
        return Committed(seat, self.moves[index], list(state.apply(move)))

    def save_data(self) -> dict[str, Any]:
        if self.before_save is not None:
            try:
                self.before_save()
            except Exception:  # the table's extras are a comfort: the game itself is saved
                log.exception("the table's extras for the save of %s failed", self.game_id)
        return {
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "config": self.config,
            "seed": self.seed,
            "moves": list(self.moves),
            "state": self.state.to_json(),
            "seats": [seat.to_json() for seat in self.seats],
            "table": dict(self.table),
            "over": self.is_over,
        }

    def save_now(self) -> None:
        """Autosave now (after a move, before quitting); a failing disk never ends the game."""
        if self.autosave is None:
            return
        try:
            self.autosave(self.save_data())
        except Exception:
            log.exception("autosave of %s failed", self.game_id)

    def rematch(self, seed: int | None = None) -> GameSession[S, M, E]:
        """A fresh game with the same seats, options and table settings."""
        seed = random.randrange(1 << 30) if seed is None else seed
        return GameSession(
            self.engine,
            self.seats,
            self.start(self.config, seed),
            config=self.config,
            seed=seed,
            start=self.start,
            table=self.table,
            autosave=self.autosave,
        )

    def replay(self) -> S:
        """The state rebuilt from options, seed and every recorded move (for checking a save)."""
        state: S = self.start(self.config, self.seed)
        for raw in self.moves:
            state.apply(self.engine.move_from_json(raw))
        return state

    # ------------------------------------------------------------------ loading
    @classmethod
    def restore(
        cls,
        engine: GameEngine[Any, Any, Any],
        data: dict[str, Any],
        start: Start,
        *,
        autosave: Autosave | None = None,
        state: Any = None,
        table_schema: Mapping[str, Callable[[Any], bool]] | None = None,
        to_play: bool = False,
        max_moves: int | None = None,
    ) -> GameSession[Any, Any, Any]:
        """A session from `save_data()`; SaveError says what is wrong with a bad save.

        Every field is checked against what the app writes: the seats (a computer level
        from the engine's list), and, with `table_schema`, each known table setting by
        the game's own test of its value (unknown keys are a newer table's: kept).
        `to_play` (Continue, not "Watch again"): a finished game raises `FinishedSave`,
        and one of `max_moves` or more that is not over (the table ends such a game, so
        it could never be played on) raises SaveError.

        `state`, when given, is the state already rebuilt and checked by the loader (e.g.
        `common.saves.restore_game` replays the moves); otherwise it is read from the save.

        Saves of format 1 (state and seats only, written before the kit) load too: their
        move list starts empty and their seed is unknown (0).
        """
        if not isinstance(data, dict):
            raise SaveError("the save is not a JSON object")
        if data.get("game") != engine.game_id:
            raise SaveError(f"the save is for {data.get('game')!r}, not {engine.game_id!r}")
        fmt = data.get("format", 1)
        if fmt not in (1, SAVE_FORMAT):
            raise SaveError(f"unknown save format {fmt!r}")
        try:
            if state is None:
                state = engine.state_from_json(data["state"])
            seats = [Seat.from_json(raw) for raw in data["seats"]]
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"the saved game cannot be read: {exc!r}") from exc
        for seat in seats:  # "Hard" or "godlike" played the first legal move with a traceback
            if seat.level is not None and seat.level not in engine.levels:
                raise SaveError(f"seat {seat.name!r} has an unknown computer level {seat.level!r}")
        table = data.get("table", {})
        moves = data.get("moves", [])
        if not isinstance(table, dict) or not isinstance(moves, list):
            raise SaveError("the save's table settings or move list are damaged")
        for key, value in table.items():
            allowed = table_schema.get(key) if table_schema is not None else None
            if allowed is not None and not allowed(value):
                raise SaveError(f"the save's table setting {key!r} is not one the app writes")
        config = data.get("config")
        if not isinstance(config, dict):  # format 1: the options live in the state only
            stored = data.get("state")
            inner = stored.get("config") if isinstance(stored, dict) else None
            config = dict(inner) if isinstance(inner, dict) else {}
        seed = data.get("seed", 0)
        if to_play and max_moves is not None and len(moves) >= max_moves:
            raise SaveError(f"{len(moves)} moves: past the {max_moves} a game may last")
        try:
            session = cls(
                engine,
                seats,
                state,
                config=config,
                seed=int(seed),
                start=start,
                moves=moves,
                table=table,
                autosave=autosave,
            )
        except (TypeError, ValueError) as exc:
            raise SaveError(str(exc)) from exc
        if to_play and data.get("over", session.is_over) is not session.is_over:
            raise SaveError(f"the save says over={data.get('over')!r}; its game says otherwise")
        if to_play and session.is_over:
            raise FinishedSave("the game in it is over")
        return session
