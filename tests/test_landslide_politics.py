"""Landslide's Politics cards: each kind, played through the one interpreter."""

from __future__ import annotations

import random

from boardgames.games.landslide.actions import (
    NO_OBJECTION,
    ChooseDeck,
    PlayPolitics,
    Reorder,
    bid,
)
from boardgames.games.landslide.cards_play import PutBack
from boardgames.games.landslide.rules import LandslideState
from boardgames.games.landslide.steps import PreRoll
from tests.test_landslide_rules import give_politics, give_state, run, set_votes, table


def card_of(game: LandslideState, kind: str, **params: object) -> int:
    """Give player 0 a Politics card of this kind (and these parameters)."""
    for card in list(game.zones["pdeck"]):
        spec = game.board.data.politics[card]
        if spec.kind == kind and all(spec.params.get(k) == v for k, v in params.items()):
            game.zones.move(card, "pdeck", ("hand", 0))
            return card
    raise AssertionError(f"no {kind} card {params}")


def play(game: LandslideState, card: int, target: str = "") -> None:
    run(game, PreRoll(0))
    game.apply(PlayPolitics(card, target))


def test_draw_votes_and_the_trailing_bonus() -> None:
    game = table()
    give_state(game, 1, "TX")
    card = card_of(game, "draw_votes", extra_if_trailing=1)
    play(game, card)
    assert len(game.zones[("votes", 0)]) == 2  # 1, +1 for holding the fewest votes
    game = table()
    give_state(game, 0, "TX")
    card = card_of(game, "draw_votes", extra_if_trailing=1)
    play(game, card)
    assert len(game.zones[("votes", 0)]) == 1
    assert game.zones["pdeck"][0] == card  # used: to the bottom


def test_move_to_a_state_space_and_to_home() -> None:
    game = table()
    card = card_of(game, "move", to="state_space")
    game.position[0] = 40
    play(game, card, "3")  # past the East Home to State (East)
    assert game.position[0] == 3 and len(game.zones[("votes", 0)]) == 1
    assert len(game.zones[("drawn", "East")]) == 1
    game = table()
    card = card_of(game, "move", to="own_home")
    game.position[0] = 30
    play(game, card)
    assert game.position[0] == game.home_of[0] and len(game.zones[("votes", 0)]) == 2


def test_roll_again_moves_by_the_die() -> None:
    game = table()
    card = card_of(game, "roll_again")
    start = game.position[0]
    play(game, card)
    assert 1 <= (game.position[0] - start) % 44 <= 6


def test_gamble_wins_a_free_state_or_costs_the_top_card() -> None:
    outcomes = set()
    for seed in range(30):
        game = table(seed=seed)
        set_votes(game, 0, [5_000_000, 250_000])
        card = card_of(game, "gamble")
        game.rng = random.Random(seed)
        play(game, card)
        if (
            game.queue
            and game.legal_actions(0)
            and isinstance(game.legal_actions(0)[0], ChooseDeck)
        ):
            game.apply(ChooseDeck("West"))
            assert len(game.owned(0)) == 1 and game.cash(0) == 5_250_000
            outcomes.add("win")
        elif game.cash(0) == 250_000:
            outcomes.add("lose")  # the highest card went back to the pile
        else:
            assert game.cash(0) == 5_250_000 and not game.owned(0)
            outcomes.add("nothing")
    assert outcomes == {"win", "lose", "nothing"}


def test_tax_returns_a_random_card_of_the_named_player() -> None:
    game = table()
    set_votes(game, 2, [1_000_000, 500_000])
    card = card_of(game, "tax")
    play(game, card, "2")
    assert len(game.zones[("votes", 2)]) == 1


def test_a_tax_names_its_victim_in_the_option_and_the_log() -> None:
    game = table()
    set_votes(game, 2, [1_000_000, 500_000])
    card = card_of(game, "tax")
    run(game, PreRoll(0))
    names = ["Ann", "Ben", "Cleo"]
    tax = PlayPolitics(card, "2")
    assert tax in game.legal_actions(0)
    title = game.board.data.politics[card].title
    assert game.describe_action(tax, 0, names) == f"Play {title} (on Cleo)"
    events = game.apply(tax)
    lines = [event.describe(names) for event in events]
    assert f"Ann plays {title} (on Cleo)." in lines, lines
    assert not any("seat" in line for line in lines), lines


def test_forced_buy_pays_the_owner() -> None:
    game = table()
    give_state(game, 1, "NH")  # 4 EV, 400,000
    give_state(game, 1, "TX")  # too big to buy
    set_votes(game, 0, [250_000, 250_000])
    card = card_of(game, "forced_buy")
    run(game, PreRoll(0))
    targets = {a.target for a in game.legal_actions(0) if isinstance(a, PlayPolitics)}
    assert "NH" in targets and "TX" not in targets
    game.apply(PlayPolitics(card, "NH"))
    assert "NH" in {game.board.codes[s] for s in game.owned(0)}
    assert game.cash(1) == 500_000 and game.cash(0) == 0  # no change given


def test_peek_and_put_back_in_a_chosen_order() -> None:
    game = table()
    card = card_of(game, "peek")
    top_three = list(reversed(game.deck("South")[-3:]))  # top card first
    play(game, card, "South")
    assert isinstance(game.head(), PutBack) and game.view(1).zones[("peek", "South")] == [-1] * 3
    game.apply(Reorder((2, 1, 0)))
    assert list(reversed(game.deck("South")[-3:])) == top_three[::-1]


def test_recount_holds_an_open_ballot_and_a_stop_can_cancel_a_card() -> None:
    game = table()
    give_state(game, 2, "TX")
    set_votes(game, 0, [1_000_000])
    card = card_of(game, "open_ballot")
    play(game, card, "TX")
    assert game.zones[("open", "South")]  # TX is up for auction
    game.apply(bid(250_000))
    assert "TX" in {game.board.codes[s] for s in game.owned(0)}

    game = table()
    give_state(game, 2, "TX")
    card = card_of(game, "open_ballot")
    stop = give_politics(game, 2, "stop")
    from boardgames.games.landslide.actions import OBJECT, PlayStop

    play(game, card, "TX")
    game.apply(OBJECT)
    game.apply(PlayStop(stop))
    assert "TX" in {game.board.codes[s] for s in game.owned(2)}
    assert set(game.zones["pdeck"][:2]) == {card, stop}
    assert NO_OBJECTION not in game.legal_actions(0)  # back to the pre-roll choice
