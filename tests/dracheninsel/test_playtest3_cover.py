"""Play-test finding: the moment a reaction bar closed, the acting hand turned face up
while everybody was still looking at the screen (after a steal, with the stolen card's
gold rim). Now, once everybody has watched, the hand stays face down for its owner until
they press "Show my cards"; with one person at the screen nothing changes.
"""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from dracheninsel.ui import selftest
from tests.dracheninsel.test_polish2_fresh import ANNA, steal_from_joerg
from tests.dracheninsel.test_ui_table import click


def test_after_the_bar_the_hand_waits_for_show_my_cards(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, _joergs, spy = steal_from_joerg(app, monkeypatch)
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    for _ in range(20):  # the bar is over and nothing moves: still face down, button shown
        table.update(0.05)
        assert table.viewer == ANNA and table.hand_hidden() and table.show_button.visible
        assert not [owner for _c, owner, _g in spy.frame(app) if owner == ANNA]
    click(app, table.show_button.rect.center)
    assert not table.hand_hidden() and not table.show_button.visible
    assert [owner for _c, owner, _g in spy.frame(app) if owner == ANNA]


def test_the_cover_ends_with_the_view_and_never_shows_during_the_bar(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, _joergs, _spy = steal_from_joerg(app, monkeypatch)
    assert table.round is not None and not table.show_button.visible  # the bar's own note
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    table.update(0.05)
    assert table.covered_for == ANNA
    selftest.reveal(table, 2)  # another person's view opens (after their hand-off)
    table.update(0.05)
    assert table.covered_for is None and not table.show_button.visible


def test_the_c_key_shows_the_cards_too(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Keyboard players: C (which walks through the hand) first shows it; Tab reaches the
    button as any other."""
    table, _joergs, _spy = steal_from_joerg(app, monkeypatch)
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    table.update(0.05)
    assert table.show_button.visible
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c"))
    app.step()
    assert not table.hand_hidden() and not table.show_button.visible
