"""Electoral Dice's board prints every president's name and year whole, inside the cell, at
three window sizes (the names were cut to "Washingto" at 960x600)."""

from __future__ import annotations

import pygame
import pytest

from boardgames.games.electoral_dice.view import ElectoralDiceScene
from boardgames.games.electoral_dice.view_board import FACT_LEAST, FACT_PAD, fact_lines, fact_size
from boardgames.ui.app import App
from boardgames.ui.fonts import get_font
from tests.helpers import ed_session, record_drawn_texts

SIZES = ((960, 600), (1280, 720), (1920, 1080))


def test_every_presidents_name_is_drawn_whole_in_its_cell(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = ed_session(seed=7, moves=20)
    texts = record_drawn_texts(monkeypatch)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        scene = ElectoralDiceScene(app, session)
        app.stack.reset(scene)
        texts.clear()
        app.frame(1 / 60)
        facts = [cell for cell in scene.board.cells if cell.kind != "states"]
        assert len(facts) == 39
        titles = tuple(cell.title for cell in facts)
        for cell in facts:
            rect = scene.cell_rects[cell.cell_id].inflate(-2, -4)  # as drawn
            font_size, step = fact_size(titles, rect.size)
            assert font_size >= FACT_LEAST, size
            font = get_font(font_size)
            lines = fact_lines(cell.title, font_size, rect.width - 2 * FACT_PAD)
            assert " ".join(lines).replace(",", "") == cell.title.replace(",", ""), size
            for line in lines:
                assert line in texts, (size, cell.title, line)
                assert font.size(line)[0] <= rect.width - 2 * FACT_PAD, (size, line)
            assert len(lines) * step <= rect.height - 2, (size, cell.title)
        scene.leave()
