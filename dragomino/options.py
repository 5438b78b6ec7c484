"""What Dragomino's plugin and its UI share: the game id, seat colours, the option key and
the game a saved set of options starts.

It sits below both: the plugin (the composition root, which builds the tables) offers these
on the setup screen, and the table, its pieces and the guide read the same, so neither
imports the other for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from common.i18n import N_

if TYPE_CHECKING:
    from dragomino.rules import GameState

GAME_ID = "dragomino"
SEAT_COLOURS: list[tuple[str, tuple[int, int, int], str]] = [
    ("red", (214, 72, 58), N_("Red")),
    ("blue", (64, 124, 200), N_("Blue")),
    ("green", (80, 160, 84), N_("Green")),
    ("yellow", (236, 186, 44), N_("Yellow")),
]
OPTION_SPRING = "spring_variant"
#: Not a rule: "Cards on phones" (issue 24): each person's island and spring eggs on their
#: own phone (dragomino/ui/phones.py); off: as ever.
OPTION_PHONES = "phones"


def start_game(config: dict[str, Any], seed: int) -> GameState:
    """A fresh game from the saved options (`GameSession.start`: rematch and replay)."""
    from dragomino.rules import GameConfig, new_game

    players = config["players"]
    spring = config.get("spring_variant", False)
    first = config.get("first_player")
    # checked, not coerced: in a save "no" is not False and 2.0 is not a seat (issue 25)
    if not _whole(players) or not isinstance(spring, bool) or not (first is None or _whole(first)):
        raise ValueError(f"the options {config!r} are not ones the setup writes")
    return new_game(GameConfig(players, spring, first), seed)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
