"""Family play-test finding 11 (issue 27): the Unfaithful duel's second round asked the same
words as the first, and when it ended nothing said who had won. The duel's question now
counts its rounds, the banner says whose answer it is in which round (public), and its end
is said as a result: "Özlem takes both coins (…)!" or "One coin each: …", in both
languages. Driven by real clicks on the duel's panel after each person's hand-off.
"""

from __future__ import annotations

from common import games, i18n
from common.app import App
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules import data as D
from dracheninsel.rules.events import TreasureCollected
from dracheninsel.ui import selftest, words
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, pass_handoffs, settle, start


def title_of(table: DracheninselTable) -> str:
    assert table.choice is not None
    return table.choice.title()


def test_the_duel_counts_its_rounds_and_says_who_won(app: App) -> None:
    state = selftest.duel_position()  # Anna: one Unfaithful; Özlem: two
    table = start(
        app,
        DracheninselTable(PLUGIN, selftest.seats_for("RYGB", (0, 2)), state, seed=3, sync_ai=True),
    )
    coins = list(state.groups[0].coins)
    drag(app, table.board.figure_center(table.state, 0), table.board.cell_center(state.boat(0)))
    settle(app, table)
    selftest.run_until(table, lambda: table.state.phase == "duel" and table.choice is not None, 20)
    pass_handoffs(app)
    titles = []
    banners = []
    for seat in (0, 2):  # Anna plays Unfaithful, Özlem answers with one
        assert table.choice_for == seat
        titles.append(title_of(table))
        table.lines.clear()  # the banner's own line, once the last event's line has gone
        banners.append(table.banner_text()[0])
        click(app, table.choice.group.widgets[0].rect.center)  # Play Unfaithful
        settle(app, table)
        pass_handoffs(app)
    assert table.choice_for == 0  # round 3: Anna has none left and passes
    titles.append(title_of(table))
    assert titles == [
        "Treasure duel with Özlem, round 1: play Unfaithful to take both coins?",
        "Treasure duel with Anna, round 2: play Unfaithful to take both coins?",
        "Treasure duel with Özlem, round 3: play Unfaithful to take both coins?",
    ]
    assert banners == [
        "Treasure duel, round 1: Anna decides",
        "Treasure duel, round 2: Özlem decides",
    ]
    click(app, table.choice.group.widgets[-1].rect.center)  # Pass
    settle(app, table)
    assert table.state.phase != "duel"
    value = sum(D.COIN_VALUE[c] for c in coins)
    said = [line.text() for line in table.lines]
    assert f"Özlem takes both coins ({value})!" in said  # the public result line


def test_the_result_reads_naturally_in_both_languages() -> None:
    names = ["Anna", "Jörg", "Özlem", "Mia"].__getitem__
    both = TreasureCollected(0, ((2, (0, 1)),), 1)
    shared = TreasureCollected(0, ((0, (0,)), (2, (1,))), 0)
    value = D.COIN_VALUE[0] + D.COIN_VALUE[1]
    games.load_plugin("dracheninsel")  # its catalogue
    try:
        i18n.set_language("de")
        assert words.describe(both, -1, names, 4) == f"Özlem nimmt beide Münzen ({value})!"
        assert words.describe(both, 2, names, 4, you=2) == f"Du nimmst beide Münzen ({value})!"
        assert words.describe(shared, -1, names, 4) == (
            f"Je eine Münze: Anna bekommt {D.COIN_VALUE[0]}, Özlem bekommt {D.COIN_VALUE[1]}"
        )
        i18n.set_language("en")
        assert words.describe(both, -1, names, 4) == f"Özlem takes both coins ({value})!"
        assert words.describe(shared, -1, names, 4).startswith("One coin each: Anna gets")
    finally:
        i18n.set_language("en")
