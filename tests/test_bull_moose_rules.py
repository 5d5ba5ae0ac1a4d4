"""Bull Moose rules: the spec's scenarios BM-T1..BM-T11, each set up on a real state."""

from __future__ import annotations

import random
from collections import deque

import pytest

from boardgames.core.protocol import IllegalActionError
from boardgames.games.bull_moose.abilities import ShiftFrom, ShiftTo, TieBonus
from boardgames.games.bull_moose.actions import (
    END,
    TEXT,
    TRAIN,
    VALUE,
    PlayCard,
    Take,
    jump,
    move,
    place,
)
from boardgames.games.bull_moose.election import (
    ElectionPlace,
    Prepare,
    contenders,
    decide,
    popularity_shares,
)
from boardgames.games.bull_moose.events import CardPlayed, CardSummary, CubePlaced, Drawn
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.steps import ChooseCard, KeepFour, PlaceCube, Spend

R, P, D, S, X = range(5)  # seats in turn order at a five-seat table


def card_of(state: BMState, seat: int, value: int, kind: str = "placement", train: bool = False):
    """The id of a card of ``seat``'s deck with this shape."""
    for i, card in enumerate(state.cards):
        if (
            card.id[0] == state.cand[seat]
            and card.kind == kind
            and card.value == value
            and card.train == train
        ):
            return i
    raise LookupError((seat, value, kind, train))


def give_turn(state: BMState, seat: int, card: int) -> None:
    """Put ``card`` in ``seat``'s hand and make it ``seat``'s turn."""
    for key in state.zones:
        if card in state.zones[key]:
            state.zones[key].remove(card)
    state.zones[("hand", seat)].append(card)
    state.queue = [ChooseCard(seat), ChooseCard((seat + 1) % state.n)]
    state._options = None


def fresh(players: int = 5, **tokens: str) -> BMState:
    state = BMState(players, seed=1)
    for seat_letter, where in tokens.items():
        state.token[state.cand.index(seat_letter)] = where
    return state


def at_election(players: int = 5, empty: tuple[str, ...] = ()) -> BMState:
    """Every unit holds one cube of the first seat except ``empty``; the boxes are empty."""
    state = fresh(players)
    for uid in state.cubes:
        state.cubes[uid] = [0] * players
        if uid not in empty:
            state.cubes[uid][D] = 1
    state.queue = [Prepare()]
    return state


# -- BM-T1, T2, T3: the rulebook's count examples ------------------------------------------
def test_t1_new_york_drops_the_weak_and_draws_four_to_three() -> None:
    ny = [2, 2, 4, 0, 3]  # R 2, P 2, D 4, S 0, X 3
    lead, left = contenders(ny)
    assert (lead, left) == (4, (D, X))
    wins = sum(decide(ny, random.Random(seed))[0] == D for seed in range(10_000))
    assert abs(wins / 10_000 - 4 / 7) < 0.01
    assert all(decide(ny, random.Random(seed))[1] == "draw" for seed in range(50))


def test_t2_empty_kentucky_goes_to_the_senator_winner_outright() -> None:
    state = at_election(empty=("KY",))
    state.senator[D] = 1
    state.advance()
    head = state.head()
    assert isinstance(head, ElectionPlace) and head.player == D and head.scope == "swing"
    state.apply(place("KY"), D)
    assert state.cubes["KY"] == [1, 1, 2, 1, 1]
    assert state.is_over() and state.won["KY"] == D


def test_t3_popularity_in_kentucky_makes_it_a_fifty_fifty_draw() -> None:
    state = at_election(empty=("KY",))
    state.senator[D] = 1
    state.popularity[X] = 1
    state.advance()
    state.apply(place("KY"), D)
    head = state.head()
    assert isinstance(head, ElectionPlace) and head.player == X and head.scope == "any"
    events = state.apply(place("KY"), X)
    assert state.cubes["KY"] == [1, 1, 2, 1, 2]
    ky = next(e for e in events if isinstance(e, Drawn) and e.where == "KY")
    assert ky.how == "draw" and ky.contenders == (D, X)
    wins = sum(decide(state.cubes["KY"], random.Random(s))[0] == D for s in range(4000))
    assert abs(wins / 4000 - 0.5) < 0.03


# -- BM-T4, T5: spending a card's value ----------------------------------------------------
def value_play(state: BMState, seat: int, card: int) -> None:
    give_turn(state, seat, card)
    state.apply(PlayCard(card, VALUE), seat)


def test_t4_move_place_move_uses_exactly_three_points() -> None:
    state = fresh(3)  # R in OH, P in NY, D in NJ: nobody in IN or IL
    three = card_of(state, R, 3)
    value_play(state, R, three)
    for action in (move("IN"), place("IN"), move("IL")):
        state.apply(action, R)
    assert state.token[R] == "IL" and state.cubes["IN"][R] == 1
    assert not isinstance(state.head(), Spend)  # the card ended by itself
    with pytest.raises(IllegalActionError):
        state.apply(move("WI"), R)

    state = fresh(3)
    value_play(state, R, three)
    for action in (place("OH"), move("IN"), place("IN")):
        state.apply(action, R)
    assert state.cubes["OH"][R] == 1 and state.cubes["IN"][R] == 1
    assert not isinstance(state.head(), Spend)


def test_t5_surcharge_is_paid_when_stopping_not_when_passing() -> None:
    state = fresh(4)  # Debs starts in IN
    two = card_of(state, R, 2)
    value_play(state, R, two)
    state.apply(move("IN"), R)
    state.apply(move("IL"), R)  # passing through costs nothing extra: 2 in all
    assert state.token[R] == "IL" and not isinstance(state.head(), Spend)

    state = fresh(4)
    value_play(state, R, two)
    state.apply(move("IN"), R)
    legal = state.legal_actions(R)
    assert place("IN") not in legal  # 1 + 1 + 1 = 3 > 2
    assert END in legal  # ending in IN costs 1 + 1 = 2
    head = state.head()
    assert isinstance(head, Spend) and head.due == 1 and head.points == 1
    state.apply(END, R)
    assert state.token[R] == "IN"

    state = fresh(4)
    whistle = card_of(state, R, 1, "whistle_stop", train=True)
    state.zones[("deck", R)].remove(whistle) if whistle in state.zones[("deck", R)] else None
    for key in list(state.zones):
        if whistle in state.zones[key]:
            state.zones[key].remove(whistle)
    state.zones[("display", R)].append(whistle)
    value_play(state, R, two)
    state.apply(move("IN"), R)
    assert place("IN") in state.legal_actions(R)
    state.apply(place("IN"), R)
    assert state.cubes["IN"][R] == 1


# -- BM-T6: adjacency -----------------------------------------------------------------------
def distance(state: BMState, start: str, goal: str) -> int:
    seen, frontier = {start: 0}, deque([start])
    while frontier:
        here = frontier.popleft()
        for nxt in state.board.neighbours(here):
            if nxt not in seen:
                seen[nxt] = seen[here] + 1
                frontier.append(nxt)
    return seen[goal]


def test_t6_adjacency_with_the_east_overlay() -> None:
    state = fresh(3)
    assert distance(state, "UT", "NM") == 2
    assert "AZ" not in state.board.neighbours("CO")
    assert distance(state, "ME", "OH") == 1 and distance(state, "ME", "KY") == 1
    assert distance(state, "ME", "IN") == 2 and distance(state, "NY", "RI") == 1
    state.token[R] = "ME"
    value_play(state, R, card_of(state, R, 1))
    legal = state.legal_actions(R)
    assert move("OH") in legal and move("KY") in legal and move("IN") not in legal


# -- BM-T7: hand management -----------------------------------------------------------------
def test_t7_draw_eight_keep_four_then_the_last_four() -> None:
    state = BMState(3, seed=7)
    rng = random.Random(7)
    drawn: dict[int, set[int]] = {}
    kept: dict[int, set[int]] = {}
    for p in range(3):
        assert len(state.zones[("deck", p)]) == 20 and len(state.zones[("drawn", p)]) == 8
    for p in range(3):
        drawn[p] = set(state.zones[("drawn", p)])
        kept[p] = set(state.legal_actions(p)[0].cards)
        state.apply(state.legal_actions(p)[0], p)
    for p in range(3):
        assert set(state.zones[("hand", p)]) == kept[p]
        assert set(state.zones[("returned", p)]) == drawn[p] - kept[p]
        assert len(state.zones[("deck", p)]) + len(state.zones[("returned", p)]) == 24
    plays = [0, 0, 0]
    rounds_with_choice = {1}
    while not state.is_over():
        head = state.head()
        if isinstance(head, KeepFour) and state.round not in rounds_with_choice:
            rounds_with_choice.add(state.round)
            assert all(len(state.zones[("drawn", p)]) == 8 for p in range(3))
            if state.round == 6:
                assert not any(state.zones[("deck", p)] for p in range(3))
        mover = min(state.to_move())
        action = rng.choice(state.legal_actions(mover))
        for event in state.apply(action, mover):
            if isinstance(event, CardPlayed):
                plays[event.player] += 1
    assert rounds_with_choice == {1, 2, 3, 4, 5, 6}
    assert plays == [28, 28, 28]
    for p in range(3):
        for zone in ("deck", "returned", "drawn", "hand", "display"):
            assert not state.zones[(zone, p)]
        assert len(state.zones[("played", p)]) == 28


# -- BM-T8: Express Train -------------------------------------------------------------------
def test_t8_express_train_only_into_a_free_hub() -> None:
    state = fresh(4, R="IL", S="MO")
    train = card_of(state, R, 1, train=True)
    give_turn(state, R, train)
    assert PlayCard(train, TRAIN) in state.legal_actions(R)
    state.apply(PlayCard(train, TRAIN), R)
    legal = state.legal_actions(R)
    assert jump("CO") in legal and jump("MO") not in legal and jump("NY") not in legal  # P in NY
    state.apply(jump("CO"), R)
    assert state.token[R] == "CO" and not any(state.cubes[u][R] for u in state.cubes)
    state = fresh(4)  # R in OH: no hub
    give_turn(state, R, train)
    assert PlayCard(train, TRAIN) not in state.legal_actions(R)


# -- BM-T9: abilities and restrictions -----------------------------------------------------
def test_t9_wilsons_southern_bonus_only_for_value_in_the_south() -> None:
    state = fresh(3, D="TN")
    two = card_of(state, D, 2)
    value_play(state, D, two)
    assert state.cubes["TN"][D] == 1
    head = state.head()
    assert isinstance(head, Spend) and head.points == 2
    state = fresh(3, D="OH")
    value_play(state, D, two)
    assert state.cubes["OH"][D] == 0
    state = fresh(3, D="TN")
    give_turn(state, D, two)
    events = state.apply(PlayCard(two, TEXT), D)
    assert not southern_bonus(state, events)
    state = fresh(3, D="TN")
    give_turn(state, D, two)
    events = state.apply(PlayCard(two, VALUE), D)
    assert southern_bonus(state, events)


def southern_bonus(state: BMState, events: list) -> list[CubePlaced]:
    """The bonus cubes of the card in play or just ended (told in the card's one line)."""
    ended = [s for e in events if isinstance(e, CardSummary) for s in e.steps]
    return [
        e
        for e in [*state.card_events, *ended]
        if isinstance(e, CubePlaced) and e.why == "Southern bonus"
    ]


def test_t9_taft_never_places_in_california_or_south_dakota() -> None:
    state = fresh(3, R="CA")
    value_play(state, R, card_of(state, R, 2))
    assert not any(a.kind == "bm-place" for a in state.legal_actions(R))
    state.queue = [PlaceCube(R, "any", "test")]
    units = {a.unit for a in state.legal_actions(R)}
    assert not units & {"CA-L", "CA-S", "SD"} and "OH" in units
    state.token[R] = "ND"
    state.cubes["ND"][R] = 1
    state.queue = [ShiftFrom(R, own=True)]
    state.apply(Take("ND", R), R)
    assert isinstance(state.head(), ShiftTo)
    assert place("SD") not in state.legal_actions(R) and place("MN") in state.legal_actions(R)
    state = at_election(3, empty=("SD", "CA-L", "CA-S"))
    state.cubes["OH"] = [0, 0, 1]
    state.popularity[R] = 3
    state.advance()
    head = state.head()
    assert isinstance(head, ElectionPlace) and head.player == R
    assert not {a.unit for a in state.legal_actions(R) if a is not END} & {"CA-L", "CA-S", "SD"}


def test_t9_chafin_keeps_restricted_cubes_out() -> None:
    state = fresh(5, X="ND")
    state.cubes["ND"][R] = 1
    state.queue = [ShiftFrom(X, own=False)]
    state.apply(Take("ND", R), X)
    assert place("SD") not in state.legal_actions(X)
    state = fresh(5, X="TX")
    state.cubes["TX"][P] = 1
    state.queue = [ShiftFrom(X, own=False)]
    state.apply(Take("TX", P), X)
    assert place("OK") not in state.legal_actions(X) and place("AR") in state.legal_actions(X)


def test_t9_debs_gains_where_tied_for_the_lead() -> None:
    state = fresh(4)
    state.cubes["IA"] = [2, 0, 0, 2]
    state.cubes["KS"] = [1, 0, 3, 1]
    state.queue = [TieBonus(S)]
    state.advance()
    assert state.cubes["IA"][S] == 3 and state.cubes["KS"][S] == 1


# -- BM-T10: Popularity and the board boxes -------------------------------------------------
def test_t10_popularity_shares() -> None:
    assert popularity_shares([5, 0, 2]) == [(R, 3)]
    assert popularity_shares([4, 1, 4]) == [(R, 3), (D, 3)]
    assert popularity_shares([2, 0, 2]) == [(R, 1), (D, 1)]
    assert popularity_shares([3, 0, 0]) == [(R, 3)]
    assert popularity_shares([0, 0, 0]) == []


def test_t10_press_winner_with_nowhere_legal_goes_home() -> None:
    state = at_election(3, empty=("SD", "CA-L", "CA-S"))
    state.press[R] = 2
    state.cubes["OH"] = [0, 0, 1]
    state.advance()  # only option each time: Ohio, so it resolves by itself
    assert state.cubes["OH"][R] == 2


def test_t10_leaning_at_three_seats() -> None:
    state = at_election(3, empty=("KY", "IA"))
    state.advance()
    assert state.cubes["KY"] == [1, 1, 1] and state.cubes["IA"] == [1, 1, 0]
    wins = sum(decide([1, 1, 0], random.Random(s))[0] == R for s in range(4000))
    assert abs(wins / 4000 - 0.5) < 0.03


# -- BM-T11: the result ------------------------------------------------------------------------
SPLIT_A = "AZ CO GA IA IN MA MD ME MO MS NJ OH OK SC SD WA".split()  # 180 EV, 16 states
SPLIT_B = "AL DE FL ID IL KY LA ND NV PA RI TN TX UT VA VT".split()  # 180 EV, 16 states


def test_t11_most_votes_then_most_states_then_shared() -> None:
    state = fresh(3)
    state.won = {u: D for u in state.board.units}
    state.won.update({u: R for u in SPLIT_A})
    state.won.update({u: P for u in SPLIT_B})
    state.over = True
    result = state.result()
    assert sum(result.scores) == 531 and result.scores[R] == result.scores[P] == 180
    assert result.winners == (R, P) and result.details["states"][R] == 16
    state.won["CA-S"] = R  # California's small box is no state of its own: still shared
    result = state.result()
    assert result.scores[R] == 182 and result.winners == (R,)
    state.won["CA-S"] = D
    state.won.update({"AZ": D, "SD": D, "WV": R})  # R: -3 -5 +8 EV, one state fewer
    result = state.result()
    assert result.scores[R] == result.scores[P] == 180
    assert result.details["states"][R] == 15 and result.winners == (P,)


def test_a_unit_nobody_won_counts_for_nobody() -> None:
    """The count calls a unit with no cube for nobody (-1); its votes go to no candidate
    (not, by a negative index, to the last seat's)."""
    state = fresh(3)
    state.won = {u: R for u in state.board.units}
    state.won["NY"] = -1
    state.over = True
    result = state.result()
    ny = state.board.units["NY"].ev
    assert result.scores == (531 - ny, 0, 0) and result.winners == (R,)
    assert "NY" not in result.breakdown


def test_steps_of_a_card_undo_but_the_played_card_stays_played() -> None:
    from boardgames.core.record import GameRecord, Seat
    from boardgames.core.session import Session
    from boardgames.games.bull_moose.rules import BullMoose

    seats = [Seat(f"P{i}", i) for i in range(3)]
    session = Session(BullMoose(), GameRecord("bull-moose", 1, {}, seats, 3))
    for p in range(3):
        session.apply(session.state.legal_actions(p)[0], p)
    state = session.state
    card = next(
        a for a in state.legal_actions(R) if a.mode == VALUE and state.cards[a.card].value >= 2
    )
    session.apply(card, R)
    start = session.state.token[R]
    step = next(a for a in session.state.legal_actions(R) if a.kind == "bm-move")
    session.apply(step, R)
    assert session.state.token[R] == step.state
    assert session.undo(R) and session.state.token[R] == start
    assert isinstance(session.state.head(), Spend)
    assert not session.can_undo(R)  # the card has been shown
