"""Family play-test: a child's star count dropped when someone else found an empty shell,
and nothing on the table said why. Now the mother dragon's star goes with her: it pops out
of the old holder's score chip (which drops by one at that moment, a red "−1" beside it),
rides under her claws across the table, and drops into the new holder's chip."""

from __future__ import annotations

import pygame

from common.app import App
from common.tween import walk
from dragomino.plugin import demo_table
from dragomino.ui import selftest
from dragomino.ui.anim import MotherFlight
from dragomino.ui.look import GOLD
from dragomino.ui.table import TableScene

# seed 1, two computers: in round 6 Jörg (seat 1) finds an empty shell and the mother
# dragon flies to him from Anna (seat 0)
SEED = 1


def flight(scene: TableScene) -> MotherFlight | None:
    return next(
        (a for a in walk(scene.blocking) if isinstance(a, MotherFlight) and not a.done), None
    )


def gold_under(frame: pygame.Surface, center: tuple[float, float], size: int) -> int:
    box = pygame.Rect(0, 0, size, size)
    box.center = (round(center[0]), round(center[1]))
    box = box.clip(frame.get_rect())
    count = 0
    for x in range(box.left, box.right):
        for y in range(box.top, box.bottom):
            if frame.get_at((x, y))[:3] == GOLD:
                count += 1
    return count


def test_the_mother_dragons_star_flies_with_her_to_the_new_holder(app: App) -> None:
    scene = demo_table(["easy", "easy"], SEED)
    app.scenes.push(scene)
    # past the mother dragon's entrance (she flies in to the first player)
    assert selftest.run_until(scene, lambda: len(scene.session.moves) > 0, 60)
    scores: list[int] = []

    def about_to_fly() -> bool:
        if flight(scene) is None:
            scores[:] = scene.shown_scores()
            return False
        return True

    assert selftest.run_until(scene, about_to_fly, 300, 1 / 60)
    old, new = scene.shown_mother, 1 - scene.shown_mother
    before = list(scores)
    moving = flight(scene)
    assert moving is not None
    # mid-flight: the star has left the old holder's chip and hangs under the mother
    selftest.run_until(scene, lambda: moving.elapsed >= moving.duration * 0.55, 5, 1 / 60)
    mid = scene.shown_scores()
    assert mid[old] == before[old] - 1, "the old holder's count drops as the star leaves"
    assert mid[new] == before[new], "it is not the new holder's before it arrives"
    frame = pygame.Surface((1280, 800))
    scene.draw(frame)
    mother = scene.mother
    claws = (mother.pos[0], mother.pos[1] + mother.size * 0.5)
    assert gold_under(frame, claws, 40) > 150, "a gold star under the flying mother dragon"
    # the loss shows beside the old chip
    assert selftest.run_until(scene, lambda: flight(scene) is None, 5, 1 / 60)
    assert selftest.run_until(scene, lambda: scene.shown_scores()[new] > before[new], 5, 1 / 60)
    after = scene.shown_scores()
    assert after[new] == before[new] + 1 and after[old] == before[old] - 1
