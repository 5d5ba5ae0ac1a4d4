"""Landslide's choices a player makes in person: the roll, the Favorite Son's pick, the
forfeit among tied states (LS-A16), and who is asked "Objections?" (only Stop holders)."""

from __future__ import annotations

import random

from boardgames.games.landslide.actions import (
    NO_OBJECTION,
    OBJECT,
    PASS,
    ROLL,
    ROLL_FOR_ME,
    Contest,
    Forfeit,
    PlayStop,
    TakeBack,
    bid,
)
from boardgames.games.landslide.auction import BidTurn, ForfeitChoice, StartAuction
from boardgames.games.landslide.bots import LandslideBot
from boardgames.games.landslide.events import seat_summary
from boardgames.games.landslide.steps import (
    FavoriteSon,
    OpenBallot,
    PreRoll,
    RollMove,
    TakeFromVisitor,
    land,
)
from boardgames.games.landslide.stops import Window
from tests.test_landslide_rules import (
    act,
    codes,
    give_politics,
    give_state,
    run,
    set_votes,
    table,
)

# -- the roll -------------------------------------------------------------------------------


def test_a_person_rolls_the_die_themselves_unless_they_asked_to_have_it_rolled() -> None:
    game = table()
    run(game, PreRoll(0), RollMove(0))
    assert isinstance(game.head(), PreRoll)  # no card to play, yet the roll waits
    assert game.legal_actions(0) == [ROLL, ROLL_FOR_ME]
    start = game.position[0]
    game.apply(ROLL_FOR_ME)  # rolls now ...
    assert game.position[0] != start and 0 in game.roll_for_me
    game.queue = []
    run(game, PreRoll(0), RollMove(0))  # ... and from then on by itself
    assert not isinstance(game.head(), PreRoll)
    card = give_politics(game, 0, "draw_votes")  # a card to play first: asked again
    game.queue = []
    run(game, PreRoll(0))
    assert game.legal_actions(0)[0] == ROLL and ROLL_FOR_ME not in game.legal_actions(0)
    assert any(getattr(a, "card", None) == card for a in game.legal_actions(0))


def test_bots_roll_at_once() -> None:
    game = table()
    run(game, PreRoll(0))
    bot = LandslideBot()
    assert bot.choose(game.view(0), 0, game.legal_actions(0), random.Random(0)) == ROLL


# -- the Favorite Son's pick ----------------------------------------------------------------


def test_the_favorite_son_picks_a_face_down_back_and_gets_one_card_at_random() -> None:
    taken = set()
    for seed in range(12):
        game = table(seed=seed)
        set_votes(game, 0, [5_000_000, 250_000, 1_000_000])
        run(game, FavoriteSon(1, 0))
        head = game.head()
        assert isinstance(head, TakeFromVisitor) and game.to_move() == {1}
        assert game.legal_actions(1) == [TakeBack(0), TakeBack(1), TakeBack(2)]
        assert game.describe_action(TakeBack(2), 1) == "Face-down card 3"
        assert "sight unseen" in game.prompt(1)
        game.apply(TakeBack(0))
        assert len(game.votes(0)) == 2 and len(game.votes(1)) == 1
        taken.add(game.votes(1)[0])
    assert len(taken) > 1  # the same back gives different cards: which is under it is dealt


def test_one_card_is_taken_at_once_and_no_card_means_no_window() -> None:
    game = table()
    set_votes(game, 0, [2_000_000])
    run(game, FavoriteSon(1, 0))
    assert game.votes(1) == [2_000_000] and not game.queue
    give_politics(game, 1, "stop")  # a Stop holder would be asked, but nothing is at stake
    game.position[0] = game.home_of[1]
    run(game, land(game, 0))
    assert not game.queue and game.votes(0) == []


# -- the overbid penalty among tied states ------------------------------------------------


def test_an_overbidder_chooses_which_of_tied_most_valuable_states_to_forfeit() -> None:
    game = table()
    for code in ("AL", "KY", "NH"):  # Alabama and Kentucky: 9 EV and 1,100,000 each
        give_state(game, 1, code)
    set_votes(game, 0, [250_000])
    run(game, StartAuction.state(0, "West"))
    act(game, PASS, bid(5_000_000), PASS)  # B holds 2.6M in all and wins at 5M
    head = game.head()
    assert isinstance(head, ForfeitChoice) and game.to_move() == {1}
    assert game.legal_actions(1) == [Forfeit("AL"), Forfeit("KY")]
    assert game.describe_action(Forfeit("KY"), 1) == "Forfeit Kentucky (9 EV)"
    game.apply(Forfeit("KY"))
    assert codes(game, 1) == {"AL", "NH"}
    assert game.board.by_code["KY"] in game.deck("South")
    bidding = game.head()
    assert isinstance(bidding, BidTurn) and bidding.player == 0 and bidding.holder < 0


def test_a_single_most_valuable_state_is_forfeited_without_asking() -> None:
    game = table()
    for code in ("TX", "AL", "KY"):
        give_state(game, 1, code)
    set_votes(game, 0, [250_000])
    run(game, StartAuction.state(0, "West"))
    act(game, PASS, bid((game.holdings(1) // 250_000 + 1) * 250_000), PASS)
    assert codes(game, 1) == {"AL", "KY"} and isinstance(game.head(), BidTurn)


# -- who is asked "Objections?" -------------------------------------------------------------


def test_only_stop_holders_are_asked() -> None:
    game = table()
    give_state(game, 2, "TX")
    give_politics(game, 1, "draw_votes")  # B holds a card, but no Stop
    give_politics(game, 2, "draw_votes")
    d_stop = give_politics(game, 3, "stop")
    set_votes(game, 0, [1_000_000])
    run(game, OpenBallot(0))
    game.apply(Contest("TX"))
    head = game.head()
    assert isinstance(head, Window) and head.player == 3  # B and C are not asked
    assert game.legal_actions(3) == [NO_OBJECTION, OBJECT]
    act(game, OBJECT, PlayStop(d_stop))
    assert "TX" in codes(game, 2) and not game.queue


def test_nobody_holding_a_stop_means_no_window() -> None:
    game = table()
    give_politics(game, 1, "draw_votes")
    give_politics(game, 2, "open_ballot")
    set_votes(game, 0, [1_000_000])
    game.position[0] = 4  # Win Votes
    run(game, land(game, 0))
    assert not game.queue and len(game.votes(0)) == 2


def test_being_asked_first_tells_nothing_about_who_else_holds_a_stop() -> None:
    """A, asked first, sees the same game whether B holds a Stop or another card."""
    seen = []
    for kind in ("stop", "draw_votes"):
        game = table()
        give_state(game, 2, "TX")
        give_politics(game, 0, "stop")
        give_politics(game, 1, kind)
        set_votes(game, 0, [1_000_000])
        run(game, OpenBallot(0))
        game.apply(Contest("TX"))
        assert isinstance(game.head(), Window) and game.head().player == 0  # type: ignore[union-attr]
        seen.append(game.information_key(0))
    assert seen[0] == seen[1]


def test_seat_counts_read_as_written() -> None:
    game = table()
    set_votes(game, 0, [1_000_000])
    give_state(game, 0, "TX")
    assert seat_summary(game, 0) == "26 EV  1 state  1 Vote card  0 Politics"
    set_votes(game, 0, [1_000_000, 250_000])
    assert "2 Vote cards" in seat_summary(game, 0)
