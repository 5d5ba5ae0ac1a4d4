"""Bull Moose's bots: legal, see only their view, beat random play, plan whole card uses,
and the hard level searches card choices only."""

from __future__ import annotations

import copy
import random

import pytest

from boardgames.ai.base import RandomBot, bot_move
from boardgames.ai.ismcts import Budget
from boardgames.games import get_game
from boardgames.games.bull_moose.actions import END, VALUE, Keep, PlayCard
from boardgames.games.bull_moose.bot_eval import (
    THREAT,
    Projection,
    Tally,
    board_facts,
    unit_worth,
)
from boardgames.games.bull_moose.bot_plans import value_plan
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.election import ANY_SCOPE, ElectionPlace
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.search import (
    BullMooseSearchBot,
    HardPolicy,
    make_search,
    round_turns_left,
)
from boardgames.games.bull_moose.search_eval import (
    cards_to_come,
    forecast_chances,
    gap_spreads,
    turns_left,
    win_chances,
)
from boardgames.games.bull_moose.steps import ChooseCard, Spend
from tools.bull_moose_luck_free import count_chances
from tools.bull_moose_luck_free import main as luck_free_main

R, P, D = range(3)


def play(players: int, seed: int, bot_seat: int) -> tuple[float, ...]:
    state = BMState(players, seed)
    bots = [RandomBot() for _ in range(players)]
    bots[bot_seat] = BullMooseBot()  # type: ignore[call-overload]
    rng = random.Random(seed)
    while not state.is_over():
        mover = min(state.to_move())
        state.apply(bot_move(bots[mover], state, rng, mover), mover)  # type: ignore[arg-type]
    return state.returns()


def test_bot_beats_random_players() -> None:
    games = 6
    won = sum(play(3, seed, seed % 3)[seed % 3] for seed in range(games))
    assert won >= 4, f"the bot won {won} of {games} three-seat games against random players"


def card_with(state: BMState, seat: int, value: int, support: str | None) -> int:
    for index, card in enumerate(state.cards):
        if card.id[0] == state.cand[seat] and card.value == value and card.support == support:
            if card.kind in ("placement", "press", "senator"):
                return index
    raise LookupError((seat, value, support))


def give(state: BMState, seat: int, card: int) -> None:
    for key in state.zones:
        if card in state.zones[key]:
            state.zones[key].remove(card)
    state.zones[("hand", seat)].append(card)
    state.queue = [ChooseCard(seat), ChooseCard((seat + 1) % state.n)]
    state._options = None


def test_a_value_play_walks_to_the_best_stop_and_the_plan_is_followed() -> None:
    """Taft in Ohio with a 3: one state worth fighting for two moves away (Illinois, where
    Roosevelt has a cube) and nothing elsewhere; the bot plays the card for its value,
    walks there and places its last point, each step from its plan."""
    state = BMState(3, 1)
    for uid in state.cubes:
        state.cubes[uid] = [1, 0, 0]  # Taft holds every unit alone...
    state.cubes["IL"] = [0, 1, 0]  # ...but Illinois, Roosevelt's
    state.token[R], state.token[P], state.token[D] = "OH", "NY", "NJ"
    card = card_with(state, R, 3, None)
    give(state, R, card)
    bot, rng = BullMooseBot(), random.Random(0)
    choice = bot.choose(state.view(R), R, state.legal_actions(R), rng)
    assert choice == PlayCard(card, VALUE)
    state.apply(choice, R)
    while isinstance(state.head(), Spend):
        legal = state.legal_actions(R)
        state.apply(bot.choose(state.view(R), R, legal, rng), R)
    assert state.token[R] == "IL" and state.cubes["IL"][R] == 1


def test_a_spend_with_no_points_left_still_answers() -> None:
    """A Press card with no points left (a fallback plan from a Spend step) ends the card."""
    state = BMState(3, 2)
    card = card_with(state, R, 2, "press")
    plan = value_plan(Projection(state, R), state, state.cards[card], 0, 0, False, 0, False)
    assert plan.steps == [] or plan.steps[-1].action == END


def test_the_plan_is_dropped_when_it_no_longer_fits() -> None:
    """A remembered step that is not legal now is never played: the bot plans afresh."""
    state = BMState(3, 3)
    bot = BullMooseBot()
    bot.plan_for = (R, 999)
    assert bot.follow(state, R, Spend(R, 5, 2, 0, False, VALUE, 0, False), [END]) is None


def test_a_bot_playing_in_place_follows_its_plans_as_a_remembering_bot_does() -> None:
    """A playout's bot (no memory, plans kept on the state played in place) makes the moves
    a remembering bot makes on the same state; on any other state it plans afresh."""
    state, twin = BMState(3, 6), BMState(3, 6)
    in_place, remembering = BullMooseBot(remember=False, in_place=True), BullMooseBot()
    rng, twin_rng = random.Random(6), random.Random(6)
    followed = 0
    while not state.is_over():
        mover = min(state.to_move())
        legal = state.legal_actions(mover)
        if isinstance(state.head(), Spend) and len(legal) > 1:
            # on a copy, the plan made on ``state`` is not followed: as a bot with no plan
            fresh = BullMooseBot(remember=False).choose(state.clone(), mover, legal, rng)
            assert copy.copy(in_place).choose(state.clone(), mover, legal, rng) == fresh
            followed += 1
        if len(legal) == 1:
            action = legal[0]
        else:  # on the state itself, as a playout asks
            action = in_place.choose(state, mover, legal, rng)
            assert action == remembering.choose(twin, mover, legal, twin_rng)
        state.apply(action, mover)
        twin.apply(action, mover)
    assert followed > 20


def test_hard_is_listed_and_searches_card_choices() -> None:
    entry = get_game("bull-moose")
    hard = entry.make_bot("hard")
    assert isinstance(hard, BullMooseSearchBot)
    hard.seconds, hard.iterations = None, 4
    state = BMState(3, 4)
    rng = random.Random(4)
    bots = [hard, BullMooseBot(), BullMooseBot()]
    searched = 0
    for _ in range(80):  # the draw and round 1's first cards and their steps
        mover = min(state.to_move())
        if mover == 0 and isinstance(state.head(), ChooseCard):
            searched += len(state.legal_actions(0)) > 1
        state.apply(bot_move(bots[mover], state, rng, mover), mover)  # type: ignore[arg-type]
    assert searched >= 2 and all(count >= 4 for count in hard.iteration_counts)
    # a card's steps, the draw and every other decision are the policy's, not searched
    assert len(hard.iteration_counts) == searched


def test_the_hard_search_plays_out_to_the_end_of_the_round() -> None:
    """Every playout from a card choice ends where the round's abilities begin: each hand is
    then empty, so the card uses compared are judged holding the same cards."""
    state = BMState(4, 8)
    rng = random.Random(8)
    bot = BullMooseBot()
    while not isinstance(state.head(), ChooseCard):
        mover = min(state.to_move())
        state.apply(bot_move(bot, state, rng, mover), mover)  # type: ignore[arg-type]
    assert round_turns_left(state) == 16  # four cards for each of four players
    judged: list[BMState] = []

    def judge(position: BMState) -> tuple[float, ...]:
        judged.append(position)
        return win_chances(position)

    search = make_search()
    search.evaluate = judge  # type: ignore[assignment]
    view = state.view(0)
    search.search(view, 0, random.Random(1), Budget(iterations=6))
    assert judged
    for position in judged:
        assert not any(isinstance(step, ChooseCard) for step in position.queue)
        assert all(len(position.zones[("hand", p)]) == 0 for p in range(4))
        assert position.round == state.round and not position.is_over()


def test_the_forecast_plays_the_election_out_and_judges_a_round_end() -> None:
    """Where no card is left to choose (the forecast asks there too): after the last round
    the playouts run to the count; after an earlier one they judge once every player's
    round-end ability has come."""
    state = BMState(3, 9)
    rng = random.Random(9)
    bot = BullMooseBot()
    seen: dict[str, int | None] = {}
    while not state.is_over():
        if not any(isinstance(step, ChooseCard) for step in state.queue):
            last = state.round >= state.board.rounds
            seen.setdefault("election" if last else "round end", round_turns_left(state))
        mover = min(state.to_move())
        state.apply(bot_move(bot, state, rng, mover), mover)  # type: ignore[arg-type]
    assert seen == {"round end": 3, "election": None}


def test_the_forecast_starts_even_and_sharpens_as_the_game_is_played() -> None:
    """The board says little early (see ``forecast_chances``): nothing played, an even split;
    once every card is played, the count's own odds with no spread still to come; between,
    never further from even than the share of the game played allows."""
    state = BMState(4, 12)
    rng = random.Random(12)
    bot = BullMooseBot()
    assert forecast_chances(state) == (0.25, 0.25, 0.25, 0.25)
    whole = state.board.turns_per_round * 4 * state.board.rounds
    spread_seen = 0.0
    while cards_to_come(state) > 0:
        chances = forecast_chances(state)
        assert sum(chances) == pytest.approx(1.0)
        played = 1 - cards_to_come(state) / whole
        assert all(abs(c - 0.25) <= played * 0.75 + 1e-9 for c in chances)
        spread_seen = max(spread_seen, max(chances) - min(chances))
        mover = min(state.to_move())
        state.apply(bot_move(bot, state, rng, mover), mover)  # type: ignore[arg-type]
    assert forecast_chances(state) == pytest.approx(win_chances(state, future=0.0))
    assert spread_seen > 0.1  # by the last round it tells the players apart


def test_a_unit_is_worth_its_chance_after_the_worst_rival_cube() -> None:
    """Taft alone with 1 cube fears a tie (one rival cube: 50%); with 2 he still doubles
    the answer; an empty unit of his leaning falls to a single rival cube."""
    ev = 10
    alone = unit_worth(ev, (1, 0, 0), False, 0.6)
    assert abs(alone[R] - ev * (0.4 + 0.6 * 0.5)) < 1e-9
    assert unit_worth(ev, (2, 0, 0), False, 0.6)[R] == ev
    assert abs(unit_worth(ev, (1, 0, 0), True, 0.6)[R] - ev * 0.4) < 1e-9
    assert unit_worth(ev, (1, 0, 0), True, 0.0)[R] == ev  # no threat: the leaning wins


def test_an_empty_unit_of_ones_own_leaning_is_worth_defending() -> None:
    """Wilson's cube in an empty Democratic unit changes nothing if the leaning is taken
    for won; the bot knows one rival cube would take it, so the cube is worth placing."""
    state = BMState(3, 5)
    assert not any(state.cubes["AL"]) and THREAT > 0
    assert Projection(state, D).gain("AL", D, 1) > 1.0
    assert Projection(state, D, Tally(0.0)).gain("AL", D, 1) == 0.0


def test_election_placements_fear_no_answer() -> None:
    """At the election no rival card is left: the bot prices units at their chances."""
    state = BMState(3, 6)
    bot = BullMooseBot()
    assert bot.projection(state, R).threat == THREAT
    state.queue = [ElectionPlace(R, ANY_SCOPE, 1, "Popularity")]
    assert bot.projection(state, R).threat == 0.0


def test_the_hard_policy_keeps_its_weakest_cards_and_ongoing_ones() -> None:
    """The draw: the strong cards are saved for later rounds (all are played by the end),
    an ongoing card is kept now (it works for the turns left in the round)."""
    state = BMState(3, 11)
    drawn = sorted(c for c in state.zones[("drawn", R)] if c is not None)
    legal = state.legal_actions(R)
    kept = HardPolicy().choose(state.view(R), R, legal, random.Random(1))
    assert isinstance(kept, Keep)
    weight = {c: state.cards[c].value - (2.0 if state.cards[c].ongoing else 0.0) for c in drawn}
    assert sum(weight[c] for c in kept.cards) == min(
        sum(weight[c] for c in option.cards)  # type: ignore[attr-defined]
        for option in legal
    )
    heuristic = BullMooseBot().choose(state.view(R), R, legal, random.Random(1))
    assert heuristic != kept  # the heuristic keeps its strongest


def test_win_chances_favour_the_leader_and_widen_with_the_turns_left() -> None:
    state = BMState(3, 12)
    even = win_chances(state)
    assert abs(sum(even) - 1.0) < 1e-9
    unit = next(iter(state.cubes))
    state.cubes[unit][P] += 2  # Roosevelt alone in a unit
    early = win_chances(state)
    assert early[P] > even[P]
    tally = Tally()
    tally.refresh(state, board_facts(state.board, state.n))
    wide = gap_spreads(state, tally.keys)
    state.round = state.board.rounds  # the same board, hands empty: no turns to come
    assert turns_left(state) == 0
    narrow = gap_spreads(state, tally.keys)
    assert all(0 < narrow[i][j] < wide[i][j] for i in range(3) for j in range(3) if i != j)
    late = win_chances(state)
    leader = max(range(3), key=lambda q: early[q])
    assert late[leader] > early[leader]  # the same lead is worth more with less to come


def test_the_luck_free_tool_prices_the_count_by_its_odds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``luck_free`` scores a game by the count's odds: a board all one candidate's is won
    for certain, an even split of every unit is a coin toss, and the shares sum to one."""
    state = BMState(3, 1)
    for uid in state.cubes:
        state.cubes[uid] = [2, 0, 0]
    assert count_chances(state, samples=200) == (1.0, 0.0, 0.0)
    for uid in state.cubes:
        state.cubes[uid] = [1, 1, 0]
    even = count_chances(state, samples=2000)
    assert sum(even) == pytest.approx(1.0) and even[D] == 0.0
    assert even[R] == pytest.approx(0.5, abs=0.05) and even[P] == pytest.approx(0.5, abs=0.05)
    # normal in every seat: each seat's game is the same one, so the means share out one win
    luck_free_main(["normal", "3", "1", "5"])
    printed = capsys.readouterr().out
    assert printed.startswith("normal at 3 seats, 1 games a seat, seed 5: ")
    assert "mean 0.3333 " in printed
