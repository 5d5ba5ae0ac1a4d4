"""The seats screen fits every game's largest table in the smallest window: every button
inside the window and none overlapping another (President's ten seats and two options
once pushed "Start the game" below a 960x600 window)."""

from __future__ import annotations

import pytest

from boardgames.games import GAMES
from boardgames.ui.app import App


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_largest_table_fits(app: App, game: str, size: tuple[int, int]) -> None:
    from boardgames.ui.scenes.seats import SeatsScene

    scene = SeatsScene(app, game)
    app.stack.reset(scene)
    while len(scene.seats) < GAMES[game].ruleset.max_players:
        scene.add_seat()
    scene.resize(size)
    window = (0, 0, *size)
    rects = [button.rect for button in scene.buttons.buttons]
    for rect in rects:
        assert rect.clip(window) == rect, (game, size, rect)
    for index, rect in enumerate(rects):
        others = rects[index + 1 :]
        assert rect.collidelist(others) == -1, (game, size, rect, others[rect.collidelist(others)])
