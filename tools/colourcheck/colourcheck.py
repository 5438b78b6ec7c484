#!/usr/bin/env python3
"""Can every eye tell the terrains and the seat colours apart? Render, simulate, measure.

What it does:

1. Renders our own art through pygame-ce (the same SVG renderer players see): both boards
   (Die Dracheninsel's island with all 60 disks, six boats and six hunters; a Dragomino
   island of every terrain with its eggs), both "hands" (every Dracheninsel card; the
   Dragomino display of dominoes) and the single pieces.
2. Simulates how they look with protanopia, deuteranopia and tritanopia (Machado, Oliveira
   and Fernandes 2009, severity 1.0, applied in linear RGB) and in greyscale (CIE relative
   luminance), and writes every picture to a folder so a person can look.
3. Measures, for every pair of terrains and every pair of seat colours, in every simulation
   (and in normal vision), at about the size the tables show them, whether the two stay
   distinguishable *by more than hue*:

   - **picture**: the pieces differ in pattern, icon or outline. Measured on the simulated
     greyscale (L*) as the share of the piece's area whose local structure differs: the
     SSIM structure term (Wang et al. 2004) in 8-pixel windows, which ignores how light
     or contrasty a window is and only asks whether the same lines are in the same places
     (``picture_difference``). Calibration, all visions, table sizes: the hunters as they
     were before this check (one cone in six tints) measure 0.00 for every pair and the
     boats of that time at most 0.05; pieces that do differ by picture measure 0.09 (the
     terrain cards, whose frames are identical and only the centre emblem and background
     pattern differ) up to 0.6 (Dragomino terrain tiles). ``PICTURE_MIN = 0.06`` lies
     between the two.
   - **lightness**: the mean CIELAB lightness of the two pieces differs by at least
     ``LIGHTNESS_MIN = 20`` L* units. Why 20: pieces on a board are judged one at a time,
     not side by side, and people sort reliably only about five grey levels in absolute
     judgement over the usable L* range of about 25-95, i.e. steps of 15-20; we take the
     upper end. (ΔL* 20 at mid-lightness is a WCAG contrast ratio of about 2:1, below
     the 3:1 WCAG asks of a graphic against its background: two pieces need not
     stand out against each other, only not be mistaken for each other.)

   The check fails when a pair meets neither. Usage::

       .venv/bin/python tools/colourcheck/colourcheck.py [out_dir]   # default /tmp/colourcheck

Standard library and pygame-ce only (no numpy): the check also runs as a unit test.
"""

from __future__ import annotations

import itertools
import json
import math
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

REPO = Path(__file__).resolve().parents[2]
ART = REPO / "assets"
DEFAULT_OUT = Path("/tmp/colourcheck")

PICTURE_MIN = 0.06  # share of the area in windows whose structure differs
LIGHTNESS_MIN = 20.0  # CIELAB L* units between the two pieces' mean lightness
WINDOW = 8  # pixels: about the stroke pattern of an icon at table size
DETAIL = 2.0  # L* standard deviation below which a window is flat
STRUCTURE_MIN = 0.5  # SSIM structure term below which two windows show different shapes
BACKGROUND = (255, 246, 227)  # the app's cream card colour: what pieces are shown on

# Machado, Oliveira & Fernandes (2009), "A physiologically-based model for simulation of
# color vision deficiency", severity 1.0; rows map linear RGB to simulated linear RGB.
MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
LUMINANCE = (0.2126, 0.7152, 0.0722)  # sRGB / Rec. 709 relative luminance
SIMULATIONS = ("normal", "protanopia", "deuteranopia", "tritanopia", "greyscale")

Rgb = tuple[int, int, int]


# --------------------------------------------------------------------------- colour maths


def _to_linear(c: float) -> float:
    c /= 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


LINEAR = [_to_linear(v) for v in range(256)]


def to_srgb(c: float) -> int:
    c = min(1.0, max(0.0, c))
    v = 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055
    return round(v * 255)


def lightness(y: float) -> float:
    """CIELAB L* of a relative luminance Y in [0, 1]."""
    f = y ** (1 / 3) if y > (6 / 29) ** 3 else y / (3 * (6 / 29) ** 2) + 4 / 29
    return 116 * f - 16


def simulate_rgb(rgb: Rgb, kind: str) -> Rgb:
    """One colour as seen with the given vision (``normal`` returns it unchanged)."""
    if kind == "normal":
        return rgb
    lin = (LINEAR[rgb[0]], LINEAR[rgb[1]], LINEAR[rgb[2]])
    if kind == "greyscale":
        y = sum(w * c for w, c in zip(LUMINANCE, lin, strict=True))
        g = to_srgb(y)
        return (g, g, g)
    m = MACHADO[kind]
    r, g, b = (to_srgb(sum(w * c for w, c in zip(row, lin, strict=True))) for row in m)
    return (r, g, b)


def simulate(surface: pygame.Surface, kind: str) -> pygame.Surface:
    """A copy of ``surface`` as seen with ``kind`` vision (alpha kept)."""
    if kind == "normal":
        return surface.copy()
    size = surface.get_size()
    raw = bytearray(pygame.image.tobytes(surface, "RGBA"))
    memo: dict[int, Rgb] = {}
    for i in range(0, len(raw), 4):
        key = raw[i] << 16 | raw[i + 1] << 8 | raw[i + 2]
        out = memo.get(key)
        if out is None:
            out = simulate_rgb((raw[i], raw[i + 1], raw[i + 2]), kind)
            memo[key] = out
        raw[i], raw[i + 1], raw[i + 2] = out
    return pygame.image.frombytes(bytes(raw), size, "RGBA")


# --------------------------------------------------------------------------- art


def svg(rel: str, size: tuple[int, int]) -> pygame.Surface:
    path = ART / rel
    if not path.is_file():
        raise FileNotFoundError(f"art missing: {path}")
    return pygame.image.load_sized_svg(str(path), size)


def island_letters() -> list[str]:
    data = json.loads((REPO / "dracheninsel" / "data" / "colours.json").read_text())
    return list(data["order"])


DRAGOMINO_TERRAINS = ("DESERT", "SNOW", "PRAIRIE", "FOREST", "MOUNTAIN", "VOLCANO")


@dataclass(frozen=True)
class Group:
    """Pieces that must be told apart from each other: one render per member."""

    name: str
    kind: str  # "terrain" or "seat"
    members: tuple[str, ...]
    path: Callable[[str], str]
    size: tuple[int, int]
    paint: Callable[[str, tuple[int, int]], pygame.Surface] | None = None  # drawn, not SVG

    def render(self, member: str) -> pygame.Surface:
        if self.paint is not None:
            return self.paint(member, self.size)
        return svg(self.path(member), self.size)


def _repo_on_path() -> None:
    """The avatars are drawn by the app's own code (run as a script, the repo is not on
    the import path)."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))


AVATAR_RADIUS = 18  # the seat panels' and the peek's badges (the round order's are 10-13)


def dragomino_avatar(member: str, size: tuple[int, int]) -> pygame.Surface:
    """A Dragomino seat badge as the tables draw it (`common.table.draw.avatar`): the face of
    a person ("red") or the robot of a computer ("red/computer")."""
    _repo_on_path()
    from common.table import draw
    from dragomino.plugin import SEAT_COLOURS
    from dragomino.ui import pieces  # noqa: F401  (registers the seat colours' marks)

    colour_id, _, who = member.partition("/")
    rgb = next(rgb for cid, rgb, _name in SEAT_COLOURS if cid == colour_id)
    surf = pygame.Surface(size, pygame.SRCALPHA)
    draw.avatar(surf, (size[0] / 2, size[1] / 2), AVATAR_RADIUS, rgb, who == "computer")
    return surf


def dragomino_seat_ids() -> tuple[str, ...]:
    _repo_on_path()
    from dragomino.plugin import SEAT_COLOURS

    return tuple(cid for cid, _rgb, _name in SEAT_COLOURS)


def groups() -> list[Group]:
    """Everything the check measures; sizes are about what the tables show."""
    letters = tuple(island_letters())
    return [
        Group(
            "dracheninsel disks",
            "terrain",
            letters,
            lambda c: f"dracheninsel/disk_{c}.svg",
            (58, 58),
        ),
        Group(
            "dracheninsel terrain cards",
            "terrain",
            letters,
            lambda c: f"dracheninsel/card_terrain_{c}.svg",
            (80, 112),
        ),
        Group(
            "dracheninsel hunters",
            "seat",
            letters,
            lambda c: f"dracheninsel/hunter_{c}.svg",
            (28, 42),
        ),
        Group(
            "dracheninsel boats", "seat", letters, lambda c: f"dracheninsel/boat_{c}.svg", (68, 51)
        ),
        Group(
            "dragomino terrains",
            "terrain",
            DRAGOMINO_TERRAINS,
            lambda t: f"dragomino/terrain_{t}.svg",
            (56, 56),
        ),
        Group(
            "dragomino avatars",
            "seat",
            dragomino_seat_ids(),
            lambda c: c,
            (52, 52),
            dragomino_avatar,
        ),
        Group(
            "dragomino robot avatars",
            "seat",
            tuple(f"{c}/computer" for c in dragomino_seat_ids()),
            lambda c: c,
            (52, 52),
            dragomino_avatar,
        ),
        Group(
            "dragomino eggs",
            "terrain",
            DRAGOMINO_TERRAINS,
            lambda t: f"dragomino/egg_{t}.svg",
            (36, 48),
        ),
    ]


# --------------------------------------------------------------------------- measures


@dataclass(frozen=True)
class Plane:
    """A render reduced to what the measures need: CIELAB lightness per pixel (composited on
    the background), which pixels belong to the piece, and the piece's mean lightness."""

    width: int
    height: int
    lightness: list[float]
    opaque: list[bool]
    mean_lightness: float


def plane(surface: pygame.Surface) -> Plane:
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGBA")
    bg = [LINEAR[c] for c in BACKGROUND]
    values: list[float] = []
    opaque: list[bool] = []
    for i in range(0, len(raw), 4):
        a = raw[i + 3] / 255.0
        lin = [LINEAR[raw[i + k]] * a + bg[k] * (1 - a) for k in range(3)]
        values.append(
            lightness(LUMINANCE[0] * lin[0] + LUMINANCE[1] * lin[1] + LUMINANCE[2] * lin[2])
        )
        opaque.append(raw[i + 3] >= 128)
    own = [v for v, o in zip(values, opaque, strict=True) if o]
    mean = sum(own) / len(own) if own else 0.0
    return Plane(w, h, values, opaque, mean)


@dataclass(frozen=True)
class Window:
    """One WINDOW x WINDOW patch of a plane: its L* values, mean and standard deviation."""

    values: list[float]
    mean: float
    sd: float
    covered: bool  # part of the piece (not only background)


def windows(p: Plane) -> list[Window]:
    """The half-overlapping windows of a plane, row by row (same grid for equal sizes)."""
    out: list[Window] = []
    w, h = p.width, p.height
    step = WINDOW // 2
    for y0 in range(0, h - WINDOW + 1, step):
        for x0 in range(0, w - WINDOW + 1, step):
            idx = [(y0 + dy) * w + x0 + dx for dy in range(WINDOW) for dx in range(WINDOW)]
            values = [p.lightness[i] for i in idx]
            mean = sum(values) / len(values)
            sd = math.sqrt(sum((v - mean) ** 2 for v in values) / len(values))
            out.append(Window(values, mean, sd, any(p.opaque[i] for i in idx)))
    return out


def picture_difference(a: list[Window], b: list[Window]) -> float:
    """Share of the pieces' area whose local *structure* differs: another icon or pattern.

    Both greyscale (L*) renders are cut into WINDOW-pixel windows (half overlapping). In
    each window that shows any detail (standard deviation >= DETAIL L* in either), the
    structure term of SSIM (Wang et al. 2004), ``(cov + c) / (sd_a * sd_b + c)``, compares
    the shapes whatever their lightness and contrast: a recoloured copy keeps every line
    where it was and scores about 1. A window counts as different when that falls below
    STRUCTURE_MIN, or when one render has clear detail there and the other a flat patch.
    """
    c = (DETAIL / 2) ** 2
    counted = differing = 0
    for wa, wb in zip(a, b, strict=True):
        if not (wa.covered or wb.covered):
            continue
        counted += 1
        if max(wa.sd, wb.sd) < DETAIL:
            continue  # flat in both: nothing to tell apart here
        n = len(wa.values)
        cov = sum((x - wa.mean) * (y - wb.mean) for x, y in zip(wa.values, wb.values, strict=True))
        structure = (cov / n + c) / (wa.sd * wb.sd + c)
        # detail here in one and a flat patch in the other (an icon against none) scores
        # about 1 above, so it is asked separately
        lone_detail = max(wa.sd, wb.sd) >= 2 * DETAIL and min(wa.sd, wb.sd) < DETAIL / 2
        if structure < STRUCTURE_MIN or lone_detail:
            differing += 1
    return differing / counted if counted else 0.0


@dataclass(frozen=True)
class PairResult:
    group: str
    kind: str
    a: str
    b: str
    vision: str
    picture: float  # share of the area whose structure differs (picture_difference)
    delta_l: float  # |mean L*(a) - mean L*(b)|

    @property
    def by_picture(self) -> bool:
        return self.picture >= PICTURE_MIN

    @property
    def by_lightness(self) -> bool:
        return self.delta_l >= LIGHTNESS_MIN

    @property
    def ok(self) -> bool:
        return self.by_picture or self.by_lightness

    @property
    def margin(self) -> float:
        """How far the better of the two measures clears its threshold (1.0 = just)."""
        return max(self.picture / PICTURE_MIN, self.delta_l / LIGHTNESS_MIN)

    def line(self) -> str:
        why = "picture" if self.by_picture else "lightness" if self.by_lightness else "FAILS"
        return (
            f"{self.vision:12s} {self.group:27s} {self.a:>8s}-{self.b:<8s} "
            f"picture {self.picture:4.2f}  ΔL* {self.delta_l:5.1f}  {why}"
        )


def measure_pairs(
    name: str, kind: str, renders: dict[str, pygame.Surface], visions: Iterable[str]
) -> list[PairResult]:
    """Every pair of ``renders`` in every vision."""
    results: list[PairResult] = []
    for vision in visions:
        planes = {m: plane(simulate(s, vision)) for m, s in renders.items()}
        grids = {m: windows(p) for m, p in planes.items()}
        for a, b in itertools.combinations(renders, 2):
            results.append(
                PairResult(
                    name,
                    kind,
                    a,
                    b,
                    vision,
                    picture_difference(grids[a], grids[b]),
                    abs(planes[a].mean_lightness - planes[b].mean_lightness),
                )
            )
    return results


def measure(visions: Iterable[str] = SIMULATIONS) -> list[PairResult]:
    """The whole check: every group, every pair, every vision."""
    visions = tuple(visions)
    results: list[PairResult] = []
    for group in groups():
        renders = {m: group.render(m) for m in group.members}
        results += measure_pairs(group.name, group.kind, renders, visions)
    return results


def weakest(results: Iterable[PairResult]) -> dict[str, PairResult]:
    """Per vision, the pair with the smallest margin."""
    out: dict[str, PairResult] = {}
    for r in results:
        if r.vision not in out or r.margin < out[r.vision].margin:
            out[r.vision] = r
    return out


# --------------------------------------------------------------------------- pictures


def hex_center(q: int, r: int, radius: float, origin: tuple[float, float]) -> tuple[float, float]:
    """Pointy-top axial hex layout."""
    x = radius * math.sqrt(3) * (q + r / 2)
    y = radius * 1.5 * r
    return origin[0] + x, origin[1] + y


def dracheninsel_board() -> pygame.Surface:
    """The island: 60 disks, the treasure site, six boats and a hunter of every colour."""
    board = json.loads((REPO / "dracheninsel" / "data" / "board.json").read_text())
    surf = pygame.Surface((1100, 980), pygame.SRCALPHA)
    surf.fill((143, 211, 240, 255))  # the sea
    radius = 52.0
    origin = (550.0, 490.0)
    disk_px = round(radius * 1.7)
    disks = {c: svg(f"dracheninsel/disk_{c}.svg", (disk_px, disk_px)) for c in island_letters()}
    site = svg("dracheninsel/treasure_site.svg", (disk_px, disk_px))
    tq, tr = board["treasure"]
    cx, cy = hex_center(tq, tr, radius, origin)
    surf.blit(site, site.get_rect(center=(round(cx), round(cy))))
    first_of: dict[str, tuple[float, float]] = {}
    for q, r, c in board["spaces"]:
        x, y = hex_center(q, r, radius, origin)
        surf.blit(disks[c], disks[c].get_rect(center=(round(x), round(y))))
        first_of.setdefault(c, (x, y))
    for c, landing in board["boats"].items():
        pts = [hex_center(q, r, radius, origin) for q, r in landing]
        mx = sum(p[0] for p in pts) / 2
        my = sum(p[1] for p in pts) / 2
        # push the boat out to sea, away from the centre
        dx, dy = mx - origin[0], my - origin[1]
        d = math.hypot(dx, dy) or 1.0
        bx, by = mx + dx / d * radius * 1.3, my + dy / d * radius * 1.3
        boat = svg(f"dracheninsel/boat_{c}.svg", (96, 72))
        surf.blit(boat, boat.get_rect(center=(round(bx), round(by))))
    # hunters: each on a disk of another colour, so colour alone would not tell them apart
    letters = island_letters()
    for i, c in enumerate(letters):
        other = letters[(i + 2) % len(letters)]
        x, y = first_of[other]
        hunter = svg(f"dracheninsel/hunter_{c}.svg", (44, 66))
        surf.blit(hunter, hunter.get_rect(midbottom=(round(x), round(y + 20))))
    return surf


def dracheninsel_hand() -> pygame.Surface:
    """Every card face: the six terrain cards, the eleven action cards and the back."""
    folder = ART / "dracheninsel"
    names = [f"card_terrain_{c}" for c in island_letters()]
    names += sorted(
        p.stem for p in folder.glob("card_*.svg") if not p.stem.startswith("card_terrain_")
    )
    cols = 9
    w, h, gap = 120, 168, 12
    rows = (len(names) + cols - 1) // cols
    surf = pygame.Surface((cols * (w + gap) + gap, rows * (h + gap) + gap), pygame.SRCALPHA)
    surf.fill((*BACKGROUND, 255))
    for i, name in enumerate(names):
        x = gap + (i % cols) * (w + gap)
        y = gap + (i // cols) * (h + gap)
        surf.blit(svg(f"dracheninsel/{name}.svg", (w, h)), (x, y))
    return surf


def dragomino_board() -> pygame.Surface:
    """An island of every terrain (two dominoes per terrain pair) with eggs on top."""
    tile = 92
    cols, rows = 8, 6
    surf = pygame.Surface((cols * tile + 40, rows * tile + 40), pygame.SRCALPHA)
    surf.fill((143, 211, 240, 255))
    tiles = {t: svg(f"dragomino/terrain_{t}.svg", (tile, tile)) for t in DRAGOMINO_TERRAINS}
    eggs = {t: svg(f"dragomino/egg_{t}.svg", (36, 48)) for t in DRAGOMINO_TERRAINS}
    n = len(DRAGOMINO_TERRAINS)
    for row in range(rows):
        for col in range(cols):
            t = DRAGOMINO_TERRAINS[(col // 2 + row) % n]
            x, y = 20 + col * tile, 20 + row * tile
            surf.blit(tiles[t], (x, y))
            if (col + row) % 3 == 0:
                surf.blit(eggs[t], eggs[t].get_rect(center=(x + tile // 2, y + tile // 2)))
    return surf


def dragomino_display() -> pygame.Surface:
    """The display the players choose from: dominoes of every terrain pair, and the eggs."""
    tile = 88
    pairs = list(itertools.combinations(DRAGOMINO_TERRAINS, 2))[:8]
    surf = pygame.Surface((4 * (2 * tile + 30) + 30, 2 * (tile + 30) + 100), pygame.SRCALPHA)
    surf.fill((*BACKGROUND, 255))
    for i, (a, b) in enumerate(pairs):
        x = 30 + (i % 4) * (2 * tile + 30)
        y = 30 + (i // 4) * (tile + 30)
        surf.blit(svg(f"dragomino/terrain_{a}.svg", (tile, tile)), (x, y))
        surf.blit(svg(f"dragomino/terrain_{b}.svg", (tile, tile)), (x + tile, y))
    for i, t in enumerate(DRAGOMINO_TERRAINS):
        surf.blit(svg(f"dragomino/egg_{t}.svg", (54, 72)), (30 + i * 90, surf.get_height() - 86))
    return surf


def pieces_sheet() -> pygame.Surface:
    """Every measured group in one row each, labelled: the pieces side by side."""
    all_groups = groups()
    font = pygame.font.Font(None, 22)
    row_h = 110
    surf = pygame.Surface((900, row_h * len(all_groups)), pygame.SRCALPHA)
    surf.fill((*BACKGROUND, 255))
    for row, group in enumerate(all_groups):
        y = row * row_h
        surf.blit(font.render(group.name, True, (60, 40, 30)), (10, y + 6))
        for i, m in enumerate(group.members):
            img = group.render(m)
            scale = 80 / max(img.get_size())
            img = pygame.transform.smoothscale_by(img, scale) if scale < 1 else img
            surf.blit(img, (200 + i * 115, y + 24))
    return surf


PICTURES: dict[str, Callable[[], pygame.Surface]] = {
    "dracheninsel-board": dracheninsel_board,
    "dracheninsel-hand": dracheninsel_hand,
    "dragomino-board": dragomino_board,
    "dragomino-display": dragomino_display,
    "pieces": pieces_sheet,
}


def write_pictures(out: Path, visions: Iterable[str] = SIMULATIONS) -> list[Path]:
    """``<out>/<picture>-<vision>.png`` for every picture and vision."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, build in PICTURES.items():
        base = build()
        for vision in visions:
            target = out / f"{name}-{vision}.png"
            pygame.image.save(simulate(base, vision), str(target))
            written.append(target)
    return written


# --------------------------------------------------------------------------- main


def report(results: Sequence[PairResult]) -> list[str]:
    lines = [
        f"thresholds: picture >= {PICTURE_MIN}, or ΔL* >= {LIGHTNESS_MIN}",
        "weakest pair per vision:",
    ]
    for r in weakest(results).values():
        lines.append("  " + r.line())
    failures = [r for r in results if not r.ok]
    lines.append(f"{len(results)} pairs measured, {len(failures)} fail")
    lines += ["  " + r.line() for r in failures]
    return lines


def init() -> None:
    """pygame needs a display (even a dummy one) for SVG loading and fonts."""
    if not pygame.get_init():
        pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))


def main(argv: Sequence[str]) -> int:
    out = Path(argv[0]) if argv else DEFAULT_OUT
    init()
    for path in write_pictures(out):
        print(path)
    results = measure()
    print("\n".join(report(results)))
    return 1 if any(not r.ok for r in results) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
