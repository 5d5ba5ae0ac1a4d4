"""``boardgames check-data PATH...``: validate rulesets and maps made by hand.

Each file gets one line: OK with a short summary, or the file, the place in it
and what is wrong. The exit status is 1 if any file failed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from xml.etree import ElementTree

from boardgames.core.board import parse_era
from boardgames.core.data import DataError, Node, load_document
from boardgames.core.gridboard import BoardError, load_grid_board
from boardgames.core.maps import MapError, load_map
from boardgames.games import CATALOGUE


def _check_tmx(path: Path) -> str:
    try:
        root = ElementTree.parse(path).getroot()
    except (ElementTree.ParseError, OSError) as exc:
        raise MapError(f"{path.name}: not a readable Tiled map ({exc})") from None
    kind = root.find("./properties/property[@name='kind']")
    if kind is not None and kind.get("value") == "grid-board":
        board = load_grid_board(path)
        return f"grid board '{board.title}', {len(board.cells)} cells, {len(board.states)} states"
    geometry = load_map(path)
    return f"map '{geometry.title}' ({geometry.era}), {len(geometry.states)} states"


def _yaml_kind(root: Node) -> Callable[[Node], str]:
    """Tell a file's kind from its top-level keys, so one command checks them all."""
    if root.has("total_ev") and root.has("states"):
        return lambda node: _era_summary(parse_era(node))
    for game in CATALOGUE:
        summary = game.check_document(root)
        if summary is not None:
            return lambda node, text=summary: text
    raise root.fail(
        "not a known kind of data file (expected an era with 'states' and 'total_ev', "
        "or a data file of one of the games)"
    )


def _era_summary(era) -> str:  # type: ignore[no-untyped-def]
    return f"era '{era.title}', {len(era.states)} states, {era.total_ev} electoral votes"


def check_path(path: Path) -> str:
    """Validate one file; returns a summary or raises DataError/MapError/BoardError."""
    if not path.exists():
        raise DataError(path, "", "file not found")
    if path.suffix == ".tmx":
        return _check_tmx(path)
    if path.suffix in (".yaml", ".yml"):
        root = load_document(path)
        return _yaml_kind(root)(root)
    raise DataError(path, "", "expected a .yaml/.yml ruleset file or a .tmx map")


def check_paths(paths: Sequence[str]) -> int:
    failed = 0
    for name in paths:
        path = Path(name)
        try:
            print(f"OK    {path}: {check_path(path)}")
        except (DataError, MapError, BoardError) as exc:
            failed += 1
            print(f"ERROR {exc}", file=sys.stderr)
    return 1 if failed else 0
