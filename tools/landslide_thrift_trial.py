"""How often the thrifty heuristic alone beats normal bots; a developer's tool.

``python -m tools.landslide_thrift_trial SEATS GAMES SEED THRIFT...`` plays,
for each THRIFT, GAMES games of the heuristic bidding at that share of the money in play
(``LandslideBot(THRIFT)``) in one seat against normal bots in the others, the thrifty
seat rotating (game i: seat i mod SEATS), on the same games for every THRIFT (the seeds
``simulate`` would draw from SEED), and prints its share of the wins (a tie counts one
over the number of winners). It is how ``search.THRIFT`` was chosen for three and four
seats (its runs are in ``tools/README.md``).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from boardgames.games import get_game
from boardgames.games.landslide.bots import LandslideBot
from boardgames.simulate import game_seeds, play_one


def win_share(seats: int, games: int, seed: int, thrift: float) -> float:
    """The thrifty seat's share of the wins over ``games`` games."""
    entry = get_game("landslide")
    won = 0.0
    for index, game_seed in enumerate(game_seeds(seed, games)):
        thrifty = index % seats
        bots = [LandslideBot(thrift) if p == thrifty else LandslideBot() for p in range(seats)]
        winners = play_one(entry, bots, game_seed).result.winners
        if thrifty in winners:
            won += 1 / len(winners)
    return won / games if games else 0.0


def main(argv: Sequence[str]) -> None:
    seats, games, seed = (int(arg) for arg in argv[:3])
    for thrift in (float(arg) for arg in argv[3:]):
        share = win_share(seats, games, seed, thrift)
        print(f"{seats} seats, thrift {thrift:g}: {share:.3f} of {games} games (seed {seed})")


if __name__ == "__main__":
    main(sys.argv[1:])
