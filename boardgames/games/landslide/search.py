"""How the generic search (``ai.ismcts``) plays Landslide: the ``hard`` level.

What makes it stronger than ``normal`` is mostly its own valuation. The heuristic
prices a vote at ``bots.PRICE_SHARE`` (0.9) of the money in play over the votes
unsold; the hard level's own bids price it at ``THRIFT`` of it. Since the heuristic
pays only with states that keep its electoral votes ahead on balance, money is worth
less than it was and the hard level does best by paying more than normal does
(``tools/landslide_thrift_trial`` measures it; the figures are in ``tools/README.md``).
So the hard level's favourite move is that heuristic's (``ThriftyBot``), at the share
for the number of seats.

The search then checks the favourite. A game is several hundred bids and a heuristic
move costs a valuation, so a playout runs ``ROLLOUT_DEPTH`` moves, the hard bot's own
with the thrifty heuristic and its rivals' with the normal one, then on to the end of
the auction at hand (``settled``: a judgement of a half-finished auction sees the
price bid but not what it bought), and ``judgement.py`` says who is likely to win.
At a bid it compares the favourite's bid with passing; where the favourite passes it
offers no bid: playouts that model a rival by the heuristic took a cheap raise for a
bargain, and the bot that took them overbid and lost. A move other than the favourite
is kept only when it gains ``LOYALTY`` by ``CONFIDENCE`` standard errors. Below the
root it grows no tree (flat Monte Carlo): a decision met only a few dozen times would
try its moves in turn at random, and at a rival's bidding turn that means a raise of
any size, which both weakened the hard level and made the forecast swing.
"""

from __future__ import annotations

import random

from boardgames.ai.forecast_search import PlayoutSearch
from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_rollout, ranked
from boardgames.core.protocol import Action, State
from boardgames.games.landslide.actions import PASS
from boardgames.games.landslide.auction import BidTurn, PayChoice
from boardgames.games.landslide.bots import Appraisal, LandslideBot
from boardgames.games.landslide.judgement import win_chances
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState
from boardgames.games.landslide.steps import TakeFromVisitor

__all__ = [
    "ThriftyBot",
    "hard_bot",
    "make_forecast_search",
    "make_search",
    "settled",
    "win_chances",
]

# The share of the money in play the hard level would pay for all unsold votes, by seats
# (see the module's docstring, where each was measured).
THRIFT: dict[int, float] = {2: 1.3, 3: 1.3, 4: 1.3}
ROLLOUT_DEPTH = 24  # heuristic moves a playout runs before it is judged (then to a settled point)
ROOT_CANDIDATES = 3  # the heuristic's favourites searched at a decision other than a bid
LOYALTY = 0.05  # win chance another move must gain over the favourite ...
CONFIDENCE = 3.0  # ... by this many standard errors


def settled(state: State) -> bool:
    """No auction half done: no bid or pass made on the lot yet, or no lot at all."""
    assert isinstance(state, LandslideState)
    head = state.head()
    if isinstance(head, BidTurn):
        return head.holder < 0 and head.passes == 0
    if isinstance(head, SealedCeilings):
        return not any(state.zones[("sealed", p)] for p in range(state.n))
    return not isinstance(head, PayChoice)


class ThriftyBot(LandslideBot):
    """The heuristic at the hard level's thrift for the table's number of seats."""

    name = "thrifty"

    def appraise(self, view: LandslideState, me: int) -> Appraisal:
        return Appraisal(view, me, THRIFT[view.n])


class Candidates:
    """The root moves worth comparing: the thrifty heuristic's favourites; at a bid, its
    bid and passing, or its pass alone (see the module's docstring)."""

    def __init__(self, heuristic: LandslideBot) -> None:
        self.heuristic = heuristic

    def __call__(
        self, view: State, player: int, legal: list[Action], rng: random.Random
    ) -> list[Action]:
        assert isinstance(view, LandslideState)
        if isinstance(view.head(), TakeFromVisitor):
            return legal[:1]  # which card lies under which back is dealt after the pick
        if not isinstance(view.head(), BidTurn):
            return ranked(self.heuristic, view, player, legal, rng, ROOT_CANDIDATES)
        favourite = self.heuristic.choose(view, player, legal, rng)
        return [favourite] if favourite == PASS else [favourite, PASS]


def make_search() -> InformationSetSearch:
    heuristic = ThriftyBot()
    return InformationSetSearch(
        rollout=heuristic_rollout(LandslideBot()),
        own_rollout=heuristic_rollout(heuristic),
        evaluate=win_chances,
        rollout_depth=ROLLOUT_DEPTH,
        settled=settled,
        candidates=Candidates(heuristic),
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
        tree_depth=0,
    )


def make_forecast_search() -> PlayoutSearch:
    """The win forecast's search: every playout follows the normal heuristic from the
    position itself (no tree: at a rival's bidding turn a tree's first visits would try
    raises of any size), judged as the hard level's playouts are."""
    return PlayoutSearch(
        rollout=heuristic_rollout(LandslideBot()),
        evaluate=win_chances,
        rollout_depth=ROLLOUT_DEPTH,
        settled=settled,
    )


def hard_bot() -> SearchBot:
    bot = SearchBot(make_search())
    bot.forecast_search = make_forecast_search()
    return bot
