"""The phone tap bench (bench/phone_tap.py, `tasks.py bench phonetap`) runs with tiny sizes
and gives its row (no timing asserted here)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.remote.browser import MISSING, find_browser

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))


@pytest.mark.skipif(find_browser() is None, reason=MISSING)
def test_the_phone_tap_bench_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    import suite

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    rows = suite.run_one_child("phonetap", quick=True)
    assert len(rows) == 1 and not rows[0].figure.endswith("failed"), rows
    assert rows[0].unit == "ms" and rows[0].measured == rows[0].measured  # not NaN
