"""Bull Moose seeded games: every seat count to the end, with invariants after every move.

500 games per seat count between random players (the issue's figure): random play is
the cheapest way through every rule, and reaches corners (attacks on empty boards,
Rail Pass jumps into occupied hubs, blocked Express Trains) a heuristic avoids. The
whole file takes about a minute.
"""

from __future__ import annotations

import io
import json
import random

import pytest

from boardgames.core.zones import HIDDEN, Zone
from boardgames.games.bull_moose.events import CardPlayed
from boardgames.games.bull_moose.rules import BMState
from tests.helpers import split_runs

GAMES_PER_COUNT = 500
CHECKED_GAMES = 25  # invariants after every move in these
FAST_GAMES = 10  # of which the everyday run plays these (the rest are marked slow)


def check_invariants(state: BMState) -> None:
    """Cards each in exactly one zone of their deck; no cube where it may not be; the
    board's votes add up to 531."""
    for p in range(state.n):
        pool = state.zones.pools[f"c{p}"]
        assert sorted(state.zones.where(f"c{p}")) == sorted(pool.items)
        for uid, points in state.cubes.items():
            assert points[p] >= 0
            if points[p]:
                assert state.may_place(p, state.board.units[uid].state), (p, uid)
        assert len(state.zones[("played", p)]) + len(state.zones[("display", p)]) <= 28
    assert sum(u.ev for u in state.board.units.values()) == 531
    assert min(state.press + state.senator + state.popularity + state.barn) >= 0


def play(players: int, seed: int, checked: bool) -> BMState:
    state = BMState(players, seed)
    rng = random.Random(seed)
    plays = [0] * players
    while not state.is_over():
        mover = min(state.to_move())
        legal = state.legal_actions(mover)
        for event in state.apply(legal[rng.randrange(len(legal))], mover):
            if isinstance(event, CardPlayed):
                plays[event.player] += 1
        if checked:
            check_invariants(state)
    assert plays == [28] * players
    return state


@pytest.mark.parametrize("seeds", split_runs(FAST_GAMES, GAMES_PER_COUNT))
@pytest.mark.parametrize("players", [3, 4, 5])
def test_seeded_games_end_with_531_votes_and_a_winner(players: int, seeds: range) -> None:
    for seed in seeds:
        state = play(players, seed, checked=seed < CHECKED_GAMES)
        result = state.result()
        assert result is not None and result.winners
        assert sum(result.scores) == 531
        assert len(state.won) == len(state.board.units) and min(state.won.values()) >= 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_simulate_is_deterministic_and_games_independent(players: int) -> None:
    """Two runs with one seed print the same; a game played alone, with fresh bots, is the
    same game it was inside the run (the bot's memory of its plan never leaks across)."""
    from boardgames.games import get_game
    from boardgames.simulate import game_seeds, play_one, run

    seats = ["bot"] * players
    outputs = []
    for _ in range(2):
        out = io.StringIO()
        run("bull-moose", seats, 2, 99, out=out)  # the second game comes after the first
        outputs.append(out.getvalue())
    assert outputs[0] == outputs[1]
    lines = [json.loads(line) for line in outputs[0].splitlines()]
    entry = get_game("bull-moose")
    last = game_seeds(99, 2)[-1]
    alone = play_one(entry, [entry.make_bot("bot") for _ in seats], last)
    assert lines[1]["seed"] == last and lines[1]["scores"] == list(alone.result.scores)
    assert lines[1]["actions"] == alone.actions


def test_same_seed_same_game() -> None:
    one, two = play(4, 11, checked=False), play(4, 11, checked=False)
    assert one.fingerprint() == two.fingerprint()


def test_hand_made_copies_match_the_generic_ones() -> None:
    """``BMState`` copies and redacts by hand for speed: the same result as ``GameBase``'s,
    and no container is shared with the original."""
    from boardgames.core.engine import GameBase

    state = BMState(4, 5)
    rng = random.Random(5)
    for _ in range(300):
        mover = min(state.to_move())
        legal = state.legal_actions(mover)
        state.apply(legal[rng.randrange(len(legal))], mover)
    lists = {key for key, value in vars(state).items() if type(value) is list}
    assert lists == set(BMState.LISTS) | {"opening_events"}
    for viewer in (None, 0, 1, 2, 3):
        assert state.view(viewer).fingerprint() == GameBase.view(state, viewer).fingerprint()
    twin = state.clone()
    assert twin.fingerprint() == state.fingerprint()
    before = state.fingerprint()
    twin.cubes["NY"][0] += 7
    twin.won["NY"] = 1
    for key in BMState.LISTS:
        getattr(twin, key).append(None)
    assert state.fingerprint() == before
    view = state.view(0)  # a view's zones are its own too
    for zone in view.zones.zones.values():
        assert type(zone) is Zone and zone.items is not None
        zone.items.append(HIDDEN)
    view.cubes["NY"][0] += 7
    assert state.fingerprint() == before
