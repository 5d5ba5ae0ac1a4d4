"""Many seeded games of Electoral Dice: every invariant holds, replays are exact."""

from __future__ import annotations

import json
import random
import re

from boardgames.ai.base import RandomBot, bot_move, next_mover
from boardgames.core.record import GameRecord, Seat, replay
from boardgames.games import get_game
from boardgames.games.electoral_dice.events import ContestStarted, StateWon
from boardgames.games.electoral_dice.rules import EDState
from boardgames.simulate import game_seeds, play_one

ENTRY = get_game("electoral-dice")


def play_recorded(seed: int) -> tuple[EDState, list[dict], list[str]]:
    state = ENTRY.ruleset.new_game(2, seed, {})
    bots = [ENTRY.make_bot("normal"), RandomBot()]
    rng = random.Random(seed)
    actions: list[dict] = []
    won: list[str] = []
    while not state.is_over():
        votes_before = sum(state.votes)
        action = bot_move(bots[next_mover(state)], state, rng)
        events = state.apply(action)
        actions.append(action.to_dict())
        won.extend(e.state for e in events if isinstance(e, StateWon))
        assert sum(state.votes) >= votes_before
        for event in events:
            if isinstance(event, ContestStarted):
                assert state.board.column_states[state.active_column].count(event.state) == 1
    return state, actions, won


def test_one_thousand_seeded_games_keep_every_invariant() -> None:
    bots = [ENTRY.make_bot("normal"), ENTRY.make_bot("random")]
    for seed in game_seeds(2024, 1000):
        game = play_one(ENTRY, bots, seed)
        result = game.result
        assert sum(result.scores) == 538
        assert len(result.breakdown) == 51 and all(v in (0, 1) for v in result.breakdown.values())
        assert len(result.winners) == 1
        winner = result.winners[0]
        assert result.scores[winner] >= 269
        if result.scores[winner] == 269:
            assert result.details["tie_break"]
        else:
            assert result.details["first_to_270"] == winner
        collateral = result.details["collateral"]
        assert sum(c["governors"] for c in collateral) == 50
        assert sum(c["senate"] for c in collateral) == 100
        assert sum(c["house"] for c in collateral) == 435


def test_every_state_is_decided_exactly_once() -> None:
    for seed in range(50):
        state, _, won = play_recorded(seed)
        assert sorted(won) == sorted(state.board.states)


def test_same_seed_and_actions_replay_to_the_same_game() -> None:
    state, actions, _ = play_recorded(99)
    record = GameRecord("electoral-dice", 1, {}, [Seat("A", 0), Seat("B", 1, True)], 99, actions)
    again = replay(ENTRY.ruleset, record)
    assert again.owner == state.owner and again.votes == state.votes
    assert again.rng.getstate() == state.rng.getstate()


def test_same_seed_gives_same_simulation() -> None:
    bots = [ENTRY.make_bot("normal"), ENTRY.make_bot("normal")]
    first = play_one(ENTRY, bots, 5)
    second = play_one(ENTRY, bots, 5)
    assert first.result == second.result and first.actions == second.actions


def test_simulate_verbose_prints_every_move_in_words_and_the_same_words_twice() -> None:
    """``simulate --verbose``: one line per move, worded by the game (states by name, the
    throw as a throw), identical for the same seed, and the game's line unchanged."""
    import io

    from boardgames.simulate import run

    outputs = []
    for verbose in (True, True, False):
        out = io.StringIO()
        run("electoral-dice", ["normal", "normal"], 1, 4, out=out, verbose=verbose)
        outputs.append(out.getvalue().splitlines())
    assert outputs[0] == outputs[1]
    moves = [line for line in outputs[0] if line.startswith("  ")]
    assert [line for line in outputs[0] if not line.startswith("  ")] == outputs[2]
    assert len(moves) == json.loads(outputs[2][0])["actions"]
    assert any(line.endswith(": Throw the dice") for line in moves)
    assert any(re.search(r": [A-Z][a-z].* \(\d+ EV\)$", line) for line in moves)
