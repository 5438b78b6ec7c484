"""Play-test finding: after Continue the gold rims on cards a person had newly received
(the draw at the end of a turn, a stolen card) were gone, so the person who had not yet
looked at their hand never learned which card was new. What each seat has not seen yet
now survives the save (views.py `_keep_memory`, fresh.py), and the rims are still drawn
only from that seat's own view after its hand-off. Real seeded games (saves load by
replaying their moves), three people at one screen, posted mouse events, the reload
through the title's Continue.
"""

from __future__ import annotations

import json

import pytest

from common import saves
from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.plugin import GAME_ID
from dracheninsel.rules import data as D
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from dracheninsel.ui.views import NEW_CARDS
from tests.dracheninsel.test_polish2_fresh import GlowSpy, glowing
from tests.dracheninsel.test_reload_recap import (
    ANNA,
    JOERG,
    NAMES,
    OZLEM,
    Recaps,
    continue_from_title,
    end_turn,
    new_table,
    take_handoff,
)
from tests.dracheninsel.test_ui_table import click, drag, settle


def anna_swaps_two_cards(app: App, table: DracheninselTable) -> set[int]:
    """Anna ends her first turn without acting, discards two cards and draws two: the turn
    passes at once, so she has not seen them. Returns the cards she drew."""
    recaps: Recaps = []
    take_handoff(app, table, ANNA, recaps)
    click(app, table.end_button.rect.center)
    settle(app, table)
    assert table.state.phase == "exchange"
    hand = table.hand_of_viewer()
    for card in hand[:2]:
        rect = table.fan.rect_of(hand, card)
        assert rect is not None
        click(app, rect.center)
    click(app, table.draw_button.rect.center)
    selftest.run_until(table, lambda: isinstance(app.scenes.top, HandoffScene), 30)
    drawn = set(table.state.hands[ANNA]) - set(hand)
    assert len(drawn) == 2
    return drawn


def others_end_their_turns(app: App, table: DracheninselTable, spy: GlowSpy) -> None:
    """Jörg and Özlem each look at their hand and end the turn: no rim anywhere, and no
    face of Anna's hand, while they look."""
    recaps: Recaps = []
    for seat in (JOERG, OZLEM):
        take_handoff(app, table, seat, recaps)
        table.update(0.05)
        draws = spy.frame(app)
        assert {owner for _c, owner, _g in draws if owner is not None} == {seat}
        assert not glowing(draws) and not table.fan.fresh
        end_turn(app, table)


def test_the_cards_drawn_before_a_save_glow_for_their_owner_after_continue(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = new_table(app)
    drawn = anna_swaps_two_cards(app, table)
    table = continue_from_title(app)  # Jörg's hand-off was up: the family stopped there
    spy = GlowSpy(monkeypatch)
    others_end_their_turns(app, table, spy)
    recaps: Recaps = []
    take_handoff(app, table, ANNA, recaps)
    assert recaps == [(NAMES[ANNA], ["Özlem's turn"])]  # she saw Jörg's called before
    table.update(0.05)
    draws = spy.frame(app)
    assert glowing(draws) == drawn  # the two new cards, and only they, stand out
    assert {owner for _c, owner, _g in draws if owner is not None} == {ANNA}


def glow_after_quitting_before_show_my_cards(
    app: App, table: DracheninselTable, monkeypatch: pytest.MonkeyPatch
) -> tuple[set[int], list[int]]:
    """Anna's card has been played and its bar runs out; her hand lies face down ("Show my
    cards") and the family quits to the title there. After Continue, behind her hand-off:
    the cards that glow in her hand, and her hand."""
    done = lambda: table.state.phase == "main" and table.round is None and not table.anim.active  # noqa: E731
    assert selftest.run_until(table, done, 30)
    assert table.hand_hidden()  # still face down
    table.save_now()  # as the pause menu's "Quit to title" does
    table = continue_from_title(app)
    spy = GlowSpy(monkeypatch)
    assert isinstance(app.scenes.top, HandoffScene)  # never straight into a hand
    assert [owner for _c, owner, _g in spy.frame(app) if owner is not None] == []
    take_handoff(app, table, ANNA)
    table.update(0.05)
    return glowing(spy.frame(app)), table.hand_of_viewer()


def test_a_stolen_card_glows_for_the_thief_after_continue(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The play-test's own case: Anna's Sneak Attack takes a card from Jörg while her hand
    lies face down for the bar everybody watches."""
    table = new_table(app)  # seed 5 deals Anna a Sneak Attack
    take_handoff(app, table, ANNA)
    joergs = set(table.state.hands[JOERG])
    hand = table.hand_of_viewer()
    sneak = next(c for c in hand if D.CARD_KIND[c] == "sneak_attack")
    rect = table.fan.rect_of(hand, sneak)
    assert rect is not None
    drag(app, rect.center, table.panel_rects[JOERG].center)
    glow, hand = glow_after_quitting_before_show_my_cards(app, table, monkeypatch)
    assert glow == joergs & set(hand) and len(glow) == 1


def test_an_evil_curses_cards_glow_after_continue(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Anna's Evil Curse: she discards her other cards and draws one from each hand."""
    table = new_table(app, seed=15)  # seed 15 deals Anna an Evil Curse
    take_handoff(app, table, ANNA)
    others = set(table.state.hands[JOERG]) | set(table.state.hands[OZLEM])
    hand = table.hand_of_viewer()
    curse = next(c for c in hand if D.CARD_KIND[c] == "evil_curse")
    rect = table.fan.rect_of(hand, curse)
    assert rect is not None
    click(app, rect.center)
    assert table.choice is not None
    click(app, table.choice.group.widgets[0].rect.center)  # Play Evil Curse
    glow, hand = glow_after_quitting_before_show_my_cards(app, table, monkeypatch)
    assert glow == set(hand) and len(glow) == 2 and glow <= others


def test_the_saved_news_of_one_seat_never_marks_another_seats_cards(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save whose entry for Jörg lists Anna's cards (and entries that are no seat or no
    card list): it loads, Jörg's view draws no rim and none of Anna's cards; Anna's own
    entry, damaged, counts for nothing, so her hand shows no rim either."""
    table = new_table(app)
    anna_swaps_two_cards(app, table)
    data = saves.load_autosave(GAME_ID)
    news = data["table"][NEW_CARDS]
    assert set(news) == {str(ANNA)}  # only Anna has looked at her hand so far
    data["table"][NEW_CARDS] = {
        str(JOERG): sorted(table.state.hands[ANNA]),
        str(ANNA): "everything",
        "9": [1, 2],
        "x": [3],
    }
    assert saves.write_autosave(GAME_ID, json.loads(json.dumps(data)))
    table = continue_from_title(app)
    spy = GlowSpy(monkeypatch)
    take_handoff(app, table, JOERG, [])
    table.update(0.05)
    draws = spy.frame(app)
    assert not glowing(draws) and {o for _c, o, _g in draws if o is not None} == {JOERG}
    end_turn(app, table)
    take_handoff(app, table, OZLEM, [])
    end_turn(app, table)
    take_handoff(app, table, ANNA, [])
    table.update(0.05)
    assert not glowing(spy.frame(app))


def test_a_save_from_before_this_memory_loads_without_rims(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Missing fields mean defaults: a save written before the memory was kept (no
    `new_cards`, no `recap_seen`) continues; a hand is then not news at its first look,
    and a recap starts where it always did after a load."""
    table = new_table(app)
    anna_swaps_two_cards(app, table)
    data = saves.load_autosave(GAME_ID)
    data["table"] = {k: v for k, v in data["table"].items() if k not in (NEW_CARDS, "recap_seen")}
    assert saves.write_autosave(GAME_ID, data)
    table = continue_from_title(app)
    spy = GlowSpy(monkeypatch)
    others_end_their_turns(app, table, spy)
    recaps: Recaps = []
    take_handoff(app, table, ANNA, recaps)
    table.update(0.05)
    assert not glowing(spy.frame(app))
    # the recap's default: from the end of Anna's last turn (so "Jörg's turn" again,
    # which a save of this version would have known she had seen)
    assert recaps == [(NAMES[ANNA], ["Jörg's turn", "Özlem's turn"])]
