"""Electoral Dice's heuristic bot.

The dice decide almost everything; the only choices are which of your Locked
States to contest and which Swing State to take. Going for the biggest prize
first is right: an undecided big state is the one most likely to slip to a
Swing contest the opponent can win.
"""

from __future__ import annotations

import random

from boardgames.core.protocol import Action, State
from boardgames.games.electoral_dice.actions import Contest
from boardgames.games.electoral_dice.rules import EDState


class ElectoralDiceBot:
    """Contests the state with the most electoral votes among the legal choices."""

    name = "heuristic"

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        assert isinstance(view, EDState)
        contests = [action for action in legal if isinstance(action, Contest)]
        if not contests:
            return legal[0]
        return max(contests, key=lambda action: (view.board.ev[action.state], action.state))
