"""The source route installs only what each command needs (issue 23, item 4).

`python3 tasks.py play` must not fetch the test and build toolchain (pytest, xdist, mypy,
ruff, PyInstaller: 178 MB where the game alone is 59 MB); `test` adds the test tools, and
the shared .venv's stamp makes `play` after `test` install nothing. The pip commands
tasks.py would run are recorded instead of run: no network, no venv."""

from __future__ import annotations

import contextlib
import importlib.util
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOOLS = {"pytest", "pytest-xdist", "mypy", "ruff", "pyinstaller"}


def load_tasks() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tasks_under_test", ROOT / "tasks.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def tasks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """tasks.py with a stand-in venv in tmp_path; `run` records, `os.execv` stops."""
    module = load_tasks()
    python = tmp_path / "venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.touch()  # the venv "exists": no `python -m venv`
    monkeypatch.setattr(module, "VENV", tmp_path / "venv")
    monkeypatch.setattr(module, "BIN", python.parent)
    monkeypatch.setattr(module, "PY", python)
    monkeypatch.setattr(module, "STAMP", tmp_path / "venv" / ".installed-extras")
    module.recorded = []

    def record(*cmd: object, env: object = None) -> None:
        module.recorded.append([str(c) for c in cmd])

    class Started(Exception):
        pass

    def execv(path: str, argv: list[str]) -> None:
        raise Started(argv)

    monkeypatch.setattr(module, "run", record)
    monkeypatch.setattr(module.os, "execv", execv)
    module.Started = Started
    return module


def pip_installs(recorded: list[list[str]]) -> list[str]:
    """The targets of `pip install -e TARGET` among the recorded commands."""
    return [cmd[cmd.index("-e") + 1] for cmd in recorded if "pip" in cmd and "-e" in cmd]


def requirement_names(target: str) -> set[str]:
    """The distributions pip is asked for by `-e TARGET` (".", ".[a,b]"), from pyproject."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    requirements = list(project["dependencies"])
    match = re.fullmatch(r"\.(?:\[(.*)\])?", target)
    assert match, target
    for extra in filter(None, (match.group(1) or "").split(",")):
        requirements += project["optional-dependencies"][extra]
    return {re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0].lower() for r in requirements}


def start(tasks: ModuleType, command: str) -> None:
    with contextlib.suppress(tasks.Started):
        tasks.COMMANDS[command]([])


def test_play_installs_the_game_and_no_test_or_build_tool(tasks: ModuleType) -> None:
    start(tasks, "play")
    targets = pip_installs(tasks.recorded)
    assert targets, "a fresh venv gets the game's dependencies"
    for target in targets:
        names = requirement_names(target)
        assert "pygame-ce" in names
        assert not names & TOOLS, f"play installs {sorted(names & TOOLS)}"


def test_test_adds_the_test_tools_and_pyinstaller_build_only_pyinstaller(
    tasks: ModuleType,
) -> None:
    tasks.recorded.clear()
    tasks.ensure_venv("test")
    assert requirement_names(pip_installs(tasks.recorded)[-1]) >= TOOLS
    tasks.STAMP.unlink()
    tasks.recorded.clear()
    tasks.ensure_venv("build")
    names = requirement_names(pip_installs(tasks.recorded)[-1])
    assert "pyinstaller" in names and not names & {"pytest", "mypy", "ruff"}


def test_one_venv_play_after_test_installs_nothing_test_after_play_adds_the_tools(
    tasks: ModuleType,
) -> None:
    start(tasks, "play")
    tasks.recorded.clear()
    tasks.ensure_venv("test")  # play, then test: the tools are added
    assert requirement_names(pip_installs(tasks.recorded)[-1]) >= TOOLS
    tasks.recorded.clear()
    start(tasks, "play")  # test, then play: nothing to do
    tasks.ensure_venv("build")
    assert pip_installs(tasks.recorded) == []


def test_a_stamp_written_before_extras_were_per_command_is_understood(tasks: ModuleType) -> None:
    """A .venv made by the old tasks.py ("<digest> test,build") is not reinstalled."""
    import hashlib

    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    tasks.STAMP.write_text(f"{digest} test,build")
    start(tasks, "play")
    tasks.ensure_venv("test")
    assert pip_installs(tasks.recorded) == []


def test_a_changed_pyproject_reinstalls_every_extra_already_there(tasks: ModuleType) -> None:
    tasks.STAMP.write_text("an-old-digest build,test")
    start(tasks, "play")
    assert requirement_names(pip_installs(tasks.recorded)[-1]) >= TOOLS


def test_an_older_python_gets_one_line_naming_the_version_and_the_installer() -> None:
    """Run tasks.py as `python3 tasks.py play` would, with the version faked to 3.9.2:
    one line on stderr, exit 1, and nothing made (no venv, no pip)."""
    script = (
        "import runpy, sys\n"
        "sys.version_info = (3, 9, 2, 'final', 0)\n"
        "sys.argv = ['tasks.py', 'play']\n"
        "def refuse(*a, **k): raise SystemExit('tasks.py went on to run ' + repr(a))\n"
        "import subprocess; subprocess.run = refuse\n"
        f"runpy.run_path({str(ROOT / 'tasks.py')!r}, run_name='__main__')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 1, done
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "Python 3.11 or newer" in lines[0] and "3.9.2" in lines[0]
    assert "installer" in lines[0]


def test_this_python_is_new_enough() -> None:
    tasks = load_tasks()
    assert tasks.python_too_old() is None
    assert tasks.python_too_old((3, 10, 12)) is not None
    assert tasks.python_too_old((3, 13, 0)) is None


def test_requires_python_and_the_check_agree() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["requires-python"] == ">=" + ".".join(map(str, load_tasks().MIN_PYTHON))


# ----------------------------------------------------------------------------- the browser
# The phone page's tests (tests/remote, issue 24) drive Debian's Chromium: `test` installs
# chromium and chromium-driver with apt-get when they are missing, only as root, and says
# loudly when it cannot.
@pytest.fixture
def browser_tasks(tasks: ModuleType, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    tasks.attempted = []

    def attempt(*cmd: str, env: object = None) -> bool:
        tasks.attempted.append(list(cmd))
        return True

    monkeypatch.setattr(tasks, "attempt", attempt)
    return tasks


def pretend(
    monkeypatch: pytest.MonkeyPatch, tasks: ModuleType, present: set[str], root: bool
) -> None:
    def which(name: str) -> str | None:
        return f"/usr/bin/{name}" if name in present else None

    monkeypatch.setattr(tasks.shutil, "which", which)
    monkeypatch.setattr(tasks.os, "geteuid", lambda: 0 if root else 1000, raising=False)


def test_test_installs_a_missing_chromium_and_driver_as_root(
    browser_tasks: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    pretend(monkeypatch, browser_tasks, {"apt-get"}, root=True)
    browser_tasks.ensure_browser()
    installs = [c for c in browser_tasks.attempted if "install" in c]
    assert installs and installs[0][0] == "apt-get"
    assert installs[0][-2:] == ["chromium", "chromium-driver"]


def test_only_the_missing_package_is_installed(
    browser_tasks: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    pretend(monkeypatch, browser_tasks, {"apt-get", "chromium"}, root=True)
    browser_tasks.ensure_browser()
    installs = [c for c in browser_tasks.attempted if "install" in c]
    assert installs[0][-1] == "chromium-driver" and "chromium" not in installs[0]


def test_nothing_is_installed_when_both_are_there(
    browser_tasks: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    pretend(monkeypatch, browser_tasks, {"apt-get", "chromium", "chromedriver"}, root=True)
    browser_tasks.ensure_browser()
    assert browser_tasks.attempted == []


def test_without_root_nothing_is_installed_and_the_skip_is_said(
    browser_tasks: ModuleType, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pretend(monkeypatch, browser_tasks, {"apt-get"}, root=False)
    browser_tasks.ensure_browser()
    assert browser_tasks.attempted == []
    said = capsys.readouterr().out
    assert "SKIPPED" in said and "not root" in said and "chromium" in said


def test_the_test_command_checks_the_browser_before_pytest(
    browser_tasks: ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    order: list[str] = []
    monkeypatch.setattr(browser_tasks, "ensure_browser", lambda: order.append("browser"))
    real_run = browser_tasks.run

    def run(*cmd: object, env: object = None) -> None:
        if "pytest" in [str(c) for c in cmd]:
            order.append("pytest")
        real_run(*cmd, env=env)

    monkeypatch.setattr(browser_tasks, "run", run)
    start(browser_tasks, "test")
    assert order == ["browser", "pytest"]


def test_selenium_is_a_test_tool_and_not_the_games() -> None:
    assert "selenium" in requirement_names(".[test]")
    assert "selenium" not in requirement_names(".")


def test_ci_installs_the_browser_packages_when_missing() -> None:
    script = (ROOT / ".ci" / "run").read_text()
    assert "chromium-driver" in script and "chromium" in script
    assert 'id -u)" = 0' in script  # only as root
