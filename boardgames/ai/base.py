"""The bot interface, and the random bot every other bot is measured against.

A bot sees only ``state.view(player)`` and the legal actions, never the real
state, so it cannot cheat with hidden cards.
"""

from __future__ import annotations

import random
from typing import Protocol

from boardgames.core.protocol import Action, State


class Bot(Protocol):
    """Chooses one of the legal actions for the player whose view it is given."""

    name: str

    def choose(
        self, view: State, player: int, legal: list[Action], rng: random.Random
    ) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions: the baseline for bot strength."""

    name = "random"

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        return legal[int(rng.random() * len(legal))]


def bot_move(bot: Bot, state: State, rng: random.Random) -> Action:
    """Ask a bot for the move of whoever is to move, showing it only that player's view."""
    player = state.to_move()[0]
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return bot.choose(state.view(player), player, legal, rng)
