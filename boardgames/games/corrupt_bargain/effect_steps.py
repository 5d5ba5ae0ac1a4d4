"""The one effect interpreter, and the single-token placements.

A card or an Event's effect of N tokens is N ``PlaceToken`` decisions (each adds one,
or removes one of the mover's own or a rival's); a draw is a ``DrawCards`` step. The
Political Support and Popular Votes actions place their one token by ``PlaceForAction``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from boardgames.core.decisions import Auto
from boardgames.core.protocol import Action, Event
from boardgames.games.corrupt_bargain.actions import Place, Remove
from boardgames.games.corrupt_bargain.cards import Effect
from boardgames.games.corrupt_bargain.events import (
    CardsDrawn,
    StepSkipped,
    TokenPlaced,
    TokenRemoved,
)
from boardgames.games.corrupt_bargain.model import (
    ACTION_NAMES,
    CUBE,
    OCTAGON,
    TOKENS,
    Act,
    Deck,
    Token,
)
from boardgames.games.corrupt_bargain.step_base import TurnDecision, place_words, seat_names

if TYPE_CHECKING:
    from boardgames.games.corrupt_bargain.rules import CBState


@dataclass(frozen=True, slots=True)
class PlaceToken(TurnDecision):
    """One token of a card effect: add one, or remove one (own or a rival's)."""

    player: int
    effect: Effect  # count 1
    source: str

    def options(self, game: CBState, player: int) -> list[Action]:
        effect = self.effect
        if effect.action == "add":
            token = TOKENS[effect.what]
            if game.supply[token][player] <= 0:
                return []
            return list(game.placements(effect.where, token))
        owners = [player] if effect.owner == "own" else [p for p in range(game.n) if p != player]
        kinds = tuple(Token) if effect.what == "token" else (TOKENS[effect.what],)
        options: list[Action] = []
        for kind in kinds:
            counts = game.cubes if kind == CUBE else game.octagons
            for state in game.eligible(effect.where, kind):
                row = counts[state]
                options.extend(Remove(state, o, kind) for o in owners if row[o] > 0)
        return options

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        if isinstance(action, Place):
            token = TOKENS[self.effect.what]
            game.add(player, action.state, token)
            return [TokenPlaced(player, action.state, token)]
        assert isinstance(action, Remove)
        game.take(action.owner, action.state, TOKENS[action.token])
        return [TokenRemoved(player, action.owner, action.state, action.token)]

    def prompt(self, game: CBState, player: int) -> str:
        return f"{self.source}: {self.effect.text()}."

    def label(self, game: CBState, player: int, action: Action) -> str:
        return self.words(game, player, action, seat_names(game.n))

    def words(self, game: CBState, player: int, action: Action, names: Sequence[str]) -> str:
        if isinstance(action, Place):
            return place_words(game, action, self.effect.what)
        assert isinstance(action, Remove)
        whose = "your own" if action.owner == player else f"{names[action.owner]}'s"
        counts = game.cubes if action.token == CUBE else game.octagons
        there = counts[action.state][action.owner]
        name = game.board.names[action.state]
        return f"Remove {whose} {action.token} from {name} ({there} there)"

    def dropped(self, game: CBState, count: int) -> list[Event]:
        text = replace(self.effect, count=count).text()
        return [StepSkipped(self.player, f"{text}: not possible, skipped")]


@dataclass(frozen=True, slots=True)
class PlaceForAction(TurnDecision):
    """Campaign for Political Support (an octagon) or Popular Votes (a cube): place it."""

    player: int
    token: Token

    def options(self, game: CBState, player: int) -> list[Action]:
        if game.supply[self.token][player] <= 0:
            return []
        return list(game.placements("any", self.token))

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Place)
        game.add(player, action.state, self.token)
        return [TokenPlaced(player, action.state, self.token)]

    def prompt(self, game: CBState, player: int) -> str:
        act = Act.SUPPORT if self.token == OCTAGON else Act.POPULAR
        return f"{ACTION_NAMES[act]}: place 1 {self.token} in a state."

    def label(self, game: CBState, player: int, action: Action) -> str:
        return place_words(game, action, self.token)


@dataclass(frozen=True, slots=True)
class DrawCards(Auto):
    """A card effect's draw: as many as the deck still holds."""

    player: int
    deck: Deck
    count: int

    def run(self, game: CBState) -> list[Event]:
        drawn = game.draw(self.deck, self.count, ("hand", self.deck, self.player), self.player)
        return [CardsDrawn(self.player, self.deck, drawn)] if drawn else []


def effect_steps(player: int, effects: tuple[Effect, ...], source: str) -> list[Any]:
    """The one effect interpreter: each effect becomes single-token decisions or a draw."""
    steps: list[Any] = []
    for effect in effects:
        if effect.action == "draw":
            steps.append(DrawCards(player, Deck(effect.what), effect.count))
        else:
            single = _one_token(effect)
            steps.extend(PlaceToken(player, single, source) for _ in range(effect.count))
    return steps


@cache
def _one_token(effect: Effect) -> Effect:
    """The effect for a single token (effects are few and immutable: made once each)."""
    return replace(effect, count=1)
