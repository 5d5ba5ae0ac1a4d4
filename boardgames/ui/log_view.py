"""The game log as a game scene shows it: as far as the animations have got, each line as
the person at the screen may read it."""

from __future__ import annotations

from typing import Any

from boardgames.core.session import LogEntry, Session


def _first_of_move(log: list[LogEntry], end: int, index: int) -> int:
    """Where the log's lines of move ``index`` start, looking back from ``end``."""
    start = end
    while start > 0 and log[start - 1].index == index:
        start -= 1
    return start


class LogView:
    """The log part of a game scene (a mixin, as ``TableFlow`` and ``Aids`` are)."""

    # What the scene provides.
    session: Session
    names: list[str]
    viewer: int | None
    batches: Any
    _log_cache: tuple[int, int | None, list[str], object]

    def shown_log_lines(self) -> list[str]:
        """The log as far as the animations have shown it, as ``viewer`` may read it.

        A move's lines appear one by one as its events are shown (a long resolution
        reads in step with its banners); lines of events still to come stay out (no
        spoilers), and secret details appear only for the player who may see them.
        Cached: only new entries are described each frame; undo or a new viewer starts
        afresh.
        """
        limit = len(self.session.record.actions) - len(self.batches)
        begun = 0
        if self.batches:
            begun = max(0, self.batches[0].begun - self.held_back_lines())
        log = self.session.log
        count, viewer, lines, last = self._log_cache
        if viewer != self.viewer or count > len(log) or (count and log[count - 1] is not last):
            count, lines = 0, []
        end = count
        while end < len(log) and log[end].index < limit:
            end += 1
        if begun:
            first = _first_of_move(log, end, limit)
            while end < len(log) and log[end].index == limit and end - first < begun:
                end += 1
        if end != count:
            names = self.names
            lines = lines + [e.event.describe_for(names, self.viewer) for e in log[count:end]]
            last = log[end - 1]
        self._log_cache = (end, self.viewer, lines, last)
        return lines

    def held_back_lines(self) -> int:
        """Lines of begun events a game holds back a while (Electoral Dice: the throw
        whose dice are still rolling); none by default."""
        return 0

    def shown_log_entries(self) -> list[LogEntry]:
        """The log entries already shown (the ones ``shown_log_lines`` describes)."""
        self.shown_log_lines()
        return self.session.log[: self._log_cache[0]]
