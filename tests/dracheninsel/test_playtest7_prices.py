"""Family play-test on 5ae9e22 (issue 27), findings 6, 14 and 15 of Die Dracheninsel.

6. A step's price was a ~12 px chip: nothing said "costs a blue card" or "your own colour
   pays for anything", nor which card the app would spend. Now the lit space under the
   pointer says its price in words (`words.price_words`, from the rules' `step_price`,
   the same choice the drop makes) and the paying card lights in the hand; nothing of it
   while the hand lies face down (f22c543).
14. "Which partner goes home?" listed Anna first once and the computer first the next
   time (the pair's order of joining); a misclick followed. Now the buttons follow seat
   order.
15. A dragged Foolhardy Flight lit no landing spaces and the card covered the target; a
   click on a disk it cannot reach said nothing. Now its landings light while it is held,
   a card held over the island stands clear of the disk under the pointer, and a wrong
   click says why (the engine's code, translated).

Driven with posted mouse events on the real table (see test_ui_table).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest

from common import assets, i18n
from common.app import App
from dracheninsel.rules import GameConfig, legal, new_game
from dracheninsel.rules import data as D
from dracheninsel.rules.legal import StepPrice, payments, step_price
from dracheninsel.rules.scenario import build_state, cell
from dracheninsel.ui import controls as controls_module
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from dracheninsel.ui.words import price_words
from tests.dracheninsel.test_playtest6_hidden_glow import step_bar
from tests.dracheninsel.test_ui_table import post, press_and_move, start

ANNA, JOERG, OEZLEM = 0, 1, 2
HERE = cell(1, 1)  # a red disk; its neighbours: blue (1, 0), yellow (1, 2), brown, grey
BLUE, YELLOW, BROWN = cell(1, 0), cell(1, 2), cell(2, 1)
RED, BLUE_C, BROWN_C = D.COLOUR_INDEX["R"], D.COLOUR_INDEX["B"], D.COLOUR_INDEX["N"]


def words_said(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str, int]]:
    """Every price in words the table draws: (space, words, font size)."""
    said: list[tuple[int, str, int]] = []
    real = controls_module.draw_price_words

    def watch(view: Any, surface: Any, pos: int, text: str, size: int, *rest: Any) -> Any:
        said.append((pos, text, size))
        return real(view, surface, pos, text, size, *rest)

    monkeypatch.setattr(controls_module, "draw_price_words", watch)
    return said


def priced_table(app: App, hand: list[str] | None = None, **scenario: Any) -> DracheninselTable:
    """Anna (a person, Özlem the other) on a red disk with two blue cards and a red one."""
    return start(
        app,
        selftest.scripted(
            hands={ANNA: hand or ["B", "Y", "B", "R", "foolhardy_flight"], 1: ["K"], 2: ["G"]},
            positions={ANNA: HERE},
            **scenario,
        ),
    )


def hold_hunter_over(app: App, table: DracheninselTable, target: int) -> None:
    press_and_move(
        app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target)
    )
    app.render()


def let_go(app: App, at: tuple[float, float]) -> None:
    post(pygame.MOUSEBUTTONUP, pos=(round(at[0]), round(at[1])), button=1)
    app.step()


# ---------------------------------------------------------------------- finding 6: rules
def test_step_price_names_why_and_the_card_the_table_spends() -> None:
    s = build_state(
        "RYGB", hands={ANNA: ["Y", "B", "R", "B"]}, positions={ANNA: HERE}, auto_pass=False
    )
    blues = [c for c in s.hands[ANNA] if D.CARD_COLOUR[c] == BLUE_C]
    red = next(c for c in s.hands[ANNA] if D.CARD_COLOUR[c] == RED)
    assert step_price(s, ANNA, BLUE) == StepPrice(legal.PRICE_COLOUR, blues[0], BLUE_C)
    assert step_price(s, ANNA, BROWN) == StepPrice(legal.PRICE_JOKER, red, BROWN_C)
    assert step_price(s, ANNA, HERE).why == legal.PRICE_OWN  # type: ignore[union-attr]
    assert step_price(s, ANNA, D.SITE) == StepPrice(legal.PRICE_SITE)
    assert step_price(s, ANNA, s.boat(ANNA)) == StepPrice(legal.PRICE_BOAT)
    s.free_colours = [BLUE_C]  # a Long Journey played with a blue card
    assert step_price(s, ANNA, BLUE) == StepPrice(legal.PRICE_JOURNEY, None, BLUE_C)
    s.hands[ANNA] = [c for c in s.hands[ANNA] if D.CARD_COLOUR[c] not in (RED, BROWN_C)]
    assert step_price(s, ANNA, BROWN) is None  # nothing pays


def test_step_price_agrees_with_the_legal_steps_of_random_games() -> None:
    """Free exactly when the engine's payments are [None]; otherwise one of its cards."""
    rng = random.Random(5)
    checked = 0
    for seed in range(4):
        s = new_game(GameConfig(("R", "Y", "G", "B"), auto_pass=False), seed)
        for _ply in range(150):
            if s.is_over:
                break
            seat = s.actors()[0]
            moves = s.legal_moves(seat)
            for m in moves:
                if m.kind == "step":
                    price = step_price(s, seat, m.cell)
                    ways = payments(s, seat, m.cell)
                    assert price is not None
                    assert (price.card is None) == (ways == [None])
                    assert price.card is None or price.card in ways
                    checked += 1
            s.apply(rng.choice(moves))
    assert checked > 200


# ---------------------------------------------------------------------- finding 6: words
@pytest.mark.parametrize(
    ("lang", "why", "expected"),
    [
        ("en", legal.PRICE_COLOUR, "Costs a blue card — you have 2"),
        ("en", legal.PRICE_JOKER, "No blue card: your own red pays for anything"),
        ("en", legal.PRICE_OWN, "Free: your own colour"),
        ("en", legal.PRICE_JOURNEY, "Long Journey: blue is free"),
        ("de", legal.PRICE_COLOUR, "Kostet eine Karte in Blau – du hast 2"),
        ("de", legal.PRICE_JOKER, "Keine Karte in Blau: dein eigenes Rot bezahlt alles"),
        ("de", legal.PRICE_OWN, "Frei: deine eigene Farbe"),
        ("de", legal.PRICE_JOURNEY, "Weite Reise: Blau ist frei"),
    ],
)
def test_the_price_in_words_in_both_languages(lang: str, why: str, expected: str) -> None:
    blue = [c for c in range(D.N_CARDS) if D.CARD_COLOUR[c] == BLUE_C][:2]
    before = i18n.get_language()
    i18n.register_domain(Path(selftest.__file__).parents[1])  # the game's catalogue
    i18n.set_language(lang)
    try:
        assert price_words(StepPrice(why, None, BLUE_C), RED, blue) == expected
    finally:
        i18n.set_language(before)


# ---------------------------------------------------------------------- finding 6: table
def test_a_held_hunter_says_the_price_and_lights_the_card_it_then_spends(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = priced_table(app)
    said = words_said(monkeypatch)
    hold_hunter_over(app, table, BLUE)
    assert said and said[-1][:2] == (BLUE, "Costs a blue card — you have 2")
    assert assets.font(said[-1][2], True).get_height() >= 14  # was a 12 px chip
    box = table.price_box
    disk = pygame.Rect(0, 0, *(2 * [round(table.board.disk_size())]))
    disk.center = tuple(round(v) for v in table.board.cell_center(BLUE))
    assert box is not None and not box.colliderect(disk.inflate(-4, -4))  # the disk stays seen
    lit = table.fan.spend
    assert lit is not None and D.CARD_COLOUR[lit] == BLUE_C and lit in table.state.hands[ANNA]
    before = list(table.state.hands[ANNA])
    let_go(app, table.board.cell_center(BLUE))
    assert table.state.pos[ANNA] == BLUE
    assert [c for c in before if c not in table.state.hands[ANNA]] == [lit]  # that card paid


def test_the_joker_is_named_and_lit_when_no_card_of_the_disk_pays(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = priced_table(app)
    said = words_said(monkeypatch)
    hold_hunter_over(app, table, BROWN)
    assert said[-1][1] == "No brown card: your own red pays for anything"
    red = table.fan.spend
    assert red is not None and D.CARD_COLOUR[red] == RED
    let_go(app, table.board.cell_center(BROWN))
    assert red not in table.state.hands[ANNA] and table.state.pos[ANNA] == BROWN


def test_a_hand_lying_face_down_says_no_price_and_lights_no_card(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = step_bar(app)  # Anna's step bar runs, her hand face down for Özlem to see
    said = words_said(monkeypatch)
    target = min(table.step_prices(ANNA))
    hold_hunter_over(app, table, target)
    assert table.drag is not None
    assert not said and table.price_box is None and table.fan.spend is None


def test_a_held_foolhardy_flight_says_where_it_lands(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = priced_table(app)
    said = words_said(monkeypatch)
    card = next(c for c in table.state.hands[ANNA] if D.CARD_KIND[c] == "foolhardy_flight")
    land = min(m.cell for m in table.state.legal_moves(ANNA) if m.kind == "foolhardy_flight")
    press_and_move(
        app, table.fan.rect_of(table.hand_of_viewer(), card).center, table.board.cell_center(land)
    )
    app.render()
    assert said[-1][:2] == (land, "Foolhardy Flight: lands here, no terrain card needed")
    assert table.fan.spend is None  # no terrain card pays a flight


def test_the_self_test_picture_shows_the_price_in_words(app: App) -> None:
    table = selftest.price_scene(app)
    del table.manager  # as `selftest.scenes` hands it over
    app.scenes.reset(table)
    app.render()
    assert table.price_box is not None and table.fan.spend is not None
