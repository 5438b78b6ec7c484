"""End-to-end flows through the shared scenes, driven by posted events."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from shell_helpers import click, settle

from common import games, i18n, saves
from common.app import App
from common.games import GamePlugin, GameSetup
from common.scene import Scene
from common.scenes.pause import PauseMenu
from common.scenes.placeholder import PlaceholderBoard
from common.scenes.settings_scene import SettingsScene
from common.scenes.setup import SetupScene
from common.scenes.title import TitleScene
from common.widgets import Button, ColourSwatches, Dialog, SegmentedChoice, TextField


@pytest.fixture
def placeholder_games(monkeypatch: pytest.MonkeyPatch) -> dict[str, GamePlugin]:
    table = {gid: games.placeholder_plugin(gid) for gid in games.GAME_MODULES}
    monkeypatch.setattr(games, "_plugins", table)
    return table


def button(scene: Scene, label: str) -> Button:
    widgets = scene.group.widgets  # type: ignore[attr-defined]
    return next(w for w in widgets if isinstance(w, Button) and w.label == label)


def press(app: App, scene: Scene, label: str) -> None:
    click(button(scene, label).rect.center)
    app.step()
    settle(app, 0.5)


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step()
    settle(app, 0.5)


def test_new_game_setup_start_leads_to_table_and_remembers_seats(
    app: App, placeholder_games: dict[str, GamePlugin]
) -> None:
    created: list[GameSetup] = []

    class Table(Scene):
        pass

    plugin = placeholder_games["dracheninsel"]
    plugin.create_table_scene = lambda app_, setup: created.append(setup) or Table()
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    new_game = [w for w in title.group.widgets if getattr(w, "label", "") == "New game"]
    click(new_game[1].rect.center)
    app.step()
    setup = app.scenes.top
    assert isinstance(setup, SetupScene) and setup.plugin is plugin
    assert len(setup.seats) == plugin.min_seats == 3
    # type a name with umlauts into seat 1
    field = next(w for w in setup.group.widgets if isinstance(w, TextField))
    click(field.rect.center)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Jörg"))
    app.step()
    # make seat 2 a human
    kinds = [
        w for w in setup.group.widgets if isinstance(w, SegmentedChoice) and w.value == "computer"
    ]
    click((kinds[0].rect.x + 20, kinds[0].rect.centery))
    app.step()
    press(app, setup, "Start game")
    assert isinstance(app.scenes.top, Table)
    assert app.current_game is plugin
    seats = created[0].seats
    # unnamed seats stay unnamed; the table calls them by number in the current language
    assert [s.name for s in seats] == ["Jörg", "", ""]
    from common.table.seats import Seat

    at_table = [Seat.from_setup(s, (0, 0, 0), i).name for i, s in enumerate(seats)]
    assert at_table == ["Jörg", "Player 2", "Computer 3"]
    assert [s.kind for s in seats] == ["human", "human", "computer"]
    assert len({s.colour for s in seats}) == 3
    # the next setup of this game starts from the same table
    again = SetupScene(plugin)
    app.scenes.push(again)
    assert [s.name for s in again.seats] == ["Jörg", "", ""]


def test_setup_without_table_scene_leads_to_placeholder_board(
    app: App, placeholder_games: dict[str, GamePlugin]
) -> None:
    setup = SetupScene(placeholder_games["dragomino"])
    app.scenes.push(setup)
    press(app, setup, "Start game")
    assert isinstance(app.scenes.top, PlaceholderBoard)


def test_pause_menu_quit_to_title_asks_first(
    app: App, placeholder_games: dict[str, GamePlugin]
) -> None:
    plugin = placeholder_games["dragomino"]
    app.scenes.push(PlaceholderBoard(plugin, None))
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseMenu)
    key(app, pygame.K_ESCAPE)  # Esc again resumes
    assert isinstance(app.scenes.top, PlaceholderBoard)
    key(app, pygame.K_ESCAPE)
    pause = app.scenes.top
    assert isinstance(pause, PauseMenu)
    press(app, pause, "Quit to title")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    press(app, dialog, "Keep playing")
    assert app.scenes.top is pause
    press(app, pause, "Quit to title")
    press(app, app.scenes.top, "Quit game")
    assert [type(s) for s in app.scenes.stack] == [TitleScene]


def test_quit_dialog_promises_continue_only_when_the_game_saves(app: App) -> None:
    saved: list[int] = []
    for on_quit, promise in ((None, False), (lambda: saved.append(1), True)):
        pause = PauseMenu(None, on_quit=on_quit)
        app.scenes.reset(pause)
        app.step()
        pause.confirm_quit()
        dialog = app.scenes.top
        assert isinstance(dialog, Dialog)
        assert ("continue it later" in dialog.message) is promise


def test_settings_language_switch_applies_and_saves(app: App) -> None:
    scene = SettingsScene()
    app.scenes.push(scene)
    language = next(w for w in scene.group.widgets if isinstance(w, SegmentedChoice))
    click((language.rect.x + 30, language.rect.centery))  # "Deutsch"
    app.step()
    try:
        assert app.settings.language == "de"
        assert i18n.get_language() == "de"
        assert app.settings.path is not None and '"language": "de"' in app.settings.path.read_text()
    finally:
        i18n.set_language("en")


def test_continue_with_corrupt_autosave_explains_and_keeps_the_file(
    app: App, placeholder_games: dict[str, GamePlugin]
) -> None:
    saves.write_autosave("dragomino", {"x": 1})
    saves.autosave_path("dragomino").write_text("{broken")
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    press(app, title, "Continue")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert not saves.has_autosave("dragomino")
    assert list(saves.saves_dir().glob("dragomino-autosave.corrupt-*.json"))
    press(app, dialog, "OK")
    assert "Continue" not in [getattr(w, "label", "") for w in title.group.widgets]


def test_continue_with_an_unrestorable_autosave_puts_it_aside(
    app: App, placeholder_games: dict[str, GamePlugin]
) -> None:
    """A save that reads as JSON but the game cannot restore must not leave a Continue
    button that fails every time: it is kept aside like a corrupt file."""

    def refuse(_app: App, _data: dict[str, object]) -> None:
        raise ValueError("not a state this version understands")

    placeholder_games["dragomino"] = dataclasses.replace(
        placeholder_games["dragomino"],
        create_table_scene=lambda _app, _setup: TitleScene(),
        load_table_scene=refuse,
    )
    saves.write_autosave("dragomino", {"version": 999})
    title = TitleScene()
    app.scenes.push(title)
    settle(app)
    press(app, title, "Continue")
    dialog = app.scenes.top
    assert isinstance(dialog, Dialog)
    assert not saves.has_autosave("dragomino")
    assert list(saves.saves_dir().glob("dragomino-autosave.corrupt-*.json"))
    press(app, dialog, "OK")
    assert "Continue" not in [getattr(w, "label", "") for w in title.group.widgets]


def test_back_from_a_setup_opened_directly_goes_to_title(
    app: App, placeholder_games: dict[str, GamePlugin]
) -> None:
    app.scenes.push(SetupScene(placeholder_games["dragomino"]))  # like `python -m dragomino`
    key(app, pygame.K_ESCAPE)
    assert [type(s) for s in app.scenes.stack] == [TitleScene]


def test_run_recovers_from_a_broken_scene_once(
    app: App, placeholder_games: dict[str, GamePlugin], monkeypatch: pytest.MonkeyPatch
) -> None:
    class Broken(Scene):
        def update(self, dt: float) -> bool:
            raise RuntimeError("boom")

    class QuitSoon(Scene):
        """Stands in for the title: ends the loop after the recovery."""

    import common.scenes.title as title_module

    calls: list[int] = []

    def fake_title() -> Scene:
        calls.append(1)
        app.call_soon(app.quit)
        return QuitSoon()

    monkeypatch.setattr(title_module, "TitleScene", fake_title)
    assert app.run(Broken()) == 0
    assert calls == [1]
    assert isinstance(app.scenes.stack[0], QuitSoon)
    assert isinstance(app.scenes.top, Dialog)


@pytest.mark.parametrize("game_id", ["dragomino", "dracheninsel"])
def test_the_setup_colour_chips_differ_by_more_than_colour(app: App, game_id: str) -> None:
    """A colour-blind player picks a seat colour by its mark (Dragomino's badge outline) or
    its terrain picture (Die Dracheninsel's disk): in greyscale no two chips look alike."""
    plugin = games.get_plugin(game_id)
    assert plugin.colour_chip is not None
    scene = SetupScene(plugin)
    app.scenes.reset(scene)
    app.step()
    swatches = next(w for w in scene.group.widgets if isinstance(w, ColourSwatches))
    assert swatches.chip is plugin.colour_chip

    def shape(cid: str) -> bytes:
        chip = plugin.colour_chip(cid, 40)  # type: ignore[misc]
        grey = pygame.transform.grayscale(chip)
        return pygame.image.tobytes(grey, "RGBA")

    pictures = [shape(cid) for cid, _rgb, _name in plugin.seat_colours]
    for i, a in enumerate(pictures):
        for b in pictures[i + 1 :]:
            differing = sum(1 for x, y in zip(a[::4], b[::4], strict=True) if abs(x - y) > 20)
            assert differing > 0.06 * 40 * 40  # 6 % of the chip differs by 20+ grey levels
