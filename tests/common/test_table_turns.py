"""TurnDriver and hand-off: who acts, when the screen is covered, recap after the reveal."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from common.app import App
from common.scene import Scene
from common.scenes.handoff import HandoffScene
from common.table import (
    ComputerPlayer,
    Decision,
    GameSession,
    HandoffGate,
    Seat,
    TurnDriver,
)
from tests.common.table_fake import ENGINE, Take, start

ANNA = Seat("Anna", (214, 72, 58))
BEN = Seat("Ben", (80, 160, 84))
ROBO = Seat("Robo", (64, 124, 200), "hard")


class Table(Scene):
    """A stand-in table: records what the driver asks of it."""

    def __init__(self, seats: list[Seat], enabled: bool = True) -> None:
        config = {"players": len(seats), "sticks": 9}
        self.session: GameSession[Any, Any, Any] = GameSession(
            ENGINE, seats, start(config, 1), config=config, seed=1, start=start
        )
        self.computer: ComputerPlayer[Any, Any] = ComputerPlayer(
            ENGINE.choose_move, seed=2, min_think=0.5, threaded=False
        )
        self.gate = HandoffGate(seats, enabled=lambda: enabled)
        self.driver = TurnDriver(
            self.session, self.computer, self.gate, self, manager=lambda: self.manager
        )
        self.log: list[str] = []
        self.recaps: list[int] = []

    # TurnHooks
    def person_acts(self, seat: int) -> None:
        self.log.append(f"person {seat}")

    def is_private(self, seat: int) -> bool:
        return True

    def play_computer(self, decision: Decision[Any]) -> None:
        self.log.append(f"computer {decision.seat}")
        assert decision.move is not None
        self.session.commit(decision.move)
        self.driver.advance()

    def several_act(self, seats: list[int]) -> None:
        self.log.append(f"several {seats}")

    def game_over(self) -> None:
        self.log.append("over")

    def recap(self, seat: int) -> list[str]:
        self.recaps.append(seat)
        return [
            f"{self.session.seats[m['seat']].name} took {m['count']}" for m in self.session.moves
        ]

    def play(self, move: Take) -> None:
        self.session.commit(move)
        self.driver.advance()


def click_anywhere(app: App) -> None:
    pos = app.to_window((200, 700))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def test_two_people_pass_the_screen_and_see_a_recap_after_the_reveal(app: App) -> None:
    table = Table([ANNA, BEN])
    app.scenes.push(table)
    table.driver.advance()
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.player_name == "Anna"
    assert table.log == [] and not table.gate.may_show(0) and table.gate.covering
    app.render()
    click_anywhere(app)  # a click anywhere reveals
    assert table.log == ["person 0"] and table.gate.may_show(0)
    assert app.scenes.top is table and table.recaps == [0]  # asked, nothing to tell yet
    table.play(Take(0, 2))
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.player_name == "Ben"
    assert not table.gate.may_show(0) and not table.gate.may_show(1)
    assert table.recaps == [0], "the recap is asked for only after the reveal"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert app.scenes.top is cover, "Esc does not reveal"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.step()
    assert cover.recap_lines == ["Anna took 2"] and app.scenes.top is cover
    app.render()
    click_anywhere(app)
    assert app.scenes.top is table and table.log == ["person 0", "person 1"]
    assert table.gate.may_show(1)


def test_the_driver_dispatches_each_turn_once(app: App) -> None:
    table = Table([ANNA, BEN])
    app.scenes.push(table)
    for _ in range(3):
        table.driver.advance()
    assert sum(isinstance(s, HandoffScene) for s in app.scenes.stack) == 1


@pytest.mark.parametrize("seats,enabled", [([ANNA, ROBO], True), ([ANNA, BEN], False)])
def test_no_cover_for_one_person_among_computers_or_when_switched_off(
    app: App, seats: list[Seat], enabled: bool
) -> None:
    table = Table(seats, enabled)
    app.scenes.push(table)
    table.driver.advance()
    assert app.scenes.top is table and table.log == ["person 0"] and table.gate.may_show(0)


def test_the_same_person_again_needs_no_cover(app: App) -> None:
    table = Table([ANNA, ROBO, BEN])
    app.scenes.push(table)
    gate = table.gate
    gate.owner = 0  # Anna's private view is open
    assert not gate.needs_handoff(0) and gate.needs_handoff(2)
    gate.close()
    assert gate.needs_handoff(0)


def test_computer_turns_are_paced_by_the_app_clock_and_reach_the_end(app: App) -> None:
    table = Table([ROBO, Seat("Robo 2", (80, 160, 84), "easy")])
    app.scenes.push(table)
    table.driver.advance()
    assert table.driver.thinking
    assert not table.driver.update(0.4) or table.log == []  # not before 0.5 s of clock
    assert table.log == []
    for _ in range(100):
        table.driver.update(0.25)
        if "over" in table.log:
            break
    assert table.log[-1] == "over" and table.session.is_over
    assert all(entry.startswith("computer") for entry in table.log[:-1])


def test_a_loaded_game_never_opens_straight_into_a_hand(app: App) -> None:
    table = Table([ANNA, ROBO])  # one person: normally no cover at all
    app.scenes.push(table)
    table.gate.cover_next()
    table.driver.advance()
    assert isinstance(app.scenes.top, HandoffScene) and table.log == []
    app.render()
    click_anywhere(app)
    assert table.log == ["person 0"] and not table.gate.forced
    assert not table.gate.needs_handoff(0)
