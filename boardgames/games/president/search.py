"""How the generic search (``ai.ismcts``) plays President: the ``hard`` level.

A game is some 150 small decisions, so a playout to the end costs too much for
the few dozen a move that fit in a tenth of a second. A playout here runs the
heuristic for 40 moves (two or three days at four seats) and then asks a
projection who is likely to win: each animal's VP, plus what its popularity,
cameras, envelopes and hand are worth towards the next points. The root searches only the heuristic's few
favourite moves, and keeps its favourite unless another is clearly better.
"""

from __future__ import annotations

import math

from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_candidates, heuristic_rollout
from boardgames.core.protocol import State
from boardgames.games.president.bots import PresidentBot
from boardgames.games.president.rules import PRState

ROLLOUT_DEPTH = 40  # moves: two or three days at four seats, about one at ten
ROOT_CANDIDATES = 3
LOYALTY = 0.02  # win chance another move must gain to overrule the favourite ...
CONFIDENCE = 1.5  # ... by this many standard errors of the paired difference
SPREAD = 1.2  # VP of projected lead worth a factor e in the odds
POPULARITY_WORTH = 0.3  # a popularity point brings the marked space, then VP, nearer
CAMERA_WORTH = 0.3  # a camera scores again each time its holder plays Camera
ENVELOPE_WORTH = 0.2  # an extra action in reserve, and the corruption race
CARD_WORTH = 0.08  # a fuller hand has more to choose from


def potential(state: PRState, seat: int) -> float:
    """An animal's VP now plus what its position holds towards the next ones."""
    track = state.board.popularity_track
    popularity = min(state.popularity[seat], track.length)
    return (
        state.total(seat)
        + POPULARITY_WORTH * popularity
        + CAMERA_WORTH * state.cameras[seat]
        + ENVELOPE_WORTH * state.envelope_count(seat)
        + CARD_WORTH * len(state.known_hand(seat))
    )


def win_chances(state: State) -> tuple[float, ...]:
    """Each animal's chance of winning, from the projection (a softmax)."""
    assert isinstance(state, PRState)
    expected = [potential(state, seat) for seat in range(state.n)]
    top = max(expected)
    weights = [math.exp((value - top) / SPREAD) for value in expected]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


def make_search() -> InformationSetSearch:
    heuristic = PresidentBot()
    return InformationSetSearch(
        rollout=heuristic_rollout(heuristic),
        evaluate=win_chances,
        rollout_depth=ROLLOUT_DEPTH,
        candidates=heuristic_candidates(heuristic, ROOT_CANDIDATES),
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
    )


def hard_bot() -> SearchBot:
    return SearchBot(make_search())


__all__ = ["hard_bot", "make_search", "win_chances"]
