"""The Dragomino table's creatures in motion: eggs hatching and the mother dragon.

Each is a `common.sprites.Sprite` whose look is the game's art (`pictures.py`), on the
table's one `SpriteLayer`, moved by the shared motions (`common.motions`), which the
scene's TweenManager scales by the player's animation speed. The moving dominoes and the
deal are in `table/animate.py`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from common.effects import glowing
from common.motions import arc_flight, every, flap, glide_home, grow, pop, wobble
from common.sprites import Sprite, SpriteLayer
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
from dragomino.ui import pictures as P
from dragomino.ui.art import Art
from dragomino.ui.look import GOLD, TIMING
from dragomino.ui.pictures import BABY_PX, HATCHING, MOTHER, WINGS_DOWN, WINGS_UP, Hatched

Point = tuple[float, float]
Sound = Callable[[str], None]

FLAP_PERIOD = 0.12  # seconds per wing beat
FLAP_SOUND_EVERY = 0.45


class Hatch(Sequence):
    """An egg pops onto its join, wobbles, cracks, and the baby (or an empty shell) appears.
    A baby flies up into a spotlight at `stage` so a child sees *which* dragon it is, then
    shrinks home onto the join; the island dims under it meanwhile. `phase` names the
    moment now. Sizes follow the island's camera (`token_px`), which may still be zooming."""

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
        self.art, self.layer, self.token, self.join = art, layer, token, join
        self.token_px, self.sound, self.phase = token_px, sound, ""
        glow = glowing(lambda s: self.egg_px * 0.9, GOLD, 120)
        egg = layer.add(Hatched(self._egg, anchor=join, under=glow))
        egg.scale = 0.0
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
            Call(lambda: [layer.remove(s) for s in list(layer) if s.layer == HATCHING]),
            on_done=on_done,
        )

    @property
    def egg_px(self) -> int:
        """The egg is the star of the moment: clearly bigger than the token it becomes."""
        return min(150, max(84, int(self.token_px() * 2.2)))

    def _at(self, phase: str, sound: str | None = None, *show: Sprite) -> Animation:
        def enter() -> None:
            self.phase = phase
            for sprite in show:
                self.layer.add(sprite)
            if sound is not None:
                self.sound(sound)

        return Call(enter)

    def _egg(self, egg: Hatched) -> pygame.Surface:
        """The egg (cracked once or twice), grown to its scale."""
        return P.egg(self.art, self.token.terrain, max(4, int(self.egg_px * egg.scale)), egg.crack)

    def _baby(self, stage: Point, veil: pygame.Rect) -> list[Animation]:
        rise, show, home = 0.35, TIMING["baby_show"], TIMING["baby_home"]
        shade = Sprite(lambda frame, scale: P.veil(veil.size), veil.center, layer=HATCHING)
        shade.alpha = 0.0
        baby = Hatched(self._baby_look, under=P.spotlight(repr(self.token)))
        big, small = (lambda: BABY_PX), self.token_px

        def sparkling(seconds: float) -> Animation:
            return Tween(baby, "turn", 0.0, 2.0, seconds, linear)

        def lift() -> None:
            baby.pos = self.join()

        return [
            Call(lift),
            self._at("rise", "hatch", shade, baby),
            Parallel(
                glide_home(baby, stage, rise, easing=ease_out_cubic),
                grow(baby, "size", small, big, rise, ease_out_back),
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
                grow(baby, "size", big, small, home, ease_in_out_cubic),
                Tween(shade, "alpha", 255.0, 0.0, home / 2, linear),
                Sequence(Delay(home * 0.6), Call(lambda: setattr(baby, "lit", False))),
                sparkling(home),
            ),
        ]

    def _baby_look(self, baby: Hatched) -> pygame.Surface:
        return P.baby(self.art, self.token.terrain, int(self.token.baby), max(4, int(baby.size)))

    def _shell(self) -> list[Animation]:
        """Empty! A puff of dust, the shell halves rock a little, then shrink onto the join."""
        opening, show, home = 0.3, TIMING["shell_show"], 0.3
        shell = Hatched(
            self._shell_look, anchor=self.join, under=P.shell_backing(lambda: self.egg_px)
        )
        shell.lit, shell.puff = False, 0.0

        def egg() -> float:
            return self.egg_px

        def big() -> float:
            return int(self.egg_px * 1.25)

        def shown(lit: bool) -> Animation:
            return Call(lambda: setattr(shell, "lit", lit))

        return [
            self._at("open", "shell", shell),
            Parallel(
                grow(shell, "size", egg, big, opening, ease_out_back),
                Tween(shell, "puff", 0.0, 1.0, opening, linear, lambda: setattr(shell, "puff", -1)),
            ),
            shown(True),
            self._at("show"),
            Parallel(
                grow(shell, "size", big, big, show), wobble(shell, 8, 4, show, fade=(1.0, 0.0))
            ),
            shown(False),
            self._at("home"),
            grow(shell, "size", big, lambda: self.token_px() * 0.9, home),
        ]

    def _shell_look(self, shell: Hatched) -> pygame.Surface:
        return self.art.shell(self.token.terrain, max(4, int(shell.size)))


class MotherDragon(Sprite):
    """The mother dragon: a sprite that breathes and blinks at rest and flies with flapping
    wings (`mother_flight`). Her frames are (wings, how many pixels her body is taller
    than her picture while breathing in, eyes shut): made once each and cached."""

    def __init__(self, art: Art, pos: Point, size: int = 72) -> None:
        self.art, self.base_size = art, size
        # pictures made while the camera zooms (`art.quick`) are kept apart from crisp ones
        super().__init__(self._look, pos, layer=MOTHER, under=self._shadow, key=lambda: art.quick)
        self.clock, self.flying = 0.0, False
        self.next_blink, self.blink_until = 2.0, -1.0
        self.blinks = random.Random(size)  # her own dice: self-test pictures repeat
        self._pose()

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
        self.offset, size = (0.0, 0.0), self.size
        breathe = 1 + 0.035 * math.sin(self.clock * 2.4)
        self.frame = (WINGS_DOWN, int(size * breathe) - size, self.clock < self.blink_until)

    def blink_due(self, speed: float) -> float:
        """Real seconds until her next blink begins (her clock runs at `speed`)."""
        return max(0.0, self.next_blink - self.clock) / max(speed, 1e-6)

    def _look(self, frame: tuple[str, int, bool], scale: float) -> pygame.Surface:
        wings, taller, eyes_shut = frame
        return P.mother(
            self.art, max(4, int(self.base_size * scale + 0.01)), wings, taller, eyes_shut
        )

    def _shadow(self, surface: pygame.Surface | None, at: Point, me: Sprite) -> float:
        """Her shadow on the table at rest (none in flight)."""
        if self.flying:
            return 0.0
        if surface is not None:
            P.mother_shadow(surface, self.pos, self.size)
        return self.size * 0.53

    def state(self) -> tuple[Hashable, ...]:
        return (*super().state(), self.flying)

    def settle(self) -> None:
        """Stop any flight where she is (a replay jump): at rest, her own size."""
        self.flying, self.scale = False, 1.0
        self._pose()


class MotherFlight(Sequence):
    """The mother dragon's flight (`mother_flight`): the table finds it in the event queue
    and leaves her be until it ends; `elapsed` of `duration` says how far she is."""

    def __init__(self, *steps: Animation, duration: float) -> None:
        super().__init__(*steps)
        self.duration, self.elapsed = duration, 0.0

    def step(self, dt: float) -> float:
        self.elapsed += 0.0 if self.done else dt
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
        mother.settle()
        sound("roar_small")
        if on_done is not None:
            on_done()

    def bowed(start: Point, end: Point) -> Point:
        # a curve bowed toward the middle of the table, so the flight crosses the island
        mx, my = (start[0] + end[0]) / 2, (start[1] + end[1]) / 2
        return mx + (640 - mx) * 0.8, my + (430 - my) * 0.8

    wings = ((WINGS_UP, 0, False), (WINGS_DOWN, 0, False))
    return MotherFlight(
        Call(take_off),
        Parallel(
            arc_flight(mother, target, duration, bow=bowed, swell=0.7, face=True),
            flap(mother, wings, FLAP_PERIOD, duration),
            every(FLAP_SOUND_EVERY, lambda: sound("flap"), duration),
        ),
        Call(land),
        duration=duration,
    )


__all__ = ["Hatch", "MotherDragon", "MotherFlight", "mother_flight"]
