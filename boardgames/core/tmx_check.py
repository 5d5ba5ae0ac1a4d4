"""Check a Tiled map's XML before pytmx reads it, so pytmx only ever sees sane input.

pytmx trusts its input: it opens external tileset files itself (a named pipe
there hangs it), allocates tile layers and decompresses their data at any size
the file claims, loops over every tile of a tileset image, and reads NaN or
1e308 as ordinary coordinates. The maps of this app are drawn from objects
only, so the limits below are generous; what they refuse is named precisely.
Failures are ``InputRefused``; map.py and gridboard.py add the file name.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import io
import math
import zlib
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from boardgames.core.safe_read import (
    MAX_DEPTH,
    MAX_MAP_BYTES,
    InputRefused,
    check_regular_file,
    read_bytes_capped,
)

MAX_TILES = 1_000_000  # width x height of a map, a tile layer or a tileset image, in tiles
MAX_TILE_SIZE = 4096  # pixels
MAX_PIXELS = 100_000  # a map's width or height in pixels
MAX_COORDINATE = 1_000_000.0  # any object coordinate or size, in pixels
LAYER_TAGS = ("layer", "objectgroup", "imagelayer", "group")
DECOMPRESSORS = {"zlib": zlib.MAX_WBITS, "gzip": zlib.MAX_WBITS | 16}


def read_tmx_root(path: Path) -> ElementTree.Element:
    """Read, parse and check a .tmx file; returns the <map> element for ``pytmx.parse_xml``."""
    root = parse_xml_capped(read_bytes_capped(path, MAX_MAP_BYTES))
    if root.tag != "map":
        raise InputRefused(f"not a Tiled map (the root element is <{root.tag}>, not <map>)")
    check_map_element(root, path.parent)
    return root


def parse_xml_capped(data: bytes) -> ElementTree.Element:
    """Parse XML, refusing it as soon as elements nest deeper than MAX_DEPTH."""
    parser = ElementTree.XMLPullParser(events=("start", "end"))
    depth = 0
    root: ElementTree.Element | None = None
    try:
        parser.feed(data)
        parser.close()
        for event, element in parser.read_events():
            depth += 1 if event == "start" else -1
            if depth > MAX_DEPTH:
                raise InputRefused(f"XML elements nest more than {MAX_DEPTH} levels deep")
            root = element
    except ElementTree.ParseError as exc:
        raise InputRefused(f"not well-formed XML ({exc})") from None
    if root is None:
        raise InputRefused("not well-formed XML (no element)")
    return root


def _whole(
    element: ElementTree.Element, name: str, low: int, high: int, default: int | None
) -> int:
    """An integer attribute within [low, high]; ``default`` None means it is required."""
    raw = element.get(name)
    if raw is None:
        if default is None:
            raise InputRefused(f"{_where(element)}: attribute {name!r} is missing")
        return default
    try:
        value = int(raw) if len(raw) <= 12 else high + 1
    except ValueError:
        raise InputRefused(
            f"{_where(element)}: {name}={raw[:20]!r} is not a whole number"
        ) from None
    if not low <= value <= high:
        raise InputRefused(f"{_where(element)}: {name}={raw[:20]!r} must be from {low} to {high}")
    return value


def _coordinate(element: ElementTree.Element, text: str, what: str) -> float:
    try:
        value = float(text) if len(text) <= 40 else math.inf
    except ValueError:
        raise InputRefused(f"{_where(element)}: {what} {text[:20]!r} is not a number") from None
    if not math.isfinite(value) or abs(value) > MAX_COORDINATE:
        raise InputRefused(
            f"{_where(element)}: {what} {text[:20]!r} must be a finite number "
            f"within +/-{MAX_COORDINATE:,.0f}"
        )
    return value


def _check_points(obj: ElementTree.Element, text: str) -> None:
    """Every 'x,y' pair of a polygon: finite numbers in range (at C speed: maps are big)."""
    pairs = text.split()
    if text.count(",") != len(pairs) or any("," not in pair for pair in pairs):
        bad = next((p for p in pairs if p.count(",") != 1), text)
        raise InputRefused(f"{_where(obj)}: point {bad[:30]!r} is not 'x,y'")
    try:
        values = list(map(float, text.replace(",", " ").split()))
    except ValueError:
        bad = next(v for v in text.replace(",", " ").split() if not _is_float(v))
        raise InputRefused(
            f"{_where(obj)}: point coordinate {bad[:20]!r} is not a number"
        ) from None
    if values and not (all(map(math.isfinite, values)) and max(map(abs, values)) <= MAX_COORDINATE):
        bad_value = next(v for v in values if not math.isfinite(v) or abs(v) > MAX_COORDINATE)
        raise InputRefused(
            f"{_where(obj)}: point coordinate {bad_value!r} must be a finite number "
            f"within +/-{MAX_COORDINATE:,.0f}"
        )


def _is_float(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _where(element: ElementTree.Element) -> str:
    """'object 12 (NY)' or 'layer "cells"': the place in the file, for messages."""
    label = element.tag
    if element.get("id") is not None:
        label += f" {element.get('id')[:12]}"
    if element.get("name"):
        label += f" ({element.get('name', '')[:30]})"
    return label


def check_map_element(root: ElementTree.Element, folder: Path) -> None:
    """Bounds on the map, its tile layers, tilesets and objects (see the module text)."""
    width = _whole(root, "width", 1, MAX_TILES, None)
    height = _whole(root, "height", 1, MAX_TILES, None)
    tile_width = _whole(root, "tilewidth", 1, MAX_TILE_SIZE, None)
    tile_height = _whole(root, "tileheight", 1, MAX_TILE_SIZE, None)
    if width * height > MAX_TILES:
        raise InputRefused(f"map: {width}x{height} tiles is more than {MAX_TILES:,}")
    if width * tile_width > MAX_PIXELS or height * tile_height > MAX_PIXELS:
        raise InputRefused(f"map: larger than {MAX_PIXELS:,} pixels across")
    if root.get("infinite", "0") not in ("0", ""):
        raise InputRefused(
            "map: it is an infinite map, and the app reads fixed-size maps only "
            "(in Tiled, untick Infinite in the map's properties)"
        )
    _check_unique(root)
    for layer in root.iter("layer"):
        _check_tile_layer(layer)
    for tileset in root.iter("tileset"):
        _check_tileset(tileset, folder)
    for obj in root.iter("object"):
        for name in ("x", "y", "width", "height", "rotation"):
            if obj.get(name) is not None:
                _coordinate(obj, obj.get(name, ""), name)
        for shape in (*obj.iter("polygon"), *obj.iter("polyline")):
            _check_points(obj, shape.get("points", ""))


def _check_unique(root: ElementTree.Element) -> None:
    """No two layers with one name (which would the game read?) and no object id twice
    (Tiled numbers objects once each: a repeated id is an object pasted in twice)."""
    layers: set[str] = set()
    for tag in LAYER_TAGS:
        for layer in root.iter(tag):
            name = layer.get("name", "")
            if name in layers:
                raise InputRefused(f"two layers are named {name[:40]!r}")
            layers.add(name)
    ids: set[str] = set()
    for obj in root.iter("object"):
        object_id = obj.get("id")
        if object_id is None:
            continue
        if object_id in ids:
            raise InputRefused(f"{_where(obj)}: the object id {object_id[:12]} appears twice")
        ids.add(object_id)


def quiet_parse(tiled: Any, root: ElementTree.Element) -> None:
    """``tiled.parse_xml(root)`` without pytmx's own lines on stdout (a command's output
    is its report); its exceptions pass through for the caller to word."""
    with contextlib.redirect_stdout(io.StringIO()):
        tiled.parse_xml(root)


def pytmx_problem(exc: Exception) -> str:
    """What pytmx's exception says, or that it said nothing."""
    text = " ".join(str(exc).split())
    return (
        f"{type(exc).__name__}: {text[:200]}" if text else f"{type(exc).__name__}, no reason given"
    )


def _check_tile_layer(layer: ElementTree.Element) -> None:
    width = _whole(layer, "width", 1, MAX_TILES, 1)
    height = _whole(layer, "height", 1, MAX_TILES, 1)
    if width * height > MAX_TILES:
        raise InputRefused(f"{_where(layer)}: {width}x{height} tiles is more than {MAX_TILES:,}")
    data = layer.find("data")
    compression = data.get("compression") if data is not None else None
    if data is None or not compression:
        return
    if compression not in DECOMPRESSORS:
        raise InputRefused(f"{_where(layer)}: compression {compression[:20]!r} is not supported")
    try:
        packed = base64.b64decode((data.text or "").strip(), validate=True)
        expected = 4 * width * height  # four bytes per tile
        unpacked = zlib.decompressobj(DECOMPRESSORS[compression]).decompress(packed, expected + 1)
    except (binascii.Error, ValueError, zlib.error) as exc:
        raise InputRefused(f"{_where(layer)}: tile data cannot be unpacked ({exc})") from None
    if len(unpacked) != expected:
        size = "more than" if len(unpacked) > expected else f"{len(unpacked)} bytes, not"
        raise InputRefused(
            f"{_where(layer)}: tile data unpacks to {size} {expected} bytes (4 per tile)"
        )


def _check_tileset(tileset: ElementTree.Element, folder: Path) -> None:
    source = tileset.get("source")
    if source:
        path = folder / source
        try:
            check_regular_file(path, MAX_MAP_BYTES)
            if not source.lower().endswith(".tsx"):
                raise InputRefused("is not a .tsx tileset")
            external = parse_xml_capped(read_bytes_capped(path, MAX_MAP_BYTES))
        except InputRefused as exc:
            raise InputRefused(f"{_where(tileset)} source {source[:60]!r} {exc}") from None
        if external.tag != "tileset":
            raise InputRefused(f"{_where(tileset)}: {source[:60]!r} is not a Tiled tileset")
        tileset = external
    tile_width = _whole(tileset, "tilewidth", 1, MAX_TILE_SIZE, 1)
    tile_height = _whole(tileset, "tileheight", 1, MAX_TILE_SIZE, 1)
    spacing = _whole(tileset, "spacing", 0, MAX_TILE_SIZE, 0)
    margin = _whole(tileset, "margin", 0, MAX_TILE_SIZE, 0)
    for image in tileset.iter("image"):
        width = _whole(image, "width", 0, MAX_PIXELS, 0)
        height = _whole(image, "height", 0, MAX_PIXELS, 0)
        across = max(0, width - margin) // (tile_width + spacing) + 1
        down = max(0, height - margin) // (tile_height + spacing) + 1
        if across * down > MAX_TILES:
            raise InputRefused(f"{_where(tileset)}: its image holds more than {MAX_TILES:,} tiles")
