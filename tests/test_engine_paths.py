"""The engine's short paths give what the long ones gave: the shuffle draws as
``Random.shuffle`` does, a move is accepted whether it is the listed option itself or an
equal copy of it, and the options a step lists while the queue runs are the decision's own."""

from __future__ import annotations

import random

import pytest

from boardgames.core.protocol import Action, IllegalActionError, action_from_dict
from boardgames.core.rng import shuffle
from boardgames.games import GAMES


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 8, 9, 31, 32, 33, 100])
def test_shuffle_deals_as_random_shuffle(length: int) -> None:
    for seed in range(20):
        ours, theirs = random.Random(seed), random.Random(seed)
        items, expected = list(range(length)), list(range(length))
        shuffle(ours, items)
        theirs.shuffle(expected)
        assert items == expected
        assert ours.getstate() == theirs.getstate()  # the same draws, so the same future


@pytest.mark.parametrize("game_id", list(GAMES))
def test_moves_by_copy_or_by_listed_option_agree(game_id: str) -> None:
    """Two games of one seed: one plays the listed options, the other equal copies made from
    their dicts (as a replay does). Both take the same course; an unlisted move is refused
    and changes nothing; the options at hand are those the decision lists afresh."""
    ruleset = GAMES[game_id].ruleset
    players = ruleset.max_players
    listed = ruleset.new_game(players, 11, {})
    copied = ruleset.new_game(players, 11, {})
    rng = random.Random(11)
    seen: list[Action] = []  # options met earlier, some no longer legal
    moves = 0
    while not listed.is_over() and moves < 400:
        player = min(listed.to_move())
        legal = listed.legal_actions(player)
        head = listed.head()
        assert legal == list(head.options(listed, player))
        action = legal[int(rng.random() * len(legal))]
        twin = action_from_dict(action.to_dict(), ruleset.action_types)
        assert twin is not action
        unlisted = next((a for a in reversed(seen) if a not in legal), None)
        if unlisted is not None:
            before = copied.fingerprint()
            with pytest.raises(IllegalActionError):
                copied.apply(unlisted, player)
            assert copied.fingerprint() == before
        assert listed.apply(action, player) == copied.apply(twin, player)
        assert listed.fingerprint() == copied.fingerprint()
        seen.extend(legal[:3])
        moves += 1
