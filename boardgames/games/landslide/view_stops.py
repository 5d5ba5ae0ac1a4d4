"""The table's "Objections?" strip (spec 2.4.3), and the answers given for people.

The rules ask only the seats that hold a Stop, one at a time (``stops.Window``). Asking
a person on screen would tell everyone who holds one, so the screen never shows whom
the rules wait for. Instead, at every announced action (``Announced``) the table sees
one strip: "Objections to ...?", a "Stop!" button for each person who asked to be asked
("Ask me about Stops" on the seats screen) and holds any Politics card (a public count),
and "No objections". What the strip shows depends on public facts only; it shows even
when nobody holds a Stop. A person who presses Stop! is handed the screen: with a Stop,
they choose it in private (or back out); without one, they are told so in private.
The rules' own questions are then answered from the strip: the one who pressed objects,
the others let the action go. A person with "Ask me" off never objects. Alone with
computers, a person sees the strip only when they hold a Stop (nobody to hide it from).

``StripFlow`` is mixed into ``LandslideScene`` ahead of ``GameScene``: while the strip
holds the table it keeps the rest of the move from playing, takes the input, and keeps
the seat the rules wait for off the screen (no prompt, no "thinking", no Undo).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from boardgames.core.protocol import Action
from boardgames.games.hooks import person_switch
from boardgames.games.landslide.actions import NO_OBJECTION, OBJECT, ROLL_FOR_ME, PlayPolitics
from boardgames.games.landslide.entry import ASK_OBJECTIONS
from boardgames.games.landslide.entry import ROLL_FOR_ME as ROLL_SWITCH
from boardgames.games.landslide.events import Announced
from boardgames.games.landslide.steps import PreRoll
from boardgames.games.landslide.stops import Window, holds_stop
from boardgames.ui.widgets.decision_panel import Option

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState

WINDOW_ANSWERS = ("ls-no-objection", "ls-object")  # the kinds of the rules' window answers

Key = tuple[int, str, int]  # an announcement: who announced it, what, whom it names


@dataclass(frozen=True, slots=True)
class StripAnswer(Action):
    """The table's answer on the strip (screen only, never a move): ``person`` presses
    Stop!, or -1 for "No objections"; ``notice`` closes the private "no Stop" note."""

    kind = "ls-screen-strip"
    person: int
    notice: bool = False


@dataclass(frozen=True)
class Strip:
    """The strip on screen: the announcement and the people who may press Stop!."""

    key: Key
    words: str  # the announced action, in words
    people: tuple[int, ...]


def announcement(window: Window) -> Key:
    return (window.actor, window.subject, window.seat)


class StripFlow:
    """The strip and the answers given for people (see the module's docstring)."""

    app: Any
    session: Any
    humans: list[int]
    names: list[str]
    viewer: int | None
    strip: Strip | None
    no_stop_notice: int | None
    stop_intents: dict[Key, int | None]
    announced_at: int  # the record's length after the last move that announced an action
    animation_left: float
    guard: Any
    clock: float

    # -- the scene's flow while the strip holds the table (over GameScene's) ---------------
    def strip_up(self) -> bool:
        """The strip, or the private "no Stop" note, holds the table."""
        return self.strip is not None or self.no_stop_notice is not None

    def human_to_move(self) -> int | None:
        """As the table's, but never the seat a Stop window waits for (the strip asks)."""
        person = super().human_to_move()
        if person is not None and (self.waits_on_window() or self.strip_up()):
            return None
        return person

    def decision_id(self) -> tuple[int, int | None]:
        if self.strip_up():
            return (len(self.session.record.actions), -2 if self.strip else -3)
        return super().decision_id()

    def choose(self, action: Action) -> None:
        if isinstance(action, StripAnswer):
            self.answer_strip(action)
            return
        super().choose(action)

    def _play_next_event(self) -> None:
        if not self.strip_up():  # the strip holds the rest of the move until answered
            super()._play_next_event()

    def strip_answered(self) -> None:
        """The table answered: the rest of the move plays on."""
        self.animation_left = 0.0

    def _drive_bot(self, dt: float) -> None:
        if self.strip_up() or self.answer_for_people():
            return
        super()._drive_bot(dt)

    def bot_pause(self) -> float:
        """A computer's answer to a Stop window comes at once, unseen like everyone's."""
        return 0.0 if self.waits_on_window() else super().bot_pause()

    def thinking(self) -> str | None:
        return None if self.waits_on_window() else super().thinking()

    def can_undo(self) -> bool:
        """No Undo of a move that announced an action, nor of a window's answer: which of
        the two it would be would show whether anyone was asked."""
        return not self.asked_last() and super().can_undo()

    def previous_person(self, player: int) -> int | None:
        return None if self.asked_last() else super().previous_person(player)

    def on_undo(self) -> None:
        self.announced_at = -1
        super().on_undo()

    def asked_last(self) -> bool:
        """The last move announced an action, or answered a Stop window."""
        announced = self.announced_at == len(self.session.record.actions)
        return announced or self.answered_window_last()

    def handle(self, event: pygame.event.Event) -> None:
        """While the strip holds the table, clicks and keys go to it (not to skipping)."""
        if self.strip_up() and not (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            if not self.guard.blocks(event, self.clock):
                self.handle_game(event)
            return
        super().handle(event)

    # -- the strip ------------------------------------------------------------------------
    def init_strip(self) -> None:
        self.strip = None
        self.no_stop_notice = None  # the person being told, in private, they hold no Stop
        self.stop_intents = {}  # announcement -> who pressed Stop! (None: nobody)
        tables, game = self.app.settings.tables, self.session.record.ruleset_id
        self.asked = {
            p: person_switch(tables, game, self.names[p], ASK_OBJECTIONS) for p in self.humans
        }
        self.rolled_for = {
            p for p in self.humans if person_switch(tables, game, self.names[p], ROLL_SWITCH)
        }

    # -- opening the strip ------------------------------------------------------------
    def strip_people(self, state: LandslideState, seats: tuple[int, ...]) -> tuple[int, ...]:
        """Who gets a Stop! button: people asked in this window who want to be asked and
        hold any Politics card (a count everyone sees)."""
        return tuple(p for p in seats if self.asked.get(p, False) and state.politics_count(p) > 0)

    def open_strip(self, event: Announced, state: LandslideState) -> bool:
        """At an announcement: show the strip when someone may press Stop! (hot seat: a
        public condition; otherwise only when one of them holds a Stop)."""
        people = self.strip_people(state, event.seats)
        if not people:
            return False
        real = self.session.state
        if not self.hot_seat and not any(holds_stop(real, p) for p in people):  # type: ignore[attr-defined]
            return False
        key = (event.player, event.subject, event.seat)
        self.strip = Strip(key, event.subject_words(self.names), people)
        self.stop_intents.pop(key, None)
        self.guard.arm(self.clock, self.app.keys_down)  # type: ignore[attr-defined]
        return True

    def strip_options(self) -> list[Option]:
        """The strip's buttons, or the private note to a person without a Stop."""
        if self.no_stop_notice is not None:
            return [Option(StripAnswer(self.no_stop_notice, notice=True), "Back to the table")]
        strip = self.strip
        if strip is None:
            return []
        return [
            Option(StripAnswer(-1), "No objections"),
            *(Option(StripAnswer(p), f"Stop! ({self.names[p]} objects)") for p in strip.people),
        ]

    def strip_prompt(self) -> str | None:
        if self.no_stop_notice is not None:
            return (
                f"{self.names[self.no_stop_notice]}: you hold no Stop card. "
                "Nothing is played; the table goes on."
            )
        if self.strip is None:
            return None
        return f"Objections to {self.strip.words}? Anyone holding a Stop card may press Stop!"

    # -- answers ----------------------------------------------------------------------
    def answer_strip(self, answer: StripAnswer) -> None:
        if answer.notice:
            self.no_stop_notice = None
            if self.hot_seat:  # type: ignore[attr-defined]
                self.viewer = None
            self.strip_answered()
            return
        strip = self.strip
        if strip is None:
            return
        self.strip = None
        self.strip_answered()
        person = answer.person if answer.person >= 0 else None
        self.stop_intents[strip.key] = person
        if person is None:
            return
        if not holds_stop(self.session.state, person):
            self.no_stop_notice = person
        if self.hot_seat and self.viewer != person:  # type: ignore[attr-defined]
            self.viewer = person
            self.app.stack.push(self.hand_over_scene(person))  # type: ignore[attr-defined]

    def answer_for_people(self) -> bool:
        """Give the rules the answers people gave on the strip (or by their switches):
        True when an answer was given (a move made)."""
        state = self.session.state
        person = self.next_person()  # type: ignore[attr-defined]
        if person is None or state.is_over():
            return False
        head = state.head()
        legal = state.legal_actions(person)
        if isinstance(head, Window) and head.player == person:
            key = announcement(head)
            if not self.asked.get(person, False):
                self.answer(NO_OBJECTION, person)
            elif key in self.stop_intents:
                self.answer(OBJECT if self.stop_intents[key] == person else NO_OBJECTION, person)
            elif self.strip is None:  # a game resumed at a window: ask the table now
                seats = (head.player, *head.rest)
                shown = self.shown  # type: ignore[attr-defined]
                people = self.strip_people(shown, seats) or (person,)
                self.strip = Strip(key, head.subject_words(self.names), people)
                return False
            else:
                return False
            return True
        rolls_itself = person in self.rolled_for and ROLL_FOR_ME in legal
        if isinstance(head, PreRoll) and rolls_itself:
            if not any(isinstance(a, PlayPolitics) for a in legal):
                self.answer(ROLL_FOR_ME, person)
                return True
        return False

    def answer(self, action: Action, person: int) -> None:
        """Answer for ``person`` without taking the screen from whoever has it."""
        viewer = self.viewer
        self.submit(action, person)  # type: ignore[attr-defined]
        if action in (NO_OBJECTION, OBJECT) and self.viewer is None and viewer is not None:
            self.viewer = viewer  # an answer tells nothing: the screen stays theirs

    def waits_on_window(self) -> bool:
        """The rules wait for a Stop window's answer: whose it is stays off the screen."""
        state = self.session.state
        return not state.is_over() and isinstance(state.head(), Window)

    def answered_window_last(self) -> bool:
        """The last move answered a Stop window: no Undo and no take-back offers it (they
        would show who was asked)."""
        actions = self.session.record.actions
        return bool(actions) and actions[-1].get("kind") in WINDOW_ANSWERS
