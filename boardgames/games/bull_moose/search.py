"""How the generic search (``ai.ismcts``) plays Bull Moose: the ``hard`` level.

A game is some five hundred small decisions, and most of them (a move, a cube) only
carry out the card chosen at the start of the turn. So the search thinks only where the
game is decided, the choice of a card and how to play it: the root tries the hard
policy's few favourite card uses, each finished by the policy's plan for it (a whole
card use), and a playout runs the policy for this seat and the heuristic for the others
to the end of the round, then judges the position by win chances (``search_eval``).
Every other decision is the policy's at once.

Why the round's end: there every hand is empty, so the positions compared hold the same
cards. A playout cut off earlier judges the cards still in hand at nothing, so it favours
spending the best card first.

The policy is the heuristic with two changes (see ``HardPolicy``): it weighs its chance of winning, not only its votes, and at the draw it
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
from boardgames.games.bull_moose.search_eval import (
    ForecastJudge,
    WinJudge,
    WinProjection,
    cards_this_round,
    win_chances,
)
from boardgames.games.bull_moose.steps import ChooseCard

ROOT_CANDIDATES = 3
# A guard on a playout's length in moves; the round's end (``round_turns_left``) comes first.
ROLLOUT_DEPTH = 400
LOYALTY = 0.02  # the win chance another card use must add to overrule the favourite
CONFIDENCE = 1.5  # ... by this many standard errors of the paired difference
# At the draw an ongoing card counts this many points less than its value: it works for
# every turn left in the round, so it is kept early rather than saved.
ONGOING_EARLY = 2.0
# How much the hard policy fears the one rival cube that would hurt a unit most: more than
# the heuristic's ``THREAT`` (tuned for balance between equal bots), since the rivals do
# attack (``tools/bull_moose_luck_free``; the runs are in ``tools/README.md``).
HARD_THREAT = 0.9


class HardPolicy(BullMooseBot):
    """The hard level's own play where it does not search: the heuristic, keeping its four
    weakest cards at the draw and weighing its chance of winning, not only its votes.

    Saving strong cards pays because every card is played by the end anyway, and cubes
    placed late are the ones the rivals can no longer answer or attack.
    """

    name = "hard policy"

    def __init__(
        self, remember: bool = True, threat: float = HARD_THREAT, in_place: bool = False
    ) -> None:
        super().__init__(remember, threat, in_place)

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


def round_turns_left(view: State) -> int | None:
    """How many times the turn passes before the round's abilities: one per card still to be
    chosen this round, the one at hand included. The forecast also searches where no card is
    left to choose: in the last round it plays the election out (None: to the end, it is
    short), in an earlier one it judges after each player's round-end ability."""
    assert isinstance(view, BMState)
    left = cards_this_round(view)
    if left:
        return left
    return None if view.round >= view.board.rounds else view.n


def make_search(
    policy: BullMooseBot | None = None, judge: WinJudge | None = None
) -> InformationSetSearch:
    """The card search; playouts use ``policy`` for every seat until a bot sets its own, and
    end in ``judge`` (the hard level's win chances unless another is given)."""
    policy = policy or HardPolicy(remember=False)  # playouts must not depend on earlier ones
    return InformationSetSearch(
        rollout=policy.choose,  # type: ignore[arg-type]
        evaluate=judge or WinJudge(),  # type: ignore[arg-type]
        rollout_depth=ROLLOUT_DEPTH,
        horizon=round_turns_left,
        candidates=heuristic_candidates(policy, ROOT_CANDIDATES),  # type: ignore[arg-type]
        loyalty=LOYALTY,
        confidence=CONFIDENCE,
    )


class BullMooseSearchBot(SearchBot):
    """The search where a card is chosen; the policy everywhere else (the draw, a card's
    steps, abilities, the election's placements), answered at once."""

    def __init__(self) -> None:
        # Playouts follow each card's plan through its steps, as the bots do in real games.
        self.policy = HardPolicy(remember=False, in_place=True)
        self.rivals = BullMooseBot(remember=False, in_place=True)
        super().__init__(make_search(self.policy))
        self.own_steps = HardPolicy()  # remembers the plan of the card it chose
        # The forecast plays every seat as the heuristic and judges with the calibrated
        # chances: the hard level's judgement only has to rank its own moves, not tell
        # players how likely they are to win (``search_eval.forecast_chances``).
        self.forecast_search = make_search(BullMooseBot(remember=False), ForecastJudge())

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
        choice = super().choose(view, player, legal, rng)
        self.own_steps.play(view, player, [choice])  # its steps follow the policy's plan for it
        return choice


def hard_bot() -> SearchBot:
    return BullMooseSearchBot()


__all__ = [
    "BullMooseSearchBot",
    "HardPolicy",
    "hard_bot",
    "make_search",
    "round_turns_left",
    "win_chances",
]
