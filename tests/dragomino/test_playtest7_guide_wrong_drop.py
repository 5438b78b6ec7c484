"""Family play-test (guided game): a drop anywhere but the glowing spot glided the domino
home and the guide began the step again at "Take this domino", without a word. Now the
domino stays in hand (it follows the pointer until the next tap), the step stays, and the
mother dragon says what was wrong, with a red cross where it was let go."""

from __future__ import annotations

import pygame

from common.app import App
from dragomino.ui.guide import LEARNER_MOVES, GuideTable
from tests.dragomino.test_ui_guide import click, post, start


def take_and_drop(app: App, scene: GuideTable, cell: tuple[int, int]) -> None:
    move = LEARNER_MOVES[0]
    grab = scene.slot_domino_rect(move.display_index)
    post(app, pygame.MOUSEBUTTONDOWN, pos=(grab.x + grab.h // 2, grab.centery), button=1)
    spot = scene.big.cell_center(cell)
    at = (round(spot[0]), round(spot[1]))
    post(app, pygame.MOUSEMOTION, pos=at, rel=(10, 0), buttons=(1, 0, 0))
    post(app, pygame.MOUSEBUTTONUP, pos=at, button=1)


def said(app: App, scene: GuideTable, monkeypatch) -> list[str]:
    from common.scenes import guide_layer

    lines: list[str] = []
    real = guide_layer.bubble

    def record(surface, box, dragon, line_msgid, *args, **kw):  # type: ignore[no-untyped-def]
        lines.append(line_msgid)
        return real(surface, box, dragon, line_msgid, *args, **kw)

    monkeypatch.setattr(guide_layer, "bubble", record)
    scene.draw(pygame.Surface((1280, 800)))
    monkeypatch.setattr(guide_layer, "bubble", real)
    return lines


def test_a_drop_in_the_wrong_place_says_so_and_keeps_the_step(app: App, monkeypatch) -> None:
    scene = start(app, [])
    move = LEARNER_MOVES[0]
    take_and_drop(app, scene, (move.cell[0], move.cell[1] + 3))
    for _ in range(30):  # a second later: nothing glided home, nothing started again
        app.scenes.update(1 / 30)
    assert len(scene.session.moves) == 1, "no move was made"
    assert scene.step.key == "turn", "the step stays"
    assert scene.drag is not None and scene.floating is None, "the domino is still in hand"
    assert said(app, scene, monkeypatch) == ["Not there: lay it where it glows."]
    # turn it, bring it to the glowing spot and tap: it is laid
    post(app, pygame.KEYDOWN, key=pygame.K_r, mod=0)
    assert scene.step.key == "place"
    spot = scene.big.cell_center(move.cell)
    at = (round(spot[0]), round(spot[1]))
    post(app, pygame.MOUSEMOTION, pos=at, rel=(10, 0), buttons=(0, 0, 0))
    click(app, at)
    assert move.cell in scene.state.players[0].island


def test_the_right_spot_unturned_asks_to_turn_it_first(app: App, monkeypatch) -> None:
    scene = start(app, [])
    move = LEARNER_MOVES[0]
    take_and_drop(app, scene, move.cell)
    assert len(scene.session.moves) == 1 and scene.step.key == "turn"
    assert scene.drag is not None
    assert said(app, scene, monkeypatch) == ["Good spot! Turn it first: right mouse button or R."]


def test_the_wrong_domino_is_named(app: App, monkeypatch) -> None:
    scene = start(app, [])
    move = LEARNER_MOVES[0]
    index = next(
        k for k, d in enumerate(scene.shown_display) if d is not None and k != move.display_index
    )
    other = scene.slot_rect(index)
    click(app, other.center)
    assert scene.drag is None and scene.step.key == "take"
    assert said(app, scene, monkeypatch) == ["Take the domino the arrow points at."]


def test_a_quick_drag_let_go_before_the_next_frame_still_says_why(app: App, monkeypatch) -> None:
    """Press, move and release in one batch of events (a quick flick; xdotool under Xvfb):
    the step moves on from "take" and the dragon still says why."""
    scene = start(app, [])
    move = LEARNER_MOVES[0]
    grab = scene.slot_domino_rect(move.display_index)
    far = scene.big.cell_center((move.cell[0], move.cell[1] + 3))
    at = (round(far[0]), round(far[1]))
    for etype, fields in (
        (pygame.MOUSEBUTTONDOWN, {"pos": (grab.x + grab.h // 2, grab.centery), "button": 1}),
        (pygame.MOUSEMOTION, {"pos": at, "rel": (10, 0), "buttons": (1, 0, 0)}),
        (pygame.MOUSEBUTTONUP, {"pos": at, "button": 1}),
    ):
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
        pygame.event.post(pygame.event.Event(etype, fields))
    app.step()
    app.step()
    assert scene.step.key == "turn" and scene.drag is not None
    assert said(app, scene, monkeypatch) == ["Not there: lay it where it glows."]
