"""Sound effects that can never take the game down.

Audio is the least essential thing the app does and the most fragile: a
machine may have no sound card, a headless CI runs with SDL's dummy driver,
a wheel may lose a file. So every failure here turns into silence and one log
line, never an exception in the frame loop.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from boardgames.resources import assets_dir

log = logging.getLogger(__name__)

# The sounds made by assets/sounds/make_sounds.py; ``play`` takes these names.
SOUND_NAMES: tuple[str, ...] = (
    "dice_roll",
    "dice_land",
    "click",
    "win_state",
    "fail",
    "fanfare",
)

# Match the files (44.1 kHz, 16-bit) so SDL never resamples, and keep the
# buffer small so a click is heard with the click, not a beat later.
MIXER_FREQUENCY = 44_100
MIXER_SIZE = -16
MIXER_CHANNELS = 2
MIXER_BUFFER = 512


class SoundBoard:
    """Plays the named effects, or quietly does nothing when audio is unavailable.

    Sounds load on first use, so starting the app costs nothing for sounds
    that a session never plays.
    """

    def __init__(self, volume: float = 1.0, sounds_dir: Path | None = None) -> None:
        self._dir = sounds_dir if sounds_dir is not None else assets_dir() / "sounds"
        self._volume = _clamp(volume)
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._warned: set[str] = set()
        self.enabled = self._init_mixer()

    @staticmethod
    def _init_mixer() -> bool:
        """Start the mixer if nobody has; report whether sound can be played."""
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(
                    frequency=MIXER_FREQUENCY,
                    size=MIXER_SIZE,
                    channels=MIXER_CHANNELS,
                    buffer=MIXER_BUFFER,
                )
            return pygame.mixer.get_init() is not None
        except Exception as exc:  # any audio failure means "play nothing"
            # pygame.error for no device, NotImplementedError when pygame was
            # built without the mixer, OSError from odd drivers: all mean silence.
            log.warning("sound disabled: cannot open an audio device (%s)", exc)
            return False

    @property
    def volume(self) -> float:
        """Effect volume from 0.0 (silent) to 1.0 (full)."""
        return self._volume

    def set_volume(self, volume: float) -> None:
        """Set the effect volume, clamped to 0.0..1.0; 0 silences every effect."""
        self._volume = _clamp(volume)
        for sound in self._sounds.values():
            if sound is not None:
                try:
                    sound.set_volume(self._volume)
                except pygame.error as exc:
                    log.debug("could not set volume: %s", exc)

    def play(self, name: str) -> None:
        """Play effect ``name`` once; unknown names and audio failures are ignored."""
        if name not in SOUND_NAMES:
            self._warn_once(name, "unknown sound %r ignored; known sounds: %s", name, SOUND_NAMES)
            return
        if not self.enabled or self._volume <= 0.0:
            return
        sound = self._load(name)
        if sound is None:
            return
        try:
            if pygame.mixer.get_init() is None:  # someone quit pygame under us
                return
            sound.play()
        except Exception as exc:  # a failed effect must not stop the game
            self._warn_once(f"play:{name}", "could not play sound %r: %s", name, exc)

    def preload(self) -> None:
        """Load every effect now, to avoid a disk read the first time each plays."""
        if self.enabled:
            for name in SOUND_NAMES:
                self._load(name)

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        """The Sound for ``name``, read from disk once; None if it cannot be read."""
        if name in self._sounds:
            return self._sounds[name]
        path = self._dir / f"{name}.wav"
        sound: pygame.mixer.Sound | None
        try:
            sound = pygame.mixer.Sound(path)
            sound.set_volume(self._volume)
        except Exception as exc:  # missing or corrupt file: stay silent
            log.warning("cannot load sound %s: %s", path, exc)
            sound = None
        self._sounds[name] = sound
        return sound

    def _warn_once(self, key: str, message: str, *args: object) -> None:
        """Log a warning the first time only, so a per-frame mistake cannot flood the log."""
        if key not in self._warned:
            self._warned.add(key)
            log.warning(message, *args)


def _clamp(volume: float) -> float:
    """Volume within 0.0..1.0 (NaN counts as silence)."""
    if volume != volume:  # NaN
        return 0.0
    return max(0.0, min(1.0, float(volume)))
