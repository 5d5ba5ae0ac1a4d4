"""Electoral Dice's board legend: the grid's marks, each with its sample.

The row under the board names the kinds of state cell in the players' colours; this legend
(the shared widget, folded to a tab on the small map until L or a click opens it) says what
the rest of the grid shows: the columns, a cell's numbers, the stripes, rings and bands, and
the president cells.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.games.electoral_dice.view_board import locked_fill
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.widgets.legend import KeyPainter, LegendLine, swatch

INK = (20, 20, 24)


def _cell(
    fill: theme.Colour,
    stripe: theme.Colour | None = None,
    ring: theme.Colour | None = None,
    words: str = "ME 4",
) -> KeyPainter:
    def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
        pygame.draw.rect(surface, fill, key, border_radius=3)
        if stripe is not None:
            pygame.draw.rect(surface, stripe, (key.x, key.y, 4, key.height), border_radius=2)
        if ring is not None:
            pygame.draw.rect(surface, ring, key, 2, border_radius=3)
        text = render_text(words, 10, theme.readable_on(fill), "bold")
        surface.blit(text, text.get_rect(center=key.center))

    return paint


def _columns(surface: pygame.Surface, key: pygame.Rect) -> None:
    for index, letter in enumerate("KJI"):
        colour = theme.ACCENT if index == 0 else theme.TEXT_DIM
        text = render_text(letter, 11, colour, "bold")
        surface.blit(text, text.get_rect(center=(key.x + 6 + index * 13, key.centery)))


def _bar(surface: pygame.Surface, key: pygame.Rect) -> None:
    pygame.draw.rect(surface, theme.PANEL_EDGE, key, border_radius=3)
    pygame.draw.line(surface, theme.TEXT, (key.centerx, key.y - 1), (key.centerx, key.bottom), 2)


def legend_lines(styles: Sequence[theme.PlayerStyle]) -> list[LegendLine]:
    first = styles[0]
    return [
        LegendLine(_columns, "Columns: play runs from K to A"),
        LegendLine(
            swatch(theme.blend(theme.BACKGROUND, theme.ACCENT, 0.35), theme.ACCENT),
            "Band: the column in play",
        ),
        LegendLine(_cell(theme.SWING), "State code, its electoral votes"),
        LegendLine(_cell(locked_fill(first), first.colour), "Stripe: a player's Locked State"),
        LegendLine(_cell(theme.SWING), "Grey: a Swing State"),
        LegendLine(_cell(first.colour), "Full colour: won by that player"),
        LegendLine(_cell(theme.SWING, ring=theme.ACCENT), "Ringed: you may contest it"),
        LegendLine(_cell(theme.SWING, ring=theme.FOCUS), "Framed: the contest under way"),
        LegendLine(_cell(theme.CELL_FACT, words="1789"), "Small print: presidents' facts"),
        LegendLine(_bar, "Bar at the top: votes; 270 wins"),
    ]
