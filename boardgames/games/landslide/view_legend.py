"""Landslide's board legend: the sides' colours, each kind of space, the tokens and the map."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from boardgames.games.landslide.view_track import KIND_SHORT, REGION_RGB
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.widgets.legend import KeyPainter, LegendLine, swatch


def landslide_legend(styles: Sequence[theme.PlayerStyle]) -> list[LegendLine]:
    """The board's legend: the sides' colours, each kind of space, the tokens and the map."""

    def space(kind: str, colour: str = "white", pale: bool = False) -> KeyPainter:
        def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
            rgb = REGION_RGB[colour]
            fill = theme.blend(theme.PANEL, rgb, 0.35) if pale else rgb
            pygame.draw.rect(surface, fill, key)
            pygame.draw.rect(surface, theme.BORDER, key, 1)
            words = render_text(KIND_SHORT[kind], 9, theme.readable_on(fill), "semibold")
            surface.blit(words, words.get_rect(center=key.center))

        return paint

    def pair(first: str, second: str) -> KeyPainter:
        def paint(surface: pygame.Surface, key: pygame.Rect) -> None:
            half = pygame.Rect(key.x, key.y, key.width // 2, key.height)
            pygame.draw.rect(surface, REGION_RGB[first], half)
            pygame.draw.rect(surface, REGION_RGB[second], half.move(half.width, 0))
            pygame.draw.rect(surface, theme.BORDER, key, 1)

        return paint

    def token(surface: pygame.Surface, key: pygame.Rect) -> None:
        at = (key.x + 8, key.centery)
        pygame.draw.circle(surface, styles[0].colour, at, 7)
        pygame.draw.circle(surface, theme.FOCUS, at, 7, 2)
        letter = render_text(styles[0].letter, 9, theme.readable_on(styles[0].colour), "bold")
        surface.blit(letter, letter.get_rect(center=at))

    return [
        LegendLine(pair("red", "yellow"), "Red: the East; yellow: the South"),
        LegendLine(pair("white", "blue"), "White: the Midwest; blue: the West"),
        LegendLine(space("politics", "red", pale=True), "Pale: not a State or Home space"),
        LegendLine(space("state"), "State: draw its side's state; all bid"),
        LegendLine(space("home"), "Home: Vote cards; others lose one"),
        LegendLine(space("open_ballot", pale=True), "Open Ballot: auction an owned state"),
        LegendLine(space("secret_ballot", pale=True), "Secret Ballot: unseen states, one lot"),
        LegendLine(space("politics", pale=True), "Politics: draw a Politics card"),
        LegendLine(space("win_votes", pale=True), "Win Votes: draw a Vote card"),
        LegendLine(space("fly_anywhere", pale=True), "Fly: to any space ahead"),
        LegendLine(token, "A player (ringed: whose turn)"),
        LegendLine(swatch(styles[0].colour), "A state in a player's colour: theirs"),
    ]
