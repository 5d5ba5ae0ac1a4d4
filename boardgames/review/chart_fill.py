"""The forecast chart of a game played with the forecast off, worked out afterwards.

The forecast's own search reads each position of the timeline from the bystander's view
(``ai.forecast.Forecaster``, in its own process), one after another: a position is handed
over once the one before it has a reading worth showing. A thread does the waiting, so
the frames only read ``chart`` and ``progress``; ``close`` stops it at once.
"""

from __future__ import annotations

import threading
import time

from boardgames.ai.apart import FORECAST_NICENESS
from boardgames.ai.forecast import Forecaster
from boardgames.ai.forecast_history import History, with_result
from boardgames.ai.ismcts import SearchBot
from boardgames.review.timeline import Timeline

POLL_SECONDS = 0.05


def forecast_search_of(timeline: Timeline) -> object | None:
    """The search the game's forecast runs (None: the game has none)."""
    try:
        hard = timeline.entry.make_bot("hard")
    except ValueError:
        return None
    return hard.forecast_search if isinstance(hard, SearchBot) else None


class ChartFiller:
    """Forecasts every position of a timeline in the background, first to last."""

    def __init__(
        self,
        timeline: Timeline,
        seconds: float | None = None,
        iterations: int | None = None,
    ) -> None:
        search = forecast_search_of(timeline)
        if search is None:
            raise ValueError(f"{timeline.entry.ruleset.title} has no forecast")
        self.timeline = timeline
        budget = {"seconds": seconds} if seconds is not None else {}
        if iterations is not None:
            budget = {"seconds": None, "iterations": iterations}
        self._forecaster = Forecaster(
            search,  # type: ignore[arg-type]
            timeline.record.seed,
            niceness=FORECAST_NICENESS,
            **budget,  # type: ignore[arg-type]
        )
        self._done = 0
        self._closed = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            for move in range(len(self.timeline) + 1):
                if self._closed:
                    return
                self._forecaster.submit(move, self.timeline.state_at(move))
                while not self._closed and not self._has(move):
                    time.sleep(POLL_SECONDS)
                self._done = move + 1
        finally:
            self._forecaster.close()

    def _has(self, move: int) -> bool:
        chart = self._forecaster.chart()
        return bool(chart) and chart[-1][0] >= move

    @property
    def progress(self) -> tuple[int, int]:
        """Positions read so far, of all of them."""
        return self._done, len(self.timeline) + 1

    @property
    def done(self) -> bool:
        return self._done > len(self.timeline)

    def chart(self) -> History:
        """The points so far (ending on the result once every position is read)."""
        points = list(self._forecaster.chart())
        final = self.timeline.final
        if self.done and final.is_over():
            return with_result(points, len(self.timeline), final.returns())
        return points

    def close(self) -> None:
        self._closed = True
        self._forecaster.close()

    def join(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)
