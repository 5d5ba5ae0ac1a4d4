"""Every bot level of every game is a function of what it is given.

Asked twice with the same view, legal actions and seed, a bot gives the same answer; and
asking again about the previous position (as after an undo, or when the thinking process
asks once more) gives that position's answer again and disturbs nothing that follows.
A bot may remember what it worked out, but only keyed by what it was shown.
"""

from __future__ import annotations

import random

import pytest

from boardgames.ai.base import Bot, next_mover
from boardgames.ai.ismcts import SearchBot
from boardgames.ai.levels import LEVELS, all_levels
from boardgames.core.protocol import Action, State, resolve_options
from boardgames.games import GAMES

PLAYABLE = [entry for entry in GAMES.values() if entry.playable]
ASKED = {"hard": 20}  # positions asked in one game: the search is the slow level
ASKED_ELSE = 80
SEARCH_ITERATIONS = 6  # a fixed budget: a time budget answers by the machine's speed


def make(entry_id: str, level: str) -> Bot:
    bot = all_levels(GAMES[entry_id].hooks.bots)[level]()
    if isinstance(bot, SearchBot):
        bot.seconds, bot.iterations = None, SEARCH_ITERATIONS
    return bot


def ask(bot: Bot, state: State, player: int, legal: list[Action], seed: int) -> Action:
    """The bot's answer from a fresh view of ``state``, with a generator seeded by ``seed``."""
    return bot.choose(state.view(player), player, list(legal), random.Random(seed))


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("entry_id", [entry.id for entry in PLAYABLE])
def test_the_same_question_gets_the_same_answer(entry_id: str, level: str) -> None:
    entry = GAMES[entry_id]
    ruleset = entry.ruleset
    players = ruleset.min_players
    state = ruleset.new_game(players, 11, resolve_options(ruleset, {}))
    bots = [make(entry_id, level) for _ in range(players)]
    previous: tuple[State, int, list[Action], int, Action] | None = None
    asked = 0
    while not state.is_over() and asked < ASKED.get(level, ASKED_ELSE):
        player = next_mover(state)
        legal = state.legal_actions(player)
        if len(legal) == 1:
            state.apply(legal[0], player)
            continue
        seed = 1000 + asked
        bot = bots[player]
        answer = ask(bot, state, player, legal, seed)
        where = f"{entry_id} {level}, position {asked} ({state.prompt(player)})"
        assert ask(bot, state, player, legal, seed) == answer, f"asked twice: {where}"
        if previous is not None:
            before, who, options, old_seed, old_answer = previous
            again = ask(bots[who], before, who, options, old_seed)
            assert again == old_answer, f"the previous position asked again: {where}"
            assert ask(bot, state, player, legal, seed) == answer, f"after an undo: {where}"
        previous = (state.clone(), player, legal, seed, answer)
        state.apply(answer, player)
        asked += 1
    assert asked, f"{entry_id}: no position with a choice"
