"""Bull Moose's bot arithmetic: the projection of the count, and tables to price moves fast.

Why a module of its own: the heuristic bot prices every use of every card in its hand
at each turn, and the hard level's playouts ask it thousands of times a move, so a card
use is priced from tables (distances between states, the gain of k cubes in a unit,
cached per decision) instead of being played out on a copy of the state.

The projection: every unit is worth its electoral votes times each player's exact
chance of carrying it now (an empty unit counted with its leaning cubes), plus a rough
worth for the cubes the board boxes will bring. A score is the bot's projection minus
a share of its best rival's.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.games.bull_moose.election import chances, popularity_shares, win_chance

if TYPE_CHECKING:
    from boardgames.games.bull_moose.data import BullMooseBoard
    from boardgames.games.bull_moose.rules import BMState

BOX_CUBE = 2.5  # electoral votes a cube placed by a board box is worth, roughly
RIVAL_WEIGHT = 0.6  # how much the best rival's projection counts against the bot's own
BOXES = ("press", "senator", "popularity")


@dataclass(frozen=True)
class BoardFacts:
    """What the bot derives once per board and seat count: votes and default points per
    unit, the units of each state a candidate may use, distances and shortest paths."""

    ev: dict[str, int]
    lean: dict[str, tuple[int, ...]]  # the leaning cubes an empty unit gets at the election
    units: dict[str, tuple[str, ...]]  # state -> its units
    placeable: tuple[dict[str, tuple[str, ...]], ...]  # per seat: state -> units it may use
    dist: dict[str, dict[str, int]]  # moves between two states
    hop: dict[str, dict[str, str]]  # the first step from one state toward another
    within: dict[str, tuple[tuple[str, int], ...]]  # every state by distance, nearest first
    near: dict[str, tuple[str, ...]]  # a state and its neighbours

    def path(self, start: str, goal: str) -> list[str]:
        """The states a token walks through from ``start`` to ``goal`` (not ``start``)."""
        steps = []
        here = start
        while here != goal:
            here = self.hop[here][goal]
            steps.append(here)
        return steps


_FACTS: dict[tuple[int, int], BoardFacts] = {}


def board_facts(board: BullMooseBoard, n: int) -> BoardFacts:
    key = (id(board), n)
    found = _FACTS.get(key)
    if found is None:
        found = _FACTS[key] = _derive(board, n)
    return found


def _derive(board: BullMooseBoard, n: int) -> BoardFacts:
    cand = board.seats[n]
    lean = {}
    for uid, unit in board.units.items():
        symbols = unit.leaning or cand
        lean[uid] = tuple(1 if c in symbols else 0 for c in cand)
    states = sorted(board.era.states)
    units = {s: tuple(u.id for u in board.units_of(s)) for s in states}
    placeable = tuple(
        {s: units[s] if board.candidates[c].may_place(s) else () for s in states} for c in cand
    )
    dist: dict[str, dict[str, int]] = {}
    hop: dict[str, dict[str, str]] = {}
    for start in states:
        found = {start: 0}
        first = {start: start}
        frontier = deque([start])
        while frontier:
            here = frontier.popleft()
            for nxt in sorted(board.neighbours(here)):
                if nxt not in found:
                    found[nxt] = found[here] + 1
                    first[nxt] = nxt if here == start else first[here]
                    frontier.append(nxt)
        dist[start], hop[start] = found, first
    within = {s: tuple(sorted(dist[s].items(), key=lambda kv: (kv[1], kv[0]))) for s in states}
    near = {s: (s, *sorted(board.neighbours(s))) for s in states}
    ev = {uid: unit.ev for uid, unit in board.units.items()}
    return BoardFacts(ev, lean, units, placeable, dist, hop, within, near)


_SHARES: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] = {}


def shares(ev: int, points: tuple[int, ...]) -> tuple[float, ...]:
    """Each player's expected electoral votes from one unit (cached: asked very often)."""
    key = (ev, points)
    found = _SHARES.get(key)
    if found is None:
        found = tuple(ev * c for c in chances(points))
        if len(_SHARES) < 200_000:
            _SHARES[key] = found
    return found


class Tally:
    """Each unit's expected votes per player, and their sums, for the last board seen.

    A bot keeps one and refreshes it at every decision: only the units whose cubes
    changed since are priced again (a turn changes a few of 49). The sums are added
    afresh each time, in unit order, so they never depend on what was seen before.
    """

    def __init__(self) -> None:
        self.facts: BoardFacts | None = None
        self.points: dict[str, list[int]] = {}
        self.keys: dict[str, tuple[int, ...]] = {}  # the points counted (leaning if empty)
        self.rows: dict[str, tuple[float, ...]] = {}
        self.sums: list[float] = []

    def refresh(self, state: BMState, facts: BoardFacts) -> None:
        if facts is not self.facts:
            self.facts, self.points, self.keys, self.rows = facts, {}, {}, {}
        changed = False
        points_seen, keys, rows = self.points, self.keys, self.rows
        for uid, points in state.cubes.items():
            if points_seen.get(uid) != points:
                points_seen[uid] = list(points)
                key = tuple(points)
                if not any(key):
                    key = facts.lean[uid]
                keys[uid] = key
                rows[uid] = shares(facts.ev[uid], key)
                changed = True
        if changed or not self.sums:
            self.sums = [sum(col) for col in zip(*rows.values(), strict=True)]


class Projection:
    """Each player's expected electoral votes from the board as it stands, and what a
    change is worth to ``player`` (its score: own projection minus a share of the best
    rival's). Gains are cached, so one projection serves a whole decision."""

    def __init__(self, state: BMState, player: int, tally: Tally | None = None) -> None:
        self.state, self.player = state, player
        self.facts = board_facts(state.board, state.n)
        self.rivals = tuple(q for q in range(state.n) if q != player)
        tally = tally or Tally()
        tally.refresh(state, self.facts)
        self.keys = tally.keys
        self.extras = self.boxes(state.press, state.senator, state.popularity)
        self.totals = [votes + extra for votes, extra in zip(tally.sums, self.extras, strict=True)]
        self.base = self.score(self.totals)
        self._gains: dict[tuple[str, int, int], float] = {}
        self._potential: dict[str, float] = {}
        self._ranked: list[tuple[float, str]] | None = None
        self._bounds: dict[str, float] | None = None

    def score(self, totals: Sequence[float]) -> float:
        rival = max(totals[q] for q in self.rivals)
        return totals[self.player] - RIVAL_WEIGHT * rival

    def boxes(
        self, press: Sequence[int], senator: Sequence[int], popularity: Sequence[int]
    ) -> list[float]:
        """What the three board boxes will place for each player, in electoral votes."""
        worth = [0.0] * len(press)
        for points in (press, senator):
            if any(points):
                for q, count in enumerate(points):
                    if count:
                        worth[q] += win_chance(points, q) * count * BOX_CUBE
        for q, count in popularity_shares(popularity):
            worth[q] += count * BOX_CUBE
        return worth

    def gain(self, uid: str, seat: int, delta: int) -> float:
        """The change in score when ``seat``'s points in ``uid`` change by ``delta``."""
        key = (uid, seat, delta)
        found = self._gains.get(key)
        if found is None:
            found = self._gains[key] = self.score(self.changed(uid, seat, delta)) - self.base
        return found

    def changed(self, uid: str, seat: int, delta: int) -> list[float]:
        """Every player's projection when ``seat``'s points in ``uid`` change by ``delta``."""
        points = list(self.state.cubes[uid])
        points[seat] += delta
        new = tuple(points) if any(points) else self.facts.lean[uid]
        ev = self.facts.ev[uid]
        old_share, new_share = shares(ev, self.keys[uid]), shares(ev, new)
        return [t + n - o for t, n, o in zip(self.totals, new_share, old_share, strict=True)]

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
                t - old + new for t, old, new in zip(self.totals, self.extras, extras, strict=True)
            ]
            found = self._gains[key] = self.score(totals) - self.base
        return found

    def ranked_states(self) -> list[tuple[float, str]]:
        """States where the bot may place, by the most its own cubes could gain there, best
        first: (bound, state). Cubes of its own gain at most the chance it lacks of the
        unit's votes plus the rival weight times the chance of its best rival overall (the
        max over rivals falls by no more than that rival's share), so a search for the best
        stop may end at the first state whose bound is below the best gain found."""
        if self._ranked is None:
            bound = self.unit_bounds()
            ranked = [
                (sum(bound[uid] for uid in units), state_code)
                for state_code, units in self.facts.placeable[self.player].items()
                if units
            ]
            ranked.sort(key=lambda item: (-item[0], item[1]))
            self._ranked = ranked
        return self._ranked

    def unit_bounds(self) -> dict[str, float]:
        """The most the bot's own cubes could gain in each unit (see ``ranked_states``)."""
        if self._bounds is None:
            me = self.player
            top = max(self.rivals, key=lambda q: (self.totals[q], -q))
            ev = self.facts.ev
            self._bounds = {}
            for uid, key in self.keys.items():
                share = shares(ev[uid], key)
                self._bounds[uid] = ev[uid] - share[me] + RIVAL_WEIGHT * share[top]
        return self._bounds

    def cubes_gain(self, uid: str, count: int) -> float:
        """The bot's own ``count`` cubes in ``uid`` (0 for none)."""
        return self.gain(uid, self.player, count) if count else 0.0

    def best_unit(self, units: Sequence[str], count: int = 1) -> tuple[float, str]:
        """The unit where ``count`` of the bot's cubes gain most (first of equals)."""
        best, pick = float("-inf"), ""
        for uid in units:
            value = self.gain(uid, self.player, count)
            if value > best:
                best, pick = value, uid
        return best, pick

    def potential(self, state_code: str) -> float:
        """How good a place is to campaign from: the best two cubes in it or next door."""
        found = self._potential.get(state_code)
        if found is None:
            placeable = self.facts.placeable[self.player]
            bound = self.unit_bounds()
            units = [u for s in self.facts.near[state_code] for u in placeable[s]]
            units.sort(key=lambda u: (-bound[u], u))
            found = 0.0
            for uid in units:
                if bound[uid] <= found:
                    break  # no unit further down can do better
                found = max(found, self.gain(uid, self.player, 2))
            self._potential[state_code] = found
        return found


__all__ = ["BOX_CUBE", "RIVAL_WEIGHT", "BoardFacts", "Projection", "Tally", "board_facts", "shares"]
