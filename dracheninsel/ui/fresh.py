"""Cards that arrived in a hand since its owner last saw it face up (a stolen card, the
cards of an Evil Curse, the draw at the end of a turn): they stand out for a moment.

Play-test finding: the banner says only "takes a card" while the hand is turned over for
the reaction bar everyone watches (a privacy fix that stays), so the thief never learned
which card they took. The hand itself now tells them, privately: when it is face up again
for its owner, the new cards glow and stand a little out of the fan, and sink back after
`FRESH_TIME` seconds or at that person's next action.

Privacy: the table feeds `look` only from the open private view's own hand and only while
that hand is face up for that seat (`DracheninselTable.update`); the time runs only then,
so a card taken while the hand lay face down still glows when its owner turns it up. What
is remembered per seat (`seen`) is never drawn for anybody else, and nothing here changes
the reaction rounds' timing or screens.
"""

from __future__ import annotations

FRESH_TIME = 4.0  # seconds a new card stands out while its owner looks at the hand
FRESH_FADE = 1.0  # the last second it sinks back into the fan


class FreshCards:
    """Per seat: the hand as its owner last saw it, and which new cards still stand out."""

    def __init__(self) -> None:
        self.seen: dict[int, frozenset[int]] = {}
        self.owner: int | None = None  # whose cards `left` times
        self.left: dict[int, float] = {}  # card -> seconds it still stands out

    def look(self, seat: int, hand: list[int], dt: float) -> None:
        """`seat` sees its own `hand` face up for `dt` seconds: mark what is new since it
        last did (nothing the first time: a dealt hand is not news) and count time down."""
        if self.owner != seat:
            self.left.clear()
            self.owner = seat
        held = frozenset(hand)
        before = self.seen.get(seat)
        self.seen[seat] = held
        if before is not None:
            for card in held - before:
                self.left[card] = FRESH_TIME + dt  # the first frame counts from full
        for card in list(self.left):
            self.left[card] -= dt
            if self.left[card] <= 0 or card not in held:
                del self.left[card]

    def dismiss(self) -> None:
        """The owner acts: the news has been taken in."""
        self.left.clear()

    def strengths(self, seat: int) -> dict[int, float]:
        """Card -> how far it stands out (1.0 fully, falling to 0 in the last second),
        for `seat`'s own hand only."""
        if seat != self.owner:
            return {}
        return {card: min(1.0, left / FRESH_FADE) for card, left in self.left.items()}

    def busy(self) -> bool:
        """Something still sinks back: the table keeps repainting."""
        return bool(self.left)
