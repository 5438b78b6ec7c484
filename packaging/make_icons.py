"""Render the app icon (assets/common/icon.svg) into the formats each platform wants.

pygame-ce renders SVG at any size, and both .ico and .icns may hold plain PNG images, so
no extra build dependency (Pillow) is needed: this runs in the project's own venv.

    python packaging/make_icons.py OUT_DIR   # writes .ico, .icns and hicolor PNGs
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # imported after the environment above is set

ROOT = Path(__file__).resolve().parent.parent
ICON_SVG = ROOT / "assets" / "common" / "icon.svg"
APP_ID = "drachenspiele"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's icon types that hold PNG data, with the pixel size each expects.
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"ic11": 32,
    b"icp6": 64,
    b"ic12": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic13": 256,
    b"ic09": 512,
    b"ic14": 512,
    b"ic10": 1024,
}
HICOLOR_SIZES = (32, 48, 64, 128, 256)


def render_png(svg: Path, size: int) -> bytes:
    """Render the SVG at exactly size x size, so every size is crisp, not rescaled."""
    surface = pygame.image.load_sized_svg(str(svg), (size, size))
    if surface.get_size() != (size, size):  # a non-square SVG keeps its aspect ratio
        canvas = pygame.Surface((size, size), pygame.SRCALPHA)
        canvas.blit(surface, surface.get_rect(center=(size // 2, size // 2)))
        surface = canvas
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "png")
    return buffer.getvalue()


def write_ico(svg: Path, path: Path) -> None:
    """A Windows .ico whose entries are PNGs (valid since Windows Vista)."""
    images = [(size, render_png(svg, size)) for size in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        dim = size % 256  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    path.write_bytes(header + entries + blobs)


def write_icns(svg: Path, path: Path) -> None:
    """A macOS .icns made of PNG chunks (readable since OS X 10.7)."""
    cache: dict[int, bytes] = {}
    chunks = b""
    for kind, size in ICNS_TYPES.items():
        png = cache.setdefault(size, render_png(svg, size))
        chunks += kind + struct.pack(">I", 8 + len(png)) + png
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


def write_hicolor(svg: Path, theme_dir: Path) -> None:
    """Freedesktop icon theme layout: hicolor/<n>x<n>/apps/<id>.png plus scalable SVG."""
    for size in HICOLOR_SIZES:
        target = theme_dir / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(render_png(svg, size))
    scalable = theme_dir / "scalable" / "apps" / f"{APP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    scalable.write_bytes(svg.read_bytes())


def make_all(out_dir: Path, svg: Path = ICON_SVG) -> None:
    """Write drachenspiele.ico, drachenspiele.icns and hicolor/ into out_dir."""
    if not svg.is_file():
        raise SystemExit(f"make_icons: missing app icon {svg}")
    out_dir.mkdir(parents=True, exist_ok=True)
    write_ico(svg, out_dir / f"{APP_ID}.ico")
    write_icns(svg, out_dir / f"{APP_ID}.icns")
    write_hicolor(svg, out_dir / "hicolor")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    make_all(Path(sys.argv[1]))
