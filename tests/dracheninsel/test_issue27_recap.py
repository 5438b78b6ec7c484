"""Issue 27, finding 5: the "While you waited" recap kept only the last 6 lines, and the two
events that mattered most to Anna (a card stolen from her, her hunter sent home) had
dropped off. The recap now keeps every line since she last looked, what happened TO her
first, and the hand-off card scrolls (mouse wheel, arrow keys). Driven with posted events.
"""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.handoff import HandoffScene, RecapHeading
from dracheninsel.rules import data as D
from dracheninsel.rules.events import (
    CardPlayed,
    CardTaken,
    SentHome,
    Stepped,
    TurnEnded,
    TurnStarted,
)
from dracheninsel.ui import selftest
from dracheninsel.ui.recap import grouped_recap
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, post, settle, start

ANNA, OZLEM = 0, 2  # the people of `selftest.scripted`; seats 1 and 3 are computers
SNEAK = min(D.CARDS_OF_KIND["sneak_attack"])
FEAR = min(D.CARDS_OF_KIND["fear_and_loathing"])
FOREST = min(
    c for c in D.CARDS_OF_KIND["terrain"] if D.CARD_COLOUR[c] == D.COLOUR_LETTERS.index("G")
)


def busy_round() -> list[object]:
    """Early on Jörg steals from Anna and sends her home; then a long, busy round."""
    events: list[object] = [
        TurnStarted(1),
        CardPlayed(1, SNEAK, "sneak_attack", ANNA),
        CardTaken(1, ANNA, FOREST),
        CardPlayed(1, FEAR, "fear_and_loathing", ANNA),
        SentHome(1, ANNA),
    ]
    for seat in (1, 2, 3, 1, 2, 3):
        events += [Stepped(seat, 1, 2, None), TurnEnded(seat), TurnStarted((seat % 3) + 1)]
        events += [CardPlayed(seat, SNEAK, "sneak_attack", (seat % 3) + 1)]
    return events


def anna_looks(app: App, events: list[object]) -> tuple[DracheninselTable, HandoffScene]:
    """Anna's hand-off after `events` (as she may know them); her recap card is up."""
    table = start(app, selftest.scripted(hands={ANNA: ["Y"], 1: ["B"], OZLEM: ["K"], 3: ["N"]}))
    settle(app, table)
    table._close_private()
    table.log = list(events)
    table.seen_upto[ANNA] = 0
    table.last_private = None
    table._open_private(ANNA, lambda: None)
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.player_name == "Anna"
    app.render()
    click(app, (640, 400))  # "I'm ready": the recap card
    assert app.scenes.top is cover and cover.recap_lines is not None
    return table, cover


def shown_lines(cover: HandoffScene) -> list[str]:
    assert cover.recap_lines is not None
    return list(cover.recap_lines[cover.scroll : cover.scroll + cover.room])


def test_what_happened_to_you_comes_first_and_nothing_drops_off(app: App) -> None:
    _table, cover = anna_looks(app, busy_round())
    lines = list(cover.recap_lines or [])
    assert len(lines) > 6  # was: the last 6 lines only
    assert lines[0] == "Happened to you" and isinstance(lines[0], RecapHeading)
    top = shown_lines(cover)
    assert "Jörg takes Forest from Anna" in top  # her card, named to her
    assert "Jörg plays Fear & Loathing on Anna" in top
    assert any(isinstance(line, RecapHeading) and line == "At the table" for line in lines)
    # every later sneak attack is there too, none dropped for room
    assert sum("plays Sneak Attack on" in line for line in lines) == 7
    app.render()


def test_the_long_recap_scrolls_with_the_wheel_and_keys_and_continues_with_a_click(
    app: App,
) -> None:
    table, cover = anna_looks(app, busy_round())
    lines = list(cover.recap_lines or [])
    assert len(lines) > cover.room and cover.scroll == 0
    post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    app.step()
    assert cover.scroll == 3 and app.scenes.top is cover  # scrolled, not continued
    post(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="")
    app.step()
    assert shown_lines(cover)[-1] == lines[-1]  # the end reached
    post(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="")
    app.step()
    assert shown_lines(cover)[-1] == lines[-2]
    app.render()
    assert cover.button.rect.bottom <= cover.recap_card().bottom  # the button on the card
    click(app, cover.button.rect.center)
    assert app.scenes.top is table


def test_the_groups_follow_public_facts_only() -> None:
    """Whichever card Jörg took, Anna's recap has the same shape; Özlem's recap (she is
    no victim) never names the card."""

    def name_of(seat: int) -> str:
        return ("Anna", "Jörg", "Özlem", "Mia")[seat]

    from dracheninsel.rules import event_view

    shapes = []
    for card in (FOREST, SNEAK):
        events = [
            e if not isinstance(e, CardTaken) else CardTaken(1, ANNA, card) for e in busy_round()
        ]
        anna = grouped_recap([event_view(e, ANNA) for e in events], ANNA, name_of, 4)
        shapes.append([isinstance(line, RecapHeading) for line in anna])
        ozlem = grouped_recap([event_view(e, OZLEM) for e in events], OZLEM, name_of, 4)
        assert not any("Forest" in line or "Sneak Attack from" in line for line in ozlem)
    assert shapes[0] == shapes[1]
