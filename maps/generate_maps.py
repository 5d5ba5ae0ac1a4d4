"""Turn the Census state shapes of us-atlas into the three US maps and era files.

Run from the repository root:  python maps/generate_maps.py
Needs only the standard library and PyYAML (no shapely, no node). Writes
maps/us-modern.tmx, maps/us-1912.tmx (with Bull Moose's layers, see
mapgen/bull_moose.py), maps/us-1824.tmx and
boardgames/data/eras/us-{2024,1972,1912,1824}.yaml, and checks its own output.
"""

from __future__ import annotations

import math
import sys
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from mapgen import bull_moose, layout  # noqa: E402
from mapgen.eras import ERAS, EV_1824, EV_1912, EV_2024, write_era  # noqa: E402
from mapgen.tmx import MapContent, write_tmx  # noqa: E402
from mapgen.topology import Point, Ring, Topology, load_topology, ring_area  # noqa: E402

MAPS_DIR = Path(__file__).resolve().parent
SOURCE = MAPS_DIR / "source" / "states-albers-10m.json"
ERAS_DIR = MAPS_DIR.parent / "boardgames" / "data" / "eras"

WIDTH, HEIGHT = 1088, 640  # canvas of every map, a whole number of 16 px tiles
OFFSET = (8.0, 16.0)  # where the source's 975x610 screen sits on the canvas
TOLERANCE = 0.6  # Douglas-Peucker tolerance in pixels, applied to each arc once
MIN_ISLAND = 8.0  # px^2: smaller islands are dropped (a state keeps its largest ring)
MIN_BORDER = 2.0  # px: shorter shared borders do not make neighbours
BOX_MARGIN = 12.0  # px between the easternmost coast and the column of boxes
BOXED = ["VT", "NH", "MA", "RI", "CT", "NJ", "DE", "MD", "DC"]  # column in the Atlantic
INSET_BOXED = ["HI"]  # too small for tokens too, boxed beside its own inset
INSETS = ["AK", "HI"]


@dataclass
class MapSpec:
    """What one map shows: its states, merged shapes, inert territories."""

    filename: str
    era: str
    title: str
    states: list[str]
    territories: list[str] = field(default_factory=list)
    merges: dict[str, list[str]] = field(default_factory=dict)
    bull_moose_layers: bool = False  # rail hubs, State Boxes and board boxes of Bull Moose


def _specs(all_codes: list[str]) -> list[MapSpec]:
    contiguous = [c for c in all_codes if c not in INSETS and c != "DC"]
    return [
        MapSpec("us-modern.tmx", "modern", "The United States: 50 states and DC", list(EV_2024)),
        MapSpec(
            "us-1912.tmx",
            "1912",
            "The United States in 1912",
            list(EV_1912),
            territories=["DC"],  # Alaska and Hawaii were territories, far from the board
            bull_moose_layers=True,
        ),
        MapSpec(
            "us-1824.tmx",
            "1824",
            "The Union in 1824",
            list(EV_1824),
            territories=[c for c in contiguous if c not in EV_1824 and c != "WV"] + ["DC"],
            merges={"VA": ["VA", "WV"]},
        ),
    ]


def shape_polygons(full: Topology, simple: Topology, rings: list[Ring]) -> list[list[Point]]:
    """Simplified open polygons of a shape, without islands too small to matter."""
    areas = [ring_area(full.ring_points(r)) for r in rings]
    largest = max(range(len(rings)), key=areas.__getitem__)
    polygons = []
    for i, ring in enumerate(rings):
        if areas[i] < MIN_ISLAND and i != largest:
            continue
        points = simple.ring_points(ring)[:-1]
        if len(set(points)) < 3 or ring_area(points) < MIN_ISLAND / 2:
            if i != largest:
                continue
            points = full.ring_points(ring)[:-1]
        polygons.append([(round(x, 1), round(y, 1)) for x, y in points])
    polygons.sort(key=ring_area, reverse=True)
    return polygons


def adjacency(full: Topology, rings: dict[str, list[Ring]]) -> dict[str, list[str]]:
    """Neighbours by shared border length, symmetric and sorted."""
    neighbours: dict[str, set[str]] = {code: set() for code in rings}
    for pair, length in full.shared_borders(rings).items():
        if length >= MIN_BORDER:
            a, b = sorted(pair)
            neighbours[a].add(b)
            neighbours[b].add(a)
    return {code: sorted(n) for code, n in neighbours.items()}


def place_boxes(anchors: dict[str, Point], drawn: list[list[Point]]) -> dict[str, layout.Rect]:
    """Stack the boxes, then move the column just east of the coast beside it."""
    boxes = layout.stack_boxes(anchors, 0.0, top=24.0)
    top = min(b[1] for b in boxes.values()) - 8
    bottom = max(b[1] + b[3] for b in boxes.values()) + 8
    coast = max(x for poly in drawn for x, y in poly if top <= y <= bottom)
    column = math.ceil(coast + BOX_MARGIN)
    boxes = {code: (column, y, w, h) for code, (_, y, w, h) in boxes.items()}
    boxes = layout.untangle(boxes, anchors)
    return dict(sorted(boxes.items(), key=lambda item: item[1][1]))


def build(spec: MapSpec, full: Topology, simple: Topology) -> tuple[MapContent, dict]:
    """Shapes, boxes, anchor points and adjacency of one map."""
    rings = {code: full.rings[code] for code in spec.states}
    for code, parts in spec.merges.items():
        rings[code] = full.merge(parts)
    states = {code: shape_polygons(full, simple, rings[code]) for code in spec.states}
    territories = {c: shape_polygons(full, simple, full.rings[c]) for c in spec.territories}
    content = MapContent(
        spec.era,
        spec.title,
        WIDTH,
        HEIGHT,
        full.names,
        [(c, p) for c in spec.states for p in states[c]],
        [(c, p) for c in spec.territories for p in territories[c]],
    )
    poles = {code: layout.polylabel(polys[0]) for code, polys in states.items()}
    boxed = [c for c in BOXED if c in states]
    drawn = [p for polys in (*states.values(), *territories.values()) for p in polys]
    content.boxes = place_boxes({c: poles[c][0] for c in boxed}, drawn)
    for code in INSET_BOXED:
        if code in states:
            content.boxes[code] = layout.box_beside(states[code][0], poles[code][0])
    for code in spec.states:
        (px, py), room = poles[code]
        if code in content.boxes:
            box = content.boxes[code]
            content.labels[code], content.tokens[code] = layout.box_label_token(box)
            content.leaders[code] = [(box[0], box[1] + box[3] / 2), (round(px, 1), round(py, 1))]
        else:
            label = (round(px, 1), round(py, 1))
            content.labels[code] = label
            content.tokens[code] = layout.token_point(states[code][0], label, room)
    check(content, drawn)
    if spec.bull_moose_layers:
        content.extra_layers = bull_moose.layers(
            states, content.labels, content.tokens, content.boxes, OFFSET
        )
        bull_moose.check(content.extra_layers, drawn, WIDTH)
    return content, adjacency(full, rings)


def check(content: MapContent, drawn: list[list[Point]]) -> None:
    """The generator's own guarantees: boxes clear, points inside their shapes."""
    assert WIDTH % 16 == 0 and HEIGHT % 16 == 0
    for x, y in (p for poly in drawn for p in poly):
        assert 0 <= x <= WIDTH and 0 <= y <= HEIGHT, f"{content.era}: point off canvas"
    boxes = list(content.boxes.items())
    for i, (code, box) in enumerate(boxes):
        assert box[0] + box[2] <= WIDTH and box[1] >= 0 and box[1] + box[3] <= HEIGHT, code
        for other, box2 in boxes[i + 1 :]:
            assert not layout.rects_overlap(box, box2), f"boxes {code} and {other} overlap"
        for poly in drawn:
            assert not layout.rect_hits_polygon(box, poly), f"box {code} covers land"
    for code, polys in _by_code(content.states).items():
        for point in (content.labels[code], content.tokens[code]):
            box = content.boxes.get(code)
            in_box = box is not None and layout.inside(_rect_ring(box), *point)
            assert in_box or any(layout.inside(p, *point) for p in polys), f"{code}: {point}"


def _by_code(rings: list[tuple[str, list[Point]]]) -> dict[str, list[list[Point]]]:
    out: dict[str, list[list[Point]]] = {}
    for code, ring in rings:
        out.setdefault(code, []).append(ring)
    return out


def _rect_ring(rect: layout.Rect) -> list[Point]:
    x, y, w, h = rect
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]


def main() -> None:
    """Write the three maps and the four era files."""
    full = load_topology(SOURCE, OFFSET)
    simple = full.simplified(TOLERANCE)
    adjacent_by_map = {}
    for spec in _specs(sorted(full.rings)):
        content, adjacent = build(spec, full, simple)
        write_tmx(MAPS_DIR / spec.filename, content)
        adjacent_by_map[spec.filename] = adjacent
        print(
            f"{spec.filename}: {len(content.states)} state rings, "
            f"{len(content.territories)} territory rings, {len(content.boxes)} boxes"
        )
    ERAS_DIR.mkdir(parents=True, exist_ok=True)
    for era in ERAS:
        adjacent = adjacent_by_map[era.map]
        write_era(ERAS_DIR / f"{era.id}.yaml", era, full.names, adjacent, SOURCE.name)
        print(f"{era.id}.yaml: {len(era.votes)} states, {sum(era.votes.values())} EV")


if __name__ == "__main__":
    main()
