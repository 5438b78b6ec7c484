"""Dragomino's entry in the launcher: seats, options, rules text and the table scenes."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from common.games import GamePlugin, GameSetup, OptionSpec, read_rules_markdown
from common.i18n import N_

if TYPE_CHECKING:
    from common.app import App
    from common.scene import Scene
    from dragomino.ui.table import TableScene

log = logging.getLogger(__name__)

GAME_ID = "dragomino"
SEAT_COLOURS: list[tuple[str, tuple[int, int, int], str]] = [
    ("red", (214, 72, 58), N_("Red")),
    ("blue", (64, 124, 200), N_("Blue")),
    ("green", (80, 160, 84), N_("Green")),
    ("yellow", (236, 186, 44), N_("Yellow")),
]
OPTION_SPRING = "spring_variant"


def _autosave(data: dict[str, Any]) -> None:
    """Written after every move; a finished game leaves no 'continue' behind."""
    from common import saves

    if data.get("over"):
        saves.delete_autosave(GAME_ID)
    else:
        saves.write_autosave(GAME_ID, data)


def _seats(setup: GameSetup) -> list[Any]:
    from dragomino.ui.table import SeatInfo

    return [
        SeatInfo(
            seat.name or f"{index + 1}",
            PLUGIN.colour_rgb(seat.colour),
            seat.level if seat.kind == "computer" else None,
        )
        for index, seat in enumerate(setup.seats)
    ]


def create_table_scene(app: App, setup: GameSetup) -> Scene:
    """A new game from the setup screen (the start player is the 'youngest' option)."""
    from dragomino.rules import GameConfig, new_game
    from dragomino.ui.table import TableScene

    config = GameConfig(
        players=len(setup.seats),
        spring_variant=bool(setup.options.get(OPTION_SPRING, False)),
        first_player=setup.start_player,
    )
    state = new_game(config, setup.seed)
    return TableScene(_seats(setup), state, ai_seed=setup.seed, autosave=_autosave)


def load_table_scene(app: App, data: dict[str, Any]) -> Scene | None:
    """Continue from an autosave written by `TableScene.save_data()`."""
    from dragomino.rules import GameState
    from dragomino.ui.table import SeatInfo, TableScene

    if data.get("game") != GAME_ID:
        return None
    state = GameState.from_json(data["state"])
    seats = [SeatInfo.from_json(s) for s in data["seats"]]
    if len(seats) != state.num_players:
        return None
    return TableScene(
        seats, state, show_odds=bool(data.get("show_odds", False)), autosave=_autosave
    )


def demo_table(
    levels: list[str | None], seed: int, spring: bool = False, names: list[str] | None = None
) -> TableScene:
    """A seeded table for tests and the self-test (computer turns computed inline)."""
    from dragomino.rules import GameConfig, new_game
    from dragomino.ui.table import SeatInfo, TableScene

    names = names or ["Anna", "Jörg", "Özlem", "Ben"]
    seats = [SeatInfo(names[i], SEAT_COLOURS[i][1], level) for i, level in enumerate(levels)]
    state = new_game(GameConfig(len(levels), spring, 0), seed)
    return TableScene(seats, state, sync_ai=True, ai_seed=seed)


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
        )
    ],
    rules_text=lambda lang: read_rules_markdown(GAME_ID, lang),
    create_table_scene=create_table_scene,
    load_table_scene=load_table_scene,
    self_test_scenes=self_test_scenes,
)
