"""The results screen names every player whole (wrapped or turned, never cut short), with the
candidate where the game has one, for every game's largest table at three window sizes."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from boardgames.ui import fonts
from boardgames.ui.app import App
from boardgames.ui.showcase import sample_session

SIZES = ((960, 600), (1280, 720), (1920, 1080))
LONG_NAMES = ("Wilhelmina Montagu", "Bartholomew Roberts", "Ann", "Computer 4", "Dolores Ibarruri")
LARGEST = {"bull-moose": 5, "president": 10, "corrupt-bargain": 4, "landslide": 4}


@pytest.mark.parametrize("game_id", sorted(LARGEST))
def test_every_name_is_drawn_whole_in_the_tallies(
    app: App, monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    import boardgames.ui.widgets.tally_table as table

    players = LARGEST[game_id]
    session = sample_session(game_id, None, players=players)
    seats = session.record.seats
    names = [*LONG_NAMES, *(f"Player {i}" for i in range(len(LONG_NAMES), players))]
    seats[:] = [replace(seat, name=name) for seat, name in zip(seats, names, strict=False)]
    seen: list[tuple[fonts.FittedText, pygame.Rect]] = []
    real = fonts.draw_fitted

    def spy(surface, fitted, colour, anchor, align="center"):  # type: ignore[no-untyped-def]
        rect = real(surface, fitted, colour, anchor, align)
        seen.append((fitted, rect))
        return rect

    monkeypatch.setattr(table, "draw_fitted", spy)
    from boardgames.ui.scenes.results import ResultsScene

    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ResultsScene(app, session)
        app.stack.reset(scene)
        seen.clear()
        app.frame(1 / 60)
        drawn = {" ".join(fitted.lines): (fitted, rect) for fitted, rect in seen}
        for name in session.names:
            assert name in drawn, (size, name, sorted(drawn))
            fitted, rect = drawn[name]
            assert fitted.size >= 11 and scene.table_rect.contains(rect), (size, name)
        tallied = scene.table_height(scene.table_rect.width)
        assert tallied <= scene.table_rect.height, size
        names = [rect for text, (_, rect) in drawn.items() if text in session.names]
        for i, first in enumerate(names):
            assert all(not first.colliderect(other) for other in names[i + 1 :]), size
    if game_id == "bull-moose":  # the candidate goes with the name
        assert session.names[0] == "Wilhelmina Montagu (Taft)"


@pytest.mark.parametrize("game_id", ["electoral-dice", "president", "landslide"])
def test_the_results_buttons_read_whole_and_alike(app: App, game_id: str) -> None:
    """The buttons "Play again", "Title screen" and "Review this game" (or their short "Title"
    and "Review") are never cut to "...", and the row is drawn at one size; each names its key ("Title
    screen" took Esc without saying so)."""
    from boardgames.ui.scenes.results import ResultsScene

    session = sample_session(game_id, None)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ResultsScene(app, session)
        app.stack.reset(scene)
        app.frame(1 / 60)
        fitted = [button.fitted_label() for button in scene.buttons.buttons]
        texts = [text for text, _ in fitted]
        assert texts[0] == "Play again" and texts[1] in ("Title screen", "Title"), (size, texts)
        assert texts[2] in ("Review this game", "Review"), (size, texts)
        assert len({size_drawn for _, size_drawn in fitted}) == 1, (size, fitted)
        assert [b.hint for b in scene.buttons.buttons] == ["R", "Esc", "V"], size
