"""Is there a screen to open a window on? One plain sentence when there is not.

With no usable display SDL does not fail: it silently picks its `offscreen` driver, the
app then runs invisibly until killed, and the only trace was a log line. The launcher asks
here before it makes the window and, when the answer is a sentence, prints it on stderr,
logs it and exits 1 (issue 23, item 5). Three causes are told apart, because each has a
different remedy: no display at all (DISPLAY/WAYLAND_DISPLAY unset: started outside a
desktop, e.g. over ssh), a display that cannot be opened (a wrong or stale DISPLAY), and
missing X11/Wayland libraries (a server or minimal system).

A video driver chosen in SDL_VIDEODRIVER is the user's (tests and the self-test choose
`dummy` on purpose): then only a driver that fails outright is reported.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import os
import sys
import tempfile
from collections.abc import Iterator

import pygame

from common.i18n import _

log = logging.getLogger(__name__)

HEADLESS_DRIVERS = ("dummy", "offscreen")
# What SDL loads at run time for each windowing system (it is built to dlopen them), and
# the Debian/Ubuntu packages that bring them.
LIBRARIES = {
    "x11": (("libX11.so.6", "libXext.so.6"), "libx11-6 libxext6"),
    "wayland": (
        ("libwayland-client.so.0", "libxkbcommon.so.0"),
        "libwayland-client0 libxkbcommon0",
    ),
}


def missing_library(system: str) -> str | None:
    """The first of `system`'s libraries that cannot be loaded, or None."""
    for name in LIBRARIES[system][0]:
        try:
            ctypes.CDLL(name)
        except OSError:
            return name
    return None


@contextlib.contextmanager
def _stderr_held() -> Iterator[list[str]]:
    """Collect what C libraries write to stderr meanwhile (SDL's and libwayland's probes).

    A failed probe prints lines such as "error: XDG_RUNTIME_DIR is invalid" that would
    bury the one sentence that matters; the caller passes them on when all went well."""
    held: list[str] = []
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no stderr at all (started from a desktop entry): nothing to hold
        yield held
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield held
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            held.append(sink.read().decode("utf-8", "replace"))


def no_screen_reason(environ: dict[str, str] | None = None) -> str | None:
    """Initialise pygame's display; None when a window can be shown, else the sentence."""
    env = os.environ if environ is None else environ
    chosen = env.get("SDL_VIDEODRIVER", "")
    display, wayland = env.get("DISPLAY", ""), env.get("WAYLAND_DISPLAY", "")
    linux = sys.platform.startswith("linux")
    if linux and not chosen and not display and not wayland:
        return _(
            "Drachenspiele needs a screen: no display was found (DISPLAY is not set). "
            "Start it from your desktop."
        )
    failure = ""
    with _stderr_held() as held:
        try:
            pygame.display.init()
        except pygame.error as exc:
            failure = str(exc) or "pygame.error"
    said = "".join(held).strip()
    if not failure and (chosen or pygame.display.get_driver() not in HEADLESS_DRIVERS):
        if said:
            print(said, file=sys.stderr)
        return None
    if said:
        log.info("the display probe said: %s", said)
    log.info("no screen: driver %s, %s", chosen or "(SDL's choice)", failure or "offscreen")
    pygame.display.quit()
    if chosen or not linux:
        return _(
            "Drachenspiele needs a screen: no window could be opened ({reason}). "
            "Start it from your desktop."
        ).format(reason=failure or chosen)
    system = "x11" if display else "wayland"
    library = missing_library(system)
    if library:
        return _(
            "Drachenspiele needs a screen: the {system} libraries are missing "
            "({library} cannot be loaded). Install your desktop's graphics libraries "
            "(Debian, Ubuntu: sudo apt install {packages})."
        ).format(
            system="X11" if system == "x11" else "Wayland",
            library=library,
            packages=LIBRARIES[system][1],
        )
    variable, value = ("DISPLAY", display) if display else ("WAYLAND_DISPLAY", wayland)
    return _(
        "Drachenspiele needs a screen: the display {variable}={value} cannot be opened. "
        "Start it from your desktop, or check that {variable} is right."
    ).format(variable=variable, value=value)
