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
            return f"{names[self.player]} draws: {', '.join(self.titles)}."
        return self.describe(names)


@dataclass(frozen=True, slots=True)
class HandsKept(Event):
    """Everyone's keep is revealed to its owner only: each reads their own four."""

    round: int
    kept: tuple[tuple[str, ...], ...] = ()  # per player, the titles kept

    def describe(self, names: Sequence[str]) -> str:
        return f"Everyone has kept four cards for round {self.round}."

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        if viewer is not None and viewer < len(self.kept) and self.kept[viewer]:
            mine = ", ".join(self.kept[viewer])
            return f"{self.describe(names)} {names[viewer]} keeps: {mine}."
        return self.describe(names)


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    """A card leaves a hidden hand face up: undo stops here (the steps after it can be undone)."""

    irreversible: ClassVar[bool] = True
    player: int
    title: str
    mode: str

    def describe(self, names: Sequence[str]) -> str:
        return ""  # told with its steps when the card ends (``CardSummary``)


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
class CardSummary(Event):
    """A card play in one line, when the card ends: its moves, cubes, boxes and attacks."""

    player: int
    title: str
    mode: str
    value: int
    steps: tuple[Event, ...]
    ongoing: bool = False

    def describe(self, names: Sequence[str]) -> str:
        how = {"value": f"for {self.value}", "train": "as an Express Train", "text": "for its text"}
        parts = _step_words(self.steps, names)
        if self.ongoing:
            parts.insert(0, "in play until the round ends")
        if not parts:
            parts = ["spends nothing" if self.mode == "value" else "no effect"]
        return f"{names[self.player]} plays {self.title} {how[self.mode]}: {'; '.join(parts)}."


def _step_words(steps: Sequence[Event], names: Sequence[str]) -> list[str]:
    """A card's steps in order, each run of moves or of cubes told as one part."""
    parts: list[str] = []
    run: list[Event] = []
    for event in [*steps, None]:
        if run and (event is None or type(event) is not type(run[0])):
            parts.extend(_run_words(run, names))
            run = []
        if event is not None:
            run.append(event)
    return parts


def _run_words(run: Sequence[Event], names: Sequence[str]) -> list[str]:
    """One run of steps of a kind: moves as one path, cubes and box cubes summed."""
    moves = [e for e in run if isinstance(e, TokenMoved)]
    if moves:  # "to IN, IL", "rail to CO", "rail to GA, then to NC, TN"
        legs: list[list[TokenMoved]] = []
        for e in moves:
            if legs and not e.by_rail and not legs[-1][0].by_rail:
                legs[-1].append(e)
            else:
                legs.append([e])
        words = [
            f"{'rail to' if leg[0].by_rail else 'to'} {', '.join(e.state for e in leg)}"
            for leg in legs
        ]
        return [", then ".join(words)]
    cubes = [e for e in run if isinstance(e, CubePlaced)]
    if cubes:
        return [_cube_words(cubes)]
    boxes: dict[str, int] = {}
    for e in run:
        if isinstance(e, BoxFilled):
            boxes[e.box] = boxes.get(e.box, 0) + e.count
    if boxes:
        return [f"{box.title()} Box +{n}" for box, n in boxes.items()]
    words = []
    for e in run:
        if isinstance(e, SurchargePaid):
            words.append(f"pays {e.cost} to stop in occupied {e.state}")
        elif isinstance(e, CubeRemoved):
            words.append(f"removes {names[e.victim]}'s cube from {e.unit} (to the Popularity Box)")
        elif isinstance(e, NoEffect):
            words.append(f"{e.what}: no effect")
    return words


def _cube_words(run: Sequence[CubePlaced]) -> str:
    """Cubes per unit in the order first placed, with the bonuses that brought some."""
    counts: dict[str, int] = {}
    why: dict[str, list[str]] = {}
    for event in run:
        counts[event.unit] = counts.get(event.unit, 0) + 1
        if event.why and event.why not in why.setdefault(event.unit, []):
            why[event.unit].append(event.why)
    return ", ".join(
        f"{unit} +{n}" + (f" ({', '.join(why[unit])})" if why.get(unit) else "")
        for unit, n in counts.items()
    )


@dataclass(frozen=True, slots=True)
class TieCubes(Event):
    """Debs' round-end cubes, one in each unit where he is tied for the lead: one line."""

    player: int
    units: tuple[str, ...]

    def describe(self, names: Sequence[str]) -> str:
        return (
            f"{names[self.player]} gains a cube where tied for the lead: {', '.join(self.units)}."
        )


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """A player declined a choice (a round-end ability, a Popularity cube)."""

    player: int
    what: str

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} {self.what}."


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
        return f"Popularity: {names[self.player]} may place {_cubes(self.count)} anywhere."
