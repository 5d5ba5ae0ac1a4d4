"""Write a Tiled 1.10 map with object layers only (no tilesets are needed).

The layer names and object conventions here are the contract that
``boardgames.core.maps`` reads; change both together.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import quoteattr

Point = tuple[float, float]
Rect = tuple[float, float, float, float]
TILE = 16


@dataclass
class MapObject:
    """An object of an extra layer: a point, a rectangle or an ellipse, with properties."""

    name: str
    kind: str  # the Tiled object type
    x: float
    y: float
    width: float = 0.0
    height: float = 0.0
    shape: str = "point"  # point | rect | ellipse
    properties: dict[str, str | int] = field(default_factory=dict)


@dataclass
class MapContent:
    """Everything one .tmx file holds, in absolute map pixels."""

    era: str
    title: str
    width: int
    height: int
    state_names: dict[str, str]
    states: list[tuple[str, list[Point]]]  # one entry per ring; a code may repeat
    territories: list[tuple[str, list[Point]]] = field(default_factory=list)
    labels: dict[str, Point] = field(default_factory=dict)
    tokens: dict[str, Point] = field(default_factory=dict)
    boxes: dict[str, Rect] = field(default_factory=dict)
    leaders: dict[str, list[Point]] = field(default_factory=dict)
    extra_layers: list[tuple[str, list[MapObject]]] = field(default_factory=list)


def _num(value: float) -> str:
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _points(points: list[Point], origin: Point) -> str:
    ox, oy = origin
    return " ".join(f"{_num(x - ox)},{_num(y - oy)}" for x, y in points)


class _Writer:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.next_object = 1
        self.next_layer = 1

    def layer(self, name: str, body: list[str]) -> None:
        self.lines.append(f' <objectgroup id="{self.next_layer}" name="{name}">')
        self.lines.extend(body)
        self.lines.append(" </objectgroup>")
        self.next_layer += 1

    def obj(self, name: str, kind: str, x: float, y: float, inner: str, extra: str = "") -> str:
        oid = self.next_object
        self.next_object += 1
        head = (
            f'  <object id="{oid}" name="{name}" type="{kind}" x="{_num(x)}" y="{_num(y)}"{extra}'
        )
        return f"{head}>{inner}</object>" if inner else f"{head}/>"


def _polygon_objects(
    w: _Writer, rings: list[tuple[str, list[Point]]], kind: str, names: dict[str, str]
) -> list[str]:
    body = []
    for code, ring in rings:
        origin = ring[0]
        props = (
            f'<properties><property name="full_name" value={quoteattr(names[code])}/></properties>'
        )
        inner = f'{props if kind == "state" else ""}<polygon points="{_points(ring, origin)}"/>'
        body.append(w.obj(code, kind, origin[0], origin[1], inner))
    return body


def _extra_object(w: _Writer, obj: MapObject) -> str:
    int_type = ' type="int"'
    props = "".join(
        f'<property name="{key}"{int_type if isinstance(value, int) else ""} '
        f"value={quoteattr(str(value))}/>"
        for key, value in obj.properties.items()
    )
    inner = f"<properties>{props}</properties>" if props else ""
    if obj.shape == "point":
        return w.obj(obj.name, obj.kind, obj.x, obj.y, inner + "<point/>")
    size = f' width="{_num(obj.width)}" height="{_num(obj.height)}"'
    inner += "<ellipse/>" if obj.shape == "ellipse" else ""
    return w.obj(obj.name, obj.kind, obj.x, obj.y, inner, size)


def write_tmx(path: Path, content: MapContent) -> None:
    """Serialise the map; coordinates are rounded to a tenth of a pixel."""
    w = _Writer()
    if content.territories:
        w.layer(
            "territories",
            _polygon_objects(w, content.territories, "territory", content.state_names),
        )
    w.layer("states", _polygon_objects(w, content.states, "state", content.state_names))
    box_body = []
    for code, (x, y, bw, bh) in content.boxes.items():
        box_body.append(w.obj(code, "box", x, y, "", f' width="{_num(bw)}" height="{_num(bh)}"'))
        leader = content.leaders.get(code)
        if leader:
            inner = f'<polyline points="{_points(leader, leader[0])}"/>'
            box_body.append(w.obj(code, "leader", leader[0][0], leader[0][1], inner))
    w.layer("boxes", box_body)
    for layer, kind, points in (
        ("labels", "label", content.labels),
        ("tokens", "token", content.tokens),
    ):
        w.layer(layer, [w.obj(c, kind, x, y, "<point/>") for c, (x, y) in points.items()])
    for layer, objects in content.extra_layers:
        w.layer(layer, [_extra_object(w, obj) for obj in objects])
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{content.width // TILE}" '
        f'height="{content.height // TILE}" tilewidth="{TILE}" tileheight="{TILE}" '
        f'infinite="0" nextlayerid="{w.next_layer}" nextobjectid="{w.next_object}">',
        " <properties>",
        f'  <property name="era" value={quoteattr(content.era)}/>',
        f'  <property name="title" value={quoteattr(content.title)}/>',
        " </properties>",
    ]
    path.write_text("\n".join(head + w.lines + ["</map>", ""]), encoding="utf-8")
