"""Animated pieces of the table: hatching eggs, the mother dragon, gliding dominoes, confetti.

Each is a `common.tween.Animation` (so the scene's TweenManager scales it by the player's
animation-speed setting) or a sprite whose look depends on a clock (idle breathing).
Positions come from callables so a piece follows the camera while the island re-zooms.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from common.effects import Confetti
from common.motions import arc_flight, flap
from common.sprites import Sprite
from common.tween import (
    Animation,
    Call,
    Delay,
    Glide,
    Parallel,
    Sequence,
    Timeline,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
)
from dragomino.ui.art import Art
from dragomino.ui.look import GOLD, TIMING

Point = tuple[float, float]
Sound = Callable[[str], None]


def _blit_centered(
    surface: pygame.Surface, pic: pygame.Surface, center: Point, angle: float = 0.0
) -> None:
    if angle:
        pic = pygame.transform.rotate(pic, angle)
    surface.blit(pic, pic.get_rect(center=(round(center[0]), round(center[1]))))


def _glow(
    surface: pygame.Surface, center: Point, radius: float, colour: tuple[int, int, int], alpha: int
) -> None:
    r = max(2, int(radius))
    halo = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
    for k in range(6, 0, -1):
        pygame.draw.circle(halo, (*colour, alpha * (7 - k) // 7), (r, r), r * k / 6)
    surface.blit(halo, (center[0] - r, center[1] - r))


class HatchAnim(Timeline):
    """An egg pops onto its join, wobbles, cracks, and the baby (or an empty shell) appears.

    A baby flies up into a spotlight at `stage()` so a child sees *which* dragon it is,
    then shrinks home onto the join.
    """

    def __init__(
        self,
        art: Art,
        token: Any,
        join_pos: Callable[[], Point],
        token_px: Callable[[], int],
        stage: Callable[[], Point],
        sound: Sound,
        on_done: Callable[[], None] | None = None,
        dim_rect: pygame.Rect | None = None,
    ) -> None:
        super().__init__(on_done)
        self.dim_rect = dim_rect
        self.art = art
        self.token = token
        self.join_pos = join_pos
        self.token_px = token_px
        self.stage = stage
        self.sound = sound
        self.is_baby = token.baby is not None
        # sparkles seeded by the egg, so a picture of a hatch is the same on every run
        sparkle_rng = random.Random(repr(token))
        self.sparkles = [
            (sparkle_rng.uniform(0, 2 * math.pi), sparkle_rng.uniform(0.6, 1.0)) for _ in range(10)
        ]
        reveal = (
            [("rise", 0.35), ("show", TIMING["baby_show"]), ("home", TIMING["baby_home"])]
            if self.is_baby
            else [("open", 0.3), ("show", TIMING["shell_show"]), ("home", 0.3)]
        )
        self.phases = [
            ("pop", TIMING["egg_pop"]),
            ("wobble", TIMING["egg_wobble"]),
            ("crack", TIMING["crack"]),
            *reveal,
        ]

    def enter(self, phase: str) -> None:
        if phase == "pop":
            self.sound("drop")
        elif phase == "crack":
            self.sound("crack")
        elif phase in ("rise", "open"):
            self.sound("hatch" if self.is_baby else "shell")

    def _egg_px(self) -> int:
        """The egg is the star of the moment: clearly bigger than the token it becomes."""
        return min(150, max(84, int(self.token_px() * 2.2)))

    def draw(self, surface: pygame.Surface) -> None:
        phase, p = self.current()
        pos = self.join_pos()
        egg_px = self._egg_px()
        terrain = self.token.terrain
        if phase in ("pop", "wobble", "crack"):
            scale = ease_out_back(p) if phase == "pop" else 1.0
            angle = 0.0
            if phase == "wobble":
                angle = math.sin(p * math.pi * 6) * 14 * (0.4 + 0.6 * p)
            elif phase == "crack":
                angle = math.sin(p * math.pi * 14) * 5
            size = max(4, int(egg_px * scale))
            _glow(surface, pos, egg_px * 0.9, GOLD, 120)
            egg = self.art.egg(terrain, size).copy()
            if phase == "crack":
                egg.blit(self.art.crack(1 if p < 0.5 else 2, size), (0, 0))
            _blit_centered(surface, egg, pos, angle)
            return
        if self.is_baby:
            self._draw_baby(surface, phase, p, pos)
        else:
            self._draw_shell(surface, phase, p, pos)

    def _draw_baby(self, surface: pygame.Surface, phase: str, p: float, home: Point) -> None:
        stage = self.stage()
        big = 230
        if phase in ("rise", "show") or (phase == "home" and p < 0.5):
            fade = min(1.0, p * 3) if phase == "rise" else (1 - p * 2 if phase == "home" else 1.0)
            self._dim(surface, int(110 * fade))
        small = self.token_px()
        if phase == "rise":
            t = ease_out_cubic(p)
            pos = (home[0] + (stage[0] - home[0]) * t, home[1] + (stage[1] - home[1]) * t)
            size = small + (big - small) * ease_out_back(p)
        elif phase == "show":
            pos = (stage[0], stage[1] + math.sin(p * math.pi * 4) * 6)
            size = big * (1 + 0.04 * math.sin(p * math.pi * 6))
        else:
            t = ease_in_out_cubic(p)
            pos = (stage[0] + (home[0] - stage[0]) * t, stage[1] + (home[1] - stage[1]) * t)
            size = big + (small - big) * t
        if phase != "home" or p < 0.6:
            _glow(surface, pos, size * 0.75, GOLD, 150)
            for angle, dist in self.sparkles:
                a = angle + p * 2
                r = size * 0.62 * dist
                sx, sy = pos[0] + math.cos(a) * r, pos[1] + math.sin(a) * r
                pygame.draw.circle(surface, (255, 255, 230), (sx, sy), max(2, size / 40))
        # one crisp big picture, scaled per frame (rendering the SVG at every size is slow)
        big_pic = self.art.baby(self.token.terrain, int(self.token.baby), big)
        side = max(4, int(size))
        pic = big_pic if side == big else pygame.transform.smoothscale(big_pic, (side, side))
        _blit_centered(surface, pic, pos)

    def _dim(self, surface: pygame.Surface, alpha: int) -> None:
        """Darken the table a little so the new baby is the only thing to look at."""
        if alpha <= 0 or self.dim_rect is None:
            return
        area = pygame.Rect(self.dim_rect)
        veil = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 30, 50, alpha), veil.get_rect(), border_radius=26)
        surface.blit(veil, area)

    def _draw_shell(self, surface: pygame.Surface, phase: str, p: float, pos: Point) -> None:
        """Empty! A puff of dust, the shell halves rock a little, then shrink onto the join."""
        egg_px = self._egg_px()
        big = int(egg_px * 1.25)
        if phase == "open":
            for k in range(10):
                a = k * math.pi / 5 + 0.3
                r = egg_px * (0.35 + 0.6 * p)
                pygame.draw.circle(
                    surface,
                    (236, 230, 220),
                    (pos[0] + math.cos(a) * r, pos[1] + math.sin(a) * r * 0.7),
                    egg_px * 0.14 * (1 - p) + 2,
                )
            size = int(egg_px + (big - egg_px) * ease_out_back(p))
            angle = 0.0
        elif phase == "show":
            size = big
            angle = math.sin(p * math.pi * 4) * 8 * (1 - p)
            _glow(surface, pos, big * 0.7, (200, 200, 220), 90)
        else:
            size = int(big + (self.token_px() * 0.9 - big) * p)
            angle = 0.0
        _shell_backing(surface, pos, size)
        _blit_centered(surface, self.art.shell(self.token.terrain, max(4, int(size))), pos, angle)


SHELL_BACKING = (44, 66, 96)  # a deep blue disc behind a revealed shell
SHELL_RING = (255, 250, 236)  # its cream edge, as the token's disc on the island


def _shell_backing(surface: pygame.Surface, pos: Point, size: float) -> None:
    """A dark disc with a cream edge behind a shell being revealed: the shell sits on the
    join between two squares of its own land, so a snow shell was white on white snow
    (family play-test); on the disc every shell stands out, whatever its land."""
    radius = max(4.0, size * 0.56)
    pygame.draw.circle(surface, SHELL_RING, pos, radius + 3)
    pygame.draw.circle(surface, SHELL_BACKING, pos, radius)


#: The table's sprite layers (`common.sprites.SpriteLayer`), bottom to top.
DEALT = -1  # new display cards dropping in at a round's start (drawn with the display)
LEAVING = 0  # leftover dominoes sliding off at the end of a round
FLYING = 1  # a domino moving on its own: a computer's move, a refused one going home
MOTHER = 2  # the mother dragon, over every domino

WINGS_UP, WINGS_DOWN = "wings_up", "wings_down"
FLAP_PERIOD = 0.12  # seconds per wing beat
FLAP_SOUND_EVERY = 0.45


class MotherDragon(Sprite):
    """The mother dragon: a sprite that breathes and blinks at rest and flies with flapping
    wings (`mother_flight`). Her frames are (wings, how many pixels her body is taller
    than her picture while breathing in, eyes shut): made once each and cached."""

    def __init__(self, art: Art, pos: Point, size: int = 72) -> None:
        self.art = art
        self.base_size = size
        super().__init__(self._look, pos, layer=MOTHER, frame=(WINGS_DOWN, 0, False))
        self.clock = 0.0
        self.flying = False
        self.next_blink = 2.0
        self.blink_until = -1.0
        self.blinks = random.Random(size)  # her own dice: self-test pictures repeat
        self._pose()

    @property  # type: ignore[override]
    def key(self) -> object:
        """Pictures made while the camera zooms (`art.quick`) are kept apart from crisp ones."""
        return self.art.quick

    @key.setter
    def key(self, value: object) -> None:
        pass  # her pictures depend on the art alone

    @property
    def size(self) -> int:
        """Her picture's side in pixels now (she swells in flight)."""
        return max(4, int(self.base_size * self.scale + 0.01))

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.clock >= self.next_blink:
            self.blink_until = self.clock + 0.16
            self.next_blink = self.clock + self.blinks.uniform(2.2, 4.8)
        self._pose()

    def _pose(self) -> None:
        """Breath and blink at rest (her clock); in flight the wings are the flight's and
        she bobs on every beat."""
        if self.flying:
            self.offset = (0.0, math.sin(self.clock * 9) * self.size * 0.05)
            return
        self.offset = (0.0, 0.0)
        size = self.size
        breathe = 1 + 0.035 * math.sin(self.clock * 2.4)
        self.frame = (WINGS_DOWN, int(size * breathe) - size, self.clock < self.blink_until)

    def blink_due(self, speed: float) -> float:
        """Real seconds until her next blink begins (her clock runs at `speed`)."""
        return max(0.0, self.next_blink - self.clock) / max(speed, 1e-6)

    def _look(self, frame: tuple[str, int, bool], scale: float) -> pygame.Surface:
        wings, taller, eyes_shut = frame
        size = max(4, int(self.base_size * scale + 0.01))
        pic = pygame.Surface((size, size), pygame.SRCALPHA)
        pic.blit(self.art.mother_layer(wings, size), (0, 0))
        body = self.art.mother_layer("body", size)
        if taller:
            h = size + taller
            pic.blit(pygame.transform.smoothscale(body, (size, h)), (0, size - h))
        else:
            pic.blit(body, (0, 0))
        if eyes_shut:
            pic.blit(self.art.mother_layer("eyes_closed", size), (0, 0))
        return pic

    def _shadow(self) -> pygame.Rect | None:
        """Her shadow on the table at rest (none in flight)."""
        if self.flying or not self.visible:
            return None
        size = self.size
        shadow = pygame.Rect(0, 0, size * 0.6, size * 0.12)
        shadow.center = (round(self.pos[0]), round(self.pos[1] + size * 0.46))
        return shadow

    def rect(self) -> pygame.Rect:
        rect = super().rect()
        shadow = self._shadow()
        return rect if shadow is None else rect.union(shadow)

    def state(self) -> tuple[Hashable, ...]:
        return (*super().state(), self.flying)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        """Her shadow, then her; returns the area drawn on (an idle frame redraws only that)."""
        shadow = self._shadow()
        shade = None if shadow is None else pygame.draw.ellipse(surface, (24, 56, 76), shadow)
        drawn = super().draw(surface)
        return drawn if shade is None else drawn.union(shade)

    def settle(self) -> None:
        """Stop any flight where she is (a replay jump): at rest, her own size."""
        self.flying = False
        self.scale = 1.0
        self._pose()


class MotherFlight(Sequence):
    """The mother dragon's flight (`mother_flight`): the table finds it in the event queue
    and leaves her be until it ends; `elapsed` of `duration` says how far she is."""

    def __init__(self, *steps: Animation, duration: float) -> None:
        super().__init__(*steps)
        self.duration = duration
        self.elapsed = 0.0

    def step(self, dt: float) -> float:
        if not self.done:
            self.elapsed += dt
        return super().step(dt)


def mother_flight(
    mother: MotherDragon,
    target: Callable[[], Point],
    sound: Sound,
    on_done: Callable[[], None] | None = None,
) -> Animation:
    """Fly the mother dragon along an arc to a new holder: a whoosh, flapping wings (a flap
    sound every beat of three), bigger at mid-flight, then a little roar."""
    duration = TIMING["mother_flight"]

    def take_off() -> None:
        mother.flying = True
        sound("whoosh")

    def land() -> None:
        mother.flying = False
        mother.settle()
        sound("roar_small")
        if on_done is not None:
            on_done()

    def bowed(start: Point, end: Point) -> Point:
        # a curve bowed toward the middle of the table, so the flight crosses the island
        mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
        return mx + (640 - mx) * 0.8, my + (430 - my) * 0.8

    flaps: list[Animation] = []
    beat = 0.0
    while beat < duration:
        flaps += [Delay(FLAP_SOUND_EVERY if flaps else 0.0), Call(lambda: sound("flap"))]
        beat += FLAP_SOUND_EVERY
    return MotherFlight(
        Call(take_off),
        Parallel(
            arc_flight(mother, target, duration, bow=bowed, swell=0.7, face=True),
            flap(mother, ((WINGS_UP, 0, False), (WINGS_DOWN, 0, False)), FLAP_PERIOD, duration),
            Sequence(*flaps),
        ),
        Call(land),
        duration=duration,
    )


__all__ = [
    "Confetti",
    "Glide",
    "HatchAnim",
    "MotherDragon",
    "MotherFlight",
    "Timeline",
    "mother_flight",
]
