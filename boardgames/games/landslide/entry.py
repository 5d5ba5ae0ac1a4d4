"""Landslide's hooks for the registry and the generic tools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.ai.base import Bot
from boardgames.ai.levels import bot_levels
from boardgames.games.hooks import GameHooks, PersonSwitch
from boardgames.games.landslide.data import check_document, check_map, data_files
from boardgames.games.landslide.rules import Landslide

if TYPE_CHECKING:
    from boardgames.games.landslide.rules import LandslideState

__all__ = ["HOOKS", "check_document", "check_map", "data_files"]


def _scene() -> type:
    from boardgames.games.landslide.view import LandslideScene

    return LandslideScene


def _bot() -> Bot:
    """The heuristic bot, imported when a game needs it (check-data and the loader do not)."""
    from boardgames.games.landslide.bots import LandslideBot

    return LandslideBot()


def _hard() -> Bot:
    """The search tuned for Landslide (short playouts judged by a projection)."""
    from boardgames.games.landslide.search import hard_bot

    return hard_bot()


def _map_file() -> str:
    from boardgames.games.landslide.track_tmx import load_board

    return load_board().map_file


def _chapter(state: LandslideState) -> str:
    """The part of the game a position is in, as the game counts it: its rounds."""
    return f"Round {state.round}"


# Each person's own: the die rolled at once when they have nothing to play first; and
# whether the table waits for them at "Objections?" (off: their Stops are never played).
ROLL_FOR_ME = PersonSwitch("roll_for_me", "Roll for me", False)
ASK_OBJECTIONS = PersonSwitch("ask_objections", "Ask me about Stops", True)

HOOKS = GameHooks(
    ruleset=Landslide(),
    bots=bot_levels(_bot, _hard),
    scene=_scene,
    map_file=_map_file,
    chapter=_chapter,
    person_switches=(ROLL_FOR_ME, ASK_OBJECTIONS),
)
