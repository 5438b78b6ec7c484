"""Build the PyInstaller bundle from build.spec and run the frozen app's --self-test.

This is the only test that proves the shipped app works: assets, package data and the
dynamically imported games must all be inside the bundle. It is skipped only when
PyInstaller is not installed (`pip install -e .[build]`); any other problem fails it.
One build takes about 20-60 s on 2 cores (build cache in ~/.cache/pyinstaller).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytest.importorskip("PyInstaller", reason="PyInstaller not installed: pip install -e .[build]")

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("common", "dragomino", "dracheninsel")
BUILD_TIMEOUT_S = 600
SELF_TEST_TIMEOUT_S = 180
MAX_BUNDLE_MB = 40


def _package_data_patterns() -> list[str]:
    """The package-data globs pyproject ships in the wheel: the bundle must carry them too."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(pyproject["tool"]["setuptools"]["package-data"]["*"])


def _tree_size_mb(path: Path) -> float:
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The one-folder bundle built into a temporary dir (the repo's dist/ is left alone)."""
    work = tmp_path_factory.mktemp("pyinstaller")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level=WARN",
            f"--distpath={work / 'dist'}",
            f"--workpath={work / 'build'}",
            str(ROOT / "build.spec"),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, (
        f"PyInstaller failed:\n{result.stdout[-3000:]}{result.stderr[-5000:]}"
    )
    return work / "dist" / "drachenspiele"


def test_bundle_carries_assets_and_package_data(bundle: Path) -> None:
    internal = bundle / "_internal"
    expected = [p.relative_to(ROOT) for p in (ROOT / "assets").rglob("*") if p.is_file()]
    for package in PACKAGES:
        for pattern in _package_data_patterns():
            expected += [p.relative_to(ROOT) for p in (ROOT / package).rglob(pattern)]
    missing = [str(rel) for rel in expected if not (internal / rel).is_file()]
    assert not missing, f"not bundled: {missing[:20]}"
    assert (internal / "assets" / "fonts" / "Fredoka.ttf").is_file()


def test_bundle_leaves_out_unneeded_modules_and_stays_small(bundle: Path) -> None:
    internal = bundle / "_internal"
    assert not list(internal.glob("**/_tkinter*")), "tkinter was bundled"
    assert not list(internal.glob("libcrypto*")), "OpenSSL was bundled (ssl/_hashlib)"
    size = _tree_size_mb(bundle)
    assert size <= MAX_BUNDLE_MB, f"bundle is {size:.1f} MB, goal <= {MAX_BUNDLE_MB} MB"


def test_frozen_self_test_passes(bundle: Path, tmp_path: Path) -> None:
    """Run like a player would: clean environment, no venv, cwd outside the repo."""
    out = tmp_path / "selftest"
    env = {
        "HOME": str(tmp_path / "home"),
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "DRACHENSPIELE_CONFIG_DIR": str(tmp_path / "config"),
        "DRACHENSPIELE_DATA_DIR": str(tmp_path / "data"),
        "DRACHENSPIELE_LOG_DIR": str(tmp_path / "log"),
    }
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", r"C:\Windows")
    exe = bundle / ("drachenspiele.exe" if sys.platform == "win32" else "drachenspiele")
    result = subprocess.run(
        [str(exe), "--self-test", "--out", str(out)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=SELF_TEST_TIMEOUT_S,
        check=False,
    )
    assert result.returncode == 0, (
        f"frozen self-test failed:\n{result.stdout[-3000:]}{result.stderr[-5000:]}"
    )
    assert list(out.glob("*.png")), "the frozen self-test rendered no screenshots"
