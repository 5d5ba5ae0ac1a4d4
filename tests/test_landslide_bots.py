"""Landslide's heuristic bot on set-up tables: Stops, ceilings and payment."""

from __future__ import annotations

import random

import pytest

from boardgames.games.landslide.actions import (
    NO_OBJECTION,
    OBJECT,
    PASS,
    Bid,
    Contest,
    PlayStop,
)
from boardgames.games.landslide.auction import BidTurn, StartAuction
from boardgames.games.landslide.bots import LandslideBot
from boardgames.games.landslide.rules import LandslideState
from boardgames.games.landslide.steps import OpenBallot
from tests.test_landslide_rules import give_politics, give_state, run, set_votes, table


def bot_choice(game: LandslideState) -> object:
    player = min(game.to_move())
    legal = game.legal_actions(player)
    return LandslideBot().choose(game.view(player), player, legal, random.Random(0))


def test_the_bot_stops_an_open_ballot_on_its_big_state_and_not_on_a_small_one() -> None:
    for code, expected in (("TX", OBJECT), ("VT", NO_OBJECTION)):
        game = table()
        give_state(game, 2, code)
        give_politics(game, 2, "stop")
        run(game, OpenBallot(0))
        game.apply(Contest(code))
        assert bot_choice(game) == expected


def test_the_bot_stops_a_stop_against_its_own_action() -> None:
    game = table()
    give_state(game, 2, "TX")
    c_stop = give_politics(game, 2, "stop")
    give_politics(game, 0, "stop")
    set_votes(game, 0, [5_000_000])
    run(game, OpenBallot(0))
    game.apply(Contest("TX"))
    game.apply(NO_OBJECTION)  # A, asked first, lets it go
    game.apply(OBJECT)
    game.apply(PlayStop(c_stop))  # C stops A's Open Ballot
    assert min(game.to_move()) == 0 and bot_choice(game) == OBJECT


def test_the_bot_bids_to_a_ceiling_and_never_overbids() -> None:
    game = table()
    for p in range(4):
        set_votes(game, p, [2_000_000, 1_000_000])
    run(game, StartAuction.state(1, "West"))
    seen = 0
    while game.head() is not None and game.legal_actions():
        action = bot_choice(game)
        mover = min(game.to_move())
        if isinstance(action, Bid):
            assert action.amount <= game.holdings(mover)
            seen += 1
        game.apply(action)  # type: ignore[arg-type]
        if action == PASS and not game.queue:
            break
    assert seen >= 1


def test_the_hard_search_judges_by_votes_owned_and_money() -> None:
    from boardgames.games.landslide.rules import Landslide
    from boardgames.games.landslide.search import make_search, win_chances

    game = Landslide().new_game(3, 4, {})
    even = win_chances(game)
    assert abs(sum(even) - 1.0) < 1e-9
    codes = [c for c in game.board.codes if game.board.ev[game.board.by_code[c]] >= 20][:2]
    for code in codes:  # seat 1 takes two big states
        card = game.board.by_code[code]
        source = next(k for k in game.zones if card in game.zones[k])
        game.zones.move(card, source, ("won", 1, game.board.region[card]))
    chances = win_chances(game)
    assert chances[1] > max(chances[0], chances[2]) and chances[1] > even[1]
    import random

    from boardgames.ai.ismcts import Budget

    player = min(game.to_move())
    result = make_search().search(game.view(player), player, random.Random(1), Budget(iterations=8))
    assert result.action in game.legal_actions(player)


def test_the_hard_level_bids_from_a_thriftier_valuation() -> None:
    """The hard level's own bids come from a lower price per vote than normal's (normal
    overpays: see ``search.py``), at the thrift for the table's seats, and at a bid the
    search weighs that bid against passing."""
    from boardgames.games.landslide.bots import PRICE_SHARE, LandslideBot
    from boardgames.games.landslide.search import THRIFT, Candidates, ThriftyBot

    assert set(THRIFT) == {2, 3, 4} and max(THRIFT.values()) < PRICE_SHARE
    game = table()
    for p in range(4):
        set_votes(game, p, [3_000_000, 2_000_000, 1_000_000])
    run(game, StartAuction.state(1, "West"))
    player, head = min(game.to_move()), game.head()
    assert isinstance(head, BidTurn)
    view, legal = game.view(player), game.legal_actions(player)
    normal = LandslideBot().appraise(view, player).ceiling(head.lot, 0)
    thrifty = ThriftyBot().appraise(view, player).ceiling(head.lot, 0)
    at_seats = LandslideBot(THRIFT[game.n]).appraise(view, player).ceiling(head.lot, 0)
    assert 0 < thrifty == at_seats < normal
    two_seat = LandslideBot(THRIFT[2]).appraise(view, player).ceiling(head.lot, 0)
    assert two_seat < thrifty  # four seats pay a larger share than two (the docstring's runs)
    picks = Candidates(ThriftyBot())(view, player, legal, random.Random(0))
    assert picks[0] == ThriftyBot().choose(view, player, legal, random.Random(0))
    assert picks == [PASS] or (picks[1] == PASS and isinstance(picks[0], Bid))


def test_the_judgement_is_a_softmax_of_fitted_scores() -> None:
    from boardgames.games.landslide.judgement import WEIGHTS, weights_at, win_chances
    from boardgames.games.landslide.rules import Landslide

    for seats, rows in WEIGHTS.items():
        low, high = rows[0], rows[1]
        middle = weights_at(seats, (low[0] + high[0]) // 2)  # between the first two rows
        assert weights_at(seats, 0) == low[1] and weights_at(seats, 538) == rows[-1][1]
        for a, b, m in zip(low[1], high[1], middle, strict=True):
            assert min(a, b) - 1e-12 <= m <= max(a, b) + 1e-12
    game = Landslide().new_game(2, 3, {})
    even = win_chances(game)
    assert sum(even) == pytest.approx(1.0)
    richer = game.zones[("votes", 1)]
    richer.append(game.zones["pile"].pop())  # seat 1 draws one more Vote card
    assert win_chances(game)[1] > even[1]


def test_the_thrift_trial_is_reproducible_and_counts_shares(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The developer's tool behind ``search.THRIFT``: the same seed gives the same share,
    a share lies between 0 and 1, and at normal's own price it is normal against normal."""
    from boardgames.games import get_game
    from boardgames.games.landslide.bots import PRICE_SHARE, LandslideBot
    from boardgames.simulate import game_seeds, play_one
    from tools import landslide_thrift_trial as thrift_trial

    share = thrift_trial.win_share(2, 4, 9, 0.3)
    assert share == thrift_trial.win_share(2, 4, 9, 0.3) and 0.0 <= share <= 1.0
    entry = get_game("landslide")
    normal_games = [play_one(entry, [LandslideBot(), LandslideBot()], s) for s in game_seeds(9, 4)]
    normal = sum(
        1 / len(g.result.winners) for i, g in enumerate(normal_games) if i % 2 in g.result.winners
    )
    assert thrift_trial.win_share(2, 4, 9, PRICE_SHARE) == normal / 4
    thrift_trial.main(["2", "2", "9", "0.3", "0.5"])
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["2 seats, thrift 0.3", "2 seats, thrift 0.5"]
