"""Statistics: per person's name and game, from the kept records of finished games, the
games played, wins, win share, wins by seat and the average margin; and the chosen
person's results, oldest first, as a small chart of margins (won above the line, lost
below). Left/Right choose the game, Up/Down the person, Esc goes back; all of it by
mouse too. The records are counted on a thread, so the window never stalls."""

from __future__ import annotations

import threading

import pygame

from boardgames.games import GAMES
from boardgames.saves import finished_games
from boardgames.stats import Standing, Statistics, gather
from boardgames.ui import theme
from boardgames.ui.fonts import fit_text, line_height, render_text
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup, even_sizes

TEXT_SIZE = 16
HEADING_SIZE = 30
WON: theme.Colour = (92, 180, 110)
LOST: theme.Colour = (200, 96, 88)
CHART_GAMES = 40  # the newest games the chart shows


def short_unit(score_label: str) -> str:
    """A score's unit short enough for a cell: "Electoral votes" -> "EV", "VP" stays."""
    words = score_label.split()
    if len(score_label) <= 6 or len(words) < 2:
        return score_label if len(score_label) <= 6 else score_label[:3].lower()
    return "".join(word[0].upper() for word in words)


class StatisticsScene(Scene):
    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.games: list[str | None] = [None] + [g.id for g in GAMES.values() if g.playable]
        self.game_index = 0
        self.selected = 0
        self.top_row = 0
        self.statistics: Statistics | None = None
        self.tabs = ButtonGroup()
        self.back_button = ButtonGroup()
        self.row_rects: list[tuple[pygame.Rect, int]] = []
        self._thread = threading.Thread(target=self._count, daemon=True)
        self._thread.start()
        self.resize(app.size)

    def _count(self) -> None:
        self.statistics = gather(finished_games())

    def needs_frames(self) -> bool:
        return self.statistics is None

    # -- what is shown ----------------------------------------------------------------
    @property
    def game_id(self) -> str | None:
        return self.games[self.game_index]

    def rows(self) -> list[Standing]:
        return self.statistics.for_game(self.game_id) if self.statistics else []

    def chosen(self) -> Standing | None:
        rows = self.rows()
        return rows[self.selected] if 0 <= self.selected < len(rows) else None

    def choose_game(self, index: int) -> None:
        self.game_index = index % len(self.games)
        self.selected = self.top_row = 0
        self.resize(self.app.size)

    # -- layout and input -------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.tabs.clear()
        margin = 24
        top = 24 + line_height(HEADING_SIZE, "title") + 12
        count = len(self.games)
        tab_width = (width - 2 * margin - (count - 1) * 8) // count
        for index, game_id in enumerate(self.games):
            title = GAMES[game_id].ruleset.title if game_id else "All games"
            rect = pygame.Rect(margin + index * (tab_width + 8), top, tab_width, 34)
            self.tabs.add(Button(rect, title, lambda i=index: self.choose_game(i)))
        even_sizes(self.tabs.buttons)  # one row of tabs, read as one
        self.tabs.focus = self.game_index
        self.back_button.clear()
        back = pygame.Rect(width - margin - 140, height - 48, 140, 36)
        self.back_button.add(Button(back, "Back", self.back, True, pygame.K_BACKSPACE))

    def enter(self) -> None:
        self.resize(self.app.size)

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> None:
        rows = len(self.rows())
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
            elif event.key == pygame.K_LEFT:
                self.choose_game(self.game_index - 1)
            elif event.key == pygame.K_RIGHT:
                self.choose_game(self.game_index + 1)
            elif event.key == pygame.K_UP and rows:
                self.selected = max(0, self.selected - 1)
            elif event.key == pygame.K_DOWN and rows:
                self.selected = min(rows - 1, self.selected + 1)
            elif event.key == pygame.K_BACKSPACE:
                self.back()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self.row_rects:
                if rect.collidepoint(event.pos):
                    self.selected = index
                    return
        if event.type == pygame.MOUSEWHEEL and rows:
            self.selected = max(0, min(rows - 1, self.selected - event.y))
            return
        if not self.tabs.handle(event):
            self.back_button.handle(event)

    # -- drawing ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        width, height = surface.get_size()
        heading = render_text("Statistics", HEADING_SIZE, theme.TEXT, "title")
        surface.blit(heading, (24, 24))
        self.tabs.draw(surface)
        self.back_button.draw(surface)
        hint = "Left/Right: game   Up/Down: person   Esc: back"
        surface.blit(render_text(hint, 14, theme.TEXT_DIM), (24, height - 36))
        top = self.tabs.buttons[0].rect.bottom + 16 if self.tabs.buttons else 100
        if self.statistics is None:
            self._line(surface, "Counting the finished games...", (24, top), theme.TEXT_DIM)
            return
        rows = self.rows()
        bottom = height - 60
        if self.statistics.unreadable:
            count = len(self.statistics.unreadable)
            note = f"{count} kept game{'s' if count != 1 else ''} could not be counted"
            self._line(surface, note, (24, bottom - line_height(14)), theme.DANGER, 14)
            bottom -= line_height(14) + 4
        if not rows:
            self._line(
                surface,
                "No finished games with people at the table yet: "
                "every game played to its end counts here.",
                (24, top),
                theme.TEXT_DIM,
            )
            return
        chart_height = max(90, (bottom - top) * 2 // 5)
        table = pygame.Rect(24, top, width - 48, bottom - top - chart_height - 16)
        self._draw_table(surface, table, rows)
        chosen = self.chosen()
        if chosen is not None:
            chart = pygame.Rect(24, table.bottom + 16, width - 48, chart_height)
            self._draw_chart(surface, chart, chosen)

    def _line(
        self,
        surface: pygame.Surface,
        text: str,
        at: tuple[int, int],
        colour: theme.Colour,
        size: int = TEXT_SIZE,
    ) -> None:
        width = surface.get_width() - at[0] - 24
        surface.blit(render_text(fit_text(text, size, width), size, colour), at)

    def columns(self, width: int) -> list[tuple[str, int]]:
        """(heading, share of the width) of each column; the game only under All games."""
        cells = [("Name", 22)]
        if self.game_id is None:
            cells.append(("Game", 18))
        cells += [("Played", 8), ("Won", 7), ("Win %", 8), ("Wins by seat", 22)]
        cells.append(("Average margin", 15))
        total = sum(share for _, share in cells)
        return [(title, width * share // total) for title, share in cells]

    def cells(self, standing: Standing) -> list[str]:
        by_seat = "  ".join(
            f"#{seat + 1} {won}/{played}" for seat, (played, won) in standing.by_seat().items()
        )
        values = [standing.name]
        if self.game_id is None:
            values.append(standing.game_title)
        values += [
            str(standing.played),
            str(standing.wins),
            f"{round(100 * standing.win_share)}%",
            by_seat,
            f"{standing.average_margin:+.1f} {short_unit(standing.score_label)}",
        ]
        return values

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, rows: list[Standing]) -> None:
        row_height = line_height(TEXT_SIZE) + 10
        columns = self.columns(area.width)
        x = area.x
        for title, width in columns:
            text = fit_text(title, 14, width - 8, "bold")
            surface.blit(render_text(text, 14, theme.TEXT_DIM, "bold"), (x + 4, area.y))
            x += width
        y0 = area.y + line_height(14, "bold") + 6
        visible = max(1, (area.bottom - y0) // row_height)
        if self.selected < self.top_row:
            self.top_row = self.selected
        elif self.selected >= self.top_row + visible:
            self.top_row = self.selected - visible + 1
        self.row_rects = []
        for place, index in enumerate(range(self.top_row, min(len(rows), self.top_row + visible))):
            rect = pygame.Rect(area.x, y0 + place * row_height, area.width, row_height - 2)
            self.row_rects.append((rect, index))
            if index == self.selected:
                pygame.draw.rect(surface, theme.PANEL, rect, border_radius=4)
                pygame.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=4)
            x = rect.x
            for (_, width), value in zip(columns, self.cells(rows[index]), strict=True):
                text = fit_text(value, TEXT_SIZE, width - 8)
                label = render_text(text, TEXT_SIZE, theme.TEXT)
                surface.blit(label, label.get_rect(midleft=(x + 4, rect.centery)))
                x += width
        hidden = len(rows) - visible
        if hidden > 0:
            more = f"{self.top_row + 1}-{min(len(rows), self.top_row + visible)} of {len(rows)}"
            label = render_text(more, 14, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(topright=(area.right, area.y)))

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, standing: Standing) -> None:
        pygame.draw.rect(surface, theme.PANEL, area, border_radius=6)
        finishes = standing.finishes[-CHART_GAMES:]
        results = (
            "one result"
            if len(finishes) == 1
            else f"the last {len(finishes)} results, oldest first"
        )
        title = (
            f"{standing.name}, {standing.game_title}: {results} "
            f"(bars: {standing.score_label.lower()} ahead of or behind the best rival)"
        )
        surface.blit(
            render_text(fit_text(title, 14, area.width - 16), 14, theme.TEXT),
            (area.x + 8, area.y + 6),
        )
        plot = pygame.Rect(area.x + 56, area.y + 30, area.width - 72, area.height - 40)
        if plot.height < 20 or not finishes:
            return
        largest = max(1, max(abs(finish.margin) for finish in finishes))
        middle = plot.centery
        pygame.draw.line(surface, theme.TEXT_DIM, (plot.x, middle), (plot.right, middle))
        for value, y in ((largest, plot.y), (-largest, plot.bottom - line_height(12))):
            label = render_text(f"{value:+d}", 12, theme.TEXT_DIM)
            surface.blit(label, label.get_rect(topright=(plot.x - 6, y)))
        step = plot.width / len(finishes)
        bar = max(2, min(48, int(step * 0.7)))
        for place, finish in enumerate(finishes):
            length = int(abs(finish.margin) / largest * (plot.height // 2 - 2))
            x = int(plot.x + place * step + (step - bar) / 2)
            colour = WON if finish.won else LOST
            if finish.margin >= 0:
                rect = pygame.Rect(x, middle - max(2, length), bar, max(2, length))
            else:
                rect = pygame.Rect(x, middle, bar, max(2, length))
            pygame.draw.rect(surface, colour, rect)
