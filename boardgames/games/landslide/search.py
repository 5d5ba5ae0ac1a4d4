"""How the generic search (``ai.ismcts``) plays Landslide: the ``hard`` level.

A game is several hundred bids, payments and objections, and a heuristic move costs
a valuation, so a playout to the end leaves only a handful of playouts in a tenth of
a second (the generic hard level lost 7 of 10 to the heuristic that way). Here a
playout runs ``ROLLOUT_DEPTH`` heuristic moves, enough to finish the auction at hand
and the next landing, and then a projection judges who is likely to win: the
electoral votes each player owns, plus the unsold votes in proportion to the popular
votes each holds (money buys what is left). The root searches only the heuristic's
few favourite moves, and keeps its favourite unless another does clearly better.
"""

from __future__ import annotations

from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_candidates, heuristic_rollout, softmax
from boardgames.core.protocol import State
from boardgames.games.landslide.bots import LandslideBot
from boardgames.games.landslide.rules import LandslideState

ROLLOUT_DEPTH = 24  # heuristic moves a playout runs before the projection judges it
ROOT_CANDIDATES = 3
LOYALTY = 0.03  # win chance another move must gain over the favourite ...
CONFIDENCE = 2.0  # ... by this many standard errors
MONEY_SHARE = 0.8  # of the unsold electoral votes, the part money is expected to buy
SPREAD_LATE, SPREAD_EARLY = 12.0, 60.0  # EV of projected lead worth a factor e in the odds


def projected_votes(state: LandslideState, player: int) -> float:
    """Electoral votes owned, plus a share of the unsold ones by popular votes held."""
    unsold = sum(state.board.ev) - sum(state.ev(p) for p in range(state.n))
    held = [state.holdings(p) for p in range(state.n)]
    total = sum(held)
    share = held[player] / total if total else 1.0 / state.n
    return state.ev(player) + MONEY_SHARE * unsold * share


def win_chances(state: State) -> tuple[float, ...]:
    """Each player's chance of winning from the projected votes (a softmax that narrows as
    fewer votes remain unsold)."""
    assert isinstance(state, LandslideState)
    expected = [projected_votes(state, p) for p in range(state.n)]
    unsold = sum(state.board.ev) - sum(state.ev(p) for p in range(state.n))
    spread = SPREAD_LATE + (SPREAD_EARLY - SPREAD_LATE) * unsold / sum(state.board.ev)
    return softmax(expected, spread)


def make_search() -> InformationSetSearch:
    heuristic = LandslideBot()
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
