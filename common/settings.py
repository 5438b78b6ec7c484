"""User settings persisted as JSON in the platform's config dir.

``DRACHENSPIELE_CONFIG_DIR`` / ``DRACHENSPIELE_DATA_DIR`` / ``DRACHENSPIELE_LOG_DIR``
override the platformdirs locations: tests and the self-test must never touch a
player's real settings or saves.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

from common import i18n, notices, storage
from common.i18n import N_

log = logging.getLogger(__name__)

APP_NAME = "drachenspiele"
APP_AUTHOR = "Drachenspiele"
SETTINGS_FILE = "settings.json"

ANIMATION_SPEED_MIN = 0.5
ANIMATION_SPEED_MAX = 2.0
COMPUTER_SPEED_MIN = 1.0  # the tables' own pace button for computer turns
COMPUTER_SPEED_MAX = 4.0
LARGER_TEXT_SCALE = 1.25  # "larger text and pieces": what the tables multiply by
# A remembered window smaller than this would squash the 1280x800 canvas into unreadable
# text; anything larger than any real screen is a damaged file.
WINDOW_MIN = (800, 500)
WINDOW_MAX = (16384, 16384)
SETTINGS_MAX_BYTES = 256 * 1024  # the real file is under 2 KB; more is not ours
#: "Port for phones": a fixed port must be one a program may open without being root
#: (the ports under 1024 are the system's); 0 means a free one each game ("Automatic")
PHONE_PORT_MIN = 1024
PHONE_PORT_MAX = 65535


def config_dir() -> Path:
    override = os.environ.get("DRACHENSPIELE_CONFIG_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def data_dir() -> Path:
    override = os.environ.get("DRACHENSPIELE_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def log_dir() -> Path:
    override = os.environ.get("DRACHENSPIELE_LOG_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_log_dir(APP_NAME, APP_AUTHOR))


def cache_dir() -> Path:
    """Rendered art kept between runs; deleting it only costs start-up time."""
    override = os.environ.get("DRACHENSPIELE_CACHE_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_cache_dir(APP_NAME, APP_AUTHOR))


@dataclass
class Settings:
    """Everything the player can change; unknown or bad values fall back to defaults."""

    language: str = field(default_factory=i18n.system_language)
    volume: float = 0.8
    music_volume: float = 0.5  # background music, separate from the effects' volume
    fullscreen: bool = False
    animation_speed: float = 1.0
    computer_speed: float = 1.0  # a table's own "1x / 2x / 4x" button, kept across games
    handoff_screen: bool = True
    reduce_motion: bool = False  # no screen shake, shorter flights, no confetti
    larger_text: bool = False  # text and pieces on the tables at LARGER_TEXT_SCALE
    guides_offered: list[str] = field(default_factory=list)  # games whose first start offered
    window_size: tuple[int, int] = (1280, 800)
    last_setups: dict[str, Any] = field(default_factory=dict)
    #: "Cards on phones": the port the laptop's page listens on (0: a free one each game;
    #: a fixed one for a family whose router or firewall wants to know it)
    phone_port: int = 0

    path: Path | None = field(default=None, repr=False, compare=False)

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in dataclasses.fields(self) if f.name != "path"}
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Settings:
        """Build from JSON, keeping defaults for anything missing or of the wrong type."""
        result = cls()
        if data.get("language") in i18n.LANGUAGES:
            result.language = data["language"]
        if isinstance(data.get("volume"), int | float):
            result.volume = min(1.0, max(0.0, float(data["volume"])))
        if isinstance(data.get("music_volume"), int | float):
            result.music_volume = min(1.0, max(0.0, float(data["music_volume"])))
        if isinstance(data.get("fullscreen"), bool):
            result.fullscreen = data["fullscreen"]
        if isinstance(data.get("animation_speed"), int | float):
            result.animation_speed = min(
                ANIMATION_SPEED_MAX, max(ANIMATION_SPEED_MIN, float(data["animation_speed"]))
            )
        if isinstance(data.get("computer_speed"), int | float):
            result.computer_speed = min(
                COMPUTER_SPEED_MAX, max(COMPUTER_SPEED_MIN, float(data["computer_speed"]))
            )
        if isinstance(data.get("handoff_screen"), bool):
            result.handoff_screen = data["handoff_screen"]
        if isinstance(data.get("reduce_motion"), bool):
            result.reduce_motion = data["reduce_motion"]
        if isinstance(data.get("larger_text"), bool):
            result.larger_text = data["larger_text"]
        if isinstance(data.get("guides_offered"), list):
            result.guides_offered = [g for g in data["guides_offered"] if isinstance(g, str)]
        size = data.get("window_size")
        if isinstance(size, list | tuple) and len(size) == 2 and window_size_ok(size):
            result.window_size = (int(size[0]), int(size[1]))
        port = data.get("phone_port")
        if type(port) is int and (port == 0 or phone_port_ok(port)):
            result.phone_port = port
        setups = data.get("last_setups")
        if isinstance(setups, dict):
            result.last_setups = {
                k: v for k, v in setups.items() if isinstance(k, str) and _setup_ok(v)
            }
        return result

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read settings; a missing, damaged or unreachable file gives defaults in memory.

        A file that exists but cannot be read (no permission, a folder in the way, a
        damaged file) is said once on screen: the player's choices are not in effect.
        """
        result = cls()
        try:
            target = path or config_dir() / SETTINGS_FILE
        except Exception as exc:  # platformdirs on a broken HOME
            log.warning("no settings folder (%s); using defaults", exc)
            notices.report(
                "settings-read", N_("Settings could not be read, so the defaults are used.")
            )
            return result
        result.path = target
        try:
            with open(target, "rb") as handle:
                raw = handle.read(SETTINGS_MAX_BYTES + 1)
        except FileNotFoundError:
            return result  # first start: nothing to say
        except OSError as exc:
            log.warning("settings file %s unreadable (%s); using defaults", target, exc)
            notices.report(
                "settings-read",
                N_("Settings could not be read ({reason}), so the defaults are used."),
                reason=storage.reason_msgid(exc),
            )
            return result
        try:
            if len(raw) > SETTINGS_MAX_BYTES:
                raise ValueError("settings file is far too large")
            data = json.loads(raw.decode("utf-8-sig"))
            if not isinstance(data, dict):
                raise ValueError("settings file is not a JSON object")
            loaded = cls.from_json(data)
        except (ValueError, RecursionError) as exc:
            log.warning("settings file %s damaged (%s); using defaults", target, exc)
            notices.report(
                "settings-read",
                N_("The settings file was damaged, so the defaults are used."),
            )
            return result
        loaded.path = target
        return loaded

    def save(self) -> bool:
        """Write atomically and durably; on failure say so once (the app goes on)."""
        try:
            target = self.path or config_dir() / SETTINGS_FILE
            payload = json.dumps(self.to_json(), indent=2).encode("utf-8")
            storage.atomic_write_bytes(target, payload)
        except (OSError, TypeError, ValueError) as exc:
            log.warning("could not save settings: %s", exc)
            notices.report(
                "settings-write",
                N_("Settings could not be saved ({reason}); they last until you quit."),
                reason=storage.reason_msgid(exc),
            )
            return False
        notices.resolved("settings-write")
        return True


SETUP_MAX_BYTES = 16 * 1024  # a remembered setup is a few hundred bytes
SETUP_NAME_MAX = 40


def _setup_ok(setup: Any) -> bool:
    """A remembered setup small and plain enough to prefill the setup screen with."""
    if not isinstance(setup, dict):
        return False
    try:
        if len(json.dumps(setup)) > SETUP_MAX_BYTES:
            return False
    except (TypeError, ValueError, RecursionError):
        return False
    seats = setup.get("seats", [])
    if not isinstance(seats, list):
        return False
    for seat in seats:
        name = seat.get("name", "") if isinstance(seat, dict) else None
        if not isinstance(name, str) or len(name) > SETUP_NAME_MAX or not name.isprintable():
            return False
    return True


def phone_port_ok(port: object) -> bool:
    """A fixed port the settings accept (whole number, PHONE_PORT_MIN..PHONE_PORT_MAX)."""
    return type(port) is int and PHONE_PORT_MIN <= port <= PHONE_PORT_MAX


def window_size_ok(size: tuple[int, ...] | list[int]) -> bool:
    """A window size worth remembering: whole numbers within WINDOW_MIN..WINDOW_MAX."""
    return (
        len(size) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in size)
        and WINDOW_MIN[0] <= size[0] <= WINDOW_MAX[0]
        and WINDOW_MIN[1] <= size[1] <= WINDOW_MAX[1]
    )
