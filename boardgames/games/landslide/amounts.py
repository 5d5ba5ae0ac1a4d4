"""Amounts on screen for bids and sealed ceilings: the quick buttons, and a stepper that
names any legal amount, by steps or typed (pure Python, no display code).

The stepper holds the decision's legal amounts (ascending, one bid step apart). It
moves a step at a time, or takes what a person types: a number under 1,000 is read
in millions ("1.5" is 1,500,000), a larger one as votes; either is rounded up to the
next legal amount and kept within the range.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from boardgames.games.landslide.actions import Bid

BID_LADDER = (1, 2, 4, 8, 12, 20, 40)  # steps above the lowest raise offered as quick buttons
MILLION = 1_000_000
TYPED_DIGITS = 9  # the longest amount a person may type (999,999,999)


def bid_choices(bids: Sequence[Bid]) -> list[Bid]:
    """Quick jumps above the lowest raise (the stepper offers the lowest itself)."""
    return [bids[k] for k in BID_LADDER if k < len(bids)]


def ceiling_choices(bids: Sequence[Bid]) -> list[Bid]:
    """Ceilings to show as buttons: a sealed ceiling is named once, so every amount a
    person might mean, in steps that widen as it grows (250,000 up to 2,000,000, then
    500,000 up to 5,000,000, then 1,000,000)."""
    return [
        b
        for b in bids
        if b.amount <= 2_000_000
        or (b.amount <= 5_000_000 and b.amount % 500_000 == 0)
        or b.amount % 1_000_000 == 0
    ]


@dataclass
class AmountStepper:
    """One amount among ``amounts``, moved by steps or typed."""

    amounts: tuple[int, ...] = ()
    index: int = 0
    typed: str | None = None  # the text typed so far; None when not typing

    def reset(self, amounts: Sequence[int]) -> None:
        """A new decision: its amounts, starting at the lowest, not typing."""
        self.amounts, self.index, self.typed = tuple(amounts), 0, None

    @property
    def amount(self) -> int | None:
        return self.amounts[self.index] if self.amounts else None

    def step(self, steps: int) -> None:
        """Up or down by ``steps`` bid steps, within the range (typing ends)."""
        self.typed = None
        if self.amounts:
            self.index = max(0, min(len(self.amounts) - 1, self.index + steps))

    def start_typing(self) -> None:
        self.typed = ""

    def type_key(self, char: str) -> None:
        """A digit or a decimal point typed (Backspace is "\\b"); the amount follows."""
        if self.typed is None:
            self.typed = ""
        if char == "\b":
            self.typed = self.typed[:-1]
        elif (char.isdigit() or (char == "." and "." not in self.typed)) and len(
            self.typed
        ) < TYPED_DIGITS:
            self.typed += char
        wanted = read_amount(self.typed)
        if wanted is not None and self.amounts:
            self.index = next(
                (i for i, a in enumerate(self.amounts) if a >= wanted), len(self.amounts) - 1
            )

    def stop_typing(self) -> None:
        self.typed = None


def read_amount(text: str) -> int | None:
    """What a person typed, in votes: under 1,000 means millions ("2.25" is 2,250,000)."""
    try:
        value = float(text)
    except ValueError:
        return None
    return round(value * MILLION) if value < 1000 else round(value)
