"""The one small protocol every game implements and every tool relies on.

The UI, the bots, the simulator, saves and tests only ever talk to a game
through these types, so a new ruleset plugs in without touching them.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Protocol, runtime_checkable

from boardgames.core.field_types import brief_value, declared_types, fits, type_words
from boardgames.core.frozen import quick_init


class IllegalActionError(ValueError):
    """Raised by ``State.apply`` for an action that is not legal now; the state is unchanged."""


class ActionFormatError(ValueError):
    """A plain dict (from a save file) does not describe an action of this ruleset."""


@dataclass(frozen=True, slots=True)
class Action:
    """A player's decision. Subclasses are small frozen dataclasses of plain values.

    ``kind`` names the class in saved games, so renaming a class never breaks
    old saves as long as its ``kind`` stays.
    """

    kind: ClassVar[str] = "action"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Named, not zero-argument, super: ``slots=True`` makes Action anew after this body.
        super(Action, cls).__init_subclass__(**kwargs)
        quick_init(cls)  # options are made at every move: see ``core.frozen``

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for spec in dataclasses.fields(self):
            value = getattr(self, spec.name)
            data[spec.name] = list(value) if isinstance(value, tuple) else value
        return data


def action_from_dict(data: Any, action_types: Sequence[type[Action]]) -> Action:
    """Rebuild an action from its dict; anything malformed raises ActionFormatError.

    Each field must have exactly its declared type: an int is not a bool or a float
    (4.0 == 4 would pass a legality check and then index a list), a str is not a list.
    """
    if not isinstance(data, Mapping) or not isinstance(data.get("kind"), str):
        raise ActionFormatError(f"an action must be a mapping with a 'kind', got {data!r}")
    by_kind = {cls.kind: cls for cls in action_types}
    cls = by_kind.get(data["kind"])
    if cls is None:
        raise ActionFormatError(f"unknown action kind {data['kind']!r}")
    hints = declared_types(cls)
    values: dict[str, Any] = {}
    for spec in dataclasses.fields(cls):
        if spec.name not in data:
            raise ActionFormatError(f"action {cls.kind!r} lacks the field {spec.name!r}")
        value = data[spec.name]
        if not fits(value, hints[spec.name]):
            raise ActionFormatError(
                f"action {cls.kind!r} field {spec.name!r} must be "
                f"{type_words(hints[spec.name])}, not {brief_value(value)}"
            )
        values[spec.name] = tuple(value) if isinstance(value, list) else value
    extra = set(data) - {"kind"} - {spec.name for spec in dataclasses.fields(cls)}
    if extra:
        raise ActionFormatError(f"action {cls.kind!r} has unknown fields {sorted(extra)}")
    return cls(**values)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. Views animate events; the game log prints them.

    ``irreversible`` marks events that reveal chance or hidden information (a
    dice roll, a card draw): undo never steps back across them. ``visible_to``
    of None means every player may see the event's details.
    """

    irreversible: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # Named, not zero-argument, super: ``slots=True`` makes Event anew after this body.
        super(Event, cls).__init_subclass__(**kwargs)
        quick_init(cls)  # events are made at every step: see ``core.frozen``

    @property
    def visible_to(self) -> frozenset[int] | None:
        return None

    @property
    def actor(self) -> int | None:
        """The seat whose part of the game this event plays (None: the table's): its
        ``player`` by default; an event naming its seat otherwise says so here."""
        player = getattr(self, "player", None)
        return player if isinstance(player, int) else None

    def describe(self, names: Sequence[str]) -> str:
        """One line for the game log, with player names (never "you")."""
        return type(self).__name__

    def describe_for(self, names: Sequence[str], viewer: int | None) -> str:
        """The log line as ``viewer`` may read it: secret details only for those who may see them."""
        return self.describe(names)


@dataclass(frozen=True)
class Tally:
    """One row of the results table: a label and one value per seat ("-" where none)."""

    label: str
    values: tuple[str, ...]


@dataclass(frozen=True)
class GameResult:
    """The end of a game: who won and why, for the results screen and the simulator.

    ``reason`` is the words after the winners' names ("with 290 electoral
    votes"), so no screen fills in a template. Games subclass this to add
    their own ``notes`` (lines naming players) and ``tallies``.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str = ""
    breakdown: Mapping[str, int | None] = field(default_factory=dict)
    details: Mapping[str, Any] = field(default_factory=dict)
    tallies: tuple[Tally, ...] = ()
    score_label: str = "Electoral votes"
    # A state's label on the results map where its code alone does not say enough (a
    # state whose votes are split between units, as Bull Moose's California).
    map_labels: Mapping[str, str] = field(default_factory=dict)

    def headline(self, names: Sequence[str]) -> str:
        """One sentence: who won and how."""
        who = [names[p] for p in self.winners]
        if not who:
            return "Nobody wins."
        if len(who) == 1:
            return f"{who[0]} wins {self.reason}".rstrip() + "."
        return f"{', '.join(who[:-1])} and {who[-1]} share the win {self.reason}".rstrip() + "."

    def notes(self, names: Sequence[str]) -> list[str]:
        """Further lines for the results screen, with player names."""
        return []

    def returns(self, num_players: int) -> tuple[float, ...]:
        """Each player's outcome for search: 1 for a win, 0 for a loss, shares for a shared win."""
        share = 1.0 / len(self.winners) if self.winners else 0.0
        return tuple(share if p in self.winners else 0.0 for p in range(num_players))


class Information(Enum):
    PERFECT = "perfect"
    IMPERFECT = "imperfect"


class Moves(Enum):
    SEQUENTIAL = "sequential"
    SIMULTANEOUS = "simultaneous"


@dataclass(frozen=True)
class GameKind:
    """What kind of game a ruleset is, so search and the app need not guess."""

    information: Information
    moves: Moves
    chance: bool


@dataclass(frozen=True)
class OptionSpec:
    """A table option (variant) that a ruleset offers on the seats screen."""

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    help: str = ""
    # The default when every seat is a person, where it differs (None: ``default`` always):
    # President's claims are on when a computer sits, since bots cannot hear table talk.
    default_all_people: Any = None


@runtime_checkable
class State(Protocol):
    """A game position. Mutated only through ``apply``.

    ``to_move`` is a set: several players move at once during a sealed,
    simultaneous choice, each with their own legal actions. Where ``player`` is
    optional it defaults to the only player to move.
    """

    rng: random.Random
    opening_events: list[Event]  # what setup did (deal, first player), for the log

    @property
    def num_players(self) -> int: ...

    def to_move(self) -> frozenset[int]: ...

    def prompt(self, player: int | None = None) -> str: ...

    def legal_actions(self, player: int | None = None) -> list[Action]: ...

    def describe_action(
        self, action: Action, player: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        """A legal option in words ("Bid $250,000"), for buttons, logs and ``simulate``;
        with ``names``, players are called by the table's names."""
        ...

    def apply(self, action: Action, player: int | None = None) -> list[Event]: ...

    def is_over(self) -> bool: ...

    def result(self) -> GameResult | None: ...

    def returns(self) -> tuple[float, ...]: ...

    def is_private(self, player: int) -> bool: ...

    def clone(self) -> State: ...

    def view(self, player: int | None) -> State: ...

    def determinize(self, player: int | None, rng: random.Random) -> State: ...

    def information_key(self, player: int | None) -> Hashable: ...


@runtime_checkable
class Ruleset(Protocol):
    """A game's rules entry: its facts and how to start it."""

    id: str
    title: str
    version: int
    kind: GameKind
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...]
    action_types: tuple[type[Action], ...]

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> State: ...

    def table_rules(self) -> str: ...

    def how_to_play(self) -> str: ...


def sole_mover(state: State) -> int:
    """The one player to move; a clear error where several (or none) move at once."""
    movers = state.to_move()
    if len(movers) != 1:
        raise IllegalActionError(
            f"say which player acts: {len(movers)} players are to move now"
            if movers
            else "nobody is to move now"
        )
    return next(iter(movers))


def resolve_options(ruleset: Ruleset, given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Fill defaults and reject unknown or out-of-range options with a clear message."""
    given = dict(given or {})
    resolved: dict[str, Any] = {}
    for spec in ruleset.options:
        value = given.pop(spec.key, spec.default)
        if value not in spec.choices:
            allowed = list(spec.choices)
            raise ValueError(f"option {spec.key!r} must be one of {allowed}, got {value!r}")
        resolved[spec.key] = value
    if given:
        raise ValueError(f"{ruleset.title} has no option(s) {sorted(given)}")
    return resolved
