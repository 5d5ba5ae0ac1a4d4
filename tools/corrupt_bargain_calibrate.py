"""How well the hard level judges a position: ``python -m tools.corrupt_bargain_calibrate``.

The search stops most playouts early and asks a judgement (``search.py``) who is likely to
win. This plays seeded games between normal bots, asks each judgement at the start of every
turn, and scores it against who really won: the Brier score (the squared error of the
chances, summed over the players; 0 is perfect, calling every game even scores 1 - 1/n),
by third of the campaign and for the Final Push. The constants of ``count_chances`` were
fitted with it.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

from boardgames.ai.base import next_mover
from boardgames.core.protocol import State, resolve_options
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.model import Phase
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.search import count_chances, win_chances

Judgement = Callable[[State], tuple[float, ...]]


def positions(players: int, games: int, seed: int) -> list[tuple[CBState, int]]:
    """Every turn's opening position of ``games`` normal-bot games, with the game's winner."""
    entry = get_game("corrupt-bargain")
    bot = entry.make_bot("normal")
    found: list[tuple[CBState, int]] = []
    for number in range(games):
        state = entry.ruleset.new_game(players, seed + number, resolve_options(entry.ruleset, {}))
        assert isinstance(state, CBState)
        rng = random.Random(seed + number)
        openings: list[CBState] = []
        last = None
        while not state.is_over():
            player = next_mover(state)
            if player != last:
                openings.append(state.clone())
                last = player
            legal = state.legal_actions(player)
            move = legal[0] if len(legal) == 1 else bot.choose(state, player, legal, rng)
            state.apply(move, player)
        result = state.result()
        assert result is not None
        found.extend((opening, result.winners[0]) for opening in openings)
    return found


def stage(state: CBState) -> str:
    if state.phase is not Phase.CAMPAIGN:
        return "final push"
    return ("early", "middle", "late")[3 * (state.round - 1) // state.rounds_total]


def brier(judge: Judgement, found: list[tuple[CBState, int]]) -> dict[str, float]:
    """Mean Brier score of ``judge`` per stage of the game, and over all."""
    errors: dict[str, list[float]] = {}
    for state, winner in found:
        chances = judge(state)
        error = sum((chance - (player == winner)) ** 2 for player, chance in enumerate(chances))
        errors.setdefault(stage(state), []).append(error)
        errors.setdefault("all", []).append(error)
    return {name: sum(values) / len(values) for name, values in errors.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    found = positions(args.players, args.games, args.seed)
    print(f"{len(found)} positions; calling every game even scores {1 - 1 / args.players:.3f}")
    judges: dict[str, Judgement] = {"win_chances": win_chances}
    if args.players > 2:
        judges["count_chances"] = count_chances
    for name, judge in judges.items():
        scores = brier(judge, found)
        print(f"{name:14s} " + "  ".join(f"{key} {value:.3f}" for key, value in scores.items()))


if __name__ == "__main__":
    main()
