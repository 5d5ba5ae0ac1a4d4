"""Election night: the states in a column, each with the winner's chip once called.

Rows are (label, votes, owner or None); the most recent call is lit. Used
beside the map while a count is animated, so the running result reads as a
list as well as a map.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.icons import draw_badge

Row = tuple[str, str, int | None]


class CallList:
    def __init__(self, title: str = "") -> None:
        self.title = title
        self.rect = pygame.Rect(0, 0, 220, 500)

    def draw(
        self,
        surface: pygame.Surface,
        rows: Sequence[Row],
        styles: Sequence[theme.PlayerStyle],
        lit: str | None = None,
    ) -> None:
        top = draw_panel(surface, self.rect, self.title or None)
        inner = pygame.Rect(self.rect.x + 8, top, self.rect.width - 16, self.rect.bottom - top - 6)
        columns = 1 if inner.height // max(1, len(rows)) >= 18 else 2
        per_column = -(-len(rows) // columns)
        row_h = min(26, inner.height // max(1, per_column))
        col_w = inner.width // columns
        size = max(10, min(14, row_h - 6))
        for index, (label, votes, owner) in enumerate(rows):
            col, row = divmod(index, per_column)
            rect = pygame.Rect(inner.x + col * col_w, inner.y + row * row_h, col_w - 4, row_h - 2)
            if label == lit:
                pygame.draw.rect(
                    surface, theme.blend(theme.PANEL, theme.ACCENT, 0.45), rect, border_radius=4
                )
            colour = theme.TEXT if owner is not None else theme.TEXT_DIM
            surface.blit(render_text(label, size, colour, "semibold"), (rect.x + 4, rect.y + 1))
            text = render_text(votes, size, theme.TEXT_DIM)
            surface.blit(text, text.get_rect(topright=(rect.right - row_h - 4, rect.y + 1)))
            if owner is not None:
                style = styles[owner]
                radius = max(5, row_h // 2 - 2)
                draw_badge(
                    surface,
                    (rect.right - radius - 2, rect.centery),
                    radius,
                    style.colour,
                    style.letter,
                )
