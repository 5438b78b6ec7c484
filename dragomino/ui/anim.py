"""The Dragomino table's pieces in motion: eggs hatching and the mother dragon, as sprites.

Each is a `common.sprites.Sprite` whose look is the game's art, on the table's one
`SpriteLayer`, moved by the shared motions (`common.motions`: pop, wobble, follow, glide
home, arc flight, flap), which the scene's TweenManager scales by the player's animation
speed. Positions come from callables so a piece follows the camera while the island
re-zooms. The table's moving dominoes and the deal are in `table/animate.py`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from common.motions import arc_flight, flap, glide_home, pop, wobble
from common.sprites import Sprite, SpriteLayer
from common.table import draw as kit
from common.tween import (
    Animation,
    Call,
    Delay,
    Parallel,
    Sequence,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    linear,
)
from dragomino.ui.art import Art
from dragomino.ui.look import GOLD, TIMING

Point = tuple[float, float]
Sound = Callable[[str], None]


class Spotlit(Sprite):
    """A piece being revealed: its body (the look, turned by `rotation`) over what is
    painted round its centre first (`under(surface, centre, self)`: a glow, sparkles,
    dust, a disc; it returns how far that reaches, and with no surface only says so). Its
    `size` in pixels, the `turn` of its sparkles, whether it is `lit`, how far its dust
    has spread (`puff`, 0..1, <0: none) and how far it has `crack`ed (its frame, as `flap`
    sets it) make its frame. On an `anchor` (a join) it is where the camera shows that."""

    _pos: Point

    def __init__(
        self,
        look: Callable[[Spotlit], pygame.Surface],
        under: Callable[[pygame.Surface | None, Point, Spotlit], float],
        size: float,
        anchor: Callable[[], Point] | None = None,
    ) -> None:
        self.size, self.turn, self.lit, self.puff, self.crack = size, 0.0, True, -1.0, 0
        self.under, self.anchor = under, anchor
        super().__init__(lambda frame, scale: look(self), layer=HATCHING)

    @property  # type: ignore[override]
    def pos(self) -> Point:
        return self._pos if self.anchor is None else self.anchor()

    @pos.setter
    def pos(self, value: Point) -> None:
        self._pos = value

    @property  # type: ignore[override]
    def frame(self) -> Hashable:
        return (self.crack, self.size, self.turn, self.lit, self.puff)

    @frame.setter
    def frame(self, value: Hashable) -> None:
        self.crack = int(value)  # type: ignore[call-overload]

    def _centre(self) -> Point:
        return (self.pos[0] + self.offset[0], self.pos[1] + self.offset[1])

    def rect(self) -> pygame.Rect:
        if not self.visible:
            return super().rect()
        reach = int(self.under(None, self._centre(), self)) + 4
        around = pygame.Rect(0, 0, 2 * reach, 2 * reach)
        around.center = (round(self._centre()[0]), round(self._centre()[1]))
        return super().rect().union(around)

    def draw(self, surface: pygame.Surface) -> pygame.Rect:
        if self.visible:
            self.under(surface, self._centre(), self)
        super().draw(surface)
        return self.rect()


class Hatch(Sequence):
    """An egg pops onto its join, wobbles, cracks, and the baby (or an empty shell) appears:
    sprites on the table's layer (`HATCHING`), moved by the shared motions. A baby flies up
    into a spotlight at `stage` so a child sees *which* dragon it is, then shrinks home onto
    the join; the table dims under it meanwhile. `phase` names the moment now. Sizes follow
    the island's camera (`token_px`), which may still be zooming."""

    def __init__(
        self,
        art: Art,
        layer: SpriteLayer,
        token: Any,
        join: Callable[[], Point],
        token_px: Callable[[], int],
        stage: Point,
        veil: pygame.Rect,
        sound: Sound,
        on_done: Callable[[], None],
    ) -> None:
        self.art, self.layer, self.token, self.join, self.sound = art, layer, token, join, sound
        self.token_px, self.phase = token_px, ""
        dice = random.Random(repr(token))  # a picture of a hatch is the same on every run
        self.sparkles = [(dice.uniform(0, 2 * math.pi), dice.uniform(0.6, 1.0)) for _ in range(10)]
        egg = Spotlit(self._egg, _glowing(lambda s: self.egg_px * 0.9, GOLD, 120), 0, join)
        egg.scale = 0.0
        layer.add(egg)
        crack = TIMING["crack"]
        super().__init__(
            self._at("pop", "drop"),
            pop(egg, TIMING["egg_pop"]),
            self._at("wobble"),
            wobble(egg, 14, 6, TIMING["egg_wobble"], fade=(0.4, 1.0)),
            self._at("crack", "crack"),
            Parallel(wobble(egg, 5, 14, crack), flap(egg, (1, 2), crack / 2, crack, 2)),
            Call(lambda: layer.remove(egg)),
            *(self._baby(stage, veil) if token.baby is not None else self._shell()),
            Call(self._gone),
            on_done=on_done,
        )

    @property
    def egg_px(self) -> int:
        """The egg is the star of the moment: clearly bigger than the token it becomes."""
        return min(150, max(84, int(self.token_px() * 2.2)))

    def _at(self, phase: str, sound: str | None = None) -> Animation:
        def enter() -> None:
            self.phase = phase
            if sound is not None:
                self.sound(sound)

        return Call(enter)

    def _gone(self) -> None:
        for sprite in [s for s in self.layer if s.layer == HATCHING]:
            self.layer.remove(sprite)

    def _appear(self, piece: Spotlit, *under: Sprite) -> Animation:
        def appear() -> None:
            piece.pos = self.join()  # where a baby rises from
            for sprite in (*under, piece):
                self.layer.add(sprite)

        return Call(appear)

    def _egg(self, egg: Spotlit) -> pygame.Surface:
        """The egg (cracked once or twice), grown to its scale."""
        size = max(4, int(self.egg_px * egg.scale))
        pic = self.art.egg(self.token.terrain, size)
        if egg.crack:
            pic = pic.copy()
            pic.blit(self.art.crack(egg.crack, size), (0, 0))
        return pic

    def _baby(self, stage: Point, veil: pygame.Rect) -> list[Animation]:
        rise, show, home = 0.35, TIMING["baby_show"], TIMING["baby_home"]
        shade = Sprite(lambda frame, scale: _veil(veil.size), veil.center, layer=HATCHING)
        shade.alpha = 0.0
        baby = Spotlit(self._baby_look, self._spotlight, 0)
        big, small = (lambda: BABY_PX), self.token_px

        def sparkling(seconds: float) -> Animation:
            return Tween(baby, "turn", 0.0, 2.0, seconds, linear)

        return [
            self._appear(baby, shade),
            self._at("rise", "hatch"),
            Parallel(
                glide_home(baby, stage, rise, easing=ease_out_cubic),
                _grow(baby, small, big, rise, ease_out_back),
                Tween(shade, "alpha", 0.0, 255.0, rise / 3, linear),
                sparkling(rise),
            ),
            self._at("show"),
            Parallel(
                wobble(baby, 6, 4, show, along="y"),
                wobble(baby, BABY_PX * 0.04, 6, show, along="size"),
                sparkling(show),
            ),
            self._at("home"),
            Parallel(
                glide_home(baby, self.join, home),
                _grow(baby, big, small, home, ease_in_out_cubic),
                Tween(shade, "alpha", 255.0, 0.0, home / 2, linear),
                Sequence(Delay(home * 0.6), Call(lambda: setattr(baby, "lit", False))),
                sparkling(home),
            ),
        ]

    def _baby_look(self, baby: Spotlit) -> pygame.Surface:
        """One crisp big picture, scaled (rendering the SVG at every size is slow)."""
        side = max(4, int(baby.size))
        body = self.art.baby(self.token.terrain, int(self.token.baby), BABY_PX)
        return body if side == BABY_PX else pygame.transform.smoothscale(body, (side, side))

    def _spotlight(self, surface: pygame.Surface | None, at: Point, baby: Spotlit) -> float:
        """A gold glow round the baby, and sparkles circling it; returns their reach."""
        if baby.lit and surface is not None:
            _glowing(lambda s: s.size * 0.75, GOLD, 150)(surface, at, baby)
            for angle, dist in self.sparkles:
                a, r = angle + baby.turn, baby.size * 0.62 * dist
                dot = (at[0] + math.cos(a) * r, at[1] + math.sin(a) * r)
                pygame.draw.circle(surface, (255, 255, 230), dot, max(2, baby.size / 40))
        return baby.size * 0.8

    def _shell(self) -> list[Animation]:
        """Empty! A puff of dust, the shell halves rock a little, then shrink onto the join."""
        opening, show, home = 0.3, TIMING["shell_show"], 0.3
        shell = Spotlit(self._shell_look, self._backing, 0, self.join)
        shell.lit, shell.puff = False, 0.0

        def egg() -> float:
            return self.egg_px

        def big() -> float:
            return int(self.egg_px * 1.25)

        return [
            self._appear(shell),
            self._at("open", "shell"),
            Parallel(
                _grow(shell, egg, big, opening, ease_out_back),
                Tween(shell, "puff", 0.0, 1.0, opening, linear),
            ),
            Call(lambda: setattr(shell, "puff", -1.0)),
            Call(lambda: setattr(shell, "lit", True)),
            self._at("show"),
            Parallel(_grow(shell, big, big, show), wobble(shell, 8, 4, show, fade=(1.0, 0.0))),
            Call(lambda: setattr(shell, "lit", False)),
            self._at("home"),
            _grow(shell, big, lambda: self.token_px() * 0.9, home, linear),
        ]

    def _shell_look(self, shell: Spotlit) -> pygame.Surface:
        return self.art.shell(self.token.terrain, max(4, int(shell.size)))

    def _backing(self, surface: pygame.Surface | None, at: Point, shell: Spotlit) -> float:
        """Dust as the shell opens; a pale glow while it shows; and always a dark disc with
        a cream edge: the shell sits on the join between two squares of its own land, so a
        snow shell was white on white snow (family play-test); on the disc every shell
        stands out. Returns their reach."""
        egg = self.egg_px
        if surface is None:
            return egg * 1.2
        if shell.puff >= 0:
            for k in range(10):
                a, r = k * math.pi / 5 + 0.3, egg * (0.35 + 0.6 * shell.puff)
                dust = (at[0] + math.cos(a) * r, at[1] + math.sin(a) * r * 0.7)
                pygame.draw.circle(
                    surface, (236, 230, 220), dust, egg * 0.14 * (1 - shell.puff) + 2
                )
        if shell.lit:
            _glowing(lambda s: int(egg * 1.25) * 0.7, (200, 200, 220), 90)(surface, at, shell)
        radius = max(4.0, max(4, int(shell.size)) * 0.56)
        pygame.draw.circle(surface, SHELL_RING, at, radius + 3)
        pygame.draw.circle(surface, SHELL_BACKING, at, radius)
        return egg * 1.2


BABY_PX = 230  # a baby's side in the spotlight
SHELL_BACKING = (44, 66, 96)  # a deep blue disc behind a revealed shell
SHELL_RING = (255, 250, 236)  # its cream edge, as the token's disc on the island


def _glowing(
    radius: Callable[[Spotlit], float], colour: tuple[int, int, int], alpha: int
) -> Callable[[pygame.Surface | None, Point, Spotlit], float]:
    """A soft glow round a sprite's centre (`Spotlit.under`)."""

    def paint(surface: pygame.Surface | None, at: Point, sprite: Spotlit) -> float:
        if surface is not None:
            r = max(2, int(radius(sprite)))
            surface.blit(kit.glow(radius(sprite), colour, alpha), (at[0] - r, at[1] - r))
        return radius(sprite)

    return paint


def _grow(
    piece: Spotlit,
    start: Callable[[], float],
    end: Callable[[], float],
    seconds: float,
    easing: Callable[[float], float] = linear,
) -> Animation:
    """Its size from `start` to `end` px, both read as it goes (the camera may zoom)."""

    def size(t: Any) -> None:
        piece.size = start() + (end() - start()) * t

    return Tween(piece, size, 0.0, 1.0, seconds, easing)


def _veil(size: tuple[int, int]) -> pygame.Surface:
    """The table darkened a little so the new baby is the only thing to look at."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (10, 30, 50, 110), veil.get_rect(), border_radius=26)
    return veil


#: The table's sprite layers (`common.sprites.SpriteLayer`), bottom to top.
HATCHING = -2  # eggs hatching, what comes out of them, the veil under a baby
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


__all__ = ["Hatch", "MotherDragon", "MotherFlight", "mother_flight"]
