"""The forecast in the app: a panel fed after every shown move, drawn from finished numbers,
and a setting that turns it off."""

from __future__ import annotations

import time

import pygame

from boardgames.games import GAMES
from boardgames.saves import Settings
from boardgames.ui.app import App
from boardgames.ui.showcase import sample_session


def run_until(app: App, condition, seconds: float = 20.0) -> bool:  # type: ignore[no-untyped-def]
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app.frame(1 / 60)
        if condition():
            return True
        time.sleep(0.01)
    return False


def test_every_game_screen_shows_the_forecast_panel(app: App) -> None:
    for game_id, entry in GAMES.items():
        scene = entry.scene()(app, sample_session(game_id, 30))
        app.stack.reset(scene)
        assert scene.forecaster is not None, game_id
        assert run_until(app, lambda s=scene: bool(s.forecaster.chart())), game_id
        move, chances = scene.forecaster.chart()[0]
        assert move == 30  # the position the screen opened on (the computer may play on)
        assert abs(sum(chances) - 1.0) < 1e-9
        spot = scene.forecast_spot()
        assert spot is not None, f"{game_id} has no room for the forecast at 1280x720"
        app.screen.fill((0, 0, 0))
        scene.draw_overlay(app.screen)
        drawn = app.screen.get_at((spot[0] + 20, spot[1] + 5))
        assert drawn != pygame.Color(0, 0, 0), game_id
        app.stack.scenes.clear()
        scene.leave()


def test_the_setting_turns_the_forecast_off(app: App) -> None:
    from boardgames.ui.scenes.settings import SettingsScene

    settings = SettingsScene(app)
    app.stack.reset(settings)
    assert app.settings.forecast is True
    settings.toggle_forecast()
    app.stack.pop()
    assert Settings.load().forecast is False
    game_id, entry = next(iter(GAMES.items()))
    scene = entry.scene()(app, sample_session(game_id, 10))
    assert scene.forecaster is None
    app.stack.reset(scene)
    app.frame(1 / 60)
    app.screen.fill((0, 0, 0))
    scene.draw_overlay(app.screen)  # draws nothing at all
    assert pygame.mask.from_threshold(app.screen, (0, 0, 0), (1, 1, 1, 255)).count() == (
        app.screen.get_width() * app.screen.get_height()
    )


def test_a_thinking_computer_is_marked(app: App) -> None:
    """While the hard bot searches (on its worker thread), the screen says who is thinking,
    and the frames keep coming."""
    from boardgames.core.record import Seat
    from boardgames.core.session import Session
    from boardgames.ui.launch import new_record

    game_id, entry = next(iter(GAMES.items()))
    seats = [Seat("Hal", 0, True, "hard"), Seat("Ada", 1, False)]
    session = Session(entry.ruleset, new_record(game_id, seats, {}, seed=4))
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    assert run_until(app, lambda: scene.thinking() is not None, seconds=10)
    assert scene.thinking() == "Hal is thinking..."
    app.frame(1 / 60)  # draws the mark with the panel
    assert run_until(app, lambda: len(session.record.actions) > 0, seconds=20)
    scene.leave()


def test_the_rules_screen_explains_the_computer_players() -> None:
    from boardgames.ui.scenes.rules import rules_text

    for game_id in GAMES:
        text = rules_text(game_id)
        assert "About the computer players" in text
        assert "No level ever sees a card you hold" in text
