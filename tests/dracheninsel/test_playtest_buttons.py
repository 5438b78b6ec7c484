"""Play-test findings on the table's buttons and the game's entry point.

Seen under Xvfb: "End turn" clicked while the Counter Magic shield still played did
nothing at all (the button looked ready); the click had to be repeated. And
`python -m dracheninsel --lang de` opened in English.
"""

from __future__ import annotations

import pytest

from common.app import App
from common.tween import Delay
from dracheninsel.rules.state import EXCHANGE, MAIN
from dracheninsel.ui import pictures, selftest
from tests.dracheninsel.test_ui_table import click, settle, start


def test_end_turn_pressed_while_the_pieces_move_ends_the_turn_once_they_land(app: App) -> None:
    table = start(app, selftest.turn_position())
    table.anim.add(Delay(0.5))  # e.g. the Counter Magic shield after a Sneak Attack
    assert table.end_button.visible
    click(app, table.end_button.rect.center)
    assert table.state.active == 0 and table.state.phase == MAIN  # nothing jumps ahead ...
    selftest.run_until(table, lambda: table.state.phase != MAIN, 20)
    assert table.state.phase == EXCHANGE  # ... the turn ends once the pieces have landed
    assert table.queued is None


def test_draw_pressed_while_the_pieces_move_is_kept_too(app: App) -> None:
    table = start(app, selftest.turn_position())
    click(app, table.end_button.rect.center)  # nothing done this turn: the exchange
    settle(app, table)
    assert table.state.phase == EXCHANGE and table.draw_button.visible
    table.anim.add(Delay(0.5))  # something still moves on the table
    click(app, table.draw_button.rect.center)
    assert table.state.phase == EXCHANGE
    selftest.run_until(table, lambda: table.state.phase != EXCHANGE, 20)
    assert table.state.active != 0


def test_python_m_dracheninsel_passes_its_options_to_the_launcher(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`python -m dracheninsel --lang de` opened the setup in English: the options were
    dropped (Dragomino's entry point passes them on)."""
    from common import launcher
    from dracheninsel.__main__ import main

    seen: list[list[str]] = []
    monkeypatch.setattr(launcher, "main", lambda argv: seen.append(argv) or 0)
    assert main(["--lang", "de", "--windowed"]) == 0
    assert seen == [["--game", "dracheninsel", "--lang", "de", "--windowed"]]


def test_an_exchange_and_the_draw_are_seen_flying(app: App) -> None:
    """A computer's exchange used to be a number changing on its panel within 0.6 s (seen
    under Xvfb: nobody noticed the turn); now the shown cards fly to the discard pile and
    backs fly from the draw pile to the panel."""
    table = start(app, selftest.turn_position())
    click(app, table.end_button.rect.center)  # nothing done this turn: the exchange
    settle(app, table)
    hand = table.hand_of_viewer()
    table.fan.picked = {hand[0], hand[1]}
    click(app, table.draw_button.rect.center)
    flights: list[pictures.Card] = []  # the cards are sprites while they fly
    while table.anim.active:
        flights += [s for s in table.sprites if isinstance(s, pictures.Card) and s not in flights]
        table.update(0.02)
    assert sorted(f.card for f in flights if f.card is not None) == sorted(hand[:2])
    assert [f.card for f in flights if f.card is None] == [None, None]  # two drawn backs
    assert all(f.pos == table.panel_rects[0].center for f in flights if f.card is None)
    assert not table.sprites


def test_the_speed_button_leaves_with_the_game(app: App) -> None:
    """Seen under Xvfb: the end screen's island view still offered '4×' for computers who
    had nothing left to do."""
    table = selftest.finished_table(None)
    table._refresh_buttons()
    assert table.state.phase == "over" and not table.speed_button.visible
    playing = selftest.turn_position()  # people and computers, mid-game: the button is there
    playing._refresh_buttons()
    assert playing.speed_button.visible
