"""Every eye: terrains and seat colours stay distinguishable by more than hue.

Runs ``tools/colourcheck/colourcheck.py`` (renders our art, simulates protanopia,
deuteranopia, tritanopia and greyscale, measures every pair) and shows that the measure can
fail: a pure recolour does, a different icon does not.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "tools" / "colourcheck" / "colourcheck.py"


@pytest.fixture(scope="module")
def check() -> ModuleType:
    spec = importlib.util.spec_from_file_location("colourcheck", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["colourcheck"] = module  # dataclasses look the module up while defining
    spec.loader.exec_module(module)
    module.init()
    return module


def test_every_terrain_and_seat_pair_is_told_apart_in_every_vision(check: ModuleType) -> None:
    results = check.measure()
    visions = {r.vision for r in results}
    assert visions == {"normal", "protanopia", "deuteranopia", "tritanopia", "greyscale"}
    groups = {r.group for r in results}
    assert {
        "dracheninsel disks",
        "dracheninsel hunters",
        "dragomino terrains",
        "dragomino avatars",
        "dragomino robot avatars",
    } <= groups
    # 6 groups x 15 pairs (six terrains or seats) and 2 x 6 pairs (Dragomino's four seat
    # badges, faces and robots) x 5 visions: nothing skipped
    assert len(results) == (6 * 15 + 2 * 6) * 5
    failures = [r.line() for r in results if not r.ok]
    assert not failures, "\n".join(failures)


def test_colour_maths_matches_the_models(check: ModuleType) -> None:
    for vision in ("protanopia", "deuteranopia", "tritanopia", "greyscale"):
        # Machado's rows sum to 1: white and black stay as they are
        assert check.simulate_rgb((255, 255, 255), vision) == (255, 255, 255)
        assert check.simulate_rgb((0, 0, 0), vision) == (0, 0, 0)
    grey = check.simulate_rgb((214, 72, 58), "greyscale")
    assert grey[0] == grey[1] == grey[2]
    # the classic confusion: a red and a green of similar lightness look alike to a deutan
    red = check.simulate_rgb((214, 72, 58), "deuteranopia")
    green = check.simulate_rgb((80, 160, 84), "deuteranopia")
    assert max(abs(a - b) for a, b in zip(red, green, strict=True)) < 60
    assert abs(check.lightness(1.0) - 100.0) < 1e-6 and abs(check.lightness(0.18418) - 50) < 0.1


def _disc(colour: tuple[int, int, int], mark: bool) -> pygame.Surface:
    surf = pygame.Surface((48, 48), pygame.SRCALPHA)
    pygame.draw.circle(surf, colour, (24, 24), 22)
    pygame.draw.circle(surf, (40, 30, 20), (24, 24), 22, 2)
    if mark:  # an icon: a bold cross
        pygame.draw.line(surf, (255, 255, 255), (12, 12), (36, 36), 5)
        pygame.draw.line(surf, (255, 255, 255), (36, 12), (12, 36), 5)
    return surf


def test_the_check_fails_a_pure_recolour_and_passes_an_icon(check: ModuleType) -> None:
    red, green = (214, 72, 58), (80, 160, 84)
    same_picture = check.measure_pairs(
        "test", "seat", {"red": _disc(red, False), "green": _disc(green, False)}, ["deuteranopia"]
    )
    assert len(same_picture) == 1 and not same_picture[0].ok
    assert same_picture[0].picture < check.PICTURE_MIN
    assert same_picture[0].delta_l < check.LIGHTNESS_MIN
    with_icon = check.measure_pairs(
        "test", "seat", {"red": _disc(red, True), "green": _disc(green, False)}, ["deuteranopia"]
    )
    assert with_icon[0].ok and with_icon[0].by_picture
    light_and_dark = check.measure_pairs(
        "test",
        "seat",
        {"light": _disc((240, 220, 120), False), "dark": _disc((60, 50, 120), False)},
        ["greyscale"],
    )
    assert light_and_dark[0].ok and light_and_dark[0].by_lightness


def test_the_pictures_build(check: ModuleType) -> None:
    """Boards and hands render from the shipped art (simulating them is the script's job)."""
    for name, build in check.PICTURES.items():
        picture = build()
        assert picture.get_width() > 300 and picture.get_height() > 200, name


def test_dragomino_seat_badges_differ_by_outline_not_only_colour(check: ModuleType) -> None:
    """Each Dragomino seat colour has its own badge outline, also at the round order's
    small size (radius 10), where greyscale alone cannot tell red from blue."""
    from common.table import draw
    from dragomino.plugin import SEAT_COLOURS
    from dragomino.ui import pieces  # noqa: F401  (registers the marks)

    marks = [draw.mark_of(rgb) for _cid, rgb, _name in SEAT_COLOURS]
    assert len(set(marks)) == len(SEAT_COLOURS)
    small = {}
    for cid, rgb, _name in SEAT_COLOURS:
        surf = pygame.Surface((30, 30), pygame.SRCALPHA)
        draw.avatar(surf, (15, 15), 10, rgb, False)
        small[cid] = surf
    results = check.measure_pairs("small avatars", "seat", small, ["greyscale", "deuteranopia"])
    assert all(r.ok for r in results), [r.line() for r in results if not r.ok]
