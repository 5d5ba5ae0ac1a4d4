"""The forecast ("the needle"): each player's chance of winning, after every move.

It runs the hard bot's own search on a worker thread, from the *bystander's*
view (every hand hidden), so in hot-seat play it tells nobody anything they
could not see on the table. A newer position cancels the one being worked on;
the frame loop only reads finished numbers, so it never waits for the search.
"""

from __future__ import annotations

import random
import threading

from boardgames.ai.apart import run_apart
from boardgames.ai.forecast_history import History
from boardgames.ai.ismcts import Budget, InformationSetSearch
from boardgames.core.protocol import State

UPDATE_SECONDS = 0.4  # the time one forecast may take; short, so it keeps up with play


class Forecaster:
    """Forecasts positions on one daemon thread; ``history`` holds (move number, chances)."""

    def __init__(
        self,
        search: InformationSetSearch,
        seed: int,
        seconds: float | None = UPDATE_SECONDS,
        iterations: int | None = None,
        apart: bool = True,
        history: History | None = None,
    ) -> None:
        self.search = search
        self.seed = seed
        self.budget = Budget(iterations=iterations, seconds=seconds)
        self.apart = apart  # in a child process (see ``ai.apart``), not on the thread itself
        self.history: History = list(history or [])  # e.g. kept with a resumed game's save
        self._job: tuple[int, State] | None = None
        self._lock = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def submit(self, move: int, state: State) -> None:
        """Forecast the position after ``move`` moves (only its public view is kept)."""
        public = state.view(None)
        with self._lock:
            self._job = (move, public)
            self._lock.notify()

    def latest(self) -> tuple[float, ...] | None:
        with self._lock:
            return self.history[-1][1] if self.history else None

    def chart(self) -> History:
        with self._lock:
            return list(self.history)

    def rewind(self, move: int) -> None:
        """Forget forecasts after ``move`` (undo)."""
        with self._lock:
            self.history = [entry for entry in self.history if entry[0] <= move]

    def close(self) -> None:
        with self._lock:
            self._closed = True
            self._lock.notify()

    def _newer_job(self) -> bool:
        return self._closed or self._job is not None

    def _run(self) -> None:
        while True:
            with self._lock:
                while self._job is None and not self._closed:
                    self._lock.wait()
                if self._closed:
                    return
                move, public = self._job  # type: ignore[misc]
                self._job = None
            try:
                chances = (
                    run_apart(self.forecast, public, move)
                    if self.apart
                    else self.forecast(public, move)
                )
            except (RuntimeError, OSError):  # no forecast for this move; the next may work
                chances = None
            if chances is None:
                continue
            with self._lock:
                self.history = [entry for entry in self.history if entry[0] < move]
                self.history.append((move, chances))

    def forecast(self, public: State, move: int) -> tuple[float, ...] | None:
        """The chances for one position, or None if a newer one came first."""
        if public.is_over():
            return tuple(public.returns())
        result = self.search.search(
            public,
            None,
            random.Random(self.seed * 1_000_003 + move),
            self.budget,
            should_stop=self._newer_job,
        )
        if result.iterations == 0 or self._newer_job():
            return None
        return result.value
