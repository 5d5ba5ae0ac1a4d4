"""Grid boards (Electoral Dice): a Tiled map of named cells holding states or facts.

The board is a ``.tmx`` whose object layer ``cells`` has one rectangle per grid
cell, carrying its column, row and contents as properties (see
``maps/make_electoral_dice_board.py``). It is parsed with pytmx's display-free
loader and checked once here, so that the rules and the UI can trust every
lookup, and a broken map fails at load time with a message naming the file.
"""

from __future__ import annotations

import string
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from boardgames.core.maps import import_pytmx

if TYPE_CHECKING:
    import pytmx

from boardgames.core.safe_read import InputRefused, brief
from boardgames.core.tmx_check import pytmx_problem, quiet_parse, read_tmx_root
from boardgames.core.us_states import US_STATES_AND_DC  # every grid board maps the whole country

CELL_KINDS = ("states", "fact")


class BoardError(Exception):
    """A grid-board map is missing, unreadable or breaks the board contract."""

    def __init__(self, file: str | Path, problem: str) -> None:
        self.file = str(file)
        self.problem = " ".join(problem.split())  # one line, whatever pytmx said
        super().__init__(f"{self.file}: {self.problem}")


@dataclass(frozen=True)
class Cell:
    """One square of the grid: a group of states, or a fact about a president."""

    cell_id: str
    column: str
    row: int
    kind: str  # "states" | "fact"
    states: tuple[str, ...]
    title: str
    text: str
    rect: tuple[float, float, float, float]  # x, y, w, h in board pixels


@dataclass(frozen=True)
class GridBoard:
    """A validated grid board; lookups by state, column and pixel position."""

    path: str
    title: str
    columns: tuple[str, ...]
    rows: int
    cell_width: int
    cell_height: int
    cells: tuple[Cell, ...]
    _by_id: Mapping[str, Cell] = field(init=False, repr=False, compare=False)
    _by_state: Mapping[str, Cell] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Indexes built once; object.__setattr__ because the dataclass is frozen.
        by_id = {cell.cell_id: cell for cell in self.cells}
        by_state = {code: cell for cell in self.cells for code in cell.states}
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))
        object.__setattr__(self, "_by_state", MappingProxyType(by_state))

    @property
    def states(self) -> tuple[str, ...]:
        """Every state on the board, east column first (the order play visits them)."""
        return tuple(
            code for column in reversed(self.columns) for code in self.states_in_column(column)
        )

    def cell(self, cell_id: str) -> Cell:
        """The cell named like ``"K3"``."""
        try:
            return self._by_id[cell_id]
        except KeyError:
            raise KeyError(f"{self.path} has no cell {cell_id!r}") from None

    def cell_of_state(self, code: str) -> Cell:
        """The cell holding ``code`` (a postal code such as ``"NY"``)."""
        try:
            return self._by_state[code.upper()]
        except KeyError:
            raise KeyError(f"{self.path} has no state {code!r}") from None

    def column_of_state(self, code: str) -> str:
        """The column letter of the state; play order is decided by columns."""
        return self.cell_of_state(code).column

    def states_in_column(self, column: str) -> tuple[str, ...]:
        """The states of one column, north to south, in each cell's listed order."""
        if column not in self.columns:
            raise KeyError(f"{self.path} has no column {column!r}")
        return tuple(
            code
            for cell in sorted(self.cells, key=lambda c: c.row)
            if cell.column == column
            for code in cell.states
        )

    def cell_at(self, x: float, y: float) -> Cell | None:
        """The cell under a point in board pixels, or None off the board."""
        if x < 0 or y < 0:
            return None
        column_index = int(x // self.cell_width)
        row = int(y // self.cell_height) + 1
        if column_index >= len(self.columns) or row > self.rows:
            return None
        return self._by_id.get(f"{self.columns[column_index]}{row}")

    @property
    def pixel_size(self) -> tuple[int, int]:
        """Width and height of the whole board in pixels."""
        return len(self.columns) * self.cell_width, self.rows * self.cell_height


def _read_tmx(path: Path) -> pytmx.TiledMap:
    try:
        root = read_tmx_root(path)
    except InputRefused as exc:
        raise BoardError(path, str(exc)) from None
    try:
        # No image loader: the board has no tiles and this must run without a display.
        tiled = import_pytmx().TiledMap()
        tiled.filename = str(path)
        quiet_parse(tiled, root)
    except Exception as exc:  # pytmx raises bare Exception/ValueError/KeyError alike
        raise BoardError(path, f"not a readable Tiled map ({pytmx_problem(exc)})") from None
    return tiled


def _text_property(path: Path, where: str, props: Mapping[str, Any], name: str) -> str:
    value = props.get(name)
    if not isinstance(value, str) or not value.strip():
        raise BoardError(path, f"{where}: property '{name}' must be non-empty text")
    return value.strip()


def _parse_cell(path: Path, obj: Any, board: dict[str, Any]) -> Cell:
    name = obj.name or f"object {obj.id}"
    where = f"cell {name}"
    props: Mapping[str, Any] = obj.properties
    if obj.type != "cell":
        raise BoardError(path, f"{where}: type is {obj.type!r}, expected 'cell'")
    column = _text_property(path, where, props, "column")
    if column not in board["columns"]:
        last = board["columns"][-1]
        raise BoardError(path, f"{where}: column {column!r} is not one of A..{last}")
    row = props.get("row")
    if isinstance(row, bool) or not isinstance(row, int) or not 1 <= row <= board["rows"]:
        raise BoardError(
            path,
            brief(f"{where}: property 'row' must be an int from 1 to {board['rows']}, got {row!r}"),
        )
    cell_id = f"{column}{row}"
    if obj.name != cell_id:
        raise BoardError(path, f"{where}: name must be {cell_id!r} to match column and row")
    width, height = board["cell_width"], board["cell_height"]
    rect = (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
    expected = (board["columns"].index(column) * width, (row - 1) * height, width, height)
    if rect != tuple(float(v) for v in expected):
        raise BoardError(path, f"{where}: rectangle {rect} should be {expected}")

    kind = _text_property(path, where, props, "kind")
    if kind not in CELL_KINDS:
        raise BoardError(path, f"{where}: kind {kind!r} must be 'states' or 'fact'")
    if kind == "states":
        extra = {"title", "text"} & set(props)
        if extra:
            raise BoardError(path, f"{where}: a states cell must not have {sorted(extra)}")
        raw = _text_property(path, where, props, "states")
        states = tuple(code.strip() for code in raw.split(","))
        for code in states:
            if len(code) != 2 or not (code.isascii() and code.isalpha() and code.isupper()):
                raise BoardError(path, f"{where}: {code!r} is not a two-letter state code")
        return Cell(cell_id, column, row, kind, states, "", "", rect)
    if "states" in props:
        raise BoardError(path, f"{where}: a fact cell must not have 'states'")
    title = _text_property(path, where, props, "title")
    text = _text_property(path, where, props, "text")
    return Cell(cell_id, column, row, kind, (), title, text, rect)


def _some(items: list[str], shown: int = 12) -> str:
    """The first few of a long list, so a huge broken board still gives a short line."""
    more = f" and {len(items) - shown} more" if len(items) > shown else ""
    return " ".join(items[:shown]) + more


def load_grid_board(
    path: str | Path, *, expected_states: Collection[str] | None = US_STATES_AND_DC
) -> GridBoard:
    """Load and validate a grid board; every problem raises BoardError naming the file.

    Checks that each cell of the grid is present exactly once, that states cells
    hold states and fact cells a title and text, and that each state appears
    once. ``expected_states`` (all 50 states + DC unless told otherwise; None
    skips it) must then be exactly the states on the board.
    """
    path = Path(path)
    tmx = _read_tmx(path)
    props = tmx.properties
    if props.get("kind") != "grid-board":
        kind = props.get("kind")
        raise BoardError(path, f"map property 'kind' must be 'grid-board', got {kind!r}")
    title = props.get("title")
    if not isinstance(title, str) or not title.strip():
        raise BoardError(path, "map property 'title' must be non-empty text")
    if not 1 <= tmx.width <= len(string.ascii_uppercase) or tmx.height < 1:
        raise BoardError(path, f"a {tmx.width}x{tmx.height} grid is not supported")
    if tmx.tilewidth <= 0 or tmx.tileheight <= 0:
        raise BoardError(path, "tilewidth and tileheight must be positive")
    board: dict[str, Any] = {
        "columns": tuple(string.ascii_uppercase[: tmx.width]),
        "rows": tmx.height,
        "cell_width": tmx.tilewidth,
        "cell_height": tmx.tileheight,
    }

    layers = [
        layer
        for layer in tmx.layers
        if isinstance(layer, import_pytmx().TiledObjectGroup) and layer.name == "cells"
    ]
    if len(layers) != 1:
        raise BoardError(path, f"needs exactly one object layer 'cells', found {len(layers)}")

    by_id: dict[str, Cell] = {}
    placed: dict[str, str] = {}
    for obj in layers[0]:
        cell = _parse_cell(path, obj, board)
        if cell.cell_id in by_id:
            raise BoardError(path, f"cell {cell.cell_id} appears more than once")
        by_id[cell.cell_id] = cell
        for code in cell.states:
            if code in placed:
                raise BoardError(
                    path, f"state {code} appears twice, in {placed[code]} and {cell.cell_id}"
                )
            placed[code] = cell.cell_id

    wanted = [f"{c}{r}" for r in range(1, board["rows"] + 1) for c in board["columns"]]
    missing = [cell_id for cell_id in wanted if cell_id not in by_id]
    if missing:
        raise BoardError(path, f"cells missing from layer 'cells': {_some(missing)}")
    if expected_states is not None:
        absent = sorted(set(expected_states) - set(placed))
        unknown = sorted(set(placed) - set(expected_states))
        if unknown:
            raise BoardError(path, f"unknown state codes: {_some(unknown)}")
        if absent:
            raise BoardError(path, f"states not on the board: {_some(absent)}")

    return GridBoard(
        path=str(path),
        title=title.strip(),
        columns=board["columns"],
        rows=board["rows"],
        cell_width=board["cell_width"],
        cell_height=board["cell_height"],
        cells=tuple(by_id[cell_id] for cell_id in wanted),
    )
