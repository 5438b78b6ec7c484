"""Generate the shared app art: icon (SVG + 256 px PNG) and the title background.

Run: .venv/bin/python tools/art/gen_common.py (needs pygame-ce to render the PNG icon).
"""

from __future__ import annotations

import os
import random

from gen_dragomino import cloud, fir, peak
from palette import SEA
from svgkit import ASSETS, OUTLINE, Svg, darker, lighter, smooth_closed

OUT = "common"
ICON_DRAGON = "#4fb07a"


def dragon_head(s: Svg, col: str, horn: str = "#fff1c9", frill: str = "#ffcf5a") -> None:
    """Friendly front-facing dragon head centred on (0, 0), about 150 px wide."""
    for side in (-1, 1):
        s.path(
            f"M{side * 26} -44 Q{side * 40} -86 {side * 66} -98 Q{side * 58} -70 {side * 52} -38 Z",
            fill=horn,
            stroke=OUTLINE,
            sw=4,
        )
        s.path(
            f"M{side * 58} -14 L{side * 92} -32 L{side * 82} -4 L{side * 96} 12 L{side * 60} 16 Z",
            fill=frill,
            stroke=OUTLINE,
            sw=4,
        )
    s.path(
        smooth_closed(
            [
                (0, -66),
                (48, -58),
                (70, -20),
                (66, 26),
                (36, 56),
                (0, 62),
                (-36, 56),
                (-66, 26),
                (-70, -20),
                (-48, -58),
            ],
            0.6,
        ),
        fill=s.shade(col),
        stroke=OUTLINE,
        sw=5,
    )
    s.path(star_row(), fill=darker(col, 0.2), stroke=OUTLINE, sw=3)
    s.ellipse(0, 30, 40, 26, fill=s.rad([(0, "#fffbe8"), (1, "#f2dfae")]), stroke=OUTLINE, sw=3.5)
    s.ellipse(-12, 24, 4.5, 3.5, fill=OUTLINE)
    s.ellipse(12, 24, 4.5, 3.5, fill=OUTLINE)
    s.path("M-16 40 Q0 52 16 40", stroke=OUTLINE, sw=4)
    for side in (-1, 1):
        s.ellipse(side * 26, -14, 15, 17, fill="#ffffff", stroke=OUTLINE, sw=3.5)
        s.circle(side * 24, -11, 10, fill="#2a1a2a")
        s.circle(side * 24 - 4, -16, 4, fill="#ffffff")
        s.ellipse(side * 50, 22, 10, 6, fill="#ff8c9a", opacity=0.55)


def star_row() -> str:
    """Three little head spikes as one path."""
    return "M-14 -62 L-8 -80 L-2 -64 Z M-4 -65 L4 -88 L10 -65 Z M8 -64 L16 -80 L20 -60 Z"


def icon() -> Svg:
    s = Svg(256, 256)
    s.circle(128, 132, 120, fill="#000000", opacity=0.18)
    s.circle(
        128,
        128,
        120,
        fill=s.lin([(0, "#ffe48a"), (1, "#d9962e")], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=4,
    )
    s.circle(
        128,
        128,
        108,
        fill=s.lin([(0, "#bfe9ff"), (0.55, "#7cc7ef"), (1, "#3d8fd6")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=3,
    )
    for y in (196, 214):
        s.path(
            f"M56 {y} q12 -6 24 0 q12 6 24 0 M152 {y} q12 -6 24 0 q12 6 24 0",
            stroke="#e8f8ff",
            sw=3.5,
            opacity=0.8,
        )
    s.path(
        "M40 186 Q70 150 128 148 Q190 150 218 186 Q180 204 128 204 Q76 204 40 186 Z",
        fill=s.lin([(0, "#fbe7a8"), (1, "#e3bf6a")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=3.5,
    )
    s.path(
        "M62 174 Q90 150 128 150 Q170 150 196 174 Q160 168 128 170 Q94 168 62 174 Z",
        fill="#6fbf5a",
        stroke=OUTLINE,
        sw=2.5,
    )
    with s.group("translate(128 106) scale(0.72)"):
        dragon_head(s, ICON_DRAGON)
    return s


def title_bg() -> Svg:
    """Calm seascape: sky, soft sun glow top-left, a distant island; low contrast under text."""
    s = Svg(1280, 800)
    horizon = 500
    s.rect(
        0,
        0,
        1280,
        horizon + 2,
        fill=s.lin([(0, "#8fd0f2"), (0.7, "#cdebf7"), (1, "#fdf1d8")], 0, 0, 0, 1),
    )
    s.circle(
        200,
        150,
        260,
        fill=s.rad([(0, "#fff6cf", 0.9), (0.35, "#fff3c0", 0.5), (1, "#fff3c0", 0)], 0.5, 0.5, 0.5),
    )
    s.circle(
        200, 150, 58, fill=s.rad([(0, "#fffbe6"), (1, "#ffe27a")], 0.45, 0.45, 0.6), opacity=0.95
    )
    for cx, cy, k in (
        (480, 120, 1.6),
        (880, 80, 1.2),
        (1120, 200, 1.4),
        (700, 250, 0.9),
        (330, 330, 0.8),
    ):
        with s.group(f"translate({cx} {cy}) scale({k})"):
            cloud(s, 0, 0, 1.0)
    # distant island
    isl = [
        (760, horizon + 4),
        (820, horizon - 30),
        (880, horizon - 60),
        (940, horizon - 110),
        (990, horizon - 96),
        (1040, horizon - 52),
        (1110, horizon - 36),
        (1170, horizon - 10),
        (1200, horizon + 4),
    ]
    d = "M" + " L".join(f"{x} {y}" for x, y in isl)
    s.path(
        smooth_closed([*isl, (980, horizon + 10)], 0.4),
        fill=s.lin([(0, "#8fb79a"), (1, "#5f8f76")], 0, 0, 0, 1),
        opacity=0.85,
    )
    del d
    with s.group("translate(0 0)"):
        peak(s, 965, horizon - 40, 110, 90, "#8e9fa0", sw=1.5)
    for x, h in ((860, 36), (885, 44), (1080, 34), (1105, 30)):
        fir(s, x, horizon - 28 + (44 - h) * 0.2, h, "#5f9a72", sw=1.2)
    s.path(
        f"M740 {horizon + 2} Q980 {horizon - 6} 1220 {horizon + 2} Z", fill="#f3dc9a", opacity=0.8
    )
    # sea
    s.rect(
        0,
        horizon,
        1280,
        300,
        fill=s.lin([(0, "#8fd3f0"), (0.4, SEA["deep"]), (1, "#245f8f")], 0, 0, 0, 1),
    )
    rnd = random.Random(3)
    for row in range(9):
        y = horizon + 16 + row * row * 4 + row * 12
        w = 20 + row * 8
        for _ in range(7 + row):
            x = rnd.uniform(0, 1280)
            s.path(
                f"M{x:.0f} {y:.0f} q{w / 2:.0f} {-w / 6:.0f} {w} 0",
                stroke="#e8f8ff",
                sw=1.5 + row * 0.35,
                opacity=0.35,
            )
    s.rect(0, horizon - 1, 1280, 3, fill=lighter("#8fd3f0", 0.4), opacity=0.8)
    return s


def main() -> None:
    icon().save(f"{OUT}/icon.svg")
    title_bg().save(f"{OUT}/title_bg.svg")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    image = pygame.image.load_sized_svg(str(ASSETS / OUT / "icon.svg"), (256, 256))
    pygame.image.save(image, str(ASSETS / OUT / "icon.png"))


if __name__ == "__main__":
    main()
