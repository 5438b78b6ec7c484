"""Seat names: a name typed at the setup stays as typed; a seat left unnamed is called by its
number in the language of the moment, also after a saved game is read back."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from common import i18n
from common.games import SeatConfig
from common.table import Seat

RED = (214, 72, 58)


@pytest.fixture
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_an_unnamed_seat_is_called_by_its_number_in_the_language_of_the_moment(
    english: None,
) -> None:
    person = Seat.from_setup(SeatConfig("", "red"), RED, 1)
    robot = Seat.from_setup(SeatConfig(" ", "red", "computer", "hard"), RED, 2)
    assert (person.name, robot.name) == ("Player 2", "Computer 3")
    i18n.set_language("de")
    assert (person.name, robot.name) == ("Spieler 2", "Computer 3")


def test_a_typed_name_stays_as_typed(english: None) -> None:
    seat = Seat.from_setup(SeatConfig(" Großmutter ", "red"), RED, 0)
    i18n.set_language("de")
    assert seat.name == "Großmutter" and seat.number == 0


def test_a_saved_unnamed_seat_comes_back_unnamed(english: None) -> None:
    saved = Seat.from_setup(SeatConfig("", "red", "computer", "easy"), RED, 3).to_json()
    assert saved["name"] == "" and saved["number"] == 4
    i18n.set_language("de")
    assert Seat.from_json(saved).name == "Computer 4"
    assert Seat.from_json(Seat("Anna", RED).to_json()) == Seat("Anna", RED)


def test_an_older_save_keeps_the_names_it_was_written_with(english: None) -> None:
    old = {"name": "Spieler 1", "colour": list(RED), "level": None}
    assert Seat.from_json(old).name == "Spieler 1"


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        ({"name": "", "colour": list(RED), "level": None}, "neither a name nor a number"),
        ({"name": "", "colour": list(RED), "level": None, "number": -1}, "invalid number"),
        ({"name": "A", "colour": list(RED), "level": None, "number": "2"}, "invalid number"),
    ],
)
def test_a_damaged_seat_is_refused_with_the_reason(raw: dict[str, object], reason: str) -> None:
    with pytest.raises(ValueError, match=reason):
        Seat.from_json(raw)
