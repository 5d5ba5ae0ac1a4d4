"""The forecast ("the needle"): each player's chance of winning, after every move.

It runs the hard bot's own search from the *bystander's* view (every hand
hidden), so in hot-seat play it tells nobody anything they could not see on the
table. A worker thread hands each position to the forecast's own process
(``ai.apart``, forked once per game), so the search never holds the app's
interpreter lock; positions that came while one was worked on are skipped but
for the newest, and the frame loop only reads finished numbers, so it never
waits for the search. Closing ends the process at once.
"""

from __future__ import annotations

import logging
import pickle
import random
import threading
import time
from collections.abc import Callable

from boardgames.ai.apart import CHILD_PATIENCE, ApartProcess, Stopped, can_fork
from boardgames.ai.forecast_history import History
from boardgames.ai.ismcts import Budget, InformationSetSearch
from boardgames.core.protocol import State

log = logging.getLogger(__name__)
UPDATE_SECONDS = 0.4  # the time one forecast may take; short, so it keeps up with play
MIN_PLAYOUTS = 12  # fewer than this in one budget: search again, up to LONGEST_SECONDS
LONGEST_SECONDS = 2.5  # the most one position's forecast may take (slow games only)
MAX_ATTEMPTS = 8
PRIOR_WINS = 1.0  # every player is credited this many wins more, and as many playouts
MAX_PROCESS_FAILURES = 3  # forecast processes that may fail before the forecast gives up


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
        niceness: int = 0,
    ) -> None:
        """``niceness``: how far below the caller's priority the search runs (the app asks
        for FORECAST_NICENESS, so its frames and a computer's own move come first)."""
        self.search = search
        self.seed = seed
        self.budget = Budget(iterations=iterations, seconds=seconds)
        self.apart = apart  # in a child process, not on the thread itself (where fork exists)
        self.history: History = list(history or [])  # e.g. kept with a resumed game's save
        self.niceness = niceness
        self._job: tuple[int, State] | None = None
        self._lock = threading.Condition()
        self._closed = False
        self._process: ApartProcess | None = None  # forked at the first position
        self._process_failures = 0
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
        """Stop: the thread ends within POLL_SECONDS, and the process is ended now."""
        with self._lock:
            self._closed = True
            self._lock.notify()
            process = self._process
        if process is not None:
            process.end()

    def _stopped(self) -> bool:
        return self._closed

    def _run(self) -> None:
        try:
            while True:
                with self._lock:
                    while self._job is None and not self._closed:
                        self._lock.wait()
                    if self._closed:
                        return
                    move, public = self._job  # type: ignore[misc]
                    self._job = None
                chances = self._compute(public, move)
                if chances is None:
                    continue
                with self._lock:
                    self.history = [entry for entry in self.history if entry[0] < move]
                    self.history.append((move, chances))
        finally:
            if self._process is not None:
                self._process.release()

    def _compute(self, public: State, move: int) -> tuple[float, ...] | None:
        """One position's chances: in the forecast's process where fork exists, else here.
        None when the forecaster was closed, or the search or its process failed."""
        if not self.apart or not can_fork():
            return self.forecast(public, move)
        process = self._process or self._start_process(public)
        if process is None:
            return None
        try:
            patience = (self.budget.seconds or 0.0) + LONGEST_SECONDS + CHILD_PATIENCE
            chances: tuple[float, ...] | None = process.call((public, move), patience)
            return chances
        except Stopped:
            return None
        except RuntimeError as exc:  # the search failed in the child: this point is lost
            log.warning("the forecast failed at move %d: %s", move, exc)
            return None
        except (EOFError, OSError, TimeoutError, TypeError, pickle.PicklingError) as exc:
            if self._closed:  # closing ended the process mid-question: nothing failed
                return None
            log.warning("the forecast process failed (%r)", exc)
            self._process_failures += 1
            with self._lock:
                self._process = None
            process.release()
            return None

    def _start_process(self, anchor: State) -> ApartProcess | None:
        """Fork the forecast's process (None once forks failed MAX_PROCESS_FAILURES times:
        the chart then stops, as forecasting here would cost the frames)."""
        if self._process_failures >= MAX_PROCESS_FAILURES:
            return None
        try:
            process = ApartProcess(self._search_in_child, anchor, self.niceness)
        except OSError as exc:
            self._process_failures += 1
            log.warning("no forecast process (%s)", exc)
            return None
        with self._lock:
            self._process, closed = process, self._closed
        if closed:  # closed while it was forked: ``close`` did not see it
            process.end()
            return None
        return process

    def _search_in_child(
        self, public: State, move: int, should_stop: Callable[[], bool]
    ) -> tuple[float, ...] | None:
        return self.forecast(public, move, should_stop)

    def forecast(
        self, public: State, move: int, should_stop: Callable[[], bool] | None = None
    ) -> tuple[float, ...] | None:
        """The chances for one position, or None if stopped first (``should_stop``; by
        default: this forecaster was closed).

        A game whose playouts are slow gets few in one budget, and one playout alone
        would read "100%": on a time budget the search is run again (fresh seed) until
        MIN_PLAYOUTS or LONGEST_SECONDS, and every player is credited one playout's
        share as a prior (``smoothed``), so a handful of playouts shows as the doubt it is.
        """
        stop = self._stopped if should_stop is None else should_stop
        if public.is_over():
            return tuple(public.returns())
        started = time.monotonic()
        playouts, totals = 0, [0.0] * public.num_players
        for attempt in range(MAX_ATTEMPTS):
            result = self.search.search(
                public,
                None,
                random.Random((self.seed * 1_000_003 + move) * 31 + attempt),
                self.budget,
                should_stop=stop,
            )
            playouts += result.iterations
            totals = [t + v * result.iterations for t, v in zip(totals, result.value, strict=True)]
            if stop() or self.budget.seconds is None or playouts >= MIN_PLAYOUTS:
                break
            if time.monotonic() - started + self.budget.seconds > LONGEST_SECONDS:
                break
        if playouts == 0 or stop():
            return None
        return smoothed(totals, playouts)


def smoothed(totals: list[float], playouts: int) -> tuple[float, ...]:
    """Each player's share of ``playouts`` (``totals``: wins, shared wins split), with one
    playout more credited to each player (Laplace's rule): 1 win in 1 playout of 5
    players reads 33%, not 100%; over a hundred playouts the prior hardly shows."""
    players = len(totals)
    return tuple((total + PRIOR_WINS) / (playouts + PRIOR_WINS * players) for total in totals)
