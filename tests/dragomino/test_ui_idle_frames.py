"""Idle frames of the Dragomino table: the still picture they reuse is the table drawn in full.

An idle table redraws ~5 times a second (~4 when nobody touched anything for a while) for
the mother dragon's breathing and the pulsing display; those frames reuse one cached picture
of everything else (`TableScene._still`), whole or in parts (`TableScene.draw_changes`).
A stale picture would be a real bug, so these tests compare the cached frame with the
frame the full drawing path makes, before and after the game moves on.
"""

from __future__ import annotations

import pygame

from common import theme
from common.app import App
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino
from dragomino.ui import selftest
from dragomino.ui.table import TableScene


def settle(app: App, scene: TableScene, limit: int = 2000) -> None:
    """Step the app until nothing animates and the table may use its still picture."""
    for _ in range(limit):
        app.step()
        if not app._animating and scene._steady():
            return
    raise AssertionError("the table never came to rest")


def blank(app: App) -> pygame.Surface:
    """A canvas as `App.render` hands it to the scenes: paper colour (the table's static
    layer lets a little of it through, and the still picture holds that too)."""
    canvas = app.canvas.copy()
    canvas.fill(theme.PAPER)
    return canvas


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def full_frame(app: App, scene: TableScene) -> bytes:
    """The frame drawn without the still picture (as every moving frame is drawn)."""
    still, quiet = scene._still, scene._quiet
    scene._still, scene._quiet = None, False
    canvas = blank(app)
    scene.draw(canvas)
    scene._still, scene._quiet = still, quiet
    return pixels(canvas)


def idle_frame(app: App, scene: TableScene) -> bytes:
    canvas = blank(app)
    scene.draw(canvas)
    assert scene._still is not None, "an idle frame keeps its still picture"
    return pixels(canvas)


def test_idle_frames_equal_full_frames_before_and_after_a_move(app: App) -> None:
    scene = demo_table([None, None], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    settle(app, scene)
    first = idle_frame(app, scene)  # paints the still picture
    assert idle_frame(app, scene) == first == full_frame(app, scene)  # and reuses it
    before = scene._still

    # the next idle frame: the dragon breathes and the display pulses on the picture
    scene.clock += 0.4
    scene.mother.update(0.4)
    assert idle_frame(app, scene) == full_frame(app, scene)
    assert scene._still is before

    # a move (as the computer or the keyboard commits it): the picture is painted anew
    state = scene.state
    index = next(i for i, dom in enumerate(state.display) if dom is not None)
    placement = state.legal_placements(state.display[index])[0]
    scene.commit(PlaceDomino(index, placement.cell, placement.orientation))
    settle(app, scene)
    after = idle_frame(app, scene)
    assert scene._still is not before
    assert after == full_frame(app, scene)
    assert after != first


def test_a_change_without_input_is_caught_by_the_key(app: App) -> None:
    """Hover (normally set by pointer input, which drops the picture) changes the key."""
    scene = demo_table([None, None], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    settle(app, scene)
    idle_frame(app, scene)
    painted = scene._still
    scene.hover_slot = next(i for i, dom in enumerate(scene.shown_display) if dom is not None)
    lifted = idle_frame(app, scene)
    assert scene._still is not painted
    assert lifted == full_frame(app, scene)


def test_no_still_picture_while_something_moves(app: App) -> None:
    scene = demo_table([None, None], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    settle(app, scene)
    idle_frame(app, scene)
    pos = app.to_window(scene.slot_domino_rect(0).center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    assert scene.drag is not None
    assert not scene._steady() and scene._still is None


class FakeApp:
    """Records the idle timers a table asks for."""

    def __init__(self, since_input: float) -> None:
        self.since_input = since_input
        self.delays: list[float] = []

    def seconds_since_input(self) -> float:
        return self.since_input

    def call_later(self, delay: float, fn: object) -> None:
        self.delays.append(delay)


def test_idle_frames_come_five_a_second_and_a_blink_gets_its_own() -> None:
    from common.table import scene as base

    board = base.TableSceneBase()
    fake = FakeApp(since_input=1.0)
    board.app = fake  # type: ignore[attr-defined]
    board.idle_frame_later(15.0, due=3.0)
    assert fake.delays == [base.IDLE_FRAME]
    board.idle_frame_later(15.0, due=0.05)  # a timer is pending: no second one
    assert fake.delays == [base.IDLE_FRAME]
    board._idle_tick_pending = False
    board.idle_frame_later(15.0, due=0.05)  # the blink comes before the next idle frame
    assert fake.delays[-1] == 0.05 + base.BLINK_LATE
    board._idle_tick_pending = False
    fake.since_input = 60.0  # calm: fewer frames, and the capped clock slows the motion
    board.idle_frame_later(15.0)
    assert fake.delays[-1] == base.IDLE_FRAME_CALM
    assert board._idle_step == base.MAX_IDLE_STEP_CALM


def test_the_mother_dragon_says_when_she_blinks_next(app: App) -> None:
    scene = demo_table([None, None], 11)
    mother = scene.mother
    due = mother.blink_due(2.0)
    assert due == (mother.next_blink - mother.clock) / 2.0
    mother.update(due * 2.0)  # her clock runs at twice real time
    assert mother.blink_until > mother.clock  # her eyes are shut
