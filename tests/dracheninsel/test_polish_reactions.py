"""Play-test findings on the reaction windows: who is offered a claim badge.

Seen under Xvfb: after Anna's own step the prompt offered Anna's badge too, though by the
rules nobody answers their own card or action (the engine asks only the others). The badge
set now follows one public fact, who played what is being answered, never a hand.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scenes.handoff import HandoffScene
from dracheninsel.ui import selftest
from dracheninsel.ui import table as table_module
from dracheninsel.ui.reactions import badge_rects
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import (
    click,
    drag,
    hand_card,
    key,
    pass_handoffs,
    settle,
    start,
)

ANNA, OZLEM = 0, 2  # the two people of `selftest.scripted` (seats 1 and 3 are computers)


def drawn_badges(app: App, table: DracheninselTable, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose badges the next frame draws."""
    seen: list[list[int]] = []
    real = table_module.draw_prompt

    def spy(surface: pygame.Surface, rnd: Any, people: list[int], *rest: Any) -> None:
        seen.append(list(people))
        real(surface, rnd, people, *rest)

    monkeypatch.setattr(table_module, "draw_prompt", spy)
    app.render()
    monkeypatch.setattr(table_module, "draw_prompt", real)
    assert seen, "no prompt was drawn"
    return seen[-1]


def step_and_open_round(app: App, green: bool) -> DracheninselTable:
    hands: dict[int, list[str]] = {0: ["Y", "G", "R"], 1: ["B"], 2: ["K"], 3: ["N"]}
    if green:
        hands[0] += ["counter_magic", "sweet_slumber"]
        hands[2] = ["sweet_slumber", "counter_magic"]
    table = start(app, selftest.scripted(hands=hands, seed=9))
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    settle(app, table)
    assert table.round is not None
    return table


@pytest.mark.parametrize("green", [False, True])
def test_the_acting_person_is_not_offered_a_badge_for_their_own_action(
    app: App, monkeypatch: pytest.MonkeyPatch, green: bool
) -> None:
    table = step_and_open_round(app, green)
    assert drawn_badges(app, table, monkeypatch) == [OZLEM]  # the same with or without
    key(app, pygame.K_1)  # Anna's number claims nothing ...
    click(app, table.panel_rects[ANNA].center)  # ... nor does her panel
    assert table.round is not None and table.round.claimant is None
    assert not isinstance(app.scenes.top, HandoffScene)
    badge = badge_rects([OZLEM], table.lay)[OZLEM]
    click(app, badge.center)  # Özlem's badge, where the first badge sits now
    assert table.round.claimant == OZLEM and isinstance(app.scenes.top, HandoffScene)


def test_a_counter_to_anna_offers_her_badge_and_not_the_counterers(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card, its Counter Magic, then the counter's counter: in the second bar the
    acting person may answer (someone else played the top card), the counterer may not."""
    table = start(
        app,
        selftest.scripted(
            hands={0: ["sneak_attack", "counter_magic", "Y"], 1: ["B"], 2: ["counter_magic"]},
        ),
    )
    _card, at = hand_card(table, "sneak_attack")
    drag(app, at, table.panel_rects[OZLEM].center)  # dropped on Özlem's panel: plays at once
    settle(app, table)
    assert table.round is not None and drawn_badges(app, table, monkeypatch) == [OZLEM]
    key(app, pygame.K_3)
    pass_handoffs(app)
    assert table.choice is not None and table.choice_for == OZLEM
    click(app, table.choice.group.widgets[0].rect.center)  # Play Counter Magic
    selftest.run_until(table, lambda: table.round is not None and not table.anim.active, 20)
    assert drawn_badges(app, table, monkeypatch) == [ANNA]
    key(app, pygame.K_3)  # Özlem answers her own card: nothing happens
    assert table.round.claimant is None
