"""The table's one object for the phones, for any game: publishes every person seat's
view when the game changed and reads the phones' frames one at a time against the game
as it is then, sending each refusal to that phone only.

The game gives two functions (its `remote.py`): `build(state, seat, log, laptop)` -> the
view body (from `state.view(seat)` only) and `read(state, seat, msg, rev, laptop)` -> an
action, a refusal (with `seat`, `ref`, `code`, `reason`) or None; and a `Laptop` (each
game's adds what its own views need).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Laptop:
    """The public facts of the table's screen that every game's phone view shows."""

    names: Sequence[str]
    colours: Sequence[str]  # "#rrggbb"
    computers: Sequence[bool]
    phones: Sequence[bool] = ()
    #: moves applied so far (a public count): every move changes the view, so a replayed
    #: frame is always stale
    step: int = 0
    #: seat -> a note for that phone (e.g. "pick the target on the laptop")
    note: dict[int, str] = field(default_factory=dict)


class GameDesk:
    def __init__(
        self,
        sessions: Any,
        laptop: Laptop,
        build: Callable[[Any, int, Sequence[Any], Any], dict[str, Any]],
        read: Callable[[Any, int, Any, int, Any], Any],
    ) -> None:
        self.sessions = sessions
        self.laptop = laptop
        self.build = build
        self.read = read
        self.refused = 0  # frames refused (tests, bench)
        self.last_refusal: Any = None

    def seats(self) -> list[int]:
        """Seats a phone may hold: the people's (computers get no token)."""
        return [s for s, computer in enumerate(self.laptop.computers) if not computer]

    def publish(self, state: Any, log: Sequence[Any]) -> int:
        """Every person seat's view (sent only where it changed); the number sent."""
        self.sessions.follow_language()
        self.laptop.phones = [self.sessions.on_phone(s) for s in range(len(self.laptop.computers))]
        sent = 0
        for seat in self.seats():
            if self.sessions.seats[seat].here:
                continue
            sent += self.sessions.publish(seat, self.build(state, seat, log, self.laptop))
        return sent

    def actions(self, get_state: Callable[[], Any]) -> Iterator[Any]:
        """Yield the phones' checked actions in arrival order; each is read against
        `get_state()` when it is reached, so apply one before taking the next."""
        for seat, msg in self.sessions.poll():
            result = self.read(get_state(), seat, msg, self.sessions.rev(seat), self.laptop)
            if result is None:
                continue
            if hasattr(result, "reason"):  # a refusal: to that phone only
                self.refused += 1
                self.last_refusal = result
                self.sessions.refuse(seat, result.ref, result.code, result.reason)
                continue
            yield result
