"""The Dragomino table driven like a player would: posted mouse and key events."""

from __future__ import annotations

import pygame

from common.app import App
from common.tween import walk
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino, half_b_cell
from dragomino.ui import selftest
from dragomino.ui.anim import Hatch
from dragomino.ui.end import EndOverlay
from dragomino.ui.table import TableScene


def human_table(app: App, seed: int = 11) -> TableScene:
    scene = demo_table([None, "easy", "easy"], seed)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    return scene


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, fields))
    app.step()


def drag_to(app: App, scene: TableScene, slot: int, target: tuple[float, float]) -> None:
    """Press on the left half (half A) of a display domino and move to `target`."""
    grab = scene.slot_domino_rect(slot)
    start = (grab.x + grab.h // 2, grab.centery)
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    mid = ((start[0] + target[0]) / 2, (start[1] + target[1]) / 2)
    post(app, pygame.MOUSEMOTION, pos=mid, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEMOTION, pos=target, rel=(10, 0), buttons=(1, 0, 0))


def test_drag_onto_island_hatches_eggs(app: App) -> None:
    scene = human_table(app)
    move = selftest.connecting_move(scene)
    assert move is not None, "seed 11 must offer a connecting placement"
    drag_to(app, scene, move.display_index, scene.big.cell_center(move.cell))
    assert scene.drag is not None and scene.drag.hover == move.cell
    for _ in range(4):
        if scene.drag.orientation == move.orientation:
            break
        post(app, pygame.KEYDOWN, key=pygame.K_r, mod=0)
    assert scene.drag.orientation == move.orientation
    ghost = scene.ghost()
    assert ghost is not None and ghost.legal and ghost.preview
    post(app, pygame.MOUSEBUTTONUP, pos=scene.big.cell_center(move.cell), button=1)
    island = scene.state.players[0].island
    assert move.cell in island and half_b_cell(move.cell, move.orientation) in island
    joins = set(scene.state.players[0].eggs)
    assert joins, "the connection revealed an egg"
    seen_hatch = False
    for _ in range(200):
        scene.update(0.05)
        seen_hatch = seen_hatch or any(isinstance(a, Hatch) for a in walk(scene.blocking))
        if joins <= set(scene.shown_eggs[0]):
            break
    assert seen_hatch
    assert joins <= set(scene.shown_eggs[0]), "the hatched tokens landed on their joins"


def test_illegal_drop_glides_back_with_reason(app: App) -> None:
    scene = human_table(app)
    far = (scene.big.rect.left + 30, scene.big.rect.top + 30)
    cell = scene.big.cell_at(far)
    assert not any(scene.state.is_legal(PlaceDomino(0, cell, o)) for o in range(4))
    before = scene.state.to_json()
    drag_to(app, scene, 0, far)
    post(app, pygame.MOUSEBUTTONUP, pos=far, button=1)
    assert scene.state.to_json() == before
    assert scene.toast is not None and scene.toast.code == "not_touching"
    assert scene.floating is not None, "the domino glides back"
    selftest.advance(scene, 1.0)
    assert scene.floating is None and scene.shown_display[0] is not None
    assert scene.input_allowed()


def test_rotation_skips_illegal_orientations(app: App) -> None:
    scene = human_table(app)
    # start domino: DESERT (0,0), SNOW (1,0). With half A on (2,0) pointing left is blocked.
    target = scene.big.cell_center((2, 0))
    drag_to(app, scene, 0, target)
    assert scene.drag is not None and scene.drag.hover == (2, 0)
    assert scene.drag.orientation == 0
    post(app, pygame.MOUSEBUTTONDOWN, pos=target, button=3)  # right click
    assert scene.drag.orientation == 1
    post(app, pygame.MOUSEWHEEL, x=0, y=-1)  # wheel: next orientation, 2 is illegal
    assert scene.drag.orientation == 3
    post(app, pygame.KEYDOWN, key=pygame.K_r, mod=pygame.KMOD_SHIFT)  # back: skips 2 again
    assert scene.drag.orientation == 1


def test_keyboard_only_turn(app: App) -> None:
    scene = human_table(app)
    post(app, pygame.KEYDOWN, key=pygame.K_TAB, mod=0)
    assert scene.drag is not None and scene.drag.keyboard
    ghost = scene.ghost()
    assert ghost is not None and ghost.legal
    post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    assert len(scene.state.players[0].island) == 4


def test_your_turn_splash_waits_for_the_mother_dragons_entrance(app: App) -> None:
    from dragomino.ui.look import TIMING

    scene = human_table(app)  # the first frame a person may act
    assert scene.clock > TIMING["banner"]  # her entrance took longer than the splash lasts
    assert scene.banner_time < TIMING["banner"]  # yet the splash is still to be seen


def test_a_press_anywhere_on_a_display_card_picks_its_domino(app: App) -> None:
    scene = human_table(app)
    card = scene.slot_rect(1)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(card.x + 6, card.y + 6), button=1)
    assert scene.drag is not None and scene.drag.slot == 1


def test_keyboard_ghost_stays_near_the_island(app: App) -> None:
    scene = human_table(app)
    post(app, pygame.KEYDOWN, key=pygame.K_TAB, mod=0)
    for _ in range(12):
        post(app, pygame.KEYDOWN, key=pygame.K_UP, mod=0)
    assert scene.drag is not None and scene.drag.hover is not None
    top = min(y for _x, y in scene.state.players[0].island)
    assert scene.drag.hover[1] == top - 2
    assert scene.big.rect.colliderect(scene.big.cell_rect(scene.drag.hover))


def test_computer_game_runs_to_end_screen(app: App) -> None:
    scene = demo_table(["easy", "normal", "easy"], 5)
    app.scenes.push(scene)
    assert selftest.run_until(scene, lambda: isinstance(app.scenes.top, EndOverlay), 3000, 0.1)
    assert scene.state.is_over
    overlay = app.scenes.top
    assert isinstance(overlay, EndOverlay)
    assert overlay.winners == scene.state.winners()
    app.render()


def test_tap_to_pick_up_and_tap_to_place(app: App) -> None:
    """Small hands: tap a domino, move, tap the island (no holding the button)."""
    scene = human_table(app)
    move = selftest.connecting_move(scene)
    assert move is not None
    grab = scene.slot_domino_rect(move.display_index)
    start = (grab.x + grab.h // 2, grab.centery)
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=start, button=1)
    assert scene.drag is not None and scene.drag.sticky
    target = scene.big.cell_center(move.cell)
    post(app, pygame.MOUSEMOTION, pos=target, rel=(5, 5), buttons=(0, 0, 0))
    while scene.drag.orientation != move.orientation:
        post(app, pygame.MOUSEWHEEL, x=0, y=-1)
    post(app, pygame.MOUSEBUTTONDOWN, pos=target, button=1)
    post(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    assert scene.drag is None
    assert move.cell in scene.state.players[0].island


def test_the_hand_cursor_over_a_domino_goes_when_the_pause_menu_opens(app: App) -> None:
    from common import focus
    from common.scenes.pause import PauseMenu

    scene = human_table(app)
    card = scene.slot_rect(0)
    post(app, pygame.MOUSEMOTION, pos=card.center, rel=(2, 2), buttons=(0, 0, 0))
    assert focus._hand_cursor, "a domino you may take shows the hand"
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert isinstance(app.scenes.top, PauseMenu)
    assert not focus._hand_cursor, "the pause menu starts with the arrow"
