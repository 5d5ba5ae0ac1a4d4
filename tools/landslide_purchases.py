"""Landslide bots: how often a purchase gives up more electoral votes than it brings.

    PYTHONPATH=. python tools/landslide_purchases.py --seats 3 --games 2000 --levels normal,old

Every game seats one bot of the first level and fills the other seats with the second,
the first level's seat rotating game by game. A purchase (a lot won at auction, or a
state bought with Party Switch) loses on balance when the states paid with carry more
electoral votes than the states bought, unless it ends the game with the buyer among
the winners. It prints, per level, purchases, losses on balance and the first level's
win rate (its fair share is one in the number of seats).

``old`` is the heuristic as it bid before it weighed what it pays (its ceiling counted
the popular votes of its states as money and it paid with them): kept here to compare.
``hard`` thinks ``--think`` seconds of its own CPU time a move.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from boardgames.ai.base import Bot, bot_move, next_mover
from boardgames.ai.ismcts import SearchBot
from boardgames.ai.levels import FallibleBot
from boardgames.core.protocol import Action, State
from boardgames.games.landslide.auction import BidTurn, PayChoice
from boardgames.games.landslide.bid_picks import highest_bid_within, lowest_bid, pass_or_next
from boardgames.games.landslide.bots import (
    SELLER_PUSH,
    Appraisal,
    LandslideBot,
)
from boardgames.games.landslide.events import Acquired, Paid
from boardgames.games.landslide.proxy import SealedCeilings
from boardgames.games.landslide.rules import Landslide, LandslideState
from boardgames.games.landslide.search import hard_bot
from boardgames.simulate import game_seeds


class OldAppraisal(Appraisal):
    """The old ceiling: the lot's value, capped by all holdings (states at their PV)."""

    def ceiling(self, lot, high):  # type: ignore[no-untyped-def]
        richest = max(self.rival_cash.values(), default=0.0)
        step = self.view.board.rules.bid_step
        bound = min(self.view.holdings(self.me), richest + step)
        if high + step > bound:
            return int(bound)
        value = self.lot_ev() * self.per_ev
        if lot.beneficiary == self.me and lot.kind != "open":
            value *= SELLER_PUSH
        return int(min(value, bound))


class OldBot(LandslideBot):
    """The old normal level: bids to the old ceiling, pays with the first way listed."""

    name = "old"

    def appraise(self, view: LandslideState, me: int) -> Appraisal:
        return OldAppraisal(view, me, self.price_share)

    def choose(self, view: State, player: int, legal: list[Action], rng: random.Random) -> Action:
        assert isinstance(view, LandslideState)
        head = view.head()
        if isinstance(head, BidTurn):
            ceiling = self.appraise(view, player).ceiling(head.lot, head.high)
            step = view.board.rules.bid_step
            jump = (head.high + (ceiling - head.high) // 2) // step * step
            lowest = lowest_bid(legal)
            if lowest is None or lowest.amount > ceiling:
                return pass_or_next(legal)
            return highest_bid_within(legal, jump) or lowest
        if isinstance(head, SealedCeilings):
            ceiling = self.appraise(view, player).ceiling(head.lot, 0)
            return highest_bid_within(legal, ceiling) or pass_or_next(legal)
        if isinstance(head, PayChoice):
            return legal[0]
        return super().choose(view, player, legal, rng)


def make(level: str, think: float) -> Bot:
    if level == "normal":
        return LandslideBot()
    if level == "old":
        return OldBot()
    if level == "easy":
        return FallibleBot(LandslideBot())
    if level == "old-easy":
        return FallibleBot(OldBot())
    if level == "hard":
        bot = hard_bot()
        bot.seconds, bot.clock = think, time.thread_time
        return bot
    raise SystemExit(f"unknown level {level!r}")


@dataclass
class Tally:
    purchases: int = 0
    losses: int = 0
    worst: int = 0  # the most electoral votes lost on balance in one purchase
    wins: float = 0.0
    games: int = 0
    examples: list[str] = field(default_factory=list)


def play(seats: Sequence[str], bots: Sequence[Bot], seed: int, tallies: dict[str, Tally]) -> None:
    game = Landslide().new_game(len(bots), seed, {})
    rng = random.Random(seed ^ 0x5EED5)
    data = game.board.data
    paid: dict[int, int] = {}
    while not game.is_over():
        player = next_mover(game)
        for event in game.apply(bot_move(bots[player], game, rng, player), player):
            if isinstance(event, Paid):
                paid[event.player] = sum(data.states[c].ev for c in event.states)
            elif isinstance(event, Acquired) and event.price:
                given = paid.pop(event.player, 0)
                gained = sum(data.states[c].ev for c in event.states)
                tally = tallies[seats[event.player]]
                tally.purchases += 1
                if given > gained:
                    result = game.result() if game.is_over() else None
                    if result is None or event.player not in result.winners:
                        tally.losses += 1
                        tally.worst = max(tally.worst, given - gained)
                        if len(tally.examples) < 3:
                            tally.examples.append(f"seed {seed}: gave {given} EV for {gained}")
    result = game.result()
    assert result is not None
    for seat, level in enumerate(seats):
        tallies[level].games += 1
        if seat in result.winners:
            tallies[level].wins += 1 / len(result.winners)


def report(tallies: dict[str, Tally], first: Tally, one: str, rest: str, seats: int) -> None:
    """The purchases of each level so far, and the first level's win rate."""
    for level, tally in tallies.items():
        share = tally.losses / tally.purchases if tally.purchases else 0.0
        line = {
            "level": level,
            "purchases": tally.purchases,
            "losses_on_balance": tally.losses,
            "loss_rate": round(share, 4),
            "worst_loss_ev": tally.worst,
            "examples": tally.examples,
        }
        print(json.dumps(line))
    if one != rest:
        rate = first.wins / first.games
        print(json.dumps({"seats": seats, "games": first.games, f"{one}_win_rate": round(rate, 4)}))
    sys.stdout.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="normal,old", help="the one level, then the rest")
    parser.add_argument("--think", type=float, default=0.1)
    parser.add_argument("--progress", action="store_true", help="a line per game on stderr")
    parser.add_argument("--every", type=int, default=0, help="report every this many games")
    args = parser.parse_args(argv)
    one, rest = args.levels.split(",")
    bots = {level: make(level, args.think) for level in (one, rest)}
    tallies = {one: Tally(), rest: Tally()}
    first = Tally()  # the first level's seat alone (``tallies[one]`` when the levels differ)
    started = time.perf_counter()
    for index, seed in enumerate(game_seeds(args.seed, args.games)):
        seats = [rest] * args.seats
        seats[index % args.seats] = one
        before = tallies[one].wins
        play(seats, [bots[level] for level in seats], seed, tallies)
        first.games += 1
        first.wins += tallies[one].wins - before if one != rest else 0
        if args.progress:
            print(f"game {index + 1}: {one} {first.wins:g} wins of {first.games}", file=sys.stderr)
        if args.every and (index + 1) % args.every == 0 and index + 1 < args.games:
            report(tallies, first, one, rest, args.seats)
    report(tallies, first, one, rest, args.seats)
    searches = [c for b in bots.values() if isinstance(b, SearchBot) for c in b.iteration_counts]
    if searches:
        print(
            f"search: {len(searches)} moves, {sum(searches) / len(searches):.0f} iterations a move"
        )
    print(f"{args.games} games in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
