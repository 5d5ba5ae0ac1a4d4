"""The map's legend: what the shading, the State Boxes, the leaning symbols, the cubes, the
rail hubs and the boxes at sea mean.

It sits in the Atlantic at the map's lower right. Where it would cover a State Box (a
small window) it starts folded to a tab; the tab, or the L key, opens and folds it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.view_boxes import INK, PLATE, draw_symbol
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.icons import draw_cube

ROW = 17
WIDTH = 184
TITLE = "Legend"
LINES = (
    ("swing", "Swing state (no leaning)"),
    ("lead", "Tint: leader; full: won"),
    ("plate", "State Box: state, votes"),
    ("round", "Round box: swing state"),
    ("symbols", "Leaning: cubes if empty"),
    ("cubes", "Small cube 1, large 5"),
    ("hub", "Rail hub: Express Train"),
    ("sea", "Small states: box at sea"),
)


def draw_hub(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The rail hub mark, as the map draws it."""
    hub = pygame.Rect(centre[0] - 5, centre[1] - 5, 10, 10)
    pygame.draw.rect(surface, (40, 40, 48), hub)
    pygame.draw.line(surface, theme.ACCENT, hub.midleft, hub.midright, 2)
    pygame.draw.rect(surface, theme.ACCENT, hub, 1)


class Legend:
    """The legend's place, whether it is open, and its drawing."""

    def __init__(self) -> None:
        self.open: bool | None = None  # None: not yet decided for this window
        self.rect = pygame.Rect(0, 0, 0, 0)  # the open panel or the folded tab
        self._for: tuple = ()
        self._layer = Layer()

    def place(self, map_rect: pygame.Rect, plates: Iterable[pygame.Rect]) -> None:
        """Lower right of the map; it starts open only where it covers no State Box."""
        key = tuple(map_rect)
        panel = self.panel_rect(map_rect)
        if self._for != key:
            self._for = key
            self.open = not any(panel.colliderect(p) for p in plates)
        self.rect = panel if self.open else self.tab_rect(map_rect)

    @staticmethod
    def panel_rect(map_rect: pygame.Rect) -> pygame.Rect:
        height = 26 + ROW * len(LINES) + 6
        return pygame.Rect(map_rect.right - WIDTH - 4, map_rect.bottom - height - 4, WIDTH, height)

    @staticmethod
    def tab_rect(map_rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(map_rect.right - 104, map_rect.bottom - 26, 100, 22)

    def toggle(self) -> None:
        """Open or fold; the choice holds until the window changes size."""
        self.open = not self.open

    def handle_click(self, pos: tuple[int, int], map_rect: pygame.Rect) -> bool:
        """A click on the tab or the panel's title folds or opens it."""
        title = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, 22)
        if title.collidepoint(pos):
            self.toggle()
            self.rect = self.panel_rect(map_rect) if self.open else self.tab_rect(map_rect)
            return True
        return False

    def draw(
        self, surface: pygame.Surface, state: BMState, styles: Sequence[theme.PlayerStyle]
    ) -> None:
        """The panel (or its tab): a cached layer, painted again when the state, the colours
        or the map under its rounded corners change."""
        key = (self.open, state, tuple(styles))
        self._layer.draw(
            surface, self.rect, key, lambda: self._paint(surface, state, styles), see_through=True
        )

    def _paint(
        self, surface: pygame.Surface, state: BMState, styles: Sequence[theme.PlayerStyle]
    ) -> None:
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
        for kind, words in LINES:
            key = pygame.Rect(rect.x + 6, y, 40, ROW - 3)
            _draw_key(surface, kind, key, state, styles)
            text = render_text(words, 11, theme.TEXT)
            surface.blit(text, text.get_rect(midleft=(key.right + 5, key.centery)))
            y += ROW


def _draw_key(
    surface: pygame.Surface,
    kind: str,
    key: pygame.Rect,
    state: BMState,
    styles: Sequence[theme.PlayerStyle],
) -> None:
    """The small picture at the start of a legend line."""
    if kind == "swing":
        pygame.draw.rect(surface, theme.blend(theme.LAND, theme.SWING, 0.5), key)
        pygame.draw.rect(surface, theme.BORDER, key, 1)
    elif kind == "lead":
        half = pygame.Rect(key.x, key.y, key.width // 2, key.height)
        pygame.draw.rect(surface, theme.blend(theme.LAND, styles[0].colour, 0.45), half)
        pygame.draw.rect(surface, styles[0].colour, half.move(half.width, 0))
        pygame.draw.rect(surface, theme.BORDER, key, 1)
    elif kind in ("plate", "round"):
        radius = key.height // 2 if kind == "round" else 3
        pygame.draw.rect(surface, PLATE, key, border_radius=radius)
        pygame.draw.rect(surface, INK, key, 1, border_radius=radius)
        words = render_text("OH 24" if kind == "plate" else "KY 13", 10, INK, "bold")
        surface.blit(words, words.get_rect(center=key.center))
    elif kind == "symbols":
        side = key.height - 1
        for index, party in enumerate(("R", "P", "D")):
            tag = pygame.Rect(key.x + index * (side + 1), key.y, side, side)
            draw_symbol(surface, tag, party, state, styles)
    elif kind == "cubes":
        draw_cube(surface, pygame.Rect(key.x + 2, key.y + 3, 10, 10), (170, 170, 170), INK)
        large = pygame.Rect(key.x + 18, key.y, 15, 15)
        draw_cube(surface, large, (170, 170, 170), INK)
        pygame.draw.rect(surface, INK, large.inflate(2, 2), 1)
    elif kind == "hub":
        draw_hub(surface, (key.x + 8, key.centery))
    elif kind == "sea":
        pygame.draw.rect(surface, theme.LAND, key, border_radius=3)
        pygame.draw.rect(surface, theme.BORDER, key, 1, border_radius=3)
        words = render_text("RI 5", 10, INK, "bold")
        surface.blit(words, words.get_rect(center=key.center))
