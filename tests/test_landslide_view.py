"""Landslide's scene, headless: it draws at every size, a game plays to its results by keys,
bids need no hand-over, private decisions do."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from boardgames.ai.base import bot_move
from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.games.landslide.auction import BidTurn
from boardgames.games.landslide.rules import LandslideState
from boardgames.ui.app import App
from boardgames.ui.scenes.overlays import HandOverScene
from boardgames.ui.scenes.results import ResultsScene
from tests.helpers import press

FRAME_BUDGET = 60_000  # frames a whole game by keys may take (it needs a few thousand)


def session_at(round_: int, players: int, humans: tuple[int, ...], seed: int = 3) -> Session:
    """Bots play every seat until the given round, at a decision of a person's."""
    entry = get_game("landslide")
    seats = [Seat(f"P{i}", i, i not in humans) for i in range(players)]
    session = Session(
        entry.ruleset, GameRecord("landslide", entry.ruleset.version, {}, seats, seed)
    )
    bot, rng = entry.make_bot("normal"), random.Random(seed)
    while not session.state.is_over():
        state = session.state
        assert isinstance(state, LandslideState)
        if state.round >= round_ and min(state.to_move()) in humans:
            break
        session.apply(bot_move(bot, state, rng))
    return session


def show(app: App, session: Session) -> object:
    scene = get_game("landslide").scene()(app, session)
    app.stack.reset(scene)
    for _ in range(3):
        app.frame(1 / 60)
    return scene


def key(app: App, code: int) -> None:
    press(app, code)


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_scene_draws_at_every_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    from boardgames.saves import Settings

    monkeypatch.setenv("BOARDGAMES_HOME", str(tmp_path))
    app = App(
        Settings(window_width=size[0], window_height=size[1], animation_speed=0.0), headless=True
    )
    assert app.size == size
    show(app, session_at(8, 4, (0,)))
    background = app.screen.get_at((2, 2))
    same = pygame.mask.from_threshold(app.screen, background, (1, 1, 1, 255)).count()
    assert same / (app.size[0] * app.size[1]) < 0.6


def test_a_person_plays_to_the_results_by_keys(app: App) -> None:
    session = session_at(1, 2, (0,), seed=5)
    show(app, session)
    for _ in range(FRAME_BUDGET):  # counted in frames, not seconds: a loaded machine is slow
        if isinstance(app.stack.top, ResultsScene):
            break
        app.frame(1 / 30)
        scene = app.stack.top
        if getattr(scene, "human_to_move", lambda: None)() is not None:
            key(app, pygame.K_1)  # the first choice: roll, pass, no objection, auto-pay
    assert isinstance(app.stack.top, ResultsScene), "the game did not finish"
    assert session.state.is_over()


def test_bids_are_public_and_paying_is_private(app: App) -> None:
    session = session_at(3, 2, (0, 1))
    scene = show(app, session)
    state = session.state
    assert isinstance(state, LandslideState)
    handed_over = bids = 0
    for _ in range(400):
        head = state.head()
        mover = min(state.to_move()) if state.to_move() else None
        app.frame(1 / 30)
        if isinstance(app.stack.top, HandOverScene):
            # private decisions, and a public one of a person given a secret meanwhile
            # (they look at it first: a private glance)
            assert state.is_private(mover) or scene.glances.get(mover)  # type: ignore[arg-type, attr-defined]
            handed_over += 1
            app.stack.pop()
            continue
        if isinstance(head, BidTurn) and not scene.busy:  # type: ignore[attr-defined]
            # no hand-over for a bid: the screen stays with whoever had it, or nobody
            assert scene.viewer in (None, mover)  # type: ignore[attr-defined]
            bids += 1
        if scene.human_to_move() is not None:  # type: ignore[attr-defined]
            opening = isinstance(head, BidTurn) and head.holder < 0
            key(app, pygame.K_2 if opening else pygame.K_1)  # open the bidding, else pass
        if state.is_over():
            break
        state = session.state  # type: ignore[assignment]
    assert handed_over and bids, (handed_over, bids)
