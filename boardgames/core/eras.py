"""The board graph of an era: states, electoral votes, regions and adjacency.

Loaded from ``boardgames/data/eras/*.yaml`` and validated once, so that rules
code can trust every lookup (votes add up, adjacency is symmetric, regions name
real states).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType

from boardgames.core.data import DataError, Node, load_document
from boardgames.resources import data_dir, maps_dir


@dataclass(frozen=True)
class StateInfo:
    """One state (or DC) as the rules see it."""

    code: str
    name: str
    ev: int
    adjacent: tuple[str, ...]


@dataclass(frozen=True)
class Era:
    """A census era: which states exist and what they are worth."""

    id: str
    title: str
    census: int
    map_file: str
    total_ev: int
    majority: int | None
    states: Mapping[str, StateInfo]
    regions: Mapping[str, tuple[str, ...]]
    rail_hubs: tuple[str, ...] = ()
    # An open region's states all neighbour each other and its gateway states (Bull Moose's
    # East); the borders in ``StateInfo.adjacent`` stay the real ones.
    open_regions: Mapping[str, tuple[str, ...]] = field(
        default_factory=lambda: MappingProxyType({})
    )

    def movement_neighbours(self, code: str) -> frozenset[str]:
        """Where one move goes from ``code``: shared borders plus the open-region links."""
        linked = set(self.states[code].adjacent)
        for region, gateways in self.open_regions.items():
            members = self.regions[region]
            if code in members:
                linked.update(members, gateways)
            elif code in gateways:
                linked.update(members)
        linked.discard(code)
        return frozenset(linked)

    def region_of(self, code: str) -> str | None:
        for region, members in self.regions.items():
            if code in members:
                return region
        return None


def parse_era(root: Node) -> Era:
    """Validate an era document; every error names the key at fault."""
    root.reject_unknown(
        {
            "id",
            "title",
            "census",
            "map",
            "total_ev",
            "majority",
            "regions",
            "states",
            "rail_hubs",
            "open_regions",
        }
    )
    states: dict[str, StateInfo] = {}
    for code, node in root.get("states").items():
        if len(code) != 2 or not code.isupper():
            raise node.fail("state keys must be two-letter postal codes")
        node.reject_unknown({"name", "ev", "adjacent"})
        adjacent = tuple(node.get("adjacent", required=False, default=[]).text_list())
        states[code] = StateInfo(
            code, node.get("name").text(), node.get("ev").integer(1, 99), adjacent
        )
    neighbours: dict[str, set[str]] = {}
    for code, info in states.items():
        where = root.child("states", None).child(code, None).child("adjacent", None)
        seen = neighbours[code] = set()
        for neighbour in info.adjacent:
            if neighbour == code:
                raise where.fail(f"{code} is listed as adjacent to itself")
            if neighbour in seen:
                raise where.fail(f"{neighbour} is listed more than once")
            if neighbour not in states:
                raise where.fail(f"'{neighbour}' is not a state of this era")
            seen.add(neighbour)
    for code, info in states.items():
        where = root.child("states", None).child(code, None).child("adjacent", None)
        for neighbour in info.adjacent:
            if code not in neighbours[neighbour]:
                raise where.fail(f"{code} lists {neighbour} but {neighbour} does not list {code}")
    total_node = root.get("total_ev")
    total = total_node.integer(1)
    if sum(info.ev for info in states.values()) != total:
        counted = sum(info.ev for info in states.values())
        raise total_node.fail(f"the states' electoral votes add up to {counted}, not {total}")
    regions: dict[str, tuple[str, ...]] = {}
    if root.has("regions"):
        seen: dict[str, str] = {}
        for region, node in root.get("regions").items():
            members = tuple(node.text_list())
            for code in members:
                if code not in states:
                    raise node.fail(f"'{code}' is not a state of this era")
                if code in seen:
                    raise node.fail(f"'{code}' is already in region {seen[code]}")
                seen[code] = region
            regions[region] = members
    majority = _majority(root, total)
    rail_hubs = _rail_hubs(root.get("rail_hubs", required=False, default=[]), states)
    open_regions = _open_regions(
        root.get("open_regions", required=False, default={}), states, regions
    )
    return Era(
        id=root.get("id").text(),
        title=root.get("title").text(),
        census=root.get("census").integer(1790, 2100),
        map_file=root.get("map").text(),
        total_ev=total,
        majority=majority,
        states=MappingProxyType(states),
        regions=MappingProxyType(regions),
        rail_hubs=rail_hubs,
        open_regions=MappingProxyType(open_regions),
    )


def _rail_hubs(node: Node, states: Mapping[str, StateInfo]) -> tuple[str, ...]:
    """Hub states, each a real state of the era and listed once."""
    hubs: list[str] = []
    for entry in node.sequence():
        code = entry.text()
        if code not in states:
            raise entry.fail(f"'{code}' is not a state of this era")
        if code in hubs:
            raise entry.fail(f"'{code}' is listed twice")
        hubs.append(code)
    return tuple(hubs)


def _open_regions(
    node: Node, states: Mapping[str, StateInfo], regions: Mapping[str, tuple[str, ...]]
) -> dict[str, tuple[str, ...]]:
    """Open regions and their gateways: each gateway an outside state on the region's border."""
    opened: dict[str, tuple[str, ...]] = {}
    for region, gateways_node in node.items():
        if region not in regions:
            raise gateways_node.fail(f"'{region}' is not a region of this era")
        members = regions[region]
        gateways: list[str] = []
        for entry in gateways_node.sequence():
            code = entry.text()
            if code not in states:
                raise entry.fail(f"'{code}' is not a state of this era")
            if code in members:
                raise entry.fail(f"'{code}' is inside {region}, so it cannot be its gateway")
            if not set(states[code].adjacent) & set(members):
                raise entry.fail(f"'{code}' shares no border with {region}")
            gateways.append(code)
        opened[region] = tuple(gateways)
    return opened


def _majority(root: Node, total: int) -> int | None:
    """The votes needed to win: more than half of all votes, and no more than all of them."""
    if not root.has("majority"):
        return None
    node = root.get("majority")
    majority = node.integer()
    if not total / 2 < majority <= total:
        raise node.fail(
            f"must be more than half of the {total} electoral votes and at most {total}, "
            f"got {majority}"
        )
    return majority


def load_era_file(path: str | Path) -> Era:
    return parse_era(load_document(path))


def era_map_path(era: Era, era_file: str | Path) -> Path:
    """The map an era names, which must be a file in the maps folder: a missing one
    would otherwise only show when a game of that era starts or resumes."""
    found = maps_dir() / era.map_file
    if Path(era.map_file).name != era.map_file or not found.is_file():
        raise DataError(Path(era_file), "map", f"there is no map '{era.map_file}' in {maps_dir()}")
    return found


@cache
def load_era(era_id: str) -> Era:
    """The shipped era by id (e.g. ``us-2024``), loaded once per process."""
    path = data_dir() / "eras" / f"{era_id}.yaml"
    if not path.exists():
        raise DataError(path, "", f"no era data named '{era_id}'")
    era = load_era_file(path)
    era_map_path(era, path)
    return era
