"""What Die Dracheninsel's plugin and its UI share: the game id, seat colours and options.

It sits below both: the plugin (the composition root, which builds the tables) offers these
on the setup screen, and the table reads the same option keys from a setup or a save, so
neither imports the other for them.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from common.games import OptionSpec
from common.i18n import N_

# The title screen shows this plugin before its first frame, so the plugin does not import
# the rules engine (about 90 ms): colours come from the engine's own data file, the option
# defaults from GameConfig only when a setup is made (`engine_defaults`).
COLOURS_FILE = Path(__file__).resolve().parent / "data" / "colours.json"


GAME_ID = "dracheninsel"

# Colour names for the setup screen, keyed by the engine's colour letters.
COLOUR_NAMES: dict[str, str] = {
    "R": N_("Red"),
    "Y": N_("Yellow"),
    "G": N_("Green"),
    "B": N_("Blue"),
    "K": N_("Grey"),
    "N": N_("Brown"),
}


def _seat_colours() -> list[tuple[str, tuple[int, int, int], str]]:
    """(letter, rgb, name msgid) in the engine's colour order, from `data/colours.json`."""
    table = json.loads(COLOURS_FILE.read_text(encoding="utf-8"))
    seats = []
    for letter in table["order"]:
        red, green, blue = table["colours"][letter]["rgb"]
        seats.append((letter, (int(red), int(green), int(blue)), COLOUR_NAMES[letter]))
    return seats


SEAT_COLOURS: list[tuple[str, tuple[int, int, int], str]] = _seat_colours()

OPTION_COINS = "coins_refill"
OPTION_DUEL = "duel_opening_pass_ends"
OPTION_ABANDON = "lone_bearer_may_abandon"
#: Not a rule: how long the reaction bar gives everybody to answer (the table's own setting,
#: saved with the game; its seconds are `dracheninsel.ui.reactions.ANSWER_TIMES`).
OPTION_ANSWER_TIME = "answer_time"
#: Not a rule: "Cards on phones" (issue 24): each person's hand on their own phone, the
#: laptop the board (common/remote, dracheninsel/ui/phones.py). Off: hot-seat as ever.
OPTION_PHONES = "phones"


def engine_defaults() -> dict[str, Any]:
    """The engine decides the option defaults (GameConfig's own); the setup screen only
    offers the choice."""
    from dracheninsel.rules import GameConfig

    return {
        f.name: f.default
        for f in dataclasses.fields(GameConfig)
        if f.default is not dataclasses.MISSING
    }


# The rule choices (dracheninsel/rules/state.py's docstring) in a family's words: a name,
# a line under it and an explanation for F1 (play-test: "Owner passes first: Duel goes on /
# Duel ends" meant nothing without the rules). The stored values never change: saves and
# remembered setups keep them.
OPTIONS = [
    OptionSpec(
        OPTION_COINS,
        N_("New coins once the treasure is"),
        [("collect", N_("in a boat")), ("leave", N_("on its way"))],
        tooltip_msgid=N_("When the next pair of coins is put on the treasure site"),
        subtitle_msgid=N_("Only one treasure on its way, or several?"),
        help_msgid=N_(
            '"in a boat": new coins once the last treasure is home. "on its way": as '
            "soon as it leaves the site."
        ),
    ),
    OptionSpec(
        OPTION_DUEL,
        N_("Unfaithful duel at the boat"),
        # True: the owner's opening pass ends the duel (the rules file); False: house rule
        [(True, N_("duel is over")), (False, N_("partner's turn"))],
        tooltip_msgid=N_("Whether the boat owner's opening pass ends the Unfaithful duel"),
        subtitle_msgid=N_("If the boat's owner passes at once:"),
        help_msgid=N_(
            'The boat\'s owner passes at once: "duel is over" gives one coin each (the '
            'rules); with "partner\'s turn" the partner may still play.'
        ),
    ),
    OptionSpec(
        OPTION_ABANDON,
        N_("Left alone with the treasure"),
        [(True, N_("may give it up")), (False, N_("must wait"))],
        tooltip_msgid=N_("A lone bearer may drop its treasure on its own turn"),
        subtitle_msgid=N_("When Fear & Loathing sends the partner home"),
        help_msgid=N_(
            'Alone, nobody can carry the treasure. "may give it up": on its turn (the '
            'coins are lost). "must wait": for a new partner.'
        ),
    ),
    OptionSpec(
        OPTION_ANSWER_TIME,
        N_("Time to answer"),
        [("short", N_("Short")), ("normal", N_("Normal")), ("long", N_("Long"))],
        default="normal",
        tooltip_msgid=N_("How long everybody may answer a card or a move before play goes on"),
        subtitle_msgid=N_("How long everyone may answer"),
        help_msgid=N_(
            "How long the others may answer with a green card (Sweet Slumber, Counter Magic)."
        ),
    ),
    OptionSpec(
        OPTION_PHONES,
        N_("Cards on phones"),
        [(False, N_("Off")), (True, N_("On"))],
        default=False,
        # no line under its name and no paragraph in the setup's F1: its name says it,
        # the rules viewer explains it ("Cards on phones"), and with a fifth line or
        # paragraph the setup's option texts no longer fitted (the lines were left out,
        # F1's paragraph covered the players in a small window)
    ),
]
