"""President's events: one log line each, with the seats' names.

Events carry only what the log may say; an envelope drawn is told in full to
its holder alone (``visible_to``). Draws of day and envelope cards are
irreversible, so undo never steps back across them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.protocol import Event
from boardgames.games.president.vocabulary import ACTIONS

CARD_TITLES: tuple[str, ...] = tuple(action.capitalize() for action in ACTIONS)


def card_title(card: int) -> str:
    return CARD_TITLES[card]


@dataclass(frozen=True, slots=True)
class DayBegins(Event):
    day: int
    title: str
    rule: str  # the card's condition and its reward, as one sentence
    irreversible: ClassVar[bool] = True  # the day card was drawn from a shuffled deck

    def describe(self, names: Sequence[str]) -> str:
        return f"Day {self.day}: {self.title}. {self.rule}"


@dataclass(frozen=True, slots=True)
class Named(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} says it will play {card_title(self.card)}."


@dataclass(frozen=True, slots=True)
class EnvelopeDrawn(Event):
    seat: int
    title: str  # the card and its kind: told to the holder only
    kind: str
    irreversible: ClassVar[bool] = True

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset((self.seat,))

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} draws an envelope."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        if viewer == self.seat:
            return f"{names[self.seat]} draws an envelope: {self.title} ({self.kind})."
        return self.describe(names)


@dataclass(frozen=True, slots=True)
class NoEnvelope(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} finds no envelope left to draw."


@dataclass(frozen=True, slots=True)
class EnvelopeOpened(Event):
    seat: int
    title: str
    text: str
    irreversible: ClassVar[bool] = True  # a hidden card is shown

    @property
    def actor(self) -> int:
        return self.seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} opens an envelope: {self.title}. {self.text}"


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    seat: int
    card: int
    irreversible: ClassVar[bool] = True  # a sealed plan is shown

    @property
    def actor(self) -> int:
        return self.seat

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} reveals {card_title(self.card)}."


@dataclass(frozen=True, slots=True)
class Guessed(Event):
    guesser: int
    target: int
    card: int

    @property
    def actor(self) -> int:
        return self.guesser

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.guesser]} guesses that {names[self.target]} plays {card_title(self.card)}."


@dataclass(frozen=True, slots=True)
class GuessChecked(Event):
    guesser: int
    target: int
    right: bool
    stolen: bool

    def describe(self, names: Sequence[str]) -> str:
        if not self.right:
            return f"{names[self.guesser]} guessed {names[self.target]} wrong."
        if not self.stolen:
            return (
                f"{names[self.guesser]} guessed {names[self.target]} right, "
                f"but {names[self.target]} has no filled VP to lose."
            )
        return f"{names[self.guesser]} guessed right and takes 1 VP from {names[self.target]}."


@dataclass(frozen=True, slots=True)
class GuessVoid(Event):
    guesser: int
    target: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.guesser]} has no action left to name against {names[self.target]}."


@dataclass(frozen=True, slots=True)
class SlanderLaid(Event):
    owner: int
    target: int
    waits: bool  # the target has already revealed: guessed at its turn tomorrow

    def describe(self, names: Sequence[str]) -> str:
        when = "tomorrow" if self.waits else "today"
        return f"{names[self.owner]} slanders {names[self.target]}; the guess comes at its turn {when}."


@dataclass(frozen=True, slots=True)
class SlanderLifted(Event):
    seat: int
    owner: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} shakes off {names[self.owner]}'s slander."


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """Two animals swap positions (Promotion or a Reshuffle envelope)."""

    seat: int
    other: int
    medal: bool  # the Presidency changed hands
    promotion: bool

    def describe(self, names: Sequence[str]) -> str:
        how = "is promoted over" if self.promotion else "swaps places with"
        line = f"{names[self.seat]} {how} {names[self.other]}."
        return line + (f" {names[self.seat]} takes the medal." if self.medal else "")


@dataclass(frozen=True, slots=True)
class DealMade(Event):
    seat: int
    partner: int  # -1: the Deal stays open

    def describe(self, names: Sequence[str]) -> str:
        if self.partner < 0:
            return f"{names[self.seat]}'s Deal waits for a partner."
        return f"{names[self.seat]} closes a Deal with {names[self.partner]}: 1 VP each."


@dataclass(frozen=True, slots=True)
class InterviewGiven(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} will give an interview at the press conference."


@dataclass(frozen=True, slots=True)
class CameraTaken(Event):
    seat: int
    source: int  # -1: the supply; -2: none to take

    def describe(self, names: Sequence[str]) -> str:
        if self.source == -1:
            return f"{names[self.seat]} takes a camera from the supply."
        if self.source == -2:
            return f"{names[self.seat]} already holds every camera."
        return f"{names[self.seat]} takes a camera from {names[self.source]}."


@dataclass(frozen=True, slots=True)
class PileReturned(Event):
    seat: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        cards = "card" if self.count == 1 else "cards"
        return f"{names[self.seat]} goes on holiday and takes {self.count} {cards} back."


@dataclass(frozen=True, slots=True)
class CardRecovered(Event):
    seat: int
    card: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes {card_title(self.card)} back into its hand."


@dataclass(frozen=True, slots=True)
class Scored(Event):
    """Press conference: ``vp`` filled and ``popularity`` filled for one animal."""

    seat: int
    reason: str  # "interview" or "cameras"
    vp: int
    popularity: int

    def describe(self, names: Sequence[str]) -> str:
        if self.reason == "interview":
            return f"Press conference: {names[self.seat]}'s interview fills 1 VP."
        return (
            f"Press conference: {names[self.seat]}'s cameras fill {self.popularity} popularity "
            f"and {self.vp} VP."
        )


@dataclass(frozen=True, slots=True)
class Corruption(Event):
    seat: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.seat]} takes the corruption token (+1 VP while held)."


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    seat: int
    total: int
    day_limit: bool

    def describe(self, names: Sequence[str]) -> str:
        if self.day_limit:
            return f"The last day is over: {names[self.seat]} leads with {self.total} VP and wins."
        return f"{names[self.seat]} reaches {self.total} VP and wins."
