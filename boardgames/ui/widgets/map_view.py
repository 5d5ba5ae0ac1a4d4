"""The US map widget: states from a Tiled map, filled by owner, with legal targets lit.

Polygons are scaled to the widget's rectangle once per resize (or zoom) and
the filled map is cached as a surface until the fills change, so a frame costs
one blit plus a few outlines. The player can zoom (wheel, +/-) and pan (right
or middle drag); Home shows the whole map again.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping

import pygame

from boardgames.core.maps import MapGeometry
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.layer_cache import Layer

Point = tuple[float, float]
MAX_ZOOM = 4.0


class MapView:
    """Draws a MapGeometry into a rectangle and maps clicks back to state codes."""

    def __init__(self, geometry: MapGeometry, label_size: int = 12) -> None:
        self.geometry = geometry
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.scale = 1.0
        self.offset = (0.0, 0.0)
        self.fills: dict[str, theme.Colour] = {}
        self.labels: dict[str, str] = {}
        self.hatches: dict[str, theme.Colour] = {}  # states striped over their fill
        self.highlight: frozenset[str] = frozenset()
        self.hover: str | None = None
        self.label_size = label_size
        self.show_labels = True  # off when a game draws its own labels (with votes, icons)
        self._cache: pygame.Surface | None = None
        self.version = 0  # goes up whenever the picture of the map changes (for cached layers)
        self._grounded = Layer()  # the picture over the ground the game names
        self._screen_polys: dict[str, list[list[Point]]] = {}
        self._bounds: tuple[object, pygame.Rect | None] = (None, None)
        self._lit: tuple[Hashable, pygame.Surface, pygame.Rect] | None = None  # (``_draw_lit``)
        self._territories: list[list[Point]] = []
        self._boxes: dict[str, pygame.Rect] = {}
        self.view_box: tuple[float, float, float, float] | None = None
        self.zoom = 1.0  # the player's zoom on top of the view box (1 = all of it)
        self._centre: Point | None = None  # map point at the middle of the zoomed view
        self._drag_from: tuple[int, int] | None = None
        self.time = 0.0

    # -- geometry -------------------------------------------------------------------
    def set_view_box(self, box: tuple[float, float, float, float] | None) -> None:
        """Show only this part of the map (x, y, width, height in map pixels), or all of it.

        A game on part of the country (1824 has 24 states in the east) zooms in
        on them instead of spending half the widget on inert territory.
        """
        if box != self.view_box:
            self.view_box = box
            self._relayout()

    def _relayout(self) -> None:
        rect, self.rect = self.rect, pygame.Rect(0, 0, 1, 1)
        self.set_rect(rect)

    def _base_box(self) -> tuple[float, float, float, float]:
        geo = self.geometry
        return self.view_box or (0.0, 0.0, float(geo.width), float(geo.height))

    def shown_box(self) -> tuple[float, float, float, float]:
        """The part of the map on screen: the view box, narrowed by the player's zoom."""
        bx, by, bw, bh = self._base_box()
        if self.zoom <= 1.0 or self._centre is None:
            return (bx, by, bw, bh)
        w, h = bw / self.zoom, bh / self.zoom
        cx, cy = self._centre
        x = min(max(cx - w / 2, bx), bx + bw - w)
        y = min(max(cy - h / 2, by), by + bh - h)
        return (x, y, w, h)

    # -- zoom and pan (mouse wheel, right or middle drag, +/- and Home) ----------------
    def zoom_at(self, factor: float, pos: tuple[int, int] | None = None) -> None:
        """Zoom by ``factor`` keeping the map point under ``pos`` (or the middle) in place."""
        old = self.zoom
        self.zoom = min(MAX_ZOOM, max(1.0, self.zoom * factor))
        if self.zoom == old:
            return
        x, y, w, h = self.shown_box()
        anchor = self.to_map(pos) if pos is not None else (x + w / 2, y + h / 2)
        centre = (x + w / 2, y + h / 2)
        # The anchor stays under the pointer: move the centre toward it by the zoom ratio.
        ratio = old / self.zoom
        self._centre = (
            anchor[0] + (centre[0] - anchor[0]) * ratio,
            anchor[1] + (centre[1] - anchor[1]) * ratio,
        )
        if self.zoom == 1.0:
            self._centre = None
        else:
            self._centre = self._clamped_centre()
        self._relayout()

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the zoomed view by screen pixels."""
        if self.zoom <= 1.0:
            return
        x, y, w, h = self.shown_box()
        self._centre = (x + w / 2 - dx / self.scale, y + h / 2 - dy / self.scale)
        self._centre = self._clamped_centre()
        self._relayout()

    def _clamped_centre(self) -> Point:
        x, y, w, h = self.shown_box()
        return (x + w / 2, y + h / 2)

    def reset_zoom(self) -> None:
        if self.zoom != 1.0:
            self.zoom, self._centre = 1.0, None
            self._relayout()

    def handle(self, event: pygame.event.Event) -> bool:
        """Zoom and pan input; returns True when the event was used.

        Left clicks are left to the game (they choose states); the wheel zooms
        at the pointer, a right or middle drag pans, +/- zoom and Home resets.
        """
        if event.type == pygame.MOUSEWHEEL:
            pos = pygame.mouse.get_pos()
            if self.rect.collidepoint(pos) and event.y:
                self.zoom_at(1.25 if event.y > 0 else 0.8, pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            if self.rect.collidepoint(event.pos):
                self._drag_from = event.pos
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self._drag_from is not None:
            dx, dy = event.pos[0] - self._drag_from[0], event.pos[1] - self._drag_from[1]
            self._drag_from = event.pos
            self.pan_by(dx, dy)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button in (2, 3) and self._drag_from:
            self._drag_from = None
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.zoom_at(1.25)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.zoom_at(0.8)
                return True
            if event.key == pygame.K_HOME:
                self.reset_zoom()
                return True
        return False

    def set_label_size(self, size: int) -> None:
        if size != self.label_size:
            self.label_size = size
            self._drop_picture()

    def set_rect(self, rect: pygame.Rect) -> None:
        if rect == self.rect:
            return
        self.rect = pygame.Rect(rect)
        geo = self.geometry
        vx, vy, vw, vh = self.shown_box()
        self.scale = min(rect.width / vw, rect.height / vh)
        self.offset = (
            rect.x + (rect.width - vw * self.scale) / 2 - vx * self.scale,
            rect.y + (rect.height - vh * self.scale) / 2 - vy * self.scale,
        )
        self._screen_polys = {
            code: [[self.to_screen(p) for p in poly] for poly in shape.polygons]
            for code, shape in geo.states.items()
        }
        self._territories = [[self.to_screen(p) for p in poly] for _, poly in geo.territories]
        self._boxes = {}
        for code, shape in geo.states.items():
            if shape.box is not None:
                x, y, w, h = shape.box
                left, top = self.to_screen((x, y))
                self._boxes[code] = pygame.Rect(
                    round(left), round(top), round(w * self.scale), round(h * self.scale)
                )
        self._drop_picture()

    def _drop_picture(self) -> None:
        self._cache = None
        self.version += 1

    def picture_key(self) -> tuple[object, ...]:
        """Names what ``draw`` shows when no state is lit or hovered: the fills and labels,
        the size, zoom and pan (a cached layer of the map and its marks keys on it)."""
        return (self.version, tuple(self.rect), self.zoom, self.show_labels)

    def to_screen(self, point: Point) -> Point:
        return (self.offset[0] + point[0] * self.scale, self.offset[1] + point[1] * self.scale)

    def to_map(self, pos: tuple[int, int]) -> Point:
        return ((pos[0] - self.offset[0]) / self.scale, (pos[1] - self.offset[1]) / self.scale)

    def state_at(self, pos: tuple[int, int]) -> str | None:
        """The state under a screen position (its box at sea counts), or None."""
        if not self.rect.collidepoint(pos):
            return None
        x, y = self.to_map(pos)
        return self.geometry.state_at(x, y)

    def anchor(self, code: str) -> tuple[int, int]:
        """Where tokens of a state go on screen."""
        point = self.to_screen(self.geometry.states[code].token)
        return (round(point[0]), round(point[1]))

    def label_point(self, code: str) -> tuple[int, int]:
        """The centre of a state's label on screen."""
        point = self.to_screen(self.geometry.states[code].label)
        return (round(point[0]), round(point[1]))

    def box_rect(self, code: str) -> pygame.Rect | None:
        """The on-screen box at sea of a small state, if it has one."""
        return self._boxes.get(code)

    def content_rect(self) -> pygame.Rect:
        """The part of the widget the shown map area covers (the rest is margin)."""
        vx, vy, vw, vh = self.shown_box()
        left, top = self.to_screen((vx, vy))
        return pygame.Rect(round(left), round(top), round(vw * self.scale), round(vh * self.scale))

    # -- content --------------------------------------------------------------------
    def set_fills(
        self,
        fills: Mapping[str, theme.Colour],
        labels: Mapping[str, str] | None = None,
        hatches: Mapping[str, theme.Colour] | None = None,
    ) -> None:
        """Colour states; ``hatches`` stripes some of them (e.g. won only on a tie-break)."""
        fills = dict(fills)
        labels = dict(labels or {})
        hatches = dict(hatches or {})
        if fills != self.fills or labels != self.labels or hatches != self.hatches:
            self.fills, self.labels, self.hatches = fills, labels, hatches
            self._drop_picture()

    def _hatch(
        self,
        surface: pygame.Surface,
        polys: list[list[Point]],
        box: pygame.Rect | None,
        colour: theme.Colour,
    ) -> None:
        """Diagonal stripes of ``colour`` inside a state's outline (and its box at sea)."""
        rects = [box] if box is not None else []
        for poly in polys:
            xs, ys = [x for x, _ in poly], [y for _, y in poly]
            rects.append(
                pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 2, max(ys) - min(ys) + 2)
            )
        if not rects:
            return
        bounds = rects[0].unionall(rects[1:])
        if bounds.width < 2 or bounds.height < 2:
            return
        stripes = pygame.Surface(bounds.size, pygame.SRCALPHA)
        gap = max(6, round(9 * min(1.5, max(0.7, self.scale))))
        for start in range(-bounds.height, bounds.width, gap):
            pygame.draw.line(stripes, colour, (start, bounds.height), (start + bounds.height, 0), 2)
        mask = pygame.Surface(bounds.size, pygame.SRCALPHA)
        for poly in polys:
            if len(poly) >= 3:
                pygame.draw.polygon(
                    mask, (255, 255, 255, 255), [(x - bounds.x, y - bounds.y) for x, y in poly]
                )
        if box is not None:
            pygame.draw.rect(
                mask, (255, 255, 255, 255), box.move(-bounds.x, -bounds.y), border_radius=3
            )
        stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(stripes, bounds.topleft)

    def _render(self) -> pygame.Surface:
        surface = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shift = (-self.rect.x, -self.rect.y)

        def local(poly: list[Point]) -> list[Point]:
            return [(x + shift[0], y + shift[1]) for x, y in poly]

        for poly in self._territories:
            if len(poly) >= 3:
                pygame.draw.polygon(surface, theme.LAND_INERT, local(poly))
                pygame.draw.polygon(surface, theme.BORDER, local(poly), 1)
        for code, polys in self._screen_polys.items():
            fill = self.fills.get(code, theme.LAND)
            shapes = [local(poly) for poly in polys if len(poly) >= 3]
            box = self._boxes.get(code)
            box = box.move(shift) if box is not None else None
            for poly in shapes:
                pygame.draw.polygon(surface, fill, poly)
            if box is not None:
                pygame.draw.rect(surface, fill, box, border_radius=3)
            if code in self.hatches:
                self._hatch(surface, shapes, box, self.hatches[code])
            for poly in shapes:
                pygame.draw.aalines(surface, theme.BORDER, True, poly)
            if box is not None:
                pygame.draw.rect(surface, theme.BORDER, box, 1, border_radius=3)
        geo = self.geometry
        for code, shape in geo.states.items():
            if not self.show_labels:
                break
            fill = self.fills.get(code, theme.LAND)
            text = self.labels.get(code, code)
            label = render_text(text, self.label_size, theme.readable_on(fill), "semibold")
            x, y = self.to_screen(shape.label)
            surface.blit(label, label.get_rect(center=(round(x + shift[0]), round(y + shift[1]))))
        return surface

    # -- frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface, ground: Hashable = None) -> None:
        """The map, then the lit and hovered states' outlines."""
        self.draw_picture(surface, ground)
        self.draw_marks(surface)

    def draw_picture(self, surface: pygame.Surface, ground: Hashable = None) -> None:
        """The map itself. ``ground`` names what the game painted under the widget's
        rectangle this frame (its background colour, say): given it, the map over it is
        replayed as one opaque cached layer."""
        if self._cache is None:
            self._cache = self._render()
        picture = self._cache
        if ground is None:
            surface.blit(picture, self.rect.topleft)
        else:
            key = (self.picture_key(), ground)
            self._grounded.draw(
                surface, self.rect, key, lambda: surface.blit(picture, self.rect.topleft)
            )

    def replay_picture_part(
        self, surface: pygame.Surface, part: pygame.Rect, ground: Hashable
    ) -> bool:
        """Blit ``part`` of the map as ``draw_picture`` with this ``ground`` last drew it
        (opaque); False, drawing nothing, when there is no such picture kept."""
        key = (self.picture_key(), ground)
        return self._grounded.replay_part(surface, self.rect, key, part)

    def draw_marks(self, surface: pygame.Surface) -> None:
        """Over the map: the lit states' pulsing outlines, the hovered one's, the zoom note."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip))
        if self.highlight:
            pulse = 0.5 + 0.5 * math.sin(self.time * 5)
            self._draw_lit(surface, theme.blend(theme.ACCENT, theme.FOCUS, pulse))
        if self.hover is not None:
            self.outline(surface, self.hover, theme.FOCUS, 2)
        if self.zoom > 1.0:
            note = render_text(f"Zoom {self.zoom:.1f}x  (Home: whole map)", 12, theme.TEXT)
            box = note.get_rect(topright=(self.rect.right - 6, self.rect.y + 6)).inflate(10, 4)
            pygame.draw.rect(surface, (16, 20, 30), box, border_radius=4)
            surface.blit(note, note.get_rect(center=box.center))
        surface.set_clip(clip)

    def _draw_lit(self, surface: pygame.Surface, colour: theme.Colour) -> None:
        """The lit states' outlines in ``colour``. They are drawn once (per lit set, map
        picture, clip and surface size) into a stencil of one colour the size of the
        surface, the same pixels the outlines would cover; each frame recolours its one
        colour and blits it, as the pulse changes only the colour."""
        clip = surface.get_clip()
        key = (frozenset(self.highlight), self.picture_key(), tuple(clip), surface.get_size())
        if self._lit is None or self._lit[0] != key:
            stencil = pygame.Surface(surface.get_size(), 0, 8)
            stencil.set_palette([(0, 0, 0), (255, 255, 255)])
            stencil.fill(0)
            stencil.set_colorkey(0)  # everything but the outlines lets the map show
            stencil.set_clip(clip)
            for code in self.highlight:
                self.outline(stencil, code, 1, 3)
            self._lit = (key, stencil, stencil.get_bounding_rect())
        _, stencil, drawn = self._lit
        stencil.set_palette_at(1, colour)
        surface.blit(stencil, drawn.topleft, drawn)

    def marks_bounds(self) -> pygame.Rect | None:
        """The part of the widget the lit and hovered states' outlines reach (None: none)."""
        codes = tuple(sorted(self.highlight | ({self.hover} if self.hover else set())))
        key = (codes, self.picture_key())
        if self._bounds[0] != key:
            rects = [
                pygame.Rect(min(x for x, _ in poly), min(y for _, y in poly), 0, 0).union(
                    pygame.Rect(max(x for x, _ in poly), max(y for _, y in poly), 1, 1)
                )
                for code in codes
                for poly in self._screen_polys.get(code, [])
                if poly
            ]
            rects += [self._boxes[code] for code in codes if code in self._boxes]
            found = rects[0].unionall(rects[1:]).inflate(8, 8) if rects else None
            self._bounds = (key, found.clip(self.rect) if found is not None else None)
        return self._bounds[1]

    def outline(
        self, surface: pygame.Surface, code: str, colour: theme.Colour | int, width: int
    ) -> None:
        for poly in self._screen_polys.get(code, []):
            if len(poly) >= 3:
                pygame.draw.polygon(surface, colour, poly, width)
        box = self._boxes.get(code)
        if box is not None:
            pygame.draw.rect(surface, colour, box, width, border_radius=3)


def states_box(geometry: MapGeometry, margin: float = 12.0) -> tuple[float, float, float, float]:
    """The part of a map holding its states and their boxes at sea (for set_view_box)."""
    xs: list[float] = []
    ys: list[float] = []
    for shape in geometry.states.values():
        rects = [shape.bounds] + ([shape.box] if shape.box is not None else [])
        for x, y, w, h in rects:
            xs += [x, x + w]
            ys += [y, y + h]
    left, top = max(0.0, min(xs) - margin), max(0.0, min(ys) - margin)
    right = min(float(geometry.width), max(xs) + margin)
    bottom = min(float(geometry.height), max(ys) + margin)
    return (left, top, right - left, bottom - top)


def draw_tooltip(
    surface: pygame.Surface,
    pos: tuple[int, int],
    lines: list[str],
    width: int = 260,
    above: pygame.Rect | None = None,
) -> pygame.Rect:
    """A small box of text beside the pointer (or just above ``above``: the control it
    explains), kept inside the window; returns the box."""
    from boardgames.ui.fonts import wrap_text

    wrapped: list[str] = []
    for line in lines:
        wrapped.extend(wrap_text(line, 15, width - 20) or [""])
    rendered = [render_text(line, 15, theme.TEXT) for line in wrapped]
    height = sum(r.get_height() for r in rendered) + 16
    box = pygame.Rect(pos[0] + 16, pos[1] + 16, width, height)
    if above is not None:
        box.bottomleft = (above.x, above.y - 4)
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (16, 20, 30), box, border_radius=6)
    pygame.draw.rect(surface, theme.ACCENT, box, 1, border_radius=6)
    y = box.y + 8
    for r in rendered:
        surface.blit(r, (box.x + 10, y))
        y += r.get_height()
    return box


OnState = Callable[[str], None]
