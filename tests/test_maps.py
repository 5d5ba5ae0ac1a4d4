"""The three US maps and their era files: shapes, anchors, boxes, adjacency, bad files."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from boardgames.core.maps import MapError, MapGeometry, load_map, point_in_polygon
from boardgames.resources import data_dir, maps_dir

MAPS = {"us-modern.tmx": 51, "us-1912.tmx": 48, "us-1824.tmx": 24}
ERAS = {"us-2024": 538, "us-1972": 538, "us-1912": 531, "us-1824": 261}
Rect = tuple[float, float, float, float]


def era(era_id: str) -> dict:
    return yaml.safe_load((data_dir() / "eras" / f"{era_id}.yaml").read_text(encoding="utf-8"))


@pytest.fixture(scope="module", params=sorted(MAPS))
def geometry(request: pytest.FixtureRequest) -> MapGeometry:
    return load_map(maps_dir() / request.param)


def in_rect(rect: Rect | None, x: float, y: float) -> bool:
    if rect is None:
        return False
    rx, ry, rw, rh = rect
    return rx <= x <= rx + rw and ry <= y <= ry + rh


def segments_cross(a, b, c, d) -> bool:
    def side(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


def rect_meets_polygon(rect: Rect, poly) -> bool:
    x, y, w, h = rect
    corners = [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    if any(in_rect(rect, *p) for p in poly) or any(point_in_polygon(poly, *c) for c in corners):
        return True
    edges = list(zip(corners, corners[1:] + corners[:1], strict=True))
    ring = list(zip(poly, poly[1:] + poly[:1], strict=True))
    return any(segments_cross(a, b, c, d) for a, b in ring for c, d in edges)


def test_pytmx_reads_each_map_as_tiled_would() -> None:
    import pytmx

    for filename, count in MAPS.items():
        tiled = pytmx.TiledMap(str(maps_dir() / filename))
        layers = {layer.name: layer for layer in tiled.layers}
        assert {"states", "labels", "tokens", "boxes"} <= layers.keys()
        assert len({obj.name for obj in layers["states"]}) == count
        assert all(obj.type == "state" and obj.properties["full_name"] for obj in layers["states"])
        assert tiled.properties["era"] in ("modern", "1912", "1824")


def test_parser_keeps_pygame_out() -> None:
    code = (
        "import sys; from boardgames.core.maps import load_map; "
        f"load_map({str(maps_dir() / 'us-modern.tmx')!r}); "
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


@pytest.mark.parametrize(
    ("filename", "era_ids"),
    [
        ("us-modern.tmx", ["us-2024", "us-1972"]),
        ("us-1912.tmx", ["us-1912"]),
        ("us-1824.tmx", ["us-1824"]),
    ],
)
def test_map_states_match_era_files(filename: str, era_ids: list[str]) -> None:
    geometry = load_map(maps_dir() / filename)
    assert len(geometry.states) == MAPS[filename]
    assert (geometry.width, geometry.height) == (1088, 640)
    for era_id in era_ids:
        data = era(era_id)
        assert data["map"] == filename
        assert set(data["states"]) == set(geometry.states)
        for code, state in data["states"].items():
            assert state["name"] == geometry.states[code].name


def test_labels_and_tokens_lie_in_their_state_or_box(geometry: MapGeometry) -> None:
    for code, shape in geometry.states.items():
        for point in (shape.label, shape.token):
            in_shape = any(point_in_polygon(p, *point) for p in shape.polygons)
            assert in_shape or in_rect(shape.box, *point), f"{code} point {point} is outside"
        assert shape.label != shape.token


def test_boxes_are_clear_of_each_other_and_of_land(geometry: MapGeometry) -> None:
    boxes = [(code, s.box) for code, s in geometry.states.items() if s.box is not None]
    assert {"VT", "NH", "MA", "RI", "CT", "NJ", "DE", "MD"} <= {code for code, _ in boxes}
    land = [p for s in geometry.states.values() for p in s.polygons]
    land += [poly for _, poly in geometry.territories]
    for i, (code, box) in enumerate(boxes):
        x, y, w, h = box
        assert 0 <= x and x + w <= geometry.width and 0 <= y and y + h <= geometry.height
        for other, box2 in boxes[i + 1 :]:
            overlap = x < box2[0] + box2[2] and box2[0] < x + w and y < box2[1] + box2[3]
            assert not (overlap and box2[1] < y + h), f"boxes {code} and {other} overlap"
        assert not any(rect_meets_polygon(box, poly) for poly in land), f"box {code} on land"


def test_state_at_finds_each_state_and_not_the_sea(geometry: MapGeometry) -> None:
    for code, shape in geometry.states.items():
        assert geometry.state_at(*shape.token) == code
        assert geometry.state_at(*shape.label) == code
        if shape.box is None:
            continue
        x, y, w, h = shape.box
        assert geometry.state_at(x + 1, y + 1) == code
    for sea in [(5, 5), (900, 450), (620, 600), (geometry.width - 2, geometry.height - 2)]:
        assert geometry.state_at(*sea) is None


def test_territories_are_not_states() -> None:
    assert load_map(maps_dir() / "us-modern.tmx").territories == ()
    old = load_map(maps_dir() / "us-1824.tmx")
    names = {name for name, _ in old.territories}
    assert {"MI", "FL", "AR", "TX", "CA", "DC"} <= names
    assert not names & set(old.states) and "WV" not in names
    modern = load_map(maps_dir() / "us-modern.tmx")
    for code in ("MI", "TX", "WV"):
        assert old.state_at(*modern.states[code].token) == (None if code != "WV" else "VA")
    later = load_map(maps_dir() / "us-1912.tmx").territories
    assert {name for name, _ in later} == {"DC"}  # no Alaska or Hawaii drawn in 1912


@pytest.mark.parametrize(("era_id", "total"), sorted(ERAS.items()))
def test_era_votes_and_adjacency(era_id: str, total: int) -> None:
    data = era(era_id)
    states = data["states"]
    assert data["id"] == era_id
    assert data["total_ev"] == total == sum(s["ev"] for s in states.values())
    if "majority" in data:
        assert data["majority"] == total // 2 + 1
    for code, state in states.items():
        assert state["adjacent"] == sorted(set(state["adjacent"]))
        for other in state["adjacent"]:
            assert other in states and code in states[other]["adjacent"], (code, other)
    if "regions" in data:
        listed = [code for codes in data["regions"].values() for code in codes]
        assert sorted(listed) == sorted(states)
    for a, b in [("UT", "NM"), ("CO", "AZ")]:
        if a in states:
            assert b not in states[a]["adjacent"]


def test_known_neighbours() -> None:
    modern = era("us-2024")["states"]
    assert modern["DC"]["adjacent"] == ["MD", "VA"]
    assert modern["AK"]["adjacent"] == [] and modern["HI"]["adjacent"] == []
    assert "WV" in modern["OH"]["adjacent"] and "VA" not in modern["OH"]["adjacent"]
    old = era("us-1824")["states"]
    assert {"OH", "KY", "PA", "MD", "NC", "TN"} <= set(old["VA"]["adjacent"])
    assert "MI" not in old["OH"]["adjacent"]
    assert era("us-1824")["majority"] == 131 and "majority" not in era("us-1912")
    assert era("us-1912")["regions"]["East"][-1] == "WV"


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ('<?xml version="1.0"?>\n<map version="1.10" width="4" height="4"', "XML"),
        ("this is not a map", "XML"),
        ("<tileset name='x'/>", "not a Tiled map"),
        (
            '<map version="1.10" width="4" height="4" tilewidth="16" tileheight="16">'
            "<objectgroup id='1' name='states'/></map>",
            "map property 'era'",
        ),
        (
            '<map version="1.10" width="4" height="4" tilewidth="16" tileheight="16">'
            "<objectgroup id='1' name='states'><object id='1' name='NY' x='abc' y='0'/>"
            "</objectgroup></map>",
            "object 1 (NY): x 'abc' is not a number",
        ),
        (
            '<map version="1.10" width="4" height="4" tilewidth="16" tileheight="16">'
            "<properties><property name='era' value='x'/><property name='title' value='x'/>"
            "</properties><objectgroup id='1' name='states'><object id='1' name='NY' x='1' "
            "y='1'><properties><property name='full_name' value='New York'/></properties>"
            "<polygon points='0,0 5,5'/></object></objectgroup></map>",
            "fewer than 3 points",
        ),
        (
            '<map version="1.10" width="4" height="4" tilewidth="16" tileheight="16">'
            "<properties><property name='era' value='x'/><property name='title' value='x'/>"
            "</properties><objectgroup id='1' name='states'><object id='1' name='New York' "
            "x='1' y='1'><polygon points='0,0 5,5 0,5'/></object></objectgroup></map>",
            "not a 2-letter code",
        ),
    ],
)
def test_broken_files_raise_map_error(tmp_path: Path, text: str, fault: str) -> None:
    bad = tmp_path / "broken-map.tmx"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(MapError, match="broken-map.tmx") as caught:
        load_map(bad)
    assert fault in str(caught.value)


def test_missing_file_and_missing_layer(tmp_path: Path) -> None:
    with pytest.raises(MapError, match="nowhere.tmx: map file not found"):
        load_map(tmp_path / "nowhere.tmx")
    text = (maps_dir() / "us-1824.tmx").read_text(encoding="utf-8")
    no_labels = tmp_path / "no-labels.tmx"
    pattern = r'<objectgroup id="\d+" name="labels">.*?</objectgroup>'
    no_labels.write_text(re.sub(pattern, "", text, flags=re.S), encoding="utf-8")
    with pytest.raises(MapError, match=r"no-labels.tmx: object layer 'labels' is missing"):
        load_map(no_labels)
    one_label_less = tmp_path / "one-label-less.tmx"
    one_label_less.write_text(
        text.replace('name="NY" type="label"', 'name="XX" type="label"'), encoding="utf-8"
    )
    with pytest.raises(MapError, match=r"one-label-less.tmx: layer 'labels' has a point for 'XX'"):
        load_map(one_label_less)
