"""The search bot and the levels: it never cheats, it is reproducible, and it runs.

Every registered game is covered without naming one: a position is reached by
heuristic play, then the hard bot is asked with a fixed iteration budget.
"""

from __future__ import annotations

import json
import random

import pytest

from boardgames.ai.base import next_mover
from boardgames.ai.forecast import Forecaster
from boardgames.ai.ismcts import Budget, InformationSetSearch, SearchBot, random_policy
from boardgames.ai.levels import LEVELS, FallibleBot, all_levels, ranked
from boardgames.cli import main
from boardgames.core.protocol import Action, State, resolve_options
from boardgames.games import GAMES, GameEntry
from tests.helpers import wait_for

ITERATIONS = 8  # enough to make a real choice, few enough to keep the tests quick
GAME_IDS = sorted(GAMES)


def position(
    entry: GameEntry, seed: int, moves: int, players: int | None = None
) -> tuple[State, int]:
    """A game after ``moves`` heuristic moves, at a decision with several options."""
    ruleset = entry.ruleset
    players = ruleset.min_players if players is None else players
    state = ruleset.new_game(players, seed, resolve_options(ruleset, {}))
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    played = 0
    while True:
        assert not state.is_over(), "the game ended before a choice was found"
        player = next_mover(state)
        legal = state.legal_actions(player)
        if played >= moves and len(legal) > 1:
            return state, player
        state.apply(bot.choose(state.view(player), player, legal, rng), player)
        played += 1


def hard_choice(entry: GameEntry, state: State, player: int, seed: int) -> tuple[object, list[int]]:
    bot = entry.make_bot("hard")
    assert isinstance(bot, SearchBot)
    bot.seconds, bot.iterations = None, ITERATIONS
    action = bot.choose(
        state.view(player), player, state.legal_actions(player), random.Random(seed)
    )
    return action, bot.iteration_counts


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_offers_every_level(game_id: str) -> None:
    bots = all_levels(GAMES[game_id].hooks.bots)
    assert set(LEVELS) <= set(bots)
    assert bots["bot"] is bots["normal"]
    for level in LEVELS:
        assert hasattr(GAMES[game_id].make_bot(level), "choose")
    assert isinstance(GAMES[game_id].make_bot("hard"), SearchBot)


# Beyond each game's fewest seats: Corrupt Bargain judges 3-4 players by another measure
# (the House), and plays the end of the Final Push out to the count.
MORE_SEATS = [("corrupt-bargain", 4, 9), ("corrupt-bargain", 3, 30), ("corrupt-bargain", 4, 437)]
# Bull Moose searches only where a card is chosen (its hard policy answers the card's steps
# at once), so its position is a card choice: seat 1's first, after 7 moves.
# Positions where the hard bot searches (Landslide answers a lone candidate, its pass, at once).
FIRST_MOVES = {"bull-moose": 7, "landslide": 10}
SEARCHED_AFTER = {"landslide": 7}  # the same, for seed 8


@pytest.mark.parametrize(
    ("game_id", "players", "moves"),
    [(game_id, None, FIRST_MOVES.get(game_id, 9)) for game_id in GAME_IDS] + MORE_SEATS,
)
def test_hard_bot_does_not_see_what_it_may_not(
    game_id: str, players: int | None, moves: int
) -> None:
    """Re-deal everything the bot cannot see (hidden cards, the dice to come): the same seed
    must give the same choice, so the choice cannot depend on any of it."""
    entry = GAMES[game_id]
    state, player = position(entry, seed=21, moves=moves, players=players)
    chosen, counts = hard_choice(entry, state, player, seed=4)
    assert len(counts) == 1 and counts[0] >= ITERATIONS
    redeals = 0
    for redeal_seed in range(2):
        twin = state.determinize(player, random.Random(redeal_seed))
        # The re-deal really is another world: other hidden cards or another future.
        assert (
            twin.fingerprint() != state.fingerprint() or twin.rng.getstate() != state.rng.getstate()
        )
        assert twin.information_key(player) == state.information_key(player)
        assert hard_choice(entry, twin, player, seed=4)[0] == chosen
        redeals += 1
    assert redeals == 2


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_search_is_reproducible_and_forecasts(game_id: str) -> None:
    entry = GAMES[game_id]
    state, player = position(entry, seed=8, moves=SEARCHED_AFTER.get(game_id, 4))
    bot = entry.make_bot("hard")
    assert isinstance(bot, SearchBot)
    results = [
        bot.search.search(state.view(player), player, random.Random(9), Budget(iterations=10))
        for _ in range(2)
    ]
    assert results[0] == results[1]
    # A round tries every root action on one deal, so the budget is met in whole rounds.
    assert 10 <= results[0].iterations < 10 + len(results[0].visits)
    assert sum(results[0].visits.values()) == results[0].iterations
    assert len(set(results[0].visits.values())) == 1  # every root action met every deal
    assert results[0].action in state.legal_actions(player)
    # The same simulations give every player a win chance; shares of one win sum to 1.
    assert len(results[0].value) == state.num_players
    assert sum(results[0].value) == pytest.approx(1.0)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bystander_forecast_uses_no_hand(game_id: str) -> None:
    """The forecast for hot-seat play searches from the view of nobody (every hand hidden)."""
    entry = GAMES[game_id]
    state, _ = position(entry, seed=5, moves=6)
    search = entry.make_bot("hard").forecast_search  # type: ignore[attr-defined]
    forecasts = [
        search.search(twin.view(None), None, random.Random(2), Budget(iterations=8)).value
        for twin in (state, state.determinize(None, random.Random(77)))
    ]
    assert forecasts[0] == forecasts[1]


def test_random_rollouts_reach_the_end_and_score_it() -> None:
    entry = GAMES[GAME_IDS[0]]
    state, player = position(entry, seed=3, moves=2)
    search = InformationSetSearch()
    result = search.search(state.view(player), player, random.Random(1), Budget(iterations=3))
    assert result.iterations >= 3 and sum(result.value) == pytest.approx(1.0)
    assert result.action in state.legal_actions(player)


def _judge_evenly(state: State) -> tuple[float, ...]:
    return tuple(1.0 / state.num_players for _ in range(state.num_players))


def test_a_flat_search_grows_no_tree() -> None:
    """``tree_depth=0``: every root action is followed by the rollout policy alone, so the
    exploration constant (which only steers choices inside the tree) changes nothing, and
    no position below the root is ever keyed."""
    entry = GAMES["corrupt-bargain"]
    state, player = position(entry, seed=4, moves=12)
    keyed: list[object] = []

    def search(exploration: float, depth: int | None) -> object:
        engine = InformationSetSearch(
            rollout=random_policy, exploration=exploration, tree_depth=depth
        )
        view = state.view(player)
        original = type(view).information_key

        def counting(self: State, who: int | None) -> object:
            keyed.append(who)
            return original(self, who)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(type(view), "information_key", counting)
            return engine.search(view, player, random.Random(3), Budget(iterations=60)).means

    flat = [search(exploration, 0) for exploration in (0.1, 5.0)]
    assert flat[0] == flat[1] and not keyed
    deep = [search(exploration, None) for exploration in (0.1, 5.0)]
    assert keyed  # the full tree keys the positions below the root
    assert deep[0] != deep[1]
    with pytest.raises(ValueError):
        InformationSetSearch(tree_depth=-1)


def test_a_horizon_of_none_plays_to_the_end() -> None:
    """The horizon is asked once a search: None plays every playout to the end (the
    evaluator is never asked), a number of turns stops there and asks it."""
    entry = GAMES["corrupt-bargain"]
    state, player = position(entry, seed=4, moves=12)
    judged: list[int] = []

    def evaluate(position_: State) -> tuple[float, ...]:
        judged.append(1)
        return _judge_evenly(position_)

    def engine(turns: int | None) -> InformationSetSearch:
        return InformationSetSearch(evaluate=evaluate, horizon=lambda view: turns, tree_depth=0)

    whole = engine(None).search(state.view(player), player, random.Random(1), Budget(iterations=4))
    assert not judged and sum(whole.value) == pytest.approx(1.0)
    engine(1).search(state.view(player), player, random.Random(1), Budget(iterations=4))
    assert len(judged) >= 4
    with pytest.raises(ValueError):
        InformationSetSearch(horizon=lambda view: 1)  # a limit needs an evaluator


def test_a_playout_is_judged_only_where_it_is_settled() -> None:
    """With ``settled``, a playout that reaches its limit plays on until the position is
    settled (here: every third time it is asked) and only then is judged; without it, the
    limit alone decides."""
    entry = GAMES["corrupt-bargain"]
    state, player = position(entry, seed=4, moves=12)
    asked = [0]
    judged: list[int] = []

    def evaluate(position_: State) -> tuple[float, ...]:
        judged.append(asked[0])
        return _judge_evenly(position_)

    def every_third(position_: State) -> bool:
        asked[0] += 1
        return asked[0] % 3 == 0

    engine = InformationSetSearch(
        evaluate=evaluate, rollout_depth=0, settled=every_third, tree_depth=0
    )
    engine.search(state.view(player), player, random.Random(1), Budget(iterations=4))
    assert judged and all(count > 0 and count % 3 == 0 for count in judged)
    judged.clear()
    plain = InformationSetSearch(evaluate=evaluate, rollout_depth=0, tree_depth=0)
    plain.search(state.view(player), player, random.Random(1), Budget(iterations=4))
    assert len(judged) >= 4


def test_the_observer_plays_its_own_rollout_policy() -> None:
    """``own_rollout`` makes the observer's moves in playouts; everyone else's come from
    ``rollout``."""
    entry = GAMES["corrupt-bargain"]
    state, player = position(entry, seed=4, moves=12)
    movers: dict[str, set[int]] = {"own": set(), "others": set()}

    def policy(name: str) -> object:
        def play(position_: State, who: int, legal: list, rng: random.Random) -> object:
            movers[name].add(who)
            return random_policy(position_, who, legal, rng)

        return play

    engine = InformationSetSearch(
        rollout=policy("others"),  # type: ignore[arg-type]
        own_rollout=policy("own"),  # type: ignore[arg-type]
        tree_depth=0,
    )
    engine.search(state.view(player), player, random.Random(2), Budget(iterations=4))
    assert movers["own"] == {player}
    assert movers["others"] and player not in movers["others"]


def test_a_budget_needs_a_limit() -> None:
    with pytest.raises(ValueError):
        Budget(iterations=None, seconds=None)


def test_a_time_budget_reads_the_clock_it_is_given() -> None:
    """``simulate`` times the bot by its CPU time; the budget must read that clock, not the
    wall: a clock that moves one second a reading stops a 3-second search within a few."""
    readings = iter(range(1_000_000))
    entry = GAMES["electoral-dice"]
    state, player = position(entry, seed=3, moves=2)
    search = InformationSetSearch()
    budget = Budget(seconds=3.0, clock=lambda: float(next(readings)))
    result = search.search(state.view(player), player, random.Random(1), budget)
    assert 1 <= result.iterations <= 3 * len(state.legal_actions(player))


def test_one_candidate_is_answered_without_a_playout() -> None:
    """A game's candidates may keep only the favourite (Landslide's pass): the choice is
    then made whatever the playouts say, so the search must not spend its second on them.
    With two candidates the same budget plays them out."""
    entry = GAMES["electoral-dice"]
    state, player = position(entry, seed=3, moves=2)
    legal = state.legal_actions(player)
    playouts: list[int] = []

    def counting_rollout(
        state: State, who: int, options: list[Action], rng: random.Random
    ) -> Action:
        playouts.append(who)
        return random_policy(state, who, options, rng)

    def searched(keep: int) -> tuple[object, int]:
        engine = InformationSetSearch(
            rollout=counting_rollout,
            candidates=lambda view, who, options, rng: options[::-1][:keep],
        )
        bot = SearchBot(engine, seconds=30.0)
        action = bot.choose(state.view(player), player, legal, random.Random(5))
        return action, bot.instant_moves

    assert searched(1) == (legal[-1], 1) and not playouts
    bot = SearchBot(InformationSetSearch(rollout=counting_rollout), seconds=None, iterations=4)
    bot.choose(state.view(player), player, legal[:2], random.Random(5))
    assert playouts and bot.iteration_counts == [4] and bot.instant_moves == 0


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_easy_picks_among_the_heuristic_favourites(game_id: str) -> None:
    entry = GAMES[game_id]
    normal = entry.make_bot("normal")
    easy = entry.make_bot("easy")
    assert isinstance(easy, FallibleBot)
    differs = ranked_positions = 0
    for seed in range(30):
        state, player = position(entry, seed=seed, moves=seed % 7)
        view, legal = state.view(player), state.legal_actions(player)
        favourites = ranked(normal, view, player, legal, random.Random(seed), 3)
        pick = easy.choose(view, player, legal, random.Random(seed))
        assert pick in legal
        complete = len(favourites) == min(3, len(legal))
        if complete and favourites == ranked(normal, view, player, legal, random.Random(seed), 3):
            # A heuristic that ranks the same way twice: easy stays within its top three.
            assert pick in favourites
            ranked_positions += 1
            differs += pick != favourites[0]
    if ranked_positions >= 20:
        assert 0 < differs < ranked_positions  # it slips sometimes, not always


def test_simulate_runs_the_hard_bot_with_a_think_time(capsys: pytest.CaptureFixture[str]) -> None:
    argv = "simulate corrupt-bargain --seats hard,normal --games 1 --seed 5 --think 0.01"
    assert main(argv.split()) == 0
    out, err = capsys.readouterr()
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 2 and lines[-1]["seats"] == ["hard", "normal"]
    assert sum(lines[-1]["wins"]) == 1
    assert "iterations a move" in err


@pytest.mark.parametrize("bad", ["--think 0", "--iterations 0", "--seats hard,expert"])
def test_simulate_refuses_bad_search_settings(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = f"simulate corrupt-bargain --seats hard,normal --games 1 {bad}".split()
    if bad.startswith("--seats"):
        argv = argv[:2] + argv[4:] + bad.split()
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("boardgames simulate:")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_forecast_follows_the_game_from_public_information(game_id: str) -> None:
    entry = GAMES[game_id]
    state, _ = position(entry, seed=12, moves=5)
    search = entry.make_bot("hard").forecast_search  # type: ignore[attr-defined]
    forecaster = Forecaster(search, seed=3, seconds=None, iterations=6)
    twin = state.determinize(None, random.Random(40))  # other hands, same table
    try:
        # Nothing hidden goes in: the same table with other hands gives the same chances.
        assert forecaster.forecast(state.view(None), 5) == forecaster.forecast(twin.view(None), 5)
        forecaster.submit(5, state)
        assert wait_for(lambda: len(forecaster.chart()) == 1, 20.0)
        forecaster.submit(6, twin)
        assert wait_for(lambda: len(forecaster.chart()) == 2, 20.0)
        (_, first), (_, second) = forecaster.chart()
        assert sum(first) == pytest.approx(1.0) and len(first) == state.num_players
        assert sum(second) == pytest.approx(1.0)
        forecaster.rewind(5)
        assert [move for move, _ in forecaster.chart()] == [5]
    finally:
        forecaster.close()


def test_bench_counts_search_iterations_for_every_game_and_seat_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from boardgames.bench import search_iterations

    original = SearchBot.choose

    def quick(self: SearchBot, *args: object) -> object:
        self.seconds = 0.02  # the figure's meaning is checked, not its size
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(SearchBot, "choose", quick)
    counts = search_iterations(moves=1)
    expected = {
        f"{game_id} {players}p"
        for game_id, entry in GAMES.items()
        for players in {entry.ruleset.min_players, entry.ruleset.max_players}
        if isinstance(entry.make_bot("hard"), SearchBot)
    }
    assert set(counts) == expected and all(count >= 1 for count in counts.values())


def test_corrupt_bargain_plays_the_end_of_the_final_push_to_the_count() -> None:
    """The positions the no-cheating test uses beyond the fewest seats reach both of the
    hard level's horizons: the end of the turn, and the count itself."""
    from boardgames.games.corrupt_bargain.search import ROLLOUT_TURNS, horizon

    entry = GAMES["corrupt-bargain"]
    turns = {
        horizon(position(entry, seed=21, moves=moves, players=players)[0].view(None))
        for _, players, moves in MORE_SEATS
    }
    assert turns == {ROLLOUT_TURNS, None}
