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
from boardgames.ui.fonts import render_text

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
    """Two dice that can be thrown with an animation, and a caption under them."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 300, 150)
        self.faces = (5, 3)
        self.caption = ""
        self.verdict = ""
        self.won: bool | None = None
        self.rolling = 0.0
        self.duration = 0.0
        self._wobble = random.Random()
        self._shown = self.faces
        self._tick = 0.0
        self.on_settle: list = []

    @property
    def busy(self) -> bool:
        return self.rolling > 0

    def throw(
        self, faces: tuple[int, int], caption: str, verdict: str, won: bool, seconds: float
    ) -> None:
        self.faces = faces
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

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (28, 70, 52), self.rect, border_radius=12)
        pygame.draw.rect(surface, (90, 60, 30), self.rect, 4, border_radius=12)
        size = min(self.rect.height - 60, self.rect.width // 4)
        cy = self.rect.y + 12 + size / 2
        if self.rolling > 0:
            progress = 1 - self.rolling / max(self.duration, 1e-6)
            hop = abs(math.sin(progress * math.pi * 3)) * (1 - progress) * size * 0.4
            faces = self._shown
            angles = (self.rolling * 900 % 360, -self.rolling * 700 % 360)
        else:
            hop, faces, angles = 0.0, self.faces, (0.0, 0.0)
        for index, face in enumerate(faces):
            cx = self.rect.centerx + (index * 2 - 1) * size * 0.7
            draw_die(surface, (cx, cy - hop * (1 if index else 0.7)), size, face, angles[index])
        if self.rolling <= 0 and self.caption:
            colour = (
                theme.TEXT
                if self.won is None
                else ((120, 230, 140) if self.won else (240, 150, 130))
            )
            line = render_text(f"{self.caption}  {self.verdict}", 18, colour, "semibold")
            surface.blit(line, line.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - 10)))
