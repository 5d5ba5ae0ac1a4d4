"""Measure the win forecast's steadiness in every game (a developer's tool, not the app).

Two figures per game, over seeded games played by the normal computer at every seat:

* spread: one position of each game is forecast ``--repeats`` times by fresh
  forecasters with different seeds (as the app would after an undo, or in another
  session); per position, the half-width of the 95% range of those readings
  (1.96 standard deviations, in points, the widest over the players). The figure is
  that half-width's 95th percentile over the positions.
* still: for one pair of consecutive positions of each game where no state, vote or
  card changed hands (the same ``material`` below), the largest change of any
  player's chance between the two forecasts; the figure is the largest over the games.

``--mode before`` asks ``Forecaster.forecast`` for one reading (the old forecast: one
budget of search); ``--mode after`` asks ``Forecaster.settled_reading`` (the search
refined while the position stands, to its end, and smoothed as the chart is). The two
positions of a pair are read by one forecaster, one after the other, as in a game. Search time is counted in CPU time,
so a busy machine changes the cost, not the figures.

    nice -n 10 python tools/measure_forecast.py --mode before --games 20 --repeats 5
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Hashable
from typing import Any

from boardgames.ai import forecast
from boardgames.ai.base import bot_move
from boardgames.ai.forecast import Forecaster
from boardgames.ai.ismcts import Budget
from boardgames.games import GAMES

# What makes a position's material: who holds which state, vote and card (not whose
# decision it is, nor a turn's own bookkeeping such as action points spent).
MATERIAL: dict[str, tuple[str, ...]] = {
    "corrupt-bargain": ("cubes", "octagons", "locked", "supply"),
    "bull-moose": ("cubes", "won", "popularity", "press", "senator", "token"),
    "president": ("position", "vp", "popularity", "cameras"),
    "landslide": ("position",),
    "electoral-dice": ("owner", "votes", "locked_by"),
}


def material(game_id: str, state: Any) -> Hashable:
    """The public position's holdings: the attributes above and every zone's cards."""
    view = state.view(None)
    held = tuple(repr(getattr(view, name)) for name in MATERIAL[game_id])
    return held, view.zones.fingerprint()


def play(game_id: str, seed: int) -> list[Any]:
    """One game by normal computers: a copy of every position before the end."""
    entry = GAMES[game_id]
    ruleset = entry.ruleset
    state = ruleset.new_game(ruleset.min_players, seed, {})
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    positions = []
    while not state.is_over():
        positions.append(state.clone())
        state.apply(bot_move(bot, state, rng), min(state.to_move()))
    return positions


def reader(game_id: str, mode: str) -> Callable[[list[tuple[Any, int]], int], list[tuple]]:
    """Forecasts of consecutive (state, move) positions by one fresh forecaster seeded
    ``seed``, each as the chart would show it (after: smoothed where nothing changed hands)."""
    search = GAMES[game_id].make_bot("hard").forecast_search  # type: ignore[attr-defined]

    def read(positions: list[tuple[Any, int]], seed: int) -> list[tuple]:
        forecaster = Forecaster(search, seed, apart=False)
        forecaster.budget = Budget(seconds=forecaster.budget.seconds, clock=time.process_time)
        readings = []
        try:
            for state, move in positions:
                if mode == "before":
                    chances = forecaster.forecast(state.view(None), move)
                else:
                    chances = forecaster.settled_reading(state.view(None), move)
                assert chances is not None
                readings.append(chances)
        finally:
            forecaster.close()
        return readings

    return read


def half_width(readings: list[tuple[float, ...]]) -> float:
    """1.96 standard deviations of the readings, in points, the widest over the players."""
    players = len(readings[0])
    return max(1.96 * statistics.stdev(r[p] for r in readings) * 100 for p in range(players))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def measure(
    game_id: str, mode: str, games: int, repeats: int, spread_games: int, pair_games: int
) -> dict:
    read = reader(game_id, mode)
    widths: list[float] = []
    steps: list[float] = []
    started = time.process_time()
    for game in range(min(games, max(spread_games, pair_games))):  # the games measured
        positions = play(game_id, seed=game)
        rng = random.Random(game)
        move = rng.randrange(len(positions))  # drawn in every game: the same pairs follow
        if game < spread_games:
            readings = [read([(positions[move], move)], seed)[0] for seed in range(repeats)]
            widths.append(half_width(readings))
        still = game < pair_games and [
            move
            for move in range(len(positions) - 1)
            if material(game_id, positions[move]) == material(game_id, positions[move + 1])
        ]
        if still:
            move = rng.choice(still)
            pair = [(positions[move], move), (positions[move + 1], move + 1)]
            first, second = read(pair, 1000 + game)
            steps.append(max(abs(a - b) for a, b in zip(first, second, strict=True)) * 100)
    return {
        "game": game_id,
        "mode": mode,
        "spread_p95": round(percentile(widths, 0.95), 1),
        "spread_median": round(statistics.median(widths), 1),
        "spread_positions": len(widths),
        "still_max": round(max(steps), 1) if steps else None,
        "still_p95": round(percentile(steps, 0.95), 1) if steps else None,
        "still_pairs": len(steps),
        "cpu_seconds": round(time.process_time() - started),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("before", "after"), required=True)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--spread-games", type=int, default=None, help="default: --games")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--only", default=None, help="comma-separated game ids")
    parser.add_argument("--pair-games", type=int, default=None, help="default: --games")
    parser.add_argument(
        "--target", type=float, default=None, help="after: the margin to settle at (points)"
    )
    parser.add_argument(
        "--empirical-rounds", type=int, default=None, help="after: rounds before they judge"
    )
    args = parser.parse_args(argv)
    spread_games = args.games if args.spread_games is None else args.spread_games
    if args.target is not None:
        forecast.TARGET_MARGIN = args.target / 100
    if args.empirical_rounds is not None:
        forecast.EMPIRICAL_ROUNDS = args.empirical_rounds
    pair_games = args.games if args.pair_games is None else args.pair_games
    for game_id in args.only.split(",") if args.only else list(GAMES):
        line = measure(game_id, args.mode, args.games, args.repeats, spread_games, pair_games)
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
