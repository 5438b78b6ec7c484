"""Issue 26, item 3: the Dragomino table's moving pieces live on the shared sprite layer
(common/sprites.py). A computer's domino, a refused domino going home, the leftovers of a
round and the mother dragon are sprites that the layer alone draws, in layer order; their
motions are tweens of sprite properties (common/motions.py); the layer tells which areas
changed. On 11319cc the table kept `Floating` records drawn by a loop of its own and the
mother dragon drew herself: there was no `scene.sprites`."""

from __future__ import annotations

import pygame

from common.app import App
from common.tween import walk
from dragomino.plugin import demo_table
from dragomino.rules import EggSupplyEmpty, domino
from dragomino.ui import selftest
from dragomino.ui.anim import Hatch
from dragomino.ui.pictures import DEALT, FLYING, HATCHING, LEAVING, MOTHER
from dragomino.ui.table import Drag
from dragomino.ui.table_effects import EFFECTS


def test_a_computers_domino_is_one_sprite_and_the_only_picture_of_it(app: App) -> None:
    scene = demo_table(["easy", "easy"], 5)
    app.scenes.push(scene)
    assert selftest.run_until(scene, lambda: scene.floating is not None, 120, 0.05)
    piece = scene.floating
    assert piece is not None and piece in scene.sprites and piece.layer == FLYING
    assert [s.layer for s in scene.sprites.ordered()] == [FLYING, MOTHER], (
        "the mother dragon is drawn over the flying domino"
    )
    spec = piece.spec
    on_display = [d for d in scene.shown_display if d is not None and domino(d) == spec]
    assert on_display == [], "the display no longer shows the domino that flies"
    frame = pygame.Surface((1280, 800))
    scene.draw(frame)
    assert scene.sprites.changes() == [], "drawn: nothing changed since"
    before = piece.rect()
    selftest.advance(scene, 0.3, 0.05)
    changed = scene.sprites.changes()
    assert before in changed and piece.rect() in changed, "where it was and where it is now"
    assert selftest.run_until(scene, lambda: scene.floating is None, 10, 0.05)
    landed = [s for s in scene.sprites if s.layer != EFFECTS]  # (and a ring of light)
    assert landed == [scene.mother], "landed: the island draws it now"


def test_a_refused_domino_glides_home_as_a_sprite_and_shrinks_to_the_display(app: App) -> None:
    scene = selftest.table_scene(11)
    app.scenes.push(scene)
    dom = scene.shown_display[0]
    assert dom is not None
    far = (scene.big.rect.left + 30, scene.big.rect.top + 30)
    drag = Drag(0, domino(dom), 0, far, 1, scene.big.cell_at(far))
    scene.drag = drag
    scene._glide_back(drag, "not_touching")
    piece = scene.floating
    assert piece is not None and piece in scene.sprites
    assert piece.cell == scene.big.cell_px and piece.orientation == 1, "as it was held"
    home = scene.slot_domino_center(0)
    assert selftest.run_until(scene, lambda: scene.floating is None, 5, 0.02)
    assert piece.pos == home and piece.cell == scene.lay.display_cell and piece.orientation == 0
    assert piece not in scene.sprites and scene.shown_display[0] == dom


def test_leftovers_slide_off_as_sprites_and_leave_the_layer(app: App) -> None:
    scene = demo_table(["easy", "easy", "easy"], 5)
    app.scenes.push(scene)
    assert selftest.run_until(scene, lambda: bool(scene.leaving), 600, 0.05)
    leaving = scene.leaving
    assert all(piece.layer == LEAVING for piece in leaving)
    starts = [piece.pos for piece in leaving]
    assert selftest.run_until(scene, lambda: not scene.leaving, 5, 0.05)
    assert all(p not in scene.sprites for p in leaving)
    for piece, start in zip(leaving, starts, strict=True):
        assert piece.pos == (start[0] - 320, start[1]) and piece.alpha <= 0, "gone, faded"


def test_the_mother_dragon_is_a_sprite_to_point_at(app: App) -> None:
    scene = selftest.table_scene(11)
    app.scenes.push(scene)
    mother = scene.mother
    assert mother in scene.sprites and mother.layer == MOTHER
    assert scene.sprites.at(mother.pos) is mother
    assert scene.sprites.at((5, 795)) is None
    frame = pygame.Surface((1280, 800))
    scene.draw(frame)
    mother.update(0.5)  # she breathes: her area, and nothing else, changed
    changed = scene.sprites.changes()
    assert changed and all(r.colliderect(mother.rect()) for r in changed)


def test_new_cards_drop_in_as_sprites_and_are_never_drawn_twice(app: App) -> None:
    """At a round's start each new card is a sprite until it lands, then the display's:
    never both at once (on 11319cc the display drew them at a `slot_offset`)."""
    scene = demo_table(["easy", "easy", "easy"], 5)
    app.scenes.push(scene)
    assert selftest.run_until(scene, lambda: bool(scene.leaving), 600, 0.05)
    dealt_seen: set[int] = set()
    while not dealt_seen or any(s.layer == DEALT for s in scene.sprites):
        scene.update(0.02)
        for index in range(4):
            card = scene.sprites.named(index)
            if card is not None and card.layer == DEALT:
                dealt_seen.add(index)
                assert scene.shown_display[index] is None, "the display waits for it"
        assert scene.clock < 1000
    assert dealt_seen == {0, 1, 2, 3}
    assert scene.shown_display == list(scene.state.display), "all four landed"
    assert scene.sprites.named(0) is None


def test_an_egg_hatches_as_sprites_and_leaves_the_layer(app: App) -> None:
    """The egg, the baby (or shell) and the veil under a baby are sprites on the layer
    (`HATCHING`), moved by the shared motions (pop, wobble, glide home); on 10bc060 a
    `HatchAnim` of the table's own drew them from a timeline."""
    scene = selftest.table_scene(11)
    app.scenes.push(scene)
    move = selftest.connecting_move(scene)
    assert move is not None
    scene.commit(move)

    def hatching() -> Hatch | None:
        return next((a for a in walk(scene.blocking) if isinstance(a, Hatch)), None)

    assert selftest.run_until(scene, lambda: hatching() is not None, 5, 0.05)
    phases: list[str] = []
    moved = frames = 0
    frame = pygame.Surface((1280, 800))
    for _ in range(200):
        hatch = hatching()
        if hatch is None:
            break
        if hatch.phase and (not phases or phases[-1] != hatch.phase):
            phases.append(hatch.phase)
        assert [s for s in scene.sprites if s.layer == HATCHING], "what hatches is on the layer"
        scene.draw(frame)
        assert scene.sprites.changes() == []
        if hatch.phase == "show":  # drawn in every frame, the veil stays see-through
            corner = scene.rect("island").move(30, 30).topleft
            assert frame.get_at(corner)[:3] != (10, 30, 50), "the island shows through"
        selftest.advance(scene, 0.05, 0.05)
        frames += 1
        moved += bool(scene.sprites.changes())
    assert moved > frames * 0.8, "it moves: the layer says where"
    assert phases[:3] == ["pop", "wobble", "crack"]
    assert phases[3:] in (["rise", "show", "home"], ["open", "show", "home"])
    assert not [s for s in scene.sprites if s.layer == HATCHING], "gone when it is done"
    assert scene.shown_eggs[0], "the token lies on its join"


def test_the_mothers_star_and_the_puffs_are_sprites(app: App) -> None:
    """The star the mother dragon carries, the ring where a domino lands and an empty
    egg supply's crossed-out egg are sprites on the layer (`EFFECTS`) that leave it when
    done; on 10bc060 they were Timelines of the table's own (`StarCarried`, ...)."""
    scene = demo_table(["easy", "easy"], 1)
    app.scenes.push(scene)
    assert selftest.run_until(scene, lambda: scene.sprites.named("star") is not None, 600, 0.05)
    star = scene.sprites.named("star")
    assert star is not None and star.layer == EFFECTS
    babies = sum(1 for eggs in scene.shown_eggs for t in eggs.values() if t.baby is not None)
    assert sum(scene.shown_scores()) == babies, "the star in flight is nobody's"
    assert selftest.run_until(scene, lambda: scene.sprites.named("star") is None, 5, 0.05)
    assert not [s for s in scene.sprites if s.layer == EFFECTS]

    scene = selftest.table_scene(11)
    app.scenes.push(scene)
    scene.events.play([EggSupplyEmpty(0, ((0, 0), (1, 0)), "FOREST")])
    shaking = [s for s in scene.sprites if s.layer == EFFECTS]
    assert len(shaking) == 2, "the egg and its cross"
    assert selftest.run_until(scene, lambda: scene.events.idle, 5, 0.05)
    assert not [s for s in scene.sprites if s.layer == EFFECTS]
    move = selftest.connecting_move(scene)
    assert move is not None
    scene.commit(move)
    assert [s for s in scene.sprites if s.layer == EFFECTS], "a ring where it landed"


def test_islands_trade_places_as_sprites(app: App) -> None:
    """Between two people's turns the old island flies to its panel and the new one from
    its panel as two sprites; the table draws neither the big island nor the old seat's
    small one meanwhile, and keeps no list of effects of its own any more."""
    scene = demo_table(["easy", "easy"], 5)
    app.scenes.push(scene)

    def swapping() -> list[object]:
        return [s.name for s in scene.sprites if isinstance(s.name, tuple) and s.name[0] == "swap"]

    assert selftest.run_until(scene, lambda: bool(swapping()), 120, 0.05)
    assert sorted(swapping()) == [("swap", 0), ("swap", 1)]
    assert not hasattr(scene, "effects")
    assert selftest.run_until(scene, lambda: not swapping(), 2, 0.05)
