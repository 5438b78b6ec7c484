"""Issue 27, finding 13: "The dragons are not alive at rest: while a person thinks,
consecutive frames are identical — no blinking or breathing dragon, no water, no bobbing
boats". Now, while Anna thinks, the dragons breathe and blink, little waves run in the sea
and the boats bob, as the kit's idle frames (dracheninsel/ui/idle.py over
common/table/idle.py): a still picture with those pieces painted over it, and each next
idle frame drawn and presented in parts, which must be the whole table drawn with the
pieces in their places, pixel for pixel (the pattern of tests/common/test_idle_present.py).
"Reduce motion" keeps the table still.

Finding 15, part: "the active hunter's ring looks like a legal-target ring". Now the hunter
whose turn it is wears a soft glow and an arrow over its head in its colour; no ring.

Real table scenes under the dummy driver, driven by the app's own loop and posted events.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest

from common import theme
from common.app import LOGICAL_SIZE, App
from dracheninsel.ui import selftest
from dracheninsel.ui.board_view import PRICE_RING, colour_rgb
from dracheninsel.ui.table import DracheninselTable
from tests.dracheninsel.test_ui_table import key, start

ANNA = 0
CANVAS_AREA = LOGICAL_SIZE[0] * LOGICAL_SIZE[1]


class Presents:
    """What reached the window: 'whole' for a flip, else the areas handed to update."""

    def __init__(self) -> None:
        self.log: list[str | list[pygame.Rect]] = []

    @property
    def last(self) -> str | list[pygame.Rect]:
        assert self.log, "nothing was presented"
        return self.log[-1]


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
def motion_setting(app: App) -> Iterator[None]:
    before = app.settings.reduce_motion
    yield
    app.settings.reduce_motion = before


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def anna_thinks(app: App) -> DracheninselTable:
    """Anna's turn on a real table (two people, two computers), her hand face up, and
    nothing moving any more: the banner's line has faded."""
    table = start(app, selftest.turn_position())
    assert table.may_act() and table.viewer == ANNA
    for _ in range(600):
        app.step()
        if not app._animating:
            break
    assert not app._animating, "the table came to rest"
    return table


def frames_at_rest(app: App, count: int) -> list[bytes]:
    """`count` frames of the app's loop while nobody touches anything."""
    frames = []
    for _ in range(count):
        app.request_redraw()
        app.step()
        frames.append(pixels(app.canvas))
    return frames


def area_of(frame: bytes, rect: pygame.Rect) -> bytes:
    surface = pygame.image.frombytes(frame, LOGICAL_SIZE, "RGB")
    return pixels(surface.subsurface(rect.clip(surface.get_rect())))


def whole(app: App, table: DracheninselTable) -> bytes:
    """The whole table drawn from scratch, the pieces that move at rest in their places
    (no still picture, nothing painted over anything)."""
    canvas = app.canvas.copy()
    canvas.fill(theme.PAPER)
    table.draw_table(canvas, table.idle.alive())
    return pixels(canvas)


def assert_idle_frame_in_parts(app: App, table: DracheninselTable, presents: Presents) -> bytes:
    areas = presents.last
    assert isinstance(areas, list), "an idle frame of the table alone is presented in parts"
    assert sum(a.w * a.h for a in areas) < CANVAS_AREA // 5, "small areas only"
    frame = pixels(app.canvas)
    assert frame == whole(app, table)
    window = pygame.display.get_surface().subsurface(app.view_rect)
    assert pixels(window) == frame
    return frame


def idle_frame(app: App, table: DracheninselTable, seconds: float) -> None:
    """The next idle frame, `seconds` of idle motion later (as the idle timer asks)."""
    table.idle.clock += seconds
    app.request_redraw()
    app.step()


# ---------------------------------------------------------------------- finding 13
def test_while_anna_thinks_dragons_boats_and_sea_move(app: App) -> None:
    table = anna_thinks(app)
    frames = frames_at_rest(app, 240)  # about four seconds of the loop at rest
    assert len(set(frames)) > 10, "consecutive frames at rest differ"  # was: all the same
    board, shown = table.board, table.shown
    for index in range(len(shown.dragons)):
        x, y = board.dragon_center(shown, index)
        around = pygame.Rect(0, 0, board.px(1.6), board.px(1.8))
        around.center = (round(x), round(y))
        assert len({area_of(f, around) for f in frames}) > 1, f"dragon {index} breathes"
    boats = 0
    for colour in range(6):
        x, y = board.boat_center(colour)
        around = pygame.Rect(0, 0, board.px(2.3), board.px(2.3))
        around.center = (round(x), round(y))
        boats += len({area_of(f, around) for f in frames}) > 1
    assert boats >= 4, "the boats bob (one may lie under the hand: it keeps still)"


@pytest.mark.parametrize("larger_text", [False, True])
def test_idle_frames_in_parts_are_the_whole_table(
    app: App, presents: Presents, larger_text: bool
) -> None:
    """Breathing, blinking, waves, boats and the arrow through several of their cycles:
    every idle frame goes out in small parts and is the whole table, pixel for pixel."""
    before = app.settings.larger_text
    app.settings.larger_text = larger_text
    try:
        table = anna_thinks(app)
        assert (table.lay.scale > 1) == larger_text
        idle_frame(app, table, 0.05)
        assert presents.last == "whole" or isinstance(presents.last, list)
        idle_frame(app, table, 0.05)
        kinds = {kind for kind, _index in table.idle.free}
        assert kinds == {"wave", "boat", "dragon", "arrow"}, table.idle.free
        frames = {assert_idle_frame_in_parts(app, table, presents)}
        blinked = 0
        for k in range(90):
            blinks = table.idle.blinks
            if k % 15 == 7:  # into the next blink: a dragon's eyes are shut in this frame
                idle_frame(app, table, max(0.0, min(blinks.next.values()) - table.idle.clock))
                blinked += any(blinks.shut(i, table.idle.clock) for i in blinks.next)
            else:  # short and long steps
                idle_frame(app, table, 0.03 + 0.04 * (k % 6))
            frames.add(assert_idle_frame_in_parts(app, table, presents))
        assert blinked >= 3, "the dragons blinked"
        assert len(frames) > 40, "the idle motion shows"
    finally:
        app.settings.larger_text = before


def test_input_brings_a_whole_frame_and_idle_frames_follow_on_the_new_picture(
    app: App, presents: Presents
) -> None:
    table = anna_thinks(app)
    idle_frame(app, table, 0.1)
    idle_frame(app, table, 0.1)
    before = assert_idle_frame_in_parts(app, table, presents)
    key(app, pygame.K_SPACE)  # Anna lifts her hunter: the spaces she may enter light
    assert presents.last == "whole" and table.selected
    lifted = pixels(app.canvas)
    assert lifted == whole(app, table), "the free pieces move on in their places"
    idle_frame(app, table, 0.1)  # the pointer may still be moving: whole frames
    assert presents.last == "whole" and pixels(app.canvas) == whole(app, table)
    idle_frame(app, table, 0.3)  # calm again: a new still picture, then frames in parts
    idle_frame(app, table, 0.1)
    after = assert_idle_frame_in_parts(app, table, presents)
    assert after != before


def test_reduce_motion_keeps_the_table_still(app: App, motion_setting: None) -> None:
    table = anna_thinks(app)
    assert len(set(frames_at_rest(app, 120))) > 5  # alive ...
    app.settings.reduce_motion = True
    app.apply_settings()
    still = frames_at_rest(app, 240)
    assert len(set(still)) == 1, "with reduce motion nothing moves at rest"
    assert not table.idle.steady()
    app.settings.reduce_motion = False
    app.apply_settings()
    assert len(set(frames_at_rest(app, 120))) > 5  # ... and alive again


# ---------------------------------------------------------------------- finding 15
def ring_samples(
    surface: pygame.Surface, table: DracheninselTable, pos: int
) -> list[tuple[int, int, int]]:
    """The pixels where a legal-target ring round `pos` runs (`BoardView.draw_highlights`)."""
    board = table.board
    radius = board.disk_size() / 2  # the middle of the ring's line
    x, y = board.cell_center(pos)
    out = []
    for step in range(36):  # between the neighbours' rings (at 0, 60, 120 ... degrees)
        angle = math.radians(30 + 60 * (step // 6) + 3 * (step % 6) - 7.5)
        point = (round(x + radius * math.cos(angle)), round(y + radius * math.sin(angle)))
        out.append(tuple(surface.get_at(point))[:3])
    return out


def test_the_active_hunter_wears_no_target_ring_but_a_glow_and_an_arrow(app: App) -> None:
    table = anna_thinks(app)
    key(app, pygame.K_SPACE)  # the spaces Anna may enter light with rings
    lit = table.lit_positions()
    assert lit and table.state.active == ANNA
    app.request_redraw()
    app.step()
    canvas = app.canvas
    rings = {*PRICE_RING.values(), theme.HIGHLIGHT}
    rings |= {theme.darken(colour, 0.45) for colour in rings}  # and their dark rims
    for pos in lit:  # (a price chip covers the bottom of a ring)
        samples = ring_samples(canvas, table, pos)
        assert sum(colour in rings for colour in samples) > len(samples) // 2, pos
    here = table.state.pos[ANNA]
    samples = ring_samples(canvas, table, here)
    assert not any(colour in rings for colour in samples), "no target ring on the hunter"
    # the arrow over her head, in her colour
    board = table.board
    x, y = board.figure_center(table.state, ANNA)
    above = pygame.Rect(0, 0, board.px(0.8), board.px(1.2))
    above.midbottom = (round(x), round(y - board.px(0.6)))
    red = colour_rgb(table.state.colour_of(ANNA))
    colours = [
        tuple(canvas.get_at((px, py)))[:3]
        for px in range(above.left, above.right)
        for py in range(above.top, above.bottom)
    ]
    assert colours.count(red) > 20, "an arrow in Anna's colour over her hunter"
