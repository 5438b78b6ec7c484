# ruff: noqa: E501  (long SVG path strings read better on one line)
"""Generate the Die Dracheninsel SVG set into assets/dracheninsel/.

Why code: six player colours must tint disks, boats, hunters and cards identically, and
every terrain needs a pattern + icon as well as a colour (colour-blind players).
Run: .venv/bin/python tools/art/gen_dracheninsel.py
"""

from __future__ import annotations

import math
import random

from gen_common import dragon_head
from gen_dragomino import cloud, mother_body, mother_wing, peak, volcano_cone
from palette import GOLD, ISLAND, ISLAND_IDS, MOTHER
from svgkit import OUTLINE, Svg, darker, fmt, lighter, mix, poly, regular, smooth_closed, star

OUT = "dracheninsel"
CARD_W, CARD_H = 250, 350
GREEN_CARD = {"base": "#3fae5a", "light": "#8ad98f", "dark": "#1f6b35"}
ACTION_CARD = {"base": "#c9733a", "light": "#f3c27a", "dark": "#7a3f1c"}
PARCHMENT = "#fff3d6"
ACTIONS = [
    "destructive_forces",
    "thundering_elements",
    "dragon_patrol",
    "evil_curse",
    "foolhardy_flight",
    "long_journey",
    "fear_and_loathing",
    "sneak_attack",
    "sweet_slumber",
    "counter_magic",
    "unfaithful",
]
OUT_OF_TURN = {"sweet_slumber", "counter_magic", "unfaithful"}


# ------------------------------------------------------------------------------------
# terrain motifs (drawn around (0, 0), about 100 units across)
# ------------------------------------------------------------------------------------
def icon_dune(s: Svg) -> None:
    s.circle(
        -22,
        -26,
        14,
        fill=s.rad([(0, "#fffbe0"), (1, "#ffc83a")], 0.4, 0.4, 0.7),
        stroke=OUTLINE,
        sw=2.5,
    )
    s.path(
        "M-48 26 Q-20 -22 14 -4 Q34 6 48 26 Z",
        fill=s.lin([(0, "#f7d774"), (1, "#d9a33a")], 0, 0, 1, 0),
        stroke=OUTLINE,
        sw=3,
    )
    s.path("M-20 -9 Q-6 8 -12 26 L14 26 Q10 6 14 -4 Q0 -14 -20 -9 Z", fill="#c98f2e", opacity=0.55)
    s.path(
        "M-6 30 Q20 2 40 12 Q52 20 58 32 Z",
        fill=s.lin([(0, "#fbe6a2"), (1, "#e0b050")], 0, 0, 1, 0),
        stroke=OUTLINE,
        sw=3,
    )


def icon_tree(s: Svg) -> None:
    s.path("M-6 40 L-4 8 L4 8 L6 40 Z", fill="#8a5a30", stroke=OUTLINE, sw=3)
    s.path(
        smooth_closed(
            [
                (0, -44),
                (22, -34),
                (34, -12),
                (28, 10),
                (8, 18),
                (-10, 18),
                (-30, 10),
                (-34, -12),
                (-22, -34),
            ],
            0.6,
        ),
        fill=s.rad([(0, "#8fd68a"), (0.6, "#3f9a4f"), (1, "#22613a")]),
        stroke=OUTLINE,
        sw=3,
    )
    for x, y in ((-12, -18), (10, -8), (-4, 4)):
        s.circle(x, y, 4, fill="#e2453c", stroke=OUTLINE, sw=1.5)


def icon_waves(s: Svg) -> None:
    for k, y in enumerate((-22, 2, 26)):
        d = f"M-44 {y} q11 -14 22 0 t22 0 t22 0 t22 0"
        s.path(d, stroke=OUTLINE, sw=11)
        s.path(d, stroke="#ffffff" if k == 0 else "#d6efff", sw=6)


def icon_mountain(s: Svg) -> None:
    peak(s, -16, 36, 64, 56, "#8a8a90", sw=2.5)
    peak(s, 10, 38, 76, 80, "#a3a3aa", sw=3)


def icon_volcano(s: Svg) -> None:
    volcano_cone(s, 0, 36, 92, 56, sw=3)


def icon_wheat(s: Svg) -> None:
    for ang in (-22, 0, 22):
        with s.group(f"rotate({ang} 0 40)"):
            s.path("M0 40 L0 -20", stroke=OUTLINE, sw=5.5)
            s.path("M0 40 L0 -20", stroke="#e9b949", sw=2.5)
            for k in range(5):
                y = -36 + k * 9
                for side in (-1, 1):
                    s.ellipse(
                        side * 5,
                        y,
                        4,
                        7,
                        fill="#f2c94c",
                        stroke=OUTLINE,
                        sw=1.6,
                        transform=f"rotate({side * 25} {side * 5} {y})",
                    )
            s.ellipse(0, -42, 3.5, 7, fill="#f2c94c", stroke=OUTLINE, sw=1.6)
    s.path("M-12 22 Q0 28 12 22 L12 30 Q0 36 -12 30 Z", fill="#c0492f", stroke=OUTLINE, sw=2)


ICONS = {
    "R": icon_volcano,
    "Y": icon_dune,
    "G": icon_tree,
    "B": icon_waves,
    "K": icon_mountain,
    "N": icon_wheat,
}


def pattern(s: Svg, c: str, r: float) -> None:
    """Background texture inside a circle of radius r around (0, 0)."""
    p = ISLAND[c]
    rnd = random.Random(c)
    if c == "R":
        for ang in range(0, 360, 60):
            a = math.radians(ang + 20)
            pts = [
                (math.cos(a) * r * f + rnd.uniform(-5, 5), math.sin(a) * r * f + rnd.uniform(-5, 5))
                for f in (0.55, 0.72, 0.92)
            ]
            s.path(poly(pts, close=False), stroke="#ff9a2e", sw=3.5)
            s.path(poly(pts, close=False), stroke="#ffe27a", sw=1.2)
    elif c == "Y":
        for y in (-0.7, -0.35, 0.45, 0.8):
            hw = math.sqrt(1 - y * y) * r * 0.95
            s.path(
                f"M{fmt(-hw)} {fmt(y * r)} q{fmt(hw / 2)} -7 {fmt(hw)} 0 t{fmt(hw)} 0",
                stroke=p["dark"],
                sw=2.5,
                opacity=0.6,
            )
    elif c == "G":
        for k in range(10):
            a = math.radians(k * 36 + 10)
            x, y = math.cos(a) * r * 0.78, math.sin(a) * r * 0.78
            s.path(poly([(x, y - 8), (x + 6, y + 5), (x - 6, y + 5)]), fill=p["dark"], opacity=0.55)
    elif c == "B":
        for y in (-0.75, -0.45, 0.5, 0.8):
            hw = math.sqrt(1 - y * y) * r * 0.9
            s.path(
                f"M{fmt(-hw)} {fmt(y * r)} q{fmt(hw / 4)} -6 {fmt(hw / 2)} 0 t{fmt(hw / 2)} 0 t{fmt(hw / 2)} 0 t{fmt(hw / 2)} 0",
                stroke=p["light"],
                sw=2.5,
                opacity=0.8,
            )
    elif c == "K":
        for _ in range(16):
            a, d = rnd.uniform(0, 2 * math.pi), rnd.uniform(0.62, 0.9) * r
            s.ellipse(
                math.cos(a) * d,
                math.sin(a) * d,
                rnd.uniform(3, 5.5),
                rnd.uniform(2.5, 4),
                fill=p["dark"],
                opacity=0.45,
            )
    elif c == "N":
        for k in range(-4, 5):
            x = k * r * 0.22
            hh = math.sqrt(max(0.0, 1 - (x / r) ** 2)) * r * 0.95
            s.path(
                f"M{fmt(x - hh * 0.3)} {fmt(-hh)} L{fmt(x + hh * 0.3)} {fmt(hh)}",
                stroke=p["dark"],
                sw=3,
                opacity=0.5,
            )


def disk(c: str, s: Svg | None = None) -> Svg:
    """Round terrain disk, 128 px: rim, colour, pattern, icon."""
    p = ISLAND[c]
    s = s or Svg(128, 128)
    s.circle(65, 67, 60, fill="#000000", opacity=0.22)
    s.circle(
        64,
        64,
        60,
        fill=s.lin([(0, lighter(p["dark"], 0.2)), (1, darker(p["dark"], 0.2))], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2.5,
    )
    s.circle(
        64,
        63,
        53,
        fill=s.rad(
            [(0, lighter(p["base"], 0.3)), (0.7, p["base"]), (1, mix(p["base"], p["dark"], 0.5))],
            0.35,
            0.3,
            0.8,
        ),
        stroke=OUTLINE,
        sw=1.5,
    )
    with s.group("translate(64 63)"):
        pattern(s, c, 53)
    with s.group("translate(64 64) scale(0.62)"):
        s.circle(0, 0, 50, fill="#ffffff", opacity=0.25)
        ICONS[c](s)
    return s


def treasure_site(s: Svg | None = None) -> Svg:
    s = s or Svg(128, 128)
    s.circle(65, 67, 60, fill="#000000", opacity=0.22)
    s.circle(
        64, 64, 60, fill=s.lin([(0, "#d8d0c4"), (1, "#8f867a")], 0, 0, 1, 1), stroke=OUTLINE, sw=2.5
    )
    for k in range(12):
        a0, a1 = math.radians(k * 30 + 2), math.radians(k * 30 + 28)
        pts = [
            (64 + 58 * math.cos(a0), 64 + 58 * math.sin(a0)),
            (64 + 58 * math.cos(a1), 64 + 58 * math.sin(a1)),
            (64 + 44 * math.cos(a1), 64 + 44 * math.sin(a1)),
            (64 + 44 * math.cos(a0), 64 + 44 * math.sin(a0)),
        ]
        s.path(
            poly(pts),
            fill=mix("#c9c0b3", "#a89d8e", (k % 3) / 2),
            stroke=darker("#8f867a", 0.3),
            sw=1,
        )
    s.circle(
        64,
        64,
        42,
        fill=s.rad([(0, "#fff6c8"), (0.6, "#f6d77a"), (1, "#d9a63a")], 0.5, 0.5, 0.6),
        stroke=OUTLINE,
        sw=2,
    )
    for k in range(8):
        a = math.radians(k * 45)
        s.path(
            f"M{fmt(64 + 14 * math.cos(a))} {fmt(64 + 14 * math.sin(a))} L{fmt(64 + 38 * math.cos(a))} {fmt(64 + 38 * math.sin(a))}",
            stroke="#fff9e0",
            sw=3 if k % 2 else 5,
            opacity=0.8,
        )
    s.path(
        star(64, 64, 30, 10, 4, -90),
        fill=s.lin([(0, "#ffe48a"), (1, "#e0a020")], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2,
    )
    s.path(star(64, 64, 18, 7, 4, -45), fill="#fff3b0", stroke=OUTLINE, sw=1.5)
    s.circle(64, 64, 4, fill=OUTLINE)
    return s


# ------------------------------------------------------------------------------------
# pieces
# ------------------------------------------------------------------------------------
def boat(c: str, s: Svg | None = None) -> Svg:
    p = ISLAND[c]
    s = s or Svg(160, 120)
    s.ellipse(80, 108, 64, 7, fill="#1f5b95", opacity=0.3)
    # mast and sail
    s.rect(77, 14, 6, 80, rx=3, fill="#7a4a2a", stroke=OUTLINE, sw=2)
    s.path(
        "M86 20 Q124 44 134 84 L86 84 Z",
        fill=s.lin([(0, lighter(p["base"], 0.35)), (1, p["dark"])], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2.5,
    )
    s.path("M86 44 Q112 56 122 70 L86 70 Z", fill=lighter(p["base"], 0.55), opacity=0.6)
    s.path(
        "M74 26 Q46 50 38 84 L74 84 Z",
        fill=s.lin([(0, "#fffaf0"), (1, "#e9dcc0")], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2.5,
    )
    emblem(s, c, 80, 52, 30, fill=1.0)  # a round shield on the mast: the seat's terrain, big
    s.path("M83 14 L110 8 L104 16 L110 24 L83 22 Z", fill=p["base"], stroke=OUTLINE, sw=2)
    s.circle(80, 12, 4, fill="#ffd23f", stroke=OUTLINE, sw=1.5)
    # hull
    s.path(
        "M12 80 L148 80 Q140 110 112 112 L46 112 Q20 110 12 80 Z",
        fill=s.lin([(0, "#c98a55"), (1, "#7a4a2a")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=3,
    )
    s.path(
        "M16 90 L144 90 Q142 96 140 98 L20 98 Q18 96 16 90 Z",
        fill=p["base"],
        stroke=OUTLINE,
        sw=1.8,
    )
    s.path("M30 106 L132 106", stroke="#5e3a20", sw=1.5, opacity=0.6)
    for x in (40, 80, 120):
        s.circle(x, 94, 3.5, fill="#ffffff", stroke=OUTLINE, sw=1.2)
    return s


# The cone is drawn a little smaller and lower than its 64x96 picture: room for the hat.
HUNTER_BODY = "translate(4.48 13) scale(0.86)"


def hunter(c: str, s: Svg | None = None, hat: bool = True) -> Svg:
    """A cone with a face, a terrain hat and the terrain's emblem: at table size (about
    27x40 px) the hat's outline is what tells the six apart without colour."""
    p = ISLAND[c]
    s = s or Svg(64, 96)
    with s.group(HUNTER_BODY):
        s.ellipse(32, 90, 24, 5, fill="#000000", opacity=0.25)
        s.path(
            "M32 26 L54 84 Q32 94 10 84 Z",
            fill=s.lin(
                [(0, lighter(p["base"], 0.35)), (0.6, p["base"]), (1, p["dark"])], 0, 0, 1, 0
            ),
            stroke=OUTLINE,
            sw=2.5,
        )
        s.path("M12 80 Q32 90 52 80", stroke=p["dark"], sw=2)
        s.circle(
            32,
            22,
            15,
            fill=s.rad([(0, lighter(p["base"], 0.5)), (0.6, p["base"]), (1, p["dark"])]),
            stroke=OUTLINE,
            sw=2.5,
        )
        s.ellipse(27, 16, 4, 3, fill="#ffffff", opacity=0.6)
        for side in (-1, 1):
            s.circle(32 + side * 5, 23, 2.2, fill=OUTLINE)
        s.path("M28 28 Q32 31 36 28", stroke=OUTLINE, sw=1.4)
        if hat:  # the Sweet Slumber sleeper wears a nightcap instead
            HATS[c](s)
        emblem(s, c, 32, 62, 14.5)
    return s


# Hats sit on the head (centre 32 22, radius 15; up to y = -15 is inside the picture).
def hat_flame(s: Svg) -> None:
    s.path(
        "M23 13 Q18 2 26 -4 Q26 3 30 4 Q28 -8 35 -14 Q35 -3 41 1 Q46 7 41 13 Q32 9 23 13 Z",
        fill=s.lin([(0, "#ffe27a"), (0.5, "#ff9a2e"), (1, "#d2452f")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=2,
    )


def hat_sun(s: Svg) -> None:
    s.path("M20 9 Q20 -5 32 -5 Q44 -5 44 9 Z", fill="#f7e2a0", stroke=OUTLINE, sw=2)
    s.path("M20 6 L44 6 L44 9 L20 9 Z", fill="#c9912a")
    s.ellipse(32, 10, 26, 5, fill="#fbe6a2", stroke=OUTLINE, sw=2)


def hat_leaves(s: Svg) -> None:
    s.path("M32 9 L32 1", stroke=OUTLINE, sw=3)
    s.path("M32 2 Q20 -10 5 -3 Q18 7 32 2 Z", fill="#74c07a", stroke=OUTLINE, sw=2)
    s.path("M32 2 Q44 -10 59 -3 Q46 7 32 2 Z", fill="#3f9a4f", stroke=OUTLINE, sw=2)


def hat_bobble(s: Svg) -> None:
    s.path("M16 15 Q15 -1 32 -1 Q49 -1 48 15 Z", fill="#ffffff", stroke=OUTLINE, sw=2)
    s.path("M17 8 Q32 4 47 8", stroke="#3d8fd6", sw=3)
    s.path("M17 13 Q32 9 47 13", stroke="#1f5b95", sw=3)
    s.circle(32, -5, 6, fill="#e8f8ff", stroke=OUTLINE, sw=2)


def hat_alpine(s: Svg) -> None:
    """A mountaineer's hat: wide brim, low flat crown, a tall feather off to one side."""
    s.path("M38 -4 Q45 -15 54 -14 Q49 -7 41 -2 Z", fill="#ffffff", stroke=OUTLINE, sw=1.5)
    s.ellipse(32, 9, 27, 4.5, fill="#e8e8ec", stroke=OUTLINE, sw=2)
    s.path("M23 8 L25 -6 L39 -6 L41 8 Z", fill="#5e5e66", stroke=OUTLINE, sw=2)
    s.path("M24 2 L40 2 L40.7 6 L23.3 6 Z", fill="#e8e8ec")


def hat_wheat(s: Svg) -> None:
    for ang in (-16, 0, 16):
        with s.group(f"rotate({ang} 32 10)"):
            s.path("M32 10 L32 -4", stroke=OUTLINE, sw=3.5)
            s.path("M32 10 L32 -4", stroke="#e9b949", sw=1.5)
            s.ellipse(32, -8, 3.6, 6.5, fill="#f2c94c", stroke=OUTLINE, sw=1.5)


HATS = {
    "R": hat_flame,
    "Y": hat_sun,
    "G": hat_leaves,
    "B": hat_bobble,
    "K": hat_alpine,
    "N": hat_wheat,
}


def emblem(s: Svg, c: str, x: float, y: float, r: float, fill: float = 0.83) -> None:
    """The colour's terrain icon on a cream badge: seat pieces are told apart by picture,
    not by colour alone (tools/colourcheck measures it)."""
    s.circle(x, y, r, fill="#fff6e3", stroke=OUTLINE, sw=2)
    with s.group(f"translate({fmt(x)} {fmt(y)}) scale({fmt(r * fill / 50)})"):
        ICONS[c](s)


def dragon(s: Svg | None = None) -> Svg:
    """Board dragon: the Dragomino mother figure on a stone base, wings raised."""
    s = s or Svg(96, 96)
    s.ellipse(48, 86, 38, 8, fill="#6e6a66", stroke=OUTLINE, sw=2)
    s.ellipse(48, 84, 36, 6.5, fill=s.lin([(0, "#c9c4bd"), (1, "#8a857e")], 0, 0, 1, 0))
    with s.group("translate(-1 -8) scale(0.38)"):
        mother_wing(True, s)
        mother_body(s)
    return s


def coin(s: Svg | None = None) -> Svg:
    s = s or Svg(96, 96)
    s.circle(49, 51, 44, fill="#000000", opacity=0.22)
    s.circle(
        48,
        48,
        44,
        fill=s.lin([(0, GOLD["light"]), (0.5, GOLD["base"]), (1, GOLD["dark"])], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2.5,
    )
    s.circle(
        48,
        48,
        35,
        fill=s.lin([(0, GOLD["dark"]), (1, GOLD["light"])], 0, 0, 1, 1),
        stroke=darker(GOLD["dark"], 0.2),
        sw=1.5,
    )
    s.circle(
        48,
        48,
        32,
        fill=s.rad([(0, "#fff3b0"), (0.7, GOLD["base"]), (1, "#e3a52a")], 0.4, 0.35, 0.8),
    )
    for k in range(16):
        a = math.radians(k * 22.5)
        s.circle(48 + 39.5 * math.cos(a), 48 + 39.5 * math.sin(a), 1.8, fill=GOLD["dark"])
    s.path("M26 30 Q34 20 46 18", stroke="#ffffff", sw=3, opacity=0.6)
    return s


def chest(s: Svg | None = None) -> Svg:
    s = s or Svg(128, 128)
    s.ellipse(64, 116, 54, 8, fill="#000000", opacity=0.22)
    # open lid (behind)
    s.path(
        "M16 52 L24 16 Q64 2 104 16 L112 52 Z",
        fill=s.lin([(0, "#a86a3a"), (1, "#6a3e1e")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=3,
    )
    s.path("M24 46 L30 22 Q64 12 98 22 L104 46 Z", fill="#4a2a14", opacity=0.7)
    # gold heap
    for x, y in (
        (34, 52),
        (48, 46),
        (62, 42),
        (76, 45),
        (90, 50),
        (42, 56),
        (58, 52),
        (72, 54),
        (86, 56),
        (54, 36),
        (68, 36),
    ):
        s.ellipse(
            x,
            y,
            10,
            6,
            fill=s.lin([(0, GOLD["light"]), (1, GOLD["dark"])], 0, 0, 0, 1),
            stroke=OUTLINE,
            sw=1.5,
        )
    s.path(star(96, 30, 8, 3, 4), fill="#ffffff", opacity=0.9)
    s.path(star(30, 36, 5, 2, 4), fill="#ffffff", opacity=0.9)
    s.circle(60, 30, 6, fill="#e2453c", stroke=OUTLINE, sw=1.5)
    # box
    s.rect(
        12,
        56,
        104,
        56,
        rx=8,
        fill=s.lin([(0, "#c98a55"), (1, "#7a4a2a")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=3,
    )
    for x in (18, 102):
        s.rect(
            x,
            56,
            8,
            56,
            fill=s.lin([(0, GOLD["light"]), (1, GOLD["dark"])], 0, 0, 1, 0),
            stroke=OUTLINE,
            sw=2,
        )
    s.rect(
        12,
        56,
        104,
        9,
        fill=s.lin([(0, GOLD["light"]), (1, GOLD["dark"])], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=2,
    )
    s.path("M36 80 L92 80 M36 96 L92 96", stroke="#5e3a20", sw=1.5, opacity=0.6)
    s.rect(
        54,
        66,
        20,
        22,
        rx=4,
        fill=s.lin([(0, GOLD["light"]), (1, GOLD["dark"])], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2,
    )
    s.path("M64 72 a3 3 0 1 1 0.1 0 L66 82 L62 82 Z", fill=OUTLINE)
    return s


# ------------------------------------------------------------------------------------
# cards (250 x 350, name band at the top left plain for the UI)
# ------------------------------------------------------------------------------------
BAND = (22, 18, 206, 50)  # x, y, w, h of the name band


def card_frame(s: Svg, pal: dict[str, str], inner: str | None = None) -> None:
    s.rect(3, 5, 244, 344, rx=18, fill="#000000", opacity=0.2)
    s.rect(
        2,
        2,
        244,
        344,
        rx=18,
        fill=s.lin([(0, pal["light"]), (0.5, pal["base"]), (1, pal["dark"])], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=3,
    )
    s.rect(
        14,
        14,
        220,
        320,
        rx=12,
        fill=inner or s.lin([(0, lighter(pal["base"], 0.25)), (1, pal["base"])], 0, 0, 0, 1),
        stroke=darker(pal["dark"], 0.2),
        sw=2,
    )
    x, y, w, h = BAND
    s.rect(x, y, w, h, rx=10, fill=PARCHMENT, stroke=OUTLINE, sw=2)
    s.rect(x + 4, y + 4, w - 8, h - 8, rx=7, stroke=mix(PARCHMENT, pal["dark"], 0.35), sw=1.2)


def hexagon(
    s: Svg, cx: float, cy: float, r: float, c: str, icon: bool = True, sw: float = 2.5
) -> None:
    p = ISLAND[c]
    s.path(
        poly(regular(cx, cy, r, 6, -90)),
        fill=s.lin([(0, lighter(p["base"], 0.3)), (1, p["dark"])], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=sw,
    )
    if icon:
        with s.group(f"translate({fmt(cx)} {fmt(cy)}) scale({fmt(r / 80)})"):
            ICONS[c](s)


def arrow_arc(
    s: Svg,
    x1: float,
    y1: float,
    x2: float,
    y2: float,
    bend: float,
    col: str = "#ffffff",
    dashed: bool = False,
) -> None:
    """Curved arrow from (x1, y1) to (x2, y2), with an outlined head."""
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy)
    nx, ny = -dy / length, dx / length
    cx, cy = mx + nx * bend, my + ny * bend
    d = f"M{fmt(x1)} {fmt(y1)} Q{fmt(cx)} {fmt(cy)} {fmt(x2)} {fmt(y2)}"
    if dashed:
        pts = [
            (
                (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2,
                (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2,
            )
            for t in [i / 14 for i in range(14)]
        ]
        for a, b in zip(pts[::2], pts[1::2], strict=False):
            seg = f"M{fmt(a[0])} {fmt(a[1])} L{fmt(b[0])} {fmt(b[1])}"
            s.path(seg, stroke=OUTLINE, sw=9)
            s.path(seg, stroke=col, sw=5)
    else:
        s.path(d, stroke=OUTLINE, sw=11)
        s.path(d, stroke=col, sw=6)
    ang = math.atan2(y2 - cy, x2 - cx)
    head = [
        (x2 + 14 * math.cos(ang), y2 + 14 * math.sin(ang)),
        (x2 + 12 * math.cos(ang + 2.2), y2 + 12 * math.sin(ang + 2.2)),
        (x2 + 12 * math.cos(ang - 2.2), y2 + 12 * math.sin(ang - 2.2)),
    ]
    s.path(poly(head), fill=col, stroke=OUTLINE, sw=2.5)


def lightning(s: Svg, x: float, y: float, k: float = 1.0) -> None:
    pts = [(0, 0), (14, 0), (6, 18), (16, 18), (-6, 50), (0, 26), (-10, 26)]
    s.path(
        poly([(x + px * k, y + py * k) for px, py in pts]),
        fill=s.lin([(0, "#fff3a0"), (1, "#ffc21a")], 0, 0, 0, 1),
        stroke=OUTLINE,
        sw=2.5,
    )


def mini_card(s: Svg, x: float, y: float, ang: float, col: str) -> None:
    with s.group(f"rotate({ang} {x} {y})"):
        s.rect(x - 18, y - 25, 36, 50, rx=5, fill=col, stroke=OUTLINE, sw=2.5)
        s.rect(x - 12, y - 19, 24, 38, rx=3, fill="#ffffff", opacity=0.35)


def z_letter(s: Svg, x: float, y: float, k: float) -> None:
    d = f"M{fmt(x)} {fmt(y)} L{fmt(x + 14 * k)} {fmt(y)} L{fmt(x)} {fmt(y + 14 * k)} L{fmt(x + 14 * k)} {fmt(y + 14 * k)}"
    s.path(d, stroke=OUTLINE, sw=7 * k + 3, stroke_linejoin="round")
    s.path(d, stroke="#ffffff", sw=7 * k - 1)


def ghost(s: Svg, x: float, y: float, k: float) -> None:
    d = (
        f"M{fmt(x - 30 * k)} {fmt(y + 30 * k)} L{fmt(x - 30 * k)} {fmt(y - 6 * k)} "
        f"A{fmt(30 * k)} {fmt(30 * k)} 0 0 1 {fmt(x + 30 * k)} {fmt(y - 6 * k)} L{fmt(x + 30 * k)} {fmt(y + 30 * k)} "
        f"Q{fmt(x + 22 * k)} {fmt(y + 22 * k)} {fmt(x + 15 * k)} {fmt(y + 30 * k)} Q{fmt(x + 7 * k)} {fmt(y + 38 * k)} {fmt(x)} {fmt(y + 30 * k)} "
        f"Q{fmt(x - 7 * k)} {fmt(y + 22 * k)} {fmt(x - 15 * k)} {fmt(y + 30 * k)} Q{fmt(x - 22 * k)} {fmt(y + 38 * k)} {fmt(x - 30 * k)} {fmt(y + 30 * k)} Z"
    )
    s.path(d, fill=s.lin([(0, "#ffffff"), (1, "#d8d2f0")], 0, 0, 1, 1), stroke=OUTLINE, sw=3)
    for side in (-1, 1):
        s.ellipse(x + side * 11 * k, y - 8 * k, 6 * k, 8 * k, fill=OUTLINE)
    s.ellipse(x, y + 12 * k, 9 * k, 11 * k, fill="#4a2a3a", stroke=OUTLINE, sw=2)
    for side in (-1, 1):  # waving arms
        s.path(
            f"M{fmt(x + side * 30 * k)} {fmt(y + 4 * k)} q{fmt(side * 16 * k)} {fmt(-6 * k)} {fmt(side * 18 * k)} {fmt(-22 * k)}",
            stroke=OUTLINE,
            sw=11 * k,
        )
        s.path(
            f"M{fmt(x + side * 30 * k)} {fmt(y + 4 * k)} q{fmt(side * 16 * k)} {fmt(-6 * k)} {fmt(side * 18 * k)} {fmt(-22 * k)}",
            stroke="#f2effa",
            sw=6 * k,
        )


def heart(cx: float, cy: float, r: float) -> str:
    return (
        f"M{fmt(cx)} {fmt(cy + r * 0.9)} C{fmt(cx - r * 1.4)} {fmt(cy)} {fmt(cx - r * 1.1)} {fmt(cy - r * 1.1)} "
        f"{fmt(cx)} {fmt(cy - r * 0.45)} C{fmt(cx + r * 1.1)} {fmt(cy - r * 1.1)} {fmt(cx + r * 1.4)} {fmt(cy)} "
        f"{fmt(cx)} {fmt(cy + r * 0.9)} Z"
    )


def pictogram(s: Svg, action: str) -> None:
    """The picture area is x 24..226, y 80..324; centre (125, 205)."""
    if action == "destructive_forces":
        s.path(star(125, 200, 80, 40, 10), fill="#ffd23f", opacity=0.5)
        hexagon(s, 92, 200, 36, "R")
        hexagon(s, 158, 200, 36, "B")
        arrow_arc(s, 88, 152, 162, 152, -28)
        arrow_arc(s, 162, 248, 88, 248, -28)
        s.path("M125 170 L118 188 L130 196 L120 214 L128 232", stroke="#fff3a0", sw=4)
    elif action == "thundering_elements":
        s.path(
            smooth_closed(
                [(70, 130), (90, 100), (125, 92), (160, 104), (180, 128), (165, 148), (85, 148)],
                0.6,
            ),
            fill=s.lin([(0, "#b9b4c8"), (1, "#6f6a82")], 0, 0, 0, 1),
            stroke=OUTLINE,
            sw=3,
        )
        lightning(s, 110, 140, 1.1)
        lightning(s, 150, 138, 0.75)
        hexagon(s, 62, 270, 32, "Y")
        hexagon(s, 188, 270, 32, "G")
        arrow_arc(s, 84, 236, 166, 236, 30)
        arrow_arc(s, 166, 300, 84, 300, 22)
    elif action == "dragon_patrol":
        hexagon(s, 125, 262, 50, "K", icon=False)
        with s.group("translate(67 140) scale(1.2)"):
            dragon(s)
        arrow_arc(s, 48, 120, 70, 250, 40, dashed=True)
    elif action == "evil_curse":
        s.path(
            smooth_closed(
                [
                    (60, 160),
                    (76, 118),
                    (118, 100),
                    (164, 110),
                    (192, 150),
                    (180, 196),
                    (128, 210),
                    (74, 198),
                ],
                0.6,
            ),
            fill=s.rad([(0, "#a77fd6"), (1, "#4a2a7a")], 0.4, 0.3, 0.8),
            stroke=OUTLINE,
            sw=3,
        )
        for side in (-1, 1):
            s.path(
                f"M{125 + side * 40} 140 L{125 + side * 12} 152 L{125 + side * 38} 160 Z",
                fill="#ffe066",
                stroke=OUTLINE,
                sw=2,
            )
        s.path("M100 182 Q125 168 150 182", stroke=OUTLINE, sw=4)
        for x, y, a, c in (
            (60, 272, -20, "#d2452f"),
            (125, 286, 0, "#3d8fd6"),
            (190, 272, 20, "#3fae5a"),
        ):
            mini_card(s, x, y, a, c)
            arrow_arc(s, x + (125 - x) * 0.1, y - 34, x + (125 - x) * 0.4, 222, 0, col="#e0c8ff")
    elif action == "foolhardy_flight":
        hexagon(s, 60, 270, 32, "N", icon=False)
        hexagon(s, 125, 270, 32, "R")
        hexagon(s, 190, 270, 32, "B", icon=False)
        arrow_arc(s, 62, 226, 188, 226, -150, dashed=True)
        with s.group("translate(101 90) scale(0.75)"):
            for side in (-1, 1):
                s.path(
                    f"M{32 + side * 14} 50 Q{32 + side * 44} 20 {32 + side * 50} 44 Q{32 + side * 36} 52 {32 + side * 20} 66 Z",
                    fill="#ffffff",
                    stroke=OUTLINE,
                    sw=2.5,
                )
            hunter("Y", s)
        with s.group("translate(42 222) scale(0.55)"):
            hunter("Y", s)
    elif action == "long_journey":
        s.path(
            "M40 300 C90 300 40 240 110 230 C180 220 120 160 170 150 C210 142 200 110 196 100",
            stroke="#fff3d6",
            sw=14,
            opacity=0.9,
        )
        pts = [
            (40, 300),
            (70, 290),
            (78, 262),
            (110, 230),
            (146, 210),
            (150, 178),
            (170, 150),
            (196, 128),
        ]
        for x, y in pts:
            s.ellipse(x, y, 5, 3.5, fill="#7a4a2a")
        s.rect(194, 78, 4, 40, fill="#7a4a2a", stroke=OUTLINE, sw=1.5)
        s.path("M198 80 L222 88 L198 98 Z", fill="#e2453c", stroke=OUTLINE, sw=2)
        with s.group("translate(78 120)"):
            s.circle(
                0,
                0,
                38,
                fill=s.lin([(0, GOLD["light"]), (1, GOLD["dark"])], 0, 0, 1, 1),
                stroke=OUTLINE,
                sw=3,
            )
            s.circle(0, 0, 30, fill="#fff8e6", stroke=OUTLINE, sw=2)
            s.path(star(0, 0, 26, 6, 4, -90), fill="#e2453c", stroke=OUTLINE, sw=1.5)
            s.path("M0 -26 L6 -6 L0 0 Z M0 26 L-6 6 L0 0 Z", fill="#ffffff", opacity=0.8)
        with s.group("translate(138 250) scale(0.7)"):
            s.rect(0, 0, 72, 96, rx=8, fill=ISLAND["G"]["base"], stroke=OUTLINE, sw=3)
            with s.group("translate(36 50) scale(0.55)"):
                icon_tree(s)
        s.path("M118 262 L134 272 L118 282", stroke=OUTLINE, sw=4)
    elif action == "fear_and_loathing":
        ghost(s, 88, 160, 1.3)
        with s.group("translate(130 220) scale(0.55)"):
            boat("B", s)
        with s.group("translate(170 160) scale(0.6) rotate(14 32 48)"):
            hunter("R", s)
        for y in (176, 190, 204):
            s.path(f"M150 {y} L136 {y + 2}", stroke="#ffffff", sw=3)
        arrow_arc(s, 196, 224, 190, 262, -20)
    elif action == "sneak_attack":
        mini_card(s, 70, 250, -24, "#d2452f")
        mini_card(s, 100, 240, -8, "#f2c94c")
        mini_card(s, 130, 240, 8, "#3d8fd6")
        with s.group("translate(0 0)"):
            mini_card(s, 162, 170, 30, "#3fae5a")
        s.path(
            smooth_closed(
                [(150, 110), (170, 90), (200, 92), (222, 110), (214, 136), (180, 140), (156, 132)],
                0.6,
            ),
            fill="#2f4f3a",
            stroke=OUTLINE,
            sw=3,
        )
        for side in (-1, 1):
            s.ellipse(186 + side * 11, 114, 7, 5, fill="#fff3a0", stroke=OUTLINE, sw=1.5)
            s.circle(186 + side * 11 - 2, 115, 2.6, fill=OUTLINE)
        arrow_arc(s, 132, 204, 168, 140, -26)
        s.path("M60 140 L72 150 M52 160 L68 164 M64 120 L74 136", stroke="#ffffff", sw=3)
    elif action == "sweet_slumber":
        s.path(
            "M150 96 A56 56 0 1 0 196 186 A44 44 0 1 1 150 96 Z",
            fill=s.lin([(0, "#fff6c8"), (1, "#ffd54a")], 0, 0, 1, 1),
            stroke=OUTLINE,
            sw=3,
        )
        for x, y, r in ((70, 110, 7), (208, 120, 5), (60, 200, 5), (196, 226, 6)):
            s.path(star(x, y, r, r * 0.45, 5), fill="#fff3b0", stroke=OUTLINE, sw=1.2)
        z_letter(s, 150, 160, 0.9)
        z_letter(s, 172, 134, 0.7)
        z_letter(s, 192, 112, 0.5)
        with s.group("translate(78 212) scale(1.05)"):
            s.ellipse(46, 80, 54, 10, fill="#000000", opacity=0.18)
            hunter("K", s, hat=False)
            with s.group(HUNTER_BODY):  # nightcap and closed eyes on the cone's head
                s.path("M20 6 Q32 -14 48 -6 Q44 6 46 16 Z", fill="#3d8fd6", stroke=OUTLINE, sw=2)
                s.circle(50, 16, 4, fill="#ffffff", stroke=OUTLINE, sw=1.5)
                s.path("M24 22 q3 3 6 0 M34 22 q3 3 6 0", stroke=OUTLINE, sw=1.8)
                s.rect(24, 22, 16, 5, fill=ISLAND["K"]["base"])
                s.path("M24 23 q3 3 6 0 M34 23 q3 3 6 0", stroke=OUTLINE, sw=1.8)
    elif action == "counter_magic":
        s.path(star(125, 205, 96, 60, 12), fill="#ffffff", opacity=0.35)
        s.path(
            "M125 104 L190 128 Q190 250 125 300 Q60 250 60 128 Z",
            fill=s.lin([(0, "#9fd0ff"), (1, "#2f6fb8")], 0, 0, 1, 1),
            stroke=OUTLINE,
            sw=4,
        )
        s.path("M125 118 L176 137 Q176 240 125 282 Z", fill="#ffffff", opacity=0.25)
        s.path(
            star(125, 196, 34, 14, 5),
            fill=s.lin([(0, "#ffe48a"), (1, "#e0a020")], 0, 0, 0, 1),
            stroke=OUTLINE,
            sw=2.5,
        )
        arrow_arc(s, 42, 110, 44, 250, -40, col="#e0c8ff")
        arrow_arc(s, 208, 250, 206, 110, -40, col="#e0c8ff")
    elif action == "unfaithful":
        s.path(
            heart(125, 160, 56),
            fill=s.lin([(0, "#ff8c9a"), (1, "#c8302a")], 0, 0, 1, 1),
            stroke=OUTLINE,
            sw=3.5,
        )
        s.path("M125 112 L114 136 L134 152 L116 176 L128 194 L125 210", stroke=OUTLINE, sw=6)
        s.path(
            "M125 112 L114 136 L134 152 L116 176 L128 194 L125 210",
            stroke=GREEN_CARD["light"],
            sw=3,
        )
        with s.group("translate(150 222) scale(0.6)"):
            coin(s)
        with s.group("translate(172 244) scale(0.6)"):
            coin(s)
        with s.group("translate(42 236) scale(0.5)"):
            coin(s)
        arrow_arc(s, 96, 270, 150, 276, 18)


def card_action(action: str) -> Svg:
    pal = GREEN_CARD if action in OUT_OF_TURN else ACTION_CARD
    s = Svg(CARD_W, CARD_H)
    card_frame(s, pal)
    s.rect(
        24,
        78,
        202,
        246,
        rx=12,
        fill=s.rad([(0, lighter(pal["base"], 0.55)), (1, pal["base"])], 0.5, 0.45, 0.7),
        opacity=0.9,
    )
    pictogram(s, action)
    if action in OUT_OF_TURN:  # corner mark: "may be played out of turn"
        s.circle(212, 318, 14, fill=GREEN_CARD["dark"], stroke=OUTLINE, sw=2)
        lightning(s, 210, 304, 0.5)
    return s


def card_terrain(c: str) -> Svg:
    p = ISLAND[c]
    s = Svg(CARD_W, CARD_H)
    card_frame(s, p)
    with s.group("translate(125 205)"):
        pattern(s, c, 100)
    with s.group("translate(41 121) scale(1.31)"):
        disk(c, s)
    return s


def card_back() -> Svg:
    s = Svg(CARD_W, CARD_H)
    s.rect(3, 5, 244, 344, rx=18, fill="#000000", opacity=0.2)
    s.rect(
        2,
        2,
        244,
        344,
        rx=18,
        fill=s.lin([(0, "#4a5fb0"), (1, "#1f2a5e")], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=3,
    )
    s.rect(14, 14, 220, 320, rx=12, stroke=GOLD["base"], sw=3)
    s.rect(20, 20, 208, 308, rx=9, stroke=GOLD["light"], sw=1.2, opacity=0.7)
    for x, y in ((30, 30), (218, 30), (30, 318), (218, 318)):
        s.path(star(x, y, 9, 3.5, 4), fill=GOLD["light"], stroke=OUTLINE, sw=1)
    rnd = random.Random(5)
    for _ in range(26):
        x, y = rnd.uniform(30, 218), rnd.uniform(30, 318)
        s.circle(x, y, rnd.uniform(1, 2.4), fill="#ffffff", opacity=0.5)
    s.circle(
        125,
        180,
        92,
        fill=s.rad([(0, "#6f86d6"), (1, "#2a3a80")], 0.5, 0.4, 0.7),
        stroke=GOLD["base"],
        sw=4,
    )
    # little hex island: six colours around a golden treasure hex (pointy-top neighbours)
    hr = 22
    hx, hy = 125, 206
    for k, c in enumerate(ISLAND_IDS):
        a = math.radians(k * 60)
        hexagon(
            s,
            hx + hr * math.sqrt(3) * math.cos(a),
            hy + hr * math.sqrt(3) * math.sin(a),
            hr,
            c,
            icon=False,
            sw=2,
        )
    s.path(
        poly(regular(hx, hy, hr, 6, -90)),
        fill=s.lin([(0, "#fff3b0"), (1, GOLD["dark"])], 0, 0, 1, 1),
        stroke=OUTLINE,
        sw=2,
    )
    s.path(star(hx, hy, 12, 5, 4), fill="#ffffff", stroke=OUTLINE, sw=1.2)
    with s.group("translate(125 126) scale(0.4)"):
        dragon_head(s, MOTHER["base"], frill=MOTHER["wing"])
    return s


# ------------------------------------------------------------------------------------
# title artwork 600 x 400
# ------------------------------------------------------------------------------------
def title() -> Svg:
    s = Svg(600, 400)
    s.rect(0, 0, 600, 400, rx=28, fill=s.lin([(0, "#6cc3ea"), (1, "#2f7fb8")], 0, 0, 0, 1))
    for cx, cy, k in ((90, 50, 0.8), (520, 40, 0.7)):
        cloud(s, cx, cy, k)
    rnd = random.Random(11)
    for _ in range(26):
        x, y = rnd.uniform(20, 560), rnd.uniform(90, 380)
        s.path(f"M{x:.0f} {y:.0f} q10 -6 20 0 q10 6 20 0", stroke="#e8f8ff", sw=2.5, opacity=0.6)
    # the island is seen at an angle: y squashed, pieces stay upright
    size, squash = 30.0, 0.62
    cx, cy = 300.0, 214.0

    def at(q: float, r: float) -> tuple[float, float]:
        return cx + size * math.sqrt(3) * (q + r / 2), cy + size * 1.5 * r * squash

    rim = [(x, cy + (y - cy) * squash) for x, y in regular(cx, cy, size * 6.6, 6, 0)]
    s.path(poly([(x, y + 10) for x, y in rim]), fill="#c9a55a", stroke=OUTLINE, sw=3)
    s.path(poly(rim), fill="#f3dc9a", stroke=OUTLINE, sw=3)
    layout = {}
    rnd = random.Random(2)
    for q in range(-3, 4):
        for r in range(-3, 4):
            if abs(q + r) > 3 or (q, r) == (0, 0):
                continue
            layout[(q, r)] = rnd.choice(ISLAND_IDS)
    k = size * 1.7 / 128
    for (q, r), c in sorted(layout.items(), key=lambda item: item[0][1]):
        x, y = at(q, r)
        with s.group(
            f"translate({fmt(x - 64 * k)} {fmt(y - 64 * k * squash)}) scale({fmt(k)} {fmt(k * squash)})"
        ):
            disk(c, s)
    with s.group(
        f"translate({fmt(cx - 64 * k)} {fmt(cy - 64 * k * squash)}) scale({fmt(k)} {fmt(k * squash)})"
    ):
        treasure_site(s)
    boats = []
    for n, c in enumerate(ISLAND_IDS):
        a = math.radians(n * 60)
        boats.append((cy + 250 * squash * math.sin(a) + 14, cx + 238 * math.cos(a), c))
    for by, bx, c in sorted(boats):
        with s.group(f"translate({fmt(bx - 40)} {fmt(by - 48)}) scale(0.5)"):
            boat(c, s)
    with s.group(f"translate({cx - 32} {cy - 58}) scale(0.5)"):
        chest(s)
    dx, dy = at(2, -1)
    with s.group(f"translate({fmt(dx - 46)} {fmt(dy - 84)}) scale(0.95)"):
        dragon(s)
    for q, r, c in ((-2, 2, "G"), (1, 1, "Y"), (-1, -1, "R")):
        x, y = at(q, r)
        with s.group(f"translate({fmt(x - 16)} {fmt(y - 44)}) scale(0.5)"):
            hunter(c, s)
    return s


def main() -> None:
    for c in ISLAND_IDS:
        disk(c).save(f"{OUT}/disk_{c}.svg")
        boat(c).save(f"{OUT}/boat_{c}.svg")
        hunter(c).save(f"{OUT}/hunter_{c}.svg")
        card_terrain(c).save(f"{OUT}/card_terrain_{c}.svg")
    treasure_site().save(f"{OUT}/treasure_site.svg")
    dragon().save(f"{OUT}/dragon.svg")
    coin().save(f"{OUT}/coin.svg")
    chest().save(f"{OUT}/chest.svg")
    card_back().save(f"{OUT}/card_back.svg")
    for action in ACTIONS:
        card_action(action).save(f"{OUT}/card_{action}.svg")
    title().save(f"{OUT}/title.svg")


if __name__ == "__main__":
    main()
