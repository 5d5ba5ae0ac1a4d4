"""The round track: numbered spaces, the current round marked, and a last space.

Games that run a fixed number of rounds and then a final phase (Corrupt
Bargain's Final Push, an election count) show where they are at a glance.
"""

from __future__ import annotations

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import Layer


class RoundTrack:
    def __init__(self, total: int, final_label: str = "Final") -> None:
        self.total = total
        self.final_label = final_label
        self.rect = pygame.Rect(0, 0, 240, 50)
        self._layer = Layer()

    def draw(self, surface: pygame.Surface, current: int, final: bool, title: str) -> None:
        """``current`` is the round being played; ``final`` marks the last space instead."""
        key = (current, final, title, self.total, self.final_label)
        self._layer.draw(
            surface, self.rect, key, lambda: self._paint(surface, current, final, title)
        )

    def _paint(self, surface: pygame.Surface, current: int, final: bool, title: str) -> None:
        heading = render_text(title, 15, theme.TEXT, "semibold")
        surface.blit(heading, (self.rect.x, self.rect.y))
        top = self.rect.y + heading.get_height() + 4
        final_text = render_text(self.final_label, 11, theme.TEXT_DIM, "semibold")
        final_w = final_text.get_width() + 10
        room = self.rect.width - final_w - 4
        step = room / self.total
        size = max(6, min(18, int(step) - 2))
        height = min(18, self.rect.bottom - top)
        for number in range(1, self.total + 1):
            x = self.rect.x + round((number - 1) * step)
            box = pygame.Rect(x, top, size, height)
            if number == current and not final:
                fill, ink = theme.ACCENT, (20, 20, 24)
            elif number < current or final:
                fill, ink = theme.blend(theme.PANEL, theme.ACCENT, 0.25), theme.TEXT_DIM
            else:
                fill, ink = theme.PANEL, theme.TEXT_DIM
            pygame.draw.rect(surface, fill, box, border_radius=3)
            if size >= 12:
                label = render_text(str(number), 10, ink, "semibold")
                surface.blit(label, label.get_rect(center=box.center))
        last = pygame.Rect(self.rect.right - final_w, top, final_w, height)
        pygame.draw.rect(surface, theme.ACCENT if final else theme.PANEL, last, border_radius=3)
        ink = (20, 20, 24) if final else theme.TEXT_DIM
        final_text = render_text(self.final_label, 11, ink, "semibold")
        surface.blit(final_text, final_text.get_rect(center=last.center))
