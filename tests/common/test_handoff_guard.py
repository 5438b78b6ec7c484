"""A hand-off ignores the click or key that was meant for the table a moment before."""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from common.scenes import handoff
from common.scenes.handoff import HandoffScene
from tests.common.table_fake import Take
from tests.common.test_table_turns import ANNA, BEN, Table, click_anywhere
from tests.conftest import GUARD_AS_SHIPPED


class Clock:
    """The hand-off's clock, moved only by the test (a loaded machine cannot make a click
    come "late")."""

    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now


@pytest.fixture
def guarded(monkeypatch: pytest.MonkeyPatch) -> Clock:
    HandoffScene.GUARD_SECONDS = GUARD_AS_SHIPPED  # the autouse fixture restores 0 after
    clock = Clock()
    monkeypatch.setattr(handoff, "time", clock)
    return clock


def test_the_shipped_guard_is_short_but_there() -> None:
    assert 0.2 <= GUARD_AS_SHIPPED <= 0.6


def test_a_click_or_key_right_after_the_cover_appears_reveals_nothing(
    app: App, guarded: Clock
) -> None:
    table = Table([ANNA, BEN])
    app.scenes.push(table)
    table.driver.advance()
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene)
    click_anywhere(app)  # before the cover was ever drawn
    assert app.scenes.top is cover and table.log == []
    app.render()
    assert cover.shown_at is not None
    click_anywhere(app)  # drawn, but a moment ago: meant for the table
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.step()
    assert app.scenes.top is cover and table.log == [] and not table.gate.may_show(0)
    guarded.now += GUARD_AS_SHIPPED + 0.01  # the person has had a look
    click_anywhere(app)
    assert app.scenes.top is table and table.log == ["person 0"]


def test_the_recap_card_has_its_own_guard(app: App, guarded: Clock) -> None:
    table = Table([ANNA, BEN])
    app.scenes.push(table)
    table.driver.advance()
    app.render()
    first = app.scenes.top
    assert isinstance(first, HandoffScene)
    guarded.now += GUARD_AS_SHIPPED + 0.01
    click_anywhere(app)
    table.play(Take(0, 2))
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.player_name == "Ben"
    app.render()
    guarded.now += GUARD_AS_SHIPPED + 0.01
    click_anywhere(app)  # the reveal: Ben's recap card comes up
    assert cover.recap_lines == ["Anna took 2"] and app.scenes.top is cover
    app.render()
    click_anywhere(app)  # a double click's second half: the recap stays
    assert app.scenes.top is cover and table.log == ["person 0"]
    assert cover.shown_at is not None
    guarded.now += GUARD_AS_SHIPPED + 0.01
    click_anywhere(app)
    assert app.scenes.top is table and table.log == ["person 0", "person 1"]
