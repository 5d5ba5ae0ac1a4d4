"""Electoral Dice's hooks for the registry and the generic tools."""

from __future__ import annotations

from boardgames.ai.base import RandomBot
from boardgames.games.electoral_dice.board import load_board
from boardgames.games.electoral_dice.bots import ElectoralDiceBot
from boardgames.games.electoral_dice.rules import ElectoralDice
from boardgames.games.hooks import GameHooks


def _scene() -> type:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    return ElectoralDiceScene


def _map_file() -> str:
    return load_board().map_file


HOOKS = GameHooks(
    ruleset=ElectoralDice(),
    bots={"normal": ElectoralDiceBot, "bot": ElectoralDiceBot, "random": RandomBot},
    scene=_scene,
    map_file=_map_file,
)
