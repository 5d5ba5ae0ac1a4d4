"""Bidding by proxy (a table option, spec §2.4): one sealed ceiling each, then the auction
runs itself.

Everyone who may bid (LS-A13) names the most they would bid, at once and in secret
(core's ``SealedChoice``: each ceiling sits in an owner-only zone, so nobody else's
view or log shows it before the result). The auction then runs in steps of 250,000:
the price climbs from the minimum bid and each bidder stays in while it is within
their ceiling. The last one in wins, paying one step above the next-highest ceiling
(at most their own); when the top ceilings are equal, the earliest of them clockwise
from the opener wins at that ceiling. ``outcome`` computes that end directly; the
tests check it against the climb run step by step. The winner then pays (or pays the
overbid penalty, and everyone names a new ceiling) exactly as in an open auction.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from boardgames.core.decisions import Auto, SealedChoice, Step
from boardgames.core.protocol import Action, Event
from boardgames.games.landslide.actions import Bid
from boardgames.games.landslide.auction import Lot, Settle, bid_options, no_sale, overbid_warning
from boardgames.games.landslide.events import CeilingsShown, money

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState


def sealed_ceilings(game: LandslideState, lot: Lot) -> Step:
    """Ask everyone who may bid, clockwise from the opener, for a sealed ceiling."""
    bidders = tuple(p for p in game.clockwise(lot.opener) if game.holdings(p) > 0)
    if not bidders:
        return NoBidders(lot)
    return SealedCeilings(bidders, lot)


def outcome(
    ceilings: Mapping[int, int], order: Sequence[int], min_bid: int, step: int
) -> tuple[int, int] | None:
    """(winner, price) of the proxy auction, or None when nobody bid. ``order`` is the
    bidders clockwise from the opener; a ceiling of 0 is no bid."""
    top = max(ceilings.values(), default=0)
    if top < min_bid:
        return None
    winner = next(p for p in order if ceilings[p] == top)
    second = max((c for p, c in ceilings.items() if p != winner), default=0)
    return winner, min(top, max(min_bid, second + step))


@dataclass(frozen=True, slots=True)
class SealedCeilings(SealedChoice):
    """Each bidder names a sealed ceiling once (private: a hand-over before each person)."""

    players: tuple[int, ...]
    lot: Lot

    def options(self, game: LandslideState, player: int) -> Sequence[Action]:
        return bid_options(game, player, 0)

    def commit(self, game: LandslideState, player: int, action: Action) -> None:
        steps = action.amount // game.board.rules.bid_step if isinstance(action, Bid) else 0
        game.zones[self.slot(player)].append(steps)

    def reveal(self, game: LandslideState) -> list[Event]:
        r = game.board.rules
        ceilings = {p: int(game.zones[self.slot(p)].pop() or 0) * r.bid_step for p in self.players}
        events: list[Event] = [CeilingsShown(self.players, tuple(ceilings.values()))]
        result = outcome(ceilings, self.players, r.min_bid, r.bid_step)
        if result is None:
            return events + no_sale(game, self.lot)
        winner, price = result
        game.queue.insert(0, Settle(self.lot, price, winner))
        return events

    def prompt(self, game: LandslideState, player: int) -> str:
        chosen = len(self.players) - len(self.movers(game))
        return (
            f"Sealed ceiling for {self.lot.label}: the most you would bid "
            f"({chosen} of {len(self.players)} have chosen)."
        )

    def label(self, game: LandslideState, player: int, action: Action) -> str:
        return (
            f"Ceiling {money(action.amount)}" if isinstance(action, Bid) else "No bid (ceiling 0)"
        )

    def explain(self, game: LandslideState, player: int, action: Action) -> str:
        return overbid_warning(game, player, action)


@dataclass(frozen=True, slots=True)
class NoBidders(Auto):
    """Nobody has anything to bid with: no sale (LS-A10, A13)."""

    lot: Lot

    def run(self, game: LandslideState) -> list[Event]:
        return no_sale(game, self.lot)
