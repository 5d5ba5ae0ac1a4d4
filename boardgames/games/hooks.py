"""What a game hands the generic tools, so that none of them names a game.

A playable game's ``entry`` module defines ``HOOKS``; the registry imports it
only when the game is asked for, so importing one game never imports another.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from boardgames.ai.base import Bot
    from boardgames.core.data import Node
    from boardgames.core.protocol import Ruleset


def _no_files() -> list[Path]:
    return []


@dataclass(frozen=True)
class GameHooks:
    """A playable game: its rules, its bots by level, its scene and its data.

    ``scene`` imports the pygame view only when called, so rules, bots and the
    simulator never load the UI. ``data_files`` lists the shipped files that
    ``selftest`` checks; ``map_file`` is the map the results screen shows.
    """

    ruleset: Ruleset
    bots: Mapping[str, Callable[[], Bot]]
    scene: Callable[[], type]
    map_file: Callable[[], str | None]  # None: the game has no US map to show
    data_files: Callable[[], list[Path]] = field(default=_no_files)
    check_document: Callable[[Node], str | None] | None = None
