"""Corrupt Bargain's turn, step by step: each pending decision is a type.

Every decision lists its own options, resolves the one chosen and words its
prompt; ``core.engine.QueueGame`` runs the queue. What the decisions share is in
``step_base``; the single-token placements (a card effect's, an action's) are in
``effect_steps``. Drawn cards wait in owner-only ``offer`` zones, so no decision
carries a secret and views need no special cases.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.core.decisions import Auto, Step
from boardgames.core.protocol import Action, Event
from boardgames.core.zones import HIDDEN
from boardgames.games.corrupt_bargain.actions import (
    ChooseAction,
    InsightDraw,
    InsightFrom,
    Intrigue,
    Keep,
    KeepEvent,
    Lockdown,
    Pass,
    PlayCard,
    TakeEvent,
    UseEvents,
)
from boardgames.games.corrupt_bargain.cards import SUIT_NAMES
from boardgames.games.corrupt_bargain.effect_steps import PlaceForAction, effect_steps
from boardgames.games.corrupt_bargain.events import (
    ActionChosen,
    CardKept,
    CardPlayed,
    CardsDrawn,
    EventKept,
    EventsDrawn,
    EventTaken,
    InsightDrawn,
    InsightTaken,
    LockedDown,
    TokenRemoved,
)
from boardgames.games.corrupt_bargain.model import (
    ACTION_HINTS,
    ACTION_NAMES,
    ACTIONS,
    CUBE,
    DRAW_DECK,
    DRAW_FOR_ACTION,
    LOCKDOWN_SET,
    OCTAGON,
    PUSH_DECKS,
    QUICK_PLAY_AP,
    TRACK,
    Act,
    Deck,
)
from boardgames.games.corrupt_bargain.step_base import (
    TurnDecision,
    card_title,
    offer,
    seat_names,
)

if TYPE_CHECKING:
    from boardgames.games.corrupt_bargain.rules import CBState

PASS = Pass()
# Options are listed for every position of every playout: the fixed ones are made once.
CHOOSE = {act: ChooseAction(act) for act in ACTIONS}
TAKE = tuple(TakeEvent(slot) for slot in range(len(TRACK)))
USE_OR_NOT = (UseEvents(True), UseEvents(False))


@dataclass(frozen=True, slots=True)
class ChooseLockdown(TurnDecision):
    """At the start of a turn: turn in three Event cards of a suit to lock a state, or not.

    ``always_asked`` (Quick Play, where kept Event cards are secret): the decision comes at
    every turn, with "Don't lock down" alone for a player without a set, so neither its
    prompt nor the hand-over before it tells anyone that a player holds three of a suit,
    and a re-dealt world always has the decision's pass to offer. In the standard game the
    kept cards are on show, so the decision comes only when a set is held.
    """

    player: int
    always_asked: bool = False

    optional = True

    def options(self, game: CBState, player: int) -> list[Action]:
        states = game.eligible(None, OCTAGON)  # the states not locked yet
        if game.cylinders <= 0 or not states:  # public facts: nobody can lock down now
            return []
        full = game.full_suits(player)
        if not full and not self.always_asked:
            return []
        return [Lockdown(s, suit) for suit in full for s in states] + [PASS]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        if not isinstance(action, Lockdown):
            return []
        cards = sorted(game.suits(player)[action.suit])[:LOCKDOWN_SET]
        for card in cards:
            source = (
                ("saved", player) if card in game.zones[("saved", player)] else ("shown", player)
            )
            game.zones.move(card, source, ("discard", Deck.EVENT))
        game.locked.append(action.state)
        game.cylinders -= 1
        return [LockedDown(player, action.state, action.suit, tuple(cards))]

    def prompt(self, game: CBState, player: int) -> str:
        return "You may turn in three Event cards of one suit to lock down a state, or pass."

    def label(self, game: CBState, player: int, action: Action) -> str:
        if not isinstance(action, Lockdown):
            return "Don't lock down"
        name = game.board.names[action.state]
        return f"Lock down {name} with {SUIT_NAMES[action.suit]} cards"


@dataclass(frozen=True, slots=True)
class ChooseEvent(TurnDecision):
    """Take an Event card from the track: its events, action points and insight."""

    player: int

    def options(self, game: CBState, player: int) -> list[Action]:
        return [TAKE[slot] for slot, card in enumerate(game.track) if card is not None]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, TakeEvent)
        number = game.track[action.slot]
        assert number is not None
        game.track[action.slot] = None
        game.zones[("saved", player)].append(number)
        points, insight = TRACK[action.slot]
        card = game.board.decks.event(number)
        game.ap_left = points
        tail: list[Step] = [ChooseActions(player)]
        if insight:
            tail.append(ChooseInsight(player))
        game.queue[0:0] = effect_steps(player, card.effects, card.title) + tail + [EndTurn()]
        return [EventTaken(player, action.slot, number, card.title, points, insight)]

    def prompt(self, game: CBState, player: int) -> str:
        return "Choose an Event card from the track."

    def label(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, TakeEvent)
        number = game.track[action.slot]
        title = game.board.decks.event(number).title if number is not None else "an empty slot"
        points, insight = TRACK[action.slot]
        return f"Take {title} ({points} AP{' + Insight' if insight else ''})"


@dataclass(frozen=True, slots=True)
class ChooseActions(TurnDecision):
    """Spend an action point on an action not yet taken this turn, or end the actions."""

    player: int
    optional = True

    def options(self, game: CBState, player: int) -> list[Action]:
        if game.ap_left <= 0:
            return []
        choices: list[Action] = [
            CHOOSE[a] for a in ACTIONS if a not in game.used and game.can(player, a)
        ]
        return choices + [PASS]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        if not isinstance(action, ChooseAction):
            return []
        name = Act(action.action)
        game.ap_left -= 1
        game.used.add(name)
        events: list[Event] = [ActionChosen(player, name)]
        sub: Step
        if name in (Act.SUPPORT, Act.POPULAR):
            sub = PlaceForAction(player, OCTAGON if name is Act.SUPPORT else CUBE)
        elif name in DRAW_DECK:
            deck = DRAW_DECK[name]
            drawn = game.draw(deck, DRAW_FOR_ACTION, offer(deck), player)
            events.append(CardsDrawn(player, deck, drawn))
            sub = KeepDrawn(player, name, deck)
        else:
            sub = ChooseIntrigue(player)
        # The action's own decision first; then the player may choose another action.
        game.queue[0:0] = [sub, self]
        return events

    def prompt(self, game: CBState, player: int) -> str:
        left = game.ap_left
        return f"Choose an action ({left} action point{'s' if left != 1 else ''} left), or end your actions."

    def label(self, game: CBState, player: int, action: Action) -> str:
        return ACTION_NAMES[action.action] if isinstance(action, ChooseAction) else "End my actions"

    def explain(self, game: CBState, player: int, action: Action) -> str:
        return ACTION_HINTS[action.action] if isinstance(action, ChooseAction) else ""


@dataclass(frozen=True, slots=True)
class KeepDrawn(TurnDecision):
    """Back Rooms / Get Out the Vote: keep one drawn card; the rest go under the deck."""

    player: int
    action: Act
    deck: Deck

    def options(self, game: CBState, player: int) -> list[Action]:
        return [Keep(self.deck, n) for n in game.zones[offer(self.deck)] if n is not None]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Keep)
        zones = game.zones
        zones.move(action.number, offer(self.deck), ("hand", self.deck, player))
        others = list(zones[offer(self.deck)])
        for number in others:
            zones.move(number, offer(self.deck), ("deck", self.deck), to_bottom=True)
        return [CardKept(player, self.deck, action.number, len(others))]

    def prompt(self, game: CBState, player: int) -> str:
        count = len(game.zones[offer(self.deck)])
        deck = self.deck.value.capitalize()
        return f"{ACTION_NAMES[self.action]}: keep one of the {count} {deck} cards drawn."

    def label(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, Keep)
        return f"Keep {card_title(game, self.deck, action.number, offer(self.deck))}"


@dataclass(frozen=True, slots=True)
class ChooseIntrigue(TurnDecision):
    """Political Intrigue: give up an octagon in a state to remove two of a rival's there."""

    player: int

    def options(self, game: CBState, player: int) -> list[Action]:
        rivals = [p for p in range(game.n) if p != player]
        return [
            Intrigue(s, r)
            for s in game.eligible("any", OCTAGON)
            if game.octagons[s][player] > 0
            for r in rivals
        ]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Intrigue)
        own = game.take(player, action.state, OCTAGON)
        theirs = game.take(action.rival, action.state, OCTAGON, 2)
        events: list[Event] = [TokenRemoved(player, player, action.state, OCTAGON, own)]
        if theirs:
            events.append(TokenRemoved(player, action.rival, action.state, OCTAGON, theirs))
        return events

    def prompt(self, game: CBState, player: int) -> str:
        return "Political Intrigue: choose a state where you have an octagon, and an opponent."

    def label(self, game: CBState, player: int, action: Action) -> str:
        return self.words(game, player, action, seat_names(game.n))

    def words(self, game: CBState, player: int, action: Action, names: Sequence[str]) -> str:
        assert isinstance(action, Intrigue)
        theirs = game.octagons[action.state][action.rival]
        name = game.board.names[action.state]
        return f"Intrigue in {name} against {names[action.rival]} ({theirs} octagons)"


@dataclass(frozen=True, slots=True)
class ChooseInsight(TurnDecision):
    """Insight: draw two cards at random from a rival's hand (or one from a deck)."""

    player: int

    def options(self, game: CBState, player: int) -> list[Action]:
        rivals = [p for p in range(game.n) if p != player and game.hand_size(p) >= 2]
        if rivals:
            return [InsightFrom(r) for r in rivals]
        return [InsightDraw(deck) for deck in PUSH_DECKS if game.zones[("deck", deck)]]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        zones = game.zones
        if isinstance(action, InsightDraw):
            deck = Deck(action.deck)
            number = zones[("deck", deck)].pop()
            zones[("hand", deck, player)].append(number)
            return [CardsDrawn(player, deck, (number,))]
        assert isinstance(action, InsightFrom)
        pool = [(deck, n) for deck in PUSH_DECKS for n in zones[("hand", deck, action.rival)]]
        picked = tuple(game.rng.sample(pool, 2))
        for deck, number in picked:
            zones.zone(offer(deck)).owner = player
            zones.move(number, ("hand", deck, action.rival), offer(deck))
        decks = tuple(deck for deck, _ in picked)  # the backs show which decks: public
        game.queue.insert(0, KeepInsight(player, action.rival, decks))
        return [InsightDrawn(player, action.rival, picked)]

    def prompt(self, game: CBState, player: int) -> str:
        if any(isinstance(a, InsightFrom) for a in self.options(game, player)):
            return "Insight: choose an opponent to draw two cards from."
        return "Insight: no opponent holds two cards; draw one card from a deck."

    def label(self, game: CBState, player: int, action: Action) -> str:
        return self.words(game, player, action, seat_names(game.n))

    def words(self, game: CBState, player: int, action: Action, names: Sequence[str]) -> str:
        if isinstance(action, InsightFrom):
            rival = action.rival
            return f"Draw 2 from {names[rival]} ({game.hand_size(rival)} cards)"
        assert isinstance(action, InsightDraw)
        return f"Draw 1 {action.deck.capitalize()} card"


@dataclass(frozen=True, slots=True)
class KeepInsight(TurnDecision):
    """Insight: keep one of the two cards drawn from the rival; the other goes back."""

    player: int
    rival: int
    decks: tuple[Deck, ...]  # the decks of the cards drawn, in the order drawn

    def options(self, game: CBState, player: int) -> list[Action]:
        drawn = {deck: iter(game.zones[offer(deck)]) for deck in set(self.decks)}
        return [Keep(deck, next(drawn[deck])) for deck in self.decks]  # type: ignore[arg-type]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Keep)
        zones = game.zones
        kept = (Deck(action.deck), action.number)
        zones.move(action.number, offer(kept[0]), ("hand", kept[0], player))
        returned = [(deck, n) for deck in PUSH_DECKS for n in zones[offer(deck)]]
        for deck, number in returned:
            zones.move(number, offer(deck), ("hand", deck, self.rival))
        return [InsightTaken(player, self.rival, kept, returned[0])]

    def prompt(self, game: CBState, player: int) -> str:
        return "Insight: keep one of the two cards; the other goes back."

    def label(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, Keep)
        deck = Deck(action.deck)
        return f"Keep {card_title(game, deck, action.number, offer(deck))}"


@dataclass(frozen=True, slots=True)
class KeepEventQuickPlay(TurnDecision):
    """Quick Play: keep one of the two Event cards drawn; the other is discarded."""

    player: int

    def options(self, game: CBState, player: int) -> list[Action]:
        return [KeepEvent(n) for n in game.zones[offer(Deck.EVENT)] if n is not None]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, KeepEvent)
        zones = game.zones
        zones.move(action.number, offer(Deck.EVENT), ("saved", player))
        for other in list(zones[offer(Deck.EVENT)]):
            zones.move(other, offer(Deck.EVENT), ("discard", Deck.EVENT))
        game.queue.insert(0, UseEventsQuickPlay(player))
        title = game.board.decks.event(action.number).title
        return [EventKept(player, action.number, title)]

    def prompt(self, game: CBState, player: int) -> str:
        return "Keep one of the two Event cards you drew."

    def label(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, KeepEvent)
        return f"Keep {card_title(game, Deck.EVENT, action.number, offer(Deck.EVENT))}"


@dataclass(frozen=True, slots=True)
class UseEventsQuickPlay(TurnDecision):
    """Quick Play: play the kept card's events, or take a third action instead."""

    player: int

    def options(self, game: CBState, player: int) -> list[Action]:
        return list(USE_OR_NOT)

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, UseEvents)
        number = game.last_kept(player)
        card = game.board.decks.event(number)
        if action.use:  # its events are played in the open: the card is seen
            game.zones.move(number, ("saved", player), ("shown", player))
        game.ap_left = QUICK_PLAY_AP + (0 if action.use else 1)
        effects = effect_steps(player, card.effects, card.title) if action.use else []
        game.queue[0:0] = effects + [ChooseActions(player), EndTurn()]
        return [EventKept(player, card.number, card.title, action.use)]

    def prompt(self, game: CBState, player: int) -> str:
        return "Play the card's events, or take a third action instead."

    def label(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, UseEvents)
        if not action.use:
            return "Take a third action instead"
        number = game.last_kept(player)
        title = game.board.decks.event(number).title if number != HIDDEN else "the kept card"
        return f"Play the events of '{title}'"

    def explain(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, UseEvents)
        if not action.use:
            return "3 action points, no events"
        number = game.last_kept(player)
        if number == HIDDEN:
            return "the kept card's events"
        return "; ".join(effect.short() for effect in game.board.decks.event(number).effects)


@dataclass(frozen=True, slots=True)
class PlayFinalPushCard(TurnDecision):
    """Final Push: play one Populace or Politician card from your hand."""

    player: int
    optional = True  # an empty hand simply has nothing to play

    def options(self, game: CBState, player: int) -> list[Action]:
        zones = game.zones
        return [PlayCard(d, n) for d in PUSH_DECKS for n in zones[("hand", d, player)]]

    def resolve(self, game: CBState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, PlayCard)
        deck = Deck(action.deck)
        game.zones.move(action.number, ("hand", deck, player), ("played", deck))
        card = game.board.deck_cards(deck)[action.number - 1]
        game.queue[0:0] = effect_steps(player, card.effects, card.title) + [NextPushPlayer()]
        return [CardPlayed(player, deck, action.number, card.title)]

    def prompt(self, game: CBState, player: int) -> str:
        return "Final Push: play a card from your hand."

    def label(self, game: CBState, player: int, action: Action) -> str:
        assert isinstance(action, PlayCard)
        deck = Deck(action.deck)
        return f"Play {card_title(game, deck, action.number, ('hand', deck, player))}"


# -- steps that need nobody ----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class EndTurn(Auto):
    def run(self, game: CBState) -> list[Event]:
        return game.end_turn()


@dataclass(frozen=True, slots=True)
class NextPushPlayer(Auto):
    def run(self, game: CBState) -> list[Event]:
        return game.next_push_player()


@dataclass(frozen=True, slots=True)
class DrawTwoEvents(Auto):
    """Quick Play: draw two Event cards to keep one; a dry deck gives two action points."""

    player: int

    def run(self, game: CBState) -> list[Event]:
        drawn = game.draw(Deck.EVENT, 2, offer(Deck.EVENT), self.player)
        if len(drawn) == 2:
            game.queue.insert(0, KeepEventQuickPlay(self.player))
            return [EventsDrawn(self.player, drawn)]
        for number in drawn:
            game.zones.move(number, offer(Deck.EVENT), ("discard", Deck.EVENT))
        game.ap_left = QUICK_PLAY_AP
        game.queue[0:0] = [ChooseActions(self.player), EndTurn()]
        return []
