"""The count: the Electoral College, tie-breaks, and the Contingent Election in the House.

Pure functions over token counts, so the rulebook's worked example can be
tested on a constructed position. The Ultimate Tiebreaker needs the Event deck,
so it comes in as a callable that draws (and logs) for the tied players.

``project_college`` runs the same state-by-state call on the public tokens
for the "if counted now" bar, with a tiebreaker that refuses to draw: a state
that would need the Event deck is reported as undecided, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from boardgames.games.corrupt_bargain.events import (
    CollegeResult,
    ContingentResult,
    ContingentStarted,
    GameWon,
    HouseStateCalled,
    StateCalled,
    TieBroken,
)
from boardgames.games.corrupt_bargain.model import (
    NEW_YORK,
    NY_FIRST,
    NY_SECOND,
    STATES_TO_WIN_CONTINGENT,
    CBBoard,
)

# Draw for the tied players; returns them ordered from the highest Event card down.
UltimateTiebreaker = Callable[[Sequence[int], str], list[int]]
Counts = Mapping[str, Sequence[int]]

STEP_NAMES = {
    1: "octagons in the state",
    2: "octagons in the region",
    3: "octagons on the map",
    4: "the Ultimate Tiebreaker",
}


class NeedsDraw(Exception):
    """The count reached the Ultimate Tiebreaker, which only a card draw can settle."""


def refuse_draw(players: Sequence[int], what: str) -> list[int]:
    """An Ultimate Tiebreaker for projections: nobody may know the deck, so nobody draws."""
    raise NeedsDraw(what)


@dataclass
class Tally:
    """Everything the count decided, for the result screen and the tests."""

    winners: dict[str, int] = field(default_factory=dict)
    ny_second: int | None = None
    college: tuple[int, ...] = ()
    house: dict[str, int] = field(default_factory=dict)
    house_tally: tuple[int, ...] = ()
    house_first_tally: tuple[int, ...] = ()  # the first House round, kept when a run-off follows
    contenders: tuple[int, ...] = ()
    runoff: tuple[int, ...] = ()
    winner: int | None = None
    how: str = ""
    events: list = field(default_factory=list)


class Count:
    """Runs the count over a position: cubes and octagons per state per player."""

    def __init__(
        self,
        board: CBBoard,
        cubes: Counts,
        octagons: Counts,
        players: int,
        ultimate: UltimateTiebreaker,
    ) -> None:
        self.board = board
        self.cubes = cubes
        self.octagons = octagons
        self.players = players
        self.ultimate = ultimate
        self.tally = Tally()

    # -- tie-breaks -------------------------------------------------------------------
    def _octagons_in(self, states: Sequence[str], player: int) -> int:
        return sum(self.octagons[s][player] for s in states)

    def _break(self, state: str, tied: list[int], first_step: int) -> tuple[int, int | None]:
        """Apply the tie-break steps from ``first_step``; returns (winner, step used)."""
        region = self.board.regions[self.board.region_of[state]]
        measures = {
            1: lambda p: self.octagons[state][p],
            2: lambda p: self._octagons_in(region, p),
            3: lambda p: self._octagons_in(self.board.states, p),
        }
        for step in range(first_step, 4):
            best = max(measures[step](p) for p in tied)
            tied = [p for p in tied if measures[step](p) == best]
            if len(tied) == 1:
                return tied[0], step
        return self.ultimate(tied, state)[0], 4

    def _winner(
        self, state: str, among: Sequence[int], octagons_only: bool, first_step: int
    ) -> int:
        counts = (
            self.octagons[state]
            if octagons_only or state in self.board.legislature
            else self.cubes[state]
        )
        best = max(counts[p] for p in among)
        tied = [p for p in among if counts[p] == best]
        if len(tied) == 1:
            return tied[0]
        winner, step = self._break(state, tied, first_step)
        self.tally.events.append(TieBroken(state, tuple(tied), winner, STEP_NAMES[step or 4]))
        return winner

    # -- the Electoral College ------------------------------------------------------------
    def call_state(self, state: str, totals: list[int]) -> None:
        """Award one state's electoral votes into ``totals`` (New York's second place too)."""
        tally = self.tally
        everyone = list(range(self.players))
        winner = self._winner(state, everyone, octagons_only=False, first_step=1)
        tally.winners[state] = winner
        votes = NY_FIRST if state == NEW_YORK else self.board.ev[state]
        totals[winner] += votes
        tally.events.append(StateCalled(state, winner, votes, tuple(totals)))
        if state == NEW_YORK and self.players > 1:
            others = [p for p in everyone if p != winner]
            second = self._winner(state, others, octagons_only=True, first_step=1)
            tally.ny_second = second
            totals[second] += NY_SECOND
            tally.events.append(StateCalled(state, second, NY_SECOND, tuple(totals), "second"))

    def electoral_college(self) -> Tally:
        tally = self.tally
        everyone = list(range(self.players))
        totals = [0] * self.players
        for state in self.board.states:
            self.call_state(state, totals)
        tally.college = tuple(totals)
        leader = max(everyone, key=lambda p: totals[p])
        majority = totals[leader] >= self.board.majority
        tally.events.append(CollegeResult(tally.college, leader if majority else None))
        if majority:
            tally.winner, tally.how = leader, f"with {totals[leader]} electoral votes"
        elif self.players == 2:  # cannot happen: all 261 votes are always awarded
            tally.winner, tally.how = leader, f"with {totals[leader]} electoral votes (plurality)"
        else:
            self._contingent()
        tally.events.append(GameWon(tally.winner, tally.how))  # type: ignore[arg-type]
        return tally

    def _drop_last(self, players: Sequence[int], score: Mapping[int, int], first_step: int) -> int:
        """The player to drop: lowest score, then fewer octagons on the map, then the Ultimate Tiebreaker."""
        low = min(score[p] for p in players)
        tied = [p for p in players if score[p] == low]
        if len(tied) > 1 and first_step <= 3:
            map_octagons = {p: self._octagons_in(self.board.states, p) for p in tied}
            fewest = min(map_octagons.values())
            tied = [p for p in tied if map_octagons[p] == fewest]
        if len(tied) > 1:
            return self.ultimate(tied, "the drop")[-1]
        return tied[0]

    # -- the House ------------------------------------------------------------------------
    def _house_vote(self, contenders: Sequence[int]) -> list[int]:
        house = [0] * self.players
        for state in self.board.states:
            winner = self._winner(state, contenders, octagons_only=True, first_step=2)
            self.tally.house[state] = winner
            house[winner] += 1
            self.tally.events.append(HouseStateCalled(state, winner, tuple(house)))
        return house

    def _contingent(self) -> None:
        tally = self.tally
        everyone = list(range(self.players))
        contenders = everyone
        dropped = None
        if self.players == 4:
            dropped = self._drop_last(everyone, dict(enumerate(tally.college)), first_step=3)
            contenders = [p for p in everyone if p != dropped]
        tally.contenders = tuple(contenders)
        tally.events.append(ContingentStarted(tuple(contenders), dropped))
        house = self._house_vote(contenders)
        tally.house_tally = tally.house_first_tally = tuple(house)
        leader = max(contenders, key=lambda p: house[p])
        if house[leader] >= STATES_TO_WIN_CONTINGENT:
            tally.events.append(ContingentResult(tuple(house), tuple(contenders), leader))
            tally.winner, tally.how = leader, f"in the House with {house[leader]} states"
            return
        tally.events.append(ContingentResult(tuple(house), tuple(contenders), None))
        third = self._drop_last(contenders, dict(enumerate(house)), first_step=3)
        finalists = [p for p in contenders if p != third]
        tally.runoff = tuple(finalists)
        tally.events.append(ContingentStarted(tuple(finalists), third, runoff=True))
        house = self._house_vote(finalists)
        tally.house_tally = tuple(house)
        a, b = finalists
        if house[a] != house[b]:
            winner = a if house[a] > house[b] else b
            how = f"in the House run-off, {house[winner]} states to {house[a + b - winner]}"
        else:
            winner = self._runoff_tie(finalists)
            how = f"in the House run-off, {house[a]}-{house[b]} broken by tie-break"
        tally.events.append(ContingentResult(tuple(house), tuple(finalists), winner))
        tally.winner, tally.how = winner, how

    def _runoff_tie(self, finalists: list[int]) -> int:
        map_octagons = {p: self._octagons_in(self.board.states, p) for p in finalists}
        if map_octagons[finalists[0]] != map_octagons[finalists[1]]:
            return max(finalists, key=lambda p: map_octagons[p])
        return self.ultimate(finalists, "the run-off")[0]


@dataclass(frozen=True)
class Projection:
    """The Electoral College if it were counted now, from the tokens on the map alone."""

    totals: tuple[int, ...]
    winners: Mapping[str, int]  # every state the count would settle, by lead or by tie-break
    tie_breaks: Mapping[str, str]  # state -> the tie-break step that would settle it
    tie_break_votes: int  # electoral votes settled by a tie-break step, not by a lead
    to_draw: frozenset[str]  # states that would go to the Ultimate Tiebreaker (a card draw)
    votes_to_draw: int  # their electoral votes (New York's 10 alone if only 2nd place is tied)
    ny_second: int | None


def project_college(board: CBBoard, cubes: Counts, octagons: Counts, players: int) -> Projection:
    """Call every state exactly as the real count would (``Count.call_state``), without drawing.

    Only public tokens go in, so the projection is the same for every viewer.
    """
    count = Count(board, cubes, octagons, players, refuse_draw)
    totals = [0] * players
    to_draw: set[str] = set()
    votes_to_draw = 0
    for state in board.states:
        before = sum(totals)
        try:
            count.call_state(state, totals)
        except NeedsDraw:
            to_draw.add(state)
            full = NY_FIRST + NY_SECOND if state == NEW_YORK else board.ev[state]
            votes_to_draw += full - (sum(totals) - before)
    tie_breaks: dict[str, str] = {}
    tie_break_votes = 0
    broken = False  # a TieBroken event comes just before the call it settles
    for event in count.tally.events:
        if isinstance(event, TieBroken):
            tie_breaks[event.state], broken = event.step, True
        elif isinstance(event, StateCalled):
            tie_break_votes += event.votes if broken else 0
            broken = False
    return Projection(
        totals=tuple(totals),
        winners=MappingProxyType(dict(count.tally.winners)),
        tie_breaks=MappingProxyType(tie_breaks),
        tie_break_votes=tie_break_votes,
        to_draw=frozenset(to_draw),
        votes_to_draw=votes_to_draw,
        ny_second=count.tally.ny_second,
    )
