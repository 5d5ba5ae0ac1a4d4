"""What Bull Moose's bots derive once per board and seat count (``board_facts``): votes
and leaning per unit, the units each seat may use per state, distances, first steps and
the states by distance.

Why a module of its own: these tables are what lets the heuristic price a card use
without playing it out, and they are shared by the projection (``bot_eval``), the plans
(``bot_plans``, ``bot_texts``) and the bot (``bots``); kept apart, ``bot_eval`` stays short.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardgames.games.bull_moose.data import BullMooseBoard


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
    # ``reach``'s answers: at most one per start (or rail hub tour) and budget
    reached: dict[tuple[tuple[str, ...], int], frozenset[str]] = field(
        default_factory=dict, compare=False, repr=False
    )

    def reach(self, starts: tuple[str, ...], budget: int) -> frozenset[str]:
        """The states within ``budget`` moves of any of ``starts`` (kept: a value play asks
        for it at every decision, and the board never changes)."""
        key = (starts, budget)
        found = self.reached.get(key)
        if found is None:
            states = set()
            for start in starts:
                for target, moves in self.within[start]:
                    if moves > budget:
                        break
                    states.add(target)
            found = self.reached[key] = frozenset(states)
        return found

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


__all__ = ["BoardFacts", "board_facts"]
