"""Electoral Dice says why a turn goes where it goes, and gives the odds of each contest."""

from __future__ import annotations

import pytest

from boardgames.games.electoral_dice.actions import THROW
from boardgames.games.electoral_dice.dice import LOCKED, SWING, win_chance
from boardgames.games.electoral_dice.events import (
    BACK_TO_STARTER,
    KEEPS_TURN,
    ContestStarted,
    TurnStarted,
)
from boardgames.games.electoral_dice.rules import EDState
from tests.test_electoral_dice_rules import ScriptedDice, fresh

NAMES = ["Ada", "Bo"]


def swing_contest_started_by_player_1() -> EDState:
    """A game where player 1 must open with a Swing contest (no Locked State in column K)."""
    for seed in range(500):
        state = fresh(seed, first=1)
        column = state.board.column_states[state.active_column]
        if not any(state.locked_by.get(c) == 1 for c in column) and any(
            c in state.swing for c in column
        ):
            if state.contest_state is None:
                state.apply(state.legal_actions()[0])
            return state
    pytest.skip("no seed starts with a swing contest")


def test_odds_per_throw_follow_the_reading_of_the_dice() -> None:
    """40% needs a 4 as the tens digit: 27 of 36 throws for Locked (higher die), 9 for Swing."""
    assert win_chance(LOCKED) == 0.75
    assert win_chance(SWING) == 0.25


def test_prompt_gives_the_odds_of_the_contest_at_hand() -> None:
    state = swing_contest_started_by_player_1()
    assert "25% of throws win" in state.prompt()
    assert "lower die is the tens" in state.prompt()


def test_winning_a_swing_contest_with_the_first_throw_keeps_the_turn_and_says_why() -> None:
    state = swing_contest_started_by_player_1()
    code = state.contest_state
    state.rng = ScriptedDice([1, 1, 2, 2, 5, 6])  # player 1 fails twice; player 0 wins at once
    state.apply(THROW)
    passed = state.apply(THROW)
    assert state.to_move() == {0}
    assert "contest passes to you" in state.prompt()
    assert any("until someone wins it" in e.describe(NAMES) for e in passed)
    events = state.apply(THROW)
    if state.over:
        pytest.skip("the game ended on that throw")
    turns = [e for e in events if isinstance(e, TurnStarted)]
    assert turns[0].player == 0 and turns[0].reason == KEEPS_TURN and turns[0].won_state == code
    line = turns[0].describe(NAMES)
    assert "Ada won" in line and "first throw" in line and "own turn" in line
    assert state.to_move() == {0}
    assert "you play your own turn" in state.prompt()
    assert state.board.names[code] in state.prompt()


def test_winning_a_swing_contest_on_a_later_throw_returns_the_turn_to_the_starter() -> None:
    state = swing_contest_started_by_player_1()
    code = state.contest_state
    # Player 1 fails twice, player 0 fails twice, player 1 fails twice, player 0 wins.
    state.rng = ScriptedDice([1, 1, 2, 2] * 3 + [5, 6])
    for _ in range(6):
        state.apply(THROW)
    assert state.to_move() == {0} and state.contest_state == code
    events = state.apply(THROW)
    if state.over:
        pytest.skip("the game ended on that throw")
    turns = [e for e in events if isinstance(e, TurnStarted)]
    assert turns[0].player == 1 and turns[0].reason == BACK_TO_STARTER
    line = turns[0].describe(NAMES)
    assert "Ada won" in line and "returns to Bo" in line and "started that contest" in line
    if state.to_move() == {1}:  # unless Bo has nothing to contest in the column
        assert "comes back to you" in state.prompt()


def test_the_bonus_swing_contest_says_it_is_a_bonus() -> None:
    for seed in range(500):
        state = fresh(seed, first=0)
        column = state.board.column_states[state.active_column]
        mine = [c for c in column if state.locked_by.get(c) == 0]
        if mine and any(c in state.swing for c in column):
            break
    else:
        pytest.skip("no seed opens with a Locked State and a Swing State in column K")
    if state.contest_state is None:
        state.apply(state.legal_actions()[0])
    state.rng = ScriptedDice([6, 5])
    events = state.apply(THROW)
    if state.contest_state is None and state.legal_actions():
        assert "Bonus" in state.prompt()
        events = state.apply(state.legal_actions()[0])
    started = [e for e in events if isinstance(e, ContestStarted)]
    assert started and started[-1].bonus and started[-1].contest_kind == SWING
    assert "bonus" in started[-1].describe(NAMES)
    assert "Bonus" in state.prompt()
    state.rng = ScriptedDice([1, 1])
    state.apply(THROW)
    assert "Bonus" not in state.prompt()  # the reason lasts until the player acts on it
