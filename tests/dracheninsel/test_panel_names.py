"""The seat panels' name line: a typed name carries its seat number (the key that claims a
reaction bar); a default name already ends in it, so it is not said twice ("1 Player 1",
found in a play-test)."""

from __future__ import annotations

import pygame

from common import i18n
from common.app import App
from common.table.seats import Seat
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules import GameConfig, new_game
from dracheninsel.ui.table import DracheninselTable


def test_default_names_are_not_numbered_twice_and_typed_names_get_their_key(app: App) -> None:
    i18n.set_language("en")
    letters = ("R", "Y", "G")
    seats = [
        Seat("", PLUGIN.colour_rgb("R"), None, number=1),
        Seat("Özlem", PLUGIN.colour_rgb("Y"), None),
        Seat("", PLUGIN.colour_rgb("G"), "normal", number=3),
    ]
    state = new_game(GameConfig(seats=letters, auto_pass=False), 3)
    table = DracheninselTable(PLUGIN, seats, state, seed=3, sync_ai=True)
    assert [table.panel_title(seat) for seat in range(3)] == [
        "Player 1",
        "2 Özlem",
        "Computer 3",
    ]
    i18n.set_language("de")
    assert table.panel_title(0) == "Spieler 1"
    i18n.set_language("en")


def test_the_claim_badges_read_like_the_panels(app: App) -> None:
    """Seen under Xvfb: the bar's badge read "1 Player 1" after the panel had been fixed."""
    from dracheninsel.ui import reactions

    i18n.set_language("en")
    drawn: list[str] = []
    real_text = reactions.assets.text

    def spy(text: str, *args: object, **kwargs: object) -> object:
        drawn.append(text)
        return real_text(text, *args, **kwargs)  # type: ignore[arg-type]

    seats = [
        Seat("", PLUGIN.colour_rgb("R"), None, number=1),
        Seat("Özlem", PLUGIN.colour_rgb("Y"), None),
        Seat("", PLUGIN.colour_rgb("G"), None, number=3),
    ]
    state = new_game(GameConfig(seats=("R", "Y", "G"), auto_pass=False), 3)
    table = DracheninselTable(PLUGIN, seats, state, seed=3, sync_ai=True)
    rnd = reactions.ReactionRound(3.0, lambda: "Player 1 moves")
    names = [table.panel_title(seat) for seat in range(3)]
    reactions.assets.text = spy  # type: ignore[assignment]
    try:
        reactions.draw_prompt(pygame.Surface((1280, 800)), rnd, [1, 2], names, [(200, 60, 50)] * 3)
    finally:
        reactions.assets.text = real_text  # type: ignore[assignment]
    assert "2 Özlem" in drawn and "Player 3" in drawn
    assert not any(text.startswith("3 Player") for text in drawn)


def test_the_guided_games_learner_is_just_you(app: App) -> None:
    """Seen under Xvfb in the guided first game: the learner's panel read "1 You"."""
    from dracheninsel.ui.guide import GuideTable

    i18n.set_language("en")
    guide = GuideTable(sync_ai=True)
    assert guide.you_seat is not None
    assert guide.panel_title(guide.you_seat) == guide.name(guide.you_seat)
    others = [seat for seat in range(len(guide.seats)) if seat != guide.you_seat]
    assert all(guide.panel_title(seat).startswith(f"{seat + 1} ") for seat in others)
