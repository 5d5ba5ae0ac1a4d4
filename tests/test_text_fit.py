"""Long one-line texts fit the window: wrapped, then shrunk, then cut short, never off screen."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from boardgames.ui import fonts
from boardgames.ui.app import App
from tests.helpers import ed_session

SIZES = ((960, 600), (1280, 720), (1920, 1080))


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[fonts.FittedText, pygame.Rect]]]:
    """Every block of fitted text drawn, with the rectangle it covered."""
    seen: list[tuple[fonts.FittedText, pygame.Rect]] = []
    real = fonts.draw_fitted

    def spy(surface, fitted, colour, anchor, align="center"):  # type: ignore[no-untyped-def]
        rect = real(surface, fitted, colour, anchor, align)
        seen.append((fitted, rect))
        return rect

    import boardgames.games.electoral_dice.view as ed_view
    import boardgames.ui.scenes.results as results
    import boardgames.ui.scenes.title as title
    import boardgames.ui.widgets.dice_tray as dice_tray

    for module in (results, title, dice_tray, ed_view):
        monkeypatch.setattr(module, "draw_fitted", spy)
    yield seen


def test_fit_lines_wraps_then_shrinks_then_cuts(app: App) -> None:
    text = "Ada wins the presidency with 269 electoral votes on the tie-break, 269 to 266"
    wide = fonts.fit_lines(text, 20, 2000)
    assert wide.lines == (text,) and wide.size == 20
    wrapped = fonts.fit_lines(text, 20, 500)
    assert len(wrapped.lines) == 2 and wrapped.size == 20
    shrunk = fonts.fit_lines(text, 20, 330)
    assert len(shrunk.lines) == 2 and 12 <= shrunk.size < 20
    cut = fonts.fit_lines(text, 20, 120, min_size=12)
    assert len(cut.lines) == 2 and cut.lines[-1].endswith("...") and cut.size == 12
    for fitted, width in ((wrapped, 500), (shrunk, 330), (cut, 120)):
        font = fonts.get_font(fitted.size, fitted.weight)
        assert all(font.size(line)[0] <= width for line in fitted.lines)
        assert fitted.width <= width
    one_word = fonts.fit_lines("Massachusetts" * 4, 20, 100)
    assert fonts.get_font(one_word.size).size(one_word.lines[0])[0] <= 100


def test_the_results_headline_of_a_tie_fits_and_names_the_winner(app: App, drawn: list) -> None:
    from boardgames.ui.scenes.results import ResultsScene

    session = ed_session(seed=2, moves=10_000, bots=(True, True))  # ends 269-269
    assert session.state.votes == [269, 269]
    winner = session.names[session.state.winner()]
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ResultsScene(app, session)
        app.stack.reset(scene)
        drawn.clear()
        app.frame(1 / 60)
        headline = drawn[0]
        text = " ".join(headline[0].lines)
        assert text.startswith(f"{winner} wins the presidency")
        assert not text.endswith("...")
        assert app.screen.get_rect().contains(headline[1]), f"headline off screen at {size}"
        assert headline[1].bottom <= scene.map_view.rect.top


def test_the_damaged_save_message_fits_at_960_by_600(app: App, drawn: list) -> None:
    from boardgames.ui.scenes.title import TitleScene

    app.screen = pygame.display.set_mode((960, 600))
    scene = TitleScene(app)
    app.stack.reset(scene)
    scene.message = (
        "Could not resume: the save file is damaged or cut short (Expecting ',' delimiter at "
        "line 1 column 5000). The file was kept as damaged-20261130-061500-electoral-dice.json."
    )
    app.frame(1 / 60)
    (fitted, rect), *_ = [d for d in drawn if "Could not resume" in d[0].lines[0]]
    assert app.screen.get_rect().contains(rect)
    assert "damaged-20261130" in " ".join(fitted.lines)  # the file's new name can be read


def test_the_dice_caption_and_prompt_fit_their_panel_at_every_size(app: App, drawn: list) -> None:
    from boardgames.games.electoral_dice.view import ElectoralDiceScene

    session = ed_session(seed=7, moves=33)
    long_names = ("Alexandria Ocasio-Cortez", "Bartholomew Roberts-Smith")  # long captions
    seats = session.record.seats
    seats[:] = [replace(seat, name=name) for seat, name in zip(seats, long_names, strict=True)]
    assert session.names == list(long_names)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ElectoralDiceScene(app, session)
        app.stack.reset(scene)
        drawn.clear()
        app.frame(1 / 60)
        assert drawn, "nothing fitted was drawn"
        for fitted, rect in drawn:
            assert scene.panel_rect.contains(rect), f"{fitted.lines} leaves the panel at {size}"
        caption = [
            r for f, r in drawn if "%" in " ".join(f.lines) and r.colliderect(scene.dice.rect)
        ]
        assert caption and all(scene.dice.rect.contains(r) for r in caption)


def test_president_day_cards_and_their_banner_fit_at_every_size(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each day card's title, reward and condition stay on the card, and the day's banner
    (condition and reward in one sentence) stays whole, at every window size."""
    import boardgames.games.president.view_panels as panels
    from boardgames.games.president.rules import president_data

    seen: list[tuple[fonts.FittedText, pygame.Rect]] = []
    real = fonts.draw_fitted

    def spy(surface, fitted, colour, anchor, align="center"):  # type: ignore[no-untyped-def]
        rect = real(surface, fitted, colour, anchor, align)
        seen.append((fitted, rect))
        return rect

    monkeypatch.setattr(panels, "draw_fitted", spy)
    for width, height in SIZES:
        app.screen = pygame.display.set_mode((width, height))
        side = max(290, min(380, int(width * 0.27)))  # the scene's side panel
        card_rect = pygame.Rect(width - side, 18, side - 20, 64)
        header = pygame.Rect(8, 8, width - side - 24, 34)
        for card in president_data().day_cards:
            seen.clear()
            panels.draw_day_card(app.screen, card_rect, card)
            assert all(card_rect.contains(rect) for _, rect in seen), (card.id, width)
            assert not [f for f, _ in seen if f.lines[-1].endswith("...")], (card.id, width)
            seen.clear()
            news = f"Day 12: {card.title}. {card.recover_if.text()}"
            box = panels.draw_news(app.screen, header, news)
            (fitted, rect), *_ = seen
            assert " ".join(fitted.lines) == news and box.contains(rect), (card.id, width)
            assert box.bottom <= header.bottom + 20  # into the gap, at most a sliver of chart


@pytest.mark.parametrize("label", ["Play again", "Title screen", "Review this game", "Undo"])
@pytest.mark.parametrize("hint", ["R", "Esc", "F1"])
def test_a_button_label_keeps_clear_of_its_key_hint(label: str, hint: str) -> None:
    """At every width from narrow to wide, the label as drawn lies inside the button and
    at least 6 pixels clear of the key hint beside it."""
    from boardgames.ui.widgets.button import Button

    pygame.font.init()
    for width in range(90, 260, 5):
        button = Button(pygame.Rect(0, 0, width, 50), label, lambda: None, hint=hint)
        text, size = button.fitted_label()
        surface = fonts.render_text(text, size, (255, 255, 255), "semibold")
        hint_surface = fonts.render_text(hint, button._hint_size(), (255, 255, 255))
        centre, hint_rect = button.label_centre_and_hint(surface.get_width(), hint_surface)
        drawn = surface.get_rect(center=(centre, button.rect.centery))
        assert button.rect.contains(drawn), (label, hint, width, text)
        assert drawn.right + 6 <= hint_rect.left, (label, hint, width, text)
