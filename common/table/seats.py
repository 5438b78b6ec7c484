"""Who sits where: one `Seat` record for both games (name, colour, computer level)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from common.i18n import _
from common.names import shown_name

if TYPE_CHECKING:
    from common.games import SeatConfig

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Seat:
    """A seat at the table; `level` is the computer level, None for a person.

    `given` is the name typed at the setup; left empty, the seat is called by `number`
    ("Player 2", "Computer 3") in the language of the moment, so a saved game read after a
    language switch does not keep the old language's default names."""

    given: str
    colour: Colour
    level: str | None = None
    number: int = 0  # 1-based seat number for the default name; 0: `given` is the name

    @property
    def name(self) -> str:
        if self.given or self.number <= 0:
            return self.given
        template = _("Computer {n}") if self.is_computer else _("Player {n}")
        return template.format(n=self.number)

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "name": self.given,
            "colour": list(self.colour),
            "level": self.level,
        }
        if self.number:
            data["number"] = self.number
        return data

    @staticmethod
    def from_json(raw: Any) -> Seat:
        """Read a saved seat; a damaged entry raises ValueError saying what is wrong."""
        if not isinstance(raw, dict):
            raise ValueError(f"a seat must be an object, not {type(raw).__name__}")
        name = raw.get("name")
        colour = raw.get("colour")
        level = raw.get("level")
        if not isinstance(name, str):
            raise ValueError(f"a seat's name must be text, not {name!r}")
        if (
            not isinstance(colour, list | tuple)
            or len(colour) != 3
            or not all(isinstance(c, int) and 0 <= c <= 255 for c in colour)
        ):
            raise ValueError(f"seat {name!r} has no valid colour: {colour!r}")
        if level is not None and not isinstance(level, str):
            raise ValueError(f"seat {name!r} has an invalid computer level {level!r}")
        number = raw.get("number", 0)
        if not isinstance(number, int) or isinstance(number, bool) or number < 0:
            raise ValueError(f"seat {name!r} has an invalid number {number!r}")
        if not name and not number:
            raise ValueError("a seat has neither a name nor a number")
        if name and not shown_name(name):
            raise ValueError(f"seat name {name!r} shows nothing (only invisible characters)")
        name = shown_name(name)  # what can be drawn of it (common.names)
        return Seat(name, (colour[0], colour[1], colour[2]), level, number)

    @staticmethod
    def from_setup(seat: SeatConfig, colour: Colour, index: int) -> Seat:
        """From the setup screen's `common.games.SeatConfig` (kind, name, level); a seat
        left unnamed is called by its number in the language of the moment."""
        level = seat.level if seat.kind == "computer" else None
        given = shown_name(seat.name)  # a name that shows nothing is no name (common.names)
        return Seat(given, colour, level, 0 if given else index + 1)


def people(seats: Sequence[Seat]) -> list[int]:
    """Indices of the seats played by people (not computers)."""
    return [index for index, seat in enumerate(seats) if not seat.is_computer]
