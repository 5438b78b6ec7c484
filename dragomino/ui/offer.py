"""The first start's offer of Dragomino's guided first game, asked by the table.

Apart from `guide.py`, which builds on the table (`GuideTable` is one): the table asks
here, and the guide itself is found through the shell (`guide_entry.guide_for`), so the
table never imports the module that imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from common.i18n import N_
from common.scenes import guide_entry
from dragomino.options import GAME_ID

if TYPE_CHECKING:
    from dragomino.ui.table import TableScene


def maybe_offer(table: TableScene) -> None:
    """On the first start of Dragomino (a real game) with someone at the screen, offer the
    guide once (a table of computers only just plays)."""
    manager = getattr(table, "manager", None)
    if manager is None or not table.offer_guide:  # never the guide's own table
        return
    if all(seat.is_computer for seat in table.seats):
        return
    guide = guide_entry.guide_for(GAME_ID)  # `guide.guide_scene`, found by the shell
    if guide is None:
        return
    guide_entry.offer_once(
        manager,
        GAME_ID,
        guide,
        N_("New to Dragomino?"),
        N_("The mother dragon can show you how to play in a short first game."),
    )
