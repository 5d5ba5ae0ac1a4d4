"""A tooltip is drawn over everything on the table: over the legend, the forecast and the tip
(Corrupt Bargain's forecast panel covered the lines of a state's tooltip); and none shows
for a state under such a note, where the pointer is on the note."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from boardgames.ui.app import App
from boardgames.ui.game_scene import GameScene
from tests.helpers import ed_session

NOTES = ("draw_board_legend", "draw_forecast_panel", "draw_aids")


def _corrupt_bargain(app: App) -> GameScene:
    from tests.test_corrupt_bargain_view import cb_session, show

    return show(app, cb_session(lambda s: True))


def _bull_moose(app: App) -> GameScene:
    from tests.test_bull_moose_view import session_until, show

    return show(app, session_until(lambda s: True))


def _electoral_dice(app: App) -> GameScene:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    scene = ElectoralDiceScene(app, ed_session(seed=7, moves=4))
    app.stack.reset(scene)
    app.frame(1 / 60)
    return scene


SCENES: dict[str, Callable[[App], GameScene]] = {
    "corrupt-bargain": _corrupt_bargain,
    "bull-moose": _bull_moose,
    "electoral-dice": _electoral_dice,
}


def _tooltip_drawer(scene: GameScene) -> tuple[object, str]:
    """The object and method that draw the game's tooltip (Corrupt Bargain's painter)."""
    painter = getattr(scene, "painter", None)
    return (painter, "draw_tooltip") if painter is not None else (scene, "draw_hover_tip")


def _spy(monkeypatch: pytest.MonkeyPatch, owner: object, name: str, calls: list[str]) -> None:
    real = getattr(owner, name)

    def spy(*args: object) -> object:
        calls.append(name)
        return real(*args)

    monkeypatch.setattr(owner, name, spy)


def _a_state_point(scene: GameScene, area: pygame.Rect) -> tuple[int, int]:
    """A point on a state of the map within ``area``."""
    map_view = scene.map_view  # type: ignore[attr-defined]
    for y in range(area.top + 2, area.bottom - 2, 4):
        for x in range(area.left + 2, area.right - 2, 4):
            if map_view.state_at((x, y)) is not None:
                return x, y
    raise AssertionError(f"no state in {area}")


@pytest.mark.parametrize("game", sorted(SCENES))
def test_a_tooltip_is_drawn_after_every_note_over_the_table(
    app: App, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    scene = SCENES[game](app)
    calls: list[str] = []
    for name in NOTES:
        _spy(monkeypatch, scene, name, calls)
    owner, drawer = _tooltip_drawer(scene)
    _spy(monkeypatch, owner, drawer, calls)
    map_rect = scene.map_view.rect  # type: ignore[attr-defined]
    scene.hover_pos = _a_state_point(scene, map_rect)  # type: ignore[attr-defined]
    app.draw()
    assert drawer in calls
    assert all(calls.index(note) < calls.index(drawer) for note in NOTES)


def test_no_tooltip_for_a_state_under_the_legend(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _corrupt_bargain(app)
    app.draw()
    legend = scene.board_legend.rect
    calls: list[str] = []
    owner, drawer = _tooltip_drawer(scene)
    _spy(monkeypatch, owner, drawer, calls)
    scene.hover_pos = _a_state_point(scene, legend)  # type: ignore[attr-defined]
    app.draw()
    assert not calls  # the pointer is on the legend: it reads the legend
    below = pygame.Rect(legend.x, legend.bottom + 4, legend.width, legend.height)
    scene.hover_pos = _a_state_point(scene, below)  # type: ignore[attr-defined]
    app.draw()
    assert calls
