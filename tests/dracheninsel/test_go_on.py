"""Answer windows end when everybody has passed (issue 27, finding 2).

On 5ae9e22 every action opened a 3.5-6 s bar (the setup's "normal") that only a lone
person could end; the 2x button halved it unannounced; a lone person's own step showed a
bar that only computers could answer. Now each person asked says "go on" on their badge's
tick (or Shift and their number), and once all have, the bar runs empty at once; no bar
opens where nobody at the screen may answer; the answer time stands beside the speed
button. The timing never depends on hands: the tests compare games that differ only in
whether a person holds a green card, and a computer's answer never moves the end.
"""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from common.app import App
from common.games import GameSetup
from common.scenes.handoff import HandoffScene
from dracheninsel.plugin import PLUGIN
from dracheninsel.ui import selftest
from dracheninsel.ui import table as table_module
from dracheninsel.ui.reactions import ReactionRound, badge_rects
from dracheninsel.ui.table import DracheninselTable

ANNA, OZLEM = 0, 2


def post_click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def shift_number(app: App, seat: int) -> None:
    event = pygame.event.Event(
        pygame.KEYDOWN, key=pygame.K_1 + seat, mod=pygame.KMOD_LSHIFT, unicode="!"
    )
    pygame.event.post(event)
    app.step()


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    a = (round(start[0]), round(start[1]))
    b = (round(end[0]), round(end[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.step()
    for k in range(1, 6):
        at = (a[0] + (b[0] - a[0]) * k // 5, a[1] + (b[1] - a[1]) * k // 5)
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(1, 0, 0))
        )
        app.step()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
    app.step()


def tick_of(table: DracheninselTable, seat: int) -> tuple[int, int]:
    """The centre of `seat`'s "go on" tick: the right end of its claim badge."""
    rect = badge_rects(table.may_answer(), table.lay)[seat]
    return (rect.right - rect.height // 2, rect.centery)


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
    """Play (the people end each turn at once) until a bar opens after a computer's action
    and its animation has finished."""
    for _ in range(4000):
        if isinstance(app.scenes.top, HandoffScene):
            app.scenes.top.ready()
        rnd = table.round
        if rnd is not None and table.state.active not in table.people and not table.anim.active:
            return rnd
        if table.may_act() and table.round is None and table.end_button.enabled:
            table.end_turn()
        if table.state.phase == "exchange" and table.state.active in table.people:
            table.finish_exchange()
        table.update(0.05)
        app.step()
    raise AssertionError("no bar after a computer's action")


def test_two_people_each_say_go_on_and_the_bar_ends_at_once(app: App) -> None:
    """A computer's bar asks both people: the first tick alone changes nothing but its own
    mark; with the second (Shift and the number) the bar runs empty and closes, seconds
    before its countdown would have."""
    table = table_for(app, people=2)
    rnd = computers_bar(app, table)
    assert sorted(table.may_answer()) == [0, 1]
    left = rnd.left
    assert left > 2.0
    moves = len(table.moves)
    post_click(app, tick_of(table, 0))
    assert table.round is rnd and rnd.claimant is None, "a tick is no claim"
    assert not isinstance(app.scenes.top, HandoffScene)
    table.update(0.5)
    assert table.round is rnd, "one person said go on: the other may still answer"
    shift_number(app, 1)
    for _ in range(20):  # 1 s at most: the floor, the bar running empty
        table.update(0.05)
    assert table.round is not rnd, "everybody said go on: the bar ended"
    assert len(table.moves) > moves
    went = [detail for _t, screen, detail in table.screens if screen == "go_on"]
    assert went == [0, 1]


def anna_steps_with(app: App, ozlem_hand: list[str]) -> tuple[list[object], float]:
    """Anna steps; Özlem (the other person) says go on on her tick after 1.2 s of the bar;
    what the table recorded and when the bar closed (the table's clock)."""
    hands = {ANNA: ["Y", "G", "R"], 1: ["B"], OZLEM: ozlem_hand, 3: ["N"]}
    table = selftest.scripted(people=(ANNA, OZLEM), hands=hands, seed=9)
    app.scenes.reset(table)
    app.step()
    if isinstance(app.scenes.top, HandoffScene):
        app.scenes.top.ready()  # "I'm ready": Anna's turn
    selftest.run_until(table, lambda: table.viewer == ANNA and not table.anim.active, 10)
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    selftest.run_until(table, lambda: table.round is not None and not table.anim.active, 20)
    rnd = table.round
    assert rnd is not None and rnd.asked == [OZLEM]
    selftest.run_until(table, lambda: rnd.elapsed >= 1.2, 5)
    post_click(app, tick_of(table, OZLEM))
    closed = None
    for _ in range(100):
        table.update(0.05)
        if table.round is None:
            closed = table.clock
            break
    assert closed is not None, table.screens[-6:]
    return [(t, screen) for t, screen, _d in table.screens], closed


def test_go_on_looks_and_times_the_same_with_or_without_a_green_card(app: App) -> None:
    """Özlem says go on alike whether she holds Sweet Slumber or not: the same screens at
    the same moments, the bar closing at the same time, well before its countdown."""
    with_card = anna_steps_with(app, ["sweet_slumber", "K"])
    without = anna_steps_with(app, ["Y", "K"])
    assert with_card == without
    screens, closed = with_card
    opened = next(t for t, screen in screens if screen == "window")
    assert closed - opened < 2.2  # 1.2 s, then the bar runs empty (CLOSE_TIME)


def test_a_computers_answer_never_moves_the_end() -> None:
    """The end comes from public facts only: the floor and the people's "go on"; a computer
    answering within the floor (as they all do) changes nothing, holding a card or not."""
    ends = []
    for answer_at in (0.05, 0.3, 0.9, 1.1):
        rnd = ReactionRound(5.0, lambda: "", asked=[0], floor=1.2)
        rnd.thinking = {3}
        t = 0.0
        ended = None
        while t < 6:
            t = round(t + 0.05, 6)
            if t >= answer_at:
                rnd.thinking.clear()
            if t == 0.2:
                rnd.go_on(0)
            if rnd.tick(0.05):
                ended = t
                break
        ends.append(ended)
    assert len(set(ends)) == 1 and ends[0] is not None and ends[0] <= 1.3, ends


@pytest.mark.parametrize("floor", [0.4, 1.2])
def test_the_floor_holds_however_fast_everybody_says_go_on(floor: float) -> None:
    rnd = ReactionRound(5.0, lambda: "", asked=[0, 2], floor=floor)
    rnd.go_on(0)
    rnd.go_on(2)
    assert rnd.early and not rnd.tick(floor - 0.1)
    assert rnd.tick(0.15)


def test_a_lone_persons_step_shows_no_bar_and_the_hand_stays_up(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Anna alone with three computers: her step's window may be answered only by
    computers, so no bar is drawn, her cards stay face up and she steps on; the computers'
    answers are still awaited before her next step is played."""
    prompts: list[int] = []
    real = table_module.draw_prompt

    def spy(*args: object, **kwargs: object) -> None:
        prompts.append(1)
        real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(table_module, "draw_prompt", spy)
    hands = {ANNA: ["Y", "G", "R"], 1: ["sweet_slumber"], 2: ["K"], 3: ["N"]}
    table = selftest.scripted(people=(ANNA,), hands=hands, seed=9)
    app.scenes.reset(table)
    app.step()
    selftest.run_until(table, lambda: table.viewer == ANNA and not table.anim.active, 10)
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    selftest.run_until(table, lambda: table.state.phase == "window" and not table.anim.active, 20)
    for _ in range(4):
        table.update(0.05)
        app.render()
        assert not table.hand_hidden() and table.hand_of_viewer()
    assert not prompts, "a bar nobody at the screen may answer"
    selftest.run_until(table, lambda: table.round is None and not table.anim.active, 20)
    assert table.may_act()


def test_the_answer_time_stands_beside_the_speed_button(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'Answer time: 3.5–6 s' left of the 1x button; the button says it does not change it."""
    from common import assets

    table = table_for(app, people=2)
    texts: list[str] = []
    real = assets.text

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(assets, "text", spy)
    app.render()
    assert "Answer time: 3.5–6 s" in texts
    assert "the time to answer stays" in str(table.speed_button.tooltip)


@pytest.mark.parametrize("spent", [4, 3])
def test_no_bar_where_no_card_could_answer(app: App, spent: int) -> None:
    """All four Sweet Slumbers lie on the discard pile (a public fact): nobody can answer
    Anna's step, so no bar opens and her cards stay up; with three spent, one may still
    be in a hand, and the bar asks Özlem as before."""
    hands = {ANNA: ["Y", "G", "R"], 1: ["B"], OZLEM: ["K", "Y"], 3: ["N"]}
    table = selftest.scripted(
        people=(ANNA, OZLEM), hands=hands, seed=9, discard=["sweet_slumber"] * spent
    )
    app.scenes.reset(table)
    app.step()
    if isinstance(app.scenes.top, HandoffScene):
        app.scenes.top.ready()
    selftest.run_until(table, lambda: table.viewer == ANNA and not table.anim.active, 10)
    target = next(iter(table.step_prices(ANNA)))
    drag(app, table.board.figure_center(table.state, ANNA), table.board.cell_center(target))
    opened = lambda: [d for _t, screen, d in table.screens if screen == "window"]  # noqa: E731
    selftest.run_until(table, lambda: bool(opened()), 20)
    if spent == 4:
        assert opened() == [0.0], "a window with no bar and no floor"
        selftest.run_until(table, lambda: table.round is None and not table.anim.active, 5)
        assert table.state.phase == "main" and table.covered_for is None
        assert table.hand_of_viewer(), "Anna's cards stayed up"
    else:
        rnd = table.round
        assert rnd is not None and rnd.asked == [OZLEM] and table.watched()


def test_the_table_keeps_asking_for_frames_while_a_computer_paces_its_move(app: App) -> None:
    """A computer's move takes at least COMPUTER_PACE; the app draws (and updates) only when
    a scene asks for it, so the table asks for frames meanwhile (in a real window under
    Xvfb the game stood still on "Computer 3's turn" until the mouse moved)."""
    table = table_for(app, people=2)
    for _ in range(4000):
        if isinstance(app.scenes.top, HandoffScene):
            app.scenes.top.ready()
        current = table.ai_current
        if current is not None and not current[2] and not table.anim.active:
            break
        if table.may_act() and table.round is None and table.end_button.enabled:
            table.end_turn()
        if table.state.phase == "exchange" and table.state.active in table.people:
            table.finish_exchange()
        table.update(0.05)
        app.step()
    else:
        raise AssertionError("no computer move")
    table.lines = []  # no banner line fading out to keep frames coming by chance
    assert table.update(0.01), "a computer pacing its move asks for the next frame"
