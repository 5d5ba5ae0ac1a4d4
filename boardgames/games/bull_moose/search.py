"""How the generic search (``ai.ismcts``) plays Bull Moose: the ``hard`` level.

A game is some five hundred small decisions, and most of them (a move, a cube) only
carry out the card chosen at the start of the turn. So the search thinks only where the
game is decided, the choice of a card and how to play it: the root tries the
heuristic's few favourite card uses, each finished by the heuristic's plan for it (a
whole card use), and a playout runs heuristic moves until every rival has answered with
a card of their own, then asks the projection of the count who is likely to win. Every
other decision is the heuristic's at once. The search never reads a hidden card: the
rivals' hands are dealt afresh in every playout from what the seat can see.
"""

from __future__ import annotations

import random

from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_candidates, heuristic_rollout, softmax
from boardgames.core.protocol import Action, State
from boardgames.games.bull_moose.bot_eval import Projection
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import ChooseCard

ROOT_CANDIDATES = 3
# A playout ends when the turn has passed this many times (the searched card, then each
# rival's answer) or after ROLLOUT_DEPTH moves, whichever comes first.
ROLLOUT_DEPTH = 60
LOYALTY = 0.02  # the win chance another card use must add to overrule the favourite
CONFIDENCE = 1.5  # ... by this many standard errors of the paired difference
STEP_SECONDS = 0.005  # the formal search of a step after the card (see the bot class)
CARD_EV = 4.0  # electoral votes a card still in hand is worth to the projection
# Electoral votes of expected lead worth a factor e in the odds: wide early, narrow late.
SPREAD_LATE, SPREAD_EARLY = 10.0, 40.0


def win_chances(state: State) -> tuple[float, ...]:
    """Each player's chance of winning, from the projected electoral votes (a softmax)."""
    assert isinstance(state, BMState)
    totals = Projection(state, 0).totals
    expected = [totals[p] + CARD_EV * len(state.zones[("hand", p)]) for p in range(state.n)]
    left = max(0.0, 1.0 - state.round / state.board.rounds)
    spread = SPREAD_LATE + (SPREAD_EARLY - SPREAD_LATE) * left
    return softmax(expected, spread)


def make_search() -> InformationSetSearch:
    heuristic = BullMooseBot(remember=False)  # playouts must not depend on earlier ones
    return InformationSetSearch(
        rollout=heuristic_rollout(heuristic),
        evaluate=win_chances,
        rollout_depth=ROLLOUT_DEPTH,
        candidates=heuristic_candidates(heuristic, ROOT_CANDIDATES),
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
    )


class BullMooseSearchBot(SearchBot):
    """The search where a card is chosen. Every later step of the card (and every other
    small decision) is the heuristic's answer: the search runs there only as a formality,
    over that one answer and within STEP_SECONDS, because ``ai.ismcts`` has no way to be
    told a decision is not worth searching."""

    def __init__(self) -> None:
        super().__init__(make_search())
        self.favourites = self.search.candidates
        heuristic = BullMooseBot(remember=False)
        self.answer = heuristic_candidates(heuristic, 1)

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        assert isinstance(view, BMState)
        if len(legal) == 1:
            return legal[0]
        # A playout runs until every rival has answered and the turn comes back.
        self.search.rollout_turns = view.n
        if isinstance(view.head(), ChooseCard):
            self.search.candidates = self.favourites
            return super().choose(view, player, legal, rng)
        self.search.candidates = self.answer
        seconds = self.seconds
        if seconds is not None:
            self.seconds = min(seconds, STEP_SECONDS)
        try:
            return super().choose(view, player, legal, rng)
        finally:
            self.seconds = seconds


def hard_bot() -> SearchBot:
    return BullMooseSearchBot()


__all__ = ["BullMooseSearchBot", "hard_bot", "make_search", "win_chances"]
