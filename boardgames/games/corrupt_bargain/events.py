"""What happens in Corrupt Bargain, for the log, the animations and the election count.

Events that carry a secret (which cards a player drew or kept) say so with
``visible_to``; their public description leaves the secret out and
``describe_for`` adds it for a player who may see it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.protocol import Event
from boardgames.games.corrupt_bargain.model import ACTION_NAMES

DECK_NAMES = {"populace": "Populace", "politician": "Politician", "event": "Event"}


def card_title(deck: str, number: int) -> str:
    """A card's title for secret log details (the decks are loaded once and cached)."""
    from boardgames.games.corrupt_bargain.model import load_board

    decks = load_board().decks
    if deck == "event":
        return decks.event(number).title
    cards = decks.populace if deck == "populace" else decks.politicians
    return cards[number - 1].title


def _secret(event: Event, names: Sequence[str], viewer: int | None, detail: str) -> str:
    visible = event.visible_to
    public = event.describe(names)
    if viewer is None or visible is None or viewer not in visible:
        return public
    return f"{public} ({detail})"


def _noun(kind: str, count: int) -> str:
    word = {"cube": "cube", "octagon": "octagon"}[kind]
    return f"{count} {word}{'' if count == 1 else 's'}"


@dataclass(frozen=True, slots=True)
class FirstPlayerDrawn(Event):
    draws: tuple[int, ...]
    player: int
    irreversible: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[i]} {n}" for i, n in enumerate(self.draws))
        return f"Event cards drawn for first player: {shown}. {names[self.player]} goes first."


@dataclass(frozen=True, slots=True)
class HistoricalStart(Event):
    candidates: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[i]} as {c}" for i, c in enumerate(self.candidates))
        return f"Historical Start: {shown}; play begins in round 2."


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    order: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round}: " + ", ".join(names[i] for i in self.order) + "."


@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]}'s turn."


@dataclass(frozen=True, slots=True)
class LockedDown(Event):
    player: int
    state: str
    suit: str
    cards: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} turns in three {self.suit} cards and locks down {self.state}."


@dataclass(frozen=True, slots=True)
class EventTaken(Event):
    player: int
    slot: int
    number: int
    title: str
    action_points: int
    insight: bool

    def describe(self, names: Sequence[str]) -> str:
        extra = " + Insight" if self.insight else ""
        return f"{names[self.player]} takes '{self.title}' (#{self.number}) for {self.action_points} AP{extra}."


@dataclass(frozen=True, slots=True)
class EventsDrawn(Event):
    """Quick Play: two Event cards drawn; only the drawer sees them until one is kept."""

    player: int
    numbers: tuple[int, ...]
    irreversible: ClassVar[bool] = True

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset({self.player})

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} draws two Event cards."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        detail = " and ".join(f"'{card_title('event', n)}'" for n in self.numbers)
        return _secret(self, names, viewer, detail)


@dataclass(frozen=True, slots=True)
class EventKept(Event):
    """Quick Play: a kept Event card stays secret, until its events are played."""

    player: int
    number: int
    title: str
    use_events: bool | None = None

    @property
    def visible_to(self) -> frozenset[int] | None:
        return None if self.use_events else frozenset({self.player})

    def describe(self, names: Sequence[str]) -> str:
        if self.use_events is None:
            return f"{names[self.player]} keeps one of the two."
        if self.use_events:
            return f"{names[self.player]} plays the events of '{self.title}' (#{self.number})."
        return f"{names[self.player]} takes a third action instead of its events."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        return _secret(self, names, viewer, f"'{self.title}' (#{self.number})")


@dataclass(frozen=True, slots=True)
class TokenPlaced(Event):
    player: int
    state: str
    token: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} adds {_noun(self.token, 1)} in {self.state}."


@dataclass(frozen=True, slots=True)
class TokenRemoved(Event):
    player: int
    owner: int
    state: str
    token: str
    count: int = 1

    def describe(self, names: Sequence[str]) -> str:
        whose = "own" if self.owner == self.player else f"{names[self.owner]}'s"
        return (
            f"{names[self.player]} removes {self.count} of {whose} {self.token}s in {self.state}."
        )


@dataclass(frozen=True, slots=True)
class StepSkipped(Event):
    player: int
    text: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]}: {self.text}"


@dataclass(frozen=True, slots=True)
class ActionChosen(Event):
    player: int
    action: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]}: {ACTION_NAMES[self.action]}."


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    player: int
    deck: str
    numbers: tuple[int, ...]
    irreversible: ClassVar[bool] = True

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset({self.player})

    def describe(self, names: Sequence[str]) -> str:
        n = len(self.numbers)
        return (
            f"{names[self.player]} draws {n} {DECK_NAMES[self.deck]} card{'' if n == 1 else 's'}."
        )


@dataclass(frozen=True, slots=True)
class CardKept(Event):
    player: int
    deck: str
    number: int
    returned: int

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset({self.player})

    def describe(self, names: Sequence[str]) -> str:
        back = f", {self.returned} to the bottom of the deck" if self.returned else ""
        return f"{names[self.player]} keeps one {DECK_NAMES[self.deck]} card{back}."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        return _secret(self, names, viewer, f"kept '{card_title(self.deck, self.number)}'")


@dataclass(frozen=True, slots=True)
class InsightTaken(Event):
    player: int
    rival: int
    kept: tuple[str, int]
    returned: tuple[str, int]

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset({self.player, self.rival})

    def describe(self, names: Sequence[str]) -> str:
        return f"Insight: {names[self.player]} looks at two of {names[self.rival]}'s cards and keeps one."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        kept = card_title(*self.kept)
        back = card_title(*self.returned)
        return _secret(self, names, viewer, f"took '{kept}', returned '{back}'")


@dataclass(frozen=True, slots=True)
class InsightDrawn(Event):
    player: int
    rival: int
    cards: tuple[tuple[str, int], ...]
    irreversible: ClassVar[bool] = True

    @property
    def visible_to(self) -> frozenset[int] | None:
        return frozenset({self.player, self.rival})

    def describe(self, names: Sequence[str]) -> str:
        return f"Insight: {names[self.player]} draws two cards from {names[self.rival]}'s hand."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        detail = " and ".join(f"'{card_title(d, n)}'" for d, n in self.cards)
        return _secret(self, names, viewer, detail)


@dataclass(frozen=True, slots=True)
class TrackSlid(Event):
    new_card: int | None
    irreversible: ClassVar[bool] = True  # a new card is revealed

    def describe(self, names: Sequence[str]) -> str:
        return (
            "The track slides up; a new Event card comes to 0 AP."
            if self.new_card
            else "The track slides up."
        )


@dataclass(frozen=True, slots=True)
class FinalPushStarted(Event):
    player: int
    hands: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        counts = ", ".join(f"{names[i]} {n}" for i, n in enumerate(self.hands))
        return f"The Final Push ({counts} cards): {names[self.player]} plays first."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    player: int
    deck: str
    number: int
    title: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} plays {DECK_NAMES[self.deck]} card '{self.title}'."


@dataclass(frozen=True, slots=True)
class TieBroken(Event):
    state: str
    players: tuple[int, ...]
    winner: int
    step: str
    irreversible: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        tied = " and ".join(names[p] for p in self.players)
        return f"{self.state}: {tied} are tied; {names[self.winner]} wins it on {self.step}."


@dataclass(frozen=True, slots=True)
class StateCalled(Event):
    state: str
    winner: int
    votes: int
    totals: tuple[int, ...]
    place: str = "first"  # "first", or "second" for New York's 2nd-place card

    def describe(self, names: Sequence[str]) -> str:
        if self.place == "second":
            return f"New York's second-place card ({self.votes} EV) goes to {names[self.winner]}."
        return f"{self.state} ({self.votes} EV) is called for {names[self.winner]}."


@dataclass(frozen=True, slots=True)
class CollegeResult(Event):
    totals: tuple[int, ...]
    winner: int | None

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[i]} {v}" for i, v in enumerate(self.totals))
        if self.winner is None:
            return f"Electoral College: {shown}. No one has 131: the House decides."
        return f"Electoral College: {shown}. {names[self.winner]} has a majority."


@dataclass(frozen=True, slots=True)
class ContingentStarted(Event):
    contenders: tuple[int, ...]
    dropped: int | None
    runoff: bool = False

    def describe(self, names: Sequence[str]) -> str:
        who = ", ".join(names[p] for p in self.contenders)
        kind = "Run-off in the House" if self.runoff else "Contingent Election in the House"
        dropped = f" ({names[self.dropped]} is dropped)" if self.dropped is not None else ""
        return f"{kind} between {who}{dropped}: one vote per state, octagons only."


@dataclass(frozen=True, slots=True)
class HouseStateCalled(Event):
    state: str
    winner: int
    tally: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        return f"House: {self.state} votes for {names[self.winner]}."


@dataclass(frozen=True, slots=True)
class ContingentResult(Event):
    tally: tuple[int, ...]
    contenders: tuple[int, ...]
    winner: int | None

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(f"{names[p]} {self.tally[p]}" for p in self.contenders)
        if self.winner is None:
            return f"House count: {shown} states. No one has 13."
        return f"House count: {shown} states."


@dataclass(frozen=True, slots=True)
class GameWon(Event):
    winner: int
    how: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.winner]} wins the presidency {self.how}."
