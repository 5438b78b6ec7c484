"""Take-backs: may the last move be taken back, and taking it back without re-rolling dice.

One rule in one place, for both games. The last move may be taken back when

1. there is one and the game is not over,
2. a person made it (a computer's move stays: "Computer moves cannot be taken back"),
3. nobody has acted since: it is the latest move in the session (once the next player
   played, "The next player has played"),
4. it revealed nothing hidden. What counts as revealing is the game's: it supplies
   `reveals(events) -> msgid | None` (Dragomino: an egg drawn, a spring peeked, new
   dominoes dealt), which returns why not, or None for "nothing was revealed".

Taking back (`take_back`) rebuilds the state from options, seed and every move but the
last (`GameSession.rewind`): the engine is deterministic, so the next draw is the very one
it would have been, nothing random can be rolled again. Then it autosaves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from common.i18n import N_
from common.table.session import GameSession

#: The game's judgement of a move's events: None = nothing hidden came to light, else the
#: msgid of the reason it cannot be taken back (translated where it is shown).
Reveals = Callable[[Sequence[Any]], str | None]

NOTHING_YET = N_("Nothing to take back yet")
GAME_OVER = N_("The game is over")
COMPUTER_MOVE = N_("Computer moves cannot be taken back")
NEXT_PLAYED = N_("The next player has played")
ALLOWED = N_("Take back your last move (Ctrl+Z)")
NOT_REBUILT = N_("This game cannot be rebuilt from its moves")


@dataclass(frozen=True)
class TakeBack:
    """The verdict: `allowed`, the msgid saying why (or the hint when allowed), and whose
    move it is (`seat`; None when there is no move)."""

    allowed: bool
    reason: str
    seat: int | None = None


def take_back_status(session: GameSession[Any, Any, Any], reveals: Reveals) -> TakeBack:
    """May the last move be taken back? See the module docstring for the rule."""
    last = session.committed(1)
    if last is None:
        return TakeBack(False, NOTHING_YET)
    if session.is_over:
        return TakeBack(False, GAME_OVER, last.seat)
    if last.seat is None or _is_computer(session, last.seat):
        before = session.committed(2)
        if (
            before is not None
            and before.seat is not None
            and before.seat != last.seat
            and not _is_computer(session, before.seat)
            and reveals(before.events) is None
        ):
            # the person's move was fine to take back until the computer after them played
            return TakeBack(False, NEXT_PLAYED, before.seat)
        return TakeBack(False, COMPUTER_MOVE, last.seat)
    why = reveals(last.events)
    if why is not None:
        return TakeBack(False, why, last.seat)
    return TakeBack(True, ALLOWED, last.seat)


def take_back(session: GameSession[Any, Any, Any], reveals: Reveals) -> TakeBack:
    """Take the last move back if the rule allows (then autosave); return the verdict."""
    verdict = take_back_status(session, reveals)
    if not verdict.allowed:
        return verdict
    if not rewind_checked(session, len(session.moves) - 1):
        return TakeBack(False, NOT_REBUILT, verdict.seat)
    return verdict


def rewind_checked(session: GameSession[Any, Any, Any], count: int) -> bool:
    """Go back to the state after the first `count` moves (`GameSession.rewind`: nothing
    random is rolled again) and autosave, but only if those moves, with the ones taken
    back applied again, rebuild the game exactly; else leave it as it was and say False.
    A game may take back several moves at once (Die Dracheninsel: an action and the
    passes after it)."""
    state, moves, recent = session.state, list(session.moves), list(session.recent)
    try:
        session.rewind(count)
        again = session.state.copy()
        for raw in moves[count:]:
            again.apply(session.engine.move_from_json(raw))
        rebuilt = again.to_json() == state.to_json()
    except Exception:
        rebuilt = False
    if not rebuilt:
        # a table set up by hand (a guide, a test position) has no move list to go back
        # along: leave it exactly as it was
        session.state, session.moves, session.recent = state, moves, recent
        return False
    session.save_now()
    return True


def _is_computer(session: GameSession[Any, Any, Any], seat: int) -> bool:
    return not 0 <= seat < len(session.seats) or session.seats[seat].is_computer


class TakeBackCache:
    """`take_back_status` remembered per move count (a table asks every frame to draw the
    button; after a load the first answer replays the game once)."""

    def __init__(self, session: GameSession[Any, Any, Any], reveals: Reveals) -> None:
        self.session = session
        self.reveals = reveals
        self._key: tuple[int, int, bool] | None = None
        self._verdict = TakeBack(False, NOTHING_YET)

    def status(self) -> TakeBack:
        session = self.session
        key = (id(session), len(session.moves), session.is_over)
        if key != self._key:
            self._verdict = take_back_status(session, self.reveals)
            self._key = key
        return self._verdict

    def take_back(self) -> TakeBack:
        verdict = take_back(self.session, self.reveals)
        self._key = None
        return verdict
