"""The dice tray: dice tumble, then settle on the faces the rules threw.

The tumble is only a show: the result is already decided by the game's seeded
generator. The tray's own wobble uses a separate generator that never touches
the game, so animations cannot change a replay.
"""

from __future__ import annotations

import math
import random

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import draw_fitted, fit_lines, render_text
from boardgames.ui.layer_cache import Layer

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


def draw_die(
    surface: pygame.Surface,
    center: tuple[float, float],
    size: int,
    face: int,
    angle: float = 0.0,
    tint: theme.Colour = (250, 248, 240),
) -> None:
    """One die with pips, optionally turned (drawn on a small surface, then rotated)."""
    die = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(die, tint, die.get_rect(), border_radius=size // 6)
    pygame.draw.rect(die, (60, 60, 70), die.get_rect(), 2, border_radius=size // 6)
    radius = max(2, size // 11)
    for px, py in PIPS[face]:
        pygame.draw.circle(die, (25, 25, 35), (round(px * size), round(py * size)), radius)
    if angle:
        die = pygame.transform.rotate(die, angle)
    surface.blit(die, die.get_rect(center=(round(center[0]), round(center[1]))))


class DiceTray:
    """Two dice that can be thrown with an animation, a line of odds above, a caption below.

    Before the first throw of a game the tray is empty (two blank dice and
    ``idle_caption``). Once settled, the die giving the tens digit is drawn on
    the left and both dice are labelled, so "5 and 3" reads as 53% or 35% at
    a glance.
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 300, 150)
        self.faces: tuple[int, int] | None = None
        self.tens_first = True  # the first face is the tens digit
        self.caption = ""
        self.verdict = ""
        self.won: bool | None = None
        # The contest at hand and its odds, set by the game each frame: the longest
        # wording that fits is shown.
        self.header: tuple[str, ...] = ()
        self.idle_caption = ""  # shown under the empty tray before any throw
        self.rolling = 0.0
        self.duration = 0.0
        self._wobble = random.Random()
        self._shown = (1, 1)
        self._tick = 0.0
        self._layer = Layer()

    @property
    def busy(self) -> bool:
        return self.rolling > 0

    def show(
        self,
        faces: tuple[int, int],
        caption: str,
        verdict: str,
        won: bool,
        tens_first: bool = True,
    ) -> None:
        """Put a settled throw in the tray (after a resume or an undo): no animation."""
        self.throw(faces, caption, verdict, won, 0.0, tens_first)

    def clear(self) -> None:
        """An empty tray: no throw yet in this game."""
        self.faces, self.caption, self.verdict, self.won, self.rolling = None, "", "", None, 0.0

    def throw(
        self,
        faces: tuple[int, int],
        caption: str,
        verdict: str,
        won: bool,
        seconds: float,
        tens_first: bool = True,
    ) -> None:
        self.faces = faces
        self.tens_first = tens_first
        self.caption = caption
        self.verdict = verdict
        self.won = won
        self.duration = self.rolling = max(0.0, seconds)
        self._shown = (self._wobble.randint(1, 6), self._wobble.randint(1, 6))

    def update(self, dt: float) -> bool:
        """Advance the tumble; returns True on the frame the dice settle."""
        if self.rolling <= 0:
            return False
        self.rolling -= dt
        self._tick += dt
        if self._tick > 0.07:
            self._tick = 0.0
            self._shown = (self._wobble.randint(1, 6), self._wobble.randint(1, 6))
        return self.rolling <= 0

    def skip(self) -> None:
        if self.rolling > 0:
            self.rolling = 0.0001

    def _layout(self) -> tuple[int, int, int]:
        """(die size, top of the dice, top of the caption area) for the tray's height."""
        size = max(24, min(self.rect.height - 84, self.rect.width // 5))
        dice_top = self.rect.y + 28
        return size, dice_top, dice_top + size + 18

    def caption_text(self) -> str:
        if self.faces is None:
            return self.idle_caption
        return f"{self.caption} {self.verdict}".strip() if self.caption else ""

    def draw(self, surface: pygame.Surface) -> None:
        """The tray; while the dice rest it is a cached layer (a tumble is drawn afresh)."""
        if self.rolling > 0:
            self._paint(surface)
            return
        key = (self.header, self.faces, self.tens_first, self.caption, self.verdict, self.won)
        key += (self.idle_caption,)
        self._layer.draw(surface, self.rect, key, lambda: self._paint(surface))

    def _paint(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (28, 70, 52), self.rect, border_radius=12)
        pygame.draw.rect(surface, (90, 60, 30), self.rect, 4, border_radius=12)
        inner = self.rect.width - 24
        for wording in self.header:
            head = fit_lines(wording, 14, inner, "semibold", max_lines=1, min_size=11)
            if head.lines == (wording,) or wording == self.header[-1]:
                draw_fitted(surface, head, (200, 225, 205), (self.rect.centerx, self.rect.y + 7))
                break
        size, dice_top, caption_top = self._layout()
        cy = dice_top + size / 2
        centres = [self.rect.centerx + (index * 2 - 1) * size * 0.75 for index in (0, 1)]
        if self.faces is None:
            for cx in centres:
                box = pygame.Rect(0, 0, size, size)
                box.center = (round(cx), round(cy))
                pygame.draw.rect(surface, (60, 100, 80), box, 2, border_radius=size // 6)
        elif self.rolling > 0:
            progress = 1 - self.rolling / max(self.duration, 1e-6)
            hop = abs(math.sin(progress * math.pi * 3)) * (1 - progress) * size * 0.4
            angles = (self.rolling * 900 % 360, -self.rolling * 700 % 360)
            for index, face in enumerate(self._shown):
                lift = hop * (1 if index else 0.7)
                draw_die(surface, (centres[index], cy - lift), size, face, angles[index])
        else:
            faces = self.faces if self.tens_first else self.faces[::-1]
            for index, (face, label) in enumerate(zip(faces, ("tens", "units"), strict=True)):
                draw_die(surface, (centres[index], cy), size, face)
                tag = render_text(label, 12, (200, 225, 205), "semibold")
                surface.blit(tag, tag.get_rect(midtop=(round(centres[index]), dice_top + size + 2)))
        text = "" if self.rolling > 0 else self.caption_text()
        if text:
            colour = (
                theme.TEXT
                if self.won is None or self.faces is None
                else ((120, 230, 140) if self.won else (240, 150, 130))
            )
            room = self.rect.bottom - 6 - caption_top
            fitted = fit_lines(text, 18, inner, "semibold", 2, 11, max_height=room)
            top = caption_top + max(0, (room - fitted.height) // 2)
            draw_fitted(surface, fitted, colour, (self.rect.centerx, top))
