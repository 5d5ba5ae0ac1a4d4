"""Build ``landslide-board.tmx`` from the track in Landslide's data file.

The track (kinds, regions, order) is edited in
``boardgames/games/landslide/landslide.yaml``; this script lays it out as a
loop with a Home on each corner and an empty area inside for the US map, which
the app draws there. Keeping the TMX generated means board and data can never
disagree by hand: run this after every track edit, and ``--check`` (used by the
tests) fails when the TMX is stale. The TMX opens and edits in Tiled.

    .venv/bin/python maps/make_landslide_board.py [--check]

It reads the data through the game's own loader, so a bad file gets the same
one-line error as ``boardgames check-data``.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from boardgames.core.data import DataError
from boardgames.core.eras import load_era
from boardgames.games.landslide.data import DATA_FILE, LandslideData, Space, load_landslide

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "landslide-board.tmx"

TILE = 16  # Tiled's grid; every size below is a multiple of it
CORNER = 112  # a corner Home is a CORNER x CORNER square, and the track is CORNER deep
ALONG_TOP = 96  # width of a space on the top and bottom sides
ALONG_SIDE = 56  # height of a space on the left and right sides
MAP_GAP = 8  # margin between the track and the US map
# The inside of the loop is then 960 x 560, close to the 1088 x 640 of us-modern.tmx.

Rect = tuple[int, int, int, int]


def layout(count: int) -> tuple[int, int, list[Rect], Rect]:
    """Board size, one rectangle per space in track order, and the map area.

    Clockwise on screen from the top-right corner: space 0 (the East Home) is
    that corner, the first side runs down the right edge, the second right to
    left along the bottom, the third up the left edge, the fourth left to
    right along the top. So the East is on the east and the South at the bottom.
    """
    between = count // 4 - 1  # spaces between two corners
    width = 2 * CORNER + between * ALONG_TOP
    height = 2 * CORNER + between * ALONG_SIDE
    right, bottom = width - CORNER, height - CORNER
    corners = [(right, 0), (right, bottom), (0, bottom), (0, 0)]
    rects: list[Rect] = []
    for side, (cx, cy) in enumerate(corners):
        rects.append((cx, cy, CORNER, CORNER))
        for k in range(1, between + 1):
            if side == 0:  # down the right edge
                rects.append((right, CORNER + (k - 1) * ALONG_SIDE, CORNER, ALONG_SIDE))
            elif side == 1:  # right to left along the bottom
                rects.append((right - k * ALONG_TOP, bottom, ALONG_TOP, CORNER))
            elif side == 2:  # up the left edge
                rects.append((0, bottom - k * ALONG_SIDE, CORNER, ALONG_SIDE))
            else:  # left to right along the top
                rects.append((CORNER + (k - 1) * ALONG_TOP, 0, ALONG_TOP, CORNER))
    inner = CORNER + MAP_GAP
    map_area = (inner, inner, width - 2 * inner, height - 2 * inner)
    return width, height, rects, map_area


def _properties(parent: ET.Element, props: Sequence[tuple[str, str, str | None]]) -> None:
    # Alphabetical, as Tiled saves them, so re-saving in Tiled gives no diff noise.
    holder = ET.SubElement(parent, "properties")
    for name, value, kind in sorted(props):
        attrs = {"name": name}
        if kind:
            attrs["type"] = kind
        attrs["value"] = value
        ET.SubElement(holder, "property", attrs)


def _rect_object(layer: ET.Element, object_id: int, name: str, kind: str, rect: Rect) -> ET.Element:
    x, y, w, h = rect
    attrs = {"id": str(object_id), "name": name, "type": kind}
    attrs.update({"x": str(x), "y": str(y), "width": str(w), "height": str(h)})
    return ET.SubElement(layer, "object", attrs)


def render_tmx(track: Sequence[Space], map_file: str, title: str = "Landslide") -> str:
    """The TMX text: layer ``track`` with one rectangle per space, layer ``map-area``."""
    width, height, rects, map_area = layout(len(track))
    assert width % TILE == 0 and height % TILE == 0, "the board must fill whole tiles"
    root = ET.Element(
        "map",
        {
            "version": "1.10",
            "tiledversion": "1.10.2",
            "orientation": "orthogonal",
            "renderorder": "right-down",
            "width": str(width // TILE),
            "height": str(height // TILE),
            "tilewidth": str(TILE),
            "tileheight": str(TILE),
            "infinite": "0",
            "nextlayerid": "3",
            "nextobjectid": str(len(track) + 2),
        },
    )
    _properties(
        root,
        [
            ("game", "landslide", None),
            ("kind", "track-board", None),
            ("spaces", str(len(track)), "int"),
            ("title", title, None),
        ],
    )
    layer = ET.SubElement(root, "objectgroup", {"id": "1", "name": "track"})
    for space, rect in zip(track, rects, strict=True):
        obj = _rect_object(layer, space.index + 1, space.label, "space", rect)
        props = [("index", str(space.index), "int"), ("kind", space.kind, None)]
        _properties(obj, [*props, ("region", space.region, None)])
    area_layer = ET.SubElement(root, "objectgroup", {"id": "2", "name": "map-area"})
    area = _rect_object(area_layer, len(track) + 1, "US map", "map-area", map_area)
    _properties(area, [("map", map_file, None)])
    ET.indent(root, space=" ")
    # ElementTree escapes '>' inside values, so " />" only ever closes a tag;
    # Tiled writes it as "/>".
    body = ET.tostring(root, encoding="unicode").replace(" />", "/>")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + body + "\n"


def render_for(data: LandslideData) -> str:
    """The TMX for a loaded data file, with the era's US map inside the loop."""
    return render_tmx(data.track, load_era(data.era).map_file)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--source", type=Path, default=DATA_FILE, help="Landslide YAML to read")
    parser.add_argument("--output", type=Path, default=OUTPUT, help="TMX to write")
    parser.add_argument(
        "--check", action="store_true", help="write nothing; fail if the TMX is out of date"
    )
    args = parser.parse_args(argv)
    try:
        data = load_landslide(args.source)
    except DataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    text = render_for(data)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.exists() else None
        if current != text:
            print(f"{args.output} is out of date; run {Path(__file__).name}", file=sys.stderr)
            return 1
        print(f"{args.output.name} is up to date")
        return 0
    args.output.write_text(text, encoding="utf-8", newline="\n")
    print(f"wrote {args.output} ({len(data.track)} spaces)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
