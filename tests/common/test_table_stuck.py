"""A computer seat with no legal move: both tables say so and offer the way to the title
(common.table.stuck), instead of waiting silently for ever."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.title import TitleScene
from common.table import Decision
from common.table.stuck import StuckDialog
from tests.app_fixtures import clean_stage, module_app


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("stuck")) as application:
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    with clean_stage(shared_app) as application:
        yield application


def dragomino_table(app: App) -> Any:
    from dragomino.plugin import demo_table

    table = demo_table(["normal", None], 5)
    table.session.autosave = None
    app.scenes.reset(table)
    table.play_computer(Decision(0, None, problem="no legal move for seat 0"))
    return table


def dracheninsel_table(app: App) -> Any:
    from dracheninsel.ui import selftest

    table = selftest.turn_position()
    table.session.autosave = None
    app.scenes.reset(table)
    table.computer_stuck(Decision(1, None, problem="no legal move for seat 1"))
    return table


@pytest.mark.parametrize("build", [dragomino_table, dracheninsel_table])
def test_a_stuck_computer_is_named_and_the_title_is_one_click_away(app: App, build: Any) -> None:
    table = build(app)
    dialog = app.scenes.top
    assert isinstance(dialog, StuckDialog)
    app.render()
    assert table.seats[dialog_seat(table, dialog)].name in dialog.message
    # asking again does not stack a second dialog
    assert sum(isinstance(s, StuckDialog) for s in app.scenes.stack) == 1
    app.scenes.top.group.widgets[-1].click()  # type: ignore[attr-defined]
    assert isinstance(app.scenes.top, TitleScene)


def dialog_seat(table: Any, dialog: StuckDialog) -> int:
    return next(i for i, seat in enumerate(table.seats) if seat.name == dialog.seat_name)


def test_stay_keeps_the_table(app: App) -> None:
    table = dracheninsel_table(app)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert app.scenes.top is not None and app.scenes.top.handle_event(key)
    assert table in app.scenes.stack
    assert not any(isinstance(s, StuckDialog) for s in app.scenes.stack)
