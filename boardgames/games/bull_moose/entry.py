"""Bull Moose's hooks for the registry and the generic tools."""

from __future__ import annotations

from typing import TYPE_CHECKING

from boardgames.ai.levels import bot_levels
from boardgames.games.bull_moose.bots import BullMooseBot
from boardgames.games.bull_moose.data import check_document, data_files, load_board
from boardgames.games.bull_moose.rules import BullMoose, candidate_surnames
from boardgames.games.bull_moose.search import hard_bot
from boardgames.games.hooks import GameHooks, SeatLook

if TYPE_CHECKING:
    from boardgames.games.bull_moose.rules import BMState

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


# The rulebook's colours (Debs' white, hard to see on the map's pale land, becomes a purple
# none of the others can be taken for); each with its party's letter, as the tokens, the
# leaning symbols and the texts name them. The colour-blind palette's looks are Okabe-Ito
# colours, with the same letters.
CANDIDATE_LOOKS: dict[str, SeatLook] = {
    "R": SeatLook("Red", (200, 50, 50), "R", SeatLook("Vermillion", (213, 94, 0), "R")),
    "P": SeatLook("Green", (40, 150, 60), "P", SeatLook("Bluish green", (0, 158, 115), "P")),
    "D": SeatLook("Blue", (40, 90, 200), "D", SeatLook("Blue", (0, 114, 178), "D")),
    "S": SeatLook("Purple", (140, 70, 180), "S", SeatLook("Reddish purple", (204, 121, 167), "S")),
    "X": SeatLook("Yellow", (225, 200, 40), "X", SeatLook("Yellow", (240, 228, 66), "X")),
}


def _seat_looks() -> tuple[SeatLook, ...]:
    """Seat i plays the i-th candidate in turn order, so seat i wears that candidate's colour
    whoever sits there (the seats screen keeps it through a draw by lot)."""
    order = load_board().seats[max(load_board().seats)]
    return tuple(CANDIDATE_LOOKS[c] for c in order)


def _map_file() -> str:
    return load_board().era.map_file


def _chapter(state: BMState) -> str:
    """The part of the game a position is in, as the game counts it: its rounds."""
    return f"Round {state.round}"


HOOKS = GameHooks(
    ruleset=BullMoose(),
    bots=bot_levels(BullMooseBot, hard_bot),
    scene=_scene,
    map_file=_map_file,
    seat_roles=_seat_roles,
    seat_looks=_seat_looks,
    chapter=_chapter,
)
