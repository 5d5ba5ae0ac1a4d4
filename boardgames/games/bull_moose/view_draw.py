"""Bull Moose's board drawing: hubs, cube counts and tokens on the map; the boxes; the tally."""

from __future__ import annotations

import pygame

from boardgames.games.bull_moose.map_layers import BullMooseMap
from boardgames.games.bull_moose.rules import BMState
from boardgames.ui import theme
from boardgames.ui.fonts import render_text
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.map_view import MapView

Styles = list[theme.PlayerStyle]


def draw_map_marks(
    surface: pygame.Surface, state: BMState, layers: BullMooseMap, map_view: MapView, styles: Styles
) -> None:
    """Rail hubs, each unit's cubes as counted squares in the candidates' colours, the tokens."""
    scale = max(0.6, min(1.4, map_view.rect.width / 900))
    size = max(10, int(11 * scale))
    for point in layers.hubs.values():
        x, y = map_view.to_screen(point)
        pygame.draw.rect(surface, (40, 40, 48), pygame.Rect(x - 4, y - 4, 8, 8))
        pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(x - 4, y - 4, 8, 8), 1)
    for uid, box in layers.units.items():
        points = state.cubes[uid]
        if not any(points):
            continue
        x0, y0, w, h = box.rect
        x, y = map_view.to_screen((x0 + w / 2, y0 + h / 2))
        parts = [(p, n) for p, n in enumerate(points) if n]
        total_w = len(parts) * (size + 3)
        cx = int(x - total_w / 2)
        for p, n in parts:
            rect = pygame.Rect(cx, int(y - size / 2), size + 1, size + 1)
            pygame.draw.rect(surface, styles[p].colour, rect, border_radius=2)
            pygame.draw.rect(surface, (20, 20, 24), rect, 1, border_radius=2)
            text = render_text(str(n), size - 2, theme.readable_on(styles[p].colour), "bold")
            surface.blit(text, text.get_rect(center=rect.center))
            cx += size + 3
    for p, code in enumerate(state.token):
        x, y = map_view.anchor(code)
        offset = (p - (state.n - 1) / 2) * 9
        centre = (int(x + offset), int(y - size - 4))
        pygame.draw.circle(surface, (20, 20, 24), centre, 8)
        pygame.draw.circle(surface, styles[p].colour, centre, 7)
        letter = render_text(state.cand[p], 10, theme.readable_on(styles[p].colour), "bold")
        surface.blit(letter, letter.get_rect(center=centre))


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
            rect = pygame.Rect(cx, y, 24, 18)
            pygame.draw.rect(surface, styles[p].colour, rect, border_radius=3)
            text = render_text(str(n), 12, theme.readable_on(styles[p].colour), "bold")
            surface.blit(text, text.get_rect(center=rect.center))
            cx += 28
        y += 24


def draw_tally(
    surface: pygame.Surface,
    state: BMState,
    panel: pygame.Rect,
    styles: Styles,
    names: list[str],
    tally: dict[int, int],
    y: int,
) -> None:
    """Election night: each candidate's called electoral votes, climbing as units are called."""
    x, width = panel.x + 12, panel.width - 24
    total = state.board.total_ev
    surface.blit(render_text("Electoral votes called", 14, theme.ACCENT, "semibold"), (x, y))
    y += 22
    for p in sorted(range(state.n), key=lambda q: -tally.get(q, 0)):
        votes = tally.get(p, 0)
        bar = pygame.Rect(x, y, max(2, int(width * votes / total)), 20)
        pygame.draw.rect(surface, styles[p].colour, bar, border_radius=4)
        label = render_text(f"{names[p]}  {votes}", 13, theme.TEXT, "semibold")
        surface.blit(label, (x + 4 if bar.width > label.get_width() + 8 else bar.right + 6, y + 2))
        y += 24
