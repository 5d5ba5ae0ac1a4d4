"""Rules code never imports pygame: rules are pure Python, only views draw."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import boardgames
from boardgames.games import GAMES

PACKAGE = Path(boardgames.__file__).parent


def is_view_file(path: Path) -> bool:
    """A game's scene: ``view.py``, and ``view_*.py`` when a view is split in parts."""
    return path.name == "view.py" or path.name.startswith("view_")


def rules_files() -> list[Path]:
    files = [*(PACKAGE / "core").glob("*.py"), *(PACKAGE / "ai").glob("*.py")]
    for game in (PACKAGE / "games").iterdir():
        if game.is_dir():
            files.extend(p for p in game.rglob("*.py") if not is_view_file(p))
    files.extend(
        [PACKAGE / "games" / "__init__.py", PACKAGE / "simulate.py", PACKAGE / "checkdata.py"]
    )
    return files


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_no_rules_file_imports_pygame_or_the_ui() -> None:
    offenders = []
    for path in rules_files():
        for module in imported_modules(path):
            if module.split(".")[0] in ("pygame", "pygame_gui") or module.startswith(
                "boardgames.ui"
            ):
                offenders.append(f"{path.relative_to(PACKAGE)} imports {module}")
    assert len(rules_files()) > 10
    assert offenders == []


def test_this_check_would_catch_an_import(tmp_path: Path) -> None:
    sample = tmp_path / "rules.py"
    sample.write_text("import os\nfrom pygame import Rect\n")
    assert "pygame" in imported_modules(sample)


def test_games_play_with_pygame_unavailable() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        "from boardgames.simulate import run\n"
        "run('electoral-dice', ['bot', 'random'], 3, 1)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 4


PROBE = """
import io, sys
from boardgames.simulate import run
from boardgames.games import get_game
entry = get_game(sys.argv[1])
run(sys.argv[1], ["random"] * entry.ruleset.min_players, 2, 1, out=io.StringIO())
games = sorted({m.split(".")[2] for m in sys.modules if m.startswith("boardgames.games.") and m.count(".") >= 2} - {"hooks"})
print("pygame" in sys.modules, ",".join(games))
"""


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_simulating_a_game_loads_no_pygame_and_no_other_game(game_id: str) -> None:
    """Checked at run time, not from import lines: what a module imports may import pygame."""
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, game_id], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr[-2000:]
    pygame_loaded, games = done.stdout.split()
    assert pygame_loaded == "False"
    assert games == GAMES[game_id].module.split(".")[2]
