"""A small sound wrapper: no audio device means silence, never a crash."""

from __future__ import annotations

import contextlib
import logging

import pygame

from common import assets

log = logging.getLogger(__name__)


_current: Audio | None = None


def play_ui(name: str, volume: float = 0.6) -> None:
    """Play an interface sound through the running app's Audio (silent when none).

    Widgets have no reference to the app; this is the one global they may use.
    """
    if _current is not None:
        _current.play(name, volume)


class Audio:
    """Plays named effects from ``assets/sounds`` at the settings volume."""

    def __init__(self, volume: float = 0.8, *, open_now: bool = False) -> None:
        global _current
        _current = self
        self.volume = volume
        self.available = False
        self._opened = False
        if open_now:
            self.open()

    def open(self) -> None:
        """Open the sound device once (the app calls this right after its first frame)."""
        if self._opened:
            return
        self._opened = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.available = True
            log.info("audio: %s", pygame.mixer.get_init())
        except pygame.error as exc:
            log.info("no audio device (%s); running silent", exc)

    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play an effect once; missing sounds or devices are silently ignored."""
        if not self.available or self.volume <= 0:
            return
        try:
            snd = assets.sound(name)
            if snd is None:
                return
            snd.set_volume(self.volume * volume)
            snd.play()
        except pygame.error as exc:
            log.debug("sound %s failed: %s", name, exc)

    def shutdown(self) -> None:
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
            self.available = False
