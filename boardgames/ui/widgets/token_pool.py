"""Each player's supply and holdings: one row per player, small shapes with counts.

A row starts with the player's disc and letter and name, then a line of items
(an icon, a count, an optional tooltip): tokens left in the supply drawn in
the player's colour, and whatever else the game wants to show (cards in hand,
saved cards by suit). The player whose turn it is gets a frame and an arrow.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.icons import OUTLINE, draw_badge, draw_icon, draw_token

TOKEN_ICONS = ("cube", "octagon")


@dataclass(frozen=True)
class PoolItem:
    """One thing a player has: an icon, the count beside it, and words for the tooltip."""

    icon: str
    text: str
    colour: theme.Colour | None = None  # None: the player's colour
    tip: str = ""
    gap_before: bool = False  # a little space to group items


class TokenPool:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 320, 120)
        self.row_height = 46
        self._tips: list[tuple[pygame.Rect, str]] = []
        self._layer = Layer()

    def height_for(self, players: int) -> int:
        return players * (self.row_height + 4)

    def draw(
        self,
        surface: pygame.Surface,
        styles: Sequence[theme.PlayerStyle],
        names: Sequence[str],
        items: Sequence[Sequence[PoolItem]],
        active: int | None = None,
        status: Sequence[str] = (),
    ) -> None:
        """One row per player (a cached layer while nothing in the rows changes)."""
        rows = len(styles)
        area = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, rows * (self.row_height + 4))
        key = (self.row_height, tuple(styles), tuple(names), active, tuple(status))
        key += (tuple(tuple(row) for row in items),)
        self._layer.draw(
            surface, area, key, lambda: self._paint(surface, styles, names, items, active, status)
        )
        self._tips = self._layer.extra  # type: ignore[assignment]

    def _paint(
        self,
        surface: pygame.Surface,
        styles: Sequence[theme.PlayerStyle],
        names: Sequence[str],
        items: Sequence[Sequence[PoolItem]],
        active: int | None,
        status: Sequence[str],
    ) -> list[tuple[pygame.Rect, str]]:
        self._tips = []
        y = self.rect.y
        compact = self.row_height < 36
        for player, (style, name) in enumerate(zip(styles, names, strict=True)):
            row = pygame.Rect(self.rect.x, y, self.rect.width, self.row_height)
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, style.colour, 0.18), row, border_radius=8
            )
            if player == active:
                pygame.draw.rect(surface, theme.FOCUS, row, 2, border_radius=8)
            radius = max(7, min(12, (self.row_height - 20) // 2 - 1))
            draw_badge(
                surface,
                (row.x + radius + 6, row.y + radius + 4),
                radius,
                style.colour,
                style.letter,
            )
            x = row.x + 2 * radius + 14
            label = render_text(name, 15, theme.TEXT, "semibold")
            surface.blit(label, (x, row.y + 3))
            if player < len(status) and status[player]:
                colour = theme.ACCENT if player == active else theme.TEXT_DIM
                note = render_text(status[player], 12, colour)
                surface.blit(note, note.get_rect(topright=(row.right - 8, row.y + 5)))
            if compact:  # one line: the items follow the name
                line_y, item_x = row.y + 3, x + label.get_width() + 12
            else:  # two lines: the items run under the badge too
                line_y, item_x = row.bottom - 18, row.x + 8
            self._draw_items(surface, items[player], style, item_x, line_y, row.right - 6)
            y += self.row_height + 4
        return self._tips

    def _draw_items(
        self,
        surface: pygame.Surface,
        items: Sequence[PoolItem],
        style: theme.PlayerStyle,
        x: int,
        y: int,
        right: int,
    ) -> None:
        size = 13
        for item in items:
            if item.gap_before:
                x += 6
            text = render_text(item.text, 13, theme.TEXT, "semibold")
            if x + size + 3 + text.get_width() > right:
                break
            box = pygame.Rect(x, y + 1, size, size)
            colour = item.colour or style.colour
            if item.icon in TOKEN_ICONS:
                draw_token(surface, item.icon, box, colour, OUTLINE)
            else:
                draw_icon(surface, item.icon, box, colour)
            surface.blit(text, (box.right + 3, y))
            end = box.right + 3 + text.get_width()
            if item.tip:
                self._tips.append((pygame.Rect(x, y, end - x, size + 2), item.tip))
            x = end + 6

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """Words for the item under the pointer (set during the last draw)."""
        for rect, tip in self._tips:
            if rect.collidepoint(pos):
                return tip
        return None
