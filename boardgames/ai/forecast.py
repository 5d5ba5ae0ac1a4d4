"""The forecast ("the needle"): each player's chance of winning, after every move.

It runs the hard bot's forecast search (``forecast_search``: for most games heuristic
playouts without a tree, ``ai.forecast_search``) from the *bystander's* view (every hand
hidden), so in hot-seat play it tells nobody anything they could not see on the
table. A worker thread hands each position to the forecast's own process
(``ai.apart``, forked once per game), so the search never holds the app's
interpreter lock; positions that came while one was worked on are skipped but
for the newest, and the frame loop only reads finished numbers, so it never
waits for the search. Closing ends the process at once.

One reading of a position is a round of search (a budget of UPDATE_SECONDS). While the
position stands the forecast keeps searching, round after round, each round's playouts
added to the position's estimate, until the estimate is known to within TARGET_MARGIN
or has had MAX_ROUNDS; the panel shows the latest estimate with its margin meanwhile.
Estimates are kept by the bystander's information key, so the same position always
reads the same (after an undo, or when play returns to it), and playouts are only ever
pooled within one position: a real change of position is never smoothed away.
"""

from __future__ import annotations

import logging
import math
import pickle
import random
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from boardgames.ai.apart import CHILD_PATIENCE, ApartProcess, Stopped, can_fork
from boardgames.ai.forecast_history import History
from boardgames.ai.forecast_search import reopened
from boardgames.ai.ismcts import Budget, InformationSetSearch
from boardgames.core.protocol import State
from boardgames.core.zones import Zones

log = logging.getLogger(__name__)
UPDATE_SECONDS = 0.4  # one round of search: short, so the first reading keeps up with play
MIN_PLAYOUTS = 12  # a reading shows once it rests on this many playouts (or is final) ...
ROUNDS_TO_SHOW = 6  # ... or has had this many rounds (slow games); a newer position waits
TARGET_MARGIN = 0.015  # rounds go on until every chance is known to within this (95%) ...
MAX_ROUNDS = 40  # ... or the position has had this many rounds (slow games)
PRIOR_WINS = 1.0  # every player is credited this many wins more, and as many playouts
MAX_PROCESS_FAILURES = 3  # forecast processes that may fail before the forecast gives up
REMEMBERED = 2048  # positions whose estimates are kept (the oldest read goes first)
Z_95 = 1.96  # standard errors either side that hold 95% of the readings
EMPIRICAL_ROUNDS = 10  # rounds before their disagreement, not a coin's, gives the margin
EMPIRICAL_CAUTION = 1.5  # ... widened this much: about its 90% bound over ten rounds


@dataclass(frozen=True)
class Estimate:
    """What the search has found about one position so far: each player's wins (a shared
    win split) over ``playouts`` playouts, in ``rounds`` rounds, and the sum of each round's
    mean squared and weighted by its playouts (``squares``: how far rounds disagree);
    ``exact`` for a finished game, whose returns are known."""

    totals: tuple[float, ...]
    playouts: int = 0
    rounds: int = 0
    squares: tuple[float, ...] = ()
    exact: bool = False

    def chances(self) -> tuple[float, ...]:
        if self.exact:
            return self.totals
        return smoothed(list(self.totals), self.playouts)

    def margin(self) -> float:
        """How far each chance may be off (95%, the widest over the players): the "±" the
        panel shows. The playouts are taken as independent games (a coin's margin, the
        most a return between 0 and 1 can vary); from EMPIRICAL_ROUNDS rounds on, the
        rounds' disagreement may show it less (a search that judges positions, not only
        plays them out, varies far less than a coin)."""
        if self.exact:
            return 0.0
        count = self.playouts + PRIOR_WINS * len(self.totals)
        coin = max(Z_95 * math.sqrt(c * (1 - c) / count) for c in self.chances())
        if self.rounds >= EMPIRICAL_ROUNDS and self.playouts:
            count = self.playouts
            spread = (
                (square - total * total / count) / (self.rounds - 1)
                for total, square in zip(self.totals, self.squares, strict=True)
            )
            measured = max(Z_95 * math.sqrt(max(0.0, variance) / count) for variance in spread)
            # A chance in [0, 1] varies no more than a coin; the rounds' disagreement is only
            # trusted below it by EMPIRICAL_CAUTION (a few rounds can agree by luck).
            return min(coin, EMPIRICAL_CAUTION * measured)
        return coin

    @property
    def shown(self) -> bool:
        """Worth showing: final, or on enough playouts that one lucky game cannot read 100%
        (or as many as ROUNDS_TO_SHOW rounds found)."""
        return self.exact or self.playouts >= MIN_PLAYOUTS or self.rounds >= ROUNDS_TO_SHOW

    @property
    def settled(self) -> bool:
        """No more rounds: final, known to within TARGET_MARGIN, or searched MAX_ROUNDS."""
        if self.exact or self.rounds >= MAX_ROUNDS:
            return True
        return self.shown and self.margin() <= TARGET_MARGIN

    def plus(self, totals: tuple[float, ...], playouts: int) -> Estimate:
        """This estimate with one more round's wins and playouts."""
        pooled = tuple(a + b for a, b in zip(self.totals, totals, strict=True))
        squares = self.squares or (0.0,) * len(totals)
        weighted = tuple(s + t * t / playouts for s, t in zip(squares, totals, strict=True))
        return Estimate(pooled, self.playouts + playouts, self.rounds + 1, weighted)

    def pooled(self, other: Estimate) -> Estimate:
        """Both estimates' playouts as one (two positions where nothing changed hands)."""
        if self.exact or other.exact or not other.playouts:
            return self
        totals = tuple(a + b for a, b in zip(self.totals, other.totals, strict=True))
        return Estimate(totals, self.playouts + other.playouts, self.rounds, self.squares)


def holdings(public: State) -> Hashable:
    """Who holds what on the public table: every list, mapping and zone of the bystander's
    view (tokens, cards, states won, votes) but the decision queue; not whose decision it
    is, nor a turn's counters and sets of things done. Two positions with equal holdings
    differ only in the play between changes, which the chart smooths over."""
    fingerprint = getattr(public, "fingerprint", None)
    if fingerprint is None:  # a state without the engine's fingerprint: never smoothed
        return public.information_key(None)
    held = {
        name
        for name, value in vars(public).items()
        if name != "queue" and isinstance(value, list | dict | tuple | Zones)
    }
    return tuple((name, value) for name, value in fingerprint() if name in held)


class ForecastChart(list[tuple[int, tuple[float, ...]]]):
    """The chart as drawn: its points, and ``margin``, the "±" of the last one (None for a
    point read from a save, whose margin was not kept)."""

    margin: float | None = None


@dataclass(frozen=True)
class _Position:
    """A position to forecast: its move number, public view, information key, holdings."""

    move: int
    public: State
    key: int  # the hash of its information key
    holdings: int  # the hash of its holdings

    @staticmethod
    def of(move: int, public: State) -> _Position:
        """The position as the forecast reads it: a sealed choice half made not yet made.
        Its key and holdings are kept as hashes: the estimates and the chart's points hold
        them for every move of the game, and each copies the whole table."""
        public = reopened(public)
        return _Position(move, public, hash(public.information_key(None)), hash(holdings(public)))


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
        """``seconds``/``iterations``: one round's budget. ``niceness``: how far below the
        caller's priority the search runs (the app asks for FORECAST_NICENESS, so its
        frames and a computer's own move come first)."""
        self.search = search
        self.seed = seed
        self.budget = Budget(iterations=iterations, seconds=seconds)
        self.apart = apart  # in a child process, not on the thread itself (where fork exists)
        self.history: History = list(history or [])  # e.g. kept with a resumed game's save
        self.margins: dict[int, float] = {}  # move -> the margin of its point, as last read
        self.niceness = niceness
        self._estimates: OrderedDict[int, Estimate] = OrderedDict()  # by key hash
        # move -> the information key and holdings of the position its point reads
        self._points: dict[int, tuple[int, int]] = {}
        self._job: tuple[int, State] | None = None
        self._rewinds = 0  # an undo's count: a reading begun before the last is not shown
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

    def chart(self) -> ForecastChart:
        """The points so far, and the margin of the last one."""
        with self._lock:
            chart = ForecastChart(self.history)
            if chart:
                chart.margin = self.margins.get(chart[-1][0])
            return chart

    def rewind(self, move: int) -> None:
        """Forget forecasts after ``move`` (undo); the estimates stay, so a position played
        again reads as it did."""
        with self._lock:
            self._rewinds += 1
            self._points = {m: point for m, point in self._points.items() if m <= move}
            self.history = [entry for entry in self.history if entry[0] <= move]
            self.margins = {m: margin for m, margin in self.margins.items() if m <= move}

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
        """Take the newest position; search it round after round while no newer one comes,
        until its estimate is settled; publish each reading worth showing. A newer position
        waits until the current one has a reading worth showing."""
        try:
            current: _Position | None = None
            rewinds = 0
            ready = True  # the current position has a reading shown (or has none to wait for)
            while True:
                with self._lock:
                    if rewinds != self._rewinds:
                        current = None  # undone: the position is no longer played
                    while self._job is None and current is None and not self._closed:
                        self._lock.wait()
                    if self._closed:
                        return
                    job = None
                    if self._job is not None and (current is None or ready):
                        job, self._job, rewinds = self._job, None, self._rewinds
                if job is not None:
                    current = _Position.of(*job)
                assert current is not None
                searched = current
                estimate = self._refine(searched)
                ready = estimate is None or estimate.shown
                if estimate is None or estimate.settled:
                    current = None  # settled, or this position cannot be read: wait
                if (
                    estimate is not None
                    and estimate.shown
                    and not self._publish(searched, estimate, rewinds)
                ):
                    current = None  # undone meanwhile: the position is no longer played
        finally:
            if self._process is not None:
                self._process.release()

    def _publish(self, position: _Position, estimate: Estimate, rewinds: int) -> bool:
        """Show a reading of ``position``, unless an undo came since it was taken up
        (``rewinds``); returns whether it was shown."""
        with self._lock:
            if rewinds != self._rewinds:
                return False
            move = position.move
            self._points = {m: point for m, point in self._points.items() if m < move}
            self._points[move] = (position.key, position.holdings)
            self.history = [entry for entry in self.history if entry[0] < move]
            self.history.append((move, self._smoothed(position, estimate).chances()))
            self.margins = {m: margin for m, margin in self.margins.items() if m < move}
            self.margins[move] = estimate.margin()
            return True

    def _smoothed(self, position: _Position, estimate: Estimate) -> Estimate:
        """The estimate the chart shows for ``position``: its own, pooled with those of the
        positions just before it whose holdings were the same (nothing changed hands: the
        chart is smoothed there, and only there)."""
        back = position.move - 1
        while (earlier := self._points.get(back)) is not None:
            key, held = earlier
            if held != position.holdings:
                break
            found = self._estimates.get(key)
            if found is None:
                break
            estimate = estimate.pooled(found)
            back -= 1
        return estimate

    def _refine(self, position: _Position) -> Estimate | None:
        """The position's estimate after one more round (as it is, if settled); None when
        the forecaster was closed, or the search or its process failed."""
        public, key = position.public, position.key
        estimate = self._estimates.get(key)
        if estimate is None:
            if public.is_over():
                estimate = Estimate(tuple(public.returns()), exact=True)
            else:
                estimate = Estimate((0.0,) * public.num_players)
        if not estimate.settled:
            found = self._compute(public, position.move, estimate.rounds)
            if found is None:
                return None
            estimate = estimate.plus(*found)
        self._estimates[key] = estimate
        self._estimates.move_to_end(key)
        while len(self._estimates) > REMEMBERED:
            self._estimates.popitem(last=False)
        return estimate

    def settled_estimate(self, public: State, move: int) -> Estimate:
        """The position's estimate searched here to its end, as the worker would while the
        position stood (for tools and tests; the app reads ``chart``)."""
        position = _Position.of(move, public)
        while True:
            estimate = self._refine(position)
            if estimate is None:
                raise RuntimeError("the forecast was stopped")
            if estimate.settled:
                return estimate

    def settled_reading(self, public: State, move: int) -> tuple[float, ...]:
        """The chances the chart shows for a position once it is settled, smoothed with the
        positions read just before it as the chart is (for tools and tests)."""
        estimate = self.settled_estimate(public, move)
        self._publish(_Position.of(move, public), estimate, self._rewinds)
        return self.history[-1][1]

    def _compute(
        self, public: State, move: int, attempt: int
    ) -> tuple[tuple[float, ...], int] | None:
        """One round's wins and playouts: in the forecast's process where fork exists, else
        here. None when the forecaster was closed, or the search or its process failed."""
        if not self.apart or not can_fork():
            return self.search_round(public, move, attempt)
        process = self._process or self._start_process(public)
        if process is None:
            return None
        try:
            patience = (self.budget.seconds or 0.0) + CHILD_PATIENCE
            found: tuple[tuple[float, ...], int] | None = process.call(
                (public, move, attempt), patience
            )
            return found
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
        self, public: State, move: int, attempt: int, should_stop: Callable[[], bool]
    ) -> tuple[tuple[float, ...], int] | None:
        return self.search_round(public, move, attempt, should_stop)

    def search_round(
        self,
        public: State,
        move: int,
        attempt: int = 0,
        should_stop: Callable[[], bool] | None = None,
    ) -> tuple[tuple[float, ...], int] | None:
        """One round of search: each player's wins (shared wins split) and the playouts,
        or None if stopped first (``should_stop``; by default: this forecaster was closed).
        Its seed comes from the forecaster's, the move and the round, so a replay of the
        same rounds reads the same."""
        stop = self._stopped if should_stop is None else should_stop
        result = self.search.search(
            public,
            None,
            random.Random((self.seed * 1_000_003 + move) * 31 + attempt),
            self.budget,
            should_stop=stop,
        )
        if result.iterations == 0 or stop():
            return None
        wins = tuple(value * result.iterations for value in result.value)
        return wins, result.iterations

    def forecast(
        self, public: State, move: int, should_stop: Callable[[], bool] | None = None
    ) -> tuple[float, ...] | None:
        """One round's reading of a position (no estimate kept), or None if stopped first."""
        if public.is_over():
            return tuple(public.returns())
        found = self.search_round(reopened(public), move, 0, should_stop)
        return None if found is None else smoothed(list(found[0]), found[1])


def smoothed(totals: list[float], playouts: int) -> tuple[float, ...]:
    """Each player's share of ``playouts`` (``totals``: wins, shared wins split), with one
    playout more credited to each player (Laplace's rule): 1 win in 1 playout of 5
    players reads 33%, not 100%; over a hundred playouts the prior hardly shows."""
    players = len(totals)
    return tuple((total + PRIOR_WINS) / (playouts + PRIOR_WINS * players) for total in totals)
