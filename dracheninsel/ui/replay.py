"""Watch a finished Die Dracheninsel game again on its own table (`common.scenes.replay`).

`ReplayTable` wraps a `DracheninselTable` and drives it as the replay asks instead of by
people and computers: no computer thinks, nothing is saved, no hand-off or reaction round
opens (the table has no scene stack of its own inside the replay, so its `advance` does
nothing), and no private view is ever open, so every hand stays face down. Each move is
committed through the table's session and animated by the table's own `_play`, with the
events as a spectator sees them (`event_view(event, -1)`).

Kept beside the table rather than inside it, so the table file only gains the "Watch
again" hook on its end screen. The table imports this module for that hook, so this one
never imports the table: it builds the fresh table with the class it is handed (the plugin
hands it in) or the class of the table being watched again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from dracheninsel.rules import event_view

if TYPE_CHECKING:
    from common.app import App
    from common.games import GamePlugin
    from common.table.session import GameSession
    from dracheninsel.ui.table import DracheninselTable

SPEEDS = (1.0, 2.0, 4.0)  # the table's own speed steps (`table.SPEEDS`)


class ReplayTable:
    """A `DracheninselTable` in replay mode (the `common.scenes.replay.ReplayTable` hooks)."""

    music = "dracheninsel"

    def __init__(self, table: DracheninselTable) -> None:
        self.table = table

    # ------------------------------------------------------------------ plumbing
    @property
    def session(self) -> GameSession[Any, Any, Any]:
        return self.table.session

    @property
    def app(self) -> App | None:
        return getattr(self.table, "app", None)

    @app.setter
    def app(self, app: App) -> None:
        self.table.app = app

    @property
    def replay_speed(self) -> float:
        return SPEEDS[self.table.speed_index]

    @replay_speed.setter
    def replay_speed(self, speed: float) -> None:
        self.table.speed_index = SPEEDS.index(speed) if speed in SPEEDS else 0
        self.table.speed_button.label = f"{SPEEDS[self.table.speed_index]:g}×"

    def sound(self, name: str) -> None:
        self.table.sound(name)

    def update(self, dt: float) -> bool:
        return bool(self.table.update(dt))

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)

    def on_exit(self) -> None:
        self.table.on_exit()

    # ------------------------------------------------------------------ replay hooks
    def replay_begin(self) -> None:
        table = self.table
        table._drop_computers()
        table.session.autosave = None
        table.autosave = None
        table.end_shown = True  # the replay's bar says "The end"
        table.entered = True
        table.gate.close()
        # the table's Menu, ? and speed buttons would take no click under the replay's bar
        # (Menu and ? did nothing in Watch again, seen under Xvfb): the bar has Done and 1x
        table.replaying = True
        self.replay_jump()

    def replay_step(self, move: Any) -> None:
        """Commit `move` and animate it as live play does, from public events only."""
        events = self.table._apply(move)
        self.table._play([event_view(event, -1) for event in events])

    def replay_jump(self) -> None:
        """The state was rebuilt: drop what runs and show the state at once."""
        table = self.table
        for animation in table.anim.animations:
            animation.cancel()
        table.anim.animations.clear()
        table.sprites.clear()
        table.lines.clear()
        table.round = None
        table.plan = None
        table.shown = table.state.copy()
        table.shown_collected = [list(c) for c in table.state.collected]
        table.version += 1
        table.advance_due = False

    def replay_busy(self) -> bool:
        return bool(self.table.anim.active)

    def replay_quiet(self, raw: dict[str, Any]) -> bool:
        """A pass shows nothing (its window's bar is not replayed): the replay plays it at
        once. Four moves in five are passes (3,896 of 4,911 in a six-seat game played under
        Xvfb), which made 'Watch again' last 37 minutes at 1x and count them as moves."""
        return raw.get("kind") == "pass"


def replay_of(table: DracheninselTable) -> ReplayTable:
    """A fresh table at move 0 of `table`'s game, in replay mode."""
    from dracheninsel.ui.moves import start_game

    fresh = _plain_class(table)(
        table.plugin,
        table.seats,
        start_game(table.config_json, table.seed),
        seed=table.seed,
        sync_ai=True,
        config=table.config_json,
    )
    return ReplayTable(fresh)


def _plain_class(table: DracheninselTable) -> type[DracheninselTable]:
    """The table class itself, not a subclass that takes other arguments (the guide's)."""
    return next(c for c in type(table).__mro__ if c.__name__ == "DracheninselTable")


def watch_again(table: DracheninselTable) -> None:
    """The end screen's "Watch again": the whole game once more, from its first move."""
    from common.scenes.replay import watch_again as push_replay

    push_replay(table.manager, lambda: replay_of(table), table.moves)


def replay_table_scene(
    app: App,
    data: dict[str, Any],
    plugin: GamePlugin,
    table_class: type[DracheninselTable],
) -> ReplayTable | None:
    """The title's "Watch again" for the last finished game: the moves are checked by
    replaying them (`saves.restore_game`), then the replay plays them one by one."""
    from common import saves
    from common.table.session import GameSession, SaveError
    from dracheninsel.engine import ENGINE
    from dracheninsel.ui.moves import start_game

    if data.get("game") != plugin.game_id:
        return None
    saves.restore_game(data, ENGINE, start_game)
    try:
        first = start_game(data["config"], int(data["seed"]))
        session = GameSession.restore(ENGINE, data, start_game, state=first)
    except SaveError as exc:
        raise saves.CorruptSave(str(exc)) from exc
    fresh = table_class(
        plugin,
        session.seats,
        first,
        seed=session.seed,
        sync_ai=True,
        config=session.config,
    )
    return ReplayTable(fresh)
