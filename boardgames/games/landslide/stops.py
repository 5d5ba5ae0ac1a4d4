"""Stop windows (LS-A24 to A26): "Objections?" before every announced action.

Each seat holding a Stop, the actor first, then clockwise, lets the action go
ahead or objects; an objector picks a Stop in private, or backs out. The Stop gets a window of its own, so Stops on Stops
resolve last in, first out. A stopped action does nothing; the turn goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.landslide.actions import BACK_OUT, NO_OBJECTION, OBJECT, PlayStop
from boardgames.games.landslide.events import Announced, Said, name_seat

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState


def holds_stop(game: LandslideState, player: int) -> bool:
    """Whether ``player`` holds a Stop: every Stop cancels any landing action or Politics
    card as it is announced (LS-A24), so holding one is all it takes to be asked."""
    politics = game.board.data.politics
    return any(card >= 0 and politics[card].is_stop for card in game.zones[("hand", player)])


def open_window(
    game: LandslideState,
    actor: int,
    subject: str,
    effect: Step,
    otherwise: Step | None = None,
    include_actor: bool = True,
    idle: bool = False,
    seat: int = -1,
) -> Step:
    """A Stop window for an announced action: the seats holding a Stop are asked in turn,
    the actor first, then clockwise; a Stop's own window skips the player who played it.
    ``idle``: the action would do nothing (public facts say so), so nobody is asked.
    ``seat``: the player ``subject`` names by the ``SEAT`` mark (-1: none).

    Who holds a Stop is secret. The window therefore keeps only the public clockwise order
    and finds the next seat to ask when it gets there (``AskNext``): no step waiting in the
    queue names a seat that holds a Stop, and only the seat being asked is the decision's.
    """
    if idle:
        return effect
    order = tuple(p for p in game.clockwise(actor) if include_actor or p != actor)
    return AskNext(order, actor, subject, effect, otherwise, seat, announce=True)


@dataclass(frozen=True, slots=True)
class AskNext(Auto):
    """Ask the first of ``seats`` (the public clockwise order still to come) who holds a
    Stop; once nobody is left, the action itself. The window's first one ``announce``s the
    action (a public event), whether or not anyone holds a Stop."""

    seats: tuple[int, ...]
    actor: int
    subject: str
    effect: Step
    otherwise: Step | None
    seat: int = -1  # the player ``subject`` names, if any
    announce: bool = False

    def run(self, game: LandslideState) -> list[Event]:
        events: list[Event] = []
        if self.announce:
            events.append(Announced(self.actor, self.subject, self.seats, self.seat))
        for k, seat in enumerate(self.seats):
            if holds_stop(game, seat):
                rest = self.seats[k + 1 :]
                asked = Window(
                    seat, rest, self.actor, self.subject, self.effect, self.otherwise, self.seat
                )
                game.queue.insert(0, asked)
                return events
        game.queue.insert(0, self.effect)
        return events


@dataclass(frozen=True, slots=True)
class Window(Decision):
    """ "Objections?": the asked player, who holds a Stop, lets the action go ahead or asks
    to play one (then picks it in private, ``ChooseStop``)."""

    player: int
    rest: tuple[int, ...]  # the seats after this one, clockwise (public)
    actor: int
    subject: str
    effect: Step
    otherwise: Step | None
    seat: int = -1  # the player ``subject`` names, if any

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return [NO_OBJECTION, OBJECT]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        if action == NO_OBJECTION:
            game.queue.insert(0, self.carry_on())
            return []
        game.queue.insert(0, ChooseStop(player, self))
        return [Said(player, "objects!")]

    def carry_on(self) -> Step:
        """Ask the next seat holding a Stop, or carry out the action when none is left."""
        return AskNext(self.rest, self.actor, self.subject, self.effect, self.otherwise, self.seat)

    def subject_words(self, names: Sequence[str] | None) -> str:
        """What is announced, with the player it names called by name where names are given."""
        return name_seat(self.subject, self.seat, names)

    def prompt(self, game: LandslideState, player: int) -> str:
        return self.prompt_words(game, player, None)

    def prompt_words(self, game: LandslideState, player: int, names: Sequence[str] | None) -> str:
        return f"Objections to {self.subject_words(names)}?"

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        return "No objections" if action == NO_OBJECTION else "Stop! (object)"


@dataclass(frozen=True, slots=True)
class ChooseStop(Decision):
    """The objector picks a Stop card in private, or backs out (private: shows the hand)."""

    private: ClassVar[bool] = True
    player: int
    window: Window

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        politics = game.board.data.politics
        hand = game.zones[("hand", player)]
        return [BACK_OUT, *(PlayStop(c) for c in sorted(hand) if c >= 0 and politics[c].is_stop)]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        if not isinstance(action, PlayStop):
            game.queue.insert(0, self.window.carry_on())
            return [Said(player, "has no objection after all.")]
        game.zones.move(action.card, ("hand", player), "table")
        title = game.board.data.politics[action.card].title
        subject = f"{title} against {self.window.subject}"
        stop_window = open_window(
            game,
            player,
            subject,
            effect=StopHolds(
                action.card,
                self.window.subject,
                self.window.otherwise,
                self.window.actor,
                self.window.seat,
            ),
            otherwise=StopFails(action.card, self.window.carry_on()),
            include_actor=False,
            seat=self.window.seat,
        )
        game.queue.insert(0, stop_window)
        return [Said(player, f"plays {subject}.", self.window.seat)]

    def prompt(self, game: LandslideState, player: int) -> str:
        return self.prompt_words(game, player, None)

    def prompt_words(self, game: LandslideState, player: int, names: Sequence[str] | None) -> str:
        return f"Play a Stop against {self.window.subject_words(names)}, or back out."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        if not isinstance(action, PlayStop):
            return "Back out: no Stop"
        return f"Play {game.board.data.politics[action.card].title}"


def to_bottom(game: LandslideState, card: int) -> None:
    """A used Politics card goes to the bottom of the Politics deck [RB]."""
    game.zones.move(card, "table", "pdeck", to_bottom=True)


@dataclass(frozen=True, slots=True)
class StopHolds(Auto):
    """Nobody stopped the Stop: the action is cancelled (the turn goes on, LS-A27)."""

    card: int
    subject: str
    otherwise: Step | None
    victim: int  # whose action it cancels
    seat: int = -1  # the player ``subject`` names, if any

    def run(self, game: LandslideState) -> list[Event]:
        to_bottom(game, self.card)
        if self.otherwise is not None:
            game.queue.insert(0, self.otherwise)
        return [Said(-1, f"Stopped: {self.subject} is cancelled.", self.seat)]


@dataclass(frozen=True, slots=True)
class StopFails(Auto):
    """The Stop was itself stopped: the action it aimed at goes on."""

    card: int
    carry_on: Step

    def run(self, game: LandslideState) -> list[Event]:
        to_bottom(game, self.card)
        game.queue.insert(0, self.carry_on)
        return []
