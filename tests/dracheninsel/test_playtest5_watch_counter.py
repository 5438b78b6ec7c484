"""Play-test finding (Watch again, Die Dracheninsel): the bar read "Zug 37 von 4911" when
four moves in five were passes that now play at once and show nothing; a family could not
tell how far the game was. The counter, its progress line and the steps now go by the
moves one sees: passes are not counted, and one step back goes to before the last move
one saw. Driven by real clicks and keys; the counter is read from what the bar draws.
"""

from __future__ import annotations

import pygame
import pytest

from common.app import App
from common.scenes import replay as replay_module
from common.scenes.replay import ReplayScene
from dracheninsel.ui import selftest
from dracheninsel.ui.end import DracheninselEnd
from tests.dracheninsel.test_ui_table import click


def key(app: App, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    app.step()


def settle(app: App, replay: ReplayScene) -> None:
    for _ in range(400):
        if not replay.table.replay_busy():
            return
        replay.update(0.05)


def drawn_counter(replay: ReplayScene, monkeypatch: pytest.MonkeyPatch) -> str:
    """The bar's counter as drawn (of every text the bar draws, the one with a slash or
    an "of"; the speed button's "1×" is not it)."""
    texts: list[str] = []
    real = replay_module.draw.text_surface

    def record(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(replay_module.draw, "text_surface", record)
    replay.draw_bar(pygame.Surface((1280, 800)))
    monkeypatch.setattr(replay_module.draw, "text_surface", real)
    return next(t for t in texts if " of " in t or "/" in t)


def test_the_counter_and_the_steps_count_the_moves_one_sees(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = selftest.end_scene(app)
    app.scenes.push(table)
    end = app.scenes.top
    assert isinstance(end, DracheninselEnd)
    click(app, dict(end.buttons())["watch"].center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    kinds = [raw["kind"] for raw in replay.moves]
    seen = len(kinds) - kinds.count("pass")
    assert kinds.count("pass") > len(kinds) // 3  # the game has many passes to leave out
    key(app, pygame.K_HOME)  # from the start, paused
    assert drawn_counter(replay, monkeypatch) == f"Move 0 of {seen}"
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        settle(app, replay)
    assert drawn_counter(replay, monkeypatch) == f"Move 3 of {seen}"
    third = [i for i, k in enumerate(kinds) if k != "pass"][2]
    assert replay.target > third  # the passes after the third move have followed
    key(app, pygame.K_LEFT)
    assert drawn_counter(replay, monkeypatch) == f"Move 2 of {seen}"
    assert replay.target == third  # back to just before the third move one saw
    key(app, pygame.K_END)
    settle(app, replay)
    assert drawn_counter(replay, monkeypatch) == f"The end · {seen}/{seen}"
