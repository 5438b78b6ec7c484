"""Take-backs at the Dragomino table, driven by posted mouse and key events.

The rule (common.table.undo + dragomino.ui.takeback): a person's latest placement that
revealed nothing may be taken back until the next player acts; the state is rebuilt from
the move list, so the same move afterwards draws exactly the same eggs and dominoes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from common import i18n
from common.app import App
from common.table import undo
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino
from dragomino.ui import selftest, takeback
from dragomino.ui.look import LAYOUT
from dragomino.ui.table import TableScene

UNDO = pygame.Rect(LAYOUT["undo_button"])


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def click(app: App, pos: tuple[int, int]) -> None:
    post(app, pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=pos, button=1)


def quiet_move(scene: TableScene) -> PlaceDomino | None:
    """A legal placement of the current player that connects nothing (reveals nothing) and
    does not end the round (which would deal new dominoes)."""
    state = scene.state
    seat = state.current_player
    assert seat is not None
    if sum(d is not None for d in state.display) <= 1:
        return None
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for p in state.legal_placements(dom):
            if not state.placement_preview(seat, dom, p.cell, p.orientation):
                return PlaceDomino(index, p.cell, p.orientation)
    return None


def table(app: App, levels: list[str | None], seed: int) -> tuple[TableScene, list[Any]]:
    scene = demo_table(levels, seed)
    saved: list[Any] = []
    scene.session.autosave = saved.append
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    return scene, saved


def place_by_mouse(app: App, scene: TableScene, move: PlaceDomino) -> None:
    """Tap the domino, turn it with R, tap its spot: as a person at the table would."""
    card = scene.slot_rect(move.display_index)
    grab = scene.slot_domino_rect(move.display_index)
    start = (grab.x + grab.h // 2, card.centery)
    click(app, start)
    assert scene.drag is not None
    target = scene.big.cell_center(move.cell)
    post(app, pygame.MOUSEMOTION, pos=target, rel=(5, 0), buttons=(0, 0, 0))
    for _ in range(4):
        if scene.drag.orientation == move.orientation:
            break
        post(app, pygame.KEYDOWN, key=pygame.K_r, mod=0)
    click(app, (round(target[0]), round(target[1])))
    assert scene.drag is None and scene.session.moves[-1] == move.to_json()


def first_quiet_game(app: App, levels: list[str | None]) -> tuple[TableScene, list[Any], Any]:
    for seed in range(1, 60):
        scene, saved = table(app, levels, seed)
        move = quiet_move(scene)
        if move is not None:
            return scene, saved, move
        app.scenes.stack.clear()
    raise AssertionError("no seed offers a quiet first placement")


def test_a_quiet_placement_is_taken_back_with_ctrl_z_and_replays_identically(app: App) -> None:
    scene, saved, move = first_quiet_game(app, [None, "easy", "easy"])
    before = scene.state.to_json()
    place_by_mouse(app, scene, move)
    placed = scene.state.to_json()
    # the computer after us may already be thinking: the take-back is still ours
    assert selftest.run_until(scene, lambda: scene.undo_status().allowed, 10)
    assert not scene.session.moves[-1:] or len(scene.session.moves) == 1
    writes = len(saved)
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.to_json() == before and scene.session.moves == []
    assert len(saved) == writes + 1 and saved[-1]["moves"] == [], "the take-back autosaves"
    assert not scene.computer.busy, "the next player's thinking was dropped"
    assert selftest.run_until(scene, scene.input_allowed, 10), "our turn again"
    # the same move again gives the very same game: nothing random was rolled again
    place_by_mouse(app, scene, move)
    assert scene.state.to_json() == placed


def test_backspace_and_the_button_take_back_too(app: App) -> None:
    scene, _saved, move = first_quiet_game(app, [None, "easy"])
    before = scene.state.to_json()
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.undo_status().allowed, 10)
    post(app, pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0)
    assert scene.state.to_json() == before
    assert selftest.run_until(scene, scene.input_allowed, 10)
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.undo_status().allowed, 10)
    post(app, pygame.MOUSEMOTION, pos=UNDO.center, rel=(1, 0), buttons=(0, 0, 0))
    assert scene.undo_hover
    click(app, UNDO.center)
    assert scene.state.to_json() == before and scene.session.moves == []


def test_a_placement_that_hatched_an_egg_stays_and_says_why(app: App) -> None:
    scene, _saved = table(app, [None, "easy", "easy"], 11)
    move = selftest.connecting_move(scene)
    assert move is not None
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.events.idle and scene.floating is None, 30)
    verdict = scene.undo_status()
    assert not verdict.allowed and verdict.reason == takeback.EGG_REVEALED
    after = scene.state.to_json()
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.to_json() == after and len(scene.session.moves) == 1
    assert scene.toast is not None and scene.toast.message == "An egg was revealed"


def test_nothing_to_take_back_and_computer_moves_stay(app: App) -> None:
    scene, _saved = table(app, [None, "easy"], 11)
    assert scene.undo_status().reason == undo.NOTHING_YET
    click(app, UNDO.center)
    assert scene.session.moves == [] and scene.toast is not None
    # let a whole round of computer turns happen: a computer's move cannot be taken back
    move = selftest.connecting_move(scene)
    assert move is not None
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: len(scene.session.moves) >= 2, 60)
    assert selftest.run_until(scene, scene.input_allowed, 60)
    verdict = scene.undo_status()
    assert not verdict.allowed
    assert verdict.reason in (undo.COMPUTER_MOVE, takeback.DOMINOES_DEALT, takeback.EGG_REVEALED)


def test_once_the_next_player_played_the_window_is_closed(app: App) -> None:
    scene, _saved, move = first_quiet_game(app, [None, "easy", "easy"])
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: len(scene.session.moves) >= 2, 60)
    assert selftest.run_until(scene, lambda: scene.events.idle and scene.floating is None, 60)
    verdict = scene.undo_status()
    assert not verdict.allowed
    # the computer's own move may have revealed an egg, but it is a computer's move: the
    # person is told that the next player has played
    assert verdict.reason == undo.NEXT_PLAYED


def test_people_at_one_screen_take_back_until_the_next_person_plays(app: App) -> None:
    scene, _saved, move = first_quiet_game(app, [None, None])
    first = scene.state.current_player
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, scene.input_allowed, 10)
    assert scene.state.current_player != first
    assert scene.undo_status().allowed
    # another person's move: the first press asks, the second takes it back
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.current_player == first and scene.shown_turn == first
    assert selftest.run_until(scene, scene.input_allowed, 10)


def test_take_back_texts_exist_in_german() -> None:
    reasons = [
        undo.NOTHING_YET,
        undo.GAME_OVER,
        undo.COMPUTER_MOVE,
        undo.NEXT_PLAYED,
        undo.ALLOWED,
        takeback.EGG_REVEALED,
        takeback.SPRING_PEEKED,
        takeback.DOMINOES_DEALT,
    ]
    i18n.register_domain(Path(takeback.__file__).parents[1])  # the Dragomino catalog
    i18n.set_language("de")
    try:
        german = [i18n._(text) for text in reasons]
    finally:
        i18n.set_language("en")
    assert all(g != e for g, e in zip(german, reasons, strict=True)), german


def test_a_table_set_up_by_hand_is_left_alone(app: App) -> None:
    """A position not reached from the session's start (a guide, a test) cannot be rebuilt
    from its moves: the take-back says so and changes nothing."""
    scene, _saved, move = first_quiet_game(app, [None, "easy"])
    place_by_mouse(app, scene, move)
    assert selftest.run_until(scene, lambda: scene.undo_status().allowed, 10)
    scene.session.seed += 1  # the recorded start no longer leads here
    after = scene.state.to_json()
    post(app, pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)
    assert scene.state.to_json() == after and len(scene.session.moves) == 1
    assert scene.toast is not None and scene.toast.message == undo.NOT_REBUILT
