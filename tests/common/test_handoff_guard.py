"""A hand-off ignores the click or key that was meant for the table a moment before."""

from __future__ import annotations

import time

import pygame
import pytest

from common.app import App
from common.scenes.handoff import HandoffScene
from tests.common.table_fake import Take
from tests.common.test_table_turns import ANNA, BEN, Table, click_anywhere
from tests.conftest import GUARD_AS_SHIPPED


@pytest.fixture
def guarded() -> None:
    HandoffScene.GUARD_SECONDS = GUARD_AS_SHIPPED  # the autouse fixture restores 0 after


def test_the_shipped_guard_is_short_but_there() -> None:
    assert 0.2 <= GUARD_AS_SHIPPED <= 0.6


def test_a_click_or_key_right_after_the_cover_appears_reveals_nothing(
    app: App, guarded: None
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
    cover.shown_at = time.perf_counter() - GUARD_AS_SHIPPED  # the person has had a look
    click_anywhere(app)
    assert app.scenes.top is table and table.log == ["person 0"]


def test_the_recap_card_has_its_own_guard(app: App, guarded: None) -> None:
    table = Table([ANNA, BEN])
    app.scenes.push(table)
    table.driver.advance()
    app.render()
    first = app.scenes.top
    assert isinstance(first, HandoffScene)
    first.shown_at = time.perf_counter() - GUARD_AS_SHIPPED
    click_anywhere(app)
    table.play(Take(0, 2))
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.player_name == "Ben"
    app.render()
    cover.shown_at = time.perf_counter() - GUARD_AS_SHIPPED
    click_anywhere(app)  # the reveal: Ben's recap card comes up
    assert cover.recap_lines == ["Anna took 2"] and app.scenes.top is cover
    app.render()
    click_anywhere(app)  # a double click's second half: the recap stays
    assert app.scenes.top is cover and table.log == ["person 0"]
    assert cover.shown_at is not None
    cover.shown_at = time.perf_counter() - GUARD_AS_SHIPPED
    click_anywhere(app)
    assert app.scenes.top is table and table.log == ["person 0", "person 1"]
