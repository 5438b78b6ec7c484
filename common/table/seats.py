"""Who sits where: one `Seat` record for both games (name, colour, computer level)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from common.games import SeatConfig

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Seat:
    """A seat at the table; `level` is the computer level, None for a person."""

    name: str
    colour: Colour
    level: str | None = None

    @property
    def is_computer(self) -> bool:
        return self.level is not None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "colour": list(self.colour), "level": self.level}

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
        return Seat(name, (colour[0], colour[1], colour[2]), level)

    @staticmethod
    def from_setup(seat: SeatConfig, colour: Colour, index: int) -> Seat:
        """From the setup screen's `common.games.SeatConfig` (kind, name, level)."""
        level = seat.level if seat.kind == "computer" else None
        return Seat(seat.name or f"{index + 1}", colour, level)


def people(seats: Sequence[Seat]) -> list[int]:
    """Indices of the seats played by people (not computers)."""
    return [index for index, seat in enumerate(seats) if not seat.is_computer]
