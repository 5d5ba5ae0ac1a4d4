"""Build ``electoral-dice-board.tmx`` from ``electoral-dice-board.yaml``.

People edit the YAML, where the board reads as a picture of the grid; the app
reads the Tiled map, which also opens in Tiled for a look. Keeping the TMX
generated means the two can never disagree by hand: run this after every edit,
and ``--check`` (used by the tests) fails when the TMX is stale.

    .venv/bin/python maps/make_electoral_dice_board.py [--check]

Standard library and PyYAML only, so it runs without the app installed.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "electoral-dice-board.yaml"
OUTPUT = HERE / "electoral-dice-board.tmx"

COLUMNS = tuple("ABCDEFGHIJK")
ROWS = 8
CELL_WIDTH = 96
CELL_HEIGHT = 72
MAX_TITLE = 24  # fits one line of a 96-pixel cell at the app's small font
MAX_TEXT = 140  # the brief's limit: a fact is read at a glance during play
# Play sweeps the board column by column, so a column with no state would be a
# dead step and a very full one would drag on.
MIN_STATES_PER_COLUMN = 2
MAX_STATES_PER_COLUMN = 8

STATE_CODES = frozenset(
    "AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO "
    "MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY".split()
)


class SourceError(Exception):
    """The YAML source is not a valid board; the message says where and why."""


@dataclass(frozen=True)
class CellSpec:
    """One grid cell as written to the TMX."""

    column: str
    row: int
    states: tuple[str, ...] = ()
    title: str = ""
    text: str = ""

    @property
    def cell_id(self) -> str:
        return f"{self.column}{self.row}"


def _fail(where: str, message: str) -> SourceError:
    return SourceError(f"{SOURCE.name}: {where}: {message}")


def _read_facts(raw: Any) -> dict[str, tuple[str, str]]:
    if not isinstance(raw, dict) or not raw:
        raise _fail("facts", "must be a mapping of fact keys to {title, text}")
    facts: dict[str, tuple[str, str]] = {}
    for key, body in raw.items():
        where = f"facts.{key}"
        if not isinstance(body, dict) or set(body) != {"title", "text"}:
            raise _fail(where, "needs exactly the keys 'title' and 'text'")
        title, text = body["title"], body["text"]
        if not isinstance(title, str) or not title.strip():
            raise _fail(where, "title must be non-empty text")
        if not isinstance(text, str) or not text.strip():
            raise _fail(where, "text must be non-empty text")
        if len(title) > MAX_TITLE:
            raise _fail(where, f"title has {len(title)} characters, at most {MAX_TITLE}")
        if len(text) > MAX_TEXT:
            raise _fail(where, f"text has {len(text)} characters, at most {MAX_TEXT}")
        facts[str(key)] = (title.strip(), " ".join(text.split()))
    return facts


def _read_states(where: str, raw: list[Any], placed: dict[str, str]) -> tuple[str, ...]:
    if not raw:
        raise _fail(where, "a states cell needs at least one code")
    codes = []
    for code in raw:
        if not isinstance(code, str):
            # YAML 1.1 reads some bare words (NO, ON, Y) as booleans.
            raise _fail(where, f"{code!r} is not a state code; quote it")
        if code not in STATE_CODES:
            raise _fail(where, f"'{code}' is not one of the 51 codes (50 states + DC)")
        if code in placed:
            raise _fail(where, f"'{code}' is already placed in {placed[code]}")
        placed[code] = where
        codes.append(code)
    return tuple(codes)


def read_source(path: Path = SOURCE) -> tuple[str, list[CellSpec]]:
    """Validate the YAML and return the board title and its 88 cells, row by row."""
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise SourceError(f"{path}: cannot read: {exc}") from exc
    if not isinstance(doc, dict):
        raise _fail("top level", "must be a mapping")
    unknown = set(doc) - {"title", "layout", "facts"}
    if unknown:
        raise _fail("top level", f"unknown keys {sorted(unknown)}")
    title = doc.get("title")
    if not isinstance(title, str) or not title.strip():
        raise _fail("title", "must be non-empty text")
    facts = _read_facts(doc.get("facts"))

    layout = doc.get("layout")
    if not isinstance(layout, dict) or sorted(layout) != list(range(1, ROWS + 1)):
        raise _fail("layout", f"must map the rows 1..{ROWS} to lists of cells")
    placed: dict[str, str] = {}
    used_facts: dict[str, str] = {}
    cells: list[CellSpec] = []
    for row in range(1, ROWS + 1):
        entries = layout[row]
        if not isinstance(entries, list) or len(entries) != len(COLUMNS):
            raise _fail(f"layout row {row}", f"needs {len(COLUMNS)} cells, A to K")
        for column, entry in zip(COLUMNS, entries, strict=True):
            where = f"cell {column}{row}"
            if isinstance(entry, list):
                cells.append(CellSpec(column, row, states=_read_states(where, entry, placed)))
            elif isinstance(entry, str):
                if entry not in facts:
                    raise _fail(where, f"'{entry}' is not a key under 'facts'")
                if entry in used_facts:
                    raise _fail(where, f"fact '{entry}' is already used in {used_facts[entry]}")
                used_facts[entry] = where
                fact_title, text = facts[entry]
                cells.append(CellSpec(column, row, title=fact_title, text=text))
            else:
                raise _fail(where, "must be a [list] of state codes or a fact key")

    missing = sorted(STATE_CODES - set(placed))
    if missing:
        raise _fail("layout", f"states not on the board: {' '.join(missing)}")
    unused = sorted(set(facts) - set(used_facts))
    if unused:
        raise _fail("facts", f"not placed on the board (place or delete them): {unused}")
    for column in COLUMNS:
        count = sum(len(c.states) for c in cells if c.column == column)
        if not MIN_STATES_PER_COLUMN <= count <= MAX_STATES_PER_COLUMN:
            raise _fail(
                f"column {column}",
                f"holds {count} states; each column needs "
                f"{MIN_STATES_PER_COLUMN} to {MAX_STATES_PER_COLUMN}",
            )
    return title.strip(), cells


def _properties(parent: ET.Element, props: Sequence[tuple[str, str, str | None]]) -> None:
    # Alphabetical, as Tiled saves them, so re-saving in Tiled gives no diff noise.
    holder = ET.SubElement(parent, "properties")
    for name, value, kind in sorted(props):
        attrs = {"name": name}
        if kind:
            attrs["type"] = kind
        attrs["value"] = value
        ET.SubElement(holder, "property", attrs)


def render_tmx(title: str, cells: Sequence[CellSpec]) -> str:
    """The TMX text for the cells: one rectangle object per cell in layer ``cells``."""
    root = ET.Element(
        "map",
        {
            "version": "1.10",
            "tiledversion": "1.10.2",
            "orientation": "orthogonal",
            "renderorder": "right-down",
            "width": str(len(COLUMNS)),
            "height": str(ROWS),
            "tilewidth": str(CELL_WIDTH),
            "tileheight": str(CELL_HEIGHT),
            "infinite": "0",
            "nextlayerid": "2",
            "nextobjectid": str(len(cells) + 1),
        },
    )
    _properties(root, [("kind", "grid-board", None), ("title", title, None)])
    layer = ET.SubElement(root, "objectgroup", {"id": "1", "name": "cells"})
    for object_id, cell in enumerate(cells, start=1):
        obj = ET.SubElement(
            layer,
            "object",
            {
                "id": str(object_id),
                "name": cell.cell_id,
                "type": "cell",
                "x": str(COLUMNS.index(cell.column) * CELL_WIDTH),
                "y": str((cell.row - 1) * CELL_HEIGHT),
                "width": str(CELL_WIDTH),
                "height": str(CELL_HEIGHT),
            },
        )
        props: list[tuple[str, str, str | None]] = [
            ("column", cell.column, None),
            ("row", str(cell.row), "int"),
        ]
        if cell.states:
            props += [("kind", "states", None), ("states", ",".join(cell.states), None)]
        else:
            props += [("kind", "fact", None), ("title", cell.title, None)]
            props += [("text", cell.text, None)]
        _properties(obj, props)
    ET.indent(root, space=" ")
    # ElementTree escapes '>' inside values, so " />" only ever closes a tag;
    # Tiled writes it as "/>".
    body = ET.tostring(root, encoding="unicode").replace(" />", "/>")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=SOURCE, help="YAML to read")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="TMX to write")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; fail if the TMX is out of date"
    )
    args = parser.parse_args(argv)
    try:
        title, cells = read_source(args.source)
    except SourceError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    text = render_tmx(title, cells)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else None
        if current != text:
            print(f"{args.output} is out of date; run {Path(__file__).name}", file=sys.stderr)
            return 1
        print(f"{args.output.name} is up to date")
        return 0
    args.output.write_text(text, encoding="utf-8", newline="\n")
    states = sum(1 for c in cells if c.states)
    print(f"wrote {args.output} ({states} state cells, {len(cells) - states} fact cells)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
