"""Pictures for the table: terrain squares, dominoes, eggs, babies, shells, mother dragon.

SVG files from `assets/dragomino/` are preferred; when one is missing a procedural
picture is drawn instead so the game stays playable while art is in progress.
Everything is cached per (kind, size) because zoom levels change only in steps.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import ClassVar

import pygame

from dragomino.ui.look import BABY_FEATURES, TERRAIN_LOOK, Color

ASSET_DIR = Path(__file__).resolve().parents[2] / "assets" / "dragomino"
SUPERSAMPLE = 3
CACHE_LIMIT = 900


def _load_svg(rel: str, size: tuple[int, int]) -> pygame.Surface | None:
    """Ask the shell's loader first (it knows frozen builds), then the repo folder."""
    try:
        from common import assets

        loaded = assets.try_svg(f"dragomino/{rel}", size)
        if loaded is not None:
            return loaded
    except Exception:  # shell not ready or file missing: fall back to the repo folder
        pass
    path = ASSET_DIR / rel
    if not path.exists():
        return None
    try:
        surf = pygame.image.load_sized_svg(str(path), size)
    except (pygame.error, FileNotFoundError, ValueError):
        return None
    return _converted(surf)


def _converted(surf: pygame.Surface) -> pygame.Surface:
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def _shade(color: Color, factor: float) -> Color:
    if factor >= 1:
        return tuple(int(c + (255 - c) * (factor - 1)) for c in color)  # type: ignore[return-value]
    return tuple(int(c * factor) for c in color)  # type: ignore[return-value]


def _supersampled(size: int, paint: Callable[[pygame.Surface, int], None]) -> pygame.Surface:
    """Draw big and scale down: cheap anti-aliasing for the fallback art."""
    big = pygame.Surface((size * SUPERSAMPLE, size * SUPERSAMPLE), pygame.SRCALPHA)
    paint(big, size * SUPERSAMPLE)
    return _converted(pygame.transform.smoothscale(big, (size, size)))


class Art:
    """Cache of every picture the table draws, keyed by what it shows and its pixel size."""

    #: squares show their spring symbol (only where the spring variant is played: `art`)
    springs: ClassVar[bool] = True

    def __init__(self) -> None:
        self._cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self.missing: set[str] = set()
        self._sizes: dict[tuple[object, ...], set[int]] = {}
        self.quick = False  # set while zooming: scale cached pictures instead of rendering

    def _get(self, key: tuple[object, ...], make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """Cached picture; keys end with the pixel size. While `quick` is set (the camera is
        zooming) a missing size is scaled from the nearest cached one instead of rendered."""
        surf = self._cache.get(key)
        if surf is not None:
            self._cache.move_to_end(key)
            return surf
        base, size = key[:-1], int(key[-1])  # type: ignore[call-overload]
        sizes = self._sizes.setdefault(base, set())
        if self.quick and sizes:
            nearest = min(sizes, key=lambda s: abs(s - size))
            source = self._cache.get((*base, nearest))
            if source is not None:
                return pygame.transform.smoothscale(source, (size, size))
        surf = make()
        self._cache[key] = surf
        sizes.add(size)
        if len(self._cache) > CACHE_LIMIT:
            old, _ = self._cache.popitem(last=False)
            self._sizes.get(old[:-1], set()).discard(int(old[-1]))  # type: ignore[call-overload]
        return surf

    def _svg_or(
        self, rel: str, size: tuple[int, int], fallback: Callable[[], pygame.Surface]
    ) -> pygame.Surface:
        surf = _load_svg(rel, size) if rel not in self.missing else None
        if surf is None:
            self.missing.add(rel)
            return fallback()
        return surf

    # --- terrain -------------------------------------------------------------------------
    def square(
        self, terrain: str, size: int, spring: bool = False, flag: bool = False
    ) -> pygame.Surface:
        size = max(4, int(size))
        return self._get(
            ("sq", terrain, spring, flag, size), lambda: self._square(terrain, size, spring, flag)
        )

    def _square(self, terrain: str, size: int, spring: bool, flag: bool) -> pygame.Surface:
        base = self._svg_or(
            f"terrain_{terrain}.svg",
            (size, size),
            lambda: _supersampled(size, lambda s, n: _paint_terrain(s, n, terrain)),
        ).copy()
        if spring:
            badge = max(6, size * 2 // 5)
            icon = self._svg_or(
                "spring.svg", (badge, badge), lambda: _supersampled(badge, _paint_spring)
            )
            base.blit(icon, (size - badge - size // 16, size // 16))
        if flag:
            badge = max(6, size * 2 // 5)
            icon = self._svg_or(
                "flag.svg", (badge, badge), lambda: _supersampled(badge, _paint_flag)
            )
            base.blit(icon, (size // 16, size // 16))
        return base

    def spring_badge(self, size: int) -> pygame.Surface:
        """The spring symbol alone (variant hints on the ghost)."""
        size = max(6, int(size))
        return self._get(
            ("spring", size),
            lambda: self._svg_or(
                "spring.svg", (size, size), lambda: _supersampled(size, _paint_spring)
            ),
        )

    # --- eggs and what comes out ----------------------------------------------------------
    def egg(self, terrain: str, size: int) -> pygame.Surface:
        size = max(4, int(size))
        return self._get(
            ("egg", terrain, size),
            lambda: self._svg_or(
                f"egg_{terrain}.svg",
                (size, size),
                lambda: _supersampled(size, lambda s, n: _paint_egg(s, n, terrain)),
            ),
        )

    def shell(self, terrain: str, size: int) -> pygame.Surface:
        size = max(4, int(size))
        return self._get(
            ("shell", terrain, size),
            lambda: self._svg_or(
                f"shell_{terrain}.svg",
                (size, size),
                lambda: _supersampled(size, lambda s, n: _paint_shell(s, n, terrain)),
            ),
        )

    def crack(self, stage: int, size: int) -> pygame.Surface:
        size = max(4, int(size))
        return self._get(
            ("crack", stage, size),
            lambda: self._svg_or(
                f"crack_{stage}.svg",
                (size, size),
                lambda: _supersampled(size, lambda s, n: _paint_crack(s, n, stage)),
            ),
        )

    def baby(self, terrain: str, index: int, size: int) -> pygame.Surface:
        size = max(4, int(size))
        return self._get(
            ("baby", terrain, index, size),
            lambda: self._svg_or(
                f"baby_{terrain}_{index}.svg",
                (size, size),
                lambda: _supersampled(size, lambda s, n: _paint_baby(s, n, terrain, index)),
            ),
        )

    # --- mother dragon ------------------------------------------------------------------------
    def mother_layer(self, layer: str, size: int) -> pygame.Surface:
        """Layers: body, wings_up, wings_down, eyes_closed (stacked in that order)."""
        size = max(8, int(size))
        return self._get(
            ("mother", layer, size),
            lambda: self._svg_or(
                f"mother_{layer}.svg",
                (size, size),
                lambda: _supersampled(size, lambda s, n: _paint_mother(s, n, layer)),
            ),
        )

    def mother_token(self, size: int) -> pygame.Surface:
        size = max(8, int(size))
        return self._get(
            ("mother_token", size),
            lambda: self._svg_or(
                "mother_token.svg", (size, size), lambda: self._token_fallback(size)
            ),
        )

    def _token_fallback(self, size: int) -> pygame.Surface:
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        for layer in ("wings_up", "body"):
            surf.blit(self.mother_layer(layer, size), (0, 0))
        return surf


# --- procedural painters (fallback art) -------------------------------------------------------


def _look(terrain: str) -> tuple[Color, Color, str]:
    look = TERRAIN_LOOK.get(
        terrain, {"base": (200, 200, 200), "accent": (120, 120, 120), "pattern": ""}
    )
    return look["base"], look["accent"], str(look["pattern"])  # type: ignore[return-value]


def _paint_terrain(surf: pygame.Surface, n: int, terrain: str) -> None:
    base, accent, pattern = _look(terrain)
    radius = n // 9
    pygame.draw.rect(surf, base, (0, 0, n, n), border_radius=radius)
    light = _shade(base, 1.18)
    pygame.draw.rect(surf, light, (n * 0.06, n * 0.06, n * 0.88, n * 0.3), border_radius=radius)
    pygame.draw.rect(surf, base, (n * 0.06, n * 0.2, n * 0.88, n * 0.72), border_radius=radius)
    rng = random.Random(terrain)
    w = max(2, n // 28)
    if pattern == "dunes":
        for row in range(3):
            y = n * (0.3 + row * 0.22)
            pts = [
                (n * (0.12 + i * 0.038), y + math.sin(i * 0.5 + row) * n * 0.04) for i in range(21)
            ]
            pygame.draw.lines(surf, accent, False, pts, w)
        pygame.draw.circle(surf, (255, 240, 170), (n * 0.78, n * 0.22), n * 0.09)
    elif pattern == "flakes":
        for cx, cy in ((0.3, 0.32), (0.7, 0.45), (0.38, 0.72), (0.75, 0.8)):
            r = n * 0.1
            for k in range(3):
                a = k * math.pi / 3
                dx, dy = math.cos(a) * r, math.sin(a) * r
                pygame.draw.line(
                    surf, accent, (cx * n - dx, cy * n - dy), (cx * n + dx, cy * n + dy), w
                )
    elif pattern == "grass":
        for _ in range(7):
            x, y = rng.uniform(0.15, 0.8) * n, rng.uniform(0.3, 0.85) * n
            for dx in (-0.05, 0.0, 0.05):
                pygame.draw.line(surf, accent, (x, y), (x + dx * n, y - n * 0.1), w)
    elif pattern == "trees":
        for cx, cy in ((0.3, 0.45), (0.62, 0.35), (0.5, 0.72), (0.8, 0.7)):
            s = n * 0.13
            pygame.draw.polygon(
                surf,
                accent,
                [
                    (cx * n, cy * n - s * 1.4),
                    (cx * n - s, cy * n + s * 0.6),
                    (cx * n + s, cy * n + s * 0.6),
                ],
            )
            pygame.draw.rect(
                surf, (96, 60, 30), (cx * n - s * 0.2, cy * n + s * 0.6, s * 0.4, s * 0.5)
            )
    elif pattern == "peaks":
        for cx, cy, s in ((0.35, 0.7, 0.28), (0.68, 0.72, 0.22)):
            top = (cx * n, (cy - s * 1.3) * n)
            pygame.draw.polygon(surf, accent, [top, ((cx - s) * n, cy * n), ((cx + s) * n, cy * n)])
            pygame.draw.polygon(
                surf,
                (250, 250, 250),
                [
                    top,
                    ((cx - s * 0.35) * n, (cy - s * 0.85) * n),
                    ((cx + s * 0.35) * n, (cy - s * 0.85) * n),
                ],
            )
    elif pattern == "cone":
        pygame.draw.polygon(
            surf,
            accent,
            [
                (n * 0.18, n * 0.85),
                (n * 0.42, n * 0.38),
                (n * 0.58, n * 0.38),
                (n * 0.82, n * 0.85),
            ],
        )
        pygame.draw.polygon(
            surf, (255, 170, 40), [(n * 0.44, n * 0.4), (n * 0.56, n * 0.4), (n * 0.52, n * 0.6)]
        )
        for cx, cy, r in ((0.5, 0.26, 0.06), (0.58, 0.16, 0.045), (0.45, 0.12, 0.035)):
            pygame.draw.circle(surf, (110, 100, 100), (cx * n, cy * n), r * n)
    pygame.draw.rect(surf, _shade(accent, 0.8), (0, 0, n, n), max(2, n // 30), border_radius=radius)


def _paint_spring(surf: pygame.Surface, n: int) -> None:
    pygame.draw.circle(surf, (255, 255, 255), (n / 2, n / 2), n * 0.48)
    pygame.draw.circle(surf, (40, 140, 230), (n / 2, n / 2), n * 0.42)
    drop = [(n * 0.5, n * 0.12), (n * 0.7, n * 0.52), (n * 0.5, n * 0.8), (n * 0.3, n * 0.52)]
    pygame.draw.polygon(surf, (200, 236, 255), drop)
    pygame.draw.circle(surf, (200, 236, 255), (n * 0.5, n * 0.58), n * 0.2)


def _paint_flag(surf: pygame.Surface, n: int) -> None:
    pygame.draw.line(surf, (90, 60, 40), (n * 0.3, n * 0.1), (n * 0.3, n * 0.92), max(2, n // 10))
    pygame.draw.polygon(
        surf, (230, 50, 60), [(n * 0.32, n * 0.12), (n * 0.88, n * 0.3), (n * 0.32, n * 0.5)]
    )


def _egg_poly(n: int, scale: float = 1.0) -> list[tuple[float, float]]:
    pts = []
    for i in range(48):
        a = i / 48 * 2 * math.pi
        x = math.sin(a) * 0.34
        y = -math.cos(a) * 0.44
        if y > 0:
            x *= 1.08
        else:
            x *= 0.9 + 0.1 * (1 + y / 0.44)
        pts.append((n * (0.5 + x * scale), n * (0.53 + y * scale)))
    return pts


def _paint_egg(surf: pygame.Surface, n: int, terrain: str) -> None:
    base, accent, _ = _look(terrain)
    pygame.draw.polygon(surf, _shade(accent, 0.7), _egg_poly(n, 1.06))
    pygame.draw.polygon(surf, _shade(base, 1.1), _egg_poly(n))
    for cx, cy, r in ((0.4, 0.42, 0.07), (0.6, 0.6, 0.09), (0.45, 0.75, 0.05), (0.62, 0.32, 0.05)):
        pygame.draw.circle(surf, accent, (cx * n, cy * n), r * n)
    pygame.draw.ellipse(surf, (255, 255, 255), (n * 0.36, n * 0.2, n * 0.1, n * 0.18))


def _paint_shell(surf: pygame.Surface, n: int, terrain: str) -> None:
    base, accent, _ = _look(terrain)
    poly = [p for p in _egg_poly(n) if p[1] > n * 0.5]
    zig = [(n * (0.16 + i * 0.0855), n * (0.5 - (0.08 if i % 2 else 0))) for i in range(9)]
    pts = zig + sorted(poly, key=lambda p: -p[0])
    pygame.draw.polygon(surf, _shade(accent, 0.7), pts, max(2, n // 14))
    pygame.draw.polygon(surf, _shade(base, 1.1), pts)
    pygame.draw.ellipse(surf, (90, 70, 60), (n * 0.26, n * 0.42, n * 0.48, n * 0.14))
    top = [
        (n * 0.3, n * 0.28),
        (n * 0.42, n * 0.12),
        (n * 0.56, n * 0.1),
        (n * 0.66, n * 0.2),
        (n * 0.5, n * 0.32),
    ]
    pygame.draw.polygon(surf, _shade(base, 1.1), top)
    pygame.draw.polygon(surf, _shade(accent, 0.7), top, max(2, n // 18))


def _paint_crack(surf: pygame.Surface, n: int, stage: int) -> None:
    w = max(2, n // 22)
    pts = [(0.5, 0.15), (0.44, 0.32), (0.55, 0.42), (0.46, 0.55)]
    if stage >= 2:
        pts += [(0.58, 0.68), (0.5, 0.85)]
    pygame.draw.lines(surf, (40, 30, 30), False, [(x * n, y * n) for x, y in pts], w)
    if stage >= 2:
        side = [(0.55, 0.42), (0.68, 0.38), (0.74, 0.46)]
        pygame.draw.lines(surf, (40, 30, 30), False, [(x * n, y * n) for x, y in side], w)


def _paint_baby(surf: pygame.Surface, n: int, terrain: str, index: int) -> None:
    base, accent, _ = _look(terrain)
    feat = BABY_FEATURES[index % len(BABY_FEATURES)]
    body = _shade(base, 0.92) if terrain != "SNOW" else (170, 210, 240)
    dark = _shade(accent, 0.7)
    outline = max(2, n // 40)
    wing = float(feat["wing"])  # type: ignore[arg-type]
    # tail
    pygame.draw.lines(
        surf,
        dark,
        False,
        [(n * 0.62, n * 0.78), (n * 0.82, n * 0.82), (n * 0.9, n * 0.7)],
        max(3, n // 16),
    )
    pygame.draw.polygon(
        surf, dark, [(n * 0.86, n * 0.66), (n * 0.96, n * 0.62), (n * 0.93, n * 0.74)]
    )
    # wings
    for side in (-1, 1):
        cx = 0.5 + side * 0.2
        pts = [
            (n * cx, n * 0.5),
            (n * (cx + side * 0.2 * wing), n * (0.3 - 0.05 * wing)),
            (n * (cx + side * 0.24 * wing), n * 0.52),
        ]
        pygame.draw.polygon(surf, accent, pts)
        pygame.draw.polygon(surf, dark, pts, outline)
    # body and belly
    pygame.draw.ellipse(surf, body, (n * 0.28, n * 0.45, n * 0.44, n * 0.42))
    pygame.draw.ellipse(surf, dark, (n * 0.28, n * 0.45, n * 0.44, n * 0.42), outline)
    pygame.draw.ellipse(surf, feat["belly"], (n * 0.37, n * 0.55, n * 0.26, n * 0.28))  # type: ignore[arg-type]
    # feet
    for fx in (0.36, 0.56):
        pygame.draw.ellipse(surf, dark, (n * fx, n * 0.82, n * 0.1, n * 0.07))
    # horns
    horns = int(feat["horns"])  # type: ignore[call-overload]
    for k in range(horns):
        hx = 0.5 + (k - (horns - 1) / 2) * 0.09
        pygame.draw.polygon(
            surf,
            (250, 240, 210),
            [(n * (hx - 0.03), n * 0.17), (n * hx, n * 0.05), (n * (hx + 0.03), n * 0.17)],
        )
    # head
    pygame.draw.circle(surf, body, (n * 0.5, n * 0.3), n * 0.17)
    pygame.draw.circle(surf, dark, (n * 0.5, n * 0.3), n * 0.17, outline)
    spots = int(feat["spots"])  # type: ignore[call-overload]
    for k in range(spots):
        a = k / max(1, spots) * math.pi + 0.3
        pygame.draw.circle(
            surf,
            accent,
            (n * (0.5 + math.cos(a) * 0.14), n * (0.64 + math.sin(a) * 0.1)),
            n * 0.025,
        )
    # eyes
    eyes = str(feat["eyes"])
    for ex in (0.44, 0.56):
        if eyes == "sleepy" or (eyes == "wink" and ex > 0.5):
            pygame.draw.line(
                surf,
                (30, 20, 20),
                (n * (ex - 0.03), n * 0.29),
                (n * (ex + 0.03), n * 0.29),
                outline,
            )
        elif eyes == "happy":
            pygame.draw.arc(
                surf,
                (30, 20, 20),
                (n * (ex - 0.035), n * 0.26, n * 0.07, n * 0.07),
                0,
                math.pi,
                outline,
            )
        else:
            pygame.draw.circle(surf, (255, 255, 255), (n * ex, n * 0.29), n * 0.04)
            pygame.draw.circle(surf, (30, 20, 20), (n * ex, n * 0.3), n * 0.022)
    # smile and cheeks
    pygame.draw.arc(
        surf, (30, 20, 20), (n * 0.45, n * 0.3, n * 0.1, n * 0.08), math.pi, 2 * math.pi, outline
    )
    pygame.draw.circle(surf, (255, 150, 160), (n * 0.39, n * 0.35), n * 0.025)
    pygame.draw.circle(surf, (255, 150, 160), (n * 0.61, n * 0.35), n * 0.025)


def _paint_mother(surf: pygame.Surface, n: int, layer: str) -> None:
    body = (120, 86, 190)
    dark = (70, 44, 120)
    wing = (180, 140, 240)
    o = max(2, n // 60)
    if layer in ("wings_up", "wings_down"):
        up = layer == "wings_up"
        for side in (-1, 1):
            tip_y = 0.08 if up else 0.62
            pts = [
                (n * (0.5 + side * 0.1), n * 0.42),
                (n * (0.5 + side * 0.46), n * tip_y),
                (n * (0.5 + side * 0.4), n * (tip_y + 0.2)),
                (n * (0.5 + side * 0.26), n * 0.55),
            ]
            pygame.draw.polygon(surf, wing, pts)
            pygame.draw.polygon(surf, dark, pts, o)
    elif layer == "body":
        pygame.draw.lines(
            surf,
            dark,
            False,
            [(n * 0.56, n * 0.86), (n * 0.8, n * 0.92), (n * 0.92, n * 0.8)],
            n // 20,
        )
        pygame.draw.ellipse(surf, body, (n * 0.3, n * 0.4, n * 0.4, n * 0.5))
        pygame.draw.ellipse(surf, dark, (n * 0.3, n * 0.4, n * 0.4, n * 0.5), o)
        pygame.draw.ellipse(surf, (250, 220, 170), (n * 0.38, n * 0.52, n * 0.24, n * 0.34))
        for hx in (0.42, 0.58):
            pygame.draw.polygon(
                surf,
                (255, 220, 120),
                [(n * (hx - 0.03), n * 0.2), (n * hx, n * 0.06), (n * (hx + 0.03), n * 0.2)],
            )
        pygame.draw.circle(surf, body, (n * 0.5, n * 0.28), n * 0.15)
        pygame.draw.circle(surf, dark, (n * 0.5, n * 0.28), n * 0.15, o)
        for ex in (0.45, 0.55):
            pygame.draw.circle(surf, (255, 255, 255), (n * ex, n * 0.26), n * 0.035)
            pygame.draw.circle(surf, (20, 20, 40), (n * ex, n * 0.265), n * 0.02)
        pygame.draw.arc(
            surf, (20, 20, 40), (n * 0.45, n * 0.28, n * 0.1, n * 0.07), math.pi, 2 * math.pi, o
        )
        # crown: she is the mother dragon
        pygame.draw.polygon(
            surf,
            (255, 204, 64),
            [
                (n * 0.42, n * 0.14),
                (n * 0.44, n * 0.06),
                (n * 0.48, n * 0.11),
                (n * 0.5, n * 0.03),
                (n * 0.52, n * 0.11),
                (n * 0.56, n * 0.06),
                (n * 0.58, n * 0.14),
            ],
        )
    elif layer == "eyes_closed":
        for ex in (0.45, 0.55):
            pygame.draw.circle(surf, (120, 86, 190), (n * ex, n * 0.26), n * 0.04)
            pygame.draw.arc(
                surf,
                (20, 20, 40),
                (n * (ex - 0.035), n * 0.23, n * 0.07, n * 0.06),
                math.pi,
                2 * math.pi,
                o,
            )


_ART: Art | None = None


def art(springs: bool = True) -> Art:
    """One shared cache for all Dragomino scenes; `springs=False` (a game without the
    spring variant) draws the squares without their spring symbol, which there means
    nothing (it showed on the dominoes of every game; family play-test)."""
    global _ART
    if _ART is None:
        _ART = Art()
    return _ART if springs else SpringsHidden(_ART)


class SpringsHidden(Art):
    """The shared art (the very same caches) with squares drawn without springs."""

    springs: ClassVar[bool] = False

    def __init__(self, shared: Art) -> None:  # the very same caches, no new ones
        self.__dict__ = shared.__dict__

    def square(
        self, terrain: str, size: int, spring: bool = False, flag: bool = False
    ) -> pygame.Surface:
        return super().square(terrain, size, False, flag)
