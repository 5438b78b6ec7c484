"""The one contract every game engine offers to the shell, the tools and the computer players.

Both rules packages satisfy these Protocols structurally (they never import `common`);
each game binds its rules and its computer players into one `GameEngine` value in
`<game>/engine.py`, and `mypy --strict` checks that binding. Shared UI code, tests and
tools that need "a game" are typed against `Engine`/`GameEngine` only, so nothing
game-specific leaks into them.

The shape follows python-chess and boardgame.io: moves and events are small frozen
values with a `kind` and a JSON form; `legal_moves(seat)` lists what a seat may do now;
`check(move)` raises the game's `IllegalMove` (a `ValueError` with a stable `code`) and
`apply(move)` returns the events in the order the UI animates them. `view(seat)` is the
state as that seat may know it: a function of public facts and that seat's own secrets.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar


class MoveLike(Protocol):
    """A decision: frozen, with a `kind` naming its type and a JSON form."""

    kind: ClassVar[str]

    def to_json(self) -> dict[str, Any]: ...


class EventLike(Protocol):
    """Something that happened, reported by `apply` for the UI and the logs."""

    kind: ClassVar[str]

    def to_json(self) -> dict[str, Any]: ...


M = TypeVar("M", bound=MoveLike)
E = TypeVar("E", bound=EventLike)
S = TypeVar("S", bound="Engine[Any, Any]")


class Engine(Protocol[M, E]):
    """A game state: who may act, what they may do, and what doing it changes."""

    def actors(self) -> list[int]:
        """Seats that may act now (several while an out-of-turn window is open)."""
        ...

    def legal_moves(self, seat: int) -> Sequence[M]:
        """Every move `seat` may make now; empty when it may not act."""
        ...

    def check(self, move: M) -> None:
        """Raise the game's `IllegalMove` (with `code` and reason) unless `move` is legal."""
        ...

    def apply(self, move: M) -> list[E]:
        """Play `move`; an illegal move raises and leaves the state unchanged."""
        ...

    def view(self, seat: int, seed: int | None = None) -> Self:
        """The state as `seat` may know it, playable: hidden facts dealt again from a
        canonical order (never their real one) by an RNG seeded with `seed` (None: a digest
        of public facts), so the view depends on what `seat` knows and `seed` alone."""
        ...

    @property
    def is_over(self) -> bool: ...

    def scores(self) -> list[int]: ...

    def winners(self) -> list[int]: ...

    def copy(self) -> Self: ...

    def to_json(self) -> dict[str, Any]: ...


class IllegalMoveLike(Protocol):
    """What the UI reads from a refused move: a stable code and an English reason."""

    code: str
    reason: str


@dataclass(frozen=True)
class GameEngine(Generic[S, M, E]):
    """One game's rules and computer players, bound for code that must not name the game.

    `new_game(players, seed)` starts a game with default options; `choose_move(view, seat,
    level, rng)` is the computer player's decision from `view` (a `state.view(seat)`) and
    never sees more than that view.
    """

    game_id: str
    min_players: int
    max_players: int
    levels: tuple[str, ...]
    new_game: Callable[[int, int], S]
    state_from_json: Callable[[dict[str, Any]], S]
    move_from_json: Callable[[dict[str, Any]], M]
    event_from_json: Callable[[dict[str, Any]], E]
    event_view: Callable[[E, int], E]
    choose_move: Callable[[S, int, str, random.Random], M]
    illegal_move: type[ValueError]
