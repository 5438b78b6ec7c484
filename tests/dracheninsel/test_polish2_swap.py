"""Play-test finding: the hand-off recap said "Anna swaps 2 cards" without naming them,
though by the rules the exchanged cards are revealed and lie face up on the discard pile
(the engine's `exchange` event has no secret field: every seat's view carries them). Now
up to three are named, equal ones counted ("Anna swaps 2 × Volcano and Forest"); more,
or names too long for the hand-off card's text size, fold to a count.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from common import i18n
from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.rules import data as D
from dracheninsel.rules import event_view
from dracheninsel.rules.events import CardsExchanged
from dracheninsel.ui import selftest, words
from dracheninsel.ui.peek import PeekScene
from dracheninsel.ui.words import describe
from tests.dracheninsel.test_ui_table import click, pass_handoffs, settle, start

NAMES = ["Anna", "Jörg", "Özlem", "Ben"]


@pytest.fixture(autouse=True)
def catalogue() -> None:
    """The game's catalogue, as the launcher registers it (a test alone may run first)."""
    i18n.register_domain(Path(words.__file__).parents[1])


def of(*specs: str) -> tuple[int, ...]:
    """Card ids of the given terrain letters or action kinds, each id once."""
    out: list[int] = []
    for spec in specs:
        out.append(
            next(
                c
                for c in range(D.N_CARDS)
                if c not in out
                and (
                    D.CARD_KIND[c] == spec
                    or (
                        D.CARD_KIND[c] == D.TERRAIN and D.CARD_COLOUR[c] == D.COLOUR_INDEX.get(spec)
                    )
                )
            )
        )
    return tuple(out)


@pytest.mark.parametrize(
    ("language", "specs", "expected"),
    [
        ("en", ("G", "B"), "Anna swaps Forest and Water"),
        ("de", ("G", "B"), "Anna tauscht Wald und Wasser"),
        ("en", ("R", "R", "sneak_attack"), "Anna swaps 2 × Volcano and Sneak Attack"),
        ("en", ("G", "B", "R", "Y"), "Anna swaps 4 cards"),
        ("de", ("G", "B", "R", "Y"), "Anna tauscht 4 Karten"),
        # three long names would shrink the hand-off card's text: counted too
        (
            "de",
            ("fear_and_loathing", "destructive_forces", "sneak_attack"),
            "Anna tauscht 3 Karten",
        ),
    ],
)
def test_another_seat_reads_which_cards_were_swapped(
    app: App, language: str, specs: tuple[str, ...], expected: str
) -> None:
    i18n.set_language(language)
    seen_by_ozlem = event_view(CardsExchanged(0, of(*specs)), 2)
    assert seen_by_ozlem.cards == of(*specs)  # public by the rules: not redacted
    assert describe(seen_by_ozlem, 2, NAMES.__getitem__, 4) == expected


def test_the_learners_own_swap_is_in_the_second_person(app: App) -> None:
    swap = CardsExchanged(0, of("G"))
    assert describe(swap, -1, NAMES.__getitem__, 4, you=0) == "You swap Forest"
    i18n.set_language("de")
    assert describe(swap, -1, NAMES.__getitem__, 4, you=0) == "Du tauschst Wald"


def test_the_next_hand_off_names_the_cards_anna_swapped(app: App) -> None:
    """Anna ends her turn without acting, picks two cards and draws; Özlem's hand-off
    card then says which two went onto the discard pile."""
    table = start(
        app,
        selftest.scripted(hands={0: ["G", "B", "R"], 1: ["K"], 2: ["Y"], 3: ["N"]}),
    )
    click(app, table.end_button.rect.center)  # nothing done this turn: the exchange
    settle(app, table)
    assert table.state.phase == "exchange"
    hand = table.hand_of_viewer()
    swapped = {D.CARD_COLOUR[c] for c in hand[:2]}
    for picked in hand[:2]:
        rect = table.fan.rect_of(table.hand_of_viewer(), picked)
        assert rect is not None
        click(app, (rect.centerx, rect.bottom - 12))
    click(app, table.draw_button.rect.center)
    assert swapped == {D.COLOUR_INDEX["G"], D.COLOUR_INDEX["B"]}
    # issue 27: Anna sees her new cards before the screen passes on, and hides them
    assert selftest.run_until(table, lambda: isinstance(app.scenes.top, PeekScene), 60)
    click(app, app.scenes.top.button.rect.center)
    assert selftest.run_until(
        table,
        lambda: isinstance(app.scenes.top, HandoffScene) or table.viewer == 2,
        120,
    )
    handoff = app.scenes.top
    assert isinstance(handoff, HandoffScene)
    click(app, (640, 400))  # I'm ready: the recap
    assert handoff.recap_lines is not None
    assert "Anna swaps Forest and Water" in handoff.recap_lines
    pass_handoffs(app)
