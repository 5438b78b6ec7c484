# ruff: noqa: E501  (long SVG path strings read better on one line)
"""Generate the Dragomino SVG set into assets/dragomino/.

Why code instead of hand-drawn files: 42 baby dragons and six terrains must share one
palette, outline weight and light direction (top-left); a table of traits keeps them
distinct and the set reproducible. Run: .venv/bin/python tools/art/gen_dragomino.py
"""

from __future__ import annotations

import itertools
import math
import random

from palette import MOTHER, TERRAIN_IDS, TERRAINS
from svgkit import (
    OUTLINE,
    Svg,
    darker,
    egg_path,
    fmt,
    lighter,
    mix,
    poly,
    regular,
    smooth_closed,
    smooth_open,
    star,
)

OUT = "dragomino"
SW = 3.0  # standard outline width at 256 px


# ------------------------------------------------------------------------------------
# small reusable motifs
# ------------------------------------------------------------------------------------
def snowflake(
    s: Svg, cx: float, cy: float, r: float, color: str, sw: float, outline: bool = False
) -> None:
    """Six-armed flake built from strokes (reads well even at 32 px)."""
    d = ""
    for i in range(6):
        a = math.radians(i * 60 - 90)
        ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
        d += f"M{fmt(cx)} {fmt(cy)} L{fmt(ex)} {fmt(ey)} "
        for side in (-1, 1):
            b = a + side * math.radians(40)
            mx, my = cx + r * 0.6 * math.cos(a), cy + r * 0.6 * math.sin(a)
            d += (
                f"M{fmt(mx)} {fmt(my)} L{fmt(mx + r * 0.32 * math.cos(b))} "
                f"{fmt(my + r * 0.32 * math.sin(b))} "
            )
    if outline:
        s.path(d, stroke=OUTLINE, sw=sw + 3)
    s.path(d, stroke=color, sw=sw)
    s.circle(cx, cy, sw * 0.9, fill=color)


def flower(
    s: Svg,
    cx: float,
    cy: float,
    r: float,
    petal: str,
    centre: str = "#ffd23f",
    sw: float = 1.5,
    n: int = 5,
) -> None:
    for i in range(n):
        a = math.radians(i * 360 / n - 90)
        s.ellipse(
            cx + r * 0.55 * math.cos(a),
            cy + r * 0.55 * math.sin(a),
            r * 0.42,
            r * 0.42,
            fill=petal,
            stroke=OUTLINE,
            sw=sw,
        )
    s.circle(cx, cy, r * 0.34, fill=centre, stroke=OUTLINE, sw=sw)


def tuft(s: Svg, x: float, y: float, h: float, color: str, sw: float) -> None:
    d = (
        f"M{fmt(x - h * 0.45)} {fmt(y - h * 0.7)} Q{fmt(x - h * 0.15)} {fmt(y - h * 0.2)} "
        f"{fmt(x)} {fmt(y)} M{fmt(x)} {fmt(y - h)} L{fmt(x)} {fmt(y)} "
        f"M{fmt(x + h * 0.45)} {fmt(y - h * 0.7)} Q{fmt(x + h * 0.15)} {fmt(y - h * 0.2)} "
        f"{fmt(x)} {fmt(y)}"
    )
    s.path(d, stroke=color, sw=sw)


def fir(s: Svg, cx: float, base: float, h: float, green: str, sw: float = SW) -> None:
    """Three-tier fir tree with trunk; `base` is the y of the trunk bottom."""
    w = h * 0.62
    s.rect(
        cx - h * 0.06, base - h * 0.16, h * 0.12, h * 0.16, fill="#7a4a2a", stroke=OUTLINE, sw=sw
    )
    tiers = [(0.82, 1.0, 0.18), (0.55, 0.78, 0.46), (0.3, 0.52, 0.74)]
    for i, (wf, top_f, bot_f) in enumerate(tiers):
        top = base - h * top_f
        bot = base - h * bot_f + h * 0.04
        hw = w * wf / 2
        d = (
            f"M{fmt(cx)} {fmt(top)} L{fmt(cx + hw)} {fmt(bot)} "
            f"Q{fmt(cx)} {fmt(bot + h * 0.06)} {fmt(cx - hw)} {fmt(bot)} Z"
        )
        col = mix(green, "#ffffff", 0.08 * i)
        s.path(
            d,
            fill=s.lin([(0, lighter(col, 0.25)), (1, darker(col, 0.15))], 0, 0, 1, 1),
            stroke=OUTLINE,
            sw=sw,
        )


def peak(
    s: Svg, cx: float, base: float, w: float, h: float, rock: str, sw: float = SW, snow: bool = True
) -> None:
    top = base - h
    d = (
        f"M{fmt(cx - w / 2)} {fmt(base)} L{fmt(cx - w * 0.08)} {fmt(top + h * 0.04)} "
        f"Q{fmt(cx)} {fmt(top - h * 0.03)} {fmt(cx + w * 0.08)} {fmt(top + h * 0.04)} "
        f"L{fmt(cx + w / 2)} {fmt(base)} Z"
    )
    s.path(
        d,
        fill=s.lin([(0, lighter(rock, 0.3)), (0.5, rock), (1, darker(rock, 0.25))], 0, 0, 1, 0.3),
        stroke=OUTLINE,
        sw=sw,
    )
    # shaded right face
    s.path(
        f"M{fmt(cx + w * 0.05)} {fmt(top + h * 0.05)} L{fmt(cx + w / 2 - sw)} {fmt(base - sw / 2)} "
        f"L{fmt(cx + w * 0.12)} {fmt(base - sw / 2)} Z",
        fill=darker(rock, 0.25),
        opacity=0.5,
    )
    if snow:
        sy = top + h * 0.34
        sd = (
            f"M{fmt(cx - w * 0.08)} {fmt(top + h * 0.04)} Q{fmt(cx)} {fmt(top - h * 0.03)} "
            f"{fmt(cx + w * 0.08)} {fmt(top + h * 0.04)} L{fmt(cx + w * 0.17)} {fmt(sy)} "
            f"L{fmt(cx + w * 0.08)} {fmt(sy - h * 0.07)} L{fmt(cx)} {fmt(sy + h * 0.02)} "
            f"L{fmt(cx - w * 0.08)} {fmt(sy - h * 0.08)} L{fmt(cx - w * 0.17)} {fmt(sy)} Z"
        )
        s.path(sd, fill="#ffffff", stroke=OUTLINE, sw=sw * 0.8)


def cactus(s: Svg, cx: float, base: float, h: float, green: str, sw: float = SW) -> None:
    w = h * 0.26
    body = (
        f"M{fmt(cx - w / 2)} {fmt(base)} L{fmt(cx - w / 2)} {fmt(base - h + w / 2)} "
        f"A{fmt(w / 2)} {fmt(w / 2)} 0 0 1 {fmt(cx + w / 2)} {fmt(base - h + w / 2)} "
        f"L{fmt(cx + w / 2)} {fmt(base)} Z"
    )
    arm_w = w * 0.62
    # left arm: elbow out then up
    la = (
        f"M{fmt(cx - w / 2 + 1)} {fmt(base - h * 0.38)} L{fmt(cx - w * 1.05)} {fmt(base - h * 0.38)} "
        f"Q{fmt(cx - w * 1.35)} {fmt(base - h * 0.38)} {fmt(cx - w * 1.35)} {fmt(base - h * 0.55)} "
        f"L{fmt(cx - w * 1.35)} {fmt(base - h * 0.68)}"
    )
    ra = (
        f"M{fmt(cx + w / 2 - 1)} {fmt(base - h * 0.5)} L{fmt(cx + w * 1.0)} {fmt(base - h * 0.5)} "
        f"Q{fmt(cx + w * 1.3)} {fmt(base - h * 0.5)} {fmt(cx + w * 1.3)} {fmt(base - h * 0.67)} "
        f"L{fmt(cx + w * 1.3)} {fmt(base - h * 0.8)}"
    )
    for arm in (la, ra):
        s.path(arm, stroke=OUTLINE, sw=arm_w + sw * 2)
        s.path(arm, stroke=green, sw=arm_w)
    s.path(
        body,
        fill=s.lin([(0, lighter(green, 0.3)), (1, darker(green, 0.2))], 0, 0, 1, 0),
        stroke=OUTLINE,
        sw=sw,
    )
    for arm in (la, ra):
        s.path(arm, stroke=green, sw=arm_w - 1)
    # ribs
    s.path(
        f"M{fmt(cx)} {fmt(base - h + w * 0.5)} L{fmt(cx)} {fmt(base - 2)}",
        stroke=darker(green, 0.25),
        sw=sw * 0.6,
    )
    s.path(
        f"M{fmt(cx - w * 0.22)} {fmt(base - h + w * 0.3)} L{fmt(cx - w * 0.22)} "
        f"{fmt(base - h * 0.6)}",
        stroke=lighter(green, 0.45),
        sw=sw * 0.6,
    )


def volcano_cone(
    s: Svg, cx: float, base: float, w: float, h: float, sw: float = SW, smoke: bool = True
) -> None:
    top = base - h
    cw = w * 0.22
    d = (
        f"M{fmt(cx - w / 2)} {fmt(base)} Q{fmt(cx - w * 0.3)} {fmt(base - h * 0.3)} "
        f"{fmt(cx - cw)} {fmt(top)} L{fmt(cx + cw)} {fmt(top)} "
        f"Q{fmt(cx + w * 0.3)} {fmt(base - h * 0.3)} {fmt(cx + w / 2)} {fmt(base)} Z"
    )
    s.path(
        d,
        fill=s.lin([(0, "#8a5a45"), (0.6, "#5b3426"), (1, "#3e2219")], 0, 0, 1, 0.4),
        stroke=OUTLINE,
        sw=sw,
    )
    # lava crown and rivulets
    lava = (
        f"M{fmt(cx - cw)} {fmt(top)} L{fmt(cx + cw)} {fmt(top)} "
        f"L{fmt(cx + cw * 0.9)} {fmt(top + h * 0.2)} L{fmt(cx + cw * 0.45)} {fmt(top + h * 0.12)} "
        f"L{fmt(cx + cw * 0.2)} {fmt(top + h * 0.42)} L{fmt(cx - cw * 0.15)} {fmt(top + h * 0.15)} "
        f"L{fmt(cx - cw * 0.6)} {fmt(top + h * 0.26)} L{fmt(cx - cw * 0.85)} {fmt(top + h * 0.1)} Z"
    )
    s.path(
        lava, fill=s.lin([(0, "#ffe066"), (1, "#ff7a1a")], 0, 0, 0, 1), stroke=OUTLINE, sw=sw * 0.8
    )
    s.ellipse(cx, top, cw, h * 0.05, fill="#fff0a0", stroke=OUTLINE, sw=sw * 0.8)
    if smoke:
        for i, (dx, dy, r) in enumerate(
            [(0.02, -0.14, 0.09), (0.12, -0.3, 0.11), (0.02, -0.46, 0.08)]
        ):
            s.circle(
                cx + w * dx,
                top + h * dy * 1.0 - h * 0.02,
                w * r,
                fill=mix("#c9bdb6", "#ffffff", 0.2 * i),
                stroke=OUTLINE,
                sw=sw * 0.7,
                opacity=0.92,
            )


def bevel(s: Svg, size: float, light: str, dark: str, width: float) -> None:
    """Raised-tile edge: light top-left, dark bottom-right (shared light direction)."""
    h = width / 2
    s.path(
        f"M{fmt(h)} {fmt(size - h)} L{fmt(h)} {fmt(h)} L{fmt(size - h)} {fmt(h)}",
        stroke=light,
        sw=width,
        opacity=0.7,
        stroke_linecap="square",
    )
    s.path(
        f"M{fmt(size - h)} {fmt(h)} L{fmt(size - h)} {fmt(size - h)} L{fmt(h)} {fmt(size - h)}",
        stroke=dark,
        sw=width,
        opacity=0.55,
        stroke_linecap="square",
    )


# ------------------------------------------------------------------------------------
# terrain tiles
# ------------------------------------------------------------------------------------
def terrain(tid: str, s: Svg | None = None) -> Svg:
    """Draw a 256 px terrain square; into `s` (inside a transform group) when given."""
    p = TERRAINS[tid]
    s = s or Svg(256, 256)
    s.rect(
        0,
        0,
        256,
        256,
        fill=s.lin(
            [(0, p["light"]), (0.6, p["base"]), (1, mix(p["base"], p["dark"], 0.4))], 0, 0, 1, 1
        ),
    )
    rnd = random.Random(tid)
    if tid == "DESERT":
        for y, amp, col in [
            (120, 10, mix(p["base"], p["dark"], 0.3)),
            (170, 12, mix(p["base"], p["dark"], 0.5)),
            (215, 10, mix(p["base"], p["dark"], 0.7)),
        ]:
            s.path(f"M0 {y} Q64 {y - amp * 2} 128 {y} T256 {y} L256 256 L0 256 Z", fill=col)
            s.path(
                f"M0 {y} Q64 {y - amp * 2} 128 {y} T256 {y}",
                stroke=lighter(p["base"], 0.4),
                sw=3,
                opacity=0.8,
            )
        s.circle(
            44,
            44,
            22,
            fill=s.rad([(0, "#fff7c2"), (1, "#ffd23f")], 0.4, 0.4, 0.7),
            stroke=OUTLINE,
            sw=2.5,
        )
        for i in range(8):
            a = math.radians(i * 45)
            s.path(
                f"M{fmt(44 + 28 * math.cos(a))} {fmt(44 + 28 * math.sin(a))} "
                f"L{fmt(44 + 36 * math.cos(a))} {fmt(44 + 36 * math.sin(a))}",
                stroke="#e9a92a",
                sw=4,
            )
        s.ellipse(130, 216, 46, 8, fill=p["dark"], opacity=0.35)
        cactus(s, 130, 218, 150, "#4f9a3a", sw=4)
    elif tid == "SNOW":
        for _ in range(14):
            x, y = rnd.uniform(14, 242), rnd.uniform(14, 242)
            if abs(x - 128) < 70 and abs(y - 124) < 70:
                continue
            snowflake(s, x, y, rnd.uniform(9, 14), p["dark"], 2.2)
        s.path(
            "M0 214 Q50 190 100 210 Q150 228 200 204 Q232 192 256 200 L256 256 L0 256 Z",
            fill="#ffffff",
            stroke=p["dark"],
            sw=2,
        )
        s.circle(
            128, 120, 80, fill=s.rad([(0, "#ffffff", 0.95), (1, "#cfe6f7", 0.5)], 0.4, 0.35, 0.7)
        )
        snowflake(s, 128, 120, 66, "#3f86c6", 11, outline=True)
        snowflake(s, 128, 120, 66, "#7cc0ef", 5)
    elif tid == "PRAIRIE":
        for _ in range(16):
            x, y = rnd.uniform(14, 242), rnd.uniform(24, 250)
            tuft(s, x, y, rnd.uniform(14, 22), p["dark"], 3)
        for x, y, c in [
            (40, 50, "#ffffff"),
            (215, 70, "#ffe066"),
            (40, 200, "#ffe066"),
            (210, 210, "#ffffff"),
            (120, 30, "#f7a9c6"),
        ]:
            flower(s, x, y, 15, c, sw=1.5)
        # central bouquet: big flower over a large grass tuft
        for dx, h in [(-34, 70), (-14, 84), (14, 84), (34, 70)]:
            lean = dx * 0.9
            d = f"M{fmt(128 + dx * 0.3)} 216 Q{fmt(128 + dx * 0.4)} {fmt(216 - h * 0.5)} {fmt(128 + lean)} {fmt(216 - h)}"
            s.path(d, stroke=OUTLINE, sw=11)
            s.path(d, stroke="#4f9a3a", sw=6)
        s.path("M128 216 L128 120", stroke=OUTLINE, sw=9)
        s.path("M128 216 L128 120", stroke="#3f8a30", sw=5)
        s.path("M128 180 Q150 160 162 168 Q150 186 128 184 Z", fill="#5fae3f", stroke=OUTLINE, sw=3)
        flower(s, 128, 104, 56, "#f07fa8", "#ffd23f", sw=3.5, n=6)
        s.circle(122, 98, 6, fill="#ffffff", opacity=0.7)
    elif tid == "FOREST":
        for _ in range(12):
            x, y = rnd.uniform(10, 246), rnd.uniform(30, 256)
            h = rnd.uniform(26, 38)
            s.path(
                poly([(x, y - h), (x + h * 0.35, y), (x - h * 0.35, y)]),
                fill=p["dark"],
                opacity=0.6,
            )
        s.ellipse(128, 222, 90, 12, fill=p["dark"], opacity=0.5)
        fir(s, 78, 214, 118, "#2f7a3e", sw=3.5)
        fir(s, 180, 214, 118, "#2f7a3e", sw=3.5)
        fir(s, 128, 226, 176, "#3c9a4b", sw=4)
    elif tid == "MOUNTAIN":
        for _ in range(18):
            x, y = rnd.uniform(10, 246), rnd.uniform(10, 246)
            s.ellipse(x, y, rnd.uniform(5, 9), rnd.uniform(3, 6), fill=p["dark"], opacity=0.35)
        s.rect(0, 200, 256, 56, fill=mix(p["base"], p["dark"], 0.35))
        peak(s, 78, 212, 130, 110, "#8d8478", sw=3.5)
        peak(s, 176, 212, 140, 96, "#857b6e", sw=3.5)
        peak(s, 128, 222, 170, 168, "#a09484", sw=4)
    elif tid == "VOLCANO":
        rock = mix(p["dark"], "#3b1a12", 0.3)
        for _ in range(9):
            x, y = rnd.uniform(20, 236), rnd.uniform(20, 236)
            pts = regular(x, y, rnd.uniform(14, 24), 6, rnd.uniform(0, 60))
            pts = [(px + rnd.uniform(-4, 4), py + rnd.uniform(-4, 4)) for px, py in pts]
            s.path(smooth_closed(pts, 0.3), fill=rock, opacity=0.45)
        for pts in (
            [(0, 70), (30, 80), (50, 62), (80, 70)],
            [(176, 40), (200, 60), (230, 52), (256, 70)],
            [(0, 180), (24, 170), (40, 196), (70, 190), (80, 216)],
            [(256, 150), (226, 166), (214, 196), (236, 220)],
        ):
            s.path(smooth_open(pts, 0.2), stroke="#7a1d10", sw=9)
            s.path(smooth_open(pts, 0.2), stroke="#ff9a2e", sw=4.5)
            s.path(smooth_open(pts, 0.2), stroke="#ffe27a", sw=1.6)
        s.ellipse(128, 220, 90, 12, fill="#5a1a10", opacity=0.5)
        volcano_cone(s, 128, 222, 200, 120, sw=4)
    bevel(s, 256, "#ffffff", p["dark"], 6)
    return s


# ------------------------------------------------------------------------------------
# spring and flag overlays
# ------------------------------------------------------------------------------------
def spring() -> Svg:
    """Spring badge: one bold water drop over a ripple, so it still reads at 20-30 px."""
    s = Svg(96, 96)
    s.circle(48, 51, 42, fill="#000000", opacity=0.2)
    s.circle(48, 48, 42, fill="#ffffff", stroke=OUTLINE, sw=2.5)
    s.circle(48, 48, 36, fill=s.rad([(0, "#9fdcff"), (1, "#2f7fc8")], 0.35, 0.3, 0.8))
    s.ellipse(48, 70, 22, 6, fill="#bfe9ff", stroke=OUTLINE, sw=2)
    s.ellipse(48, 70, 12, 3, fill="#2f7fc8", opacity=0.6)
    s.path(
        "M48 14 C56 30 68 42 68 54 A20 20 0 0 1 28 54 C28 42 40 30 48 14 Z",
        fill=s.lin([(0, "#ffffff"), (1, "#d6f0ff")], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=3,
    )
    s.path("M37 52 Q37 44 43 38", stroke="#7cc7ef", sw=4)
    for side in (-1, 1):
        s.circle(48 + side * 28, 36, 4, fill="#ffffff", stroke=OUTLINE, sw=1.5)
        s.circle(48 + side * 31, 50, 2.8, fill="#ffffff", stroke=OUTLINE, sw=1.2)
    return s


def flag() -> Svg:
    s = Svg(96, 96)
    s.ellipse(34, 88, 16, 4, fill="#000000", opacity=0.2)
    s.rect(
        30,
        10,
        6,
        78,
        rx=3,
        fill=s.lin([(0, "#c88a55"), (1, "#7a4a2a")], 0, 0, 1, 0),
        stroke=OUTLINE,
        sw=2,
    )
    s.circle(33, 10, 6, fill="#ffd23f", stroke=OUTLINE, sw=2)
    d = "M36 16 C52 10 64 22 84 16 L78 32 L86 48 C66 54 54 42 36 48 Z"
    s.path(d, fill=s.lin([(0, "#ff6b5a"), (1, "#c8302a")], 0, 0, 1, 1), stroke=OUTLINE, sw=2.5)
    s.path(star(58, 32, 10, 4.5, 5), fill="#fff3b0", stroke=OUTLINE, sw=1.5)
    return s


# ------------------------------------------------------------------------------------
# eggs, shells, cracks (viewBox 128 x 160)
# ------------------------------------------------------------------------------------
EGG_W, EGG_H, EGG_CX, EGG_CY = 96, 132, 64, 84


def egg_pattern(s: Svg, tid: str, color: str, clip_top: float = 0.0) -> None:
    """Per-terrain motif on the shell, kept inside the egg outline by construction."""

    def inside(x: float, y: float, margin: float = 6) -> bool:
        nx = (x - EGG_CX) / (EGG_W / 2 - margin)
        ny = (y - EGG_CY - 10) / (EGG_H / 2 - margin)
        return nx * nx + ny * ny < 0.85 and y > clip_top

    if tid == "DESERT":
        for y in (70, 100, 128):
            if y <= clip_top:
                continue
            hw = math.sqrt(max(0.0, 1 - ((y - EGG_CY - 8) / (EGG_H / 2 - 4)) ** 2)) * (
                EGG_W / 2 - 8
            )
            s.path(
                f"M{fmt(64 - hw)} {y} Q{fmt(64 - hw / 2)} {y - 8} 64 {y} T{fmt(64 + hw)} {y}",
                stroke=color,
                sw=5,
            )
    elif tid == "SNOW":
        for x, y, r in [(48, 66, 9), (80, 90, 11), (50, 118, 8), (84, 130, 7), (66, 48, 6)]:
            if inside(x, y):
                snowflake(s, x, y, r, color, 2.4)
    elif tid == "PRAIRIE":
        for x, y in [(48, 70), (82, 86), (54, 112), (86, 126), (66, 138), (68, 52)]:
            if inside(x, y):
                flower(s, x, y, 10, "#ffffff" if (x + y) % 3 else "#ffe066", sw=1.2)
    elif tid == "FOREST":
        for x, y in [(46, 80), (78, 70), (62, 110), (90, 112), (42, 126), (74, 138)]:
            if inside(x, y):
                s.path(
                    poly([(x, y - 13), (x + 8, y + 3), (x - 8, y + 3)]),
                    fill=color,
                    stroke=darker(color, 0.3),
                    sw=1.2,
                )
    elif tid == "MOUNTAIN":
        rnd = random.Random(7)
        for _ in range(22):
            x, y = rnd.uniform(24, 104), rnd.uniform(36, 146)
            if inside(x, y, 8):
                s.ellipse(x, y, rnd.uniform(2.5, 5), rnd.uniform(2, 3.5), fill=color)
        if clip_top < 90:
            s.path("M30 112 L48 92 L60 104 L76 84 L98 112", stroke=darker(color, 0.1), sw=3.5)
    elif tid == "VOLCANO":
        for y in (78, 118):
            if y <= clip_top:
                continue
            hw = math.sqrt(max(0.0, 1 - ((y - EGG_CY - 8) / (EGG_H / 2 - 4)) ** 2)) * (
                EGG_W / 2 - 6
            )
            pts = []
            n = 6
            for i in range(n + 1):
                pts.append((64 - hw + 2 * hw * i / n, y + (-8 if i % 2 else 6)))
            s.path(poly(pts, close=False), stroke="#ffb13b", sw=5)
            s.path(poly(pts, close=False), stroke="#ffe27a", sw=1.8)


def egg(tid: str, s: Svg | None = None) -> Svg:
    p = TERRAINS[tid]
    s = s or Svg(128, 160)
    s.ellipse(64, 150, 40, 7, fill="#000000", opacity=0.2)
    shell = p["base"] if tid != "SNOW" else "#f4f9ff"
    s.path(
        egg_path(EGG_CX, EGG_CY, EGG_W, EGG_H),
        fill=s.rad(
            [(0, lighter(shell, 0.55)), (0.6, shell), (1, darker(shell, 0.25))], 0.35, 0.28, 0.85
        ),
        stroke=OUTLINE,
        sw=SW,
    )
    pat = {
        "SNOW": "#8fbfe0",
        "FOREST": "#23603a",
        "MOUNTAIN": "#7a6956",
        "DESERT": "#d9962e",
        "PRAIRIE": "",
        "VOLCANO": "",
    }[tid]
    egg_pattern(s, tid, pat)
    s.ellipse(44, 52, 9, 15, fill="#ffffff", opacity=0.55, transform="rotate(25 44 52)")
    s.circle(52, 38, 3.5, fill="#ffffff", opacity=0.6)
    return s


CRACK_TOP = [
    (21, 78),
    (30, 72),
    (40, 84),
    (52, 68),
    (64, 82),
    (76, 66),
    (88, 80),
    (100, 70),
    (107, 78),
]


def crack(level: int) -> Svg:
    s = Svg(128, 160)
    if level == 1:
        lines = [[(58, 28), (64, 40), (58, 50), (66, 60), (62, 70)], [(64, 40), (74, 46)]]
    else:
        lines = [
            [(58, 28), (64, 40), (58, 50), (66, 60), (62, 70)],
            [(64, 40), (74, 46)],
            CRACK_TOP,
            [(40, 84), (38, 98)],
            [(76, 66), (84, 56)],
        ]
    for ln in lines:
        d = poly(ln, close=False)
        s.path(d, stroke="#ffffff", sw=6, opacity=0.6)
        s.path(d, stroke=OUTLINE, sw=3)
    return s


def shell(tid: str) -> Svg:
    """Two empty halves: bottom cup with jagged rim, top cap tipped to the side."""
    p = TERRAINS[tid]
    s = Svg(128, 160)
    base = p["base"] if tid != "SNOW" else "#f4f9ff"
    s.ellipse(64, 150, 46, 7, fill="#000000", opacity=0.2)
    inner = "#fff8e8"
    # bottom half
    rim = [
        (18, 96),
        (28, 88),
        (38, 98),
        (50, 86),
        (62, 98),
        (74, 86),
        (86, 98),
        (98, 88),
        (110, 96),
    ]
    bottom = (
        f"M{rim[0][0]} {rim[0][1]} "
        + " ".join(f"L{x} {y}" for x, y in rim[1:])
        + " C112 130 92 148 64 148 C36 148 16 130 18 96 Z"
    )
    s.ellipse(64, 95, 44, 10, fill=darker(inner, 0.15), stroke=OUTLINE, sw=2.5)
    s.path(
        bottom,
        fill=s.rad([(0, lighter(base, 0.5)), (0.6, base), (1, darker(base, 0.25))], 0.35, 0.2, 0.9),
        stroke=OUTLINE,
        sw=SW,
    )
    pat = {
        "SNOW": "#8fbfe0",
        "FOREST": "#23603a",
        "MOUNTAIN": "#7a6956",
        "DESERT": "#d9962e",
        "PRAIRIE": "",
        "VOLCANO": "",
    }[tid]
    egg_pattern(s, tid, pat, clip_top=104)
    # top cap, rotated and lifted to the upper right
    with s.group("translate(30 4) rotate(-24 64 60) scale(0.8)"):
        cap_rim = [(24, 74), (34, 66), (44, 76), (56, 64), (68, 76), (80, 64), (92, 74), (104, 66)]
        cap = (
            f"M{cap_rim[0][0]} {cap_rim[0][1]} C22 40 40 20 64 20 C88 20 106 40 104 66 "
            + " ".join(f"L{x} {y}" for x, y in reversed(cap_rim[:-1]))
            + " Z"
        )
        s.path(
            cap,
            fill=s.rad(
                [(0, lighter(base, 0.55)), (0.7, base), (1, darker(base, 0.2))], 0.35, 0.3, 0.8
            ),
            stroke=OUTLINE,
            sw=SW,
        )
        s.ellipse(46, 38, 6, 10, fill="#ffffff", opacity=0.5, transform="rotate(30 46 38)")
    # a few shell crumbs
    for x, y, r in [(20, 140, 4), (108, 138, 5), (100, 146, 3)]:
        s.path(poly(regular(x, y, r, 3, x)), fill=base, stroke=OUTLINE, sw=1.5)
    return s


# ------------------------------------------------------------------------------------
# baby dragons (viewBox 128 x 128)
# ------------------------------------------------------------------------------------
# Per terrain: 7 body tints (mixed from the palette) and 7 accessories; the other traits
# rotate through short lists with co-prime lengths so no two siblings share a look.
BABY_TINTS: dict[str, list[str]] = {
    "DESERT": ["#f2c94c", "#f5a742", "#e9d27a", "#f0b85a", "#dcae3a", "#f7d774", "#e8a04a"],
    "SNOW": ["#dcecf8", "#bfdcf2", "#f2f7fc", "#c7d6f5", "#a9d4ef", "#e3e8f7", "#b8e4ec"],
    "PRAIRIE": ["#a9d86b", "#8fcf5a", "#c2e27c", "#9edc8a", "#b7d957", "#84c76e", "#cde69a"],
    "FOREST": ["#3e8a50", "#2f7a44", "#4e9a3e", "#357f60", "#5a9a48", "#2e6e4a", "#468f2e"],
    "MOUNTAIN": ["#a39078", "#8f8a84", "#b39a80", "#968270", "#a8a096", "#8c7a66", "#b8a58c"],
    "VOLCANO": ["#d2452f", "#e0603a", "#c23a3a", "#e8753a", "#b8342a", "#d85a4a", "#cc4a22"],
}
ACCESSORIES: dict[str, list[str]] = {
    "DESERT": [
        "sunhat",
        "cactus_flower",
        "sunglasses",
        "bandana",
        "held_cactus",
        "starfish",
        "none",
    ],
    "SNOW": ["scarf", "bobble_hat", "snowflake", "snowball", "earmuffs", "ice_crystal", "none"],
    "PRAIRIE": ["flower", "flower_crown", "held_flower", "ladybug", "butterfly", "clover", "none"],
    "FOREST": ["leaf", "acorn_hat", "mushroom", "pinecone", "berries", "leaf_scarf", "none"],
    "MOUNTAIN": ["pebble", "crystal", "helmet", "scarf", "stone_hat", "bandana", "none"],
    "VOLCANO": ["flame", "ember", "smoke", "scarf", "crown", "flame_tail", "none"],
}
BODIES = ["round", "tall", "wide", "pear", "round", "tall", "wide"]
HORNS = ["nubs", "long", "curl", "single", "spikes", "nubs", "long"]
WINGS = ["bat", "round", "tiny", "big", "bat", "round", "tiny"]
MARKS = ["none", "spots", "stripes", "belly", "spots", "none", "stripes"]
EYES = ["open", "happy", "big", "wink", "sleepy", "open", "big"]
MOUTHS = ["smile", "open", "tongue", "tooth", "smile", "open", "tongue"]


def _trait(lst: list[str], n: int, t: int, step: int) -> str:
    return lst[(n * step + t) % len(lst)]


def baby(tid: str, n: int, s: Svg | None = None) -> Svg:
    t = TERRAIN_IDS.index(tid)
    p = TERRAINS[tid]
    col = BABY_TINTS[tid][n]
    belly = p["belly"]
    horn_col = "#fff1c9" if tid not in ("SNOW",) else "#7cc0ef"
    acc = ACCESSORIES[tid][n]
    body = BODIES[n]
    horns = _trait(HORNS, n, t, 1)
    wings = _trait(WINGS, n, t, 3)
    marks = _trait(MARKS, n, t, 2)
    eyes = _trait(EYES, n, t, 1)
    mouth = _trait(MOUTHS, n, t, 3)
    dark = darker(col, 0.35)
    wing_col = mix(col, p["light"], 0.35) if tid != "SNOW" else "#a9d4ef"
    spot_col = p["spot"] if tid != "SNOW" else "#8fbfe0"

    s = s or Svg(128, 128)
    bw, bh = {"round": (27, 24), "tall": (23, 27), "wide": (31, 22), "pear": (28, 25)}[body]
    by = 94
    hx, hy = 64, 50
    hrx, hry = {"round": (29, 25), "tall": (26, 26), "wide": (32, 23), "pear": (27, 24)}[body]

    s.ellipse(64, 120, 36, 5, fill="#000000", opacity=0.18)
    # tail
    flame_tail = acc == "flame_tail"
    tail = "M76 108 Q104 114 108 96 Q111 84 102 78"
    s.path(tail, stroke=OUTLINE, sw=13)
    s.path(tail, stroke=col, sw=9)
    if flame_tail:
        s.path(
            "M102 78 C92 72 98 60 104 54 C104 62 112 62 110 52 C118 62 118 76 102 78 Z",
            fill=s.lin([(0, "#ffe066"), (1, "#ff6a1a")], 0, 0, 0, 1),
            stroke=OUTLINE,
            sw=2,
        )
    else:
        s.path(
            "M97 80 Q94 66 104 58 Q112 68 110 80 Q104 84 97 80 Z", fill=dark, stroke=OUTLINE, sw=2
        )
    # wings (behind body)
    for side in (-1, 1):
        wx = 64 + side * (bw - 6)
        wy = by - bh + 8
        if wings == "bat":
            d = (
                f"M{wx} {wy + 6} L{wx + side * 22} {wy - 18} L{wx + side * 24} {wy - 2} "
                f"L{wx + side * 30} {wy + 2} Q{wx + side * 18} {wy + 8} {wx + side * 16} {wy + 18} Z"
            )
        elif wings == "round":
            d = (
                f"M{wx} {wy + 8} C{wx + side * 10} {wy - 20} {wx + side * 34} {wy - 12} "
                f"{wx + side * 26} {wy + 10} C{wx + side * 20} {wy + 20} {wx + side * 8} {wy + 16} {wx} {wy + 8} Z"
            )
        elif wings == "big":
            d = (
                f"M{wx} {wy + 10} C{wx + side * 6} {wy - 30} {wx + side * 36} {wy - 34} "
                f"{wx + side * 40} {wy - 8} Q{wx + side * 30} {wy - 6} {wx + side * 30} {wy + 6} "
                f"Q{wx + side * 20} {wy + 4} {wx + side * 16} {wy + 18} Z"
            )
        else:  # tiny
            d = (
                f"M{wx} {wy + 8} C{wx + side * 4} {wy - 8} {wx + side * 18} {wy - 8} "
                f"{wx + side * 18} {wy + 4} C{wx + side * 12} {wy + 10} {wx + side * 6} {wy + 14} {wx} {wy + 8} Z"
            )
        s.path(
            d,
            fill=s.lin([(0, lighter(wing_col, 0.3)), (1, darker(wing_col, 0.1))], 0, 0, 1, 1),
            stroke=OUTLINE,
            sw=2.2,
        )
        if wings in ("bat", "big"):
            s.path(
                f"M{wx + side * 4} {wy + 8} L{wx + side * 20} {wy - 8}",
                stroke=darker(wing_col, 0.25),
                sw=1.6,
            )
    # body
    if body == "pear":
        bd = smooth_closed(
            [
                (64, by - bh),
                (64 + bw * 0.75, by - bh * 0.55),
                (64 + bw, by + bh * 0.35),
                (64, by + bh),
                (64 - bw, by + bh * 0.35),
                (64 - bw * 0.75, by - bh * 0.55),
            ]
        )
        s.path(bd, fill=s.shade(col), stroke=OUTLINE, sw=SW)
    else:
        s.ellipse(64, by, bw, bh, fill=s.shade(col), stroke=OUTLINE, sw=SW)
    # belly
    s.ellipse(64, by + 4, bw * 0.58, bh * 0.72, fill=belly, stroke=OUTLINE, sw=1.5, opacity=0.95)
    if marks == "belly":
        for k in range(3):
            yy = by - 6 + k * 9
            s.path(
                f"M{fmt(64 - bw * 0.45)} {yy} Q64 {yy + 4} {fmt(64 + bw * 0.45)} {yy}",
                stroke=darker(belly, 0.3),
                sw=1.6,
            )
    elif marks == "spots":
        for x, y, r in [
            (64 - bw * 0.8, by - 6, 3.5),
            (64 + bw * 0.78, by + 2, 4),
            (64 - bw * 0.7, by + 10, 2.5),
        ]:
            s.circle(x, y, r, fill=spot_col)
    elif marks == "stripes":
        for side in (-1, 1):
            for k in range(3):
                x0 = 64 + side * bw * 0.62
                yy = by - 10 + k * 9
                s.path(
                    f"M{fmt(x0)} {yy} L{fmt(x0 + side * bw * 0.34)} {yy - 3}", stroke=spot_col, sw=3
                )
    # feet and arms
    for side in (-1, 1):
        fx = 64 + side * bw * 0.52
        s.ellipse(fx, 116, 11, 6.5, fill=s.shade(col), stroke=OUTLINE, sw=2.2)
        for k in (-4, 0, 4):
            s.circle(fx + k, 113 + abs(k) * 0.3, 1.6, fill=belly)
        ax = 64 + side * bw * 0.72
        s.ellipse(
            ax,
            by - 2,
            6,
            9,
            fill=s.shade(col),
            stroke=OUTLINE,
            sw=2.2,
            transform=f"rotate({-side * 30} {fmt(ax)} {by - 2})",
        )
    # horns (behind head)
    for side in (-1, 1):
        hxs = hx + side * hrx * 0.52
        hys = hy - hry * 0.72
        if horns == "nubs":
            s.ellipse(hxs, hys - 2, 5, 7, fill=horn_col, stroke=OUTLINE, sw=2)
        elif horns == "long":
            s.path(
                f"M{fmt(hxs - 5)} {fmt(hys + 4)} Q{fmt(hxs + side * 2)} {fmt(hys - 10)} {fmt(hxs + side * 10)} {fmt(hys - 20)} "
                f"Q{fmt(hxs + side * 6)} {fmt(hys - 4)} {fmt(hxs + 5)} {fmt(hys + 4)} Z",
                fill=horn_col,
                stroke=OUTLINE,
                sw=2,
            )
        elif horns == "curl":
            d = f"M{fmt(hxs)} {fmt(hys + 4)} q{side * 2} -14 {side * 12} -14 q8 2 4 10 q-3 3 -6 0"
            s.path(d, stroke=OUTLINE, sw=7.5)
            s.path(d, stroke=horn_col, sw=4)
        elif horns == "spikes":
            pass
    if horns == "single":
        s.path(
            f"M{hx - 6} {hy - hry + 6} L{hx} {hy - hry - 16} L{hx + 6} {hy - hry + 6} Z",
            fill=horn_col,
            stroke=OUTLINE,
            sw=2,
        )
    if horns == "spikes":
        for k, dx in enumerate((-12, 0, 12)):
            hh = 12 if k == 1 else 9
            s.path(
                f"M{hx + dx - 6} {hy - hry + 5} L{hx + dx} {hy - hry - hh} L{hx + dx + 6} {hy - hry + 5} Z",
                fill=dark,
                stroke=OUTLINE,
                sw=2,
            )
    # ears / frills
    for side in (-1, 1):
        ex = hx + side * (hrx - 2)
        s.path(
            f"M{ex} {hy - 6} L{ex + side * 12} {hy - 10} L{ex + side * 6} {hy + 4} Z",
            fill=wing_col,
            stroke=OUTLINE,
            sw=2,
        )
    # head
    s.ellipse(hx, hy, hrx, hry, fill=s.shade(col), stroke=OUTLINE, sw=SW)
    if marks == "spots":
        for x, y, r in [
            (hx - hrx * 0.55, hy - 12, 3),
            (hx + hrx * 0.6, hy - 8, 3.5),
            (hx + 4, hy - hry * 0.75, 2.5),
        ]:
            s.circle(x, y, r, fill=spot_col)
    if marks == "stripes":
        for dx in (-8, 0, 8):
            s.path(
                f"M{hx + dx} {hy - hry + 2} L{hx + dx * 0.8} {hy - hry + 9}", stroke=spot_col, sw=3
            )
    # snout
    s.ellipse(
        hx,
        hy + 11,
        15,
        10,
        fill=s.rad([(0, lighter(belly, 0.4)), (1, mix(belly, col, 0.25))]),
        stroke=OUTLINE,
        sw=1.8,
    )
    s.ellipse(hx - 5, hy + 8, 1.8, 1.4, fill=OUTLINE)
    s.ellipse(hx + 5, hy + 8, 1.8, 1.4, fill=OUTLINE)
    # cheeks
    s.ellipse(hx - hrx * 0.68, hy + 8, 5, 3.2, fill="#ff8c9a", opacity=0.55)
    s.ellipse(hx + hrx * 0.68, hy + 8, 5, 3.2, fill="#ff8c9a", opacity=0.55)
    # eyes
    for side in (-1, 1):
        ex, ey = hx + side * 11, hy - 4
        if eyes == "happy" or (eyes == "wink" and side == 1):
            s.path(f"M{ex - 5} {ey + 1} Q{ex} {ey - 6} {ex + 5} {ey + 1}", stroke=OUTLINE, sw=2.6)
        elif eyes == "sleepy":
            # content, dreamy closed eyes (downward arcs with lashes): calm, not grumpy
            s.path(
                f"M{ex - 5.5} {ey - 2} Q{ex} {ey + 5} {ex + 5.5} {ey - 2}", stroke=OUTLINE, sw=2.6
            )
            s.path(
                f"M{ex - 4} {ey + 1} l-2.5 2.5 M{ex + 4} {ey + 1} l2.5 2.5", stroke=OUTLINE, sw=1.4
            )
        else:
            r = 7.5 if eyes == "big" else 6
            s.ellipse(ex, ey, r * 0.9, r, fill="#ffffff", stroke=OUTLINE, sw=1.6)
            s.circle(ex + side * 0.5, ey + 1, r * 0.62, fill=OUTLINE)
            s.circle(ex - 1.5, ey - 1.5, r * 0.25, fill="#ffffff")
            if eyes == "big":
                s.circle(ex + 2, ey + 3, 1, fill="#ffffff")
    # mouth
    my = hy + 17
    if mouth == "smile":
        s.path(f"M{hx - 6} {my - 1} Q{hx} {my + 4} {hx + 6} {my - 1}", stroke=OUTLINE, sw=1.8)
    elif mouth == "open":
        s.path(
            f"M{hx - 5} {my - 2} Q{hx} {my + 7} {hx + 5} {my - 2} Z",
            fill="#8a2a2a",
            stroke=OUTLINE,
            sw=1.6,
        )
    elif mouth == "tongue":
        s.path(f"M{hx - 6} {my - 1} Q{hx} {my + 4} {hx + 6} {my - 1}", stroke=OUTLINE, sw=1.8)
        s.path(f"M{hx + 1} {my + 1} q1 6 4 5 q2 -2 0 -6 Z", fill="#ff7f8f", stroke=OUTLINE, sw=1.2)
    else:  # tooth
        s.path(f"M{hx - 6} {my - 1} Q{hx} {my + 4} {hx + 6} {my - 1}", stroke=OUTLINE, sw=1.8)
        s.path(
            f"M{hx - 3} {my + 1} L{hx - 1} {my + 5} L{hx + 1} {my + 1.5} Z",
            fill="#ffffff",
            stroke=OUTLINE,
            sw=1,
        )
    accessory(s, acc, hx, hy, hrx, hry, by, bw, bh, col)
    return s


def accessory(
    s: Svg,
    acc: str,
    hx: float,
    hy: float,
    hrx: float,
    hry: float,
    by: float,
    bw: float,
    bh: float,
    col: str,
) -> None:
    top = hy - hry
    neck = by - bh + 4
    lw = 2.0
    if acc in ("scarf", "bandana", "leaf_scarf"):
        colour = {"scarf": "#e2453c", "bandana": "#3c7be2", "leaf_scarf": "#6fbf3a"}[acc]
        if acc == "scarf" and col in BABY_TINTS["VOLCANO"]:  # red scarf would vanish
            colour = "#3c7be2"
        s.path(
            f"M{hx - bw * 0.8} {neck - 2} Q{hx} {neck + 8} {hx + bw * 0.8} {neck - 2} "
            f"L{hx + bw * 0.8} {neck + 5} Q{hx} {neck + 15} {hx - bw * 0.8} {neck + 5} Z",
            fill=colour,
            stroke=OUTLINE,
            sw=lw,
        )
        if acc == "bandana":
            s.path(
                f"M{hx - 8} {neck + 8} L{hx} {neck + 22} L{hx + 8} {neck + 8} Z",
                fill=colour,
                stroke=OUTLINE,
                sw=lw,
            )
            s.circle(hx, neck + 13, 1.8, fill="#ffffff")
        elif acc == "leaf_scarf":
            for dx in (-10, 0, 10):
                s.path(
                    f"M{hx + dx} {neck + 6} q-5 8 0 14 q5 -6 0 -14 Z",
                    fill="#4f9a3a",
                    stroke=OUTLINE,
                    sw=1.4,
                )
        else:
            s.path(
                f"M{hx + 10} {neck + 8} l4 16 l8 -2 l-4 -15 Z", fill=colour, stroke=OUTLINE, sw=lw
            )
            for k in (0, 1):
                s.path(f"M{hx + 12 + k * 4} {neck + 22 - k} l1 4", stroke=OUTLINE, sw=1.2)
    elif acc == "sunhat":
        s.ellipse(hx, top + 6, 34, 7, fill="#f7dc8f", stroke=OUTLINE, sw=lw)
        s.path(
            f"M{hx - 16} {top + 6} Q{hx - 16} {top - 14} {hx} {top - 14} Q{hx + 16} {top - 14} {hx + 16} {top + 6} Z",
            fill="#f7dc8f",
            stroke=OUTLINE,
            sw=lw,
        )
        s.path(f"M{hx - 16} {top + 1} L{hx + 16} {top + 1}", stroke="#e2453c", sw=4)
    elif acc == "cactus_flower":
        flower(s, hx + 16, top + 6, 12, "#ff7fa8", "#ffe066", sw=1.5)
    elif acc == "sunglasses":
        for side in (-1, 1):
            s.ellipse(hx + side * 11, hy - 4, 8.5, 7, fill="#2a2a3a", stroke=OUTLINE, sw=1.5)
            s.ellipse(hx + side * 11 - 3, hy - 6, 2.5, 1.8, fill="#ffffff", opacity=0.7)
        s.path(f"M{hx - 3} {hy - 5} L{hx + 3} {hy - 5}", stroke=OUTLINE, sw=2)
    elif acc == "held_cactus":
        cactus(s, hx + bw * 0.85, by + 10, 26, "#4f9a3a", sw=1.6)
    elif acc == "starfish":
        s.path(star(hx - 16, top + 6, 10, 4.5, 5, -70), fill="#ff9a5a", stroke=OUTLINE, sw=1.6)
    elif acc == "bobble_hat":
        s.path(
            f"M{hx - 20} {top + 10} Q{hx - 20} {top - 14} {hx} {top - 14} Q{hx + 20} {top - 14} {hx + 20} {top + 10} Z",
            fill="#e2453c",
            stroke=OUTLINE,
            sw=lw,
        )
        s.rect(hx - 22, top + 4, 44, 9, rx=4.5, fill="#ffffff", stroke=OUTLINE, sw=lw)
        s.circle(hx, top - 16, 7, fill="#ffffff", stroke=OUTLINE, sw=lw)
        for k in (-10, 0, 10):
            s.path(f"M{hx + k} {top - 8} l0 10", stroke="#b8302a", sw=2)
    elif acc == "snowflake":
        snowflake(s, hx + 18, top + 6, 11, "#3f86c6", 2.6, outline=False)
    elif acc == "snowball":
        s.circle(hx + bw * 0.9, by + 8, 10, fill=s.shade("#ffffff", 0, 0.15), stroke=OUTLINE, sw=lw)
    elif acc == "earmuffs":
        s.path(f"M{hx - hrx} {hy - 2} Q{hx} {top - 22} {hx + hrx} {hy - 2}", stroke=OUTLINE, sw=6)
        s.path(f"M{hx - hrx} {hy - 2} Q{hx} {top - 22} {hx + hrx} {hy - 2}", stroke="#e2453c", sw=3)
        for side in (-1, 1):
            s.circle(hx + side * hrx, hy - 2, 8, fill="#ffffff", stroke=OUTLINE, sw=lw)
    elif acc == "ice_crystal":
        s.path(
            f"M{hx} {top - 20} L{hx + 7} {top - 6} L{hx} {top + 6} L{hx - 7} {top - 6} Z",
            fill="#bfe9ff",
            stroke=OUTLINE,
            sw=lw,
        )
        s.path(f"M{hx} {top - 20} L{hx} {top + 6}", stroke="#ffffff", sw=1.5)
    elif acc == "flower":
        flower(s, hx - 17, top + 6, 12, "#ffffff", "#ffd23f", sw=1.5)
    elif acc == "flower_crown":
        for k, c in zip(
            range(-2, 3), ["#ff7fa8", "#ffe066", "#ffffff", "#ffe066", "#ff7fa8"], strict=True
        ):
            flower(s, hx + k * 11, top + 4 + abs(k) * 3, 7, c, "#f29a2a", sw=1.2)
    elif acc == "held_flower":
        x = hx + bw * 0.8
        s.path(f"M{x} {by + 16} L{x + 2} {by - 10}", stroke="#3f8a30", sw=2.5)
        flower(s, x + 2, by - 14, 10, "#b87fe0", "#ffe066", sw=1.4)
    elif acc == "ladybug":
        x, y = hx + 20, top + 6
        s.circle(x, y, 7, fill="#e2302a", stroke=OUTLINE, sw=1.5)
        s.path(f"M{x} {y - 7} L{x} {y + 7}", stroke=OUTLINE, sw=1.2)
        s.circle(x - 3, y + 1, 1.5, fill=OUTLINE)
        s.circle(x + 3, y - 2, 1.5, fill=OUTLINE)
        s.circle(x, y - 7, 3, fill=OUTLINE)
    elif acc == "butterfly":
        x, y = hx - 20, top - 2
        for side in (-1, 1):
            s.ellipse(x + side * 5, y - 3, 5, 6, fill="#ffb13b", stroke=OUTLINE, sw=1.4)
            s.ellipse(x + side * 4, y + 5, 3.5, 4, fill="#ff7fa8", stroke=OUTLINE, sw=1.4)
        s.path(f"M{x} {y - 6} L{x} {y + 8}", stroke=OUTLINE, sw=2)
    elif acc == "clover":
        x, y = hx + 16, top + 4
        for a in (0, 120, 240):
            r = math.radians(a - 90)
            s.circle(
                x + 5 * math.cos(r), y + 5 * math.sin(r), 5, fill="#4f9a3a", stroke=OUTLINE, sw=1.3
            )
        s.path(f"M{x} {y} q2 8 6 10", stroke="#3f8a30", sw=2)
    elif acc == "leaf":
        s.path(
            f"M{hx + 4} {top + 4} C{hx + 8} {top - 18} {hx + 26} {top - 20} {hx + 30} {top - 14} "
            f"C{hx + 28} {top - 2} {hx + 16} {top + 6} {hx + 4} {top + 4} Z",
            fill="#6fbf3a",
            stroke=OUTLINE,
            sw=lw,
        )
        s.path(
            f"M{hx + 4} {top + 4} Q{hx + 18} {top - 6} {hx + 28} {top - 14}",
            stroke="#3f8a30",
            sw=1.4,
        )
    elif acc == "acorn_hat":
        s.path(
            f"M{hx - 18} {top + 8} Q{hx - 18} {top - 12} {hx} {top - 12} Q{hx + 18} {top - 12} {hx + 18} {top + 8} Z",
            fill="#9a6a3e",
            stroke=OUTLINE,
            sw=lw,
        )
        for k in (-8, 0, 8):
            s.path(f"M{hx + k - 4} {top - 2} l4 4 l4 -4", stroke="#6a4424", sw=1.5)
        s.path(f"M{hx} {top - 12} q2 -6 6 -7", stroke=OUTLINE, sw=2.5)
    elif acc == "mushroom":
        x = hx + bw * 0.85
        s.rect(x - 3.5, by, 7, 14, rx=3, fill="#fff3df", stroke=OUTLINE, sw=1.5)
        s.path(
            f"M{x - 13} {by + 2} Q{x} {by - 16} {x + 13} {by + 2} Z",
            fill="#e2302a",
            stroke=OUTLINE,
            sw=1.5,
        )
        s.circle(x - 4, by - 4, 2, fill="#ffffff")
        s.circle(x + 5, by - 2, 1.6, fill="#ffffff")
    elif acc == "pinecone":
        x, y = hx + bw * 0.85, by + 6
        s.ellipse(x, y, 7, 11, fill="#8a5a30", stroke=OUTLINE, sw=1.5)
        for k in (-5, 0, 5):
            s.path(f"M{x - 5} {y + k} l5 3 l5 -3", stroke="#5a3418", sw=1.3)
    elif acc == "berries":
        for dx, dy in ((14, 4), (20, 0), (18, 8)):
            s.circle(hx + dx, top + dy, 4.5, fill="#5a3ab8", stroke=OUTLINE, sw=1.3)
        s.path(
            f"M{hx + 10} {top - 2} q6 -8 14 -6 q-4 6 -14 6 Z",
            fill="#4f9a3a",
            stroke=OUTLINE,
            sw=1.3,
        )
    elif acc == "pebble":
        s.ellipse(hx + bw * 0.85, by + 6, 10, 8, fill=s.shade("#8f8a84"), stroke=OUTLINE, sw=1.6)
        s.ellipse(hx + bw * 0.85 - 3, by + 3, 2.5, 1.5, fill="#ffffff", opacity=0.6)
    elif acc == "crystal":
        x, y = hx + 14, top + 6
        s.path(
            poly([(x - 6, y), (x - 3, y - 16), (x + 3, y - 20), (x + 7, y - 2), (x, y + 2)]),
            fill="#c9a0f0",
            stroke=OUTLINE,
            sw=1.6,
        )
        s.path(f"M{x - 3} {y - 16} L{x} {y + 2}", stroke="#ffffff", sw=1.2, opacity=0.8)
    elif acc == "helmet":
        s.path(
            f"M{hx - 22} {top + 12} Q{hx - 22} {top - 12} {hx} {top - 12} Q{hx + 22} {top - 12} {hx + 22} {top + 12} Z",
            fill="#f2c94c",
            stroke=OUTLINE,
            sw=lw,
        )
        s.rect(hx - 25, top + 8, 50, 6, rx=3, fill="#e0a830", stroke=OUTLINE, sw=lw)
        s.circle(hx, top - 2, 6, fill="#fff7c2", stroke=OUTLINE, sw=1.6)
    elif acc == "stone_hat":
        s.ellipse(hx - 4, top + 2, 14, 8, fill=s.shade("#9a948c"), stroke=OUTLINE, sw=1.6)
        s.ellipse(hx + 8, top - 6, 9, 6, fill=s.shade("#b3aca2"), stroke=OUTLINE, sw=1.6)
    elif acc == "flame":
        x, y = hx + 2, top + 6
        s.path(
            f"M{x - 12} {y} C{x - 16} {y - 14} {x - 6} {y - 18} {x - 4} {y - 28} C{x + 2} {y - 18} {x + 8} {y - 22} "
            f"{x + 8} {y - 30} C{x + 18} {y - 16} {x + 16} {y - 2} {x + 10} {y} Z",
            fill=s.lin([(0, "#ffe066"), (1, "#ff6a1a")], 0, 0, 0, 1),
            stroke=OUTLINE,
            sw=1.8,
        )
    elif acc == "ember":
        x, y = hx + bw * 0.85, by + 6
        s.circle(
            x,
            y,
            9,
            fill=s.rad([(0, "#fff3a0"), (0.5, "#ffb13b"), (1, "#e2452a")], 0.5, 0.5, 0.6),
            stroke=OUTLINE,
            sw=1.6,
        )
    elif acc == "smoke":
        for k, (dx, dy, r) in enumerate(((-20, 4, 5), (-28, -4, 6.5), (-38, -14, 7.5))):
            s.circle(
                hx + dx,
                hy + 10 + dy,
                r,
                fill=mix("#bdb4ae", "#ffffff", 0.25 * k),
                stroke=OUTLINE,
                sw=1.4,
            )
    elif acc == "crown":
        s.path(
            f"M{hx - 14} {top + 6} L{hx - 16} {top - 12} L{hx - 7} {top - 3} L{hx} {top - 16} "
            f"L{hx + 7} {top - 3} L{hx + 16} {top - 12} L{hx + 14} {top + 6} Z",
            fill=s.lin([(0, "#ffe48a"), (1, "#e0a020")], 0, 0, 0, 1),
            stroke=OUTLINE,
            sw=lw,
        )
        s.circle(hx, top - 1, 2.5, fill="#3c7be2")


# ------------------------------------------------------------------------------------
# mother dragon (shared viewBox 256 x 256, layers stack exactly)
# ------------------------------------------------------------------------------------
M = MOTHER
M_HEAD = (160, 78)  # head centre
M_EYE = (172, 70)


def mother_body(s: Svg | None = None) -> Svg:
    s = s or Svg(256, 256)
    col = M["base"]
    s.ellipse(128, 238, 90, 10, fill="#000000", opacity=0.18)
    # tail curling to the left
    tail = "M92 200 Q40 228 26 196 Q16 170 40 160"
    s.path(tail, stroke=OUTLINE, sw=22)
    s.path(tail, stroke=col, sw=17)
    s.path("M40 160 L28 146 L48 142 L54 158 Z", fill=M["dark"], stroke=OUTLINE, sw=2.5)
    # back spikes
    for x, y in [(84, 110), (74, 128), (68, 148), (68, 168)]:
        s.path(
            f"M{x + 8} {y - 2} L{x - 8} {y - 4} L{x + 6} {y + 12} Z",
            fill=M["horn"],
            stroke=OUTLINE,
            sw=2.2,
        )
    # body
    s.path(
        smooth_closed(
            [
                (118, 96),
                (150, 118),
                (160, 170),
                (150, 220),
                (112, 232),
                (74, 220),
                (66, 176),
                (80, 126),
            ],
            0.5,
        ),
        fill=s.shade(col),
        stroke=OUTLINE,
        sw=3.5,
    )
    s.path(
        smooth_closed(
            [(132, 120), (148, 160), (144, 208), (120, 222), (104, 200), (112, 150)], 0.5
        ),
        fill=s.lin([(0, lighter(M["belly"], 0.3)), (1, darker(M["belly"], 0.1))], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2.2,
    )
    for y in (146, 166, 186, 204):
        s.path(
            f"M{110 + (y - 140) * 0.1} {y} Q130 {y + 5} {146 - (y - 140) * 0.05} {y - 2}",
            stroke=darker(M["belly"], 0.3),
            sw=2,
        )
    # legs
    s.ellipse(96, 222, 24, 14, fill=s.shade(col), stroke=OUTLINE, sw=3)
    s.ellipse(142, 226, 22, 12, fill=s.shade(col), stroke=OUTLINE, sw=3)
    for x in (84, 94, 104):
        s.circle(x, 232, 3, fill=M["horn"], stroke=OUTLINE, sw=1.2)
    for x in (134, 144, 154):
        s.circle(x, 234, 3, fill=M["horn"], stroke=OUTLINE, sw=1.2)
    # arm
    s.path(
        "M140 150 Q164 168 158 186 Q150 190 146 180 Q146 168 132 160 Z",
        fill=s.shade(col),
        stroke=OUTLINE,
        sw=2.5,
    )
    # neck
    s.path("M112 110 Q120 80 146 70 L168 96 Q146 104 146 126 Z", fill=col, stroke=OUTLINE, sw=3)
    # horns
    for dx, c in ((-18, darker(M["horn"], 0.1)), (0, M["horn"])):
        s.path(
            f"M{146 + dx} 56 Q{128 + dx} 40 {118 + dx} 18 Q{148 + dx} 28 {164 + dx} 54 Z",
            fill=c,
            stroke=OUTLINE,
            sw=2.5,
        )
    # head
    hx, hy = M_HEAD
    s.path(
        smooth_closed(
            [
                (hx - 30, hy - 4),
                (hx - 12, hy - 30),
                (hx + 18, hy - 28),
                (hx + 44, hy - 10),
                (hx + 56, hy + 8),
                (hx + 44, hy + 26),
                (hx + 8, hy + 28),
                (hx - 26, hy + 18),
            ],
            0.5,
        ),
        fill=s.shade(col),
        stroke=OUTLINE,
        sw=3.5,
    )
    # snout / jaw
    s.path(f"M{hx + 4} {hy + 16} Q{hx + 30} {hy + 28} {hx + 50} {hy + 12}", stroke=OUTLINE, sw=2.5)
    s.circle(hx + 44, hy - 2, 3, fill=OUTLINE)
    s.ellipse(hx - 10, hy + 10, 8, 5, fill="#ff8c9a", opacity=0.5)
    # frill
    s.path(
        f"M{hx - 28} {hy - 4} L{hx - 46} {hy - 14} L{hx - 36} {hy + 4} L{hx - 44} {hy + 16} L{hx - 24} {hy + 14} Z",
        fill=M["wing"],
        stroke=OUTLINE,
        sw=2.2,
    )
    # eye (open)
    ex, ey = M_EYE
    s.ellipse(ex, ey, 9, 11, fill="#ffffff", stroke=OUTLINE, sw=2)
    s.circle(ex + 2, ey + 1, 6, fill="#2a1a3a")
    s.circle(ex - 1, ey - 3, 2.4, fill="#ffffff")
    s.path(f"M{ex - 10} {ey - 14} Q{ex} {ey - 20} {ex + 10} {ey - 13}", stroke=OUTLINE, sw=2.5)
    # smile
    s.path(f"M{hx + 24} {hy + 18} Q{hx + 34} {hy + 22} {hx + 40} {hy + 16}", stroke=OUTLINE, sw=2)
    return s


def mother_wing(up: bool, s: Svg | None = None) -> Svg:
    """Bat wing rooted at the shoulder; both poses share the root so the layers line up."""
    s = s or Svg(256, 256)
    root, back = (112, 112), (84, 156)
    if up:
        wrist, tips = (86, 36), [(36, 12), (18, 58), (34, 104)]
    else:
        wrist, tips = (58, 92), [(8, 100), (10, 146), (40, 180)]
    pts = [wrist, *tips, back]
    d = f"M{root[0]} {root[1] - 8} Q{(root[0] + wrist[0]) / 2 + 10} {(root[1] + wrist[1]) / 2 - 6} {wrist[0]} {wrist[1]}"
    d += f" L{tips[0][0]} {tips[0][1]}"
    for a, b in itertools.pairwise(pts[1:]):
        cx = (a[0] + b[0]) / 2 + (wrist[0] - (a[0] + b[0]) / 2) * 0.35
        cy = (a[1] + b[1]) / 2 + (wrist[1] - (a[1] + b[1]) / 2) * 0.35
        d += f" Q{fmt(cx)} {fmt(cy)} {b[0]} {b[1]}"
    d += f" L{root[0]} {root[1] + 8} Z"
    s.path(
        d,
        fill=s.lin([(0, lighter(M["wing"], 0.35)), (1, darker(M["wing"], 0.12))], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=3,
    )
    for tx, ty in tips:
        s.path(f"M{wrist[0]} {wrist[1]} L{tx} {ty}", stroke=M["dark"], sw=3.5)
    s.path(
        f"M{root[0]} {root[1]} Q{(root[0] + wrist[0]) / 2 + 8} {(root[1] + wrist[1]) / 2 - 4} "
        f"{wrist[0]} {wrist[1]}",
        stroke=M["dark"],
        sw=6,
    )
    s.circle(wrist[0], wrist[1], 4.5, fill=M["horn"], stroke=OUTLINE, sw=2)
    return s


def mother_eyes_closed(s: Svg | None = None) -> Svg:
    s = s or Svg(256, 256)
    ex, ey = M_EYE
    s.ellipse(ex, ey, 10.5, 12.5, fill=s.shade(M["base"], 0.25, 0.1))
    s.path(f"M{ex - 9} {ey + 1} Q{ex} {ey + 8} {ex + 9} {ey + 1}", stroke=OUTLINE, sw=2.6)
    s.path(f"M{ex + 6} {ey + 5} l3 4 M{ex} {ey + 6} l0 4", stroke=OUTLINE, sw=1.6)
    return s


def mother_token() -> Svg:
    s = Svg(96, 96)
    s.circle(48, 51, 44, fill="#000000", opacity=0.2)
    s.circle(
        48, 48, 44, fill=s.lin([(0, "#ffe48a"), (1, "#d9962e")], 0, 0, 1, 1), stroke=OUTLINE, sw=2.5
    )
    s.circle(48, 48, 37, fill=s.rad([(0, "#fff8e6"), (1, "#f2d9a6")]), stroke=OUTLINE, sw=1.5)
    col = M["base"]
    with s.group("translate(48 52)"):
        for side in (-1, 1):
            s.path(
                f"M{side * 10} -14 Q{side * 16} -30 {side * 26} -34 Q{side * 22} -22 {side * 18} -10 Z",
                fill=M["horn"],
                stroke=OUTLINE,
                sw=1.8,
            )
            s.path(
                f"M{side * 22} -4 L{side * 34} -10 L{side * 30} 4 Z",
                fill=M["wing"],
                stroke=OUTLINE,
                sw=1.6,
            )
        s.ellipse(0, 0, 24, 21, fill=s.shade(col), stroke=OUTLINE, sw=2.2)
        s.ellipse(0, 10, 14, 9, fill=lighter(M["belly"], 0.3), stroke=OUTLINE, sw=1.4)
        s.circle(-4, 8, 1.5, fill=OUTLINE)
        s.circle(4, 8, 1.5, fill=OUTLINE)
        for side in (-1, 1):
            s.ellipse(side * 9, -5, 5, 6, fill="#ffffff", stroke=OUTLINE, sw=1.3)
            s.circle(side * 9, -4, 3.4, fill="#2a1a3a")
            s.circle(side * 9 - 1.2, -5.5, 1.2, fill="#ffffff")
            s.ellipse(side * 16, 5, 4, 2.5, fill="#ff8c9a", opacity=0.55)
        s.path("M-5 14 Q0 18 5 14", stroke=OUTLINE, sw=1.5)
        s.path(star(0, -24, 6, 2.6, 5), fill="#ffd23f", stroke=OUTLINE, sw=1.2)
    return s


def title() -> Svg:
    """600x400 artwork card: a small island of dominoes, eggs, babies and the mother."""
    s = Svg(600, 400)
    s.rect(
        0,
        0,
        600,
        400,
        rx=28,
        fill=s.lin([(0, "#a9dcf7"), (0.6, "#dff3fb"), (1, "#fff3d6")], 0, 0, 0, 1),
    )
    s.circle(
        80,
        70,
        34,
        fill=s.rad([(0, "#fffbe0"), (1, "#ffd54a")], 0.4, 0.4, 0.7),
        stroke=OUTLINE,
        sw=2.5,
    )
    for cx, cy, k in ((230, 60, 1.0), (470, 90, 0.8), (380, 40, 0.6)):
        cloud(s, cx, cy, k)
    s.path(
        "M0 250 Q150 236 300 248 T600 246 L600 372 Q600 400 572 400 L28 400 Q0 400 0 372 Z",
        fill=s.lin([(0, "#6cc3ea"), (1, "#2f7fb8")], 0, 0, 0, 1),
    )
    for y in (290, 330, 368):
        for x0 in range(20, 600, 120):
            s.path(f"M{x0} {y} q15 -8 30 0 q15 8 30 0", stroke="#e8f8ff", sw=3, opacity=0.7)
    s.path(
        smooth_closed(
            [
                (60, 300),
                (140, 244),
                (300, 226),
                (470, 238),
                (560, 290),
                (470, 340),
                (300, 352),
                (130, 342),
            ],
            0.5,
        ),
        fill=s.lin([(0, "#fbe7a8"), (1, "#e3bf6a")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=3,
    )
    # dominoes: (col, row, terrain) on a 58 px grid
    cells = [
        (0, 0, "SNOW"),
        (1, 0, "DESERT"),
        (2, 0, "PRAIRIE"),
        (2, 1, "FOREST"),
        (1, 1, "VOLCANO"),
        (0, 1, "MOUNTAIN"),
        (3, 0, "PRAIRIE"),
        (3, 1, "FOREST"),
    ]
    size, ox, oy = 56, 124, 214
    for c, r, tid in cells:
        x, y = ox + c * size, oy + r * size
        with s.group(f"translate({x} {y}) scale({fmt(size / 256)})"):
            terrain(tid, s)
            s.rect(0, 0, 256, 256, stroke=OUTLINE, sw=8)
    for c, r, tid in [(2.5, 0.9, "PRAIRIE"), (1, 0.35, "DESERT")]:
        x, y = ox + c * size - 16, oy + r * size - 30
        with s.group(f"translate({fmt(x)} {fmt(y)}) scale(0.26)"):
            egg(tid, s)
    for x, y, tid, n in ((96, 268, "SNOW", 1), (300, 170, "PRAIRIE", 0), (230, 288, "VOLCANO", 0)):
        with s.group(f"translate({x} {y}) scale(0.62)"):
            baby(tid, n, s)
    with s.group("translate(350 96) scale(0.95)"):
        mother_wing(True, s)
        mother_body(s)
    return s


def cloud(s: Svg, cx: float, cy: float, k: float) -> None:
    d = smooth_closed(
        [
            (cx - 50 * k, cy + 10 * k),
            (cx - 36 * k, cy - 10 * k),
            (cx - 10 * k, cy - 22 * k),
            (cx + 20 * k, cy - 18 * k),
            (cx + 46 * k, cy - 4 * k),
            (cx + 52 * k, cy + 12 * k),
        ],
        0.6,
    )
    s.path(d, fill="#ffffff", stroke="#9cc6de", sw=2, opacity=0.95)


def main() -> None:
    title().save(f"{OUT}/title.svg")
    for tid in TERRAIN_IDS:
        terrain(tid).save(f"{OUT}/terrain_{tid}.svg")
        egg(tid).save(f"{OUT}/egg_{tid}.svg")
        shell(tid).save(f"{OUT}/shell_{tid}.svg")
        for n in range(7):
            baby(tid, n).save(f"{OUT}/baby_{tid}_{n}.svg")
    spring().save(f"{OUT}/spring.svg")
    flag().save(f"{OUT}/flag.svg")
    crack(1).save(f"{OUT}/crack_1.svg")
    crack(2).save(f"{OUT}/crack_2.svg")
    mother_body().save(f"{OUT}/mother_body.svg")
    mother_wing(True).save(f"{OUT}/mother_wings_up.svg")
    mother_wing(False).save(f"{OUT}/mother_wings_down.svg")
    mother_eyes_closed().save(f"{OUT}/mother_eyes_closed.svg")
    mother_token().save(f"{OUT}/mother_token.svg")


if __name__ == "__main__":
    main()
