"""Decisions as types: what a turn is made of, and the events core writes for them.

A game's turn is a queue of steps. An ``Auto`` step runs by itself (end of
turn, a draw); a ``Decision`` waits for a player and knows its options, how one
of them resolves, and its prompt. ``SealedChoice`` is a decision that several
players make at once, each hidden from the others until all have chosen.
The queue itself is run by ``core.engine.QueueGame``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar

from boardgames.core.frozen import quick_init
from boardgames.core.protocol import Action, Event

if TYPE_CHECKING:
    from boardgames.core.engine import QueueGame


ALONE = tuple(frozenset((player,)) for player in range(64))  # ALONE[p]: p alone moves


def alone(player: int) -> frozenset[int]:
    """The set of movers when ``player`` alone moves (made once per player: asked often)."""
    return ALONE[player]


class Step:
    """Something queued in a turn. Subclasses are frozen dataclasses of plain values."""

    __slots__ = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        quick_init(cls)  # steps are made at every move: see ``core.frozen``


class Auto(Step):
    """A step that needs nobody: it runs as soon as it reaches the head of the queue."""

    __slots__ = ()

    def run(self, game: Any) -> list[Event]:
        raise NotImplementedError


class Decision(Step):
    """A choice a player must make. Concrete decisions carry a ``player`` field.

    ``private``: making it shows the mover something others may not see (a
    hand, an offer, a sealed plan), so the app hands the screen over first.
    ``optional``: it can be declined, so with nothing possible it vanishes
    without a log line; a compulsory one that cannot be made gets one line.
    ``always_asked``: asked even when it has one option (see below).
    """

    __slots__ = ()
    private: ClassVar[bool] = False
    optional: ClassVar[bool] = False
    # Asked even with one option: a decision whose very existence must not tell others
    # anything (Quick Play's lockdown comes every turn, set of three or not).
    always_asked: bool = False  # a class default; a decision may make it a field

    def movers(self, game: Any) -> frozenset[int]:
        return ALONE[self.player]  # type: ignore[attr-defined]

    def options(self, game: Any, player: int) -> Sequence[Action]:
        raise NotImplementedError

    def resolve(self, game: Any, player: int, action: Action) -> list[Event]:
        """Carry out the chosen option. The queue has already removed this decision."""
        raise NotImplementedError

    def prompt(self, game: Any, player: int) -> str:
        raise NotImplementedError

    def label(self, game: Any, player: int, action: Action) -> str:
        """One option in words, for its button, the log and ``simulate --verbose``
        (OpenSpiel's ActionToString). Worded from ``game`` as the deciding player may
        see it; a decision with better words overrides this plain reading."""
        return plain_words(action)

    def words(self, game: Any, player: int, action: Action, names: Sequence[str]) -> str:
        """The option as ``label`` words it, with the table's names for players where the
        option names them (``label`` itself, knowing no names, numbers the seats)."""
        return self.label(game, player, action)

    def explain(self, game: Any, player: int, action: Action) -> str:
        """An optional second line for an option's button: what it does ("" for none)."""
        return ""

    def dropped(self, game: Any, count: int) -> list[Event]:
        """What the log says when this decision (``count`` times in a row) cannot be made."""
        if self.optional:
            return []
        player = next(iter(self.movers(game)), -1)
        return [DecisionDropped(player, self.prompt(game, player), count)]


class SealedChoice(Decision):
    """Several players choose at once; each choice stays hidden until the last is made.

    The choices live in owner-only zones (``slot(player)``), so views hide them
    and ``determinize`` refills them like any hidden card. Concrete classes set
    a ``players`` field and say how a choice is stored and how they are revealed.
    """

    __slots__ = ()
    private: ClassVar[bool] = True

    def slot(self, player: int) -> Hashable:
        return ("sealed", player)

    def movers(self, game: QueueGame) -> frozenset[int]:
        players: tuple[int, ...] = self.players
        zones, slot = game.zones, self.slot
        return frozenset([p for p in players if not zones[slot(p)]])

    def resolve(self, game: QueueGame, player: int, action: Action) -> list[Event]:
        self.commit(game, player, action)
        events: list[Event] = [ChoiceSealed(player)]
        if self.movers(game):
            game.queue.insert(0, self)  # others have yet to choose
        else:
            events.extend(self.reveal(game))
            events.append(ChoicesShown())
        return events

    def commit(self, game: QueueGame, player: int, action: Action) -> None:
        raise NotImplementedError

    def unseal(self, game: QueueGame, player: int) -> None:
        """Undo ``player``'s commit as far as a bystander can tell: the forecast asks it of a
        view, so that a choice made but not shown is made again in its playouts as a player
        would make it, not re-dealt at random. By default the slot is emptied (a choice that
        was not taken from anywhere, such as an amount); a choice of items moves them back."""
        game.zones[self.slot(player)].clear()

    def reveal(self, game: QueueGame) -> list[Event]:
        raise NotImplementedError


def decision_kind(state: Any, player: int | None = None) -> str | None:
    """The kind of the decision at hand, as tips and hints name it: the ``Decision`` class's
    name for a queue game; for a game without decision types, the class of its first option
    (``player``'s, or the sole mover's). None when nobody has a decision to make."""
    head = getattr(state, "head", None)
    if callable(head):
        decision = head()
        return None if decision is None else type(decision).__name__
    legal = state.legal_actions(player)
    return type(legal[0]).__name__ if legal else None


def plain_words(action: Action) -> str:
    """An action read out from its class and fields: "Show 2", "End turn"."""
    name = type(action).__name__
    words = "".join(f" {c.lower()}" if c.isupper() else c for c in name).strip()
    values = [str(getattr(action, f.name)) for f in fields(action)]  # type: ignore[arg-type]
    return " ".join([words[:1].upper() + words[1:], *values])


@dataclass(frozen=True, slots=True)
class DecisionDropped(Event):
    """A compulsory decision that could not be made was skipped (``count`` in a row)."""

    player: int
    what: str
    count: int = 1

    def describe(self, names: Sequence[str]) -> str:
        what = self.what.rstrip(".")
        times = f" ({self.count} times)" if self.count > 1 else ""
        return f"{names[self.player] if self.player >= 0 else 'Nobody'}: {what}{times}: not possible, skipped."


@dataclass(frozen=True, slots=True)
class ChoiceSealed(Event):
    """Somebody has made their sealed choice; the log says only that they have."""

    player: int

    def describe(self, names: Sequence[str]) -> str:
        return f"{names[self.player]} has chosen."


@dataclass(frozen=True, slots=True)
class ChoicesShown(Event):
    """Every sealed choice is in and shown (the game's own events say what they were):
    from here none of them can be taken back, not even the last one made."""

    irreversible: ClassVar[bool] = True

    def describe(self, names: Sequence[str]) -> str:
        return ""  # no line of its own
