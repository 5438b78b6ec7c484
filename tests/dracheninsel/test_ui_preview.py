"""Die Dracheninsel UI groundwork: plugin, board view geometry, preview scene, watch mode."""

from __future__ import annotations

import ast
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import assets, games, i18n
from common.app import App
from common.games import GamePlugin
from common.scenes.setup import SetupScene
from common.settings import Settings
from dracheninsel.plugin import PLUGIN, game_config
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.board_view import BoardView
from dracheninsel.ui.preview import BoardPreviewScene

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "dracheninsel"


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    base = tmp_path_factory.mktemp("dracheninsel-ui")
    with pytest.MonkeyPatch.context() as patch:
        for name in ("CONFIG", "DATA", "LOG"):
            patch.setenv(f"DRACHENSPIELE_{name}_DIR", str(base / name.lower()))
        settings = Settings(language="en")
        settings.path = base / "config" / "settings.json"
        application = App(settings, fullscreen=False, expect_headless=True)
        application.running = True
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    pygame.event.clear()
    yield shared_app
    for scene in list(shared_app.scenes.stack):
        scene.on_exit()
    shared_app.scenes.stack.clear()
    pygame.event.clear()


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def test_plugin_loads_with_engine_colours_and_options() -> None:
    plugin = games.load_plugin("dracheninsel")
    assert isinstance(plugin, GamePlugin) and plugin.available and plugin.load_error is None
    assert (plugin.min_seats, plugin.max_seats) == (3, 6)
    assert [cid for cid, _rgb, _name in plugin.seat_colours] == list(D.COLOUR_LETTERS)
    assert plugin.create_table_scene is not None and plugin.self_test_scenes is not None
    assert "Dracheninsel" in plugin.rules_text("de") and plugin.rules_text("en")
    setup = selftest.family_setup(4)
    setup.options = {"coins_refill": "collect", "duel_opening_pass_ends": True}
    config = game_config(setup)
    assert config.seats == ("R", "Y", "G", "B") and config.coins_refill == "collect"
    assert config.duel_opening_pass_ends and config.lone_bearer_may_abandon


@pytest.mark.parametrize("rect", [(244, 78, 792, 716), (0, 0, 400, 300), (10, 20, 1000, 500)])
def test_cell_at_inverts_cell_center_for_every_cell_and_boat(
    rect: tuple[int, int, int, int],
) -> None:
    view = BoardView(rect)
    for pos in range(D.N_POSITIONS):
        x, y = view.cell_center(pos)
        assert view.rect.collidepoint(x, y), pos
        assert view.cell_at((x, y)) == pos
    assert view.cell_at((view.rect.x + 1, view.rect.y + 1)) is None  # open sea


def test_setup_screen_starts_the_board_preview(app: App) -> None:
    setup = SetupScene(PLUGIN)
    app.scenes.reset(setup)
    app.step()
    setup.set_seat_count(6)
    setup.start_game()
    for _ in range(3):
        app.step()
    scene = app.scenes.top
    assert isinstance(scene, BoardPreviewScene)
    assert scene.state.n == 6 and scene.state.phase == "main"
    assert sorted(scene.state.pos) == [D.boat_of(c) for c in range(6)]
    assert app.screenshot().get_size() == (1280, 800)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step()
    assert type(app.scenes.top).__name__ == "PauseMenu"


def test_watch_button_plays_computer_moves_in_a_thread(app: App) -> None:
    scene = selftest.preview(4, seed=3, sync_ai=False)
    app.scenes.reset(scene)
    app.step()
    click(app, scene.watch_button.rect.center)
    assert scene.watching
    app.tweens.speed = 8.0  # the animation-speed setting reaches the preview too
    deadline = time.monotonic() + 30
    while scene.moves_applied < 4 and time.monotonic() < deadline:
        app.step()
        time.sleep(0.005)
    app.tweens.speed = 1.0
    assert scene.moves_applied >= 4
    assert scene.state.turn_no > 0 or scene.state.pos != scene.state.seat_boats
    assert not scene.state.invariant_errors()
    click(app, scene.watch_button.rect.center)  # pause
    assert not scene.watching


def test_only_card_backs_are_ever_drawn(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    requested: list[str] = []
    real = assets.try_svg

    def spy(rel: str, size: tuple[int, int]) -> pygame.Surface | None:
        requested.append(rel)
        return real(rel, size)

    monkeypatch.setattr(assets, "try_svg", spy)
    scene = selftest.preview(6, seed=11)
    app.scenes.reset(scene)
    app.step()
    scene.toggle_watch()
    for _ in range(400):  # 20 s of game time: many moves, card plays, thefts
        scene.update(0.05)
        app.render()
    assert scene.moves_applied > 10
    cards = {rel for rel in requested if "/card_" in rel}
    assert cards == {"dracheninsel/card_back.svg"}
    assert any("/disk_" in rel for rel in requested) and any("/hunter_" in rel for rel in requested)


def test_a_whole_computer_game_reaches_the_end_and_names_a_winner(app: App) -> None:
    scene = selftest.preview(3, seed=2)
    app.scenes.reset(scene)
    scene.toggle_watch()
    scene.speed_index = 2
    assert selftest.run_until(scene, lambda: scene.state.phase == "over", 3000, 0.25)
    selftest.run_until(scene, lambda: not scene.watching, 30)
    assert scene.shown_collected == scene.state.collected
    assert scene.watch_button.label == "Watch another game"
    app.render()


def test_banner_line_follows_a_language_switch(app: App) -> None:
    """Switching language in the pause menu re-labels the line still in the banner."""
    scene = selftest.preview(3, seed=5)
    app.scenes.reset(scene)
    scene.toggle_watch()
    assert selftest.run_until(scene, lambda: bool(scene.toasts), 400, 0.05)
    toast = scene.toasts[-1]
    english = toast.text()
    try:
        i18n.set_language("de")
        german = toast.text()
    finally:
        i18n.set_language("en")
    assert german != english and toast.text() == english


def test_coins_half_hidden_in_a_pile_carry_no_cut_number(app: App) -> None:
    view = BoardView((244, 78, 792, 716))
    plain = view.coin_sprite(100, 30, labelled=False)
    labelled = view.coin_sprite(100, 30)
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(labelled, "RGBA")
    assert view.coin_sprite(700, 30, labelled=False) is plain  # one plain coin per size


def test_self_test_scenes_render(app: App) -> None:
    named = dict(PLUGIN.self_test_scenes(app))  # type: ignore[misc]
    assert {"board", "watch", "handoff"} <= set(named)
    for scene in named.values():
        app.scenes.reset(scene)
        app.render()


def msgids(package: Path) -> set[str]:
    found = set()
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in ("_", "N_")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return found


def test_every_msgid_is_in_both_catalogs() -> None:
    wanted = msgids(PACKAGE)
    assert len(wanted) > 30
    for lang in ("de", "en"):
        catalog = i18n.load_po_file(PACKAGE / "locale" / f"{lang}.po")
        assert not sorted(wanted - set(catalog)), lang
        assert all(catalog[key] for key in wanted)
