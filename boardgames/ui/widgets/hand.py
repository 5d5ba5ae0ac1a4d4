"""A player's hand (or any set of cards on offer), laid out to fit its rectangle.

Cards are shown as full faces when there is room and as one-line tiles when
there is not; hovering shows a card's whole text and note either way. Only
the cards the game passes in are drawn, so a view that passes the viewer's
own hand can never show anyone else's.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, line_height, render_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.card_face import (
    COMPACT_HEIGHT,
    CardFace,
    CardPicker,
    draw_card,
    key_tag,
)

FULL_SIZE = (190, 110)  # a full face at its most comfortable
MIN_FULL = (118, 76)  # smaller than this, cards become tiles
TILE_HEIGHTS = (40, 26)  # two-line tiles (title and summary) if they fit, else one line
TILE_MIN_WIDTH = 150
TILE_GAP = 4
MORE_LINE = 16


class HandView:
    def __init__(self, title: str = "", empty_text: str = "No cards") -> None:
        self.title = title
        self.empty_text = empty_text
        self.rect = pygame.Rect(0, 0, 300, 200)
        self.faces: list[CardFace] = []  # the cards shown now (a window on the hand)
        self.picker = CardPicker()
        self.scroll = 0  # rows scrolled down when the hand does not fit
        self.first = 0  # index in the hand of the first card shown
        self.above = self.below = 0
        self._all: list[CardFace] = []
        self._enabled: list[bool] = []
        self._key: tuple = ()
        self._time = 0.0
        self._layer = Layer()

    def set_rect(self, rect: pygame.Rect) -> None:
        if rect != self.rect:
            self.rect = pygame.Rect(rect)
            self._key = ()

    def set_cards(self, faces: Sequence[CardFace], enabled: Sequence[bool]) -> None:
        """The cards to show and which may be chosen; laid out again only when they change."""
        key = (tuple(faces), tuple(enabled), tuple(self.rect), self.scroll)
        if key == self._key:
            return
        if tuple(faces) != tuple(self._all):
            self.scroll = 0
            key = (*key[:3], 0)
        self._key = key
        self._all, self._enabled = list(faces), [bool(on) for on in enabled]
        rects, self.first = self._layout(len(self._all))
        self.faces = self._all[self.first : self.first + len(rects)]
        self.above = self.first
        self.below = len(self._all) - self.first - len(rects)
        self.picker.set(rects, self._enabled[self.first : self.first + len(rects)])

    def used_bottom(self) -> int:
        """Where what the hand draws ends (its cards, or its "no cards" line): the panel's
        room below is free for something else."""
        if not self.faces:
            return self._content().y + line_height(14)
        return max(rect.bottom for rect in self.picker.rects) + (MORE_LINE if self.below else 0)

    def _content(self) -> pygame.Rect:
        top = self.rect.y + (30 if self.title else 8)
        return pygame.Rect(self.rect.x + 8, top, self.rect.width - 16, self.rect.bottom - top - 8)

    def _layout(self, count: int) -> tuple[list[pygame.Rect], int]:
        """Full faces in a grid if all fit at a readable size, else a scrolling list of tiles."""
        area = self._content()
        if count == 0:
            return [], 0
        gap = 8
        best: tuple[int, int, int, int] | None = None  # (area, columns, width, height)
        for columns in range(1, count + 1):
            rows = math.ceil(count / columns)
            width = min(FULL_SIZE[0], (area.width - gap * (columns - 1)) // columns)
            height = min(FULL_SIZE[1], (area.height - gap * (rows - 1)) // rows)
            if width < MIN_FULL[0]:
                break
            if height >= MIN_FULL[1] and (best is None or width * height >= best[0]):
                best = (width * height, columns, width, height)  # ties: more columns
        if best is not None:
            _, columns, width, height = best
            return self._grid(area, count, columns, width, height, gap), 0
        columns = max(1, min(count, area.width // TILE_MIN_WIDTH))
        rows_total = math.ceil(count / columns)
        for tile_h in TILE_HEIGHTS:
            rows_fit = max(1, (area.height + TILE_GAP) // (tile_h + TILE_GAP))
            if rows_fit >= min(rows_total, 4):
                break
        if rows_total > rows_fit:  # keep a line at the foot for "N more (scroll)"
            rows_fit = max(1, (area.height - MORE_LINE + TILE_GAP) // (tile_h + TILE_GAP))
        self.scroll = max(0, min(self.scroll, rows_total - rows_fit))
        first = self.scroll * columns
        shown = min(count - first, rows_fit * columns)
        width = (area.width - TILE_GAP * (columns - 1)) // columns
        return self._grid(area, shown, columns, width, tile_h, TILE_GAP), first

    @staticmethod
    def _grid(
        area: pygame.Rect, count: int, columns: int, width: int, height: int, gap: int
    ) -> list[pygame.Rect]:
        rects = []
        for index in range(count):
            row, col = divmod(index, columns)
            x = area.x + col * (width + gap)
            rects.append(pygame.Rect(x, area.y + row * (height + gap), width, height))
        return rects

    def scroll_by(self, rows: int) -> None:
        if (rows < 0 and self.above) or (rows > 0 and self.below):
            self.scroll = max(0, self.scroll + rows)
            self.set_cards(self._all, self._enabled)

    # -- input ----------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> int | None:
        """The index in the hand of the card chosen by this event, or None.

        The wheel scrolls a hand too long to show; so do Page Up / Page Down
        while a card is to be chosen from it.
        """
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll_by(-event.y)
            return None
        if event.type == pygame.KEYDOWN and self.picker.active:
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                rows = max(1, len(self.faces) // 2)
                self.scroll_by(rows if event.key == pygame.K_PAGEDOWN else -rows)
                return None
        chosen = self.picker.handle(event)
        return None if chosen is None else self.first + chosen

    def face_at(self, pos: tuple[int, int]) -> CardFace | None:
        for rect, face in zip(self.picker.rects, self.faces, strict=False):
            if rect.collidepoint(pos):
                return face
        return None

    @property
    def compact(self) -> bool:
        return bool(self.picker.rects) and self.picker.rects[0].height < COMPACT_HEIGHT

    # -- frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._time += dt

    def draw(self, surface: pygame.Surface, panel: bool = True) -> None:
        """The cards (one cached layer), then the glow of those that may be chosen and the
        count of cards scrolled out of sight."""
        self.draw_cards(surface, panel)
        self.draw_lit(surface)

    def draw_cards(self, surface: pygame.Surface, panel: bool = True) -> None:
        """The cards as they stand (one cached layer)."""
        picker = self.picker
        count = min(len(picker.rects), len(self.faces))
        focused = tuple(picker.is_focused(i) for i in range(count))
        hints = tuple(picker.hint(i) for i in range(count))
        enabled = tuple(picker.enabled[:count])
        key = (panel, self.title, self.empty_text, tuple(self.faces), tuple(picker.rects))
        key += (enabled, focused, hints)
        self._layer.draw(
            surface, self.rect, key, lambda: self._paint(surface, panel, focused, hints)
        )

    def draw_lit(self, surface: pygame.Surface) -> None:
        """Over the cards: the glow of those that may be chosen, the count scrolled away."""
        picker = self.picker
        count = min(len(picker.rects), len(self.faces))
        focused = tuple(picker.is_focused(i) for i in range(count))
        hints = tuple(picker.hint(i) for i in range(count))
        enabled = tuple(picker.enabled[:count])
        glow = theme.blend(theme.ACCENT, theme.FOCUS, 0.5 + 0.5 * math.sin(self._time * 5))
        for index in range(count):
            if enabled[index] and not focused[index]:
                rect = picker.rects[index]
                pygame.draw.rect(surface, glow, rect.inflate(4, 4), 2, border_radius=8)
                if hints[index]:  # its key tag reaches over the glow: on top, as painted
                    key_tag(surface, rect, hints[index], 12)
        if self.faces and (self.above or self.below):  # after the glow, which may reach it
            parts = [
                f"{n} {word}" for n, word in ((self.above, "above"), (self.below, "below")) if n
            ]
            how = " (PgUp/PgDn)" if self.picker.active else " (scroll)"  # the keys while choosing
            words = fit_text(", ".join(parts) + how, 12, self.rect.width - 20)
            more = render_text(words, 12, theme.ACCENT)
            surface.blit(
                more, more.get_rect(bottomright=(self.rect.right - 10, self.rect.bottom - 5))
            )

    def _paint(
        self,
        surface: pygame.Surface,
        panel: bool,
        focused: tuple[bool, ...],
        hints: tuple[str, ...],
    ) -> None:
        if panel:
            draw_panel(surface, self.rect, self.title or None)
        if not self.faces:
            text = render_text(self.empty_text, 14, theme.TEXT_DIM)
            surface.blit(text, self._content().topleft)
            return
        for index, (rect, face) in enumerate(zip(self.picker.rects, self.faces, strict=False)):
            draw_card(surface, rect, face, focused=focused[index])
            if hints[index] and self.picker.enabled[index]:
                key_tag(surface, rect, hints[index], 12)
