"""Electoral Dice's seat rows keep their words inside the row at every window size: at
960x600, "227 EV   18 states won   5 locked left" ran past the row's right edge."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from boardgames.games.electoral_dice import view as ed_view
from boardgames.games.electoral_dice.view import ElectoralDiceScene
from boardgames.ui import layer_cache
from boardgames.ui.app import App
from boardgames.ui.fonts import get_font
from tests.helpers import ed_session

SIZES = ((960, 600), (1280, 720), (1920, 1080))


def test_the_seat_rows_words_fit_inside_the_rows(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    session = ed_session(seed=7, moves=110, bots=(True, True))
    assert not session.state.is_over() and min(session.state.votes) >= 100
    seats = session.record.seats
    names = ("Alexandria Ocasio-Cortez", "Bartholomew Roberts-Smith")
    seats[:] = [replace(seat, name=name) for seat, name in zip(seats, names, strict=True)]
    monkeypatch.setattr(layer_cache, "_enabled", False)
    drawn: list[tuple[str, int, str]] = []
    real = ed_view.render_text

    def spy(text: str, size: int, colour: object, weight: str = "regular") -> pygame.Surface:
        drawn.append((text, size, weight))
        return real(text, size, colour, weight)  # type: ignore[arg-type]

    monkeypatch.setattr(ed_view, "render_text", spy)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ElectoralDiceScene(app, session)
        app.stack.reset(scene)
        drawn.clear()
        app.frame(1 / 60)
        room = scene.players_rect.width - 46 - 10
        rows = [d for d in drawn if "locked left" in d[0] or d[0].startswith(("Alex", "Barth"))]
        assert len(rows) == 4, size
        for text, font_size, weight in rows:
            assert get_font(font_size, weight).size(text)[0] <= room, (size, text)
        assert any("locked left" in text for text, _, _ in rows)


def test_the_winners_banner_and_the_next_decider_do_not_overlap(app: App) -> None:
    """The game goes on after someone reaches 270, so "Ann decides" came up in the middle
    of the window over "Ben reaches 311: elected President!" at 960x600."""
    from boardgames.ui.fonts import fit_lines
    from boardgames.ui.widgets.table_notes import draw_decider

    session = ed_session(seed=7, moves=20)
    scene = ElectoralDiceScene(app, session)
    app.stack.reset(scene)
    text = "Bartholomew Roberts-Smith reaches 311: elected President!"
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app._resized()
        width = scene.board_rect.width - 80
        box = scene.banner_box(fit_lines(text, 30, width, "title", 2, 16))
        assert scene.board_rect.contains(box), size
        decider = draw_decider(pygame.Surface(size), "Alexandria Ocasio-Cortez decides")
        assert not box.colliderect(decider), size
