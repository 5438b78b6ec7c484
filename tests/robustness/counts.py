"""Robustness tests: reduced counts in CI, full counts with DRACHEN_FULL_ROBUST=1."""

from __future__ import annotations

import os


def full() -> bool:
    """True when the full-count runs were asked for (README: DRACHEN_FULL_ROBUST=1)."""
    return os.environ.get("DRACHEN_FULL_ROBUST") == "1"


def count(ci: int, full_count: int) -> int:
    """How many to run: `ci` normally, `full_count` under DRACHEN_FULL_ROBUST=1; an explicit
    DRACHEN_ROBUST_SCALE (a float) scales the CI count instead, for measuring."""
    if full():
        return full_count
    scale = os.environ.get("DRACHEN_ROBUST_SCALE")
    return max(1, round(ci * float(scale))) if scale else ci
