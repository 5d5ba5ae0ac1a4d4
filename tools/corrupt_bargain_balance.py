"""Balance check from bot games: ``python -m tools.corrupt_bargain_balance``.

Plays seeded games between heuristic bots and reports how each suit and deck is
used: Event cards taken per suit (and the average track slot they were taken
from, lower = more wanted), Lockdowns per suit, Back Rooms versus Get Out the
Vote, and the win rate of the player who took most cards of each suit. A suit
or deck nobody wants would show up here as rarely taken or never winning.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from statistics import mean

from boardgames.ai.base import bot_move
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.events import ActionChosen, CardPlayed, EventTaken, LockedDown
from boardgames.simulate import game_seeds


def measure(games: int, players: int, seed: int) -> dict[str, object]:
    entry = get_game("corrupt-bargain")
    decks = entry.ruleset.new_game(players, 0, {}).board.decks
    taken: Counter[str] = Counter()
    slots: dict[str, list[int]] = {}
    locks: Counter[str] = Counter()
    actions: Counter[str] = Counter()
    played: Counter[str] = Counter()
    top_suit_wins: Counter[str] = Counter()
    top_suit_games: Counter[str] = Counter()
    bot = entry.make_bot("normal")
    for game_seed in game_seeds(seed, games):
        state = entry.ruleset.new_game(players, game_seed, {})
        rng = random.Random(game_seed)
        per_player: list[Counter[str]] = [Counter() for _ in range(players)]
        while not state.is_over():
            for event in state.apply(bot_move(bot, state, rng)):
                if isinstance(event, EventTaken):
                    suit = decks.event(event.number).suit
                    taken[suit] += 1
                    slots.setdefault(suit, []).append(event.slot)
                    per_player[event.player][suit] += 1
                elif isinstance(event, LockedDown):
                    locks[event.suit] += 1
                elif isinstance(event, ActionChosen):
                    actions[event.action] += 1
                elif isinstance(event, CardPlayed):
                    played[event.deck] += 1
        winner = state.result().winners[0]
        for suit in taken:
            most = max(range(players), key=lambda p: per_player[p][suit])
            top_suit_games[suit] += 1
            top_suit_wins[suit] += most == winner
    return {
        "event cards taken per suit": dict(taken),
        "average slot taken (0 = 3 AP)": {s: round(mean(v), 2) for s, v in slots.items()},
        "lockdowns per suit": dict(locks),
        "actions chosen": dict(actions),
        "cards played in the Final Push": dict(played),
        "win rate of the player holding most of a suit": {
            s: round(top_suit_wins[s] / top_suit_games[s], 3) for s in top_suit_games
        },
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for key, value in measure(args.games, args.players, args.seed).items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
