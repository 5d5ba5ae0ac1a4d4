"""The hard computer's verdict on a seat's decision (``ai.verdict``): the machinery behind
the review's "Check my decisions" and the in-game Hint."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pytest

from boardgames.ai.base import next_mover
from boardgames.ai.ismcts import Budget, InformationSetSearch
from boardgames.ai.verdict import Judge, JudgeWorker, hard_search, judge
from boardgames.core.decisions import Decision, SealedChoice
from boardgames.core.protocol import Action, resolve_options
from boardgames.games import GAMES
from tests.games.rps import RPSState, Show

PLAYABLE = [entry.id for entry in GAMES.values() if entry.playable]
ITERATIONS = 16  # a fixed budget: a time budget answers by the machine's speed


@dataclass(frozen=True, slots=True)
class PickOne(Decision):
    """Player 0 picks a sign: scissors wins the game at once, anything else loses it."""

    player: int = 0

    def options(self, game: RPSState, player: int) -> list[Action]:
        return [Show(sign) for sign in range(3)]

    def resolve(self, game: RPSState, player: int, action: Action) -> list:
        assert isinstance(action, Show)
        won = action.sign == 2
        game.points = [1, 0] if won else [0, 1]
        game.round = game.rounds + 1
        return []

    def prompt(self, game: RPSState, player: int) -> str:
        return "Pick a sign."


def test_an_option_that_wins_at_once_is_judged_best() -> None:
    state = RPSState(2, seed=1, rounds=1)
    state.queue = [PickOne()]
    legal = state.legal_actions(0)
    verdict = judge(
        state.view(0), 0, legal, InformationSetSearch(), Budget(iterations=9), random.Random(3)
    )
    assert verdict.best().action == Show(2)
    assert verdict.best().chance == 1.0
    assert verdict.loss(Show(0)) == 1.0 and verdict.is_mistake(Show(0))
    assert verdict.loss(Show(2)) == 0.0 and not verdict.is_mistake(Show(2))


def test_a_forced_decision_has_nothing_to_judge() -> None:
    state = RPSState(2, seed=1, rounds=1)
    state.queue = [PickOne()]
    verdict = judge(
        state.view(0), 0, [Show(1)], InformationSetSearch(), Budget(iterations=9), random.Random(3)
    )
    assert verdict.forced and verdict.loss(Show(1)) == 0.0
    assert math.isnan(verdict.best().chance)


def position(entry_id: str, seed: int) -> tuple:
    """A seeded position part-way into a game where the seat to move has a real choice."""
    entry = GAMES[entry_id]
    ruleset = entry.ruleset
    state = ruleset.new_game(ruleset.min_players, seed, resolve_options(ruleset, {}))
    bot = entry.make_bot("normal")
    rng = random.Random(seed)
    chosen = None
    for move in range(400):
        if state.is_over():
            break
        player = next_mover(state)
        legal = state.legal_actions(player)
        if move >= 12 and len(legal) >= 2:
            chosen = (state, player, legal)
            break
        state.apply(bot.choose(state.view(player), player, legal, rng), player)
    assert chosen is not None, f"{entry_id}: no real choice in the first moves"
    return chosen


def search_of(entry_id: str) -> InformationSetSearch:
    search = hard_search(GAMES[entry_id].make_bot("hard"))
    assert search is not None, f"{entry_id}'s hard level does not search"
    return search


@pytest.mark.parametrize("entry_id", PLAYABLE)
def test_a_verdict_judges_the_move_played_and_reads_only_the_seats_view(entry_id: str) -> None:
    """The move named is judged even if the search would not have looked at it; and a world
    re-dealt from the seat's own view (everything it could not see dealt afresh) gets the
    very same verdict: the verdict cannot depend on what the seat did not know."""
    state, player, legal = position(entry_id, seed=5)
    search = search_of(entry_id)
    played = legal[-1]

    def verdict_in(world):  # noqa: ANN001, ANN202
        return judge(
            world.view(player),
            player,
            legal,
            search,
            Budget(iterations=ITERATIONS),
            random.Random(17),
            include=[played],
        )

    verdict = verdict_in(state)
    assert verdict.of(played) is not None
    chances = [judged.chance for judged in verdict.options if not math.isnan(judged.chance)]
    assert chances == sorted(chances, reverse=True)
    assert all(0.0 <= chance <= 1.0 for chance in chances)
    redealt = state.view(player).determinize(player, random.Random(99))
    assert verdict_in(redealt) == verdict


def test_the_judge_works_apart_and_stops_when_closed() -> None:
    state, player, legal = position("corrupt-bargain", seed=5)
    judge_ = Judge(search_of("corrupt-bargain"))
    try:
        worker = JudgeWorker(
            judge_, state.view(player), player, legal, seed=4, seconds=None, iterations=ITERATIONS
        )
        worker._thread.join(timeout=120)
        assert worker.done and worker.error is None and worker.result is not None
        here = judge(
            state.view(player),
            player,
            legal,
            search_of("corrupt-bargain"),
            Budget(iterations=ITERATIONS),
            random.Random(4),
        )
        assert worker.result == here  # the process's verdict is the one worked out here
    finally:
        judge_.close()
    after = JudgeWorker(judge_, state.view(player), player, legal, seed=4, iterations=ITERATIONS)
    after._thread.join(timeout=120)
    assert after.done and after.result is None and after.error is None


@dataclass(frozen=True, slots=True)
class BothPick(SealedChoice):
    """Both seats pick a sign at once; seat 1 wins with scissors whatever seat 0 picks."""

    players: tuple[int, ...] = (0, 1)

    def options(self, game: RPSState, player: int) -> list[Action]:
        return [Show(sign) for sign in range(3)]

    def commit(self, game: RPSState, player: int, action: Action) -> None:
        assert isinstance(action, Show)
        game.zones[self.slot(player)].append(action.sign)

    def reveal(self, game: RPSState) -> list:
        signs = [int(game.zones[self.slot(p)].pop()) for p in self.players]  # type: ignore[arg-type]
        game.points = [0, 1] if signs[1] == 2 else [1, 0]
        game.round = game.rounds + 1
        return []


def test_a_later_mover_of_a_sealed_choice_is_searched_as_itself() -> None:
    """Asked in the table's order, the hard bot may decide for seat 1 while seat 0 has yet to
    choose: it searches seat 1's own options, and finds the one that wins."""
    from boardgames.ai.ismcts import SearchBot

    state = RPSState(2, seed=1, rounds=1)
    state.queue = [BothPick()]
    assert state.to_move() == {0, 1}
    bot = SearchBot(InformationSetSearch(), seconds=None, iterations=12)
    legal = state.legal_actions(1)
    assert bot.choose(state.view(1), 1, legal, random.Random(2)) == Show(2)
    verdict = judge(
        state.view(1), 1, legal, InformationSetSearch(), Budget(iterations=12), random.Random(2)
    )
    assert verdict.best().action == Show(2) and verdict.best().chance == 1.0
