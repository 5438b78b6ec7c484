"""Dragomino table: spring chooser, computer thinking in a thread, odds, autosave, catalogs."""

from __future__ import annotations

import re
import threading
from pathlib import Path
from typing import Any

import pygame
import pytest

from common.app import App
from common.i18n import parse_po
from common.scenes.handoff import HandoffScene
from common.table import write_or_clear_autosave
from dragomino import plugin
from dragomino.engine import ENGINE
from dragomino.plugin import demo_table
from dragomino.rules import PHASE_SPRING_CHOICE, EggRevealed
from dragomino.ui import selftest
from dragomino.ui.spring import SpringChoiceOverlay
from dragomino.ui.table import TableScene

ROOT = Path(__file__).resolve().parents[2]


def play_a_spring(scene: TableScene) -> None:
    """Seat 0 (a person) places a domino that reaches a spring: the two eggs are offered."""
    assert selftest.run_until(scene, scene.input_allowed, 30)
    state = scene.state
    move = next(
        m
        for m in state.legal_moves()
        if any(
            c.spring
            for c in state.placement_preview(
                0, state.display[m.display_index], m.cell, m.orientation
            )
        )
    )
    scene.commit(move)


def test_spring_choice_covered_for_other_people_then_kept(app: App) -> None:
    scene = demo_table([None, None, "easy"], 1, spring=True)
    app.scenes.push(scene)
    state = scene.state
    play_a_spring(scene)
    # two people at the table: the hand-off screen covers the eggs first
    assert selftest.run_until(scene, lambda: isinstance(app.scenes.top, HandoffScene), 20)
    cover = app.scenes.top
    assert isinstance(cover, HandoffScene) and cover.player_name == "Anna"
    assert state.phase == PHASE_SPRING_CHOICE and not scene.gate.may_show(0)
    app.render()
    center = app.to_window((640, 400))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=center, button=1))
    app.step()
    overlay = app.scenes.top
    assert isinstance(overlay, SpringChoiceOverlay) and scene.gate.may_show(0)
    kept = state.spring_offer.options[1] if state.spring_offer else None
    target = app.to_window(overlay.option_rects()[1].center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1))
    app.step()
    assert app.scenes.top is scene
    assert kept in state.players[0].eggs.values()
    assert scene.gate.owner is None, "the next peek is covered again"


def test_one_person_among_computers_sees_the_spring_eggs_without_a_cover(app: App) -> None:
    scene = selftest.spring_scene()
    app.scenes.push(scene)
    scene.frozen = False
    scene._after_events()
    assert isinstance(app.scenes.top, SpringChoiceOverlay)


def test_the_handoff_setting_off_shows_the_eggs_at_once(app: App) -> None:
    app.settings.handoff_screen = False
    try:
        scene = demo_table([None, None, "easy"], 1, spring=True)
        app.scenes.push(scene)
        play_a_spring(scene)
        assert selftest.run_until(
            scene, lambda: isinstance(app.scenes.top, SpringChoiceOverlay), 20
        )
        assert scene.gate.may_show(0)
        assert not any(isinstance(s, HandoffScene) for s in app.scenes.stack)
    finally:
        app.settings.handoff_screen = True


def test_computer_thinks_in_a_thread_without_blocking(app: App) -> None:
    """The worker is held on an Event: the table keeps updating, then the move glides in."""
    gate = threading.Event()
    entered = threading.Event()
    real = scene_choose = ENGINE.choose_move

    def blocked(view: Any, seat: int, level: str, rng: Any) -> Any:
        entered.set()
        assert gate.wait(10), "the test never let the computer answer"
        return real(view, seat, level, rng)

    scene = demo_table(["hard", "hard"], 3)
    scene.sync_ai = False
    scene.computer.choose_move = blocked
    app.scenes.push(scene)
    assert selftest.run_until(scene, lambda: scene.computer.busy, 30)
    assert entered.wait(10)
    first = scene.state.order[0]
    for _ in range(100):  # 10 s of table time while the computer "thinks": nothing waits
        scene.update(0.1)
    assert scene.computer.busy and len(scene.state.players[first].island) == 2
    gate.set()
    assert scene.computer.wait(10)
    assert selftest.run_until(scene, lambda: len(scene.state.players[first].island) == 4, 30)
    assert scene_choose is ENGINE.choose_move


def test_odds_toggle_and_autosave_round_trip(app: App) -> None:
    saved: list[dict[str, Any]] = []
    scene = demo_table([None, "easy"], 7)
    scene.session.autosave = saved.append
    app.scenes.push(scene)
    selftest.run_until(scene, scene.input_allowed, 30)
    odds_button = app.to_window((112, 42))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=odds_button, button=1))
    app.step()
    assert scene.show_odds
    move = scene.state.legal_moves()[0]
    scene.commit(move)
    assert saved, "a move writes the autosave"
    data = saved[-1]
    assert data["moves"] == [move.to_json()] and data["table"] == {"show_odds": True}
    restored = plugin.load_table_scene(app, data)  # replays the moves from config and seed
    assert isinstance(restored, TableScene)
    assert restored.state.to_json() == scene.state.to_json()
    assert restored.show_odds and [s.name for s in restored.seats] == ["Anna", "Jörg"]


def test_continue_goes_through_the_real_save_file(app: App) -> None:
    from common import saves

    scene = demo_table([None, "easy"], 7)
    scene.session.autosave = write_or_clear_autosave
    app.scenes.push(scene)
    selftest.run_until(scene, scene.input_allowed, 30)
    scene.commit(scene.state.legal_moves()[0])
    restored = plugin.load_table_scene(app, saves.load_autosave("dragomino"))
    assert isinstance(restored, TableScene)
    assert restored.state.to_json() == scene.state.to_json()
    saves.delete_autosave("dragomino")


def test_hatch_events_keep_scores_in_step(app: App) -> None:
    """Points appear when the baby lands on its join, not when the move is applied."""
    scene = selftest.table_scene(11)
    app.scenes.push(scene)
    move = selftest.connecting_move(scene)
    assert move is not None
    before = scene.shown_scores()
    events = scene.commit(move)
    assert [e for e in events if isinstance(e, EggRevealed)]
    assert scene.shown_scores() == before
    selftest.run_until(scene, lambda: not scene.pending and scene.blocking is None, 30, 0.05)
    assert scene.shown_scores() == scene.state.scores()


def test_every_visible_string_is_translated() -> None:
    used: set[str] = set()
    for path in [
        *sorted((ROOT / "dragomino" / "ui").glob("*.py")),
        ROOT / "dragomino" / "plugin.py",
        ROOT / "dragomino" / "remote.py",
    ]:
        used |= set(re.findall(r'\bN?_\(\s*"((?:[^"\\]|\\.)+)"', path.read_text(encoding="utf-8")))
    assert used
    for lang in ("de", "en"):
        catalog = parse_po((ROOT / "dragomino" / "locale" / f"{lang}.po").read_text("utf-8"))
        missing = sorted(used - set(catalog))
        assert not missing, f"{lang}.po lacks {missing}"


def test_end_screen_again_and_menu(app: App) -> None:
    from common.scenes.title import TitleScene
    from dragomino.ui.end import EndOverlay

    scene = selftest.end_scene(5, players=2)
    app.scenes.push(scene)
    overlay = app.scenes.top
    assert isinstance(overlay, EndOverlay)
    app.render()
    again = dict(overlay.buttons())["again"]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.to_window(again.center), button=1)
    )
    app.step()
    fresh = app.scenes.top
    assert isinstance(fresh, TableScene) and fresh is not scene
    assert fresh.state.round == 1 and [s.name for s in fresh.seats] == [s.name for s in scene.seats]
    fresh.state = scene.state  # jump the new table to a finished game
    fresh.end_shown = False
    fresh._after_events()
    overlay = app.scenes.top
    assert isinstance(overlay, EndOverlay)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step()
    assert isinstance(app.scenes.top, TitleScene)


def test_self_test_scenes_cover_a_whole_computer_game(app: App) -> None:
    scenes = dict(plugin.PLUGIN.self_test_scenes(app))  # type: ignore[misc]
    assert {"table", "drag", "hatch", "spring", "deal", "end"} <= set(scenes)
    end = scenes["end"]
    assert isinstance(end, TableScene) and end.state.is_over
    assert all(s.is_computer for s in end.seats)
    app.scenes.reset(end)
    from dragomino.ui.end import EndOverlay

    assert isinstance(app.scenes.top, EndOverlay)
    app.render()


def test_pointing_at_a_small_island_shows_it_big(app: App) -> None:
    scene = demo_table([None, "easy", "easy"], 4)
    app.scenes.push(scene)
    selftest.run_until(scene, scene.input_allowed, 30)
    panel = scene.mini_rects[1]
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=app.to_window(panel.center), rel=(3, 3), buttons=(0, 0, 0)
        )
    )
    app.step()
    assert scene.peek_seat == scene.others()[1]
    app.render()


@pytest.mark.parametrize("seats", [2, 4])
def test_small_island_never_hides_under_its_score_chip(seats: int) -> None:
    scene = demo_table(["easy"] * seats, 5)
    other = scene.others()[0]
    start = next(iter(scene.shown_islands[other].values()))
    # a squarish island fills the sea down to its bottom-left corner, where the chip is
    scene.shown_islands[other] = {(x, y): start for x in range(-3, 3) for y in range(-1, 4)}
    scene._fit_cameras(instant=True)
    cam = scene.minis[0]
    chip = scene._mini_chip_rect(cam)
    assert not any(cam.cell_rect(c).colliderect(chip) for c in scene.shown_islands[other])
    assert all(cam.rect.contains(cam.cell_rect(c)) for c in scene.shown_islands[other])


@pytest.mark.parametrize("players", [2, 4])
def test_end_screen_shows_islands_and_comes_back(app: App, players: int) -> None:
    from dragomino.ui.end import EndOverlay, island_boxes

    scene = selftest.end_scene(5, players=players)
    app.scenes.push(scene)
    overlay = app.scenes.top
    assert isinstance(overlay, EndOverlay)
    app.render()

    def click(name: str) -> None:
        target = dict(overlay.buttons())[name]
        pos = app.to_window(target.center)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        app.step()
        app.render()

    click("islands")
    assert app.scenes.top is overlay and overlay.showing_islands
    assert [name for name, _r in overlay.buttons()] == ["results"]
    assert len(overlay._island_pics) == players  # every island was drawn
    boxes = island_boxes(players)
    assert not any(a.colliderect(b) for i, a in enumerate(boxes) for b in boxes[i + 1 :])
    # no game input: a press on the table where a display card lies does nothing
    before = scene.state
    pos = app.to_window(scene.slot_rect(0).center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step()
    assert scene.drag is None and scene.state is before and app.scenes.top is overlay
    click("results")
    assert app.scenes.top is overlay and not overlay.showing_islands
    assert "islands" in dict(overlay.buttons())
    # by keyboard: Enter on the focused 'See islands', Escape back to the scores
    for key in (pygame.K_RETURN, pygame.K_ESCAPE):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
        app.step()
        assert overlay.showing_islands == (key == pygame.K_RETURN)
    assert app.scenes.top is overlay


@pytest.mark.parametrize("count", [5, 7])
def test_many_babies_of_one_terrain_do_not_overlap(count: int) -> None:
    from dragomino.ui.end import baby_layout

    area = pygame.Rect(400, 100, 400, 166)
    size, centres = baby_layout([count, 2, 1], area, 96)
    spots = [c for group in centres for c in group]
    assert len(spots) == count + 3
    for i, (ax, ay) in enumerate(spots):
        assert area.left <= ax - size / 2 and ax + size / 2 <= area.right + 1
        assert area.top - 1 <= ay - size / 2 and ay + size / 2 <= area.bottom + 1
        for bx, by in spots[i + 1 :]:
            assert abs(ax - bx) >= size or abs(ay - by) >= size
