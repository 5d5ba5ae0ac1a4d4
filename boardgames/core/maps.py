"""Read a Tiled map of states into plain geometry for the rules and the UI.

Rules code gets coordinates, never pytmx objects, and this module runs without
a display: it must not import pygame (see ``import_pytmx``). The layer and object
conventions are those written by ``maps/generate_maps.py``:

* map properties ``era`` and ``title``;
* object layer ``states``: one polygon per ring, name = postal code,
  property ``full_name``; a state with islands has several polygons;
* object layer ``territories`` (optional): inert polygons, not states;
* object layers ``labels`` and ``tokens``: one point per state;
* object layer ``boxes`` (optional): a rectangle per small state drawn out at
  sea (type ``box``), and optional ``leader`` polylines, which are ignored here.
"""

from __future__ import annotations

import logging
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

from boardgames.core.safe_read import FileMissing, InputRefused
from boardgames.core.tmx_check import pytmx_problem, quiet_parse, read_tmx_root
from boardgames.core.us_states import US_STATES_AND_DC

Point = tuple[float, float]
Polygon = tuple[Point, ...]
Rect = tuple[float, float, float, float]

_CODE = re.compile(r"^[A-Z]{2}$")


class MapError(Exception):
    """A map file that cannot be used; the message names the file and the fault."""

    def __init__(self, message: str) -> None:
        super().__init__(" ".join(message.split()))  # one line, whatever pytmx said


@dataclass(frozen=True)
class StateShape:
    """One state's outline, where its name and tokens go, and its box at sea if any."""

    code: str
    name: str
    polygons: tuple[Polygon, ...]
    label: Point
    token: Point
    box: Rect | None
    bounds: Rect


@dataclass(frozen=True)
class MapGeometry:
    """Everything drawn or clicked on one map, in map pixels (origin top left)."""

    path: str
    era: str
    title: str
    width: int
    height: int
    states: dict[str, StateShape]
    territories: tuple[tuple[str, Polygon], ...]
    _index: tuple[tuple[str, Rect, Polygon], ...] = field(
        init=False, repr=False, compare=False, default=()
    )

    def __post_init__(self) -> None:
        index = tuple(
            (code, _bounds(poly), poly)
            for code, shape in self.states.items()
            for poly in shape.polygons
        )
        object.__setattr__(self, "_index", index)

    def state_at(self, x: float, y: float) -> str | None:
        """State under a map point (boxes count as their state), or None at sea."""
        for code, shape in self.states.items():
            if shape.box is not None and _in_rect(shape.box, x, y):
                return code
        for code, (bx, by, bw, bh), poly in self._index:
            if bx <= x <= bx + bw and by <= y <= by + bh and point_in_polygon(poly, x, y):
                return code
        return None


def point_in_polygon(poly: Polygon, x: float, y: float) -> bool:
    """Even-odd rule, by casting a ray to the right."""
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


def _in_rect(rect: Rect, x: float, y: float) -> bool:
    rx, ry, rw, rh = rect
    return rx <= x <= rx + rw and ry <= y <= ry + rh


def _bounds(points: tuple[Point, ...] | list[Point]) -> Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def import_pytmx() -> ModuleType:
    """Import pytmx without letting it pull in pygame.

    pytmx's package ``__init__`` tries ``from pytmx.util_pygame import load_pygame``
    and carries on if that fails. Hiding pygame for the duration of the import
    keeps this module display-free; a later ``import pygame`` works as usual.
    The log line pytmx writes about the missing pygame is silenced meanwhile.
    """
    if "pytmx" in sys.modules or "pygame" in sys.modules:
        import pytmx

        return pytmx
    pygame_log = logging.getLogger("pytmx.util_pygame")
    was_disabled = pygame_log.disabled
    pygame_log.disabled = True
    sys.modules["pygame"] = None  # type: ignore[assignment]
    try:
        import pytmx
    finally:
        del sys.modules["pygame"]
        pygame_log.disabled = was_disabled
    return pytmx


def load_map(path: str | Path) -> MapGeometry:
    """Parse and validate a map; any fault raises MapError naming the file."""
    path = Path(path)
    name = path.name
    try:
        root = read_tmx_root(path)
    except FileMissing:
        raise MapError(f"{name}: map file not found at {path}") from None
    except InputRefused as exc:
        raise MapError(f"{name}: {exc}") from None
    pytmx = import_pytmx()
    try:
        tiled = pytmx.TiledMap()
        tiled.filename = str(path)
        quiet_parse(tiled, root)
    except Exception as exc:  # pytmx reports bad content with assorted bare exceptions
        raise MapError(f"{name}: Tiled map cannot be read ({pytmx_problem(exc)})") from None
    return _Reader(name, path, tiled, pytmx).geometry()


class _Reader:
    """Turns a parsed pytmx map into MapGeometry, checking it on the way."""

    def __init__(self, name: str, path: Path, tiled: Any, pytmx: ModuleType) -> None:
        self.name = name
        self.path = path
        self.tiled = tiled
        self.layers = {
            layer.name: layer for layer in tiled.layers if isinstance(layer, pytmx.TiledObjectGroup)
        }
        self.width = int(tiled.width * tiled.tilewidth)
        self.height = int(tiled.height * tiled.tileheight)

    def fail(self, what: str) -> MapError:
        return MapError(f"{self.name}: {what}")

    def all_inside(self, points: list[Point], what: str) -> None:
        """``inside`` for many points at once: their bounds first, the culprit only on failure."""
        x, y, w, h = _bounds(points)
        if x < 0 or y < 0 or x + w > self.width or y + h > self.height:
            for point in points:
                self.inside(point, what)

    def inside(self, point: Point, what: str) -> Point:
        """Refuse a point off the map: it could never be drawn or clicked."""
        x, y = point
        if not (0 <= x <= self.width and 0 <= y <= self.height):
            raise self.fail(
                f"{what} has the point ({x:g}, {y:g}) outside the {self.width}x{self.height} map"
            )
        return point

    def layer(self, layer_name: str, required: bool = True) -> list[Any]:
        if layer_name not in self.layers:
            if required:
                raise self.fail(f"object layer '{layer_name}' is missing")
            return []
        return list(self.layers[layer_name])

    def code(self, obj: Any, layer_name: str) -> str:
        code = obj.name or ""
        if not _CODE.match(code):
            raise self.fail(
                f"layer '{layer_name}' has object {obj.id} named {code!r}, not a 2-letter code"
            )
        return code

    def polygon(self, obj: Any, layer_name: str) -> Polygon:
        points = getattr(obj, "points", None)
        if points is None or not obj.closed:
            raise self.fail(f"layer '{layer_name}' object {obj.id} ({obj.name}) is not a polygon")
        if obj.rotation:
            points = obj.apply_transformations()
        poly = tuple((float(p[0]), float(p[1])) for p in points)
        if len(set(poly)) < 3:
            raise self.fail(
                f"layer '{layer_name}' polygon {obj.id} ({obj.name}) has fewer than 3 points"
            )
        return poly

    def points(self, layer_name: str, codes: set[str]) -> dict[str, Point]:
        found: dict[str, Point] = {}
        for obj in self.layer(layer_name):
            code = self.code(obj, layer_name)
            if code not in codes:
                raise self.fail(
                    f"layer '{layer_name}' has a point for '{code}', which has no shape"
                )
            if code in found:
                raise self.fail(f"layer '{layer_name}' has two points for '{code}'")
            found[code] = self.inside((float(obj.x), float(obj.y)), f"layer '{layer_name}' {code}")
        for code in sorted(codes - found.keys()):
            raise self.fail(f"layer '{layer_name}' has no point for '{code}'")
        return found

    def boxes(self, codes: set[str]) -> dict[str, Rect]:
        found: dict[str, Rect] = {}
        for obj in self.layer("boxes", required=False):
            if obj.type == "leader" or hasattr(obj, "points"):
                continue
            code = self.code(obj, "boxes")
            if code not in codes:
                raise self.fail(f"layer 'boxes' has a box for '{code}', which has no shape")
            if code in found:
                raise self.fail(f"layer 'boxes' has two boxes for '{code}'")
            if obj.width <= 0 or obj.height <= 0:
                raise self.fail(f"layer 'boxes' box for '{code}' has no area")
            x, y, w, h = (float(obj.x), float(obj.y), float(obj.width), float(obj.height))
            self.inside((x, y), f"box for '{code}'")
            self.inside((x + w, y + h), f"box for '{code}'")
            found[code] = (x, y, w, h)
        return found

    def geometry(self) -> MapGeometry:
        props = self.tiled.properties
        for key in ("era", "title"):
            if not props.get(key):
                raise self.fail(f"map property '{key}' is missing")
        polygons: dict[str, list[Polygon]] = {}
        names: dict[str, str] = {}
        for obj in self.layer("states"):
            code = self.code(obj, "states")
            if code not in US_STATES_AND_DC:
                raise self.fail(f"layer 'states' object {obj.id}: {code!r} is not a US state code")
            polygons.setdefault(code, []).append(self.polygon(obj, "states"))
            full_name = obj.properties.get("full_name")
            if not full_name:
                raise self.fail(f"state polygon {obj.id} ('{code}') has no 'full_name' property")
            names[code] = str(full_name)
        if not polygons:
            raise self.fail("object layer 'states' holds no state")
        for code, polys in polygons.items():
            self.all_inside([p for poly in polys for p in poly], f"state '{code}'")
        codes = set(polygons)
        labels = self.points("labels", codes)
        tokens = self.points("tokens", codes)
        boxes = self.boxes(codes)
        states = {
            code: StateShape(
                code=code,
                name=names[code],
                polygons=tuple(polys),
                label=labels[code],
                token=tokens[code],
                box=boxes.get(code),
                bounds=_bounds([p for poly in polys for p in poly]),
            )
            for code, polys in polygons.items()
        }
        territories = tuple(
            (obj.name or "", self.polygon(obj, "territories"))
            for obj in self.layer("territories", required=False)
        )
        return MapGeometry(
            path=str(self.path),
            era=str(props["era"]),
            title=str(props["title"]),
            width=self.width,
            height=self.height,
            states=states,
            territories=territories,
        )
