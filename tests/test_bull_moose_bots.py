"""Bull Moose's heuristic bot: legal, sees only its view, and clearly beats random play."""

from __future__ import annotations

import random

from boardgames.ai.base import RandomBot, bot_move
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.rules import BMState


def play(players: int, seed: int, bot_seat: int) -> tuple[float, ...]:
    state = BMState(players, seed)
    bots = [RandomBot() for _ in range(players)]
    bots[bot_seat] = BullMooseBot()  # type: ignore[call-overload]
    rng = random.Random(seed)
    while not state.is_over():
        mover = min(state.to_move())
        state.apply(bot_move(bots[mover], state, rng, mover), mover)  # type: ignore[arg-type]
    return state.returns()


def test_bot_beats_random_players() -> None:
    games = 6
    won = sum(play(3, seed, seed % 3)[seed % 3] for seed in range(games))
    assert won >= 4, f"the bot won {won} of {games} three-seat games against random players"
