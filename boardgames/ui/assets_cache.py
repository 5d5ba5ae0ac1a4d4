"""Maps and boards parsed once per process (parsing a .tmx takes tens of milliseconds)."""

from __future__ import annotations

from functools import cache

from boardgames.core.gridboard import GridBoard, load_grid_board
from boardgames.core.maps import MapGeometry, load_map
from boardgames.resources import maps_dir


@cache
def us_map(name: str) -> MapGeometry:
    return load_map(maps_dir() / name)


@cache
def grid_board(name: str) -> GridBoard:
    return load_grid_board(maps_dir() / name)
