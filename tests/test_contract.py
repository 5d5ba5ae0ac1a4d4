"""One contract for every game (OpenSpiel's random_sim_test), run over each registered
ruleset and the test-only sealed-choice game.

Random, lazy (always pass or decline) and first-option players play every seat count
and every table option; along the way each position is checked: someone can always
move until the end, clones are independent, illegal moves change nothing, actions
round-trip through their dicts, replays match, and what a player may know (view,
determinize, information key) agrees.
"""

from __future__ import annotations

import itertools
import json
import random
import zlib
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from boardgames.core.protocol import (
    Action,
    IllegalActionError,
    Ruleset,
    action_from_dict,
)
from boardgames.core.record import GameRecord, Seat, record_entry, replay
from boardgames.games import GAMES
from tests.games.rps import RockPaperScissors

RULESETS: list[Ruleset] = [entry.ruleset for entry in GAMES.values()] + [RockPaperScissors()]
MOVE_LIMIT = 20_000
DEEP_CHECK_EVERY = 29  # positions between the costlier checks (views, clones, replays)

Chooser = Callable[[list[Action], random.Random], Action]


def lazy(legal: list[Action], rng: random.Random) -> Action:
    """Pass or decline whenever the rules allow it: the player who freezes careless rules."""
    for action in legal:
        data = action.to_dict()
        if data["kind"] == "pass" or any(value is False for value in data.values()):
            return action
    return legal[0]


PLAYERS: dict[str, Chooser] = {
    "random": lambda legal, rng: legal[rng.randrange(len(legal))],
    "lazy": lazy,
    "first": lambda legal, rng: legal[0],
}


def setups(ruleset: Ruleset) -> Iterator[tuple[int, dict[str, Any]]]:
    """Every seat count with every combination of table options."""
    keys = [spec.key for spec in ruleset.options]
    for players in range(ruleset.min_players, ruleset.max_players + 1):
        for values in itertools.product(*(spec.choices for spec in ruleset.options)):
            yield players, dict(zip(keys, values, strict=True))


def check_position(ruleset: Ruleset, state: Any, seen: list[Action], rng: random.Random) -> None:
    # Views, re-deals and information keys agree for every player and a bystander.
    for viewer in [None, *range(state.num_players)]:
        view = state.view(viewer)
        again = state.determinize(viewer, random.Random(rng.random()))
        assert again.view(viewer).fingerprint() == view.fingerprint()
        assert again.information_key(viewer) == state.information_key(viewer)
        with pytest.raises(IllegalActionError):
            view.rng.random()  # a view holds no dice or shuffles to come
    # A clone is independent of its original.
    before = state.fingerprint()
    twin = state.clone()
    mover = min(twin.to_move())
    twin.apply(twin.legal_actions(mover)[0], mover)
    assert state.fingerprint() == before
    # An illegal action, or a player not to move, changes nothing.
    legal = state.legal_actions(mover)
    for action in seen[-40:]:
        if action not in legal:
            with pytest.raises(IllegalActionError):
                state.apply(action, mover)
            assert state.fingerprint() == before
            break
    outsiders = set(range(state.num_players)) - state.to_move()
    for outsider in outsiders:
        with pytest.raises(IllegalActionError):
            state.apply(legal[0], outsider)
        assert state.fingerprint() == before


@pytest.mark.parametrize("name", PLAYERS)  # one test each, so parallel workers share them out
@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_every_game_keeps_the_contract(ruleset: Ruleset, name: str) -> None:
    types = ruleset.action_types
    round_tripped: set[Action] = set()
    choose = PLAYERS[name]
    for players, options in setups(ruleset):
        seed = zlib.crc32(repr((ruleset.id, players, name, options)).encode()) % 10_000
        rng = random.Random(seed)
        state = ruleset.new_game(players, seed, options)
        record = GameRecord(
            ruleset.id, ruleset.version, options, [Seat(f"S{i}", i) for i in range(players)], seed
        )
        seen: list[Action] = []
        moves = 0
        while not state.is_over():
            movers = state.to_move()
            assert movers, f"{ruleset.id} {players}p {options} {name}: not over, nobody to move"
            for player in movers:
                assert state.legal_actions(player), f"{ruleset.id}: {player} to move, no options"
            player = min(movers)
            legal = state.legal_actions(player)
            for action in legal:  # every action round-trips through its (JSON) dict
                if action not in round_tripped:  # once each: the same value, the same trip
                    data = json.loads(json.dumps(action.to_dict()))
                    assert action_from_dict(data, types) == action
                    round_tripped.add(action)
            if moves % DEEP_CHECK_EVERY == 0:
                check_position(ruleset, state, seen, rng)
            action = choose(legal, rng)
            state.apply(action, player)
            record.actions.append(record_entry(player, action))
            seen.append(action)
            moves += 1
            assert moves < MOVE_LIMIT, f"{ruleset.id}: no end after {MOVE_LIMIT} moves"
        result = state.result()
        assert result is not None and result.winners
        assert sum(state.returns()) == pytest.approx(1.0)
        again = replay(ruleset, GameRecord.from_json(record.to_json()))
        assert again.fingerprint() == state.fingerprint()
        assert again.result() == result


DEALT_GAMES = 2  # seeded random games per table option set, every position checked


def dealt_setups(ruleset: Ruleset) -> Iterator[tuple[int, dict[str, Any]]]:
    """Each table option set, at the fewest and the most seats."""
    for players, options in setups(ruleset):
        if players in (ruleset.min_players, ruleset.max_players):
            yield players, options


@pytest.mark.parametrize("ruleset", RULESETS, ids=lambda r: r.id)
def test_every_re_dealt_decision_has_a_legal_action(ruleset: Ruleset) -> None:
    """A search re-deals what its viewer cannot see and plays on from there: for every
    viewer (each seat and the bystander), every mover of a re-dealt position has at least
    one legal action, or the search (and the forecast) fails on that position."""
    for (players, options), game in itertools.product(dealt_setups(ruleset), range(DEALT_GAMES)):
        seed = zlib.crc32(repr((ruleset.id, players, options, game)).encode()) % 10_000
        rng = random.Random(seed)
        state = ruleset.new_game(players, seed, options)
        moves = 0
        while not state.is_over():
            for viewer in [None, *range(players)]:
                deal = state.determinize(viewer, random.Random(rng.random()))
                for mover in deal.to_move():
                    assert deal.legal_actions(mover), (
                        f"{ruleset.id} {players}p {options} seed {seed} move {moves}: "
                        f"re-dealt for {viewer}, {mover} to move has no legal action"
                    )
            mover = min(state.to_move())
            legal = state.legal_actions(mover)
            state.apply(legal[rng.randrange(len(legal))], mover)
            moves += 1
            assert moves < MOVE_LIMIT


def test_a_finished_games_information_key_is_hashable() -> None:
    """The forecast caches readings by ``information_key(None)``; a finished Corrupt Bargain
    game keeps its count (a mutable record) in the state, which made the key unhashable
    and stopped the forecast's thread."""
    import random as _random

    from boardgames.ai.base import bot_move, next_mover
    from boardgames.games import get_game

    for game_id in ("corrupt-bargain", "electoral-dice"):
        ruleset = get_game(game_id).ruleset
        state = ruleset.new_game(2, 5, {o.key: o.default for o in ruleset.options})
        bot, rng = get_game(game_id).make_bot("random"), _random.Random(5)
        while not state.is_over():
            player = next_mover(state)
            state.apply(bot_move(bot, state, rng, player), player)
        for viewer in (None, 0, 1):
            hash(state.information_key(viewer))
