"""``boardgames bench``: the performance figures, measured rather than assumed.

* frame time of every scene at 1280x720, headless (update + draw; medians);
* a text label's cost: a cached ``render_text`` call against a fresh render;
* frame intervals while every seat's hard bot thinks, and its time a move (``bench_thinking``);
* frame intervals of a review while "Check my decisions" judges in the background;
* simulated games per second per ruleset (bots on both sides);
* iterations the hard bot's search runs in a move at its default budget;
* start-up time: from launching the program to its first frame (median of runs).

These machines are shared and noisy, so every figure is a median of several
measurements.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable

from boardgames.core.protocol import Ruleset, resolve_options

STARTUP_RUNS = 5


def frame_times(frames: int) -> dict[str, float]:
    """Median milliseconds per frame of each scene (after a short warm-up); for a scene of
    computers only ("-animating"), of the frames drawn while a move is being shown."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("BOARDGAMES_HOME", tempfile.mkdtemp(prefix="boardgames-bench-"))
    from boardgames.saves import Settings
    from boardgames.ui.app import App
    from boardgames.ui.showcase import scene_factories

    app = App(Settings(window_width=1280, window_height=720), headless=True)
    results: dict[str, float] = {}
    for name, make in scene_factories(app):
        app.stack.reset(make())
        for _ in range(10):
            app.frame(1 / 60)
        # An "-animating" scene counts only the frames drawn while a move's animation plays.
        animating = name.endswith("-animating")
        samples: list[float] = []
        for _ in range(frames * 20 if animating else frames):
            if animating and not getattr(app.stack.top, "busy", False):
                app.frame(1 / 60)
                continue
            start = time.perf_counter()
            app.frame(1 / 60)
            samples.append(time.perf_counter() - start)
            if len(samples) == frames:
                break
        if samples:
            results[name] = statistics.median(samples) * 1000
    for scene in reversed(app.stack.scenes):
        scene.leave()  # a game's forecast process ends with it
    app.stack.scenes.clear()
    return results


def cached_text_microseconds(calls: int = 20_000) -> tuple[float, float]:
    """What a label costs a frame: microseconds per cached ``render_text`` call (median of
    5 rounds), against one uncached render of the same text."""
    from boardgames.ui import fonts

    sample = "Electoral votes: 270 to win"
    fonts.render_text(sample, 16, (10, 20, 30))
    rounds = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(calls):
            fonts.render_text(sample, 16, (10, 20, 30))
        rounds.append((time.perf_counter() - start) / calls * 1e6)
    start = time.perf_counter()
    fonts.get_font(16).render(sample, True, (10, 20, 30))
    return statistics.median(rounds), (time.perf_counter() - start) * 1e6


def _rate(seconds: float, play: Callable[[int], object]) -> float:
    """Median of three timed chunks: how many ``play(seed)`` calls finish per second."""
    from boardgames.simulate import stream_seeds

    seeds = stream_seeds(7, 10_000_000)
    chunk_rates = []
    for _ in range(3):
        start = time.perf_counter()
        played = 0
        while time.perf_counter() - start < seconds / 3:
            play(next(seeds))
            played += 1
        chunk_rates.append(played / (time.perf_counter() - start))
    return statistics.median(chunk_rates)


def random_playout(ruleset: Ruleset, players: int, seed: int) -> None:
    """What a search bot runs thousands of times: uniformly random moves on the real state,
    from the start to the end, with no views."""
    state = ruleset.new_game(players, seed, resolve_options(ruleset, {}))
    rng = random.Random(seed)
    while not state.is_over():
        player = min(state.to_move())
        legal = state.legal_actions(player)
        state.apply(legal[int(rng.random() * len(legal))], player)


def games_per_second(seconds: float) -> dict[str, tuple[float, float]]:
    """Per ruleset and seat count (fewest and most seats): heuristic-bot games per second
    (through views), and random playouts per second."""
    from boardgames.games import GAMES
    from boardgames.simulate import play_one

    rates: dict[str, tuple[float, float]] = {}
    for game_id, entry in GAMES.items():
        ruleset = entry.ruleset
        for players in sorted({ruleset.min_players, ruleset.max_players}):
            bots = [entry.make_bot("normal") for _ in range(players)]
            rates[f"{game_id} {players}p"] = (
                _rate(seconds, lambda seed, e=entry, b=bots: play_one(e, b, seed)),
                _rate(seconds, lambda seed, n=players, r=ruleset: random_playout(r, n, seed)),
            )
    return rates


def search_iterations(moves: int = 3) -> dict[str, float]:
    """Per game and seat count (fewest and most seats, as for the games per second): the
    hard bot's iterations a move at its default budget, the median over a few moves of a
    game played by the heuristic."""
    from boardgames.ai.base import next_mover
    from boardgames.ai.ismcts import SearchBot
    from boardgames.games import GAMES

    counts: dict[str, float] = {}
    for game_id, entry in GAMES.items():
        ruleset = entry.ruleset
        for players in sorted({ruleset.min_players, ruleset.max_players}):
            state = ruleset.new_game(players, 11, resolve_options(ruleset, {}))
            normal, hard = entry.make_bot("normal"), entry.make_bot("hard")
            rng = random.Random(11)
            if not isinstance(hard, SearchBot):
                continue
            while len(hard.iteration_counts) < moves and not state.is_over():
                player = next_mover(state)
                legal = state.legal_actions(player)
                bot = hard if len(legal) > 1 and rng.random() < 0.2 else normal
                state.apply(bot.choose(state.view(player), player, legal, rng), player)
            if hard.iteration_counts:
                counts[f"{game_id} {players}p"] = statistics.median(hard.iteration_counts)
    return counts


def startup_seconds(runs: int = STARTUP_RUNS) -> list[float]:
    """Wall time from starting ``python -m boardgames`` to its first frame, per run."""
    env = dict(os.environ)
    env.update(
        {
            "SDL_VIDEODRIVER": env.get("SDL_VIDEODRIVER", "dummy"),
            "SDL_AUDIODRIVER": env.get("SDL_AUDIODRIVER", "dummy"),
            "BOARDGAMES_EXIT_AFTER_FIRST_FRAME": "1",
            "BOARDGAMES_HOME": tempfile.mkdtemp(prefix="boardgames-bench-start-"),
        }
    )
    command = [sys.executable, "-m", "boardgames", "play", "--windowed"]
    if getattr(sys, "frozen", False):
        command = [sys.executable, "play", "--windowed"]
    times = []
    for _ in range(runs):
        started = time.time()
        output = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60).stdout
        marks = [line for line in output.splitlines() if line.startswith("first-frame-at ")]
        if not marks:
            raise RuntimeError(f"the app did not report a first frame: {output[-300:]}")
        times.append(float(marks[-1].split()[1]) - started)
    return times


def run_bench(frames: int = 240, seconds: float = 3.0) -> int:
    print(f"Frame time per scene at 1280x720, headless (median of {frames} frames):")
    for name, ms in frame_times(frames).items():
        print(f"  {name:28s} {ms:7.2f} ms")
    cached, uncached = cached_text_microseconds()
    print(f"Text label: {cached:.2f} us a cached call, {uncached:.1f} us to render it afresh")
    from boardgames.bench_thinking import thinking_frames

    load = f"; machine load {os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else ""
    print(
        f"Frames while computers think (largest table, every seat hard, forecast on, "
        f"60 fps loop, headless, {seconds:.0f} s each{load}):"
    )
    for label, run in thinking_frames(seconds).items():
        print(f"  {label:20s} {run.summary()}")
    from boardgames.bench_thinking import checking_frames

    print(f"Frames of a review while its decisions are checked ({seconds:.0f} s each):")
    for label, run in checking_frames(seconds).items():
        print(f"  {label:20s} {run.summary()}")
    print(f"Games per second (median of 3 chunks over {seconds:.0f} s each):")
    print(f"  {'':28s} {'heuristic bots':>16s} {'random playouts':>17s}")
    for label, (bots, playouts) in games_per_second(seconds).items():
        print(f"  {label:28s} {bots:9.0f} games/s {playouts:9.0f} /s")
    print("Hard bot (search) iterations a move at its default budget (median of 3 moves):")
    for label, count in search_iterations().items():
        print(f"  {label:28s} {count:9.0f}")
    runs = startup_seconds()
    print(
        f"Start-up to first frame (median of {len(runs)} runs): {statistics.median(runs):.3f} s "
        f"(runs: {', '.join(f'{t:.2f}' for t in runs)})"
    )
    return 0
