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


# Why a turn goes where it does, when that is not simply "the other player's turn".
KEEPS_TURN = "keeps_turn"  # won a Swing contest with the first throw made in it
BACK_TO_STARTER = "back_to_starter"  # the other player won a Swing contest on a later throw
OPPONENT_PASSED = "opponent_passed"  # the opponent had nothing to contest in the column


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int
    column: str
    reason: str = ""
    # With KEEPS_TURN or BACK_TO_STARTER: the Swing State whose contest gave this turn.
    won_state: str = ""

    def describe(self, names: Sequence[str]) -> str:
        who, other = names[self.player], names[1 - self.player]
        turn = f"{who}'s turn in column {self.column}"
        if self.reason == KEEPS_TURN:
            return (
                f"{who} won {self.won_state} with the first throw they made in that Swing "
                f"contest, so {who} plays their own turn next: {turn}."
            )
        if self.reason == BACK_TO_STARTER:
            return (
                f"{other} won {self.won_state} after their first try, so the turn returns "
                f"to {who}, who started that contest: {turn}."
            )
        if self.reason == OPPONENT_PASSED:
            return f"{turn} ({other} passed)."
        return f"{turn}."


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    player: int
    column: str
    contest: str | None = None

    def describe(self, names: Sequence[str]) -> str:
        if self.contest:
            return (
                f"{names[self.player]} fails twice; {self.contest} passes to "
                f"{names[1 - self.player]} (a Swing contest goes on until someone wins it)."
            )
        return f"{names[self.player]} has nothing to contest in column {self.column} and passes."


@dataclass(frozen=True, slots=True)
class ContestStarted(Event):
    player: int
    state: str
    contest_kind: str
    bonus: bool = False  # a Swing contest earned by winning a Locked State in the column

    def describe(self, names: Sequence[str]) -> str:
        line = f"{names[self.player]} contests {self.state} ({self.contest_kind})"
        if self.bonus:
            return f"{line}: a bonus for winning a Locked State in this column."
        return f"{line}."


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
