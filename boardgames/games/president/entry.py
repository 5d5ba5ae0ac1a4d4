"""President's hooks for the registry and the generic tools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.ai.base import RandomBot
from boardgames.core.data import DataError
from boardgames.games.hooks import GameHooks, SeatLook
from boardgames.games.president.bots import PresidentBot
from boardgames.games.president.data import check_document, data_files
from boardgames.games.president.rules import President, president_data

if TYPE_CHECKING:
    from boardgames.games.president.rules import PRState


def _scene() -> type:
    from boardgames.games.president.view import PresidentScene

    return PresidentScene


def seat_looks() -> tuple[SeatLook, ...]:
    """Seat i plays animal i: the seats screen, the forecast and the results show its
    colour and letter, as the chart does (ten seats, ten looks, none repeated). A broken
    data file gives none here: starting the game names the file and the place."""
    try:
        animals = president_data().animals
    except DataError:
        return ()
    return tuple(SeatLook(animal.name, animal.rgb, animal.letter) for animal in animals)


def map_file() -> None:
    """President is played on its organisation chart: the results need no US map."""
    return None


def _chapter(state: PRState) -> str:
    """The part of the game a position is in, as the game counts it: its days."""
    return f"Day {state.day}" if state.day else "Setup"


HOOKS = GameHooks(
    ruleset=President(),
    bots={"normal": PresidentBot, "bot": PresidentBot, "random": RandomBot},
    scene=_scene,
    map_file=map_file,
    seat_looks=seat_looks,
    chapter=_chapter,
)

__all__ = ["HOOKS", "check_document", "data_files", "map_file"]
