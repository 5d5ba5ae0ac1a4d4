"""The Electoral Dice board: its TMX contract, the grid-board parser and its errors."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest
import pytmx

from boardgames.core.gridboard import BoardError, GridBoard, load_grid_board

MAPS = Path(__file__).resolve().parents[1] / "maps"
BOARD = MAPS / "electoral-dice-board.tmx"
GENERATOR = MAPS / "make_electoral_dice_board.py"

CODES = (
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH "
    "NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split()
COLUMNS = tuple("ABCDEFGHIJK")


@pytest.fixture(scope="module")
def board() -> GridBoard:
    return load_grid_board(BOARD)


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_electoral_dice_board", GENERATOR)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while building
    # No maps/__pycache__: the maps folder ships inside the wheel as it is.
    saved, sys.dont_write_bytecode = sys.dont_write_bytecode, True
    try:
        spec.loader.exec_module(module)
    finally:
        sys.dont_write_bytecode = saved
    return module


def _broken_copy(tmp_path: Path, old: str, new: str) -> Path:
    text = BOARD.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"test fixture text {old!r} not found exactly once"
    path = tmp_path / "broken-board.tmx"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


# --- the TMX contract, read with plain pytmx as any Tiled consumer would -------------


def test_tmx_parses_with_pytmx() -> None:
    tmx = pytmx.TiledMap(str(BOARD))
    assert (tmx.version, tmx.tiledversion) == ("1.10", "1.10.2")
    assert (tmx.orientation, tmx.renderorder) == ("orthogonal", "right-down")
    assert (tmx.width, tmx.height, tmx.tilewidth, tmx.tileheight) == (11, 8, 96, 72)
    assert tmx.properties == {"kind": "grid-board", "title": "Electoral Dice"}
    layer = tmx.get_layer_by_name("cells")
    assert isinstance(layer, pytmx.TiledObjectGroup)
    assert len(layer) == 88
    for obj in layer:
        props = obj.properties
        column, row = props["column"], props["row"]
        assert isinstance(row, int) and column in COLUMNS
        assert obj.name == f"{column}{row}" and obj.type == "cell"
        assert (obj.x, obj.y) == (COLUMNS.index(column) * 96, (row - 1) * 72)
        assert (obj.width, obj.height) == (96, 72)
        if props["kind"] == "states":
            assert set(props) == {"column", "row", "kind", "states"}
        else:
            assert props["kind"] == "fact"
            assert set(props) == {"column", "row", "kind", "title", "text"}


def test_tmx_is_generated_from_the_yaml_source() -> None:
    generator = _generator()
    title, cells = generator.read_source()
    assert generator.render_tmx(title, cells) == BOARD.read_text(encoding="utf-8"), (
        "electoral-dice-board.tmx is stale: run maps/make_electoral_dice_board.py"
    )


def test_generator_rejects_a_state_placed_twice(tmp_path: Path) -> None:
    generator = _generator()
    source = generator.SOURCE.read_text(encoding="utf-8")
    bad = tmp_path / "board.yaml"
    bad.write_text(source.replace("[[HI],", "[[TX],", 1), encoding="utf-8")
    with pytest.raises(generator.SourceError, match="'TX' is already placed"):
        generator.read_source(bad)


# --- the parsed board ------------------------------------------------------------------


def test_board_shape(board: GridBoard) -> None:
    assert board.title == "Electoral Dice"
    assert board.columns == COLUMNS
    assert (board.rows, board.cell_width, board.cell_height) == (8, 96, 72)
    assert len(board.cells) == 88
    assert len({cell.cell_id for cell in board.cells}) == 88
    assert board.pixel_size == (11 * 96, 8 * 72)


def test_every_state_exactly_once(board: GridBoard) -> None:
    counts = Counter(code for cell in board.cells for code in cell.states)
    assert sorted(counts) == sorted(CODES)
    assert set(counts.values()) == {1}
    assert sorted(board.states) == sorted(CODES)


def test_every_column_holds_states(board: GridBoard) -> None:
    for column in COLUMNS:
        assert 2 <= len(board.states_in_column(column)) <= 8, column
    assert sum(len(board.states_in_column(c)) for c in COLUMNS) == 51


def test_some_cells_share_states(board: GridBoard) -> None:
    shared = [cell for cell in board.cells if len(cell.states) > 1]
    assert 2 <= len(shared) <= 3


def test_cells_have_their_contents(board: GridBoard) -> None:
    facts = [cell for cell in board.cells if cell.kind == "fact"]
    assert 38 <= len(facts) <= 40
    for cell in board.cells:
        if cell.kind == "states":
            assert cell.states and not cell.title and not cell.text
        else:
            assert not cell.states and cell.title and cell.text
            assert len(cell.text) <= 140


def test_layout_reads_like_a_map(board: GridBoard) -> None:
    assert board.cell_of_state("AK").cell_id == "A1"
    assert board.cell_of_state("HI").cell_id == "A8"
    assert {board.column_of_state(code) for code in ("WA", "OR", "CA")} == {"A"}
    assert board.cell_of_state("ME").cell_id == "K1"
    assert board.column_of_state("FL") in ("J", "K")
    assert board.cell_of_state("WA").row < board.cell_of_state("OR").row
    assert board.cell_of_state("OR").row < board.cell_of_state("CA").row


def test_lookups(board: GridBoard) -> None:
    for code in CODES:
        cell = board.cell_of_state(code)
        assert code in cell.states and cell.kind == "states"
        assert board.column_of_state(code) == cell.column
        assert code in board.states_in_column(cell.column)
        assert board.cell(cell.cell_id) is cell
    assert board.cell_of_state("dc") is board.cell_of_state("DC")
    for column in COLUMNS:
        rows = [board.cell_of_state(code).row for code in board.states_in_column(column)]
        assert rows == sorted(rows), f"column {column} is not listed north to south"
    assert board.states[: len(board.states_in_column("K"))] == board.states_in_column("K")
    with pytest.raises(KeyError):
        board.cell_of_state("ZZ")
    with pytest.raises(KeyError):
        board.states_in_column("L")


def test_cell_at(board: GridBoard) -> None:
    for cell in board.cells:
        x, y, w, h = cell.rect
        assert board.cell_at(x + w / 2, y + h / 2) is cell
        assert board.cell_at(x, y) is cell
        assert board.cell_at(x + w - 0.01, y + h - 0.01) is cell
    assert board.cell_at(0, 0).cell_id == "A1"
    assert board.cell_at(10 * 96 + 5, 7 * 72 + 5).cell_id == "K8"
    width, height = board.pixel_size
    for x, y in ((-1, 10), (10, -1), (width, 10), (10, height), (width + 50, height + 50)):
        assert board.cell_at(x, y) is None


# --- errors name the file --------------------------------------------------------------


def test_truncated_file(tmp_path: Path) -> None:
    text = BOARD.read_text(encoding="utf-8")
    path = tmp_path / "truncated-board.tmx"
    path.write_text(text[: len(text) // 2], encoding="utf-8")
    with pytest.raises(BoardError, match="truncated-board.tmx") as info:
        load_grid_board(path)
    assert info.value.file == str(path)


def test_duplicate_state(tmp_path: Path) -> None:
    path = _broken_copy(
        tmp_path, '<property name="states" value="AK"/>', '<property name="states" value="AK,TX"/>'
    )
    with pytest.raises(BoardError, match=r"broken-board\.tmx: state TX appears twice"):
        load_grid_board(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(BoardError, match="no-such-board.tmx: file not found"):
        load_grid_board(tmp_path / "no-such-board.tmx")


def test_missing_layer(tmp_path: Path) -> None:
    path = _broken_copy(tmp_path, 'name="cells"', 'name="squares"')
    with pytest.raises(BoardError, match="broken-board.tmx: needs exactly one object layer"):
        load_grid_board(path)


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        (
            '<property name="row" type="int" value="1"/>\n    <property name="states" value="AK"/>',
            '<property name="row" value="1"/>\n    <property name="states" value="AK"/>',
            "property 'row' must be an int",
        ),
        (
            'type="int" value="8"/>\n    <property name="states" value="HI"/>',
            'type="int" value="eight"/>\n    <property name="states" value="HI"/>',
            "not a readable Tiled map",
        ),
        (
            '<property name="states" value="ME"/>',
            '<property name="states" value=""/>',
            "property 'states' must be non-empty text",
        ),
        ('name="K8" type="cell"', 'name="K9" type="cell"', "name must be 'K8'"),
        (
            '<property name="kind" value="grid-board"/>',
            '<property name="kind" value="map"/>',
            "'kind' must be 'grid-board'",
        ),
    ],
    ids=["row-untyped", "row-not-a-number", "states-empty", "name-mismatch", "map-kind"],
)
def test_bad_properties(tmp_path: Path, old: str, new: str, problem: str) -> None:
    path = _broken_copy(tmp_path, old, new)
    with pytest.raises(BoardError, match="broken-board.tmx") as info:
        load_grid_board(path)
    assert problem in str(info.value)
