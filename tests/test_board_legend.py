"""The board legends (``ui.widgets.legend``): every game's board explains its marks, and the
legend folds and opens by L or a click on its title."""

from __future__ import annotations

import pygame
import pytest

from boardgames.core.record import GameRecord, Seat
from boardgames.core.session import Session
from boardgames.games import get_game
from tests.helpers import click_at, press, record_drawn_texts

SHARED = ["corrupt-bargain", "landslide", "president", "electoral-dice"]


def scene_of(app, game_id: str):  # type: ignore[no-untyped-def]  # noqa: ANN001, ANN201
    entry = get_game(game_id)
    seats = [Seat("Ann", 0, False)] + [
        Seat(f"Computer {i}", i, True, "easy") for i in range(1, entry.ruleset.min_players)
    ]
    session = Session(entry.ruleset, GameRecord(game_id, entry.ruleset.version, {}, seats, 3))
    scene = entry.scene()(app, session)
    app.stack.reset(scene)
    for _ in range(40):
        app.frame(1 / 30)
        if scene.human_to_move() is not None:
            break
    return scene


@pytest.mark.parametrize("game_id", SHARED)
def test_the_legend_is_drawn_and_folds(app, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    texts = record_drawn_texts(monkeypatch)
    scene = scene_of(app, game_id)
    legend = scene.board_legend
    if not legend.open:
        press(app, pygame.K_l)
    app.frame(1 / 30)
    assert legend.open
    words = [line.words for line in scene.legend_lines()]
    assert len(words) >= 6 and all(word in texts for word in words)
    assert scene.board_area().contains(legend.rect)
    press(app, pygame.K_l)
    app.frame(1 / 30)
    assert not legend.open and legend.rect.height < 30  # folded to its tab
    click_at(app, legend.rect.center)
    assert legend.open


def test_bull_moose_keeps_its_legend_on_the_shared_widget(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    from boardgames.ui.widgets.legend import Legend

    scene = scene_of(app, "bull-moose")
    assert isinstance(scene.legend, Legend) and scene.legend.rect.width > 0
