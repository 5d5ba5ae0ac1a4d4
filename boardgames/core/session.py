"""A game in progress: state, record, log and undo, shared by the app and the tools.

The session is the only place that applies actions for the app, so every move
is recorded (for saves and replays) and logged the same way whoever made it.
"""

from __future__ import annotations

from dataclasses import dataclass

from boardgames.core.protocol import Action, Event, IllegalActionError, Ruleset, State, sole_mover
from boardgames.core.record import GameRecord, record_entry, replay


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log and the event behind it (``text``: as any bystander reads it)."""

    index: int
    actor: int
    event: Event
    text: str


@dataclass(frozen=True)
class _Step:
    actor: int
    undoable: bool


class Session:
    """Owns the authoritative state of one game."""

    def __init__(self, ruleset: Ruleset, record: GameRecord) -> None:
        self.ruleset = ruleset
        self.record = record
        self.log: list[LogEntry] = []
        self._steps: list[_Step] = []
        self.state: State = self._rebuild()

    @property
    def names(self) -> list[str]:
        """Each seat as the log and the screens name it: the person's name, or the ruleset's
        wording of it where it has one (``seat_names``: Bull Moose adds the candidate)."""
        people = [seat.name for seat in self.record.seats]
        named = getattr(self.ruleset, "seat_names", None)
        return list(named(people)) if named is not None else people

    def _rebuild(self) -> State:
        """Replay the record from the start (used on load and after undo)."""
        self.log.clear()
        self._steps.clear()
        state = replay(self.ruleset, self.record, on_move=self._note, on_start=self._note_setup)
        return state

    def _note_setup(self, state: State) -> None:
        names = self.names
        for event in state.opening_events:
            self._log_line(-1, -1, event, names)

    def _note(self, index: int, actor: int, action: Action, events: list[Event]) -> None:
        undoable = not any(event.irreversible for event in events)
        self._steps.append(_Step(actor, undoable))
        names = self.names
        for event in events:
            self._log_line(index, actor, event, names)

    def _log_line(self, index: int, actor: int, event: Event, names: list[str]) -> None:
        """Log an event, unless it has no words: a game may tell several events in one
        line (Bull Moose sums up a card's steps when the card ends)."""
        text = event.describe_for(names, None)
        if text:
            self.log.append(LogEntry(index, actor, event, text))

    def apply(self, action: Action, player: int | None = None) -> list[Event]:
        """Apply a player's move (by default the only player to move); illegal moves raise
        and change nothing."""
        player = self._check(action, player)
        events = self.state.apply(action, player)
        self._record(player, action, events)
        return events

    def apply_in_steps(
        self, action: Action, player: int | None = None
    ) -> list[tuple[Event, State]]:
        """As ``apply``, each event paired with a copy of the state just after it (the
        screen shows a move that resolves many turns one event at a time). The copies
        hold every secret: they are to be drawn only through ``view``."""
        player = self._check(action, player)
        state = self.state
        stepwise = getattr(state, "apply_in_steps", None)
        if stepwise is not None:
            steps: list[tuple[Event, State]] = stepwise(action, player)
        else:  # a state without steps: every event shows the end of the move
            events = state.apply(action, player)
            after = state.clone()
            steps = [(event, after) for event in events]
        self._record(player, action, [event for event, _ in steps])
        return steps

    def _check(self, action: Action, player: int | None) -> int:
        """The acting player, once the move is known to be legal (else it raises)."""
        state = self.state
        if state.is_over():
            raise IllegalActionError("the game is over")
        player = sole_mover(state) if player is None else player
        if player not in state.to_move():
            raise IllegalActionError(f"{self.names[player]} is not to move now")
        if action not in state.legal_actions(player):
            raise IllegalActionError(f"{action} is not legal now: {state.prompt(player)}")
        return player

    def _record(self, player: int, action: Action, events: list[Event]) -> None:
        self.record.actions.append(record_entry(player, action))
        self._note(len(self.record.actions) - 1, player, action, events)

    def can_undo(self, player: int) -> bool:
        """Undo steps back only through the player's own decisions that revealed nothing."""
        if not self._steps or self.state.is_over():
            return False
        last = self._steps[-1]
        return last.actor == player and last.undoable

    def undo(self, player: int) -> bool:
        """Take back the player's last decision; returns False when there is none to take."""
        if not self.can_undo(player):
            return False
        self.record.actions.pop()
        self.state = self._rebuild()
        return True
