"""The map's legend: what the shading, the State Boxes, the leaning symbols, the cubes, the
rail hubs and the boxes at sea mean.

It is the shared board legend (``ui.widgets.legend``) in the Atlantic at the map's lower
right. Where it would cover a State Box (a small window) it starts folded to a tab; the
tab, or the L key, opens and folds it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.view_boxes import INK, PLATE, draw_symbol
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.widgets.icons import draw_cube
from boardgames.ui.widgets.legend import Legend as BoardLegend
from boardgames.ui.widgets.legend import LegendLine

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


class Legend(BoardLegend):
    """The shared legend in the Atlantic at the map's lower right, with Bull Moose's lines."""

    def place(self, map_rect: pygame.Rect, plates: Iterable[pygame.Rect]) -> None:  # type: ignore[override]
        """Lower right of the map; it starts open only where it covers no State Box."""
        super().place(map_rect, _LINE_SHAPES, plates)

    def handle_click(self, pos: tuple[int, int], map_rect: pygame.Rect | None = None) -> bool:  # type: ignore[override]
        return super().handle_click(pos)

    def draw(  # type: ignore[override]
        self,
        surface: pygame.Surface,
        state: BMState,
        styles: Sequence[theme.PlayerStyle],
        cached: bool = True,
    ) -> None:
        """The legend, a cached layer unless not ``cached`` (drawn in part, under a clip)."""
        lines = [
            LegendLine(lambda s, key, kind=kind: _draw_key(s, kind, key, state, styles), words)
            for kind, words in LINES
        ]
        super().draw(surface, lines, (state, tuple(styles)) if cached else None)


_LINE_SHAPES = [LegendLine(lambda surface, key: None, words) for _, words in LINES]


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
