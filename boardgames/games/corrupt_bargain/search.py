"""How the generic search (``ai.ismcts``) plays Corrupt Bargain: the ``hard`` level.

A whole game is hundreds of small decisions, far too many to play out to the end
in a fraction of a second, so a playout runs a few heuristic moves and then asks
the heuristic's projection of the count who is likely to win. The root searches
only the heuristic's few favourite moves.
"""

from __future__ import annotations

import math

from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_candidates, heuristic_rollout
from boardgames.core.protocol import State
from boardgames.games.corrupt_bargain.bots import CorruptBargainBot, Projection
from boardgames.games.corrupt_bargain.rules import CBState

ROLLOUT_DEPTH = 8  # heuristic moves played before the projection is asked
ROOT_CANDIDATES = 4
# Electoral votes of expected lead worth a factor e in the odds: wide early, when much can
# still change, narrow by the Final Push.
SPREAD_LATE, SPREAD_EARLY = 8.0, 30.0


def win_chances(state: State) -> tuple[float, ...]:
    """Each player's chance of winning, from the projected electoral votes (a softmax)."""
    assert isinstance(state, CBState)
    expected = [
        sum(Projection(state, player).state_value(code) for code in state.board.states)
        for player in range(state.n)
    ]
    left = max(0.0, 1.0 - state.round / state.rounds_total)
    spread = SPREAD_LATE + (SPREAD_EARLY - SPREAD_LATE) * left
    top = max(expected)
    weights = [math.exp((value - top) / spread) for value in expected]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


def make_search() -> InformationSetSearch:
    heuristic = CorruptBargainBot()
    return InformationSetSearch(
        rollout=heuristic_rollout(heuristic),
        evaluate=win_chances,
        rollout_depth=ROLLOUT_DEPTH,
        candidates=heuristic_candidates(heuristic, ROOT_CANDIDATES),
    )


def hard_bot() -> SearchBot:
    return SearchBot(make_search())
