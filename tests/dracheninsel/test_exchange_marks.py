"""The exchange shows where marked cards go: a red chip with a downward arrow on each card
marked to discard, and a button that says "Discard 2, draw" instead of a plain "Draw".

Play-test finding: a marked card only rose and glowed, as a chosen card does elsewhere, so a
player could not tell whether the marked cards would be kept or thrown away.
"""

from __future__ import annotations

import math
from pathlib import Path

import pygame

from common import i18n, theme
from common.app import App
from common.i18n import set_language
from dracheninsel.rules.state import EXCHANGE
from dracheninsel.ui import selftest
from dracheninsel.ui.hand import DISCARD_MARK, draw_discard_mark
from tests.dracheninsel.test_ui_table import click, settle, start


def _red_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Pixels of the mark's red inside `rect` (clipped to the surface)."""
    rect = rect.clip(surface.get_rect())
    return sum(
        1
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
        if surface.get_at((x, y))[:3] == DISCARD_MARK
    )


def _corner(table: object, card: int) -> pygame.Rect:
    rect = table.fan.rect_of(table.hand_of_viewer(), card)  # type: ignore[attr-defined]
    assert rect is not None
    return pygame.Rect(rect.right - rect.width // 3, rect.top - 8, rect.width // 3 + 8, 40)


def test_cards_clicked_in_the_exchange_wear_the_discard_mark_and_the_button_counts_them(
    app: App,
) -> None:
    set_language("en")
    table = start(app, selftest.turn_position())
    click(app, table.end_button.rect.center)  # nothing done this turn: the exchange
    settle(app, table)
    assert table.state.phase == EXCHANGE and table.draw_button.visible
    hand = table.hand_of_viewer()
    assert table.draw_button.text == "Draw"
    before = _red_pixels(app.canvas, _corner(table, hand[1]))
    click(app, table.fan.rect_of(hand, hand[1]).center)  # type: ignore[union-attr]
    click(app, table.fan.rect_of(hand, hand[3]).center)  # type: ignore[union-attr]
    assert table.fan.picked == {hand[1], hand[3]}
    app.render()
    assert _red_pixels(app.canvas, _corner(table, hand[1])) > before + 100
    assert _red_pixels(app.canvas, _corner(table, hand[3])) > 100
    assert _red_pixels(app.canvas, _corner(table, hand[0])) == 0  # an unmarked card: none
    assert table.draw_button.text == "Discard 2, draw"
    i18n.register_domain(Path(selftest.__file__).parents[1])  # the game's catalogue
    set_language("de")
    assert table.draw_button.text == "2 abwerfen, nachziehen"
    set_language("en")
    click(app, table.fan.rect_of(hand, hand[3]).center)  # type: ignore[union-attr]
    assert table.draw_button.text == "Discard 1, draw"


def test_a_card_chosen_outside_the_exchange_wears_no_discard_mark(app: App) -> None:
    """Long Journey's colour and a card in play also rise as 'picked': they are not thrown
    away, so no mark."""
    table = start(app, selftest.turn_position())
    hand = table.hand_of_viewer()
    table.fan.picked = {hand[0]}
    app.render()
    assert table.state.phase != EXCHANGE
    assert _red_pixels(app.canvas, _corner(table, hand[0])) == 0


def test_the_mark_follows_a_tilted_card_to_its_top_right_corner() -> None:
    from dracheninsel.ui.cards import CardSpot

    surface = pygame.Surface((400, 400))
    surface.fill(theme.PAPER)
    spot = CardSpot(0, (200, 200), 20.0, 120)  # tilted anticlockwise
    draw_discard_mark(surface, spot)
    w, h = spot.size
    reds = [
        (x, y) for x in range(400) for y in range(400) if surface.get_at((x, y))[:3] == DISCARD_MARK
    ]
    assert reds
    mx = sum(x for x, _ in reds) / len(reds)
    my = sum(y for _, y in reds) / len(reds)
    # in the card's own frame (the fan's hit test's, which agrees with the drawing): on
    # its top-right corner
    a = math.radians(spot.angle)
    dx, dy = mx - 200, my - 200
    lx = dx * math.cos(a) - dy * math.sin(a)
    ly = dx * math.sin(a) + dy * math.cos(a)
    assert math.hypot(lx - w / 2, ly + h / 2) < w * 0.1
