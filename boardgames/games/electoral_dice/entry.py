"""Electoral Dice's hooks for the registry and the generic tools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.ai.forecast_search import PlayoutSearch
from boardgames.ai.ismcts import InformationSetSearch, SearchBot
from boardgames.ai.levels import bot_levels, heuristic_rollout
from boardgames.games.electoral_dice.board_facts import load_board
from boardgames.games.electoral_dice.bots import ElectoralDiceBot
from boardgames.games.electoral_dice.rules import ElectoralDice
from boardgames.games.hooks import GameHooks

if TYPE_CHECKING:
    from boardgames.games.electoral_dice.rules import EDState


def _scene() -> type:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    return ElectoralDiceScene


def hard_bot() -> SearchBot:
    """The search with whole playouts (a game is short): the heuristic picks the states to
    contest in them, since random picks would misjudge every position. The forecast plays
    them out from the position itself (``ai.forecast_search``)."""
    bot = SearchBot(InformationSetSearch(rollout=heuristic_rollout(ElectoralDiceBot())))
    bot.forecast_search = PlayoutSearch(rollout=heuristic_rollout(ElectoralDiceBot()))
    return bot


def _map_file() -> str:
    return load_board().map_file


def _chapter(state: EDState) -> str:
    """The part of the game a position is in, as the game counts it: its columns of the board (the states in play)."""
    return f"Column {state.board.columns[state.column_index]}"


HOOKS = GameHooks(
    ruleset=ElectoralDice(),
    bots=bot_levels(ElectoralDiceBot, hard_bot),
    scene=_scene,
    map_file=_map_file,
    chapter=_chapter,
)
