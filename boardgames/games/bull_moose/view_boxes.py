"""Bull Moose's State Boxes on the map, as the board prints them: postal code and electoral
votes on a plate (round-ended for a swing state), with the unit's leaning symbols.

A plate sits where the map's ``units`` layer puts the unit's box; a small eastern state's
plate covers its box at sea (widened to its words in a small window). California's two units each get a plate. The plates'
places are worked out apart from the drawing (``plate_rects``), so the tests can check
that every unit's label is drawn and fits: inside the map, inside its box at sea, and
clear of every other plate.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from boardgames.games.bull_moose.map_layers import BullMooseMap
from boardgames.games.bull_moose.rules import BMState
from boardgames.ui import theme
from boardgames.ui.fonts import get_font, render_text
from boardgames.ui.widgets.map_view import MapView

PLATE: theme.Colour = (246, 241, 226)  # the box's paper
INK: theme.Colour = (28, 28, 34)
SYMBOL_GREY: theme.Colour = (150, 150, 150)  # a party with no seat at this table


@dataclass(frozen=True)
class Plate:
    """One unit's State Box on screen: its rect, its words, its leaning symbols' row."""

    unit: str
    rect: pygame.Rect
    text: str
    size: int  # the words' font size
    leaning: tuple[str, ...]
    symbols: pygame.Rect  # inside the plate, or just right of a box at sea
    swing: bool
    at_sea: bool  # over a small state's box at sea


SEA_LEAST = 10  # a box at sea's words never get smaller than this


def label_size(map_view: MapView) -> int:
    """The plates' font size: it follows the map's scale, within reading limits."""
    return max(SEA_LEAST, min(14, round(14 * map_view.scale)))


def unit_text(state: BMState, unit_id: str) -> str:
    """ "OH 24": the postal code and the votes (California's boxes: "CA 11", "CA 2")."""
    unit = state.board.units[unit_id]
    return f"{unit.state} {unit.ev}"


def plate_rects(state: BMState, layers: BullMooseMap, map_view: MapView) -> dict[str, Plate]:
    """Where each unit's plate goes on screen (absolute coordinates)."""
    size = label_size(map_view)
    symbol = size + 1  # a leaning symbol's side
    plates: dict[str, Plate] = {}
    for uid, box in layers.units.items():
        unit = state.board.units[uid]
        text = unit_text(state, uid)
        leaning = tuple(unit.leaning)
        row = pygame.Rect(0, 0, len(leaning) * (symbol + 2), symbol)
        sea = map_view.box_rect(unit.state)
        if sea is not None:  # the plate covers the box, widened to the words if need be
            words = max(SEA_LEAST, min(size, sea.height - 2))
            width, height = get_font(words, "bold").size(text)
            rect = sea.inflate(-2, -2)
            rect.inflate_ip(max(0, width + 6 - rect.width), max(0, height - rect.height))
            rect.center = sea.center
            row.midleft = (rect.right + 3, sea.centery)  # the symbols stand just right of it
        else:
            words = size
            width, height = get_font(size, "bold").size(text)
            rect = pygame.Rect(0, 0, width + 8 + row.width, max(height, symbol) + 2)
            x0, y0, w, h = box.rect
            cx, cy = map_view.to_screen((x0 + w / 2, y0 + h / 2))
            rect.center = (round(cx), round(cy))
            row.midleft = (rect.x + 6 + width, rect.centery)
        plates[uid] = Plate(uid, rect, text, words, leaning, row, unit.swing, sea is not None)
    _spread(plates, state)
    return plates


def _spread(plates: dict[str, Plate], state: BMState) -> None:
    """Move plates that overlap apart: the one with fewer votes gives way, by the shortest
    step (up, down, left or right) that clears every plate placed before it."""
    ev = {uid: state.board.units[uid].ev for uid in plates}
    order = sorted(plates, key=lambda uid: (not plates[uid].at_sea, -ev[uid], uid))
    placed: list[pygame.Rect] = []
    for uid in order:
        plate = plates[uid]
        rect = plate.rect
        if not plate.at_sea:
            if rect.collidelist(placed) >= 0:
                dx, dy = _shortest_clear(rect, placed)
                rect.move_ip(dx, dy)
                plate.symbols.move_ip(dx, dy)
        placed.append(rect)


def _shortest_clear(rect: pygame.Rect, placed: list[pygame.Rect]) -> tuple[int, int]:
    """The smallest move of ``rect`` that overlaps none of ``placed`` (tried outward)."""
    for step in range(1, 80):
        for dx, dy in ((0, step), (0, -step), (step, 0), (-step, 0)):
            moved = rect.move(dx, dy)
            if not any(moved.colliderect(other) for other in placed):
                return dx, dy
    return 0, 0


def draw_plates(
    surface: pygame.Surface,
    origin: tuple[int, int],
    state: BMState,
    plates: Mapping[str, Plate],
    styles: Sequence[theme.PlayerStyle],
) -> None:
    """Every plate, onto a layer whose top-left is ``origin`` on screen."""
    ox, oy = origin
    for plate in plates.values():
        rect = plate.rect.move(-ox, -oy)
        radius = rect.height // 2 if plate.swing else 3
        pygame.draw.rect(surface, PLATE, rect, border_radius=radius)
        pygame.draw.rect(surface, INK, rect, 1, border_radius=radius)
        words = render_text(plate.text, plate.size, INK, "bold")
        if plate.at_sea:
            surface.blit(words, words.get_rect(center=rect.center))
        else:
            surface.blit(words, words.get_rect(midleft=(rect.x + 4, rect.centery)))
        row = plate.symbols.move(-ox, -oy)
        side = row.height
        for index, party in enumerate(plate.leaning):
            tag = pygame.Rect(row.x + index * (side + 2), row.y, side, side)
            draw_symbol(surface, tag, party, state, styles)


def draw_symbol(
    surface: pygame.Surface,
    rect: pygame.Rect,
    party: str,
    state: BMState,
    styles: Sequence[theme.PlayerStyle],
) -> None:
    """A party's leaning symbol: its letter on its candidate's colour (grey if not seated)."""
    colour = styles[state.cand.index(party)].colour if party in state.cand else SYMBOL_GREY
    pygame.draw.rect(surface, colour, rect, border_radius=2)
    pygame.draw.rect(surface, INK, rect, 1, border_radius=2)
    letter = render_text(party, max(8, rect.height - 3), theme.readable_on(colour), "bold")
    surface.blit(letter, letter.get_rect(center=rect.center))
