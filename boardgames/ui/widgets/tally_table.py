"""The results screen's table of final tallies, in whichever of two shapes shows every name
whole.

With room, each player is a column (disc, name, the winner's tag) and each tally a row.
When a column is too narrow for a name on two lines at a readable size (five
candidates beside a map, a small window), the table turns: each player is a row (disc,
name, then the values), each tally a column under its label.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import FittedText, draw_fitted, fit_lines, get_font, render_text, wrap_text
from boardgames.ui.widgets.icons import draw_icon

LABEL_WIDTH = 150  # the tallies' labels, left of the players' columns
NAME_SIZE, NAME_LEAST = 16, 11  # a name shrinks to this, on at most two lines
ONE_LINE_LEAST = 12  # smaller than this, a name wraps instead
VALUE_SIZE = 18
NOTE_SIZE, NOTE_LINE = 15, 20
PAD = 14  # the panel's inner margin
DISC = 12  # a player's disc's radius
HEAD_SIZE, HEAD_LEAST = 13, 11  # a tally's label over its column, on at most three lines
STAR = 14  # the winner's star, left of the disc in a turned table


def fit_whole(
    text: str, size: int, width: int, weight: str, max_lines: int, least: int
) -> FittedText | None:
    """``text`` wrapped and shrunk into ``width`` (down to ``least`` px) with nothing cut off;
    None if it cannot be."""
    fitted = fit_lines(text, size, width, weight, max_lines, least)
    whole = " ".join(fitted.lines) == " ".join(text.split())
    return fitted if whole and fitted.width <= width else None


def same_size_names(names: Sequence[str], size: int, width: int) -> list[FittedText] | None:
    """Every name whole in ``width``, all at one size: on one line down to ``ONE_LINE_LEAST``
    px, else on two lines down to ``NAME_LEAST``; None if neither fits."""
    for lines, least in ((1, ONE_LINE_LEAST), (2, NAME_LEAST)):
        for current in range(size, least - 1, -1):
            fitted = [fit_whole(n, current, width, "semibold", lines, current) for n in names]
            if all(f is not None for f in fitted):
                return fitted  # type: ignore[return-value]
    return None


@dataclass
class TallyTable:
    """The final tallies: ``rows`` are (label, one value per player)."""

    names: Sequence[str]
    rows: Sequence[tuple[str, Sequence[str]]]
    winners: frozenset[int]
    notes: Sequence[str]
    row_height: int = 32

    # -- shape ------------------------------------------------------------------------
    def column_names(self, width: int) -> list[FittedText] | None:
        """Each name whole in its column, all at one size, with every value fitting the
        column; None when the columns are too narrow (the table then turns)."""
        col = self.column_width(width)
        value_font = get_font(VALUE_SIZE, "semibold")
        values = (value for _, row in self.rows for value in row)
        if any(value_font.size(value)[0] > col - 6 for value in values):
            return None
        return same_size_names(self.names, NAME_SIZE, col - 4)

    def label_width(self) -> int:
        """The tallies' labels' column: the widest label and a gap, at most ``LABEL_WIDTH``."""
        font = get_font(16)
        return min(
            LABEL_WIDTH, max((font.size(label)[0] for label, _ in self.rows), default=0) + 16
        )

    def column_width(self, width: int) -> int:
        return (width - 2 * PAD - self.label_width()) // max(1, len(self.names))

    def header_height(self, names: Sequence[FittedText]) -> int:
        """Disc, names and the winner's tag."""
        return 2 * DISC + 4 + max((f.height for f in names), default=0) + 16

    def height(self, width: int) -> int:
        """The height the table needs at ``width``, title (40) and notes included."""
        notes = sum(len(wrap_text(note, NOTE_SIZE, width - 2 * PAD)) for note in self.notes)
        names = self.column_names(width)
        if names is not None:
            body = self.header_height(names) + self.row_height * len(self.rows)
        else:
            heads, _, _, rows = self._turned(width)
            body = max(f.height for f in heads) + 8 + sum(rows)
        return 40 + 8 + body + NOTE_LINE * notes + 14

    def _turned(self, width: int) -> tuple[list[FittedText], int, list[FittedText], list[int]]:
        """The turned table's column heads, their width, the names and each row's height."""
        inner = width - 2 * PAD
        value_font = get_font(VALUE_SIZE - 2, "semibold")
        widest = max((value_font.size(v)[0] for _, row in self.rows for v in row), default=20)
        count = max(1, len(self.rows))
        col = max(widest + 10, min(76, (inner - 150) // count))
        heads = [
            fit_lines(label, HEAD_SIZE, col - 4, "regular", 3, HEAD_LEAST) for label, _ in self.rows
        ]
        name_width = inner - count * col - STAR - 2 * DISC - 10
        names = [
            fit_lines(n, NAME_SIZE - 1, name_width, "semibold", 2, NAME_LEAST) for n in self.names
        ]
        rows = [max(2 * DISC + 6, f.height + 6) for f in names]
        return heads, col, names, rows

    # -- drawing ----------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        top: int,
        styles: Sequence[theme.PlayerStyle],
    ) -> None:
        """The table inside the panel ``rect``, from ``top`` (under the panel's title)."""
        names = self.column_names(rect.width)
        if names is not None:
            y = self._draw_by_column(surface, rect, top + 8, names, styles)
        else:
            y = self._draw_by_row(surface, rect, top + 8, styles)
        x = rect.x + PAD
        for note in self.notes:
            for line in wrap_text(note, NOTE_SIZE, rect.width - 2 * PAD):
                surface.blit(render_text(line, NOTE_SIZE, theme.TEXT_DIM), (x, y + 6))
                y += NOTE_LINE

    def _draw_by_column(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        y: int,
        names: Sequence[FittedText],
        styles: Sequence[theme.PlayerStyle],
    ) -> int:
        x = rect.x + PAD
        col = self.column_width(rect.width)
        header = self.header_height(names)
        for index in self.winners:  # the winner's column stands out: framed, and named as such
            column = pygame.Rect(x + self.label_width() + index * col + 2, y - 4, col - 4, 0)
            column.height = header + self.row_height * len(self.rows) + 4
            _frame(surface, column)
        for index, (fitted, style) in enumerate(zip(names, styles, strict=True)):
            cx = x + self.label_width() + index * col + col // 2
            _disc(surface, (cx, y + DISC), style)
            drawn = draw_fitted(surface, fitted, theme.TEXT, (cx, y + 2 * DISC + 4))
            if index in self.winners:  # the word if it fits the column, else a star
                tag = render_text("Winner", 12, theme.ACCENT, "bold")
                spot = tag.get_rect(midtop=(cx, drawn.bottom + 2))
                if tag.get_width() <= col - 8:
                    surface.blit(tag, spot)
                else:
                    draw_icon(surface, "star", pygame.Rect(cx - 7, spot.y, 14, 14), theme.ACCENT)
        y += header
        for label, values in self.rows:
            surface.blit(render_text(label, 16, theme.TEXT_DIM), (x, y))
            for index, value in enumerate(values):
                cx = x + self.label_width() + index * col + col // 2
                text = render_text(value, VALUE_SIZE, theme.TEXT, "semibold")
                surface.blit(text, text.get_rect(midtop=(cx, y - 2)))
            y += self.row_height
        return y

    def _draw_by_row(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        y: int,
        styles: Sequence[theme.PlayerStyle],
    ) -> int:
        heads, col, names, heights = self._turned(rect.width)
        right = rect.right - PAD
        first = right - col * len(self.rows)  # the first value column's left edge
        for index, head in enumerate(heads):
            draw_fitted(surface, head, theme.TEXT_DIM, (first + index * col + col // 2, y))
        y += max(f.height for f in heads) + 8
        x = rect.x + PAD
        for player, (fitted, style, height) in enumerate(zip(names, styles, heights, strict=True)):
            row = pygame.Rect(x - 6, y, right - x + 12, height)
            if player in self.winners:
                _frame(surface, row)
                star = pygame.Rect(x - 2, row.centery - 6, 12, 12)
                draw_icon(surface, "star", star, theme.ACCENT)
            _disc(surface, (x + STAR + DISC, row.centery), style)
            draw_fitted(
                surface,
                fitted,
                theme.TEXT,
                (x + STAR + 2 * DISC + 8, row.centery - fitted.height // 2),
                align="left",
            )
            for index, (_, values) in enumerate(self.rows):
                text = render_text(values[player], VALUE_SIZE - 2, theme.TEXT, "semibold")
                surface.blit(
                    text, text.get_rect(center=(first + index * col + col // 2, row.centery))
                )
            y += height + 2
        return y


def _frame(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The winner's column or row: a light fill, an accent frame."""
    pygame.draw.rect(surface, theme.blend(theme.PANEL, theme.ACCENT, 0.12), rect, border_radius=8)
    pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=8)


def _disc(surface: pygame.Surface, centre: tuple[int, int], style: theme.PlayerStyle) -> None:
    pygame.draw.circle(surface, style.colour, centre, DISC)
    letter = render_text(style.letter, 14, theme.readable_on(style.colour), "bold")
    surface.blit(letter, letter.get_rect(center=centre))
