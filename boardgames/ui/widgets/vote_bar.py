"""The electoral-vote bar: each player's votes filling toward the majority line."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text


class VoteBar:
    """Players' totals side by side in one bar of ``total`` votes, with the majority marked.

    With two players the first fills from the left and the second from the
    right, as on an election-night tally; with more, segments stack from the left.
    """

    def __init__(self, total: int, majority: int) -> None:
        self.rect = pygame.Rect(0, 0, 600, 40)
        self.total = total
        self.majority = majority
        self.shown: list[float] = []

    def update(self, votes: Sequence[int], dt: float) -> None:
        """Ease the shown totals toward the real ones so gains are seen to happen."""
        if len(self.shown) != len(votes):
            self.shown = [float(v) for v in votes]
        for index, target in enumerate(votes):
            gap = target - self.shown[index]
            self.shown[index] = (
                target if abs(gap) < 0.5 else self.shown[index] + gap * min(1.0, dt * 6)
            )

    def draw(
        self, surface: pygame.Surface, styles: Sequence[theme.PlayerStyle], names: Sequence[str]
    ) -> None:
        rect = self.rect
        bar = pygame.Rect(rect.x, rect.y + 20, rect.width, rect.height - 20)
        pygame.draw.rect(surface, (60, 66, 82), bar, border_radius=6)
        scale = bar.width / self.total
        if len(self.shown) == 2:
            left = pygame.Rect(bar.x, bar.y, round(self.shown[0] * scale), bar.height)
            right_width = round(self.shown[1] * scale)
            right = pygame.Rect(bar.right - right_width, bar.y, right_width, bar.height)
            for seg, style in ((left, styles[0]), (right, styles[1])):
                if seg.width > 0:
                    pygame.draw.rect(surface, style.colour, seg, border_radius=6)
            marks = [bar.x + round(self.majority * scale), bar.right - round(self.majority * scale)]
        else:
            x = bar.x
            for value, style in zip(self.shown, styles, strict=False):
                width = round(value * scale)
                pygame.draw.rect(surface, style.colour, (x, bar.y, width, bar.height))
                x += width
            marks = [bar.x + round(self.majority * scale)]
        for mark in marks:
            pygame.draw.line(surface, theme.FOCUS, (mark, bar.y - 4), (mark, bar.bottom + 2), 2)
        label = render_text(f"{self.majority} to win", 13, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midbottom=(bar.centerx, bar.y - 2)))
        for index, (name, style) in enumerate(zip(names, styles, strict=False)):
            text = render_text(
                f"{style.letter}  {name}: {round(self.shown[index])}", 16, theme.TEXT, "semibold"
            )
            if len(names) == 2 and index == 1:
                surface.blit(text, text.get_rect(topright=(rect.right, rect.y)))
            else:
                surface.blit(text, (rect.x + index * (rect.width // max(1, len(names))), rect.y))
