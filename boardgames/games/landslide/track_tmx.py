"""Read Landslide's board, ``maps/landslide-board.tmx``, into plain geometry.

The board is a Tiled map written by ``maps/make_landslide_board.py`` from the
track in ``landslide.yaml``:

* map properties ``kind`` = ``track-board``, ``game``, ``title`` and ``spaces``
  (the number of track spaces);
* object layer ``track``: one rectangle per space (type ``space``) with the int
  property ``index`` (0 = the East Home, counting clockwise) and the text
  properties ``kind`` and ``region``;
* object layer ``map-area``: one rectangle inside the loop where the app draws
  the US map named by its property ``map``.

It is read with the standard library's XML parser: no pytmx, no display, so
rules code and check-data may use it. People may edit the map in Tiled, so
everything is checked and a fault names the file and the space.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

from boardgames.core.maps import MapError
from boardgames.core.safe_read import InputRefused
from boardgames.core.tmx_check import read_tmx_root
from boardgames.games.landslide.data import SPACE_KINDS, Space
from boardgames.resources import maps_dir

BOARD_FILE = "landslide-board.tmx"
BOARD_KIND = "track-board"
TRACK_LAYER = "track"
MAP_LAYER = "map-area"

Rect = tuple[float, float, float, float]  # x, y, width, height in board pixels


@dataclass(frozen=True)
class BoardSpace:
    """One track space as drawn: where it is and what it is."""

    index: int
    kind: str
    region: str
    label: str  # the object's name in Tiled, e.g. "Open Ballot"
    rect: Rect

    @property
    def centre(self) -> tuple[float, float]:
        """Where a token stands on this space."""
        x, y, w, h = self.rect
        return x + w / 2, y + h / 2


@dataclass(frozen=True)
class TrackBoard:
    """The validated board: the spaces in track order and the area for the US map."""

    path: str
    title: str
    width: int
    height: int
    spaces: tuple[BoardSpace, ...]  # spaces[i].index == i
    map_area: Rect
    map_file: str

    def summary(self) -> str:
        """One line for ``check-data``."""
        kinds = len({space.kind for space in self.spaces})
        return f"track board '{self.title}', {len(self.spaces)} spaces of {kinds} kinds"

    def space_at(self, x: float, y: float) -> BoardSpace | None:
        """The space under a board point, or None."""
        for space in self.spaces:
            sx, sy, sw, sh = space.rect
            if sx <= x < sx + sw and sy <= y < sy + sh:
                return space
        return None


def parse_track_board(path: str | Path, kinds: Sequence[str] = SPACE_KINDS) -> TrackBoard:
    """Parse and validate a track board; any fault raises MapError naming the file."""
    return _Reader(Path(path), tuple(kinds)).board()


def load_board(path: str | Path | None = None, track: Sequence[Space] | None = None) -> TrackBoard:
    """The shipped board (or ``path``), checked against a track (default: ``landslide.yaml``)."""
    if track is None:
        from boardgames.games.landslide.data import load_landslide

        track = load_landslide().track
    board = parse_track_board(maps_dir() / BOARD_FILE if path is None else path)
    check_matches(board, track)
    return board


def check_matches(board: TrackBoard, track: Sequence[Space]) -> None:
    """Raise MapError unless the board has exactly the track's spaces, kind and region alike."""
    name = Path(board.path).name
    fix = "regenerate it with maps/make_landslide_board.py"
    if len(board.spaces) != len(track):
        raise MapError(f"{name}: has {len(board.spaces)} spaces, the track {len(track)}; {fix}")
    for drawn, space in zip(board.spaces, track, strict=True):
        if (drawn.kind, drawn.region) != (space.kind, space.region):
            raise MapError(
                f"{name}: space {space.index} is {drawn.kind} ({drawn.region}) on the board "
                f"but {space.kind} ({space.region}) in the track; {fix}"
            )


class _Reader:
    """Walks the XML once, checking as it goes."""

    def __init__(self, path: Path, kinds: tuple[str, ...]) -> None:
        self.path = path
        self.kinds = kinds

    def fail(self, problem: str) -> MapError:
        return MapError(f"{self.path.name}: {problem}")

    def board(self) -> TrackBoard:
        root = self._root()
        props = self._properties(root, "the map")
        if props.get("kind") != BOARD_KIND:
            raise self.fail(
                f"map property 'kind' must be '{BOARD_KIND}', got {props.get('kind')!r}"
            )
        title = self._text(props, "title", "the map")
        count = props.get("spaces")
        if not isinstance(count, int) or count < 4 or count % 4:
            raise self.fail(f"map property 'spaces' must be an int, a multiple of 4, got {count!r}")
        width = self._int_attr(root, "width") * self._int_attr(root, "tilewidth")
        height = self._int_attr(root, "height") * self._int_attr(root, "tileheight")
        spaces = self._spaces(self._layer(root, TRACK_LAYER), count, (width, height))
        map_area, map_file = self._map_area(self._layer(root, MAP_LAYER), (width, height))
        for space in spaces:
            if _overlap(space.rect, map_area):
                raise self.fail(f"space {space.index} overlaps the map area")
        return TrackBoard(str(self.path), title, width, height, spaces, map_area, map_file)

    # -- the file and its layers ------------------------------------------------------------

    def _root(self) -> ElementTree.Element:
        if not self.path.is_file():
            raise self.fail(f"map file not found at {self.path}")
        try:  # the checks every map gets: size caps, no layer named twice, no object twice
            root = read_tmx_root(self.path)
        except InputRefused as exc:
            raise self.fail(str(exc)) from None
        if root.get("orientation", "orthogonal") != "orthogonal":
            raise self.fail("the map must be orthogonal")
        return root

    def _int_attr(self, element: ElementTree.Element, name: str) -> int:
        raw = element.get(name)
        try:
            value = int(raw or "")
        except ValueError:
            raise self.fail(f"<{element.tag}> attribute '{name}' must be a whole number") from None
        if value <= 0:
            raise self.fail(f"<{element.tag}> attribute '{name}' must be positive")
        return value

    def _layer(self, root: ElementTree.Element, name: str) -> list[ElementTree.Element]:
        layers = [g for g in root.iter("objectgroup") if g.get("name") == name]
        if len(layers) != 1:
            raise self.fail(f"needs exactly one object layer '{name}', found {len(layers)}")
        return layers[0].findall("object")

    # -- objects ----------------------------------------------------------------------------

    def _spaces(
        self, objects: Iterable[ElementTree.Element], count: int, size: tuple[int, int]
    ) -> tuple[BoardSpace, ...]:
        found: dict[int, BoardSpace] = {}
        for obj in objects:
            where = f"layer '{TRACK_LAYER}' object {obj.get('id', '?')} ({obj.get('name', '')})"
            self._check_plain_rect(obj, where, "space")
            props = self._properties(obj, where)
            index = props.get("index")
            if isinstance(index, bool) or not isinstance(index, int):
                raise self.fail(f"{where}: property 'index' must be an int, got {index!r}")
            if not 0 <= index < count:
                raise self.fail(f"{where}: index {index} is outside 0..{count - 1}")
            where = f"space {index}"
            if index in found:
                raise self.fail(f"{where} appears twice")
            kind = self._text(props, "kind", where)
            if kind not in self.kinds:
                raise self.fail(f"{where}: kind {kind!r} is not one of {', '.join(self.kinds)}")
            region = self._text(props, "region", where)
            rect = self._rect(obj, where, size)
            found[index] = BoardSpace(index, kind, region, obj.get("name", ""), rect)
        missing = [str(i) for i in range(count) if i not in found]
        if missing:
            raise self.fail(f"spaces missing from layer '{TRACK_LAYER}': {' '.join(missing)}")
        spaces = tuple(found[i] for i in range(count))
        for i, first in enumerate(spaces):
            for second in spaces[i + 1 :]:
                if _overlap(first.rect, second.rect):
                    raise self.fail(f"spaces {first.index} and {second.index} overlap")
        return spaces

    def _map_area(
        self, objects: list[ElementTree.Element], size: tuple[int, int]
    ) -> tuple[Rect, str]:
        if len(objects) != 1:
            raise self.fail(
                f"layer '{MAP_LAYER}' needs exactly one rectangle, found {len(objects)}"
            )
        where = f"layer '{MAP_LAYER}'"
        self._check_plain_rect(objects[0], where, MAP_LAYER)
        map_file = self._text(self._properties(objects[0], where), "map", where)
        return self._rect(objects[0], where, size), map_file

    def _check_plain_rect(self, obj: ElementTree.Element, where: str, kind: str) -> None:
        """Refuse what Tiled can make but this board cannot use, with a hint to fix it."""
        object_type = obj.get("type", obj.get("class", ""))
        if object_type != kind:
            raise self.fail(f"{where}: type (class) must be '{kind}', got {object_type!r}")
        if obj.get("template"):
            raise self.fail(f"{where}: uses a template; detach it in Tiled")
        if obj.get("rotation", "0") not in ("0", "0.0", ""):
            raise self.fail(f"{where}: is rotated; spaces must be upright rectangles")
        shapes = [child.tag for child in obj if child.tag != "properties"]
        if shapes or obj.get("gid"):
            shape = shapes[0] if shapes else "tile"
            raise self.fail(f"{where}: must be a rectangle, not a {shape}")

    def _rect(self, obj: ElementTree.Element, where: str, size: tuple[int, int]) -> Rect:
        try:
            x, y, w, h = (float(obj.get(name, "0")) for name in ("x", "y", "width", "height"))
        except ValueError:
            raise self.fail(f"{where}: x, y, width and height must be numbers") from None
        if w <= 0 or h <= 0:
            raise self.fail(f"{where}: has no area")
        if x < 0 or y < 0 or x + w > size[0] or y + h > size[1]:
            raise self.fail(f"{where}: lies outside the {size[0]}x{size[1]} map")
        return x, y, w, h

    # -- properties -------------------------------------------------------------------------

    def _properties(self, element: ElementTree.Element, where: str) -> dict[str, object]:
        values: dict[str, object] = {}
        holder = element.find("properties")
        for prop in holder.findall("property") if holder is not None else []:
            name = prop.get("name", "")
            raw = prop.get("value", prop.text or "")
            kind = prop.get("type", "string")
            if kind == "int":
                try:
                    values[name] = int(raw)
                except ValueError:
                    raise self.fail(f"{where}: property '{name}' is not an int: {raw!r}") from None
            else:  # string, and any other type Tiled offers: checked where it is used
                values[name] = raw
        return values

    def _text(self, props: dict[str, object], name: str, where: str) -> str:
        value = props.get(name)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"{where}: property '{name}' must be non-empty text")
        return value.strip()


def _overlap(a: Rect, b: Rect) -> bool:
    """True when two rectangles share some area (touching edges do not count)."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax < bx + bw and bx < ax + aw and ay < by + bh and by < ay + ah
