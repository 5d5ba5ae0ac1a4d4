"""A game's record as a timeline: every action with who made it, its words and its part.

The review steps through a finished (or unfinished) game one action at a time. The
timeline replays the record once, keeping each action's words as its decision put them
(``describe_action``), the part of the game it belongs to (the game's ``chapter`` hook:
"Round 2", "Day 3"), the game's log, and a copy of the state every few actions, so any
moment is rebuilt by replaying at most a few actions from the copy before it.

Whose eyes: ``EVERYTHING`` reads the game with nothing hidden (only for a finished game);
a seat (or ``BYSTANDER``, None) reads another's private decisions only as its log lines,
as that seat saw them (``describe_for``): nothing it could not see is worded for it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from boardgames.core.decisions import SealedChoice
from boardgames.core.protocol import Action, Event, State
from boardgames.core.record import GameRecord, recorded_action, start_game
from boardgames.core.session import LogEntry, Session
from boardgames.games import GameEntry, get_game

EVERYTHING = -1  # the eyes that see every hand and plan: a finished game's default
BYSTANDER = None  # the eyes of someone who holds no cards: an unfinished game's only ones
Eyes = int | None  # EVERYTHING, BYSTANDER or a seat
CHECKPOINT_EVERY = 8  # a copy of the state is kept every this many actions


@dataclass(frozen=True)
class Moment:
    """One recorded action: the state before it is step ``index``, after it ``index + 1``."""

    index: int
    player: int
    action: Action
    words: str  # as its decision worded it, from the full state
    chapter: str  # the part of the game it was made in
    private: bool  # the decision showed its mover something others may not see
    sealed: bool  # a sealed choice: hidden from the others until revealed
    events: tuple[Event, ...]


class Timeline:
    """One record, replayed once, readable at any step (0: the setup; ``len``: the end)."""

    def __init__(self, record: GameRecord, entry: GameEntry | None = None) -> None:
        self.entry = entry or get_game(record.ruleset_id)
        self.record = _copy_record(record)  # a game being played goes on apart from this
        self.session = Session(self.entry.ruleset, _copy_record(record))  # checks every move
        self.names: list[str] = self.session.names
        self.log: list[LogEntry] = list(self.session.log)
        self.final: State = self.session.state
        self.moments: list[Moment] = []
        self._checkpoints: list[State] = []
        self._replay()

    def _replay(self) -> None:
        ruleset = self.entry.ruleset
        chapter = self.entry.hooks.chapter
        state = start_game(ruleset, self.record)
        for index, data in enumerate(self.record.actions):
            if index % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(state.clone())
            player, action = recorded_action(data, ruleset.action_types, state.to_move())
            head = getattr(state, "head", None)
            decision = head() if head is not None else None
            words = state.describe_action(action, player, self.names)
            part = chapter(state)
            private = state.is_private(player)
            events = state.apply(action, player)
            sealed = isinstance(decision, SealedChoice)
            self.moments.append(
                Moment(index, player, action, words, part, private, sealed, tuple(events))
            )
        if len(self.record.actions) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(state.clone())

    # -- positions ------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.moments)

    @property
    def finished(self) -> bool:
        return self.final.is_over()

    def state_at(self, step: int) -> State:
        """A fresh copy of the full state after ``step`` actions (every secret in it: draw it
        only through ``view`` unless the eyes see everything)."""
        step = max(0, min(step, len(self.moments)))
        if step == len(self.moments):
            return self.final.clone()
        state = self._checkpoints[step // CHECKPOINT_EVERY].clone()
        for moment in self.moments[step - step % CHECKPOINT_EVERY : step]:
            state.apply(moment.action, moment.player)
        return state

    def fingerprint_at(self, step: int) -> Hashable:
        return self.state_at(step).fingerprint()  # type: ignore[attr-defined,no-any-return]

    # -- parts of the game ------------------------------------------------------------------
    def chapter_starts(self) -> list[int]:
        """The steps where a part of the game begins (its first action's index), in order."""
        starts: list[int] = []
        previous: str | None = None
        for moment in self.moments:
            if moment.chapter != previous:
                starts.append(moment.index)
                previous = moment.chapter
        return starts

    def chapter_of(self, step: int) -> str:
        """The part of the game the action at ``step`` belongs to (the last one's at the end)."""
        if not self.moments:
            return ""
        return self.moments[min(step, len(self.moments) - 1)].chapter

    # -- words --------------------------------------------------------------------------------
    def words_for(self, moment: Moment, eyes: Eyes) -> str:
        """The action as ``eyes`` could tell it: its own words for everything, a seat's own
        move or a public decision; another seat's private decision only as its log lines
        read for ``eyes`` (a sealed plan: that a plan was made)."""
        if eyes == EVERYTHING or eyes == moment.player or not moment.private:
            return moment.words
        seen = [event.describe_for(self.names, eyes) for event in moment.events]
        seen = [line for line in seen if line]
        if seen and not moment.sealed:
            return seen[0]
        return f"{self.names[moment.player]} decides in private"

    def line_for(self, moment: Moment, eyes: Eyes) -> str:
        """The timeline's line: "12. Ann: Place a cube in New York" (a log line that names
        the mover itself, "12. Ann takes ...", is not named twice)."""
        who, words = self.names[moment.player], self.words_for(moment, eyes)
        if words.startswith(f"{who} "):
            return f"{moment.index + 1}. {words}"
        return f"{moment.index + 1}. {who}: {words}"

    def log_lines(self, upto: int, eyes: Eyes) -> list[str]:
        """The game's log after ``upto`` actions, as ``eyes`` may read it."""
        lines = []
        for entry in self.log:
            if entry.index >= upto:
                break
            lines.append(event_words(entry.event, self.names, eyes))
        return [line for line in lines if line]

    def moment_log(self, moment: Moment, eyes: Eyes) -> list[str]:
        """The log lines of one action, as ``eyes`` may read them."""
        return [
            text
            for entry in self.log
            if entry.index == moment.index and (text := event_words(entry.event, self.names, eyes))
        ]


def event_words(event: Event, names: Sequence[str], eyes: Eyes) -> str:
    """An event's log line for ``eyes`` (everything: its whole line, secrets included)."""
    if eyes == EVERYTHING:  # read as one who may see it does (its secret in brackets)
        seers = event.visible_to
        return event.describe_for(names, min(seers) if seers else None)
    return event.describe_for(names, eyes)


def _copy_record(record: GameRecord) -> GameRecord:
    """A record the session may own (it appends nothing, but the caller's stays untouched)."""
    fields: dict[str, Any] = dict(vars(record))
    fields["actions"] = list(record.actions)
    fields["options"] = dict(record.options)
    fields["seats"] = list(record.seats)
    return GameRecord(**fields)
