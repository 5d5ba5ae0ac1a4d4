"""The search's tree holds no information keys: a key is a copy of everything its actor
knows, and a second's search on a cheap position would otherwise hold hundreds."""

from __future__ import annotations

import random
import weakref

import pytest

from boardgames.ai.forecast import Forecaster
from boardgames.ai.ismcts import Budget, InformationSetSearch, random_policy
from boardgames.core.protocol import Action, State
from boardgames.games import GAMES
from tests.test_search import position


class Key:
    """An information key that can be watched with a weak reference."""

    __slots__ = ("key", "__weakref__")

    def __init__(self, key: object) -> None:
        self.key = key

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Key) and other.key == self.key


def test_the_tree_keeps_no_information_key_alive() -> None:
    state, player = position(GAMES["corrupt-bargain"], seed=4, moves=12)
    view = state.view(player)
    original = type(view).information_key
    alive: weakref.WeakSet[Key] = weakref.WeakSet()
    made = [0]
    most_alive = [0]

    def watched(self: State, who: int | None) -> Key:
        key = Key(original(self, who))
        alive.add(key)
        made[0] += 1
        return key

    def rollout(state: State, actor: int, legal: list[Action], rng: random.Random) -> Action:
        most_alive[0] = max(most_alive[0], len(alive))
        return random_policy(state, actor, legal, rng)

    engine = InformationSetSearch(rollout=rollout)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(type(view), "information_key", watched)
        engine.search(view, player, random.Random(3), Budget(iterations=60))
    assert made[0] > 20  # the tree keyed many positions
    assert most_alive[0] <= 1  # and kept none of their keys


def test_the_forecast_keeps_no_information_key_of_the_positions_it_read() -> None:
    """The forecast remembers an estimate for every position of the game, and the chart a
    point for every move: by the hash of each position, not a copy of the whole table."""
    state, _ = position(GAMES["electoral-dice"], seed=4, moves=6)
    search = GAMES["electoral-dice"].make_bot("hard").forecast_search  # type: ignore[attr-defined]
    forecaster = Forecaster(search, seed=3, seconds=None, iterations=40, apart=False)
    original = type(state).information_key
    alive: weakref.WeakSet[Key] = weakref.WeakSet()

    def watched(self: State, who: int | None) -> Key:
        key = Key(original(self, who))
        alive.add(key)
        return key

    try:
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(type(state), "information_key", watched)
            for move in range(3):
                forecaster.settled_reading(state.view(None), 6 + move)
                player = min(state.to_move())
                state.apply(state.legal_actions(player)[0], player)
        assert len(forecaster.chart()) == 3
        assert len(alive) == 0
    finally:
        forecaster.close()
