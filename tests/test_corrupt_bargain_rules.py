"""Corrupt Bargain rules, from the rulebook: its Contingent Election example and each rule."""

from __future__ import annotations

import random

import pytest

from boardgames.ai.ismcts import Budget
from boardgames.core.protocol import IllegalActionError
from boardgames.core.zones import HIDDEN
from boardgames.games.corrupt_bargain.actions import (
    ChooseAction,
    InsightDraw,
    Intrigue,
    Keep,
    Pass,
    Place,
    Remove,
    TakeEvent,
    UseEvents,
)
from boardgames.games.corrupt_bargain.cards import Effect
from boardgames.games.corrupt_bargain.effect_steps import PlaceForAction, PlaceToken
from boardgames.games.corrupt_bargain.election import Count
from boardgames.games.corrupt_bargain.events import FinalPushStarted, StepSkipped, TieBroken
from boardgames.games.corrupt_bargain.model import CUBE, OCTAGON, SUPPLY, load_board
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.search import make_search
from boardgames.games.corrupt_bargain.steps import (
    ChooseActions,
    ChooseEvent,
    ChooseInsight,
    ChooseIntrigue,
    ChooseLockdown,
    KeepInsight,
)

BOARD = load_board()
RED, BLUE, GREEN, YELLOW = range(4)


def empty(players: int) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    return ({s: [0] * players for s in BOARD.states}, {s: [0] * players for s in BOARD.states})


def no_ultimate(players, what):  # type: ignore[no-untyped-def]
    raise AssertionError(f"the Ultimate Tiebreaker was not expected ({what})")


def test_rulebook_contingent_election_example() -> None:
    """Red 10, Blue 8, Green 6 states; Green dropped; Blue wins the run-off 13 to 11."""
    cubes, octagons = empty(4)
    house = {
        RED: ["NY", "ME", "CT", "NH", "NJ", "RI", "MD", "SC", "IL", "MS"],
        BLUE: ["PA", "MA", "VT", "VA", "NC", "GA", "DE", "MO"],
        GREEN: ["OH", "KY", "TN", "IN", "AL", "LA"],
    }
    for state in house[RED]:
        octagons[state][RED], octagons[state][BLUE] = 3, 2
        cubes[state][RED] = 2
    for state in house[BLUE]:
        octagons[state][BLUE], octagons[state][RED] = 3, 2
        cubes[state][BLUE] = 2
    for state in house[GREEN]:
        # In the recount Blue takes Green's states, except Ohio, which goes to Red.
        second = RED if state == "OH" else BLUE
        octagons[state][GREEN], octagons[state][second] = 3, 2
        cubes[state][GREEN] = 2
    tally = Count(BOARD, cubes, octagons, 4, no_ultimate).electoral_college()
    assert sum(tally.college) == 261
    assert max(tally.college) < 131 and tally.college[YELLOW] == min(tally.college)
    assert tally.contenders == (RED, BLUE, GREEN)
    assert tally.runoff == (RED, BLUE)
    assert sorted(s for s, p in tally.house.items() if p == BLUE) == sorted(
        house[BLUE] + ["KY", "TN", "IN", "AL", "LA"]
    )
    assert tally.house_tally[BLUE] == 13 and tally.house_tally[RED] == 11
    assert tally.winner == BLUE


def _count_with(ultimate=no_ultimate, players: int = 2):  # type: ignore[no-untyped-def]
    cubes, octagons = empty(players)
    return cubes, octagons, lambda: Count(BOARD, cubes, octagons, players, ultimate)


def test_tie_break_step_1_octagons_in_the_state() -> None:
    cubes, octagons, make = _count_with()
    cubes["PA"] = [2, 2]
    octagons["PA"] = [0, 1]
    count = make()
    assert count._winner("PA", [0, 1], octagons_only=False, first_step=1) == 1
    assert count.tally.events[-1] == TieBroken("PA", (0, 1), 1, "octagons in the state")


def test_tie_break_step_2_octagons_in_the_region() -> None:
    cubes, octagons, make = _count_with()
    cubes["PA"] = [2, 2]
    octagons["PA"] = [1, 1]
    octagons["NJ"] = [2, 0]  # East
    octagons["VA"] = [0, 5]  # South: does not count for Pennsylvania
    count = make()
    assert count._winner("PA", [0, 1], octagons_only=False, first_step=1) == 0
    assert count.tally.events[-1].step == "octagons in the region"


def test_tie_break_step_3_octagons_on_the_map() -> None:
    cubes, octagons, make = _count_with()
    octagons["NJ"] = [1, 1]
    octagons["VA"] = [0, 3]
    count = make()
    assert count._winner("NJ", [0, 1], octagons_only=False, first_step=1) == 1
    assert count.tally.events[-1].step == "octagons on the map"


def test_tie_break_step_4_ultimate_tiebreaker() -> None:
    calls = []

    def ultimate(players, what):  # type: ignore[no-untyped-def]
        calls.append((tuple(players), what))
        return [1, 0]

    cubes, octagons, make = _count_with(ultimate)
    count = make()
    assert count._winner("OH", [0, 1], octagons_only=False, first_step=1) == 1
    assert calls == [((0, 1), "OH")]
    assert count.tally.events[-1].step == "the Ultimate Tiebreaker"


def test_new_york_first_and_second_place_cards() -> None:
    cubes, octagons, make = _count_with(players=3)
    octagons["NY"] = [1, 4, 2]
    for state in BOARD.states:
        if state != "NY":
            cubes[state] = [3, 0, 0] if state not in BOARD.legislature else [0, 0, 0]
            octagons[state] = [1, 0, 0] if state != "NY" else octagons[state]
    tally = make().electoral_college()
    assert tally.winners["NY"] == 1 and tally.ny_second == 2
    assert tally.college[1] == 26 and tally.college[2] == 10


def new_state(players: int = 2, seed: int = 1, **options) -> CBState:  # type: ignore[no-untyped-def]
    return CBState(BOARD, players, seed, options)


def deal(state: CBState, deck: str, player: int, numbers: list[int]) -> None:
    """Move cards from a deck into a hand, keeping every card in exactly one place."""
    for number in numbers:
        state.decks[deck].remove(number)
    state.hands[deck][player].extend(numbers)


def take_card_and_reach_actions(state: CBState, slot: int = 0) -> None:
    """Take a track card, then resolve its event steps with the first legal option."""
    while not isinstance(state.head(), ChooseEvent):
        state.apply(Pass())
    state.apply(TakeEvent(slot))
    while not isinstance(state.head(), ChooseActions | ChooseInsight):
        state.apply(state.legal_actions()[0])


def test_lockdown_stops_adding_and_removing() -> None:
    state = new_state()
    player = state.active
    state.cubes["PA"][1 - player] = 2
    state.octagons["PA"][player] = 1
    state.octagons["PA"][1 - player] = 2
    state.locked.append("PA")
    state.queue[0:0] = [
        PlaceToken(player, Effect("add", CUBE, 1, "PA"), "test"),
        PlaceToken(player, Effect("remove", CUBE, 1, "PA", "rival"), "test"),
        PlaceToken(player, Effect("add", OCTAGON, 1, "East"), "test"),
    ]
    events = state.advance()
    assert sum(isinstance(e, StepSkipped) for e in events) == 2
    assert Place("PA") not in state.legal_actions() and Place("NJ") in state.legal_actions()
    state.queue[0:1] = [PlaceForAction(player, CUBE)]
    assert Place("PA") not in state.legal_actions()
    intrigue = ChooseIntrigue(player)
    assert not any(
        isinstance(a, Intrigue) and a.state == "PA" for a in intrigue.options(state, player)
    )
    assert state.cubes["PA"] == [0, 0] or state.cubes["PA"][1 - player] == 2


def test_an_action_twice_in_a_turn_is_refused() -> None:
    state = new_state(seed=4)
    take_card_and_reach_actions(state, slot=0)  # 3 action points
    state.apply(ChooseAction("support"))
    state.apply(state.legal_actions()[0])
    assert ChooseAction("support") not in state.legal_actions()
    with pytest.raises(IllegalActionError):
        state.apply(ChooseAction("support"))
    assert state.ap_left == 2 and state.used == {"support"}


def test_political_intrigue_removes_one_own_and_up_to_two_rival_octagons() -> None:
    state = new_state(seed=5)
    take_card_and_reach_actions(state, slot=0)
    me, rival = state.active, 1 - state.active
    state.octagons["OH"][me], state.octagons["OH"][rival] = 2, 3
    state.octagons["KY"][me], state.octagons["KY"][rival] = 1, 1
    before = [list(state.supply[OCTAGON])]
    state.apply(ChooseAction("intrigue"))
    state.apply(Intrigue("OH", rival))
    assert state.octagons["OH"][me] == 1 and state.octagons["OH"][rival] == 1
    assert state.supply[OCTAGON][me] == before[0][me] + 1
    assert state.supply[OCTAGON][rival] == before[0][rival] + 2
    assert Intrigue("KY", rival) not in state.legal_actions()  # once a turn


def test_insight_takes_from_an_opponent_or_draws_when_none_has_two() -> None:
    state = new_state(seed=6)
    me, rival = state.active, 1 - state.active
    deal(state, "populace", rival, [5, 6])
    deal(state, "politician", rival, [7])
    take_card_and_reach_actions(state, slot=1)  # 2 AP + Insight
    while isinstance(state.head(), ChooseActions):
        state.apply(Pass())
    # The only rival with two cards is the only choice, so Insight draws from them at once.
    assert isinstance(state.head(), KeepInsight) and state.head().rival == rival
    assert state.hand_size(rival) == 1
    drawn = state.legal_actions()
    assert len(drawn) == 2 and all(isinstance(a, Keep) for a in drawn)
    state.apply(drawn[0])
    assert state.hand_size(me) == 1 and state.hand_size(rival) == 2

    other = new_state(seed=7)
    take_card_and_reach_actions(other, slot=3)  # 1 AP + Insight
    while isinstance(other.head(), ChooseActions):
        other.apply(Pass())
    assert set(other.legal_actions()) == {InsightDraw("populace"), InsightDraw("politician")}


def test_token_limits_are_respected() -> None:
    state = new_state(seed=8)
    me = state.active
    state.supply[CUBE][me] = 0
    state.queue.insert(0, PlaceToken(me, Effect("add", CUBE, 1, "any"), "test"))
    events = state.advance()
    assert any(isinstance(e, StepSkipped) for e in events)
    assert PlaceForAction(me, CUBE).options(state, me) == []


def test_historical_start_placements() -> None:
    state = new_state(players=4, historical_start=True)
    assert state.round == 2 and state.order[0] == 0 and state.rounds_total == 10
    adams, jackson, crawford, clay = range(4)
    assert (state.cubes["MA"][adams], state.octagons["MA"][adams]) == (1, 2)
    assert all(state.cubes[s][adams] == 1 for s in ("ME", "CT", "RI", "NH"))
    assert (state.cubes["TN"][jackson], state.octagons["TN"][jackson]) == (2, 1)
    assert state.octagons["SC"][jackson] == 1
    assert all(state.cubes[s][jackson] == 1 for s in ("AL", "PA", "NC"))
    assert (state.cubes["VA"][crawford], state.octagons["VA"][crawford]) == (1, 2)
    assert state.octagons["GA"][crawford] == 2
    assert (state.cubes["NC"][crawford], state.octagons["NC"][crawford]) == (1, 1)
    assert (state.cubes["OH"][clay], state.octagons["OH"][clay]) == (1, 2)
    assert (state.cubes["KY"][clay], state.octagons["KY"][clay]) == (1, 2)
    assert state.octagons["IN"][clay] == 1
    assert state.supply[CUBE][adams] == SUPPLY - 5


def test_start_player_rotates_with_three_or_more_and_alternates_with_two() -> None:
    three = new_state(players=3, seed=2)
    first = three.order[0]
    while three.round == 1:
        three.apply(three.legal_actions()[0])
    assert three.order[0] == (first + 1) % 3
    two = new_state(players=2, seed=2)
    first = two.order[0]
    while two.round == 1:
        two.apply(two.legal_actions()[0])
    assert two.order[0] == first


def test_a_view_hides_other_hands_and_the_decks() -> None:
    state = new_state(players=3, seed=9)
    deal(state, "populace", 1, [3, 4])
    deal(state, "politician", 2, [9])
    view = state.view(0)
    assert view.hands["populace"][1] == [HIDDEN, HIDDEN] and view.hands["politician"][2] == [HIDDEN]
    assert set(view.decks["event"]) == {HIDDEN}
    with pytest.raises(IllegalActionError):
        view.rng.random()
    again = state.determinize(0, random.Random(1))
    assert HIDDEN not in again.hands["populace"][1] and HIDDEN not in again.decks["populace"]
    assert sorted(
        again.decks["populace"] + [n for h in again.hands["populace"] for n in h]
    ) == list(range(1, 61))


def test_removal_choice_names_owner_and_token() -> None:
    state = new_state(players=3, seed=10)
    me = state.active
    rivals = [p for p in range(3) if p != me]
    state.cubes["PA"][rivals[0]] = 1
    state.octagons["PA"][rivals[1]] = 1
    options = PlaceToken(me, Effect("remove", "token", 1, "PA", "rival"), "test").options(state, me)
    assert set(options) == {Remove("PA", rivals[0], CUBE), Remove("PA", rivals[1], OCTAGON)}


def test_a_final_push_with_every_hand_empty_goes_straight_to_the_count() -> None:
    """Quick Play, 2 players, seed 7, always Pass or "don't use events": every hand is
    empty at the Final Push, which once left a game not over with no legal action."""
    state = new_state(players=2, seed=7, quick_play=True)
    pushes: list[FinalPushStarted] = []
    while not state.is_over():
        legal = state.legal_actions()
        assert legal, "not over, yet nobody can move"
        lazy = [a for a in legal if a == Pass() or a == UseEvents(False)]
        pushes.extend(e for e in state.apply((lazy or legal)[0]) if isinstance(e, FinalPushStarted))
    assert pushes and pushes[0].hands == (0, 0)
    assert state.result() is not None


def _turn_starts(seed: int, players: int = 2) -> list[CBState]:
    """A Quick Play game played with random choices: a copy of the state at each turn start."""
    state = new_state(players=players, seed=seed, quick_play=True)
    rng = random.Random(seed)
    starts = []
    while not state.is_over():
        if isinstance(state.head(), ChooseLockdown):
            starts.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return starts


def test_quick_play_asks_for_the_lockdown_at_every_turn_whatever_is_held() -> None:
    """Kept Event cards are secret in Quick Play: the lockdown decision comes at every
    campaign turn, sets or not, with the same prompt, so it tells nobody what is held."""
    starts = _turn_starts(seed=5)
    turns = 2 * 16  # two players, sixteen rounds
    assert len(starts) == turns
    held = [bool(set(s.legal_actions()) - {Pass()}) for s in starts]
    assert any(held) and not all(held)  # the game had turns with a set and without one
    assert {s.prompt() for s in starts} == {starts[0].prompt()}
    for start in starts:
        assert Pass() in start.legal_actions()
        # The bystander sees the same decision whatever the mover holds.
        assert isinstance(start.view(None).head(), ChooseLockdown)


def test_a_re_dealt_quick_play_turn_always_offers_the_lockdown_a_choice() -> None:
    """The bystander's re-deal (the forecast's world) must never meet the lockdown with no
    legal action: that was the forecast's IndexError in the search."""
    for start in _turn_starts(seed=11):
        mover = start.active
        for deal_seed in range(3):
            deal = start.determinize(None, random.Random(deal_seed))
            assert deal.to_move() == {mover}
            assert deal.legal_actions(mover)


def test_the_forecast_search_reads_every_quick_play_turn_start() -> None:
    """The forecast's search from the bystander's view runs at a lockdown decision."""
    search = make_search()
    for start in _turn_starts(seed=3)[::8]:
        result = search.search(start.view(None), None, random.Random(1), Budget(iterations=4))
        assert result.iterations == 4 and sum(result.value) == pytest.approx(1.0, abs=0.01)


def test_the_standard_game_asks_for_the_lockdown_only_with_a_set() -> None:
    """With the kept cards on show, the decision comes only when it can be used."""
    state = new_state(players=2, seed=5)
    rng = random.Random(5)
    asked = 0
    while not state.is_over():
        if isinstance(state.head(), ChooseLockdown):
            asked += 1
            assert any(len(cards) >= 3 for cards in state.suits(state.active).values())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert asked
