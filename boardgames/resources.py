"""Find shipped files (maps, assets, rules data) the same way everywhere.

The source tree keeps ``maps/`` and ``assets/`` at the top of the repository;
a wheel and the frozen build carry them inside the package as
``boardgames/maps`` and ``boardgames/assets``. Looking in the package first and
then one level up covers all three without asking how we were installed.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def _root_holding(folder: str) -> Path:
    for candidate in (PACKAGE_DIR / folder, PACKAGE_DIR.parent / folder):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(
        f"cannot find the '{folder}' folder beside or inside {PACKAGE_DIR}; "
        "the installation is incomplete"
    )


def maps_dir() -> Path:
    """Folder of the Tiled ``.tmx`` maps."""
    return _root_holding("maps")


def assets_dir() -> Path:
    """Folder of fonts, sounds and images."""
    return _root_holding("assets")


def data_dir() -> Path:
    """Folder of the shared YAML data (eras: states, votes, regions)."""
    return PACKAGE_DIR / "data"
