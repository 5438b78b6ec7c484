"""Render every SVG of a game folder through pygame-ce's own loader onto one PNG.

Why: nanosvg (inside SDL_image) is what players see, so art is checked with it, not with a
browser. Usage: SDL_VIDEODRIVER=dummy .venv/bin/python tools/art/contact_sheet.py [outdir]
Writes <outdir>/contact_<folder>.png for assets/common, assets/dragomino, assets/dracheninsel.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

REPO = Path(__file__).resolve().parents[2]
SMALL, LARGE = 40, 128
CELL_W, CELL_H = 200, 168
COLS = 8


def fit(path: Path, box: int) -> tuple[int, int]:
    """Size that keeps the SVG's aspect ratio inside a box (read from its viewBox)."""
    head = path.read_text(encoding="utf-8")[:400]
    try:
        vb = head.split('viewBox="', 1)[1].split('"', 1)[0].split()
        w, h = float(vb[2]), float(vb[3])
    except (IndexError, ValueError):
        w = h = 1.0
    scale = box / max(w, h)
    return max(1, round(w * scale)), max(1, round(h * scale))


def sheet(folder: Path, out: Path) -> Path:
    files = sorted(folder.glob("*.svg"))
    rows = (len(files) + COLS - 1) // COLS
    surf = pygame.Surface((COLS * CELL_W, max(1, rows) * CELL_H))
    font = pygame.font.Font(None, 16)
    for i, f in enumerate(files):
        x, y = (i % COLS) * CELL_W, (i // COLS) * CELL_H
        # checker background shows transparency
        for cx in range(0, CELL_W, 10):
            for cy in range(0, CELL_H - 16, 10):
                shade = 200 if (cx // 10 + cy // 10) % 2 else 225
                surf.fill((shade, shade - 5, shade - 15), (x + cx, y + cy, 10, 10))
        big = pygame.image.load_sized_svg(str(f), fit(f, LARGE))
        small = pygame.image.load_sized_svg(str(f), fit(f, SMALL))
        surf.blit(big, (x + 4, y + 4))
        surf.blit(small, (x + CELL_W - SMALL - 6, y + 4))
        label = font.render(f.stem[:30], True, (20, 20, 20))
        surf.fill((255, 255, 255), (x, y + CELL_H - 16, CELL_W, 16))
        surf.blit(label, (x + 3, y + CELL_H - 14))
        pygame.draw.rect(surf, (90, 90, 90), (x, y, CELL_W, CELL_H), 1)
    path = out / f"contact_{folder.name}.png"
    pygame.image.save(surf, str(path))
    return path


def main() -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp")
    out.mkdir(parents=True, exist_ok=True)
    pygame.init()
    pygame.display.set_mode((1, 1))
    for name in ("common", "dragomino", "dracheninsel"):
        folder = REPO / "assets" / name
        if folder.is_dir():
            print(sheet(folder, out))


if __name__ == "__main__":
    main()
