"""Check my decisions: the hard computer's verdict on each decision of one seat.

Each decision a seat made with more than one option is judged by the game's hard search
(``ai.verdict``) from that seat's own view at that moment, so a verdict never uses what
the seat could not see. ``check`` judges one decision where it is called (the command
line); ``Checker`` judges a whole game on a thread through a ``Judge`` (its own process),
with progress to draw and a stop that ends the search at once.
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Iterable
from dataclasses import dataclass

from boardgames.ai.apart import Stopped
from boardgames.ai.ismcts import Budget, InformationSetSearch
from boardgames.ai.verdict import MISTAKE_LOSS, REVIEW_SECONDS, Judge, Verdict, hard_search, judge
from boardgames.core.protocol import Action
from boardgames.review.timeline import Moment, Timeline

KEY_MOMENTS = 5  # the decisions listed as the game's key moments: the largest losses
TIED = 0.005  # a choice this close to the best reads as the best (the percents are equal)
KEY_LOSS = 0.01  # ... of at least a point of win chance (less is the search's own noise)


@dataclass(frozen=True)
class Check:
    """The verdict on one decision and the words to tell it."""

    moment: Moment
    verdict: Verdict
    played_words: str
    best_words: str

    @property
    def loss(self) -> float:
        return self.verdict.loss(self.moment.action)

    @property
    def mistake(self) -> bool:
        return self.verdict.is_mistake(self.moment.action, MISTAKE_LOSS)

    def sentence(self, names: list[str]) -> str:
        """ "Ann played Deal: 41%; Promotion: 55%" (the best option's chance after the ';')."""
        who = names[self.moment.player]
        played = self.verdict.of(self.moment.action)
        if self.verdict.forced or played is None or math.isnan(played.chance):
            return f"{who} played {self.played_words}: nothing else was worth judging"
        line = f"{who} played {self.played_words}: {_percent(played.chance)}"
        best = self.verdict.best()
        if self.loss < TIED:
            line += " (the best option)"  # or as good as the best, to a rounded percent
        else:
            line += f"; {self.best_words}: {_percent(best.chance)}"
        return line + (" - a mistake" if self.mistake else "")


def _percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def search_of(timeline: Timeline) -> InformationSetSearch | None:
    """The game's hard search, which judges (None: the game has no search to judge with)."""
    try:
        return hard_search(timeline.entry.make_bot("hard"))
    except ValueError:
        return None


def decisions_of(timeline: Timeline, seats: Iterable[int]) -> list[Moment]:
    """The moments where one of ``seats`` chose among more than one option."""
    wanted = set(seats)
    chosen = []
    for moment in timeline.moments:
        if moment.player in wanted:
            state = timeline.state_at(moment.index)
            if len(state.legal_actions(moment.player)) > 1:
                chosen.append(moment)
    return chosen


def question(timeline: Timeline, moment: Moment) -> tuple[object, list[Action]]:
    """What the seat saw when it decided (its view) and its options then."""
    state = timeline.state_at(moment.index)
    return state.view(moment.player), state.legal_actions(moment.player)


def explained(timeline: Timeline, moment: Moment, verdict: Verdict) -> Check:
    """A verdict with its options worded from the seat's own view (nothing it did not see)."""
    view, _ = question(timeline, moment)
    best = verdict.best().action if verdict.options else moment.action
    names = timeline.names
    return Check(
        moment,
        verdict,
        moment.words,
        view.describe_action(best, moment.player, names),  # type: ignore[attr-defined]
    )


def check(
    timeline: Timeline,
    moment: Moment,
    search: InformationSetSearch,
    seed: int,
    seconds: float | None = REVIEW_SECONDS,
    iterations: int | None = None,
) -> Check:
    """One decision judged here and now (blocking)."""
    view, legal = question(timeline, moment)
    budget = Budget(iterations=iterations, seconds=seconds)
    verdict = judge(
        view,  # type: ignore[arg-type]
        moment.player,
        legal,
        search,
        budget,
        random.Random(seed),
        include=[moment.action],
    )
    return explained(timeline, moment, verdict)


def key_moments(checks: Iterable[Check], count: int = KEY_MOMENTS) -> list[Check]:
    """The decisions that gave up the most win chance, largest first (mistakes first)."""
    costly = [c for c in checks if c.loss >= KEY_LOSS]
    costly.sort(key=lambda c: (-c.loss, c.moment.index))
    return costly[:count]


class Checker:
    """Judges every decision of ``seats`` on a thread, through a Judge (its own process).

    ``checks`` fills as verdicts come; ``progress`` is (done, total); ``stop`` ends the
    search under way at once and judges no more."""

    def __init__(
        self,
        timeline: Timeline,
        seats: Iterable[int],
        search: InformationSetSearch,
        seconds: float | None = REVIEW_SECONDS,
        iterations: int | None = None,
    ) -> None:
        self.timeline = timeline
        self.seats = tuple(seats)
        self.moments: list[Moment] = []
        self.checks: list[Check] = []
        self.error: BaseException | None = None
        self._judge = Judge(search)
        self._seconds, self._iterations = seconds, iterations
        self._stopped = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        seed = self.timeline.record.seed
        try:
            self.moments = decisions_of(self.timeline, self.seats)
            for moment in self.moments:
                if self._stopped:
                    return
                view, legal = question(self.timeline, moment)
                verdict = self._judge.verdict(
                    view,  # type: ignore[arg-type]
                    moment.player,
                    legal,
                    seed + moment.index,
                    self._seconds,
                    self._iterations,
                    [moment.action],
                )
                self.checks.append(explained(self.timeline, moment, verdict))
        except Stopped:
            pass
        except Exception as exc:  # a search bug must not take the review down: it says so
            self.error = exc
        finally:
            self._judge.close()

    @property
    def progress(self) -> tuple[int, int]:
        return len(self.checks), len(self.moments)

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    @property
    def stopped(self) -> bool:
        """Stopped before every decision was judged."""
        return self._stopped

    def stop(self) -> None:
        self._stopped = True
        self._judge.close()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
