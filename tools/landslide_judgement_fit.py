"""Fit the hard level's judgement (``judgement.py``) to heuristic games; a developer's tool.

``python -m tools.landslide_judgement_fit SEATS GAMES SEED`` plays GAMES
games of the thrifty heuristic (at ``FIT_THRIFT``) against itself, takes every
settled position (``search.settled``) of each, and fits, separately for each band of
unsold electoral votes, the weights of a softmax over the players' scores (a
conditional logit, by Newton's method) to who won, on four fifths of the positions
(shuffled), and prints the rows of the ``WEIGHTS`` table with the mean log-likelihood
of the fifth held out (what a judgement that knows nothing scores is log(1/seats)).
``FIT_THRIFT`` is the two-seat thrift (``search.THRIFT``), with which every row of the
table was fitted; the four-seat row was kept when that seat count's thrift was raised.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Sequence

from boardgames.ai.base import next_mover
from boardgames.games.landslide.bots import LandslideBot
from boardgames.games.landslide.judgement import MILLION, WEIGHTS
from boardgames.games.landslide.rules import Landslide, LandslideState
from boardgames.games.landslide.search import THRIFT, settled

FIT_THRIFT = THRIFT[2]  # the thrift of the games the table was fitted to, at every seat count

Sample = tuple[int, list[list[float]], list[float]]  # unsold EV, features per player, outcome
RIDGE = 1e-3  # keeps the fit defined where a band has few positions
SAMPLE_EVERY = 4  # every fourth settled position (neighbours say nearly the same)


def features(game: LandslideState) -> list[list[float]]:
    """Per player: EV owned, money in millions, states' popular votes in millions, cards."""
    return [
        [game.ev(p), game.cash(p) / MILLION, game.state_pv(p) / MILLION, game.politics_count(p)]
        for p in range(game.n)
    ]


def collect(seats: int, games: int, seed: int) -> list[Sample]:
    """Settled positions of heuristic games, each with every player's share of the win."""
    bot, rng = LandslideBot(FIT_THRIFT), random.Random(seed)
    samples: list[Sample] = []
    for _ in range(games):
        game = Landslide().new_game(seats, rng.getrandbits(48), {})
        found: list[tuple[int, list[list[float]]]] = []
        while not game.is_over():
            if settled(game):
                found.append((sum(game.board.ev) - sum(map(game.ev, range(seats))), features(game)))
            player = next_mover(game)
            legal = game.legal_actions(player)
            one = len(legal) == 1
            action = legal[0] if one else bot.choose(game.view(player), player, legal, rng)
            game.apply(action, player)
        result = game.result()
        assert result is not None
        won = [1 / len(result.winners) if p in result.winners else 0.0 for p in range(seats)]
        samples += [(unsold, rows, won) for unsold, rows in found[::SAMPLE_EVERY]]
    return samples


def fit(samples: Sequence[Sample], rounds: int = 30) -> list[float]:
    """Maximum-likelihood weights of a softmax over ``w . features`` (Newton's method)."""
    size = len(samples[0][1][0])
    w = [0.0] * size
    for _ in range(rounds):
        grad = [-RIDGE * v for v in w]
        hess = [[RIDGE if a == b else 0.0 for b in range(size)] for a in range(size)]
        for _, rows, won in samples:
            scores = [sum(a * b for a, b in zip(w, row, strict=True)) for row in rows]
            top = max(scores)
            weights = [math.exp(s - top) for s in scores]
            total = sum(weights)
            chance = [x / total for x in weights]
            mean = [
                sum(c * row[k] for c, row in zip(chance, rows, strict=True)) for k in range(size)
            ]
            for c, row, y in zip(chance, rows, won, strict=True):
                gap = [row[k] - mean[k] for k in range(size)]
                for a in range(size):
                    grad[a] += (y - c) * row[a]
                    for b in range(size):
                        hess[a][b] += c * gap[a] * gap[b]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
        if max(map(abs, step)) < 1e-7:
            break
    return w


def solve(matrix: list[list[float]], right: list[float]) -> list[float]:
    """``matrix^-1 right`` by Gauss-Jordan elimination with partial pivoting."""
    size = len(right)
    rows = [matrix[r][:] + [right[r]] for r in range(size)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(size):
            if r != col:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [x - factor * y for x, y in zip(rows[r], rows[col], strict=True)]
    return [rows[r][size] / rows[r][r] for r in range(size)]


def log_likelihood(samples: Sequence[Sample], weights: Sequence[float]) -> float:
    """Mean log-probability the weights give the actual outcomes."""
    total = 0.0
    for _, rows, won in samples:
        scores = [sum(a * b for a, b in zip(weights, row, strict=True)) for row in rows]
        top = max(scores)
        norm = top + math.log(sum(math.exp(s - top) for s in scores))
        total += sum(y * (s - norm) for y, s in zip(won, scores, strict=True))
    return total / len(samples)


def main(argv: Sequence[str]) -> None:
    seats, games, seed = (int(arg) for arg in argv)
    samples = collect(seats, games, seed)
    random.Random(0).shuffle(samples)
    cut = len(samples) * 4 // 5
    bands = [unsold for unsold, _ in WEIGHTS[seats]]
    edges = [(low + high) / 2 for low, high in zip(bands, bands[1:], strict=False)]

    def band(sample: Sample) -> int:
        return sum(sample[0] >= e for e in edges)

    for index, unsold in enumerate(bands):
        chosen = [s for s in samples[:cut] if band(s) == index]
        held = [s for s in samples[cut:] if band(s) == index]
        w = fit(chosen)
        row = ", ".join(f"{v:.4f}" for v in w)
        print(
            f"({unsold}, ({row})),  # {len(chosen)} fitted, held out {log_likelihood(held, w):.3f}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
