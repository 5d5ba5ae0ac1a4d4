"""Landslide's hooks for the registry and the generic tools."""

from __future__ import annotations

from boardgames.ai.base import Bot, RandomBot
from boardgames.games.hooks import GameHooks
from boardgames.games.landslide.data import check_document, check_map, data_files
from boardgames.games.landslide.rules import Landslide

__all__ = ["HOOKS", "check_document", "check_map", "data_files"]


def _scene() -> type:
    from boardgames.games.landslide.view import LandslideScene

    return LandslideScene


def _bot() -> Bot:
    """The heuristic bot, imported when a game needs it (check-data and the loader do not)."""
    from boardgames.games.landslide.bots import LandslideBot

    return LandslideBot()


def _map_file() -> str:
    from boardgames.games.landslide.board import load_board

    return load_board().map_file


HOOKS = GameHooks(
    ruleset=Landslide(),
    bots={"normal": _bot, "bot": _bot, "random": RandomBot},
    scene=_scene,
    map_file=_map_file,
)
