#!/usr/bin/env python3
"""Set up the project's virtual environment and run it: `python3 tasks.py play|test|build`.

Only the standard library is used here, so this works on a fresh machine that has
python3 with venv. Every command is idempotent: the venv is made once and the
dependencies are reinstalled only when pyproject.toml changes.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".installed-extras"

# Modules that hold game rules or other pure logic: checked with mypy --strict.
STRICT_MODULES = [
    "common/engine.py",
    "common/thinker.py",
    "common/names.py",
    "dragomino/rules",
    "dragomino/ai",
    "dragomino/engine.py",
    "dracheninsel/rules",
    "dracheninsel/ai",
    "dracheninsel/engine.py",
]


def run(*cmd: str | Path, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    result = subprocess.run([str(c) for c in cmd], cwd=ROOT, env=env)
    if result.returncode != 0:
        sys.exit(result.returncode)


def ensure_venv(extras: str) -> None:
    """Create .venv and install the project with the given extras, once per pyproject."""
    if not PY.exists():
        run(sys.executable, "-m", "venv", VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    wanted = f"{digest} {extras}"
    if STAMP.exists() and STAMP.read_text().strip() == wanted:
        return
    run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    spec = f".[{extras}]" if extras else "."
    run(PY, "-m", "pip", "install", "--quiet", "-e", spec)
    STAMP.write_text(wanted)


def play(args: list[str]) -> None:
    ensure_venv("test,build")  # one venv for playing, testing and building
    os.execv(str(PY), [str(PY), "-m", "common.launcher", *args])


def test(args: list[str]) -> None:
    ensure_venv("test,build")  # PyInstaller too: tests/packaging builds and self-tests the bundle
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    run(BIN / "ruff", "check", ".", env=env)
    run(BIN / "ruff", "format", "--check", ".", env=env)
    strict = [m for m in STRICT_MODULES if (ROOT / m).exists()]
    if strict:
        run(BIN / "mypy", "--strict", *strict, env=env)
    run(PY, "-m", "pytest", "-n", "2", *args, env=env)


def build(args: list[str]) -> None:
    ensure_venv("test,build")
    run(PY, "-m", "PyInstaller", "--noconfirm", "--clean", "build.spec", *args)


def bench(args: list[str]) -> None:
    """Every benchmark under bench/ in one table (bench/suite.py; a NAME runs one alone)."""
    ensure_venv("test,build")
    run(PY, ROOT / "bench" / "suite.py", *args)


COMMANDS = {"play": play, "test": test, "build": build, "bench": bench}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(f"usage: python3 tasks.py {{{'|'.join(COMMANDS)}}} [args...]")
        sys.exit(2)
    COMMANDS[sys.argv[1]](sys.argv[2:])
