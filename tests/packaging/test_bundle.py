"""Build the PyInstaller bundle from build.spec and run the frozen app's --self-test.

This is the only test that proves the shipped app works: assets, package data and the
dynamically imported games must all be inside the bundle. It is skipped only when
PyInstaller is not installed (`pip install -e .[build]`); any other problem fails it.
It is one test function on purpose: under `pytest -n 2` separate tests could land on both
workers and build the bundle twice. One build takes 15-60 s on 2 cores.
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


def build_bundle(work: Path) -> Path:
    """Build into work/ (the repo's build/ and dist/ are left alone); return the bundle dir."""
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


def missing_data_files(internal: Path) -> list[str]:
    """Assets and the package data pyproject ships in the wheel must be bundled too."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    package_data = pyproject["tool"]["setuptools"].get("package-data", {})
    expected = [p for p in (ROOT / "assets").rglob("*") if p.is_file()]
    for package in PACKAGES:
        for pattern in package_data.get(package, []):  # relative to the package dir
            expected += (ROOT / package).glob(pattern)
        for pattern in package_data.get("*", []):  # setuptools: any (sub)package
            expected += (ROOT / package).rglob(pattern)
    rels = [p.relative_to(ROOT) for p in expected]
    return [str(rel) for rel in rels if not (internal / rel).is_file()]


def missing_modules(work: Path) -> list[str]:
    """The games are imported by name at run time, invisible to PyInstaller's analysis, and a
    missing plugin would only show as a "coming soon" card: so check the archive itself."""
    from PyInstaller.archive.readers import ZlibArchiveReader

    (pyz,) = (work / "build").glob("**/PYZ-00.pyz")
    bundled = set(ZlibArchiveReader(str(pyz)).toc)
    expected = set()
    for package in PACKAGES:
        for source in (ROOT / package).rglob("*.py"):
            parts = source.relative_to(ROOT).with_suffix("").parts
            expected.add(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return sorted(expected - bundled)


def unneeded_files(internal: Path) -> list[str]:
    """Things build.spec excludes on purpose (see its EXCLUDES)."""
    found = [
        *internal.glob("**/_tkinter*"),
        *internal.glob("libcrypto*"),
        *internal.glob("libssl*"),
    ]
    return [p.name for p in found]


def tree_size_mb(path: Path) -> float:
    files = (p for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return sum(p.stat().st_size for p in files) / 1e6


def run_frozen_self_test(bundle: Path, scratch: Path) -> subprocess.CompletedProcess[str]:
    """Run as a player would: clean environment, no venv, cwd outside the repo."""
    env = {
        "HOME": str(scratch / "home"),
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "LANG": "C.UTF-8",
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "DRACHENSPIELE_CONFIG_DIR": str(scratch / "config"),
        "DRACHENSPIELE_DATA_DIR": str(scratch / "data"),
        "DRACHENSPIELE_LOG_DIR": str(scratch / "log"),
    }
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", r"C:\Windows")
    exe = bundle / ("drachenspiele.exe" if sys.platform == "win32" else "drachenspiele")
    return subprocess.run(
        [str(exe), "--self-test", "--out", str(scratch / "selftest")],
        cwd=scratch,
        env=env,
        capture_output=True,
        text=True,
        timeout=SELF_TEST_TIMEOUT_S,
        check=False,
    )


def test_frozen_bundle_is_complete_small_and_passes_self_test(tmp_path: Path) -> None:
    bundle = build_bundle(tmp_path)
    internal = bundle / "_internal"
    problems = []
    if missing := missing_data_files(internal):
        problems.append(f"data files not bundled: {missing[:20]}")
    if missing := missing_modules(tmp_path):
        problems.append(f"modules not bundled: {missing[:20]}")
    if unneeded := unneeded_files(internal):
        problems.append(f"excluded modules were bundled: {unneeded}")
    if (size := tree_size_mb(bundle)) > MAX_BUNDLE_MB:
        problems.append(f"bundle is {size:.1f} MB, goal <= {MAX_BUNDLE_MB} MB")
    result = run_frozen_self_test(bundle, tmp_path)
    if result.returncode != 0:
        problems.append(f"frozen self-test failed:\n{result.stdout[-3000:]}{result.stderr[-5000:]}")
    elif not list((tmp_path / "selftest").glob("*.png")):
        problems.append("the frozen self-test rendered no screenshots")
    assert not problems, "\n".join(problems)
