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

What survives a save (play-test finding: after Continue the rims were gone): per seat, the
cards of its hand it has not seen yet (`news`, written into the save's table data by
`views.PrivateViews`), never the glow of a card already shown. A loaded save is not
trusted: only cards in that seat's own hand count (`restore`), so nothing in a save can
put a rim on a card of another hand, and the rims are still drawn from that seat's own
view only.

A take-back (play-test finding: the card that came back into the hand glowed as if new)
puts `seen` back as it was before the move taken back (`follow`; right after a load, from
the hands before the last move, `restore`): what was new then is new again, nothing else
is. The glow the action ended stays ended (its owner had seen it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

FRESH_TIME = 4.0  # seconds a new card stands out while its owner looks at the hand
FRESH_FADE = 1.0  # the last second it sinks back into the fan
# `seen` as it was at this many latest move counts: a take-back may go back through a
# whole turn (each action with the passes after it)
KEPT_MOMENTS = 400

Seen = dict[int, frozenset[int]]


class FreshCards:
    """Per seat: the hand as its owner last saw it, and which new cards still stand out."""

    def __init__(self, moves: Callable[[], int] = lambda: 0) -> None:
        self.seen: Seen = {}
        self.owner: int | None = None  # whose cards `left` times
        self.left: dict[int, float] = {}  # card -> seconds it still stands out
        self.moves = moves  # how many moves the game has now (take-backs lower it)
        # (move count, `seen` at the end of that count), oldest first; see `follow`
        self.moments: list[tuple[int, Seen]] = []

    def look(self, seat: int, hand: list[int], dt: float) -> None:
        """`seat` sees its own `hand` face up for `dt` seconds: mark what is new since it
        last did (nothing the first time: a dealt hand is not news) and count time down."""
        self.follow()
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
        if before != held:
            self._keep_moment()

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

    # ------------------------------------------------------------------ take-backs
    def follow(self) -> None:
        """Keep up with the move list: after a take-back (fewer moves than last time), put
        `seen` back as it was when the game last had that many moves. `seen` changes only
        by looking, so the latest moment at or before that count is exactly it."""
        count = self.moves()
        if self.moments and count < self.moments[-1][0]:
            while self.moments and self.moments[-1][0] > count:
                self.moments.pop()
            if self.moments:
                self.seen = dict(self.moments[-1][1])
            self.left.clear()
        if not self.moments or self.moments[-1][0] != count:
            self.moments.append((count, dict(self.seen)))
            del self.moments[:-KEPT_MOMENTS]

    def _keep_moment(self) -> None:
        """`seen` changed: it is how the game's current move count ends, so far."""
        self.follow()
        self.moments[-1] = (self.moments[-1][0], dict(self.seen))

    # ------------------------------------------------------------------ saves
    def news(self, hands: Sequence[Sequence[int]]) -> dict[str, list[int]]:
        """For the save: per seat that has seen its hand, the cards of it not seen yet
        (JSON: seat numbers as strings). A seat that never looked has no entry (its first
        look is not news)."""
        self.follow()
        return {
            str(seat): sorted(set(hands[seat]) - seen)
            for seat, seen in sorted(self.seen.items())
            if 0 <= seat < len(hands)
        }

    def restore(
        self,
        raw: object,
        hands: Sequence[Sequence[int]],
        seats: Sequence[int],
        before: Sequence[Sequence[int]] | None = None,
    ) -> None:
        """From a save's `news`: each listed seat of `seats` has seen its hand but those of
        its cards. Anything malformed is left out (that seat's first look is then not
        news); a card not in that seat's own hand counts for nothing.

        `before`: the hands before the game's last move, so a take-back right after the
        load has a moment to go back to. A move that may be taken back brings no card
        into any hand, so what was new then is what is new now."""
        self.seen.clear()
        self.left.clear()
        self.owner = None
        news: dict[int, frozenset[int]] = {}
        if isinstance(raw, Mapping):
            for key, cards in raw.items():
                seat = seat_from_key(key)
                if seat is None or seat not in seats or not 0 <= seat < len(hands):
                    continue
                if not isinstance(cards, list) or not all(_is_int(c) for c in cards):
                    continue
                news[seat] = frozenset(cards) & frozenset(hands[seat])
                self.seen[seat] = frozenset(hands[seat]) - news[seat]
        self.moments.clear()
        count = self.moves()
        if before is not None and count > 0 and len(before) == len(hands):
            earlier = {seat: frozenset(before[seat]) - new for seat, new in news.items()}
            self.moments.append((count - 1, earlier))
        self.follow()


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def seat_from_key(key: object) -> int | None:
    """A seat written as a JSON object key ("0".."5"); None for anything else."""
    if isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 2:
        return int(key)
    return None
