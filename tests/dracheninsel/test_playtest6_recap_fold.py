"""Play-test finding: a person who claimed a bar passed the hand-off ("Pass the screen to
Özlem", I'm ready) and then met a recap card saying only "Anna moves", the very words the
bar had just shown everybody, and had to click once more before the answer. A recap that
only repeats the open bar is now folded: one click, then the answer.

Privacy at one screen: the fold must not depend on who holds what. A recap with a private
line ("Anna takes Mountain from Özlem") is still shown, and the screens after a claim are
the same whatever card was taken and whether the claimant holds a card that can answer.
Driven with posted mouse events (drags, badge clicks, hand-off clicks).
"""

from __future__ import annotations

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import selftest
from dracheninsel.ui.reactions import badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, hand_card, settle, start

ANNA, OZLEM = 0, 2  # the people of `selftest.scripted`; seats 1 and 3 are computers
FLOW = ("window", "claim", "handoff", "recap_folded", "reveal", "answer", "answered", "close")


def step(app: App, table: DracheninselTable) -> None:
    """Anna drags her hunter one step; its bar opens."""
    target = min(table.step_prices(ANNA))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    settle(app, table)
    assert table.round is not None


def claim(app: App, table: DracheninselTable, seat: int) -> HandoffScene:
    """`seat` clicks their badge on the bar; their hand-off comes up (once the bar has
    been on screen a moment: one in its first `LATE_CLAIM` after another bar closed was
    meant for that one, test_playtest_r_late_claim)."""
    selftest.run_until(table, lambda: not table.late_claim(), 5, 0.05)
    click(app, badge_rects(table.may_answer(), table.lay)[seat].center)
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and table.round is not None
    return cover


def answer_nothing(app: App, table: DracheninselTable) -> None:
    assert table.choice is not None
    click(app, table.choice.group.widgets[-1].rect.center)  # "Nothing"
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 30)
    while isinstance(app.scenes.top, HandoffScene):  # the screen back to Anna
        click(app, (640, 400))
    settle(app, table)


def test_a_recap_that_only_repeats_the_bar_is_folded_into_the_hand_off(app: App) -> None:
    table = start(
        app, selftest.scripted(hands={ANNA: ["Y", "G", "R"], 1: ["B"], OZLEM: ["K"], 3: ["N"]})
    )
    step(app, table)
    assert table.round is not None and table.round.what() == "Anna moves"
    cover = claim(app, table, OZLEM)
    click(app, (640, 400))  # "I'm ready": the answer is up at once
    assert app.scenes.top is table, cover.recap_lines  # not a recap card saying "Anna moves"
    assert table.viewer == OZLEM and table.choice is not None and table.choice_for == OZLEM
    # issue 27: a claim's hand-off asks for no recap at all (it waits for her next look)
    assert cover.recap_lines is None and OZLEM in table.recap_owed


def sneak_then_claim(app: App, ozlem_holds: list[str]) -> tuple[DracheninselTable, list[str]]:
    """Anna steals from Özlem (who claims that bar and lets it pass), steps, and Özlem
    claims the step's bar: the lines of Özlem's recap card, and the table."""
    table = start(
        app,
        selftest.scripted(
            hands={ANNA: ["sneak_attack", "Y", "G", "R"], 1: ["B"], OZLEM: ozlem_holds, 3: ["N"]}
        ),
    )
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[OZLEM].center)
    settle(app, table)
    claim(app, table, OZLEM)
    click(app, (640, 400))  # "Anna plays Sneak Attack on Özlem": the bar says it, folded
    assert app.scenes.top is table and table.choice_for == OZLEM
    answer_nothing(app, table)
    # Anna has taken one of Özlem's two cards; she keeps one, so she may answer the next
    # bar (a person with no card is not asked)
    assert len(table.state.hands[OZLEM]) == 1
    step(app, table)
    cover = claim(app, table, OZLEM)
    click(app, (640, 400))
    # issue 27: two clicks from the bar to the answer; the news waits for her next look
    assert cover.recap_lines is None and app.scenes.top is table and table.choice_for == OZLEM
    assert OZLEM in table.recap_owed
    answer_nothing(app, table)
    return table, [str(line) for line in table.recap(OZLEM)]


def test_a_recap_with_news_for_the_claimant_stays_and_the_flow_hides_the_cards(
    app: App,
) -> None:
    mountain, mountain_lines = sneak_then_claim(app, ["K", "K"])
    assert mountain_lines == [
        "Happened to you",
        "Anna plays Sneak Attack on Özlem",
        "Anna takes Mountain from Özlem",
        "At the table",
        "Anna moves",
    ]
    counter, counter_lines = sneak_then_claim(app, ["counter_magic", "counter_magic"])
    assert counter_lines[2] == "Anna takes Counter Magic from Özlem"

    def flow(table: DracheninselTable) -> list[tuple[float, str, object]]:
        return [s for s in table.screens if s[1] in FLOW]

    assert flow(mountain) == flow(counter)  # same screens at the same moments
