"""Play on from here: a new game that goes on from a moment of another.

The new record has the same game, options, seed and seats (each may be switched between
person and computer), the other's first ``step`` actions, a date of its own, and says
where it branched from. The other game's record and file are only read, never written.
"""

from __future__ import annotations

import time
from dataclasses import replace

from boardgames.core.record import Branch, GameRecord, Seat


def branch_record(record: GameRecord, step: int, seats: list[Seat], source_file: str) -> GameRecord:
    """A new game's record that starts as ``record`` after ``step`` actions."""
    if not 0 <= step <= len(record.actions):
        raise ValueError(f"the game has {len(record.actions)} moves, not {step}")
    if len(seats) != len(record.seats):
        raise ValueError("a game played on keeps its seats")
    return replace(
        record,
        seats=list(seats),
        options=dict(record.options),
        actions=[dict(action) for action in record.actions[:step]],
        created=time.strftime("%Y-%m-%d %H:%M"),
        branched_from=Branch(source_file, step),
    )


def switched(seat: Seat) -> Seat:
    """The seat's next kind: a person, a normal computer, a hard computer, a person..."""
    if not seat.is_bot:
        return replace(seat, is_bot=True, bot_level="normal")
    if seat.bot_level != "hard":
        return replace(seat, bot_level="hard")
    return replace(seat, is_bot=False, bot_level="normal")
