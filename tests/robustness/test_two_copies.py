"""Issue 25, finding 2, as a hidden tester tried it: two copies of the app started at the
same moment on the same folders ("double-click the launcher twice"), round after round.
In every round exactly one copy gets the saves folder and the other is told (it shows
"Drachenspiele is already open" and quits, `common.scenes.already_open`), so the two can
never write the same autosave; a copy killed with kill -9 never blocks the next round.
10 rounds in CI, 50 under DRACHEN_FULL_ROBUST=1."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from counts import count

ROOT = Path(__file__).resolve().parents[2]

COPY = textwrap.dedent(
    """
    import sys, time
    from common import instance
    sys.stdin.readline()  # both copies start together: the test says "go" to both
    lock = instance.acquire()
    print("held" if not lock.busy else "busy", flush=True)
    sys.stdin.readline()  # hold it until the test has seen both answers (or kills us)
    """
)


def start_copy(env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", COPY],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def test_two_copies_started_together_never_both_get_the_saves(tmp_path: Path) -> None:
    env = dict(os.environ)
    for name in ("CONFIG", "DATA", "LOG"):
        env[f"DRACHENSPIELE_{name}_DIR"] = str(tmp_path / name.lower())
    deadline = time.monotonic() + 240  # bounded in time as well as in rounds
    for round_no in range(count(10, 50)):
        assert time.monotonic() < deadline, f"round {round_no}: out of time"
        copies = [start_copy(env), start_copy(env)]
        try:
            for copy in copies:  # "go" to both, as close together as two double-clicks
                assert copy.stdin is not None
                copy.stdin.write("go\n")
                copy.stdin.flush()
            answers = []
            for copy in copies:
                assert copy.stdout is not None
                answers.append(copy.stdout.readline().strip())
            assert sorted(answers) == ["busy", "held"], f"round {round_no}: {answers}"
            if round_no % 2:  # every other round the winner dies the hard way
                copies[answers.index("held")].send_signal(signal.SIGKILL)
        finally:
            for copy in copies:
                with contextlib.suppress(OSError):  # a killed copy's pipe is broken
                    assert copy.stdin is not None
                    copy.stdin.write("done\n")
                    copy.stdin.close()
                copy.wait(timeout=20)
