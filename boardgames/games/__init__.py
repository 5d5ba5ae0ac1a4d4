"""The registry: every game of the collection, playable yet or not.

A leaf module: it imports no game. An entry names the module that holds the
game's hooks (``GameHooks`` for a playable game, or just a ``check_document``
for one whose data exists before its rules), and imports it on first use, so
loading one game loads no other (folder scanning would break in a frozen build).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from boardgames.ai.base import Bot
    from boardgames.core.data import Node
    from boardgames.core.protocol import Ruleset
    from boardgames.games.hooks import GameHooks


@cache
def _module(name: str) -> ModuleType:
    return importlib.import_module(name)


@dataclass(frozen=True)
class GameEntry:
    """A game as the menus list it, and the way to its rules, bots, scene and data."""

    id: str
    title: str
    players: str
    blurb: str
    module: str
    playable: bool

    @property
    def hooks(self) -> GameHooks:
        if not self.playable:
            raise KeyError(f"{self.title} is not playable yet")
        return _module(self.module).HOOKS  # type: ignore[no-any-return]

    @property
    def ruleset(self) -> Ruleset:
        return self.hooks.ruleset

    @property
    def bots(self) -> dict[str, Any]:
        return dict(self.hooks.bots)

    def scene(self) -> type:
        return self.hooks.scene()

    def make_bot(self, level: str) -> Bot:
        from boardgames.ai.levels import all_levels

        bots = all_levels(self.hooks.bots)
        if level not in bots:
            raise ValueError(
                f"{self.ruleset.title} has no bot level {level!r} (levels: {', '.join(bots)})"
            )
        return bots[level]()

    def check_document(self, root: Node) -> str | None:
        """A summary if ``root`` is one of this game's data files (DataError if it is but is
        wrong), None if it is not this game's."""
        check = getattr(_module(self.module), "check_document", None)
        return check(root) if check is not None else None

    def data_files(self) -> list[Path]:
        """The shipped data files of this game, for ``selftest`` to check."""
        files = getattr(_module(self.module), "data_files", None)
        return list(files()) if files is not None else []

    def check_map(self, path: Path, kind: str) -> str | None:
        """A summary if a Tiled file of this ``kind`` is one of this game's boards, else None."""
        check = getattr(_module(self.module), "check_map", None)
        return check(path, kind) if check is not None else None


CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry(
        "corrupt-bargain",
        "Corrupt Bargain (1824)",
        "2-4 players",
        "Cubes, octagons and back rooms in the four-way race of 1824.",
        "boardgames.games.corrupt_bargain.entry",
        playable=True,
    ),
    GameEntry(
        "bull-moose",
        "Bull Moose (1912)",
        "3-5 players",
        "Taft, Wilson and Roosevelt criss-cross a 48-state map by rail.",
        "boardgames.games.bull_moose.entry",
        playable=True,
    ),
    GameEntry(
        "president",
        "President",
        "3-10 players",
        "The card game of office politics: secret plans, revealed one by one.",
        "boardgames.games.president.entry",
        playable=True,
    ),
    GameEntry(
        "landslide",
        "Landslide",
        "2-4 players",
        "Roll, move and bid popular votes for the states of the 1970s.",
        "boardgames.games.landslide.entry",
        playable=True,
    ),
    GameEntry(
        "electoral-dice",
        "Electoral Dice",
        "2 players",
        "A race to 270 with two dice read as percentages.",
        "boardgames.games.electoral_dice.entry",
        playable=True,
    ),
)

GAMES: dict[str, GameEntry] = {game.id: game for game in CATALOGUE if game.playable}


def get_game(game_id: str) -> GameEntry:
    """Look a playable game up by id, with the known ids in the error for typos."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}")
    return GAMES[game_id]
