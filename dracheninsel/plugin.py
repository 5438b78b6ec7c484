"""Die Dracheninsel's entry in the launcher: seats, rule options, rules text, table scenes.

Seat colour ids are the engine's colour letters (R, Y, G, B, K, N), so a `GameSetup`
turns into a `GameConfig` without any mapping table. Options are offered only where the
engine has a `GameConfig` field for them.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from common.games import GamePlugin, GameSetup, read_rules_markdown
from common.i18n import N_

from .options import (  # re-exported: saves, tests and tools read them here too
    GAME_ID,
    OPTION_ABANDON,
    OPTION_ANSWER_TIME,
    OPTION_COINS,
    OPTION_DUEL,
    OPTION_PHONES,
    OPTIONS,
    SEAT_COLOURS,
    engine_defaults,
)

if TYPE_CHECKING:
    import pygame

    from common.app import App
    from common.scene import Scene
    from dracheninsel.rules import GameConfig

log = logging.getLogger(__name__)


def setup_options(setup: GameSetup) -> dict[str, Any]:
    """Every option of `setup`, the defaults filling in what it leaves out."""
    return {**PLUGIN.default_options(), **setup.options}


def game_config(setup: GameSetup) -> GameConfig:
    """The engine's config for a setup; unknown or missing option values fall back."""
    from dracheninsel.rules import GameConfig

    options = setup_options(setup)
    refill = options[OPTION_COINS]
    if refill not in ("leave", "collect"):
        refill = engine_defaults()[OPTION_COINS]
    return GameConfig(
        seats=tuple(seat.colour for seat in setup.seats),
        start_player=setup.start_player,
        coins_refill=refill,
        duel_opening_pass_ends=bool(options[OPTION_DUEL]),
        lone_bearer_may_abandon=bool(options[OPTION_ABANDON]),
    )


def _autosave(data: dict[str, Any]) -> None:
    """Written after every committed action; a finished game leaves no 'continue' behind."""
    from common.table.session import write_or_clear_autosave

    write_or_clear_autosave(data)


def table_seats(setup: GameSetup) -> list[Any]:
    from common.table.seats import Seat

    return [
        Seat.from_setup(seat, PLUGIN.colour_rgb(seat.colour), index)
        for index, seat in enumerate(setup.seats)
    ]


def create_table_scene(app: App, setup: GameSetup) -> Scene:
    """A new game at the table; with no person seated it is a computer game to watch."""
    from dracheninsel.rules import new_game
    from dracheninsel.ui.table import DracheninselTable

    config = dataclasses.replace(game_config(setup), auto_pass=False)
    seed = setup.seed if setup.seed is not None else 0
    state = new_game(config, seed)
    answer_time = setup_options(setup)[OPTION_ANSWER_TIME]
    table = DracheninselTable(
        PLUGIN,
        table_seats(setup),
        state,
        seed=seed,
        autosave=_autosave,
        table={OPTION_ANSWER_TIME: answer_time},
    )
    table.offer_guide = True  # the first start of the game offers the guided first game
    if setup_options(setup).get(OPTION_PHONES) is True:
        attach_phones(app, table)
    return table


def attach_phones(app: App, table: Any) -> None:
    """ "Cards on phones": the phone sessions the setup opened (its QR codes) go to the
    table; if none runs (a quick start), they open now. A server that cannot start (no
    network at all) leaves the game hot-seat, as with the option off."""
    from common.remote.sessions import current, open_phones

    seats = len(table.seats)
    sessions = current()
    try:
        if sessions is None or sessions.game_id != GAME_ID or len(sessions.seats) < seats:
            port = int(getattr(getattr(app, "settings", None), "phone_port", 0) or 0)
            sessions = open_phones(GAME_ID, seats, port=port)
    except (OSError, RuntimeError) as error:
        log.warning("cards on phones: the server could not start: %s", error)
        return
    table.attach_phones(sessions)


def table_schema() -> dict[str, Callable[[Any], bool]]:
    """The table settings a save may hold, each with the test of its value (the setup's
    "Time to answer" choices; what each person has seen is checked where it is read)."""
    answer_times = next(o for o in OPTIONS if o.key == OPTION_ANSWER_TIME).choices
    return {OPTION_ANSWER_TIME: lambda value: value in [v for v, _label in answer_times]}


def restore_session(data: dict[str, Any]) -> Any:
    """Every check Continue makes -> the `GameSession`; CorruptSave otherwise: the moves
    replay from the saved options and seed and must end in the saved state
    (`saves.restore_game`), the kit checks seats, table settings, that the game is not
    over and not past the table's move limit, and the rules are the table's own."""
    from common import saves
    from common.table.session import FinishedSave, GameSession, SaveError
    from dracheninsel.engine import ENGINE
    from dracheninsel.ui.table import MAX_MOVES, start_game

    state = saves.restore_game(data, ENGINE, start_game)
    try:
        session = GameSession.restore(
            ENGINE,
            data,
            start_game,
            autosave=_autosave,
            state=state,
            table_schema=table_schema(),
            to_play=True,
            max_moves=MAX_MOVES,
        )
    except FinishedSave as exc:
        raise saves.FinishedGame(str(exc)) from exc
    except SaveError as exc:
        raise saves.CorruptSave(str(exc)) from exc
    if session.config.get("auto_pass", False) is not False:
        # the table always answers its own windows (a public bar); with auto_pass the
        # engine would skip the seats holding no green card, showing that to everyone
        raise saves.CorruptSave("the save's rules say auto_pass, which the table never writes")
    return session


def save_round(data: dict[str, Any]) -> int | None:
    """The round of a saved game (every seat's turn once is a round), for the title's list
    (`GamePlugin.save_round`)."""
    state, seats = data.get("state"), data.get("seats")
    turn = state.get("turn_no") if isinstance(state, dict) else None
    if not isinstance(turn, int) or isinstance(turn, bool) or not isinstance(seats, list):
        return None
    return turn // max(1, len(seats)) + 1


def check_save(data: dict[str, Any]) -> None:
    """`GamePlugin.check_save`: `restore_session` without a table."""
    restore_session(data)


def load_table_scene(app: App, data: dict[str, Any]) -> Scene | None:
    """Continue an autosave: behind a hand-off, never straight into someone's hand.

    Load = validate (`restore_session`)."""
    from dracheninsel.ui.table import DracheninselTable

    if data.get("game") != GAME_ID:
        return None
    session = restore_session(data)
    return DracheninselTable(
        PLUGIN,
        session.seats,
        session.state,
        seed=session.seed,
        autosave=_autosave,
        resumed=True,
        moves=session.moves,
        config=session.config,
        table=session.table,
    )


def replay_table_scene(app: App, data: dict[str, Any]) -> Any:
    """The last finished game's table at move 0, for "Watch again" on the title."""
    from dracheninsel.ui.replay import replay_table_scene as build
    from dracheninsel.ui.table import DracheninselTable

    return build(app, data, PLUGIN, DracheninselTable)


def colour_chip(colour_id: str, diameter: int) -> pygame.Surface:
    """The setup screen's chip for a seat colour: its terrain disk (colour and picture)."""
    from common import assets

    return assets.svg(f"dracheninsel/disk_{colour_id}.svg", (diameter, diameter))


def self_test_scenes(app: App) -> list[tuple[str, Scene]]:
    """The starting board, a computer game in mid-play, and the hand-off screen."""
    from dracheninsel.ui import selftest

    return selftest.scenes(app)


PLUGIN = GamePlugin(
    game_id=GAME_ID,
    title_msgid=N_("Die Dracheninsel"),
    tagline_msgid=N_("Hunt for treasure with secret cards, partners and clever tricks."),
    art="dracheninsel/title.svg",
    min_seats=3,
    max_seats=6,
    seat_colours=SEAT_COLOURS,
    options=OPTIONS,
    option_defaults=engine_defaults,
    rules_text=lambda lang: read_rules_markdown(GAME_ID, lang),
    create_table_scene=create_table_scene,
    colour_chip=colour_chip,
    load_table_scene=load_table_scene,
    check_save=check_save,
    save_round=save_round,
    replay_table_scene=replay_table_scene,
    self_test_scenes=self_test_scenes,
    levels=("easy", "normal", "hard", "expert"),
)
