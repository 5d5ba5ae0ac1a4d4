"""President's organisation charts: positions, levels and the links that draw them.

The rulebook gives, for 3 to 10 players, how many positions each level has and
that positions are numbered from the bottom up. A chart here is that plus the
box each position hangs from, checked so the links always form a tree rooted
at the Presidency. Pure Python, with no display code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from boardgames.core.data import Node
from boardgames.games.president.fields import unique_list
from boardgames.games.president.vocabulary import LEVELS

PLAYER_COUNTS: tuple[int, ...] = tuple(range(3, 11))


@dataclass(frozen=True)
class Position:
    """One box of an organisation chart; ``above`` is the box it hangs from (None at the top)."""

    number: int
    level: str
    above: int | None


@dataclass(frozen=True)
class Chart:
    """The organisation chart for one player count, positions in number order (1 = bottom)."""

    players: int
    interview_winners: int
    positions: tuple[Position, ...]

    def position(self, number: int) -> Position:
        return self.positions[number - 1]

    @property
    def presidency(self) -> int:
        return self.on_level("presidency")[0]

    def on_level(self, level: str) -> tuple[int, ...]:
        """Position numbers on a level, left to right."""
        return tuple(p.number for p in self.positions if p.level == level)

    def levels(self) -> tuple[str, ...]:
        """The levels this chart uses, bottom up (3 players have no Vice presidency)."""
        return tuple(level for level in LEVELS if self.on_level(level))

    def level_above(self, level: str) -> str | None:
        """The next occupied level up: where a Promotion from ``level`` may go."""
        return self._above[level]

    @cached_property
    def _above(self) -> dict[str, str | None]:
        """Each level's next occupied level up, worked out once (bots ask it constantly)."""
        used = self.levels()
        return {level: (used[i + 1] if i + 1 < len(used) else None) for i, level in enumerate(used)}


def parse_charts(node: Node) -> tuple[Chart, ...]:
    """Read the ``charts`` list: one valid chart for every player count, sorted by count."""
    charts = unique_list(node, _chart, "players")
    missing = [n for n in PLAYER_COUNTS if n not in {chart.players for chart in charts}]
    if missing:
        raise node.fail(f"no chart for {', '.join(map(str, missing))} players")
    return tuple(sorted(charts, key=lambda chart: chart.players))


def _chart(node: Node) -> Chart:
    node.reject_unknown(["players", "interview_winners", "positions"])
    players = node.get("players").integer(PLAYER_COUNTS[0], PLAYER_COUNTS[-1])
    winners = node.get("interview_winners").integer(1, players)
    positions_node = node.get("positions")
    entries = positions_node.sequence()
    if len(entries) != players:
        raise positions_node.fail(
            f"a {players}-player chart needs {players} positions, got {len(entries)}"
        )
    positions = unique_list(positions_node, lambda entry: _position(entry, players), "number")
    by_number = {p.number: (p, entry) for p, entry in zip(positions, entries, strict=True)}
    ordered = tuple(by_number[number][0] for number in range(1, players + 1))
    presidencies = [p for p in ordered if p.level == "presidency"]
    if len(presidencies) != 1:
        raise positions_node.fail(f"a chart needs exactly one presidency, got {len(presidencies)}")
    if not any(p.level == "secretariat" for p in ordered):
        raise positions_node.fail("a chart needs at least one secretariat position")
    chart = Chart(players, winners, ordered)
    for position in ordered:
        _check_numbering(chart, position, by_number[position.number][1])
    for position in ordered:
        _check_link(chart, position, by_number[position.number][1])
    return chart


def _position(node: Node, players: int) -> Position:
    node.reject_unknown(["number", "level", "above"])
    above_node = node.get("above", required=False)
    return Position(
        number=node.get("number").integer(1, players),
        level=node.get("level").choice(LEVELS),
        above=None if above_node.value is None else above_node.integer(1, players),
    )


def _check_numbering(chart: Chart, position: Position, node: Node) -> None:
    """Numbers rise level by level: the rulebook counts positions from the bottom up."""
    rank = LEVELS.index(position.level)
    below = [p.number for p in chart.positions if LEVELS.index(p.level) < rank]
    if below and max(below) > position.number:
        raise node.child("number", position.number).fail(
            "positions are numbered bottom-up: every lower-level position needs a smaller number"
        )


def _check_link(chart: Chart, position: Position, node: Node) -> None:
    """Each box hangs from one on the next occupied level up; the presidency from none.

    Because every link climbs exactly one occupied level and only the presidency
    has none, the links form a tree rooted at the presidency.
    """
    target = chart.level_above(position.level)
    if target is None:
        if position.above is not None:
            raise node.child("above", position.above).fail("the presidency hangs from nothing")
        return
    if position.above is None:
        raise node.fail(f"missing required key 'above' (a position on the {target} level)")
    parent = chart.position(position.above)
    if parent.level != target:
        raise node.child("above", position.above).fail(
            f"must be a position on the next level up ({target}), "
            f"but {position.above} is on {parent.level}"
        )
