"""Landslide rules: roll, move and bid for the states, as a pure-Python state machine.

A turn is a queue of typed steps (``steps.py``, ``auction.py``, ``cards_play.py``)
run by ``core.engine``. Every card lives in a zone: State decks, the drawn card
(its drawer's eyes only), the Secret Ballot lot (nobody's), owned states (face
up), Vote cards (their owner's), Politics cards. Views and re-deals therefore
come from core. This module holds the table: tokens, turns, money and the end.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from boardgames.core.engine import QueueGame
from boardgames.core.protocol import (
    Event,
    GameKind,
    GameResult,
    Information,
    Moves,
    OptionSpec,
    Tally,
)
from boardgames.core.rng import shuffle
from boardgames.core.zones import HIDDEN, Pool, Seen, Zone, Zones
from boardgames.games.landslide.actions import ACTION_TYPES
from boardgames.games.landslide.auction import PayChoice
from boardgames.games.landslide.data import HOME, LandslideData, load_landslide
from boardgames.games.landslide.events import Drew, Rolled, Said, millions, money, vote_cards
from boardgames.games.landslide.steps import start_turn
from boardgames.games.landslide.texts import HOW_TO_PLAY, TABLE_RULES

__all__ = ["HIDDEN", "Landslide", "LandslideResult", "LandslideState", "Tables"]


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one per data file
class Tables:
    """The data as numbered cards: state cards, Vote cards and Politics cards by id."""

    data: LandslideData
    codes: tuple[str, ...]  # state card id -> postal code
    region: tuple[str, ...]  # state card id -> its deck
    ev: tuple[int, ...]
    pv: tuple[int, ...]
    by_code: Mapping[str, int]
    votes: tuple[int, ...]  # Vote card id -> value
    regions: tuple[str, ...]
    won: tuple[tuple[tuple[str, int, str], ...], ...]  # seat -> the zones of its states

    @property
    def rules(self) -> Any:
        return self.data.rules

    @property
    def ladder_size(self) -> int:
        """How many bid amounts exist (0, one step, two steps, ...): up to all the money and
        all the states plus the overbid margin."""
        r = self.rules
        return (sum(self.votes) + sum(self.pv) + r.overbid_margin) // r.bid_step + 1


@cache
def tables() -> Tables:
    """The shipped data, loaded and numbered once."""
    data = load_landslide()
    codes = tuple(code for deck in data.decks.values() for code in deck.states)
    return Tables(
        data=data,
        codes=codes,
        region=tuple(data.states[c].deck for c in codes),
        ev=tuple(data.states[c].ev for c in codes),
        pv=tuple(data.states[c].pv for c in codes),
        by_code={c: i for i, c in enumerate(codes)},
        votes=data.vote_cards,
        regions=tuple(data.decks),
        won=tuple(tuple(("won", p, r) for r in data.decks) for p in range(max(data.homes))),
    )


class LandslideState(QueueGame):
    """One game of Landslide for 2 to 4 players."""

    def __init__(
        self,
        board: Tables,
        players: int,
        seed: int,
        private_bids: bool = False,
        proxy_bids: bool = False,
    ) -> None:
        if players not in board.data.homes:
            raise ValueError("Landslide is for 2 to 4 players")
        self.board = board
        self.n = players
        self.rng = random.Random(seed)
        self.private_bids = private_bids  # table option: hand the screen over for every bid
        self.proxy_bids = proxy_bids  # table option: one sealed ceiling each per auction
        # Seats that asked to have the die rolled for them (``steps.PreRoll``): a choice
        # made in play, so a replay of the actions restores it.
        self.roll_for_me: frozenset[int] = frozenset()
        self.home_of: list[int] = [board.data.home_index(r) for r in board.data.homes[players]]
        self.position: list[int] = list(self.home_of)
        self.turn = 0
        self.round = 1
        self.finished = False
        self.zones = self._lay_out_zones()
        self.opening_events: list[Any] = self._deal()
        self.first = self.turn
        self.queue: list[Any] = []  # the first turn's steps are queued by ``Landslide.new_game``

    def _lay_out_zones(self) -> Zones:
        b = self.board
        pools = {r: Pool(tuple(i for i, g in enumerate(b.region) if g == r)) for r in b.regions}
        pools["votes"] = Pool(tuple(range(len(b.votes))))
        pools["politics"] = Pool(tuple(range(len(b.data.politics))))
        if self.proxy_bids:
            pools["ceilings"] = Pool(tuple(range(b.ladder_size)), unique=False)
        zones = Zones(pools)
        for r in b.regions:
            zones.add(("deck", r), Zone(r, Seen.NOBODY, None, list(pools[r].items)))
            zones.add(("secret", r), Zone(r, Seen.NOBODY))
            zones.add(("open", r), Zone(r, Seen.ALL))
            # A drawn card and peeked cards: seen by one player, who is set when drawing.
            zones.add(("drawn", r), Zone(r, Seen.OWNER))
            zones.add(("peek", r), Zone(r, Seen.OWNER))
            for p in range(self.n):
                zones.add(("won", p, r), Zone(r, Seen.ALL, p))
        zones.add("pile", Zone("votes", Seen.NOBODY, None, list(pools["votes"].items)))
        zones.add("pdeck", Zone("politics", Seen.NOBODY, None, list(pools["politics"].items)))
        zones.add("table", Zone("politics", Seen.ALL))
        if self.proxy_bids:  # sealed ceilings, as steps of the bid ladder (0: no bid)
            for p in range(self.n):
                zones.add(("sealed", p), Zone("ceilings", Seen.OWNER, p))
        for p in range(self.n):
            zones.add(("votes", p), Zone("votes", Seen.OWNER, p))
            zones.add(("hand", p), Zone("politics", Seen.OWNER, p))
        return zones

    def _deal(self) -> list[Event]:
        """Shuffle, deal the Vote cards, and roll for the first player (ties roll again)."""
        for key in [("deck", r) for r in self.board.regions] + ["pile", "pdeck"]:
            self.rng.shuffle(self.zones[key])
        events: list[Event] = []
        for p in range(self.n):
            events += self.draw_votes(p, self.board.rules.deal, "is dealt")
        rolling = list(range(self.n))
        while len(rolling) > 1:
            rolls = {p: self.rng.randint(1, 6) for p in rolling}
            events += [Rolled(p, v, "for the first turn") for p, v in rolls.items()]
            best = max(rolls.values())
            rolling = [p for p in rolling if rolls[p] == best]
        self.turn = rolling[0]
        events.append(Said(self.turn, "goes first; play goes clockwise."))
        return events

    def determinize(self, player: int | None, rng: random.Random) -> LandslideState:
        """A re-deal of what ``player`` cannot see, kept consistent with what the table saw:
        a winner asked to pay was seen to hold at least the price (LS-A14: else the overbid
        penalty), so a re-dealt payer is dealt enough to pay."""
        twin: LandslideState = super().determinize(player, rng)
        head = twin.head() if twin.queue and not twin.finished else None
        if isinstance(head, PayChoice) and head.player != player:
            twin._deal_enough(head.player, head.price, player)
        return twin

    def _deal_enough(self, payer: int, price: int, viewer: int | None) -> None:
        """Raise ``payer``'s re-dealt Vote cards to ``price`` by swapping their smallest for
        the largest Vote card in another place ``viewer`` cannot see (the pile, a rival's
        hand). At most the true hand's worth is needed, and the largest unseen cards reach
        it, so this ends once the payer can pay."""
        values = self.board.votes
        hand = self.zones[("votes", payer)]
        unseen = [
            key
            for key, zone in self.zones.zones.items()
            if zone.pool == "votes" and key != ("votes", payer) and not zone.visible_to(viewer)
        ]
        while hand and self.holdings(payer) < price:
            low = min(range(len(hand)), key=lambda i: values[hand[i]])
            spots = [(values[c], key, i) for key in unseen for i, c in enumerate(self.zones[key])]
            best = max(spots, key=lambda spot: spot[0], default=None)
            if best is None or best[0] <= values[hand[low]]:
                return
            _, key, i = best
            place = self.zones[key]
            hand[low], place[i] = place[i], hand[low]

    # -- cards and money ------------------------------------------------------------------
    def private_zone(self, key: Hashable, owner: int) -> list[int]:
        """An empty owner-only zone (the drawn card, peeked cards), now seen by ``owner``."""
        zone = self.zones.zone(key)
        assert not zone.items, f"{key} should be empty"
        return self.zones.add(key, Zone(zone.pool, Seen.OWNER, owner))

    def votes(self, player: int) -> list[int]:
        """The player's Vote-card values (only for a player who may see them)."""
        values = self.board.votes
        return [values[c] for c in self.zones[("votes", player)]]

    def cash(self, player: int) -> int:
        return sum(self.votes(player))

    def owned(self, player: int) -> list[int]:
        """The player's states, by card id (always face up)."""
        zones = self.zones.zones
        return [s for key in self.board.won[player] for s in zones[key].items or ()]

    def ev(self, player: int) -> int:
        values = self.board.ev
        return sum([values[s] for s in self.owned(player)])

    def state_pv(self, player: int) -> int:
        values = self.board.pv
        return sum([values[s] for s in self.owned(player)])

    def holdings(self, player: int) -> int:
        """Vote cards plus the PV of owned states (LS-A12): what a bid can be paid with
        (asked at every bidding turn, so summed here directly)."""
        b, zones = self.board, self.zones
        total = sum(map(b.votes.__getitem__, zones[("votes", player)]))
        pv = b.pv
        for key in b.won[player]:
            items = zones[key]
            if items:
                total += sum(map(pv.__getitem__, items))
        return total

    def politics_count(self, player: int) -> int:
        return len(self.zones[("hand", player)])

    def deck(self, region: str) -> list[int]:
        return self.zones[("deck", region)]

    def unsold(self) -> int:
        """State cards not owned by anyone (in decks or in a lot)."""
        return len(self.board.codes) - sum(len(self.owned(p)) for p in range(self.n))

    def draw_votes(self, player: int, count: int, why: str) -> list[Event]:
        """Draw up to ``count`` Vote cards from the pile (an empty pile gives what it has)."""
        pile = self.zones["pile"]
        got = [pile.pop() for _ in range(min(count, len(pile)))]
        if not got:
            return [Said(player, f"{why} no Vote card: the pile is empty.")] if count else []
        self.zones[("votes", player)].extend(got)
        values = ", ".join(money(self.board.votes[c]) for c in got)
        return [Drew(player, f"{why} {vote_cards(len(got))}", values, frozenset((player,)))]

    def vote_to_pile(self, player: int, card: int) -> None:
        self.zones.move(card, ("votes", player), "pile")
        shuffle(self.rng, self.zones["pile"])

    def state_to_deck(self, card: int, source: Hashable) -> None:
        region = self.board.region[card]
        self.zones.move(card, source, ("deck", region))
        shuffle(self.rng, self.zones[("deck", region)])

    def where_owned(self, card: int) -> int:
        """The owner of a state card, or -1."""
        region = self.board.region[card]
        for p in range(self.n):
            if card in self.zones[("won", p, region)]:
                return p
        return -1

    def home_owner(self, space: int) -> int:
        """The seat whose Home this space is, or -1 (not a Home, or an unowned corner)."""
        if self.board.data.track[space].kind != HOME:
            return -1
        return self.home_of.index(space) if space in self.home_of else -1

    def clockwise(self, start: int) -> list[int]:
        """Every seat, ``start`` first, then clockwise."""
        return [(start + k) % self.n for k in range(self.n)]

    # -- the end --------------------------------------------------------------------------
    def check_end(self) -> list[Event]:
        """After an acquisition: the game ends once every state card is owned (LS-A28)."""
        if self.unsold() == 0:
            self.finished = True
            return [Said(-1, "The last state is taken: the game is over.")]
        return []

    def is_over(self) -> bool:
        return self.finished

    def over_prompt(self) -> str:
        return "The game is over."

    def result(self) -> LandslideResult | None:
        if not self.finished:
            return None
        evs = tuple(self.ev(p) for p in range(self.n))
        best = max(evs)
        leaders = [p for p in range(self.n) if evs[p] == best]
        reason = f"with {best} electoral votes"
        details: dict[str, Any] = {"round": self.round}
        if len(leaders) > 1:
            # Tied on EV: most popular votes held, Vote cards plus own states' PV (LS-A29).
            held = {p: self.holdings(p) for p in leaders}
            top = max(held.values())
            leaders = [p for p in leaders if held[p] == top]
            reason += f" and {money(top)} popular votes held"
            details["tie_break"] = True
        # The electoral votes are the scores and the states the breakdown: the results
        # screen shows both (and counts the states) above this tally.
        tallies = (
            Tally("Popular votes held", tuple(millions(self.holdings(p)) for p in range(self.n))),
        )
        codes = self.board.codes
        owners = {codes[s]: p for p in range(self.n) for s in self.owned(p)}
        return LandslideResult(
            winners=tuple(leaders),
            scores=evs,
            reason=reason,
            breakdown={code: owners.get(code) for code in codes},  # the results map
            details=details,
            tallies=tallies,
        )


class LandslideResult(GameResult):
    """Most electoral votes; a tie on them went to popular votes held."""

    def notes(self, names: Sequence[str]) -> list[str]:
        if self.details.get("tie_break"):
            return ["Tied on electoral votes: the popular votes held decided."]
        return []


class Landslide:
    """The rules entry for Landslide."""

    id = "landslide"
    title = "Landslide"
    # 2: every roll is an action of its player (version-1 saves are refused: they do not replay)
    version = 2
    kind = GameKind(Information.IMPERFECT, Moves.SEQUENTIAL, chance=True)
    min_players = 2
    max_players = 4
    options = (
        OptionSpec(
            "hand_over_bids",
            "Secret bids, screen handed over",
            (False, True),
            False,
            "Hand over the screen for every bid, so money stays strictly hidden (slower). "
            "Otherwise bids are public and a bidder may hold 'Peek at my votes'.",
        ),
        OptionSpec(
            "proxy_bids",
            "Sealed ceilings, auctions run themselves",
            (False, True),
            False,
            "Each player enters one sealed ceiling per auction (behind a hand-over); the "
            "highest wins and pays the next-highest ceiling + 250,000, at most their own.",
        ),
    )
    action_types = ACTION_TYPES

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> LandslideState:
        private_bids = bool(options.get("hand_over_bids", False))
        proxy_bids = bool(options.get("proxy_bids", False))
        game = LandslideState(tables(), num_players, seed, private_bids, proxy_bids)
        game.opening_events += start_turn(game, game.turn) + game.advance()
        return game

    def table_rules(self) -> str:
        return TABLE_RULES

    def how_to_play(self) -> str:
        return HOW_TO_PLAY
