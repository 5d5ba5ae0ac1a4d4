"""Tokens on the map as counts: per state, one chip per player and token kind.

Piling forty cubes on a state would be unreadable, so each player's tokens in
a state show as one chip in the token's shape (square cube, octagon) with the
player's letter and the count, "B3". Chips stand in columns, one per player,
so a state's cubes and octagons line up. Each state also gets its label
(code and votes) with markers before it (a capitol dome, a lockdown
cylinder). Small states in boxes at sea keep their label in the box and their
chips just right of it.

Everything is drawn into one cached surface, redrawn only when something on
it changes, so a full board costs one blit a frame.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import blit_parts, painted_parts
from boardgames.ui.widgets.icons import OUTLINE, draw_icon, draw_token
from boardgames.ui.widgets.map_view import MapView

Chip = tuple[pygame.Rect, str, int, int]  # (rect from the cluster's corner, kind, player, n)


@dataclass(frozen=True)
class StateTokens:
    """What stands on one state: its label, markers, and token counts per player by kind."""

    label: str
    markers: tuple[str, ...] = ()
    rows: tuple[tuple[str, tuple[int, ...]], ...] = ()


class TokenLayer:
    def __init__(self, map_view: MapView) -> None:
        self.map_view = map_view
        self.tokens: dict[str, StateTokens] = {}
        self._key: tuple = ()
        self._cache: pygame.Surface | None = None
        self._parts: list[pygame.Rect] = []  # where the layer is not transparent

    def set(
        self,
        tokens: Mapping[str, StateTokens],
        styles: Sequence[theme.PlayerStyle],
        fills: Mapping[str, theme.Colour],
    ) -> None:
        """Use these contents; the layer is redrawn only if they (or the map's size) changed."""
        key = (
            tuple(sorted(tokens.items())),
            tuple(styles),
            tuple(sorted(fills.items())),
            tuple(self.map_view.rect),
            self.map_view.scale,
            self.map_view.offset,
        )
        if key != self._key:
            self._key = key
            self.tokens = dict(tokens)
            self._styles = list(styles)
            self._fills = dict(fills)
            self._cache = None

    # -- sizes ------------------------------------------------------------------------
    def _sizes(self) -> tuple[int, int, int, int]:
        """(label size, chip height, chip width, chip text size) for the map's scale."""
        scale = self.map_view.scale
        label = max(10, min(14, round(11.5 * scale)))
        chip_h = max(12, min(16, round(14 * scale)))
        text = max(9, min(12, chip_h - 3))
        chip_w = text * 2 + 3
        return label, chip_h, chip_w, text

    # -- drawing ----------------------------------------------------------------------
    def _render(self) -> pygame.Surface:
        """Labels and chips, each cluster placed where it hides no label and no other cluster."""
        view = self.map_view
        surface = pygame.Surface(view.rect.size, pygame.SRCALPHA)
        shift = (-view.rect.x, -view.rect.y)
        labels: dict[str, pygame.Rect] = {}
        for code, tokens in self.tokens.items():
            box = view.box_rect(code)
            centre = box.move(shift).center if box is not None else view.label_point(code)
            if box is None:
                centre = (centre[0] + shift[0], centre[1] + shift[1])
            labels[code] = self._label_rect(tokens, centre)
        label_rects = list(labels.values())
        clusters: list[pygame.Rect] = []
        for code, tokens in self.tokens.items():
            box = view.box_rect(code)
            if box is not None:  # small states: chips at sea, right of the box
                box = box.move(shift)
                chips = self._cluster(tokens, None)
                if chips:
                    _, height = self._extent(chips)
                    self._draw_chips(surface, chips, (box.right + 4, box.centery - height // 2))
                continue
            room = round(view.geometry.states[code].bounds[2] * view.scale * 0.9)
            chips = self._cluster(tokens, room)
            if chips:
                anchor_x = view.anchor(code)[0] + shift[0]
                spot = self._place(chips, labels[code], anchor_x, label_rects, clusters)
                self._draw_chips(surface, chips, spot.topleft)
                clusters.append(spot)
        for code, tokens in self.tokens.items():
            fill = self._fills.get(code, theme.LAND)
            self._label(surface, tokens, labels[code], fill, view.box_rect(code) is None)
        return surface

    def _label_rect(self, tokens: StateTokens, centre: tuple[int, int]) -> pygame.Rect:
        size = self._sizes()[0]
        text = render_text(tokens.label, size, theme.TEXT, "bold")
        width = text.get_width() + len(tokens.markers) * (size + 4)
        rect = pygame.Rect(0, 0, width, text.get_height())
        rect.center = centre
        return rect

    def _label(
        self,
        surface: pygame.Surface,
        tokens: StateTokens,
        rect: pygame.Rect,
        fill: theme.Colour,
        backed: bool,
    ) -> None:
        """The state's code and votes with its markers before them, on a wash of its fill."""
        size = self._sizes()[0]
        ink = theme.readable_on(fill)
        text = render_text(tokens.label, size, ink, "bold")
        if backed:
            wash = pygame.Surface(rect.inflate(6, 0).size, pygame.SRCALPHA)
            pygame.draw.rect(wash, (*fill, 200), wash.get_rect(), border_radius=4)
            surface.blit(wash, rect.inflate(6, 0).topleft)
        x, icon = rect.x, size + 2
        for marker in tokens.markers:
            width = icon - 2 if marker == "cylinder" else icon
            mark = pygame.Rect(x, rect.centery - icon // 2, width, icon)
            draw_icon(surface, marker, mark, ink if marker == "dome" else (18, 18, 20))
            x += icon + 2
        surface.blit(text, (x, rect.y))

    # -- chips ------------------------------------------------------------------------
    def _cluster(self, tokens: StateTokens, room: int | None) -> list[Chip]:
        """A column per player present, a chip per token kind down it; columns wrap onto
        a second band when they would be wider than the state (``room`` pixels)."""
        rows = [(kind, counts) for kind, counts in tokens.rows if any(counts)]
        players = sorted({p for _, counts in rows for p, n in enumerate(counts) if n})
        _, chip_h, chip_w, _ = self._sizes()
        gap = 2
        columns = max(1, len(players))
        if room is not None and columns * (chip_w + gap) - gap > room:
            columns = max(2, min(columns, (room + gap) // (chip_w + gap)))
        band_h = len(rows) * (chip_h + gap) + 2
        chips = []
        for index, player in enumerate(players):
            band, column = divmod(index, columns)
            for row, (kind, counts) in enumerate(rows):
                if counts[player]:
                    x, y = column * (chip_w + gap), band * band_h + row * (chip_h + gap)
                    chips.append((pygame.Rect(x, y, chip_w, chip_h), kind, player, counts[player]))
        return chips

    @staticmethod
    def _extent(chips: list[Chip]) -> tuple[int, int]:
        return max(r.right for r, *_ in chips), max(r.bottom for r, *_ in chips)

    def _place(
        self,
        chips: list[Chip],
        label: pygame.Rect,
        centre_x: int,
        labels: list[pygame.Rect],
        clusters: list[pygame.Rect],
    ) -> pygame.Rect:
        """Below the label unless that hides much; else above, right or left, whichever
        hides least (other chips count most, labels less: they are drawn on top)."""
        width, height = self._extent(chips)
        spots = [
            pygame.Rect(centre_x - width // 2, label.bottom + 1, width, height),
            pygame.Rect(centre_x - width // 2, label.y - height - 1, width, height),
            pygame.Rect(label.right + 3, label.centery - height // 2, width, height),
            pygame.Rect(label.x - width - 3, label.centery - height // 2, width, height),
        ]
        bounds = pygame.Rect((0, 0), self.map_view.rect.size)

        def area(a: pygame.Rect, b: pygame.Rect) -> int:
            clip = a.clip(b)
            return clip.width * clip.height

        def cost(index: int) -> int:
            spot = spots[index]
            hidden = 3 * sum(area(spot, other) for other in clusters)
            hidden += sum(area(spot, other) for other in labels if other is not label)
            outside = width * height - area(spot, bounds)
            return hidden + 3 * outside + (0, 60, 90, 90)[index]

        return spots[min(range(len(spots)), key=cost)]

    def _draw_chips(
        self, surface: pygame.Surface, chips: list[Chip], corner: tuple[int, int]
    ) -> None:
        text = self._sizes()[3]
        for rect, kind, player, count in chips:
            style = self._styles[player]
            label = f"{style.letter}{count}"
            spot = rect.move(corner)
            draw_token(surface, kind, spot, style.colour, OUTLINE, label, text)

    def draw(self, surface: pygame.Surface) -> None:
        if self._cache is None:
            self._cache = self._render()
            self._parts = painted_parts(self._cache)
        blit_parts(surface, self._cache, self.map_view.rect.topleft, self._parts)


@lru_cache(maxsize=8)
def legend_surface(entries: tuple[tuple[str, str], ...], size: int = 12) -> pygame.Surface:
    """A small key to the map's marks: (icon, words) per line, on a dark card."""
    sample: theme.Colour = (200, 200, 206)
    rows = [render_text(words, size, theme.TEXT) for _, words in entries]
    icon_w = size * 2 + 4
    width = icon_w + 8 + max(row.get_width() for row in rows) + 16
    step = size + 7
    surface = pygame.Surface((width, step * len(rows) + 10), pygame.SRCALPHA)
    pygame.draw.rect(surface, (16, 22, 34, 215), surface.get_rect(), border_radius=6)
    for index, ((icon, _), row) in enumerate(zip(entries, rows, strict=True)):
        y = 5 + index * step
        box = pygame.Rect(8, y + 1, icon_w if icon in ("cube", "octagon") else size + 2, size + 3)
        if icon in ("cube", "octagon"):
            draw_token(surface, icon, box, sample, OUTLINE, "B3", size - 2)
        else:
            draw_icon(surface, icon, box, sample if icon == "dome" else (18, 18, 20))
        surface.blit(row, (8 + icon_w + 8, y))
    return surface
