"""Stop windows (LS-A24 to A26): "Objections?" before every announced action.

Each seat holding a Politics card (a public count), the actor first, then
clockwise, lets the action go ahead or objects; an objector picks a Stop in
private, or backs out. The Stop gets a window of its own, so Stops on Stops
resolve last in, first out. A stopped action does nothing; the turn goes on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.landslide.actions import BACK_OUT, NO_OBJECTION, OBJECT, PlayStop
from boardgames.games.landslide.events import Said
from boardgames.games.landslide.rules import LandslideState


def open_window(
    game: LandslideState,
    actor: int,
    subject: str,
    effect: Step,
    otherwise: Step | None = None,
    include_actor: bool = True,
) -> Step:
    """A Stop window for an announced action, or the action itself if nobody could object.

    Asked: every seat holding a Politics card (a public count), the actor first, then
    clockwise; a Stop's own window skips the player who played it.
    """
    order = tuple(
        p for p in game.clockwise(actor) if game.politics_count(p) and (include_actor or p != actor)
    )
    if not order:
        return effect
    return Window(order[0], order[1:], actor, subject, effect, otherwise)


@dataclass(frozen=True, slots=True)
class Window(Decision):
    """ "Objections?": the asked player lets the action go ahead or asks to play a Stop."""

    player: int
    rest: tuple[int, ...]
    actor: int
    subject: str
    effect: Step
    otherwise: Step | None

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        if not game.politics_count(player):  # played their last card earlier in this chain
            return [NO_OBJECTION]
        return [NO_OBJECTION, OBJECT]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        if action == NO_OBJECTION:
            game.queue.insert(0, self.carry_on())
            return []
        game.queue.insert(0, ChooseStop(player, self))
        return [Said(player, "objects!")]

    def carry_on(self) -> Step:
        """The next seat to ask, or the action itself when all have let it go."""
        if self.rest:
            return Window(
                self.rest[0], self.rest[1:], self.actor, self.subject, self.effect, self.otherwise
            )
        return self.effect

    def prompt(self, game: LandslideState, player: int) -> str:
        return f"Objections to {self.subject}?"

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
                action.card, self.window.subject, self.window.otherwise, self.window.actor
            ),
            otherwise=StopFails(action.card, self.window.carry_on()),
            include_actor=False,
        )
        game.queue.insert(0, stop_window)
        return [Said(player, f"plays {subject}.")]

    def prompt(self, game: LandslideState, player: int) -> str:
        return f"Play a Stop against {self.window.subject}, or back out."

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

    def run(self, game: LandslideState) -> list[Event]:
        to_bottom(game, self.card)
        if self.otherwise is not None:
            game.queue.insert(0, self.otherwise)
        return [Said(-1, f"Stopped: {self.subject} is cancelled.")]


@dataclass(frozen=True, slots=True)
class StopFails(Auto):
    """The Stop was itself stopped: the action it aimed at goes on."""

    card: int
    carry_on: Step

    def run(self, game: LandslideState) -> list[Event]:
        to_bottom(game, self.card)
        game.queue.insert(0, self.carry_on)
        return []
