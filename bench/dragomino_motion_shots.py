"""Pictures of Dragomino's pieces in motion, which the self-test (settled, all animations
finished) never shows: a computer's domino lifting and gliding onto its island, a refused
domino gliding home, the leftovers sliding off at a round's end, the mother dragon in
flight (her star riding with her), an egg hatching a baby and one holding an empty shell
(pop, wobble, crack, reveal, home), the puff where a domino lands, an empty egg supply
shaking 'no' and two islands trading places. Run it on two commits and compare the
folders with bench/picture_diff.py:

    python bench/dragomino_motion_shots.py OUT_DIR

Everything is seeded and stepped with a fixed dt, so the same code gives the same pictures.
The moments are found from the events the table animates (not from its animation classes),
so the same script pictures the same moments before and after a change of those.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from common import selftest as shell_selftest

DT = 0.05


def main(out: Path) -> int:
    shell_selftest.prepare_environment(out)
    import pygame

    from common.app import App
    from common.settings import Settings
    from dragomino.plugin import demo_table
    from dragomino.rules import DominoPlaced, EggRevealed, EggSupplyEmpty, TurnStarted, domino
    from dragomino.ui import selftest
    from dragomino.ui.table import Drag, TableScene

    app = App(Settings.load(), expect_headless=True)
    surface = pygame.Surface((1280, 800))

    def shoot(scene: TableScene, name: str, frames: int, every: float) -> None:
        for k in range(frames):
            scene.draw(surface)
            pygame.image.save(surface, str(out / f"{name}-{k}.png"))
            selftest.advance(scene, every, DT)

    def table(levels: list[str | None], seed: int) -> TableScene:
        scene = demo_table(levels, seed)
        app.scenes.replace(scene)
        return scene

    def until(scene: TableScene, done: Callable[[], bool], limit: float) -> None:
        assert selftest.run_until(scene, done, limit, DT), "never happened"

    seen: list[tuple[Any, int]] = []

    def watch(scene: TableScene) -> TableScene:
        """Note every event the table starts animating, with whose island was shown."""
        animate = scene.events.animate

        def noted(event: Any) -> Any:
            seen.append((event, scene.shown_turn))
            return animate(event)

        scene.events.animate = noted  # type: ignore[assignment]
        return scene

    def started(
        kind: type, where: Callable[[Any, int], bool] = lambda e, shown: True
    ) -> Callable[[], bool]:
        """An event of `kind` (that `where(event, shown seat)` accepts) began animating."""
        count = len(seen)
        return lambda: any(isinstance(e, kind) and where(e, s) for e, s in seen[count:])

    # a computer's domino: lift, glide, grow and turn onto the island
    scene = table(["easy", "easy"], 5)
    scene.on_enter()
    until(scene, lambda: scene.floating is not None, 120)
    shoot(scene, "ai-glide", 8, 0.1)

    # the mother dragon flies to a new holder
    from common.tween import walk
    from dragomino.ui.anim import MotherFlight

    def flying() -> bool:
        return any(isinstance(a, MotherFlight) and not a.done for a in walk(scene.blocking))

    until(scene, flying, 600)
    shoot(scene, "mother", 12, 0.13)

    # a domino lands (its puff); an egg holds an empty shell, another hatches a baby dragon
    scene = watch(table(["easy", "easy"], 5))
    scene.on_enter()
    until(scene, started(DominoPlaced), 300)
    shoot(scene, "place-puff", 5, 0.1)
    until(scene, started(EggRevealed, lambda e, _: e.token.baby is None), 600)
    shoot(scene, "hatch-shell", 16, 0.2)
    until(scene, started(EggRevealed, lambda e, _: e.token.baby is not None), 300)
    shoot(scene, "hatch-baby", 20, 0.2)
    until(scene, started(TurnStarted, lambda e, shown: e.player != shown), 300)
    shoot(scene, "island-swap", 6, 0.1)

    # an egg supply empty: the egg shakes 'no' (played as the event, as it is rare)
    scene = selftest.table_scene(11)
    app.scenes.replace(scene)
    seat = scene.shown_turn
    join = next(iter(scene.shown_eggs[seat]), ((0, 0), (1, 0)))
    scene.events.play([EggSupplyEmpty(seat, join, "FOREST")])
    shoot(scene, "empty-supply", 5, 0.15)

    # leftovers slide off at a round's end
    scene = table(["easy", "easy", "easy"], 5)
    scene.on_enter()
    until(scene, lambda: bool(scene.leaving), 600)
    shoot(scene, "leftovers", 5, 0.1)

    # a refused domino glides home to its slot
    scene = selftest.table_scene(11)
    app.scenes.replace(scene)
    dom = scene.shown_display[0]
    assert dom is not None
    far = (scene.big.rect.left + 30, scene.big.rect.top + 30)
    drag = Drag(0, domino(dom), 0, far, 1, scene.big.cell_at(far))
    scene.drag = drag
    scene._glide_back(drag, "not_touching")
    shoot(scene, "glide-back", 6, 0.08)
    app.shutdown()
    print(f"motion shots written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
