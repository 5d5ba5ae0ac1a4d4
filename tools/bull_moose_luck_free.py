"""A level's strength in Bull Moose without the count's luck; a developer's tool.

``python -m tools.bull_moose_luck_free LEVEL SEATS GAMES SEED [THINK]`` plays
GAMES games for each seat: LEVEL in that seat (``easy``, ``normal``, ``hard`` thinking THINK
seconds of its own CPU time a card, default 1, or ``policy``: the hard level's policy with
no search), ``normal`` in the others, the same seeds for every seat. Each game is scored by
that seat's chance of winning the count as the board stood (each unit's own odds, sampled),
not by the count's one draw, and the tool prints each seat's mean, the mean over seats and
its standard error.

Why: the count is a lottery. Over the same games a luck-free mean has a far smaller error
than the share of games won (the error is printed for both), so two versions of a bot can be
told apart with fewer games. ``simulate`` still gives the figures the issues ask for.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Sequence

from boardgames.ai.base import Bot, bot_move, next_mover
from boardgames.games import get_game
from boardgames.games.bull_moose.election import chances
from boardgames.games.bull_moose.rules import BMState, count_winners
from boardgames.games.bull_moose.search import HardPolicy

SAMPLES = 4000  # count draws a game: the chances are good to about half a point


def count_chances(state: BMState, samples: int = SAMPLES, seed: int = 0) -> tuple[float, ...]:
    """Each player's chance of winning the count with the cubes as they stand, each unit
    drawn at its own odds and the count won as the rules say (``count_winners``)."""
    rng = random.Random(seed)
    n = state.n
    units = [
        (unit.ev, unit.token_box, chances(tuple(state.cubes[uid])))
        for uid, unit in state.board.units.items()
    ]
    wins = [0.0] * n
    for _ in range(samples):
        votes, states = [0] * n, [0] * n
        for ev, box, odds in units:
            ticket, winner = rng.random(), -1
            for player, chance in enumerate(odds):
                ticket -= chance
                if ticket < 0:
                    winner = player
                    break
            if winner >= 0:
                votes[winner] += ev
                states[winner] += box
        top = count_winners(votes, states)
        for player in top:
            wins[player] += 1.0 / len(top)
    return tuple(w / samples for w in wins)


def make_level(level: str, think: float) -> Bot:
    if level == "policy":
        return HardPolicy()  # type: ignore[return-value]
    bot = get_game("bull-moose").make_bot(level)
    if level == "hard":
        bot.seconds, bot.clock = think, time.process_time  # type: ignore[attr-defined]
    return bot


def play(level: str, think: float, seats: int, seat: int, seed: int) -> tuple[float, bool]:
    """One game with ``level`` in ``seat``: its luck-free chance, and whether it won."""
    state = BMState(seats, seed)
    bots = [make_level("normal", think) for _ in range(seats)]
    bots[seat] = make_level(level, think)
    rng = random.Random(seed ^ 0x5EED5)
    while not state.is_over():
        mover = next_mover(state)
        state.apply(bot_move(bots[mover], state, rng, mover), mover)
    result = state.result()
    assert result is not None
    return count_chances(state, seed=seed)[seat], seat in result.winners


def main(argv: Sequence[str]) -> None:
    level, seats, games, seed = argv[0], int(argv[1]), int(argv[2]), int(argv[3])
    think = float(argv[4]) if len(argv) > 4 else 1.0
    source = random.Random(seed)
    seeds = [source.getrandbits(48) for _ in range(games)]
    chances_all: list[float] = []
    won_all: list[float] = []
    means = []
    for seat in range(seats):
        played = [play(level, think, seats, seat, s) for s in seeds]
        chances_all += [c for c, _ in played]
        won_all += [float(w) for _, w in played]
        means.append(statistics.fmean(c for c, _ in played))

    def error(values: list[float]) -> float:
        return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0

    print(
        f"{level} at {seats} seats, {games} games a seat, seed {seed}: "
        + " ".join(f"{m:.3f}" for m in means)
        + f"  mean {statistics.fmean(chances_all):.4f} (s.e. {error(chances_all):.4f});"
        + f" won {statistics.fmean(won_all):.4f} (s.e. {error(won_all):.4f})"
    )


if __name__ == "__main__":
    main(sys.argv[1:])
