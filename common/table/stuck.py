"""A computer seat that cannot move: say so clearly and offer the way back to the title.

`ComputerPlayer` answers a seat with no legal move at all with `Decision(move=None,
problem=...)`. That is a rules bug (every position should offer a move), so no table can
carry on; before this, both tables logged it and then waited for ever. `report_stuck`
logs the problem once and pushes a small modal `common.widgets.Dialog` over the table:
"<name> cannot move", with "Back to the title" (the table's `leave`) and "Stay" (look at
the board; the game stays where it is and its autosave is kept for a bug report).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from common.i18n import N_, _
from common.widgets import Dialog

log = logging.getLogger(__name__)

STUCK_TITLE = N_("The game cannot go on")
STUCK_MESSAGE = N_("{name} has no move it may make. This should not happen; sorry!")
BACK_TO_TITLE = N_("Back to the title")
STAY = N_("Stay")


class StuckDialog(Dialog):
    """The dialog `report_stuck` pushes (a class of its own so tests can find it)."""

    def __init__(self, name: str, on_title: Callable[[], None]) -> None:
        self.seat_name = name
        super().__init__(
            STUCK_TITLE,
            "",
            [(STAY, None, "plain"), (BACK_TO_TITLE, on_title, "primary")],
            cancel_index=0,
        )

    def on_enter(self) -> None:
        self.message = _(STUCK_MESSAGE).format(name=self.seat_name)  # the language now
        super().on_enter()


def report_stuck(
    manager: Any, seat: int, name: str, problem: str | None, on_title: Callable[[], None]
) -> StuckDialog | None:
    """Log why seat `seat` cannot move and push the dialog (once: None if one is up)."""
    log.error("computer seat %d (%s) cannot move: %s", seat, name, problem)
    if manager is None:
        return None
    if any(isinstance(scene, StuckDialog) for scene in getattr(manager, "stack", ())):
        return None
    dialog = StuckDialog(name, on_title)
    manager.push(dialog)
    return dialog
