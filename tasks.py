#!/usr/bin/env python3
"""Set up the project's virtual environment and run it: `python3 tasks.py play|test|build`.

Only the standard library is used here, so this works on a fresh machine that has
python3 with venv (and it says so in one line when that python3 is too old, before pip
would fail with its own message). Each command installs only what it needs (EXTRAS):
`play` the game's own dependencies, `test` the test tools too, `build` PyInstaller. One
.venv serves them all; its stamp records which extras are in it, so `play` after `test`
installs nothing and `test` after `play` adds only the test tools. Dependencies are
reinstalled when pyproject.toml changes.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".installed-extras"

# The oldest Python the game runs on (pyproject.toml's requires-python says the same).
MIN_PYTHON = (3, 11)
INSTALLER_HINT = "or use the installer, which brings its own (see packaging/README.md)"

# What each command needs beyond the game's own dependencies (pyproject's optional extras).
# `test` includes `build`: tests/packaging builds and self-tests the PyInstaller bundle.
EXTRAS: dict[str, frozenset[str]] = {
    "play": frozenset(),
    "bench": frozenset(),
    "test": frozenset({"test", "build"}),
    "build": frozenset({"build"}),
}

# Modules that hold game rules or other pure logic: checked with mypy --strict.
STRICT_MODULES = [
    "common/engine.py",
    "common/thinker.py",
    "common/names.py",
    "common/remote",  # Cards on phones: the wire, the server, the sessions, the desk
    "dragomino/rules",
    "dragomino/ai",
    "dragomino/engine.py",
    "dracheninsel/rules",
    "dracheninsel/ai",
    "dracheninsel/engine.py",
]


# Debian packages the phone page's browser tests need (tests/remote, issue 24), each with
# the commands that show it is there. Chromium's own downloads cannot work offline, so the
# distribution's packages are used; `test` installs the missing ones when it may (root).
BROWSER_PACKAGES: dict[str, tuple[str, ...]] = {
    "chromium": ("chromium", "chromium-browser"),
    "chromium-driver": ("chromedriver",),
}
BROWSER_SKIPPED = (
    "NOTE: {missing} not installed and not installable here ({why}): "
    "the phone page's browser tests will be SKIPPED."
)


def run(*cmd: str | Path, env: dict[str, str] | None = None) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    result = subprocess.run([str(c) for c in cmd], cwd=ROOT, env=env)
    if result.returncode != 0:
        sys.exit(result.returncode)


def attempt(*cmd: str, env: dict[str, str] | None = None) -> bool:
    """Run a command that may fail without stopping the tests (an optional install)."""
    print("+", " ".join(cmd), flush=True)
    return subprocess.run(list(cmd), cwd=ROOT, env=env).returncode == 0


def missing_browser_packages() -> list[str]:
    return [
        package
        for package, commands in BROWSER_PACKAGES.items()
        if not any(shutil.which(command) for command in commands)
    ]


def ensure_browser() -> None:
    """Chromium and chromedriver for the phone page's tests: apt-get only as root and only
    for what is missing; anywhere else the tests skip, and this says so loudly."""
    missing = missing_browser_packages()
    if not missing:
        return
    is_root = hasattr(os, "geteuid") and os.geteuid() == 0
    why = None
    if not shutil.which("apt-get"):
        why = "no apt-get"
    elif not is_root:
        why = "not root"
    if why is None:
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        installed = attempt("apt-get", "update", "-qq", env=env) and attempt(
            "apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing, env=env
        )
        if installed and not missing_browser_packages():
            return
        why = "apt-get failed"
    print(BROWSER_SKIPPED.format(missing=" and ".join(missing), why=why), flush=True)


def python_too_old(version: tuple[int, ...] = tuple(sys.version_info)) -> str | None:
    """One plain line when this Python cannot run the game, else None.

    Said before making the venv: pip's own refusal ("requires a different Python")
    does not tell a family what to do."""
    if tuple(version[:2]) >= MIN_PYTHON:
        return None
    have = ".".join(str(n) for n in version[:3])
    need = ".".join(str(n) for n in MIN_PYTHON)
    return (
        f"Drachenspiele needs Python {need} or newer (this is {have}): "
        f"install it, {INSTALLER_HINT}."
    )


def read_stamp() -> tuple[str, frozenset[str]]:
    """The pyproject digest and the extras the venv was installed with ("" and none if new).

    The stamp is one line, "<digest> <extra>,<extra>": the same shape as before extras
    were chosen per command, so an existing .venv is understood."""
    if not STAMP.exists():
        return "", frozenset()
    digest, _, extras = STAMP.read_text().strip().partition(" ")
    return digest, frozenset(e for e in extras.split(",") if e)


def pip_install_spec(extras: frozenset[str]) -> str:
    """The editable install target for these extras: "." or ".[a,b]"."""
    return f".[{','.join(sorted(extras))}]" if extras else "."


def ensure_venv(command: str) -> None:
    """Create .venv and install what `command` needs, unless it is there already.

    Extras only accumulate in the shared venv: `play` after `test` keeps the test tools
    (and installs nothing), `test` after `play` adds them."""
    wanted = EXTRAS[command]
    if not PY.exists():
        run(sys.executable, "-m", "venv", VENV)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    stamped_digest, installed = read_stamp()
    if stamped_digest == digest and wanted <= installed:
        return
    extras = wanted | installed  # a changed pyproject updates every extra already there
    if stamped_digest == "":
        print("First run: downloading and installing packages, this takes a moment.", flush=True)
    run(PY, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    run(PY, "-m", "pip", "install", "--quiet", "-e", pip_install_spec(extras))
    STAMP.write_text(f"{digest} {','.join(sorted(extras))}")


def play(args: list[str]) -> None:
    ensure_venv("play")
    os.execv(str(PY), [str(PY), "-m", "common.launcher", *args])


def test(args: list[str]) -> None:
    ensure_venv("test")
    env = dict(os.environ)
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    run(BIN / "ruff", "check", ".", env=env)
    run(BIN / "ruff", "format", "--check", ".", env=env)
    strict = [m for m in STRICT_MODULES if (ROOT / m).exists()]
    if strict:
        run(BIN / "mypy", "--strict", *strict, env=env)
    ensure_browser()
    run(PY, "-m", "pytest", "-n", "2", *args, env=env)


def build(args: list[str]) -> None:
    ensure_venv("build")
    run(PY, "-m", "PyInstaller", "--noconfirm", "--clean", "build.spec", *args)


def bench(args: list[str]) -> None:
    """Every benchmark under bench/ in one table (bench/suite.py; a NAME runs one alone)."""
    ensure_venv("bench")
    run(PY, ROOT / "bench" / "suite.py", *args)


COMMANDS = {"play": play, "test": test, "build": build, "bench": bench}

if __name__ == "__main__":
    too_old = python_too_old()
    if too_old:
        print(too_old, file=sys.stderr)
        sys.exit(1)
    if len(sys.argv) < 2 or sys.argv[1] not in COMMANDS:
        print(f"usage: python3 tasks.py {{{'|'.join(COMMANDS)}}} [args...]")
        sys.exit(2)
    COMMANDS[sys.argv[1]](sys.argv[2:])
