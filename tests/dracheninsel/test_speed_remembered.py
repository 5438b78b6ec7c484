"""The table's speed button is remembered (issue 27 follow-up, helper S).

A play-test saw the 1x/2x/4x button back at 1x after Continue (a saved game restored), and
at every new game, while other choices (names, seats, the animation speed) are kept. Now
the chosen step is a setting (`Settings.computer_speed`): written when the button is
pressed, read by every table that has not been given a step of its own (the replay and
tests set `speed_index` directly).

Driven with posted mouse events on the real table (see test_ui_table).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from common.app import App
from common.settings import Settings
from dracheninsel.plugin import PLUGIN, load_table_scene
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, pass_handoffs, start


@pytest.fixture
def speed_setting(app: App) -> Iterator[App]:
    """The setting as a new player has it, put back afterwards."""
    before = getattr(app.settings, "computer_speed", None)
    app.settings.computer_speed = 1.0
    yield app
    if before is not None:
        app.settings.computer_speed = before


def new_table(app: App) -> DracheninselTable:
    table = PLUGIN.create_table_scene(app, selftest.family_setup(4, seed=21))  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    return start(app, table)


def test_the_chosen_speed_survives_continue_and_a_new_game(speed_setting: App) -> None:
    app = speed_setting
    table = new_table(app)
    assert table.speed_button.visible and table.speed_button.label == "1×"
    click(app, table.speed_button.rect.center)
    click(app, table.speed_button.rect.center)
    assert table.speed_button.label == "4×"
    pace = table.speed()

    # Continue: the saved game restored on a fresh table
    loaded = load_table_scene(app, table.save_data())
    assert isinstance(loaded, DracheninselTable)
    loaded.sync_ai = True
    app.scenes.reset(loaded)
    app.step()
    pass_handoffs(app)
    app.step()
    assert loaded.speed_button.label == "4×"
    assert loaded.speed() == pace

    # a new game, and the setting read back from the file (the next start of the app)
    assert new_table(app).speed_button.label == "4×"
    assert app.settings.path is not None
    assert Settings.load(app.settings.path).computer_speed == 4.0

    # once more round: back to 1x, remembered too
    table = new_table(app)
    click(app, table.speed_button.rect.center)
    assert table.speed_button.label == "1×"
    assert new_table(app).speed_button.label == "1×"


def test_a_damaged_speed_setting_falls_back_within_the_buttons_steps() -> None:
    assert Settings.from_json({"computer_speed": 9}).computer_speed == 4.0
    assert Settings.from_json({"computer_speed": "fast"}).computer_speed == 1.0
    assert Settings.from_json({"computer_speed": 0.1}).computer_speed == 1.0
