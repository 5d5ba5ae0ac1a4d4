"""Landslide played whole: seeded games with invariants checked move by move.

Random players (who overbid wildly and go broke) and the heuristic bot play
every seat count. After each move of the first games every card is in exactly
one place, no popular vote is created or lost, the electoral votes owned and
unsold make 538, and no auction runs past its proven bound.
"""

from __future__ import annotations

import io
import random

import pytest

from boardgames import simulate
from boardgames.ai.base import RandomBot, bot_move
from boardgames.games.landslide.auction import BidTurn, auction_bound
from boardgames.games.landslide.bots import LandslideBot
from boardgames.games.landslide.rules import Landslide, LandslideState
from tests.helpers import split_runs

RANDOM_GAMES = 500  # per seat count: random players, the cheapest to run (no views)
FAST_RANDOM_GAMES = 20  # of which the everyday run plays these (the rest are marked slow)
BOT_GAMES = 12  # per seat count
CHECKED_GAMES = 10  # games checked after every move
TOTAL_EV = 538


def check_invariants(game: LandslideState) -> None:
    b = game.board
    for name, pool in game.zones.pools.items():
        if not pool.unique:
            continue  # sealed ceilings (proxy bidding) are amounts, not cards
        where = game.zones.where(name)  # raises if a card is in two zones
        assert sorted(where) == sorted(pool.items), f"{name}: a card is missing"
    cash = sum(game.cash(p) for p in range(game.n))
    pile = sum(b.votes[c] for c in game.zones["pile"])
    assert cash + pile == sum(b.votes)
    owned = sum(game.ev(p) for p in range(game.n))
    unsold = sum(
        b.ev[s]
        for key in game.zones
        if game.zones.zone(key).pool in b.regions and key[0] != "won"
        for s in game.zones[key]
    )
    assert owned + unsold == TOTAL_EV


def play(game: LandslideState, bots: list[object], seed: int, checked: bool) -> int:
    """Play to the end; returns the longest auction, in bidding turns."""
    rng = random.Random(seed)
    longest = run = 0
    while not game.is_over():
        player = min(game.to_move())
        bidding = isinstance(game.head(), BidTurn)
        run = run + 1 if bidding else 0
        longest = max(longest, run)
        bot = bots[player]
        if isinstance(bot, RandomBot):  # it needs no view: spare the copy
            legal = game.legal_actions(player)
            action = legal[int(rng.random() * len(legal))]
        else:
            action = bot_move(bot, game, rng, player)  # type: ignore[arg-type]
        game.apply(action, player)
        if checked:
            check_invariants(game)
    check_invariants(game)
    return longest


@pytest.mark.parametrize("seeds", split_runs(FAST_RANDOM_GAMES, RANDOM_GAMES))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_the_invariants(players: int, seeds: range) -> None:
    bound = auction_bound(Landslide().new_game(players, 0, {}).board, players)
    for seed in seeds:
        game = Landslide().new_game(players, seed, {})
        longest = play(game, [RandomBot()] * players, seed, seed < CHECKED_GAMES)
        assert longest <= bound
        result = game.result()
        assert result is not None and result.winners


@pytest.mark.parametrize("players", [2, 3, 4])
def test_bot_games_end_with_every_state_owned(players: int) -> None:
    rounds = []
    for seed in range(BOT_GAMES):
        game = Landslide().new_game(players, 1000 + seed, {})
        play(game, [LandslideBot()] * players, seed, seed < 2)
        assert sum(game.ev(p) for p in range(players)) == TOTAL_EV  # ended by the last sale
        rounds.append(game.round)
    assert max(rounds) < game.board.rules.round_limit


def test_the_bot_beats_random_players() -> None:
    wins = 0.0
    for seed in range(12):
        game = Landslide().new_game(3, seed, {})
        seats = [RandomBot(), RandomBot(), RandomBot()]
        seats[seed % 3] = LandslideBot()  # type: ignore[call-overload]
        play(game, seats, seed, False)
        result = game.result()
        assert result is not None
        if seed % 3 in result.winners:
            wins += 1 / len(result.winners)
    assert wins >= 10


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simulate_is_deterministic_at_every_seat_count(players: int) -> None:
    """``boardgames simulate landslide`` prints the same lines for the same seed."""

    def output() -> str:
        out = io.StringIO()
        simulate.run("landslide", ["bot"] * players, 3, 41, out=out)
        return out.getvalue()

    first = output()
    assert first.count("\n") == 4 and first == output()


def test_games_are_deterministic() -> None:
    def finish(seed: int) -> object:
        game = Landslide().new_game(4, seed, {})
        play(game, [LandslideBot()] * 4, seed, False)
        return game.fingerprint()

    assert finish(5) == finish(5)


def test_the_quick_view_matches_the_generic_redaction() -> None:
    """Landslide copies its view by hand (speed); it must hide exactly what core would."""
    game = Landslide().new_game(4, 9, {})
    rng = random.Random(9)
    bots = [LandslideBot()] * 4
    for _ in range(400):
        if game.is_over():
            break
        for viewer in (0, 1, 2, 3, None):
            view = game.view(viewer)
            assert view.zones.fingerprint() == game.zones.redact(viewer).fingerprint()
            assert (
                view.fingerprint() == game._copy(game.zones.redact(viewer), view.rng).fingerprint()
            )
        game.apply(bot_move(bots[0], game, rng), None)


def test_a_save_from_before_rolls_were_actions_is_refused_by_its_rules_version() -> None:
    """Version-1 saves lack the roll actions: they are refused by version, in one clear line,
    not as an illegal move somewhere in the middle."""
    from boardgames.core.record import GameRecord, SaveError, Seat, replay

    ruleset = Landslide()
    record = GameRecord(ruleset.id, 1, {}, [Seat("Ann", 0), Seat("Ben", 1)], 5)
    with pytest.raises(SaveError, match="version 1 of Landslide's rules; this app has version 2"):
        replay(ruleset, record)
