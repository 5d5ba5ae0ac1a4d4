"""Where a hard search's CPU time goes: its rollout policy, its judgement of unfinished
positions, determinizing and cloning, and the rest (the engine's legal moves and moves,
the tree). A seeded heuristic game is played until MOVES moves were searched (1 s each).

    python -m tools.search_time_shares GAME SEATS MOVES
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from boardgames.ai import ismcts
from boardgames.ai.base import next_mover
from boardgames.core.protocol import resolve_options
from boardgames.games import get_game

spent: Counter[str] = Counter()


def timed(bucket: str, work: Callable[..., Any]) -> Callable[..., Any]:
    def run(*args: Any, **kw: Any) -> Any:
        start = time.process_time()
        try:
            return work(*args, **kw)
        finally:
            spent[bucket] += time.process_time() - start

    return run


def _measured_play_out(original: Callable[..., Any]) -> Callable[..., Any]:
    def play_out(search: ismcts.InformationSetSearch, *args: Any) -> Any:
        rollout, own, evaluate = search.rollout, search.own_rollout, search.evaluate
        search.rollout = timed("policy", rollout)
        search.own_rollout = None if own is None else timed("policy", own)
        search.evaluate = None if evaluate is None else timed("evaluate", evaluate)
        try:
            return timed("playouts", original)(search, *args)
        finally:
            search.rollout, search.own_rollout, search.evaluate = rollout, own, evaluate

    return play_out


def _measured_search(original: Callable[..., Any]) -> Callable[..., Any]:
    def search(searcher: ismcts.InformationSetSearch, view: Any, *args: Any, **kw: Any) -> Any:
        kind = type(view)
        determinize, clone = kind.determinize, kind.clone
        kind.determinize = timed("determinize + clone", determinize)
        kind.clone = timed("determinize + clone", clone)
        try:
            return timed("search", original)(searcher, view, *args, **kw)
        finally:
            kind.determinize, kind.clone = determinize, clone

    return search


def main(game_id: str, players: int, moves: int) -> None:
    entry = get_game(game_id)
    state = entry.ruleset.new_game(players, 11, resolve_options(entry.ruleset, {}))
    normal, hard = entry.make_bot("normal"), entry.make_bot("hard")
    hard.seconds = 1.0  # type: ignore[attr-defined]
    searcher = ismcts.InformationSetSearch
    searcher._play_out = _measured_play_out(searcher._play_out)  # type: ignore[method-assign]
    searcher.search = _measured_search(searcher.search)  # type: ignore[method-assign]
    rng = random.Random(11)
    while len(hard.iteration_counts) < moves and not state.is_over():  # type: ignore[attr-defined]
        player = next_mover(state)
        legal = state.legal_actions(player)
        bot = hard if len(legal) > 1 and rng.random() < 0.2 else normal
        state.apply(bot.choose(state.view(player), player, legal, rng), player)
    total = spent["search"]
    print(f"{game_id}, {players} seats: iterations {hard.iteration_counts}")  # type: ignore[attr-defined]
    for bucket in ("policy", "evaluate", "determinize + clone"):
        print(f"  {bucket:20s} {100 * spent[bucket] / total:5.1f}%")
    rest = total - spent["policy"] - spent["evaluate"] - spent["determinize + clone"]
    print(f"  {'the rest':20s} {100 * rest / total:5.1f}%  (engine and tree)")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
