"""Take-backs at the Die Dracheninsel table: the game's half of `common.table.undo`.

The issue's rule: an action can be taken back while its reaction window is still open and
nobody has claimed it; never after. The kit's rule adds the common part (a person's
latest move that revealed nothing hidden); this module adds the window and says what
"revealed" means here: a card taken from another hand, cards drawn or reshuffled, coins
laid out or collected. A step or an action card whose window is still open has shown
only the mover's own card, which goes back to the hand.

The table keeps its flow: `TableTakeBack.take_back` drops the open round and any thinking
computers, rebuilds the state without the move (`GameSession.rewind`, so nothing random
is rolled again), autosaves, and lets the table's `advance` hand the turn back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from common.i18n import N_, _
from common.table.undo import TakeBack, TakeBackCache
from common.widgets import Button
from dracheninsel.ui.words import readable, say

if TYPE_CHECKING:
    from dracheninsel.ui.table import DracheninselTable

TAKEN_BACK = N_("{name} takes the last action back")
WINDOW_CLOSED = N_("Only while the others may still answer")
CLAIMED = N_("Someone has claimed the answer")
WAIT = N_("Wait until the pieces have landed")
CARD_SEEN = N_("A card changed hands")
CARDS_DRAWN = N_("Cards were drawn")
COINS_SHOWN = N_("Treasure coins were shown")

#: event kind -> why a move showing it cannot be taken back (first match wins)
REVEALING: tuple[tuple[str, str], ...] = (
    ("card_taken", CARD_SEEN),
    ("draw", CARDS_DRAWN),
    ("reshuffle", CARDS_DRAWN),
    ("exchange", CARDS_DRAWN),
    ("coins_placed", COINS_SHOWN),
    ("treasure_collected", COINS_SHOWN),
    ("game_over", N_("The game is over")),
)
BUTTON_RECT = pygame.Rect(1056, 750, 208, 44)  # under the table's side buttons
UNDO_KEYS = (pygame.K_z, pygame.K_BACKSPACE)  # Ctrl+Z, or Backspace alone


def reveals(events: Sequence[Any]) -> str | None:
    """None when the move's events show nothing hidden, else the reason (a msgid)."""
    kinds = {getattr(event, "kind", None) for event in events}
    for kind, why in REVEALING:
        if kind in kinds:
            return why
    return None


class TableTakeBack:
    """The Undo button and keys of one table; see the module docstring."""

    def __init__(self, table: DracheninselTable) -> None:
        self.table = table
        self.cache = TakeBackCache(table.session, reveals)
        self.button = Button(
            BUTTON_RECT,
            N_("Take back"),
            self.press,
            style="plain",
            tooltip=WINDOW_CLOSED,
        )
        self.button.visible = False

    def status(self) -> TakeBack:
        """The kit's verdict, narrowed to an open, unclaimed reaction window."""
        table = self.table
        verdict = self.cache.status()
        if not verdict.allowed:
            return verdict
        rnd = table.round
        if rnd is None:
            return TakeBack(False, WINDOW_CLOSED, verdict.seat)
        if rnd.claimant is not None or rnd.claimed:
            return TakeBack(False, CLAIMED, verdict.seat)
        if table.anim.active or table.drag is not None:
            return TakeBack(False, WAIT, verdict.seat)
        return verdict

    def refresh(self) -> None:
        """Shown to the mover while their action's window is open (greyed with why not)."""
        table = self.table
        last = self.cache.status()
        mover = last.seat
        if table.between_rounds():
            # kept in view, greyed, until the next round opens; gone at once if the latest
            # move is no longer the person's (someone else's answer is being shown)
            self.button.visible = self.button.visible and mover == table.gate.owner
            self.button.enabled = False
            self.button.tooltip = WAIT
            return
        self.button.visible = (
            table.round is not None
            and mover is not None
            and not table.is_computer(mover)
            and table.gate.owner == mover
            and not table.gate.covering
        )
        verdict = self.status()
        self.button.enabled = verdict.allowed
        self.button.tooltip = verdict.reason

    def handles_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+Z or Backspace: take back (or say why not) while the button is shown."""
        key = getattr(event, "key", None)
        if key not in UNDO_KEYS or not self.button.visible:
            return False
        if key == pygame.K_z and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            return False
        self.take_back()
        return True

    def press(self) -> None:
        self.take_back()

    def take_back(self) -> bool:
        table = self.table
        verdict = self.status()
        if verdict.allowed:
            verdict = self.cache.take_back()
        if not verdict.allowed:
            table.toasts.show("take_back", _(verdict.reason), table.pointer)
            table.sound("refuse")
            return False
        table._drop_computers()
        # the banner's "Anna moves" told of the move that is gone now: say what happened
        table.lines.clear()
        if verdict.seat is not None:
            seat = verdict.seat
            table.line(
                say(table.person(TAKEN_BACK, seat), name=table.name(seat)),
                readable(table.rgb(seat)),
            )
        table.round = None
        table.plan = None
        table.prepared = None
        table.pick = None
        table.selected = False
        table.choice = None
        table.choice_for = None
        table._replay_log()
        table.shown = table.state.copy()
        table.shown_collected = [list(c) for c in table.state.collected]
        table.motion.clear()
        table.version += 1
        table.sound("slide")
        self.refresh()
        table.advance()
        return True
