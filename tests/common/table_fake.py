"""A tiny game for the table-kit tests: take one or two sticks; who takes the last wins.

It satisfies `common.engine.Engine` structurally, with a private fact per seat (a secret
number) so privacy can be tested, and a `GameEngine` binding.
"""

from __future__ import annotations

import random
import threading
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from common.engine import GameEngine


class Refused(ValueError):
    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason


@dataclass(frozen=True)
class Take:
    kind: ClassVar[str] = "take"
    seat: int
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "count": self.count}


@dataclass(frozen=True)
class Took:
    kind: ClassVar[str] = "took"
    seat: int
    count: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "count": self.count}


class Sticks:
    def __init__(self, players: int, sticks: int, secrets: list[int]) -> None:
        self.players = players
        self.sticks = sticks
        self.turn = 0
        self.secrets = secrets
        self.taken = [0] * players
        self.last: int | None = None

    def actors(self) -> list[int]:
        return [] if self.is_over else [self.turn]

    def legal_moves(self, seat: int) -> list[Take]:
        if self.is_over or seat != self.turn:
            return []
        return [Take(seat, n) for n in (1, 2) if n <= self.sticks]

    def check(self, move: Take) -> None:
        if move not in self.legal_moves(move.seat):
            raise Refused("not_allowed", f"{move} is not allowed now")

    def apply(self, move: Take) -> list[Took]:
        self.check(move)
        self.sticks -= move.count
        self.taken[move.seat] += move.count
        self.last = move.seat
        self.turn = (self.turn + 1) % self.players
        return [Took(move.seat, move.count)]

    def view(self, seat: int, seed: int | None = None) -> Self:
        out = self.copy()
        out.secrets = [s if k == seat else -1 for k, s in enumerate(self.secrets)]
        return out

    @property
    def is_over(self) -> bool:
        return self.sticks == 0

    def scores(self) -> list[int]:
        return list(self.taken)

    def winners(self) -> list[int]:
        return [self.last] if self.is_over and self.last is not None else []

    def copy(self) -> Self:
        return type(self).from_json(self.to_json())

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "sticks": self.sticks,
            "turn": self.turn,
            "secrets": list(self.secrets),
            "taken": list(self.taken),
            "last": self.last,
        }

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Self:
        state = cls(int(raw["players"]), int(raw["sticks"]), list(raw["secrets"]))
        state.turn = int(raw["turn"])
        state.taken = list(raw["taken"])
        state.last = raw["last"]
        return state


def start(config: dict[str, Any], seed: int) -> Sticks:
    rng = random.Random(seed)
    players = int(config["players"])
    return Sticks(
        players, int(config.get("sticks", 7)), [rng.randrange(100) for _ in range(players)]
    )


def smart(view: Sticks, seat: int, level: str, rng: random.Random) -> Take:
    assert all(s == -1 for k, s in enumerate(view.secrets) if k != seat), "AI saw a secret"
    moves = view.legal_moves(seat)
    return moves[-1] if level == "hard" else rng.choice(moves)


class Gate:
    """A choose_move that blocks until the test opens it (no sleeps in tests)."""

    def __init__(self, answer: Any = None, error: Exception | None = None) -> None:
        self.open = threading.Event()
        self.entered = threading.Event()
        self.answer = answer
        self.error = error

    def __call__(self, view: Sticks, seat: int, level: str, rng: random.Random) -> Take:
        self.entered.set()
        assert self.open.wait(10), "the test never opened the gate"
        if self.error is not None:
            raise self.error
        return self.answer if self.answer is not None else view.legal_moves(seat)[0]


def move_from_json(raw: dict[str, Any]) -> Take:
    return Take(int(raw["seat"]), int(raw["count"]))


def event_from_json(raw: dict[str, Any]) -> Took:
    return Took(int(raw["seat"]), int(raw["count"]))


ENGINE: GameEngine[Sticks, Take, Took] = GameEngine(
    game_id="sticks",
    min_players=2,
    max_players=4,
    levels=("easy", "hard"),
    new_game=lambda players, seed: start({"players": players}, seed),
    state_from_json=Sticks.from_json,
    move_from_json=move_from_json,
    event_from_json=event_from_json,
    event_view=lambda event, seat: event,
    choose_move=smart,
    illegal_move=Refused,
)
