"""Many seeded games of Corrupt Bargain: invariants after every move, exact replays."""

from __future__ import annotations

import random

import pytest

from boardgames.ai.base import RandomBot, bot_move, next_mover
from boardgames.core.record import GameRecord, Seat, replay
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.corrupt_bargain.model import CUBE, OCTAGON, SUPPLY, Deck
from boardgames.games.corrupt_bargain.rules import CBState
from boardgames.simulate import game_seeds
from tests.helpers import split_runs

ENTRY = get_game("corrupt-bargain")
GAMES_PER_COUNT = 500
CHECK_EVERY_MOVE = 25  # games per player count whose every position is checked
FAST_GAMES = 10  # of which the everyday run plays these (the rest are marked slow)


def options_for(index: int) -> dict[str, bool]:
    return {"quick_play": index % 5 == 4, "historical_start": index % 7 == 6}


def check_invariants(state: CBState) -> None:
    for player in range(state.n):
        for token, board in ((CUBE, state.cubes), (OCTAGON, state.octagons)):
            supply = state.supply[token][player]
            assert 0 <= supply <= SUPPLY
            assert supply + sum(board[s][player] for s in board) == SUPPLY
    assert all(state.cubes[s] == [0] * state.n for s in state.board.legislature)
    assert len(state.locked) + state.cylinders == 12 and len(set(state.locked)) == len(state.locked)
    # Every card is in exactly one zone: the zones account for each deck in full.
    for deck in Deck:
        assert sorted(state.zones.where(deck)) == list(state.board.cards(deck))


def play(players: int, seed: int, options: dict[str, bool], check_each: bool) -> CBState:
    state = ENTRY.ruleset.new_game(players, seed, options)
    bots = [
        RandomBot() if (seat + seed) % 2 else ENTRY.make_bot("normal") for seat in range(players)
    ]
    rng = random.Random(seed)
    moves = 0
    while not state.is_over():
        action = bot_move(bots[next_mover(state)], state, rng)
        state.apply(action)
        moves += 1
        assert moves < 5000
        if check_each:
            check_invariants(state)
    return state


@pytest.mark.parametrize("games", split_runs(FAST_GAMES, GAMES_PER_COUNT))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_hundred_games_keep_every_invariant(players: int, games: range) -> None:
    bots = [RandomBot()] * players
    seeds = game_seeds(1824 + players, GAMES_PER_COUNT)
    for index in games:
        seed = seeds[index]
        options = options_for(index)
        if index < CHECK_EVERY_MOVE:
            state = play(players, seed, options, check_each=True)
        else:
            state = ENTRY.ruleset.new_game(players, seed, options)
            rng = random.Random(seed)
            while not state.is_over():
                state.apply(bot_move(bots[next_mover(state)], state, rng))
        check_invariants(state)
        result = state.result()
        assert result is not None and len(result.winners) == 1
        assert sum(result.scores) == 261
        assert sorted(result.breakdown) == sorted(state.board.states)
        if players == 2:
            assert max(result.scores) >= 131 and not result.details["contenders"]
        elif max(result.scores) < 131:
            assert len(result.details["contenders"]) == 3
            assert result.winners[0] in result.details["contenders"]


def test_a_saved_game_replays_exactly() -> None:
    record = GameRecord(
        "corrupt-bargain",
        ENTRY.ruleset.version,
        {},
        [Seat("A", 0), Seat("B", 1, True), Seat("C", 2, True)],
        77,
    )
    session = Session(ENTRY.ruleset, record)
    bot, rng = ENTRY.make_bot("normal"), random.Random(3)
    while not session.state.is_over():
        session.apply(bot_move(bot, session.state, rng))
    loaded = GameRecord.from_json(record.to_json())
    again = replay(ENTRY.ruleset, loaded)
    assert again.result() == session.state.result()
    assert again.cubes == session.state.cubes and again.octagons == session.state.octagons


def test_heuristic_bot_beats_random_players() -> None:
    wins = 0
    for seed in game_seeds(5, 20):
        state = ENTRY.ruleset.new_game(2, seed, {})
        bots = [ENTRY.make_bot("normal"), RandomBot()]
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(bot_move(bots[next_mover(state)], state, rng))
        wins += state.result().winners == (0,)
    assert wins >= 17


def test_the_port_to_typed_decisions_plays_the_same_games() -> None:
    """Recorded with the tuple-step engine before the port (`boardgames simulate
    corrupt-bargain --seats bot,random,bot --games 6 --seed 3`): same seeds, same games."""
    import io
    import json

    from boardgames.simulate import run

    out = io.StringIO()
    run("corrupt-bargain", ["bot", "random", "bot"], 6, 3, out=out)
    games = [json.loads(line) for line in out.getvalue().splitlines()[:-1]]
    assert [(g["winner"], g["scores"]) for g in games] == [
        ([1], [120, 43, 98]),
        ([0], [171, 24, 66]),
        ([0], [167, 10, 84]),
        ([0], [133, 18, 110]),
        ([2], [67, 12, 182]),
        ([2], [103, 17, 141]),
    ]
