"""Background music: the loops exist, decode, loop cleanly; volume, mute key, scene tunes."""

from __future__ import annotations

import array
import importlib.util
import itertools
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from common import audio
from common.app import App
from common.audio import Audio
from common.scene import Scene
from common.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
MUSIC_DIR = ROOT / "assets" / "music"
SCRIPT = ROOT / "tools" / "sound" / "make_music.py"
TRACKS = ("menu", "dragomino", "dracheninsel")
MAX_FILE_BYTES = 400 * 1024
MAX_TOTAL_BYTES = 1024 * 1024  # the installer ships them
LOOP_SECONDS = (20.0, 90.0)  # long enough not to nag, short enough to stay small


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_music", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_music"] = module  # dataclasses look the module up while defining
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def script() -> ModuleType:
    return load_script()


@pytest.fixture
def decoder() -> Iterator[None]:
    """The mixer opened in the files' own format (22.05 kHz mono), so samples are exact."""
    was = pygame.mixer.get_init()
    if was:
        pygame.mixer.quit()
    pygame.mixer.init(frequency=22050, size=-16, channels=1)
    yield
    pygame.mixer.quit()


def decoded(track: str) -> array.array[int]:
    pcm = array.array("h", pygame.mixer.Sound(str(MUSIC_DIR / f"{track}.ogg")).get_raw())
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm


def test_the_script_makes_exactly_the_shipped_tracks(script: ModuleType) -> None:
    assert set(script.TRACKS) == set(TRACKS)
    assert audio.MENU_TRACK in TRACKS
    shipped = {p.stem for p in MUSIC_DIR.glob("*.ogg")}
    assert shipped == set(TRACKS)


def test_music_files_are_small(script: ModuleType) -> None:
    sizes = {t: (MUSIC_DIR / f"{t}.ogg").stat().st_size for t in TRACKS}
    assert all(size <= MAX_FILE_BYTES for size in sizes.values()), sizes
    assert sum(sizes.values()) <= MAX_TOTAL_BYTES


@pytest.mark.parametrize("track", TRACKS)
def test_music_decodes_to_a_whole_number_of_bars_that_loops_without_a_click(
    track: str, script: ModuleType, decoder: None
) -> None:
    score = script.TRACKS[track]()
    pcm = decoded(track)
    seconds = len(pcm) / 22050
    assert LOOP_SECONDS[0] <= seconds <= LOOP_SECONDS[1]
    # exactly the bars of the score: the loop point falls on the downbeat
    assert abs(seconds - score.seconds) < 0.005, (seconds, score.seconds)
    samples = [x / 32768 for x in pcm]
    peak = max(abs(x) for x in samples)
    assert 0.1 < peak < 0.95, peak
    # the seam is no jump: the step from the last sample to the first is like any other
    steps = sorted(abs(b - a) for a, b in itertools.pairwise(samples))
    typical = steps[int(len(steps) * 0.999)]
    assert abs(samples[0] - samples[-1]) <= typical
    # ... and the music does not fade to silence at the loop point (it keeps going)
    edge = 2205  # 0.1 s
    tail = sum(x * x for x in samples[-edge:]) / edge
    head = sum(x * x for x in samples[:edge]) / edge
    assert tail > 1e-5 and head > 1e-5


def test_every_bar_of_every_voice_adds_up(script: ModuleType) -> None:
    for name, build in script.TRACKS.items():
        track = build()
        assert track.bars == 16, name
        end = track.bars * track.beats_per_bar
        assert all(0 <= n.start < end for n in track.notes), name
    with pytest.raises(ValueError, match="bar 2"):
        script.melody("C4:4 | C4:3", "horn", 0.5, 4)


def test_music_volume_round_trips_and_is_clamped() -> None:
    settings = Settings(language="en")
    settings.music_volume = 0.3
    assert Settings.from_json(settings.to_json()).music_volume == pytest.approx(0.3)
    assert Settings.from_json({"music_volume": 4}).music_volume == 1.0
    assert Settings.from_json({"music_volume": "loud"}).music_volume == Settings().music_volume


def test_no_audio_device_means_silence_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sound = Audio(0.8, music_volume=0.5)
    sound.play_music("menu")  # asked before the device opens, like the title screen does
    sound.open()
    assert not sound.available
    sound.play("click")
    sound.play_music("dragomino")
    sound.set_music_volume(0.2)
    assert sound.toggle_mute() is True
    assert not sound.music_is_playing()
    assert sound.wait_for_music(1.0)
    assert sound.music_track == "dragomino"


# --------------------------------------------------------------------------- in the app


class TuneScene(Scene):
    music = "dragomino"


class QuietOverlay(Scene):
    is_overlay = True


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    for name in ("CONFIG", "DATA", "LOG"):
        monkeypatch.setenv(f"DRACHENSPIELE_{name}_DIR", str(tmp_path / name.lower()))
    monkeypatch.setattr(Audio, "music_on_silent_driver", True)
    settings = Settings(language="en")
    settings.path = tmp_path / "config" / "settings.json"
    application = App(settings, fullscreen=False, expect_headless=True)
    application.running = True
    pygame.event.clear()
    yield application
    application.audio.play_music(None)
    application.audio.wait_for_music()
    application.scenes.stack.clear()
    application.tweens.animations.clear()
    pygame.event.clear()


def press(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod))


def test_scenes_choose_the_tune_and_overlays_keep_it(app: App) -> None:
    from common.scenes.title import TitleScene

    app.scenes.push(TitleScene())
    app.step()  # the first frame opens the sound device
    assert app.audio.available and app.audio.music_enabled
    assert app.audio.wait_for_music()
    assert app.audio.music_track == "menu"
    assert app.audio.music_is_playing()

    app.scenes.push(TuneScene())
    assert app.scenes.music_track() == "dragomino"
    assert app.audio.wait_for_music()
    assert app.audio.music_track == "dragomino" and app.audio.music_is_playing()

    app.scenes.push(QuietOverlay())  # a pause menu or hand-off screen: the tune goes on
    assert app.audio.music_track == "dragomino"
    app.scenes.pop()
    app.scenes.pop()
    assert app.audio.music_track == "menu"
    assert app.audio.wait_for_music() and app.audio.music_is_playing()


def test_m_mutes_everything_on_any_screen_and_again_turns_it_on(app: App) -> None:
    from common.scenes.title import TitleScene

    app.scenes.push(TitleScene())
    app.step()
    assert app.audio.wait_for_music()
    press(pygame.K_m)
    app.step()
    assert app.audio.muted
    playing = app.audio._playing
    assert playing is not None and playing[1].get_volume() == 0.0
    press(pygame.K_m, pygame.KMOD_LCTRL)  # Ctrl+M is not the mute key
    app.step()
    assert app.audio.muted
    press(pygame.K_m)
    app.step()
    assert not app.audio.muted
    assert playing[1].get_volume() == pytest.approx(app.settings.music_volume, abs=0.01)


def test_m_typed_into_a_name_field_is_a_letter_not_mute(app: App) -> None:
    from common.widgets import TextField

    field = TextField((100, 100, 300, 60), "Ma")
    field.focus()
    try:
        press(pygame.K_m)
        app.step()
        assert not app.audio.muted
    finally:
        field.blur()


def test_music_slider_in_settings_changes_the_music_only(app: App) -> None:
    from common.scenes.settings_scene import SettingsScene

    scene = SettingsScene()
    app.scenes.push(scene)
    app.step()
    effects = app.settings.volume
    slider = scene.music_slider
    x = slider.rect.x + slider.rect.height // 2 + 1  # the left end: nearly silent
    pos = app.to_window((x, slider.rect.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()
    assert app.settings.music_volume <= 0.05
    assert app.audio.music_volume == app.settings.music_volume
    assert app.settings.volume == effects
    assert Settings.load(app.settings.path).music_volume == app.settings.music_volume
