"""Sweet Slumber always hits the player whose turn it is (rules: "played by another player
during someone's turn"), a public fact the engine's `card_played` event leaves out. The
bar and the recap name that player ("Jörg plays Sweet Slumber on Anna"; play-test: both
said only "Jörg plays Sweet Slumber", and nobody could tell whose move was undone). The
bar is checked by the hand-off tests (`test_playtest6_handoffs`); here the recap lines.
"""

from __future__ import annotations

from dracheninsel.rules import data as D
from dracheninsel.rules.events import CardPlayed, TurnStarted
from dracheninsel.ui.words import recap_lines

NAMES = ["Anna", "Jörg", "Özlem"]
SLUMBER = next(card for card, kind in enumerate(D.CARD_KIND) if kind == "sweet_slumber")


def lines(events: list[object], active: int | None) -> list[str]:
    return recap_lines(events, 2, NAMES.__getitem__, 3, None, None, active)


def test_a_slumber_line_names_the_player_whose_turn_it_was() -> None:
    played = CardPlayed(1, SLUMBER, "sweet_slumber", None)
    assert lines([played], active=0) == ["Jörg plays Sweet Slumber on Anna"]
    # a later turn's start says whose turn it is from there on
    assert lines([TurnStarted(2), TurnStarted(0), played], active=None)[-1] == (
        "Jörg plays Sweet Slumber on Anna"
    )
    # unknown (a recap from the middle of a loaded game): the line without a target
    assert lines([played], active=None) == ["Jörg plays Sweet Slumber"]
