"""Property tests (hypothesis): any seed gives a sound game; actions survive the trip to dicts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from boardgames.ai.base import RandomBot
from boardgames.core.protocol import action_from_dict
from boardgames.games import get_game
from boardgames.games.electoral_dice.actions import THROW, Contest
from boardgames.simulate import play_one

ENTRY = get_game("electoral-dice")
CODES = sorted(ENTRY.ruleset.new_game(2, 0, {}).board.ev)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**48))
def test_any_seed_gives_a_complete_sound_game(seed: int) -> None:
    game = play_one(ENTRY, [RandomBot(), ENTRY.make_bot("normal")], seed)
    assert sum(game.result.scores) == 538
    assert sorted(game.result.breakdown) == CODES
    assert len(game.result.winners) == 1


@given(code=st.sampled_from(CODES))
def test_actions_round_trip_through_plain_dicts(code: str) -> None:
    for action in (Contest(code), THROW):
        assert action_from_dict(action.to_dict(), ENTRY.ruleset.action_types) == action
