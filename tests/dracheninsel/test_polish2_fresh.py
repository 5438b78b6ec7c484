"""Play-test finding: after a Sneak Attack or an Evil Curse the thief never learned which
card they took (the banner's "takes a card" is public while the hand lies face down for
the reaction bar, a privacy fix that stays). Now the new card stands out in the thief's
own hand once it is face up for them again, and sinks back after a few seconds or at
their next action; nothing of it shows while the hand is face down or to another seat.
"""

from __future__ import annotations

from typing import Any

import pytest

from common.app import App
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.fresh import FRESH_TIME
from dracheninsel.ui.hand import FRESH_GLOW
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, hand_card, settle, start

ANNA, JOERG, OZLEM = 0, 1, 2  # people: Anna and Özlem (`selftest.scripted`)


class GlowSpy:
    """Every face-up draw in a frame: (card, owner, glow)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.draws: list[tuple[int, int | None, Any]] = []
        real = cards.draw_face_up

        def spy(surface: Any, card: int, owner: int | None, *args: Any, **kw: Any) -> Any:
            self.draws.append((card, owner, kw.get("glow")))
            return real(surface, card, owner, *args, **kw)

        monkeypatch.setattr(cards, "draw_face_up", spy)

    def frame(self, app: App) -> list[tuple[int, int | None, Any]]:
        self.draws.clear()
        app.render()
        return list(self.draws)


def glowing(draws: list[tuple[int, int | None, Any]]) -> set[int]:
    """Cards of a hand drawn with the new-card rim (public cards in flight have owner None)."""
    return {card for card, owner, glow in draws if glow == FRESH_GLOW and owner is not None}


def steal_from_joerg(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> tuple[DracheninselTable, set[int], GlowSpy]:
    table = start(
        app,
        selftest.scripted(
            hands={0: ["sneak_attack", "Y", "G", "R"], 1: ["B", "K"], 2: ["G"], 3: ["R"]}
        ),
    )
    joergs = set(table.state.hands[JOERG])
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[JOERG].center)  # dropped on Jörg's panel
    settle(app, table)
    assert table.round is not None and table.hand_hidden()
    return table, joergs, GlowSpy(monkeypatch)


def test_the_stolen_card_glows_in_the_thiefs_hand_once_it_is_face_up(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table, joergs, spy = steal_from_joerg(app, monkeypatch)
    # while the bar runs and the steal is shown, Anna's hand is face down: nothing of it
    hidden_frames = 0
    while table.hand_hidden() or table.anim.active or table.state.phase != "main":
        table.update(0.05)
        if table.hand_hidden():
            hidden_frames += 1
            assert all(owner != ANNA for _c, owner, _g in spy.frame(app))
        if table.show_button.visible:  # the bar is over: Anna shows her cards again
            click(app, table.show_button.rect.center)
    assert hidden_frames > 0
    stolen = set(table.state.hands[ANNA]) & joergs
    assert len(stolen) == 1
    table.update(0.05)
    draws = spy.frame(app)
    assert glowing(draws) == stolen  # the new card, and only it, stands out
    assert {owner for card, owner, _g in draws if card in stolen} == {ANNA}
    rect = table.fan.rect_of(table.hand_of_viewer(), next(iter(stolen)))
    other = next(c for c in table.hand_of_viewer() if c not in stolen)
    other_rect = table.fan.rect_of(table.hand_of_viewer(), other)
    assert rect is not None and other_rect is not None and rect.top < other_rect.top
    # a few seconds later it sits in the fan like the others
    selftest.run_until(table, lambda: not table.fresh.busy(), FRESH_TIME + 1)
    assert not glowing(spy.frame(app))


def test_the_thiefs_next_action_ends_the_glow(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table, _joergs, spy = steal_from_joerg(app, monkeypatch)
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    click(app, table.show_button.rect.center)  # the bar is over: Anna shows her cards again
    table.update(0.05)
    assert glowing(spy.frame(app))
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    assert not table.fan.fresh and not glowing(spy.frame(app))


def test_evil_curse_cards_glow_and_a_dealt_hand_does_not(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(
        app,
        selftest.scripted(hands={0: ["evil_curse", "Y", "G"], 1: ["B"], 2: ["K"], 3: ["R"]}),
    )
    spy = GlowSpy(monkeypatch)
    assert not glowing(spy.frame(app))  # the hand as dealt is not news
    others = {c for seat in (1, 2, 3) for c in table.state.hands[seat]}
    _card, at = hand_card(table, "evil_curse")
    click(app, at)
    assert table.choice is not None
    click(app, table.choice.group.widgets[0].rect.center)  # Play Evil Curse
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    click(app, table.show_button.rect.center)  # the bar is over: Anna shows her cards again
    table.update(0.05)
    hand = set(table.state.hands[ANNA])
    assert hand <= others and len(hand) == 3
    assert glowing(spy.frame(app)) == hand


def test_another_seats_view_never_shows_the_glow(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """While Anna's stolen card still stands out, Özlem's view opens (as after her
    hand-off): it draws neither Anna's cards nor any rim; the bar's own frame earlier did
    not either."""
    table, _joergs, spy = steal_from_joerg(app, monkeypatch)
    selftest.reveal(table, OZLEM)
    table.update(0.05)
    draws = spy.frame(app)
    assert all(owner == OZLEM for _c, owner, _g in draws if owner is not None)
    assert not glowing(draws)
    selftest.reveal(table, ANNA)
    selftest.run_until(table, lambda: table.state.phase == "main" and not table.anim.active, 30)
    click(app, table.show_button.rect.center)  # the bar is over: Anna shows her cards again
    table.update(0.05)
    assert glowing(spy.frame(app))  # Anna's own view: the news is there
    selftest.reveal(table, OZLEM)
    table.update(0.05)
    draws = spy.frame(app)
    assert not glowing(draws) and all(owner != ANNA for _c, owner, _g in draws)
    assert table.fresh.strengths(OZLEM) == {}


def test_the_cards_drawn_at_the_end_of_a_turn_glow_too(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One person against computers: their hand stays face up, so the draw shows at once."""
    table = start(
        app,
        selftest.scripted(people=(0,), hands={0: ["Y", "G"], 1: ["B"], 2: ["K"], 3: ["R"]}),
    )
    spy = GlowSpy(monkeypatch)
    kept = set(table.state.hands[ANNA])
    click(app, table.end_button.rect.center)  # ends without acting: the exchange opens
    settle(app, table)
    click(app, table.draw_button.rect.center)  # discards nothing, draws up to six
    table.update(0.05)
    hand = set(table.state.hands[ANNA])
    assert len(hand) == 6 and table.viewer == ANNA
    assert glowing(spy.frame(app)) == hand - kept
