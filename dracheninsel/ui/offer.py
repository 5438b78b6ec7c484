"""The first start's offer of Die Dracheninsel's guided first game, asked by the table.

Apart from `guide.py`, which builds on the table (`GuideTable` is one): the table asks
here, and the guide itself is found through the shell (`guide_entry.guide_for`), so the
table never imports the module that imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from common.i18n import N_
from common.scenes import guide_entry
from dracheninsel.options import GAME_ID

if TYPE_CHECKING:
    from dracheninsel.ui.table import DracheninselTable


def maybe_offer(table: DracheninselTable) -> bool:
    """On the first start of Die Dracheninsel (a launcher game) with someone at the screen,
    offer the guide once (a table of computers only just plays).

    True when the offer is up: the table waits (its `on_resume` carries on)."""
    manager = getattr(table, "manager", None)
    if manager is None or not getattr(table, "offer_guide", False):  # never the guide's own
        return False
    if all(table.is_computer(seat) for seat in range(len(table.seats))):
        return False
    guide = guide_entry.guide_for(GAME_ID)  # `guide.guide_scene`, found by the shell
    if guide is None:
        return False
    return guide_entry.offer_once(
        manager,
        GAME_ID,
        guide,
        N_("New to Die Dracheninsel?"),
        N_("A dragon of the island shows you how to bring a treasure home: a short first game."),
    )
