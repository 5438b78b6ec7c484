"""Play-test finding: cards that cannot be played now were drawn like the others.

On one's own turn the hand now dims every card no legal move uses: green cards (they answer
other people's turns), action cards with no target, terrain cards of a colour no step can be
paid with. Only the acting person's own hand is drawn, after their hand-off.
"""

from __future__ import annotations

from typing import Any

import pytest

from common.app import App
from dracheninsel.rules import data as D
from dracheninsel.ui import cards, selftest
from tests.dracheninsel.test_ui_table import hand_card, start


def drawn_alpha(app: App, monkeypatch: pytest.MonkeyPatch) -> dict[int, int]:
    """How opaque each face-up card was drawn in one frame."""
    seen: dict[int, int] = {}
    real = cards.draw_face_up

    def spy(surface: Any, card: int, owner: int, *args: Any, **kwargs: Any) -> Any:
        seen[card] = kwargs.get("alpha", 255)
        return real(surface, card, owner, *args, **kwargs)

    monkeypatch.setattr(cards, "draw_face_up", spy)
    app.render()
    return seen


def test_on_ones_own_turn_unplayable_cards_are_dimmed(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(app, selftest.turn_position())
    hand = table.hand_of_viewer()
    playable = table.playable_cards()
    assert playable is not None and playable < set(hand)
    slumber, _ = hand_card(table, "sweet_slumber")
    assert slumber not in playable  # a green card answers others' turns
    kinds = {m.kind for m in table.legal(0)}
    for card in hand:
        if D.CARD_KIND[card] != D.TERRAIN:
            assert (card in playable) == (D.CARD_KIND[card] in kinds)
    alpha = drawn_alpha(app, monkeypatch)
    for card in hand:
        assert alpha[card] == (255 if card in playable else 150), D.CARD_KIND[card]


def test_nothing_is_dimmed_while_the_hunter_is_held(app: App) -> None:
    table = start(app, selftest.turn_position())
    table.selected = True  # the hunter is held: the board is the question now, not the hand
    assert table.playable_cards() is None
    table.selected = False
    assert table.playable_cards() is not None
