"""President's board legend: what each mark of an animal's box means, with its sample.

The shared legend widget (``ui.widgets.legend``) at the chart's lower right; it starts
folded where it would cover an animal's box (a big table in a small window).
"""

from __future__ import annotations

import pygame

from boardgames.games.president.view_chart import GOLD, SLANDER_RED
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.widgets.legend import KeyPainter, LegendLine


def _pips(*colours: theme.Colour | None, ring: int = 0) -> KeyPainter:
    """A row of small pips as the boxes draw them (None: empty; ``ring``: the ringed one)."""

    def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
        for index, colour in enumerate(colours):
            centre = (key.x + 5 + index * 12, key.centery)
            if colour is None:
                pygame.draw.circle(surface, theme.TEXT_DIM, centre, 5, 1)
            else:
                pygame.draw.circle(surface, colour, centre, 5)
            if index + 1 == ring:
                pygame.draw.circle(surface, GOLD, centre, 7, 1)

    return paint


def _chip(letter: str, fill: theme.Colour, ink: theme.Colour, edge: bool = False) -> KeyPainter:
    def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
        chip = pygame.Rect(key.x, key.y, 16, key.height)
        pygame.draw.rect(surface, fill, chip, border_radius=3)
        if edge:
            pygame.draw.rect(surface, theme.TEXT_DIM, chip, 1, border_radius=3)
        text = render_text(letter, 10, ink, "bold")
        surface.blit(text, text.get_rect(center=chip.center))

    return paint


def _words(
    text: str, colour: theme.Colour = theme.TEXT, fill: theme.Colour | None = None
) -> KeyPainter:
    def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
        words = render_text(text, 10, colour, "bold")
        spot = words.get_rect(midleft=(key.x + 2, key.centery))
        if fill is not None:
            pygame.draw.rect(surface, fill, spot.inflate(6, 2), border_radius=4)
        surface.blit(words, spot)

    return paint


def _medal(surface: pygame.Surface, key: pygame.Rect) -> None:
    centre = (key.x + 7, key.centery)
    pygame.draw.circle(surface, GOLD, centre, 6)
    pygame.draw.circle(surface, (120, 90, 20), centre, 6, 1)


def _camera(surface: pygame.Surface, key: pygame.Rect) -> None:
    box = pygame.Rect(key.x, key.y + 2, 14, key.height - 4)
    pygame.draw.rect(surface, theme.TEXT, box, 1, border_radius=2)
    pygame.draw.circle(surface, theme.TEXT, box.center, 3, 1)
    envelope = box.move(20, 0)
    pygame.draw.rect(surface, theme.TEXT, envelope, 1)
    pygame.draw.lines(
        surface, theme.TEXT, False, [envelope.topleft, envelope.center, envelope.topright], 1
    )


LINES = (
    LegendLine(_pips(theme.TEXT, theme.TEXT, GOLD, None), "VP: filled; gold: medal or token"),
    LegendLine(_pips(theme.TEXT, None, None, ring=3), "Popularity: the 3rd space ringed"),
    LegendLine(_medal, "The medal: the Presidency"),
    LegendLine(_words("#1", theme.TEXT_DIM), "Place on the chart (#1 at the bottom)"),
    LegendLine(_chip("P", theme.LAND, (20, 20, 24)), "Card letter, light: in hand"),
    LegendLine(_chip("P", theme.BACKGROUND, theme.TEXT_DIM, edge=True), "Dark: in the pile"),
    LegendLine(_chip("S", SLANDER_RED, theme.TEXT), "Red: laid as a Slander"),
    LegendLine(_words("S:F", fill=SLANDER_RED), "Slandered by F (*: an envelope)"),
    LegendLine(_camera, "Cameras and envelopes held"),
    LegendLine(_words('"Deal"', theme.TEXT_DIM), "Today's claim; 2/3: claims kept"),
)
