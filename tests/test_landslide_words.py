"""Landslide's options in words, from the decisions themselves, and the amount stepper."""

from __future__ import annotations

import random

import pytest

from boardgames.ai.base import bot_move
from boardgames.core.decisions import Decision
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.landslide.actions import Bid, Pay
from boardgames.games.landslide.amounts import AmountStepper, read_amount
from boardgames.games.landslide.auction import BidTurn
from boardgames.games.landslide.rules import LandslideState

STEP = 250_000


def played(options: dict[str, bool], seed: int) -> list[LandslideState]:
    """Every state of a seeded three-bot game, copied before each move."""
    entry = get_game("landslide")
    seats = [Seat(f"P{i}", i, True) for i in range(3)]
    session = Session(
        entry.ruleset, GameRecord("landslide", entry.ruleset.version, options, seats, seed)
    )
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    states = []
    while not session.state.is_over():
        state = session.state
        assert isinstance(state, LandslideState)
        states.append(state.clone())
        mover = min(state.to_move())
        session.apply(bot_move(bot, state, rng, mover), mover)
    return states


@pytest.mark.parametrize("options", [{}, {"proxy_bids": True}])
def test_every_option_is_worded_by_its_decision(options: dict[str, bool]) -> None:
    seen: set[str] = set()
    for state in played(options, seed=2):
        mover = min(state.to_move())
        decision = type(state.head())
        assert decision.label is not Decision.label, f"{decision.__name__} has no words"
        view = state.view(mover)
        for action in state.legal_actions(mover):
            assert view.describe_action(action, mover), (decision, action)
        seen.add(decision.__name__)
    assert {"PayChoice", "SealedCeilings" if options else "BidTurn"} <= seen


def test_a_payment_names_the_electoral_votes_it_gives_up() -> None:
    state = next(
        s
        for s in played({}, seed=2)
        if any(isinstance(a, Pay) and a.states for a in s.legal_actions())
    )
    mover = min(state.to_move())
    pay = next(a for a in state.legal_actions(mover) if isinstance(a, Pay) and a.states)
    ev = sum(state.board.data.states[code].ev for code in pay.states)
    assert state.describe_action(pay, mover).endswith(f", {ev} EV)")


def test_a_bid_beyond_one_s_means_is_flagged_only_to_the_bidder() -> None:
    state = next(s for s in played({}, seed=2) if isinstance(s.head(), BidTurn))
    mover = min(state.to_move())
    bids = [a for a in state.legal_actions(mover) if isinstance(a, Bid)]
    over = next(b for b in bids if b.amount > state.holdings(mover))
    within = bids[0]
    own = state.view(mover)
    assert "more than you hold" in own.explain_action(over, mover)
    assert own.explain_action(within, mover) == ""
    assert state.view(None).explain_action(over, mover) == ""  # others cannot know it


def test_the_stepper_steps_within_the_legal_amounts() -> None:
    stepper = AmountStepper()
    stepper.reset([STEP * k for k in range(2, 11)])
    assert stepper.amount == 500_000
    stepper.step(-1)
    assert stepper.amount == 500_000
    stepper.step(3)
    assert stepper.amount == 1_250_000
    stepper.step(100)
    assert stepper.amount == 2_500_000


@pytest.mark.parametrize(
    ("typed", "amount"),
    [
        ("1.5", 1_500_000),  # millions
        ("2", 2_000_000),
        ("1300000", 1_500_000),  # votes, up to the next legal amount
        ("0.1", 500_000),  # below the range: its lowest
        ("40", 2_500_000),  # above the range: its highest
    ],
)
def test_a_typed_amount_is_read_and_kept_legal(typed: str, amount: int) -> None:
    stepper = AmountStepper()
    stepper.reset([STEP * k for k in range(2, 11)])
    stepper.start_typing()
    for char in typed:
        stepper.type_key(char)
    assert stepper.amount == amount


def test_typing_can_be_corrected() -> None:
    stepper = AmountStepper()
    stepper.reset([STEP * k for k in range(1, 41)])
    for char in "2.5\b\b":
        stepper.type_key(char)
    assert stepper.typed == "2" and stepper.amount == 2_000_000
    assert read_amount("") is None and read_amount(".") is None
