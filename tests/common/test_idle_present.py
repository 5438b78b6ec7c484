"""Idle frames drawn and presented in parts: the picture must be the whole frame's, always.

An idle Dragomino table (nothing moves but the mother dragon breathing and blinking, the
display's pulse and the banner's glow) is drawn over its last frame: only the areas of that
idle motion are painted again and handed to the window (`App._draw_changes`,
`TableScene.draw_changes`). A stale picture would be a real bug, so every frame here is
compared with the table drawn from scratch, and the window with the canvas; real pointer
events, an overlay, a notice, a lost window picture, a resize and a language switch must
each bring a whole frame.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from common import comfort, i18n, notices, theme
from common.app import LOGICAL_SIZE, App
from dragomino.plugin import demo_table
from dragomino.ui import selftest
from dragomino.ui.table import TableScene

CANVAS_AREA = LOGICAL_SIZE[0] * LOGICAL_SIZE[1]


class Presents:
    """What reached the window: 'whole' for a flip, else the areas handed to update."""

    def __init__(self) -> None:
        self.log: list[str | list[pygame.Rect]] = []

    @property
    def last(self) -> str | list[pygame.Rect]:
        assert self.log, "nothing was presented"
        return self.log[-1]

    def last_was_in_parts(self) -> bool:
        return self.last != "whole"


@pytest.fixture
def presents(monkeypatch: pytest.MonkeyPatch) -> Presents:
    seen = Presents()
    flip, update = pygame.display.flip, pygame.display.update

    def record_flip() -> None:
        seen.log.append("whole")
        flip()

    def record_update(areas: list[pygame.Rect]) -> None:
        seen.log.append([pygame.Rect(area) for area in areas])
        update(areas)

    monkeypatch.setattr(pygame.display, "flip", record_flip)
    monkeypatch.setattr(pygame.display, "update", record_update)
    return seen


@pytest.fixture
def fresh_notices() -> Iterator[None]:
    notices.reset()
    yield
    notices.reset()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def window_pixels(app: App) -> bytes:
    """The logical canvas' part of the window (the whole window at the logical size)."""
    return pixels(pygame.display.get_surface().subsurface(app.view_rect))


def from_scratch(app: App, scene: TableScene) -> bytes:
    """The table drawn in full without any cached still picture, on a fresh canvas."""
    kept = scene._still, scene._quiet, scene._idle_drawn
    scene._still, scene._quiet = None, False
    canvas = app.canvas.copy()
    canvas.fill(theme.PAPER)
    scene.draw(canvas)
    scene._still, scene._quiet, scene._idle_drawn = kept
    return pixels(canvas)


def table(app: App) -> TableScene:
    """A two-person table at rest on the first person's turn."""
    scene = demo_table([None, None], 11)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    settle(app, scene)
    return scene


def settle(app: App, scene: TableScene, limit: int = 2000) -> None:
    for _ in range(limit):
        app.step()
        if not app._animating and scene._steady():
            return
    raise AssertionError("the table never came to rest")


def idle_frame(app: App, scene: TableScene, seconds: float = 0.11) -> None:
    """The next idle frame, `seconds` of idle motion later (as the idle timer asks)."""
    scene.clock += seconds
    scene.mother.update(seconds)
    app.request_redraw()
    app.step()


def post(app: App, etype: int, **fields: object) -> None:
    if "pos" in fields:
        fields["pos"] = app.to_window(fields["pos"])  # type: ignore[arg-type]
    pygame.event.post(pygame.event.Event(etype, **fields))
    app.step()


def assert_whole_frame_shown(app: App, scene: TableScene, presents: Presents) -> bytes:
    assert presents.last == "whole"
    frame = pixels(app.canvas)
    assert frame == from_scratch(app, scene)
    return frame


def assert_idle_frame_in_parts(app: App, scene: TableScene, presents: Presents) -> bytes:
    """The frame went out in small parts, and canvas and window hold the whole picture."""
    areas = presents.last
    assert isinstance(areas, list), "an idle frame of a table alone is presented in parts"
    assert sum(a.w * a.h for a in areas) < CANVAS_AREA // 5
    frame = pixels(app.canvas)
    assert frame == from_scratch(app, scene)
    assert window_pixels(app) == frame
    return frame


@pytest.mark.parametrize("larger_text", [False, True])
def test_idle_frames_in_parts_are_the_whole_frames(
    app: App, presents: Presents, larger_text: bool
) -> None:
    """Breathing, blinking, pulsing and glowing through several of their cycles, at both
    layouts (larger text and pieces move the display, the banner and the dragon)."""
    app.settings.larger_text = larger_text
    scene = table(app)
    assert scene.lay.scale == comfort.text_scale(scene) and (scene.lay.scale > 1) == larger_text
    idle_frame(app, scene)  # after a whole frame: the first one in parts
    frames = {assert_idle_frame_in_parts(app, scene, presents)}
    in_parts = app.frames_in_parts
    blinked = False
    for k in range(80):
        if k == 40:  # land in a blink: her eyes are shut in this frame
            idle_frame(app, scene, scene.mother.blink_due(1.0) + 0.05)
            assert scene.mother.clock < scene.mother.blink_until
            blinked = True
        else:  # short and long steps: every swell of the glow after every other
            idle_frame(app, scene, 0.03 + 0.04 * (k % 6))
        frames.add(assert_idle_frame_in_parts(app, scene, presents))
    assert blinked
    assert len(frames) > 30, "the idle motion shows"
    assert app.frames_in_parts == in_parts + 80  # counted for the bench's note


def test_a_loaded_machine_moves_no_idle_clock_between_pinned_steps(
    app: App, presents: Presents, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The test above lands in a blink and asserts the dragon's eyes are shut; it flaked
    under load, as the table's idle clock took real time between two steps (up to 0.22 s,
    longer than a blink) where the app pins every step in tests. Now the idle clock takes
    the pinned step too: here every step seems to take 0.3 s of real time."""
    scene = table(app)
    idle_frame(app, scene)
    now = [time.perf_counter()]

    def crawling() -> float:
        now[0] += 0.3
        return now[0]

    monkeypatch.setattr(time, "perf_counter", crawling)
    clock, due = scene.clock, scene.mother.blink_due(1.0)
    idle_frame(app, scene, due + 0.05)
    assert scene.mother.clock < scene.mother.blink_until, "her eyes are shut in this frame"
    assert app.fixed_step is not None
    assert scene.clock == pytest.approx(clock + due + 0.05 + app.fixed_step)
    assert_idle_frame_in_parts(app, scene, presents)


def test_an_idle_frame_repaints_the_dragon_only_when_the_layer_says_she_changed(
    app: App, presents: Presents
) -> None:
    """The mother dragon is a sprite: an idle frame repaints her only when the sprite layer
    reports her changed (a breath, a blink, a step to her place) or what lies under her
    (the banner's glow) did; else her pixels stay. On 10bc060 every idle frame painted
    her again, and the glow round the banner with her."""
    scene = table(app)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)
    left_alone = 0
    for _ in range(12):
        her, glow = scene.mother.state(), scene.idle.parts().get("glow")
        idle_frame(app, scene, 0.0)  # a pinned step: she rarely changes in it
        frame = assert_idle_frame_in_parts(app, scene, presents)
        areas = presents.last
        assert isinstance(areas, list)
        if scene.mother.state() == her and scene.idle.parts().get("glow") == glow:
            assert scene.mother.rect().collidelist(areas) < 0, "she looks as she did"
            left_alone += 1
        else:
            assert scene.mother.rect().collidelist(areas) >= 0
        assert frame == from_scratch(app, scene)
    assert left_alone >= 6


def test_the_dragon_gliding_over_a_pulsing_edge_leaves_no_trace(
    app: App, presents: Presents, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card's pulsing edge that looks as before keeps its pixels only while nothing
    painted touches it: the mother dragon (who eases to her place between idle frames)
    crossing a card must neither cut a piece out of its edge nor leave a piece of her."""
    scene = table(app)
    card = scene.slot_rect(0)
    monkeypatch.setattr(scene, "mother_anchor", lambda seat: (card.right, card.centery))
    for _ in range(50):
        idle_frame(app, scene, 0.04)
        assert_idle_frame_in_parts(app, scene, presents)
    assert pygame.Rect(card).inflate(8, 8).collidepoint(scene.mother.pos)


def test_pointer_input_and_a_move_show_at_once(app: App, presents: Presents) -> None:
    """Hover, a drag and the move it makes each draw whole frames; idle frames after them
    are drawn in parts again, on the new picture."""
    scene = table(app)
    idle_frame(app, scene)
    before = assert_idle_frame_in_parts(app, scene, presents)

    card = scene.slot_rect(1)
    post(app, pygame.MOUSEMOTION, pos=card.center, rel=(3, 0), buttons=(0, 0, 0))
    assert scene.hover_slot == 1
    hovered = assert_whole_frame_shown(app, scene, presents)
    assert hovered != before, "the card lifts"
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)

    move = selftest.connecting_move(scene)
    assert move is not None
    grab = scene.slot_domino_rect(move.display_index)
    start = (grab.x + grab.h // 2, grab.centery)
    post(app, pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    assert scene.drag is not None
    target = scene.big.cell_center(move.cell)
    path = [start, ((start[0] + target[0]) / 2, (start[1] + target[1]) / 2), target]
    shown = []
    for spot in path[1:]:
        post(app, pygame.MOUSEMOTION, pos=spot, rel=(10, 0), buttons=(1, 0, 0))
        shown.append(assert_whole_frame_shown(app, scene, presents))
        idle_frame(app, scene)  # a held domino is not idle: still whole frames
        assert_whole_frame_shown(app, scene, presents)
    assert shown[0] != shown[1], "the held domino follows the pointer"
    while scene.drag.orientation != move.orientation:
        post(app, pygame.MOUSEBUTTONDOWN, pos=target, button=3)
    island = len(scene.state.players[0].island)
    post(app, pygame.MOUSEBUTTONUP, pos=target, button=1)
    assert len(scene.state.players[0].island) == island + 2, "the domino was placed"
    settle(app, scene)
    idle_frame(app, scene)
    after = assert_idle_frame_in_parts(app, scene, presents)
    assert after != before


def test_anything_else_on_screen_brings_whole_frames(
    app: App, presents: Presents, fresh_notices: None
) -> None:
    scene = table(app)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)

    # the pause menu over the table, and the table alone again after it
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert app.scenes.top is not scene
    for _ in range(30):  # its fade-in and a few idle frames under it
        app.request_redraw()
        app.step()
        assert presents.last == "whole"
    post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    assert app.scenes.top is scene
    assert_whole_frame_shown(app, scene, presents)
    settle(app, scene)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)

    # a notice over the table: whole frames while it shows
    notices.report("idle-test", "Something to say")
    idle_frame(app, scene)
    assert presents.last == "whole" and app.shown_notices
    app.shown_notices.clear()
    idle_frame(app, scene)
    assert_whole_frame_shown(app, scene, presents)  # the notice is wiped off
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)

    # the window lost its picture (uncovered): it gets the whole frame
    pygame.event.post(pygame.event.Event(pygame.WINDOWEXPOSED))
    idle_frame(app, scene)
    assert_whole_frame_shown(app, scene, presents)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)

    # another language: the next frame is whole, even where no word shows
    app.settings.language = "de"
    app.apply_settings()
    idle_frame(app, scene)
    assert_whole_frame_shown(app, scene, presents)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)


def test_the_undo_buttons_words_stay_on_top_of_the_pulse(app: App, presents: Presents) -> None:
    """Its words overlap the pulsing edge of a display card: whole frames while they show,
    so they lie on top as in a frame with something moving; and they speak the language."""
    scene = table(app)
    undo = scene.rect("undo_button").center
    post(app, pygame.MOUSEMOTION, pos=undo, rel=(2, 0), buttons=(0, 0, 0))
    assert scene.undo_hover
    for _ in range(8):
        idle_frame(app, scene)
        assert_whole_frame_shown(app, scene, presents)
    app.settings.language = "de"
    app.apply_settings()
    idle_frame(app, scene)
    german = assert_whole_frame_shown(app, scene, presents)
    i18n.set_language("en")
    assert german != from_scratch(app, scene)
    i18n.set_language("de")
    post(app, pygame.MOUSEMOTION, pos=(640, 300), rel=(2, 0), buttons=(0, 0, 0))
    assert not scene.undo_hover
    assert_whole_frame_shown(app, scene, presents)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)


def test_a_resized_window_is_always_scaled_whole(app: App, presents: Presents) -> None:
    scene = table(app)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)

    pygame.display.set_mode((1000, 700), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1000, 700), w=1000, h=700))
    for _ in range(6):
        idle_frame(app, scene)
        assert_whole_frame_shown(app, scene, presents)
        scaled = pygame.transform.smoothscale(app.canvas, app.view_rect.size)
        assert window_pixels(app) == pixels(scaled)

    pygame.display.set_mode(LOGICAL_SIZE, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=LOGICAL_SIZE, w=1280, h=800))
    idle_frame(app, scene)
    assert_whole_frame_shown(app, scene, presents)
    assert window_pixels(app) == pixels(app.canvas)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)


def test_the_guided_game_draws_its_own_layers_in_whole_frames(app: App, presents: Presents) -> None:
    """The guide's table draws more over the table (dimming, the pointing arrow, the
    dragon's bubble), and moves it: the table's idle frames in parts must not skip that."""
    from dragomino.ui.guide import GuideTable

    scene = GuideTable(sync_ai=True)
    app.scenes.push(scene)
    for _ in range(3000):  # past 'hello' and the little dragon's turn, to 'take one'
        app.step()
        assert presents.last == "whole"
        if scene.step.key == "hello":
            scene.go_on()
        if scene.step.key == "take" and scene._steady():
            break
    assert scene._steady(), "the table under the guide is at rest"
    for _ in range(12):
        idle_frame(app, scene)
        assert_whole_frame_shown(app, scene, presents)


def test_a_screenshot_makes_the_next_frame_whole(app: App, presents: Presents) -> None:
    """The self-test's screenshot draws on the canvas without presenting it."""
    scene = table(app)
    idle_frame(app, scene)
    assert_idle_frame_in_parts(app, scene, presents)
    app.screenshot()
    idle_frame(app, scene)
    assert_whole_frame_shown(app, scene, presents)
