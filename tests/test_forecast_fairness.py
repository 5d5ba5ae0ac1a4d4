"""The forecast reads a position, not whose move it is (issue 29).

A sealed choice made but not shown must read as it did before it was made; the forecast
plays every seat by the normal heuristic without a tree; Corrupt Bargain's playouts are
judged when every player has had as many turns, so its empty board reads even.
"""

from __future__ import annotations

import random

import pytest

from boardgames.ai.base import bot_move
from boardgames.ai.forecast import Forecaster
from boardgames.ai.forecast_search import PlayoutSearch, reopened
from boardgames.ai.ismcts import Budget
from boardgames.core.decisions import SealedChoice
from boardgames.core.protocol import State
from boardgames.games import GAMES
from boardgames.games.corrupt_bargain.model import Phase
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.games.corrupt_bargain.search import judge

ROUND = 8  # playouts a round: small, so a test searches little


def first_sealed_choice(game_id: str, seats: int, seed: int) -> State:
    """A game by normal bots up to its first sealed choice (nobody has chosen yet)."""
    entry = GAMES[game_id]
    state = entry.ruleset.new_game(seats, seed, {})
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    while not isinstance(getattr(state, "queue", [None])[0], SealedChoice):
        assert not state.is_over(), "the game ended before a sealed choice"
        state.apply(bot_move(bot, state, rng), min(state.to_move()))
    return state


@pytest.mark.parametrize(("game_id", "seats"), [("president", 3), ("bull-moose", 3)])
def test_a_sealed_choice_half_made_reads_as_before_it_was_made(game_id: str, seats: int) -> None:
    """The forecast re-dealt a plan made but not shown at random: President read 29% for
    an animal before it chose and 46% after, with nothing else changed."""
    state = first_sealed_choice(game_id, seats, seed=5)
    before = state.view(None)
    entry, rng = GAMES[game_id], random.Random(1)
    for chooser in sorted(state.to_move())[:-1]:  # all but the last choose
        state.apply(bot_move(entry.make_bot("normal"), state, rng, chooser), chooser)
        after = state.view(None)
        assert after.information_key(None) != before.information_key(None)
        assert reopened(after).information_key(None) == before.information_key(None)
        assert after.to_move() != before.to_move()  # the view itself is left as it was


def test_every_game_s_forecast_grows_no_tree() -> None:
    """A tree's first visits try the mover's options at random: a reading leant against
    whoever was to move. Bull Moose keeps its calibrated search of its own."""
    for game_id, entry in GAMES.items():
        if game_id != "bull-moose":
            assert isinstance(entry.make_bot("hard").forecast_search, PlayoutSearch), game_id


def test_corrupt_bargain_s_forecast_judges_at_the_end_of_the_round() -> None:
    """Judged after one turn, the player who had just spent their action points led the
    one who had not yet had their turn."""
    entry = GAMES["corrupt-bargain"]
    search = entry.make_bot("hard").forecast_search
    judged: list[tuple[int, int]] = []

    def spy(state: State) -> tuple[float, ...]:
        assert isinstance(state, CBState)
        judged.append((state.round, state.turn_index))
        return tuple(judge(state))

    search.evaluate = spy
    state = entry.ruleset.new_game(3, 4, {"quick_play": True})
    bot, rng = entry.make_bot("normal"), random.Random(4)
    while not (state.round == 3 and state.turn_index == 1):  # a turn part-way through a round
        state.apply(bot_move(bot, state, rng), min(state.to_move()))
    search.search(state.view(None), None, random.Random(2), Budget(iterations=12))
    assert judged and set(judged) == {(4, 0)}


@pytest.mark.parametrize("seed", [0, 1])
def test_corrupt_bargain_s_empty_quick_play_board_reads_even(seed: int) -> None:
    """The testers read 68/32 on an empty two-player board. Normal bots win about as often
    moving first as second in Quick Play (508 of 1000 games), so it reads even."""
    entry = GAMES["corrupt-bargain"]
    state = entry.ruleset.new_game(2, seed, {"quick_play": True})
    assert isinstance(state, CBState) and state.phase is Phase.CAMPAIGN
    search = entry.make_bot("hard").forecast_search
    forecaster = Forecaster(search, seed=seed, seconds=None, iterations=ROUND, apart=False)
    try:
        estimate = forecaster.settled_estimate(state.view(None), 0)
    finally:
        forecaster.close()
    first = estimate.chances()[state.active]
    assert abs(first - 0.5) <= 0.03 + estimate.margin()
