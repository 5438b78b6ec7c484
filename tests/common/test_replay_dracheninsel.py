"""Watch again, Die Dracheninsel: the finished game replays on its own table, public view
only (every hand face down, events as a spectator sees them), from the end screen and
from the title. Time advances in fixed steps."""

from __future__ import annotations

from typing import Any

import pygame

from common.app import App
from common.scenes.replay import ReplayScene
from common.scenes.title import TitleScene
from common.table import write_or_clear_autosave
from common.table.session import has_last_finished
from common.widgets import Button
from dracheninsel.rules import event_view
from dracheninsel.ui import selftest
from dracheninsel.ui.end import DracheninselEnd
from dracheninsel.ui.replay import ReplayTable


def run(replay: ReplayScene, until: Any, steps: int = 40_000) -> bool:
    for _ in range(steps):
        if until():
            return True
        replay.update(0.1)
    return bool(until())


def test_watch_again_from_the_end_screen_shows_public_facts_only(app: App) -> None:
    table = selftest.end_scene(app)
    app.scenes.push(table)
    end = app.scenes.top
    assert isinstance(end, DracheninselEnd)
    assert "watch" in dict(end.buttons())
    end.press("watch")
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.total == len(table.moves)
    shown = replay.table
    assert isinstance(shown, ReplayTable) and shown.session.autosave is None
    played: list[Any] = []
    real_play = shown.table._play

    def record(events: list[Any]) -> None:
        played.extend(events)
        real_play(events)

    shown.table._play = record  # type: ignore[method-assign]
    replay.set_speed(4.0)
    seen_hand = False

    def done() -> bool:
        nonlocal seen_hand
        seen_hand = (
            seen_hand or shown.table.viewer is not None or bool(shown.table.hand_of_viewer())
        )
        return replay.at_end

    assert run(replay, done)
    assert not seen_hand, "no private view opens in a replay"
    assert shown.session.state.to_json() == table.state.to_json()
    assert played and all(event_view(e, -1) == e for e in played)
    replay.step_back()
    # one move back: before the last move one saw (the passes after it are not counted)
    assert replay.seen_position == replay.seen_total - 1 and not shown.session.state.is_over
    surface = pygame.Surface((1280, 800))
    replay.draw(surface)
    replay.close()
    assert app.scenes.top is end


def test_the_last_finished_game_replays_from_the_title(app: App) -> None:
    table = selftest.finished_table(app)
    data = table.session.save_data()
    assert data["over"]
    write_or_clear_autosave(data)
    assert has_last_finished("dracheninsel")
    app.scenes.stack.clear()
    title = TitleScene()
    app.scenes.push(title)
    app.step()
    watch = [w for w in title.group.widgets if isinstance(w, Button) and w.label == "Watch again"]
    assert len(watch) == 1
    watch[0].click()
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.total == len(data["moves"])
    replay.jump(replay.total)
    assert replay.table.session.state.to_json() == data["state"]
