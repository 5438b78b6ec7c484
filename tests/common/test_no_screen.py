"""No screen: one plain sentence, in the log too, and exit 1 (issue 23, item 5).

With no usable display SDL silently picked its `offscreen` driver and the app ran
invisibly until killed. Each case runs the real `python -m common.launcher` in a
subprocess with a bounded timeout (on the old code it never ends: the timeout is the
failure). Missing X11 libraries are simulated by a sitecustomize that makes loading
libX11 fail, on top of a display that SDL really cannot open (SDL then falls back to
offscreen exactly as it does without libX11)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from common import i18n, screen

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60  # seconds: never hang; the exit itself takes about 1-2 s
LIBX11_MISSING = """
import ctypes
_real = ctypes.CDLL
class CDLL(_real):
    def __init__(self, name, *args, **kwargs):
        if name and "libX11" in str(name):
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        super().__init__(name, *args, **kwargs)
ctypes.CDLL = CDLL
"""


def free_display() -> str:
    """An X display number with no server behind it on this machine."""
    for number in range(77, 200):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return f":{number}"
    pytest.skip("no free X display number")


def launch(tmp_path: Path, **variables: str) -> tuple[subprocess.CompletedProcess[str], str]:
    """Run the launcher with only `variables` saying anything about a screen."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("SDL_", "PYTEST_")) and k not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    env.update(
        SDL_AUDIODRIVER="dummy",
        DRACHENSPIELE_CONFIG_DIR=str(tmp_path / "config"),
        DRACHENSPIELE_DATA_DIR=str(tmp_path / "data"),
        DRACHENSPIELE_LOG_DIR=str(tmp_path / "log"),
        XDG_RUNTIME_DIR=str(tmp_path),
    )
    env.update(variables)
    done = subprocess.run(
        [sys.executable, "-m", "common.launcher"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    log = tmp_path / "log" / "drachenspiele.log"
    return done, log.read_text(encoding="utf-8") if log.exists() else ""


def one_sentence(done: subprocess.CompletedProcess[str], log: str) -> str:
    assert done.returncode == 1, done
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, done.stderr  # no SDL or libwayland chatter around it
    sentence = lines[0]
    assert sentence.startswith("Drachenspiele needs a screen: "), sentence
    assert sentence in log, log
    return sentence


def test_no_display_at_all(tmp_path: Path) -> None:
    sentence = one_sentence(*launch(tmp_path))
    assert "no display was found (DISPLAY is not set)" in sentence
    assert "Start it from your desktop." in sentence


def test_a_display_that_cannot_be_opened(tmp_path: Path) -> None:
    display = free_display()
    sentence = one_sentence(*launch(tmp_path, DISPLAY=display))
    assert f"the display DISPLAY={display} cannot be opened" in sentence


def test_a_wayland_display_that_cannot_be_opened(tmp_path: Path) -> None:
    sentence = one_sentence(*launch(tmp_path, WAYLAND_DISPLAY="drachenspiele-no-such-wayland"))
    assert "WAYLAND_DISPLAY=drachenspiele-no-such-wayland cannot be opened" in sentence


def test_missing_x11_libraries(tmp_path: Path) -> None:
    shim = tmp_path / "shim"
    shim.mkdir()
    (shim / "sitecustomize.py").write_text(LIBX11_MISSING)
    sentence = one_sentence(*launch(tmp_path, DISPLAY=free_display(), PYTHONPATH=str(shim)))
    assert "the X11 libraries are missing (libX11.so.6 cannot be loaded)" in sentence
    assert "apt install libx11-6" in sentence


def test_a_chosen_video_driver_that_fails(tmp_path: Path) -> None:
    """pygame.display.init raising: SDL_VIDEODRIVER=x11 with no X server behind DISPLAY."""
    sentence = one_sentence(*launch(tmp_path, SDL_VIDEODRIVER="x11", DISPLAY=free_display()))
    assert "no window could be opened" in sentence


def test_a_chosen_headless_driver_is_the_user_s_choice() -> None:
    """Tests and the self-test run on `dummy` on purpose: that is no missing screen."""
    assert screen.no_screen_reason({"SDL_VIDEODRIVER": "dummy"}) is None


def test_the_sentences_read_in_german() -> None:
    i18n.set_language("de")
    sentence = screen.no_screen_reason({})
    assert sentence is not None and sentence.startswith("Drachenspiele braucht einen Bildschirm")
