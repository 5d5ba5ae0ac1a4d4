"""The election: preparation (leaning, Press, Senator, Popularity), then the count.

Everything placed in preparation counts as simultaneous (BM-A34): no unit is
decided until the count. The count goes unit by unit in ascending electoral
votes (for suspense); a unit is won outright at twice the second's points,
players at half the leader's or less drop out, and the rest draw by lot with
one lot per point, from the game's seeded generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.bull_moose.actions import END, EndCard, Place, place
from boardgames.games.bull_moose.events import Drawn, LeaningCubes, Passed, PopularityShare

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

PLURALITY, DRAW, ALONE, NOBODY = "plurality", "draw", "alone", "none"
EMPTY_SCOPE, SWING_SCOPE, ANY_SCOPE = "empty", "swing", "any"
CHANCES_KEPT = 8192  # tallies whose chances are remembered (see ``chances``)


def contenders(points: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The leader's points and who stays in the draw: nobody at half the leader or less."""
    lead = max(points)
    return lead, tuple(p for p, x in enumerate(points) if x > 0 and x * 2 > lead)


def decide(points: Sequence[int], rng: random.Random) -> tuple[int, str, tuple[int, ...]]:
    """Winner (-1 if nobody has a cube), how, and the players left in the draw."""
    lead, left = contenders(points)
    if lead == 0:
        return -1, NOBODY, ()
    if len(left) == 1:
        ranked = sorted(points, reverse=True)
        return left[0], ALONE if ranked[1] == 0 else PLURALITY, left
    ticket = rng.randrange(sum(points[p] for p in left))
    for p in left:
        ticket -= points[p]
        if ticket < 0:
            return p, DRAW, left
    raise AssertionError("unreachable: the tickets add up")


@lru_cache(maxsize=CHANCES_KEPT)
def chances(points: tuple[int, ...]) -> tuple[float, ...]:
    """Every player's exact chance of winning a unit with these points (cached, least
    recently used forgotten first: the bots ask it by the thousand, mostly for a few
    tallies seen before)."""
    lead = max(points)  # ``contenders`` inlined: the bots' misses come by the thousand
    lots = [x if x > 0 and x * 2 > lead else 0 for x in points]
    total = sum(lots)
    return tuple(x / total if x else 0.0 for x in lots)


def win_chance(points: Sequence[int], player: int) -> float:
    """The exact chance ``player`` wins a unit with these points (for bots and the screen)."""
    return chances(tuple(points))[player]


def popularity_shares(box: Sequence[int]) -> list[tuple[int, int]]:
    """Who places how many Popularity cubes, in turn order (BM-A32)."""
    present = sorted({x for x in box if x > 0}, reverse=True)
    if not present:
        return []
    if len(present) == 1:
        count = present[0] if sum(1 for x in box if x > 0) == 1 else 1
        return [(p, count) for p, x in enumerate(box) if x > 0]
    top, nxt = present[0], present[1]
    return [(p, top - nxt) for p, x in enumerate(box) if x == top]


@dataclass(frozen=True, slots=True)
class Prepare(Auto):
    """Leaning cubes into the empty units, then the Press, Senator and Popularity boxes."""

    def run(self, game: BMState) -> list[Event]:
        empty = [u for u, points in game.cubes.items() if not any(points)]
        game.empty_units = empty
        in_play = set(game.cand)
        for uid in empty:
            unit = game.board.units[uid]
            symbols = unit.leaning or game.cand
            for p, cid in enumerate(game.cand):
                if cid in symbols and cid in in_play:
                    game.cubes[uid][p] += 1
        steps: list[Step] = [ResolveBox("press"), ResolveBox("senator"), Popularity(), Count()]
        game.queue[0:0] = steps
        return [LeaningCubes(tuple(empty))]


@dataclass(frozen=True, slots=True)
class ResolveBox(Auto):
    """Decide a board box; its winner places all their cubes from it."""

    box: str

    def run(self, game: BMState) -> list[Event]:
        points = getattr(game, self.box)
        winner, how, left = decide(points, game.rng)
        name = f"{self.box.title()} Box"
        events: list[Event] = [Drawn(name, winner, how, tuple(points), left)]
        if winner >= 0:
            scope = EMPTY_SCOPE if self.box == "press" else SWING_SCOPE
            game.queue.insert(0, ElectionPlace(winner, scope, points[winner], name))
        return events


@dataclass(frozen=True, slots=True)
class Popularity(Auto):
    """The Popularity margin(s) become cubes anywhere, placers in turn order."""

    def run(self, game: BMState) -> list[Event]:
        shares = popularity_shares(game.popularity)
        game.queue[0:0] = [
            ElectionPlace(p, ANY_SCOPE, count, "Popularity") for p, count in shares if count
        ]
        return [PopularityShare(p, count) for p, count in shares]


@dataclass(frozen=True, slots=True)
class ElectionPlace(Decision):
    """One of the cubes a box gives its winner; the rest follow (``left`` counts down)."""

    player: int
    scope: str
    left: int
    source: str

    def options(self, game: BMState, player: int) -> list[Action]:
        if self.scope == EMPTY_SCOPE:
            units = game.empty_units
        elif self.scope == SWING_SCOPE:
            units = [u for u, unit in game.board.units.items() if unit.swing]
        else:
            units = list(game.board.units)
        allowed = game.placeable_unit_set(player)  # the units of the states it may use
        legal: list[Action] = [place(u) for u in units if u in allowed]
        if not legal:
            legal = [place(game.start_unit(player))]  # nowhere legal: the start (BM-A30/31)
        if self.scope == ANY_SCOPE:
            legal.append(END)  # Popularity's leader "may place" the difference: cube by cube
        return legal

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        if isinstance(action, EndCard):
            events: list[Event] = [Passed(player, f"declines a {self.source} cube")]
        else:
            assert isinstance(action, Place)
            events = game.add_cube(player, action.unit, self.source)
        if self.left > 1:
            game.queue.insert(0, ElectionPlace(player, self.scope, self.left - 1, self.source))
        return events

    def prompt(self, game: BMState, player: int) -> str:
        where = {EMPTY_SCOPE: "an empty unit", SWING_SCOPE: "a swing unit", ANY_SCOPE: "any unit"}
        text = f"{self.source}: place a cube in {where[self.scope]} ({self.left} left)"
        return f"{text}, or decline it." if self.scope == ANY_SCOPE else f"{text}."

    def label(self, game: BMState, player: int, action: Action) -> str:
        """A button's words: the unit and its votes, or declining this cube."""
        if isinstance(action, EndCard):
            return f"Decline this {self.source} cube"
        assert isinstance(action, Place)
        unit = game.board.units[action.unit]
        return f"Place in {unit.id} ({unit.ev} EV)"


@dataclass(frozen=True, slots=True)
class Count(Auto):
    """Election night: every unit in ascending electoral votes, then the result."""

    def run(self, game: BMState) -> list[Event]:
        events: list[Event] = []
        order = sorted(game.board.units.values(), key=lambda u: (u.ev, u.id))
        for unit in order:
            points = game.cubes[unit.id]
            winner, how, left = decide(points, game.rng)
            game.won[unit.id] = winner
            events.append(Drawn(unit.id, winner, how, tuple(points), left, unit.ev))
        game.over = True
        return events
