"""Shuffling cards the way `random.Random.shuffle` does, a little faster.

A new game shuffles 99 cards and every reshuffle of the discards up to 99 more; the
stdlib's `shuffle` makes one Python call (`_randbelow`) per card. `shuffle` here draws
the very same numbers in the same order inline, so seeded games stay exactly as they
were (the golden games check it). If this Python's `Random` draws differently (another
version) `SAME_AS_STDLIB` is False, and for those and for subclasses of `Random`
`shuffle` simply calls the stdlib.
"""

from __future__ import annotations

import random


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """`rng.shuffle(cards)`: the same permutation from the same random draws."""
    if SAME_AS_STDLIB and type(rng) is random.Random:
        _inline_shuffle(rng, cards)
    else:
        rng.shuffle(cards)


def _inline_shuffle(rng: random.Random, cards: list[int]) -> None:
    getrandbits = rng.getrandbits
    # j = rng._randbelow(i + 1): getrandbits of the bit length of i + 1 until j <= i
    for i, k in _DRAWS[len(cards)] if len(cards) < len(_DRAWS) else _draws(len(cards)):
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def _draws(n: int) -> tuple[tuple[int, int], ...]:
    """The positions a shuffle of `n` cards fills, last first, with the bit length of
    the number of choices for each."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))


#: _DRAWS[n]: `_draws(n)` for every pile size of the game (99 cards), computed once.
_DRAWS: list[tuple[tuple[int, int], ...]] = [_draws(n) for n in range(128)]


def _same_as_stdlib() -> bool:
    """Whether the inline draws reproduce this Python's `Random.shuffle`."""
    for seed in range(20):
        ours, theirs = list(range(seed * 7)), list(range(seed * 7))
        a, b = random.Random(seed), random.Random(seed)
        _inline_shuffle(a, ours)
        b.shuffle(theirs)
        if ours != theirs or a.getstate() != b.getstate():
            return False
    return True


SAME_AS_STDLIB: bool = _same_as_stdlib()
