"""Headless bot-against-bot games: ``boardgames simulate GAME --seats ... --games N --seed S``.

Output is one JSON line per game and a summary line, all determined by the
seed, so two runs print the same text; timing goes to stderr. The exception is
the ``hard`` level, which thinks for a time (``--think``): its moves depend on
how fast the machine is, unless it is given ``--iterations`` instead. Its
seconds are its own CPU time (``time.thread_time``) unless ``wall_clock`` is set, so a
strength figure measured on a shared, busy machine is the one an idle machine gives.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from boardgames.ai.base import Bot, bot_move, next_mover
from boardgames.ai.ismcts import SearchBot
from boardgames.core.protocol import GameResult, resolve_options
from boardgames.games import GameEntry, get_game

MAX_ACTIONS = 100_000  # a guard against a rules bug looping forever


@dataclass(frozen=True)
class SimulatedGame:
    seed: int
    result: GameResult
    actions: int


def stream_seeds(base_seed: int, count: int) -> Iterator[int]:
    """Independent per-game seeds drawn from the base seed, one at a time (a huge count
    starts at once and holds no list)."""
    source = random.Random(base_seed)
    for _ in range(count):
        yield source.getrandbits(48)


def game_seeds(base_seed: int, count: int) -> list[int]:
    """The first ``count`` seeds of ``stream_seeds``, as a list."""
    return list(stream_seeds(base_seed, count))


def play_one(
    entry: GameEntry,
    bots: Sequence[Bot],
    seed: int,
    options: dict[str, Any] | None = None,
    narrate: Callable[[str], None] | None = None,
) -> SimulatedGame:
    """Play one whole game with bots; the bots' own randomness is seeded from the game seed.
    ``narrate`` is told each move in words, as its decision words it ("3 Seat 2: Bid $250,000")."""
    ruleset = entry.ruleset
    state = ruleset.new_game(len(bots), seed, resolve_options(ruleset, options))
    bot_rng = random.Random(seed ^ 0x5EED5)
    count = 0
    while not state.is_over():
        player = next_mover(state)
        action = bot_move(bots[player], state, bot_rng, player)
        if narrate is not None:
            narrate(f"{count + 1} Seat {player + 1}: {state.describe_action(action, player)}")
        state.apply(action, player)
        count += 1
        if count > MAX_ACTIONS:
            raise RuntimeError(f"{ruleset.id} seed {seed}: no end after {MAX_ACTIONS} actions")
    result = state.result()
    assert result is not None
    return SimulatedGame(seed, result, count)


def run(
    game_id: str,
    seat_levels: Sequence[str],
    games: int,
    seed: int,
    out: TextIO | None = None,
    options: dict[str, Any] | None = None,
    think: float = 1.0,
    iterations: int | None = None,
    wall_clock: bool = False,
    verbose: bool = False,
) -> dict[str, Any]:
    """Play ``games`` games; a search bot thinks ``think`` seconds a move, or runs exactly
    ``iterations`` iterations when that is given."""
    out = sys.stdout if out is None else out  # looked up now: tests may swap sys.stdout
    if think <= 0:
        raise ValueError("--think must be more than 0 seconds")
    if iterations is not None and iterations < 1:
        raise ValueError("--iterations must be 1 or more")
    entry = get_game(game_id)
    ruleset = entry.ruleset
    if not ruleset.min_players <= len(seat_levels) <= ruleset.max_players:
        raise ValueError(
            f"{ruleset.title} takes {ruleset.min_players} to {ruleset.max_players} seats, "
            f"not {len(seat_levels)}"
        )
    bots = [entry.make_bot(level) for level in seat_levels]
    for bot in bots:
        if isinstance(bot, SearchBot):
            bot.seconds, bot.iterations = (None, iterations) if iterations else (think, None)
            bot.clock = time.perf_counter if wall_clock else time.thread_time
    wins = [0] * len(bots)
    totals = [0] * len(bots)
    started = time.perf_counter()
    for index, game_seed in enumerate(stream_seeds(seed, games)):
        narrate = (lambda line: out.write(f"  {line}\n")) if verbose else None
        game = play_one(entry, bots, game_seed, options, narrate)
        for winner in game.result.winners:
            wins[winner] += 1
        for seat, score in enumerate(game.result.scores):
            totals[seat] += score
        line = {
            "game": index + 1,
            "seed": game_seed,
            "winner": list(game.result.winners),
            "scores": list(game.result.scores),
            "actions": game.actions,
            **{key: value for key, value in game.result.details.items()},
        }
        out.write(json.dumps(line, sort_keys=True) + "\n")
        out.flush()  # a long run shows each game as it ends
    elapsed = time.perf_counter() - started
    summary = {
        "summary": game_id,
        "games": games,
        "seats": list(seat_levels),
        "wins": wins,
        "win_rate": [round(w / games, 4) if games else 0.0 for w in wins],
        "mean_score": [round(t / games, 2) if games else 0.0 for t in totals],
    }
    out.write(json.dumps(summary, sort_keys=True) + "\n")
    searches = [
        count for bot in bots if isinstance(bot, SearchBot) for count in bot.iteration_counts
    ]
    instant = sum(bot.instant_moves for bot in bots if isinstance(bot, SearchBot))
    if searches:
        print(
            f"search: {len(searches)} moves, {sum(searches) / len(searches):.0f} iterations a"
            f" move; {instant} moves with one candidate answered at once",
            file=sys.stderr,
        )
    rate = games / elapsed if elapsed > 0 else float("inf")
    shown = f"{rate:.0f}" if rate >= 10 else f"{rate:.2g}"  # slow games (search) still show
    print(f"{games} games in {elapsed:.2f} s: {shown} games per second", file=sys.stderr)
    return summary
