"""Open auctions and payment: bidding clockwise in steps, settling, paying without change.

An auction is a chain of ``BidTurn`` decisions, clockwise from the player whose
turn it is. A raise re-opens it to everyone who had passed; it ends when all
the others have passed since the last raise, and with no sale when nobody
raised in a full circuit (LS-A9, A10). The winner pays (``PayChoice``, the same
chooser for people and bots) or, holding less than the bid, pays the overbid
penalty and the bidding starts over (LS-A16).

Why it always ends: every raise is at least one step above the last and at most
the bidder's holdings plus the overbid margin, and every restart takes a card
from the overbidder for good, so ``auction_bound`` caps the number of turns.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from boardgames.core.decisions import Auto, Decision, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.landslide.actions import PASS, Bid, Forfeit, Pay, bid
from boardgames.games.landslide.data import PV_UNIT
from boardgames.games.landslide.events import (
    Acquired,
    BidMade,
    Drew,
    Paid,
    Said,
    millions,
    money,
    state_card,
    vote_summary,
)

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState, Tables

PAYMENT_CHOICES = 24  # the cheapest ways to pay offered, best first (all cost the same)
WAYS_SEARCHED = 96  # ways found before sorting (the search meets the better ones first)


@dataclass(frozen=True, slots=True)
class Lot:
    """What is for sale: a drawn state, a Secret Ballot or an Open Ballot, and who is paid."""

    kind: str  # "state" | "secret" | "open"
    beneficiary: int
    opener: int  # the player whose turn it is opens every round of bidding
    label: str  # public words for it: "a South State card", "Texas"


def lot_zones(game: LandslideState, lot: Lot) -> list[Hashable]:
    """The zones holding the lot's cards (one auction runs at a time)."""
    regions = game.board.regions
    if lot.kind == "state":
        keys: list[Hashable] = [("drawn", r) for r in regions]
    elif lot.kind == "secret":
        keys = [("secret", r) for r in regions]
    else:
        keys = [("open", r) for r in regions]
    return [k for k in keys if game.zones[k]]


@dataclass(frozen=True, slots=True)
class StartAuction(Auto):
    """Lay out the lot (after its Stop window) and open the bidding."""

    kind: str
    player: int
    region: str = ""
    owner: int = -1
    code: str = ""

    @classmethod
    def state(cls, player: int, region: str) -> StartAuction:
        return cls("state", player, region=region)

    @classmethod
    def secret(cls, player: int) -> StartAuction:
        return cls("secret", player)

    @classmethod
    def open(cls, player: int, owner: int, code: str) -> StartAuction:
        return cls("open", player, owner=owner, code=code)

    def run(self, game: LandslideState) -> list[Event]:
        b = game.board
        events: list[Event]
        if self.kind == "state":
            card = game.deck(self.region).pop()
            game.private_zone(("drawn", self.region), self.player).append(card)
            info = b.data.states[b.codes[card]]
            secret = f"{info.name}, {info.ev} EV, {money(info.pv)} popular votes"
            events = [
                Drew(
                    self.player,
                    f"draws {state_card(self.region)}",
                    secret,
                    frozenset((self.player,)),
                )
            ]
            lot = Lot("state", self.player, self.player, state_card(self.region))
        elif self.kind == "secret":
            count = 0
            for r in b.regions:
                if game.deck(r):
                    game.zones[("secret", r)].append(game.deck(r).pop())
                    count += 1
            states = "1 state" if count == 1 else f"{count} states"
            events = [Said(self.player, f"lays out a Secret Ballot of {states}, unseen.")]
            lot = Lot("secret", self.player, self.player, f"a Secret Ballot of {states}")
        else:
            card = b.by_code[self.code]
            if game.where_owned(card) != self.owner:  # it changed hands meanwhile
                return [Said(self.player, f"finds {self.code} no longer contestable.")]
            region = b.region[card]
            game.zones.move(card, ("won", self.owner, region), ("open", region))
            name = b.data.states[self.code].name
            events = [Said(self.player, f"puts {name} to an Open Ballot.")]
            lot = Lot("open", self.owner, self.player, name)
        game.queue.insert(0, open_bidding(game, lot))
        return events


@cache
def _bid_ladder(tables: Tables) -> tuple[Bid, ...]:
    """Every possible bid, by multiples of the step, up to all money and states + margin."""
    step = tables.rules.bid_step
    return tuple(bid(k * step) for k in range(tables.ladder_size))


def bid_range(game: LandslideState, player: int, high: int) -> Sequence[Bid]:
    """The legal bids: from the minimum raise to the player's holdings + the margin (LS-A11)."""
    return bid_options(game, player, high)[1:]


def bid_options(game: LandslideState, player: int, high: int) -> tuple[Action, ...]:
    """Pass, then the legal bids (``bid_range``), rising."""
    r = game.board.rules
    holdings = game.holdings(player)
    if holdings <= 0:
        return (PASS,)  # a broke player may only pass (LS-A13)
    low = max(r.min_bid, high + r.bid_step) // r.bid_step
    top = (holdings + r.overbid_margin) // r.bid_step
    return _pass_and_bids(game.board, low, top)


@cache
def _pass_and_bids(tables: Tables, low: int, top: int) -> tuple[Action, ...]:
    """Pass and the ladder's bids from ``low`` to ``top`` steps: every bidding turn lists
    them, so each list is made once."""
    return (PASS, *_bid_ladder(tables)[low : top + 1])


def auction_bound(tables: Tables, players: int) -> int:
    """The most bidding turns one auction can take: every raise is a step higher, every
    restart costs the overbidder a card for good, and a circuit of passes ends it."""
    ladder = len(_bid_ladder(tables))
    restarts = len(tables.votes) + len(tables.codes)
    return (restarts + 1) * (ladder + 1) * players


@dataclass(frozen=True, slots=True)
class BidTurn(Decision):
    """One player's turn in the auction: raise or pass (public: bids are made aloud)."""

    player: int
    lot: Lot
    high: int
    holder: int  # -1: no bid yet
    passes: int  # passes since the last raise (or since the opening)

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return bid_options(game, player, self.high)

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        following = (player + 1) % game.n
        if isinstance(action, Bid):
            game.queue.insert(0, bid_turn(game, following, self.lot, action.amount, player, 0))
            return [BidMade(player, action.amount)]
        passes = self.passes + 1
        if self.holder >= 0 and passes >= game.n - 1:
            game.queue.insert(0, Settle(self.lot, self.high, self.holder))
        elif self.holder < 0 and passes >= game.n:
            return [BidMade(player, 0), *no_sale(game, self.lot)]
        else:
            game.queue.insert(
                0, bid_turn(game, following, self.lot, self.high, self.holder, passes)
            )
        return [BidMade(player, 0)]

    def prompt(self, game: LandslideState, player: int) -> str:
        if self.holder < 0:
            return f"Bidding on {self.lot.label}: open at {money(game.board.rules.min_bid)} or more, or pass."
        return f"Bidding on {self.lot.label}: {money(self.high)} is the high bid. Raise or pass."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        return f"Bid {money(action.amount)}" if isinstance(action, Bid) else "Pass"

    def explain(self, game: LandslideState, player: int, action: Action) -> str:
        return overbid_warning(game, player, action)


def overbid_warning(game: LandslideState, player: int, action: Action) -> str:
    """A bid's warning when it is more than the bidder holds, where ``game`` shows their
    hand ("": within their means, or not for this viewer to know)."""
    if not isinstance(action, Bid) or any(c < 0 for c in game.zones[("votes", player)]):
        return ""
    if action.amount <= game.holdings(player):
        return ""
    return "more than you hold! (the overbid penalty, if you win)"


@dataclass(frozen=True, slots=True)
class SecretBidTurn(BidTurn):
    """A bidding turn behind a hand-over (the table option "hand over for every bid")."""

    private: ClassVar[bool] = True


def bid_turn(
    game: LandslideState, player: int, lot: Lot, high: int, holder: int, passes: int
) -> BidTurn:
    """The next bidding turn: public, or private when the table hands over for every bid."""
    kind = SecretBidTurn if game.private_bids else BidTurn
    return kind(player, lot, high, holder, passes)


def open_bidding(game: LandslideState, lot: Lot) -> Step:
    """The first step of the bidding on ``lot``: the opener's bidding turn, or the sealed
    ceilings of everyone who may bid when the table bids by proxy (``proxy.py``)."""
    if game.proxy_bids:
        from boardgames.games.landslide.proxy import sealed_ceilings

        return sealed_ceilings(game, lot)
    return bid_turn(game, lot.opener, lot, 0, -1, 0)


def no_sale(game: LandslideState, lot: Lot) -> list[Event]:
    """Nobody bid: the cards go back to their decks, or the contested state stays (LS-A10)."""
    for key in lot_zones(game, lot):
        for card in list(game.zones[key]):
            if lot.kind == "open":
                game.zones.move(card, key, ("won", lot.beneficiary, game.board.region[card]))
            else:
                game.state_to_deck(card, key)
    where = "stays with its owner" if lot.kind == "open" else "goes back into its deck"
    return [Said(-1, f"Nobody bids: {lot.label} {where}.")]


@dataclass(frozen=True, slots=True)
class Settle(Auto):
    """The bidding is over: the winner pays, or pays the overbid penalty and it starts over."""

    lot: Lot
    price: int
    winner: int

    def run(self, game: LandslideState) -> list[Event]:
        w = self.winner
        if game.holdings(w) >= self.price:
            game.queue.insert(0, PayChoice(w, self.lot, self.price))
            return [Said(w, f"wins {self.lot.label} for {money(self.price)}.")]
        b = game.board
        owned = game.owned(w)
        if owned:  # the most valuable: most EV, then most PV, then the owner's choice (LS-A16)
            best = max((b.ev[s], b.pv[s]) for s in owned)
            tied = sorted(b.codes[s] for s in owned if (b.ev[s], b.pv[s]) == best)
            game.queue.insert(0, ForfeitChoice(w, self.lot, self.price, tuple(tied)))
            return []
        hand = game.zones[("votes", w)]
        card = max(hand, key=lambda c: b.votes[c])
        game.vote_to_pile(w, card)
        return start_over(
            game, self.lot, w, self.price, f"a {money(b.votes[card])} Vote card, to the pile"
        )


def start_over(game: LandslideState, lot: Lot, loser: int, price: int, lost: str) -> list[Event]:
    """After the overbid penalty: the bidding on ``lot`` starts again from nothing."""
    game.queue.insert(0, open_bidding(game, lot))
    return [Said(loser, f"cannot pay {money(price)} and loses {lost}; the bidding starts over.")]


@dataclass(frozen=True, slots=True)
class ForfeitChoice(Decision):
    """Overbid penalty: the overbidder forfeits one of its most valuable states, which goes
    back into its deck; where several tie on electoral and popular votes, he chooses which
    (LS-A16; a single one is forfeited at once)."""

    player: int
    lot: Lot
    price: int
    tied: tuple[str, ...]  # postal codes

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return [Forfeit(code) for code in self.tied]

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Forfeit)
        b = game.board
        card = b.by_code[action.state]
        game.state_to_deck(card, ("won", player, b.region[card]))
        lost = f"{action.state} ({b.ev[card]} EV), back into its deck"
        return start_over(game, self.lot, player, self.price, lost)

    def prompt(self, game: LandslideState, player: int) -> str:
        return f"You cannot pay {money(self.price)}: choose the state to forfeit."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        assert isinstance(action, Forfeit)
        info = game.board.data.states[action.state]
        return f"Forfeit {info.name} ({info.ev} EV)"


@dataclass(frozen=True, slots=True)
class PayChoice(Decision):
    """Choose how to pay a won bid (private: it lists the payer's Vote cards)."""

    private: ClassVar[bool] = True
    player: int
    lot: Lot
    price: int

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        b = game.board
        states = [(b.codes[s], b.pv[s], b.ev[s]) for s in game.owned(player)]
        return payments(game.votes(player), states, self.price, b)

    def resolve(self, game: LandslideState, player: int, action: Action) -> list[Event]:
        assert isinstance(action, Pay)
        b = game.board
        payee = -1 if self.lot.beneficiary == player else self.lot.beneficiary
        hand = game.zones[("votes", player)]
        for value in action.votes:
            card = next(c for c in hand if b.votes[c] == value)
            if payee < 0:
                game.vote_to_pile(player, card)
            else:
                game.zones.move(card, ("votes", player), ("votes", payee))
        for code in action.states:
            card = b.by_code[code]
            source = ("won", player, b.region[card])
            if payee < 0:
                game.state_to_deck(card, source)
            else:
                game.zones.move(card, source, ("won", payee, b.region[card]))
        got: list[str] = []
        for key in lot_zones(game, self.lot):
            for card in list(game.zones[key]):
                game.zones.move(card, key, ("won", player, b.region[card]))
                got.append(b.codes[card])
        events: list[Event] = [
            Paid(player, payee, action.votes, action.states),
            Acquired(player, tuple(got), self.price),
        ]
        return events + game.check_end()

    def prompt(self, game: LandslideState, player: int) -> str:
        return f"Pay {money(self.price)} for {self.lot.label}: exactly if you can; no change."

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        """Short enough that two ways never look the same; the states' electoral votes
        say what paying with them gives up."""
        assert isinstance(action, Pay)
        parts = [vote_summary(list(action.votes))] if action.votes else []
        if action.states:
            info = game.board.data.states
            worth = sum(info[c].pv for c in action.states)
            ev = sum(info[c].ev for c in action.states)
            parts.append(f"{', '.join(action.states)} ({millions(worth)}, {ev} EV)")
        return "Pay " + " + ".join(parts)


def add_cards(reach: int, size: int, count: int) -> int:
    """The totals reachable (a bit set: bit t = total t units) once ``count`` cards of
    ``size`` units join the cards that reach ``reach``."""
    mask = 0
    for k in range(count + 1):
        mask |= reach << (k * size)
    return mask


def payment_unit(tables: Tables) -> int:
    """The unit every bid and every card value is a whole number of."""
    return math.gcd(tables.rules.bid_step, PV_UNIT)


def payments(
    votes: Sequence[int], states: Sequence[tuple[str, int, int]], price: int, tables: Tables
) -> list[Pay]:
    """The legal ways to pay ``price`` (LS-A14): every set of Vote cards and states (code,
    PV, EV) whose total is the least reachable total not below the price, so exact when
    any exact set exists. The first is the auto-pay: fewest electoral votes given up,
    then fewest states, then fewest cards. Empty when the holdings fall short.

    Remembered by the holdings and the price (a playout's every bid and every bidding bot
    asks again for the same few): each call gets a list of its own."""
    unit = payment_unit(tables)
    key = (tuple(votes), tuple(states), price, unit)
    found = _PAYMENTS.get(key)
    if found is None:
        if len(_PAYMENTS) >= PAYMENTS_LIMIT:
            _PAYMENTS.clear()
        found = _PAYMENTS[key] = _payments(votes, states, price, unit)
    return list(found)


PAYMENTS_LIMIT = 50_000  # remembered holdings and prices; then they are forgotten all at once
_PAYMENTS: dict[Hashable, list[Pay]] = {}


def _payments(
    votes: Sequence[int], states: Sequence[tuple[str, int, int]], price: int, unit: int
) -> list[Pay]:
    groups: dict[int, int] = {}
    for value in votes:
        groups[value] = groups.get(value, 0) + 1
    # (units, how many, state code or "", ev): states first, most electoral votes first,
    # so that the search meets the ways that keep states before the others.
    items: list[tuple[int, int, str, int]] = [
        (pv // unit, 1, code, ev) for code, pv, ev in sorted(states, key=lambda s: (-s[2], s[0]))
    ]
    items += [(v // unit, c, "", 0) for v, c in sorted(groups.items(), reverse=True)]
    reach = [0] * (len(items) + 1)
    reach[-1] = 1
    for i in range(len(items) - 1, -1, -1):
        reach[i] = add_cards(reach[i + 1], items[i][0], items[i][1])
    need = -(-price // unit)
    above = reach[0] >> need
    if not above:
        return []
    total = need + (above & -above).bit_length() - 1
    found = _ways(items, reach, total, unit)
    found.sort(key=lambda way: (way[0], len(way[2]), len(way[1]) + len(way[2])))
    return [Pay(v, s) for _, v, s in found[:PAYMENT_CHOICES]]


def _ways(
    items: list[tuple[int, int, str, int]], reach: list[int], total: int, unit: int
) -> list[tuple[int, tuple[int, ...], tuple[str, ...]]]:
    """Up to ``WAYS_SEARCHED`` choices from ``items`` summing to ``total`` units, each as
    (electoral votes given up, Vote-card values, state codes), depth first: states kept
    first, big Vote cards first. One list is filled in place (no chain of generators:
    paying is the rules' busiest search)."""
    found: list[tuple[int, tuple[int, ...], tuple[str, ...]]] = []
    votes: list[int] = []
    codes: list[str] = []
    last = len(items)

    def walk(i: int, left: int, ev_given: int) -> None:
        if i == last:
            if left == 0:
                found.append((ev_given, tuple(votes), tuple(codes)))
            return
        size, count, code, ev = items[i]
        most = min(count, left // size)
        below = reach[i + 1]
        for k in range(most + 1) if code else range(most, -1, -1):
            rest = left - k * size
            if not (below >> rest) & 1 or len(found) >= WAYS_SEARCHED:
                continue
            if code:
                if k:
                    codes.append(code)
                    walk(i + 1, rest, ev_given + ev)
                    codes.pop()
                else:
                    walk(i + 1, rest, ev_given)
            else:
                votes.extend((size * unit,) * k)
                walk(i + 1, rest, ev_given)
                del votes[len(votes) - k :]

    walk(0, total, 0)
    return found
