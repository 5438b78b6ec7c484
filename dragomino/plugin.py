"""Dragomino's entry in the launcher: seats, options, rules text and the table scenes."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from common.games import GamePlugin, GameSetup, OptionSpec, read_rules_markdown
from common.i18n import N_

from .options import (  # re-exported too
    GAME_ID,
    OPTION_PHONES,
    OPTION_SPRING,
    SEAT_COLOURS,
    start_game,
)

if TYPE_CHECKING:
    import pygame

    from common.app import App
    from common.scene import Scene
    from common.table import GameSession
    from dragomino.rules import Event, GameState, Move
    from dragomino.ui.table import TableScene

    Session = GameSession[GameState, Move, Event]

log = logging.getLogger(__name__)

#: The table settings a Dragomino save may hold, each with the test of its value.
#: ("phones": `common.table.phone_menu.PHONES_PLAYED`, spelled out here: the title's first
#: frame imports no table code)
TABLE_SCHEMA: dict[str, Callable[[Any], bool]] = {
    "show_odds": lambda v: isinstance(v, bool),
    "phones": lambda v: isinstance(v, bool),  # played with phones: Continue shows new codes
}


def create_table_scene(app: App, setup: GameSetup) -> Scene:
    """A new game from the setup screen (the start player is the 'youngest' option)."""
    from common.table import Seat
    from dragomino.ui.session import new_session
    from dragomino.ui.table import TableScene

    seats = [
        Seat.from_setup(seat, PLUGIN.colour_rgb(seat.colour), index)
        for index, seat in enumerate(setup.seats)
    ]
    config = {
        "players": len(setup.seats),
        "spring_variant": bool(setup.options.get(OPTION_SPRING, False)),
        "first_player": setup.start_player,
    }
    scene = TableScene(new_session(seats, config, setup.seed, autosave=True), ai_seed=setup.seed)
    scene.offer_guide = True  # the first start of Dragomino offers the guided first game
    if setup.options.get(OPTION_PHONES) is True:
        _attach_phones(app, scene)
    return scene


def _attach_phones(app: App, scene: Any) -> None:
    """ "Cards on phones": the setup's running sessions (its QR codes) go to the table,
    or open now; a server that cannot start leaves the game as without phones."""
    from common.remote.sessions import current, open_phones

    sessions = current()
    try:
        if (
            sessions is None
            or sessions.game_id != GAME_ID
            or len(sessions.seats) < len(scene.seats)
        ):
            port = int(getattr(getattr(app, "settings", None), "phone_port", 0) or 0)
            sessions = open_phones(GAME_ID, len(scene.seats), port=port)
    except (OSError, RuntimeError) as error:
        log.warning("phones: the server could not start: %s", error)
        return
    scene.attach_phones(sessions)


def restore_session(data: dict[str, Any]) -> Any:
    """Every check Continue makes (`saves.restore_game` replays the moves from the saved
    options and seed and must end in the saved state; the kit checks seats, table
    settings and that the game is not over) -> the `GameSession`; CorruptSave otherwise."""
    from common import saves
    from common.table import FinishedSave, GameSession, SaveError, write_or_clear_autosave
    from dragomino.engine import ENGINE

    state = saves.restore_game(data, ENGINE, start_game)
    try:
        return GameSession.restore(
            ENGINE,
            data,
            start_game,
            autosave=write_or_clear_autosave,
            state=state,
            table_schema=TABLE_SCHEMA,
            to_play=True,
        )
    except FinishedSave as exc:
        raise saves.FinishedGame(str(exc)) from exc
    except SaveError as exc:
        raise saves.CorruptSave(str(exc)) from exc


def save_round(data: dict[str, Any]) -> int | None:
    """The round of a saved game, for the title's list (`GamePlugin.save_round`)."""
    state = data.get("state")
    value = state.get("round") if isinstance(state, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def check_save(data: dict[str, Any]) -> None:
    """`GamePlugin.check_save`: `restore_session` without a table."""
    restore_session(data)


def load_table_scene(app: App, data: dict[str, Any]) -> Scene | None:
    """Continue from an autosave (`GameSession.save_data()`), checked by `restore_session`."""
    from dragomino.ui.table import TableScene

    if data.get("game") != GAME_ID:
        return None
    scene = TableScene(restore_session(data))
    scene.resumed = True  # a game played with phones opens on their codes (phones.py)
    return scene


def replay_table_scene(app: App, data: dict[str, Any]) -> Scene | None:
    """A finished game's table at move 0, for watching it again: the moves are checked by
    replaying them (`saves.restore_game`), then the replay plays them one by one."""
    from common import saves
    from common.table import GameSession, SaveError
    from dragomino.engine import ENGINE
    from dragomino.ui.table import TableScene

    if data.get("game") != GAME_ID:
        return None
    saves.restore_game(data, ENGINE, start_game)
    try:
        session = GameSession.restore(
            ENGINE, data, start_game, state=start_game(data["config"], int(data["seed"]))
        )
    except SaveError as exc:
        raise saves.CorruptSave(str(exc)) from exc
    session.moves = []
    return TableScene(session, sync_ai=True)


def demo_table(
    levels: list[str | None], seed: int, spring: bool = False, names: list[str] | None = None
) -> TableScene:
    """A seeded table for tests and the self-test (`dragomino.ui.session.demo_table`)."""
    from dragomino.ui.session import demo_table as build

    return build(levels, seed, spring, names)


def colour_chip(colour_id: str, diameter: int) -> pygame.Surface:
    """The setup screen's chip for a seat colour: the seat's badge with its mark."""
    from dragomino.ui.pieces import colour_badge

    return colour_badge(colour_id, diameter)


def self_test_scenes(app: App) -> list[tuple[str, Scene]]:
    """Table, mid-drag, mid-hatch, and a whole seeded computer game ending on the end screen."""
    from dragomino.ui import selftest

    return selftest.scenes(app)


PLUGIN = GamePlugin(
    game_id=GAME_ID,
    title_msgid=N_("Dragomino"),
    tagline_msgid=N_("Lay dominoes, discover lands and hatch baby dragons."),
    # The rules: the youngest player starts with the mother dragon (chosen here, or random).
    start_player_label_msgid=N_("Youngest player"),
    art="dragomino/title.svg",
    min_seats=2,
    max_seats=4,
    seat_colours=SEAT_COLOURS,
    options=[
        OptionSpec(
            OPTION_SPRING,
            N_("Dragons' spring"),
            [(False, N_("Off")), (True, N_("On"))],
            False,
            N_("At a spring you peek at two eggs and keep one"),
        ),
        OptionSpec(
            OPTION_PHONES,
            N_("Islands on phones"),
            [(False, N_("Off")), (True, N_("On"))],
            False,
            N_("Each person sees their island and their secret eggs on their own phone"),
        ),
    ],
    rules_text=lambda lang: read_rules_markdown(GAME_ID, lang),
    create_table_scene=create_table_scene,
    load_table_scene=load_table_scene,
    check_save=check_save,
    save_round=save_round,
    replay_table_scene=replay_table_scene,
    colour_chip=colour_chip,
    self_test_scenes=self_test_scenes,
    levels=("easy", "normal", "hard", "expert"),
)
