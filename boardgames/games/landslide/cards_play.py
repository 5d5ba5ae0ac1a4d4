"""Politics cards in play: what each can target, and the one interpreter of their effects.

A card is data (``politics.py``): a kind and parameters. ``card_plays`` lists
the ways a held card can be played now, with its choice declared up front
(LS-A25: the Stop window comes after the choices, before the effect), and
``CardEffect.run`` carries out any card, one branch per kind. Stops are not
here: they are played only in Stop windows (``steps.ChooseStop``).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from boardgames.core.decisions import Auto, Decision
from boardgames.core.protocol import Action, Event
from boardgames.games.landslide.actions import PlayPolitics, Reorder
from boardgames.games.landslide.data import STATE
from boardgames.games.landslide.events import SEAT, Acquired, Drew, Rolled, Said, money

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState


def card_plays(game: LandslideState, player: int) -> list[PlayPolitics]:
    """Every way to play each held non-Stop card now, its choice declared."""
    b = game.board
    plays: list[PlayPolitics] = []
    for card in sorted(game.zones[("hand", player)]):
        if card < 0:
            continue
        spec = b.data.politics[card]
        for target in _targets(game, player, spec.kind, spec.params):
            plays.append(PlayPolitics(card, target))
    return plays


def _targets(game: LandslideState, player: int, kind: str, p: Mapping[str, object]) -> list[str]:
    """The choices a card of this kind may name now (one empty choice: it needs none)."""
    from boardgames.games.landslide.steps import contestable, steps_to

    b = game.board
    if kind == "stop":
        return []
    if kind == "open_ballot":
        return contestable(game, player)
    if kind == "move":
        if p["to"] == "own_home":
            return [] if game.position[player] == game.home_of[player] else [""]
        spaces = [s for s in b.data.track if s.kind == STATE]
        return [str(s.index) for s in sorted(spaces, key=lambda s: steps_to(game, player, s.index))]
    if kind == "tax":
        return [str(q) for q in range(game.n) if q != player and game.zones[("votes", q)]]
    if kind == "forced_buy":
        means = game.holdings(player)
        return sorted(
            b.codes[s]
            for q in range(game.n)
            if q != player
            for s in game.owned(q)
            if b.ev[s] <= int(p["max_ev"]) and b.pv[s] <= means
        )
    if kind == "peek":
        return [r for r in b.regions if game.deck(r)]
    return [""]  # draw_votes, roll_again, gamble: no choice


def describe_play(game: LandslideState, player: int, play: PlayPolitics) -> str:
    """Public words for a card and its declared choice; a player it aims at is the ``SEAT``
    mark, named by ``name_seat`` with ``play_seat``."""
    spec = game.board.data.politics[play.card]
    if not play.target:
        return spec.title
    if spec.kind == "move":
        return f"{spec.title} (to space {play.target})"
    if spec.kind == "tax":
        return f"{spec.title} (on {SEAT})"
    return f"{spec.title} ({play.target})"


def play_seat(game: LandslideState, play: PlayPolitics) -> int:
    """The player a card play aims at (a Tax's victim), or -1."""
    if play.target and game.board.data.politics[play.card].kind == "tax":
        return int(play.target)
    return -1


@dataclass(frozen=True, slots=True)
class CardCancelled(Auto):
    """A stopped Politics card goes to the bottom of the Politics deck, its effect undone."""

    card: int

    def run(self, game: LandslideState) -> list[Event]:
        game.zones.move(self.card, "table", "pdeck", to_bottom=True)
        return []


@dataclass(frozen=True, slots=True)
class CardEffect(Auto):
    """The one interpreter of Politics cards: a branch per kind (VOCABULARY.md)."""

    player: int
    card: int
    target: str

    def run(self, game: LandslideState) -> list[Event]:
        from boardgames.games.landslide.auction import StartAuction
        from boardgames.games.landslide.steps import MoveAndLand, PickDeck, RollMove, steps_to

        game.zones.move(self.card, "table", "pdeck", to_bottom=True)
        b, p = game.board, self.player
        spec = b.data.politics[self.card]
        params = spec.params
        kind = spec.kind
        if kind == "open_ballot":
            card = b.by_code[self.target]
            game.queue.insert(0, StartAuction.open(p, game.where_owned(card), self.target))
            return []
        if kind == "draw_votes":
            count = int(params["count"])
            if game.ev(p) <= min(game.ev(q) for q in range(game.n)):
                count += int(params["extra_if_trailing"])
            return game.draw_votes(p, count, "draws")
        if kind == "move":
            where = game.home_of[p] if params["to"] == "own_home" else int(self.target)
            game.queue.insert(0, MoveAndLand(p, steps_to(game, p, where)))
            return []
        if kind == "roll_again":
            game.queue.insert(0, RollMove(p))
            return []
        if kind == "gamble":
            value = game.rng.randint(1, 6)
            events: list[Event] = [Rolled(p, value, f"for {spec.title}")]
            if value in params["win_on"]:  # type: ignore[operator]
                game.queue.insert(0, PickDeck(p, "free"))
            elif value in params["lose_on"] and game.zones[("votes", p)]:  # type: ignore[operator]
                hand = game.zones[("votes", p)]
                card = max(hand, key=lambda c: b.votes[c])
                game.vote_to_pile(p, card)
                events.append(Said(p, f"returns a {money(b.votes[card])} Vote card to the pile."))
            else:
                events.append(Said(p, "gains nothing and loses nothing."))
            return events
        if kind == "tax":
            victim = int(self.target)
            events = []
            for _ in range(int(params["count"])):
                hand = game.zones[("votes", victim)]
                if not hand:
                    break
                card = hand[game.rng.randrange(len(hand))]
                game.vote_to_pile(victim, card)
                events.append(
                    Drew(
                        victim,
                        "returns a random Vote card to the pile",
                        money(b.votes[card]),
                        frozenset((victim,)),
                    )
                )
            return events
        if kind == "forced_buy":
            return _forced_buy(game, p, self.target)
        if kind == "peek":
            count = int(params["count"])
            deck = game.deck(self.target)
            seen = [deck.pop() for _ in range(min(count, len(deck)))]
            game.private_zone(("peek", self.target), p).extend(seen)
            names = ", ".join(b.codes[c] for c in seen)  # top card first
            game.queue.insert(0, PutBack(p, self.target))
            return [Drew(p, f"looks at the top of the {self.target} deck", names, frozenset((p,)))]
        raise ValueError(f"no rule for Politics cards of kind {kind!r}")  # parse_card forbids it


def _forced_buy(game: LandslideState, player: int, code: str) -> list[Event]:
    """Buy a small state for its popular votes, paid to its owner by the normal rules."""
    from boardgames.games.landslide.auction import Lot, PayChoice

    b = game.board
    card = b.by_code[code]
    owner = game.where_owned(card)
    if owner < 0 or owner == player or game.holdings(player) < b.pv[card]:
        return [Said(player, f"can no longer buy {code}.")]
    region = b.region[card]
    game.zones.move(card, ("won", owner, region), ("open", region))
    lot = Lot("open", owner, player, b.data.states[code].name)
    game.queue.insert(0, PayChoice(player, lot, b.pv[card]))
    return [Said(player, f"buys {code} from its owner for {money(b.pv[card])}.")]


def take_free(game: LandslideState, player: int, region: str) -> list[Event]:
    """Take the top card of a State deck for nothing (a gamble won): an acquisition."""
    card = game.deck(region).pop()
    game.zones[("won", player, region)].append(card)
    return [Acquired(player, (game.board.codes[card],), 0), *game.check_end()]


@dataclass(frozen=True, slots=True)
class PutBack(Decision):
    """Put peeked cards back on their deck in any order (private: shows them)."""

    private: ClassVar[bool] = True
    player: int
    region: str

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        count = len(game.zones[("peek", self.region)])
        return [Reorder(order) for order in itertools.permutations(range(count))]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Reorder)
        seen = game.zones[("peek", self.region)]
        cards = [seen[i] for i in action.order]  # new top card first
        seen.clear()
        game.deck(self.region).extend(reversed(cards))
        return [Said(player, f"puts the cards back on the {self.region} deck.")]

    def prompt(self, game: LandslideState, player: int) -> str:
        return f"Put the {self.region} cards back: choose the order, top card first."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        assert isinstance(action, Reorder)
        seen = game.zones[("peek", self.region)]
        codes = game.board.codes
        return "Top: " + ", ".join(codes[seen[i]] if seen[i] >= 0 else "?" for i in action.order)
