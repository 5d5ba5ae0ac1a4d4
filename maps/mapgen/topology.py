"""Read the us-atlas TopoJSON into arcs and per-state rings of arc references.

Working on arcs rather than rings is what keeps neighbouring states consistent:
a border is stored once, simplified once and drawn identically on both sides,
and two states that use the same arc are neighbours along it.
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

Point = tuple[float, float]
Ring = list[int]  # signed arc references; ~i means arc i walked backwards

CODES: dict[str, str] = {
    "Alabama": "AL", "Alaska": "AK", "Arizona": "AZ", "Arkansas": "AR",
    "California": "CA", "Colorado": "CO", "Connecticut": "CT", "Delaware": "DE",
    "District of Columbia": "DC", "Florida": "FL", "Georgia": "GA", "Hawaii": "HI",
    "Idaho": "ID", "Illinois": "IL", "Indiana": "IN", "Iowa": "IA", "Kansas": "KS",
    "Kentucky": "KY", "Louisiana": "LA", "Maine": "ME", "Maryland": "MD",
    "Massachusetts": "MA", "Michigan": "MI", "Minnesota": "MN", "Mississippi": "MS",
    "Missouri": "MO", "Montana": "MT", "Nebraska": "NE", "Nevada": "NV",
    "New Hampshire": "NH", "New Jersey": "NJ", "New Mexico": "NM", "New York": "NY",
    "North Carolina": "NC", "North Dakota": "ND", "Ohio": "OH", "Oklahoma": "OK",
    "Oregon": "OR", "Pennsylvania": "PA", "Rhode Island": "RI", "South Carolina": "SC",
    "South Dakota": "SD", "Tennessee": "TN", "Texas": "TX", "Utah": "UT",
    "Vermont": "VT", "Virginia": "VA", "Washington": "WA", "West Virginia": "WV",
    "Wisconsin": "WI", "Wyoming": "WY",
}  # fmt: skip


def arc_index(ref: int) -> int:
    """Index of the stored arc behind a signed reference."""
    return ref if ref >= 0 else ~ref


@dataclass
class Topology:
    """Decoded arcs (map pixels) and each state's outer rings as arc references."""

    arcs: list[list[Point]]
    rings: dict[str, list[Ring]]
    names: dict[str, str]

    def arc_points(self, ref: int) -> list[Point]:
        """Points of a signed arc reference, in walking order."""
        points = self.arcs[arc_index(ref)]
        return points if ref >= 0 else points[::-1]

    def ring_points(self, ring: Ring) -> list[Point]:
        """Closed ring as points (first point repeated at the end)."""
        out: list[Point] = []
        for ref in ring:
            pts = self.arc_points(ref)
            out.extend(pts if not out else pts[1:])
        return out

    def simplified(self, tolerance: float) -> Topology:
        """Same topology with every arc simplified once (shared borders stay shared)."""
        arcs = [simplify_arc(a, tolerance) for a in self.arcs]
        return Topology(arcs, self.rings, self.names)

    def merge(self, codes: list[str]) -> list[Ring]:
        """Union of several states' rings: drop the arcs between them, re-chain the rest."""
        rings = [r for c in codes for r in self.rings[c]]
        counts = Counter(arc_index(ref) for r in rings for ref in r)
        remaining = [ref for r in rings for ref in r if counts[arc_index(ref)] == 1]
        starting: dict[Point, list[int]] = defaultdict(list)
        for ref in remaining:
            starting[self.arc_points(ref)[0]].append(ref)
        used: set[int] = set()
        merged: list[Ring] = []
        for ref in remaining:
            if ref in used:
                continue
            ring = [ref]
            used.add(ref)
            first = self.arc_points(ref)[0]
            while self.arc_points(ring[-1])[-1] != first:
                end = self.arc_points(ring[-1])[-1]
                nxt = next(r for r in starting[end] if r not in used)
                ring.append(nxt)
                used.add(nxt)
            merged.append(ring)
        return merged

    def shared_borders(self, rings: dict[str, list[Ring]]) -> dict[frozenset[str], float]:
        """Length of border shared by each pair of shapes (points alone share nothing)."""
        owners: dict[int, set[str]] = defaultdict(set)
        for code, state_rings in rings.items():
            for ring in state_rings:
                for ref in ring:
                    owners[arc_index(ref)].add(code)
        lengths: dict[frozenset[str], float] = defaultdict(float)
        for index, codes in owners.items():
            if len(codes) == 2:
                lengths[frozenset(codes)] += polyline_length(self.arcs[index])
        return dict(lengths)


def load_topology(path: Path, offset: Point = (0.0, 0.0)) -> Topology:
    """Decode quantized, delta-encoded arcs and the 'states' collection."""
    data = json.loads(path.read_text(encoding="utf-8"))
    transform = data.get("transform")
    ox, oy = offset
    arcs: list[list[Point]] = []
    for raw in data["arcs"]:
        if transform:
            (sx, sy), (tx, ty) = transform["scale"], transform["translate"]
            qx = qy = 0
            pts = []
            for dx, dy in raw:
                qx += dx
                qy += dy
                pts.append((qx * sx + tx + ox, qy * sy + ty + oy))
        else:
            pts = [(x + ox, y + oy) for x, y, *_ in raw]
        arcs.append(pts)
    rings: dict[str, list[Ring]] = {}
    names: dict[str, str] = {}
    for geom in data["objects"]["states"]["geometries"]:
        name = geom["properties"]["name"]
        code = CODES[name]
        polygons = geom["arcs"] if geom["type"] == "MultiPolygon" else [geom["arcs"]]
        # Only outer rings: no state in the source has a hole.
        rings[code] = [polygon[0] for polygon in polygons]
        names[code] = name
    return Topology(arcs, rings, names)


def polyline_length(points: list[Point]) -> float:
    """Total length of a polyline in pixels."""
    return sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))


def ring_area(points: list[Point]) -> float:
    """Unsigned shoelace area of a ring."""
    total = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
        total += x1 * y2 - x2 * y1
    return abs(total) / 2


def _segment_distance(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return math.dist(p, a)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.dist(p, (ax + t * dx, ay + t * dy))


def douglas_peucker(points: list[Point], tolerance: float) -> list[Point]:
    """Classic Douglas-Peucker; both end points are kept (they are arc junctions)."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        first, last = stack.pop()
        best, best_index = 0.0, -1
        for i in range(first + 1, last):
            d = _segment_distance(points[i], points[first], points[last])
            if d > best:
                best, best_index = d, i
        if best > tolerance:
            keep[best_index] = True
            stack.append((first, best_index))
            stack.append((best_index, last))
    return [p for p, k in zip(points, keep, strict=True) if k]


def simplify_arc(points: list[Point], tolerance: float) -> list[Point]:
    """Simplify one arc; a closed arc (an island) is split at its far point first."""
    if len(points) > 3 and points[0] == points[-1]:
        far = max(range(len(points)), key=lambda i: math.dist(points[0], points[i]))
        head = douglas_peucker(points[: far + 1], tolerance)
        tail = douglas_peucker(points[far:], tolerance)
        return head + tail[1:]
    return douglas_peucker(points, tolerance)
