"""Bull Moose's bot arithmetic: the projection of the count, and tables to price moves fast.

Why a module of its own: the heuristic bot prices every use of every card in its hand
at each turn, and the hard level's playouts ask it thousands of times a move, so a card
use is priced from tables (distances between states in ``bot_facts``, the gain of k
cubes in a unit, cached per decision) instead of being played out on a copy of the
state. Whatever is a function of the cubes alone (a unit's worth, the boxes' worth) is
cached across decisions too; what depends on the whole board (a gain) only within one.

The projection: every unit is worth its electoral votes times each player's exact
chance of carrying it now (an empty unit counted with its leaning cubes), plus a rough
worth for the cubes the board boxes will bring. A score is the bot's projection minus
a share of its best rival's, where a unit counts at its *worth* (``unit_worth``): its
chance now blended with its chance after the most harmful single cube a rival could
still add, since every stand can be answered before the count.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Sequence
from functools import lru_cache
from itertools import compress
from operator import add, itemgetter, ne, sub
from typing import TYPE_CHECKING, Any

from boardgames.games.bull_moose.bot_facts import BoardFacts, board_facts
from boardgames.games.bull_moose.election import chances, popularity_shares

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

BOX_CUBE = 2.5  # electoral votes a cube placed by a board box is worth, roughly
RIVAL_WEIGHT = 0.6  # how much the best rival's projection counts against the bot's own
# How much a unit's worth fears one more rival cube (see ``unit_worth``). Without it the
# bot took an empty unit of its own leaning for won, though one rival cube takes it
# outright, and never defended it: Wilson lost most of his Solid South and Taft his
# New England, while Roosevelt (almost no leaning of his own) took them. Self-play,
# 3 seats, 300 games: 0 gave R/P/D .29/.51/.20, 0.3 gave .32/.43/.26, 0.6 .39/.33/.28.
THREAT = 0.6
BOXES = ("press", "senator", "popularity")


# How many results each cache below keeps, the least recently used forgotten first: a
# result is mostly asked again within a few moves, so a few thousand keep nearly every hit
# (a miss costs microseconds), and hours of hard bots hold their memory flat.
UNITS_KEPT = 2048  # (votes, points) pairs
WORTHS_KEPT = 4096  # unit worths
BLENDS_KEPT = 4096  # blends, per electoral vote
BOXES_KEPT = 2048  # the three board boxes' points


@lru_cache(maxsize=UNITS_KEPT)
def shares(ev: int, points: tuple[int, ...]) -> tuple[float, ...]:
    """Each player's expected electoral votes from one unit (cached: asked very often)."""
    return tuple(ev * c for c in chances(points))


@lru_cache(maxsize=WORTHS_KEPT)
def unit_worth(ev: int, points: tuple[int, ...], empty: bool, threat: float) -> tuple[float, ...]:
    """Each player's worth from one unit: ``1 - threat`` of its expected votes now plus
    ``threat`` of its expected votes after the one rival cube that hurts it most.
    ``points`` are the leaning cubes when the unit is ``empty``: a rival's cube there
    replaces them (leaning cubes come only to units still empty at the election)."""
    return tuple([ev * share for share in _blend(points, empty, threat)])


@lru_cache(maxsize=BLENDS_KEPT)
def _blend(points: tuple[int, ...], empty: bool, threat: float) -> tuple[float, ...]:
    """``unit_worth`` per electoral vote: each player's chance now, blended with the
    lowest it falls to after one more cube of any rival. The same for every unit with
    these points (``unit_worth`` multiplies by the votes last, as it always did), so it
    is cached apart: most units share a few small tallies."""
    now = chances(points)
    return now if not threat else _answered(now, (0,) * len(points) if empty else points, threat)


def _answered(now: tuple[float, ...], real: tuple[int, ...], threat: float) -> tuple[float, ...]:
    """``_blend`` for a threat, in plain loops (a miss costs this)."""
    n = len(real)
    answered = []
    for q in range(n):
        bumped = list(real)
        bumped[q] += 1
        answered.append(chances(tuple(bumped)))
    keep = 1 - threat
    blend = []
    for p in range(n):
        low = now[p]
        for q in range(n):
            if q != p and answered[q][p] < low:
                low = answered[q][p]
        blend.append(keep * now[p] + threat * low)
    return tuple(blend)


class Tally:
    """Each unit's worth per player (``unit_worth``), and their sums, for the last board seen.

    A bot keeps one and refreshes it at every decision: only the units whose cubes
    changed since are priced again (a turn changes a few of 49). The sums are added
    afresh each time, in unit order, so they never depend on what was seen before.
    ``answers`` keeps, per unit, its worths after a change of one seat's points (what
    ``Projection.changed`` asks thousands of times a game): it holds while the unit's
    cubes stand, so it is dropped with the unit's row when they change.
    """

    def __init__(self, threat: float = THREAT) -> None:
        self.threat = threat
        self.facts: BoardFacts | None = None
        self.points: dict[str, list[int]] = {}
        self.keys: dict[str, tuple[int, ...]] = {}  # the points counted (leaning if empty)
        self.rows: dict[str, tuple[float, ...]] = {}
        self.answers: dict[str, dict[tuple[int, int], tuple[float, ...]]] = {}
        self.sums: list[float] = []
        self.version = 0  # counts the refreshes that changed anything

    def refresh(self, state: BMState, facts: BoardFacts) -> None:
        cubes = state.cubes
        if facts is not self.facts or list(self.points) != list(cubes):
            self.facts, self.points, self.keys, self.rows = facts, {}, {}, {}
            self.answers = {}
            stale: Iterable[str] = cubes
        else:  # the units whose points differ, found in C (same units, same order)
            stale = compress(cubes, map(ne, self.points.values(), cubes.values()))
        points_seen, keys, rows, answers = self.points, self.keys, self.rows, self.answers
        changed = False
        for uid in stale:
            points = cubes[uid]
            points_seen[uid] = list(points)
            key = tuple(points)
            empty = not any(key)
            if empty:
                key = facts.lean[uid]
            keys[uid] = key
            rows[uid] = unit_worth(facts.ev[uid], key, empty, self.threat)
            answers[uid] = {}
            changed = True
        if changed or not self.sums:
            self.sums = [sum(col) for col in zip(*rows.values(), strict=True)]
            self.version += 1

    def answer(self, uid: str, seat: int, delta: int) -> tuple[float, ...]:
        """The unit's worths when ``seat``'s points in it change by ``delta``."""
        found = self.answers[uid].get((seat, delta))
        if found is None:
            assert self.facts is not None
            points = list(self.points[uid])
            points[seat] += delta
            empty = not any(points)
            new = self.facts.lean[uid] if empty else tuple(points)
            found = unit_worth(self.facts.ev[uid], new, empty, self.threat)
            self.answers[uid][(seat, delta)] = found
        return found


@lru_cache(maxsize=BOXES_KEPT)
def box_worths(
    press: tuple[int, ...], senator: tuple[int, ...], popularity: tuple[int, ...]
) -> tuple[float, ...]:
    """What the three board boxes will place for each player, in electoral votes: the
    Press and Senator winners' cubes at their chances, then the Popularity margins
    (cached: a decision prices a few box changes, and the boxes change rarely)."""
    worth = [0.0] * len(press)
    for points in (press, senator):
        if any(points):
            for q, count in enumerate(points):
                if count:
                    worth[q] += chances(points)[q] * count * BOX_CUBE
    for q, count in popularity_shares(popularity):
        worth[q] += count * BOX_CUBE
    return tuple(worth)


class Projection:
    """Each player's expected electoral votes from the board as it stands (``totals``),
    and what a change is worth to ``player``: its score, own worth minus a share of the
    best rival's (``worths``: the units at ``unit_worth``, plus the boxes). Gains are
    cached, so one projection serves a whole decision."""

    def __init__(
        self, state: BMState, player: int, tally: Tally | None = None, refreshed: bool = False
    ) -> None:
        """``refreshed``: the tally has just been refreshed with ``state`` (not again)."""
        self.state, self.player = state, player
        self.facts = board_facts(state.board, state.n)
        self.rivals = tuple(q for q in range(state.n) if q != player)
        tally = tally or Tally()
        if not refreshed:
            tally.refresh(state, self.facts)
        self.tally = tally
        self.keys, self.rows, self.threat = tally.keys, tally.rows, tally.threat
        # the best rival's total in one C call (``score`` runs once per priced change)
        self._rival_totals = itemgetter(*self.rivals) if len(self.rivals) > 1 else None
        self.extras = self.boxes(state.press, state.senator, state.popularity)
        self.worths = [w + extra for w, extra in zip(tally.sums, self.extras, strict=True)]
        self.base = self.score(self.worths)
        self._gains: dict[tuple[str, int, int], float] = {}
        self.memo: dict[Hashable, Any] = {}  # the plans' own results for this decision
        self._potential: dict[str, float] = {}
        self._bounds: dict[str, float] = {}
        self._negatives: dict[str, float] = {}  # per state, for ``ranked_states``
        self._top: int | None = None  # the best rival by worth (for the bounds)

    @classmethod
    def key(cls, state: BMState, player: int, tally: Tally) -> Hashable:
        """What a projection depends on, besides the cubes its tally has just been
        refreshed with: equal keys, equal projections (see ``BullMooseBot.projected``)."""
        return (cls, player, tally, tally.version, *state.press, *state.senator, *state.popularity)

    @property
    def totals(self) -> list[float]:
        """Each player's expected electoral votes (units at their chances, plus the boxes):
        what the hard level's judgement reads, once a playout, so it is summed on demand."""
        ev = self.facts.ev
        rows = [shares(ev[uid], key) for uid, key in self.keys.items()]
        return [
            sum(col) + extra
            for col, extra in zip(zip(*rows, strict=True), self.extras, strict=True)
        ]

    def score(self, totals: Sequence[float]) -> float:
        pick = self._rival_totals
        rival = max(pick(totals)) if pick else max(totals[q] for q in self.rivals)
        return totals[self.player] - RIVAL_WEIGHT * rival

    def boxes(
        self, press: Sequence[int], senator: Sequence[int], popularity: Sequence[int]
    ) -> list[float]:
        """What the three board boxes will place for each player (``box_worths``)."""
        return list(box_worths(tuple(press), tuple(senator), tuple(popularity)))

    def gain(self, uid: str, seat: int, delta: int) -> float:
        """The change in score when ``seat``'s points in ``uid`` change by ``delta``."""
        key = (uid, seat, delta)
        found = self._gains.get(key)
        if found is None:  # ``changed`` written out: this runs thousands of times a game
            tally = self.tally
            new_share = tally.answers[uid].get((seat, delta)) or tally.answer(uid, seat, delta)
            totals = list(map(sub, map(add, self.worths, new_share), self.rows[uid]))
            found = self._gains[key] = self.score(totals) - self.base
        return found

    def changed(self, uid: str, seat: int, delta: int) -> list[float]:
        """Every player's worth (``worths``: threats counted) when ``seat``'s points in
        ``uid`` change by ``delta``; ``score`` judges it (the hard policy scores it its own
        way, ``search_eval.WinProjection``)."""
        new_share = self.tally.answer(uid, seat, delta)
        # (w + n) - o for every player, in that order (as a sum written out would round)
        return list(map(sub, map(add, self.worths, new_share), self.rows[uid]))

    def box_gain(self, box: str, seat: int, delta: int) -> float:
        """The change in score when ``seat`` puts ``delta`` more cubes in a board box."""
        key = (box, seat, delta)
        found = self._gains.get(key)
        if found is None:
            state = self.state
            boxes = {name: getattr(state, name) for name in BOXES}
            changed = list(boxes[box])
            changed[seat] += delta
            boxes[box] = changed
            extras = self.boxes(boxes["press"], boxes["senator"], boxes["popularity"])
            totals = [
                t - old + new for t, old, new in zip(self.worths, self.extras, extras, strict=True)
            ]
            found = self._gains[key] = self.score(totals) - self.base
        return found

    def ranked_states(self, states: Iterable[str]) -> list[tuple[float, str]]:
        """Those of ``states`` where the bot may place, by the most its own cubes could gain
        there, best first (then by state code): (bound, state). Cubes of its own gain at
        most the chance it lacks of the unit's votes plus the rival weight times the
        chance of its best rival overall (the max over rivals falls by no more than that
        rival's share), so a search for the best stop may end at the first state whose
        bound is below the best gain found."""
        bound = self.unit_bound
        placeable = self.facts.placeable[self.player]
        negatives = self._negatives  # each state's bound, negated, as first worked out
        ranked = []
        for state_code in states:
            negative = negatives.get(state_code)
            if negative is None:
                units = placeable[state_code]
                if not units:
                    continue
                if len(units) == 1:
                    negative = -bound(units[0])
                else:
                    negative = -sum(map(bound, units))
                negatives[state_code] = negative
            ranked.append((negative, state_code))
        ranked.sort()
        return [(-negative, state_code) for negative, state_code in ranked]

    def unit_bound(self, uid: str) -> float:
        """The most the bot's own cubes could gain in a unit (see ``ranked_states``);
        worked out for the units asked about only (a value play asks for a dozen)."""
        found = self._bounds.get(uid)
        if found is None:
            if self._top is None:
                self._top = max(self.rivals, key=lambda q: (self.worths[q], -q))
            share = self.rows[uid]
            found = self.facts.ev[uid] - share[self.player] + RIVAL_WEIGHT * share[self._top]
            self._bounds[uid] = found
        return found

    def cubes_gain(self, uid: str, count: int) -> float:
        """The bot's own ``count`` cubes in ``uid`` (0 for none)."""
        return self.gain(uid, self.player, count) if count else 0.0

    def potential(self, state_code: str) -> float:
        """How good a place is to campaign from: the best two cubes in it or next door."""
        found = self._potential.get(state_code)
        if found is None:
            placeable = self.facts.placeable[self.player]
            bound = self.unit_bound
            units = [u for s in self.facts.near[state_code] for u in placeable[s]]
            units.sort(key=lambda u: (-bound(u), u))
            found = 0.0
            for uid in units:
                if bound(uid) <= found:
                    break  # no unit further down can do better
                found = max(found, self.gain(uid, self.player, 2))
            self._potential[state_code] = found
        return found


__all__ = [
    "BOX_CUBE",
    "RIVAL_WEIGHT",
    "THREAT",
    "BoardFacts",
    "Projection",
    "Tally",
    "board_facts",
    "shares",
    "unit_worth",
]
