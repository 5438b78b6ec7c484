#!/usr/bin/env python3
"""Synthesise the background music into ``assets/music/<track>.ogg``.

Three calm tunes, written out as notes below (not generated at random), so they can be
read and changed like sheet music:

- ``menu``: a music-box waltz in G major for the title and the menus;
- ``dragomino``: a playful marimba tune in F major, oom-pah bass, for children;
- ``dracheninsel``: harp arpeggios, strings and a soft horn in D minor/dorian, slow
  enough to think over a hand of cards.

Why synthesis: the music stays ours (no licence questions) and reproducible. Synthesis
uses only the standard library, like ``make_sounds.py``. Python has no Vorbis encoder,
so the finished loop is handed to ``oggenc`` (Debian: ``apt-get install vorbis-tools``)
or, failing that, ``ffmpeg``; ``--wav`` writes plain WAVs when neither is installed.

Seamless loops: every track is rendered into a circular buffer exactly as long as its
bars. A note ringing past the end wraps around to the start, and the reverb runs twice
round the circle so its tail at the end is what it feeds into the beginning. Played with
``loops=-1`` the tune therefore repeats without a gap or a click.

Mono at 22.05 kHz: background music needs neither stereo nor the top octave, and it
keeps each file near 150 KB (the installer ships them).

Usage: ``python3 tools/sound/make_music.py [out_dir] [--wav] [track ...]``
"""

from __future__ import annotations

import array
import math
import shutil
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

SAMPLE_RATE = 22050
TAU = 2.0 * math.pi
PEAK_LIMIT = 0.8  # headroom for the mixer's resampling and the effects on top
TARGET_RMS_DB = -20.0  # background level: the effects (about -11 dB) stay in front
VORBIS_QUALITY = "4"  # oggenc -q: about 17 kbit/s at 22 kHz mono for these soft timbres

NOTE_OFFSETS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
CHORD_SHAPES = {"": (0, 4, 7), "m": (0, 3, 7), "7": (0, 4, 7, 10), "sus": (0, 5, 7)}


# --------------------------------------------------------------------------- pitch


def midi(name: str) -> int:
    """MIDI number of a note like ``"C4"`` (60), ``"F#5"`` or ``"Bb3"``."""
    semis = NOTE_OFFSETS[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        semis, rest = semis + 1, rest[1:]
    elif rest.startswith("b"):
        semis, rest = semis - 1, rest[1:]
    return 12 * (int(rest) + 1) + semis


def freq(note_number: float) -> float:
    return 440.0 * math.pow(2.0, (note_number - 69) / 12.0)


def chord_notes(chord: str) -> tuple[int, ...]:
    """Pitch classes of a chord symbol (``"Dm"``, ``"Bb"``, ``"C7"``, ``"Asus"``), root first."""
    root = chord[0]
    rest = chord[1:]
    if rest[:1] in ("#", "b"):
        root, rest = root + rest[0], rest[1:]
    base = midi(root + "0") % 12
    return tuple((base + step) % 12 for step in CHORD_SHAPES[rest])


def near(pitch_class: int, around: int) -> int:
    """The MIDI note of ``pitch_class`` closest to (and not below) ``around``."""
    return around + (pitch_class - around) % 12


# --------------------------------------------------------------------------- instruments


@dataclass(frozen=True)
class Instrument:
    """A timbre: additive partials, an envelope and how long the note rings after release.

    ``partials`` are (frequency ratio, amplitude, decay time constant in seconds); a decay
    of 0 means the partial holds for the whole note (pads, horns).
    """

    partials: tuple[tuple[float, float, float], ...]
    attack: float
    release: float
    vibrato: tuple[float, float, float] = (0.0, 0.0, 0.0)  # rate Hz, depth, delay s
    detune_cents: float = 0.0  # a second copy slightly off pitch: a soft chorus


INSTRUMENTS: dict[str, Instrument] = {
    # marimba bar: the 4th and 10th partials of a tuned bar, dying fast
    "marimba": Instrument(((1.0, 1.0, 0.42), (4.0, 0.22, 0.06), (10.0, 0.04, 0.015)), 0.004, 0.5),
    "musicbox": Instrument(((1.0, 1.0, 0.9), (2.0, 0.22, 0.35), (5.4, 0.06, 0.05)), 0.003, 1.4),
    "glock": Instrument(((1.0, 1.0, 0.7), (2.76, 0.3, 0.2), (5.4, 0.08, 0.06)), 0.002, 1.2),
    "harp": Instrument(
        ((1.0, 1.0, 1.3), (2.0, 0.45, 0.6), (3.0, 0.2, 0.35), (4.0, 0.08, 0.2)), 0.004, 1.6
    ),
    "pluckbass": Instrument(((1.0, 1.0, 0.5), (2.0, 0.3, 0.2), (3.0, 0.08, 0.1)), 0.008, 0.45),
    "softbass": Instrument(((1.0, 1.0, 0.0), (2.0, 0.18, 0.0)), 0.12, 0.5),
    "pad": Instrument(
        ((1.0, 1.0, 0.0), (2.0, 0.32, 0.0), (3.0, 0.12, 0.0), (4.0, 0.05, 0.0)),
        0.7,
        1.0,
        vibrato=(4.5, 0.0015, 0.0),
        detune_cents=6.0,
    ),
    "horn": Instrument(
        ((1.0, 1.0, 0.0), (2.0, 0.35, 0.0), (3.0, 0.14, 0.0), (4.0, 0.05, 0.0)),
        0.09,
        0.25,
        vibrato=(5.0, 0.004, 0.35),
    ),
}


def render_note(inst: Instrument, hz: float, seconds: float, velocity: float) -> array.array[float]:
    """One note: ``seconds`` held, then the release tail (linear attack, smooth release)."""
    total = max(1, round((seconds + inst.release) * SAMPLE_RATE))
    held = max(1, round(seconds * SAMPLE_RATE))
    out = array.array("d", bytes(8 * total))
    copies = [1.0] if not inst.detune_cents else [1.0, math.pow(2.0, inst.detune_cents / 1200.0)]
    rate, depth, delay = inst.vibrato
    for copy in copies:
        for ratio, amp, decay in inst.partials:
            f = hz * ratio * copy
            if f > SAMPLE_RATE * 0.42:
                continue
            step = TAU * f / SAMPLE_RATE
            k = math.exp(-1.0 / (decay * SAMPLE_RATE)) if decay > 0 else 1.0
            g = amp * velocity / len(copies)
            sin = math.sin
            if depth:
                vib_step = TAU * rate / SAMPLE_RATE
                start = round(delay * SAMPLE_RATE)
                phase = 0.0
                for i in range(total):
                    wobble = depth * sin(vib_step * i) if i >= start else 0.0
                    phase += step * (1.0 + wobble)
                    out[i] += g * sin(phase)
                    g *= k
            else:
                for i in range(total):
                    out[i] += g * sin(step * i)
                    g *= k
    attack = max(1, round(inst.attack * SAMPLE_RATE))
    release = max(1, total - held)
    for i in range(min(attack, total)):
        out[i] *= i / attack
    for i in range(held, total):
        x = (i - held) / release
        out[i] *= 0.5 + 0.5 * math.cos(math.pi * x)  # raised-cosine: no click at the end
    return out


# --------------------------------------------------------------------------- score


@dataclass(frozen=True)
class Note:
    start: float  # beats from the start of the loop
    length: float  # beats held
    pitch: int  # MIDI
    instrument: str
    velocity: float


@dataclass(frozen=True)
class Track:
    """One loop: tempo, metre, one chord per bar and the notes of every voice."""

    name: str
    purpose: str
    bpm: float
    beats_per_bar: int
    chords: tuple[str, ...]
    notes: tuple[Note, ...]
    reverb: float  # wet share of the simple room

    @property
    def bars(self) -> int:
        return len(self.chords)

    @property
    def seconds(self) -> float:
        return self.bars * self.beats_per_bar * 60.0 / self.bpm


def melody(line: str, instrument: str, velocity: float, beats_per_bar: int) -> list[Note]:
    """Notes from bars written like ``"C5:.5 A4:.5 C5 F5 | D5 r:3"`` (length in beats, 1 by
    default; ``r`` is a rest). Each bar must add up to the metre: a typo fails loudly."""
    notes: list[Note] = []
    for bar_index, bar in enumerate(line.split("|")):
        t = 0.0
        for token in bar.split():
            name, _, length_text = token.partition(":")
            length = float(length_text) if length_text else 1.0
            if name != "r":
                start = bar_index * beats_per_bar + t
                notes.append(Note(start, length, midi(name), instrument, velocity))
            t += length
        if abs(t - beats_per_bar) > 1e-9:
            raise ValueError(f"bar {bar_index + 1} of {instrument} has {t} beats: {bar!r}")
    return notes


def bars(symbols: str) -> tuple[str, ...]:
    """One chord symbol per bar, written like a lead sheet: ``"F Bb F C"``."""
    return tuple(symbols.split())


def pads(chords: Sequence[str], beats: int, around: int, velocity: float) -> list[Note]:
    """A held chord per bar, voiced close above ``around``."""
    out: list[Note] = []
    for bar, chord in enumerate(chords):
        for pc in chord_notes(chord)[:3]:
            out.append(Note(bar * beats, beats, near(pc, around), "pad", velocity))
    return out


def dragomino() -> Track:
    beats = 4
    chords = bars("F Bb F C Dm Bb Gm C   F Bb F C7 Dm Gm Bb C")
    tune = melody(
        "C5:.5 A4:.5 C5 F5 E5:.5 D5:.5 | D5 Bb4:.5 C5:.5 D5 r | C5:.5 A4:.5 F4 A4:.5 C5:.5 A4"
        " | G4 A4:.5 Bb4:.5 C5:1.5 r:.5 | D5:.5 F5:.5 A5 F5:.5 D5:.5 F5 | D5 Bb4 F5:1.5 r:.5"
        " | G4:.5 Bb4:.5 D5 C5:.5 Bb4:.5 A4 | G4:1.5 E4:.5 G4 r"
        " | C5:.5 A4:.5 C5 F5 E5:.5 D5:.5 | F5 D5:.5 Bb4:.5 D5 F5 | A5:.5 G5:.5 F5 C5 A4"
        " | G4:.5 A4:.5 Bb4:.5 C5:.5 E5 r | F5:.5 E5:.5 D5 A4 D5 | Bb4:.5 C5:.5 D5 G5 r"
        " | F5 D5:.5 Bb4:.5 F4 Bb4 | C5 E5 G5:1.5 r:.5",
        "marimba",
        0.55,
        beats,
    )
    notes: list[Note] = list(tune)
    for bar, chord in enumerate(chords):
        root, third, fifth = chord_notes(chord)[:3]
        t = bar * beats
        notes.append(Note(t, 0.9, near(root, midi("F2")), "pluckbass", 0.7))
        notes.append(Note(t + 2, 0.9, near(fifth, midi("C3")) - 12, "pluckbass", 0.55))
        for beat in (1, 3):  # light off-beat chord taps: the 'pah' of oom-pah
            for pc in (third, fifth):
                notes.append(Note(t + beat, 0.4, near(pc, midi("A3")), "marimba", 0.13))
        if bar % 2 == 1:  # a sparkle every other bar
            notes.append(Note(t + 3.5, 0.5, near(third, midi("A5")), "glock", 0.12))
    notes += pads(chords, beats, midi("F3"), 0.07)
    return Track(
        "dragomino", "playful, for children", 104, beats, chords, tuple(notes), reverb=0.16
    )


def dracheninsel() -> Track:
    beats = 4
    chords = bars("Dm C Bb C Dm F G A   Dm Bb F C Gm Bb Asus A")
    tune = melody(
        "r:4 | r:4 | r:4 | r:3 A4 | D5:2 E5 F5 | C5:2 A4 C5 | D5:2 B4 G4 | E5:3 C#5"
        " | D5:4 | F5:2 D5 Bb4 | C5:2 A4 F4 | G4:2 C5 E5 | D5:2 Bb4 G4 | F5:2 D5 F5"
        " | E5:2 D5:2 | C#5:3 r",
        "horn",
        0.34,
        beats,
    )
    notes: list[Note] = list(tune)
    arpeggio = (0, 1, 2, 3, 4, 3, 2, 1)  # up and down the chord over two octaves
    for bar, chord in enumerate(chords):
        pcs = chord_notes(chord)[:3]
        tones = [near(pcs[0], midi("D3"))]
        while len(tones) < 5:
            tones.append(near(pcs[len(tones) % 3], tones[-1] + 1))
        t = bar * beats
        for i, step in enumerate(arpeggio):
            accent = 0.3 if i % 4 == 0 else 0.2
            notes.append(Note(t + 0.5 * i, 0.5, tones[step], "harp", accent))
        notes.append(Note(t, beats, near(pcs[0], midi("D2")), "softbass", 0.42))
    notes += pads(chords, beats, midi("A3"), 0.09)
    return Track(
        "dracheninsel",
        "adventurous, calm enough for thinking",
        76,
        beats,
        chords,
        tuple(notes),
        reverb=0.24,
    )


def menu() -> Track:
    beats = 3
    chords = bars("G Em C D G Em Am D   G Bm C G Em Am C D")
    tune = melody(
        "B4 D5 G5 | E5:2 B4 | C5 E5 G5 | F#5:2 D5 | G5 F#5:.5 E5:.5 D5 | B4:2 G4 | A4 C5 E5"
        " | D5:3 | G5 D5 B4 | D5 F#5 B5 | A5 G5 E5 | D5:2 B4 | E5 G5:.5 F#5:.5 E5 | C5:2 E5"
        " | G5 E5 C5 | A4 D5 F#5",
        "musicbox",
        0.5,
        beats,
    )
    notes: list[Note] = list(tune)
    for bar, chord in enumerate(chords):
        root, third, fifth = chord_notes(chord)[:3]
        t = bar * beats
        notes.append(Note(t, 1.0, near(root, midi("G2")), "pluckbass", 0.5))
        for beat in (1, 2):
            for pc in (third, fifth):
                notes.append(Note(t + beat, 0.6, near(pc, midi("B3")), "musicbox", 0.12))
    notes += pads(chords, beats, midi("G3"), 0.06)
    return Track("menu", "title and menus: a music-box waltz", 84, beats, chords, tuple(notes), 0.2)


TRACKS: dict[str, Callable[[], Track]] = {
    "menu": menu,
    "dragomino": dragomino,
    "dracheninsel": dracheninsel,
}


# --------------------------------------------------------------------------- mixing


def loop_samples(track: Track) -> int:
    return round(track.seconds * SAMPLE_RATE)


def render_dry(track: Track) -> array.array[float]:
    """All notes laid into a circular buffer: tails past the end wrap to the start."""
    n = loop_samples(track)
    out = array.array("d", bytes(8 * n))
    beat_s = 60.0 / track.bpm
    cache: dict[tuple[str, int, float, float], array.array[float]] = {}
    for note in track.notes:
        key = (note.instrument, note.pitch, note.length, note.velocity)
        samples = cache.get(key)
        if samples is None:
            samples = render_note(
                INSTRUMENTS[note.instrument], freq(note.pitch), note.length * beat_s, note.velocity
            )
            cache[key] = samples
        offset = round(note.start * beat_s * SAMPLE_RATE)
        for i, x in enumerate(samples):
            out[(offset + i) % n] += x
    return out


def reverb(dry: array.array[float], wet: float) -> array.array[float]:
    """A small Schroeder room (four damped combs, two all-passes), run twice round the
    loop so the reverb state at the seam is continuous."""
    n = len(dry)
    comb_ms = (29.7, 37.1, 41.1, 43.7)
    combs = [round(ms * SAMPLE_RATE / 1000) for ms in comb_ms]
    feedback, damp = 0.78, 0.3
    buffers = [array.array("d", bytes(8 * d)) for d in combs]
    lows = [0.0] * len(combs)
    pos = [0] * len(combs)
    room = array.array("d", bytes(8 * n))
    for lap in range(2):
        for i in range(n):
            x = dry[i] * 0.25
            acc = 0.0
            for c in range(len(combs)):
                buf = buffers[c]
                p = pos[c]
                y = buf[p]
                lows[c] = y * (1.0 - damp) + lows[c] * damp
                buf[p] = x + lows[c] * feedback
                pos[c] = p + 1 if p + 1 < combs[c] else 0
                acc += y
            if lap:
                room[i] = acc
    for ms, g in ((5.0, 0.6), (1.7, 0.6)):
        d = round(ms * SAMPLE_RATE / 1000)
        buf = array.array("d", bytes(8 * d))
        p = 0
        for lap in range(2):
            for i in range(n):
                delayed = buf[p]
                x = room[i]
                y = -g * x + delayed
                buf[p] = x + g * y
                p = p + 1 if p + 1 < d else 0
                if lap:
                    room[i] = y
    return array.array("d", (a + wet * b for a, b in zip(dry, room, strict=True)))


def finish(signal: array.array[float]) -> array.array[float]:
    """Remove DC and set a quiet background level with a hard peak ceiling."""
    mean = sum(signal) / len(signal)
    out = array.array("d", (x - mean for x in signal))
    rms = math.sqrt(sum(x * x for x in out) / len(out))
    peak = max(abs(x) for x in out)
    gain = min(10.0 ** (TARGET_RMS_DB / 20.0) / rms, PEAK_LIMIT / peak)
    return array.array("d", (x * gain for x in out))


def render(name: str) -> array.array[float]:
    """The finished loop of one track (deterministic: no randomness anywhere)."""
    track = TRACKS[name]()
    return finish(reverb(render_dry(track), track.reverb))


# --------------------------------------------------------------------------- files


def write_wav(target: Path, signal: Sequence[float]) -> None:
    pcm = array.array("h", (round(max(-1.0, min(1.0, x)) * 32767) for x in signal))
    if sys.byteorder == "big":
        pcm.byteswap()
    with wave.open(str(target), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(SAMPLE_RATE)
        wav.writeframes(pcm.tobytes())


def encode_ogg(wav_path: Path, target: Path) -> None:
    """WAV -> Ogg Vorbis with whichever encoder is installed (oggenc preferred)."""
    if shutil.which("oggenc"):
        cmd = ["oggenc", "-Q", "-q", VORBIS_QUALITY, "-o", str(target), str(wav_path)]
    elif shutil.which("ffmpeg"):
        cmd = ["ffmpeg", "-v", "error", "-y", "-i", str(wav_path), "-c:a", "libvorbis"]
        cmd += ["-q:a", VORBIS_QUALITY, str(target)]
    else:
        raise SystemExit(
            "no Vorbis encoder found: install vorbis-tools (oggenc) or ffmpeg, or use --wav"
        )
    subprocess.run(cmd, check=True)


def main(argv: Sequence[str]) -> int:
    args = list(argv)
    as_wav = "--wav" in args
    args = [a for a in args if a != "--wav"]
    root = Path(__file__).resolve().parents[2]
    out_dir = Path(args[0]) if args and args[0] not in TRACKS else root / "assets" / "music"
    out_dir.mkdir(parents=True, exist_ok=True)
    names = [a for a in args if a in TRACKS] or list(TRACKS)
    for name in names:
        samples = render(name)
        seconds = len(samples) / SAMPLE_RATE
        if as_wav:
            target = out_dir / f"{name}.wav"
            write_wav(target, samples)
        else:
            target = out_dir / f"{name}.ogg"
            with tempfile.TemporaryDirectory() as tmp:
                wav_path = Path(tmp) / f"{name}.wav"
                write_wav(wav_path, samples)
                encode_ogg(wav_path, target)
        size = target.stat().st_size
        print(f"{name:13s} {seconds:5.1f} s  {size / 1024:6.1f} KB  {target}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
