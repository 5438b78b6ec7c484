"""Play-test finding (German game, three people and a computer, under Xvfb): the moment a
Sneak Attack's bar ran out, the banner, right where everybody had just watched the bar,
read "Spieler 1 nimmt Spieler 3 die Karte Weite Reise weg". With several people at the
screen the banner now keeps the public line ("takes a card"); the taker sees which card
by its gold rim in their own hand, face up for them only.
"""

from __future__ import annotations

import pytest

from common.app import App
from dracheninsel.ui import cards
from tests.dracheninsel.test_polish2_fresh import (
    ANNA,
    JOERG,
    GlowSpy,
    glowing,
    steal_from_joerg,
)


def test_the_banner_never_names_a_stolen_card_while_the_rim_shows_it_to_the_thief(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, joergs, _spy = steal_from_joerg(app, monkeypatch)
    spy = GlowSpy(monkeypatch)
    banners: list[str] = []
    rimmed: set[int] = set()
    for _ in range(400):
        table.update(0.05)
        if table.show_button.visible:  # the bar is over: Anna shows her cards again
            table.show_my_cards()
        rimmed |= glowing(spy.frame(app))
        banners.append(table.banner_text()[0])
        if rimmed and not table.anim.active and table.round is None:
            break
    stolen = set(table.state.hands[ANNA]) & joergs
    assert len(stolen) == 1
    card = stolen.pop()
    assert rimmed == {card}  # the thief sees it, in her own face-up hand
    name = cards.card_name(card)
    assert not [b for b in banners if name in b], name
    assert f"Anna takes a card from {table.name(JOERG)}" in banners
