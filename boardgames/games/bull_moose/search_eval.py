"""The hard level's judgement of a Bull Moose position: win chances, not electoral votes.

Why: the count is a lottery. Measured over heuristic games at 4 seats, the gap between
two players' final votes misses the projection's gap by 47 votes (one standard
deviation) even when only the last round is left, so a lead of 10 votes is worth a few
points of win chance, not the near-certainty a sharp softmax gives it. Here each
player's total is taken as normal around its projection, with the count's own variance
(each unit a draw with the count's real odds: plurality at twice the second, nobody at
half the leader, lots by points) plus the play still to come, and a player's chance is
that of beating every rival (pairwise, then normalised).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from functools import lru_cache, reduce
from operator import add
from typing import TYPE_CHECKING

from boardgames.games.bull_moose.bot_eval import (
    UNITS_KEPT,
    Projection,
    Tally,
    board_facts,
    shares,
)
from boardgames.games.bull_moose.steps import ChooseCard

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

# Votes of spread a turn still to be played adds to the gap between two players (the
# standard deviation per turn each; measured rather than derived, see the module text).
PER_TURN = 8.0
# The forecast's spread of a gap still to come: this many votes a turn left per player
# (fitted at 3, 4 and 5 seats, see ``forecast_chances``).
FORECAST_SPREAD = 17.0
# The hard policy's score: its projected votes plus this many votes per unit of win chance.
WIN_WEIGHT = 300.0
ROOT_TWO = math.sqrt(2.0)


def turns_left(state: BMState) -> int:
    """Cards still to be played by everyone, this round and the rounds to come."""
    in_hand = sum(len(state.zones[("hand", q)]) for q in range(state.n))
    later = state.board.turns_per_round * state.n * max(0, state.board.rounds - state.round)
    return in_hand + later


def gap_spreads(
    state: BMState, keys: dict[str, tuple[int, ...]], future: float | None = None
) -> list[list[float]]:
    """The standard deviation of the gap between each two players' final votes: the
    count's variance unit by unit (one winner per unit), plus the turns to come."""
    n = state.n
    facts_ev = board_facts(state.board, n).ev
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    # per pair, summed from 0.0 over the units in their order (``reduce`` adds one by one)
    rows = [_unit_variance(facts_ev[uid], key) for uid, key in keys.items()]
    variance = [reduce(add, column, 0.0) for column in zip(*rows, strict=True)]
    if future is None:
        future = 2.0 * PER_TURN * PER_TURN * turns_left(state) / n
    spreads = [[1.0] * n for _ in range(n)]
    for (i, j), summed in zip(pairs, variance, strict=True):
        spreads[i][j] = spreads[j][i] = math.sqrt(summed + future) or 1.0
    return spreads


@lru_cache(maxsize=UNITS_KEPT)
def _unit_variance(ev: int, key: tuple[int, ...]) -> tuple[float, ...]:
    """One unit's share of each pair's gap variance (pairs in ``gap_spreads``' order):
    the gap is +ev if i wins, -ev if j wins, 0 otherwise. Cached like ``shares``: the
    hard level judges every playout's end by it, 49 units at a time."""
    odds = [share / ev for share in shares(ev, key)]
    square = ev * ev
    n = len(odds)
    return tuple(
        square * (odds[i] + odds[j] - (odds[i] - odds[j]) * (odds[i] - odds[j]))
        for i in range(n)
        for j in range(i + 1, n)
    )


def beats_all(totals: Sequence[float], spreads: list[list[float]], player: int) -> float:
    """The chance ``player`` finishes above every rival, the gaps taken as independent."""
    chance = 1.0
    mine = totals[player]
    for rival, total in enumerate(totals):
        if rival != player:
            spread = spreads[player][rival]
            chance *= 0.5 * (1.0 + math.erf((mine - total) / (spread * ROOT_TWO)))
    return chance


def win_chances(
    state: BMState, tally: Tally | None = None, future: float | None = None
) -> tuple[float, ...]:
    """Each player's chance of winning from this position (the search's leaf judgement).
    A ``tally`` kept between calls (``WinJudge``) gives the same answers, only faster;
    ``future`` replaces the variance the turns to come add to each gap."""
    tally = tally or Tally()
    projection = Projection(state, 0, tally)
    spreads = gap_spreads(state, tally.keys, future)
    totals = projection.totals  # summed once: the same for every player
    raw = [beats_all(totals, spreads, p) for p in range(state.n)]
    total = sum(raw)
    if total <= 0.0:
        return tuple(1.0 / state.n for _ in raw)
    return tuple(chance / total for chance in raw)


class WinJudge:
    """``win_chances`` with a tally of its own, refreshed only where the cubes changed
    since the last playout's end: one per search (so one thread)."""

    def __init__(self) -> None:
        self.tally = Tally()

    def __call__(self, state: BMState) -> tuple[float, ...]:
        return win_chances(state, self.tally)


def cards_this_round(state: BMState) -> int:
    """Cards still to be chosen this round, the one at hand included (read off the queue,
    so a round's draw counts them before any is in hand)."""
    return sum(1 for step in state.queue if isinstance(step, ChooseCard))


def cards_to_come(state: BMState) -> int:
    """Cards still to be chosen, this round and every later one. The forecast asks anywhere,
    the hard level only at a card choice, where ``turns_left`` says the same."""
    board = state.board
    later = board.turns_per_round * state.n * max(0, board.rounds - state.round)
    return cards_this_round(state) + later


def forecast_chances(state: BMState, tally: Tally | None = None) -> tuple[float, ...]:
    """The win forecast's judgement: ``win_chances`` made honest about how little the board
    tells early on, when the play to come moves a gap by far more than a square-root spread
    allows (``tools/bull_moose_forecast_fit`` scores both against heuristic games). Here the
    spread still to come grows with the turns left (``FORECAST_SPREAD`` votes a turn per
    player), and the result leans to an even split by the share of the game still to play."""
    n = state.n
    left = cards_to_come(state)
    whole = state.board.turns_per_round * n * state.board.rounds
    chances = win_chances(state, tally, (FORECAST_SPREAD * left / n) ** 2)
    told = max(0.0, 1.0 - left / whole)  # how much of the game has been played
    return tuple(told * chance + (1.0 - told) / n for chance in chances)


class ForecastJudge(WinJudge):
    """``forecast_chances`` with a tally of its own (see ``WinJudge``)."""

    def __call__(self, state: BMState) -> tuple[float, ...]:
        return forecast_chances(state, self.tally)


class WinProjection(Projection):
    """The hard policy's projection: a change is worth the votes it brings the player plus
    ``WIN_WEIGHT`` times the win chance it adds (the spreads are those of the position as
    it stands, so one decision prices every change alike)."""

    def __init__(
        self, state: BMState, player: int, tally: Tally | None = None, refreshed: bool = False
    ) -> None:
        tally = tally or Tally()
        if not refreshed:
            tally.refresh(state, board_facts(state.board, state.n))
        self.spreads = gap_spreads(state, tally.keys)
        super().__init__(state, player, tally, refreshed=True)

    @classmethod
    def key(cls, state: BMState, player: int, tally: Tally) -> Hashable:
        # the spreads also count the turns still to be played
        return (super().key(state, player, tally), turns_left(state))

    def score(self, totals: Sequence[float]) -> float:
        return totals[self.player] + WIN_WEIGHT * beats_all(totals, self.spreads, self.player)


__all__ = [
    "ForecastJudge",
    "cards_this_round",
    "cards_to_come",
    "WinJudge",
    "WinProjection",
    "beats_all",
    "forecast_chances",
    "gap_spreads",
    "turns_left",
    "win_chances",
]
