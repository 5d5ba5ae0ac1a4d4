"""President's small public choices and the envelope turn, as typed decisions.

Each is made in the open (a Promotion target, a camera to take, a card to take
back), so none hands the screen over, except the envelope turn: choosing among
one's envelopes shows their faces.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from boardgames.core.decisions import Decision
from boardgames.core.protocol import Action, Event
from boardgames.games.president.actions import (
    ENVELOPES,
    LIFTS,
    PASS,
    PICKS,
    RECOVERS,
    Lift,
    OpenEnvelope,
    Pick,
    Recover,
)
from boardgames.games.president.events import (
    CameraTaken,
    CardRecovered,
    SlanderLaid,
    SlanderLifted,
    card_title,
)

if TYPE_CHECKING:
    from boardgames.games.president.rules import PRState


def animal_words(game: PRState, seat: int) -> str:
    """An animal as an option names it, with what one weighs in choosing it: "Fox (#3, 4 VP)"."""
    return f"{game.board.animals[seat].name} (#{game.position[seat]}, {game.total(seat)} VP)"


def card_words(game: PRState, card: int) -> str:
    """What an action card does, as its option's second line."""
    return game.board.actions[card].text


def return_slander(game: PRState, owner: int, source: int) -> None:
    """A resolved or lifted Slander goes home: the card to its owner's pile, a Whisper
    Campaign envelope to the envelope discard."""
    from boardgames.games.president.actions import SLANDER

    if source < 0:
        game.zones.move(SLANDER, ("out", owner), ("pile", owner))
    else:
        game.zones.move(source, "envelope_board", "envelope_discard")


@dataclass(frozen=True, slots=True)
class Promote(Decision):
    """Promotion: swap with an animal on the next occupied level up."""

    player: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [PICKS[seat] for seat in game.promotion_targets(player)]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Pick)
        return game.swap(player, action.seat, promotion=True)

    def prompt(self, game: PRState, player: int) -> str:
        return "Promotion: choose the animal to swap places with."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Pick)
        return animal_words(game, action.seat)

    def dropped(self, game: PRState, count: int) -> list[Event]:
        return []  # the President's Promotion does nothing


@dataclass(frozen=True, slots=True)
class LaySlander(Decision):
    """Slander (card, source -1, or a Whisper Campaign envelope): choose its target."""

    player: int
    source: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [PICKS[seat] for seat in game.by_position() if seat != player]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Pick)
        game.slanders[action.seat].append((player, self.source))
        game.slandered_today.append((player, action.seat))
        return [SlanderLaid(player, action.seat, game.revealed[action.seat])]

    def prompt(self, game: PRState, player: int) -> str:
        return "Slander: choose the animal whose action you will guess."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Pick)
        return animal_words(game, action.seat)


@dataclass(frozen=True, slots=True)
class TakeCamera(Decision):
    """The supply is empty: take a camera from another animal that holds one."""

    player: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [PICKS[s] for s in game.by_position() if s != player and game.cameras[s] > 0]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Pick)
        game.cameras[action.seat] -= 1
        game.cameras[player] += 1
        return [CameraTaken(player, action.seat)]

    def prompt(self, game: PRState, player: int) -> str:
        return "Camera: the supply is empty. Take a camera from whom?"

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Pick)
        return animal_words(game, action.seat)


@dataclass(frozen=True, slots=True)
class GiveCorruption(Decision):
    """A tie for the most envelopes that the holder is not in: it gives the token."""

    player: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [PICKS[seat] for seat in game.tied_for_corruption()]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Pick)
        if game.corruption in game.tied_for_corruption():
            return []  # the count changed in between: the holder keeps it
        return game.give_corruption(action.seat)

    def prompt(self, game: PRState, player: int) -> str:
        return "Corruption: several animals tie for the most envelopes. Give the token to whom?"

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Pick)
        return animal_words(game, action.seat)


@dataclass(frozen=True, slots=True)
class RecoverCard(Decision):
    """Take one card of one's choice back from the pile (day card or Expense Claim)."""

    player: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [RECOVERS[card] for card in sorted(game.zones[("pile", player)])]  # type: ignore[type-var]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Recover)
        game.zones.move(action.card, ("pile", player), ("hand", player))
        return [CardRecovered(player, action.card)]

    def prompt(self, game: PRState, player: int) -> str:
        return "Take one card back from your pile."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Recover)
        return card_title(action.card)

    def explain(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Recover)
        return card_words(game, action.card)

    def dropped(self, game: PRState, count: int) -> list[Event]:
        return []  # an empty pile: nothing to take back


@dataclass(frozen=True, slots=True)
class LiftSlander(Decision):
    """Alibi: take one Slander off one's own board before the guesses."""

    player: int

    def options(self, game: PRState, player: int) -> list[Action]:
        return [LIFTS[index] for index in range(len(game.slanders[player]))]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Lift)
        owner, source = game.slanders[player].pop(action.index)
        return_slander(game, owner, source)
        return [SlanderLifted(player, owner)]

    def prompt(self, game: PRState, player: int) -> str:
        return "Alibi: choose the Slander to take off your board."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Lift)
        owner = game.slanders[player][action.index][0]
        return f"{game.board.animals[owner].name}'s Slander"


@dataclass(frozen=True, slots=True)
class SwapPlaces(Decision):
    """Reshuffle: swap with another animal on one's own level."""

    player: int

    def options(self, game: PRState, player: int) -> list[Action]:
        level = game.level(player)
        return [PICKS[s] for s in game.by_position() if s != player and game.level(s) == level]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Pick)
        return game.swap(player, action.seat, promotion=False)

    def prompt(self, game: PRState, player: int) -> str:
        return "Reshuffle: choose an animal on your level to swap places with."

    def label(self, game: PRState, player: int, action: Action) -> str:
        assert isinstance(action, Pick)
        return animal_words(game, action.seat)


@dataclass(frozen=True, slots=True)
class EnvelopeTurn(Decision):
    """Before its reveal an animal may open its envelopes, one at a time."""

    player: int
    private: ClassVar[bool] = True  # the options show the envelopes' faces
    optional: ClassVar[bool] = True

    def options(self, game: PRState, player: int) -> list[Action]:
        from boardgames.games.president.envelopes import envelope_playable

        held = sorted(game.zones[("envelopes", player)])  # type: ignore[type-var]
        return [PASS] + [ENVELOPES[c] for c in held if envelope_playable(game, player, c)]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        from boardgames.games.president.envelopes import open_envelope

        if not isinstance(action, OpenEnvelope):
            return []
        game.queue.insert(0, self)  # after this one resolves, the next may be opened
        return open_envelope(game, player, action.card)

    def prompt(self, game: PRState, player: int) -> str:
        return "Your turn: open an envelope before your card is revealed, or go on."

    def label(self, game: PRState, player: int, action: Action) -> str:
        if isinstance(action, OpenEnvelope):
            return f"Open {game.board.envelopes[action.card].title}"
        return "Open no more envelopes"

    def explain(self, game: PRState, player: int, action: Action) -> str:
        if isinstance(action, OpenEnvelope):
            return game.board.envelopes[action.card].effect.text()
        return "Go on to the guesses and your reveal."


__all__ = [
    "EnvelopeTurn",
    "GiveCorruption",
    "LaySlander",
    "LiftSlander",
    "Promote",
    "RecoverCard",
    "SwapPlaces",
    "TakeCamera",
    "animal_words",
    "card_words",
    "return_slander",
]
