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

from common import i18n

log = logging.getLogger(__name__)

APP_NAME = "drachenspiele"
APP_AUTHOR = "Drachenspiele"
SETTINGS_FILE = "settings.json"

ANIMATION_SPEED_MIN = 0.5
ANIMATION_SPEED_MAX = 2.0


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
    fullscreen: bool = False
    animation_speed: float = 1.0
    handoff_screen: bool = True
    window_size: tuple[int, int] = (1280, 800)
    last_setups: dict[str, Any] = field(default_factory=dict)

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
        if isinstance(data.get("fullscreen"), bool):
            result.fullscreen = data["fullscreen"]
        if isinstance(data.get("animation_speed"), int | float):
            result.animation_speed = min(
                ANIMATION_SPEED_MAX, max(ANIMATION_SPEED_MIN, float(data["animation_speed"]))
            )
        if isinstance(data.get("handoff_screen"), bool):
            result.handoff_screen = data["handoff_screen"]
        size = data.get("window_size")
        if (
            isinstance(size, list | tuple)
            and len(size) == 2
            and all(isinstance(v, int) and 320 <= v <= 10000 for v in size)
        ):
            result.window_size = (int(size[0]), int(size[1]))
        if isinstance(data.get("last_setups"), dict):
            result.last_setups = data["last_setups"]
        return result

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read settings; a missing or corrupt file gives defaults (and is logged)."""
        target = path or config_dir() / SETTINGS_FILE
        result = cls()
        if target.is_file():
            try:
                data = json.loads(target.read_text(encoding="utf-8"))
                if isinstance(data, dict):
                    result = cls.from_json(data)
            except (OSError, ValueError) as exc:
                log.warning("settings file %s unreadable (%s); using defaults", target, exc)
        result.path = target
        return result

    def save(self) -> None:
        """Write atomically (temp file + rename) so a crash never leaves half a file."""
        target = self.path or config_dir() / SETTINGS_FILE
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            tmp = target.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.to_json(), indent=2), encoding="utf-8")
            os.replace(tmp, target)
        except OSError as exc:
            log.warning("could not save settings to %s: %s", target, exc)
