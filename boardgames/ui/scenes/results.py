"""The results screen: the final map and every tally, then play again or leave."""

from __future__ import annotations

import pygame

from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.ui import theme
from boardgames.ui.assets_cache import us_map
from boardgames.ui.fonts import draw_fitted, fit_lines, fit_text, get_font, render_text, wrap_text
from boardgames.ui.launch import new_record, open_game
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import Button, ButtonGroup, draw_panel
from boardgames.ui.widgets.icons import draw_icon
from boardgames.ui.widgets.map_view import MapView, draw_tooltip, states_box

INPUT_GRACE = 1.0  # seconds before the results screen takes input
HEADER_ROWS = 70  # pixels for the players' discs, names and the winner's tag


class ResultsScene(Scene):
    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.result = session.state.result()
        map_name = get_game(session.record.ruleset_id).hooks.map_file()
        self.map_view: MapView | None = None  # a game with no US map shows its tallies alone
        if map_name is not None:
            self.map_view = MapView(us_map(map_name), label_size=11)
            self.map_view.set_view_box(states_box(self.map_view.geometry))
        self.buttons = ButtonGroup()
        self.hover: tuple[int, int] | None = None
        self.shown_for = 0.0
        self.resize(app.size)
        self.app.sound.play("fanfare")

    def styles(self) -> list[theme.PlayerStyle]:
        colours = [seat.colour for seat in self.session.record.seats]
        own = get_game(self.session.record.ruleset_id).hooks.seat_looks()
        return theme.seat_styles(colours, self.app.settings.colour_blind_palette, own)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        if self.map_view is None:
            table_width = min(width - 64, 900)
            self.table_rect = pygame.Rect((width - table_width) // 2, 90, table_width, height - 190)
        else:
            map_width = int(width * 0.62)
            self.map_view.set_rect(pygame.Rect(16, 90, map_width, height - 120))
            self.table_rect = pygame.Rect(map_width + 32, 90, width - map_width - 48, height - 190)
        self.buttons.clear()
        x = self.table_rect.x
        half = (self.table_rect.width - 10) // 2
        y = height - 80
        self.buttons.add(
            Button(
                pygame.Rect(x, y, half, 50), "Play again", self.again, hotkey=pygame.K_r, hint="R"
            )
        )
        self.buttons.add(
            Button(
                pygame.Rect(x + half + 10, y, half, 50),
                "Title screen",
                self.to_title,
                hotkey=pygame.K_ESCAPE,
            )
        )
        if self.result is not None and self.map_view is not None:
            styles = self.styles()
            self.map_view.set_fills(
                {
                    code: styles[owner].colour
                    for code, owner in self.result.breakdown.items()
                    if owner is not None
                }
            )

    def again(self) -> None:
        record = self.session.record
        open_game(self.app, new_record(record.ruleset_id, record.seats, record.options))

    def to_title(self) -> None:
        from boardgames.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if self.shown_for < INPUT_GRACE and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return  # keys still held from the last throw must not start a new game unseen
        self.buttons.handle(event)

    def needs_frames(self) -> bool:
        """The input grace is a timer: keep the loop running until it is over."""
        return self.shown_for < INPUT_GRACE

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.map_view is not None:
            self.map_view.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BACKGROUND)
        names = self.session.names
        styles = self.styles()
        result = self.result
        headline = result.headline(names) if result else "The game did not finish."
        width = surface.get_width() - 48
        fitted = fit_lines(headline, 30, width, "title", 2, 14, max_height=78)
        draw_fitted(
            surface, fitted, theme.ACCENT, (surface.get_width() // 2, 8 + (78 - fitted.height) // 2)
        )
        if self.map_view is not None:
            self.map_view.draw(surface)
        top = draw_panel(surface, self.table_rect, "Final tallies")
        if result is not None:
            self._draw_table(surface, top, names, styles)
        self.buttons.draw(surface)
        if self.hover is not None and result is not None and self.map_view is not None:
            code = self.map_view.state_at(self.hover)
            if code is not None:
                owner = result.breakdown.get(code)
                who = names[owner] if owner is not None else "nobody"
                draw_tooltip(surface, self.hover, [f"{code}: won by {who}"])

    def _draw_table(
        self, surface: pygame.Surface, top: int, names: list[str], styles: list[theme.PlayerStyle]
    ) -> None:
        result = self.result
        assert result is not None
        x = self.table_rect.x + 14
        col = (self.table_rect.width - 164) // max(1, len(names))
        states_won = [
            sum(1 for owner in result.breakdown.values() if owner == p) for p in range(len(names))
        ]
        rows = [
            (result.score_label, [str(score) for score in result.scores]),
            *([("States won", [str(n) for n in states_won])] if result.breakdown else []),
            *((tally.label, list(tally.values)) for tally in result.tallies),
        ]
        y = top + 8
        winners = set(result.winners)
        for index in winners:  # the winner's column stands out: framed, and named as such
            column = pygame.Rect(x + 150 + index * col + 2, y - 4, col - 4, 0)
            column.height = HEADER_ROWS + 32 * len(rows) + 4
            pygame.draw.rect(
                surface, theme.blend(theme.PANEL, theme.ACCENT, 0.12), column, border_radius=8
            )
            pygame.draw.rect(surface, theme.ACCENT, column, 2, border_radius=8)
        for index, (name, style) in enumerate(zip(names, styles, strict=True)):
            cx = x + 150 + index * col + col // 2
            pygame.draw.circle(surface, style.colour, (cx, y + 12), 12)
            letter = render_text(style.letter, 14, theme.readable_on(style.colour), "bold")
            surface.blit(letter, letter.get_rect(center=(cx, y + 12)))
            size = 16
            while size > 11 and get_font(size, "semibold").size(name)[0] > col - 6:
                size -= 1
            label = render_text(
                fit_text(name, size, col - 6, "semibold"), size, theme.TEXT, "semibold"
            )
            surface.blit(label, label.get_rect(midtop=(cx, y + 28)))
            if index in winners:  # the word if it fits the column, else a star
                tag = render_text("Winner", 12, theme.ACCENT, "bold")
                spot = tag.get_rect(midtop=(cx, y + 30 + label.get_height()))
                if tag.get_width() <= col - 8:
                    surface.blit(tag, spot)
                else:
                    draw_icon(surface, "star", pygame.Rect(cx - 7, spot.y, 14, 14), theme.ACCENT)
        y += HEADER_ROWS
        for label, values in rows:
            surface.blit(render_text(label, 16, theme.TEXT_DIM), (x, y))
            for index, value in enumerate(values):
                cx = x + 150 + index * col + col // 2
                text = render_text(value, 18, theme.TEXT, "semibold")
                surface.blit(text, text.get_rect(midtop=(cx, y - 2)))
            y += 32
        notes = result.notes(names)
        for note in notes:
            for line in wrap_text(note, 15, self.table_rect.width - 28):
                surface.blit(render_text(line, 15, theme.TEXT_DIM), (x, y + 6))
                y += 20
