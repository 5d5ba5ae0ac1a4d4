"""A board's legend: every symbol, colour and shading the board uses, each beside its sample.

It sits in a corner of the board and folds to a small tab; the tab or the panel's title
(a click), or the L key, opens and folds it. Where the open panel would cover something
that must stay in sight (a State Box), it starts folded. A game gives the lines: the
words, and a painter that draws the sample into its key rectangle.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import Layer

KeyPainter = Callable[[pygame.Surface, pygame.Rect], None]
ROW = 17
TEXT_SIZE = 11
KEY_WIDTH = 40
TITLE = "Legend"
TAB = (100, 22)
INSET = 4


@dataclass(frozen=True)
class LegendLine:
    """One line of a legend: its sample (drawn into the key rectangle) and its words."""

    paint: KeyPainter
    words: str


class Legend:
    """The legend's place, whether it is open, and its drawing."""

    def __init__(self, corner: str = "bottomright", others: tuple[str, ...] = ()) -> None:
        self.corner = corner  # which corner of the board it keeps to
        # Corners to try in turn where the first would cover something to keep in sight.
        self.corners = (corner, *others)
        self.open: bool | None = None  # None: not yet decided for this board size
        self.rect = pygame.Rect(0, 0, 0, 0)  # the open panel or the folded tab
        self._for: tuple = ()
        self._area = pygame.Rect(0, 0, 0, 0)
        self._width = 0
        self._lines = 0
        self._avoid: list[pygame.Rect] = []
        self._placed: tuple[object, ...] = ()  # what the last ``place`` was given
        self._layer = Layer()

    def place(
        self, area: pygame.Rect, lines: Sequence[LegendLine], avoid: Iterable[pygame.Rect] = ()
    ) -> None:
        """In a corner of ``area``: on a board of a new size it starts open only where it can
        cover nothing of ``avoid`` (trying its corners in turn), else folded to a tab."""
        avoid = list(avoid)
        given = (tuple(area), tuple(line.words for line in lines), tuple(map(tuple, avoid)))
        if given == self._placed and self.open is not None:
            return  # the same board: the corner found last time holds (a fold keeps it too)
        self._placed = given
        self._area = area
        self._width = max(150, KEY_WIDTH + 20 + max(_width(line.words) for line in lines))
        self._lines = len(lines)
        self._avoid = avoid
        key = (tuple(area), self._lines)
        if self._for != key:
            self._for = key
            self.open = self._settle(self.panel_rect)
            if not self.open:
                self._settle(self.tab_rect)
        else:
            self._settle(self.panel_rect if self.open else self.tab_rect)
        self.rect = self.panel_rect() if self.open else self.tab_rect()

    def _settle(self, shape: Callable[[], pygame.Rect]) -> bool:
        """Keep to the first corner where ``shape`` covers nothing to avoid; False (and the
        first corner) where there is none."""
        for corner in self.corners:
            self.corner = corner
            if not any(shape().colliderect(rect) for rect in self._avoid):
                return True
        self.corner = self.corners[0]
        return False

    def _at_corner(self, size: tuple[int, int]) -> pygame.Rect:
        rect = pygame.Rect((0, 0), size)
        inner = self._area.inflate(-2 * INSET, -2 * INSET)
        setattr(rect, self.corner, getattr(inner, self.corner))
        return rect

    def panel_rect(self) -> pygame.Rect:
        return self._at_corner((self._width, 26 + ROW * self._lines + 6))

    def tab_rect(self) -> pygame.Rect:
        return self._at_corner(TAB)

    def toggle(self) -> None:
        """Open or fold; the choice holds until the board changes size."""
        self.open = not self.open
        self._settle(self.panel_rect if self.open else self.tab_rect)
        self.rect = self.panel_rect() if self.open else self.tab_rect()

    def handle_click(self, pos: tuple[int, int]) -> bool:
        """A click on the tab or the panel's title folds or opens it."""
        title = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, 22)
        if title.collidepoint(pos):
            self.toggle()
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        lines: Sequence[LegendLine],
        key: object = None,
        under: Hashable = None,
    ) -> None:
        """The panel, or the folded tab. ``key``, when given, names everything the lines'
        pictures are drawn from: the legend is then a cached layer, painted again when the
        board under its rounded corners changes too (``under`` names that board, else its
        pixels are read)."""
        if key is None:
            self._paint(surface, lines)
            return
        look = (key, tuple(self.rect), self.open, tuple(line.words for line in lines))
        self._layer.draw(
            surface,
            self.rect,
            look,
            lambda: self._paint(surface, lines),
            see_through=True,
            under=under,
        )

    def _paint(self, surface: pygame.Surface, lines: Sequence[LegendLine]) -> None:
        rect = self.rect
        pygame.draw.rect(surface, (16, 20, 30), rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 1, border_radius=6)
        if not self.open:
            tab = render_text(f"{TITLE} (L)", 12, theme.TEXT, "semibold")
            surface.blit(tab, tab.get_rect(center=rect.center))
            return
        head = render_text(f"{TITLE} (L: fold)", 12, theme.ACCENT, "semibold")
        surface.blit(head, (rect.x + 8, rect.y + 5))
        y = rect.y + 26
        for line in lines:
            key = pygame.Rect(rect.x + 6, y, KEY_WIDTH, ROW - 3)
            line.paint(surface, key)
            text = render_text(line.words, TEXT_SIZE, theme.TEXT)
            surface.blit(text, text.get_rect(midleft=(key.right + 5, key.centery)))
            y += ROW


def _width(words: str) -> int:
    return render_text(words, TEXT_SIZE, theme.TEXT).get_width()


def swatch(fill: theme.Colour, edge: theme.Colour = theme.BORDER) -> KeyPainter:
    """A sample of a colour: the key filled, with a thin edge."""

    def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
        pygame.draw.rect(surface, fill, key, border_radius=2)
        pygame.draw.rect(surface, edge, key, 1, border_radius=2)

    return paint
