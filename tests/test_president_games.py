"""Seeded President games: invariants after every move, the day bound, determinism."""

from __future__ import annotations

import random

import pytest

from boardgames.games.president.actions import SLANDER
from boardgames.games.president.choices import GiveCorruption, LaySlander
from boardgames.games.president.rules import MAX_DAYS, President, PRState, cards_pool
from tests.helpers import split_runs

GAMES_PER_COUNT = 500
CHECKED_GAMES = 10  # games whose every position is checked
FAST_GAMES = 25  # of which the everyday run plays these (the rest are marked slow)


def check_invariants(game: PRState) -> None:
    n = game.n
    pools = {cards_pool(p): 7 for p in range(n)}
    pools.update(envelopes=len(game.board.envelopes), days=len(game.board.day_cards))
    for pool, size in pools.items():
        assert sorted(game.zones.where(pool)) == list(range(size)), pool  # each card once
    assert all(vp >= 0 for vp in game.vp)
    assert sorted(game.position) == list(range(1, n + 1))
    medal = [p for p in range(n) if game.total(p) - game.vp[p] - (game.corruption == p) == 1]
    assert medal == [game.president] and game.level(game.president) == "presidency"
    assert 0 <= sum(game.cameras) <= game.board.cameras
    assert all(0 <= pop <= game.board.popularity_track.length for pop in game.popularity)
    for owner in range(n):  # a Slander card is out exactly while it lies on a board
        laid = sum((owner, -1) in board for board in game.slanders)
        laying = LaySlander(owner, -1) in game.queue  # revealed, target not chosen yet
        assert laid + laying == len(game.zones[("out", owner)]) <= 1
        assert game.zones[("out", owner)] in ([], [SLANDER])
    whispers = [source for board in game.slanders for _, source in board if source >= 0]
    whispers += [s.source for s in game.queue if isinstance(s, LaySlander) and s.source >= 0]
    assert sorted(whispers) == sorted(game.zones["envelope_board"])  # type: ignore[type-var]
    if game.corruption >= 0:  # the token never goes back to the supply once given
        counts = [game.envelope_count(p) for p in range(n)]
        giving = isinstance(game.head(), GiveCorruption)  # the holder is choosing the heir
        assert counts[game.corruption] == max(counts) or giving or game.is_over()


def play_random(players: int, seed: int, checked: bool) -> PRState:
    game = President().new_game(players, seed, {})
    rng = random.Random(seed)
    while not game.is_over():
        movers = sorted(game.to_move())
        seat = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(seat)
        game.apply(legal[rng.randrange(len(legal))], seat)
        if checked:
            check_invariants(game)
    return game


@pytest.mark.parametrize("seeds", split_runs(FAST_GAMES, GAMES_PER_COUNT))
@pytest.mark.parametrize("players", [3, 6, 10])
def test_seeded_games_keep_the_invariants_and_end(players: int, seeds: range) -> None:
    for seed in seeds:
        game = play_random(players, seed, checked=seed < CHECKED_GAMES)
        check_invariants(game)
        result = game.result()
        assert result is not None and len(result.winners) == 1
        winner = result.winners[0]
        assert game.day <= MAX_DAYS
        if not game.day_limit_reached:
            assert game.total(winner) >= game.board.win_vp
            reached = [p for p in range(players) if game.total(p) >= game.board.win_vp]
            assert winner == max(reached, key=lambda p: (game.total(p), game.position[p]))


def test_the_same_seed_plays_the_same_game() -> None:
    for players in range(3, 11):
        first, again = play_random(players, 42, False), play_random(players, 42, False)
        assert first.fingerprint() == again.fingerprint()


def test_a_short_bound_ends_games_at_the_bound() -> None:
    ends = []
    for seed in range(20):
        game = President().new_game(4, seed, {"max_days": 2})
        rng = random.Random(seed)
        while not game.is_over():
            seat = min(game.to_move())
            legal = game.legal_actions(seat)
            game.apply(legal[rng.randrange(len(legal))], seat)
        assert game.day <= 2
        ends.append(game.day_limit_reached)
    assert any(ends)


def test_the_bot_beats_random_players() -> None:
    """One heuristic bot among three random players wins well above its 1-in-4 share."""
    from boardgames.ai.base import RandomBot, bot_move
    from boardgames.games.president.bots import PresidentBot

    games, wins = 60, 0
    for seed in range(games):
        seat = seed % 4
        bots = [RandomBot()] * 4
        bots[seat] = PresidentBot()
        game = President().new_game(4, seed, {})
        rng = random.Random(seed)
        while not game.is_over():
            player = min(game.to_move())
            game.apply(bot_move(bots[player], game, rng, player), player)
        wins += game.winner == seat
    assert wins / games > 0.4


def test_the_win_share_by_starting_position(capsys: pytest.CaptureFixture[str]) -> None:
    """The balance report counts each game once, by the winner's starting position (the
    2,000-game figures are measured with ``python -m tools.president_balance``)."""
    from tools.president_balance import main, win_share_by_position

    shares = win_share_by_position(["normal"] * 5, 30, seed=2)
    assert len(shares) == 5 and sum(shares) == pytest.approx(1.0)
    status = main(["--seats", "3", "--games", "4", "--seed", "1"])
    printed = capsys.readouterr().out
    assert printed.startswith("3 seats, 4 games: ")
    assert ("inside" in printed) == (status == 0)


def test_the_result_names_each_animal_s_starting_position() -> None:
    game = President().new_game(6, 3, {})
    start = list(game.position)
    rng = random.Random(3)
    while not game.is_over():
        seat = min(game.to_move())
        legal = game.legal_actions(seat)
        game.apply(legal[rng.randrange(len(legal))], seat)
    result = game.result()
    assert result is not None and result.details["start_position"] == start


def test_the_hard_level_searches_from_its_own_view() -> None:
    """The hard level (the generic search over the heuristic) plays only legal moves."""
    from boardgames.ai.base import bot_move
    from boardgames.ai.ismcts import SearchBot
    from boardgames.games import get_game

    bot = get_game("president").make_bot("hard")
    assert isinstance(bot, SearchBot)
    bot.seconds, bot.iterations = None, 6
    game = President().new_game(4, 6, {})
    rng = random.Random(1)
    for _ in range(12):
        if game.is_over():
            break
        seat = min(game.to_move())
        action = bot_move(bot, game, rng, seat)
        assert action in game.legal_actions(seat)
        game.apply(action, seat)
    assert bot.iteration_counts and all(count >= 6 for count in bot.iteration_counts)
