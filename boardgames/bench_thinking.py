"""The frames while the computers think: the figure behind "55 fps or more while it thinks".

Every seat of a game's largest table is the hard bot and the forecast is on, so a
search (the move's, the forecast's, usually both) runs nearly all the time. The
loop is the app's own, paced at FPS; it records how long each frame's update and
draw took, the interval from one frame to the next (what a player sees), and each
searched move's time from its start to its answer.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardgames.ui.app import App
    from boardgames.ui.game_scene import GameScene

LONGEST_MOVE = 12.0  # seconds: a move thought this long means the search lost its budget


@dataclass
class ThinkingRun:
    work: list[float] = field(default_factory=list)  # seconds each frame's update+draw took
    # of which the frame loop stood ready but waited for a processor (Linux; else 0): the
    # machine's load, not the app
    waits: list[float] = field(default_factory=list)
    intervals: list[float] = field(default_factory=list)  # seconds from a frame to the next
    think_times: list[float] = field(default_factory=list)  # each searched move, start to answer
    note: str = ""  # what else went on meanwhile, for the summary

    def summary(self) -> str:
        """One line: frame intervals (median, 95th percentile) as ms and fps, the work in a
        frame, and the searched moves' times."""
        median = statistics.median(self.intervals)
        slow = statistics.quantiles(self.intervals, n=20)[-1]  # the 95th percentile
        thinks = self.think_times
        moves = (
            f"{len(thinks)} searched moves: median {statistics.median(thinks):.2f} s, "
            f"longest {max(thinks):.2f} s"
            if thinks
            else self.note or "no move was searched"
        )
        return (
            f"frame interval median {median * 1000:5.1f} ms ({1 / median:3.0f} fps), "
            f"95th pct {slow * 1000:5.1f} ms ({1 / slow:3.0f} fps); "
            f"fewest frames in a whole second {min(self.frames_per_second(), default=0)}; "
            f"update+draw median {statistics.median(self.work) * 1000:4.1f} ms, less waits "
            f"for a processor longest {max(self.own_work()) * 1000:4.1f} ms; {moves}"
        )

    def own_work(self) -> list[float]:
        """Each frame's update+draw less its wait for a processor: what the app itself took
        (computing, or waiting on something of its own such as a lock or a pipe)."""
        return [work - wait for work, wait in zip(self.work, self.waits, strict=True)]

    def frames_per_second(self) -> list[int]:
        """Frames drawn in each whole second of the run (what an fps counter shows)."""
        counts: list[int] = []
        elapsed, frames = 0.0, 0
        for interval in self.intervals:
            elapsed += interval
            frames += 1
            if elapsed >= 1.0:
                counts.append(frames)
                elapsed, frames = elapsed - 1.0, 0
        return counts


def watch_thinking(app: App, scene: GameScene, seconds: float) -> ThinkingRun:
    """Run ``app``'s frames (``scene`` on top) for ``seconds``, and on until the move being
    thought then is made. Raises RuntimeError if one move takes LONGEST_MOVE seconds."""
    import pygame

    from boardgames.ui.app import FPS

    clock = pygame.time.Clock()
    run = ThinkingRun()
    worker, worker_started = None, 0.0
    started = last = time.perf_counter()
    while time.perf_counter() < started + seconds or worker is not None:
        clock.tick(FPS)
        begun, waited = time.perf_counter(), processor_wait()
        app.frame(min(begun - last, 0.1))
        ended = time.perf_counter()
        run.work.append(ended - begun)
        run.waits.append(processor_wait() - waited)
        run.intervals.append(ended - last)
        last = ended
        if worker is not None and worker.done:
            run.think_times.append(ended - worker_started)
            worker = None
        if worker is None and scene.worker is not None and not scene.worker.done:
            worker, worker_started = scene.worker, ended
        if worker is not None and ended - worker_started > LONGEST_MOVE:
            raise RuntimeError(f"a computer thought for {LONGEST_MOVE:.0f} seconds")
    return run


def processor_wait() -> float:
    """Seconds this thread has so far spent ready to run but waiting for a processor
    (Linux's schedstat); 0.0 where the system does not say."""
    try:
        with open("/proc/thread-self/schedstat") as stats:
            return int(stats.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def thinking_frames(seconds: float) -> dict[str, ThinkingRun]:
    """For every game with a search: its largest table, all seats hard, headless, 1280x720."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("BOARDGAMES_HOME", tempfile.mkdtemp(prefix="boardgames-bench-"))
    from boardgames.ai.ismcts import SearchBot
    from boardgames.core.record import Seat
    from boardgames.core.session import Session
    from boardgames.games import GAMES
    from boardgames.saves import Settings
    from boardgames.ui.app import App
    from boardgames.ui.launch import new_record
    from boardgames.ui.scenes.title import TitleScene

    app = App(Settings(window_width=1280, window_height=720, forecast=True), headless=True)
    runs: dict[str, ThinkingRun] = {}
    for game_id, entry in GAMES.items():
        if not isinstance(entry.make_bot("hard"), SearchBot):
            continue
        players = entry.ruleset.max_players
        seats = [Seat(f"Computer {i + 1}", i, True, "hard") for i in range(players)]
        session = Session(entry.ruleset, new_record(game_id, seats, {}, seed=11))
        scene = entry.scene()(app, session)
        app.stack.reset(scene)
        app.frame(1 / 60)  # the first picture (the map is drawn once and kept): not counted
        runs[f"{game_id} {players}p"] = watch_thinking(app, scene, seconds)
    app.stack.reset(TitleScene(app))  # leaving the last game ends its processes
    return runs


def checking_frames(seconds: float) -> dict[str, ThinkingRun]:
    """For every game with a search: the frames of a review while "Check my decisions"
    judges in the background (the hard search in its own process), headless, 1280x720."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("BOARDGAMES_HOME", tempfile.mkdtemp(prefix="boardgames-bench-"))
    from boardgames.games import GAMES
    from boardgames.saves import Settings
    from boardgames.ui.app import App
    from boardgames.ui.scenes.review import ReviewScene
    from boardgames.ui.scenes.title import TitleScene
    from boardgames.ui.showcase import sample_session

    app = App(Settings(window_width=1280, window_height=720), headless=True)
    runs: dict[str, ThinkingRun] = {}
    for game_id in GAMES:
        review = ReviewScene(app, sample_session(game_id, None).record)
        if not review.can_check():
            continue
        app.stack.reset(review)
        review.go_to(len(review.timeline) // 2)
        app.frame(1 / 60)  # the first picture: not counted
        review.toggle_check()
        runs[game_id] = watch_thinking(app, review.board, seconds)
        done, total = review.checker.progress if review.checker is not None else (0, 0)
        runs[game_id].think_times = []  # no computer moves here: the count says the work
        runs[game_id].note = f"{done} of {total} decisions judged"
    app.stack.reset(TitleScene(app))  # leaving the review stops its check
    return runs
