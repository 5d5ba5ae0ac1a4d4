"""The Landslide bots' picks among a bidding turn's options: the lowest bid, the highest
within an amount, or passing (the options list the bids last, rising)."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from operator import attrgetter

from boardgames.core.protocol import Action
from boardgames.games.landslide.actions import PASS, Bid


def pass_or_next(legal: Sequence[Action]) -> Action:
    """Pass; or, asked again without it (the search ranking the bot's favourites), the next
    best: the lowest bid, listed first."""
    return PASS if legal[0] == PASS else legal[0]


def lowest_bid(legal: Sequence[Action]) -> Bid | None:
    return next((a for a in legal if isinstance(a, Bid)), None)


def bids_within(legal: Sequence[Action], most: int) -> Sequence[Action]:
    """The bids in ``legal`` not above ``most``, rising. The options list the bids last, in
    rising order and often hundreds of them, so they are found by bisection."""
    first = 0
    while first < len(legal) and not isinstance(legal[first], Bid):
        first += 1
    return legal[first : bisect_right(legal, most, lo=first, key=_AMOUNT)]


_AMOUNT = attrgetter("amount")  # of a Bid


def highest_bid_within(legal: Sequence[Action], most: int) -> Bid | None:
    """The highest bid in ``legal`` not above ``most``."""
    within = bids_within(legal, most)
    found = within[-1] if within else None
    assert found is None or isinstance(found, Bid)
    return found
