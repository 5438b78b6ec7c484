"""Issue 25, finding 2: two running copies of the app must never overwrite each other's
saved games. The first copy holds the kernel's lock (`common.instance`); a second copy on
the same folders shows "Drachenspiele is already open" and quits; a copy killed with
kill -9 never leaves a lock that blocks the next start."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from common import instance, launcher
from common.app import App
from common.scenes.already_open import AlreadyOpenScene
from common.scenes.title import TitleScene

ROOT = Path(__file__).resolve().parents[2]

HOLDER = textwrap.dedent(
    """
    import sys, time
    from common import instance
    lock = instance.acquire()
    print("busy" if lock.busy else "held", flush=True)
    time.sleep(60)  # killed by the test long before
    """
)


@pytest.fixture
def holder(user_dirs: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process (another copy of the app) holding the lock on the same folders."""
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLDER],
        cwd=ROOT,
        env=dict(os.environ),
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "held"
    yield proc
    proc.kill()
    proc.wait(timeout=10)


def test_a_second_copy_finds_the_lock_busy(holder: subprocess.Popen[str]) -> None:
    second = instance.acquire()
    assert second.busy and second.fd is None


def test_a_killed_copy_leaves_no_lock_behind(holder: subprocess.Popen[str]) -> None:
    holder.send_signal(signal.SIGKILL)
    holder.wait(timeout=10)
    deadline = time.monotonic() + 5  # bounded: the kernel lets go as the process dies
    lock = instance.acquire()
    while lock.busy and time.monotonic() < deadline:
        time.sleep(0.05)
        lock = instance.acquire()
    assert not lock.busy and lock.fd is not None
    lock.release()


def test_the_first_copy_may_lock_again_after_release(user_dirs: Path) -> None:
    first = instance.acquire()
    assert not first.busy
    first.release()
    again = instance.acquire()
    assert not again.busy
    again.release()


def test_a_folder_that_cannot_hold_a_lock_does_not_stop_the_app(user_dirs: Path) -> None:
    (user_dirs / "data").write_text("a file where the data folder should be")
    lock = instance.acquire()
    assert not lock.busy and lock.fd is None


def test_the_second_copy_says_so_and_quits_on_one_click(
    app: App, holder: subprocess.Popen[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The launcher's own choice of first scene, then a real click on its one button."""
    lock = instance.acquire()
    scene = launcher._already_open_scene() if lock.busy else launcher._first_scene(None)
    assert isinstance(scene, AlreadyOpenScene)
    app.scenes.push(scene)
    app.step()
    button = scene.group.widgets[0]
    pos = button.rect.center
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        extra = {"rel": (0, 0), "buttons": (0, 0, 0)} if kind == pygame.MOUSEMOTION else {}
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, **extra))
    app.step()
    assert not app.running


def test_without_another_copy_the_title_comes_first(user_dirs: Path) -> None:
    lock = instance.acquire()
    try:
        assert not lock.busy
        assert isinstance(launcher._first_scene(None), TitleScene)
    finally:
        lock.release()
