"""Play-test finding (Dragomino under Xvfb, a person followed by a computer): Undo after a
domino that showed nothing new was almost never possible. The computer began to glide its
own domino about a second after the person's move (half that with reduced motion), and from
then on Undo said "wait until the pieces have landed" and then "the next player has already
played". A computer after a person's move that may still be taken back now waits
`TIMING["ai_wait_for_take_back"]` real seconds first, so a parent can press Undo in time.
"""

from __future__ import annotations

import pygame

from common.app import App
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino
from dragomino.ui import selftest
from dragomino.ui.look import TIMING
from dragomino.ui.table import TableScene
from dragomino.ui.takeback import reveals


def quiet_move(scene: TableScene) -> PlaceDomino:
    """A legal placement for the person that reveals nothing (no egg, no spring)."""
    state = scene.state
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for placement in state.legal_placements(dom):
            move = PlaceDomino(index, placement.cell, placement.orientation)
            trial = state.copy()
            if reveals(trial.apply(move)) is None:
                return move
    raise AssertionError("no quiet placement in this deal")


def click(app: App, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=app.to_window(pos), button=1))
    app.step()


def table_after_a_quiet_move(app: App, reduce_motion: bool) -> TableScene:
    app.settings.reduce_motion = reduce_motion
    scene = demo_table([None, "easy"], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    scene.commit(quiet_move(scene))
    return scene


def test_undo_is_still_possible_a_moment_after_a_quiet_move(app: App) -> None:
    for reduce_motion in (False, True):
        try:
            scene = table_after_a_quiet_move(app, reduce_motion)
            selftest.advance(scene, 1.5)  # a second and a half later
            assert len(scene.session.moves) == 1 and scene.floating is None
            click(app, scene.rect("undo_button").center)
            assert len(scene.session.moves) == 0, reduce_motion  # taken back
            assert scene.input_allowed()
        finally:
            app.settings.reduce_motion = False
            app.scenes.stack.clear()


def test_the_computer_still_plays_after_the_wait(app: App) -> None:
    scene = table_after_a_quiet_move(app, False)
    wait = TIMING["ai_wait_for_take_back"]
    assert selftest.run_until(scene, lambda: len(scene.session.moves) == 2, wait + 5)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    assert scene.computer.min_think == TIMING["ai_think_min"]  # after a computer: as ever
