"""What happens in Electoral Dice, for the log and the animations.

Descriptions use ``{n}`` placeholders filled with player names, never "you".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.protocol import Event


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    locked_0: tuple[str, ...]
    locked_1: tuple[str, ...]
    swing: tuple[str, ...]
    irreversible: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"The cards are dealt: 17 Locked States to {names[0]}, 17 to {names[1]}, "
            f"17 Swing States to the middle."
        )


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    player: int
    irreversible: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} is drawn to start."


@dataclass(frozen=True, slots=True)
class ColumnOpened(Event):
    column: str

    def describe(self, names: Sequence[str]) -> str:
        return f"Column {self.column} is now in play."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    column: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]}'s turn in column {self.column}."


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    player: int
    column: str
    contest: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.contest:
            return f"{names[self.player]} fails twice; {self.contest} passes to {names[1 - self.player]}."
        return f"{names[self.player]} has nothing to contest in column {self.column} and passes."


@dataclass(frozen=True, slots=True)
class ContestStarted(Event):
    player: int
    state: str
    contest_kind: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} contests {self.state} ({self.contest_kind})."


@dataclass(frozen=True, slots=True)
class DiceThrown(Event):
    player: int
    state: str
    contest_kind: str
    die_a: int
    die_b: int
    percent: int
    won: bool
    irreversible: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        verdict = "wins" if self.won else "falls short"
        return (
            f"{names[self.player]} throws {self.die_a} and {self.die_b} for {self.state}: "
            f"{self.percent}% {verdict}."
        )


@dataclass(frozen=True, slots=True)
class StateWon(Event):
    player: int
    state: str
    contest_kind: str
    ev: int
    totals: tuple[int, int]

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.player]} wins {self.state} ({self.ev} EV). "
            f"Tally {self.totals[0]}-{self.totals[1]}."
        )


@dataclass(frozen=True, slots=True)
class LockedStateLost(Event):
    player: int
    state: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} fails twice: {self.state} becomes a Swing State."


@dataclass(frozen=True, slots=True)
class PresidencyReached(Event):
    player: int
    votes: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} reaches {self.votes} electoral votes and wins the presidency!"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winner: int
    votes: tuple[int, int]
    tie_break: bool

    def describe(self, names: Sequence[str]) -> str:
        how = " on the Senate + House tie-break" if self.tie_break else ""
        return f"Every state is decided: {self.votes[0]}-{self.votes[1]}. {names[self.winner]} wins{how}."
