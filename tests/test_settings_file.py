"""settings.json is hostile input: every key has a type and a range; a bad value falls back
to its default with one notice naming the file and the key, and the file heals at once."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import pytest

from boardgames import saves
from boardgames.saves import Settings, settings_warning
from boardgames.settings_check import RULES

BAD_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e308", "1e30", "2147483648", "-1", "-0.5"]
BAD_NUMBERS.append("7" * 400)  # a whole number too big for a float
BAD_ANY = ['"text"', '"1"', "null", "[1]", '{"a": 1}']
BAD_BOOLS = ["0", "1", '"true"', "NaN", "Infinity"]
BAD_VALUES = {
    "fullscreen": BAD_BOOLS + BAD_ANY,
    "colour_blind_palette": BAD_BOOLS + BAD_ANY,
    "open_hands": BAD_BOOLS + BAD_ANY,
    "forecast": BAD_BOOLS + BAD_ANY,
    "volume": [*BAD_NUMBERS, "true", "1.5", *BAD_ANY],
    "animation_speed": [*BAD_NUMBERS, "false", "2.5", *BAD_ANY],
    "window_width": [*BAD_NUMBERS, "true", "1280.0", "1e3", "0", "100000", *BAD_ANY],
    "window_height": [*BAD_NUMBERS, "false", "720.5", "0", "100000", *BAD_ANY],
    "player_names": ['"Ada"', "7", "NaN", "Infinity", "true", "null", '{"a": 1}'],
    "tables": ['"Ada"', "7", "NaN", "Infinity", "true", "null", "[1]"],
}
CASES = [(key, raw) for key, values in BAD_VALUES.items() for raw in values]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    return tmp_path


def test_every_key_has_a_rule() -> None:
    assert set(RULES) == set(asdict(Settings()))
    assert set(BAD_VALUES) == set(RULES)


@pytest.mark.parametrize(("key", "raw"), CASES, ids=[f"{k}={v[:20]}" for k, v in CASES])
def test_a_bad_value_falls_back_to_its_default_with_one_notice(
    home: Path, key: str, raw: str
) -> None:
    path = Settings.path()
    other, other_text, other_value = (
        ("forecast", "false", False) if key == "volume" else ("volume", "0.25", 0.25)
    )
    path.write_text(f'{{"{other}": {other_text}, "{key}": {raw}}}')
    loaded = Settings.load()
    default = getattr(Settings(), key)
    assert getattr(loaded, key) == default
    assert getattr(loaded, other) == other_value  # the good keys stay
    warning = settings_warning()
    assert warning is not None and str(path) in warning and key in warning
    assert "\n" not in warning and len(warning) < 300 + len(str(path))
    # The file heals at once (not only on a clean exit): the next start has no notice.
    assert json.loads(path.read_text())[key] == default
    assert Settings.load() == loaded and settings_warning() is None


def test_the_audits_values_no_longer_reach_the_app(home: Path) -> None:
    Settings.path().write_text(
        '{"window_width": 1e30, "window_height": 2147483648, "volume": NaN, '
        '"animation_speed": Infinity}'
    )
    loaded = Settings.load()
    assert loaded == Settings()
    warning = settings_warning() or ""
    for key in ("window_width", "window_height", "volume", "animation_speed"):
        assert key in warning


def test_good_values_are_kept_without_a_notice(home: Path) -> None:
    good = Settings(True, 0.0, 2.0, False, True, False, 7680, 240, ["Ada"])
    Settings.path().write_text(json.dumps(asdict(good)))
    assert Settings.load() == good and settings_warning() is None
    Settings.path().write_text('{"volume": 1, "animation_speed": 0, "someday": [1]}')
    loaded = Settings.load()
    assert (loaded.volume, loaded.animation_speed) == (1.0, 0.0)
    assert isinstance(loaded.volume, float) and settings_warning() is None


def test_a_file_that_is_not_json_is_kept_aside_and_named(home: Path) -> None:
    path = Settings.path()
    for text in ('{"volume": 0.5', "[1, 2]", '"just text"', "\x00\x01", "1" * 5000):
        path.write_text(text)
        assert Settings.load() == Settings()
        warning = settings_warning() or ""
        assert str(path) in warning and "defaults" in warning and "\n" not in warning
        kept = [p for p in path.parent.iterdir() if p.name.startswith("damaged-")]
        assert len(kept) == 1 and kept[0].read_text() == text  # nothing is lost
        kept[0].unlink()
    assert not path.exists()


def test_a_missing_file_gives_the_defaults_quietly(home: Path) -> None:
    assert Settings.load() == Settings() and settings_warning() is None


def test_the_app_shows_the_notice_and_the_settings_screen_opens(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from boardgames.ui.app import App
    from boardgames.ui.scenes.settings import SettingsScene

    Settings.path().write_text('{"volume": NaN, "animation_speed": 1e308}')
    app = App(headless=True)
    try:
        app.update(0.01)
        assert "settings.json" in app.notice and "volume" in app.notice
        assert app.settings.volume == 0.7 and app.settings.animation_speed == 1.0
        app.stack.push(SettingsScene(app))  # it used to crash on int(NaN * 100)
        app.frame(0.01)
    finally:
        app.stack.scenes.clear()
        saves.set_problem_listener(None)
