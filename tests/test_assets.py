"""The shipped fonts and sounds load, and their loaders never break the game."""

from __future__ import annotations

import array
import logging
import subprocess
import sys
import wave
from collections.abc import Iterator
from pathlib import Path

# tests/conftest.py has already pointed SDL at its dummy video and audio drivers.
import pygame
import pytest

from boardgames.resources import assets_dir
from boardgames.ui import fonts
from boardgames.ui.sound import SOUND_NAMES, SoundBoard

SOUNDS_DIR = assets_dir() / "sounds"
FONTS_DIR = assets_dir() / "fonts"
MAKE_SOUNDS = SOUNDS_DIR / "make_sounds.py"
SAMPLE = "Ohio 18 EV — 270 to win"


@pytest.fixture(autouse=True)
def _fresh_font_cache() -> Iterator[None]:
    """Each test sees fonts loaded from the files it expects, not a neighbour's."""
    fonts.clear_cache()
    yield
    fonts.clear_cache()


# --- fonts -----------------------------------------------------------------


def test_every_font_file_and_licence_is_shipped() -> None:
    for filename in fonts.FONT_FILES.values():
        assert (FONTS_DIR / filename).is_file(), filename
    assert list(FONTS_DIR.glob("OFL-*.txt")), "font licences must ship with the fonts"
    assert (FONTS_DIR / "README.md").is_file()


@pytest.mark.parametrize("weight", fonts.WEIGHTS)
def test_fonts_load_and_render_at_sizes_8_to_72(weight: str) -> None:
    family = "Libre Baskerville" if weight == "title" else "Atkinson Hyperlegible Next"
    for size in range(8, 73):
        font = fonts.get_font(size, weight)
        assert font.name == family, "fell back to pygame's font: a file is missing"
        surface = font.render(SAMPLE, True, (0, 0, 0))
        assert surface.get_width() > 0 and surface.get_height() > 0
        # Something was actually drawn, not just an empty box.
        assert surface.get_bounding_rect().width > size


def test_get_font_is_cached_per_size_and_weight() -> None:
    assert fonts.get_font(18) is fonts.get_font(18, "regular")
    assert fonts.get_font(18) is not fonts.get_font(18, "bold")
    assert fonts.get_font(18) is not fonts.get_font(19)


def test_unknown_weight_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown font weight"):
        fonts.get_font(12, "heavy")


def test_missing_font_file_falls_back_to_pygame_font(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(fonts.FONT_FILES, "bold", "NoSuchFont.ttf")
    with caplog.at_level(logging.WARNING):
        font = fonts.get_font(20, "bold")
    assert font.render("x", True, (0, 0, 0)).get_width() > 0
    assert "NoSuchFont.ttf" in caplog.text


def test_render_text_returns_a_non_empty_cached_surface() -> None:
    first = fonts.render_text(SAMPLE, 24, (255, 255, 255), "bold")
    assert first.get_bounding_rect().width > 0
    assert fonts.render_text(SAMPLE, 24, (255, 255, 255), "bold") is first
    # pygame.Color is unhashable; it must still work and hit the same entry.
    as_color = fonts.render_text(SAMPLE, 24, pygame.Color(255, 255, 255), "bold")
    assert as_color.get_size() == first.get_size()
    assert fonts.render_text(SAMPLE, 24, "white", "bold").get_size() == first.get_size()
    assert fonts.render_text("", 24, (0, 0, 0)).get_height() > 0


def test_cached_render_text_renders_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A frame draws hundreds of labels: a repeat must hand back the same surface without
    rendering again (its cost is measured by ``boardgames bench``, not asserted here)."""
    first = fonts.render_text(SAMPLE, 16, (10, 20, 30))
    renders: list[str] = []

    def counting_font(size: int, weight: str = "regular") -> object:
        renders.append(weight)
        return real_get_font(size, weight)

    real_get_font = fonts.get_font
    monkeypatch.setattr(fonts, "get_font", counting_font)
    for _ in range(100):
        assert fonts.render_text(SAMPLE, 16, (10, 20, 30)) is first
    assert renders == []
    fonts.render_text(SAMPLE + "!", 16, (10, 20, 30))
    assert renders == ["regular"]  # a new text is rendered (the counter does count)


def test_fonts_survive_the_font_module_restarting() -> None:
    """Fonts die with pygame.font.quit(); the cache must not hand out dead ones."""
    fonts.get_font(14)
    pygame.font.quit()
    assert fonts.render_text("still here", 14, (0, 0, 0)).get_width() > 0
    assert fonts.wrap_text("still here", 14, 500) == ["still here"]


WRAP_TEXT = (
    "Roll the dice to campaign across the nation. Each state you carry adds "
    "its electoral votes; the first candidate to reach 270 wins the presidency.\n"
    "\n"
    "Massachusetts Pennsylvania Mississippi Tennessee"
)


@pytest.mark.parametrize("weight", ["regular", "bold", "title"])
@pytest.mark.parametrize("size", [8, 12, 16, 24, 40, 72])
@pytest.mark.parametrize("width", [1, 60, 150, 333, 800])
def test_wrap_text_never_exceeds_width(weight: str, size: int, width: int) -> None:
    lines = fonts.wrap_text(WRAP_TEXT, size, width, weight)
    font = fonts.get_font(size, weight)
    for line in lines:
        rendered = font.render(line, True, (0, 0, 0)).get_width() if line else 0
        if rendered > width:
            assert " " not in line, f"{line!r} is {rendered}px, wider than {width}px"
    # Wrapping moves words between lines but never loses or reorders them.
    assert " ".join(lines).split() == WRAP_TEXT.split()


def test_wrap_text_keeps_paragraphs_and_fills_lines() -> None:
    assert fonts.wrap_text("", 16, 100) == []
    assert fonts.wrap_text("one\n\ntwo", 16, 500) == ["one", "", "two"]
    assert fonts.wrap_text("a few short words", 16, 10_000) == ["a few short words"]
    assert fonts.wrap_text("Supercalifragilistic word", 16, 20) == ["Supercalifragilistic", "word"]


# --- sounds ----------------------------------------------------------------


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_file_is_a_small_44k_16bit_wav(name: str) -> None:
    path = SOUNDS_DIR / f"{name}.wav"
    assert path.is_file()
    assert path.stat().st_size < 200_000
    with wave.open(str(path), "rb") as wav:
        assert wav.getframerate() == 44_100
        assert wav.getsampwidth() == 2
        assert wav.getnchannels() in (1, 2)
        seconds = wav.getnframes() / wav.getframerate()
        samples = array.array("h", wav.readframes(wav.getnframes()))
    assert 0.02 < seconds < 2.0
    assert max(abs(s) for s in samples) > 3000, "the sound is (nearly) silent"


def _read_samples(path: Path) -> array.array:
    with wave.open(str(path), "rb") as wav:
        return array.array("h", wav.readframes(wav.getnframes()))


def test_make_sounds_is_deterministic_and_matches_shipped_files(tmp_path: Path) -> None:
    runs = [tmp_path / "a", tmp_path / "b"]
    for out in runs:
        subprocess.run([sys.executable, str(MAKE_SOUNDS), str(out)], check=True, timeout=120)
    for name in SOUND_NAMES:
        first, second = ((run / f"{name}.wav").read_bytes() for run in runs)
        assert first == second, f"{name}.wav differs between two runs"
        # The shipped file is what the script makes; allow one step of rounding
        # in case another platform's libm differs in the last bit.
        shipped = _read_samples(SOUNDS_DIR / f"{name}.wav")
        fresh = _read_samples(runs[0] / f"{name}.wav")
        assert len(shipped) == len(fresh), f"{name}.wav is stale: rerun make_sounds.py"
        assert max(abs(a - b) for a, b in zip(shipped, fresh, strict=True)) <= 1, (
            f"{name}.wav is stale: rerun make_sounds.py"
        )


@pytest.fixture
def no_mixer() -> Iterator[None]:
    """Start each sound test with the mixer closed, as a fresh app would."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


@pytest.mark.usefixtures("no_mixer")
def test_soundboard_plays_everything_with_the_dummy_driver(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    board = SoundBoard()
    assert board.enabled
    board.preload()
    for name in SOUND_NAMES:
        board.play(name)
    board.set_volume(0.5)
    board.play("click")


@pytest.mark.usefixtures("no_mixer")
def test_soundboard_is_silent_when_the_mixer_cannot_start(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken_init(*_args: object, **_kwargs: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    with caplog.at_level(logging.WARNING):
        board = SoundBoard()
    assert not board.enabled
    assert "sound disabled" in caplog.text
    board.preload()
    for name in SOUND_NAMES:
        board.play(name)
    board.set_volume(0.3)
    board.play("fanfare")


@pytest.mark.usefixtures("no_mixer")
def test_unknown_sound_is_ignored_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    board = SoundBoard()
    with caplog.at_level(logging.WARNING):
        board.play("trumpet_solo")
        board.play("trumpet_solo")
    warnings = [r for r in caplog.records if "trumpet_solo" in r.getMessage()]
    assert len(warnings) == 1, "warn once, not once per frame"


@pytest.mark.usefixtures("no_mixer")
def test_missing_sound_file_is_silent(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    board = SoundBoard(sounds_dir=tmp_path)
    with caplog.at_level(logging.WARNING):
        board.play("click")
        board.play("click")
    assert "cannot load sound" in caplog.text


@pytest.mark.usefixtures("no_mixer")
def test_volume_is_clamped_and_zero_means_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    board = SoundBoard(volume=3.0)
    assert board.volume == 1.0
    board.set_volume(-1.0)
    assert board.volume == 0.0
    board.set_volume(float("nan"))
    assert board.volume == 0.0

    played: list[str] = []
    monkeypatch.setattr(board, "_load", lambda name: played.append(name))
    board.play("click")
    assert played == [], "volume 0 must not even touch the mixer"
    board.set_volume(0.7)
    assert board.volume == 0.7
    board.play("click")
    assert played == ["click"]
