"""The game log: every event in words, newest at the bottom, scrollable with the wheel."""

from __future__ import annotations

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import line_height, render_text, wrap_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.button import draw_panel, panel_top

TEXT_SIZE = 14
TITLE = "Game log"


class LogPanel:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 300, 200)
        self.lines: list[str] = []
        self.scroll = 0  # lines scrolled up from the newest
        self._wrapped: list[str] = []
        self._wrapped_count = 0
        self._wrapped_width = 0
        self._layer = Layer()

    def set_lines(self, lines: list[str]) -> None:
        """Show these lines. Any change but lines added at the end (undo, or the log as a new
        viewer may read it) throws the wrapped text away, so no old line stays on screen."""
        if lines == self.lines:
            return
        old = self.lines
        if not (len(lines) > len(old) and lines[: len(old)] == old):
            self._wrapped, self._wrapped_count = [], 0
        self.lines = list(lines)
        self.scroll = 0

    def look(self) -> tuple[int, str | None, int]:
        """Names what ``draw`` shows: how many lines (the log only grows, or starts again
        for an undo or a new viewer, which the caller's key names), the newest, the scroll."""
        return (len(self.lines), self.lines[-1] if self.lines else None, self.scroll)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(len(self._wrapped) - 1, self.scroll + event.y * 2))
            return True
        return False

    def _wrap(self, width: int) -> list[str]:
        if self._wrapped_count != len(self.lines) or self._wrapped_width != width:
            # Wrap only what was added since last time (the log only grows, except on undo).
            if self._wrapped_width != width or self._wrapped_count > len(self.lines):
                self._wrapped, self._wrapped_count = [], 0
            for line in self.lines[self._wrapped_count :]:
                self._wrapped.extend(wrap_text(line, TEXT_SIZE, width) or [""])
            self._wrapped_count, self._wrapped_width = len(self.lines), width
        return self._wrapped

    def draw(self, surface: pygame.Surface) -> None:
        """The panel and the newest lines that fit (a cached layer until they change)."""
        top = panel_top(self.rect, TITLE)
        wrapped = self._wrap(self.rect.width - 24)
        step = line_height(TEXT_SIZE)
        rows = max(1, (self.rect.bottom - top - 8) // step - (1 if self.scroll else 0))
        end = len(wrapped) - self.scroll
        shown = tuple(wrapped[max(0, end - rows) : end])
        self._layer.draw(
            surface, self.rect, (shown, self.scroll), lambda: self._paint(surface, shown)
        )

    def _paint(self, surface: pygame.Surface, shown: tuple[str, ...]) -> None:
        y = draw_panel(surface, self.rect, TITLE)
        step = line_height(TEXT_SIZE)
        for index, line in enumerate(shown):
            newest = index == len(shown) - 1 and self.scroll == 0
            colour = theme.TEXT if newest else theme.TEXT_DIM
            surface.blit(render_text(line, TEXT_SIZE, colour), (self.rect.x + 12, y))
            y += step
        if self.scroll:
            self._draw_scrolled_note(surface)

    def _draw_scrolled_note(self, surface: pygame.Surface) -> None:
        """Scrolled up: how many newer lines wait below, at the log's own size on a dark
        tag, so it reads at a glance ("newer", not "never")."""
        lines = "line" if self.scroll == 1 else "lines"
        note = f"{self.scroll} newer {lines} below: scroll down"
        text = render_text(note, TEXT_SIZE, theme.ACCENT, "semibold")
        tag = text.get_rect(bottomright=(self.rect.right - 14, self.rect.bottom - 6)).inflate(12, 4)
        pygame.draw.rect(surface, theme.BACKGROUND, tag, border_radius=6)
        pygame.draw.rect(surface, theme.ACCENT, tag, 1, border_radius=6)
        surface.blit(text, text.get_rect(center=tag.center))
