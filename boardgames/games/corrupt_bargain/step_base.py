"""What every decision of a Corrupt Bargain turn shares: the private base class, the zone
where drawn cards wait, and the words for seats, placements and cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.core.decisions import Decision
from boardgames.core.protocol import Action
from boardgames.core.zones import HIDDEN
from boardgames.games.corrupt_bargain.actions import Place
from boardgames.games.corrupt_bargain.model import Deck

if TYPE_CHECKING:
    from boardgames.games.corrupt_bargain.rules import CBState


def offer(deck: Deck) -> tuple[str, Deck]:
    """The zone where drawn cards of ``deck`` wait for their drawer to keep one."""
    return ("offer", deck)


class TurnDecision(Decision):
    """Every decision of a turn is made beside the mover's own hand, so each is private.

    The screen words options by ``words``, with the table's names for the players; a
    decision whose options name players words them there, and its ``label`` (where no
    names are known) is the same with the seats numbered.
    """

    __slots__ = ()
    private = True


def seat_names(count: int) -> list[str]:
    """Players named by seat, where the table's names are not known ("Seat 2")."""
    return [f"Seat {seat + 1}" for seat in range(count)]


def place_words(game: CBState, action: Action, token: str) -> str:
    """A placement in words: "Place a cube in New York"."""
    assert isinstance(action, Place)
    article = "an" if token[0] in "aeiou" else "a"
    return f"Place {article} {token} in {game.board.names[action.state]}"


def card_title(game: CBState, deck: Deck, number: int, zone: tuple) -> str:
    """A card's title where ``game`` shows it in ``zone``, else what anyone sees: its deck."""
    if number == HIDDEN or number not in game.zones[zone]:
        return f"{'an' if deck == Deck.EVENT else 'a'} {deck.value.capitalize()} card"
    if deck == Deck.EVENT:
        return game.board.decks.event(number).title
    return game.board.deck_cards(deck)[number - 1].title
