"""Landslide's rules: the spec's scenarios LS-T1 to LS-T12, each on a table set up by hand."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from boardgames.core.decisions import Step
from boardgames.core.protocol import IllegalActionError
from boardgames.core.zones import HIDDEN
from boardgames.games.landslide.actions import (
    DECLINE,
    OBJECT,
    PASS,
    Bid,
    ChooseDeck,
    Contest,
    FlyTo,
    Pay,
    PlayPolitics,
    PlayStop,
    TakeBack,
    bid,
)
from boardgames.games.landslide.auction import BidTurn, StartAuction, payments
from boardgames.games.landslide.rules import Landslide, LandslideState, tables
from boardgames.games.landslide.steps import FavoriteSon, PreRoll, land, move

E, S, M, W = "East", "South", "Midwest", "West"


def table(players: int = 4, seed: int = 7) -> LandslideState:
    """A new game with empty hands and an empty queue, ready to be set up by hand."""
    game = Landslide().new_game(players, seed, {})
    for p in range(players):
        for card in list(game.zones[("votes", p)]):
            game.zones.move(card, ("votes", p), "pile")
        for card in list(game.zones[("hand", p)]):
            game.zones.move(card, ("hand", p), "pdeck")
    game.queue = []
    game.turn = 0
    return game


def set_votes(game: LandslideState, player: int, values: Sequence[int]) -> None:
    """Give ``player`` exactly these Vote cards (taken from the pile)."""
    for card in list(game.zones[("votes", player)]):
        game.zones.move(card, ("votes", player), "pile")
    for value in values:
        card = next(c for c in game.zones["pile"] if game.board.votes[c] == value)
        game.zones.move(card, "pile", ("votes", player))


def give_state(game: LandslideState, player: int, code: str) -> None:
    card = game.board.by_code[code]
    region = game.board.region[card]
    source = next(k for k in game.zones if card in game.zones[k])
    game.zones.move(card, source, ("won", player, region))


def give_politics(game: LandslideState, player: int, kind: str) -> int:
    card = next(c for c in game.zones["pdeck"] if game.board.data.politics[c].kind == kind)
    game.zones.move(card, "pdeck", ("hand", player))
    return card


def run(game: LandslideState, *steps: Step) -> list[object]:
    game.queue[0:0] = list(steps)
    return game.advance()


def act(game: LandslideState, *actions: object) -> None:
    """Apply actions in order, each by the one player to move."""
    for action in actions:
        game.apply(action)  # type: ignore[arg-type]


def codes(game: LandslideState, player: int) -> set[str]:
    return {game.board.codes[s] for s in game.owned(player)}


def pile_value(game: LandslideState) -> int:
    return sum(game.board.votes[c] for c in game.zones["pile"])


# -- LS-T1, T2: Homes -------------------------------------------------------------------------


def test_passing_landing_and_leaving_home() -> None:
    game = table()
    home = game.home_of[0]
    game.position[0] = (home - 2) % 44
    move(game, 0, 4)
    assert len(game.zones[("votes", 0)]) == 1  # passed: +1
    game.position[0] = (home - 2) % 44
    move(game, 0, 2)
    run(game, land(game, 0))
    assert len(game.zones[("votes", 0)]) == 3  # landed: +2 more, not +3
    move(game, 0, 3)  # leaving Home is not passing it
    assert len(game.zones[("votes", 0)]) == 3


def test_favorite_son_takes_one_card_at_random() -> None:
    game = table()
    set_votes(game, 0, [1_000_000, 250_000])
    run(game, FavoriteSon(1, 0))
    act(game, TakeBack(1))  # B picks a face-down back (see test_landslide_choices.py)
    assert sorted(game.votes(0) + game.votes(1)) == [250_000, 1_000_000]
    assert len(game.votes(0)) == len(game.votes(1)) == 1
    set_votes(game, 2, [])
    run(game, FavoriteSon(1, 2))
    assert game.votes(2) == [] and len(game.votes(1)) == 1


def test_an_unowned_corner_does_nothing() -> None:
    game = table(players=3)
    west_home = game.board.data.home_index(W)
    assert west_home not in game.home_of
    game.position[0] = west_home
    run(game, land(game, 0))
    assert not game.queue and game.votes(0) == []


# -- LS-T3, T4: auctions ---------------------------------------------------------------------


def test_state_auction_pays_the_drawer_and_only_he_sees_the_card() -> None:
    game = table()
    for p, money in enumerate([[250_000], [1_000_000, 500_000], [250_000], [250_000]]):
        set_votes(game, p, money)
    run(game, StartAuction.state(0, S))
    drawn = game.zones[("drawn", S)]
    assert len(drawn) == 1
    assert game.view(0).zones[("drawn", S)] == drawn
    assert game.view(1).zones[("drawn", S)] == [HIDDEN]
    act(game, PASS, bid(1_500_000), PASS, PASS, PASS)  # A, B, C, D, A
    assert game.cash(0) == 250_000 + 1_500_000
    assert game.cash(1) == 0 and len(game.owned(1)) == 1


def test_a_drawer_who_wins_pays_the_board() -> None:
    game = table()
    set_votes(game, 0, [500_000, 250_000])
    pile = len(game.zones["pile"])
    run(game, StartAuction.state(0, S))
    act(game, bid(750_000))  # the others hold nothing and can only pass
    assert len(game.zones["pile"]) == pile + 2 and game.cash(0) == 0
    assert len(game.owned(0)) == 1


def test_bid_steps_and_no_sale() -> None:
    game = table()
    set_votes(game, 0, [2_000_000])
    set_votes(game, 1, [2_000_000])
    deck_before = sorted(game.deck(E))
    run(game, StartAuction.state(0, E))
    legal = game.legal_actions(0)
    assert Bid(100_000) not in legal and bid(250_000) in legal
    act(game, bid(1_000_000))
    legal = game.legal_actions(1)
    assert Bid(1_100_000) not in legal and bid(1_250_000) in legal
    game = table()
    set_votes(game, 0, [2_000_000])
    run(game, StartAuction.state(0, E))
    act(game, PASS)  # the others hold nothing and pass by themselves
    assert sorted(game.deck(E)) == deck_before and not game.queue


def test_a_raise_reopens_the_auction() -> None:
    game = table(players=3)
    for p in range(3):
        set_votes(game, p, [3_000_000])
    run(game, StartAuction.state(0, W))
    act(game, PASS, bid(500_000), PASS)  # A passes, B bids, C passes
    act(game, bid(750_000))  # A, who passed, raises: it is re-opened
    assert isinstance(game.queue[0], BidTurn) and game.to_move() == {1}
    act(game, PASS, PASS)  # B and C pass: A wins
    assert game.owned(0)


# -- LS-T5, T6: paying -----------------------------------------------------------------------


def pays(votes: list[int], states: list[str], price: int) -> list[Pay]:
    b = tables()
    held = [(c, b.data.states[c].pv, b.data.states[c].ev) for c in states]
    return payments(votes, held, price, b)


def test_no_change_is_given() -> None:
    assert pays([5_000_000], [], 4_500_000) == [Pay((5_000_000,), ())]
    exact = pays([2_000_000, 2_000_000, 500_000, 5_000_000], [], 4_500_000)
    assert exact == [Pay((2_000_000, 2_000_000, 500_000), ())]


def test_states_pay_at_their_popular_votes() -> None:
    assert tables().data.states["NH"].pv == 400_000
    assert pays([500_000], ["NH"], 750_000) == [Pay((500_000,), ("NH",))]
    assert pays([500_000, 250_000], ["NH"], 750_000) == [Pay((500_000, 250_000), ())]
    assert pays([500_000], [], 750_000) == []


def test_a_state_paid_goes_to_the_payee() -> None:
    game = table()
    give_state(game, 1, "NH")
    set_votes(game, 1, [500_000])
    run(game, StartAuction.state(0, S))
    act(game, bid(750_000))
    assert "NH" in codes(game, 0) and game.ev(0) == 4
    assert game.cash(0) == 500_000


# -- LS-T7: overbids --------------------------------------------------------------------------


def test_an_overbid_costs_the_biggest_state_and_restarts() -> None:
    game = table()
    give_state(game, 1, "NH")
    set_votes(game, 1, [1_000_000, 500_000])
    set_votes(game, 0, [250_000])
    run(game, StartAuction.state(0, S))
    act(game, PASS, bid(3_000_000), PASS)  # A, B, then A again (C and D hold nothing)
    assert "NH" not in codes(game, 1)
    assert game.board.by_code["NH"] in game.deck(E)
    head = game.queue[0]
    assert isinstance(head, BidTurn) and head.player == 0 and head.holder < 0
    act(game, PASS)
    assert bid(250_000) in game.legal_actions(1)  # B may bid again


def test_a_player_with_nothing_can_only_pass() -> None:
    game = table()
    set_votes(game, 0, [1_000_000])
    run(game, StartAuction.state(0, S))
    from boardgames.games.landslide.auction import bid_range

    assert bid_range(game, 1, 0) == ()
    assert BidTurn(1, game.queue[0].lot, 0, -1, 0).options(game, 1) == (PASS,)  # type: ignore[attr-defined]


def test_auctions_end_within_their_bound() -> None:
    """Everyone raises whenever allowed (overbids included): the auction still ends."""
    from boardgames.games.landslide.auction import auction_bound

    game = table()
    for p in range(4):
        set_votes(game, p, [5_000_000, 3_000_000])
    give_state(game, 2, "CA")
    run(game, StartAuction.state(0, W))
    turns = 0
    while isinstance(game.head(), BidTurn):
        legal = game.legal_actions()
        game.apply(legal[1] if len(legal) > 1 else legal[0])
        turns += 1
        assert turns <= auction_bound(game.board, 4)
    assert turns > 4


# -- LS-T8, T9: Secret and Open Ballots --------------------------------------------------------


def test_secret_ballot_of_three_decks() -> None:
    game = table()
    for card in list(game.deck(W)):
        give_state(game, 3, game.board.codes[card])
    set_votes(game, 0, [1_000_000])
    run(game, StartAuction.secret(0))
    assert sum(len(game.zones[("secret", r)]) for r in (E, S, M)) == 3
    assert all(x == HIDDEN for r in (E, S, M) for x in game.view(0).zones[("secret", r)])
    act(game, bid(250_000), PASS)  # D, holding the West, passes
    assert len(game.owned(0)) == 3 and game.cash(0) == 0  # paid the pile, no change
    assert all(game.view(2).zones[("won", 0, r)] == game.zones[("won", 0, r)] for r in (E, S, M))


def test_open_ballot() -> None:
    game = table()
    from boardgames.games.landslide.steps import OpenBallot

    run(game, OpenBallot(0))
    assert not game.queue  # nobody owns a state: nothing to contest
    give_state(game, 2, "TX")
    set_votes(game, 2, [1_000_000])
    run(game, OpenBallot(0))
    assert game.legal_actions(0) == [DECLINE, Contest("TX")]
    act(game, Contest("TX"), bid(1_000_000))  # only C holds anything
    assert "TX" in codes(game, 2) and game.cash(2) == 0 and game.cash(0) == 0
    set_votes(game, 1, [2_000_000])
    run(game, OpenBallot(0))
    act(game, Contest("TX"), bid(2_000_000))  # B bids; C's money is all in the lot
    assert "TX" in codes(game, 1) and game.cash(2) == 2_000_000


# -- LS-T10: Stops ----------------------------------------------------------------------------


def test_a_stop_cancels_and_a_stop_on_a_stop_lets_it_go() -> None:
    from boardgames.games.landslide.steps import OpenBallot

    game = table()
    give_state(game, 2, "TX")
    c_stop = give_politics(game, 2, "stop")
    run(game, OpenBallot(0))
    act(game, Contest("TX"), OBJECT, PlayStop(c_stop))
    assert "TX" in codes(game, 2) and not game.queue
    assert game.zones["pdeck"][0] == c_stop  # a used card goes to the bottom

    game = table()
    give_state(game, 2, "TX")
    set_votes(game, 0, [500_000])
    c_stop = give_politics(game, 2, "stop")
    d_stop = give_politics(game, 3, "stop")
    run(game, OpenBallot(0))
    act(game, Contest("TX"), OBJECT, PlayStop(c_stop))  # C, asked first, stops it
    act(game, OBJECT, PlayStop(d_stop))  # D stops C's Stop
    assert isinstance(game.head(), BidTurn)  # the Open Ballot goes ahead
    assert all(PlayStop(c) not in game.legal_actions() for c in range(20))
    assert not any(isinstance(a, PlayPolitics) for a in game.legal_actions())


def test_no_politics_during_an_auction() -> None:
    game = table()
    card = give_politics(game, 0, "draw_votes")
    set_votes(game, 0, [1_000_000])
    run(game, StartAuction.state(0, S))
    assert not any(isinstance(a, PlayPolitics) for a in game.legal_actions(0))
    act(game, PASS)
    run(game, PreRoll(0))
    assert PlayPolitics(card, "") in game.legal_actions(0)
    with pytest.raises(IllegalActionError):
        game.apply(PlayStop(card))


# -- LS-T11: Fly Anywhere ----------------------------------------------------------------------


def test_fly_anywhere() -> None:
    from boardgames.games.landslide.steps import FlyChoice

    game = table()
    game.position[0] = 39  # a Fly space on the West side
    run(game, FlyChoice(0))
    targets = {a.space for a in game.legal_actions(0) if isinstance(a, FlyTo)}
    assert 20 not in targets and 39 not in targets and game.home_of[0] not in targets
    assert game.home_of[1] in targets
    act(game, FlyTo(3))  # past the East Home (space 0) to State (East)
    assert len(game.zones[("votes", 0)]) == 1 and game.position[0] == 3
    assert len(game.zones[("drawn", E)]) == 1  # drew from that colour


# -- LS-T12: the end --------------------------------------------------------------------------


def test_the_last_sale_ends_the_game_and_ties_go_to_popular_votes() -> None:
    game = table(players=2)
    b = game.board
    keep = b.by_code["WY"]
    for card in range(len(b.codes)):
        if card != keep:
            give_state(game, card % 2, b.codes[card])
    assert game.unsold() == 1 and not game.is_over()
    set_votes(game, 0, [1_000_000])
    set_votes(game, 1, [500_000])
    run(game, StartAuction.state(0, W))
    act(game, PASS, bid(250_000), PASS)
    assert game.is_over()
    assert sum(game.ev(p) for p in range(2)) == 538
    result = game.result()
    assert result is not None
    evs = [game.ev(p) for p in range(2)]
    assert result.winners == ((0,) if evs[0] > evs[1] else (1,))


def test_a_tie_on_electoral_votes_goes_to_popular_votes_held() -> None:
    game = table(players=2)
    for code in ("VT", "WY"):  # 3 EV each
        give_state(game, 0 if code == "VT" else 1, code)
    set_votes(game, 1, [250_000])
    game.finished = True
    result = game.result()
    assert result is not None and game.ev(0) == game.ev(1) == 3
    held = [game.holdings(p) for p in range(2)]
    assert result.winners == ((0,) if held[0] > held[1] else (1,))
    assert "popular votes held" in result.reason


def test_empty_deck_lets_the_drawer_choose() -> None:
    game = table()
    for card in list(game.deck(E)):
        give_state(game, 3, game.board.codes[card])
    game.position[0] = 1  # State (East)
    run(game, land(game, 0))
    assert ChooseDeck(E) not in game.legal_actions(0)
    act(game, ChooseDeck(M))
    assert len(game.zones[("drawn", M)]) == 1


def test_the_table_may_hand_over_for_every_bid() -> None:
    for strict in (False, True):
        game = Landslide().new_game(4, 7, {"hand_over_bids": strict})
        assert isinstance(game, LandslideState)
        game.queue = []
        for p in range(4):
            for card in list(game.zones[("hand", p)]):
                game.zones.move(card, ("hand", p), "pdeck")
        set_votes(game, 0, [1_000_000])
        run(game, StartAuction.state(0, S))
        assert isinstance(game.head(), BidTurn)
        assert game.is_private(0) is strict


def test_a_re_dealt_payer_can_always_pay_the_price_they_were_seen_to_meet() -> None:
    """Winning and being asked to pay shows the winner holds the price (else the overbid
    penalty): a search's re-deal of their hidden cards must keep that, or the payment has
    no legal way."""
    from boardgames.games.landslide.auction import Lot, PayChoice

    game = table(players=2)
    big = sorted(set(game.board.votes), reverse=True)[:3]
    set_votes(game, 1, big)  # the three biggest kinds of Vote card
    set_votes(game, 0, [250_000])
    price = sum(big)
    lot = Lot("secret", -1, 1, "a Secret Ballot")
    game.queue = [PayChoice(1, lot, price)]
    assert game.legal_actions(1)
    for seed in range(40):
        for viewer in (None, 0):
            deal = game.determinize(viewer, random.Random(seed))
            assert deal.cash(1) >= price and deal.legal_actions(1), (seed, viewer)
            everything = sorted(c for key in deal.zones if key[0] == "votes" or key == "pile"
                                for c in deal.zones[key])  # fmt: skip
            assert everything == sorted(range(len(game.board.votes)))  # no card made or lost
