"""Family play-test: on Dragomino's setup screen the names and seats of the last game came
back, but "Youngest player" fell back to "Random" every new game, so Mia had to be chosen
again each time. It is remembered with the seats it names now."""

from __future__ import annotations

import pygame

from common.app import App
from common.games import GameSetup
from common.scene import Scene
from common.scenes.setup import SetupScene
from dragomino.plugin import PLUGIN
from tests.dragomino.test_ui_undo import click


class Table(Scene):
    """Stands in for the table: the test is about the setup screen."""


def test_the_youngest_player_is_remembered_like_the_names(app: App, monkeypatch) -> None:
    created: list[GameSetup] = []
    monkeypatch.setattr(
        PLUGIN, "create_table_scene", lambda _app, setup: created.append(setup) or Table()
    )
    app.settings.last_setups.pop(PLUGIN.game_id, None)
    setup = SetupScene(PLUGIN)
    app.scenes.push(setup)
    app.step()
    choice = setup.start_choice
    assert choice.value is None, "a first setup starts on 'Random'"
    # the chooser's right arrow: Random -> seat 1 -> seat 2
    arrow = (choice.rect.right - choice.rect.height // 2, choice.rect.centery)
    click(app, arrow)
    click(app, arrow)
    assert setup.start_player == 1
    start = next(w for w in setup.group.widgets if getattr(w, "label", "") == "Start game")
    click(app, start.rect.center)
    assert created and created[0].start_player == 1
    # the next new game: names, seats and the youngest player come back together
    again = SetupScene(PLUGIN)
    app.scenes.stack.clear()
    app.scenes.push(again)
    app.step()
    assert [s.name for s in again.seats] == [s.name for s in created[0].seats]
    assert again.start_player == 1
    assert again.start_choice.value == 1
    assert again.make_setup().start_player == 1
    surface = pygame.Surface((1280, 800))
    again.draw(surface)


def test_a_remembered_start_player_beyond_the_seats_is_dropped(app: App) -> None:
    app.settings.last_setups[PLUGIN.game_id] = {
        "seats": [
            {"name": "Mia", "colour": PLUGIN.seat_colours[0][0], "kind": "human"},
            {"name": "", "colour": PLUGIN.seat_colours[1][0], "kind": "computer"},
        ],
        "options": {},
        "start_player": 3,
    }
    setup = SetupScene(PLUGIN)
    app.scenes.push(setup)
    app.step()
    assert setup.start_player is None
