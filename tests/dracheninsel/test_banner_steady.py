"""The banner does not flicker back to "Computer 4's turn" between a computer's bars
(issue 27 follow-up, helper S).

Play-test: while a computer played its turn, each action's line ("Computer 4 moves")
led the banner for 2.4 s, then the banner fell back to "Computer 4's turn" for the rest
of the answer bar and the pause before the next action, whose line then came: the banner
flickered between what the computer did and a bare "it's their turn", several times a
turn. Now a computer's turn keeps its latest line on the banner until its next one (a
new turn starts with its own "…'s turn").

A seeded game with two people who never answer (their hand-offs, exchanges and End turn
clicked with posted mouse events) and two computers; every frame's banner is read.
"""

from __future__ import annotations

import random

import pygame

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.plugin import PLUGIN
from dracheninsel.ui import selftest
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import click


def person_turn(app: App, table: DracheninselTable, rng: random.Random) -> None:
    """What a person who never answers does next, with posted clicks."""
    if isinstance(app.scenes.top, HandoffScene):
        click(app, (640, 400))
    elif table.choice is not None and table.viewer == table.choice_for:
        click(app, rng.choice(table.choice.group.widgets).rect.center)
    elif table.draw_button.visible and table.draw_button.enabled:
        click(app, table.draw_button.rect.center)
    elif table.may_act() and table.end_button.visible and table.end_button.enabled:
        click(app, table.end_button.rect.center)


def test_a_computer_s_turn_never_falls_back_to_its_bare_turn_line(app: App) -> None:
    table = PLUGIN.create_table_scene(app, selftest.family_setup(4, seed=21))  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    app.scenes.reset(table)
    rng = random.Random(5)
    banners: dict[tuple[int, int], list[str]] = {}  # a computer's turn: its banners in order
    table.speed_index = 2  # 4x: the computers' own pace (the bars keep their length)
    for tick in range(5000):
        person_turn(app, table, rng)
        table.update(0.05)
        if tick % 10 == 0:
            app.render()
        s = table.state
        # the computer's turn on the screen begins once the last person's new cards were
        # shown ("Anna draws a card" until then, test_new_cards_before_next_turn.py)
        if table.is_computer(s.active) and s.phase != "over" and table.drawing_seat() is None:
            seen = banners.setdefault((s.turn_no, s.active), [])
            text = table.banner_text()[0]
            if not seen or seen[-1] != text:
                seen.append(text)
        if sum(len(seen) > 2 for seen in banners.values()) > 4:
            break  # four busy computer turns watched to their end
    busy = {turn: seen for turn, seen in banners.items() if len(seen) > 2}
    assert len(busy) >= 4, len(busy)  # computer turns with several actions were watched
    for (_turn, seat), seen in busy.items():
        bare = table.turn_text(seat)
        first_news = next(i for i, text in enumerate(seen) if text != bare)
        assert bare not in seen[first_news:], seen  # was: news, bare, news, bare, ...
    pygame.event.clear()
