"""`python -m dragomino simulate`: text and JSON output, seat rotation, argument errors."""

from __future__ import annotations

import json
import subprocess
import sys
import types
from pathlib import Path

import pytest

from dragomino.__main__ import main
from dragomino.simulate import simulate

ROOT = Path(__file__).resolve().parents[2]


def test_simulate_json_command_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dragomino", "simulate", "--games", "3", "--seats",
         "hard,normal,easy", "--seed", "4", "--variant", "spring", "--json"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["games"] == 3
    assert [s["level"] for s in data["seats"]] == ["hard", "normal", "easy"]
    assert sum(s["wins"] for s in data["seats"]) == pytest.approx(3)
    assert set(data["seats"][0]) == {"level", "wins", "mean_score"}


def test_simulate_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "2", "--seats", "normal,easy"]) == 0
    out = capsys.readouterr().out
    assert "normal" in out and "easy" in out and "mean score" in out


def test_results_are_reproducible_and_rotation_is_fair() -> None:
    first = simulate(["easy", "easy"], 4, seed=9).to_json()
    assert first == simulate(["easy", "easy"], 4, seed=9).to_json()
    # the same level in both seats on the same deals: the two entries see mirrored games
    assert first["seats"][0]["wins"] + first["seats"][1]["wins"] == pytest.approx(4)


@pytest.mark.parametrize("seats", ["hard", "hard,genius", "easy,easy,easy,easy,easy"])
def test_bad_seats_are_an_argument_error(seats: str) -> None:
    with pytest.raises(SystemExit) as err:
        main(["simulate", "--games", "1", "--seats", seats])
    assert err.value.code == 2


def test_no_subcommand_opens_the_launcher_on_dragomino(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    fake = types.ModuleType("common.launcher")
    fake.main = lambda argv: calls.append(argv) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "common.launcher", fake)
    import common

    monkeypatch.setattr(common, "launcher", fake, raising=False)
    assert main([]) == 0
    assert calls == [["--game", "dragomino"]]
