"""Play-test finding: a card that came back into the hand after a take-back (Undo) glowed
for a moment as if it were new. A take-back now puts what each seat has seen back as it
was before the move (fresh.py `FreshCards.follow`): no rim is added, at once and after
Continue. One person with two computers (their hand stays face up during the bar), a
real seeded game, posted mouse events.
"""

from __future__ import annotations

import pytest

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.plugin import GAME_ID
from dracheninsel.ui import selftest
from dracheninsel.ui.views import NEW_CARDS
from tests.dracheninsel.test_polish2_fresh import GlowSpy, glowing
from tests.dracheninsel.test_reload_recap import ANNA, continue_from_title, new_table
from tests.dracheninsel.test_ui_table import click, drag, settle

SEED = 3  # Anna may pay the disk at cell 56 with her terrain card 30 only (no choice)
CELL, CARD = 56, 30


def test_a_card_back_from_a_take_back_gets_no_rim(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = new_table(app, people=(ANNA,), seed=SEED)
    settle(app, table)
    assert table.viewer == ANNA and CARD in table.hand_of_viewer()
    spy = GlowSpy(monkeypatch)
    hand = table.hand_of_viewer()
    rect = table.fan.rect_of(hand, CARD)
    assert rect is not None
    drag(app, rect.center, table.board.cell_center(CELL))  # pays with the card and steps
    assert selftest.run_until(table, lambda: table.round is not None, 10)
    assert CARD not in table.state.hands[ANNA]
    for _ in range(10):  # the hand, one card short, stays face up for its only person
        table.update(0.05)
        assert not glowing(spy.frame(app))
    assert table.takeback.button.visible and table.takeback.status().allowed
    click(app, table.takeback.button.rect.center)
    assert table.state.hands[ANNA] == hand  # the card is back
    for _ in range(10):
        table.update(0.05)
        assert not glowing(spy.frame(app)) and not table.fresh.busy()
    # what the take-back saved: nothing new for Anna, so Continue shows no rim either
    from common import saves

    assert saves.load_autosave(GAME_ID)["table"][NEW_CARDS] == {str(ANNA): []}
    table = continue_from_title(app)
    if isinstance(app.scenes.top, HandoffScene):  # a loaded game opens behind a hand-off
        click(app, (640, 400))
    settle(app, table)
    table.update(0.05)
    assert table.viewer == ANNA and CARD in table.hand_of_viewer()
    assert not glowing(spy.frame(app))


def test_a_take_back_right_after_continue_adds_no_rim_either(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The family stops while the bar of Anna's paid step still runs; after Continue the
    bar runs again and she takes the step back: her card comes back without a rim (the
    table knew her hand only as it was saved, one card short)."""
    table = new_table(app, people=(ANNA,), seed=SEED)
    settle(app, table)
    hand = table.hand_of_viewer()
    rect = table.fan.rect_of(hand, CARD)
    assert rect is not None
    drag(app, rect.center, table.board.cell_center(CELL))
    assert selftest.run_until(table, lambda: table.round is not None, 10)
    for _ in range(4):  # she sees her hand one card short
        table.update(0.05)
    table = continue_from_title(app)
    if isinstance(app.scenes.top, HandoffScene):
        click(app, (640, 400))
    assert selftest.run_until(table, lambda: table.round is not None, 10)
    spy = GlowSpy(monkeypatch)
    table.update(0.05)
    assert table.takeback.button.visible and table.takeback.status().allowed
    click(app, table.takeback.button.rect.center)
    assert table.state.hands[ANNA] == hand
    for _ in range(10):
        table.update(0.05)
        assert not glowing(spy.frame(app)) and not table.fresh.busy()
