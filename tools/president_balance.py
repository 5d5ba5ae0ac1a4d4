"""Win share by starting position, the figure President's balance is judged by.

``python -m tools.president_balance --seats 5 --games 2000 --seed 1``
plays bot games exactly as ``boardgames simulate`` does (same per-game seeds)
and prints, for each starting position (1 = the bottom of the chart), the share
of games its animal won, beside the bar 1/n +- 8 points the issue sets.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from boardgames.games import get_game
from boardgames.simulate import game_seeds, play_one

TOLERANCE = 0.08  # the bar: every position within 1/n +- 8 points


def win_share_by_position(
    levels: Sequence[str], games: int, seed: int, options: dict[str, object] | None = None
) -> list[float]:
    """Each starting position's share of the wins over ``games`` seeded games."""
    entry = get_game("president")
    bots = [entry.make_bot(level) for level in levels]
    wins = [0.0] * len(levels)
    for game_seed in game_seeds(seed, games):
        result = play_one(entry, bots, game_seed, options).result
        start = result.details["start_position"]
        for winner in result.winners:
            wins[start[winner] - 1] += 1 / len(result.winners)
    return [w / games for w in wins]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", type=int, required=True, help="number of animals, 3-10")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal", help="the bot level at every seat")
    args = parser.parse_args(argv)
    shares = win_share_by_position([args.level] * args.seats, args.games, args.seed)
    fair = 1 / args.seats
    inside = all(abs(share - fair) <= TOLERANCE for share in shares)
    print(
        f"{args.seats} seats, {args.games} games: "
        + " ".join(f"{share:.3f}" for share in shares)
        + f"  (bar {fair - TOLERANCE:.3f}-{fair + TOLERANCE:.3f}: {'inside' if inside else 'OUT'})"
    )
    return 0 if inside else 1


if __name__ == "__main__":
    sys.exit(main())
