"""The `.run` header as a double-click meets it (issue 23, item 3), on a tiny fake payload.

A file manager starts the installer with no terminal: it used to quit with "not
interactive: pass --yes" and nothing happened on screen. Now it installs with the default
choices and hands over to the installed app's `--installed-notice` window. With a terminal
it still asks; with neither terminal nor screen (a script) it still wants --yes. The
payload's "app" is a shell script that records how it was started, so no bundle is built
(tests/packaging/test_bundle.py and packaging/check_installer.sh cover the real one)."""

from __future__ import annotations

import hashlib
import io
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HEADER = ROOT / "packaging" / "linux" / "installer-header.sh"
FAKE_APP = '#!/bin/sh\necho "started with: $*" > "$HOME/app-started"\n'


def add(tar: tarfile.TarFile, name: str, text: str, mode: int = 0o644) -> None:
    data = text.encode()
    info = tarfile.TarInfo(name)
    info.size, info.mode = len(data), mode
    tar.addfile(info, io.BytesIO(data))


@pytest.fixture(scope="module")
def installer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        add(tar, "app/drachenspiele", FAKE_APP, 0o755)
        add(tar, "share/drachenspiele.desktop.in", "[Desktop Entry]\nExec=@EXEC@\n")
        add(tar, "share/icons/hicolor/48x48/apps/drachenspiele.png", "png")
        add(tar, "uninstall.sh", "#!/bin/sh\n", 0o755)
    payload = buffer.getvalue()
    header = (
        HEADER.read_text()
        .replace("@VERSION@", "0.0-test")
        .replace("@PAYLOAD_BYTES@", str(len(payload)))
        .replace("@PAYLOAD_SHA256@", hashlib.sha256(payload).hexdigest())
        .replace("@MIN_GLIBC@", "2.17")
    )
    path = tmp_path_factory.mktemp("run") / "drachenspiele-test.run"
    path.write_bytes(header.encode() + payload)
    return path


def run_installer(
    installer: Path, home: Path, stdin: int | None = subprocess.DEVNULL, **variables: str
) -> subprocess.CompletedProcess[str]:
    """`setsid sh file.run </dev/null` as a file manager would start it (no controlling tty)."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", **variables}
    return subprocess.run(
        ["setsid", "sh", str(installer)],
        stdin=stdin,
        capture_output=True,
        text=True,
        env=env,
        cwd="/",
        timeout=60,
    )


def test_double_clicked_it_installs_and_opens_the_app_s_notice(
    installer: Path, tmp_path: Path
) -> None:
    done = run_installer(installer, tmp_path, DISPLAY=":88")
    assert done.returncode == 0, done
    assert (tmp_path / ".local/lib/drachenspiele/drachenspiele").exists()
    assert (tmp_path / ".local/share/applications/drachenspiele.desktop").exists()
    assert (tmp_path / "app-started").read_text().strip() == "started with: --installed-notice"
    assert not list((tmp_path / ".local/lib").glob(".drachenspiele-install.*"))  # no staging


def test_on_wayland_too(installer: Path, tmp_path: Path) -> None:
    done = run_installer(installer, tmp_path, WAYLAND_DISPLAY="wayland-0")
    assert done.returncode == 0, done
    assert (tmp_path / "app-started").exists()


def test_without_a_screen_or_a_terminal_a_script_still_needs_yes(
    installer: Path, tmp_path: Path
) -> None:
    done = run_installer(installer, tmp_path)
    assert done.returncode == 1
    assert "pass --yes" in done.stderr
    assert not (tmp_path / ".local").exists()
    yes = subprocess.run(
        ["sh", str(installer), "--yes"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "DISPLAY": ":88"},
        timeout=60,
    )
    assert yes.returncode == 0, yes
    assert not (tmp_path / "app-started").exists()  # --yes: no window, as before


def test_with_a_terminal_it_asks_as_before(installer: Path, tmp_path: Path) -> None:
    main, secondary = os.openpty()
    try:
        os.write(main, b"n\n")
        done = subprocess.run(
            ["sh", str(installer)],
            stdin=secondary,
            capture_output=True,
            text=True,
            env={"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "DISPLAY": ":88"},
            timeout=60,
        )
    finally:
        os.close(main)
        os.close(secondary)
    assert done.returncode == 0, done
    assert "Install Drachenspiele 0.0-test" in done.stdout
    assert "Nothing installed." in done.stdout
    assert not (tmp_path / ".local/lib/drachenspiele").exists()
