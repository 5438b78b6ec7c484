"""Play-test finding (six seats, German, "larger text and pieces"): after Özlem answered a
bar with Counter Magic out of turn, her panel read "5 · 1 offen" with the "5" drawn over her
last card back. The backs now close up before the count. Özlem plays her card for real:
she presses her number during Anna's bar, takes the hand-off and picks Counter Magic.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common import assets, i18n, theme
from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import cards, selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_playtest4_chain import ANNA, JOERG, OZLEM, PEOPLE, step_anna
from tests.dracheninsel.test_ui_table import click, key, settle, start


def ozlem_owes_a_card(app: App) -> DracheninselTable:
    table = selftest.scripted(
        letters="RYGBKN",
        people=PEOPLE,
        hands={
            ANNA: ["R", "Y", "G"],
            JOERG: ["sweet_slumber", "B"],
            OZLEM: ["counter_magic", "K", "K", "G", "Y", "N", "B"],
        },
    )
    start(app, table)
    step_anna(app, table)
    key(app, pygame.K_1 + JOERG)  # Jörg slumbers Anna ...
    for _ in range(3):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 400))
    assert table.choice is not None
    click(app, table.choice.group.widgets[0].rect.center)
    selftest.run_until(table, lambda: table.round is not None, 10)
    for _ in range(3):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 400))
    key(app, pygame.K_1 + OZLEM)  # ... and Özlem answers with Counter Magic, out of turn
    for _ in range(3):
        if isinstance(app.scenes.top, HandoffScene):
            click(app, (640, 400))
    assert table.choice is not None and table.choice_for == OZLEM
    click(app, table.choice.group.widgets[0].rect.center)
    selftest.run_until(table, lambda: not table.anim.active, 10)
    settle(app, table)
    assert table.state.owed[OZLEM] == 1 and len(table.state.hands[OZLEM]) == 6
    return table


@pytest.mark.parametrize("language", ["de", "en"])
def test_the_hand_count_with_a_card_owed_lies_beside_the_backs(
    app: App, larger: bool, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    table = ozlem_owes_a_card(app)
    i18n.set_language(language)
    backs: list[pygame.Rect] = []
    draw_back = cards.draw_face_down

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        rect = draw_back(*args, **kwargs)
        backs.append(rect)
        return rect

    monkeypatch.setattr(cards, "draw_face_down", spy)
    canvas = pygame.Surface(app.canvas.get_size())
    placed: list[pygame.Rect] = []
    real_blit = canvas.blit

    class Canvas(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = real_blit(source, dest, *args, **kwargs)
            placed.append(rect)
            return rect

    table.draw_panel(Canvas(canvas.get_size()), OZLEM)
    text = "6 · " + i18n._("{n} owed").format(n=1)
    number = assets.text(text, table.lay.font(theme.SIZE_SMALL), theme.INK, True)
    count = [r for r in placed if r.size == number.get_size()]
    assert len(backs) == 6 and count
    assert max(r.right for r in backs) <= count[0].left  # the count lies on no back
    assert backs[0].left >= table.panel_rects[OZLEM].left  # and the backs stay inside
