"""The "While you waited" recap, whole and with what happened to its reader first.

Play-test finding (issue 27, 5): the hand-off card kept only the last 6 lines, and the two
events that mattered most to Anna (a card stolen from her, her hunter sent home) had
dropped off. The recap now keeps every line since that person last looked (the hand-off
card scrolls), in two groups: first what happened TO its reader (a card taken from them,
their hunter sent home or replaced, a Sweet Slumber on them, their card countered, a new
partner, a delivery, duel or treasure of theirs), then everything else in the order it
happened. With only one group there is no heading.

Privacy: which group an event falls into is decided from public fields only (who played
on whom, whose card was taken, who was sent home), never from a card's face, and the
lines themselves are `words.recap_lines` of events already `event_view`-ed for the reader
(views.py), so a recap never says more than that seat may know.

What a Sweet Slumber undid is not told as if it had happened (play-test finding: Anna
stepped onto the treasure site beside Jörg, a computer put her to sleep, and Jörg's
recap opened with "Happened to you: Jörg and Anna carry the treasure", though the board
showed him alone on the site; "Anna moves 6 steps" counted the step undone too). The
log keeps every event (the board animated them); `UndoneActions` remembers which of
them belonged to the action a Sweet Slumber undid, and the recap leaves those out: the
"Sweet Slumber on Anna" and "Anna's last action is undone" lines stay. Which events
those are follows from public facts only (whose turn, which moves, a `slumbered`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from common.i18n import N_, _
from common.scenes.handoff import RecapHeading
from dracheninsel.rules import data as D
from dracheninsel.rules.reactions import reaction_target
from dracheninsel.rules.state import CHOICE, MAIN
from dracheninsel.ui.moves import ev
from dracheninsel.ui.words import recap_lines

FOR_YOU = N_("Happened to you")
AT_THE_TABLE = N_("At the table")
RECAP_ROOM = 10  # lines the hand-off card shows at once (more scroll)


class UndoneActions:
    """Which events of the table's log a Sweet Slumber undid (see the module docstring).

    An action of the active player starts with a move in the main phase and goes on
    through its choices (which partner goes home, ...); its events are what Sweet
    Slumber's snapshot (`reactions.begin_action`) takes back. The answers come after it,
    in the reaction window; the batch with `slumbered` marks the action before as undone.
    """

    def __init__(self) -> None:
        self.undone: set[int] = set()  # indices into the log
        self._action = (0, 0)  # the last action's events: [start, end) in the log

    def note(self, start: int, events: list[Any], phase: str) -> None:
        """The events of one move, logged from index `start`; `phase`: the game's phase
        before the move."""
        end = start + len(events)
        if phase == MAIN:
            self._action = (start, end)
        elif phase == CHOICE and self._action[1] == start:
            self._action = (self._action[0], end)
        if any(event.kind == "slumbered" for event in events):
            self.undone.update(range(*self._action))
            self._action = (end, end)

    def told(self, log: list[Any], start: int) -> list[Any]:
        """The log from `start` on without the events a Sweet Slumber undid."""
        return [e for i, e in enumerate(log[start:], start) if i not in self.undone]


def concerns(event: Any, seat: int, active: int | None) -> bool:
    """Did `event` happen to `seat` (public fields only)? `active`: whose turn it is."""
    kind = event.kind
    actor = getattr(event, "seat", -1)
    if kind == "card_taken":
        return ev(event, "victim") == seat
    if kind in ("sent_home", "slumbered"):
        return ev(event, "target") == seat and actor != seat
    if kind == "partner_replaced":
        return ev(event, "replaced") == seat
    if kind == "pair_formed":
        return seat in (ev(event, "partners") or ()) and actor != seat
    if kind == "card_played":
        target = ev(event, "target")
        if target is None:
            target = reaction_target(str(ev(event, "card_kind")), active)
        return target == seat and actor != seat
    if kind == "countered":  # a card of theirs was stopped
        return actor == seat
    if kind == "treasure_collected":
        return any(owner == seat for owner, _coins in (ev(event, "gains") or ()))
    if kind == "delivery":
        return seat in (ev(event, "owner"), ev(event, "other"))
    return False


def _units(events: list[Any]) -> list[list[Any]]:
    """Events in the pieces a line is made of: a Counter Magic stays with the card it
    answers and with what it stopped (`recap_lines` makes one line of those two), so a
    chain stands in one group; a delivery stays with its duel and its treasure."""
    units: list[list[Any]] = []
    in_duel = False
    for event in events:
        kind = event.kind
        counter = (
            kind == "countered"
            and units
            and units[-1][-1].kind == "card_played"
            and ev(units[-1][-1], "card_kind") == "counter_magic"
        )
        # ... and with the card it answers (play-test: "Anna plays Sweet Slumber on
        # Computer 4" stood under "At the table" as if it had worked, while "Computer 3
        # stops Anna's Sweet Slumber" stood above it under "Happened to you")
        answers = (
            kind == "card_played"
            and ev(event, "card_kind") == "counter_magic"
            and units
            and units[-1][-1].kind == "card_played"
            and ev(units[-1][-1], "card_kind") in D.COUNTERABLE
        )
        if counter or answers or (in_duel and kind in ("unfaithful", "treasure_collected")):
            units[-1].append(event)
        else:
            units.append([event])
        if kind == "delivery":
            in_duel = True
        elif kind == "treasure_collected":
            in_duel = False
    return units


def grouped_recap(
    events: list[Any],
    seat: int,
    name_of: Callable[[int], str],
    seats: int,
    you: int | None = None,
    active: int | None = None,
    carried: Callable[[Any], bool] | None = None,
) -> list[str]:
    """Every line since `seat` last looked, what happened to it first (see the module
    docstring). `active`: whose turn it was at the first event; `carried`: which steps
    carried the treasure (`recap_lines`)."""
    mine: list[str] = []
    rest: list[Any] = []
    turn = active
    # per turn start in `rest`: [its index, shows something in `rest`, told in `mine`]
    turns: list[list[Any]] = []
    for unit in _units(events):
        first = unit[0]
        if first.kind == "turn_start":
            turn = first.seat
            turns.append([len(rest), False, False])
            rest += unit
        elif any(concerns(event, seat, turn) for event in unit):
            mine += recap_lines(unit, seat, name_of, seats, you, None, turn, carried)
            if turns:
                turns[-1][2] = True
        else:
            rest += unit
            if turns:
                turns[-1][1] = True
    # a turn told only above would stand below as "Jörg's turn" alone: no news there
    dropped = {index for index, shows, told in turns if told and not shows}
    rest = [event for index, event in enumerate(rest) if index not in dropped]
    others = recap_lines(rest, seat, name_of, seats, you, None, active, carried)
    if mine and others:
        return [RecapHeading(_(FOR_YOU)), *mine, RecapHeading(_(AT_THE_TABLE)), *others]
    return mine + others
