"""The shared sprite layer and motions (common/sprites.py, common/motions.py): layer order,
hit-tests, the rectangles that changed, pictures cached per scale, and each motion's end
state. Pure and headless (plain Surfaces, no display)."""

from __future__ import annotations

import pygame
import pytest

from common import motions
from common.sprites import Sprite, SpriteLayer
from common.table import DragController, HeldSprite, pick_sprite
from common.tween import Sequence, TweenManager


def square(colour: tuple[int, int, int], side: int = 20, calls: list[float] | None = None):
    """A look: a filled square of `side` × scale pixels; records each picture made."""

    def look(frame: int, scale: float) -> pygame.Surface:
        if calls is not None:
            calls.append(scale)
        n = max(1, round(side * scale))
        pic = pygame.Surface((n, n), pygame.SRCALPHA)
        pic.fill((*colour, 255))
        return pic

    return look


RED, BLUE = (200, 0, 0), (0, 0, 200)


def test_draws_in_layer_order_then_in_adding_order() -> None:
    layer = SpriteLayer()
    top = layer.add(Sprite(square(RED), (50, 50), layer=2))
    under = layer.add(Sprite(square(BLUE), (50, 50), layer=1))
    canvas = pygame.Surface((100, 100))
    layer.draw(canvas)
    assert canvas.get_at((50, 50))[:3] == RED, "layer 2 lies over layer 1, whatever was added first"
    under.layer = 3
    layer.draw(canvas)
    assert canvas.get_at((50, 50))[:3] == BLUE
    assert layer.ordered() == [top, under]
    same = layer.add(Sprite(square(RED), (50, 50), layer=3))
    assert layer.ordered()[-1] is same, "in one layer the one added last is on top"


def test_hit_test_finds_the_topmost_visible_piece() -> None:
    layer = SpriteLayer()
    low = layer.add(Sprite(square(RED), (50, 50), layer=0, name="low"))
    high = layer.add(Sprite(square(BLUE), (55, 55), layer=1, name="high"))
    assert layer.at((56, 56)) is high
    assert layer.at((42, 42)) is low, "only the low one covers that corner"
    assert layer.at((90, 90)) is None
    high.visible = False
    assert layer.at((56, 56)) is low, "a hidden piece cannot be picked"
    high.visible = True
    high.alpha = 0
    assert layer.at((56, 56)) is low, "nor a faded-out one"
    assert layer.at((56, 56), where=lambda s: s.name != "low") is None
    assert layer.named("high") is high


def test_hit_test_ignores_transparent_pixels() -> None:
    def ring(frame: int, scale: float) -> pygame.Surface:
        pic = pygame.Surface((40, 40), pygame.SRCALPHA)
        pygame.draw.circle(pic, (0, 200, 0, 255), (20, 20), 20, 4)
        return pic

    layer = SpriteLayer()
    under = layer.add(Sprite(square(RED), (50, 50), layer=0))
    layer.add(Sprite(ring, (50, 50), layer=1))
    assert layer.at((50, 50)) is under, "the ring's hole shows the piece under it"


def test_changes_are_the_old_and_new_bounds_of_what_moved() -> None:
    layer = SpriteLayer()
    still = layer.add(Sprite(square(RED), (20, 20)))
    moving = layer.add(Sprite(square(BLUE), (60, 60)))
    canvas = pygame.Surface((200, 200))
    assert len(layer.changes()) == 2, "before the first draw every piece is new"
    layer.draw(canvas)
    assert layer.changes() == [], "nothing changed since it was drawn"
    moving.pos = (100, 60)
    old, new = pygame.Rect(50, 50, 20, 20), pygame.Rect(90, 50, 20, 20)
    assert layer.changes() == [old, new]
    layer.draw(canvas)
    assert layer.changes() == []
    moving.alpha = 128
    assert layer.changes() == [new, new], "a new look repaints its area"
    layer.draw(canvas)
    layer.remove(still)
    assert layer.changes() == [pygame.Rect(10, 10, 20, 20)], "a piece taken off leaves a hole"
    layer.draw(canvas)
    assert layer.changes() == []
    still.pos = (0, 0)
    assert layer.changes() == [], "a piece off the table changes nothing"


def test_changes_cover_every_pixel_that_differs() -> None:
    """Repainting only the changed rectangles over the last frame gives the whole frame."""
    background = pygame.Surface((160, 120))
    background.fill((30, 60, 90))
    layer = SpriteLayer()
    a = layer.add(Sprite(square(RED, 24), (40, 40), layer=1))
    b = layer.add(Sprite(square(BLUE, 16), (90, 70), layer=0))
    frame = background.copy()
    layer.draw(frame)
    for step in range(6):
        a.pos = (40 + 9 * step, 40 + 3 * step)
        b.scale = 1 + 0.2 * step
        b.alpha = 255 - 30 * step
        rects = layer.repaint(frame, lambda surf, rect: surf.blit(background, rect, rect))
        assert (rects or step == 0) and layer.changes() == []
        whole = background.copy()
        layer.draw(whole)
        assert pygame.image.tobytes(frame, "RGB") == pygame.image.tobytes(whole, "RGB"), step


def test_pictures_are_made_once_per_scale() -> None:
    calls: list[float] = []
    sprite = Sprite(square(RED, calls=calls), (50, 50))
    canvas = pygame.Surface((100, 100))
    for _ in range(5):
        sprite.draw(canvas)
    sprite.scale = 1.5
    for _ in range(5):
        sprite.draw(canvas)
    sprite.scale = 1.0
    sprite.draw(canvas)
    assert calls == [1.0, 1.5], "never scaled or rendered again for a size it has"
    sprite.key = "other art"
    sprite.draw(canvas)
    assert calls == [1.0, 1.5, 1.0], "a new key makes the picture anew"


def test_alpha_and_facing_paint_as_asked_and_leave_the_cache_clean() -> None:
    def half(frame: int, scale: float) -> pygame.Surface:
        pic = pygame.Surface((20, 10), pygame.SRCALPHA)
        pic.fill((*RED, 255), pygame.Rect(0, 0, 10, 10))
        pic.fill((*BLUE, 255), pygame.Rect(10, 0, 10, 10))
        return pic

    sprite = Sprite(half, (50, 50))
    canvas = pygame.Surface((100, 100))
    sprite.draw(canvas)
    assert canvas.get_at((45, 50))[:3] == RED
    sprite.facing = -1
    sprite.draw(canvas)
    assert canvas.get_at((45, 50))[:3] == BLUE, "mirrored"
    canvas.fill((0, 0, 0))
    sprite.alpha = 128
    sprite.draw(canvas)
    assert 90 <= canvas.get_at((45, 50))[2] <= 110, "half see-through"
    sprite.alpha = 255
    canvas.fill((0, 0, 0))
    sprite.draw(canvas)
    assert canvas.get_at((45, 50))[:3] == BLUE, "fading once leaves the picture opaque"


def test_a_crescent_moon_stays_cut_out_after_it_faded_in() -> None:
    """Sweet Slumber's moon (a crescent cut out of a disc) showed a black square once it
    had faded in: restoring the picture's alpha with None dropped its blending."""

    def ring(frame: int, scale: float) -> pygame.Surface:
        pic = pygame.Surface((20, 20), pygame.SRCALPHA)
        pygame.draw.circle(pic, RED, (10, 10), 10, 3)
        return pic

    sprite = Sprite(ring, (50, 50))
    canvas = pygame.Surface((100, 100))
    for alpha in (128.0, 255.0):
        sprite.alpha = alpha
        canvas.fill((255, 255, 255))
        sprite.draw(canvas)
        assert canvas.get_at((50, 50))[:3] == (255, 255, 255), "the middle shows through"


def run(anim, seconds: float = 10.0, dt: float = 1 / 60) -> None:
    manager = TweenManager()
    manager.add(anim)
    t = 0.0
    while manager.update(dt) and t < seconds:
        t += dt


def test_hop_goes_up_and_lands_where_it_was() -> None:
    sprite = Sprite(square(RED), (40, 40))
    anim = motions.hop(sprite, height=20, duration=0.4)
    anim.step(0.2)
    assert sprite.offset == (0.0, -20.0) and sprite.pos == (40, 40)
    run(anim)
    assert sprite.offset == (0.0, 0.0) and sprite.pos == (40, 40)


def test_arc_flight_curves_and_ends_exactly_at_a_moving_target() -> None:
    sprite = Sprite(square(RED), (0.0, 100.0))
    goal = [(200.0, 100.0)]
    anim = motions.arc_flight(sprite, lambda: goal[0], 1.0, lift=80, swell=0.5, face=True)
    anim.step(0.5)
    assert sprite.pos[1] < 100 - 30, "it bows upwards"
    assert sprite.scale > 1.3 and sprite.facing == 1
    goal[0] = (220.0, 90.0)
    run(anim)
    assert sprite.pos == (220.0, 90.0) and sprite.scale == 1.0


def test_arc_flight_starts_where_the_sprite_is_when_it_begins() -> None:
    sprite = Sprite(square(RED), (0.0, 0.0))
    flight = motions.arc_flight(sprite, (100.0, 0.0), 0.5, bow=(50.0, 50.0))
    chain = Sequence(motions.glide_home(sprite, (300.0, 0.0), 0.2), flight)
    chain.step(0.2)
    assert sprite.pos == (300.0, 0.0)
    chain.step(0.25)
    assert sprite.pos[0] < 300 and sprite.pos[1] > 0, "from 300 towards 100, bowed down"
    run(chain)
    assert sprite.pos == (100.0, 0.0)


def test_glide_home_scales_fades_and_hands_on_leftover_time() -> None:
    sprite = Sprite(square(RED), (10.0, 10.0), scale=2.0)
    landed: list[bool] = []
    anim = motions.glide_home(
        sprite, (110.0, 60.0), 0.5, scale=1.0, fade=0.0, on_done=lambda: landed.append(True)
    )
    assert anim.step(0.7) == pytest.approx(0.2), "exact leftover for the next step"
    assert sprite.pos == (110.0, 60.0) and sprite.scale == 1.0 and sprite.alpha == 0.0
    assert landed == [True]


def test_flap_shows_its_frames_in_turn_and_rests() -> None:
    sprite = Sprite(square(RED), frame=0)
    anim = motions.flap(sprite, frames=(1, 2), period=0.1, duration=1.0)
    seen = set()
    for _ in range(9):
        anim.step(0.1)
        seen.add(sprite.frame)
    assert seen == {1, 2}
    run(anim)
    assert sprite.frame == 0 and anim.done


def test_endless_motions_stop_at_rest_when_finished() -> None:
    sprite = Sprite(square(RED), scale=1.5)
    manager = TweenManager()
    manager.add(motions.breathe(sprite, amount=0.1))
    manager.add(motions.flap(sprite, frames=(3, 4)))
    for _ in range(17):
        manager.update(0.05)
    assert sprite.scale != 1.5 and sprite.frame in (3, 4)
    manager.finish_all()  # must not spin forever
    assert sprite.scale == 1.5 and sprite.frame == 0


def test_sparkle_pops_turns_and_fades_out() -> None:
    sprite = Sprite(square(RED), rotation=10.0)
    anim = motions.sparkle(sprite, 0.5, size=1.2, spin=90)
    anim.step(0.2)
    assert sprite.scale == pytest.approx(1.2) and sprite.alpha == 255
    run(anim)
    assert sprite.alpha == 0.0 and sprite.rotation == 100.0 and anim.done


def test_glide_home_follows_a_moving_size_and_turns_on_the_way() -> None:
    sprite = Sprite(square(RED), (0.0, 0.0), frame=0)
    size = [2.0]
    anim = motions.glide_home(sprite, (100.0, 0.0), 1.0, scale=lambda: size[0], frame_at=(0.5, 3))
    anim.step(0.2)
    assert sprite.frame == 0, "not yet half way"
    anim.step(0.4)
    assert sprite.frame == 3
    size[0] = 3.0
    run(anim)
    assert sprite.scale == 3.0 and sprite.frame == 3 and sprite.pos == (100.0, 0.0)


def post_free(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(1, 0, 0))


def test_the_kits_drag_controller_picks_drags_and_glides_home_a_sprite() -> None:
    """The kit's DragController works on sprites: the topmost piece under the pointer is
    picked, follows the pointer where it was grabbed, and a refused drop glides it home."""
    layer = SpriteLayer()
    under = layer.add(Sprite(square(BLUE, 30), (100, 100), layer=0, name="under"))
    top = layer.add(Sprite(square(RED, 30), (110, 100), layer=1, name="top"))
    dropped: list[tuple[HeldSprite, tuple[int, int]]] = []
    drag: DragController[HeldSprite] = DragController(
        pick_sprite(layer), lambda held: None, lambda held, pos: dropped.append((held, pos))
    )
    assert drag.handle_event(post_free(pygame.MOUSEBUTTONDOWN, (105, 100)))
    assert drag.held is not None and drag.held.sprite is top, "the one on top is picked"
    drag.handle_event(post_free(pygame.MOUSEMOTION, (205, 150)))
    assert top.pos == (210, 150), "it keeps the point where it was grabbed"
    drag.handle_event(post_free(pygame.MOUSEBUTTONUP, (205, 150)))
    held, where = dropped[-1]
    assert where == (205, 150) and held.home == (110, 100)
    drag.release()
    manager = TweenManager()
    manager.add(motions.glide_home(held.sprite, held.home, 0.3))
    while manager.update(1 / 60):
        pass
    assert top.pos == (110, 100), "refused: home again"
    assert drag.handle_event(post_free(pygame.MOUSEBUTTONDOWN, (86, 100)))
    assert drag.held is not None and drag.held.sprite is under, "only the lower one is there"
    drag.release()
    picky: DragController[HeldSprite] = DragController(
        pick_sprite(layer, where=lambda s: s.name != "top"), lambda h: None, lambda h, p: None
    )
    picky.handle_event(post_free(pygame.MOUSEBUTTONDOWN, (105, 100)))
    assert picky.held is not None and picky.held.sprite is under, "what the game may pick"


def test_a_sprite_on_an_anchor_with_a_glow_under_it() -> None:
    """`anchor`: the piece is where a callable says now (a join while the camera zooms);
    `under`: what it paints beneath its picture (a glow, a shadow) widens its bounds and
    the layer's changed rectangles, but not what a hit-test or the picture's place is."""
    where = [(50.0, 50.0)]

    def glow(surface: pygame.Surface | None, at: tuple[float, float], sprite: Sprite) -> float:
        if surface is not None:
            pygame.draw.circle(surface, BLUE, at, 25)
        return 25.0

    layer = SpriteLayer()
    piece = layer.add(Sprite(square(RED), anchor=lambda: where[0], under=glow))
    canvas = pygame.Surface((200, 200))
    layer.draw(canvas)
    assert canvas.get_at((50, 50))[:3] == RED and canvas.get_at((50, 28))[:3] == BLUE
    assert piece.picture_rect() == pygame.Rect(40, 40, 20, 20)
    assert piece.rect().contains(pygame.Rect(25, 25, 50, 50)), "the glow is in its bounds"
    assert piece.hit((50, 50)) and not piece.hit((50, 28)), "only the picture is picked"
    where[0] = (120.0, 120.0)
    assert piece.pos == (120.0, 120.0)
    changed = layer.changes()
    assert any(r.collidepoint(50, 28) for r in changed), "where its glow was"
    assert any(r.collidepoint(120, 98) for r in changed), "where its glow is now"


def test_wobble_pop_and_every_end_where_they_began() -> None:
    piece = Sprite(square(RED), (10, 10))
    calls: list[int] = []
    for motion in (
        motions.wobble(piece, 14, 6, 0.9, fade=(0.4, 1.0)),
        motions.wobble(piece, 6, 4, 0.5, along="y"),
        motions.pop(piece, 0.3),
    ):
        motion.step(0.2)
        assert (piece.rotation, piece.offset, piece.scale) != (0.0, (0.0, 0.0), 1.0)
        motion.finish()
    assert piece.rotation == 0.0 and piece.offset == (0.0, 0.0) and piece.scale == 1.0
    beat = motions.every(0.45, lambda: calls.append(1), 1.6)
    while not beat.done:
        beat.step(0.05)
    assert len(calls) == 4, "at 0, 0.45, 0.9 and 1.35 s"


def test_a_see_through_picture_stays_see_through_after_a_fade() -> None:
    """A veil (a picture with per-pixel alpha) faded in and then shown in full is still
    see-through: the fade put the picture's alpha back with set_alpha(None), which turns a
    per-pixel picture's blending off, so from then on it was pasted opaque (under Xvfb the
    island went dark navy behind a hatching baby)."""

    def veil(frame: int, scale: float) -> pygame.Surface:
        pic = pygame.Surface((20, 20), pygame.SRCALPHA)
        pic.fill((10, 30, 50, 110))
        return pic

    layer = SpriteLayer()
    piece = layer.add(Sprite(veil, (10, 10), alpha=120))
    canvas = pygame.Surface((20, 20))
    canvas.fill((200, 200, 200))
    layer.draw(canvas)
    piece.alpha = 255
    canvas.fill((200, 200, 200))
    layer.draw(canvas)
    assert canvas.get_at((10, 10))[:3] != (10, 30, 50), "the table shows through"
    assert canvas.get_at((10, 10))[0] > 100
