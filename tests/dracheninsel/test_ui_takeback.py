"""Take-backs at the Die Dracheninsel table: a person's action may be taken back while its
reaction window is still open and nobody has claimed it; never after. Driven with posted
keys and clicks; time advances in fixed steps."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import i18n
from common.app import App
from common.settings import Settings
from dracheninsel.plugin import PLUGIN
from dracheninsel.rules import GameConfig
from dracheninsel.ui import selftest, takeback
from dracheninsel.ui.table import DracheninselTable, start_game


@pytest.fixture
def app(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    base = tmp_path_factory.mktemp("dracheninsel-undo")
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(base / name.lower()))
    settings = Settings(language="en")
    settings.handoff_screen = False  # one person with computers: no hand-offs to click
    application = App(settings, fullscreen=False, expect_headless=True)
    application.running = True
    pygame.event.clear()
    yield application
    for scene in list(application.scenes.stack):
        scene.on_exit()
    application.scenes.stack.clear()


def person_table(app: App, seed: int) -> DracheninselTable:
    config = GameConfig(("R", "Y", "G"), auto_pass=False).to_json()
    seats = selftest.seats_for("RYG", (0,), level="easy")
    table = DracheninselTable(PLUGIN, seats, start_game(config, seed), seed=seed, sync_ai=True)
    saved: list[dict[str, object]] = []
    table.session.autosave = saved.append
    table.saved = saved  # type: ignore[attr-defined]
    app.scenes.push(table)
    return table


def run_until(app: App, table: DracheninselTable, done: object, steps: int = 4000) -> bool:
    for _ in range(steps):
        if done():  # type: ignore[operator]
            return True
        table.update(0.05)
        app.step()
    return bool(done())  # type: ignore[operator]


def key(app: App, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.step()


def steps_into_a_window(app: App) -> tuple[DracheninselTable, dict[str, object], int]:
    """A person's step whose reaction window is open; (table, state before, moves before)."""
    for seed in range(1, 30):
        table = person_table(app, seed)
        if not run_until(app, table, lambda t=table: t.may_act()):
            app.scenes.stack.clear()
            continue
        step = next((m for m in table.legal(0) if m.kind == "step"), None)
        if step is None:
            app.scenes.stack.clear()
            continue
        before = table.state.to_json()
        count = len(table.moves)
        table.commit(step)
        if run_until(app, table, lambda t=table: t.round is not None, 200):
            return table, before, count
        app.scenes.stack.clear()
    raise AssertionError("no seed gives a step with a reaction window")


def test_a_step_is_taken_back_while_its_window_is_open(app: App) -> None:
    table, before, count = steps_into_a_window(app)
    assert table.takeback.button.visible and table.takeback.status().allowed
    writes = len(table.saved)  # type: ignore[attr-defined]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.state.to_json() == before and len(table.moves) == count
    assert table.round is None and not table.thinking
    assert len(table.saved) == writes + 1, "the take-back autosaves"  # type: ignore[attr-defined]
    assert run_until(app, table, table.may_act, 200), "the person's turn again"


def test_the_banner_no_longer_tells_of_the_move_taken_back(app: App) -> None:
    """Seen under Xvfb: after Take back the banner still said "Player 1 moves"."""
    table, _before, _count = steps_into_a_window(app)
    assert [line.text() for line in table.lines][-1:] == ["Anna moves"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert table.banner_text()[0] == "Anna takes the last action back"
    assert "Anna moves" not in [line.text() for line in table.lines]


def test_the_button_takes_back_and_after_the_window_it_is_too_late(app: App) -> None:
    table, before, _count = steps_into_a_window(app)
    button = table.takeback.button
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step()
    assert table.state.to_json() == before
    assert run_until(app, table, table.may_act, 200)
    step = next(m for m in table.legal(0) if m.kind == "step")
    table.commit(step)
    assert run_until(app, table, lambda: table.round is not None, 200)
    assert run_until(app, table, lambda: table.round is None, 2000), "nobody answered"
    after = table.state.to_json()
    verdict = table.takeback.status()
    assert not verdict.allowed
    key(app, pygame.K_BACKSPACE)
    assert table.state.to_json() == after


def test_reveals_names_what_came_to_light() -> None:
    class Drawn:
        kind = "draw"

    class Stepped:
        kind = "step"

    assert takeback.reveals([Stepped()]) is None
    assert takeback.reveals([Stepped(), Drawn()]) == takeback.CARDS_DRAWN
    i18n.register_domain(Path(takeback.__file__).parents[1])  # the game's catalog
    i18n.set_language("de")
    try:
        assert i18n._(takeback.WINDOW_CLOSED) != takeback.WINDOW_CLOSED
        assert i18n._("Take back") != "Take back"
    finally:
        i18n.set_language("en")
