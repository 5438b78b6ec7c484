"""Tiny SVG writer shared by the art generators.

Why: every asset is authored as code so that palette, outline width and light direction stay
consistent and the whole set can be regenerated. Only features SDL_image's nanosvg renders
reliably are emitted: paths, basic shapes, fill/stroke, opacity, linear/radial gradients
and transforms (no <text>, <style>, filters, masks, clip paths or <use>).
"""

from __future__ import annotations

import math
from pathlib import Path

OUTLINE = "#3b2a20"
REPO = Path(__file__).resolve().parents[2]
ASSETS = REPO / "assets"


def fmt(value: float) -> str:
    """Compact number formatting keeps the files small."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attrs(**kw: object) -> str:
    """Turn keyword args into SVG attributes (underscores become dashes)."""
    parts = []
    for key, val in kw.items():
        if val is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(val, float):
            val = fmt(val)
        parts.append(f'{name}="{val}"')
    return " ".join(parts)


def pct(**kw: float) -> str:
    """Bounding-box gradient coordinates as percentages: nanosvg ignores plain fractions."""
    return " ".join(f'{k}="{fmt(v * 100)}%"' for k, v in kw.items())


def mix(c1: str, c2: str, t: float) -> str:
    """Blend two #rrggbb colours; t=0 gives c1, t=1 gives c2."""
    a = [int(c1[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(a, b, strict=True))


def lighter(c: str, t: float = 0.35) -> str:
    return mix(c, "#ffffff", t)


def darker(c: str, t: float = 0.3) -> str:
    return mix(c, "#1e120c", t)


class Svg:
    """Accumulates elements and gradient definitions for one SVG document."""

    def __init__(self, w: float, h: float) -> None:
        self.w, self.h = w, h
        self.defs: list[str] = []
        self.body: list[str] = []
        self._n = 0

    # --- gradients -------------------------------------------------------------------
    def _gid(self) -> str:
        self._n += 1
        return f"g{self._n}"

    def lin(
        self,
        stops: list[tuple[float, str]] | list[tuple[float, str, float]],
        x1: float = 0.2,
        y1: float = 0.0,
        x2: float = 0.8,
        y2: float = 1.0,
    ) -> str:
        """Linear gradient in bounding-box units; default runs top-left light to bottom-right."""
        gid = self._gid()
        self.defs.append(
            f'<linearGradient id="{gid}" {pct(x1=x1, y1=y1, x2=x2, y2=y2)}>'
            + "".join(self._stop(s) for s in stops)
            + "</linearGradient>"
        )
        return f"url(#{gid})"

    def rad(
        self,
        stops: list[tuple[float, str]] | list[tuple[float, str, float]],
        cx: float = 0.35,
        cy: float = 0.3,
        r: float = 0.8,
    ) -> str:
        """Radial gradient; the default highlight sits top-left (shared light direction)."""
        gid = self._gid()
        self.defs.append(
            f'<radialGradient id="{gid}" {pct(cx=cx, cy=cy, r=r)}>'
            + "".join(self._stop(s) for s in stops)
            + "</radialGradient>"
        )
        return f"url(#{gid})"

    def shade(self, base: str, light: float = 0.35, dark: float = 0.25) -> str:
        """Standard soft body shading for a base colour."""
        return self.rad([(0.0, lighter(base, light)), (0.55, base), (1.0, darker(base, dark))])

    @staticmethod
    def _stop(s: tuple) -> str:  # type: ignore[type-arg]
        off, col = s[0], s[1]
        op = f' stop-opacity="{fmt(s[2])}"' if len(s) > 2 else ""
        return f'<stop offset="{fmt(off)}" stop-color="{col}"{op}/>'

    # --- elements --------------------------------------------------------------------
    def add(self, raw: str) -> None:
        self.body.append(raw)

    def el(self, tag: str, **kw: object) -> None:
        self.body.append(f"<{tag} {attrs(**kw)}/>")

    def path(
        self,
        d: str,
        fill: str = "none",
        stroke: str | None = None,
        sw: float | None = None,
        **kw: object,
    ) -> None:
        kw.setdefault("stroke_linejoin", "round" if stroke else None)
        kw.setdefault("stroke_linecap", "round" if stroke else None)
        self.el(
            "path",
            d=d,
            fill=fill,
            stroke=stroke,
            stroke_width=float(sw) if sw is not None else None,
            **kw,
        )

    def circle(
        self,
        cx: float,
        cy: float,
        r: float,
        fill: str = "none",
        stroke: str | None = None,
        sw: float | None = None,
        **kw: object,
    ) -> None:
        self.el(
            "circle",
            cx=float(cx),
            cy=float(cy),
            r=float(r),
            fill=fill,
            stroke=stroke,
            stroke_width=float(sw) if sw is not None else None,
            **kw,
        )

    def ellipse(
        self,
        cx: float,
        cy: float,
        rx: float,
        ry: float,
        fill: str = "none",
        stroke: str | None = None,
        sw: float | None = None,
        **kw: object,
    ) -> None:
        self.el(
            "ellipse",
            cx=float(cx),
            cy=float(cy),
            rx=float(rx),
            ry=float(ry),
            fill=fill,
            stroke=stroke,
            stroke_width=float(sw) if sw is not None else None,
            **kw,
        )

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        rx: float = 0,
        fill: str = "none",
        stroke: str | None = None,
        sw: float | None = None,
        **kw: object,
    ) -> None:
        self.el(
            "rect",
            x=float(x),
            y=float(y),
            width=float(w),
            height=float(h),
            rx=float(rx) if rx else None,
            fill=fill,
            stroke=stroke,
            stroke_width=float(sw) if sw is not None else None,
            **kw,
        )

    def group(self, transform: str, inner: Svg | None = None) -> GroupCtx:
        return GroupCtx(self, transform)

    def render(self) -> str:
        head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{fmt(self.w)}" '
            f'height="{fmt(self.h)}" viewBox="0 0 {fmt(self.w)} {fmt(self.h)}">'
        )
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        return head + defs + "\n".join(self.body) + "</svg>\n"

    def save(self, rel: str) -> Path:
        path = ASSETS / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.render(), encoding="utf-8")
        return path


class GroupCtx:
    """`with svg.group("translate(..)"):` wraps the emitted elements in a <g>."""

    def __init__(self, svg: Svg, transform: str) -> None:
        self.svg, self.transform = svg, transform

    def __enter__(self) -> Svg:
        self.svg.add(f'<g transform="{self.transform}">')
        return self.svg

    def __exit__(self, *exc: object) -> None:
        self.svg.add("</g>")


# --- geometry helpers -----------------------------------------------------------------
def poly(points: list[tuple[float, float]], close: bool = True) -> str:
    d = "M" + " L".join(f"{fmt(x)} {fmt(y)}" for x, y in points)
    return d + (" Z" if close else "")


def smooth_closed(points: list[tuple[float, float]], tension: float = 0.5) -> str:
    """Closed Catmull-Rom curve through points, as cubic Béziers: blobby friendly outlines."""
    n = len(points)
    d = f"M{fmt(points[0][0])} {fmt(points[0][1])}"
    for i in range(n):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % n], points[(i + 2) % n]
        c1 = (p1[0] + (p2[0] - p0[0]) * tension / 3, p1[1] + (p2[1] - p0[1]) * tension / 3)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension / 3, p2[1] - (p3[1] - p1[1]) * tension / 3)
        d += f" C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p2[0])} {fmt(p2[1])}"
    return d + " Z"


def smooth_open(points: list[tuple[float, float]], tension: float = 0.5) -> str:
    n = len(points)
    d = f"M{fmt(points[0][0])} {fmt(points[0][1])}"
    for i in range(n - 1):
        p0 = points[max(i - 1, 0)]
        p1, p2 = points[i], points[i + 1]
        p3 = points[min(i + 2, n - 1)]
        c1 = (p1[0] + (p2[0] - p0[0]) * tension / 3, p1[1] + (p2[1] - p0[1]) * tension / 3)
        c2 = (p2[0] - (p3[0] - p1[0]) * tension / 3, p2[1] - (p3[1] - p1[1]) * tension / 3)
        d += f" C{fmt(c1[0])} {fmt(c1[1])} {fmt(c2[0])} {fmt(c2[1])} {fmt(p2[0])} {fmt(p2[1])}"
    return d


def star(cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -90) -> str:
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return poly(pts)


def regular(cx: float, cy: float, r: float, n: int, rot: float = -90) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(math.radians(rot + i * 360 / n)),
            cy + r * math.sin(math.radians(rot + i * 360 / n)),
        )
        for i in range(n)
    ]


def egg_path(cx: float, cy: float, w: float, h: float) -> str:
    """Egg outline: narrower top, fuller bottom; (cx, cy) is the centre of the bounding box."""
    top, bot = cy - h / 2, cy + h / 2
    mid = cy + h * 0.12
    hw = w / 2
    return (
        f"M{fmt(cx)} {fmt(top)} "
        f"C{fmt(cx + hw * 0.75)} {fmt(top)} {fmt(cx + hw)} {fmt(mid - h * 0.28)} "
        f"{fmt(cx + hw)} {fmt(mid)} "
        f"C{fmt(cx + hw)} {fmt(bot - h * 0.02)} {fmt(cx + hw * 0.5)} {fmt(bot)} "
        f"{fmt(cx)} {fmt(bot)} "
        f"C{fmt(cx - hw * 0.5)} {fmt(bot)} {fmt(cx - hw)} {fmt(bot - h * 0.02)} "
        f"{fmt(cx - hw)} {fmt(mid)} "
        f"C{fmt(cx - hw)} {fmt(mid - h * 0.28)} {fmt(cx - hw * 0.75)} {fmt(top)} "
        f"{fmt(cx)} {fmt(top)} Z"
    )
