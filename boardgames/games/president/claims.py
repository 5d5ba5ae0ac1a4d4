"""The table option "claims": one public, non-binding claim per animal before planning.

People at one screen can talk; bots cannot hear them. So before planning each
animal may post one claim from a menu ("I will play Deal", "I won't play
Slander", "Deal? — looking for a partner", "I'm going to slander Fox") or none. Nothing binds it: after the
reveals the log marks each claim kept or broken, and each animal's record
(kept out of made) is public, for people and bots to weigh. On a Keep Your
Word day the naming is the claim.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.core.decisions import Decision
from boardgames.core.protocol import Action, Event
from boardgames.games.president.actions import (
    CLAIMS,
    DEAL_WANTED,
    LOOKING_FOR_DEAL,
    NO_CLAIM,
    PASS,
    WILL_PLAY,
    WILL_SLANDER,
    WONT_PLAY,
    Claim,
)
from boardgames.games.president.events import card_title

if TYPE_CHECKING:
    from boardgames.games.president.rules import PRState


def claim_words(said: int, value: int, names: Sequence[str]) -> str:
    """A claim as its animal says it."""
    if said == WILL_PLAY:
        return f"I will play {card_title(value)}"
    if said == WONT_PLAY:
        return f"I won't play {card_title(value)}"
    if said == DEAL_WANTED:
        return "Deal? — looking for a partner"
    return f"I'm going to slander {names[value]}"


@dataclass(frozen=True, slots=True)
class ClaimMade(Event):
    seat: int
    said: int
    value: int

    def describe(self, names: Sequence[str]) -> str:
        return f'{names[self.seat]} claims: "{claim_words(self.said, self.value, names)}."'


@dataclass(frozen=True, slots=True)
class ClaimChecked(Event):
    seat: int
    said: int
    value: int
    kept: bool

    def describe(self, names: Sequence[str]) -> str:
        how = "kept" if self.kept else "broke"
        words = claim_words(self.said, self.value, names)
        return f'{names[self.seat]} {how} its word ("{words}").'


@dataclass(frozen=True, slots=True)
class MakeClaim(Decision):
    """Before planning, in position order: one claim or none, in public."""

    player: int
    optional = True

    def options(self, game: PRState, player: int) -> list[Action]:
        cards = range(len(game.board.actions))
        others = [seat for seat in game.by_position() if seat != player]
        return [
            PASS,
            LOOKING_FOR_DEAL,
            *(CLAIMS[WILL_PLAY][card] for card in cards),
            *(CLAIMS[WONT_PLAY][card] for card in cards),
            *(CLAIMS[WILL_SLANDER][seat] for seat in others),
        ]

    def resolve(self, game: PRState, player: int, action: Action) -> list[Event]:
        if not isinstance(action, Claim):
            return []
        game.claims[player] = (action.said, action.value)
        return [ClaimMade(player, action.said, action.value)]

    def prompt(self, game: PRState, player: int) -> str:
        return "Claims: say what you will do today, if you like. Nothing binds you."

    def label(self, game: PRState, player: int, action: Action) -> str:
        """An option's words on the decision panel (an animal to slander by its name)."""
        if not isinstance(action, Claim):
            return "No claim today"
        animals = [animal.name for animal in game.board.animals]
        return claim_words(action.said, action.value, animals)


def claim_kept(game: PRState, seat: int) -> bool:
    said, value = game.claims[seat]
    if said == WILL_PLAY:
        return game.played[seat] == value
    if said == WONT_PLAY:
        return game.played[seat] != value
    if said == DEAL_WANTED:
        return seat in game.dealers_today  # a Deal card or a Handshake envelope
    return (seat, value) in game.slandered_today


def check_claims(game: PRState) -> list[Event]:
    """After the reveals: mark each claim kept or broken and update the records."""
    events: list[Event] = []
    for seat in game.by_position():
        if game.claims[seat] == NO_CLAIM or not game.revealed[seat]:
            continue
        kept = claim_kept(game, seat)
        game.claims_made[seat] += 1
        game.claims_kept[seat] += kept
        events.append(ClaimChecked(seat, *game.claims[seat], kept))
    return events


def credibility(game: PRState, seat: int) -> float:
    """How far others may trust the animal's claims: kept out of made, with a prior of 1/2."""
    return (game.claims_kept[seat] + 1) / (game.claims_made[seat] + 2)
