"""``boardgames check-data PATH...``: validate rulesets and maps made by hand, and saves.

Each file gets one line: OK with a short summary, or the file, the place in it
and what is wrong. The exit status is 2 (bad input) if any file failed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from boardgames.core.data import DataError, Node, load_document
from boardgames.core.eras import era_map_path, parse_era
from boardgames.core.gridboard import BoardError, load_grid_board
from boardgames.core.maps import MapError, load_map
from boardgames.core.record import SaveError, read_record
from boardgames.core.safe_read import (
    MAX_DATA_BYTES,
    MAX_MAP_BYTES,
    MAX_SAVE_BYTES,
    MESSAGE_CHARACTERS,
    InputRefused,
    brief,
    check_regular_file,
)
from boardgames.core.tmx_check import read_tmx_root
from boardgames.games import CATALOGUE
from boardgames.tips import check_document as tips_document

BAD_INPUT = 2  # the project's exit status for a bad input file
SIZE_CAPS = {".yaml": MAX_DATA_BYTES, ".yml": MAX_DATA_BYTES, ".tmx": MAX_MAP_BYTES}


def _check_tmx(path: Path) -> str:
    try:
        root = read_tmx_root(path)
    except InputRefused as exc:
        raise MapError(f"{path.name}: {exc}") from None
    kind = root.find("./properties/property[@name='kind']")
    if kind is not None and kind.get("value") == "grid-board":
        board = load_grid_board(path)
        return f"grid board '{board.title}', {len(board.cells)} cells, {len(board.states)} states"
    if kind is not None:  # a game's own kind of board
        for game in CATALOGUE:
            summary = game.check_map(path, str(kind.get("value")))
            if summary is not None:
                return summary
    geometry = load_map(path)
    return f"map '{geometry.title}' ({geometry.era}), {len(geometry.states)} states"


def _yaml_kind(root: Node) -> Callable[[Node], str]:
    """Tell a file's kind from its top-level keys, so one command checks them all."""
    if root.has("total_ev") and root.has("states"):
        return _check_era
    if root.has("tips"):
        return tips_document
    for game in CATALOGUE:
        summary = game.check_document(root)
        if summary is not None:
            return lambda node, text=summary: text
    raise root.fail(
        "not a known kind of data file (expected an era with 'states' and 'total_ev', "
        "or a data file of one of the games)"
    )


def _check_era(root: Node) -> str:
    """An era, and the map it names (a missing map would only show when a game starts)."""
    era = parse_era(root)
    era_map_path(era, root.file)
    return f"era '{era.title}', {len(era.states)} states, {era.total_ev} electoral votes"


def check_path(path: Path) -> str:
    """Validate one file; returns a summary or raises DataError/MapError/BoardError."""
    try:
        check_regular_file(path, SIZE_CAPS.get(path.suffix, MAX_SAVE_BYTES))
    except InputRefused as exc:
        raise DataError(path, "", str(exc)) from None
    if path.suffix == ".tmx":
        return _check_tmx(path)
    if path.suffix in (".yaml", ".yml"):
        root = load_document(path)
        return _yaml_kind(root)(root)
    if path.suffix == ".json":
        return _check_save(path)
    raise DataError(path, "", "expected a .yaml/.yml ruleset file, a .tmx map or a .json save")


def _check_save(path: Path) -> str:
    """Load a saved game as Resume does: read it, then replay every move with the rules."""
    from boardgames.core.session import Session
    from boardgames.games import get_game

    try:
        record = read_record(path)
        try:
            entry = get_game(record.ruleset_id)
        except KeyError:
            raise SaveError(f"the save is of an unknown game {record.ruleset_id!r}") from None
        session = Session(entry.ruleset, record)
    except SaveError as exc:
        raise DataError(path, "", str(exc)) from None
    except (DataError, MapError, BoardError):
        raise  # the game's own data is damaged: its message names that file
    except Exception as exc:  # noqa: BLE001 - whatever a hostile save sets off, it is refused
        raise DataError(path, "", f"the save cannot be replayed ({type(exc).__name__})") from None
    return f"saved game of {entry.ruleset.title}, {len(record.actions)} moves" + (
        ", finished" if session.state.is_over() else ""
    )


def check_paths(paths: Sequence[str]) -> int:
    """Check every file, one line each, going on after any failure; 2 if any failed."""
    failed = 0
    for name in paths:
        path = Path(name)
        try:
            print(f"OK    {path}: {check_path(path)}")
        except (DataError, MapError, BoardError) as exc:
            failed += 1
            print(f"ERROR {brief(str(exc), MESSAGE_CHARACTERS + len(str(path)))}", file=sys.stderr)
        except Exception as exc:  # a checker bug must not hide the files still to check
            failed += 1
            problem = brief(f"{type(exc).__name__}: {exc}")
            print(
                f"ERROR {path.name}: internal error, please report it ({problem})", file=sys.stderr
            )
    return BAD_INPUT if failed else 0
