"""Play-test finding (two people, under Xvfb): while Anna's step bar ran, her hand lay face
down so that Özlem, watching the bar, could not see it; but Anna could lift her hunter,
and the disks it could reach lit up with price chips ("joker", a green card, a grey card):
the colours of the hidden cards, shown to everybody. Now nothing lights (and no focus ring
walks the targets) while the hand lies face down; the hunter can still be dragged and
dropped, paying face up as at a real table. With her hand face up the disks light as
before. Driven with posted mouse and key events.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from dracheninsel.ui import selftest
from dracheninsel.ui import table as table_module
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import drag, key, press_and_move, settle, start

ANNA = 0


def lit_frames(monkeypatch: pytest.MonkeyPatch) -> list[dict[int, Any]]:
    """Every set of price chips the table draws."""
    drawn: list[dict[int, Any]] = []
    real = table_module.draw_prices

    def watch(board: Any, surface: pygame.Surface, lit: dict[int, Any]) -> None:
        drawn.append(dict(lit))
        real(board, surface, lit)

    monkeypatch.setattr(table_module, "draw_prices", watch)
    return drawn


def step_bar(app: App) -> DracheninselTable:
    """Anna (a person, with Özlem at the screen) has stepped; her bar runs."""
    table = start(
        app,
        selftest.scripted(hands={ANNA: ["Y", "G", "R", "B", "K"], 1: ["B"], 2: ["K"], 3: ["N"]}),
    )
    target = min(table.step_prices(ANNA))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    settle(app, table)
    assert table.round is not None and table.hand_hidden() and table.may_act()
    return table


def test_lifting_the_hunter_under_a_face_down_hand_lights_nothing_but_still_steps(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = step_bar(app)
    drawn = lit_frames(monkeypatch)
    hunter = table.board.figure_center(table.state, ANNA)
    target = min(table.step_prices(ANNA))
    press_and_move(app, hunter, table.board.cell_center(target))  # held over a disk
    app.render()
    assert table.drag is not None and not any(drawn)  # was: chips on every reachable disk
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEBUTTONUP,
            pos=tuple(round(v) for v in table.board.cell_center(target)),
            button=1,
        )
    )
    app.step()
    assert table.moves[-1]["kind"] == "step" and table.state.pos[ANNA] == target  # it steps


def test_no_focus_ring_walks_the_targets_under_a_face_down_hand(app: App) -> None:
    table = step_bar(app)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 795), rel=(1, 1), buttons=(0, 0, 0))
    )
    app.step()  # the pointer rests on nothing
    assert table.hover_pos is None
    key(app, pygame.K_SPACE)  # lifts the hunter
    key(app, pygame.K_RIGHT)
    assert table.hover_pos is None  # was: the ring on the first disk it could pay for


def test_a_face_up_hand_lights_the_disks_as_before(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = start(
        app,
        selftest.scripted(hands={ANNA: ["Y", "G", "R", "B", "K"], 1: ["B"], 2: ["K"], 3: ["N"]}),
    )
    assert not table.hand_hidden()
    drawn = lit_frames(monkeypatch)
    hunter = table.board.figure_center(table.state, ANNA)
    press_and_move(app, hunter, (hunter[0] + 30, hunter[1] + 10))
    app.render()
    assert drawn and drawn[-1].keys() == table.step_prices(ANNA).keys()
