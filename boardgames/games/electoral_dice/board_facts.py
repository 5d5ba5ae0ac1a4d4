"""Electoral Dice's board facts for the rules: columns, states per column, votes.

Built once from the grid board (.tmx) and the 2024 era data, then shared by
every game state (it is immutable), which keeps cloning and simulation cheap.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from boardgames.core.eras import load_era
from boardgames.core.gridboard import BoardError, load_grid_board
from boardgames.resources import maps_dir

BOARD_FILE = "electoral-dice-board.tmx"
ERA_ID = "us-2024"


@dataclass(frozen=True)
class EDBoard:
    columns: tuple[str, ...]
    column_states: Mapping[str, tuple[str, ...]]
    ev: Mapping[str, int]
    names: Mapping[str, str]
    majority: int
    total_ev: int
    map_file: str

    @property
    def states(self) -> tuple[str, ...]:
        return tuple(code for column in self.columns for code in self.column_states[column])


@cache
def load_board() -> EDBoard:
    """The board facts, loaded once; a damaged file raises DataError or BoardError."""
    era = load_era(ERA_ID)
    grid = load_grid_board(maps_dir() / BOARD_FILE)
    column_states = {column: grid.states_in_column(column) for column in grid.columns}
    placed = sorted(code for states in column_states.values() for code in states)
    if placed != sorted(era.states):
        missing = sorted(set(era.states) - set(placed))
        extra = sorted(set(placed) - set(era.states))
        raise BoardError(
            grid.path,
            f"the board does not hold the states of era {ERA_ID} (missing {missing}, extra {extra})",
        )
    return EDBoard(
        columns=tuple(grid.columns),
        column_states=MappingProxyType(column_states),
        ev=MappingProxyType({code: info.ev for code, info in era.states.items()}),
        names=MappingProxyType({code: info.name for code, info in era.states.items()}),
        majority=era.majority or era.total_ev // 2 + 1,
        total_ev=era.total_ev,
        map_file=era.map_file,
    )
