"""Landslide's heuristic bot: prices electoral votes from the money in play, bids to a ceiling.

A state is worth its electoral votes times a price per vote: the money the
players hold (its own exactly, each rival's as their Vote-card count times the
mean unseen card) over the electoral votes still unsold. An unseen lot counts
its deck's mean over the cards not yet face up. In an auction the bot raises
halfway to its ceiling (at least the minimum) while the high bid is under
that ceiling: the lot's value (less when it is the seller), what
it can pay, and no more than a step above what the richest rival can pay. It
never overbids. It pays with the same chooser as people (the first, auto-pay
option), plays its other Politics cards at once, and plays a Stop when an
action would cost it many electoral votes. It sees only its own view.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache, cached_property

from boardgames.ai.base import RandomBot
from boardgames.core.protocol import Action, State
from boardgames.core.zones import HIDDEN
from boardgames.games.landslide.actions import (
    BACK_OUT,
    DECLINE,
    END_TURN,
    NO_OBJECTION,
    OBJECT,
    PASS,
    ROLL,
    Bid,
    ChooseDeck,
    Contest,
    FlyTo,
    PlayPolitics,
)
from boardgames.games.landslide.auction import BidTurn, Lot, StartAuction
from boardgames.games.landslide.cards_play import CardEffect
from boardgames.games.landslide.data import STATE
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState, Tables
from boardgames.games.landslide.steps import FlyChoice, OpenBallot, PickDeck
from boardgames.games.landslide.stops import StopHolds, Window

__all__ = ["LandslideBot", "RandomBot", "Appraisal"]

PRICE_SHARE = 0.9  # the share of the money in play worth bidding for all unsold votes
SELLER_PUSH = 0.6  # a seller bids up to this share of the value to raise the price
STOP_HARM_EV = 8  # a Stop is played against an action costing this many votes or more


@cache
def _region_ev(board: Tables) -> dict[str, int]:
    """Electoral votes of each whole deck (fixed by the data)."""
    return {
        r: sum(board.ev[s] for s in range(len(board.codes)) if board.region[s] == r)
        for r in board.regions
    }


class Appraisal:
    """What one player can estimate from their view: money in play, lot values."""

    def __init__(self, view: LandslideState, me: int, price_share: float = PRICE_SHARE) -> None:
        self.view, self.me = view, me
        self.price_share = price_share
        b = view.board
        zones = view.zones
        self.cash = view.cash(me)
        mine = len(zones[("votes", me)])
        unseen_count = len(b.votes) - mine
        unseen_money = sum(b.votes) - self.cash
        self.mean_card = unseen_money / unseen_count if unseen_count else 0.0
        self.rival_cash = {
            p: len(zones[("votes", p)]) * self.mean_card for p in range(view.n) if p != me
        }

    @cached_property
    def unseen(self) -> dict[str, list[int]]:
        """Per deck, the cards not face up: the deck, a drawn card, a Secret Ballot, peeked."""
        zones = self.view.zones
        return {
            r: [
                *zones[("deck", r)],
                *zones[("drawn", r)],
                *zones[("secret", r)],
                *zones[("peek", r)],
            ]
            for r in self.view.board.regions
        }

    @cached_property
    def hidden_ev(self) -> dict[str, int]:
        """Per deck, the electoral votes of its cards not face up (by elimination)."""
        view, ev = self.view, self.view.board.ev
        hidden = {}
        for r, total in _region_ev(view.board).items():
            face_up = sum(ev[s] for p in range(view.n) for s in view.zones[("won", p, r)])
            hidden[r] = total - face_up - sum(ev[s] for s in view.zones[("open", r)])
        return hidden

    @cached_property
    def per_ev(self) -> float:
        """The price of one unsold electoral vote: a share of all the money in play."""
        view = self.view
        unsold_ev = sum(view.board.ev) - sum(view.ev(p) for p in range(view.n))
        money = self.cash + sum(self.rival_cash.values())
        return self.price_share * money / unsold_ev if unsold_ev else 0.0

    def deck_mean(self, region: str) -> float:
        """Mean electoral votes of a deck's cards not face up (by elimination: hidden ones
        are whatever of the deck is not owned or on the table)."""
        count = len(self.unseen[region])
        return self.hidden_ev[region] / count if count else 0.0

    def lot_ev(self) -> float:
        """The lot's electoral votes: exact when seen, else the mean of its deck's unseen cards."""
        view, b = self.view, self.view.board
        total = 0.0
        for r in b.regions:
            for key in (("secret", r), ("open", r), ("drawn", r)):
                for card in view.zones[key]:
                    total += self.deck_mean(r) if card == HIDDEN else b.ev[card]
        return total

    def ceiling(self, lot: Lot, high: int) -> int:
        """The most the bot will bid for this lot: its value, at most what it can pay and a
        step above what the richest rival can."""
        richest = max(self.rival_cash.values(), default=0.0)
        step = self.view.board.rules.bid_step
        bound = min(self.view.holdings(self.me), richest + step)
        if high + step > bound:
            return int(bound)  # no raise is possible: the lot need not be valued
        value = self.lot_ev() * self.per_ev
        if lot.beneficiary == self.me and lot.kind != "open":
            value *= SELLER_PUSH  # winning one's own lot pays the board: only push the price
        return int(min(value, bound))


def _pass_or_next(legal: Sequence[Action]) -> Action:
    """Pass; or, asked again without it (the search ranking the bot's favourites), the next
    best: the lowest bid, listed first."""
    return PASS if legal[0] == PASS else legal[0]


def _lowest_bid(legal: Sequence[Action]) -> Bid | None:
    return next((a for a in legal if isinstance(a, Bid)), None)


def _highest_bid_within(legal: Sequence[Action], most: int) -> Bid | None:
    """The highest bid in ``legal`` not above ``most``. Bids are listed in rising order,
    often hundreds of them, so the scan stops at the first one above."""
    found: Bid | None = None
    for action in legal:
        if isinstance(action, Bid):
            if action.amount > most:
                break
            found = action
    return found


class LandslideBot:
    """Heuristic bot: see the module's docstring."""

    name = "normal"

    def __init__(self, price_share: float = PRICE_SHARE) -> None:
        # The share of the money in play the bot would pay for all unsold votes: the
        # normal level's, or a thriftier one for the hard level's own moves (``search.py``).
        self.price_share = price_share

    def appraise(self, view: LandslideState, me: int) -> Appraisal:
        return Appraisal(view, me, self.price_share)

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        assert isinstance(view, LandslideState)
        head = view.head()
        if isinstance(head, BidTurn):
            ceiling = self.appraise(view, player).ceiling(head.lot, head.high)
            # Jump halfway to the ceiling: fewer rounds of bidding, the same final price range.
            step = view.board.rules.bid_step
            jump = (head.high + (ceiling - head.high) // 2) // step * step
            lowest = _lowest_bid(legal)
            if lowest is None or lowest.amount > ceiling:
                return _pass_or_next(legal)
            return _highest_bid_within(legal, jump) or lowest
        if isinstance(head, SealedCeilings):  # proxy bidding: the ceiling itself, sealed
            ceiling = self.appraise(view, player).ceiling(head.lot, 0)
            return _highest_bid_within(legal, ceiling) or _pass_or_next(legal)
        if isinstance(head, Window):
            return OBJECT if self._harm(view, player, head) >= STOP_HARM_EV else NO_OBJECTION
        plays = [a for a in legal if isinstance(a, PlayPolitics)]
        if ROLL in legal or END_TURN in legal:
            chosen = self._best_play(view, player, plays)
            return chosen or (ROLL if ROLL in legal else END_TURN)
        if isinstance(head, OpenBallot):
            return self._contest(view, player, legal)
        if isinstance(head, FlyChoice):
            return self._fly(view, player, legal)
        if isinstance(head, PickDeck):
            appraisal = self.appraise(view, player)
            decks = [a for a in legal if isinstance(a, ChooseDeck)]
            return max(decks, key=lambda a: appraisal.deck_mean(a.deck))
        if BACK_OUT in legal and len(legal) > 1:
            return legal[1]  # it objected because it means to: play a Stop
        return legal[0]  # payments: the auto-pay chooser, as for people

    # -- Stops --------------------------------------------------------------------------
    def _harm(self, view: LandslideState, me: int, window: Window) -> int:
        """Electoral votes the announced action could cost this bot (0: play no Stop)."""
        b = view.board
        stops = [c for c in view.zones[("hand", me)] if c >= 0 and b.data.politics[c].is_stop]
        if not stops or window.actor == me:
            return 0
        effect = window.effect
        if isinstance(effect, StartAuction):
            if effect.kind == "open" and effect.owner == me:
                return b.data.states[effect.code].ev
            if effect.kind == "secret":
                return int(sum(self.appraise(view, me).deck_mean(r) for r in b.regions))
        if isinstance(effect, StopHolds) and effect.victim == me:
            return STOP_HARM_EV  # a Stop against its own action: stop the Stop
        if isinstance(effect, CardEffect):
            kind = b.data.politics[effect.card].kind
            if kind in ("open_ballot", "forced_buy") and effect.target in self._codes(view, me):
                return b.data.states[effect.target].ev
        return 0

    @staticmethod
    def _codes(view: LandslideState, me: int) -> set[str]:
        return {view.board.codes[s] for s in view.owned(me)}

    # -- Politics cards, Open Ballots, flights --------------------------------------------
    def _best_play(
        self, view: LandslideState, me: int, plays: Sequence[PlayPolitics]
    ) -> PlayPolitics | None:
        """Play Politics cards at once, each with its most useful choice."""
        b = view.board
        appraisal = self.appraise(view, me)
        best: tuple[float, PlayPolitics] | None = None
        for play in plays:
            kind = b.data.politics[play.card].kind
            score = 1.0
            if kind in ("open_ballot", "forced_buy"):
                ev = b.data.states[play.target].ev
                price = b.data.states[play.target].pv if kind == "forced_buy" else 0
                if kind == "open_ballot" and ev * appraisal.per_ev > appraisal.cash:
                    continue
                score = ev - price / max(appraisal.per_ev, 1.0)
            elif kind == "move" and play.target:
                space = b.data.track[int(play.target)]
                score = appraisal.deck_mean(space.region)
            elif kind == "tax":
                score = len(view.zones[("votes", int(play.target))])
            if best is None or score > best[0]:
                best = (score, play)
        return best[1] if best and best[0] > 0 else None

    def _contest(self, view: LandslideState, me: int, legal: list[Action]) -> Action:
        """Contest a rival's biggest state the bot can afford, preferring the leader's."""
        b = view.board
        appraisal = self.appraise(view, me)
        leader_ev = {p: view.ev(p) for p in range(view.n)}
        best: tuple[float, Action] = (0.0, DECLINE)
        for action in legal:
            if not isinstance(action, Contest):
                continue
            card = b.by_code[action.state]
            owner = view.where_owned(card)
            if b.ev[card] * appraisal.per_ev > appraisal.cash:
                continue
            score = b.ev[card] * (1.5 if leader_ev[owner] == max(leader_ev.values()) else 1.0)
            if score > best[0]:
                best = (score, action)
        return best[1]

    def _fly(self, view: LandslideState, me: int, legal: list[Action]) -> Action:
        """Fly to a State space of the deck with the most electoral votes left."""
        appraisal = self.appraise(view, me)
        track = view.board.data.track

        def worth(action: Action) -> float:
            assert isinstance(action, FlyTo)
            space = track[action.space]
            if space.kind != STATE:
                return -1.0
            return appraisal.deck_mean(space.region) * len(appraisal.unseen[space.region])

        return max(legal, key=worth)
