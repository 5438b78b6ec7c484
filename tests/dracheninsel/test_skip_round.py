"""A lone person at the screen may say "go on" to a reaction bar ("Go on" / "Weiter", or
Space): nobody else watches, so the bar's timing gives nothing away. The computers' answers
are still awaited; with two or more people the bar always runs its course."""

from __future__ import annotations

import dataclasses

import pygame

from common.app import App
from common.games import GameSetup
from dracheninsel.plugin import PLUGIN
from dracheninsel.ui import selftest
from dracheninsel.ui.guide import GuideTable
from dracheninsel.ui.reactions import CLOSE_TIME, ReactionRound
from dracheninsel.ui.table import DracheninselTable


def click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def key(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=" "))
    app.step()


def table_for(app: App, people: int) -> DracheninselTable:
    setup = selftest.family_setup(4, seed=8)
    seats = [
        dataclasses.replace(seat, kind="human" if i < people else "computer")
        for i, seat in enumerate(setup.seats)
    ]
    table = PLUGIN.create_table_scene(app, GameSetup(**{**vars(setup), "seats": seats}))  # type: ignore[misc]
    assert isinstance(table, DracheninselTable)
    table.offer_guide = False
    table.sync_ai = True
    app.scenes.reset(table)
    return table


def computers_bar(app: App, table: DracheninselTable) -> ReactionRound:
    """Play (the person ends each turn at once) until a bar opens after a computer's action;
    then let its animation finish."""
    for _ in range(4000):
        if isinstance(app.scenes.top, DracheninselTable) is False:
            click(app, (640, 560))  # a hand-off: the person takes the screen
        rnd = table.round
        if rnd is not None and table.state.active not in table.people and not table.anim.active:
            return rnd
        if table.may_act() and table.round is None and table.end_button.enabled:
            table.end_turn()
        if table.state.phase == "exchange" and table.state.active in table.people:
            table.finish_exchange()  # nothing picked: no exchange
        table.update(0.05)
        app.step()
    raise AssertionError("no bar after a computer's action")


def test_a_lone_person_clicks_go_on_and_the_bar_ends_once_the_computers_have_answered(
    app: App,
) -> None:
    table = table_for(app, people=1)
    rnd = computers_bar(app, table)
    assert table.skip_button.visible and rnd.left > 0.5
    moves = len(table.moves)
    click(app, table.skip_button.rect.center)
    # issue 27: the bar runs empty in CLOSE_TIME, no sooner than its floor
    assert rnd.early and rnd.left <= max(CLOSE_TIME, rnd.floor)
    assert not table.skip_button.visible
    for _ in range(10):
        table.update(0.05)
        app.step()
    assert table.round is not rnd, "closed at once, not after the seconds it had left"
    assert len(table.moves) > moves, "the computers' answers (or passes) were applied"


def test_space_says_go_on_too(app: App) -> None:
    table = table_for(app, people=1)
    rnd = computers_bar(app, table)
    key(app, pygame.K_SPACE)
    assert rnd.early and rnd.left <= max(CLOSE_TIME, rnd.floor)


def test_skipping_waits_for_a_computer_still_thinking() -> None:
    rnd = ReactionRound(5.0, lambda: "")
    rnd.thinking = {2}
    rnd.left = 0.0
    assert rnd.tick(0.05) is False, "the round stays open while a computer decides"
    rnd.thinking.clear()
    assert rnd.tick(0.05) is True


def test_with_two_people_the_bar_always_runs_its_course(app: App) -> None:
    table = table_for(app, people=2)
    rnd = computers_bar(app, table)
    assert not table.skip_button.visible and not table.may_skip_round()
    left = rnd.left
    key(app, pygame.K_SPACE)
    table.skip_round()
    assert rnd.left > left - 0.5, "only a frame's time went by"


def test_the_guided_game_keeps_its_own_bars(app: App) -> None:
    guide = GuideTable(sync_ai=True)
    guide.round = ReactionRound(5.0, lambda: "")
    assert len(guide.people) == 1 and not guide.may_skip_round()
