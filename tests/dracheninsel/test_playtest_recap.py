"""Play-test findings on what the table says: the hand-off recap and named targets.

Seen under Xvfb in a 3-seat hot-seat game: the hand-off card has room for four lines, so a
recap of "Player 2 moves" x4 and "...'s turn" lines pushed out what mattered (a Long
Journey, a Thundering Elements swap, a pair formed). And "Player 1 plays Fear & Loathing"
did not say against whom while the others decided whether to counter it.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from common import i18n
from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.rules.events import (
    CardPlayed,
    CardsDrawn,
    CardsExchanged,
    Countered,
    LongJourneyPlayed,
    PairFormed,
    SentHome,
    Stepped,
    ThunderingElementsPlayed,
    TurnEnded,
    TurnStarted,
    WaitsOnSite,
)
from dracheninsel.rules.scenario import cell
from dracheninsel.ui import selftest
from dracheninsel.ui.views import RECAP_LINES
from dracheninsel.ui.words import describe, join_names, recap_lines
from tests.dracheninsel.test_ui_table import click, hand_card, settle, start

NAMES = ("Player 1", "Player 2", "Computer 3")


def name_of(seat: int) -> str:
    return NAMES[seat]


def card(kind: str) -> int:
    return min(D.CARDS_OF_KIND[kind])


def step(seat: int) -> Stepped:
    return Stepped(seat, 1, 2, None)


def player_2_and_computer_3() -> list[object]:
    """Player 2's busy turn and Computer 3's exchange, as Player 1 missed them."""
    return [
        TurnEnded(0),
        CardsDrawn(0, 2, None),
        TurnStarted(1),
        LongJourneyPlayed(1, card("long_journey"), 0, 5),
        step(1),
        step(1),
        ThunderingElementsPlayed(1, card("thundering_elements"), (3, 4)),
        step(1),
        step(1),
        PairFormed(1, (0, 1), 0),
        step(1),
        TurnEnded(1),
        CardsDrawn(1, 3, None),
        TurnStarted(2),
        CardsExchanged(2, (7, 8, 9)),
        CardsDrawn(2, 3, None),
        TurnStarted(0),
    ]


def test_a_busy_turn_fits_the_hand_off_card_with_every_card_named() -> None:
    lines = recap_lines(player_2_and_computer_3(), 0, name_of, 3)
    assert lines == [
        "Player 2 plays Long Journey and Thundering Elements and moves 4 steps",
        "Player 1 and Player 2 carry the treasure",
        "Player 2 moves",
        "Computer 3 swaps 2 × Volcano and Desert",  # revealed: named
    ]
    assert len(lines) <= RECAP_LINES


def test_a_turn_that_shows_nothing_keeps_its_turn_line_and_ones_own_turn_is_not_told() -> None:
    events = [TurnStarted(1), TurnEnded(1), CardsDrawn(1, 0, None), TurnStarted(2), step(2)]
    assert recap_lines(events, 0, name_of, 3) == ["Player 2's turn", "Computer 3 moves"]
    assert recap_lines([*events, TurnStarted(0)], 0, name_of, 3) == [
        "Player 2's turn",
        "Computer 3 moves",
    ]
    # someone else's turn starting is news when the hand-off is for a reaction
    assert recap_lines([TurnStarted(1)], 0, name_of, 3) == ["Player 2's turn"]


def test_lines_between_steps_keep_their_place() -> None:
    events = [
        TurnStarted(0),
        step(0),
        step(0),
        WaitsOnSite(0),
        TurnStarted(1),
        CardPlayed(1, card("fear_and_loathing"), "fear_and_loathing", 0),
        SentHome(1, 0),
        step(1),
    ]
    assert recap_lines(events, 2, name_of, 3) == [
        "Player 1 moves 2 steps",
        "Player 1 waits at the treasure",
        "Player 2 plays Fear & Loathing on Player 1",
        "Player 1 has to go back to the boat",
        "Player 2 moves",
    ]


def test_the_guided_learner_reads_the_second_person() -> None:
    events = [LongJourneyPlayed(0, card("long_journey"), 0, 5), step(0), step(0)]
    assert recap_lines(events, 0, name_of, 3, you=0) == ["You play Long Journey and move 2 steps"]
    played = CardPlayed(1, card("sneak_attack"), "sneak_attack", 0)
    assert describe(played, 0, name_of, 3, you=0) == "Player 2 plays Sneak Attack on you"


def test_a_counter_magic_and_what_it_stopped_are_one_line() -> None:
    sneak = card("sneak_attack")
    counter = min(D.CARDS_OF_KIND["counter_magic"])
    events = [
        CardPlayed(0, sneak, "sneak_attack", 1),
        CardPlayed(1, counter, "counter_magic", None),
        Countered(0, sneak),
    ]
    assert recap_lines(events, 2, name_of, 3) == [
        "Player 1 plays Sneak Attack on Player 2",
        "Player 2 stops Player 1's Sneak Attack with Counter Magic",
    ]
    # the banner, event by event, says what was stopped instead of "Countered!"
    assert describe(events[2], -1, name_of, 3) == "Player 1's Sneak Attack is stopped"


def test_over_the_limit_plain_steps_go_first_then_the_oldest() -> None:
    events = [
        TurnStarted(1),
        step(1),
        CardPlayed(1, card("fear_and_loathing"), "fear_and_loathing", 0),
        SentHome(1, 0),
        step(1),
        step(1),
        WaitsOnSite(1),
        TurnStarted(2),
        CardsExchanged(2, (7, 8)),
    ]
    assert recap_lines(events, 0, name_of, 3, limit=4) == [
        "Player 2 plays Fear & Loathing on Player 1",
        "Player 1 has to go back to the boat",
        "Player 2 waits at the treasure",
        "Computer 3 swaps 2 × Volcano",
    ]
    assert len(recap_lines(events, 0, name_of, 3, limit=2)) == 2


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["Player 2 plays Long Journey and Thundering Elements and moves 4 steps"]),
        ("de", ["Player 2 spielt Weite Reise und Tosende Elemente und zieht 4 Felder"]),
    ],
)
def test_the_folded_line_reads_in_both_languages(language: str, expected: list[str]) -> None:
    i18n.register_domain(Path(recap_lines.__code__.co_filename).parents[1])  # the game's catalog
    i18n.set_language(language)
    try:
        assert recap_lines(player_2_and_computer_3()[3:9], 0, name_of, 3) == expected
        assert join_names(["A", "B", "C"]) == ("A, B and C" if language == "en" else "A, B und C")
    finally:
        i18n.set_language("en")


# ---------------------------------------------------------------------- on the table
def test_the_counter_prompt_names_who_fear_and_loathing_is_aimed_at(app: App) -> None:
    table = start(
        app,
        selftest.scripted(
            hands={0: ["fear_and_loathing", "Y"], 1: ["B"], 2: ["K"], 3: ["N"]},
            positions={1: cell(0, 2)},  # Jörg is out on the island
        ),
    )
    _card, at = hand_card(table, "fear_and_loathing")
    click(app, at)
    click(app, table.panel_rects[1].center)
    settle(app, table)
    assert table.round is not None, "the counter window is open"
    assert table.round.what() == "Anna plays Fear & Loathing on Jörg"
    assert "Anna plays Fear & Loathing on Jörg" in [line.text() for line in table.lines]


def test_a_new_pair_on_the_site_is_told_to_move_off(app: App) -> None:
    """Seen under Xvfb: right after two hunters met on the treasure site, the banner still
    said "drag your hunter or play a card", though only a step off the site was allowed."""
    table = start(
        app,
        selftest.scripted(hands={0: ["R", "sneak_attack"], 1: ["B"]}, groups=[([0, 1], D.SITE)]),
    )
    assert table.state.must_leave_site()
    table.lines.clear()
    assert table.banner_text()[0] == "Anna: move the pair off the treasure site"
    step = next(m for m in table.legal(0) if m.kind == "step")
    table.commit(step)
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    table.lines.clear()
    assert table.banner_text()[0] == "Anna: drag your hunter or play a card"  # off the site


def test_a_long_journeys_free_colour_is_named_for_the_rest_of_the_turn(app: App) -> None:
    """Seen under Xvfb: after Long Journey nothing on the table said which colour was free
    (only the price tags while a hunter was held)."""
    table = start(app, selftest.scripted(hands={0: ["long_journey", "N", "Y"], 1: ["B"]}))
    journey = next(m for m in table.legal(0) if m.kind == "long_journey")
    farmland = next(c for c in table.state.hands[0] if D.CARD_KIND[c] == D.TERRAIN)
    assert D.CARD_COLOUR[farmland] == D.COLOUR_INDEX["N"]
    table.commit(dataclasses.replace(journey, card2=farmland))
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    table.lines.clear()
    assert table.banner_text()[0] == "Anna: free this turn: Farmland"
