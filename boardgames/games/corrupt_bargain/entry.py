"""Corrupt Bargain's hooks for the registry and the generic tools."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from boardgames.ai.levels import bot_levels
from boardgames.core.data import Node
from boardgames.games.corrupt_bargain import cards
from boardgames.games.corrupt_bargain.bots import CorruptBargainBot
from boardgames.games.corrupt_bargain.model import ERA_ID
from boardgames.games.corrupt_bargain.rules import CorruptBargain
from boardgames.games.corrupt_bargain.search import hard_bot
from boardgames.games.hooks import GameHooks

if TYPE_CHECKING:
    from boardgames.games.corrupt_bargain.rules import CBState

DECK_LOADERS = {
    "events": cards.load_events,
    "populace": cards.load_populace,
    "politicians": cards.load_politicians,
}


def _scene() -> type:
    from boardgames.games.corrupt_bargain.view import CorruptBargainScene

    return CorruptBargainScene


def check_document(root: Node) -> str | None:
    """A card deck is recognised by its top-level key (events, populace or politicians)."""
    for key, loader in DECK_LOADERS.items():
        if root.has(key):
            return f"{key} deck, {len(loader(Path(root.file)))} cards"
    return None


def data_files() -> list[Path]:
    return sorted(cards.CARDS_DIR.glob("*.yaml"))


def _map_file() -> str:
    from boardgames.core.eras import load_era

    return load_era(ERA_ID).map_file


def _chapter(state: CBState) -> str:
    """The part of the game a position is in, as the game counts it: its rounds."""
    return f"Round {state.round}"


HOOKS = GameHooks(
    ruleset=CorruptBargain(),
    bots=bot_levels(CorruptBargainBot, hard_bot),
    scene=_scene,
    map_file=_map_file,
    chapter=_chapter,
)
