"""What the hard computer thinks of one seat's decision: each option's win chance.

The review's "Check my decisions" and the in-game Hint both ask the same question:
from what this seat could see at this moment, how does each of its options fare?
``judge`` answers it with the hard level's own search, run from ``view(seat)`` only,
so a verdict never uses anything the seat did not know. The options compared are the
search's own candidates (its favourites, where a game narrows them) plus any the
caller names (the move that was actually played), each met by the same deals.

``Judge`` runs the verdicts in a process of its own (``ai.apart``), like the
computers' moves and the forecast, so the frames never wait for them; a thread asks
and waits (``JudgeWorker``), and ``close`` stops a verdict mid-search.
"""

from __future__ import annotations

import copy
import logging
import math
import pickle
import random
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from boardgames.ai.apart import (
    CHILD_PATIENCE,
    FORECAST_NICENESS,
    ApartProcess,
    OnThread,
    Stopped,
    can_fork,
)
from boardgames.ai.ismcts import Budget, InformationSetSearch, SearchBot
from boardgames.core.protocol import Action, State

log = logging.getLogger(__name__)

HINT_SECONDS = 2.0  # the Hint's budget: long enough to compare a few options, short to wait
REVIEW_SECONDS = 1.0  # per decision checked in a review (a whole game is a few hundred)
MISTAKE_LOSS = 0.10  # a choice that gives up more win chance than this is called a mistake


@dataclass(frozen=True)
class Judged:
    """One option and the seat's estimated win chance after it (NaN: not searched)."""

    action: Action
    chance: float
    playouts: int


@dataclass(frozen=True)
class Verdict:
    """A seat's options at one decision, best first, and how much search stands behind them."""

    player: int
    options: tuple[Judged, ...]
    iterations: int

    @property
    def forced(self) -> bool:
        """One option only (or one worth considering): there was nothing to judge."""
        return len(self.options) <= 1

    def best(self) -> Judged:
        return self.options[0]

    def of(self, action: Action) -> Judged | None:
        return next((judged for judged in self.options if judged.action == action), None)

    def loss(self, action: Action) -> float:
        """How much win chance ``action`` gave up against the best option (0 when forced,
        or when ``action`` was not among the options judged)."""
        chosen = self.of(action)
        if self.forced or chosen is None or math.isnan(chosen.chance):
            return 0.0
        return max(0.0, self.best().chance - chosen.chance)

    def is_mistake(self, action: Action, threshold: float = MISTAKE_LOSS) -> bool:
        return self.loss(action) > threshold


def hard_search(bot: object) -> InformationSetSearch | None:
    """The search behind a game's hard bot (None: the game's hard level does not search)."""
    return bot.search if isinstance(bot, SearchBot) else None


def judge(
    view: State,
    player: int,
    legal: Sequence[Action],
    search: InformationSetSearch,
    budget: Budget,
    rng: random.Random,
    include: Iterable[Action] = (),
    should_stop: Callable[[], bool] | None = None,
) -> Verdict:
    """Each of ``player``'s options compared by ``search`` from ``view`` (the player's own
    view: the search re-deals everything the player could not see). ``include`` are
    options to judge whether or not the search would have considered them."""
    legal = list(legal)
    if len(legal) <= 1:
        return Verdict(player, tuple(Judged(action, math.nan, 0) for action in legal), 0)
    wanted = [action for action in include if action in legal]
    searcher = search
    if wanted and search.candidates is not None:
        searcher = copy.copy(search)
        narrow = search.candidates

        def candidates(
            state: State, actor: int, actions: list[Action], crng: random.Random
        ) -> list[Action]:
            chosen = list(narrow(state, actor, actions, crng) or actions)
            return chosen + [action for action in wanted if action not in chosen]

        searcher.candidates = candidates
    result = searcher.search(view, player, rng, budget, legal, should_stop, actor=player)
    options = [
        Judged(action, result.means.get(action, math.nan), result.visits.get(action, 0))
        for action in result.visits
    ]
    if not options:  # one candidate only: the search did not need to play anything out
        options = [Judged(action, math.nan, 0) for action in result.visits or legal[:1]]
    options.sort(key=lambda judged: -judged.chance if not math.isnan(judged.chance) else 2.0)
    return Verdict(player, tuple(options), result.iterations)


class Judge:
    """Verdicts for one game, worked out in one process forked at the first question
    (``ai.apart``) and asked about every one after; where there is no fork, in place.
    ``close`` ends the process at once, mid-search or not."""

    def __init__(self, search: InformationSetSearch, niceness: int = FORECAST_NICENESS) -> None:
        self._search = search
        self._niceness = niceness
        self._lock = threading.Lock()
        self._process: ApartProcess | None = None
        self._closed = False
        self._fork_failed = False

    def verdict(
        self,
        view: State,
        player: int,
        legal: Sequence[Action],
        seed: int,
        seconds: float | None = REVIEW_SECONDS,
        iterations: int | None = None,
        include: Sequence[Action] = (),
    ) -> Verdict:
        """``judge`` on ``player``'s decision in ``view``; blocks the calling thread (not
        the frame loop's). Raises ``Stopped`` once closed."""
        question = (view, player, list(legal), seed, seconds, iterations, list(include))
        with self._lock:
            if self._closed:
                raise Stopped
        process = self._process or self._start(view)
        if process is None:
            return self._here(*question, lambda: self._closed)
        patience = (seconds or 0.0) + CHILD_PATIENCE
        try:
            verdict: Verdict = process.call(question, patience)
            return verdict
        except (EOFError, OSError, TimeoutError, TypeError, pickle.PicklingError) as exc:
            if self._closed:
                raise Stopped from None
            log.warning("the judging process failed (%r): this verdict is worked out here", exc)
            with self._lock:
                self._process, self._fork_failed = None, True
            process.release()
            return self._here(*question, lambda: self._closed)

    def close(self) -> None:
        """Stop now: a verdict being worked out is dropped (its caller raises Stopped)."""
        with self._lock:
            self._closed = True
            process = self._process
        if process is not None:
            process.end()

    def _start(self, anchor: State) -> ApartProcess | None:
        if not can_fork() or self._fork_failed:
            return None
        try:
            process = ApartProcess(self._here, anchor, self._niceness)
        except OSError as exc:
            log.warning("no judging process (%s): verdicts are worked out here", exc)
            self._fork_failed = True
            return None
        with self._lock:
            self._process, closed = process, self._closed
        if closed:
            process.end()
            raise Stopped
        return process

    def _here(
        self,
        view: State,
        player: int,
        legal: list[Action],
        seed: int,
        seconds: float | None,
        iterations: int | None,
        include: list[Action],
        should_stop: Callable[[], bool],
    ) -> Verdict:
        """One verdict, here or in the process (``should_stop``: a newer question waits)."""
        budget = Budget(iterations=iterations, seconds=seconds)
        rng = random.Random(seed)
        return judge(view, player, legal, self._search, budget, rng, include, should_stop)


class JudgeWorker(OnThread[Verdict]):
    """One verdict asked on a thread; the scene polls ``done``/``result`` each frame."""

    def __init__(
        self,
        judge_: Judge,
        view: State,
        player: int,
        legal: Sequence[Action],
        seed: int,
        seconds: float | None = HINT_SECONDS,
        iterations: int | None = None,
        include: Sequence[Action] = (),
    ) -> None:
        super().__init__(
            lambda: judge_.verdict(view, player, legal, seed, seconds, iterations, include)
        )
