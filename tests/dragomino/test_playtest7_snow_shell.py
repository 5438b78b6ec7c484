"""Family play-test: a snow shell being revealed was white on white. A shell comes out on
the join between two squares of its own land, and snow is white. While revealed a shell
now sits on a dark disc with a cream edge; the shell's outline against what surrounds it
has a contrast ratio of at least 3:1 (WCAG's figure for graphics)."""

from __future__ import annotations

import pygame

from common.app import App
from common.tween import walk
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino
from dragomino.ui import selftest
from dragomino.ui.anim import Hatch
from tests.dragomino.test_ui_undo import place_by_mouse

# seed 5, Anna starts: this domino's snow half meets the start domino's snow square, and
# the egg drawn is an empty shell
SEED = 5
SNOW_MOVE = PlaceDomino(0, (1, -1), 0)


def luminance(rgb: tuple[int, int, int]) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_a_snow_shell_stands_out_while_it_is_revealed(app: App) -> None:
    scene = demo_table([None, "easy"], SEED)
    app.scenes.push(scene)
    assert selftest.run_until(scene, scene.input_allowed, 30)
    place_by_mouse(app, scene, SNOW_MOVE)

    def shell_shows() -> Hatch | None:
        for anim in walk(scene.blocking):
            if isinstance(anim, Hatch) and anim.phase == "show":
                return anim
        return None

    assert selftest.run_until(scene, lambda: shell_shows() is not None, 20, 1 / 120)
    hatch = shell_shows()
    assert hatch is not None and hatch.token.terrain == "SNOW" and hatch.token.baby is None
    frame = pygame.Surface((1280, 800))
    scene.draw(frame)
    # the shell as drawn at the start of 'show' (not yet rocking)
    shell = scene.art.shell("SNOW", int(hatch.egg_px * 1.25))
    box = shell.get_rect(center=(round(hatch.join()[0]), round(hatch.join()[1])))
    body = pygame.mask.from_surface(shell, 200)
    grown = pygame.mask.Mask((box.w + 12, box.h + 12))
    for dx in range(-4, 5):
        for dy in range(-4, 5):
            grown.draw(body, (6 + dx, 6 + dy))
    inside: list[float] = []
    around: list[float] = []
    for x in range(box.w + 12):
        for y in range(box.h + 12):
            px, py = box.x - 6 + x, box.y - 6 + y
            if not (0 <= px < 1280 and 0 <= py < 800):
                continue
            sx, sy = x - 6, y - 6
            in_body = 0 <= sx < box.w and 0 <= sy < box.h and body.get_at((sx, sy))
            if in_body:
                inside.append(luminance(frame.get_at((px, py))[:3]))
            elif grown.get_at((x, y)):
                around.append(luminance(frame.get_at((px, py))[:3]))
    assert inside and around
    shell_l = sum(inside) / len(inside)
    edge_l = sum(around) / len(around)
    light, dark = max(shell_l, edge_l), min(shell_l, edge_l)
    assert (light + 0.05) / (dark + 0.05) >= 3.0, (shell_l, edge_l)
