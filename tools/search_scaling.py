"""What more search buys: the hard level thinking five times as long against itself at the
usual time, normal in any other seat, the two hard seats swapped every other game.

    python -m tools.search_scaling GAME SEATS GAMES BASE_SECONDS

Seconds are the bot's own CPU time a move, so a busy machine does not tilt the result.
"""

from __future__ import annotations

import json
import sys
import time

from boardgames.ai.ismcts import SearchBot
from boardgames.games import get_game
from boardgames.simulate import play_one, stream_seeds

LONGER = 5  # how many times the base budget the longer thinker gets


def main(game_id: str, players: int, games: int, base: float) -> dict[str, object]:
    entry = get_game(game_id)
    wins = {"longer": 0, "base": 0, "normal": 0}
    iterations: dict[str, list[int]] = {"longer": [], "base": []}
    for index, seed in enumerate(stream_seeds(34, games)):
        labels = ["longer", "base"] if index % 2 == 0 else ["base", "longer"]
        labels += ["normal"] * (players - 2)
        bots = []
        for label in labels:
            bot = entry.make_bot("normal" if label == "normal" else "hard")
            if isinstance(bot, SearchBot):
                bot.seconds = base * (LONGER if label == "longer" else 1)
                bot.iterations, bot.clock = None, time.thread_time
            bots.append(bot)
        game = play_one(entry, bots, seed)
        for winner in game.result.winners:
            wins[labels[winner]] += 1
        for label, bot in zip(labels, bots, strict=True):
            if isinstance(bot, SearchBot):
                iterations[label].extend(bot.iteration_counts)
        print(json.dumps({"game": index + 1, "seats": labels, "winners": game.result.winners}))
    medians = {k: sorted(v)[len(v) // 2] if v else 0 for k, v in iterations.items()}
    summary = {"summary": game_id, "players": players, "games": games, "base": base}
    summary |= {"wins": wins, "median_iterations": medians}
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]))
