"""Seeded Die Dracheninsel scenes for `--self-test` and the UI tests.

Time is advanced with fixed steps and computer players think inline (`sync_ai`), so every
picture is the same on every machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from common.games import GameSetup, SeatConfig

if TYPE_CHECKING:
    from common.app import App
    from common.scene import Scene
    from dracheninsel.ui.preview import BoardPreviewScene

NAMES = ("Anna", "Jörg", "Özlem", "Ben", "Mia", "Luca")
LEVELS = ("hard", "normal", "easy")
STEP = 0.05


def family_setup(seats: int = 6, seed: int = 7) -> GameSetup:
    """A table of `seats` with umlaut names, humans and computers mixed."""
    from dracheninsel.plugin import PLUGIN

    colours = [cid for cid, _rgb, _name in PLUGIN.seat_colours]
    table = [
        SeatConfig(
            NAMES[i],
            colours[i],
            "human" if i % 3 == 0 else "computer",
            LEVELS[i % len(LEVELS)],
        )
        for i in range(seats)
    ]
    return GameSetup("dracheninsel", table, PLUGIN.default_options(), 0, seed)


def preview(seats: int = 6, seed: int = 7, sync_ai: bool = True) -> BoardPreviewScene:
    from dracheninsel.plugin import PLUGIN
    from dracheninsel.ui.preview import BoardPreviewScene

    return BoardPreviewScene(PLUGIN, family_setup(seats, seed), sync_ai=sync_ai)


def run_until(
    scene: BoardPreviewScene, done: Callable[[], bool], limit: float = 600.0, step: float = STEP
) -> bool:
    """Advance the scene's clock (not real time) until `done()`; True if it happened."""
    t = 0.0
    while t < limit:
        if done():
            return True
        scene.update(step)
        t += step
    return done()


def watching(seed: int = 7) -> BoardPreviewScene:
    """A computer game caught mid-move, right after the first pair was formed."""
    scene = preview(6, seed)
    scene.toggle_watch()
    run_until(scene, lambda: bool(scene.state.groups) and scene.moves_applied > 0, 900)
    run_until(scene, lambda: bool(scene.motion.hunters), 30)
    scene.update(0.15)
    scene.frozen = True
    return scene


def scenes(app: App) -> list[tuple[str, Scene]]:
    from common.scenes.handoff import HandoffScene
    from dracheninsel.plugin import PLUGIN

    return [
        ("board", preview(6, 7)),
        ("board-3", preview(3, 5)),
        ("watch", watching()),
        ("handoff", HandoffScene("Özlem", PLUGIN.colour_rgb("G"))),
    ]
