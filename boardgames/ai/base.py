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


def next_mover(state: State) -> int:
    """Who acts next when several may: the lowest seat, so replays are the same."""
    return min(state.to_move())


def bot_move(bot: Bot, state: State, rng: random.Random, player: int | None = None) -> Action:
    """Ask a bot for a player's move (by default the next mover's), showing it only that
    player's view."""
    player = next_mover(state) if player is None else player
    legal = state.legal_actions(player)
    if len(legal) == 1:
        return legal[0]
    return bot.choose(state.view(player), player, legal, rng)
