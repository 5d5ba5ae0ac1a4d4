"""Data files: shipped files cross-check, bad files fail with file, place and problem."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from boardgames.checkdata import check_paths
from boardgames.core.data import DataError
from boardgames.core.eras import load_era, load_era_file
from boardgames.resources import data_dir, maps_dir

GOOD = """\
id: tiny
title: Tiny
census: 1820
map: tiny.tmx
total_ev: 7
states:
  AA: {name: Aland, ev: 3, adjacent: [BB]}
  BB: {name: Beeland, ev: 4, adjacent: [AA]}
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "era.yaml"
    path.write_text(text)
    return path


def test_a_good_era_loads(tmp_path: Path) -> None:
    era = load_era_file(write(tmp_path, GOOD))
    assert era.states["AA"].adjacent == ("BB",) and era.total_ev == 7


@pytest.mark.parametrize(
    ("change", "where", "problem"),
    [
        (("ev: 3", "ev: many"), "states.AA.ev", "expected a whole number, got 'many'"),
        (("adjacent: [BB]}", "adjacent: [CC]}"), "states.AA.adjacent", "'CC' is not a state"),
        (("adjacent: [AA]}", "adjacent: []}"), "states.AA.adjacent", "BB does not list AA"),
        (("total_ev: 7", "total_ev: 8"), "total_ev", "add up to 7, not 8"),
        (("title: Tiny", "titel: Tiny"), "titel", "unknown key"),
        (("census: 1820\n", ""), "(top level)", "missing required key 'census'"),
    ],
)
def test_bad_era_names_file_place_and_problem(tmp_path: Path, change, where, problem) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(DataError) as caught:
        load_era_file(path)
    message = str(caught.value)
    assert message.startswith("era.yaml: ") and where in message and problem in message


def test_broken_yaml_names_the_line(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("ev: 4,", "ev: [4,"))
    with pytest.raises(DataError, match=r"era.yaml: line \d+, column \d+: not valid YAML"):
        load_era_file(path)


def test_a_key_given_twice_is_refused(tmp_path: Path) -> None:
    # Plain safe_load would keep the second AA silently.
    path = write(tmp_path, GOOD + "  AA: {name: Again, ev: 3, adjacent: [BB]}\n")
    with pytest.raises(DataError, match=r"era.yaml: line 9, column 3: .*duplicate key 'AA'"):
        load_era_file(path)


def test_shipped_eras_add_up_and_are_symmetric() -> None:
    totals = {"us-1824": 261, "us-1912": 531, "us-1972": 538, "us-2024": 538}
    for era_id, total in totals.items():
        era = load_era(era_id)
        assert sum(s.ev for s in era.states.values()) == total == era.total_ev
        for code, info in era.states.items():
            assert all(code in era.states[n].adjacent for n in info.adjacent)


def test_check_data_reports_good_and_bad_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = [str(data_dir() / "eras" / "us-1824.yaml"), str(maps_dir() / "us-modern.tmx")]
    assert check_paths(good) == 0
    bad_yaml = write(tmp_path, GOOD.replace("ev: 3", "ev: -1"))
    bad_tmx = tmp_path / "cut.tmx"
    bad_tmx.write_text((maps_dir() / "us-1912.tmx").read_text()[:500])
    assert check_paths([str(bad_yaml), str(bad_tmx), str(tmp_path / "nothing.yaml")]) == 2
    err = capsys.readouterr().err
    assert "era.yaml: states.AA.ev: must be at least 1" in err
    assert "cut.tmx" in err and "nothing.yaml: file not found" in err
    assert "Traceback" not in err


def test_check_data_command_line_exit_status(tmp_path: Path) -> None:
    bad = write(tmp_path, "states: [")
    run = subprocess.run(
        [sys.executable, "-m", "boardgames", "check-data", str(bad)], capture_output=True, text=True
    )
    assert run.returncode == 2 and "not valid YAML" in run.stderr and "Traceback" not in run.stderr


def _texts(value: object) -> list[str]:
    """Every string in a parsed YAML document."""
    if isinstance(value, dict):
        return [text for item in value.values() for text in _texts(item)]
    if isinstance(value, list):
        return [text for item in value for text in _texts(item)]
    return [value] if isinstance(value, str) else []


def test_no_shipped_text_breaks_a_word_at_a_hyphen() -> None:
    """A folded YAML line that ends in a hyphen joins its word with a space ("face- down"):
    every word in the shipped texts reads whole."""
    package = Path(__file__).resolve().parent.parent / "boardgames"
    files = sorted(package.rglob("*.yaml"))
    assert len(files) >= 5
    broken = [
        f"{path.name}: {text[:60]}"
        for path in files
        for text in _texts(yaml.safe_load(path.read_text(encoding="utf-8")))
        if re.search(r"[A-Za-z]- [a-z]", text)
    ]
    assert not broken
