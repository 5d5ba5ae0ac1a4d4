"""Bull Moose's layers on the 1912 map: rail hubs, State Boxes, the three board boxes.

Everything here is written as Tiled objects with properties, so the map stays
editable in Tiled; ``boardgames/games/bull_moose/map_layers.py`` reads them back
and checks them against the game's data. Leanings come from the game's own data
file (one source); hub cities are placed by projecting their longitude and
latitude the way the source shapes were (d3's geoAlbersUsa, scale 1300).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import yaml

from mapgen import layout
from mapgen.tmx import MapObject

Point = tuple[float, float]
Polygon = list[Point]

BOARD_FILE = (
    Path(__file__).resolve().parents[2] / "boardgames" / "games" / "bull_moose" / "bull_moose.yaml"
)
# The great railroad junctions of 1912, one per hub state: (city, longitude, latitude).
HUB_CITIES: dict[str, tuple[str, float, float]] = {
    "NY": ("New York City", -74.0, 40.75),
    "PA": ("Pittsburgh", -80.0, 40.44),
    "IL": ("Chicago", -87.63, 41.88),
    "MO": ("St. Louis", -90.2, 38.63),
    "MN": ("St. Paul", -93.09, 44.95),
    "NE": ("Omaha", -95.94, 41.26),
    "CO": ("Denver", -104.99, 39.74),
    "UT": ("Ogden", -111.97, 41.22),
    "CA": ("San Francisco and Oakland", -122.27, 37.8),
    "WA": ("Seattle and Tacoma", -122.33, 47.45),
    "GA": ("Atlanta", -84.39, 33.75),
    "LA": ("New Orleans", -90.07, 29.95),
}
# Board-box areas in open sea (x, y, w, h): the Atlantic south of the box column,
# and the candidate strip across Canada, in turn order.
BOARD_BOXES: dict[str, tuple[str, tuple[float, float, float, float]]] = {
    "press": ("Press Support", (906.0, 392.0, 150.0, 56.0)),
    "senator": ("Senator Support", (906.0, 456.0, 150.0, 56.0)),
    "popularity": ("Popularity", (906.0, 520.0, 150.0, 56.0)),
}
STRIP_TOP, STRIP_LEFT, STRIP_W, STRIP_H, STRIP_GAP = 4.0, 396.0, 56.0, 34.0, 6.0
CANDIDATES = ("R", "P", "D", "S", "X")
UNIT_H = 18.0
MARKER_GAP = 14.0  # px between a hub marker and its state's label and token
LABEL_HALF = (10.0, 7.0)  # half the size of a state's two-letter label
TOKEN_HALF = (8.0, 8.0)  # half the size of a token or a hub marker


def albers_usa(lon: float, lat: float, offset: Point) -> Point:
    """d3.geoAlbersUsa's lower-48 projection (scale 1300, translate 487.5, 305)."""
    phi0, phi1 = math.radians(29.5), math.radians(45.5)
    n = (math.sin(phi0) + math.sin(phi1)) / 2
    c = 1 + math.sin(phi0) * (2 * n - math.sin(phi0))
    r0 = math.sqrt(c) / n

    def raw(lam: float, phi: float) -> Point:
        r = math.sqrt(c - 2 * n * math.sin(phi)) / n
        return r * math.sin(lam * n), r0 - r * math.cos(lam * n)

    cx, cy = raw(math.radians(-0.6), math.radians(38.7))
    px, py = raw(math.radians(lon + 96.0), math.radians(lat))
    k = 1300.0
    return round(487.5 + k * (px - cx) + offset[0], 1), round(305.0 - k * (py - cy) + offset[1], 1)


def _inside_with_room(polys: list[Polygon], point: Point, room: float) -> bool:
    return any(layout.inside(p, *point) and layout.edge_distance(p, *point) >= room for p in polys)


def hub_point(polys: list[Polygon], city: Point, avoid: list[Point]) -> Point:
    """The city itself, or the nearest roomy spot inside its state clear of label and token."""
    if _inside_with_room(polys, city, 4.0) and all(math.dist(city, a) >= MARKER_GAP for a in avoid):
        return city
    home = next((p for p in polys if layout.inside(p, *city)), polys[0])
    return _best_spot(home, city, 4.0, lambda p: all(math.dist(p, a) >= MARKER_GAP for a in avoid))


def _best_spot(poly: Polygon, target: Point, room: float, clear: Callable[[Point], bool]) -> Point:
    """The sample point nearest ``target`` with ``room`` to the edge where ``clear`` holds."""
    x0, y0, w, h = layout.bounds(poly)
    step = max(1.0, min(w, h) / 60)
    for need_room in (room, room * 0.8, room * 0.6, room * 0.4, room * 0.25):
        best: tuple[float, Point] | None = None
        y = y0 + step / 2
        while y < y0 + h:
            x = x0 + step / 2
            while x < x0 + w:
                if (
                    layout.inside(poly, x, y)
                    and layout.edge_distance(poly, x, y) >= need_room
                    and clear((x, y))
                ):
                    d = math.dist((x, y), target)
                    if best is None or d < best[0]:
                        best = (d, (round(x, 1), round(y, 1)))
                x += step
            y += step
        if best is not None:
            return best[1]
    raise AssertionError(f"no room for a marker near {target}")


def _around(point: Point, half_w: float, half_h: float) -> layout.Rect:
    return (point[0] - half_w, point[1] - half_h, 2 * half_w, 2 * half_h)


def _unit_size(leaning: list[str] | str) -> tuple[float, float, str]:
    if leaning == "swing":
        return UNIT_H, UNIT_H, "ellipse"
    return 14.0 + 12.0 * len(leaning), UNIT_H, "rect"


def _leaning_text(leaning: list[str] | str) -> str:
    return leaning if isinstance(leaning, str) else "+".join(leaning)


def layers(
    states: dict[str, list[Polygon]],
    labels: dict[str, Point],
    tokens: dict[str, Point],
    boxes: dict[str, tuple[float, float, float, float]],
    offset: Point,
) -> list[tuple[str, list[MapObject]]]:
    """The four Bull Moose layers: rail_hubs, units, board_boxes, candidate_strip."""
    units = yaml.safe_load(BOARD_FILE.read_text(encoding="utf-8"))["units"]
    hubs: dict[str, Point] = {}
    for code, (_, lon, lat) in HUB_CITIES.items():
        hubs[code] = hub_point(
            states[code], albers_usa(lon, lat, offset), [labels[code], tokens[code]]
        )
    hub_objects = [
        MapObject(code, "rail_hub", x, y, properties={"city": HUB_CITIES[code][0]})
        for code, (x, y) in hubs.items()
    ]
    unit_objects: list[MapObject] = []
    placed: dict[str, tuple[float, float, float, float]] = {}
    # The token's box first, so California's small box sits beside the large one.
    for unit_id, entry in sorted(units.items(), key=lambda item: not item[1].get("token_box")):
        state = entry.get("state", unit_id)
        w, h, shape = _unit_size(entry["leaning"])
        if state in placed:  # a second box of the same state: just right of the first
            px, py, pw, _ = placed[state]
            x, y = px + pw + 4, py
        elif state in boxes:  # a small state boxed at sea: its unit box sits just right of it
            bx, by, bw, bh = boxes[state]
            x, y = bx + bw + 4, by + (bh - h) / 2
        else:
            label = labels[state]
            taken = [_around(label, *LABEL_HALF), _around(tokens[state], *TOKEN_HALF)]
            if state in hubs:
                taken.append(_around(hubs[state], *TOKEN_HALF))

            def clear(centre: Point, w: float = w, taken: list = taken) -> bool:
                rect = _around(centre, w / 2 + 3, UNIT_H / 2 + 3)
                return not any(layout.rects_overlap(rect, other) for other in taken)

            room = math.hypot(w, h) / 2 + 1
            home = next((p for p in states[state] if layout.inside(p, *label)), states[state][0])
            cx, cy = _best_spot(home, (label[0], label[1] - 18), room, clear)
            x, y = round(cx - w / 2, 1), round(cy - h / 2, 1)
        placed[state] = (x, y, w, h)
        props: dict[str, str | int] = {"state": state, "leaning": _leaning_text(entry["leaning"])}
        unit_objects.append(MapObject(unit_id, "unit", x, y, w, h, shape, props))
    unit_objects.sort(key=lambda obj: list(units).index(obj.name))
    board_objects = [
        MapObject(name, "board_box", *rect, shape="rect", properties={"title": title})
        for name, (title, rect) in BOARD_BOXES.items()
    ]
    strip_objects = [
        MapObject(
            cid,
            "candidate",
            STRIP_LEFT + i * (STRIP_W + STRIP_GAP),
            STRIP_TOP,
            STRIP_W,
            STRIP_H,
            "rect",
            {"order": i + 1},
        )
        for i, cid in enumerate(CANDIDATES)
    ]
    return [
        ("rail_hubs", hub_objects),
        ("units", unit_objects),
        ("board_boxes", board_objects),
        ("candidate_strip", strip_objects),
    ]


def check(extra: list[tuple[str, list[MapObject]]], land: list[Polygon], width: int) -> None:
    """The generator's guarantees: board boxes and the strip at sea, unit boxes apart."""
    by_layer = dict(extra)
    for obj in by_layer["board_boxes"] + by_layer["candidate_strip"]:
        rect = (obj.x, obj.y, obj.width, obj.height)
        assert obj.x + obj.width <= width and obj.y >= 0, obj.name
        assert not any(layout.rect_hits_polygon(rect, p) for p in land), f"{obj.name} on land"
    units = by_layer["units"]
    for i, a in enumerate(units):
        assert a.x + a.width <= width, a.name
        for b in units[i + 1 :]:
            ra, rb = (a.x, a.y, a.width, a.height), (b.x, b.y, b.width, b.height)
            assert not layout.rects_overlap(ra, rb), f"unit boxes {a.name} and {b.name} overlap"
