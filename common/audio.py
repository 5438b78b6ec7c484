"""Sound effects and background music; no audio device means silence, never a crash.

Music: each track in ``assets/music/<name>.ogg`` is a seamless loop (see
``tools/sound/make_music.py``). Tracks are decoded into ``pygame.mixer.Sound`` objects and
played on two reserved channels, so a change of tune is a real cross-fade and the loop
repeats sample-exactly. Decoding a track takes a few hundred milliseconds, so it happens on
a worker thread (pygame releases the GIL while decoding): a scene change never stutters.

Which tune plays is decided by the scene stack (``Scene.music``, read by the
``SceneManager``); scenes and games only ever name a track: ``audio.play_music("menu")``.

The M key (anywhere, except while typing in a text field) mutes and unmutes all sound for
this session; the two volume sliders are the lasting settings.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
from collections import OrderedDict

import pygame

from common import assets, focus

log = logging.getLogger(__name__)

MUSIC_DIR = "music"
MUSIC_EXTENSIONS = (".ogg", ".wav")
MENU_TRACK = "menu"  # what plays when no scene on the stack asks for a tune
MUSIC_FADE_MS = 1200  # a cross-fade long enough to feel calm, short enough to follow a click
MUSIC_CHANNELS = 2  # reserved: effects never take them; one fades out while one fades in
MUSIC_DECODE_WAIT_S = 3.0  # at quit: how long a decode in flight may still take
MUSIC_CACHE = 2  # decoded tracks kept (about 6-9 MB each): the current one and the last
MUTE_KEY = pygame.K_m
SILENT_DRIVERS = ("dummy", "disk")  # SDL audio drivers nobody can hear: no music decoding
_MODIFIERS_THAT_CANCEL = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META | pygame.KMOD_GUI

_current: Audio | None = None


def play_ui(name: str, volume: float = 0.6) -> None:
    """Play an interface sound through the running app's Audio (silent when none).

    Widgets have no reference to the app; this is the one global they may use.
    """
    if _current is not None:
        _current.play(name, volume)


def play_music(track: str | None) -> None:
    """Cross-fade to ``track`` (``None``: fade to silence) through the running app's Audio."""
    if _current is not None:
        _current.play_music(track)


def current() -> Audio | None:
    """The running app's Audio, if any (tests and tools)."""
    return _current


def music_path(track: str) -> str | None:
    """The file of a music track, or None when it is not shipped."""
    for ext in MUSIC_EXTENSIONS:
        path = assets.asset_path(os.path.join(MUSIC_DIR, track + ext))
        if path.is_file():
            return str(path)
    return None


def is_mute_key(event: pygame.event.Event) -> bool:
    """A plain M press that is not meant for a focused text field (names may contain m)."""
    if event.type != pygame.KEYDOWN or event.key != MUTE_KEY:
        return False
    if getattr(event, "mod", 0) & _MODIFIERS_THAT_CANCEL:
        return False
    return not focus.typing()


class Audio:
    """Plays named effects from ``assets/sounds`` and looping music from ``assets/music``.

    On a silent driver (tests, CI, the self-test) music is tracked but never decoded: it
    would cost every test a few hundred milliseconds of CPU for sound nobody hears.
    ``music_on_silent_driver`` switches it on for the music tests.
    """

    music_on_silent_driver = False

    def __init__(
        self, volume: float = 0.8, *, music_volume: float = 0.5, open_now: bool = False
    ) -> None:
        global _current
        _current = self
        self.volume = volume
        self.music_volume = music_volume
        self.muted = False
        self.available = False
        self.music_enabled = False  # a device that can be heard (or the tests ask for it)
        self._opened = False
        self._lock = threading.Lock()
        self._decoded_cond = threading.Condition(self._lock)  # a decode finished
        self.music_track: str | None = None  # the tune asked for (playing once decoded)
        self._playing: tuple[str, pygame.mixer.Sound, pygame.mixer.Channel] | None = None
        self._decoded: OrderedDict[str, pygame.mixer.Sound] = OrderedDict()
        self._loading: set[str] = set()
        self._next_channel = 0
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
            pygame.mixer.set_reserved(MUSIC_CHANNELS)
            self.available = True
            driver = pygame.mixer.get_driver()
            self.music_enabled = driver not in SILENT_DRIVERS or self.music_on_silent_driver
            log.info("audio: %s on %s", pygame.mixer.get_init(), driver)
        except pygame.error as exc:
            log.info("no audio device (%s); running silent", exc)
            return
        if self.music_track is not None:  # asked for before the device was open
            wanted, self.music_track = self.music_track, None
            self.play_music(wanted)

    # --- effects --------------------------------------------------------------------
    def set_volume(self, volume: float) -> None:
        self.volume = min(1.0, max(0.0, volume))

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play an effect once; missing sounds or devices are silently ignored."""
        if not self.available or self.volume <= 0 or self.muted:
            return
        try:
            snd = assets.sound(name)
            if snd is None:
                return
            snd.set_volume(self.volume * volume)
            snd.play()
        except pygame.error as exc:
            log.debug("sound %s failed: %s", name, exc)

    # --- music ----------------------------------------------------------------------
    def set_music_volume(self, volume: float) -> None:
        """The music slider: applies at once to the tune that is playing."""
        self.music_volume = min(1.0, max(0.0, volume))
        self._apply_music_volume()

    def toggle_mute(self) -> bool:
        """M: all sound off or back on (this session only); returns the new state."""
        self.muted = not self.muted
        self._apply_music_volume()
        log.info("sound %s", "muted" if self.muted else "on")
        return self.muted

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The global mute key; True when the event was the mute key and is used up."""
        if not is_mute_key(event):
            return False
        self.toggle_mute()
        return True

    def _effective_music_volume(self) -> float:
        return 0.0 if self.muted else self.music_volume

    def _apply_music_volume(self) -> None:
        with self._lock:
            playing = self._playing
        if playing is not None:
            with contextlib.suppress(pygame.error):
                playing[1].set_volume(self._effective_music_volume())

    def play_music(self, track: str | None) -> None:
        """Cross-fade to ``track`` (looping); ``None`` fades to silence.

        Asking for the tune that already plays changes nothing, so scenes may ask freely.
        Without a device or file the request is remembered and nothing sounds.
        """
        with self._lock:
            if track == self.music_track:
                return
            self.music_track = track
            ready = self._decoded.get(track) if track is not None else None
        if not self.available or not self.music_enabled:
            return
        if track is None:
            self._fade_out_current()
            return
        if ready is not None:
            self._start(track, ready)
            return
        path = music_path(track)
        if path is None:
            log.info("music %s not found; fading to silence", track)
            self._fade_out_current()
            return
        with self._lock:
            if track in self._loading:
                return
            self._loading.add(track)
        threading.Thread(
            target=self._decode, args=(track, path), name=f"music-{track}", daemon=True
        ).start()

    def _decode(self, track: str, path: str) -> None:
        """Worker thread: decode, then start the tune if it is still the one wanted."""
        try:
            sound: pygame.mixer.Sound | None = pygame.mixer.Sound(path)
        except (pygame.error, OSError) as exc:
            log.warning("could not load music %s: %s", path, exc)
            sound = None
        with self._lock:
            if sound is not None:
                self._decoded[track] = sound
                self._decoded.move_to_end(track)
            wanted = sound is not None and self.music_track == track
        if wanted and sound is not None:
            self._start(track, sound)
        with self._decoded_cond:
            self._loading.discard(track)
            self._decoded_cond.notify_all()

    def _start(self, track: str, sound: pygame.mixer.Sound) -> None:
        with self._lock:
            if self.music_track != track or not self.available:
                return
            if self._playing is not None and self._playing[0] == track:
                return
            try:
                self._fade_out_locked()
                channel = pygame.mixer.Channel(self._next_channel)
                self._next_channel = (self._next_channel + 1) % MUSIC_CHANNELS
                sound.set_volume(self._effective_music_volume())
                channel.set_volume(1.0)
                channel.play(sound, loops=-1, fade_ms=MUSIC_FADE_MS)
                self._playing = (track, sound, channel)
            except pygame.error as exc:
                log.debug("music %s failed: %s", track, exc)
                self._playing = None
            self._trim_cache()

    def _fade_out_current(self) -> None:
        with self._lock:
            self._fade_out_locked()

    def _fade_out_locked(self) -> None:
        if self._playing is not None:
            with contextlib.suppress(pygame.error):
                self._playing[2].fadeout(MUSIC_FADE_MS)
            self._playing = None

    def _trim_cache(self) -> None:
        """Forget decoded tunes beyond MUSIC_CACHE (never the one that plays)."""
        playing = self._playing[0] if self._playing is not None else None
        for name in list(self._decoded):
            if len(self._decoded) <= MUSIC_CACHE:
                break
            if name not in (playing, self.music_track):
                del self._decoded[name]

    def music_is_playing(self) -> bool:
        """True while a tune sounds (tests; the fading one does not count)."""
        with self._lock:
            playing = self._playing
        if playing is None:
            return False
        with contextlib.suppress(pygame.error):
            return bool(playing[2].get_busy())
        return False

    def wait_for_music(self, timeout: float = 10.0) -> bool:
        """Block until no tune is being decoded (tests and the self-test); False on timeout."""
        with self._decoded_cond:
            return self._decoded_cond.wait_for(lambda: not self._loading, timeout)

    def shutdown(self) -> None:
        # a tune still being decoded must finish before the mixer goes away under it
        self.wait_for_music(MUSIC_DECODE_WAIT_S)
        if self.available:
            with contextlib.suppress(pygame.error):
                pygame.mixer.quit()
            self.available = False
        with self._lock:
            self._playing = None
            self._decoded.clear()
