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
import shutil
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


def build(folder: Path, min_glibc: str = "2.17", needs_kb: int = 1, damaged: bool = False) -> Path:
    """A `.run` with the real header and the fake payload (`damaged`: a wrong checksum)."""
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        add(tar, "app/drachenspiele", FAKE_APP, 0o755)
        add(tar, "share/drachenspiele.desktop.in", "[Desktop Entry]\nExec=@EXEC@\n")
        add(tar, "share/icons/hicolor/48x48/apps/drachenspiele.png", "png")
        add(tar, "uninstall.sh", "#!/bin/sh\n", 0o755)
    payload = buffer.getvalue()
    checksum = hashlib.sha256(payload + (b"x" if damaged else b"")).hexdigest()
    header = (
        HEADER.read_text()
        .replace("@VERSION@", "0.0-test")
        .replace("@PAYLOAD_BYTES@", str(len(payload)))
        .replace("@PAYLOAD_SHA256@", checksum)
        .replace("@MIN_GLIBC@", min_glibc)
        .replace("@NEEDS_KB@", str(needs_kb))
    )
    path = folder / "drachenspiele-test.run"
    path.write_bytes(header.encode() + payload)
    return path


@pytest.fixture(scope="module")
def installer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build(tmp_path_factory.mktemp("run"))


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


# --- a double-click that cannot install: the person is shown why (issue 23, item 3) -------
# Before, every such problem went to stderr only, which a double-click never shows.

#: what the header needs from the system; the message tools are left out unless a test
#: puts a fake one beside them (this machine has xmessage, a family's may have none)
TOOLS = [
    "awk",
    "cat",
    "chmod",
    "cp",
    "cut",
    "df",
    "dirname",
    "find",
    "getconf",
    "gzip",
    "head",
    "mkdir",
    "mktemp",
    "mv",
    "rm",
    "sed",
    "sh",
    "sha256sum",
    "sort",
    "tail",
    "tar",
    "touch",
    "uname",
]


def system_bin(folder: Path, fake_glibc: str | None = None, tool: str | None = None) -> Path:
    """A bin folder of the real tools, `getconf` answering `fake_glibc` when given, and a
    fake message `tool` that records what it was asked to show in $RECORD/said."""
    folder.mkdir()
    for name in TOOLS:
        real = shutil.which(name)
        assert real is not None, name
        (folder / name).symlink_to(real)
    if fake_glibc is not None:
        (folder / "getconf").unlink()
        script(folder / "getconf", f'echo "glibc {fake_glibc}"')
    if tool is not None:
        script(folder / tool, 'printf "%s\\n" "$@" > "$RECORD/said"')
    return folder


def script(path: Path, body: str) -> None:
    path.write_text(f"#!/bin/sh\n{body}\n")
    path.chmod(0o755)


def double_click(
    run_file: Path, home: Path, bin_dir: Path, record: Path, stdin: int | None = None
) -> subprocess.CompletedProcess[str]:
    """The `.run` started as a file manager does, on an X display (none needs to run: the
    fake tools and app never open it)."""
    record.mkdir(exist_ok=True)
    return subprocess.run(
        [shutil.which("setsid") or "setsid", "sh", str(run_file)],
        stdin=subprocess.DEVNULL if stdin is None else stdin,
        capture_output=True,
        text=True,
        env={
            "HOME": str(home),
            "PATH": str(bin_dir),
            "LANG": "C.UTF-8",
            "DISPLAY": ":88",
            "RECORD": str(record),
        },
        cwd="/",
        timeout=60,
    )


def test_double_clicked_on_too_old_a_linux_a_message_tool_says_so(tmp_path: Path) -> None:
    run_file = build(tmp_path, min_glibc="2.30")
    bin_dir = system_bin(tmp_path / "bin", fake_glibc="2.28", tool="zenity")
    home = tmp_path / "home"
    home.mkdir()
    done = double_click(run_file, home, bin_dir, tmp_path / "record")
    assert done.returncode == 1
    said = (tmp_path / "record" / "said").read_text()
    assert "--error" in said
    assert "Drachenspiele could not be installed." in said
    assert "needs glibc 2.30 or newer" in said and "found 2.28" in said
    assert not (home / ".local").exists()  # nothing installed
    assert not (home / "app-started").exists()  # the bundle cannot run here: not tried


def test_double_clicked_where_the_home_folder_cannot_take_it_the_app_s_own_window_says_so(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / ".local").write_text("a file where the folder should be")  # mkdir fails, as root too
    bin_dir = system_bin(tmp_path / "bin", tool="zenity")
    done = double_click(build(tmp_path), home, bin_dir, tmp_path / "record")
    assert done.returncode == 1
    started = (home / "app-started").read_text()
    assert started.startswith("started with: --install-problem It cannot write into ~/.local")
    assert not (tmp_path / "record" / "said").exists()  # the app's window was enough
    assert not list(Path(os.environ.get("TMPDIR", "/tmp")).glob("drachenspiele-problem.*"))


def test_double_clicked_without_room_the_app_s_own_window_says_how_much(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    bin_dir = system_bin(tmp_path / "bin")
    done = double_click(build(tmp_path, needs_kb=10**12), home, bin_dir, tmp_path / "record")
    assert done.returncode == 1
    started = (home / "app-started").read_text()
    assert "--install-problem There is not enough free space: it needs about" in started
    assert not (home / ".local/lib/drachenspiele").exists()


def test_double_clicked_with_nothing_to_show_a_window_the_problem_goes_into_a_file(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    bin_dir = system_bin(tmp_path / "bin")  # no message tool; a damaged file: no app either
    done = double_click(build(tmp_path, damaged=True), home, bin_dir, tmp_path / "record")
    assert done.returncode == 1
    problem = home / "Drachenspiele-install-problem.txt"
    assert "This file is damaged or incomplete" in problem.read_text()
    assert str(problem) in done.stderr
    assert not (home / "app-started").exists()


def test_with_a_terminal_the_problem_is_printed_there_and_no_window_opens(
    tmp_path: Path,
) -> None:
    run_file = build(tmp_path, min_glibc="2.30")
    bin_dir = system_bin(tmp_path / "bin", fake_glibc="2.28", tool="zenity")
    main, secondary = os.openpty()
    try:
        done = subprocess.run(
            ["sh", str(run_file)],
            stdin=secondary,
            stderr=secondary,
            stdout=subprocess.PIPE,
            text=True,
            env={
                "HOME": str(tmp_path),
                "PATH": str(bin_dir),
                "DISPLAY": ":88",
                "RECORD": str(tmp_path),
            },
            timeout=60,
        )
        printed = os.read(main, 4096).decode()
    finally:
        os.close(main)
        os.close(secondary)
    assert done.returncode == 1
    assert "needs glibc 2.30 or newer" in printed
    assert not (tmp_path / "said").exists()
    assert not (tmp_path / "Drachenspiele-install-problem.txt").exists()
