"""The forecast as a line chart: each player's chance of winning, move by move.

The game screen's panel draws it small (``plot_lines``); the results screen draws
the whole game (``draw_results_chart``) with its largest swings marked and the
turning point named. Ten players share six palette colours, so a colour's second
player is drawn dashed, and the legend names everyone with the same stroke.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Collection, Sequence

import pygame

from boardgames.ai.forecast_history import Swing
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, get_font, line_height, render_text, wrap_text

Chart = Sequence[tuple[int, tuple[float, ...]]]
DASH, GAP = 7, 5  # pixels of a dashed line's strokes and gaps
LEGEND_ITEM = 120  # the widest a legend entry gets (a swatch and a name)
SWATCH = 18
PLOT_LEAST = 80  # the plot's least height when the turning point takes a second line
HALO_MARGIN = 30  # a line this little lighter than the chart's ground gets a light edge
DARKEST_PLAIN = theme.brightness(theme.BACKGROUND) + HALO_MARGIN  # darker lines get the edge


def dashed_players(styles: Sequence[theme.PlayerStyle]) -> list[bool]:
    """Which players' lines are dashed: every one whose colour an earlier player has."""
    seen: set[tuple[int, int, int]] = set()
    dashed = []
    for style in styles:
        dashed.append(style.colour in seen)
        seen.add(style.colour)
    return dashed


def chart_point(
    plot: pygame.Rect, span: tuple[int, int], move: int, chance: float
) -> tuple[float, float]:
    """Where (move, chance) lies in the plot: moves left to right, 0% at the bottom."""
    first, last = span
    x = plot.x + (move - first) * (plot.width - 1) / max(1, last - first)
    return x, plot.bottom - 1 - chance * (plot.height - 1)


def chart_span(chart: Chart) -> tuple[int, int]:
    return chart[0][0], max(chart[-1][0], chart[0][0] + 1)


def _polyline(
    surface: pygame.Surface,
    colour: theme.Colour,
    points: Sequence[tuple[float, float]],
    width: int,
    dashed: bool,
) -> None:
    """A player's line; a colour too dark to see on the chart's ground (President's black
    Bear) gets a light edge, drawn first, so the line keeps its own colour and still shows."""
    if theme.brightness(colour) < DARKEST_PLAIN:
        _stroke(surface, theme.TEXT_DIM, points, width + 2, dashed)
    _stroke(surface, colour, points, width, dashed)


def _stroke(
    surface: pygame.Surface,
    colour: theme.Colour,
    points: Sequence[tuple[float, float]],
    width: int,
    dashed: bool,
) -> None:
    if not dashed:
        pygame.draw.lines(surface, colour, False, points, width)
        return
    carried = 0.0  # how far into the dash pattern the previous segment ended
    period = DASH + GAP
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        length = math.hypot(x1 - x0, y1 - y0)
        at = 0.0
        while at < length:
            phase = (carried + at) % period
            step = (DASH - phase) if phase < DASH else (period - phase)
            end = min(length, at + step)
            if phase < DASH and length > 0:
                a, b = at / length, end / length
                pygame.draw.line(
                    surface,
                    colour,
                    (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                    (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b),
                    width,
                )
            at = end
        carried = (carried + length) % period


def draw_swatch(
    surface: pygame.Surface,
    colour: theme.Colour,
    left: tuple[int, int],
    length: int,
    dashed: bool,
) -> None:
    """A short stretch of a player's line, solid or dashed, from ``left``: the key to it."""
    x, y = left
    _polyline(surface, colour, [(x, y), (x + length, y)], 3, dashed)


def chart_runs(chart: Chart, breaks: Collection[int]) -> list[Chart]:
    """The chart cut after each break: the stretches drawn as lines."""
    runs: list[Chart] = []
    start = 0
    for index, (move, _) in enumerate(chart):
        if move in breaks or index == len(chart) - 1:
            runs.append(chart[start : index + 1])
            start = index + 1
    return runs


def plot_lines(
    surface: pygame.Surface,
    plot: pygame.Rect,
    chart: Chart,
    styles: Sequence[theme.PlayerStyle],
    width: int = 2,
    on_top: Sequence[int] = (),
    breaks: Collection[int] = (),
) -> None:
    """Each player's chances as a line across ``plot`` (``on_top``: drawn last, thicker).
    After a break the forecast was off: no line crosses that stretch, which is labelled
    where it has room, and a point standing alone between two breaks is a dot."""
    if len(chart) < 2:
        return
    span = chart_span(chart)
    label_size = 11 if plot.height < 160 else 13
    for (before, _), (after, _) in itertools.pairwise(chart):
        if before in breaks:
            left = chart_point(plot, span, before, 0)[0]
            right = chart_point(plot, span, after, 0)[0]
            for words in ("forecast off", "off"):
                label = render_text(words, label_size, theme.TEXT_DIM)
                if label.get_width() + 8 <= right - left:
                    place = label.get_rect(center=((left + right) / 2, plot.centery))
                    surface.blit(label, place.move(0, -place.height // 2 - 2))
                    break
    dashed = dashed_players(styles)
    order = [p for p in range(len(styles)) if p not in on_top] + list(on_top)
    runs = chart_runs(chart, breaks)
    for player in order:
        thick = width + 1 if player in on_top else width
        for run in runs:
            points = [chart_point(plot, span, move, chances[player]) for move, chances in run]
            if len(points) == 1:
                pygame.draw.circle(surface, styles[player].colour, points[0], thick)
            else:
                _polyline(surface, styles[player].colour, points, thick, dashed[player])


def _legend_item(size: int, names: Sequence[str]) -> tuple[int, int]:
    """A legend entry's width (swatch and the longest name) and height."""
    widest = max(get_font(size).size(name)[0] for name in names)
    return min(LEGEND_ITEM, SWATCH + 16 + widest), line_height(size) + 2


def _legend(
    surface: pygame.Surface,
    area: pygame.Rect,
    names: Sequence[str],
    styles: Sequence[theme.PlayerStyle],
    size: int,
    per_row: int,
) -> None:
    """A swatch of each player's stroke and their name, ``per_row`` to a row."""
    item, row = _legend_item(size, names)
    dashed = dashed_players(styles)
    for index, (name, style) in enumerate(zip(names, styles, strict=True)):
        x = area.x + (index % per_row) * item
        y = area.y + (index // per_row) * row
        draw_swatch(surface, style.colour, (x, y + row // 2), SWATCH, dashed[index])
        label = fit_text(name, size, item - SWATCH - 10)
        surface.blit(render_text(label, size, theme.TEXT), (x + SWATCH + 4, y))


def _place_legend(area: pygame.Rect, names: Sequence[str], size: int) -> tuple[pygame.Rect, int]:
    """Where the legend goes: one row across the top if it fits, else in columns at the
    right (a tall legend would leave the plot no height). Returns its box and row length."""
    item, row = _legend_item(size, names)
    if item * len(names) <= area.width:
        return pygame.Rect(area.x, area.y, area.width, row), len(names)
    per_column = max(1, area.height // row)
    columns = math.ceil(len(names) / per_column)
    per_row = columns  # entries fill rows of ``columns`` entries, in seat order
    box = pygame.Rect(area.right - columns * item, area.y, columns * item, area.height)
    return box, per_row


def draw_results_chart(
    surface: pygame.Surface,
    area: pygame.Rect,
    chart: Chart,
    names: Sequence[str],
    styles: Sequence[theme.PlayerStyle],
    winners: Sequence[int],
    swings: Sequence[Swing],
    turning: tuple[Swing, str] | None,
    breaks: Collection[int] = (),
    beside_title: pygame.Rect | None = None,
) -> None:
    """The whole game's chart inside ``area`` (the panel's inside, below its title):
    legend, the turning point's words, then the plot with its axes and marks (no line
    after a break, where the forecast was off). ``beside_title``: the room right of the
    panel's title, where the legend goes when it fits there in one row."""
    small = 13 if area.height < 200 else 15
    tiny = 11 if area.height < 300 else 13  # the axes' labels
    item, _ = _legend_item(small, names)
    if beside_title is not None and item * len(names) <= beside_title.width:
        legend = pygame.Rect(beside_title.right - item * len(names), beside_title.y, 0, 0)
        legend.size = (item * len(names), beside_title.height)
        _legend(surface, legend, names, styles, small, len(names))
        y, right = area.y, area.right
    else:
        legend, per_row = _place_legend(area, names, small)
        _legend(surface, legend, names, styles, small, per_row)
        across = legend.width == area.width  # one row above, else a column at the right
        y = area.y + (legend.height + 2 if across else 0)
        right = area.right if across else legend.x - 10
    if turning is not None:
        y = _turning_words(
            surface, turning, small, pygame.Rect(area.x, y, right - area.x, 0), area, tiny
        )
    axis = render_text("100%", tiny, theme.TEXT_DIM)
    plot = pygame.Rect(area.x + axis.get_width() + 8, y + 8, 0, 0)
    plot.width = right - plot.x - 8
    plot.height = area.bottom - plot.y - line_height(tiny) - 4
    if plot.height < 30 or len(chart) < 2:
        note = "The forecast had too little time to chart this game."
        surface.blit(
            render_text(fit_text(note, small, area.width), small, theme.TEXT_DIM), (area.x, y)
        )
        return
    pygame.draw.rect(surface, theme.BACKGROUND, plot)
    for share in (0.0, 0.25, 0.5, 0.75, 1.0):
        level = chart_point(plot, (0, 1), 0, share)[1]
        colour = theme.PANEL_EDGE if share in (0.0, 0.5, 1.0) else theme.PANEL
        pygame.draw.line(surface, colour, (plot.x, level), (plot.right - 1, level))
        if share in (0.0, 0.5, 1.0):
            label = render_text(f"{round(share * 100)}%", tiny, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(midright=(plot.x - 4, level)))
    span = chart_span(chart)
    for swing in swings:  # the largest swings: a tick at the top of the plot
        x = chart_point(plot, span, chart[swing.index][0], 0)[0]
        pygame.draw.line(surface, theme.TEXT_DIM, (x, plot.y), (x, plot.y + 8), 2)
    if turning is not None:
        x = chart_point(plot, span, chart[turning[0].index][0], 0)[0]
        pygame.draw.line(surface, theme.ACCENT, (x, plot.y), (x, plot.bottom - 1), 1)
        _marker(surface, (x, plot.y - 4), theme.ACCENT)
    plot_lines(surface, plot, chart, styles, 2 if plot.height < 160 else 3, winners, breaks)
    if turning is not None:
        move, chances = chart[turning[0].index]
        ring = chart_point(plot, span, move, chances[winners[0]])
        pygame.draw.circle(surface, theme.ACCENT, ring, 6, 2)
    first = render_text("start" if span[0] == 0 else f"move {span[0]}", tiny, theme.TEXT_DIM)
    surface.blit(first, (plot.x, plot.bottom + 3))
    last = render_text(f"move {chart[-1][0]} (end)", tiny, theme.TEXT_DIM)
    surface.blit(last, last.get_rect(topright=(plot.right, plot.bottom + 3)))


def _turning_words(
    surface: pygame.Surface,
    turning: tuple[Swing, str],
    size: int,
    row: pygame.Rect,
    area: pygame.Rect,
    tiny: int,
) -> int:
    """The turning point's sentence from ``row``'s top: on a second line where it runs
    long and the plot keeps ``PLOT_LEAST`` pixels, cut with an ellipsis beyond that.
    Returns the y below it."""
    swing, words = turning
    where = (
        f"move {swing.last}" if swing.first == swing.last else f"moves {swing.first}-{swing.last}"
    )
    width = row.width - 16
    height = line_height(size)
    lines = wrap_text(f"Turning point, {where}: {words}", size, width, "semibold")
    room = area.bottom - row.y - 2 * height - 16 - line_height(tiny) >= PLOT_LEAST
    shown = lines[: 2 if room else 1]
    if len(lines) > len(shown):
        shown[-1] = fit_text(" ".join(lines[len(shown) - 1 :]), size, width, "semibold")
    _marker(surface, (row.x + 5, row.y + height // 2 + 3), theme.ACCENT)
    y = row.y
    for line in shown:
        surface.blit(render_text(line, size, theme.ACCENT, "semibold"), (row.x + 14, y))
        y += height
    return y + 4


def _marker(surface: pygame.Surface, tip: tuple[float, float], colour: theme.Colour) -> None:
    """A small downward triangle, its tip at ``tip``: the turning point's sign."""
    x, y = tip
    pygame.draw.polygon(surface, colour, [(x - 5, y - 6), (x + 5, y - 6), (x, y)])
