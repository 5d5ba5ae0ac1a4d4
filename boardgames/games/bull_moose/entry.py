"""Bull Moose's hooks for the registry and the generic tools."""

from __future__ import annotations

from boardgames.ai.levels import bot_levels
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.data import check_document, data_files, load_board
from boardgames.games.bull_moose.rules import BullMoose, candidate_surnames
from boardgames.games.bull_moose.search import hard_bot
from boardgames.games.hooks import GameHooks

__all__ = ["HOOKS", "check_document", "data_files"]


def _scene() -> type:
    from boardgames.games.bull_moose.view import BullMooseScene

    return BullMooseScene


def _seat_roles(players: int) -> tuple[str, ...]:
    """Seat i plays the i-th candidate in turn order (a table rule), so the seats screen
    names them: choosing a row is choosing a candidate."""
    seated = load_board().seats.get(players, ())
    return tuple(
        f"{surname} ({c})" for surname, c in zip(candidate_surnames(players), seated, strict=True)
    )


def _map_file() -> str:
    return load_board().era.map_file


HOOKS = GameHooks(
    ruleset=BullMoose(),
    bots=bot_levels(BullMooseBot, hard_bot),
    scene=_scene,
    map_file=_map_file,
    seat_roles=_seat_roles,
)
