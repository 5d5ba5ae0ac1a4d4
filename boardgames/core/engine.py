"""The protocol's common half, written once for every game.

``GameBase`` gives a game ``clone``, ``view``, ``determinize``,
``information_key``, ``returns`` and the player checks of ``apply`` from two
conventions: secrets live in ``self.zones`` and randomness in ``self.rng``.
``QueueGame`` adds the decision queue: ``to_move``, ``legal_actions``,
``prompt`` and ``is_private`` come from the decision at its head.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Sequence
from itertools import repeat
from operator import is_
from typing import Any, ClassVar

from boardgames.core.decisions import Auto, Decision, Step, plain_words
from boardgames.core.protocol import Action, Event, GameResult, IllegalActionError
from boardgames.core.rng import SEALED
from boardgames.core.zones import Zones

_CONTAINERS = (list, dict, set)


def _copy(value: Any) -> Any:
    """A copy of nested lists, dicts and sets; everything else is immutable and shared.

    Containers in a state hold one kind of thing (the convention that keeps copies
    fast): if the first item is no container, the copy is one level deep. A list of
    such flat lists, or a dict of them (a row of counts per place), is copied in one
    pass, each flat list sliced where it is met.
    """
    kind = type(value)
    if kind is list:
        if not value or type(value[0]) not in _CONTAINERS:
            return value[:]
        return [
            x[:] if type(x) is list and (not x or type(x[0]) not in _CONTAINERS) else _copy(x)
            for x in value
        ]
    if kind is dict:
        if not value or type(next(iter(value.values()))) not in _CONTAINERS:
            return value.copy()
        return {
            k: v[:] if type(v) is list and (not v or type(v[0]) not in _CONTAINERS) else _copy(v)
            for k, v in value.items()
        }
    if kind is set:
        return set(value)
    return value


def _freeze(value: Any) -> Hashable:
    """A hashable, order-independent-for-mappings form of a value (for information keys)."""
    kind = type(value)
    if kind is list or kind is tuple:
        return tuple(_freeze(x) for x in value)
    if kind is dict:
        return frozenset((k, _freeze(v)) for k, v in value.items())
    if kind is set:
        return frozenset(value)
    if isinstance(value, Zones):
        return value.fingerprint()
    if kind.__hash__ is None and hasattr(kind, "__dataclass_fields__"):  # a mutable record
        return (kind.__name__, tuple(_freeze(getattr(value, n)) for n in kind.__dataclass_fields__))
    return value


class GameBase:
    """Shared mechanics of a game state; subclasses set ``zones``, ``rng`` and ``n``.

    ``SHARED`` names attributes that are immutable and never copied (the board);
    ``UNKEYED`` names attributes that are no part of what a player knows.
    """

    SHARED: ClassVar[frozenset[str]] = frozenset({"board", "opening_events"})
    UNKEYED: ClassVar[frozenset[str]] = frozenset({"rng", "board", "opening_events"})
    # Derived data a state may keep to go faster: dropped from copies, never part of a key.
    CACHES: ClassVar[frozenset[str]] = frozenset({"_on_step"})
    # Told of each step's events as it ends, only inside ``apply_in_steps`` (a screen that
    # shows a move one event at a time); None otherwise, so headless play pays one test.
    _on_step: Callable[[list[Event]], None] | None = None

    zones: Zones
    rng: random.Random
    n: int
    opening_events: list[Any]

    # -- the protocol's generic part -------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def to_move(self) -> frozenset[int]:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> GameResult | None:
        raise NotImplementedError

    def returns(self) -> tuple[float, ...]:
        result = self.result()
        if result is None:
            return (0.0,) * self.n
        return result.returns(self.n)

    def mover(self, player: int | None) -> int:
        """The acting player: ``player`` itself, or the only player to move."""
        movers = self.to_move()
        if player is None:
            if len(movers) != 1:
                raise IllegalActionError(
                    f"say which player acts: {len(movers)} players are to move now"
                )
            return next(iter(movers))
        if player not in movers:
            raise IllegalActionError(f"player {player} is not to move now")
        return player

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        if self.is_over():
            raise IllegalActionError("the game is over")
        if player is None or player not in self.to_move():
            player = self.mover(player)  # names the only mover, or says why not
        return self._apply(player, action)

    def _apply(self, player: int, action: Action) -> list[Event]:
        raise NotImplementedError

    def apply_in_steps(self, action: Action, player: int | None = None) -> list[tuple[Event, Any]]:
        """Apply a move as ``apply`` does, pairing each event with a copy of the state just
        after the step that made it, so a screen can show a long resolution as it went,
        not its end early. A game without steps pairs every event with the final state.
        The copies are full states: draw them only through ``view``.
        """
        pairs: list[tuple[Event, Any]] = []

        def note(events: list[Event]) -> None:
            if events:
                after = self.clone()
                vars(after).pop("_on_step", None)  # a game copying by hand may keep it
                pairs.extend((event, after) for event in events)

        self._on_step = note
        try:
            events = self.apply(action, player)
        finally:
            del self._on_step
        noted = [event for event, _ in pairs]
        if noted != events[: len(noted)]:
            pairs = []  # the steps did not add up to the move's events: trust only the end
        if len(pairs) < len(events):
            final = self.clone()
            pairs.extend((event, final) for event in events[len(pairs) :])
        return pairs

    # -- copies and what a player may know ------------------------------------------------
    def _copy(self, zones: Zones | None, rng: random.Random) -> Any:
        twin = object.__new__(type(self))
        shared = self.SHARED
        state = self.__dict__.copy()  # plain values are shared: only containers are copied
        for key in [k for k, v in state.items() if type(v) in _CONTAINERS and k not in shared]:
            state[key] = _copy(state[key])
        for key in self.CACHES:
            state.pop(key, None)
        state["zones"] = zones if zones is not None else self.zones.copy()
        state["rng"] = rng
        twin.__dict__.update(state)
        return twin

    def clone(self) -> Any:
        # Made unseeded (``Random()`` would first seed itself from the system's entropy,
        # the larger part of a clone's cost), then given this generator's state.
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng.getstate())
        return self._copy(None, rng)

    def view(self, player: int | None) -> Any:
        """What ``player`` may see (None: a bystander who holds no cards): secrets HIDDEN."""
        return self._copy(self.zones.redact(player), SEALED)

    def determinize(self, player: int | None, rng: random.Random) -> Any:
        """A state ``player`` cannot tell from this one: unseen items dealt again at random."""
        twin = self.view(player)
        twin.zones.redeal(rng)
        twin.rng = random.Random(rng.getrandbits(64))
        return twin

    def fingerprint(self) -> Hashable:
        """Everything that makes the position, as one hashable value (not the generator)."""
        skip = self.UNKEYED | self.CACHES
        return tuple(
            (key, _freeze(value)) for key, value in sorted(self.__dict__.items()) if key not in skip
        )

    def information_key(self, player: int | None) -> Hashable:
        """Equal for two states exactly when ``player`` cannot tell them apart."""
        return (player, self.view(player).fingerprint())


class QueueGame(GameBase):
    """A game whose turns are a queue of typed steps (see ``core.decisions``).

    The options of the decision at hand are listed once per position (a playout asks
    for them three times), kept in ``_options`` until the next move; so are its movers
    (``_movers``: a sealed choice works them out from every seat's zone).
    """

    CACHES: ClassVar[frozenset[str]] = GameBase.CACHES | {"_options", "_movers"}
    queue: list[Step]
    _options: tuple[Decision, int, Sequence[Action]] | None = None
    _movers: tuple[Decision, frozenset[int]] | None = None

    def movers_of(self, head: Decision) -> frozenset[int]:
        """``head.movers(self)``, worked out once per position."""
        cached = self._movers
        if cached is not None and cached[0] is head:
            return cached[1]
        movers = head.movers(self)
        self._movers = (head, movers)
        return movers

    def options_of(self, head: Decision, player: int) -> Sequence[Action]:
        cached = self._options
        if cached is not None and cached[0] is head and cached[1] == player:
            return cached[2]
        options = head.options(self, player)
        self._options = (head, player, options)
        return options

    def to_move(self) -> frozenset[int]:
        if self.is_over() or not self.queue:
            return frozenset()
        head = self.queue[0]
        assert isinstance(head, Decision), f"{head!r} should have run"
        return self.movers_of(head)

    def head(self) -> Decision | None:
        """The decision at hand, if any."""
        if self.is_over() or not self.queue:
            return None
        head = self.queue[0]
        return head if isinstance(head, Decision) else None

    def legal_actions(self, player: int | None = None) -> list[Action]:
        head = self.head()
        if head is None:
            return []
        movers = self.movers_of(head)
        if player is None:
            if len(movers) != 1:
                return []
            player = next(iter(movers))
        elif player not in movers:
            return []
        return list(self.options_of(head, player))

    def prompt(self, player: int | None = None) -> str:
        head = self.head()
        if head is None:
            return self.over_prompt()
        movers = head.movers(self)
        if player is None or player not in movers:
            player = min(movers)
        return head.prompt(self, player)

    def describe_action(
        self, action: Action, player: int | None = None, names: Sequence[str] | None = None
    ) -> str:
        """One legal option in words, as the decision at hand words it (with ``names``,
        players are called by the table's names)."""
        head = self.head()
        if head is None:
            return plain_words(action)
        movers = head.movers(self)
        if player is None or player not in movers:
            player = min(movers)
        if names is not None:
            return head.words(self, player, action, names)
        return head.label(self, player, action)

    def explain_action(self, action: Action, player: int | None = None) -> str:
        """An option's second line (what it does), as the decision at hand explains it."""
        head = self.head()
        if head is None:
            return ""
        movers = head.movers(self)
        if player is None or player not in movers:
            player = min(movers)
        return head.explain(self, player, action)

    def over_prompt(self) -> str:
        return "The game is over."

    def is_private(self, player: int) -> bool:
        head = self.head()
        return head is not None and head.private and player in head.movers(self)

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        # The usual call names a player who is to move: checked here from the cached
        # movers, without asking ``is_over`` and ``to_move`` twice as the general path does.
        queue = self.queue
        if player is not None and queue and not self.is_over():
            head = queue[0]
            if isinstance(head, Decision) and player in self.movers_of(head):
                return self._apply(player, action)
        return super().apply(action, player)

    def _apply(self, player: int, action: Action) -> list[Event]:
        head = self.queue[0]
        assert isinstance(head, Decision)
        options = self.options_of(head, player)
        # A chosen action is nearly always one of the listed objects: it is found by
        # identity in one C-level pass before options are compared field by field.
        if not any(map(is_, options, repeat(action))) and action not in options:
            raise IllegalActionError(f"{action} is not legal now ({head.prompt(self, player)})")
        self.queue.pop(0)
        self._options = self._movers = None
        events = head.resolve(self, player, action)
        if self._on_step is not None:
            self._on_step(events)
        return events + self.advance()

    def advance(self) -> list[Event]:
        """Run steps until one needs a decision: automatic steps run, a decision with one
        option resolves by itself (unless it is ``always_asked``: a decision whose very
        existence must not tell others what its mover holds), and one with none is dropped
        (with one log line for a run of the same decision)."""
        events: list[Event] = []
        on_step = self._on_step
        is_over = self.is_over
        while True:
            queue = self.queue  # steps may replace the queue (a new turn): read it afresh
            if not queue or is_over():
                break
            self._options = self._movers = None  # every step may change what is possible
            head = queue[0]
            if isinstance(head, Auto):
                queue.pop(0)
                produced = head.run(self)
            else:
                assert isinstance(head, Decision)
                movers = head.movers(self)
                if len(movers) != 1:
                    self._movers = (head, movers)
                    break
                player = next(iter(movers))
                options = head.options(self, player)
                if not options:
                    queue.pop(0)
                    count = 1
                    while queue and queue[0] == head:
                        queue.pop(0)
                        count += 1
                    produced = head.dropped(self, count)
                elif len(options) == 1 and not head.always_asked:
                    queue.pop(0)
                    produced = head.resolve(self, player, options[0])
                else:
                    self._movers = (head, movers)
                    self._options = (head, player, options)
                    break
            if produced:
                events.extend(produced)
            if on_step is not None:
                on_step(produced)
        return events
