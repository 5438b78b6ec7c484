"""Compare two folders of self-test pictures pixel by pixel (a refactor that should not
change what a player sees: issue 26, the sprite layer).

    python bench/picture_diff.py BEFORE_DIR AFTER_DIR [--only dragomino] [--tolerance 8]
                                 [--diffs OUT_DIR]

For every PNG in both folders it prints the largest and the mean difference of a colour
channel (0..255) and how many channel values differ by more than the tolerance; with
`--diffs` it writes the differences, brightened, for the eyes. Exit status 1 when a
picture's largest difference exceeds the tolerance in more than `--allow` channel values.
pygame only (no numpy): the arithmetic is done by blits.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame


def difference(a: pygame.Surface, b: pygame.Surface) -> pygame.Surface:
    """|a - b| per channel: (a - b) + (b - a), each clamped at 0 by the blend."""
    one = a.copy()
    one.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two = b.copy()
    two.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return one


def compare(before: Path, after: Path, tolerance: int) -> tuple[int, float, int, pygame.Surface]:
    a = pygame.image.load(str(before))
    b = pygame.image.load(str(after))
    if a.get_size() != b.get_size():
        raise SystemExit(f"{before.name}: sizes differ {a.get_size()} vs {b.get_size()}")
    a = a.convert(24)
    b = b.convert(24)
    diff = difference(a, b)
    raw = pygame.image.tobytes(diff, "RGB")
    biggest = max(raw) if raw else 0
    mean = sum(raw) / len(raw) if raw else 0.0
    over = sum(raw.count(bytes([v])) for v in range(tolerance + 1, biggest + 1))
    return biggest, mean, over, diff


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--only", default="", help="compare only names starting with this")
    parser.add_argument("--tolerance", type=int, default=8)
    parser.add_argument("--allow", type=int, default=0, help="channel values over tolerance")
    parser.add_argument("--diffs", type=Path, help="write brightened differences here")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    names = sorted(
        p.name
        for p in args.before.glob("*.png")
        if p.name.startswith(args.only) and (args.after / p.name).exists()
    )
    if args.diffs:
        args.diffs.mkdir(parents=True, exist_ok=True)
    bad = 0
    print(f"{'picture':34} {'max':>4} {'mean':>8} {'>tol':>8}")
    for name in names:
        biggest, mean, over, diff = compare(args.before / name, args.after / name, args.tolerance)
        flag = "" if over <= args.allow else "  <-- differs"
        bad += bool(flag)
        print(f"{name:34} {biggest:4d} {mean:8.4f} {over:8d}{flag}")
        if args.diffs and biggest:
            bright = diff.copy()
            for _ in range(4):  # x16, so a difference of a few levels can be seen
                bright.blit(bright, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
            pygame.image.save(bright, str(args.diffs / name))
    missing = sorted({p.name for p in args.before.glob("*.png")} - {*names})
    if args.only:
        missing = [m for m in missing if m.startswith(args.only)]
    for name in missing:
        print(f"{name:34} missing in {args.after}")
    return 1 if bad or missing else 0


if __name__ == "__main__":
    sys.exit(main())
