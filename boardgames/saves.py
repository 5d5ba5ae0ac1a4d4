"""Where saves and settings live, and how they are written without ever losing a game.

Every write goes to a temporary file in the same folder, is flushed to disk,
then renamed over the old file: a crash or a killed process leaves either the
old save or the new one, never half of one. Each game has its own autosave
file, so starting a new game never overwrites an unfinished one. A folder that
cannot be written is reported (one line on screen), never a crash.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

import platformdirs

from boardgames.core.record import GameRecord, SaveError, read_record
from boardgames.core.safe_read import FileMissing, InputRefused, read_text_capped
from boardgames.settings_check import (  # noqa: F401 - the screens import names from here
    MAX_NAME,
    MAX_REMEMBERED_NAMES,
    clean_name,
    clean_names,
    heal,
)

log = logging.getLogger(__name__)

APP_NAME = "boardgames"
HOME_OVERRIDE = "BOARDGAMES_HOME"  # tests and portable installs point this at a folder
AUTOSAVE_PREFIX = "autosave-"
FINISHED_PREFIX = "finished-"
FINISHED_KEPT = 50  # finished games kept as records of play; the oldest go first
DELETED_KEPT = 50  # games the player deleted, kept in saves/deleted until pushed out
STALE_TEMP_SECONDS = 60.0  # a temporary file this old was left by a killed run

_problem_listener: Callable[[str], None] | None = None
_home_warning: str | None = None
_settings_warning: str | None = None
_unsaved_because: str | None = None


# -- reporting problems -------------------------------------------------------------
def set_problem_listener(listener: Callable[[str], None] | None) -> None:
    """The app shows save problems on screen; this is where they are sent (any thread)."""
    global _problem_listener
    _problem_listener = listener


def report_problem(message: str) -> None:
    """Log a problem with saving and tell the player, without raising."""
    log.warning(message)
    if _problem_listener is not None:
        _problem_listener(message)


def note_save_result(problem: str | None) -> None:
    """Record how the latest autosave went (None: it was written); any thread."""
    global _unsaved_because
    _unsaved_because = problem


def unsaved_because() -> str | None:
    """Why the game on screen is not saved (the latest autosave failed), or None."""
    return _unsaved_because


def home_warning() -> str | None:
    """Why saves are kept in an unusual place (no home folder), or None."""
    return _home_warning


# -- folders ------------------------------------------------------------------------
def program_dir() -> Path:
    """The folder the program runs from: the frozen executable's, else the source tree's."""
    if getattr(sys, "frozen", False):
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent


def _writable(folder: Path) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


@cache
def _fallback_root() -> Path:
    """A folder for saves when the user has no home folder: beside the program, else temp."""
    global _home_warning
    beside = program_dir() / "boardgames-userdata"
    if _writable(beside):
        root = beside
    else:
        user = os.getuid() if hasattr(os, "getuid") else "user"
        root = Path(tempfile.gettempdir()) / f"boardgames-{user}"
        root.mkdir(parents=True, exist_ok=True)
    _home_warning = (
        "No home folder was found (or it allows no folder to be made): "
        f"games and settings are kept in {root}"
    )
    log.warning(_home_warning)
    return root


def _user_dir(kind: str) -> Path:
    """platformdirs' folder, or the fallback when the user has no home (platformdirs raises,
    or gives back a path still starting with '~')."""
    finder = getattr(platformdirs, f"user_{kind}_dir")
    found: Path | None
    try:
        found = Path(finder(APP_NAME, appauthor=False))
    except (KeyError, RuntimeError, OSError) as exc:
        log.warning("cannot find the user's %s folder: %r", kind, exc)
        found = None
    if found is None or not found.is_absolute() or str(found).startswith("~"):
        return _fallback_root() / kind
    if not _can_create(found):
        return _fallback_root() / kind
    return found


@cache
def _can_create(folder: Path) -> bool:
    """Whether the folder exists or can be made: a home such as /proc, where nothing can
    be made, counts as no home folder (asked once a run, not at every autosave)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        log.warning("cannot make the folder %s (%s): using the fallback", folder, exc)
        return False
    return True


def data_home() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        return Path(override) / "data"
    return _user_dir("data")


def config_home() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        return Path(override) / "config"
    return _user_dir("config")


def saves_dir() -> Path:
    return data_home() / "saves"


def deleted_dir() -> Path:
    return saves_dir() / "deleted"


# -- writing ------------------------------------------------------------------------
def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step (temp file, fsync, rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise


def clean_stale_temp_files(now: float | None = None) -> int:
    """Remove ``.*.tmp`` files that killed runs left behind (only ones over a minute old,
    so a write in progress in another window is never touched). Returns how many went."""
    now = time.time() if now is None else now
    removed = 0
    for folder in (saves_dir(), config_home()):
        try:
            candidates = list(folder.glob(".*.tmp"))
        except OSError:
            continue
        for path in candidates:
            try:
                if now - path.stat().st_mtime > STALE_TEMP_SECONDS:
                    path.unlink()
                    removed += 1
            except OSError as exc:
                log.info("cannot remove stale temporary file %s: %s", path, exc)
    return removed


# -- one file per game ----------------------------------------------------------------
def game_file_stem(record: GameRecord) -> str:
    """'electoral-dice-20261130-0557-3fa2c1': game, when it was created, and a suffix.

    The suffix comes from the game's seed, which is drawn at random for every new
    game, so two games never share a file and the same game always finds its own.
    """
    game = re.sub(r"[^A-Za-z0-9_-]", "_", record.ruleset_id)[:40] or "game"
    stamp = re.sub(r"\D", "", record.created)
    stamp = f"{stamp[:8]}-{stamp[8:12]}" if len(stamp) >= 12 else "undated"
    suffix = hashlib.sha256(str(record.seed).encode()).hexdigest()[:6]
    copy = COPY_MARK.search(record.created)
    return f"{game}-{stamp}-{suffix}" + (f"-copy{copy.group(1)}" if copy else "")


COPY_MARK = re.compile(r" \(copy (\d+)\)$")  # the end of a copy's ``created``


def copy_of(record: GameRecord) -> GameRecord:
    """The same game under a file of its own: ``created`` gains ' (copy N)', which only
    the file name reads, so the copy plays exactly as the original."""
    base = COPY_MARK.sub("", record.created)
    number = 1
    while True:
        copy = replace(record, created=f"{base} (copy {number})", actions=list(record.actions))
        if not autosave_path(copy).exists():
            return copy
        number += 1


def autosave_path(record: GameRecord) -> Path:
    return saves_dir() / f"{AUTOSAVE_PREFIX}{game_file_stem(record)}.json"


def autosave(record: GameRecord) -> Path:
    """Write the game in progress to its own file; called after every action."""
    path = autosave_path(record)
    atomic_write_text(path, record.to_json())
    return path


def adopt_save(path: Path, record: GameRecord) -> Path:
    """A resumed game keeps writing to its own file: a save under another name (e.g. the
    one-file-per-game name of older versions) is renamed to it, if the folder allows."""
    target = autosave_path(record)
    if path != target:
        try:
            os.replace(path, target)
        except OSError as exc:
            log.info("cannot rename %s to %s: %s", path, target, exc)
            return path
    return target


def _prune(folder: Path, pattern: str, keep: int) -> None:
    """Delete the oldest files matching ``pattern`` beyond the newest ``keep``."""
    dated = []
    for path in folder.glob(pattern):
        try:
            dated.append((path.stat().st_mtime, path.name, path))
        except OSError:
            continue
    dated.sort(reverse=True)
    for _, _, path in dated[keep:]:
        path.unlink(missing_ok=True)


def finish_autosave(record: GameRecord) -> str | None:
    """A finished game is kept as a record of play, no longer offered for resuming.

    Only the newest FINISHED_KEPT finished games are kept. Returns the problem
    (also reported on screen) if the folder refused, else None; never raises.
    """
    path = autosave_path(record)
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = saves_dir() / f"{FINISHED_PREFIX}{game_file_stem(record)}-{stamp}.json"
    try:
        os.replace(path, target)
        _prune(saves_dir(), f"{FINISHED_PREFIX}*.json", FINISHED_KEPT)
    except OSError as exc:
        problem = (
            f"The finished game could not be filed away ({exc.strerror or exc}); "
            f"it stays in {path.parent}"
        )
        report_problem(problem)
        return problem
    return None


@dataclass(frozen=True)
class ResumableGame:
    path: Path
    record: GameRecord | None
    problem: str | None
    modified: float


def resumable_games() -> list[ResumableGame]:
    """Unfinished games, newest first; damaged files are listed with their problem."""
    return _listed_games(f"{AUTOSAVE_PREFIX}*.json")


def finished_games() -> list[ResumableGame]:
    """The kept records of finished games (FINISHED_KEPT at most), newest first; damaged
    files are listed with their problem. For the review and the statistics."""
    return _listed_games(f"{FINISHED_PREFIX}*.json")


def _listed_games(pattern: str) -> list[ResumableGame]:
    found: list[ResumableGame] = []
    folder = saves_dir()
    try:
        paths = list(folder.glob(pattern))
    except OSError:
        return found
    for path in paths:
        try:
            modified = path.stat().st_mtime
        except OSError:
            continue  # gone since the listing
        try:
            record, problem = read_record(path), None
        except SaveError as exc:
            record, problem = None, str(exc)
        except Exception as exc:  # a hostile file must not take the menu down with it
            record, problem = None, f"the save file cannot be read ({type(exc).__name__})"
        found.append(ResumableGame(path, record, problem, modified))
    found.sort(key=lambda game: (game.modified, game.path.name), reverse=True)
    return found


def set_aside(path: Path) -> Path:
    """Move a damaged save out of the way without deleting it, so nothing is lost.

    Raises OSError if the folder does not allow it; the caller says so on screen.
    """
    target = path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}-{path.name}")
    os.replace(path, target)
    return target


def delete_save(path: Path) -> Path:
    """Move a save the player deleted into saves/deleted (the newest DELETED_KEPT stay
    there), so a slip of the finger can still be undone by hand. Raises OSError."""
    folder = deleted_dir()
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{time.strftime('%Y%m%d-%H%M%S')}-{path.name}"
    os.replace(path, target)
    _prune(folder, "*.json", DELETED_KEPT)
    return target


SETTINGS_BYTES = 64_000  # a settings file is a few hundred bytes


def settings_warning() -> str | None:
    """What was wrong with the settings file when it was last read, or None."""
    return _settings_warning


@dataclass
class Settings:
    """The player's preferences, kept in the user's config folder."""

    fullscreen: bool = False
    volume: float = 0.7
    animation_speed: float = 1.0  # 0 = instant, 1 = normal, 2 = slow
    colour_blind_palette: bool = True
    open_hands: bool = False
    forecast: bool = True  # the win-chance panel in the game screen
    window_width: int = 1280
    window_height: int = 720
    player_names: list[str] = field(default_factory=list)  # people's names, seat order
    # Game id -> the last table set for it (seats, options set); checked where it is read.
    tables: dict[str, Any] = field(default_factory=dict)

    @staticmethod
    def path() -> Path:
        return config_home() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Read settings; a missing or damaged file gives the defaults (and is not fatal).

        A value of the wrong type or out of range falls back to its default, the file is
        written back healed at once, and ``settings_warning`` says which keys were wrong.
        """
        global _settings_warning
        _settings_warning = None
        path = cls.path()
        try:  # only a small regular file: a pipe or a huge file there must not hang the launch
            data = json.loads(read_text_capped(path, SETTINGS_BYTES))
        except FileMissing:
            return cls()
        except InputRefused as exc:  # a pipe, a device, a huge file
            data, problem = None, f"it cannot be read ({_brief(exc)})"
        except OSError as exc:
            _settings_warning = f"{path} cannot be read ({_brief(exc)}); the defaults are used"
            log.warning(_settings_warning)
            return cls()
        except (ValueError, RecursionError) as exc:
            data, problem = None, f"it is not valid JSON ({_brief(exc)})"
        else:
            problem = "it holds no settings object"
        if not isinstance(data, dict):
            _settings_warning = f"{path}: {problem}; the defaults are used{_kept_aside(path)}"
            log.warning(_settings_warning)
            return cls()
        values, problems = heal(data, asdict(cls()))
        settings = cls(**values)
        if problems:
            _settings_warning = f"{path}: " + "; ".join(problems)
            log.warning(_settings_warning)
            try:
                settings.save()
            except OSError as exc:
                log.info("cannot write the healed settings to %s: %s", path, exc)
        return settings

    def save(self) -> None:
        atomic_write_text(self.path(), json.dumps(asdict(self), indent=1))


def _kept_aside(path: Path) -> str:
    """Move an unreadable settings file aside (the defaults are written on exit), so a
    file edited by hand is never lost; returns the words that say where it went."""
    if path.is_symlink() or not path.is_file():
        return ""  # a pipe or a device holds no settings to keep
    target = path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}-{path.name}")
    try:
        os.replace(path, target)
    except OSError as exc:
        log.info("cannot set %s aside: %s", path, exc)
        return ""
    return f", and the file was kept as {target.name}"


def _brief(exc: BaseException) -> str:
    """An exception's message in one short line (a JSON error names its line and column)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 120 else text[:117] + "..."
