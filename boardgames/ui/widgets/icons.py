"""Small icons drawn with shapes: tokens, markers and card suits.

The fonts carry letters, not symbols, so every pictogram on the board is drawn
here from rectangles, polygons and arcs. Each function draws into ``rect`` (or
around a centre) so callers can size icons to the text beside them.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text

Colour = theme.Colour
OUTLINE: Colour = (30, 30, 36)
UNDECIDED_STRIPES: Colour = (96, 96, 108)  # a state only a card draw could settle


def octagon_points(rect: pygame.Rect) -> list[tuple[float, float]]:
    """The eight corners of an octagon filling ``rect`` (stretched if it is not square)."""
    cut = min(rect.width, rect.height) * 0.3
    x, y, r, b = rect.x, rect.y, rect.right - 1, rect.bottom - 1
    return [
        (x + cut, y),
        (r - cut, y),
        (r, y + cut),
        (r, b - cut),
        (r - cut, b),
        (x + cut, b),
        (x, b - cut),
        (x, y + cut),
    ]


def draw_cube(surface: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour) -> None:
    """A Populace cube: a square with a lighter top face, so it reads as a block."""
    pygame.draw.rect(surface, fill, rect)
    top = pygame.Rect(rect.x, rect.y, rect.width, max(2, rect.height // 4))
    pygame.draw.rect(surface, theme.blend(fill, (255, 255, 255), 0.35), top)
    pygame.draw.rect(surface, edge, rect, 1)


def draw_octagon(surface: pygame.Surface, rect: pygame.Rect, fill: Colour, edge: Colour) -> None:
    """A Politician octagon."""
    points = octagon_points(rect)
    pygame.draw.polygon(surface, fill, points)
    pygame.draw.polygon(surface, edge, points, 1)


def draw_token(
    surface: pygame.Surface,
    kind: str,
    rect: pygame.Rect,
    fill: Colour,
    edge: Colour,
    text: str = "",
    size: int = 11,
) -> None:
    """A token shape (``cube`` or ``octagon``) with optional text centred on it."""
    (draw_cube if kind == "cube" else draw_octagon)(surface, rect, fill, edge)
    if text:
        label = render_text(text, size, theme.readable_on(fill), "bold")
        surface.blit(label, label.get_rect(center=(rect.centerx, rect.centery + 1)))


def draw_cylinder(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour = (18, 18, 20)
) -> None:
    """A Lockdown cylinder: a black drum with a pale rim, outlined so it shows on dark fills."""
    cap = max(4, rect.height * 2 // 5)
    body = pygame.Rect(rect.x, rect.y + cap // 2, rect.width, rect.height - cap)
    halo = (235, 235, 235)
    pygame.draw.rect(surface, halo, body.inflate(2, 0))
    pygame.draw.ellipse(surface, halo, (rect.x - 1, rect.bottom - cap - 1, rect.width + 2, cap + 2))
    pygame.draw.rect(surface, colour, body)
    pygame.draw.ellipse(surface, colour, (rect.x, rect.bottom - cap, rect.width, cap))
    top = pygame.Rect(rect.x, rect.y, rect.width, cap)
    pygame.draw.ellipse(surface, theme.blend(colour, (255, 255, 255), 0.45), top)
    pygame.draw.ellipse(surface, halo, top, 1)


def draw_dome(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = OUTLINE) -> None:
    """A capitol: steps, columns, and a dome (the map's legislature-state icon)."""
    w, h = rect.width, rect.height
    base = pygame.Rect(rect.x, rect.bottom - max(2, h // 6), w, max(2, h // 6))
    pygame.draw.rect(surface, colour, base)
    top_y = rect.y + h * 0.45
    for i in range(4):
        x = rect.x + w * (0.15 + 0.7 * i / 3)
        pygame.draw.line(surface, colour, (x, top_y), (x, base.y), max(1, w // 10))
    pygame.draw.rect(surface, colour, (rect.x + w * 0.05, top_y - 2, w * 0.9, 3))
    dome = pygame.Rect(rect.x + w * 0.22, rect.y + h * 0.12, w * 0.56, h * 0.62)
    pygame.draw.ellipse(surface, colour, dome)
    pygame.draw.rect(surface, colour, (rect.x + w * 0.1, top_y - 1, w * 0.8, h * 0.1))
    pygame.draw.line(surface, colour, (rect.centerx, rect.y), (rect.centerx, dome.y + 1), 1)


def draw_chain(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """Two linked rings (the Slavery suit)."""
    w, h = rect.width, rect.height
    thick = max(1, w // 8)
    left = pygame.Rect(rect.x, rect.y + h * 0.2, w * 0.6, h * 0.6)
    right = pygame.Rect(rect.x + w * 0.4, rect.y + h * 0.2, w * 0.6, h * 0.6)
    pygame.draw.ellipse(surface, colour, left, thick)
    pygame.draw.ellipse(surface, colour, right, thick)


def draw_anchor(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """An anchor (the Trade suit): shank, stock, ring and curved arms."""
    w, h = rect.width, rect.height
    thick = max(1, w // 9)
    cx = rect.centerx
    pygame.draw.circle(surface, colour, (cx, rect.y + h * 0.12), max(2, w // 9), thick)
    pygame.draw.line(surface, colour, (cx, rect.y + h * 0.22), (cx, rect.bottom - 2), thick)
    pygame.draw.line(
        surface,
        colour,
        (rect.x + w * 0.25, rect.y + h * 0.32),
        (rect.right - w * 0.25, rect.y + h * 0.32),
        thick,
    )
    arc = pygame.Rect(rect.x + w * 0.08, rect.y + h * 0.2, w * 0.84, h * 0.78)
    pygame.draw.arc(surface, colour, arc, 3.5, 5.95, thick)


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """An arrow pointing west (the Western Expansion suit)."""
    w, h = rect.width, rect.height
    cy = rect.centery
    pygame.draw.polygon(
        surface,
        colour,
        [
            (rect.x, cy),
            (rect.x + w * 0.45, rect.y + h * 0.12),
            (rect.x + w * 0.45, rect.bottom - h * 0.12),
        ],
    )
    pygame.draw.rect(surface, colour, (rect.x + w * 0.4, cy - h * 0.14, w * 0.6, h * 0.28))


def draw_card_back(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A small card outline (for counts of cards in hand)."""
    pygame.draw.rect(surface, colour, rect, border_radius=2)
    pygame.draw.rect(surface, OUTLINE, rect, 1, border_radius=2)


def draw_star(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A five-pointed star (marks a winner where there is no room for the word)."""
    cx, cy = rect.center
    outer = min(rect.width, rect.height) / 2
    points = [
        (
            cx + (outer if i % 2 == 0 else outer * 0.42) * math.sin(math.pi * i / 5),
            cy - (outer if i % 2 == 0 else outer * 0.42) * math.cos(math.pi * i / 5),
        )
        for i in range(10)
    ]
    pygame.draw.polygon(surface, colour, points)


def draw_hatch(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A swatch of land with diagonal stripes (the map's mark for a state won on a tie-break)."""
    pygame.draw.rect(surface, theme.LAND, rect, border_radius=2)
    clip = surface.get_clip()
    surface.set_clip(rect)
    for start in range(rect.x - rect.height, rect.right, 5):
        pygame.draw.line(surface, colour, (start, rect.bottom), (start + rect.height, rect.y), 2)
    surface.set_clip(clip)
    pygame.draw.rect(surface, OUTLINE, rect, 1, border_radius=2)


ICONS: dict[str, Callable[[pygame.Surface, pygame.Rect, Colour], None]] = {
    "chain": draw_chain,
    "anchor": draw_anchor,
    "arrow": draw_arrow,
    "dome": draw_dome,
    "cylinder": draw_cylinder,
    "card": draw_card_back,
    "star": draw_star,
    "hatch": draw_hatch,
    "hatch_undecided": lambda s, r, c: draw_hatch(s, r, UNDECIDED_STRIPES),
    "cube": lambda s, r, c: draw_cube(s, r, c, OUTLINE),
    "octagon": lambda s, r, c: draw_octagon(s, r, c, OUTLINE),
}


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect, colour: Colour) -> None:
    """Draw the named icon into ``rect``; an unknown name draws a plain dot."""
    painter = ICONS.get(name)
    if painter is None:
        pygame.draw.circle(surface, colour, rect.center, min(rect.width, rect.height) // 3)
        return
    painter(surface, rect, colour)


def draw_badge(
    surface: pygame.Surface, center: tuple[int, int], radius: int, fill: Colour, letter: str
) -> None:
    """A player's disc with their letter (colour is never the only signal)."""
    pygame.draw.circle(surface, fill, center, radius)
    pygame.draw.circle(surface, OUTLINE, center, radius, 1)
    label = render_text(letter, max(9, int(radius * 1.1)), theme.readable_on(fill), "bold")
    surface.blit(label, label.get_rect(center=(center[0], center[1] + 1)))
