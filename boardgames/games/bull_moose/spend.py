"""Spending a Bull Moose card's points one at a time: move, place a cube where the token
stands, fill a board box, or stop; with the surcharge for stopping in an occupied state,
and the abilities that add moves (Whistle Stop, Rail Pass, Barnstorming, County Stumping).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.core.decisions import Decision
from boardgames.core.protocol import Action, Event
from boardgames.games.bull_moose.actions import (
    BOXES,
    END,
    TEXT,
    VALUE,
    EndCard,
    Jump,
    Move,
    PaidMove,
    Place,
    PlaceBox,
    jump,
    move,
    paid_move,
    place,
)
from boardgames.games.bull_moose.events import (
    BoxFilled,
    SurchargePaid,
    TokenMoved,
)

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

MOVE_ONLY = "move"  # a Spend step fed by a text's {move: N}: moves only, no surcharge


@dataclass(frozen=True, slots=True)
class Spend(Decision):
    """Points of a card spent one at a time: move, place here, fill a board box, or stop.

    ``due`` is the occupied-state surcharge owed if the token stops where it stands
    (paid at the first cube placed on this visit, or when the card ends there).
    """

    player: int
    card: int
    points: int
    free: int  # Whistle Stop's movement point this turn
    rail: bool  # Rail Pass's jump still unused this turn
    mode: str  # value | text (moves before the text) | move (a text's free moves)
    due: int
    stumped: bool  # County Stumping's extra cube already taken with this card

    def label(self, game: BMState, player: int, action: Action) -> str:
        """A step with its cost, a rail jump, a cube here, a box, or the end of the card."""
        if isinstance(action, PaidMove):
            return f"{action.state}, paid with a card point (keep the free moves)"
        if isinstance(action, Move):
            cost = self.move_payer(game) or self.step_cost(game, player, action.state)
            return f"{action.state} ({cost})"
        if isinstance(action, Jump):
            return f"Rail to {action.state}"
        if isinstance(action, Place):
            return game.place_words(action.unit, here=True)
        if isinstance(action, PlaceBox):
            return f"{action.box.title()} Box"
        return "Use the text now" if self.mode == TEXT else "End card"

    def step_cost(self, game: BMState, player: int, code: str) -> str:
        """What a step into ``code`` costs: "1", or "pass 1, stop 1+k" where k others stand."""
        if self.mode != MOVE_ONLY and not game.immune(player):
            others = game.others_in(player, code)
            if others:
                return f"pass 1, stop 1+{others}"
        return "1"

    def moves_left(self, game: BMState) -> int:
        return self.points + self.free + game.barn[self.player]

    def options(self, game: BMState, player: int) -> list[Action]:
        found: list[Action] = []
        immune = self.mode == MOVE_ONLY or game.immune(player)
        barn = game.barn[player] if self.mode != MOVE_ONLY else 0
        if self.mode == MOVE_ONLY:
            avail = self.points
        elif self.mode == TEXT:
            avail = self.free + barn
        else:
            avail = self.points + self.free + barn
        here = game.token[player]
        if avail >= 1:
            tokens = game.token
            steps = [
                state
                for state in game.neighbours_sorted(here)
                if avail >= 2 or immune or state not in tokens  # no surcharge to pay
            ]
            found.extend(move(state) for state in steps)
            if barn and self.mode == VALUE and not self.free and self.points >= 1:
                found.extend(paid_move(state) for state in steps)  # keep the free moves
        if self.rail and here in game.board.rail_hubs:
            found.extend(jump(h) for h in game.board.rail_hubs if h != here)
        if self.mode == VALUE and self.points >= 1 + self.due:
            found.extend(place(u) for u in game.placeable_units(player, here))
        if self.mode == VALUE and self.points >= 1:
            support = game.cards[self.card].support
            if support:
                found.append(BOXES[support])
        if self.points >= self.due or not found:
            found.append(END)
        return found

    def resolve(self, game: BMState, player: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, EndCard):
            if self.due:
                events.append(SurchargePaid(player, game.token[player], min(self.due, self.points)))
            return game.on_card(events)
        nxt = self
        if isinstance(action, Move):
            free, points = self.free, self.points
            if free:
                free -= 1
            elif game.barn[player] and self.mode != MOVE_ONLY and not isinstance(action, PaidMove):
                game.barn[player] -= 1
            else:
                points -= 1
            game.token[player] = action.state
            immune = self.mode == MOVE_ONLY or game.immune(player)
            due = 0 if immune else game.others_in(player, action.state)
            nxt = Spend(player, self.card, points, free, self.rail, self.mode, due, self.stumped)
            events.append(TokenMoved(player, action.state, 1))
        elif isinstance(action, Jump):
            game.token[player] = action.state
            nxt = Spend(
                player, self.card, self.points, self.free, False, self.mode, 0, self.stumped
            )
            events.append(TokenMoved(player, action.state, 0, by_rail=True))
        elif isinstance(action, Place):
            if self.due:
                events.append(SurchargePaid(player, game.token[player], self.due))
            events.extend(game.add_cube(player, action.unit))
            stumped = self.stumped
            if not stumped and game.has_ongoing(player, "county_stumping"):
                events.extend(game.add_cube(player, action.unit, "County Stumping"))
                stumped = True
            points = self.points - 1 - self.due
            nxt = Spend(player, self.card, points, self.free, self.rail, self.mode, 0, stumped)
        elif isinstance(action, PlaceBox):
            getattr(game, action.box)[player] += 1
            events.append(BoxFilled(player, action.box, 1))
            points = self.points - 1
            nxt = Spend(
                player, self.card, points, self.free, self.rail, self.mode, self.due, self.stumped
            )
        game.queue.insert(0, nxt)
        return game.on_card(events)

    def prompt(self, game: BMState, player: int) -> str:
        title = game.cards[self.card].title
        extra = self.free_words(game)
        if self.mode == TEXT:
            return f"{title}: move with your ongoing cards{extra}, then end to use the text."
        if self.mode == MOVE_ONLY:
            return f"{title}: {self.points} free {'move' if self.points == 1 else 'moves'} left."
        due = f"; stopping here costs {self.due}" if self.due else ""
        points = f"{self.points} {'point' if self.points == 1 else 'points'}"
        return f"{title}: {points} left{extra}{due}. {self.choices_words(game, player)}."

    def free_words(self, game: BMState) -> str:
        """The free moves at hand: Whistle Stop's this turn, Barnstorming's this round."""
        words = []
        if self.free:
            words.append("+1 Whistle Stop move")
        barn = game.barn[self.player]
        if barn and self.mode != MOVE_ONLY:
            words.append(f"+{barn} Barnstorming {'move' if barn == 1 else 'moves'} this round")
        return f" ({', '.join(words)})" if words else ""

    def choices_words(self, game: BMState, player: int) -> str:
        """What can be done now, only the legal kinds: "Move, place or end the card"."""
        kinds: list[str] = []
        for action in game.legal_actions(player):
            if isinstance(action, Move):
                kind = "move"
            elif isinstance(action, Jump):
                kind = "go by rail"
            elif isinstance(action, Place):
                kind = "place"
            elif isinstance(action, PlaceBox):
                kind = f"fill the {action.box.title()} Box"
            else:
                kind = "end the card"
            if kind not in kinds:
                kinds.append(kind)
        words = ", ".join(kinds[:-1]) + (f" or {kinds[-1]}" if len(kinds) > 1 else kinds[-1])
        return words[:1].upper() + words[1:]

    def move_payer(self, game: BMState) -> str:
        """What a plain move spends, where it is not the card's own point."""
        if self.free:
            return "Whistle Stop move"
        if game.barn[self.player] and self.mode != MOVE_ONLY:
            return "Barnstorming move"
        return ""
