"""Where labels, tokens and the boxes at sea go.

Labels sit at the pole of inaccessibility (the centre of the largest circle
inside the shape), which stays inside odd shapes where a centroid would not.
Tokens take the roomiest spot near the label but clear of its text.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Sequence

Point = tuple[float, float]
Polygon = Sequence[Point]  # open ring: the first point is not repeated
Rect = tuple[float, float, float, float]  # x, y, w, h

BOX_W, BOX_H, BOX_GAP = 56.0, 30.0, 4.0
LABEL_CLEARANCE = 16.0  # token centre at least this far from the label centre


def inside(poly: Polygon, x: float, y: float) -> bool:
    """Even-odd ray cast."""
    hit = False
    j = len(poly) - 1
    for i in range(len(poly)):
        xi, yi = poly[i]
        xj, yj = poly[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            hit = not hit
        j = i
    return hit


def edge_distance(poly: Polygon, x: float, y: float) -> float:
    """Distance from a point to the nearest edge of the polygon."""
    best = math.inf
    j = len(poly) - 1
    for i in range(len(poly)):
        ax, ay = poly[j]
        bx, by = poly[i]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / length2))
        best = min(best, math.hypot(x - ax - t * dx, y - ay - t * dy))
        j = i
    return best


def signed_distance(poly: Polygon, x: float, y: float) -> float:
    """Edge distance, positive inside the polygon and negative outside."""
    d = edge_distance(poly, x, y)
    return d if inside(poly, x, y) else -d


def bounds(poly: Polygon) -> Rect:
    """Bounding rectangle of a polygon."""
    xs = [p[0] for p in poly]
    ys = [p[1] for p in poly]
    return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def polylabel(poly: Polygon, precision: float = 0.25) -> tuple[Point, float]:
    """Pole of inaccessibility (Mapbox's polylabel) and its distance to the edge."""
    x0, y0, w, h = bounds(poly)
    size = min(w, h)
    if size == 0:
        return (x0, y0), 0.0
    half = size / 2
    heap: list[tuple[float, float, float, float, float]] = []

    def push(cx: float, cy: float, hh: float) -> None:
        d = signed_distance(poly, cx, cy)
        heapq.heappush(heap, (-(d + hh * math.sqrt(2)), d, cx, cy, hh))

    cx = x0 + half
    while cx < x0 + w:
        cy = y0 + half
        while cy < y0 + h:
            push(cx, cy, half)
            cy += size
        cx += size
    best = (x0 + w / 2, y0 + h / 2)
    best_d = signed_distance(poly, *best)
    while heap:
        neg_max, d, cx, cy, hh = heapq.heappop(heap)
        if d > best_d:
            best, best_d = (cx, cy), d
        if -neg_max - best_d <= precision:
            continue
        q = hh / 2
        for sx in (-q, q):
            for sy in (-q, q):
                push(cx + sx, cy + sy, q)
    return best, best_d


def token_point(poly: Polygon, label: Point, room: float) -> Point:
    """Roomy point near the label, preferably just below it, off the label's text."""
    x0, y0, w, h = bounds(poly)
    step = max(1.0, min(w, h) / 40)
    samples: list[tuple[float, float, float]] = []
    y = y0 + step / 2
    while y < y0 + h:
        x = x0 + step / 2
        while x < x0 + w:
            if inside(poly, x, y):
                samples.append((x, y, edge_distance(poly, x, y)))
            x += step
        y += step
    target = (label[0], label[1] + LABEL_CLEARANCE + 2)
    for need_room, need_gap in ((min(9.0, 0.55 * room), LABEL_CLEARANCE), (0.35 * room, 12.0)):
        good = [
            (math.dist((x, y), target), x, y)
            for x, y, d in samples
            if d >= need_room and math.dist((x, y), label) >= need_gap
        ]
        if good:
            _, x, y = min(good)
            return round(x, 1), round(y, 1)
    far = [(d, x, y) for x, y, d in samples if math.dist((x, y), label) >= 8]
    if far:
        _, x, y = max(far)
        return round(x, 1), round(y, 1)
    return label


def box_label_token(box: Rect) -> tuple[Point, Point]:
    """In a box at sea the code goes on the left and the tokens on the right."""
    x, y, w, h = box
    middle = round(y + h / 2, 1)
    return (round(x + w * 0.3, 1), middle), (round(x + w * 0.72, 1), middle)


def stack_boxes(anchors: dict[str, Point], column_x: float, top: float) -> dict[str, Rect]:
    """One column of boxes, each as level with its state as the others allow.

    Boxes are sorted north to south (west first on a tie) and pushed apart into
    blocks; each block sits centred on its states' anchors, never above `top`.
    """
    order = sorted(anchors, key=lambda c: (round(anchors[c][1]), anchors[c][0]))
    pitch = BOX_H + BOX_GAP
    blocks: list[tuple[list[str], float]] = []
    for code in order:
        blocks.append(([code], anchors[code][1] - BOX_H / 2))
        while len(blocks) > 1:
            (prev, prev_top), (cur, cur_top) = blocks[-2], blocks[-1]
            if prev_top + len(prev) * pitch <= cur_top:
                break
            codes = prev + cur
            merged_top = sum(anchors[c][1] - BOX_H / 2 - k * pitch for k, c in enumerate(codes))
            blocks[-2:] = [(codes, merged_top / len(codes))]
    boxes: dict[str, Rect] = {}
    y = top
    for codes, block_top in blocks:
        y = max(y, block_top)
        for code in codes:
            boxes[code] = (column_x, round(y, 1), BOX_W, BOX_H)
            y += pitch
    return boxes


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    def side(p: Point, q: Point, r: Point) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def untangle(boxes: dict[str, Rect], anchors: dict[str, Point]) -> dict[str, Rect]:
    """Swap boxes of the same column until no two leader lines cross."""
    boxes = dict(boxes)

    def leader(code: str) -> tuple[Point, Point]:
        x, y, _, h = boxes[code]
        return (x, y + h / 2), anchors[code]

    codes = list(boxes)
    for _ in range(len(codes) ** 2):
        crossing = [
            (a, b)
            for i, a in enumerate(codes)
            for b in codes[i + 1 :]
            if _segments_cross(*leader(a), *leader(b))
        ]
        if not crossing:
            break
        a, b = crossing[0]
        boxes[a], boxes[b] = boxes[b], boxes[a]
    return boxes


def box_beside(poly: Polygon, anchor: Point, gap: float = 10.0) -> Rect:
    """A box just east of a shape, level with its anchor (for a small inset state)."""
    x, _, w, _ = bounds(poly)
    return (round(x + w + gap, 1), round(anchor[1] - BOX_H / 2, 1), BOX_W, BOX_H)


def rects_overlap(a: Rect, b: Rect) -> bool:
    """Strict overlap of two rectangles (touching edges do not count)."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def rect_hits_polygon(rect: Rect, poly: Polygon) -> bool:
    """True if the rectangle and the polygon share any area or edge crossing."""
    x, y, w, h = rect
    if any(x <= px <= x + w and y <= py <= y + h for px, py in poly):
        return True
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    if any(inside(poly, cx, cy) for cx, cy in corners):
        return True
    edges = list(zip(corners, corners[1:] + corners[:1], strict=True))
    return any(
        _segments_cross(a, b, c, d)
        for a, b in zip(poly, list(poly[1:]) + [poly[0]], strict=True)
        for c, d in edges
    )
