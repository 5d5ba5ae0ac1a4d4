"""The 1824 map as Corrupt Bargain's cards see it: states, names, regions, legislatures.

State names and regions come from the era data (``us-1824.yaml``), the one source
for the map's facts. They are read on first use, not on import, so that a damaged
era file raises DataError where a game is started (and the app or ``simulate``
shows it) instead of breaking every import of the game's modules.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from boardgames.core.eras import load_era

ERA_ID = "us-1824"
# Capital-icon states: their legislatures chose the electors, so only octagons count there
# and cubes may never be placed in them.
LEGISLATURE_STATES: frozenset[str] = frozenset({"DE", "GA", "LA", "NY", "SC", "VT"})
ANYWHERE = "any"


@dataclass(frozen=True)
class MapFacts:
    """The 1824 map as the cards see it: state names (in era order) and regions."""

    names: dict[str, str]
    states: tuple[str, ...]
    regions: dict[str, tuple[str, ...]]


@cache
def map_facts() -> MapFacts:
    """The map's facts from the era data, read once."""
    era = load_era(ERA_ID)
    names = {code: info.name for code, info in era.states.items()}
    regions = {region: tuple(members) for region, members in era.regions.items()}
    return MapFacts(names, tuple(names), regions)


def region_of(state: str) -> str:
    """The map region a state belongs to (tie-breaks and region effects use it)."""
    for region, members in map_facts().regions.items():
        if state in members:
            return region
    raise KeyError(state)
