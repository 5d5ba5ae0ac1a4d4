"""Bull Moose's log events: what happened, worded for the table.

Draws of cards are seen by their owner only; draws by lot at the election are
chance, so undo never crosses them (``irreversible``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.protocol import Event


def _cubes(n: int) -> str:
    return f"{n} cube{'s' if n != 1 else ''}"


@dataclass(frozen=True, slots=True)
class RoundBegins(Event):
    round: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round} begins: everyone draws."


@dataclass(frozen=True, slots=True)
class CardsDrawn(Event):
    """A player drew cards; only they learn which."""

    irreversible: ClassVar[bool] = True
    player: int
    titles: tuple[str, ...]

    @property
    def visible_to(self) -> frozenset[int]:
        return frozenset((self.player,))

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} draws {len(self.titles)} cards."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        if viewer == self.player:
            return f"You draw: {', '.join(self.titles)}."
        return self.describe(names)


@dataclass(frozen=True, slots=True)
class HandsKept(Event):
    round: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Everyone has kept four cards for round {self.round}."


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card leaves a hidden hand face up: undo stops here (the steps after it can be undone)."""

    irreversible: ClassVar[bool] = True
    player: int
    title: str
    mode: str

    def describe(self, names: Sequence[str]) -> str:
        how = {"value": "for its value", "train": "as an Express Train", "text": "for its text"}
        return f"{names[self.player]} plays {self.title} {how[self.mode]}."


@dataclass(frozen=True, slots=True)
class TokenMoved(Event):
    player: int
    state: str
    cost: int
    by_rail: bool = False

    def describe(self, names: Sequence[str]) -> str:
        how = "takes the train to" if self.by_rail else "moves to"
        return f"{names[self.player]} {how} {self.state}."


@dataclass(frozen=True, slots=True)
class SurchargePaid(Event):
    player: int
    state: str
    cost: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} pays {self.cost} to stop in occupied {self.state}."


@dataclass(frozen=True, slots=True)
class CubePlaced(Event):
    player: int
    unit: str
    why: str = ""

    def describe(self, names: Sequence[str]) -> str:
        why = f" ({self.why})" if self.why else ""
        return f"{names[self.player]} places a cube in {self.unit}{why}."


@dataclass(frozen=True, slots=True)
class BoxFilled(Event):
    player: int
    box: str
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} puts {_cubes(self.count)} in the {self.box.title()} Box."


@dataclass(frozen=True, slots=True)
class CubeRemoved(Event):
    player: int
    victim: int
    unit: str

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.player]} removes a cube of {names[self.victim]}'s from {self.unit}; "
            "it goes to the Popularity Box."
        )


@dataclass(frozen=True, slots=True)
class CubeShifted(Event):
    player: int
    owner: int
    source: str
    target: str

    def describe(self, names: Sequence[str]) -> str:
        whose = (
            "a cube of their own" if self.owner == self.player else f"{names[self.owner]}'s cube"
        )
        return f"{names[self.player]} moves {whose} from {self.source} to {self.target}."


@dataclass(frozen=True, slots=True)
class NoEffect(Event):
    player: int
    what: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]}: {self.what}: no effect."


@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    round: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Round {self.round} ends; ongoing cards are cleared."


@dataclass(frozen=True, slots=True)
class LeaningCubes(Event):
    units: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        if not self.units:
            return "No state is empty: no leaning cubes."
        return f"Leaning cubes go to the empty units: {', '.join(self.units)}."


@dataclass(frozen=True, slots=True)
class Drawn(Event):
    """A unit or board box decided: outright, or by a weighted draw (chance, so irreversible)."""

    irreversible: ClassVar[bool] = True
    where: str
    winner: int
    how: str  # plurality | draw | alone | none
    points: tuple[int, ...]
    contenders: tuple[int, ...]
    ev: int = 0

    def describe(self, names: Sequence[str]) -> str:
        if self.winner < 0:
            return f"{self.where}: nobody has a cube there."
        who = names[self.winner]
        if self.how == "draw":
            total = sum(self.points[p] for p in self.contenders)
            odds = ", ".join(f"{names[p]} {self.points[p]}/{total}" for p in self.contenders)
            return f"{self.where}: drawn by lot ({odds}): {who}."
        word = "alone" if self.how == "alone" else "by absolute plurality"
        return f"{self.where}: {who} wins {word}."


@dataclass(frozen=True, slots=True)
class PopularityShare(Event):
    player: int
    count: int

    def describe(self, names: Sequence[str]) -> str:
        return f"Popularity: {names[self.player]} places {_cubes(self.count)} anywhere."
