"""``boardgames review SAVE [--check SEAT]``: a saved game as a readable log.

A bad file, an unknown seat or a check that cannot run gets one line on stderr and
status 2, never a traceback.
"""

from __future__ import annotations

import os
import sys
import time

from boardgames.ai.verdict import REVIEW_SECONDS
from boardgames.core.data import DataError
from boardgames.core.gridboard import BoardError
from boardgames.core.maps import MapError
from boardgames.core.record import SaveError, read_record
from boardgames.review.checks import Check, check, decisions_of, search_of
from boardgames.review.export import game_log
from boardgames.review.timeline import Timeline


class ReviewRefused(Exception):
    """The review cannot be given as asked; the message says why."""


def seat_of(timeline: Timeline, wanted: str) -> int:
    """A seat named by its number (1-based) or its player's name (any case)."""
    names = [seat.name for seat in timeline.record.seats]
    if wanted.isdigit() and 1 <= int(wanted) <= len(names):
        return int(wanted) - 1
    lowered = [name.casefold() for name in names]
    if wanted.casefold() in lowered:
        return lowered.index(wanted.casefold())
    raise ReviewRefused(f"no seat {wanted!r}; the seats are 1-{len(names)}: {', '.join(names)}")


def checks_for(
    timeline: Timeline, seat: int, seconds: float | None, iterations: int | None
) -> list[Check]:
    """Every decision of ``seat`` judged in turn (progress on stderr)."""
    if not timeline.finished:
        raise ReviewRefused(
            "this game is still in progress: it can be reviewed only as a bystander, "
            "so nobody's decisions are checked before it ends"
        )
    search = search_of(timeline)
    if search is None:
        raise ReviewRefused(f"{timeline.entry.ruleset.title} has no search to judge with")
    if seconds is None and iterations is None:
        seconds = REVIEW_SECONDS
    moments = decisions_of(timeline, [seat])
    checks = []
    started = time.perf_counter()
    for number, moment in enumerate(moments, start=1):
        checks.append(
            check(
                timeline, moment, search, timeline.record.seed + moment.index, seconds, iterations
            )
        )
        if sys.stderr.isatty():
            print(f"checked {number}/{len(moments)}", file=sys.stderr, end="\r")
    elapsed = time.perf_counter() - started
    print(f"checked {len(moments)} decisions in {elapsed:.1f} s", file=sys.stderr)
    return checks


def run_review(path: str, seat: str | None, seconds: float | None, iterations: int | None) -> int:
    """Print the game's log; 2 with one line on stderr when it cannot."""
    try:
        if seconds is not None and seconds <= 0:
            raise ReviewRefused("--seconds must be more than 0")
        if iterations is not None and iterations < 1:
            raise ReviewRefused("--iterations must be 1 or more")
        timeline = Timeline(read_record(path))
        checks = (
            []
            if seat is None
            else checks_for(timeline, seat_of(timeline, seat), seconds, iterations)
        )
        text = game_log(timeline, checks)
    except (SaveError, ReviewRefused) as exc:
        print(f"boardgames review: {exc}", file=sys.stderr)
        return 2
    except KeyError as exc:
        print(f"boardgames review: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    except (DataError, MapError, BoardError) as exc:
        print(f"boardgames review: a data file is damaged: {exc}", file=sys.stderr)
        return 2
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader left (`| head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0
