"""Family play-test: the "egg ×n" badge over a held domino and the bubble saying why a drop
was refused covered squares of the island, the very squares they talked about. Both now
go beside the held domino or the drop, clear of the island's squares."""

from __future__ import annotations

import pygame

from common.app import App
from dragomino.plugin import demo_table
from dragomino.rules import PlaceDomino, half_b_cell
from dragomino.ui import selftest
from dragomino.ui.table import TableScene
from tests.dragomino.test_ui_undo import click, post


def grown_table(app: App, turns: int) -> TableScene:
    """Anna's island after `turns` of her own dominoes (laid straight by the test)."""
    scene = demo_table([None, "easy"], 4)
    app.scenes.push(scene)
    for _turn in range(turns):
        assert selftest.run_until(scene, scene.input_allowed, 60)
        state = scene.state
        index = next(k for k, d in enumerate(state.display) if d is not None)
        # the spot nearest the start: the island grows into a blob, squares above squares
        spot = min(
            state.legal_placements(state.display[index]),
            key=lambda p: abs(p.cell[0]) + abs(p.cell[1] - 0.4) + 0.1 * p.orientation,
        )
        scene.commit(PlaceDomino(index, spot.cell, spot.orientation))
    assert selftest.run_until(scene, scene.input_allowed, 60)
    selftest.advance(scene, 2.0)  # the camera settles
    return scene


def hold(app: App, scene: TableScene, index: int) -> None:
    card = scene.slot_rect(index)
    click(app, (card.x + 20, card.centery))
    assert scene.drag is not None and scene.drag.sticky


def point_at(app: App, scene: TableScene, cell: tuple[int, int]) -> None:
    x, y = scene.big.cell_center(cell)
    post(app, pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(3, 0), buttons=(0, 0, 0))


def test_the_egg_badge_covers_no_square_of_the_island(app: App) -> None:
    scene = grown_table(app, 3)
    state = scene.state
    checked = 0
    for index, dom in enumerate(state.display):
        if dom is None:
            continue
        for p in state.legal_placements(dom):
            if not state.placement_preview(0, dom, p.cell, p.orientation):
                continue
            hold(app, scene, index)
            while scene.drag is not None and scene.drag.orientation != p.orientation:
                post(app, pygame.KEYDOWN, key=pygame.K_r, mod=0)
            point_at(app, scene, p.cell)
            ghost = scene.ghost()
            assert ghost is not None and ghost.preview, p
            badge = scene.preview_badge_rect(ghost)
            assert badge is not None
            squares = [scene.big.cell_rect(c) for c in scene.shown_islands[0]]
            far = half_b_cell(p.cell, p.orientation)
            held = [scene.big.cell_rect(p.cell), scene.big.cell_rect(far)]
            assert badge.collidelist(squares + held) < 0, (p, badge)
            assert scene.rect("island").contains(badge)
            checked += 1
            post(app, pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
            assert selftest.run_until(scene, scene.input_allowed, 10)
    assert checked >= 3


def test_the_refusal_bubble_covers_no_square_of_the_island(app: App) -> None:
    scene = grown_table(app, 3)
    island = scene.shown_islands[0]
    # drop on a square with squares above it: "That spot is taken"
    middle = max((c for c in island if (c[0], c[1] - 1) in island), key=lambda c: c[1])
    index = next(k for k, d in enumerate(scene.shown_display) if d is not None)
    hold(app, scene, index)
    point_at(app, scene, middle)
    x, y = scene.big.cell_center(middle)
    click(app, (round(x), round(y)))
    assert scene.toast is not None and scene.toast.message == "That spot is taken"
    with_bubble = pygame.Surface((1280, 800))
    scene.draw(with_bubble)
    message = scene.toast
    scene.toasts.clear()
    without = pygame.Surface((1280, 800))
    scene.draw(without)
    scene.toasts.current = message
    # where the two frames differ: the bubble
    changed = pygame.mask.from_threshold(
        with_bubble, (0, 0, 0), (1, 1, 1, 255), without
    )  # pixels equal to the other frame
    changed.invert()
    boxes = changed.get_bounding_rects()
    assert boxes, "the bubble shows"
    bubble = boxes[0].unionall(boxes[1:])
    assert bubble.w > 100 and bubble.h > 40
    squares = [scene.big.cell_rect(c) for c in island]
    covered = [c for c, r in zip(island, squares, strict=True) if r.colliderect(bubble)]
    assert not covered, (bubble, covered)
