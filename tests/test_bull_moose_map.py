"""Bull Moose's layers of us-1912.tmx: hubs, State Boxes, board boxes, candidate strip."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from boardgames.core.maps import MapError, load_map, point_in_polygon
from boardgames.games.bull_moose.data import load_board
from boardgames.games.bull_moose.map_layers import BullMooseMap, load_map_layers
from boardgames.resources import maps_dir

MAP = maps_dir() / "us-1912.tmx"
Rect = tuple[float, float, float, float]


@pytest.fixture(scope="module")
def layers() -> BullMooseMap:
    return load_map_layers(MAP, load_board())


def overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def test_base_map_still_loads_and_tiled_reads_the_new_layers() -> None:
    import pytmx

    assert len(load_map(MAP).states) == 48
    tiled = pytmx.TiledMap(str(MAP))
    names = {layer.name: layer for layer in tiled.layers}
    assert {"rail_hubs", "units", "board_boxes", "candidate_strip"} <= names.keys()
    assert len(list(names["units"])) == 49 and len(list(names["rail_hubs"])) == 12


def test_a_hub_marker_in_each_hub_state(layers: BullMooseMap) -> None:
    board = load_board()
    assert tuple(layers.hubs) == board.rail_hubs
    for code, point in layers.hubs.items():
        assert any(point_in_polygon(p, *point) for p in layers.geometry.states[code].polygons)
    assert layers.hub_cities["IL"] == "Chicago" and layers.hub_cities["UT"] == "Ogden"


def test_a_state_box_per_unit_in_the_right_shape(layers: BullMooseMap) -> None:
    board = load_board()
    assert set(layers.units) == set(board.units)
    for uid, box in layers.units.items():
        assert box.circle == board.units[uid].swing, uid
        if box.circle:
            assert box.rect[2] == box.rect[3], uid  # a circle, not an oval
    assert layers.units["KY"].circle and layers.units["PA"].leaning == "R+P"
    large, small = layers.units["CA-L"], layers.units["CA-S"]
    assert large.state == small.state == "CA" and not overlap(large.rect, small.rect)
    boxes = list(layers.units.values())
    for i, a in enumerate(boxes):
        for b in boxes[i + 1 :]:
            assert not overlap(a.rect, b.rect), (a.unit, b.unit)


def test_board_boxes_and_strip_lie_at_sea(layers: BullMooseMap) -> None:
    assert list(layers.board_boxes) == ["press", "senator", "popularity"]
    assert list(layers.candidate_strip) == ["R", "P", "D", "S", "X"]
    geometry = layers.geometry
    areas = [*layers.board_boxes.values(), *layers.candidate_strip.values()]
    sea_boxes = [s.box for s in geometry.states.values() if s.box is not None]
    for i, rect in enumerate(areas):
        x, y, w, h = rect
        assert 0 <= x and x + w <= geometry.width and 0 <= y and y + h <= geometry.height
        for step in range(5):  # a grid of points in the area is sea, not a state
            for col in range(5):
                point = (x + w * col / 4, y + h * step / 4)
                assert geometry.state_at(*point) is None, (rect, point)
        assert not any(overlap(rect, other) for other in areas[i + 1 :] + sea_boxes)


def test_hub_cities_are_projected_like_the_shapes() -> None:
    """The generator's Albers projection puts inland cities inside their own state."""
    sys.path.insert(0, str(maps_dir()))
    try:
        from mapgen.bull_moose import HUB_CITIES, albers_usa
    finally:
        sys.path.remove(str(maps_dir()))
    geometry = load_map(MAP)
    for code in ("IL", "CO", "UT", "MN", "GA", "PA"):
        _, lon, lat = HUB_CITIES[code]
        point = albers_usa(lon, lat, (8.0, 16.0))
        assert any(point_in_polygon(p, *point) for p in geometry.states[code].polygons), code


@pytest.mark.parametrize(
    ("old", "new", "fault"),
    [
        (r'<object id="\d+" name="GA" type="rail_hub"[^>]*>.*?</object>', "", "layer 'rail_hubs' object 'GA': is missing"),
        (r'(name="IL" type="rail_hub" )x="[\d.]+"', r'\1x="5"', "layer 'rail_hubs' object 'IL': lies outside IL"),
        (r'(name="KY" type="unit"[^>]*>.*?)<ellipse/>', r"\1", "object 'KY': must be a circle"),
        (r'(name="OH" type="unit".*?name="leaning" value=)"R"', r'\1"D"', "object 'OH': property 'leaning' must be R"),
        (r'(name="TX" type="unit" )x="[\d.]+"', r'\1x="20"', "object 'TX': lies outside TX"),
        (r'<object id="\d+" name="CA-S" type="unit"[^>]*>.*?</object>', "", "object 'CA-S': is missing"),
        (r'name="popularity"', 'name="publicity"', "object 'publicity': unknown name"),
        (r'<objectgroup id="\d+" name="board_boxes">.*?</objectgroup>', "", "object layer 'board_boxes' is missing"),
        (r'(name="press" type="board_box" x="[\d.]+" y="[\d.]+") width="[\d.]+"', r'\1 width="0"', "object 'press': must be a rectangle"),
    ],
)  # fmt: skip
def test_broken_layers_are_refused(tmp_path: Path, old: str, new: str, fault: str) -> None:
    text = MAP.read_text(encoding="utf-8")
    changed, count = re.subn(old, new, text, count=1, flags=re.S)
    assert count == 1, "the test's pattern no longer matches the map"
    bad = tmp_path / "bad-1912.tmx"
    bad.write_text(changed, encoding="utf-8")
    with pytest.raises(MapError, match="bad-1912.tmx") as caught:
        load_map_layers(bad, load_board())
    assert fault in str(caught.value)
