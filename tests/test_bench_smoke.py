"""The bench command works: each cheap benchmark runs with tiny sizes in its own process and
gives rows (no timing is asserted; `python3 tasks.py bench` is where figures are judged)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))

import suite


def test_every_benchmark_has_a_name_and_the_table_lines_up() -> None:
    assert set(suite.BENCHMARKS) >= {"startup", "frame", "idle", "decisions", "engine", "memory"}
    rows = [
        suite.Row("a figure", 12.5, "ms", "<= 16.7 ms", True, 10.0, "note"),
        suite.Row("another", float("nan"), "%", "<= 2 %", None),
    ]
    table = suite.format_table(rows).splitlines()
    assert len(table) == 4
    assert "1.25" in table[2] and "pass" in table[2]
    assert "n/a" in table[3]


@pytest.mark.parametrize("name", ["engine", "layers", "decisions", "frame", "idle"])
def test_a_benchmark_runs_alone_with_tiny_sizes(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")  # never a private Xvfb from the tests
    rows = suite.run_one_child(name, quick=True)
    assert rows, name
    assert not any(r.figure.endswith("failed") for r in rows), rows
    assert all(r.unit and r.target for r in rows)
