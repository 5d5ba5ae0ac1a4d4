"""The forecast has a place in the smallest window: for every game at its largest table at
960x600 the forecast is drawn (the whole panel, or the compact one without the chart),
on screen, clear of every button of the decision, and with every player's chance."""

from __future__ import annotations

import time

import pygame
import pytest

from boardgames.games import GAMES
from boardgames.ui import layer_cache
from boardgames.ui.app import App
from boardgames.ui.showcase import sample_session
from boardgames.ui.widgets import forecast_panel

LARGEST = {"bull-moose": 5, "president": 10, "corrupt-bargain": 4, "landslide": 4}
TABLES = [(game_id, LARGEST.get(game_id, 2), (960, 600)) for game_id in sorted(GAMES)] + [
    ("president", 3, (960, 600)),
    ("president", 6, (960, 600)),
    ("president", 10, (1280, 720)),
    ("electoral-dice", 2, (1280, 720)),
    ("bull-moose", 5, (1280, 720)),
]


def drawn_forecasts(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    """The rectangle of every forecast panel drawn from now on, whole or compact."""
    seen: list[pygame.Rect] = []
    for name in ("draw_forecast", "draw_forecast_compact"):
        real = getattr(forecast_panel, name)

        def spy(*args, real=real):  # type: ignore[no-untyped-def]
            rect = real(*args)
            seen.append(rect)
            return rect

        monkeypatch.setattr(forecast_panel, name, spy)
    return seen


@pytest.mark.parametrize(("game_id", "players", "size"), TABLES)
def test_the_forecast_is_drawn_clear_of_the_options(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str, players: int, size: tuple[int, int]
) -> None:
    app.screen = pygame.display.set_mode(size)
    app._resized()
    scene = GAMES[game_id].scene()(app, sample_session(game_id, 30, players=players))
    app.stack.reset(scene)
    assert scene.forecaster is not None
    deadline = time.perf_counter() + 30
    while not scene.forecaster.chart() and time.perf_counter() < deadline:
        app.frame(1 / 60)
        time.sleep(0.02)
    texts: list[str] = []
    monkeypatch.setattr(layer_cache, "_enabled", False)  # every word drawn afresh, not replayed
    monkeypatch.setattr(forecast_panel, "render_text", _recording(texts))
    seen = drawn_forecasts(monkeypatch)
    app.frame(1 / 60)
    assert seen, (
        game_id,
        players,
        size,
        scene.forecast_spot(),
        scene.forecast_strip(),
        type(app.stack.top).__name__,
        app.size,
    )
    rect = seen[-1]
    assert app.screen.get_rect().contains(rect)
    for button in scene.panel.buttons.buttons:
        assert not rect.colliderect(button.rect), (game_id, button.text)
    percents = [text for text in texts if text.endswith("%")]
    assert len(percents) == players, percents


def _recording(texts: list[str]):  # type: ignore[no-untyped-def]
    real = forecast_panel.render_text

    def recording(text: str, *args):  # type: ignore[no-untyped-def]
        texts.append(text)
        return real(text, *args)

    return recording
