"""Landslide's sealed proxy ceilings (table option, spec §2.4): each bidder names one sealed
ceiling, the auction runs itself, the winner pays the next-highest ceiling + 250,000 at
most their own, ties go clockwise from the opener; nobody sees a ceiling before the end."""

from __future__ import annotations

import random

import pytest

from boardgames.ai.base import RandomBot, bot_move
from boardgames.core.zones import HIDDEN
from boardgames.games.landslide.actions import PASS, bid
from boardgames.games.landslide.auction import BidTurn, StartAuction
from boardgames.games.landslide.bots import LandslideBot
from boardgames.games.landslide.proxy import SealedCeilings, outcome
from boardgames.games.landslide.rules import Landslide, LandslideState
from tests.test_landslide_games import check_invariants
from tests.test_landslide_rules import codes, give_state, run, set_votes

STEP = MIN_BID = 250_000


def proxy_table(players: int = 4) -> LandslideState:
    """A proxy-bidding game with empty hands and an empty queue, set up by hand."""
    game = Landslide().new_game(players, 7, {"proxy_bids": True})
    for p in range(players):
        set_votes(game, p, [])
        for card in list(game.zones[("hand", p)]):
            game.zones.move(card, ("hand", p), "pdeck")
    for region in game.board.regions:  # a card the opening turn drew goes back
        for key in (("drawn", region), ("secret", region)):
            for card in list(game.zones[key]):
                game.zones.move(card, key, ("deck", region))
    game.queue = []
    game.turn = 0
    return game


def stepwise(ceilings: dict[int, int], order: list[int]) -> tuple[int, int] | None:
    """The auction run literally: the price climbs from the minimum bid one step at a time
    and every bidder stays in while it is within their ceiling; the last one in wins at
    that price, and if the last ones drop out together the earliest of them clockwise
    from the opener wins at the price they all reached."""
    level = MIN_BID
    active = [p for p in order if ceilings[p] >= level]
    while active:
        if len(active) == 1:
            return active[0], level
        still = [p for p in active if ceilings[p] >= level + STEP]
        if not still:
            return active[0], level
        active, level = still, level + STEP
    return None


def test_the_outcome_is_the_clockwise_auction_run_step_by_step() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        order = rng.sample(range(4), rng.randint(1, 4))
        ceilings = {p: STEP * rng.choice([0, 0, 1, 2, 3, 4, 6, 8]) for p in order}
        assert outcome(ceilings, order, MIN_BID, STEP) == stepwise(ceilings, order)


def test_ceilings_are_sealed_until_all_are_in_then_the_winner_pays_second_plus_a_step() -> None:
    game = proxy_table()
    for p, values in enumerate([[1_000_000], [2_000_000, 500_000], [3_000_000], []]):
        set_votes(game, p, values)
    run(game, StartAuction.state(0, "South"))
    head = game.head()
    assert isinstance(head, SealedCeilings)
    assert head.players == (0, 1, 2)  # clockwise from the opener; seat 3 has nothing
    assert game.to_move() == frozenset({0, 1, 2}) and game.is_private(1)
    legal = game.legal_actions(1)
    assert legal[0] == PASS and legal[1] == bid(250_000)
    assert bid(2_500_000 + 5_000_000) in legal and bid(7_750_000) not in legal
    events = game.apply(bid(2_000_000), 1)
    lines = [e.describe(["A", "B", "C", "D"]) for e in events]
    assert lines == ["B has chosen."]  # the amount is in no public line
    for viewer in (0, 2, 3, None):
        assert game.view(viewer).zones[("sealed", 1)] == [HIDDEN]
    assert game.view(1).zones[("sealed", 1)] == [8]  # B sees their own, in steps
    game.apply(bid(1_000_000), 0)
    events = game.apply(bid(1_500_000), 2)
    shown = [e.describe(["A", "B", "C", "D"]) for e in events]
    assert shown[1] == "Sealed ceilings: A 1,000,000, B 2,000,000, C 1,500,000."
    assert "B wins a South State card for 1,750,000." in shown
    # B's one legal payment (no exact set: the least over) went to the drawer, A.
    assert len(codes(game, 1)) == 1 and sorted(game.votes(0)) == [1_000_000, 2_000_000]
    assert all(not game.zones[("sealed", p)] for p in range(4))


def test_equal_ceilings_go_to_the_earliest_clockwise_from_the_opener() -> None:
    game = proxy_table()
    for p in range(4):
        set_votes(game, p, [1_000_000])
    game.turn = 2
    run(game, StartAuction.state(2, "West"))
    for p in (0, 1, 3):
        game.apply(bid(750_000), p)
    events = game.apply(PASS, 2)
    lines = [e.describe(["A", "B", "C", "D"]) for e in events]
    assert "D wins a West State card for 750,000." in lines  # D is next after C, the opener
    assert codes(game, 3) and not codes(game, 0) and not codes(game, 1)


def test_nobody_bids_no_sale_and_an_overbid_asks_for_new_ceilings() -> None:
    game = proxy_table(2)
    set_votes(game, 0, [500_000])
    set_votes(game, 1, [250_000])
    run(game, StartAuction.state(0, "East"))
    deck = len(game.deck("East"))
    game.apply(PASS, 0)
    game.apply(PASS, 1)
    assert len(game.deck("East")) == deck + 1 and game.head() is None
    give_state(game, 1, "NH")
    run(game, StartAuction.state(0, "East"))
    game.apply(bid(1_000_000), 0)
    events = game.apply(bid(3_000_000), 1)  # B must pay 1,250,000 but holds 650,000
    assert any("cannot pay" in e.describe(["A", "B"]) for e in events)
    assert "NH" not in codes(game, 1)
    assert isinstance(game.head(), SealedCeilings)  # the bidding starts over, sealed again


@pytest.mark.parametrize("players", [2, 4])
def test_proxy_games_with_bots_keep_the_invariants(players: int) -> None:
    for seed in range(3):
        game = Landslide().new_game(players, seed, {"proxy_bids": True})
        rng = random.Random(seed)
        seats = [LandslideBot() if p % 2 == 0 else RandomBot() for p in range(players)]
        while not game.is_over():
            player = min(game.to_move())
            assert not isinstance(game.head(), BidTurn)
            game.apply(bot_move(seats[player], game, rng, player), player)  # type: ignore[arg-type]
            check_invariants(game)
        assert game.result() is not None


def test_a_person_can_name_any_likely_ceiling() -> None:
    from boardgames.games.landslide.amounts import ceiling_choices

    offered = {b.amount for b in ceiling_choices([bid(STEP * k) for k in range(1, 60)])}
    assert {STEP * k for k in range(1, 9)} <= offered  # every step to 2,000,000
    assert 2_500_000 in offered and 2_750_000 not in offered
    assert 6_000_000 in offered and 6_500_000 not in offered
