"""A game's forecast history: where it swung, and how it is kept with the autosave.

A history is a list of ``(moves, chances)`` points, ``moves`` rising: the position
after that many recorded moves and each player's chance of winning from it. The
functions here are pure (no pygame, no threads), so the results screen's chart
and its "turning point" can be tested with made-up histories.

A chart may have breaks: the moves of points after which the forecast was switched off
for a while, so the line stops there and starts again at the next point (nobody forecast
the moves between; a straight line across them would invent a path).

The autosave keeps the history beside the game's record, as a field the record's
checksum does not cover (``SIDECAR_KEY``): the record is the game, the history is
only a picture of it. A history that is damaged, edited or from another game is
refused as a whole here and the game loads without it; it never stops a load.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from boardgames.core.safe_read import MAX_SAVE_BYTES, InputRefused, read_text_capped

History = list[tuple[int, tuple[float, ...]]]
Breaks = frozenset[int]  # moves of points after which the forecast was off until the next


class SavedChart(NamedTuple):
    """What an autosave holds of the forecast: its points and where the line breaks."""

    points: History
    breaks: Breaks = frozenset()


def breaks_before(breaks: Iterable[int], move: int, points: Sequence[tuple[int, object]]) -> Breaks:
    """The breaks still true with the game at ``move``: at a point kept, before ``move``
    (from a break at the last position on, the moves are played again and forecast)."""
    kept = {point[0] for point in points}
    return frozenset(b for b in breaks if b < move and b in kept)


SIDECAR_KEY = "forecast"
SIDECAR_VERSION = 1
DIGITS = 3  # chances are kept to a tenth of a percent: enough for a chart, small on disk
TIE_DIGITS = 9  # changes equal to this many places are a tie (float noise is not a swing)
SUM_TOLERANCE = 0.02  # rounded chances of up to ten players still sum to 1 within this


@dataclass(frozen=True)
class Swing:
    """The chart's step from point ``index - 1`` to point ``index``: moves ``first`` to
    ``last`` (1-based, as a person counts them) moved ``size`` of the chances."""

    index: int
    first: int
    last: int
    size: float
    took_lead: bool = False  # a turning point where the winners went ahead for good


def _swing(history: Sequence[tuple[int, tuple[float, ...]]], index: int, size: float) -> Swing:
    return Swing(index, history[index - 1][0] + 1, history[index][0], size)


def with_result(history: History, moves: int, returns: Sequence[float]) -> History:
    """The history ending on the game's result, which every finished chart ends on (the
    worker may not have sent the last point before the results screen opened)."""
    kept = [point for point in history if point[0] < moves]
    return [*kept, (moves, tuple(float(share) for share in returns))]


def largest_swings(history: Sequence[tuple[int, tuple[float, ...]]], count: int) -> list[Swing]:
    """The ``count`` steps where the most chance changed hands (half the sum of every
    player's change), largest first; the earlier step wins a tie."""
    steps = [
        _swing(history, index, sum(abs(a - b) for a, b in zip(after, before, strict=True)) / 2)
        for index, ((_, before), (_, after)) in enumerate(itertools.pairwise(history), start=1)
    ]
    steps.sort(key=lambda swing: (-round(swing.size, TIE_DIGITS), swing.index))
    return [swing for swing in steps[:count] if round(swing.size, TIE_DIGITS) > 0]


def turning_point(
    history: Sequence[tuple[int, tuple[float, ...]]], winners: Sequence[int]
) -> Swing | None:
    """The step after which the eventual winners led (a winner's chance at least every
    other player's) to the end: the moment the game turned their way for good, which a
    noisy forecast's single jumps cannot fake. If they led from the first forecast on, the
    step where their chance (together, for a shared win) changed most, up or down; the
    earlier step wins a tie. None when there is no step to pick."""
    if not winners or len(history) < 2:
        return None
    rivals = [p for p in range(len(history[0][1])) if p not in winners]

    def leads(chances: tuple[float, ...]) -> bool:
        best = max(chances[w] for w in winners)
        return all(best >= chances[r] for r in rivals)

    start = len(history)
    while start > 0 and leads(history[start - 1][1]):
        start -= 1
    share = [sum(chances[w] for w in winners) for _, chances in history]
    if 0 < start < len(history):
        swing = _swing(history, start, abs(share[start] - share[start - 1]))
        return Swing(swing.index, swing.first, swing.last, swing.size, took_lead=True)
    best: Swing | None = None
    for index in range(1, len(history)):
        size = round(abs(share[index] - share[index - 1]), TIE_DIGITS)
        if size > 0 and (best is None or size > best.size):
            best = _swing(history, index, size)
    return best


# -- kept with the autosave ---------------------------------------------------------------
def encode(
    history: Sequence[tuple[int, tuple[float, ...]]], players: int, breaks: Iterable[int] = ()
) -> dict[str, Any]:
    """The sidecar field written beside the record (breaks only at points it keeps; a save
    without any reads the same in versions that know none)."""
    data: dict[str, Any] = {
        "version": SIDECAR_VERSION,
        "players": players,
        "points": [[move, [round(c, DIGITS) for c in chances]] for move, chances in history],
    }
    moves = {move for move, _ in history}
    if kept := sorted(b for b in set(breaks) if b in moves):
        data["breaks"] = kept
    return data


def decode(data: Any, players: int, moves: int) -> SavedChart | None:
    """The chart a sidecar field holds, if it is whole and fits this game (``players``
    seats, ``moves`` recorded moves); None for anything else."""
    if not isinstance(data, dict) or data.get("version") != SIDECAR_VERSION:
        return None
    if data.get("players") != players or not isinstance(data.get("points"), list):
        return None
    history: History = []
    for point in data["points"]:
        if not (isinstance(point, list) and len(point) == 2 and isinstance(point[1], list)):
            return None
        move, chances = point
        if not _whole(move) or not 0 <= move <= moves or len(chances) != players:
            return None
        if history and move <= history[-1][0]:
            return None
        if not all(_number(c) and 0.0 <= c <= 1.0 for c in chances):
            return None
        if abs(sum(chances) - 1.0) > SUM_TOLERANCE:
            return None
        history.append((move, tuple(float(c) for c in chances)))
    breaks = data.get("breaks", [])
    if not isinstance(breaks, list) or not all(_whole(b) for b in breaks):
        return None
    if not set(breaks) <= {move for move, _ in history}:
        return None
    return SavedChart(history, frozenset(breaks))


def read_saved(path: Path, players: int, moves: int) -> SavedChart:
    """The chart kept in the save at ``path``; empty if there is none or it is bad."""
    try:
        document = json.loads(read_text_capped(path, MAX_SAVE_BYTES))
    except (InputRefused, OSError, ValueError, RecursionError):
        return SavedChart([])
    if not isinstance(document, dict):
        return SavedChart([])
    return decode(document.get(SIDECAR_KEY), players, moves) or SavedChart([])


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
