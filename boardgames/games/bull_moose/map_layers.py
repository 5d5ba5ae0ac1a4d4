"""Bull Moose's layers of ``maps/us-1912.tmx``: rail hubs, State Boxes, board boxes.

``maps/generate_maps.py`` writes them (see ``maps/mapgen/bull_moose.py``) as
Tiled object layers, so they can be moved in Tiled; this module reads them back
and checks them against the game's data, so a hand edit that loses a hub or a
box, or draws a swing state's box square, is refused with the file, the layer
and the object. The base layers are read by ``boardgames.core.maps``. No pygame.

* ``rail_hubs``: a point per hub state, name = state code, property ``city``;
* ``units``: a box per electoral unit, name = unit id (``OH``, ``CA-L``), an
  ellipse for a swing state and a rectangle for a state with party symbols,
  properties ``state`` and ``leaning`` (``D``, ``R``, ``R+P``, ``P``, ``swing``);
* ``board_boxes``: rectangles ``press``, ``senator``, ``popularity``, property ``title``;
* ``candidate_strip``: a rectangle per candidate, name = R, P, D, S or X.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from xml.etree import ElementTree

from boardgames.core.maps import MapError, MapGeometry, load_map, point_in_polygon
from boardgames.games.bull_moose.data import BullMooseBoard, Unit

Point = tuple[float, float]
Rect = tuple[float, float, float, float]
BOARD_BOXES = ("press", "senator", "popularity")
BESIDE_SEA_BOX = 12.0  # px: a boxed state's unit box may sit this close beside its sea box


@dataclass(frozen=True)
class UnitBox:
    """Where one electoral unit's State Box is drawn, and in which shape."""

    unit: str
    state: str
    rect: Rect
    circle: bool  # swing states have a circular box
    leaning: str


@dataclass(frozen=True)
class BullMooseMap:
    """The base map geometry plus Bull Moose's four layers."""

    geometry: MapGeometry
    hubs: Mapping[str, Point]
    hub_cities: Mapping[str, str]
    units: Mapping[str, UnitBox]
    board_boxes: Mapping[str, Rect]
    candidate_strip: Mapping[str, Rect]


def leaning_text(unit: Unit) -> str:
    """A unit's leaning as the map's ``leaning`` property writes it."""
    return "+".join(unit.leaning) if unit.leaning else "swing"


def load_map_layers(path: str | Path, board: BullMooseBoard) -> BullMooseMap:
    """Read and check the map; any fault raises MapError naming the file and the object."""
    path = Path(path)
    geometry = load_map(path)  # the base layers, checked by core.maps
    root = ElementTree.parse(path).getroot()
    layers = {group.get("name"): group for group in root.iter("objectgroup")}
    reader = _Layers(path.name, layers, geometry)
    hubs, cities = reader.hubs(board)
    return BullMooseMap(
        geometry=geometry,
        hubs=MappingProxyType(hubs),
        hub_cities=MappingProxyType(cities),
        units=MappingProxyType(reader.units(board)),
        board_boxes=MappingProxyType(reader.rects("board_boxes", BOARD_BOXES)),
        candidate_strip=MappingProxyType(reader.rects("candidate_strip", tuple(board.candidates))),
    )


class _Layers:
    def __init__(self, name: str, layers: dict, geometry: MapGeometry) -> None:
        self.name = name
        self.layers = layers
        self.geometry = geometry

    def fail(self, layer: str, obj: str | None, problem: str) -> MapError:
        where = f"layer '{layer}'" + (f" object '{obj}'" if obj else "")
        return MapError(f"{self.name}: {where}: {problem}")

    def objects(self, layer: str, expected: tuple[str, ...]) -> dict[str, ElementTree.Element]:
        """The layer's objects by name: exactly the expected names, each once."""
        if layer not in self.layers:
            raise MapError(f"{self.name}: object layer '{layer}' is missing")
        found: dict[str, ElementTree.Element] = {}
        for obj in self.layers[layer].iter("object"):
            name = obj.get("name") or ""
            if name not in expected:
                raise self.fail(
                    layer, name, f"unknown name (expected one of {', '.join(expected)})"
                )
            if name in found:
                raise self.fail(layer, name, "appears twice")
            if obj.get("rotation") not in (None, "0"):
                raise self.fail(layer, name, "is rotated; keep Bull Moose objects unrotated")
            found[name] = obj
        for name in expected:
            if name not in found:
                raise self.fail(layer, name, "is missing")
        return found

    def rect(self, layer: str, name: str, obj: ElementTree.Element) -> Rect:
        try:
            x, y = float(obj.get("x", "")), float(obj.get("y", ""))
            w, h = float(obj.get("width", "0")), float(obj.get("height", "0"))
        except ValueError:
            raise self.fail(layer, name, "has a position or size that is not a number") from None
        if w <= 0 or h <= 0 or obj.find("point") is not None:
            raise self.fail(layer, name, "must be a rectangle or ellipse with an area")
        return (x, y, w, h)

    def inside_state(self, state: str, point: Point) -> bool:
        return any(point_in_polygon(p, *point) for p in self.geometry.states[state].polygons)

    def hubs(self, board: BullMooseBoard) -> tuple[dict[str, Point], dict[str, str]]:
        hubs: dict[str, Point] = {}
        cities: dict[str, str] = {}
        for code, obj in self.objects("rail_hubs", board.rail_hubs).items():
            if obj.find("point") is None:
                raise self.fail("rail_hubs", code, "must be a point")
            point = (float(obj.get("x", "0")), float(obj.get("y", "0")))
            if not self.inside_state(code, point):
                raise self.fail("rail_hubs", code, f"lies outside {code}")
            hubs[code] = point
            cities[code] = _properties(obj).get("city", "")
        return hubs, cities

    def units(self, board: BullMooseBoard) -> dict[str, UnitBox]:
        boxes: dict[str, UnitBox] = {}
        for uid, obj in self.objects("units", tuple(board.units)).items():
            unit = board.units[uid]
            rect = self.rect("units", uid, obj)
            props = _properties(obj)
            if props.get("state") != unit.state:
                raise self.fail("units", uid, f"property 'state' must be {unit.state}")
            if props.get("leaning") != leaning_text(unit):
                raise self.fail(
                    "units", uid, f"property 'leaning' must be {leaning_text(unit)} (the game data)"
                )
            circle = obj.find("ellipse") is not None
            if circle != unit.swing:
                shape = "a circle (an ellipse object)" if unit.swing else "a rectangle"
                raise self.fail("units", uid, f"must be {shape}: the leaning is {props['leaning']}")
            if not self.placed_in_state(unit.state, rect):
                raise self.fail("units", uid, f"lies outside {unit.state} and its box at sea")
            boxes[uid] = UnitBox(uid, unit.state, rect, circle, leaning_text(unit))
        return boxes

    def placed_in_state(self, state: str, rect: Rect) -> bool:
        centre = (rect[0] + rect[2] / 2, rect[1] + rect[3] / 2)
        if self.inside_state(state, centre):
            return True
        sea = self.geometry.states[state].box
        if sea is None:
            return False
        x, y, w, h = sea
        near = BESIDE_SEA_BOX + rect[2] / 2
        return x - near <= centre[0] <= x + w + near and y <= centre[1] <= y + h

    def rects(self, layer: str, names: tuple[str, ...]) -> dict[str, Rect]:
        return {
            name: self.rect(layer, name, obj) for name, obj in self.objects(layer, names).items()
        }


def _properties(obj: ElementTree.Element) -> dict[str, str]:
    return {p.get("name", ""): p.get("value", "") for p in obj.iter("property")}
