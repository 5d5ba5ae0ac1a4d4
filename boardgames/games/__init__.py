"""The explicit registry of rulesets (folder scanning breaks in a frozen build)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from boardgames.ai.base import Bot, RandomBot
from boardgames.core.protocol import Ruleset
from boardgames.games.corrupt_bargain.bots import CorruptBargainBot
from boardgames.games.corrupt_bargain.rules import CorruptBargain
from boardgames.games.electoral_dice.bots import ElectoralDiceBot
from boardgames.games.electoral_dice.rules import ElectoralDice


@dataclass(frozen=True)
class GameEntry:
    """A ruleset, the bots that can play it (by level name) and its scene.

    ``scene`` imports the pygame view only when called, so rules, bots and the
    simulator never load the UI.
    """

    ruleset: Ruleset
    bots: dict[str, Callable[[], Bot]]
    scene: Callable[[], type]

    def make_bot(self, level: str) -> Bot:
        if level not in self.bots:
            raise ValueError(
                f"{self.ruleset.title} has no bot level {level!r} (levels: {sorted(self.bots)})"
            )
        return self.bots[level]()


def _electoral_dice_scene() -> type:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    return ElectoralDiceScene


def _corrupt_bargain_scene() -> type:
    from boardgames.games.corrupt_bargain.view import CorruptBargainScene

    return CorruptBargainScene


GAMES: dict[str, GameEntry] = {
    "corrupt-bargain": GameEntry(
        CorruptBargain(),
        {"normal": CorruptBargainBot, "random": RandomBot, "bot": CorruptBargainBot},
        _corrupt_bargain_scene,
    ),
    "electoral-dice": GameEntry(
        ElectoralDice(),
        {"normal": ElectoralDiceBot, "random": RandomBot, "bot": ElectoralDiceBot},
        _electoral_dice_scene,
    ),
}


@dataclass(frozen=True)
class CatalogueEntry:
    """A game of the collection as the menu lists it, playable yet or not."""

    id: str
    title: str
    players: str
    blurb: str


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry(
        "corrupt-bargain",
        "Corrupt Bargain (1824)",
        "2-4 players",
        "Cubes, octagons and back rooms in the four-way race of 1824.",
    ),
    CatalogueEntry(
        "bull-moose",
        "Bull Moose (1912)",
        "3-5 players",
        "Taft, Wilson and Roosevelt criss-cross a 48-state map by rail.",
    ),
    CatalogueEntry(
        "president",
        "President",
        "3-10 players",
        "The card game of office politics, with secret plans revealed together.",
    ),
    CatalogueEntry(
        "landslide",
        "Landslide",
        "2-4 players",
        "Roll, move and bid popular votes for the states of the 1970s.",
    ),
    CatalogueEntry(
        "electoral-dice",
        "Electoral Dice",
        "2 players",
        "A race to 270 with two dice read as percentages.",
    ),
)


def get_game(game_id: str) -> GameEntry:
    """Look a game up by id, with the known ids in the error for typos."""
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(GAMES)}")
    return GAMES[game_id]
