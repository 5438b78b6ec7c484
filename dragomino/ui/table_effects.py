"""Effects of the Dragomino table drawn over it, as sprites on the table's layer
(`EFFECTS`) moved by the shared motions: islands trading places, a ring where a domino
lands, an empty egg supply shaking 'no', the mother dragon's star carried from chip to
chip. They read the table's cameras and art through the scene they belong to."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from common.motions import glide_home, wobble
from common.sprites import Sprite
from common.table.draw import star, text_surface
from common.tween import (
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    ease_in_out_cubic,
    ease_in_quad,
    linear,
)
from dragomino.ui.look import BAD_RED, TIMING

if TYPE_CHECKING:
    from dragomino.ui.table import TableScene

Cell = tuple[int, int]


def island_swap(
    scene: TableScene,
    old_pic: pygame.Surface,
    old_to: pygame.Rect,
    new_pic: pygame.Surface,
    new_from: pygame.Rect,
    old_seat: int,
) -> Animation:
    """Between turns: the old island flies to its seat's panel, the new one from its panel,
    each fitted into a box moving between the two (its aspect kept). They are the sprites
    named ("swap", seat); the table draws neither the big island nor the old seat's small
    one while they fly."""
    big = scene.rect("island")
    flights = ((old_pic, big, old_to, old_seat), (new_pic, new_from, big, scene.shown_turn))
    pieces = []
    for pic, start, end, seat in flights:

        def look(frame: object, scale: float, pic: pygame.Surface = pic) -> pygame.Surface:
            size = (max(1, round(pic.get_width() * scale)), max(1, round(pic.get_height() * scale)))
            return pygame.transform.smoothscale(pic, size)

        piece = scene.sprites.add(Sprite(look, layer=EFFECTS, name=("swap", seat)))
        piece.scale_step = 1 / 4096  # steps of a fifth of a pixel: it is big

        def fly(
            t: float,
            piece: Sprite = piece,
            pic: pygame.Surface = pic,
            a: pygame.Rect = start,
            b: pygame.Rect = end,
        ) -> None:
            box = _lerp_rect(a, b, t)
            piece.visible = box.w >= 4 and box.h >= 4
            piece.pos = box.center
            piece.scale = min(box.w / pic.get_width(), box.h / pic.get_height())

        fly(0.0)
        pieces.append(Tween(piece, fly, 0.0, 1.0, TIMING["island_swap"], ease_in_out_cubic))
    return Sequence(
        Call(lambda: scene.sound("slide")),
        Parallel(*pieces),
        Call(lambda: [scene.sprites.remove(s) for s in scene.sprites.ordered() if _swapping(s)]),
    )


def _swapping(sprite: Sprite) -> bool:
    return isinstance(sprite.name, tuple) and sprite.name[0] == "swap"


def _lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t),
        round(a.y + (b.y - a.y) * t),
        round(a.w + (b.w - a.w) * t),
        round(a.h + (b.h - a.h) * t),
    )


EFFECTS = -3  # the table's sprite layer for puffs and the carried star (drawn as effects were)


def place_puff(scene: TableScene, player: int, cells: tuple[Cell, Cell]) -> Animation:
    """A ring of light spreading and fading where a domino just landed (on its island only
    while that island is the big one): a sprite whose frame is how far it spread."""

    def footprint() -> pygame.Rect:
        return scene.big.cell_rect(cells[0]).union(scene.big.cell_rect(cells[1]))

    def ring(p: float, scale: float) -> pygame.Surface:
        if player != scene.shown_turn:
            return pygame.Surface((1, 1), pygame.SRCALPHA)
        grow = int(14 * p)
        pic = pygame.Surface(footprint().inflate(grow * 2 + 8, grow * 2 + 8).size, pygame.SRCALPHA)
        pygame.draw.rect(
            pic, (255, 255, 255, int(200 * (1 - p))), pic.get_rect(), 5, border_radius=14
        )
        return pic

    puff = scene.sprites.add(Sprite(ring, layer=EFFECTS, anchor=lambda: footprint().center))
    return Tween(puff, "frame", 0.0, 1.0, 0.45, linear, lambda: scene.sprites.remove(puff))


def empty_puff(scene: TableScene, join: tuple[Cell, Cell], terrain: str) -> Animation:
    """A connection whose terrain has no eggs left: a faded egg, crossed out, shakes 'no'."""
    seconds = 0.8

    def cross(frame: object, scale: float) -> pygame.Surface:
        pic = pygame.Surface((40, 40), pygame.SRCALPHA)
        pygame.draw.line(pic, BAD_RED, (4, 4), (36, 36), 5)
        return pic

    def at() -> tuple[float, float]:
        return scene.big.join_center(join)

    egg = Sprite(lambda f, s: scene.art.egg(terrain, 48), layer=EFFECTS, anchor=at, alpha=180)
    crossed = Sprite(cross, layer=EFFECTS, anchor=at)
    gone = Call(lambda: [scene.sprites.remove(s) for s in (egg, crossed)])
    for sprite in (egg, crossed):
        scene.sprites.add(sprite)
    return Sequence(
        Call(lambda: scene.sound("refuse")),
        Parallel(
            *(wobble(s, 6, 8, seconds, along="x") for s in (egg, crossed)),
            Tween(egg, "alpha", 180.0, 40.0, seconds, linear),
        ),
        gone,
    )


def star_carried(scene: TableScene, from_seat: int, to_seat: int) -> Animation:
    """The mother dragon's star goes with her: when she flies to someone else, her star
    pops out of the old holder's score chip (that chip drops by one at once, and a red
    "−1" shows beside it), rides under her claws across the table, and drops into the new
    holder's chip. Before, a child's star count just fell when someone else found an empty
    shell, and nothing on the table said why (family play-test). While it flies it is the
    sprite named "star", and nobody's (`TableScene.shown_scores`)."""
    lay, start = scene.lay, scene.score_chip_center(from_seat)
    ride, total = TIMING["mother_flight"] - STAR_LIFT, TIMING["mother_flight"] + STAR_DROP

    def claws() -> tuple[float, float]:
        mother = scene.mother
        return (mother.pos[0], mother.pos[1] + mother.size * 0.5)  # at her feet

    def look(radius: float, scale: float) -> pygame.Surface:
        r = radius * scale
        pic = pygame.Surface((2 * int(r * 1.05) + 4,) * 2, pygame.SRCALPHA)
        mid = pic.get_width() / 2
        pygame.draw.circle(pic, (255, 250, 236), (mid, mid), r * 1.05)
        star(pic, (mid, mid), r)
        return pic

    def riding(on: bool) -> Animation:
        return Call(lambda: setattr(star_, "anchor", claws if on else None))

    star_ = Sprite(look, start, layer=EFFECTS, name="star", frame=float(lay.px(19)))
    words = text_surface("−1", lay.font(28), BAD_RED, outline=(255, 255, 255))
    loss = Sprite(
        lambda f, s: words, words.get_rect(midleft=(start[0] + lay.px(40), start[1])).center
    )
    loss.layer = EFFECTS
    for sprite in (star_, loss):
        scene.sprites.add(sprite)  # out of the chip at once, as the chip drops by one
    return Sequence(
        Parallel(
            Sequence(
                Call(lambda: scene.sound("pick")),
                glide_home(star_, claws, STAR_LIFT),
                riding(True),
                Delay(ride),
                Call(lambda: setattr(star_, "pos", claws())),
                riding(False),
                Call(lambda: scene.sound("magic")),
                Parallel(
                    glide_home(
                        star_,
                        lambda: scene.score_chip_center(to_seat),
                        STAR_DROP,
                        easing=ease_in_quad,
                    ),
                    Tween(star_, "scale", 1.0, 0.6, STAR_DROP, linear),
                ),
            ),
            wobble(star_, lay.px(19) * 0.25, 9 * total / math.pi, total, along="frame"),
            Sequence(
                Delay(LOSS_SHOWN / 2), Tween(loss, "alpha", 255.0, 0.0, LOSS_SHOWN / 2, linear)
            ),
        ),
        Call(lambda: [scene.sprites.remove(s) for s in (star_, loss)]),
    )


STAR_LIFT = 0.45  # seconds: the star rises from the chip to the mother's claws
STAR_DROP = 0.4  # seconds: it falls into the new holder's chip
LOSS_SHOWN = 1.6  # seconds the "−1" shows beside the chip that lost the star
