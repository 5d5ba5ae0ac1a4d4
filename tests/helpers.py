"""Shared helpers for the tests."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from boardgames.ai.base import bot_move
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game


def split_runs(fast: int, total: int) -> list[Any]:
    """Parameters for a run of ``total`` seeded games: the first ``fast`` in the everyday
    run, the rest in the slow set (``-m slow``), so the two together play them all once."""
    return [
        pytest.param(range(fast), id=f"first-{fast}"),
        pytest.param(range(fast, total), id=f"to-{total}", marks=pytest.mark.slow),
    ]


def ed_session(seed: int = 3, moves: int = 0, bots: tuple[bool, bool] = (False, True)) -> Session:
    """An Electoral Dice session with ``moves`` bot-chosen moves applied."""
    entry = get_game("electoral-dice")
    seats = [Seat("Ada", 0, bots[0]), Seat("Bo", 1, bots[1])]
    session = Session(entry.ruleset, GameRecord("electoral-dice", 1, {}, seats, seed))
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    for _ in range(moves):
        if session.state.is_over():
            break
        session.apply(bot_move(bot, session.state, rng))
    return session


def last_move(holder) -> dict:  # type: ignore[no-untyped-def]
    """The last recorded action of a session's (or a scene's) game, without who made it."""
    session = getattr(holder, "session", holder)
    entry = dict(session.record.actions[-1])
    entry.pop("player")
    return entry


def wait_for(condition: Callable[[], bool], seconds: float = 10.0) -> bool:
    """Poll ``condition`` until it holds or ``seconds`` pass (work in another process or
    thread); True if it held."""
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return False


def record_drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the fonts render from now on (cache hits included): what a privacy or
    layout test searches for what the screen drew. Cached layers are off meanwhile, so
    every frame draws all its words afresh."""
    import pygame

    from boardgames.ui import fonts, layer_cache

    monkeypatch.setattr(layer_cache, "_enabled", False)

    texts: list[str] = []
    original = fonts._render_cached

    def recording(text: str, *args: object) -> pygame.Surface:
        texts.append(text)
        return original(text, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(fonts, "_render_cached", recording)
    return texts


def wait_out_guard(app) -> None:  # type: ignore[no-untyped-def]
    """Let the game's input guard pass, as it does for a person: nobody presses a key within
    a fraction of a second of the screen changing hands (the guard drops such presses)."""
    top = app.stack.top
    guard = getattr(top, "guard", None)
    if guard is not None and top.clock < guard.until:
        app.frame(guard.until - top.clock + 1e-3)


def press(app, code: int, mod: int = 0) -> None:  # type: ignore[no-untyped-def]
    """A person's key press (down, then up) once the input guard has passed."""
    import pygame

    wait_out_guard(app)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    app.handle(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=""))


def click_at(app, pos: tuple[int, int], button: int = 1) -> None:  # type: ignore[no-untyped-def]
    """A person's click (pointer there, down, up) once the input guard has passed."""
    import pygame

    wait_out_guard(app)
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def first_move(scene) -> tuple[object, int]:  # type: ignore[no-untyped-def]
    """The first legal action of whoever moves now, and who that is (a computer too): for a
    test that moves any seat through the scene's ``submit``."""
    state = scene.session.state
    mover = min(state.to_move())
    return state.legal_actions(mover)[0], mover


ROOT = Path(__file__).resolve().parent.parent


def subprocess_env(tmp_path: Path, keep_video_driver: bool = True, **extra: str) -> dict[str, str]:
    """The environment for running the app in a child process: no display, no sound card,
    its home in ``tmp_path``; without ``keep_video_driver`` the test's dummy video driver
    is dropped too, so the child meets the machine's own."""
    dropped = {"DISPLAY", "WAYLAND_DISPLAY"} | (set() if keep_video_driver else {"SDL_VIDEODRIVER"})
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    env.update(
        BOARDGAMES_HOME=str(tmp_path / "home"),
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(ROOT),
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    env.update(extra)
    return env
