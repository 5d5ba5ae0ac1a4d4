"""Synthesize the game's sound effects from nothing but arithmetic.

Every sound the app plays is made here, so the project owns them outright
(MIT, like the code) and anyone can tweak and regenerate them:

    python assets/sounds/make_sounds.py [OUTPUT_DIR]

Only the standard library is used, and every random choice comes from a
``random.Random`` seeded per sound, so two runs write byte-identical files.
Output is 16-bit mono PCM at 44.1 kHz: mono keeps the files small and the
mixer spreads it to both speakers.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 44_100
SEED = 1776
TAU = 2.0 * math.pi

Buffer = list[float]


def blank(seconds: float) -> Buffer:
    """A silent buffer to mix voices into."""
    return [0.0] * int(round(seconds * RATE))


def mix(into: Buffer, voice: Sequence[float], at: float, gain: float = 1.0) -> None:
    """Add ``voice`` into ``into`` starting at ``at`` seconds, clipping at the end."""
    start = int(round(at * RATE))
    stop = min(len(into), start + len(voice))
    for i in range(start, stop):
        into[i] += gain * voice[i - start]


def one_pole_lowpass(samples: Sequence[float], cutoff: float) -> Buffer:
    """Soften noise so it sounds like wood or felt rather than hiss."""
    a = math.exp(-TAU * cutoff / RATE)
    out: Buffer = []
    y = 0.0
    for x in samples:
        y = (1.0 - a) * x + a * y
        out.append(y)
    return out


def noise_burst(rng: random.Random, seconds: float, decay: float, cutoff: float) -> Buffer:
    """Filtered noise dying away with time constant ``decay``: the 'contact' of a hit."""
    n = int(seconds * RATE)
    raw = [rng.uniform(-1.0, 1.0) * math.exp(-i / (decay * RATE)) for i in range(n)]
    return one_pole_lowpass(raw, cutoff)


def modes(
    partials: Sequence[tuple[float, float, float]],
    seconds: float,
    attack: float = 0.001,
) -> Buffer:
    """Sum of exponentially damped sines (freq, amplitude, decay time).

    Modal synthesis is the cheapest way to get convincing struck objects:
    dice, tables and bells are all just a handful of ringing modes.
    """
    n = int(seconds * RATE)
    out = [0.0] * n
    attack_n = max(1, int(attack * RATE))
    for freq, amp, decay in partials:
        if freq >= RATE / 2:
            continue
        w = TAU * freq / RATE
        k = 1.0 / (decay * RATE)
        for i in range(n):
            out[i] += amp * math.exp(-i * k) * math.sin(w * i)
    for i in range(min(attack_n, n)):
        out[i] *= i / attack_n
    return out


def knock(rng: random.Random, base: float, seconds: float, brightness: float) -> Buffer:
    """A struck wooden or plastic block: inharmonic bar modes plus a noisy contact."""
    ratios = (1.0, 2.76, 5.40, 8.93)
    partials = []
    for idx, ratio in enumerate(ratios):
        detune = rng.uniform(0.985, 1.015)
        amp = brightness**idx
        decay = seconds / 5.0 / (1.0 + 1.6 * idx) * rng.uniform(0.8, 1.2)
        partials.append((base * ratio * detune, amp, decay))
    body = modes(partials, seconds)
    contact = noise_burst(rng, min(seconds, 0.02), 0.002, 3000.0 + 4000.0 * brightness)
    mix(body, contact, 0.0, 0.8)
    return body


def dice_roll() -> Buffer:
    """Several dice rattling on a board, hits thinning out as they settle (~0.6 s)."""
    rng = random.Random(SEED + 1)
    out = blank(0.62)
    # Rolling on felt: a faint low rumble under the clicks.
    rumble = noise_burst(rng, 0.55, 0.12, 500.0)
    mix(out, rumble, 0.0, 0.4)
    t = 0.0
    gap = 0.018
    while t < 0.5:
        loud = rng.uniform(0.5, 1.0) * (1.0 - 0.6 * t / 0.5)
        base = rng.uniform(1400.0, 2600.0)
        mix(out, knock(rng, base, 0.05, rng.uniform(0.25, 0.5)), t, loud)
        if rng.random() < 0.4:  # two dice clacking together, a hair apart
            echo = rng.uniform(0.004, 0.012)
            mix(out, knock(rng, base * rng.uniform(1.1, 1.4), 0.04, 0.4), t + echo, 0.5 * loud)
        t += gap * rng.uniform(0.7, 1.6)
        gap *= 1.13
    return out


def dice_land() -> Buffer:
    """A die coming to rest: one solid knock with a little low thump (~0.25 s)."""
    rng = random.Random(SEED + 2)
    out = blank(0.25)
    mix(out, knock(rng, 330.0, 0.25, 0.45), 0.0, 1.0)
    mix(out, modes([(95.0, 1.0, 0.04)], 0.2, attack=0.002), 0.0, 0.7)
    # A tiny secondary bounce makes it read as a die, not a door knock.
    mix(out, knock(rng, 360.0, 0.15, 0.35), 0.055, 0.3)
    return out


def click() -> Buffer:
    """A short, crisp UI tick that does not tire the ear on repeats (~45 ms)."""
    rng = random.Random(SEED + 3)
    out = blank(0.045)
    mix(out, modes([(1900.0, 1.0, 0.006), (3800.0, 0.3, 0.003)], 0.045), 0.0)
    mix(out, noise_burst(rng, 0.01, 0.0015, 6000.0), 0.0, 0.6)
    return out


def bell(freq: float, seconds: float) -> Buffer:
    """A soft glockenspiel-like tone: a bright onset that mellows quickly."""
    return modes(
        [
            (freq, 1.0, 0.45),
            (freq * 2.0, 0.35, 0.2),
            (freq * 3.0, 0.12, 0.1),
            (freq * 4.2, 0.08, 0.05),
        ],
        seconds,
        attack=0.003,
    )


def win_state() -> Buffer:
    """A quick rising major arpeggio: 'you took the state' (~0.9 s)."""
    out = blank(0.9)
    notes = (523.25, 659.26, 783.99, 1046.50)  # C5 E5 G5 C6
    for i, freq in enumerate(notes):
        start = 0.085 * i
        mix(out, bell(freq, 0.9 - start), start, 0.6 + 0.1 * i)
    return out


def fail() -> Buffer:
    """A soft low thud with a sagging pitch: disappointment without alarm (~0.45 s)."""
    rng = random.Random(SEED + 5)
    n = int(0.45 * RATE)
    out = [0.0] * n
    phase = 0.0
    attack_n = int(0.008 * RATE)
    for i in range(n):
        t = i / RATE
        freq = 70.0 + 90.0 * math.exp(-t / 0.08)  # glides 160 Hz -> 70 Hz
        phase += TAU * freq / RATE
        env = math.exp(-t / 0.12) * min(1.0, i / attack_n)
        # A little 2nd and 3rd harmonic so small laptop speakers still hear it.
        out[i] = env * (math.sin(phase) + 0.3 * math.sin(2 * phase) + 0.1 * math.sin(3 * phase))
    mix(out, noise_burst(rng, 0.06, 0.01, 400.0), 0.0, 0.8)
    return out


def brass(freq: float, seconds: float, hold: float, vibrato: bool = False) -> Buffer:
    """A brassy note: harmonics that brighten as the note swells, then release.

    ``hold`` is how long the note sounds before its 80 ms release.
    """
    n = int(seconds * RATE)
    out = [0.0] * n
    attack = 0.03
    release = 0.08
    harmonics = 7
    phase = 0.0
    for i in range(n):
        t = i / RATE
        if t < attack:
            env = t / attack
        elif t < hold:
            env = 1.0 - 0.15 * min(1.0, (t - attack) / 0.15)
        else:
            env = 0.85 * max(0.0, 1.0 - (t - hold) / release)
        if t >= hold and env <= 0.0:
            break
        f = freq
        if vibrato and t > 0.25:
            f *= 1.0 + 0.004 * math.sin(TAU * 5.5 * t) * min(1.0, (t - 0.25) / 0.2)
        phase += TAU * f / RATE
        bright = 0.3 + 0.4 * env
        s = 0.0
        amp = 1.0
        for h in range(1, harmonics + 1):
            if freq * h < RATE / 2:
                s += amp * math.sin(h * phase)
            amp *= bright
        out[i] = env * s
    return out


def fanfare() -> Buffer:
    """A short victory flourish: G-C-E pickup into a held C major chord (~1.5 s)."""
    rng = random.Random(SEED + 6)
    out = blank(1.5)
    pickup = ((392.00, 0.0), (523.25, 0.15), (659.26, 0.30))  # G4 C5 E5
    for freq, start in pickup:
        mix(out, brass(freq, 0.22, 0.12), start, 0.8)
    final = 0.45
    hold = 0.85
    for freq, gain in ((783.99, 0.8), (659.26, 0.45), (523.25, 0.45), (261.63, 0.35)):
        mix(out, brass(freq, hold + 0.1, hold, vibrato=True), final, gain)
    # A timpani-ish hit under the final chord gives the flourish a floor.
    mix(out, modes([(130.81, 1.0, 0.35), (196.0, 0.4, 0.2)], 0.9, attack=0.004), final, 0.9)
    mix(out, noise_burst(rng, 0.05, 0.01, 1500.0), final, 0.5)
    # A few early reflections: a dry synth sounds boxy, a room sounds like a hall.
    dry = list(out)
    for delay, gain in ((0.031, 0.22), (0.047, 0.16), (0.071, 0.11), (0.113, 0.07)):
        mix(out, dry, delay, gain)
    return out


def finish(samples: Buffer, peak: float) -> Buffer:
    """Normalise to ``peak`` and fade the edges so nothing clicks on start or stop."""
    top = max(abs(s) for s in samples) or 1.0
    scale = peak / top
    out = [s * scale for s in samples]
    fade_out = min(len(out), int(0.01 * RATE))
    for i in range(fade_out):
        out[len(out) - 1 - i] *= i / fade_out
    return out


def write_wav(path: Path, samples: Sequence[float]) -> None:
    """Write 16-bit mono PCM; ``wave`` writes no timestamps, so output is reproducible."""
    frames = bytearray()
    for s in samples:
        v = int(round(s * 32767.0))
        frames += struct.pack("<h", max(-32768, min(32767, v)))
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(bytes(frames))


# name -> (generator, peak level). Peaks set the relative loudness of the set:
# frequent sounds (click, dice) sit lower than the rare rewards.
SOUNDS: dict[str, tuple[Callable[[], Buffer], float]] = {
    "dice_roll": (dice_roll, 0.55),
    "dice_land": (dice_land, 0.6),
    "click": (click, 0.4),
    "win_state": (win_state, 0.6),
    "fail": (fail, 0.6),
    "fanfare": (fanfare, 0.7),
}


def main(argv: Sequence[str] | None = None) -> None:
    """Write every sound into the output folder (this script's folder by default)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "output_dir",
        nargs="?",
        type=Path,
        default=Path(__file__).resolve().parent,
        help="folder to write the .wav files into (default: beside this script)",
    )
    args = parser.parse_args(argv)
    out_dir: Path = args.output_dir
    out_dir.mkdir(parents=True, exist_ok=True)
    for name, (make, peak) in SOUNDS.items():
        path = out_dir / f"{name}.wav"
        write_wav(path, finish(make(), peak))
        print(f"wrote {path} ({path.stat().st_size // 1024} KB)")


if __name__ == "__main__":
    main()
