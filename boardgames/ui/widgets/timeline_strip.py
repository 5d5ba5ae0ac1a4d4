"""The review's timeline: the forecast chart over a bar of every action, and the list of
actions around the moment shown, grouped by the game's parts (rounds, days, columns).

Everything here draws what it is given: the scene says which actions the eyes may read
(``listed``: a seat's eyes list only the moments up to the one shown). Every place drawn
can be clicked: ``step_at`` says which step a click asks for.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

import pygame

from boardgames.ai.forecast_history import History, Swing
from boardgames.review.checks import Check
from boardgames.review.timeline import Moment
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, line_height, render_text
from boardgames.ui.widgets.button import draw_panel
from boardgames.ui.widgets.forecast_chart import chart_point, plot_lines

ROW_SIZE = 14  # the list's text
BAR_HEIGHT = 22
SWING_MARK = 7  # half the width of a swing's clickable mark


@dataclass
class StripPicture:
    """What the strip shows this frame."""

    total: int  # actions in the game
    step: int  # actions done at the moment shown
    chapters: Sequence[tuple[int, str]]  # (first action's index, name) of each part
    listed: Sequence[Moment]  # the moments the eyes may read, in order
    line: Callable[[Moment], str]  # a moment's line as the eyes read it
    checks: dict[int, Check]
    chart: History | None
    breaks: Collection[int]
    swings: Sequence[Swing]
    styles: Sequence[theme.PlayerStyle]
    winners: Sequence[int]
    chart_note: str  # instead of the chart, or over it: why there is none, or progress
    progress: float | None  # the chart's background work, 0..1 (None: none under way)


class TimelineStrip:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.bar_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self._rows: list[tuple[pygame.Rect, int]] = []  # a listed row and the step it shows
        self._marks: list[tuple[pygame.Rect, int]] = []  # a swing's mark and its step

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = rect
        chart_width = int(rect.width * 0.6)
        self.chart_rect = pygame.Rect(rect.x, rect.y, chart_width, rect.height - BAR_HEIGHT - 6)
        self.bar_rect = pygame.Rect(rect.x, rect.bottom - BAR_HEIGHT, chart_width, BAR_HEIGHT)
        self.list_rect = pygame.Rect(
            rect.x + chart_width + 10, rect.y, rect.width - chart_width - 10, rect.height
        )

    # -- where a step is -------------------------------------------------------------------
    def _track(self) -> tuple[int, int]:
        return self.bar_rect.x + 8, self.bar_rect.right - 8

    def x_of(self, step: int, total: int) -> float:
        left, right = self._track()
        return left + (right - left) * step / max(1, total)

    def step_at(self, pos: tuple[int, int], total: int) -> int | None:
        """The step a click at ``pos`` asks for (None: not on the timeline)."""
        for rect, step in self._marks:
            if rect.collidepoint(pos):
                return step
        for rect, step in self._rows:
            if rect.collidepoint(pos):
                return step
        if self.bar_rect.collidepoint(pos) or self.chart_rect.collidepoint(pos):
            left, right = self._track()
            share = (pos[0] - left) / max(1, right - left)
            return max(0, min(total, round(share * total)))
        return None

    # -- drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, picture: StripPicture) -> None:
        self._draw_chart(surface, picture)
        self._draw_bar(surface, picture)
        self._draw_list(surface, picture)

    def _draw_chart(self, surface: pygame.Surface, picture: StripPicture) -> None:
        top = draw_panel(surface, self.chart_rect, "Chance of winning, move by move")
        plot = pygame.Rect(self.chart_rect.x, top + 2, 0, self.chart_rect.bottom - top - 8)
        self._marks = []
        chart = picture.chart
        if chart is not None and len(chart) >= 2 and plot.height > 20:
            first, last = chart[0][0], chart[-1][0]
            plot.x = round(self.x_of(first, picture.total))
            plot.width = max(2, round(self.x_of(last, picture.total)) - plot.x + 1)
            pygame.draw.rect(surface, theme.BACKGROUND, plot)
            level = chart_point(plot, (0, 1), 0, 0.5)[1]
            pygame.draw.line(surface, theme.PANEL_EDGE, (plot.x, level), (plot.right - 1, level))
            span = (first, max(last, first + 1))
            for swing in picture.swings:
                x = chart_point(plot, span, chart[swing.index][0], 0)[0]
                mark = pygame.Rect(0, 0, 2 * SWING_MARK, 2 * SWING_MARK)
                mark.midtop = (round(x), plot.y)
                pygame.draw.polygon(
                    surface, theme.ACCENT, [mark.topleft, mark.topright, mark.midbottom]
                )
                pygame.draw.line(surface, theme.ACCENT, (x, plot.y), (x, plot.bottom - 1), 1)
                self._marks.append((mark.inflate(6, 6), swing.last))
            plot_lines(surface, plot, chart, picture.styles, 2, picture.winners, picture.breaks)
            x = self.x_of(picture.step, picture.total)
            pygame.draw.line(surface, theme.FOCUS, (x, plot.y), (x, plot.bottom - 1), 1)
        if picture.chart_note:
            note = render_text(
                fit_text(picture.chart_note, 13, self.chart_rect.width - 24), 13, theme.TEXT_DIM
            )
            surface.blit(
                note, note.get_rect(topright=(self.chart_rect.right - 12, self.chart_rect.y + 9))
            )
        if picture.progress is not None:
            bar = pygame.Rect(self.chart_rect.x + 12, self.chart_rect.bottom - 12, 0, 6)
            bar.width = self.chart_rect.width - 24
            pygame.draw.rect(surface, theme.BACKGROUND, bar, border_radius=3)
            done = bar.copy()
            done.width = round(bar.width * picture.progress)
            pygame.draw.rect(surface, theme.ACCENT, done, border_radius=3)

    def _draw_bar(self, surface: pygame.Surface, picture: StripPicture) -> None:
        bar = self.bar_rect
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=6)
        total = picture.total
        label_end = -1
        for index, name in picture.chapters:
            x = self.x_of(index, total)
            pygame.draw.line(surface, theme.PANEL_EDGE, (x, bar.y + 2), (x, bar.bottom - 3))
            label = render_text(name, 11, theme.TEXT_DIM)
            if x + 3 > label_end and x + 3 + label.get_width() < bar.right - 4:
                surface.blit(label, (x + 3, bar.y + (bar.height - label.get_height()) // 2))
                label_end = x + 3 + label.get_width() + 6
        for check in picture.checks.values():
            if check.mistake:
                x = self.x_of(check.moment.index + 1, total)
                pygame.draw.line(surface, theme.DANGER, (x, bar.y + 1), (x, bar.bottom - 2), 3)
        x = self.x_of(picture.step, total)
        knob = pygame.Rect(0, 0, 8, bar.height + 4)
        knob.center = (round(x), bar.centery)
        pygame.draw.rect(surface, theme.FOCUS, knob, border_radius=3)

    def _draw_list(self, surface: pygame.Surface, picture: StripPicture) -> None:
        top = draw_panel(surface, self.list_rect, f"Moves: {picture.step} of {picture.total}")
        step_height = line_height(ROW_SIZE) + 2
        rows_fit = max(1, (self.list_rect.bottom - top - 6) // step_height)
        rows: list[tuple[str, Moment | None]] = [("Setup", None)]
        chapter = None
        for moment in picture.listed:
            if moment.chapter != chapter:
                chapter = moment.chapter
                rows.append((chapter or "Play", None))
            rows.append((picture.line(moment), moment))
        current = 0  # the row of the last action done (the setup before any)
        for number, (_, moment) in enumerate(rows):
            if moment is not None and moment.index == picture.step - 1:
                current = number
        first = max(0, min(current - rows_fit // 2, len(rows) - rows_fit))
        self._rows = []
        width = self.list_rect.width - 24
        for offset, (text, moment) in enumerate(rows[first : first + rows_fit]):
            y = top + offset * step_height
            row = pygame.Rect(self.list_rect.x + 6, y, self.list_rect.width - 12, step_height)
            if first + offset == current:
                pygame.draw.rect(
                    surface, theme.blend(theme.PANEL, theme.ACCENT, 0.3), row, border_radius=4
                )
            if moment is None:
                colour, weight = theme.ACCENT, "semibold"
                if text == "Setup":
                    self._rows.append((row, 0))
            else:
                check = picture.checks.get(moment.index)
                colour = theme.TEXT if moment.index < picture.step else theme.TEXT_DIM
                weight = "regular"
                if check is not None:
                    played = check.verdict.of(moment.action)
                    best = check.verdict.best().chance
                    if played is not None and not math.isnan(played.chance + best):
                        text = f"{text}  [{round(played.chance * 100)}% / {round(best * 100)}%]"
                    if check.mistake:
                        colour = theme.DANGER
                self._rows.append((row, moment.index + 1))
            shown = fit_text(text, ROW_SIZE, width, weight)
            surface.blit(render_text(shown, ROW_SIZE, colour, weight), (row.x + 6, y + 1))
