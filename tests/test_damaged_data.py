"""A damaged era, card deck or board file: ``simulate`` and the Start button say so in one line.

The shipped files are never touched: the loaders are pointed at copies in a
temporary folder, with one fault put in, and every load cache is cleared
before and after so no other test sees the damaged data.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

import boardgames.core.eras as core_eras
import boardgames.games.corrupt_bargain.cards as cards
import boardgames.games.electoral_dice.board_facts as ed_board_facts
from boardgames.cli import main
from boardgames.core.data import DataError
from boardgames.games.corrupt_bargain import map_facts, model
from boardgames.resources import data_dir, maps_dir
from boardgames.ui import assets_cache


def clear_caches() -> None:
    for cached in (
        core_eras.load_era,
        map_facts.map_facts,
        model.load_board,
        ed_board_facts.load_board,
        assets_cache.us_map,
        assets_cache.grid_board,
    ):
        cached.cache_clear()


@pytest.fixture(autouse=True)
def fresh_caches() -> Iterator[None]:
    clear_caches()
    yield
    clear_caches()


def damaged_era(tmp_path: Path, old: str, new: str) -> Path:
    """A data folder whose us-1824 era has one fault; the other eras are copies."""
    eras = tmp_path / "data" / "eras"
    shutil.copytree(data_dir() / "eras", eras)
    era = eras / "us-1824.yaml"
    text = era.read_text(encoding="utf-8")
    assert old in text
    era.write_text(text.replace(old, new, 1), encoding="utf-8")
    return tmp_path / "data"


def damaged_cards(tmp_path: Path) -> Path:
    """A cards folder whose Event deck has a count of 9 (at most 4 is allowed)."""
    folder = tmp_path / "cards"
    shutil.copytree(cards.CARDS_DIR, folder)
    events = folder / "events.yaml"
    old = "{add: octagon, count: 2, in: NY}"
    events.write_text(events.read_text(encoding="utf-8").replace(old, old.replace("2", "9"), 1))
    return folder


def test_simulate_reports_a_damaged_deck_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cards, "CARDS_DIR", damaged_cards(tmp_path))
    status = main(["simulate", "corrupt-bargain", "--seats", "bot,bot", "--games", "1"])
    err = capsys.readouterr().err.strip()
    assert status == 2 and "\n" not in err
    assert "events.yaml: events[0].effects[0].count: must be at most 4, got 9" in err


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("majority: 131", "majority: 9999", "majority: must be more than half"),
        ("census: 1820", "census: 1820\ncensus: 1820", "duplicate key 'census'"),
        # valid as an era, but not for Corrupt Bargain's rules (New York's split vote)
        ("ev: 36,", "ev: 35,", "states.NY.ev: the rules split New York's votes"),
    ],
)
def test_simulate_reports_a_damaged_era_in_one_line(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    old: str,
    new: str,
    problem: str,
) -> None:
    folder = damaged_era(tmp_path, old, new)
    if new == "ev: 35,":  # keep the era's own sums right, so only the game's check fails
        era = folder / "eras" / "us-1824.yaml"
        era.write_text(era.read_text().replace("total_ev: 261", "total_ev: 260"))
    monkeypatch.setattr(core_eras, "data_dir", lambda: folder)
    monkeypatch.setattr(model, "data_dir", lambda: folder)
    status = main(["simulate", "corrupt-bargain", "--seats", "bot,bot", "--games", "1"])
    err = capsys.readouterr().err.strip()
    assert status == 2 and "\n" not in err
    assert "us-1824.yaml" in err and problem in err


def test_simulate_command_prints_no_traceback(tmp_path: Path) -> None:
    """The same through a real process, as a person would run it."""
    folder = damaged_cards(tmp_path)
    script = (
        "import sys, boardgames.games.corrupt_bargain.cards as cards, pathlib;"
        f"cards.CARDS_DIR = pathlib.Path({str(folder)!r});"
        "from boardgames.cli import main;"
        "sys.exit(main(['simulate', 'corrupt-bargain', '--seats', 'bot,bot', '--games', '1']))"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1 and "events.yaml" in run.stderr


def test_load_board_raises_data_error_for_a_damaged_deck(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cards, "CARDS_DIR", damaged_cards(tmp_path))
    with pytest.raises(DataError, match="events.yaml"):
        model.load_board()


def test_start_button_shows_a_damaged_deck_on_screen(
    app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from boardgames.ui.scenes.seats import SeatsScene

    monkeypatch.setattr(cards, "CARDS_DIR", damaged_cards(tmp_path))
    scene = SeatsScene(app, "corrupt-bargain")
    app.stack.reset(scene)
    scene.start()
    assert app.stack.top is scene
    assert scene.message.startswith("The game cannot start: events.yaml: events[0]")
    for size in ((1280, 720), (960, 600)):
        scene.draw(pygame.Surface(size))  # the long message is wrapped, not a crash


def test_start_button_shows_a_damaged_board_on_screen(
    app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from boardgames.ui.scenes.seats import SeatsScene

    board = tmp_path / ed_board_facts.BOARD_FILE
    text = (maps_dir() / ed_board_facts.BOARD_FILE).read_text(encoding="utf-8")
    board.write_text(text.replace('tilewidth="96"', 'tilewidth="0"', 1), encoding="utf-8")
    monkeypatch.setattr(ed_board_facts, "maps_dir", lambda: tmp_path)
    scene = SeatsScene(app, "electoral-dice")
    app.stack.reset(scene)
    scene.start()
    assert app.stack.top is scene
    assert "electoral-dice-board.tmx" in scene.message and "tilewidth" in scene.message


@pytest.mark.parametrize("with_libyaml", [True, False], ids=["libyaml", "pure-python"])
def test_strict_yaml_refuses_the_same_with_or_without_libyaml(
    with_libyaml: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build without libyaml falls back to PyYAML's Python parser; the rules must not change."""
    import importlib

    import yaml

    from boardgames.core import strict_yaml

    if not with_libyaml:
        monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
    module = importlib.reload(strict_yaml)
    try:
        expected_base = yaml.CSafeLoader if with_libyaml else yaml.SafeLoader
        assert expected_base in module.StrictLoader.__mro__
        assert module.parse_strict_yaml("a: [1, {b: 2}]\n") == {"a": [1, {"b": 2}]}
        for text, problem in (
            ("a: 1\nb: 2\na: 3\n", "duplicate key 'a' (first given on line 1)"),
            ("a: " + "[" * 50_000 + "]" * 50_000, "nested more than 64 levels deep"),
            ("a: &x [1]\nb: *x\n", "aliases (*name) are not allowed"),
            ("a: " + "9" * 5000, "a number of 5000 characters"),
        ):
            with pytest.raises(yaml.YAMLError) as caught:
                module.parse_strict_yaml(text)
            assert problem in str(caught.value)
    finally:
        monkeypatch.undo()
        importlib.reload(strict_yaml)
