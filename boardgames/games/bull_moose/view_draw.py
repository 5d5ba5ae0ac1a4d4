"""Bull Moose's board drawing: hubs, cube counts and tokens on the map, cost badges, the boxes."""

from __future__ import annotations

import pygame

from boardgames.games.bull_moose.map_layers import BullMooseMap
from boardgames.games.bull_moose.rules import BMState
from boardgames.games.bull_moose.view_boxes import Plate, draw_plates, plate_rects
from boardgames.games.bull_moose.view_legend import draw_hub
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import blit_parts, painted_parts
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.icons import draw_cube
from boardgames.ui.widgets.map_view import MapView

Styles = list[theme.PlayerStyle]
# Where a token may stand: the one covering least of the State Boxes, then of the cube rows
# and other tokens (the first of equals).
TOKEN_SHIFTS = (
    (0, 0),
    (0, -5),
    (10, 0),
    (-10, 0),
    (0, -10),
    (18, 0),
    (-18, 0),
    (0, 6),
    (0, -16),
    (18, -12),
    (-18, -12),
)


class MapMarks:
    """Rail hubs, each unit's cubes and the tokens, drawn on a layer kept until something moves.

    A candidate's points in a unit are one cube glyph with the total on it: a
    small cube below five points, a large cube (worth five) from five on.
    """

    def __init__(self) -> None:
        self._key: tuple = ()
        self._state: BMState | None = None  # held, so its identity cannot be reused
        self._layer: pygame.Surface | None = None
        self._parts: list[pygame.Rect] = []  # where the layer is not transparent
        self.plates: dict[str, Plate] = {}  # the State Boxes last drawn, by unit
        self.cube_rows: dict[str, pygame.Rect] = {}  # each unit's cubes, as last drawn
        self.tokens: list[pygame.Rect] = []  # the tokens' discs, as last drawn

    def draw(
        self,
        surface: pygame.Surface,
        state: BMState,
        layers: BullMooseMap,
        map_view: MapView,
        styles: Styles,
    ) -> None:
        key = (tuple(map_view.rect), map_view.scale, map_view.offset, tuple(styles))
        if key != self._key or state is not self._state or self._layer is None:
            self._key, self._state = key, state  # a position is a new view object
            self._layer = pygame.Surface(map_view.rect.size, pygame.SRCALPHA)
            origin = map_view.rect.topleft
            self.plates = plate_rects(state, layers, map_view)
            self.cube_rows, self.tokens = _draw_marks(
                self._layer, origin, state, layers, self.plates, map_view, styles
            )
            self._parts = painted_parts(self._layer)
        blit_parts(surface, self._layer, map_view.rect.topleft, self._parts)


def mark_size(map_view: MapView) -> int:
    return max(10, int(11 * max(0.6, min(1.4, map_view.rect.width / 900))))


def _draw_marks(
    layer: pygame.Surface,
    origin: tuple[int, int],
    state: BMState,
    layers: BullMooseMap,
    plates: dict[str, Plate],
    map_view: MapView,
    styles: Styles,
) -> tuple[dict[str, pygame.Rect], list[pygame.Rect]]:
    ox, oy = origin
    size = mark_size(map_view)
    for point in layers.hubs.values():
        x, y = map_view.to_screen(point)
        draw_hub(layer, (int(x - ox), int(y - oy)))
    draw_plates(layer, origin, state, plates, styles)
    boxes = [plate.rect for plate in plates.values()]
    rows: list[pygame.Rect] = []  # cube rows placed so far
    placed: dict[str, pygame.Rect] = {}
    for uid in layers.units:
        plate = plates[uid]
        points = state.cubes[uid]
        parts = [(p, n) for p, n in enumerate(points) if n]
        sides = [size + 5 if n >= 5 else size for _, n in parts]
        row = pygame.Rect(0, 0, sum(sides) + 2 * len(sides), size + 5)
        if plate.at_sea:  # in a row right of the box at sea and its leaning symbols
            row.midleft = (plate.symbols.right + 3, plate.rect.centery)
        elif parts:  # under the State Box, or beside it where that covers another box
            row = _cube_row(row, plate.rect, boxes, rows)
        rows.append(row)
        if parts:
            placed[uid] = row
        cx, y = row.x - ox, row.centery
        for (p, n), side in zip(parts, sides, strict=True):
            rect = pygame.Rect(cx, int(y - oy - side / 2), side, side)
            draw_cube(layer, rect, styles[p].colour, (20, 20, 24))
            if n >= 5:
                pygame.draw.rect(layer, (20, 20, 24), rect.inflate(2, 2), 1)
            text = render_text(str(n), size - 2, theme.readable_on(styles[p].colour), "bold")
            layer.blit(text, text.get_rect(center=rect.move(0, 1).center))
            cx += side + 2
    discs: list[pygame.Rect] = []  # tokens placed so far
    for p, code in enumerate(state.token):
        x, y = map_view.anchor(code)
        plate = plates[state.token_unit_of(code)]
        offset = (p - (state.n - 1) / 2) * 10
        if plate.at_sea:  # at the left edge of its box at sea (its cubes are to the right)
            here = [q for q, where in enumerate(state.token) if where == code]
            centre = (plate.rect.x - 10 - 14 * here.index(p) - ox, plate.rect.centery - oy)
        else:  # above the State Box and its cubes, and off other State Boxes if it can be
            top = min(y - size - 5, plate.rect.top - 11)
            disc = pygame.Rect(int(x + offset) - 9, int(top) - 9, 18, 18)
            boxes = [other.rect for other in plates.values()]
            shift = min(
                TOKEN_SHIFTS,
                key=lambda step: (
                    _covered(disc.move(step), boxes),  # a State Box above all stays readable
                    _covered(disc.move(step), rows + discs),
                ),
            )
            centre = (disc.centerx + shift[0] - ox, disc.centery + shift[1] - oy)
            discs.append(disc.move(shift))
        pygame.draw.circle(layer, (20, 20, 24), centre, 9)
        pygame.draw.circle(layer, styles[p].colour, centre, 8)
        letter = render_text(state.cand[p], 11, theme.readable_on(styles[p].colour), "bold")
        layer.blit(letter, letter.get_rect(center=centre))
        if plate.at_sea:
            discs.append(pygame.Rect(centre[0] + ox - 9, centre[1] + oy - 9, 18, 18))
    return placed, discs


def _covered(rect: pygame.Rect, others: list[pygame.Rect]) -> int:
    """How many pixels of ``others`` ``rect`` covers."""
    return sum(rect.clip(other).width * rect.clip(other).height for other in others)


def _cube_row(
    row: pygame.Rect, plate: pygame.Rect, boxes: list[pygame.Rect], rows: list[pygame.Rect]
) -> pygame.Rect:
    """A unit's cube row: under its State Box, else right of it, left of it or above it,
    whichever first covers no other box and no cube row placed before (under if none)."""
    sides = (
        {"midtop": (plate.centerx, plate.bottom + 2)},
        {"midleft": (plate.right + 2, plate.centery)},
        {"midright": (plate.x - 2, plate.centery)},
        {"midbottom": (plate.centerx, plate.y - 2)},
    )
    others = [box for box in boxes if box != plate] + rows
    placed = [row.copy() for _ in sides]
    for rect, side in zip(placed, sides, strict=True):
        setattr(rect, *next(iter(side.items())))
        if rect.collidelist(others) < 0:
            return rect
    return placed[0]


def draw_cost_badges(surface: pygame.Surface, placed: list[tuple[str, pygame.Rect]]) -> None:
    """Each badge where ``cost_badge_places`` put it: a "1" disc, or a tag of words."""
    for words, badge in placed:
        text = render_text(words, 11, (20, 20, 24), "bold")
        if words == "1":
            pygame.draw.circle(surface, theme.ACCENT, badge.center, 8)
            pygame.draw.circle(surface, (20, 20, 24), badge.center, 8, 1)
        else:
            pygame.draw.rect(surface, theme.ACCENT, badge, border_radius=4)
            pygame.draw.rect(surface, (20, 20, 24), badge, 1, border_radius=4)
        surface.blit(text, text.get_rect(center=badge.center))


def cost_badge_places(
    map_view: MapView,
    badges: dict[str, str],
    plates: dict[str, Plate],
    token_units: dict[str, str],
) -> list[tuple[str, pygame.Rect]]:
    """What a lit state costs: a "1" disc, or "pass 1, stop 1+k" where others stand; left
    of the state's box at sea, else beside its State Box (``token_units``: a state's box
    for the token, California's large one) on the first side that covers no other State
    Box: left, right, above, below. Returns each badge's words and place, in drawing order."""
    taken = [plate.rect for plate in plates.values()]
    placed = []
    for code, words in sorted(badges.items(), key=lambda item: len(item[1])):  # long on top
        box = map_view.box_rect(code)
        plate = plates.get(token_units[code])
        text = render_text(words, 11, (20, 20, 24), "bold")
        size = (16, 16) if words == "1" else text.get_rect().inflate(8, 2).size
        badge = pygame.Rect((0, 0), size)
        if box is not None:  # a small state drawn at sea: the badge goes left of its box
            left = plate.rect.x if plate is not None and plate.at_sea else box.x
            badge.midright = (left - 4, box.centery)
        elif plate is not None:
            badge = _clear_side(badge, plate.rect.union(plate.symbols), taken)
        else:
            x, y = map_view.anchor(code)
            badge.midright = (int(x), int(y))
        taken.append(badge)
        placed.append((words, badge))
    return placed


def _clear_side(badge: pygame.Rect, plate: pygame.Rect, taken: list[pygame.Rect]) -> pygame.Rect:
    """``badge`` beside ``plate``: left of it, else right, above or below, whichever first
    covers nothing in ``taken`` but the plate itself (left if every side does)."""
    sides = (
        {"midright": (plate.x - 3, plate.centery)},
        {"midleft": (plate.right + 3, plate.centery)},
        {"midbottom": (plate.centerx, plate.y - 2)},
        {"midtop": (plate.centerx, plate.bottom + 2)},
    )
    others = [rect for rect in taken if rect != plate and not plate.contains(rect)]
    placed = [badge.copy() for _ in sides]
    for rect, side in zip(placed, sides, strict=True):
        setattr(rect, *next(iter(side.items())))
        if rect.collidelist(others) < 0:
            return rect
    return placed[0]


def draw_boxes(
    surface: pygame.Surface,
    state: BMState,
    rect: pygame.Rect,
    styles: Styles,
    tally: dict[int, int],
) -> None:
    """The round (or how much of the count is called) and the three board boxes."""
    draw_panel(surface, rect)
    x, y = rect.x + 10, rect.y + 8
    head = f"Round {state.round} of {state.board.rounds}"
    if tally:
        head = f"Election night: {sum(tally.values())} of {state.board.total_ev} called"
    surface.blit(render_text(head, 14, theme.ACCENT, "semibold"), (x, y))
    y += 22
    for box in ("press", "senator", "popularity"):
        points = getattr(state, box)
        surface.blit(render_text(box.title(), 14, theme.TEXT), (x, y))
        cx = x + 90
        for p, n in enumerate(points):
            chip = pygame.Rect(cx, y, 24, 18)
            pygame.draw.rect(surface, styles[p].colour, chip, border_radius=3)
            text = render_text(str(n), 12, theme.readable_on(styles[p].colour), "bold")
            surface.blit(text, text.get_rect(center=chip.center))
            cx += 28
        y += 24
