"""The electoral-vote bar: each player's votes filling toward the majority line."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, get_font, render_text
from boardgames.ui.layer_cache import Layer


class VoteBar:
    """Players' totals side by side in one bar of ``total`` votes, with the majority marked.

    With two players the first fills from the left and the second from the
    right, as on an election-night tally; with more, segments stack from the left.
    """

    def __init__(self, total: int, majority: int) -> None:
        self.rect = pygame.Rect(0, 0, 600, 40)
        self.total = total
        self.majority = majority
        # The words by the bar; with several wordings (longest first) the first that fits shows.
        self.caption: str | tuple[str, ...] = f"{majority} to win"
        self.shown: list[float] = []  # the fills, easing toward ``votes``
        self.votes: list[int] = []  # the totals themselves, which the numbers always show
        self._layer = Layer()

    def _caption_for(self, room: int) -> str:
        """The longest wording of the caption that fits ``room`` pixels (the last one cut short)."""
        wordings = (self.caption,) if isinstance(self.caption, str) else self.caption
        font = get_font(13)
        for wording in wordings:
            if font.size(wording)[0] <= room:
                return wording
        return fit_text(wordings[-1], 13, room) if wordings else ""

    def update(self, votes: Sequence[int], dt: float) -> None:
        """Ease the fills toward the real totals so gains are seen to happen (the numbers
        show the totals at once: a frame loop that rests mid-ease must not leave them wrong)."""
        self.votes = list(votes)
        if len(self.shown) != len(votes):
            self.shown = [float(v) for v in votes]
        for index, target in enumerate(votes):
            gap = target - self.shown[index]
            self.shown[index] = (
                target if abs(gap) < 0.5 else self.shown[index] + gap * min(1.0, dt * 6)
            )

    @property
    def easing(self) -> bool:
        """Whether the fills are still on their way to the totals (the screen needs frames)."""
        return self.shown != [float(v) for v in self.votes]

    def draw(
        self, surface: pygame.Surface, styles: Sequence[theme.PlayerStyle], names: Sequence[str]
    ) -> None:
        """The bar (a cached layer while the fills and words stay), then the majority marks'
        ends that reach below it."""
        key = (tuple(self.shown), tuple(self.votes), tuple(styles), tuple(names), self.caption)
        key += (self.total, self.majority)
        duel = len(self.shown) == 2
        paint = self._draw_duel if duel else self._draw_lanes
        if self._layer.draw(surface, self.rect, key, lambda: paint(surface, styles, names)):
            clip = surface.get_clip()
            below = pygame.Rect(self.rect.x, self.rect.bottom, self.rect.width, 3)
            surface.set_clip(below.clip(clip))
            self._draw_marks(surface, duel)
            surface.set_clip(clip)

    def _draw_duel(
        self, surface: pygame.Surface, styles: Sequence[theme.PlayerStyle], names: Sequence[str]
    ) -> None:
        """Two players: one bar filled from both ends, as on an election-night tally."""
        rect = self.rect
        bar = pygame.Rect(rect.x, rect.y + 20, rect.width, rect.height - 20)
        pygame.draw.rect(surface, (60, 66, 82), bar, border_radius=6)
        scale = bar.width / self.total
        left = pygame.Rect(bar.x, bar.y, round(self.shown[0] * scale), bar.height)
        right_width = round(self.shown[1] * scale)
        right = pygame.Rect(bar.right - right_width, bar.y, right_width, bar.height)
        for seg, style in ((left, styles[0]), (right, styles[1])):
            if seg.width > 0:
                pygame.draw.rect(surface, style.colour, seg, border_radius=6)
        self._draw_marks(surface, True)
        texts = [
            render_text(f"{style.letter}  {name}: {round(value)}", 16, theme.TEXT, "semibold")
            for name, style, value in zip(names, styles, self.votes, strict=False)
        ]
        surface.blit(texts[0], (rect.x, rect.y))
        surface.blit(texts[1], texts[1].get_rect(topright=(rect.right, rect.y)))
        # The caption sits between the names, shortened if the window is narrow.
        room = rect.width - 2 * max(t.get_width() for t in texts) - 24
        label = render_text(self._caption_for(room), 13, theme.TEXT_DIM)
        surface.blit(label, label.get_rect(midbottom=(bar.centerx, bar.y - 2)))

    def _draw_lanes(
        self, surface: pygame.Surface, styles: Sequence[theme.PlayerStyle], names: Sequence[str]
    ) -> None:
        """Three or more: one lane each, all from zero, each labelled at its end."""
        rect = self.rect
        label = render_text(self._caption_for(rect.width), 13, theme.TEXT_DIM)
        surface.blit(label, (rect.x, rect.y))
        bar = pygame.Rect(rect.x, rect.y + 18, rect.width, rect.height - 18)
        pygame.draw.rect(surface, (60, 66, 82), bar, border_radius=6)
        scale = (bar.width - 4) / self.total
        lanes = max(1, len(self.shown))
        lane_h = max(3, (bar.height - 4 - 2 * (lanes - 1)) // lanes)
        size = max(9, min(14, lane_h))
        for index, (value, style) in enumerate(zip(self.shown, styles, strict=False)):
            total = self.votes[index] if index < len(self.votes) else round(value)
            y = bar.y + 2 + index * (lane_h + 2)
            width = round(value * scale)
            if width > 0:
                pygame.draw.rect(
                    surface, style.colour, (bar.x + 2, y, width, lane_h), border_radius=3
                )
            name = names[index] if index < len(names) else ""
            text = render_text(f"{style.letter} {name}: {total}", size, theme.TEXT, "semibold")
            spot = text.get_rect(midleft=(bar.x + width + 8, y + lane_h // 2))
            if spot.right > bar.right - 4:  # no room after the bar: inside its end
                ink = theme.readable_on(style.colour)
                text = render_text(f"{style.letter} {name}: {total}", size, ink, "semibold")
                spot = text.get_rect(midright=(bar.x + width - 4, y + lane_h // 2))
            surface.blit(text, spot)
        self._draw_marks(surface, False)

    def _draw_marks(self, surface: pygame.Surface, duel: bool) -> None:
        """The majority line(s), reaching a little above and below the bar."""
        rect = self.rect
        if duel:
            bar = pygame.Rect(rect.x, rect.y + 20, rect.width, rect.height - 20)
            scale = bar.width / self.total
            for mark in (
                bar.x + round(self.majority * scale),
                bar.right - round(self.majority * scale),
            ):
                pygame.draw.line(surface, theme.FOCUS, (mark, bar.y - 4), (mark, bar.bottom + 2), 2)
            return
        bar = pygame.Rect(rect.x, rect.y + 18, rect.width, rect.height - 18)
        mark = bar.x + 2 + round(self.majority * (bar.width - 4) / self.total)
        pygame.draw.line(surface, theme.FOCUS, (mark, bar.y - 3), (mark, bar.bottom + 2), 2)
