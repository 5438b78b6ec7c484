"""Play-test finding: after an answer, the acting person met a second hand-off. Jörg put Anna
to sleep (his own hand-off), and as the bar asking "does anyone counter?" opened, the
screen asked everybody to look away and pass it to Anna, though everybody had to watch
that bar to claim it, and Anna's hand lay face down under it anyway. A hand-off no longer
interrupts a public bar: Anna's comes when she claims it, or once it closes.

The claim's own hand-off is what privacy needs, and it was missing in one case: when a
computer's Sweet Slumber hit Anna, her view was still open (hand face down), so her
claim showed "Play Counter Magic" at once to Jörg, who watched the same bar. A claim now
opens behind a hand-off whenever another person plays. The screens follow public facts
only: they are the same whether Anna holds a Counter Magic or not.
Driven with posted mouse events (drags, badge clicks, hand-off clicks).
"""

from __future__ import annotations

from typing import Any

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import selftest
from dracheninsel.ui.reactions import badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_playtest6_recap_fold import FLOW, claim, step
from tests.dracheninsel.test_ui_table import click, start

ANNA, JOERG, OZLEM = 0, 1, 2  # two people and a computer (Özlem)


def table_for(app: App, anna: list[str], ozlem: list[str]) -> DracheninselTable:
    return start(
        app,
        selftest.scripted(
            letters="RYG",
            people=(ANNA, JOERG),
            level="easy",
            hands={ANNA: anna, JOERG: ["sweet_slumber", "B"], OZLEM: ozlem},
        ),
    )


def slumber_bar_after_jorgs_answer(app: App, anna: list[str]) -> DracheninselTable:
    """Anna steps, Jörg claims the bar and puts her to sleep; the next bar is open."""
    table = table_for(app, anna, ["N"])
    step(app, table)
    claim(app, table, JOERG)
    click(app, (640, 400))  # "I'm ready" (the recap only repeated the bar: folded)
    assert table.choice is not None and table.choice_for == JOERG
    play = next(b for b in table.choice.group.widgets if "Sweet Slumber" in b.label)
    click(app, play.rect.center)
    assert selftest.run_until(table, lambda: table.round is not None, 30)
    return table


def test_no_hand_off_opens_over_the_bar_after_an_answer_and_a_claim_needs_one_click(
    app: App,
) -> None:
    table = slumber_bar_after_jorgs_answer(app, ["Y", "G", "R", "counter_magic"])
    rnd = table.round
    assert rnd is not None and rnd.what() == "Jörg plays Sweet Slumber on Anna"
    assert app.scenes.top is table  # was: "Pass the screen to Anna" over the bar
    assert table.viewer is None and rnd.claimant is None  # nobody's cards under the bar
    cover = claim(app, table, ANNA)  # Anna wants to counter: her one hand-off
    assert cover.player_name == "Anna" and table.choice is None
    click(app, (640, 400))
    assert app.scenes.top is table and table.viewer == ANNA and table.choice_for == ANNA
    assert table.choice is not None
    counter = next(b for b in table.choice.group.widgets if "Counter Magic" in b.label)
    click(app, counter.rect.center)
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 60)
    assert any(e.kind == "countered" for e in table.log)


def screens_until_annas_view(app: App, anna: list[str]) -> tuple[list[Any], int]:
    """Nobody claims the Slumber's bar: the screens until Anna's hand is up again, and how
    many hand-offs she met on the way."""
    table = slumber_bar_after_jorgs_answer(app, anna)
    covers = 0
    for _ in range(2400):
        top = app.scenes.top
        if isinstance(top, HandoffScene):
            assert table.round is None  # never over a bar
            assert top.player_name == "Anna"
            covers += 1
            while isinstance(app.scenes.top, HandoffScene):
                click(app, (640, 400))  # "I'm ready", then her recap card
        if table.viewer == ANNA and table.round is None and not table.anim.active:
            break
        table.update(0.05)
    assert table.viewer == ANNA and not table.hand_hidden()  # face up: no "Show my cards"
    assert not table.show_button.visible
    return [s for s in table.screens if s[1] in FLOW], covers


def test_without_a_claim_anna_meets_one_hand_off_when_the_bar_closes_whatever_she_holds(
    app: App,
) -> None:
    with_counter, covers = screens_until_annas_view(app, ["Y", "G", "R", "counter_magic"])
    assert covers == 1
    without, covers = screens_until_annas_view(app, ["Y", "G", "R", "B"])
    assert covers == 1
    assert with_counter == without


def test_a_claim_after_a_computers_answer_opens_behind_a_hand_off(app: App) -> None:
    """Özlem, a computer, puts Anna to sleep while Anna's view is open; Jörg watches the
    bar too (he may counter it), so Anna's claim must not show her answer at once."""

    def claims(anna: list[str]) -> list[Any]:
        table = table_for(app, anna, ["sweet_slumber"])
        chosen = table.computer.choose_move

        def slumber(view: Any, seat: int, level: str, rng: Any) -> Any:
            moves = [m for m in view.legal_moves(seat) if m.kind == "sweet_slumber"]
            return moves[0] if moves else chosen(view, seat, level, rng)

        table.computer.choose_move = slumber
        step(app, table)
        assert selftest.run_until(
            table,
            lambda: (
                table.state.window is not None
                and bool(table.state.window.chain)
                and table.round is not None
            ),
            30,
        )
        assert table.round is not None and table.round.what() == "Özlem plays Sweet Slumber on Anna"
        assert JOERG in table.may_answer()  # Jörg is watching this bar
        # a claim in the bar's first moment after the step's bar ran out was meant for
        # that one (test_playtest_r_late_claim): Anna reads this bar first
        selftest.run_until(table, lambda: not table.late_claim(), 5, 0.05)
        click(app, badge_rects(table.may_answer(), table.lay)[ANNA].center)
        assert isinstance(app.scenes.top, HandoffScene)  # was: her answer at once
        assert table.choice is None and table.viewer is None
        click(app, (640, 400))
        assert table.choice is not None and table.choice_for == ANNA
        return [s for s in table.screens if s[1] in FLOW]

    assert claims(["Y", "G", "R", "counter_magic"]) == claims(["Y", "G", "R", "B"])
