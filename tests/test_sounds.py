"""The sound effects the UI plays by name: present, loadable, short, small and unclipped."""

from __future__ import annotations

import array
import importlib.util
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
SOUND_DIR = ROOT / "assets" / "sounds"
SCRIPT = ROOT / "tools" / "sound" / "make_sounds.py"

# name -> (shortest, longest) duration in seconds the UI can rely on
DURATION_BOUNDS: dict[str, tuple[float, float]] = {
    "click": (0.02, 0.12),
    "hover": (0.02, 0.10),
    "pick": (0.05, 0.25),
    "drop": (0.05, 0.30),
    "snap": (0.08, 0.30),
    "refuse": (0.15, 0.50),
    "slide": (0.15, 0.60),
    "deal": (0.25, 0.80),
    "crack": (0.15, 0.60),
    "hatch": (0.30, 0.90),
    "shell": (0.20, 0.70),
    "flap": (0.15, 0.50),
    "roar_small": (0.40, 1.30),
    "fanfare": (0.80, 1.70),
    "turn": (0.30, 1.20),
    "card": (0.05, 0.25),
    "shuffle": (0.40, 1.20),
    "coin": (0.20, 0.80),
    "whoosh": (0.25, 0.80),
    "magic": (0.50, 1.50),
    "snore": (0.80, 1.70),
    "duel": (0.40, 1.20),
}
MAX_FILE_BYTES = 150 * 1024
MAX_TOTAL_BYTES = 1536 * 1024
PEAK_CEILING = 0.98


def read_samples(path: Path) -> tuple[wave._wave_params, list[float]]:
    with wave.open(str(path), "rb") as wav:
        params = wav.getparams()
        frames = wav.readframes(wav.getnframes())
    pcm = array.array("h", frames)
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, [x / 32768.0 for x in pcm]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module  # dataclasses look the module up while defining
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(DURATION_BOUNDS))
def test_sound_file_is_playable_and_gentle(name: str) -> None:
    path = SOUND_DIR / f"{name}.wav"
    assert path.is_file(), f"missing {path}"
    assert path.stat().st_size <= MAX_FILE_BYTES
    params, samples = read_samples(path)
    assert params.framerate == 44100
    assert params.nchannels == 1
    assert params.sampwidth == 2
    low, high = DURATION_BOUNDS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = max(abs(x) for x in samples)
    assert 0.05 < peak < PEAK_CEILING, f"{name}: peak {peak:.3f}"
    # faded in and out: no click when the sound starts or ends
    assert abs(samples[0]) < 0.01 and abs(samples[-1]) < 0.01


def test_sounds_stay_small_in_total() -> None:
    total = sum((SOUND_DIR / f"{name}.wav").stat().st_size for name in DURATION_BOUNDS)
    assert total <= MAX_TOTAL_BYTES


def test_script_makes_exactly_the_named_sounds() -> None:
    assert set(load_script().SOUNDS) == set(DURATION_BOUNDS)


@pytest.mark.parametrize("name", ["click", "coin"])
def test_committed_files_match_the_script(name: str) -> None:
    """The WAVs in git must be what the script makes now (cheap sounds only, for speed)."""
    fresh = load_script().render(name)
    _, stored = read_samples(SOUND_DIR / f"{name}.wav")
    assert len(fresh) == len(stored)
    assert max(abs(a - b) for a, b in zip(fresh, stored, strict=True)) < 3 / 32768
