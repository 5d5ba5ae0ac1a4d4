"""Landslide's events: one public log line each, with private details for those who may see.

Most happenings are a plain sentence about one player (``Said``). Draws and
looks at hidden cards (``Drew``) carry their secret part only for the players
in ``seen_by``; a die roll (``Rolled``) is chance, so undo never crosses it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.protocol import Event
from boardgames.core.words import counted


def money(amount: int) -> str:
    """Popular votes as people write them: 1,250,000."""
    return f"{amount:,}"


def millions(amount: int) -> str:
    """Short money for tight places: 2,500,000 is 2.5M."""
    return f"{amount / 1_000_000:g}M"


def vote_summary(values: list[int]) -> str:
    """A hand of Vote cards in few words, biggest first: "5M, 2M x2, 0.25M"."""
    counts: dict[int, int] = {}
    for value in sorted(values, reverse=True):
        counts[value] = counts.get(value, 0) + 1
    parts = [millions(v) + (f" x{c}" if c > 1 else "") for v, c in counts.items()]
    return ", ".join(parts) or "no Vote cards"


def seat_summary(game: Any, player: int) -> str:
    """A seat's public standing in one line: "12 EV  2 states  1 Vote card  0 Politics"."""
    states = counted(len(game.owned(player)), "state")
    votes = counted(len(game.zones[("votes", player)]), "Vote card")
    return f"{game.ev(player)} EV  {states}  {votes}  {game.politics_count(player)} Politics"


def vote_cards(count: int) -> str:
    """ "1 Vote card", "3 Vote cards"."""
    return counted(count, "Vote card")


def state_card(region: str) -> str:
    """ "a South State card", "an East State card"."""
    article = "an" if region[0] in "AEIOU" else "a"
    return f"{article} {region} State card"


SEAT = "{seat}"  # in a text, stands for the name of the player it is about (``seat``)


def name_seat(text: str, seat: int, names: Sequence[str] | None) -> str:
    """``text`` with the player it is about named: by the table's name, or by seat number
    where no names are at hand (a prompt worded by the rules alone)."""
    if seat < 0:
        return text
    return text.replace(SEAT, names[seat] if names is not None else f"seat {seat + 1}")


@dataclass(frozen=True, slots=True)
class Said(Event):
    """A public line: the player's name, then ``text`` (player -1: no name); ``seat`` is
    the player whom ``text`` names by the ``SEAT`` mark (-1: none)."""

    player: int
    text: str
    seat: int = -1

    def describe(self, names: Sequence[str]) -> str:
        text = name_seat(self.text, self.seat, names)
        return text if self.player < 0 else f"{names[self.player]} {text}"


@dataclass(frozen=True, slots=True)
class Announced(Event):
    """An action a Stop may cancel is announced (a Stop window opens): ``seats`` may
    object, in the order they would be asked. It has no log line (the action's own lines
    say what it is); it marks the moment the screen asks the table "Objections?", whether
    or not anyone there holds a Stop."""

    player: int  # who announced it
    subject: str
    seats: tuple[int, ...]
    seat: int = -1  # the player ``subject`` names, if any

    def subject_words(self, names: Sequence[str]) -> str:
        return name_seat(self.subject, self.seat, names)

    def describe(self, names: Sequence[str]) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """A roll of the die."""

    irreversible = True
    player: int
    value: int
    why: str = ""

    def describe(self, names: Sequence[str]) -> str:
        why = f" {self.why}" if self.why else ""
        return f"{names[self.player]} rolls {self.value}{why}."


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A token moved clockwise ``steps`` spaces from ``start`` to ``end`` (for the walk)."""

    player: int
    start: int
    end: int
    steps: int
    where: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} moves to {self.where} (space {self.end})."


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """Hidden cards changed hands: everyone reads ``public``; ``seen_by`` also reads ``secret``."""

    irreversible = True
    player: int
    public: str
    secret: str
    seen_by: frozenset[int]

    @property
    def visible_to(self) -> frozenset[int] | None:
        return self.seen_by

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} {self.public}."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        if viewer is not None and viewer in self.seen_by and self.secret:
            return f"{names[self.player]} {self.public}: {self.secret}."
        return self.describe(names)


@dataclass(frozen=True, slots=True)
class BidMade(Event):
    """A bid in an auction (0: a pass)."""

    player: int
    amount: int

    def describe(self, names: Sequence[str]) -> str:
        if not self.amount:
            return f"{names[self.player]} passes."
        return f"{names[self.player]} bids {money(self.amount)}."


@dataclass(frozen=True, slots=True)
class Paid(Event):
    """A payment, public as at the table: the cards are shown as they are handed over."""

    player: int
    payee: int  # -1: the board
    votes: tuple[int, ...]
    states: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        parts = [money(v) for v in self.votes] + list(self.states)
        to = "the board" if self.payee < 0 else names[self.payee]
        total = f" ({money(sum(self.votes))} in Vote cards)" if self.states and self.votes else ""
        return f"{names[self.player]} pays {to} {' + '.join(parts)}{total}."


@dataclass(frozen=True, slots=True)
class Acquired(Event):
    """States went face up to a player (an auction won, a free card)."""

    player: int
    states: tuple[str, ...]
    price: int

    def describe(self, names: Sequence[str]) -> str:
        how = f" for {money(self.price)}" if self.price else " free"
        return f"{names[self.player]} takes {', '.join(self.states)}{how}."


@dataclass(frozen=True, slots=True)
class CeilingsShown(Event):
    """The sealed ceilings of a proxy auction, shown once all are in (0: no bid)."""

    bidders: tuple[int, ...]
    ceilings: tuple[int, ...]

    def describe(self, names: Sequence[str]) -> str:
        shown = ", ".join(
            f"{names[p]} {money(c) if c else 'no bid'}"
            for p, c in zip(self.bidders, self.ceilings, strict=True)
        )
        return f"Sealed ceilings: {shown}."
