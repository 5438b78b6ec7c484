"""Play-test (helper R, a whole 4-seat game under Xvfb): during Jörg's turn Anna clicked
"My cards" on her panel, looked, hid her cards, and the screen went back to Jörg behind
his hand-off; the table then still showed the chip's tip "Look at your cards: the screen
passes to you, the others look away" over the Menu button and Anna's name, because the
table still thought the pointer rested on the chip (the hand-off had taken the clicks).
Now a table covered by another screen forgets where the pointer was.

Driven with posted events: a click on the chip, then keys for "Done, hide my cards"
(Escape) and the hand-off's "I'm ready" (Enter), so that, as under Xvfb, no later pointer
event reaches the table before it draws again.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import peek as peek_module
from dracheninsel.ui import selftest
from tests.dracheninsel.test_issue27_cards_in_reach import look
from tests.dracheninsel.test_ui_table import key, start

ANNA, OZLEM = 0, 2  # the people of `selftest.scripted`


def test_no_chip_tip_stays_after_a_look_and_the_hand_off_back(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    tips: list[Any] = []
    real = peek_module.draw_tooltip

    def record(surface: Any, text: str, *rest: Any, **kw: Any) -> Any:
        tips.append(text)
        return real(surface, text, *rest, **kw)

    monkeypatch.setattr(peek_module, "draw_tooltip", record)
    table = start(app, selftest.scripted(hands={ANNA: ["Y", "G"], 1: ["B"], OZLEM: ["K"]}))
    assert table.acting_person() == ANNA
    look(app, table, OZLEM)  # Özlem clicks her chip during Anna's turn
    key(app, pygame.K_ESCAPE)  # "Done, hide my cards"
    assert isinstance(app.scenes.top, HandoffScene)  # the screen back to Anna
    key(app, pygame.K_RETURN)  # "I'm ready"
    assert app.scenes.top is table and table.viewer == ANNA
    tips.clear()
    app.render()
    assert table.peek_chip(OZLEM) is not None  # the chip is there ...
    assert not tips, tips  # ... but nobody points at it
