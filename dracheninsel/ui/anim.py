"""Die Dracheninsel's motions: which shared motion each event starts, with what numbers.

Every piece a player sees move is a `common.sprites.Sprite` on the table's one
`SpriteLayer` (`table.sprites`) while it moves and the board's when it rests: the board
leaves out the pieces the layer holds (`pictures.away`), so nothing is drawn twice and
nothing is parked off the canvas. How the pieces and the light of an event look (the
Counter Magic shield, the night of Sweet Slumber) is `pictures.py`.

The shapes of the motions are the shared ones (`common.motions`); this module says only
which, with what numbers (`TIMING`, 1x durations the table's speed setting scales), and
takes its sprites off the layer when a motion ends.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from functools import partial

import pygame

from common.motions import (
    arc_flight,
    aside,
    at,
    cue,
    enter,
    flap,
    glide_home,
    hop_to,
    leave,
    shown,
    trade_places,
    twinkles,
)
from common.sprites import Sprite, SpriteLayer, picture_sprite
from common.tween import (
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    ease_in_quad,
    ease_out_back,
    ease_out_quad,
    linear,
)
from dracheninsel.ui import pictures as P
from dracheninsel.ui.pictures import GLINTS, NIGHT, Card, Disk, Dragon

Point = tuple[float, float]
Where = Point | Callable[[], Point]
Sound = Callable[[str], None]

TIMING: dict[str, float] = {
    "hop": 0.30,  # one space
    "hop_pause": 0.03,  # a breath between hops
    "disk_lift": 0.22,
    "disk_cross": 0.55,
    "disk_drop": 0.22,
    "dragon_takeoff": 0.30,
    "dragon_fly_min": 0.55,
    "dragon_fly_per_px": 0.0011,
    "dragon_land": 0.35,
    "flap": 0.11,  # one wing frame
    "card_flight": 0.60,
    "shield_pop": 0.28,
    "shield_hold": 0.70,
    "shield_fade": 0.35,
    "slumber_dusk": 0.45,
    "slumber_rewind": 0.90,
    "slumber_dawn": 0.45,
}

TOUCH_DOWN = 0.6  # share of the landing spent flapping down; then the dragon stands


# ----------------------------------------------------------------------------- motions
def cone_hops(
    piece: Sprite, path: list[Point], sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """A hunter (or a pair as one) hopping space to space along `path` (figure centres, the
    first where it is now): a pick at each take-off, a drop at each landing."""
    layer.add(piece)
    height = piece.rect().height or 40
    steps: list[Animation] = []
    for a, b in itertools.pairwise(path):
        lift = max(height * 0.55, math.dist(a, b) * 0.35)
        hop = hop_to(piece, b, lift, TIMING["hop"])
        drop = cue(sound, "drop", TIMING["hop"] * 0.92)
        steps += [Parallel(hop, cue(sound, "pick"), drop), Delay(TIMING["hop_pause"])]
    return Sequence(*steps, leave(layer, piece))


def disk_swap(a: Disk, b: Disk, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """Two disks lift, trade places along opposite arcs and settle (magic: glowing, with
    twinkles, for Thundering Elements)."""
    layer.add(a)
    layer.add(b)
    lift, cross, drop = TIMING["disk_lift"], TIMING["disk_cross"], TIMING["disk_drop"]
    bow = min(math.dist(a.pos, b.pos) * 0.35, a.size * 1.6)
    parts = [trade_places(a, b, a.size * 0.42, (lift, cross, drop), bow=bow)]
    parts += [cue(sound, "magic" if a.magic else "pick"), cue(sound, "slide", lift)]
    parts.append(cue(sound, "snap", lift + cross))
    for disk in (a, b) if a.magic else ():
        where = lambda d=disk: d.rect().center  # noqa: E731
        stars = twinkles(layer, where, 4, a.size * 0.08, seed=disk.cell, on_top=GLINTS)
        parts.append(Sequence(Delay(lift), stars))
    return Sequence(Parallel(*parts), leave(layer, a, b))


def dragon_flight(dragon: Dragon, end: Point, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """The dragon takes off from its stone, flies an arc with flapping wings (bigger at mid-
    flight, facing where it flies) and lands on its new one; its shadow glides below."""
    layer.add(dragon)
    (ax, ay), (bx, by) = dragon.pos, end
    take, land, up = TIMING["dragon_takeoff"], TIMING["dragon_land"], dragon.size * 0.9
    distance = math.dist(dragon.pos, end)
    fly = max(TIMING["dragon_fly_min"], distance * TIMING["dragon_fly_per_px"] + 0.3)
    under = layer.add(P.shadow(dragon.size * 0.45, (ax, ay + dragon.size * 0.36)))
    dragon.facing = 1 if bx >= ax else -1
    beats = take + fly + land * TOUCH_DOWN
    top = ((ax + bx) / 2, (ay + by) / 2 - up - distance * 0.25)

    def stand() -> None:
        dragon.frame, dragon.facing = "stand", 1

    body = Sequence(
        glide_home(dragon, (ax, ay - up), take, scale=1.15, easing=ease_out_quad),
        arc_flight(dragon, (bx, by - up), fly, bow=top, swell=0.25 / 1.15, face=True),
        glide_home(dragon, end, land * TOUCH_DOWN, scale=1.0, easing=ease_in_quad),
        Call(stand),
        Delay(land * (1 - TOUCH_DOWN)),
    )
    ground = Sequence(Delay(take), glide_home(under, (bx, by + dragon.size * 0.36), fly))
    sounds = [cue(sound, "flap", take * 0.5 + k * 0.42) for k in range(int(fly / 0.42) + 1)]
    sounds += [cue(sound, "whoosh"), cue(sound, "roar_small", take + fly + land * 0.4)]
    wings = flap(dragon, ("up", "down"), TIMING["flap"], beats, rest="stand")
    return Sequence(Parallel(body, wings, ground, *sounds), leave(layer, dragon, under))


def card_flight(card: Card, end: Where, sound: Sound | None, layer: SpriteLayer) -> Animation:
    """A card arcs to `end`, tilting on the way (a card sound, then a whoosh)."""
    duration, (ax, _ay), (bx, _by) = TIMING["card_flight"], card.pos, at(end)
    tilt = 18.0 * (-1 if bx >= ax else 1)  # a sprite's rotation turns anticlockwise
    bow = aside(min(160.0, math.dist(card.pos, at(end)) * 0.25))
    tilting = Sequence(
        Tween(card, "rotation", 0.0, tilt, duration / 2, ease_out_quad),
        Tween(card, "rotation", tilt, 0.0, duration / 2, ease_in_quad),
    )
    flight = arc_flight(card, end, duration, bow=bow)
    cues = [cue(sound, "card"), cue(sound, "whoosh", duration * 0.15)]
    return Sequence(enter(layer, card), Parallel(flight, tilting, *cues), leave(layer, card))


# ----------------------------------------------------------------------------- light
def counter_shield(
    center: Point, card_width: int, sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """Counter Magic: the blocked card greys out, a shield pops over it, pulses among
    twinkles and fades."""
    pop, hold, fade = TIMING["shield_pop"], TIMING["shield_hold"], TIMING["shield_fade"]
    grey = P.greyed_card(card_width)
    card = layer.add(picture_sprite(lambda _s: grey, center, GLINTS))
    size = card_width * 0.9
    shield = layer.add(picture_sprite(lambda s: P.shield_picture(size * s), center, GLINTS))
    shield.scale = 0.05
    pulse = [
        Tween(shield, "scale", 1.0, 1.04, hold / 4),
        Tween(shield, "scale", 1.04, 1.0, hold / 4),
    ]
    return Sequence(
        Parallel(
            Sequence(Tween(shield, "scale", 0.05, 1.0, pop, ease_out_back), *pulse, *pulse),
            twinkles(layer, center, 6, size * 0.07, spread=10, gap=0.1, seed=5, on_top=GLINTS),
            cue(sound, "magic"),
            cue(sound, "refuse", pop),
        ),
        Parallel(
            *(Tween(s, "alpha", 255.0, 0.0, fade) for s in (card, shield)),
            Tween(shield, "scale", 1.0, 1.15, fade),
        ),
        leave(layer, card, shield),
    )


def slumber(
    area: pygame.Rect, slides: list[tuple[Sprite, Point]], sound: Sound | None, layer: SpriteLayer
) -> Animation:
    """Sweet Slumber: night falls over `area`, a swirl turns backwards round the moon and
    little z's rise, while each slide (a piece's sprite and where it goes back to) glides
    back in a glow under a rewind mark; then day returns."""
    dusk, rewind, dawn = TIMING["slumber_dusk"], TIMING["slumber_rewind"], TIMING["slumber_dawn"]
    (x, y), radius = area.center, min(area.w, area.h) * 0.3
    r = max(6, int(radius * 0.24))
    night = picture_sprite(lambda _s: P.night(area.size), (x, y), NIGHT)
    swirl = Sprite(lambda turn, s: P.swirl(radius * s, float(turn)), (x, y), layer=NIGHT)
    moon = picture_sprite(lambda _s: P.moon(r), (x, y), NIGHT)
    mark = picture_sprite(lambda _s: P.rewind_mark(radius * 0.22), (x, y + radius * 0.75), NIGHT)
    lights, steps = [night, swirl, moon, mark], [cue(sound, "snore"), cue(sound, "whoosh", dusk)]
    steps += [cue(sound, "snap", dusk + rewind)]
    fades = (night, "alpha", 0, 120), (swirl, "alpha", 0, 200), (moon, "alpha", 0, 255)
    for sprite, prop, rest, full in (*fades, (swirl, "scale", 0.4, 1)):
        setattr(sprite, prop, float(rest))
        fall, rise = Tween(sprite, prop, rest, full, dusk), Tween(sprite, prop, full, rest, dawn)
        steps.append(Sequence(fall, Delay(rewind), rise))
    turn = math.degrees(3 * dusk + 9 * rewind + 3 * dawn)  # radians a second: 3, 9 rewinding
    turning = lambda t: setattr(swirl, "frame", round(float(t)))  # noqa: E731
    steps.append(Tween(None, turning, 0.0, turn, dusk + rewind + dawn, "linear"))
    mark.visible = False
    steps.append(Sequence(Delay(dusk), shown(mark, True), Delay(rewind), shown(mark, False)))
    for sprite, home in slides:
        halo = picture_sprite(partial(P.glowing, sprite.rect().width), sprite.pos, NIGHT)
        halo.visible = False
        lights.append(halo)
        back = Parallel(glide_home(sprite, home, rewind), glide_home(halo, home, rewind))
        steps.append(Sequence(Delay(dusk), shown(halo, True), back, shown(halo, False)))
    for k in range(3):  # a z every 0.42 s, rising and fading (few sizes: each made once)
        z = picture_sprite(P.z_picture(r), (x + r * 0.9, y - r * 0.6), NIGHT)
        z.visible, z.scale = False, 0.5
        lights.append(z)
        up = glide_home(z, (x + r * 1.9, y - r * 2.2), 0.95, scale=1.0, fade=0.0, easing=linear)
        steps.append(Sequence(Delay(k * 0.42), shown(z, True), up))
    for sprite in lights:
        layer.add(sprite)
    return Sequence(Parallel(*steps), leave(layer, *lights, *(s for s, _ in slides)))
