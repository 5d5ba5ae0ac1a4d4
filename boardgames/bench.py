"""``boardgames bench``: the performance figures, measured rather than assumed.

* frame time of every scene at 1280x720, headless (update + draw; medians);
* simulated games per second per ruleset (bots on both sides);
* start-up time: from launching the program to its first frame (median of runs).

These machines are shared and noisy, so every figure is a median of several
measurements.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

STARTUP_RUNS = 5


def frame_times(frames: int) -> dict[str, float]:
    """Median milliseconds per frame of each scene (after a short warm-up)."""
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
        samples = []
        for _ in range(frames):
            start = time.perf_counter()
            app.frame(1 / 60)
            samples.append(time.perf_counter() - start)
        results[name] = statistics.median(samples) * 1000
    app.stack.scenes.clear()
    return results


def games_per_second(seconds: float) -> dict[str, float]:
    """Median of three timed chunks of bot-vs-bot games per ruleset."""
    from boardgames.games import GAMES
    from boardgames.simulate import game_seeds, play_one

    rates: dict[str, float] = {}
    for game_id, entry in GAMES.items():
        bots = [entry.make_bot("normal") for _ in range(entry.ruleset.min_players)]
        chunk_rates = []
        seeds = iter(game_seeds(7, 10_000_000))
        for _ in range(3):
            start = time.perf_counter()
            played = 0
            while time.perf_counter() - start < seconds / 3:
                play_one(entry, bots, next(seeds))
                played += 1
            chunk_rates.append(played / (time.perf_counter() - start))
        rates[game_id] = statistics.median(chunk_rates)
    return rates


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
    print(f"Simulated games per second (bots, median of 3 chunks over {seconds:.0f} s):")
    for game_id, rate in games_per_second(seconds).items():
        print(f"  {game_id:28s} {rate:9.0f} games/s")
    runs = startup_seconds()
    print(
        f"Start-up to first frame (median of {len(runs)} runs): {statistics.median(runs):.3f} s "
        f"(runs: {', '.join(f'{t:.2f}' for t in runs)})"
    )
    return 0
