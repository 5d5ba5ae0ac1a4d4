"""The corpus of broken files (tests/corpus/): each is refused in one line, fast, and kept.

Every file goes through ``boardgames check-data`` (one subprocess for all of
them, as a person would run it) and, in this process, through check_path and
the loader the app itself uses, each under a 2-second timer. Named pipes,
50 MB files, links to /dev/zero and folders named like files are made at run
time (git cannot hold them). Afterwards every file must be there, unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path

import pytest

from boardgames.checkdata import check_path
from boardgames.core.data import DataError
from boardgames.core.eras import era_map_path, load_era_file
from boardgames.core.gridboard import BoardError, load_grid_board
from boardgames.core.maps import MapError, load_map
from boardgames.core.record import SaveError, read_record
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.cards import load_events, load_politicians, load_populace
from boardgames.saves import Settings, settings_warning
from boardgames.settings_check import heal
from tests.corpus.make_corpus import (
    KINDS,
    SETTINGS_KIND,
    all_cases,
    make_runtime_cases,
    settings_cases,
)

CORPUS = Path(__file__).parent / "corpus"
TIME_LIMIT = 2.0  # seconds of work per file (CPU time: a loaded machine must not fail it)
HANG_LIMIT = 10.0  # wall-clock seconds after which a loader is taken to be stuck (a pipe)
MESSAGE_LIMIT = 500  # characters: one line a person reads, not a dump of the file
COMMITTED = sorted(p for kind in KINDS for p in (CORPUS / kind).iterdir())
CAN_MAKE_PIPES = hasattr(os, "mkfifo") and hasattr(signal, "setitimer")


class TooSlow(BaseException):
    """Raised by the timer; a BaseException so no loader's ``except Exception`` hides it."""


@contextmanager
def deadline(seconds: float = TIME_LIMIT) -> Iterator[None]:
    """Interrupt the block after ``seconds`` (a blocked open() of a pipe included)."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expire(signum: int, frame: object) -> None:
        raise TooSlow(f"took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def fingerprint(path: Path) -> tuple[object, ...]:
    """What must not change: a regular file's bytes; otherwise its type, size and target.

    Pipes, devices and links are never opened here (that would block or never end).
    """
    info = os.lstat(path)
    if stat.S_ISREG(info.st_mode) and info.st_size <= 1_000_000:
        return ("file", hashlib.sha256(path.read_bytes()).hexdigest())
    target = os.readlink(path) if stat.S_ISLNK(info.st_mode) else ""
    return (stat.S_IFMT(info.st_mode), info.st_size, info.st_mtime_ns, target)


def load_save_as_the_app_does(path: Path) -> None:
    """Resume's path: read the record, find its game, replay every move."""
    record = read_record(path)
    try:
        entry = get_game(record.ruleset_id)
    except KeyError:
        raise SaveError(f"the save is of an unknown game {record.ruleset_id!r}") from None
    Session(entry.ruleset, record)


def load_era_as_the_app_does(path: Path) -> object:
    """load_era's path: the era, then the map it names."""
    era = load_era_file(path)
    era_map_path(era, path)
    return era


def card_loader(path: Path) -> object:
    for prefix, loader in (
        ("events", load_events),
        ("populace", load_populace),
        ("politicians", load_politicians),
    ):
        if path.name.startswith(prefix):
            return loader(path)
    raise AssertionError(f"{path.name}: a card file must start with its deck's name")


APP_LOADERS: dict[str, tuple[Callable[[Path], object], type[Exception]]] = {
    "era": (load_era_as_the_app_does, DataError),
    "cards": (card_loader, DataError),
    "tmx": (load_map, MapError),
    "grid": (load_grid_board, BoardError),
    "saves": (load_save_as_the_app_does, SaveError),
}


# Why the faults named in the issue must be refused: the message must say so, so that a
# file refused for some other, accidental reason cannot pass for the check it is meant for.
EXPECTED = {
    "era/duplicate-state-key.yaml": "line 22, column 3: not valid YAML: duplicate key 'NY'",
    "era/nested-50000-deep.yaml": "nested more than 64 levels deep",
    "era/ev-5000-digits.yaml": "a number of 5000 characters",
    "era/majority-9999.yaml": "majority: must be more than half of the 261",
    "era/majority-1.yaml": "majority: must be more than half of the 261",
    "era/adjacent-to-itself.yaml": "states.NY.adjacent: NY is listed as adjacent to itself",
    "era/neighbour-listed-twice.yaml": "states.NY.adjacent: NJ is listed more than once",
    "era/named-pipe.yaml": "is a named pipe, not a regular file",
    "era/huge-50mb.yaml": "is 50.0 MB, more than the 256 KB allowed",
    "era/link-to-dev-zero.yaml": "is a device, not a regular file",
    "era/dev-zero": "is a device, not a regular file",
    "cards/events-count-5000-digits.yaml": "a number of 5000 characters",
    "cards/events-duplicate-key-in-card.yaml": "duplicate key 'number'",
    "cards/events-named-pipe.yaml": "is a named pipe",
    "tmx/x-nan.tmx": "object 41 (NY): x 'nan' must be a finite number",
    "tmx/y-inf.tmx": "object 41 (NY): y 'inf' must be a finite number",
    "tmx/x-1e308.tmx": "object 41 (NY): x '1e308' must be a finite number",
    "tmx/unknown-state-code.tmx": "'ZZ' is not a US state code",
    "tmx/tilewidth-0.tmx": "tilewidth='0' must be from 1",
    "tmx/width-negative.tmx": "width='-68' must be from 1",
    "grid/tileset-source-is-a-pipe.tmx": "tileset source 'pipe.tsx'",
    "grid/cell-x-nan.tmx": "object 1 (A1): x 'nan' must be a finite number",
    "grid/tilewidth-0.tmx": "tilewidth='0' must be from 1",
    "grid/width-negative.tmx": "width='-11' must be from 1",
    "grid/unknown-state-code.tmx": "unknown state codes: ZZ",
    "grid/50000-empty-rows.tmx": "cells missing from layer 'cells': A1 A2 A3",
    "saves/nested-100000-deep.json": "nests more than 64 levels deep",
    "saves/seed-5000-digits.json": "a number too long to read",
    "saves/seed-infinity.json": "holds Infinity",
    "saves/seed-nan.json": "holds NaN",
    "saves/name-with-nul.json": "seats[0] name holds the unprintable character U+0000",
    "saves/name-500-characters.json": "seats[0] name is 500 characters long",
    "saves/actions-a-string.json": "actions must be a list",
    "saves/named-pipe.json": "is a named pipe",
    # The second pass (issue 22).
    "era/map-missing.yaml": "map: there is no map 'us-1825.tmx'",
    "era/map-outside-the-maps-folder.yaml": "map: there is no map '../../etc/passwd'",
    "tmx/two-states-layers.tmx": "two layers are named 'states'",
    "tmx/object-id-twice.tmx": "the object id 41 appears twice",
    "tmx/infinite-map.tmx": "map: it is an infinite map",
    "tmx/landslide-track-space-twice.tmx": "the object id 5 appears twice",
    "grid/infinite-map.tmx": "map: it is an infinite map",
    "grid/row-4000-digits.tmx": "got 777777... (4000 digits)",
    "grid/two-cells-layers-same-objects.tmx": "two layers are named 'cells'",
    "saves/format-version-true.json": "format version True",
    "saves/format-version-2-point-0.json": "format version 2.0",
    "saves/move-player-a-float.json": "player 0.0 is not one to move",
    "saves/move-state-a-list.json": "field 'state' must be a text, not a list",
    "saves/move-slot-a-float.json": "field 'slot' must be a whole number, not 1.0",
    "saves/move-slot-a-boolean.json": "field 'slot' must be a whole number, not True",
    "saves/move-slot-text.json": "field 'slot' must be a whole number, not '1'",
    "saves/move-slot-4000-digits.json": '"slot": 777777... (4000 digits)}',
    "saves/president-move-a-float.json": "field 'card' must be a whole number, not 5.0",
}


@pytest.fixture(scope="module")
def runtime_cases(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if not CAN_MAKE_PIPES:
        pytest.skip("named pipes and interval timers need a POSIX system")
    return make_runtime_cases(tmp_path_factory.mktemp("corpus"))


def refuse_in_one_line(kind: str, path: Path) -> list[str]:
    """Run check_path and the app's loader on ``path``; return what went wrong, if anything."""
    loader, expected = APP_LOADERS[kind]
    problems: list[str] = []
    for name, load, error in (
        ("check-data", check_path, (DataError, MapError, BoardError)),
        ("app loader", loader, expected),
    ):
        started = time.process_time()
        try:
            with deadline(HANG_LIMIT):
                load(path)
            problems.append(f"{name} accepted it")
        except error as exc:  # type: ignore[misc]
            message = str(exc)
            if not message.strip() or "\n" in message or len(message) > MESSAGE_LIMIT:
                problems.append(f"{name} gave no short single line: {message[:MESSAGE_LIMIT]!r}")
        except TooSlow:
            problems.append(f"{name} was stuck for {HANG_LIMIT} s")
        except Exception as exc:  # noqa: BLE001 - any other type is the failure reported
            problems.append(f"{name} raised {type(exc).__name__}: {exc}"[:300])
        elapsed = time.process_time() - started
        if elapsed > TIME_LIMIT:
            problems.append(f"{name} worked {elapsed:.2f} s")
    return problems


def test_the_corpus_is_large_and_covers_every_kind() -> None:
    assert len(COMMITTED) >= 120
    for kind in KINDS:
        assert len(list((CORPUS / kind).iterdir())) >= 20, kind


def test_the_corpus_is_what_the_generator_makes() -> None:
    """Names only: the generator must still make every committed file, and no more."""
    assert sorted(all_cases()) == [f"{p.parent.name}/{p.name}" for p in COMMITTED]


@pytest.mark.parametrize("path", COMMITTED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_committed_file_is_refused_in_one_line(path: Path) -> None:
    before = fingerprint(path)
    assert refuse_in_one_line(path.parent.name, path) == []
    assert fingerprint(path) == before


def test_pipes_huge_files_and_devices_are_refused_in_one_line(
    runtime_cases: dict[str, Path],
) -> None:
    before = {name: fingerprint(path) for name, path in runtime_cases.items()}
    problems = {
        name: found
        for name, path in runtime_cases.items()
        if (found := refuse_in_one_line(name.split("/")[0], path))
    }
    assert problems == {}
    assert {name: fingerprint(path) for name, path in runtime_cases.items()} == before


def test_the_faults_named_in_the_issue_are_refused_for_that_reason(
    runtime_cases: dict[str, Path],
) -> None:
    paths = {**{f"{p.parent.name}/{p.name}": p for p in COMMITTED}, **runtime_cases}
    wrong = {}
    for name, expected in EXPECTED.items():
        loader, error = APP_LOADERS[name.split("/")[0]]
        with deadline(HANG_LIMIT), pytest.raises(error) as caught:  # type: ignore[call-overload]
            loader(paths[name])
        if expected not in str(caught.value):
            wrong[name] = str(caught.value)
    assert wrong == {}


def test_check_data_command_refuses_every_file(runtime_cases: dict[str, Path]) -> None:
    paths = [*COMMITTED, *runtime_cases.values()]
    before = {path: fingerprint(path) for path in paths}
    run = subprocess.run(
        [sys.executable, "-m", "boardgames", "check-data", *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=TIME_LIMIT * len(paths),
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    lines = run.stderr.splitlines()
    assert run.returncode == 2
    assert run.stdout == ""
    assert "Traceback" not in run.stderr and "internal error" not in run.stderr
    assert len(lines) == len(paths)  # one line per file, in order
    for path, line in zip(paths, lines, strict=True):
        assert line.startswith("ERROR ") and path.name in line, (path, line)
        assert len(line) <= MESSAGE_LIMIT + len(str(path)), line
        name = f"{path.parent.name}/{path.name}" if path.name != "zero" else "era/dev-zero"
        assert EXPECTED.get(name, "") in line, (name, line)
    assert {path: fingerprint(path) for path in paths} == before
    assert all(path.exists() or path.is_symlink() for path in paths)


SETTINGS_FILES = sorted((CORPUS / SETTINGS_KIND).iterdir())


def test_the_settings_corpus_is_what_the_generator_makes() -> None:
    assert sorted(settings_cases()) == [path.name for path in SETTINGS_FILES]
    assert len(SETTINGS_FILES) >= 19  # the audit's 19 damaged settings files, and more


@pytest.mark.parametrize("path", SETTINGS_FILES, ids=lambda p: p.name)
def test_each_damaged_settings_file_heals_with_one_line_naming_file_and_key(
    path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app's path: Settings.load gives usable values and one notice; nothing is lost."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    target = Settings.path()
    target.parent.mkdir(parents=True)
    shutil.copyfile(path, target)
    with deadline(HANG_LIMIT):
        loaded = Settings.load()
    values, problems = heal(asdict(loaded), asdict(Settings()))
    assert problems == [] and values == asdict(loaded)  # every value is within its range
    warning = settings_warning() or ""
    assert str(target) in warning and "\n" not in warning, warning
    assert len(warning) <= MESSAGE_LIMIT + len(str(target)), warning
    text = path.read_text(encoding="utf-8")
    try:
        keys = list(json.loads(text))
    except (ValueError, RecursionError):
        keys = []
    if len(keys) == 1 and text.startswith("{"):  # one bad key: named, the file healed at once
        assert keys[0] in warning
        assert Settings.load() == loaded and settings_warning() is None
    else:  # not a settings file at all: kept aside, unchanged
        kept = [p for p in target.parent.iterdir() if p.name.startswith("damaged-")]
        assert [p.read_text(encoding="utf-8") for p in kept] == [text]
