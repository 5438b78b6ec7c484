"""Play-test finding: Sneak Attack, then End turn at once, closed the bar before the one it
hit could answer with Counter Magic (the rules: Counter Magic blocks a Sneak Attack "as it
is played"). A bar answering such a card (the engine's counter window) can no longer be
cut short by its player: End turn is greyed, a move is refused with a short reason, and the bar
runs its course. A bar after a plain step still closes when the active person moves on.
"""

from __future__ import annotations

import pytest

from common.app import App
from dracheninsel.ui import selftest
from tests.dracheninsel.test_polish2_fresh import ANNA, steal_from_joerg
from tests.dracheninsel.test_ui_table import click, drag


def test_end_turn_does_not_cut_short_the_bar_of_a_sneak_attack(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, _joergs, _spy = steal_from_joerg(app, monkeypatch)
    rnd = table.round
    assert rnd is not None and table.answers_protected()
    assert table.end_button.visible and not table.end_button.enabled  # greyed, deaf
    click(app, table.end_button.rect.center)
    assert table.round is rnd and table.state.phase == "window"  # the bar runs on
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    assert table.round is rnd and table.state.phase == "window"  # a move waits too
    shown = table.toasts.current
    assert shown is not None and "may still be answered" in shown.message
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 30)
    assert table.end_button.enabled  # once the bar is over
