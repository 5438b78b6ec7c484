"""Play-test finding (Dragomino, spring variant, two people at one screen, under Xvfb): the
hand-off card said "Pass the screen to Player 3" under a plain green disc. A child who
cannot read the name yet, or cannot tell red from green, had nothing to go by; everywhere
else on the table a seat is its face in its colour with its colour's mark (round, square,
burst, sun). The card now shows that badge.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from common.app import App
from common.scenes.handoff import CARD, HandoffScene
from common.table import draw
from tests.app_fixtures import clean_stage, module_app


@pytest.fixture(scope="module")
def shared_app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with module_app(tmp_path_factory.mktemp("handoff-badge")) as application:
        yield application


@pytest.fixture
def app(shared_app: App) -> Iterator[App]:
    with clean_stage(shared_app) as application:
        yield application


def badge_pixels(app: App, colour: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """The pixels of the hand-off card's badge for a person of `colour`."""
    handoff = HandoffScene("Player 3", colour)
    handoff.GUARD_SECONDS = 0
    app.scenes.push(handoff)
    app.step()
    area = pygame.Rect(0, 0, 76, 76)
    area.center = (640, CARD.y)
    return [
        tuple(app.canvas.get_at((x, y)))[:3]  # type: ignore[misc]
        for y in range(area.top, area.bottom)
        for x in range(area.left, area.right)
    ]


def near(a: tuple[int, int, int], b: tuple[int, int, int], tolerance: int = 24) -> bool:
    return all(abs(p - q) <= tolerance for p, q in zip(a, b, strict=True))


def test_the_handoff_card_shows_the_persons_face_and_mark(app: App) -> None:
    from dragomino.plugin import SEAT_COLOURS
    from dragomino.ui import pieces

    assert pieces  # its import registers the seat colours' marks
    green = next(rgb for cid, rgb, _name in SEAT_COLOURS if draw.mark_of(rgb) not in ("round",))
    pixels = badge_pixels(app, green)
    eyes_and_smile = sum(1 for p in pixels if near(p, draw.INK, 30))
    outline = sum(1 for p in pixels if near(p, (255, 255, 255), 10))
    assert eyes_and_smile > 20  # a face, not a plain disc
    assert outline > 40  # the white edge of the colour's mark
    assert sum(1 for p in pixels if near(p, green)) > len(pixels) // 4  # still their colour
