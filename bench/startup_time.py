"""Time from process launch to the first frame on screen: the app vs a bare pygame window.

    .venv/bin/python bench/startup_time.py [--runs 7] [--bundle dist/drachenspiele/drachenspiele]
                                           [--freeze-baseline]

Each candidate is started as a fresh process; it prints ``DRACHENSPIELE_FIRST_FRAME <epoch>``
right after its first ``pygame.display.flip()`` and exits. The app does that when
``DRACHENSPIELE_STARTUP_PROBE=1`` is set (hook in common/app.py); the baseline is a tiny
script that opens a window of the same size, fills it and flips. Startup time is the
printed epoch minus the epoch just before launch, so interpreter start, imports, asset
loading and the first render all count. Runs alternate between candidates so machine load
hits all of them alike; the median is the figure to quote.

With DISPLAY set the windows are real (e.g. under Xvfb); otherwise SDL's dummy driver is used.
``--freeze-baseline`` also builds the bare window with PyInstaller, to compare like with
like against the frozen app.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE_ENV = "DRACHENSPIELE_STARTUP_PROBE"
PROBE_PREFIX = "DRACHENSPIELE_FIRST_FRAME"
TIMEOUT_S = 60.0

BARE_WINDOW = textwrap.dedent(
    f"""
    import os, sys, time
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.init()
    screen = pygame.display.set_mode((1280, 800))
    screen.fill((240, 230, 210))
    pygame.display.flip()
    print("{PROBE_PREFIX}", repr(time.time()), flush=True)
    pygame.quit()
    """
)


def probe_env(scratch: Path) -> dict[str, str]:
    """A clean environment: headless unless DISPLAY is set, no player settings touched."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "SDL_"))}
    env.update(
        {
            PROBE_ENV: "1",
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
            "SDL_AUDIODRIVER": "dummy",
            "DRACHENSPIELE_CONFIG_DIR": str(scratch / "config"),
            "DRACHENSPIELE_DATA_DIR": str(scratch / "data"),
            "DRACHENSPIELE_LOG_DIR": str(scratch / "log"),
        }
    )
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    return env


def time_once(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from just before launch to the first-frame line the process prints."""
    start = time.time()
    proc = subprocess.run(
        cmd, env=env, cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT_S, check=False
    )
    for line in proc.stdout.splitlines():
        if line.startswith(PROBE_PREFIX):
            return float(line.split()[1]) - start
    raise RuntimeError(
        f"{cmd[0]} printed no {PROBE_PREFIX} line (exit {proc.returncode}); does it have the "
        f"{PROBE_ENV} hook?\n{proc.stdout[-800:]}{proc.stderr[-1500:]}"
    )


def freeze_baseline(script: Path, work: Path) -> list[str]:
    """Build the bare-window script with PyInstaller (one-folder, stripped) like the app."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level=WARN",
            "--onedir",
            "--strip",
            "--exclude-module=tkinter",
            f"--distpath={work / 'dist'}",
            f"--workpath={work / 'build'}",
            f"--specpath={work}",
            str(script),
        ],
        check=True,
    )
    return [str(work / "dist" / script.stem / script.stem)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--bundle",
        type=Path,
        default=ROOT / "dist" / "drachenspiele" / "drachenspiele",
        help="frozen app executable (skipped when missing)",
    )
    parser.add_argument("--freeze-baseline", action="store_true")
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory(prefix="drachenspiele-startup-") as tmp:
        scratch = Path(tmp)
        env = probe_env(scratch)
        script = scratch / "bare_window.py"
        script.write_text(BARE_WINDOW)
        candidates = {
            "bare pygame window (python)": [sys.executable, str(script)],
            "Drachenspiele title (python)": [sys.executable, "-m", "common.launcher"],
        }
        if args.freeze_baseline:
            candidates["bare pygame window (frozen)"] = freeze_baseline(script, scratch / "pyi")
        if args.bundle.is_file():
            candidates["Drachenspiele title (frozen)"] = [str(args.bundle)]
        else:
            print(f"(no bundle at {args.bundle}: frozen app skipped)")

        for cmd in candidates.values():  # warm the page cache once, not counted
            time_once(cmd, env)
        samples: dict[str, list[float]] = {name: [] for name in candidates}
        for _ in range(args.runs):
            for name, cmd in candidates.items():
                samples[name].append(time_once(cmd, env))

    driver = "x11 (DISPLAY=" + env["DISPLAY"] + ")" if env.get("DISPLAY") else "dummy"
    print(f"launch -> first frame, {args.runs} runs each, video driver {driver}")
    medians = {name: statistics.median(values) for name, values in samples.items()}
    for name, values in samples.items():
        print(
            f"  {name:32s} median {medians[name] * 1000:6.0f} ms"
            f"   min {min(values) * 1000:6.0f}   max {max(values) * 1000:6.0f}"
        )
    for kind in ("python", "frozen"):
        app = medians.get(f"Drachenspiele title ({kind})")
        bare = medians.get(f"bare pygame window ({kind})")
        if app and bare:
            print(f"  ratio app/bare ({kind}): {app / bare:.2f}  (goal <= 1.5)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
