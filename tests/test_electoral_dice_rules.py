"""Electoral Dice rules, from the rulebook's text and worked example."""

from __future__ import annotations

import random

import pytest

from boardgames.core.protocol import IllegalActionError
from boardgames.games.electoral_dice.actions import THROW, Contest
from boardgames.games.electoral_dice.board_facts import load_board
from boardgames.games.electoral_dice.dice import LOCKED, SWING, is_win, read_percent
from boardgames.games.electoral_dice.events import (
    DiceThrown,
    LockedStateLost,
    StateWon,
)
from boardgames.games.electoral_dice.rules import EDState, open_game


class ScriptedDice(random.Random):
    """A generator whose ``random()`` yields chosen die faces, to build exact positions."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = list(faces)

    def random(self) -> float:  # noqa: D102 - die face d comes out of int(x * 6) + 1
        face = self.faces.pop(0)
        return (face - 1) / 6 + 0.01


def fresh(seed: int = 7, first: int = 0) -> EDState:
    return open_game(load_board(), seed, first_player=first)


def start_locked_contest(state: EDState) -> str:
    """Choose a Locked State if a choice is pending; return the state under contest."""
    if state.contest_state is None:
        state.apply(state.legal_actions()[0])
    assert state.contest_state is not None
    return state.contest_state


def test_rulebook_example_five_and_three() -> None:
    assert read_percent(5, 3, LOCKED) == 53
    assert read_percent(3, 5, LOCKED) == 53
    assert read_percent(5, 3, SWING) == 35
    assert read_percent(3, 5, SWING) == 35


def test_forty_percent_line() -> None:
    assert is_win(40) and is_win(41) and not is_win(39)
    assert is_win(read_percent(4, 1, LOCKED))  # 41%
    assert not is_win(read_percent(3, 3, LOCKED))  # 33%
    assert not is_win(read_percent(4, 1, SWING))  # 14%
    assert is_win(read_percent(4, 4, SWING))  # 44%


def test_deal_is_seventeen_each_and_play_starts_in_column_k() -> None:
    state = fresh()
    board = state.board
    locked = [sum(1 for owner in state.locked_by.values() if owner == p) for p in (0, 1)]
    assert locked == [17, 17] and len(state.swing) == 17
    first_column = next(c for c in reversed(board.columns) if board.column_states[c])
    assert state.active_column == first_column == "K"


def test_locked_state_won_then_bonus_swing_contest() -> None:
    for seed in range(200):
        state = fresh(seed)
        column = state.active_column
        swings = [c for c in state.board.column_states[column] if c in state.swing]
        mine = [c for c in state.board.column_states[column] if state.locked_by.get(c) == 0]
        if mine and swings:
            break
    else:
        pytest.skip("no seed gives a locked and a swing state together in column K")
    code = start_locked_contest(state)
    state.rng = ScriptedDice([5, 3])
    events = state.apply(THROW)
    assert any(isinstance(e, StateWon) and e.state == code and e.player == 0 for e in events)
    if state.contest_state is None:  # several Swing States: the winner chooses one
        assert state.to_move() == {0}
        assert all(isinstance(a, Contest) and a.state in swings for a in state.legal_actions())
        state.apply(state.legal_actions()[0])
    assert state.contest_kind == SWING and state.contest_state in swings
    assert state.to_move() == {0}


def test_locked_state_becomes_swing_after_two_failures() -> None:
    state = fresh(3)
    code = start_locked_contest(state)
    state.rng = ScriptedDice([1, 2, 3, 3])
    first = state.apply(THROW)
    assert isinstance(first[0], DiceThrown) and first[0].percent == 21
    assert state.contest_state == code and state.to_move() == {0}  # a second chance
    second = state.apply(THROW)
    assert any(isinstance(e, LockedStateLost) and e.state == code for e in second)
    assert code in state.swing and code not in state.locked_by and code not in state.owner
    assert state.board.column_states[state.active_column].count(code) == 1  # same column
    assert state.to_move() == {1}  # the turn passes


def test_swing_contest_goes_back_and_forth_and_first_try_keeps_turn() -> None:
    """Player 1 fails twice; player 0 wins on their first throw and plays their own turn next."""
    for seed in range(500):
        state = fresh(seed, first=1)
        column = state.board.column_states[state.active_column]
        if not any(state.locked_by.get(c) == 1 for c in column) and any(
            c in state.swing for c in column
        ):
            break
    else:
        pytest.skip("no seed starts with a swing contest")
    if state.contest_state is None:
        state.apply(state.legal_actions()[0])
    code = state.contest_state
    assert state.contest_kind == SWING and state.to_move() == {1}
    state.rng = ScriptedDice([1, 1, 2, 2, 5, 6])
    state.apply(THROW)
    state.apply(THROW)
    assert state.contest_state == code and state.to_move() == {0}
    events = state.apply(THROW)
    assert any(isinstance(e, StateWon) and e.player == 0 for e in events)
    assert state.over or state.to_move() == {0}


def test_a_lone_state_is_chosen_for_you_but_every_throw_waits_for_the_player() -> None:
    """Table rule: with one state to contest it is chosen for you; the dice are never thrown
    for you, though a throw is the only thing to do."""
    for seed in range(200):
        state = fresh(seed, first=0)
        column = state.board.column_states[state.active_column]
        if sum(state.locked_by.get(code) == 0 for code in column) == 1:
            break
    else:
        pytest.skip("no seed gives player 0 a single Locked State in column K")
    code = next(c for c in column if state.locked_by.get(c) == 0)
    assert state.contest_state == code and state.legal_actions() == [THROW]
    assert state.describe_action(THROW) == "Throw the dice"
    state.rng = ScriptedDice([1, 2])
    state.apply(THROW)
    assert state.legal_actions() == [THROW] and "second throw" in state.prompt()


def test_the_choice_of_a_state_lists_and_words_the_biggest_first() -> None:
    for seed in range(200):
        state = fresh(seed)
        if len(state.legal_actions()) > 1:
            break
    else:
        pytest.skip("no seed opens with a choice")
    options = state.legal_actions()
    votes = [state.board.ev[a.state] for a in options if isinstance(a, Contest)]
    assert len(votes) == len(options) and votes == sorted(votes, reverse=True)
    first = options[0]
    assert isinstance(first, Contest)
    words = f"{state.board.names[first.state]} ({state.board.ev[first.state]} EV)"
    assert state.describe_action(first) == words == state.view(1).describe_action(first, 0)


def test_illegal_action_is_refused_and_changes_nothing() -> None:
    state = fresh(11)
    before = state.clone()
    if state.contest_state is None:
        with pytest.raises(IllegalActionError):
            state.apply(THROW)
    else:
        with pytest.raises(IllegalActionError):
            state.apply(Contest("ZZ"))
    assert state.legal_actions() == before.legal_actions()
    assert state.owner == before.owner and state.rng.getstate() == before.rng.getstate()


def _subset_with_sum(evs: dict[str, int], target: int, must: str) -> set[str]:
    """States (including ``must``) whose votes add up to ``target``; by dynamic programming."""
    codes = [c for c in evs if c != must]
    reach: dict[int, list[str]] = {evs[must]: [must]}
    for code in codes:
        for total, chosen in list(reach.items()):
            new = total + evs[code]
            if new <= target and new not in reach:
                reach[new] = [*chosen, code]
    return set(reach[target])


def test_269_tie_goes_to_larger_senate_plus_house() -> None:
    state = fresh()
    evs = dict(state.board.ev)
    with_dc = _subset_with_sum(evs, 269, "DC")
    for code in evs:
        state.owner[code] = 0 if code in with_dc else 1
    state.votes = [sum(evs[c] for c in with_dc), sum(evs[c] for c in evs if c not in with_dc)]
    assert state.votes == [269, 269]
    # DC elects no senators or representatives, so the side without it has 269 to 266.
    congress = [state.collateral(p)["senate"] + state.collateral(p)["house"] for p in (0, 1)]
    assert congress == [266, 269]
    assert state.winner() == 1


def test_collateral_results_follow_the_rule() -> None:
    state = fresh()
    state.owner = {"TX": 0, "DC": 0, "VT": 1}
    assert state.collateral(0) == {"governors": 1, "senate": 2, "house": 38}
    assert state.collateral(1) == {"governors": 1, "senate": 2, "house": 1}
