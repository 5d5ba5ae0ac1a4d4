"""``boardgames selftest``: a headless check that an installation really works.

Validates every shipped data file and map, plays a bot game of every ruleset
and draws every scene for a few frames. Runs the same from source, from a
wheel and inside the frozen build, which is what it is for.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable

FRAMES_PER_SCENE = 5


def _checks() -> list[tuple[str, Callable[[], str]]]:
    from boardgames.checkdata import check_path
    from boardgames.core.eras import load_era
    from boardgames.core.maps import load_map
    from boardgames.games import CATALOGUE, GAMES
    from boardgames.resources import data_dir, maps_dir
    from boardgames.simulate import play_one

    checks: list[tuple[str, Callable[[], str]]] = []
    for path in sorted((data_dir() / "eras").glob("*.yaml")):
        checks.append((f"data {path.name}", lambda p=path: check_path(p)))
    for entry in CATALOGUE:
        for path in entry.data_files():
            checks.append((f"{entry.id} {path.name}", lambda p=path: check_path(p)))
    for path in sorted(maps_dir().glob("*.tmx")):
        checks.append((f"map {path.name}", lambda p=path: check_path(p)))

    def tips_of(game_id: str) -> str:
        from boardgames.core.data import load_document
        from boardgames.tips import parse_tips, tips_path

        # As the app reads them (a frozen build may not list a game's modules for check-data).
        tips = parse_tips(load_document(tips_path(game_id)), game_id, every_kind=False)
        return f"{len(tips)} tips"

    for game_id in GAMES:
        checks.append((f"{game_id} tips", lambda g=game_id: tips_of(g)))

    def era_matches_map(era_id: str) -> str:
        era = load_era(era_id)
        shapes = set(load_map(maps_dir() / era.map_file).states)
        if shapes != set(era.states):
            raise ValueError(
                f"{era_id}: states without shapes {sorted(set(era.states) - shapes)}, "
                f"shapes without states {sorted(shapes - set(era.states))}"
            )
        return f"{len(shapes)} states have shapes"

    for path in sorted((data_dir() / "eras").glob("*.yaml")):
        checks.append((f"era {path.stem} vs its map", lambda e=path.stem: era_matches_map(e)))
    for game_id, entry in GAMES.items():

        def play(entry=entry) -> str:
            seats = [entry.make_bot("normal") for _ in range(entry.ruleset.min_players)]
            game = play_one(entry, seats, seed=2024)
            names = [f"seat {i}" for i in range(len(seats))]
            return f"bot game over after {game.actions} moves: {game.result.headline(names)}"

        checks.append((f"play {game_id}", play))
    checks.append(("draw every scene", _draw_scenes))
    return checks


def _draw_scenes() -> str:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile

    os.environ.setdefault("BOARDGAMES_HOME", tempfile.mkdtemp(prefix="boardgames-selftest-"))
    from boardgames.saves import Settings
    from boardgames.ui.app import App
    from boardgames.ui.showcase import scene_factories

    app = App(Settings(window_width=1280, window_height=720), headless=True)
    names = []
    try:
        for name, make in scene_factories(app):
            app.stack.reset(make())
            for _ in range(FRAMES_PER_SCENE):
                app.frame(1 / 60)
            names.append(name)
    finally:
        for scene in reversed(app.stack.scenes):
            scene.leave()  # the last scene's processes (a review's forecast) end with it
        app.stack.scenes.clear()
        import pygame

        pygame.quit()
    return f"{len(names)} scenes drawn"


def run_selftest() -> int:
    failures = 0
    for name, check in _checks():
        try:
            print(f"PASS  {name}: {check()}")
        except Exception as exc:  # noqa: BLE001 - the self-test reports every failure and goes on
            failures += 1
            print(f"FAIL  {name}: {exc}")
            traceback.print_exc(file=sys.stderr)
    total = len(_checks())
    print(f"selftest: {total - failures} passed, {failures} failed")
    return 1 if failures else 0
