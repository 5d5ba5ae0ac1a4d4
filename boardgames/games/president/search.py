"""How the generic search plays President: the ``hard`` level.

The heuristic's favourites are searched at the root and every seat plays the heuristic in
the playouts, as in any game's generic search; but a playout stops at the start of a day
a few days on and is judged there by the animals' VP, not played to the end. A day moves
a lead by about one VP (a Deal, a camera, a stolen point), so what a move does shows in
the days right after it; the days beyond add mostly luck, and cost the most moves.
"""

from __future__ import annotations

from boardgames.ai.forecast_search import PlayoutSearch
from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import (
    GENERIC_CANDIDATES,
    GENERIC_CONFIDENCE,
    heuristic_candidates,
    heuristic_rollout,
    softmax,
)
from boardgames.core.protocol import State
from boardgames.games.president.bots import PresidentBot
from boardgames.games.president.claims import MakeClaim
from boardgames.games.president.rules import PRState
from boardgames.games.president.steps import NameAction, PlanDay

HORIZON_DAYS = 2  # days a playout plays before it is judged
# A lead of this many VP (total, medal and token counted) is worth a factor e in the odds.
SPREAD = 1.6
TURNS_A_DAY = 2  # per seat: its claim (or naming) and its plan; guesses and recoveries add


def day_starts(state: State) -> bool:
    """Whether nothing of the day at hand has been decided yet: its first claim (or naming)
    is to be made, or with claims off, nobody has laid a plan."""
    assert isinstance(state, PRState)
    queue = state.queue
    head = queue[0] if queue else None
    if isinstance(head, (MakeClaim, NameAction)):
        return len(queue) == state.n + 1  # every seat's claim still queued, then planning
    return (
        isinstance(head, PlanDay)
        and len(queue) == 1
        and not state.claims_on
        and (len(state.movers_of(head)) == len(head.players))
    )


def horizon(view: State) -> int:
    """Turns a playout plays before it looks for the next day's start (``day_starts``)."""
    return HORIZON_DAYS * TURNS_A_DAY * view.num_players


def vp_chances(state: State) -> tuple[float, ...]:
    """Each animal's chance of winning, by its VP against the others' (``SPREAD``)."""
    assert isinstance(state, PRState)
    if state.is_over():
        return state.returns()
    return softmax([float(state.total(p)) for p in range(state.n)], SPREAD)


def make_search() -> InformationSetSearch:
    """The hard level's search: the heuristic's favourites, playouts judged a few days on."""
    return InformationSetSearch(
        rollout=heuristic_rollout(PresidentBot()),
        evaluate=vp_chances,
        horizon=horizon,
        settled=day_starts,
        candidates=heuristic_candidates(PresidentBot(), GENERIC_CANDIDATES),
        confidence=GENERIC_CONFIDENCE,
    )


def hard_bot() -> SearchBot:
    """The search as a bot; the forecast still plays every game out to its end."""
    bot = SearchBot(make_search())
    bot.forecast_search = PlayoutSearch(rollout=heuristic_rollout(PresidentBot()))
    return bot


__all__ = ["day_starts", "hard_bot", "horizon", "make_search", "vp_chances"]
