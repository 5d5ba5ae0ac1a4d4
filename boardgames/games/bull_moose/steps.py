"""Bull Moose's turn as typed steps: the draw, a card played in small undoable steps, abilities.

Each decision lists its options, resolves one and words its prompt; the queue is
run by ``core.engine.QueueGame``. A card's points are spent one at a time by the
``Spend`` decision (``spend.py``). Steps carry only public values (card ids once
played are public); hands and drawn cards live in owner-only zones.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from boardgames.core.decisions import Auto, Decision, SealedChoice, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.bull_moose.actions import (
    END,
    TEXT,
    TRAIN,
    VALUE,
    Jump,
    Keep,
    Place,
    PlayCard,
    Take,
    jump,
    place,
    play_card,
)
from boardgames.games.bull_moose.events import (
    BoxFilled,
    CardPlayed,
    CardsDrawn,
    CardSummary,
    HandsKept,
    NoEffect,
    TokenMoved,
)
from boardgames.games.bull_moose.spend import MOVE_ONLY, Spend

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

SOUTH = "South"


# -- the draw phase ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DrawPhase(Auto):
    """Everyone draws up to eight (the four returned ones first); a choice follows if needed."""

    def run(self, game: BMState) -> list[Event]:
        events: list[Event] = []
        keep = game.board.deck.keep
        choosers = []
        game.came_back = tuple(len(game.zones[("returned", p)]) for p in range(game.n))
        for p in range(game.n):
            drawn, deck = game.zones[("drawn", p)], game.zones[("deck", p)]
            for card in list(game.zones[("returned", p)]):
                game.zones.move(card, ("returned", p), ("drawn", p))
            while deck and len(drawn) < game.board.deck.draw:
                drawn.append(deck.pop())
            events.append(CardsDrawn(p, tuple(game.cards[c].title for c in drawn)))
            if len(drawn) <= keep:
                for card in list(drawn):
                    game.zones.move(card, ("drawn", p), ("hand", p))
            else:
                choosers.append(p)
        if choosers:
            game.queue.insert(0, KeepFour(tuple(choosers)))
        return events


@dataclass(frozen=True, slots=True)
class KeepFour(SealedChoice):
    """Keep four of the eight drawn, all players at once and in secret."""

    players: tuple[int, ...]

    def label(self, game: BMState, player: int, action: Action) -> str:
        """The four cards kept, by title (the keeper's own drawn cards)."""
        assert isinstance(action, Keep)
        return "Keep " + ", ".join(game.cards[card].title for card in action.cards)

    def options(self, game: BMState, player: int) -> list[Action]:
        drawn = sorted(c for c in game.zones[("drawn", player)] if c is not None)
        return [Keep(combo) for combo in combinations(drawn, game.board.deck.keep)]

    def commit(self, game: BMState, player: int, action: Action) -> None:
        assert isinstance(action, Keep)
        for card in action.cards:
            game.zones.move(card, ("drawn", player), self.slot(player))

    def unseal(self, game: BMState, player: int) -> None:
        for card in list(game.zones[self.slot(player)]):
            game.zones.move(card, self.slot(player), ("drawn", player))  # type: ignore[arg-type]

    def reveal(self, game: BMState) -> list[Event]:
        kept: list[tuple[str, ...]] = [() for _ in range(game.n)]
        for p in self.players:
            kept[p] = tuple(game.cards[c].title for c in game.zones[self.slot(p)])
            for card in list(game.zones[self.slot(p)]):
                game.zones.move(card, self.slot(p), ("hand", p))
            for card in list(game.zones[("drawn", p)]):
                game.zones.move(card, ("drawn", p), ("returned", p))
        return [HandsKept(game.round, tuple(kept))]

    def prompt(self, game: BMState, player: int) -> str:
        waiting = len(self.players) - len(self.movers(game))
        return (
            f"Round {game.round}: keep 4 of your 8 cards; the rest go back on top of your deck "
            f"({waiting} of {len(self.players)} have chosen)."
        )


# -- playing a card ----------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ChooseCard(Decision):
    """A turn: play one card from the hand for its value, as an Express Train, or for its text."""

    player: int
    private = True

    def label(self, game: BMState, player: int, action: Action) -> str:
        """A play: the card and how it is played ("Whistle Stop: 2 points")."""
        assert isinstance(action, PlayCard)
        card = game.cards[action.card]
        if action.mode == TEXT:
            how = "use the text"
        elif action.mode == TRAIN:
            how = "Express Train"
        else:
            how = "1 point" if card.value == 1 else f"{card.value} points"
        return f"{card.title}: {how}"

    def explain(self, game: BMState, player: int, action: Action) -> str:
        """What the play does: the card's text, the train's jump, or what points buy."""
        assert isinstance(action, PlayCard)
        card = game.cards[action.card]
        if action.mode == TEXT:
            return card.text(game.board)
        if action.mode == TRAIN:
            return "From this rail hub to a free hub; nothing else."
        box = f", or fill the {card.support.title()} Box" if card.support else ""
        return f"Move and place cubes{box}."

    def options(self, game: BMState, player: int) -> list[Action]:
        found: list[Action] = []
        train_ok = bool(game.free_hubs(player))
        reach = game.text_reach(player)  # the same for every card: worked out once
        for card in sorted(c for c in game.zones[("hand", player)] if c is not None):
            found.append(play_card(card, VALUE))
            if train_ok and game.cards[card].train:
                found.append(play_card(card, TRAIN))
            if game.text_playable(player, card, reach):
                found.append(play_card(card, TEXT))
        return found

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, PlayCard)
        card = game.cards[action.card]
        free = 1 if game.has_ongoing(player, "whistle_stop") else 0
        rail = game.has_ongoing(player, "rail_pass")
        target = ("played", player)
        if action.mode == TEXT and card.ongoing:
            target = ("display", player)
            if card.kind == "barnstorming":
                game.barn[player] = 3
        game.zones.move(action.card, ("hand", player), target)
        game.card_events = ()
        steps: list[Step] = []
        if action.mode == VALUE:
            if game.cand[player] == "D" and game.region_of(game.token[player]) == SOUTH:
                game.on_card(game.add_cube(player, game.token_unit(player), "Southern bonus"))
            steps.append(Spend(player, action.card, card.value, free, rail, VALUE, 0, False))
        elif action.mode == TRAIN:
            steps.append(HubJump(player))
        else:
            if free or rail or game.barn[player]:
                steps.append(Spend(player, action.card, 0, free, rail, TEXT, 0, False))
            steps.append(TextEffects(player, action.card))
        steps.append(CardDone(player, action.card, action.mode))
        game.queue[0:0] = steps
        return [CardPlayed(player, card.title, action.mode)]

    def prompt(self, game: BMState, player: int) -> str:
        return f"Round {game.round}: play a card (value, Express Train or text)."


@dataclass(frozen=True, slots=True)
class HubJump(Decision):
    """Express Train: from this hub to another hub where no other candidate stands."""

    player: int

    def label(self, game: BMState, player: int, action: Action) -> str:
        assert isinstance(action, Jump)
        return f"Rail to {action.state}"

    def options(self, game: BMState, player: int) -> list[Action]:
        return [jump(h) for h in game.free_hubs(player)]

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Jump)
        game.token[player] = action.state
        return game.on_card([TokenMoved(player, action.state, 0, by_rail=True)])

    def prompt(self, game: BMState, player: int) -> str:
        return "Express Train: choose a free rail hub."


@dataclass(frozen=True, slots=True)
class CardDone(Auto):
    """The card has done everything: its play and steps become one line of the log."""

    player: int
    card: int
    mode: str

    def run(self, game: BMState) -> list[Event]:
        card = game.cards[self.card]
        ongoing = self.mode == TEXT and card.ongoing
        steps, game.card_events = game.card_events, ()
        return [CardSummary(self.player, card.title, self.mode, card.value, steps, ongoing)]


# -- card texts: one interpreter ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TextEffects(Auto):
    """Turn a card's text into steps, in the order printed (the one effect interpreter)."""

    player: int
    card: int

    def run(self, game: BMState) -> list[Event]:
        card = game.cards[self.card]
        p = self.player
        if card.requires and not game.is_in(p, card.requires):
            return game.on_card([NoEffect(p, f"needs its player in {card.requires}")])
        steps: list[Step] = []
        events: list[Event] = []
        for effect in card.effects:
            if effect.action == "place":
                steps.extend(
                    PlaceCube(p, str(effect.where), card.title) for _ in range(effect.count)
                )
            elif effect.action == "remove":
                steps.append(RemoveCube(p, str(effect.where), str(card.target)))
            elif effect.action == "box":
                steps.append(BoxCubes(p, str(effect.where), effect.count))
            elif effect.action == "move":
                steps.append(Spend(p, self.card, effect.count, 0, False, MOVE_ONLY, 0, True))
        game.queue[0:0] = steps
        return events


@dataclass(frozen=True, slots=True)
class BoxCubes(Auto):
    player: int
    box: str
    count: int

    def run(self, game: BMState) -> list[Event]:
        getattr(game, self.box)[self.player] += self.count
        return game.on_card([BoxFilled(self.player, self.box, self.count)])


@dataclass(frozen=True, slots=True)
class PlaceCube(Decision):
    """One cube of a text: into a unit of ``where`` (here, any, a region or a state)."""

    player: int
    where: str
    title: str

    def label(self, game: BMState, player: int, action: Action) -> str:
        assert isinstance(action, Place)
        return game.place_words(action.unit)

    def options(self, game: BMState, player: int) -> list[Action]:
        states = game.places(player, self.where)
        return [place(u) for s in states for u in game.placeable_units(player, s)]

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Place)
        return game.on_card(game.add_cube(player, action.unit))

    def prompt(self, game: BMState, player: int) -> str:
        return f"{self.title}: place a cube ({game.where_words(self.where)})."


@dataclass(frozen=True, slots=True)
class RemoveCube(Decision):
    """An attack: one point of the victim's leaves a state for the Popularity Box."""

    player: int
    where: str
    target: str  # a party letter or 'eagle'

    def label(self, game: BMState, player: int, action: Action) -> str:
        assert isinstance(action, Take)
        return game.cube_words(action.unit, action.owner)

    def options(self, game: BMState, player: int) -> list[Action]:
        victims = game.victims(player, self.target)
        states = game.places(player, self.where, placing=False)
        return [
            Take(u, v)
            for s in states
            for u in game.board_units_of(s)
            for v in victims
            if game.cubes[u][v] > 0
        ]

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Take)
        return game.on_card(game.attack(player, action.owner, action.unit))

    def prompt(self, game: BMState, player: int) -> str:
        return f"Remove an opponent's cube ({game.where_words(self.where)})."


__all__ = [
    "ChooseCard",
    "DrawPhase",
    "HubJump",
    "KeepFour",
    "PlaceCube",
    "RemoveCube",
    "Spend",
    "TextEffects",
    "BoxCubes",
    "END",
    "Place",
]
