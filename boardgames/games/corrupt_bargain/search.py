"""How the generic search (``ai.ismcts``) plays Corrupt Bargain: the ``hard`` level.

A whole game is hundreds of small decisions, far too many to play out to the end
in a fraction of a second, so a playout runs heuristic moves to the end of the
turn and then asks the heuristic's projection of the count who is likely to win. The root searches
only the heuristic's few favourite moves.
"""

from __future__ import annotations

import math

from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_candidates, heuristic_rollout
from boardgames.core.protocol import State
from boardgames.games.corrupt_bargain.bots import (
    AP_VALUE,
    CARD_VALUE,
    CorruptBargainBot,
    board_values,
)
from boardgames.games.corrupt_bargain.model import Phase
from boardgames.games.corrupt_bargain.rules import CBState

# A playout runs heuristic moves to the end of the turn after the move searched (the
# player's own, or with 2 the next player's as well), at most ROLLOUT_DEPTH moves.
ROLLOUT_TURNS = 1
ROLLOUT_DEPTH = 16
# In the Final Push, once the hands hold at most this many cards in all, a playout runs to
# the count itself: a few dozen heuristic moves, and the result is exact, not a projection.
PLAY_TO_THE_END = 10
ROOT_CANDIDATES = 3
# How much better (in win chance) another move must look before the search overrules the
# heuristic's favourite: with a few dozen playouts a move, smaller gaps are mostly noise.
LOYALTY = 0.03
CONFIDENCE = 2.0  # ... and by this many standard errors of the paired difference
TOKEN_EV = 2.0  # electoral votes a token in hand is worth, on average, to the projection
# Electoral votes of expected lead worth a factor e in the odds: wide early, when much can
# still change, narrow by the Final Push.
SPREAD_LATE, SPREAD_EARLY = 8.0, 30.0


def win_chances(state: State) -> tuple[float, ...]:
    """Each player's chance of winning, from the projected electoral votes (a softmax).

    A player's projection is the board's (``board_values``) plus what the cards in hand and
    the action points left will place, so a playout that stops early does not count a card
    drawn as worth nothing. A token is priced at a fixed TOKEN_EV: priced at the best
    placement of the moment (as the heuristic does for one decision), a hand of fifteen
    cards would swing the value by tens of votes whenever one token moves."""
    assert isinstance(state, CBState)
    expected = board_values(state)
    for player in range(state.n):
        points = state.ap_left if state.active == player else 0
        expected[player] += TOKEN_EV * (CARD_VALUE * state.hand_size(player) + AP_VALUE * points)
    left = max(0.0, 1.0 - state.round / state.rounds_total)
    spread = SPREAD_LATE + (SPREAD_EARLY - SPREAD_LATE) * left
    top = max(expected)
    weights = [math.exp((value - top) / spread) for value in expected]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


def horizon(view: State) -> int | None:
    """Turns a playout runs before it is judged: to the end of the Final Push once few
    cards are left, else ROLLOUT_TURNS."""
    assert isinstance(view, CBState)
    if view.phase is Phase.FINAL_PUSH:
        if sum(view.hand_size(player) for player in range(view.n)) <= PLAY_TO_THE_END:
            return None
    return ROLLOUT_TURNS


def make_search() -> InformationSetSearch:
    heuristic = CorruptBargainBot()
    return InformationSetSearch(
        rollout=heuristic_rollout(heuristic),
        evaluate=win_chances,
        rollout_depth=ROLLOUT_DEPTH,
        horizon=horizon,
        tree_depth=0,
        candidates=heuristic_candidates(heuristic, ROOT_CANDIDATES),
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
    )


def hard_bot() -> SearchBot:
    return SearchBot(make_search())
