"""Run every test headless (no window and no sound card are needed), each with a home
folder of its own.

SDL reads the drivers when pygame's display and mixer start, so they must be set
before any test imports pygame.
"""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


@pytest.fixture(autouse=True)
def own_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saves and settings go to a fresh folder for each test: never the user's, and never
    one that another test, in this process or in a parallel worker, writes at the same time."""
    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """A headless app with instant animations, its saves and settings in a temporary folder."""
    from boardgames.saves import Settings
    from boardgames.ui.app import App

    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    application = App(
        Settings(window_width=1280, window_height=720, animation_speed=0.0), headless=True
    )
    yield application
    for scene in reversed(application.stack.scenes):
        scene.leave()  # a game's processes end with it, not with the test run
    application.stack.scenes.clear()
