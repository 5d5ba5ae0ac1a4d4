"""How the generic search (``ai.ismcts``) plays Bull Moose: the ``hard`` level.

A game is some five hundred small decisions, and most of them (a move, a cube) only
carry out the card chosen at the start of the turn. So the search thinks only where the
game is decided, the choice of a card and how to play it: the root tries the hard
policy's few favourite card uses, each finished by the policy's plan for it (a whole
card use), and a playout runs the policy for this seat and the heuristic for the others
until every rival has answered with a card of their own, then judges the position by
win chances (``search_eval``). Every other decision is the policy's at once.

The policy is the heuristic with two changes, both measured against it (see
``HardPolicy``): it weighs its chance of winning, not only its votes, and at the draw it
keeps its weaker cards and saves the strong ones for later rounds. The search never
reads a hidden card: the rivals' hands are dealt afresh in every playout from what the
seat can see.
"""

from __future__ import annotations

import random

from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import heuristic_candidates
from boardgames.core.protocol import Action, State
from boardgames.games.bull_moose.actions import Keep
from boardgames.games.bull_moose.bot_eval import Projection
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.election import ElectionPlace
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.search_eval import WinJudge, WinProjection, win_chances
from boardgames.games.bull_moose.steps import ChooseCard

ROOT_CANDIDATES = 3
# A playout ends when the turn has passed this many times (the searched card, then each
# rival's answer) or after ROLLOUT_DEPTH moves, whichever comes first.
ROLLOUT_DEPTH = 60
LOYALTY = 0.02  # the win chance another card use must add to overrule the favourite
CONFIDENCE = 1.5  # ... by this many standard errors of the paired difference
# At the draw an ongoing card counts this many points less than its value: it works for
# every turn left in the round, so it is kept early rather than saved.
ONGOING_EARLY = 2.0


class HardPolicy(BullMooseBot):
    """The hard level's own play where it does not search.

    Against three heuristic bots at 4 seats over the same 100 seeds per seat (luck-free
    figure: each game's win chance from the count's odds at election night; the
    heuristic's own is .250): keeping the four weakest cards gave .381, adding the win
    chance to the score .285, both together .403. Why saving strong cards pays: every
    card is played by the end anyway (all 28), and cubes placed late are the ones the
    rivals can no longer answer or attack.
    """

    name = "hard policy"

    def projection(self, view: BMState, player: int) -> Projection:
        # as the heuristic's: at the election's placements no rival answer is left to fear
        final = isinstance(view.head(), ElectionPlace)
        return self.projected(WinProjection, view, player, self.final if final else self.tally)

    def keep(self, view: BMState, player: int, legal: list[Action]) -> Action:
        def weight(card_id: int) -> float:
            card = view.cards[card_id]
            return card.value - (ONGOING_EARLY if card.ongoing else 0.0)

        def kept(action: Action) -> tuple[float, tuple[int, ...]]:
            assert isinstance(action, Keep)
            return sum(weight(c) for c in action.cards), action.cards

        return min(legal, key=kept)


def make_search(policy: BullMooseBot | None = None) -> InformationSetSearch:
    """The card search; playouts use ``policy`` for every seat until a bot sets its own."""
    policy = policy or HardPolicy(remember=False)  # playouts must not depend on earlier ones
    return InformationSetSearch(
        rollout=policy.choose,  # type: ignore[arg-type]
        evaluate=WinJudge(),  # type: ignore[arg-type]
        rollout_depth=ROLLOUT_DEPTH,
        candidates=heuristic_candidates(policy, ROOT_CANDIDATES),  # type: ignore[arg-type]
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
    )


class BullMooseSearchBot(SearchBot):
    """The search where a card is chosen; the policy everywhere else (the draw, a card's
    steps, abilities, the election's placements), answered at once."""

    def __init__(self) -> None:
        self.policy = HardPolicy(remember=False)
        self.rivals = BullMooseBot(remember=False)
        super().__init__(make_search(self.policy))
        self.own_steps = HardPolicy()  # remembers the plan of the card it chose

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        assert isinstance(view, BMState)
        if len(legal) == 1:
            return legal[0]
        if not isinstance(view.head(), ChooseCard):
            return self.own_steps.choose(view, player, legal, rng)
        policy, rivals = self.policy, self.rivals

        def rollout(state: State, actor: int, options: list[Action], r: random.Random) -> Action:
            bot = policy if actor == player else rivals
            return bot.choose(state, actor, options, r)  # type: ignore[arg-type]

        self.search.rollout = rollout
        self.search.rollout_turns = view.n  # until every rival has answered
        choice = super().choose(view, player, legal, rng)
        self.own_steps.play(view, player, [choice])  # its steps follow the policy's plan for it
        return choice


def hard_bot() -> SearchBot:
    return BullMooseSearchBot()


__all__ = ["BullMooseSearchBot", "HardPolicy", "hard_bot", "make_search", "win_chances"]
