"""Take-backs at the Die Dracheninsel table: the game's half of `common.table.undo`.

The rule (issue 27, finding 4, as in JCloisterZone and the kit): a person may take back
their actions one after another through the whole of their own turn, until something
hidden came to light or someone else played. Take back undoes the latest action of the
person on turn together with the passes after it (nobody answered: its reaction bar ran
out or everybody said "go on"), and may be pressed again for the action before, back to
the start of the turn. It is refused, with the reason on the greyed button (its tooltip
and a small picture on its corner, as the Dragomino table's Undo) and in a line near the
pointer when pressed, when

- the turn has no action of theirs yet ("Nothing to take back yet");
- someone else played since: an answer (a Sweet Slumber, a Counter Magic), a duel's
  Unfaithful, a bearer's choice ("Someone else has played since");
- anything since that action showed something hidden: a card taken from a hand, cards
  drawn or reshuffled, coins laid out or collected (`reveals`);
- a bar is claimed, or pieces still move.

Outside the person's turn the button is not shown (a computer's moves and other people's
turns are theirs). Taking back rebuilds the state from options, seed and the moves before
that action (`common.table.undo.rewind_checked`: nothing random is rolled again, the
engine is deterministic), autosaves, and lets the table's `advance` give the turn back;
the table's log, recaps and new-card rims follow (`_replay_log`). No rule changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from common import theme
from common.i18n import N_, _
from common.table import draw
from common.table.undo import (
    GAME_OVER,
    NOT_REBUILT,
    NOTHING_YET,
    TakeBack,
    TakeBackCache,
    rewind_checked,
)
from common.widgets import Button
from dracheninsel.rules import move_from_json
from dracheninsel.rules.state import WINDOW
from dracheninsel.ui import cards
from dracheninsel.ui.words import TAKEN_BACK, readable, say

if TYPE_CHECKING:
    from dracheninsel.ui.table import DracheninselTable

WINDOW_CLOSED = N_("Only while the others may still answer")  # (before issue 27; kept)
ALLOWED = N_("Take back your last action (Ctrl+Z)")
OTHER_PLAYED = N_("Someone else has played since")
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
#: why Take back is greyed -> the picture on its corner (none: the grey says enough)
WHY_PICTURES: dict[str, str] = {
    CARD_SEEN: "card",
    CARDS_DRAWN: "card",
    COINS_SHOWN: "coin",
    OTHER_PLAYED: "person",
}
BUTTON_RECT = pygame.Rect(1056, 750, 208, 44)  # under the table's side buttons
UNDO_KEYS = (pygame.K_z, pygame.K_BACKSPACE)  # Ctrl+Z, or Backspace alone


def reveals(events: Sequence[Any]) -> str | None:
    """None when the move's events show nothing hidden, else the reason (a msgid)."""
    kinds = {getattr(event, "kind", None) for event in events}
    for kind, why in REVEALING:
        if kind in kinds:
            return why
    return None


@dataclass(frozen=True)
class TurnMoves:
    """The game's moves replayed once per move count: each move's JSON and events."""

    moves: tuple[dict[str, Any], ...]
    events: tuple[tuple[Any, ...], ...]


class TableTakeBack:
    """The Take back button and keys of one table; see the module docstring."""

    def __init__(self, table: DracheninselTable) -> None:
        self.table = table
        self.cache = TakeBackCache(table.session, reveals)  # (kept for older callers)
        self.button = Button(
            BUTTON_RECT,
            N_("Take back"),
            self.press,
            style="plain",
            tooltip=NOTHING_YET,
        )
        self.button.visible = False
        self._replayed: tuple[tuple[int, int], TurnMoves | None] | None = None
        self.target: int | None = None  # how many moves stay after a take-back now

    # ------------------------------------------------------------------ the rule
    def _history(self) -> TurnMoves | None:
        """Every move with its events, replayed from the start (about 10 ms for a whole
        game, once per move count); None when this table's game cannot be rebuilt from its
        moves (a hand-made position: a test, the self-test pictures)."""
        session = self.table.session
        key = (id(session), len(session.moves))
        if self._replayed is not None and self._replayed[0] == key:
            return self._replayed[1]
        found: TurnMoves | None
        try:
            state = session.start(session.config, session.seed)
            events = [tuple(state.apply(move_from_json(raw))) for raw in session.moves]
            same = state.to_json() == session.state.to_json()
            found = TurnMoves(tuple(session.moves), tuple(events)) if same else None
        except Exception:
            found = None
        self._replayed = (key, found)
        return found

    def rule(self) -> TakeBack:
        """The game's verdict, whatever the table is doing (see the module docstring);
        when allowed, `target` is the move count to go back to."""
        table = self.table
        self.target = None
        seat = table.acting_person()
        if table.session.is_over:
            return TakeBack(False, GAME_OVER, seat)
        history = self._history()
        if history is None:
            return TakeBack(False, NOT_REBUILT, seat)
        index = len(history.moves) - 1
        while index >= 0 and history.moves[index].get("kind") == "pass":
            index -= 1  # nobody answered: the passes go with the action
        since = [e for events in history.events[max(index, 0) :] for e in events]
        if index < 0 or any(getattr(e, "kind", None) == "turn_start" for e in since):
            return TakeBack(False, NOTHING_YET, seat)
        if history.moves[index].get("seat") != seat:
            return TakeBack(False, OTHER_PLAYED, seat)
        why = reveals(since)
        if why is not None:
            return TakeBack(False, why, seat)
        self.target = index
        return TakeBack(True, ALLOWED, seat)

    def status(self) -> TakeBack:
        """The rule, and what the table is doing: a claimed bar, pieces still moving."""
        table = self.table
        verdict = self.rule()
        if not verdict.allowed:
            return verdict
        rnd = table.round
        if rnd is not None and (rnd.claimant is not None or rnd.claimed):
            return TakeBack(False, CLAIMED, verdict.seat)
        if table.anim.active or table.drag is not None:
            return TakeBack(False, WAIT, verdict.seat)
        return verdict

    def shown_for(self) -> int | None:
        """The person the button is shown to: the one on turn, holding the screen."""
        table = self.table
        mover = table.acting_person()
        s = table.state
        if mover is None and s.phase == WINDOW:
            # the bars of their action (also one that ends the turn, and the moment
            # between two linked bars): still theirs while they hold the screen
            mover = s.active
        if mover is None or table.is_computer(mover) or table.replaying or table.end_shown:
            return None
        if not table.take_back_shown:
            return None
        if table.gate.owner != mover or table.gate.covering:
            return None
        return mover

    def refresh(self) -> None:
        """Shown to the person on turn the whole turn long, greyed with the reason."""
        table = self.table
        self.button.visible = self.shown_for() is not None
        if table.between_rounds():
            # kept in view, greyed, until the next round opens
            self.button.enabled = False
            self.button.tooltip = WAIT
            return
        if not self.button.visible:
            return
        verdict = self.status()
        if verdict.reason == NOT_REBUILT:
            # a hand-made position (the guided game) has no move list to go back along:
            # no button at all, as in Dragomino's guided game
            self.button.visible = False
            return
        self.button.enabled = verdict.allowed
        self.button.tooltip = verdict.reason

    def draw_why(self, surface: pygame.Surface) -> None:
        """On the greyed button's corner, a picture of why (no reading needed): a card
        back for cards that came to light, a coin for coins, a face for someone else."""
        button = self.button
        if not button.visible or button.enabled:
            return
        kind = WHY_PICTURES.get(button.tooltip or "")
        if kind is None:
            return
        table = self.table
        r = 15
        centre = (button.rect.right - 4, button.rect.top + 2)
        pygame.draw.circle(surface, theme.CARD, centre, r + 3)
        pygame.draw.circle(surface, theme.INK_FAINT, centre, r + 3, 2)
        if kind == "card":
            cards.draw_face_down(surface, centre, 16)
        elif kind == "coin":
            coin = table.board.coin_sprite(100, 2 * r, False)
            surface.blit(coin, coin.get_rect(center=centre))
        else:
            draw.avatar(surface, centre, r - 2, theme.INK_SOFT, False)

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
        target = self.target
        if verdict.allowed and target is not None:
            if not rewind_checked(table.session, target):
                verdict = TakeBack(False, NOT_REBUILT, verdict.seat)
            self._replayed = None
        if not verdict.allowed:
            table.toasts.show("take_back", _(verdict.reason), table.pointer)
            table.sound("refuse")
            return False
        table._drop_computers()
        # the banner's "Anna moves" told of the move that is gone now: say what happened
        table.lines.clear()
        table.held_line = None
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
        if table.phones is not None and verdict.seat is not None:  # the phones say it too
            table.phones.laptop.took_back(len(table.log), verdict.seat)
        table.shown = table.state.copy()
        table.shown_collected = [list(c) for c in table.state.collected]
        table.sprites.clear()
        table.version += 1
        table.sound("slide")
        self.refresh()
        table.advance()
        return True
