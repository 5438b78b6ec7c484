"""Family play-test finding 9 (issue 27): the private answer panel sat over the middle of
the island, so nobody could see where the piece had moved before deciding to put it to
sleep. Holding the panel's eye button fades it away (the board shows through; letting go
brings it back), and dragging the panel by anything but a button moves it aside; the next
panel opens where the last one was left, never off the canvas. Real mouse events only.
"""

from __future__ import annotations

import pygame

from common.app import App
from dracheninsel.plugin import PLUGIN
from dracheninsel.ui import selftest
from dracheninsel.ui.reactions import ChoicePanel
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click, drag, pass_handoffs, post, settle, start


def duel_panel(app: App) -> DracheninselTable:
    """Anna's Unfaithful question at her boat (a private panel over the island)."""
    state = selftest.duel_position()
    table = start(
        app,
        DracheninselTable(PLUGIN, selftest.seats_for("RYGB", (0, 2)), state, seed=3, sync_ai=True),
    )
    drag(app, table.board.figure_center(table.state, 0), table.board.cell_center(state.boat(0)))
    settle(app, table)
    selftest.run_until(table, lambda: table.state.phase == "duel" and table.choice is not None, 20)
    pass_handoffs(app)
    assert table.choice_for == 0 and table.viewer == 0
    app.render()
    return table


def difference(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> float:
    """Mean colour difference of two pictures inside `rect` (0: the same)."""
    total = 0
    count = 0
    for x in range(rect.x + 4, rect.right - 4, 9):
        for y in range(rect.y + 4, rect.bottom - 4, 9):
            ca, cb = a.get_at((x, y)), b.get_at((x, y))
            total += abs(ca.r - cb.r) + abs(ca.g - cb.g) + abs(ca.b - cb.b)
            count += 1
    return total / max(1, count)


def test_holding_the_eye_shows_the_board_under_the_panel(app: App) -> None:
    table = duel_panel(app)
    panel = table.choice
    assert isinstance(panel, ChoicePanel)
    area = panel.rect.copy()
    with_panel = app.canvas.copy()
    table.choice = None  # the same frame without the panel: what the board looks like
    app.render()
    board = app.canvas.copy()
    table.choice = panel
    app.render()
    hidden = difference(with_panel, board, area)
    assert hidden > 60  # the panel hides the island
    eye = panel.peek_rect().center
    post(pygame.MOUSEMOTION, pos=eye, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=eye, button=1)
    app.step()
    app.render()
    assert panel.peeking
    # the board shows through: away from the held eye, nearly the picture without panel
    seen = pygame.Rect(area.x, area.y + panel.peek_rect().height + 20, area.w, area.h - 80)
    assert difference(app.canvas, board, seen) < hidden / 5  # only a faint ghost of it
    post(pygame.MOUSEBUTTONUP, pos=eye, button=1)
    app.step()
    app.render()
    assert not panel.peeking and table.choice is panel  # let go: the question is back
    assert difference(app.canvas, with_panel, seen) < 3
    assert table.state.phase == "duel"  # peeking answered nothing


def test_the_panel_moves_aside_and_the_next_one_opens_there(app: App) -> None:
    table = duel_panel(app)
    panel = table.choice
    assert panel is not None
    before = panel.rect.copy()
    first = panel.group.widgets[0].rect.copy()
    grip = (panel.rect.x + 30, panel.rect.y + 30)  # the title's row, not a button
    post(pygame.MOUSEBUTTONDOWN, pos=grip, button=1)
    app.step()
    for k in range(1, 11):  # to the right and down, over the seat panels
        post(
            pygame.MOUSEMOTION,
            pos=(grip[0] + 30 * k, grip[1] + 20 * k),
            rel=(30, 20),
            buttons=(1, 0, 0),
        )
        app.step()
    post(pygame.MOUSEBUTTONUP, pos=(grip[0] + 300, grip[1] + 200), button=1)
    app.step()
    assert panel.rect.topleft == (before.x + 300, before.y + 200)
    assert panel.group.widgets[0].rect == first.move(300, 200)  # its buttons went along
    assert table.state.phase == "duel"  # dragging answered nothing
    # far away: it stays on the canvas
    grip = (panel.rect.x + 30, panel.rect.y + 30)
    post(pygame.MOUSEBUTTONDOWN, pos=grip, button=1)
    post(pygame.MOUSEMOTION, pos=(1279, 799), rel=(900, 600), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(1279, 799), button=1)
    app.step()
    assert pygame.Rect(0, 0, 1280, 800).contains(panel.rect)
    where = panel.rect.topleft
    # the moved button answers: Anna plays Unfaithful where the button now is
    click(app, panel.group.widgets[0].rect.center)
    settle(app, table)
    pass_handoffs(app)
    assert table.choice is not None and table.choice is not panel
    assert table.choice_for == 2  # Özlem's question
    app.render()
    # opened where Anna left hers (a taller panel, with its note, still ends on the canvas)
    assert table.choice.rect.x == where[0]
    assert table.choice.rect.bottom == 800 and table.choice.rect.y > before.y
