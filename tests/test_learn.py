"""The seats screen's aids (tips and hints for the table, Learn to play) and the settings'
"Show tips again"."""

from __future__ import annotations

import pygame
import pytest

from boardgames.games import GAMES, get_game
from boardgames.saves import data_home
from boardgames.tips import learn_to_play, sentences
from boardgames.ui.aids import seen_tips
from boardgames.ui.scenes.learn import LearnScene
from boardgames.ui.scenes.seats import SeatsScene
from boardgames.ui.scenes.settings import SettingsScene
from tests.helpers import press, record_drawn_texts


@pytest.mark.parametrize("game_id", list(GAMES))
def test_learn_to_play_opens_with_three_sentences(game_id: str) -> None:
    first = learn_to_play(game_id)
    assert len(first) == 3 and all(sentences(text) == 1 for text in first)


def button(scene, label: str):  # type: ignore[no-untyped-def]  # noqa: ANN001, ANN201
    return next(b for b in scene.buttons.buttons if label in b.label)


def test_learn_to_play_sets_a_short_table_against_easy_computers(  # type: ignore[no-untyped-def]
    app,
    monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
) -> None:
    texts = record_drawn_texts(monkeypatch)
    app.settings.tables["bull-moose"] = {"tips": False, "hints": False}
    seats = SeatsScene(app, "bull-moose")
    app.stack.push(seats)
    seats.add_seat()
    press(app, pygame.K_F2)
    assert isinstance(app.stack.top, LearnScene)
    app.frame(1 / 30)
    win, turn, where = learn_to_play("bull-moose")
    assert any(win.startswith(text) for text in texts if len(text) > 10)
    press(app, pygame.K_RETURN)
    game = app.stack.top
    record = game.session.record
    assert len(record.seats) == get_game("bull-moose").ruleset.min_players
    assert not record.seats[0].is_bot
    assert all(seat.is_bot and seat.bot_level == "easy" for seat in record.seats[1:])
    assert game.aids.tips and game.aids.hints and game.tips
    assert app.settings.tables["bull-moose"]["tips"] is True


def test_the_seats_screen_switches_tips_and_hints_off_for_the_table(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    seats = SeatsScene(app, "electoral-dice")
    app.stack.push(seats)
    button(seats, "Tips: on").action()
    button(seats, "Hints: on").action()
    seats.start()
    game = app.stack.top
    assert not game.aids.tips and not game.aids.hints and not game.tips
    again = SeatsScene(app, "electoral-dice")  # remembered with the table
    assert button(again, "Tips: off") and button(again, "Hints: off")


def test_show_tips_again_forgets_every_tip_seen(app) -> None:  # type: ignore[no-untyped-def]  # noqa: ANN001
    seen = seen_tips(data_home())
    seen.mark("president", "Ann", "PlanDay")
    settings = SettingsScene(app)
    app.stack.push(settings)
    button(settings, "Show tips again").action()
    assert not seen.seen("president", "Ann", "PlanDay")
    assert "show again" in settings.message
