"""Where saves and settings live, and how they are written without ever losing a game.

Every write goes to a temporary file in the same folder, is flushed to disk,
then renamed over the old file: a crash or a killed process leaves either the
old save or the new one, never half of one.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

import platformdirs

from boardgames.core.record import GameRecord, SaveError, read_record

APP_NAME = "boardgames"
HOME_OVERRIDE = "BOARDGAMES_HOME"  # tests and portable installs point this at a folder


def data_home() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        return Path(override) / "data"
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def config_home() -> Path:
    override = os.environ.get(HOME_OVERRIDE)
    if override:
        return Path(override) / "config"
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def saves_dir() -> Path:
    return data_home() / "saves"


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


def autosave_path(game_id: str) -> Path:
    return saves_dir() / f"autosave-{game_id}.json"


def autosave(record: GameRecord) -> Path:
    """Write the game in progress; called after every action."""
    path = autosave_path(record.ruleset_id)
    atomic_write_text(path, record.to_json())
    return path


def finish_autosave(game_id: str) -> None:
    """A finished game is kept as a record of play, but no longer offered for resuming."""
    path = autosave_path(game_id)
    if path.exists():
        stamp = time.strftime("%Y%m%d-%H%M%S")
        os.replace(path, saves_dir() / f"finished-{game_id}-{stamp}.json")


@dataclass(frozen=True)
class ResumableGame:
    path: Path
    record: GameRecord | None
    problem: str | None
    modified: float


def resumable_games() -> list[ResumableGame]:
    """Unfinished games, newest first; damaged files are listed with their problem."""
    found: list[ResumableGame] = []
    folder = saves_dir()
    if not folder.is_dir():
        return found
    for path in folder.glob("autosave-*.json"):
        try:
            record, problem = read_record(path), None
        except SaveError as exc:
            record, problem = None, str(exc)
        found.append(ResumableGame(path, record, problem, path.stat().st_mtime))
    found.sort(key=lambda game: game.modified, reverse=True)
    return found


def set_aside(path: Path) -> Path:
    """Move a damaged save out of the way without deleting it, so nothing is lost."""
    target = path.with_name(f"damaged-{time.strftime('%Y%m%d-%H%M%S')}-{path.name}")
    os.replace(path, target)
    return target


@dataclass
class Settings:
    """The player's preferences, kept in the user's config folder."""

    fullscreen: bool = False
    volume: float = 0.7
    animation_speed: float = 1.0  # 0 = instant, 1 = normal, 2 = slow
    colour_blind_palette: bool = True
    open_hands: bool = False
    window_width: int = 1280
    window_height: int = 720

    @staticmethod
    def path() -> Path:
        return config_home() / "settings.json"

    @classmethod
    def load(cls) -> Settings:
        """Read settings; a missing or damaged file gives the defaults (and is not fatal)."""
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {spec.name: spec for spec in fields(cls)}
        values: dict[str, Any] = {}
        defaults = cls()
        for name, value in data.items():
            default = getattr(defaults, name, None)
            if name in known and isinstance(value, type(default)):
                values[name] = value
            elif name in known and isinstance(default, float) and isinstance(value, int):
                values[name] = float(value)
        return cls(**values)

    def save(self) -> None:
        atomic_write_text(self.path(), json.dumps(asdict(self), indent=1))
