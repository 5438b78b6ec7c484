#!/usr/bin/env python3
"""Synthesise every sound effect of the app into ``assets/sounds/<name>.wav``.

Why a script and not recorded samples: the sounds stay ours (no licence questions),
small, reproducible bit for bit (fixed seeds), and easy to tweak by editing a recipe.
Only the standard library is used (``wave``, ``array``, ``math``, ``random``), so the
script runs anywhere Python does: ``python3 tools/sound/make_sounds.py [out_dir]``.

Each recipe builds a mono float signal in [-1, 1] from a few building blocks (additive
partials, FM, filtered noise, envelopes). ``finish`` then removes DC, adds short fades
and normalises loudness so that no effect is jarringly louder than another, with the
peak always kept well below full scale (no clipping).
"""

from __future__ import annotations

import array
import itertools
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

SAMPLE_RATE = 44100
PEAK_LIMIT = 0.89  # about -1 dBFS: headroom for the mixer and resampling
TARGET_LOUDNESS_DB = -11.0  # loudest 50 ms window RMS, before the per-sound offset
FADE_IN_S = 0.002
FADE_OUT_S = 0.015
PART_FADE_IN_S = 0.0008
PART_FADE_OUT_S = 0.006
TAU = 2.0 * math.pi

Signal = list[float]
Curve = float | Callable[[float], float]  # constant, or a function of time in seconds

NOTE_OFFSETS = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}


# --------------------------------------------------------------------------- helpers


def note(name: str) -> float:
    """Frequency of a note like ``"C5"`` or ``"F#4"`` (A4 = 440 Hz), so jingles read as music."""
    semis = NOTE_OFFSETS[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        semis, rest = semis + 1, rest[1:]
    elif rest.startswith("b"):
        semis, rest = semis - 1, rest[1:]
    semis += (int(rest) - 4) * 12
    return 440.0 * math.pow(2.0, semis / 12.0)


def count(seconds: float) -> int:
    return max(1, round(seconds * SAMPLE_RATE))


def silence(seconds: float) -> Signal:
    return [0.0] * count(seconds)


def at(curve: Curve, t: float) -> float:
    return curve(t) if callable(curve) else curve


def glide(start: float, end: float, seconds: float, shape: float = 1.0) -> Callable[[float], float]:
    """A curve from ``start`` to ``end`` over ``seconds`` (exponential in frequency feel)."""

    def curve(t: float) -> float:
        x = min(1.0, max(0.0, t / seconds)) ** shape
        return start * math.pow(end / start, x)

    return curve


def path(points: Sequence[tuple[float, float]]) -> Callable[[float], float]:
    """Piecewise-linear curve through (time, value) points: pitch and filter contours."""

    def curve(t: float) -> float:
        if t <= points[0][0]:
            return points[0][1]
        for (t0, v0), (t1, v1) in itertools.pairwise(points):
            if t <= t1:
                return v0 + (v1 - v0) * (t - t0) / (t1 - t0)
        return points[-1][1]

    return curve


def phases(freq: Curve, seconds: float) -> list[float]:
    """Running phase (radians) of an oscillator whose pitch may glide."""
    out: list[float] = []
    phase = 0.0
    for i in range(count(seconds)):
        out.append(phase)
        phase += TAU * at(freq, i / SAMPLE_RATE) / SAMPLE_RATE
    return out


def partials(
    freq: Curve,
    seconds: float,
    spec: Sequence[tuple[float, float, float]],
    vibrato: tuple[float, float] = (0.0, 0.0),
) -> Signal:
    """Additive tone: ``spec`` is (frequency ratio, amplitude, decay time constant in s).

    Each partial decays on its own, which is what makes plucks, bells and wood sound
    natural. Partials above 16 kHz are skipped: they only add hiss.
    """
    rate, depth = vibrato
    base = freq
    if depth:

        def base(t: float) -> float:
            return at(freq, t) * (1.0 + depth * math.sin(TAU * rate * t))

    ph = phases(base, seconds)
    top = max(at(freq, 0.0), at(freq, seconds))
    out = [0.0] * len(ph)
    for ratio, amp, decay in spec:
        if ratio * top > 16000:
            continue
        k = math.exp(-1.0 / (decay * SAMPLE_RATE))
        g = amp
        for i, p in enumerate(ph):
            out[i] += g * math.sin(ratio * p)
            g *= k
    return out


def harmonic_voice(freq: Curve, seconds: float, harmonics: int, tilt: float = 1.0) -> Signal:
    """A buzzy source (harmonics falling as 1/n**tilt) for voices and brass, band-limited."""
    ph = phases(freq, seconds)
    out = [0.0] * len(ph)
    for i, p in enumerate(ph):
        f = at(freq, i / SAMPLE_RATE)
        limit = min(harmonics, int(9000 / max(f, 1.0)))
        out[i] = sum(math.sin(n * p) / n**tilt for n in range(1, limit + 1))
    return out


def fm(carrier: Curve, ratio: float, index: Curve, seconds: float) -> Signal:
    """Two-operator FM: bells (non-integer ratio) and brass (ratio 1, index swell)."""
    ph = phases(carrier, seconds)
    return [
        math.sin(p + at(index, i / SAMPLE_RATE) * math.sin(ratio * p)) for i, p in enumerate(ph)
    ]


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(count(seconds))]


def bandpass(signal: Signal, centre: Curve, q: float) -> Signal:
    """State-variable band-pass; the centre may sweep (whooshes, flaps, wind)."""
    low = band = 0.0
    damp = 1.0 / q
    out: Signal = []
    for i, x in enumerate(signal):
        fc = min(at(centre, i / SAMPLE_RATE), SAMPLE_RATE / 7)
        f = 2.0 * math.sin(math.pi * fc / SAMPLE_RATE)
        low += f * band
        high = x - low - damp * band
        band += f * high
        out.append(band)
    return out


def lowpass(signal: Signal, cutoff: Curve) -> Signal:
    """One-pole low-pass: softens edges so nothing sounds harsh to small ears."""
    y = 0.0
    out: Signal = []
    for i, x in enumerate(signal):
        a = 1.0 - math.exp(-TAU * at(cutoff, i / SAMPLE_RATE) / SAMPLE_RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal: Signal, cutoff: float) -> Signal:
    low = lowpass(signal, cutoff)
    return [x - y for x, y in zip(signal, low, strict=True)]


def envelope(signal: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear attack, optional hold, then exponential decay with time constant ``decay``."""
    out: Signal = []
    for i, x in enumerate(signal):
        t = i / SAMPLE_RATE
        if t < attack:
            g = t / attack
        elif t < attack + hold:
            g = 1.0
        else:
            g = math.exp(-(t - attack - hold) / decay)
        out.append(x * g)
    return out


def shape(signal: Signal, curve: Callable[[float], float]) -> Signal:
    """Multiply by an arbitrary gain curve (swells, tremolo)."""
    return [x * curve(i / SAMPLE_RATE) for i, x in enumerate(signal)]


def scale(signal: Signal, gain: float) -> Signal:
    return [x * gain for x in signal]


def mix(parts: Sequence[tuple[float, float, Signal]], seconds: float | None = None) -> Signal:
    """Lay (start time, gain, signal) parts on one timeline."""
    end = max(count(start) + len(sig) for start, _, sig in parts)
    if seconds is not None:
        end = max(end, count(seconds))
    out = [0.0] * end
    for start, gain, sig in parts:
        offset = count(start) if start > 0 else 0
        for i, x in enumerate(sig):
            out[offset + i] += gain * x * edge_gain(i, len(sig))
    return out


def edge_gain(i: int, length: int) -> float:
    """Tiny fades at both ends of every part: a cut-off tail or a hard start clicks."""
    fade_in, fade_out = count(PART_FADE_IN_S), count(PART_FADE_OUT_S)
    return max(0.0, min(1.0, i / fade_in, (length - 1 - i) / fade_out))


def soften(signal: Signal, cutoff: float) -> Signal:
    """Two-pole low-pass for noisy transients: keeps crunch, drops the ear-piercing top."""
    return lowpass(lowpass(signal, cutoff), cutoff)


def finish(signal: Signal, level_db: float) -> Signal:
    """Remove DC, fade both ends, and normalise loudness with a hard peak ceiling."""
    mean = sum(signal) / len(signal)
    out = [x - mean for x in signal]
    fade_in, fade_out = count(FADE_IN_S), count(FADE_OUT_S)
    for i in range(min(fade_in, len(out))):
        out[i] *= i / fade_in
    for i in range(min(fade_out, len(out))):
        out[-1 - i] *= i / fade_out
    window = count(0.05)
    loudest = 0.0
    for start in range(0, max(1, len(out) - window + 1), window // 4):
        chunk = out[start : start + window]
        loudest = max(loudest, math.sqrt(sum(x * x for x in chunk) / len(chunk)))
    peak = max(abs(x) for x in out)
    if peak == 0.0:
        return out
    gain = 10.0 ** ((TARGET_LOUDNESS_DB + level_db) / 20.0) / loudest
    gain = min(gain, PEAK_LIMIT / peak)
    return [x * gain for x in out]


def write_wav(target: Path, signal: Signal) -> None:
    """16-bit mono PCM: loads everywhere (SDL_mixer, players, browsers)."""
    pcm = array.array("h", (round(max(-1.0, min(1.0, x)) * 32767) for x in signal))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(target), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(pcm.tobytes())


# --------------------------------------------------------------------------- pieces


def wood_knock(pitch: float, rng: random.Random, brightness: float = 1.0) -> Signal:
    """A small wooden tile knock: inharmonic block modes plus a soft noise transient."""
    body = partials(
        pitch,
        0.09,
        [(1.0, 1.0, 0.022), (2.32, 0.45 * brightness, 0.010), (3.9, 0.2 * brightness, 0.006)],
    )
    tick = envelope(soften(bandpass(noise(0.02, rng), 3200, 1.2), 6000), 0.0005, 0.003)
    return mix([(0.0, 1.0, body), (0.0, 0.5 * brightness, tick)])


def flick(rng: random.Random, centre: float = 3000.0, length: float = 0.05) -> Signal:
    """A paper flick: a short band of noise with a snappy decay."""
    return envelope(soften(bandpass(noise(length, rng), centre, 0.9), 5500), 0.001, length / 5)


def clink(pitch: float, seconds: float = 0.45) -> Signal:
    """Coin-like metal: inharmonic disk modes, the high ones dying fast."""
    return partials(
        pitch,
        seconds,
        [
            (1.0, 1.0, 0.16),
            (1.59, 0.6, 0.11),
            (2.14, 0.45, 0.08),
            (2.65, 0.3, 0.05),
            (3.9, 0.15, 0.03),
        ],
    )


def bell(pitch: float, seconds: float, decay: float) -> Signal:
    """A soft FM chime: harmonic ratio keeps it sweet, index fades so it mellows."""
    tone = fm(pitch, 2.0, glide(1.6, 0.05, decay * 2), seconds)
    shimmer = partials(pitch * 2.0, seconds, [(1.0, 0.15, decay * 0.5)])
    return envelope(mix([(0.0, 1.0, tone), (0.0, 1.0, shimmer)]), 0.004, decay)


def brass(pitch: float, seconds: float, release: float = 0.06) -> Signal:
    """A friendly toy-trumpet note: FM with ratio 1 and an index that swells on attack."""
    index = path([(0.0, 0.4), (0.03, 2.2), (seconds, 1.3)])
    tone = fm(pitch, 1.0, index, seconds)
    tone = lowpass(tone, 4500)

    def gain(t: float) -> float:
        if t < 0.015:
            return t / 0.015
        left = seconds - t
        return 1.0 if left > release else max(0.0, left / release)

    return shape(tone, gain)


def chirp(start: float, peak: float, end: float, seconds: float) -> Signal:
    """One baby-dragon chirp: a quick pitch arc with a light warble."""
    contour = path([(0.0, start), (seconds * 0.6, peak), (seconds, end)])
    tone = partials(
        contour,
        seconds,
        [(1.0, 1.0, 10.0), (2.0, 0.22, 10.0), (3.0, 0.06, 10.0)],
        vibrato=(32.0, 0.02),
    )

    def arc(t: float) -> float:
        x = t / seconds
        return math.pow(max(0.0, math.sin(math.pi * min(1.0, x))), 1.2)

    return shape(tone, arc)


# --------------------------------------------------------------------------- recipes


def click(rng: random.Random) -> Signal:
    return wood_knock(1500, rng, brightness=0.6)[: count(0.05)]


def hover(rng: random.Random) -> Signal:
    return envelope(partials(2200, 0.05, [(1.0, 1.0, 0.012), (2.0, 0.2, 0.006)]), 0.003, 0.012)


def pick(rng: random.Random) -> Signal:
    tone = partials(glide(430, 780, 0.08), 0.13, [(1.0, 1.0, 0.05), (2.0, 0.25, 0.03)])
    return envelope(tone, 0.006, 0.045)


def drop(rng: random.Random) -> Signal:
    tone = partials(glide(560, 260, 0.1), 0.16, [(1.0, 1.0, 0.05), (2.0, 0.2, 0.03)])
    thud = partials(glide(140, 90, 0.1), 0.16, [(1.0, 1.0, 0.05)])
    return mix([(0.0, 0.7, envelope(tone, 0.004, 0.06)), (0.0, 0.8, envelope(thud, 0.003, 0.05))])


def snap(rng: random.Random) -> Signal:
    click_part = wood_knock(1900, rng, brightness=0.7)
    clack = wood_knock(820, rng)
    return mix([(0.0, 0.55, click_part), (0.035, 1.0, clack)], 0.17)


def refuse(rng: random.Random) -> Signal:
    spec = [(1.0, 1.0, 1.0), (2.0, 0.25, 0.3), (3.0, 0.11, 0.2)]
    first = envelope(partials(note("A3"), 0.13, spec, vibrato=(7, 0.01)), 0.012, 0.07)
    second = envelope(partials(note("F3"), 0.2, spec, vibrato=(7, 0.01)), 0.012, 0.08)
    return lowpass(mix([(0.0, 1.0, first), (0.13, 1.0, second)]), 2500)


def slide(rng: random.Random) -> Signal:
    seconds = 0.34
    rub = bandpass(noise(seconds, rng), path([(0.0, 700), (seconds, 1300)]), 0.8)
    grain = lowpass(noise(seconds, rng), 30)  # slow random wobble = friction texture

    def swell(t: float) -> float:
        x = t / seconds
        wobble = 1.0 + 4.0 * grain[min(len(grain) - 1, count(t))]
        return math.pow(max(0.0, math.sin(math.pi * x)), 1.5) * wobble

    return soften(shape(rub, swell), 2500)


def deal(rng: random.Random) -> Signal:
    parts: list[tuple[float, float, Signal]] = []
    for k in range(4):
        start = 0.1 * k
        parts.append((start, 0.35, flick(rng, 1800, 0.05)))
        pitch = 780 * rng.uniform(0.93, 1.08)
        parts.append((start + 0.03, 1.0, wood_knock(pitch, rng, 0.8)))
    return mix(parts, 0.5)


def crack(rng: random.Random) -> Signal:
    parts: list[tuple[float, float, Signal]] = []
    t = 0.0
    for k in range(6):
        burst = highpass(noise(0.02, rng), 1200)
        burst = envelope(soften(burst, 4000), 0.0005, 0.003 + 0.001 * k)
        ping = partials(rng.uniform(2300, 3600), 0.03, [(1.0, 1.0, 0.006)])
        parts.append((t, 0.5 + 0.1 * k, burst))
        parts.append((t, 0.25, ping))
        t += rng.uniform(0.025, 0.06)
    # the shell gives way: a slightly lower, fuller crack
    parts.append((t + 0.02, 1.0, wood_knock(1100, rng, 1.0)))
    return mix(parts, t + 0.15)


def hatch(rng: random.Random) -> Signal:
    return mix(
        [
            (0.0, 0.8, chirp(1300, 2000, 1700, 0.09)),
            (0.13, 0.85, chirp(1400, 2200, 1900, 0.09)),
            (0.26, 1.0, chirp(1250, 2500, 2100, 0.2)),
            (0.3, 0.12, envelope(partials(note("E7"), 0.25, [(1.0, 1.0, 0.08)]), 0.002, 0.08)),
        ],
        0.55,
    )


def shell(rng: random.Random) -> Signal:
    def hollow(pitch: float) -> Signal:
        body = partials(
            glide(pitch, pitch * 0.94, 0.2),
            0.3,
            [(1.0, 1.0, 0.09), (2.28, 0.5, 0.05), (5.4, 0.15, 0.015)],
        )
        knock = envelope(lowpass(noise(0.03, rng), 1800), 0.001, 0.006)
        return mix([(0.0, 1.0, body), (0.0, 0.6, knock)])

    # clunk, then the empty shell rocks once on the table
    return lowpass(mix([(0.0, 1.0, hollow(190)), (0.14, 0.45, hollow(205))], 0.45), 3500)


def flap(rng: random.Random) -> Signal:
    seconds = 0.3
    air = lowpass(noise(seconds, rng), path([(0.0, 300), (0.08, 1600), (seconds, 350)]))
    air = soften(air, 1500)

    def swell(t: float) -> float:
        return (t / 0.07) ** 2 if t < 0.07 else math.exp(-(t - 0.07) / 0.06)

    thump = envelope(partials(glide(90, 60, 0.1), 0.18, [(1.0, 1.0, 0.05)]), 0.03, 0.05)
    return mix([(0.0, 1.0, shape(air, swell)), (0.02, 0.5, thump)])


def roar_small(rng: random.Random) -> Signal:
    seconds = 0.85
    pitch = path([(0.0, 210), (0.22, 320), (0.45, 290), (seconds, 190)])
    source = harmonic_voice(pitch, seconds, 20, tilt=1.2)
    growl = [1.0 + 0.22 * math.sin(TAU * 31 * i / SAMPLE_RATE) for i in range(len(source))]
    source = [x * g for x, g in zip(source, growl, strict=True)]
    # the mouth opens from "oo" to "aah" and closes again: two moving formants
    first = bandpass(source, path([(0.0, 380), (0.3, 760), (seconds, 450)]), 4.0)
    second = bandpass(source, path([(0.0, 850), (0.3, 1250), (seconds, 900)]), 5.0)
    voice = mix([(0.0, 1.0, first), (0.0, 0.55, second), (0.0, 0.08, source)])

    def gain(t: float) -> float:
        if t < 0.06:
            return t / 0.06
        return 1.0 if t < seconds - 0.25 else max(0.0, (seconds - t) / 0.25) ** 1.5

    return lowpass(shape(voice, gain), 3500)


def fanfare(rng: random.Random) -> Signal:
    steps = [("G4", 0.0, 0.13), ("C5", 0.12, 0.13), ("E5", 0.24, 0.13), ("G5", 0.36, 0.2)]
    parts: list[tuple[float, float, Signal]] = [
        (start, 0.8, brass(note(name), length)) for name, start, length in steps
    ]
    parts += [(0.58, 0.7, brass(note("E5"), 0.1))]
    for name in ("C5", "E5", "G5", "C6"):
        parts.append((0.7, 0.5, brass(note(name), 0.62, release=0.35)))
    parts.append((0.7, 0.3, lowpass(bell(note("C6"), 0.62, 0.18), 5000)))
    return mix(parts, 1.38)


def turn(rng: random.Random) -> Signal:
    first = bell(note("E5"), 0.85, 0.2)
    return mix([(0.0, 0.8, first), (0.15, 1.0, bell(note("A5"), 0.7, 0.25))], 0.85)


def card(rng: random.Random) -> Signal:
    snap_part = flick(rng, 2200, 0.04)
    whip = envelope(bandpass(noise(0.1, rng), glide(3200, 1200, 0.08), 1.5), 0.01, 0.03)
    return soften(mix([(0.0, 0.6, whip), (0.045, 1.0, snap_part)], 0.13), 3200)


def shuffle(rng: random.Random) -> Signal:
    parts: list[tuple[float, float, Signal]] = []
    t = 0.0
    while t < 0.6:
        amp = 0.5 + 0.5 * math.sin(math.pi * t / 0.6)
        parts.append((t, amp * rng.uniform(0.6, 1.0), flick(rng, rng.uniform(2200, 3800), 0.03)))
        t += 0.017 + 0.012 * abs(t - 0.3) / 0.3 * rng.uniform(0.6, 1.4)
    parts.append((0.68, 0.9, wood_knock(600, rng, 0.4)))  # the deck is squared up
    return soften(mix(parts, 0.82), 7000)


def coin(rng: random.Random) -> Signal:
    return lowpass(mix([(0.0, 1.0, clink(1650)), (0.1, 0.7, clink(1820, 0.4))]), 9000)


def whoosh(rng: random.Random) -> Signal:
    seconds = 0.5
    air = bandpass(noise(seconds, rng), path([(0.0, 400), (0.22, 2200), (seconds, 800)]), 1.3)

    def swell(t: float) -> float:
        x = t / seconds
        return math.sin(math.pi * x**0.8) ** 2

    return soften(shape(air, swell), 3500)


def magic(rng: random.Random) -> Signal:
    scale_notes = ["C6", "D6", "E6", "G6", "A6", "C7", "D7", "E7", "G7"]
    parts: list[tuple[float, float, Signal]] = []
    for k in range(16):
        t = 0.05 * k + rng.uniform(-0.015, 0.015)
        index = min(len(scale_notes) - 1, k // 2 + rng.randint(0, 1))
        ping = partials(note(scale_notes[index]), 0.35, [(1.0, 1.0, 0.09), (2.01, 0.3, 0.04)])
        parts.append((max(0.0, t), rng.uniform(0.5, 0.9), envelope(ping, 0.002, 0.1)))
    pad_len = 1.05
    pad = mix(
        [
            (0.0, 1.0, partials(glide(note("C5"), note("C6"), 0.8), pad_len, [(1.0, 1.0, 10.0)])),
            (0.0, 0.7, partials(glide(note("G5"), note("G6"), 0.8), pad_len, [(1.0, 1.0, 10.0)])),
        ]
    )

    def pad_gain(t: float) -> float:
        return math.sin(math.pi * t / pad_len) * (0.7 + 0.3 * math.sin(TAU * 9 * t))

    pad = shape(pad, pad_gain)
    parts.append((0.0, 0.35, pad))
    return mix(parts, 1.12)


def snore(rng: random.Random) -> Signal:
    inhale_len = 0.7
    buzz = harmonic_voice(path([(0.0, 48), (inhale_len, 58)]), inhale_len, 30, tilt=0.9)
    buzz = bandpass(buzz, 420, 1.5)
    breath_in = bandpass(noise(inhale_len, rng), 900, 0.8)
    inhale = mix([(0.0, 1.0, buzz), (0.0, 0.35, breath_in)])
    inhale = shape(inhale, lambda t: math.sin(math.pi * min(1.0, t / inhale_len)) ** 1.2)
    exhale_len = 0.55
    whistle = partials(glide(1150, 700, exhale_len), exhale_len, [(1.0, 1.0, 10.0)])
    breath_out = bandpass(noise(exhale_len, rng), 1600, 0.7)
    exhale = mix([(0.0, 0.45, whistle), (0.0, 0.4, breath_out)])
    exhale = shape(exhale, lambda t: math.sin(math.pi * min(1.0, t / exhale_len)) ** 1.5)
    return lowpass(mix([(0.0, 1.0, inhale), (0.78, 0.8, exhale)]), 3000)


def duel(rng: random.Random) -> Signal:
    swish = bandpass(noise(0.16, rng), glide(600, 3000, 0.16), 1.5)
    swish = shape(swish, lambda t: (t / 0.13) ** 2 if t < 0.13 else 1.0 - (t - 0.13) / 0.03)

    def ting(pitch: float) -> Signal:
        metal = partials(pitch, 0.4, [(1.0, 1.0, 0.12), (2.76, 0.45, 0.07), (5.4, 0.2, 0.03)])
        return envelope(metal, 0.001, 0.14)

    def drum() -> Signal:
        return envelope(partials(glide(170, 85, 0.12), 0.2, [(1.0, 1.0, 0.07)]), 0.002, 0.07)

    return lowpass(
        mix(
            [
                (0.0, 0.5, swish),
                (0.16, 0.8, ting(1250)),
                (0.16, 0.8, drum()),
                (0.34, 1.0, ting(1480)),
                (0.34, 0.9, drum()),
            ],
            0.78,
        ),
        7500,
    )


# --------------------------------------------------------------------------- table


@dataclass(frozen=True)
class SoundSpec:
    """One named effect: its recipe and loudness relative to the common target."""

    build: Callable[[random.Random], Signal]
    level_db: float
    purpose: str


SOUNDS: dict[str, SoundSpec] = {
    "click": SoundSpec(click, -6.0, "button press"),
    "hover": SoundSpec(hover, -14.0, "pointer over a button: barely there"),
    "pick": SoundSpec(pick, -5.0, "lift a domino or card"),
    "drop": SoundSpec(drop, -5.0, "put something back"),
    "snap": SoundSpec(snap, -2.0, "domino locks into place"),
    "refuse": SoundSpec(refuse, -6.0, "gentle 'not there'"),
    "slide": SoundSpec(slide, -8.0, "a tile or figure glides"),
    "deal": SoundSpec(deal, -4.0, "new dominoes laid out"),
    "crack": SoundSpec(crack, -3.0, "an egg cracks open"),
    "hatch": SoundSpec(hatch, -3.0, "baby dragon chirps"),
    "shell": SoundSpec(shell, -4.0, "hollow empty shell"),
    "flap": SoundSpec(flap, -4.0, "one wing flap"),
    "roar_small": SoundSpec(roar_small, -3.0, "cute mother-dragon call"),
    "fanfare": SoundSpec(fanfare, -1.0, "victory jingle"),
    "turn": SoundSpec(turn, -6.0, "your turn"),
    "card": SoundSpec(card, -6.0, "card flick"),
    "shuffle": SoundSpec(shuffle, -6.0, "deck shuffle"),
    "coin": SoundSpec(coin, -4.0, "coin clink"),
    "whoosh": SoundSpec(whoosh, -6.0, "fast movement"),
    "magic": SoundSpec(magic, -4.0, "action card spell"),
    "snore": SoundSpec(snore, -4.0, "Sweet Slumber"),
    "duel": SoundSpec(duel, -3.0, "Unfaithful duel"),
}

SEED = 20261129


def render(name: str) -> Signal:
    """The finished samples of one sound; seeded by name so sounds are independent."""
    spec = SOUNDS[name]
    rng = random.Random(f"{SEED}:{name}")
    return finish(spec.build(rng), spec.level_db)


def main(argv: Sequence[str]) -> int:
    root = Path(__file__).resolve().parents[2]
    out_dir = Path(argv[0]) if argv else root / "assets" / "sounds"
    out_dir.mkdir(parents=True, exist_ok=True)
    names = [n for n in argv[1:] if n in SOUNDS] or list(SOUNDS)
    for name in names:
        samples = render(name)
        target = out_dir / f"{name}.wav"
        write_wav(target, samples)
        peak = max(abs(x) for x in samples)
        print(f"{name:11s} {len(samples) / SAMPLE_RATE:5.2f} s  peak {peak:.2f}  {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
