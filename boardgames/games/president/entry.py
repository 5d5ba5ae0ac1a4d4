"""President's hooks for the registry and the generic tools."""

from __future__ import annotations

from boardgames.ai.base import RandomBot
from boardgames.games.hooks import GameHooks
from boardgames.games.president.bots import PresidentBot
from boardgames.games.president.data import check_document, data_files
from boardgames.games.president.rules import President


def _scene() -> type:
    from boardgames.games.president.view import PresidentScene

    return PresidentScene


def map_file() -> None:
    """President is played on its organisation chart: the results need no US map."""
    return None


HOOKS = GameHooks(
    ruleset=President(),
    bots={"normal": PresidentBot, "bot": PresidentBot, "random": RandomBot},
    scene=_scene,
    map_file=map_file,
)

__all__ = ["HOOKS", "check_document", "data_files", "map_file"]
