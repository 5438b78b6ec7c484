"""Play-test finding (German game, three people and a computer, under Xvfb): after two
Thundering Elements the next person's hand-off recap read "Spieler 1 spielt Tosende
Elemente und Tosende Elemente und zieht 2 Felder", a line so long the card shrank it to
a small font. Equal cards in a mover's line are now counted, as the exchange's line does:
"Anna plays 2 × Thundering Elements".
"""

from __future__ import annotations

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, hand_card, settle, start

ANNA, OZLEM = 0, 2  # the two people of `selftest.scripted` (seats 1 and 3 are computers)


def swap_once(app: App, table: DracheninselTable) -> None:
    """Anna drops a Thundering Elements on a disk and clicks a second one; the bar runs out."""
    card, at = hand_card(table, "thundering_elements")
    table.start_card(ANNA, card)
    first = min(table.targets())
    table.cancel_pick()
    drag(app, at, table.board.cell_center(first))
    click(app, table.board.cell_center(min(table.targets())))
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    settle(app, table)


def test_two_equal_cards_in_a_movers_recap_line_are_counted(app: App) -> None:
    hands = {
        0: ["thundering_elements", "thundering_elements", "Y"],
        1: ["B"],
        2: ["K"],
        3: ["N"],
    }
    table = start(app, selftest.scripted(hands=hands))
    swap_once(app, table)
    swap_once(app, table)
    kinds = [D.CARD_KIND[c] for c in table.state.hands[ANNA]]
    assert "thundering_elements" not in kinds  # both played
    click(app, table.end_button.rect.center)
    lines: list[str] = []
    for _ in range(40):  # Jörg (a computer) plays, then Özlem's hand-off comes up
        selftest.run_until(table, lambda: isinstance(app.scenes.top, HandoffScene), 60)
        top = app.scenes.top
        if isinstance(top, HandoffScene) and top.player_name == table.name(OZLEM):
            click(app, (640, 508))  # I'm ready: the recap card
            lines = list(top.recap_lines or [])
            break
        if isinstance(top, HandoffScene) and top.player_name == table.name(ANNA):
            click(app, (640, 400))  # issue 27: her new cards (behind a hand-off), hidden
        app.step()
    assert "Anna plays 2 × Thundering Elements" in lines, lines
