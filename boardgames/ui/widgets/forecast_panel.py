"""The forecast panel: each player's chance of winning now, and a line chart of the game.

Drawn over a game screen's corner, small and translucent, from numbers a worker
thread has already finished (``ai.forecast``): drawing never waits for a search.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from functools import lru_cache

import pygame

from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, get_font, render_text
from boardgames.ui.layer_cache import Layer
from boardgames.ui.widgets.forecast_chart import dashed_players, draw_swatch, plot_lines

WIDTH, HEIGHT = 210, 128
ROW = 16
FONT = 12
SWATCH = 16  # a dashed swatch shows a stroke, a gap and a stroke
_PANEL = Layer()  # one forecast panel on screen at a time
EXPLANATION = "Win chance if all play on normally"  # what the number is, under the chart


def whole_percents(chances: Sequence[float]) -> list[int]:
    """Chances as whole percents that add up to 100 (largest remainders round up), so the
    panel never reads 99% or 101% in all."""
    total = sum(chances) or 1.0
    exact = [c * 100 / total for c in chances]
    percents = [int(e) for e in exact]
    by_remainder = sorted(range(len(exact)), key=lambda i: (percents[i] - exact[i], i))
    for index in by_remainder[: 100 - sum(percents)]:
        percents[index] += 1
    return percents


def key_start(rect: pygame.Rect, index: int) -> tuple[int, int]:
    """Where player ``index``'s key (the stretch of their line) starts in the panel ``rect``."""
    return rect.x + 6, rect.y + 27 + index * ROW


def forecast_title(chart: Sequence[tuple[int, tuple[float, ...]]], margin: float | None) -> str:
    """The panel's first line: what it shows, and how far off the last reading may be."""
    if not chart:
        return "Forecast: working it out..."
    if margin is None:
        return "Forecast: chance to win"
    points = max(1, round(margin * 100))
    return f"Forecast: chance to win, ±{points} point{'s' if points > 1 else ''}"


def panel_height(players: int) -> int:
    """The panel's height, with the "thinking" line under it."""
    return HEIGHT + (players - 2) * ROW + ROW


@lru_cache(maxsize=8)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The panel's translucent ground and edge, made once per size (read-only)."""
    panel = pygame.Surface(size, pygame.SRCALPHA)
    panel.fill((*theme.PANEL, 225))
    pygame.draw.rect(panel, theme.PANEL_EDGE, panel.get_rect(), 1, border_radius=4)
    return panel


def draw_forecast(
    surface: pygame.Surface,
    topleft: tuple[int, int],
    names: Sequence[str],
    styles: Sequence[theme.PlayerStyle],
    chart: Sequence[tuple[int, tuple[float, ...]]],
    breaks: Collection[int],
    thinking: str | None,
    under: Callable[[pygame.Rect], Hashable | None] | None = None,
) -> pygame.Rect:
    """The panel at ``topleft``: a row per player (name, chance), the chart (not joined
    after ``breaks``), what the number is, and who is thinking; returns the rectangle
    drawn. A chart from the forecaster carries the margin of its last reading. Cached
    until the chart, the words or the board under the panel change (``under`` names the
    board under a rectangle where the caller knows it; else its pixels are read)."""
    players = len(names)
    rect = pygame.Rect(topleft, (WIDTH, panel_height(players) - ROW))
    area = pygame.Rect(topleft, (WIDTH, panel_height(players) + 8))  # the thinking line too
    key = (tuple(names), tuple(styles), tuple(chart), getattr(chart, "margin", None))
    key += (tuple(sorted(breaks)), thinking)
    _PANEL.draw(
        surface,
        area,
        key,
        lambda: _paint(surface, topleft, names, styles, chart, breaks, thinking),
        see_through=True,
        under=under(area) if under is not None else None,
    )
    return rect


def _paint(
    surface: pygame.Surface,
    topleft: tuple[int, int],
    names: Sequence[str],
    styles: Sequence[theme.PlayerStyle],
    chart: Sequence[tuple[int, tuple[float, ...]]],
    breaks: Collection[int],
    thinking: str | None,
) -> None:
    players = len(names)
    rows = players * ROW
    rect = pygame.Rect(topleft, (WIDTH, panel_height(players) - ROW))
    surface.blit(backdrop(rect.size), rect)
    title = fit_text(forecast_title(chart, getattr(chart, "margin", None)), FONT, WIDTH - 12)
    surface.blit(render_text(title, FONT, theme.TEXT_DIM), (rect.x + 6, rect.y + 3))
    latest = whole_percents(chart[-1][1]) if chart else None
    dashed = dashed_players(styles)
    for index, name in enumerate(names):
        y = rect.y + 20 + index * ROW
        # The line's own stroke, so two players of one colour are told apart as in the chart.
        draw_swatch(surface, styles[index].colour, key_start(rect, index), SWATCH, dashed[index])
        size = FONT if get_font(FONT).size(name)[0] <= WIDTH - 78 else COMPACT_SIZES[-1]
        label = fit_text(name, size, WIDTH - 78)  # shrunk before it is cut short
        surface.blit(render_text(label, size, theme.TEXT), (rect.x + 10 + SWATCH, y + FONT - size))
        if latest is not None:
            percent = render_text(f"{latest[index]}%", FONT, theme.TEXT, "bold")
            surface.blit(percent, (rect.right - 8 - percent.get_width(), y))
    plot = pygame.Rect(rect.x + 6, rect.y + 24 + rows, WIDTH - 12, rect.height - 30 - rows - ROW)
    pygame.draw.rect(surface, theme.BACKGROUND, plot)
    pygame.draw.line(surface, theme.PANEL_EDGE, plot.midleft, plot.midright)
    lines = pygame.Rect(plot.x, plot.y + 1, plot.width, plot.height - 1)  # 100% clear of the top
    plot_lines(surface, lines, chart, styles, breaks=breaks)
    explanation = render_text(fit_text(EXPLANATION, FONT, WIDTH - 12), FONT, theme.TEXT_DIM)
    surface.blit(explanation, (rect.x + 6, rect.bottom - ROW - 1))
    if thinking:
        mark = render_text(fit_text(thinking, FONT, WIDTH - 12), FONT, theme.ACCENT)
        surface.blit(mark, (rect.x + 6, rect.bottom + 3))


def draw_thinking(surface: pygame.Surface, text: str) -> pygame.Rect:
    """The "thinking" mark alone (no forecast panel), on a dark tag at the bottom centre;
    returns the tag."""
    mark = render_text(text, FONT, theme.ACCENT)
    tag = mark.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 4))
    pygame.draw.rect(surface, theme.PANEL, tag.inflate(10, 4), border_radius=4)
    surface.blit(mark, tag)
    return tag.inflate(10, 4)


COMPACT_COLUMN = 120  # the narrowest column of the compact panel (swatch, name, chance)
COMPACT_ROW = 14  # its rows sit closer than the whole panel's
COMPACT_SIZES = (FONT, 11)  # a name shrinks to fit its column before it is cut short
PERCENT_ROOM = 44  # a column's room for "100%" and a gap


def compact_layout(
    names: Sequence[str], width: int, max_height: int | None = None
) -> tuple[int, int, bool]:
    """The compact panel's columns and name size: the most columns in which every name fits
    whole (at 12 px, else 11), else the fewest columns the height allows (long names then
    end in "..."); and whether the names fit whole."""
    return _compact_layout(tuple(names), width, max_height)


@lru_cache(maxsize=64)  # a frame asks several times (where the panel goes, then its drawing)
def _compact_layout(
    names: tuple[str, ...], width: int, max_height: int | None
) -> tuple[int, int, bool]:
    most = max(1, min(len(names), (width - 12) // COMPACT_COLUMN))

    def fits_height(columns: int, height: int) -> bool:
        return _compact_height(len(names), columns) <= height

    for columns in range(most, 0, -1):
        if max_height is not None and not fits_height(columns, max_height):
            break
        room = (width - 12) // columns - SWATCH - PERCENT_ROOM
        for size in COMPACT_SIZES:
            font = get_font(size)
            if all(font.size(name)[0] <= room for name in names):
                return columns, size, True
    fewest = (c for c in range(1, most + 1) if max_height is None or fits_height(c, max_height))
    return next(fewest, most), COMPACT_SIZES[-1], False


def _compact_height(players: int, columns: int) -> int:
    return ROW + 8 + -(-players // columns) * COMPACT_ROW


def compact_height(names: Sequence[str], width: int, max_height: int | None = None) -> int:
    """The compact panel's height: a line saying what the numbers are, a row per line of
    players."""
    columns, _, _ = compact_layout(names, width, max_height)
    return _compact_height(len(names), columns)


def compact_title(chart: Sequence[tuple[int, tuple[float, ...]]], margin: float | None) -> str:
    """The compact panel's one line: what the numbers are, and how far off they may be."""
    if not chart:
        return "Win chance: working it out..."
    if margin is None:
        return EXPLANATION
    return f"{EXPLANATION} (±{max(1, round(margin * 100))})"


def draw_forecast_compact(
    surface: pygame.Surface,
    rect: pygame.Rect,
    names: Sequence[str],
    styles: Sequence[theme.PlayerStyle],
    chart: Sequence[tuple[int, tuple[float, ...]]],
) -> pygame.Rect:
    """The forecast without its chart, for a window with no room for the whole panel: what
    the numbers are, then each player's chance in columns; ``rect``'s height (if any) is
    the most it may take. Returns the rectangle drawn."""
    columns, size, _ = compact_layout(names, rect.width, rect.height or None)
    rect = pygame.Rect(rect.x, rect.y, rect.width, _compact_height(len(names), columns))
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    panel.fill((*theme.PANEL, 235))
    pygame.draw.rect(panel, theme.PANEL_EDGE, panel.get_rect(), 1, border_radius=4)
    surface.blit(panel, rect)
    title = fit_text(compact_title(chart, getattr(chart, "margin", None)), FONT, rect.width - 12)
    surface.blit(render_text(title, FONT, theme.TEXT_DIM), (rect.x + 6, rect.y + 3))
    rows = -(-len(names) // columns)
    column_width = (rect.width - 12) // columns
    latest = whole_percents(chart[-1][1]) if chart else None
    dashed = dashed_players(styles)
    for index, name in enumerate(names):
        column, row = divmod(index, rows)
        x = rect.x + 6 + column * column_width
        y = rect.y + 4 + ROW + row * COMPACT_ROW
        draw_swatch(surface, styles[index].colour, (x, y + 7), SWATCH - 4, dashed[index])
        label = fit_text(name, size, column_width - SWATCH - PERCENT_ROOM)
        surface.blit(render_text(label, size, theme.TEXT), (x + SWATCH, y + (FONT - size)))
        if latest is not None:
            percent = render_text(f"{latest[index]}%", FONT, theme.TEXT, "bold")
            surface.blit(percent, (x + column_width - 6 - percent.get_width(), y))
    return rect
