"""Landslide's heuristic bot: prices electoral votes from the money in play, bids to a ceiling.

A state is worth its electoral votes times a price per vote: the money the
players hold (its own exactly, each rival's as their Vote-card count times the
mean unseen card) over the electoral votes still unsold. An unseen lot counts
its deck's mean over the cards not yet face up. In an auction the bot raises
halfway to its ceiling (at least the minimum) while the high bid is under
that ceiling: the lot's value (less when it is the seller), what it can pay,
and no more than a step above what the richest rival can pay. What it can pay
counts its states at their electoral votes, not their popular votes: it pays
with a state only where its popular votes buy more than those votes are worth
and the lot brings more votes than the payment gives up (the fewest the lot can
hold, when unseen), and before raising it checks the payment the rules would
make it give (exact when possible) at that amount. It never overbids. It pays
with the same chooser as people (the first, auto-pay option), plays its other
Politics cards at once, and plays a Stop when an action would cost it many
electoral votes. It sees only its own view.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from functools import cache
from typing import Any, Generic, TypeVar

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
    Pay,
    PlayPolitics,
)
from boardgames.games.landslide.auction import (
    BidTurn,
    Lot,
    PayChoice,
    StartAuction,
    add_cards,
    payment_unit,
    payments,
)
from boardgames.games.landslide.bid_picks import (
    bids_within,
    highest_bid_within,
    lowest_bid,
    pass_or_next,
)
from boardgames.games.landslide.cards_play import CardEffect
from boardgames.games.landslide.data import STATE
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import LandslideState, Tables
from boardgames.games.landslide.steps import FlyChoice, OpenBallot, PickDeck, PreRoll
from boardgames.games.landslide.stops import StopHolds, Window

__all__ = ["LandslideBot", "RandomBot", "Appraisal"]

PRICE_SHARE = 0.9  # the share of the money in play worth bidding for all unsold votes
SELLER_PUSH = 0.6  # a seller bids up to this share of the value to raise the price
STOP_HARM_EV = 8  # a Stop is played against an action costing this many votes or more
PAYMENT_TRIES = 8  # bids below the one it means that it checks for a payment it can bear


@cache
def _region_ev(board: Tables) -> dict[str, int]:
    """Electoral votes of each whole deck (fixed by the data)."""
    return {
        r: sum(board.ev[s] for s in range(len(board.codes)) if board.region[s] == r)
        for r in board.regions
    }


T = TypeVar("T")


class _kept(Generic[T]):  # noqa: N801 - named as the decorator it replaces
    """``functools.cached_property`` without the lock it takes on every first read (Python
    3.11): an appraisal is made at every bot decision and read on one thread."""

    def __init__(self, func: Any) -> None:
        self.func = func
        self.name = func.__name__

    def __get__(self, obj: Any, owner: Any = None) -> T:
        if obj is None:
            return self  # type: ignore[return-value]
        value = obj.__dict__[self.name] = self.func(obj)
        return value


@cache
def _vote_money(board: Tables) -> tuple[int, int]:
    """How many Vote cards there are and what they hold in all (fixed by the data)."""
    return len(board.votes), sum(board.votes)


class Appraisal:
    """What one player can estimate from their view: money in play, lot values."""

    def __init__(self, view: LandslideState, me: int, price_share: float = PRICE_SHARE) -> None:
        self.view, self.me = view, me
        self.price_share = price_share
        b = view.board
        zones = view.zones
        self.votes = view.votes(me)
        self.cash = sum(self.votes)
        mine = len(self.votes)
        cards, money = _vote_money(b)
        unseen_count = cards - mine
        unseen_money = money - self.cash
        self.mean_card = unseen_money / unseen_count if unseen_count else 0.0
        self.rival_cash = {
            p: len(zones[("votes", p)]) * self.mean_card for p in range(view.n) if p != me
        }
        self._smallest: dict[str, int] = {}
        self._lot: tuple[float, int] | None = None

    @_kept
    def owned(self) -> list[int]:
        """The bot's states, by card id."""
        return self.view.owned(self.me)

    @_kept
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

    @_kept
    def hidden_ev(self) -> dict[str, int]:
        """Per deck, the electoral votes of its cards not face up (by elimination)."""
        view, ev = self.view, self.view.board.ev
        hidden = {}
        for r, total in _region_ev(view.board).items():
            face_up = sum(ev[s] for p in range(view.n) for s in view.zones[("won", p, r)])
            hidden[r] = total - face_up - sum(ev[s] for s in view.zones[("open", r)])
        return hidden

    @_kept
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
        return self._lot_evs()[0]

    def lot_ev_floor(self) -> int:
        """The fewest electoral votes the lot can hold: exact when seen, else the smallest
        of its deck's cards not seen by this bot (by elimination)."""
        return self._lot_evs()[1]

    def _lot_evs(self) -> tuple[float, int]:
        """``lot_ev`` and ``lot_ev_floor``, worked out together once."""
        if self._lot is not None:
            return self._lot
        view, b = self.view, self.view.board
        total, floor = 0.0, 0
        for r in b.regions:
            for key in (("secret", r), ("open", r), ("drawn", r)):
                for card in view.zones[key]:
                    if card == HIDDEN:
                        total += self.deck_mean(r)
                        floor += self.smallest_unseen(r)
                    else:
                        total += b.ev[card]
                        floor += b.ev[card]
        self._lot = (total, floor)
        return self._lot

    def smallest_unseen(self, region: str) -> int:
        """The fewest electoral votes of a card of ``region`` this bot has not seen (worked
        out once per deck: a lot of several hidden cards asks for each)."""
        found = self._smallest.get(region)
        if found is None:
            found = self._smallest[region] = self._smallest_unseen(region)
        return found

    def _smallest_unseen(self, region: str) -> int:
        view, b = self.view, self.view.board
        seen = {
            card
            for key, zone in view.zones.zones.items()
            if zone.pool == region
            for card in zone.items or ()
            if card >= 0
        }
        return min((b.ev[s] for s in view.zones.pools[region].items if s not in seen), default=0)

    def value(self, lot: Lot) -> float:
        """What the lot is worth to this bot in money (less when it is the seller)."""
        value = self.lot_ev() * self.per_ev
        if lot.beneficiary == self.me and lot.kind != "open":
            value *= SELLER_PUSH  # winning one's own lot pays the board: only push the price
        return value

    def ceiling(self, lot: Lot, high: int) -> int:
        """The most the bot will bid for this lot: what it is worth, paid with Vote cards and
        with such states as ``spendable`` allows; at most a step above what the richest
        rival can pay."""
        richest = max(self.rival_cash.values(), default=0.0)
        step = self.view.board.rules.bid_step
        pv = self.view.board.pv
        bound = min(self.cash + sum([pv[s] for s in self.owned]), richest + step)
        if high + step > bound:
            return int(bound)  # no raise is possible: the lot need not be valued
        return int(min(self.spendable(self.lot_ev_floor(), self.value(lot)), bound))

    def spendable(self, lot_ev: float, value: float) -> float:
        """The most it would pay for a lot of ``lot_ev`` votes worth ``value``: Vote cards up
        to the value, and more by paying with states. A state paid costs its electoral votes
        at the bot's price per vote, not its popular votes; it is worth paying with when its
        popular votes buy more than that, and only while the votes given up stay below the
        lot's (``lot_ev``: the fewest it can hold), so that a purchase never loses electoral
        votes on balance."""
        best = min(float(self.cash), value)
        given_ev, given_pv, given_cost = 0, 0, 0.0
        for ev, pv in self._states_by_yield():
            if given_ev + ev >= lot_ev or pv <= ev * self.per_ev:
                continue
            given_ev, given_pv, given_cost = (
                given_ev + ev,
                given_pv + pv,
                given_cost + ev * self.per_ev,
            )
            best = max(best, min(self.cash + given_pv, value + given_pv - given_cost))
        return best

    def _states_by_yield(self) -> list[tuple[int, int]]:
        """The bot's states as (EV, PV), the most popular votes per electoral vote first."""
        b = self.view.board
        return sorted(((b.ev[s], b.pv[s]) for s in self.owned), key=lambda s: -s[1] / s[0])

    def pays_well(self, amount: int, lot_ev: float, value: float) -> bool:
        """Whether winning at ``amount`` is worth it once paid as the rules allow (exactly
        when possible, LS-A14, which can force a state into the payment): no state given
        up, or states giving up fewer electoral votes than the lot brings, at a cost (Vote
        cards, and states at the price per vote) within its value."""
        if not self.owned:
            return True  # Vote cards alone: the ceiling has counted them
        if self._cards_pay_exactly(amount):
            return True  # the auto-pay gives up no state: see ``_cards_pay_exactly``
        way = self.payment(amount)
        if way is None:
            return False
        given = self.given_ev(way)
        if not given:
            return True
        return given < lot_ev and sum(way.votes) + given * self.per_ev <= value

    def payment(self, amount: int) -> Pay | None:
        """The auto-pay (fewest electoral votes given up) for ``amount``, if it can be paid."""
        ways = payments(self.votes, self._pay_states, amount, self.view.board)
        return ways[0] if ways else None

    @_kept
    def _pay_states(self) -> list[tuple[str, int, int]]:
        """The bot's states as a payment takes them (code, PV, EV), in the order the rules
        list them, so that the payments the rules remember serve the bot too."""
        b = self.view.board
        return [(b.codes[s], b.pv[s], b.ev[s]) for s in self.owned]

    def _cards_pay_exactly(self, amount: int) -> bool:
        """Whether some of the bot's Vote cards make ``amount`` exactly (rounded up to the
        payment unit). Then the auto-pay (LS-A14: exact when possible, fewest electoral
        votes given up) is Vote cards alone, so no payment needs to be worked out."""
        unit = payment_unit(self.view.board)
        return bool((self._card_totals >> -(-amount // unit)) & 1)

    @_kept
    def _card_totals(self) -> int:
        """The totals the bot's Vote cards can make, in payment units (bit t: t units)."""
        unit = payment_unit(self.view.board)
        counts: dict[int, int] = {}
        for value in self.votes:
            counts[value] = counts.get(value, 0) + 1
        reach = 1
        for value, count in counts.items():
            reach = add_cards(reach, value // unit, count)
        return reach

    def given_ev(self, way: Pay) -> int:
        data = self.view.board.data
        return sum(data.states[code].ev for code in way.states)


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
            return self._bid(view, player, head, legal)
        if isinstance(head, SealedCeilings):  # proxy bidding: the ceiling itself, sealed
            return self._sealed(view, player, head, legal)
        if isinstance(head, PayChoice):
            return self._pay(view, player, head, legal)
        if isinstance(head, Window):
            return OBJECT if self._harm(view, player, head) >= STOP_HARM_EV else NO_OBJECTION
        plays = [a for a in legal if isinstance(a, PlayPolitics)]
        if isinstance(head, PreRoll):  # it rolls at once ("roll for me" changes nothing for it)
            return self._best_play(view, player, plays) or ROLL
        if END_TURN in legal:
            return self._best_play(view, player, plays) or END_TURN
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

    # -- bids and payments ----------------------------------------------------------------
    def _bid(self, view: LandslideState, me: int, head: BidTurn, legal: list[Action]) -> Action:
        """Raise halfway to the ceiling (at least the minimum) while under it, at an amount
        it would pay well; else pass. Asked without passing (the easy level's slip), the
        lowest bid if that pays without losing electoral votes, else it keeps to passing."""
        appraisal = self.appraise(view, me)
        lowest = lowest_bid(legal)
        if PASS not in legal:
            if lowest is not None and appraisal.pays_well(
                lowest.amount, appraisal.lot_ev_floor(), math.inf
            ):
                return lowest
            return PASS
        ceiling = appraisal.ceiling(head.lot, head.high)
        if lowest is None or lowest.amount > ceiling:
            return PASS
        # Jump halfway to the ceiling: fewer rounds of bidding, the same final price range.
        step = view.board.rules.bid_step
        jump = (head.high + (ceiling - head.high) // 2) // step * step
        chosen = highest_bid_within(legal, jump) or lowest
        return self._paying_well(appraisal, head.lot, legal, chosen.amount) or PASS

    def _sealed(
        self, view: LandslideState, me: int, head: SealedCeilings, legal: list[Action]
    ) -> Action:
        """A sealed ceiling: the ceiling itself, at an amount it would pay well."""
        appraisal = self.appraise(view, me)
        ceiling = appraisal.ceiling(head.lot, 0)
        top = highest_bid_within(legal, ceiling)
        if top is None:
            return pass_or_next(legal)
        return self._paying_well(appraisal, head.lot, legal, top.amount) or pass_or_next(legal)

    @staticmethod
    def _paying_well(
        appraisal: Appraisal, lot: Lot, legal: Sequence[Action], most: int
    ) -> Bid | None:
        """The highest of a few bids from ``most`` down that the bot would pay well."""
        lot_ev, value = appraisal.lot_ev_floor(), appraisal.value(lot)
        tries = 0
        for action in reversed(bids_within(legal, most)):
            assert isinstance(action, Bid)
            if appraisal.pays_well(action.amount, lot_ev, value):
                return action
            tries += 1
            if tries >= PAYMENT_TRIES:
                break
        return None

    def _pay(self, view: LandslideState, me: int, head: PayChoice, legal: list[Action]) -> Action:
        """The auto-pay, as for people: fewest electoral votes given up. Asked again without
        it (the easy level's slip), another way only if it gives up no more of them."""
        best = legal[0]
        full = head.options(view, me)
        if full and best != full[0]:
            appraisal = self.appraise(view, me)
            assert isinstance(best, Pay) and isinstance(full[0], Pay)
            if appraisal.given_ev(best) > appraisal.given_ev(full[0]):
                return full[0]  # not among the choices left: the slip is not taken
        return best

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
