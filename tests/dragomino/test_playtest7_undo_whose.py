"""Family play-test, two people: on Ben's turn Ctrl+Z took back Anna's move without a word,
while the help said "Take back your last move". Now the Undo button wears Anna's face, its
tooltip says "Take back Anna's move", and the first press (Ctrl+Z, Backspace or the
button) only asks "Take back Anna's move? Press again"; the second takes it back and the
turn goes back to Anna. With one person (and computers) it is always their own move:
Undo takes it back at once, as before."""

from __future__ import annotations

import pygame

from common.app import App
from common.scenes.help_overlay import HelpOverlay
from dragomino.ui import selftest
from dragomino.ui.table import TableScene
from tests.dragomino.test_ui_undo import click, first_quiet_game, place_by_mouse, post


def anna_moved(app: App) -> tuple[TableScene, str]:
    scene, _saved, move = first_quiet_game(app, [None, None])
    before = scene.state.to_json()
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, scene.input_allowed, 20), "Ben's turn"
    assert scene.state.current_player == 1 and scene.seats[1].name == "Jörg"
    assert scene.undo_status().allowed
    return scene, before


def test_ctrl_z_on_the_next_persons_turn_asks_before_taking_back(app: App) -> None:
    scene, before = anna_moved(app)
    moved = scene.state.to_json()
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.to_json() == moved, "Anna's move is not taken back silently"
    assert scene.toast is not None and scene.toast.message == "Take back Anna's move? Press again"
    selftest.advance(scene, 1.0)
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.to_json() == before, "the second press takes it back"
    assert scene.toast is None, "the question is answered"
    assert selftest.run_until(scene, scene.input_allowed, 20)
    assert scene.state.current_player == 0, "Anna's turn again"


def test_the_question_passes_and_the_button_asks_too(app: App) -> None:
    scene, before = anna_moved(app)
    moved = scene.state.to_json()
    undo_at = scene.rect("undo_button").center
    click(app, undo_at)
    assert scene.state.to_json() == moved
    selftest.advance(scene, 6.0)  # nobody answered: the question is gone
    assert scene.toast is None
    click(app, undo_at)
    assert scene.state.to_json() == moved, "asked again, not taken back"
    click(app, undo_at)
    assert scene.state.to_json() == before


def test_the_tooltip_the_face_and_f1_say_whose_move(app: App) -> None:
    scene, _before = anna_moved(app)
    undo = scene.rect("undo_button")
    post(app, pygame.MOUSEMOTION, pos=undo.center, rel=(1, 0), buttons=(0, 0, 0))
    assert scene.undo_tip() == "Take back Anna's move (Ctrl+Z)"
    frame = pygame.Surface((1280, 800))
    scene.draw(frame)
    # Anna's colour on the button's corner
    from dragomino.ui import hud

    corner = hud.undo_why_center(undo, scene.lay)
    assert frame.get_at(corner)[:3] == scene.seats[0].colour
    post(app, pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")
    overlay = app.scenes.top
    assert isinstance(overlay, HelpOverlay)
    from common.i18n import _
    from dragomino.ui.table.places import UNDO_HELP, UNDO_HELP_PEOPLE

    spots = dict((msgid, rect) for rect, msgid in scene.help_spots())
    assert UNDO_HELP_PEOPLE in spots and UNDO_HELP not in spots
    assert "your last move" not in _(UNDO_HELP_PEOPLE)


def test_alone_with_computers_undo_takes_your_move_back_at_once(app: App) -> None:
    scene, _saved, move = first_quiet_game(app, [None, "easy"])
    before = scene.state.to_json()
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.undo_status().allowed, 10)
    assert scene.undo_tip() == "Take back your last move (Ctrl+Z)"
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.to_json() == before
