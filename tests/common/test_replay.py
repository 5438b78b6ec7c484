"""Watch it again: a finished game replayed on the game's own table from its move list.

Driven like a person would: the end screen's button, the title's button, posted clicks and
keys on the replay's bar. Time advances in fixed steps (no sleeps, no wall clock).
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common import saves
from common.app import App
from common.games import get_plugin
from common.scenes.replay import BAR, ReplayScene
from common.scenes.title import TitleScene
from common.table import write_or_clear_autosave
from common.table.session import has_last_finished, last_finished_path, load_last_finished
from common.widgets import Button, Dialog
from dragomino.plugin import demo_table
from dragomino.rules import SpringOffered
from dragomino.ui import selftest
from dragomino.ui.end import EndOverlay
from dragomino.ui.table import TableScene


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def key(app: App, k: int) -> None:
    post(app, pygame.KEYDOWN, key=k, mod=0)


def click(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def finished_table(app: App, seed: int = 5, spring: bool = False) -> TableScene:
    table = demo_table(["easy", "easy", "easy"], seed, spring=spring)
    app.scenes.push(table)
    assert selftest.run_until(table, lambda: isinstance(app.scenes.top, EndOverlay), 3000, 0.2)
    return table


def run(replay: ReplayScene, until: Any, seconds: float = 2000.0) -> bool:
    t = 0.0
    while t < seconds:
        if until():
            return True
        replay.update(0.1)
        t += 0.1
    return bool(until())


def test_watch_again_from_the_end_screen_plays_the_same_game_and_steps(app: App) -> None:
    table = finished_table(app)
    final = table.state.to_json()
    end = app.scenes.top
    assert isinstance(end, EndOverlay)
    watch = dict(end.buttons())["watch"]
    click(app, watch.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    assert replay.position == 0 and replay.total == len(table.session.moves)
    shown = replay.table
    assert isinstance(shown, TableScene) and shown is not table and shown.replaying
    assert shown.session.autosave is None, "a replay never writes the autosave"
    key(app, pygame.K_4)
    assert shown.replay_speed == 4.0 and shown.speed() == 4.0
    assert run(replay, lambda: replay.at_end)
    assert shown.state.to_json() == final
    assert shown.shown_islands == [dict(p.island) for p in shown.state.players]
    # one step back: rebuilt from the first n-1 moves, shown at once
    key(app, pygame.K_LEFT)
    assert replay.position == replay.total - 1 and not shown.replay_busy()
    assert len(shown.session.moves) == replay.total - 1 and not shown.state.is_over
    # forward again (animated), and forward while animating finishes the move at once
    key(app, pygame.K_RIGHT)
    assert replay.position == replay.total
    key(app, pygame.K_RIGHT)
    assert not shown.replay_busy() and shown.state.to_json() == final
    key(app, pygame.K_HOME)
    assert replay.position == 0 and shown.session.moves == []
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is end, "Back returns to the end screen"


def test_the_bar_takes_clicks_and_the_table_takes_none(app: App) -> None:
    table = finished_table(app, seed=8)
    end = app.scenes.top
    assert isinstance(end, EndOverlay)
    end.press("watch")
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    buttons = dict(replay.buttons())
    click(app, buttons["play"].center)
    assert not replay.playing, "the click paused the replay"
    click(app, buttons["forward"].center)
    click(app, buttons["forward"].center)
    assert replay.position == 2
    click(app, buttons["back"].center)
    assert replay.position == 1
    click(app, buttons["speed"].center)
    assert replay.speed == 2.0
    # a click on the island or a display domino does nothing: nobody plays in a replay
    click(app, replay.table.slot_domino_rect(0).center)  # type: ignore[attr-defined]
    assert replay.table.drag is None and replay.position == 1  # type: ignore[attr-defined]
    post(app, pygame.MOUSEMOTION, pos=buttons["back"].center, rel=(1, 0), buttons=(0, 0, 0))
    assert replay.hover == "back"
    surface = pygame.Surface((1280, 800))
    replay.draw(surface)  # the tooltip and the bar draw without error
    assert surface.get_at(BAR.center) != surface.get_at((5, 5))
    click(app, buttons["close"].center)
    assert app.scenes.top is end
    assert table.state.is_over, "watching never touched the finished game"


def test_a_replay_shows_no_peeked_spring_eggs(app: App) -> None:
    for seed in range(1, 40):
        table = demo_table(["easy", "easy"], seed, spring=True)
        app.scenes.push(table)
        assert selftest.run_until(
            table, lambda t=table: isinstance(app.scenes.top, EndOverlay), 3000, 0.2
        )
        offered = any(raw["kind"] == "choose_spring_egg" for raw in table.session.moves)
        if offered:
            break
        app.scenes.stack.clear()
    else:
        pytest.skip("no seeded spring game offered a spring")
    app.scenes.top.press("watch")  # type: ignore[union-attr]
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    seen: list[Any] = []
    shown = replay.table
    play = shown.events.play  # type: ignore[attr-defined]

    def record(events: Any) -> None:
        events = list(events)
        seen.extend(events)
        play(events)

    shown.events.play = record  # type: ignore[attr-defined]
    replay.set_speed(4.0)
    assert run(replay, lambda: replay.at_end)
    springs = [e for e in seen if isinstance(e, SpringOffered)]
    assert springs and all(e.options == () for e in springs)


def test_a_finished_game_is_kept_for_the_title_and_replays_from_there(app: App) -> None:
    table = finished_table(app, seed=3)
    data = table.session.save_data()
    saves.write_autosave("dragomino", {**data, "over": False})
    write_or_clear_autosave(data)
    assert not saves.has_autosave("dragomino"), "a finished game offers no Continue"
    assert has_last_finished("dragomino")
    assert load_last_finished("dragomino") == data
    app.scenes.stack.clear()
    title = TitleScene()
    app.scenes.push(title)
    app.step()
    watch = [w for w in title.group.widgets if isinstance(w, Button) and w.label == "Watch again"]
    assert len(watch) == 1, "only Dragomino has a finished game to watch"
    click(app, watch[0].rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.total == len(data["moves"])
    replay.set_speed(4.0)
    assert run(replay, lambda: replay.at_end)
    assert replay.table.session.state.to_json() == data["state"]
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is title


def test_a_damaged_finished_game_is_put_aside_with_a_message(app: App) -> None:
    table = finished_table(app, seed=3)
    data = table.session.save_data()
    data["moves"] = data["moves"][:-1]  # the stored state no longer matches its moves
    saves.write_save(last_finished_path("dragomino"), data, "dragomino")
    app.scenes.stack.clear()
    title = TitleScene()
    app.scenes.push(title)
    plugin = get_plugin("dragomino")
    from common.scenes.replay import watch_last_game

    assert watch_last_game(title, plugin) is None
    assert isinstance(app.scenes.top, Dialog)
    assert not has_last_finished("dragomino"), "the file was put aside"
    aside = list(last_finished_path("dragomino").parent.glob("last_finished_dragomino.corrupt-*"))
    assert len(aside) == 1
