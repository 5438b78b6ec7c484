"""Play-test finding (six seats under Xvfb): "Watch again" said "Zug 18 von 4911" after ten
seconds; 3,896 of the 4,911 moves were passes in reaction windows, each waiting the
replay's gap of 0.45 s while nothing changed on the table (37 minutes at 1x). Passes are
now quiet (`ReplayTable.replay_quiet`): the replay plays them at once, so the time goes to
moves one can see. The replay is opened by clicking the end screen's "Watch again".
"""

from __future__ import annotations

import pytest

from common.app import App
from common.scenes.replay import GAP, ReplayScene
from dracheninsel.ui import selftest
from dracheninsel.ui.end import DracheninselEnd
from dracheninsel.ui.replay import ReplayTable
from tests.dracheninsel.test_ui_table import click

STEP = 0.05


def watch_again(app: App) -> ReplayScene:
    table = selftest.end_scene(app)
    app.scenes.push(table)
    end = app.scenes.top
    assert isinstance(end, DracheninselEnd)
    click(app, dict(end.buttons())["watch"].center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and isinstance(replay.table, ReplayTable)
    return replay


def played_seconds(replay: ReplayScene) -> float:
    """Table seconds until the replay shows "The end", at 4x."""
    replay.set_speed(4.0)
    seconds = 0.0
    while not replay.at_end and seconds < 3600:
        replay.update(STEP)
        seconds += STEP
    assert replay.at_end
    return seconds


def test_passes_take_no_time_of_their_own_in_watch_again(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    replay = watch_again(app)
    passes = [raw["kind"] for raw in replay.moves].count("pass")
    assert passes > len(replay.moves) // 3  # (four in five with six seats)
    quiet = played_seconds(replay)
    monkeypatch.setattr(ReplayTable, "replay_quiet", lambda _self, _raw: False)
    loud = played_seconds(watch_again(app))  # as before: every pass waited its gap
    assert loud - quiet >= 0.75 * passes * GAP / 4.0, (loud, quiet, passes)


def test_after_a_move_its_passes_follow_at_once_and_the_next_move_waits_its_gap(
    app: App,
) -> None:
    replay = watch_again(app)
    kinds = [raw["kind"] for raw in replay.moves]
    # the first move followed by passes
    first = next(i for i in range(len(kinds) - 1) if kinds[i] != "pass" and kinds[i + 1] == "pass")
    replay.jump(first)
    replay.playing = True
    replay.wait = 0.0
    replay.update(STEP)  # the move plays ...
    while replay.table.replay_busy():
        replay.update(STEP)
    replay.update(STEP)  # ... and once it has landed its passes follow in one frame
    after = first + 1
    while after < len(kinds) and kinds[after] == "pass":
        after += 1
    assert replay.target == after
    assert kinds[after - 1] == "pass"
