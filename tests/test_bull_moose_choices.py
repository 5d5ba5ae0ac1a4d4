"""Bull Moose choices the rulebook leaves to the player: Barnstorming's free moves kept for a
later turn, the Popularity leader's "may place", prompts that offer only what is legal, and
the log that tells each card in one line and every decision."""

from __future__ import annotations

from test_bull_moose_rules import D, R, at_election, card_of, fresh, give_turn, value_play

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games.bull_moose.actions import END, TEXT, PaidMove, PlayCard, move, paid_move
from boardgames.games.bull_moose.election import ElectionPlace
from boardgames.games.bull_moose.rules import BMState, BullMoose
from boardgames.games.bull_moose.steps import Spend


def barnstorming_in_play(state: BMState) -> None:
    """Taft plays Barnstorming for its text in Ohio: 3 free moves for the round."""
    barn = card_of(state, R, 2, "barnstorming")
    give_turn(state, R, barn)
    state.apply(PlayCard(barn, TEXT), R)
    state.apply(END, R)  # no move before the text; its one cube goes to Ohio by itself
    assert state.barn[R] == 3 and state.cubes["OH"][R] == 1


# -- Barnstorming: "a pool of 3 free movement points, spent on any of your turns" ------------
def test_barnstorming_moves_can_be_kept_for_a_later_turn() -> None:
    state = fresh(3)  # R in OH, nobody in IN or IL
    barnstorming_in_play(state)
    two = card_of(state, R, 2)
    value_play(state, R, two)
    assert paid_move("IN") in state.legal_actions(R)
    state.apply(paid_move("IN"), R)  # paid with the card's point: the pool stays whole
    assert state.barn[R] == 3
    head = state.head()
    assert isinstance(head, Spend) and head.points == 1
    state.apply(next(a for a in state.legal_actions(R) if a.kind == "bm-place"), R)
    assert state.cubes["IN"][R] == 1 and state.barn[R] == 3
    # the next card: the three kept moves are there to spend
    one = card_of(state, R, 1)
    value_play(state, R, one)
    for step in ("IL", "WI", "MN"):
        state.apply(move(step), R)
    assert state.barn[R] == 0 and state.token[R] == "MN"
    head = state.head()
    assert isinstance(head, Spend) and head.points == 1  # the card's own point still unspent


def test_a_plain_move_spends_a_free_move_first_and_the_pool_shows_in_the_prompt() -> None:
    state = fresh(3)
    barnstorming_in_play(state)
    value_play(state, R, card_of(state, R, 2))
    assert "+3 Barnstorming moves this round" in state.prompt(R)
    state.apply(move("IN"), R)
    assert state.barn[R] == 2
    head = state.head()
    assert isinstance(head, Spend) and head.points == 2
    assert "+2 Barnstorming moves this round" in state.prompt(R)


def test_no_paid_move_without_barnstorming_or_without_points() -> None:
    state = fresh(3)
    value_play(state, R, card_of(state, R, 2))
    assert not any(isinstance(a, PaidMove) for a in state.legal_actions(R))
    state = fresh(3)
    barnstorming_in_play(state)
    value_play(state, R, card_of(state, R, 1))
    state.apply(next(a for a in state.legal_actions(R) if a.kind == "bm-place"), R)
    legal = state.legal_actions(R)  # no point left: the free moves only
    assert move("IN") in legal and not any(isinstance(a, PaidMove) for a in legal)


# -- Popularity: the leader "may place" the difference --------------------------------------
def test_the_popularity_leader_may_decline_cube_by_cube() -> None:
    state = at_election(empty=())
    state.popularity[R], state.popularity[D] = 5, 2  # R places up to 3
    state.advance()
    head = state.head()
    assert isinstance(head, ElectionPlace) and head.player == R and head.left == 3
    assert END in state.legal_actions(R)
    assert "decline" in state.prompt(R)
    before = sum(points[R] for points in state.cubes.values())
    state.apply(END, R)  # declines the first
    state.apply(next(a for a in state.legal_actions(R) if a is not END), R)
    state.apply(END, R)  # and the third
    assert state.is_over()
    # one cube placed of the three (the count clears nothing: it only reads the cubes)
    assert sum(points[R] for points in state.cubes.values()) == before + 1


def test_box_winners_must_place_every_cube() -> None:
    state = at_election(empty=("KY",))
    state.senator[D] = 2
    state.advance()
    head = state.head()
    assert isinstance(head, ElectionPlace) and head.scope == "swing"
    assert END not in state.legal_actions(D)


# -- prompts: only the legal kinds -----------------------------------------------------------
def test_spend_prompt_offers_place_only_when_it_is_legal() -> None:
    state = fresh(5)  # P in NY, D in NJ: stopping in NY costs 1 + 1
    two = card_of(state, R, 2)
    give_turn(state, R, two)
    state.token[R] = "PA"
    state.apply(PlayCard(two, "value"), R)
    state.apply(move("NY"), R)  # 1 point left, a surcharge of 1 due: no place
    head = state.head()
    assert isinstance(head, Spend) and head.points == 1 and head.due == 1
    assert not any(a.kind == "bm-place" for a in state.legal_actions(R))
    prompt = state.prompt(R)
    assert "place" not in prompt.split(".")[-2].lower()
    assert "Move" in prompt and "end the card" in prompt


# -- the log: a line per card, every decision, nothing hidden told to others -----------------
def test_the_log_tells_a_card_in_one_line_with_the_candidates_names() -> None:
    seats = [Seat("Ann", 0), Seat("Bo", 1), Seat("Cy", 2)]
    session = Session(BullMoose(), GameRecord("bull-moose", 1, {}, seats, 3))
    for p in range(3):
        session.apply(session.state.legal_actions(p)[0], p)
    state = session.state
    two = next(
        a
        for a in state.legal_actions(R)
        if a.mode == "value" and state.cards[a.card].value == 2 and not state.cards[a.card].support
    )
    before = len(session.log)
    session.apply(two, R)
    for _ in range(2):
        session.apply(next(a for a in session.state.legal_actions(R) if a.kind == "bm-place"), R)
    lines = [entry.text for entry in session.log[before:]]
    title = state.cards[two.card].title
    assert lines == [f"Ann (Taft) plays {title} for 2: OH +2."]
    assert session.names == ["Ann (Taft)", "Bo (Roosevelt)", "Cy (Wilson)"]


def test_the_keep_is_told_to_its_owner_only() -> None:
    seats = [Seat("Ann", 0), Seat("Bo", 1), Seat("Cy", 2)]
    session = Session(BullMoose(), GameRecord("bull-moose", 1, {}, seats, 3))
    for p in range(3):
        session.apply(session.state.legal_actions(p)[0], p)
    kept = next(e for e in session.log if "kept four cards" in e.text)
    mine = kept.event.describe_for(session.names, 0)
    titles = [session.state.cards[c].title for c in session.state.zones[("hand", 0)]]
    assert all(title in mine for title in titles)
    for viewer in (None, 1, 2):
        assert not any(title in kept.event.describe_for(session.names, viewer) for title in titles)


def test_a_round_end_pass_is_logged() -> None:
    state = fresh(3)
    from boardgames.games.bull_moose.abilities import RegionAdd

    state.queue = [RegionAdd(1)]
    state._options = None
    events = state.apply(END, 1)
    assert [e.describe(["A", "B", "C"]) for e in events] == ["B adds no cube at the round's end."]


def test_the_drawn_cards_that_came_back_are_known_to_their_owner_only() -> None:
    state = BMState(3, seed=2)
    for p in range(3):
        state.apply(state.legal_actions(p)[0], p)
    returned = set(state.zones[("returned", R)])
    while state.round == 1:  # play the round out: every card for its value, spending nothing
        mover = min(state.to_move())
        legal = state.legal_actions(mover)
        state.apply(END if END in legal else legal[0], mover)
    assert state.came_back_cards(R) == returned and len(returned) == 4
    assert not state.view(1).came_back_cards(R)


def test_debs_tie_cubes_are_one_line() -> None:
    from boardgames.games.bull_moose.abilities import TieBonus

    state = fresh(4)
    state.cubes["IA"] = [2, 0, 0, 2]
    state.cubes["OH"] = [1, 1, 0, 1]
    state.queue = [TieBonus(3)]
    events = state.advance()
    assert [e.describe(["A", "B", "C", "Cy (Debs)"]) for e in events] == [
        "Cy (Debs) gains a cube where tied for the lead: OH, IA."  # in the board's order
    ]


def test_a_card_line_tells_moves_surcharges_boxes_and_attacks() -> None:
    from boardgames.games.bull_moose.events import (
        BoxFilled,
        CardSummary,
        CubePlaced,
        CubeRemoved,
        SurchargePaid,
        TokenMoved,
    )

    steps = (
        TokenMoved(0, "PA", 0, by_rail=True),
        TokenMoved(0, "NY", 1),
        TokenMoved(0, "CT", 1),
        SurchargePaid(0, "CT", 1),
        CubePlaced(0, "CT"),
        CubePlaced(0, "CT", "County Stumping"),
        BoxFilled(0, "press", 1),
        CubeRemoved(0, 2, "NJ"),
    )
    line = CardSummary(0, "Big Stick", "value", 4, steps).describe(["Ann (Taft)", "B", "Cy"])
    assert line == (
        "Ann (Taft) plays Big Stick for 4: rail to PA, then to NY, CT; "
        "pays 1 to stop in occupied CT; CT +2 (County Stumping); Press Box +1; "
        "removes Cy's cube from NJ (to the Popularity Box)."
    )
