"""Check the win forecast's judgement against heuristic games; a developer's tool.

``python -m tools.bull_moose_forecast_fit SEATS GAMES [SPREADS]`` plays GAMES
heuristic games (seeds 1000 on), keeps the position at each round's first card choice,
and prints, per round, the mean log-loss of the judged chances against the real winner
(shared wins split) for the forecast (``forecast_chances``, once per spread in SPREADS,
comma-separated) and for the hard level's judgement (``win_chances``). An even guess
scores log(SEATS); lower is better.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable, Sequence

from boardgames.ai.base import bot_move
from boardgames.games.bull_moose import search_eval
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import ChooseCard

Judge = Callable[[BMState], Sequence[float]]


def round_starts(seats: int, games: int) -> list[tuple[dict[int, BMState], tuple[int, ...]]]:
    """Each game's positions at the first card of every round, and who won it."""
    played = []
    for game in range(games):
        state = BMState(seats, 1000 + game)
        rng = random.Random(game)
        bots = [BullMooseBot() for _ in range(seats)]
        starts: dict[int, BMState] = {}
        while not state.is_over():
            if isinstance(state.head(), ChooseCard) and state.round not in starts:
                starts[state.round] = state.clone()
            mover = min(state.to_move())
            state.apply(bot_move(bots[mover], state, rng, mover), mover)  # type: ignore[arg-type]
        result = state.result()
        assert result is not None
        played.append((starts, tuple(result.winners)))
    return played


def log_loss(played: list[tuple[dict[int, BMState], tuple[int, ...]]], judge: Judge) -> list[float]:
    """The mean log-loss per round (rounds in order)."""
    totals: dict[int, list[float]] = {}
    for starts, winners in played:
        for round_number, position in starts.items():
            chances = judge(position)
            won = sum(chances[w] for w in winners) / len(winners)
            totals.setdefault(round_number, []).append(-math.log(max(won, 1e-6)))
    return [sum(v) / len(v) for _, v in sorted(totals.items())]


def main(argv: Sequence[str]) -> None:
    seats, games = int(argv[0]), int(argv[1])
    spreads = [float(x) for x in argv[2].split(",")] if len(argv) > 2 else [17.0]
    played = round_starts(seats, games)
    print(f"{seats} seats, {games} games; an even guess scores {math.log(seats):.3f}")
    print(
        "hard's win_chances     "
        + " ".join(f"{x:.3f}" for x in log_loss(played, search_eval.win_chances))
    )
    for spread in spreads:
        search_eval.FORECAST_SPREAD = spread
        row = log_loss(played, search_eval.forecast_chances)
        print(f"forecast, spread {spread:5.1f} " + " ".join(f"{x:.3f}" for x in row))


if __name__ == "__main__":
    main(sys.argv[1:])
