"""Seeded Dragomino tables frozen at telling moments, for `--self-test` and UI tests.

Time is advanced by calling `update()` with fixed steps (never real time); computer players
think inline (`sync_ai`), so every picture is the same on every machine.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from common.settings import LARGER_TEXT_SCALE
from common.tween import walk
from dragomino.rules import PlaceDomino
from dragomino.ui.anim import Hatch
from dragomino.ui.pictures import DEALT
from dragomino.ui.table import Drag, TableScene

if TYPE_CHECKING:
    from common.app import App
    from common.scene import Scene

STEP = 0.05


def advance(scene: TableScene, seconds: float, step: float = STEP) -> None:
    """Run the scene's clock forward without waiting."""
    t = 0.0
    while t < seconds:
        scene.update(step)
        t += step


def run_until(
    scene: TableScene, done: Callable[[], bool], limit: float = 600.0, step: float = 0.1
) -> bool:
    """Advance until `done()` or `limit` seconds of game time; True if it happened."""
    t = 0.0
    while t < limit:
        if done():
            return True
        scene.update(step)
        t += step
    return done()


def human_can_play(scene: TableScene) -> bool:
    return scene.input_allowed()


def connecting_move(scene: TableScene) -> PlaceDomino | None:
    """A legal move for the current player that makes at least one egg connection."""
    state = scene.state
    seat = state.current_player
    if seat is None:
        return None
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for placement in state.legal_placements(dom):
            if state.placement_preview(seat, dom, placement.cell, placement.orientation):
                return PlaceDomino(index, placement.cell, placement.orientation)
    return None


def table_scene(seed: int = 11, text_scale: float | None = None) -> TableScene:
    """A person's turn; `text_scale` pictures the table at "larger text and pieces"."""
    from dragomino.ui.session import demo_table

    scene = demo_table([None, "normal", "easy"], seed)
    scene.text_scale_override = text_scale
    scene.on_enter()
    run_until(scene, lambda: human_can_play(scene) and scene.banner_time > 2.0, 60)
    return scene


def drag_scene(seed: int = 11, text_scale: float | None = None) -> TableScene:
    """Mid-drag: the ghost on a spot that hatches eggs, legal spots outlined."""
    scene = table_scene(seed, text_scale)
    move = connecting_move(scene)
    if move is not None:
        dom = scene.shown_display[move.display_index]
        assert dom is not None
        from dragomino.rules import domino

        pos = scene.big.cell_center(move.cell)
        scene.drag = Drag(move.display_index, domino(dom), 0, pos, move.orientation, move.cell)
    advance(scene, 0.3)
    scene.frozen = True
    return scene


def hatch_scene(seed: int = 11) -> TableScene:
    """A baby dragon (or shell) just out of its egg, in the spotlight."""
    scene = table_scene(seed)
    move = connecting_move(scene)
    if move is not None:
        scene.commit(move)

        def showing() -> bool:
            return any(isinstance(a, Hatch) and a.phase == "show" for a in walk(scene.blocking))

        run_until(scene, showing, 20, STEP)
    scene.frozen = True
    return scene


def spring_scene(seed: int = 1) -> TableScene:
    """Spring variant: the chooser's two eggs (the overlay opens when the scene is shown)."""
    from dragomino.ui.session import demo_table

    scene = demo_table([None, "easy", "easy"], seed, spring=True)
    scene.on_enter()
    run_until(scene, scene.input_allowed, 30)
    state = scene.state
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for placement in state.legal_placements(dom):
            preview = state.placement_preview(0, dom, placement.cell, placement.orientation)
            if any(c.spring for c in preview):
                scene.commit(PlaceDomino(index, placement.cell, placement.orientation))
                run_until(scene, lambda: not scene.pending and scene.blocking is None, 20, STEP)
                scene.frozen = True
                return scene
    return scene


def deal_scene(seed: int = 5) -> TableScene:
    """A round change: leftovers gone, four new dominoes dropping into the display."""
    from dragomino.ui.session import demo_table

    scene = demo_table(["easy", "easy", "easy"], seed)
    scene.on_enter()

    def drop(index: int, landed: float) -> float:
        """How far above its slot a new card still is (`landed` once it has)."""
        card = scene.sprites.named(index)
        if card is None:
            return landed
        return card.pos[1] - scene._card_center(index, card)[1]

    def dealing() -> bool:
        return (
            scene.blocking is not None
            and any(s.layer == DEALT for s in scene.sprites)
            and drop(1, 0.0) > -20
            and -700 < drop(3, 0.0) < -250
        )

    run_until(scene, dealing, 200, 0.02)
    scene.frozen = True
    return scene


def end_scene(seed: int = 5, players: int = 3) -> TableScene:
    """A whole seeded computer-only game, played to the end screen."""
    from dragomino.ui.session import demo_table

    levels: list[str | None] = [*("easy", "normal", "hard", "easy")[:players]]
    scene = demo_table(levels, seed)
    scene.on_enter()
    run_until(scene, lambda: scene.state.is_over and not scene.pending, 2000, 0.1)
    advance(scene, 1.0, 0.1)
    return scene


def islands_scene(seed: int = 5) -> TableScene:
    """The same finished game, its end screen opened on 'See islands' (4 players)."""
    scene = end_scene(seed, players=4)
    scene.end_shows_islands = True
    return scene


def scenes(app: App) -> list[tuple[str, Scene]]:
    """(name, scene) pairs; names become `dragomino-<name>.png`."""
    return [
        ("table", table_scene()),
        ("drag", drag_scene()),
        ("larger", drag_scene(text_scale=LARGER_TEXT_SCALE)),  # "larger text and pieces"
        ("hatch", hatch_scene()),
        ("spring", spring_scene()),
        ("deal", deal_scene()),
        ("end", end_scene()),
        ("islands", islands_scene()),
        ("guide", guide_scene()),
        ("help", help_scene()),
    ]


def guide_scene() -> TableScene:
    """The guided first game at its first real step: the dragon points at a domino."""
    from dragomino.ui.guide import GuideTable

    scene = GuideTable(sync_ai=True)
    scene.on_enter()
    run_until(scene, scene.tap_ready, 30, STEP)
    scene.go_on()
    run_until(scene, lambda: scene.step.key == "take", 60, STEP)
    advance(scene, 0.4)
    scene.frozen = True
    return scene


def help_scene() -> Scene:
    """The help overlay over a table (F1 or the '?' button)."""
    from common.scenes.help_overlay import HelpOverlay, spots_of

    table = table_scene()
    table.frozen = True
    return HelpOverlay(spots_of(table), backdrop=table)
