"""Landslide's win forecast: how far it moves from one move to the next.

    PYTHONPATH=. python tools/landslide_forecast_swings.py --games 20 --window 30 --bots new

Plays seeded two-seat games with normal bots and runs the forecast (the hard level's
``forecast_search``, from nobody's view, a fixed number of playouts so it is
reproducible) over ``--window`` consecutive moves of each game, from a move drawn from
the seed. A change is the largest difference between two consecutive forecasts over
the players. It prints the median and 95th percentile of the changes, and the largest
one between positions where no state and no Vote card changed hands (a bid, a pass, an
objection).

``--bots old`` plays the games and runs the forecast's playouts with the heuristic as
it bid before it weighed what it pays (``landslide_purchases.OldBot``); ``--tree`` runs
the forecast as it was, the hard level's own search (a tree) from nobody's view.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
from collections.abc import Sequence

from boardgames.ai.base import bot_move, next_mover
from boardgames.ai.forecast import Forecaster
from boardgames.ai.ismcts import InformationSetSearch
from boardgames.ai.levels import heuristic_rollout
from boardgames.games.landslide import search
from boardgames.games.landslide.bots import Appraisal, LandslideBot
from boardgames.games.landslide.judgement import win_chances
from boardgames.games.landslide.rules import Landslide, LandslideState
from boardgames.simulate import game_seeds

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from landslide_purchases import OldAppraisal, OldBot  # noqa: E402


class OldThrifty(OldBot):
    """The old heuristic at the hard level's thrift (the hard level's own playouts)."""

    def appraise(self, view: LandslideState, me: int) -> Appraisal:
        return OldAppraisal(view, me, search.THRIFT[view.n])


def forecast_search(old: bool, tree: bool) -> InformationSetSearch:
    """The forecast's search: ``search.make_forecast_search`` (no tree), or with ``tree``
    the hard level's own search as the forecast ran it before, with the old or the new
    heuristic in its playouts."""
    if not tree:
        return search.make_forecast_search()
    if not old:
        return search.make_search()
    thrifty = OldThrifty()
    return InformationSetSearch(
        rollout=heuristic_rollout(OldBot()),
        own_rollout=heuristic_rollout(thrifty),
        evaluate=win_chances,
        rollout_depth=search.ROLLOUT_DEPTH,
        settled=search.settled,
        candidates=search.Candidates(thrifty),
        loyalty=search.LOYALTY,
        confidence=search.CONFIDENCE,
    )


def holdings_seen(game: LandslideState) -> tuple[object, ...]:
    """Who owns which state and how many Vote cards each holds (what changing hands changes)."""
    return tuple((frozenset(game.owned(p)), len(game.zones[("votes", p)])) for p in range(game.n))


def swings(
    seed: int, old: bool, tree: bool, window: int, playouts: int
) -> list[tuple[float, bool]]:
    """(change, something changed hands) for each step of one game's window."""
    bot = OldBot() if old else LandslideBot()
    forecaster = Forecaster(
        forecast_search(old, tree), seed, seconds=None, iterations=playouts, apart=False
    )
    game = Landslide().new_game(2, seed, {})
    rng = random.Random(seed ^ 0x5EED5)
    start = random.Random(seed).randrange(20, 250)
    move, found = 0, []
    last: tuple[tuple[float, ...], tuple[object, ...]] | None = None
    while not game.is_over() and move < start + window:
        if move >= start:
            chances = forecaster.forecast(game.view(None), move)
            assert chances is not None
            now = holdings_seen(game)
            if last is not None:
                change = max(abs(a - b) for a, b in zip(chances, last[0], strict=True))
                found.append((change, now != last[1]))
            last = (chances, now)
        player = next_mover(game)
        game.apply(bot_move(bot, game, rng, player), player)
        move += 1
    forecaster.close()
    return found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=24)
    parser.add_argument("--window", type=int, default=30)
    parser.add_argument("--playouts", type=int, default=100)
    parser.add_argument("--bots", choices=("new", "old"), default="new")
    parser.add_argument("--tree", action="store_true", help="the forecast as it was: a tree")
    args = parser.parse_args(argv)
    changes: list[tuple[float, bool]] = []
    for seed in game_seeds(args.seed, args.games):
        changes += swings(seed, args.bots == "old", args.tree, args.window, args.playouts)
        print(f"seed {seed}: {len(changes)} changes so far", file=sys.stderr)
    sizes = sorted(c for c, _ in changes)
    quiet = [c for c, moved in changes if not moved]
    print(
        json.dumps(
            {
                "bots": args.bots,
                "search": "tree" if args.tree else "flat",
                "changes": len(sizes),
                "median": round(statistics.median(sizes), 4),
                "p95": round(sizes[int(0.95 * (len(sizes) - 1))], 4),
                "largest": round(sizes[-1], 4),
                "largest_nothing_changed_hands": round(max(quiet, default=0.0), 4),
                "nothing_changed_hands": len(quiet),
            }
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
