"""Hidden information by convention: every card lives in a zone that says who may see it.

Hands, decks, offers and sealed choices are zones. Because every game keeps its
secrets this way, core derives what a player may see (``redact``) and a state
consistent with it (``redeal``) for every game, instead of each game writing
``view`` and ``determinize`` by hand (boardgame.io's STRIP_SECRETS, OpenSpiel's
information states).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from enum import Enum
from operator import attrgetter

HIDDEN = -1  # an item a viewer may not see; the count stays visible
EMPTY = None  # an empty slot in a face-up row (a track with gaps)

Item = int | None


class Seen(Enum):
    """Who may look at a zone's contents (everyone always sees how many items it holds)."""

    ALL = "all"  # face up on the table
    OWNER = "owner"  # a hand, an offer, a sealed choice: its owner only
    NOBODY = "nobody"  # a deck: nobody knows the order or the cards


@dataclass(frozen=True, slots=True)
class Pool:
    """The items a family of zones is drawn from, for re-dealing the unseen ones.

    ``unique``: each item exists once (a deck of cards), so the unseen items are
    the pool less every item in sight. Otherwise (a sealed choice among options)
    each hidden item is any member of the pool, chosen independently.
    """

    items: tuple[int, ...]
    unique: bool = True


@dataclass(slots=True)
class Zone:
    """A place that holds items of one pool: a hand, a deck, a discard pile, a plan."""

    pool: str
    seen: Seen
    owner: int | None = None
    items: list[Item] | None = None

    def __post_init__(self) -> None:
        if self.items is None:
            self.items = []

    def visible_to(self, viewer: int | None) -> bool:
        if self.seen is Seen.ALL:
            return True
        if self.seen is Seen.OWNER:
            return viewer is not None and viewer == self.owner
        return False

    def copy(self) -> Zone:
        return Zone(self.pool, self.seen, self.owner, list(self.items or ()))


_ITEMS = attrgetter("items")


class Zones(dict):  # type: ignore[type-arg]
    """All the zones of a game, by key, and the pools they draw from.

    Looked up as a mapping from a zone's key to its list of items (``zones[key]``), which
    rules and bots do constantly: so it is a dict of those lists (the very lists the
    zones hold), and ``zones.zones`` keeps each key's ``Zone`` (who sees it, its pool).
    """

    __slots__ = ("zones", "pools")

    def __init__(self, pools: Mapping[str, Pool], zones: dict[Hashable, Zone] | None = None):
        zones = zones if zones is not None else {}
        super().__init__(zip(zones, map(_ITEMS, zones.values()), strict=True))
        self.pools = pools  # shared and never changed
        self.zones: dict[Hashable, Zone] = zones

    def __eq__(self, other: object) -> bool:
        return self is other  # a game's places, not their contents

    def __ne__(self, other: object) -> bool:
        return self is not other

    __hash__ = object.__hash__

    def __bool__(self) -> bool:
        return True  # a game with no zones still has its (empty) set of places

    def add(self, key: Hashable, zone: Zone) -> list[Item]:
        if zone.pool not in self.pools:
            raise KeyError(f"zone {key!r} draws from an unknown pool {zone.pool!r}")
        self.zones[key] = zone
        assert zone.items is not None
        self[key] = zone.items
        return zone.items

    def zone(self, key: Hashable) -> Zone:
        return self.zones[key]

    def move(self, item: int, source: Hashable, target: Hashable, to_bottom: bool = False) -> None:
        """Move one item between zones (the bottom of a list is index 0; its top the end)."""
        self[source].remove(item)
        if to_bottom:
            self[target].insert(0, item)
        else:
            self[target].append(item)

    def copy(self) -> Zones:  # type: ignore[override]
        return self._twin(None, True)

    def _twin(self, viewer: int | None, everything: bool) -> Zones:
        """A copy of every zone (each made without the dataclass's ``__init__``: copies are
        made at every decision and every deal), items the viewer may not see HIDDEN unless
        ``everything`` is shown."""
        zones: dict[Hashable, Zone] = {}
        twin = Zones.__new__(Zones)
        make, seen_all, seen_owner = object.__new__, Seen.ALL, Seen.OWNER
        for key, zone in self.zones.items():
            seen, owner, items = zone.seen, zone.owner, zone.items or []
            copy = make(Zone)
            copy.pool, copy.seen, copy.owner = zone.pool, seen, owner
            if (
                everything
                or seen is seen_all
                or (seen is seen_owner and viewer is not None and viewer == owner)
            ):
                copy.items = twin[key] = items[:]
            elif EMPTY in items:
                copy.items = twin[key] = [HIDDEN if item is not EMPTY else EMPTY for item in items]
            else:
                copy.items = twin[key] = [HIDDEN] * len(items)
            zones[key] = copy
        twin.pools, twin.zones = self.pools, zones
        return twin

    # -- what a viewer may see --------------------------------------------------------
    def redact(self, viewer: int | None) -> Zones:
        """A copy where every item ``viewer`` may not see is HIDDEN (None: a bystander)."""
        if not self.zones:
            return self  # a game with nothing hidden (zones are only added at setup)
        return self._twin(viewer, False)

    def redeal(self, rng: random.Random) -> None:
        """Fill every HIDDEN item with one consistent with what is in sight (in place)."""
        by_pool: dict[str, list[list[Item]]] = {}  # each pool's zones, in the zones' order
        for zone in self.zones.values():
            if zone.items:
                by_pool.setdefault(zone.pool, []).append(zone.items)
        for name, pool in self.pools.items():
            lists = by_pool.get(name, [])
            holes = [
                (items, index)
                for items in lists
                if HIDDEN in items
                for index, item in enumerate(items)
                if item == HIDDEN
            ]
            if not holes:
                continue
            if not pool.unique:
                for items, index in holes:
                    items[index] = rng.choice(pool.items)
                continue
            in_sight = {
                item for items in lists for item in items if item is not EMPTY and item != HIDDEN
            }
            unseen = [item for item in pool.items if item not in in_sight]
            if len(unseen) != len(holes):
                raise ValueError(
                    f"pool {name!r}: {len(holes)} hidden places but {len(unseen)} unseen items"
                )
            rng.shuffle(unseen)
            for (items, index), item in zip(holes, unseen, strict=True):
                items[index] = item

    def fingerprint(self) -> tuple[tuple[Hashable, tuple[Item, ...]], ...]:
        """The contents as a hashable value (for information keys)."""
        return tuple((key, tuple(zone.items or ())) for key, zone in self.zones.items())

    def where(self, name: str) -> dict[int, Hashable]:
        """Every item of a unique pool and the zone that holds it (for invariant checks)."""
        found: dict[int, Hashable] = {}
        for key, zone in self.zones.items():
            if zone.pool != name:
                continue
            for item in zone.items or ():
                if item is EMPTY:
                    continue
                if item in found:
                    raise ValueError(f"{name} item {item} is in both {found[item]!r} and {key!r}")
                found[item] = key
        return found
