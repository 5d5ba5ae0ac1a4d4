"""The results screen: the final map, every tally and the forecast's whole chart, then play
again or leave.

The chart (when the forecast ran) goes under the map, or under the tallies in a game
with no map, so it never covers either; its turning point is the forecast's largest swing,
named by the move that made it: who did what, and what the move's public log said.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence

import pygame

from boardgames.ai.forecast_history import (
    History,
    Swing,
    largest_swings,
    turning_point,
    with_result,
)
from boardgames.core.decisions import ChoiceSealed
from boardgames.core.record import recorded_action, replay
from boardgames.core.session import Session
from boardgames.games import get_game
from boardgames.ui import theme
from boardgames.ui.assets_cache import us_map
from boardgames.ui.fonts import draw_fitted, fit_lines
from boardgames.ui.launch import new_record, open_game
from boardgames.ui.layer_cache import Layer
from boardgames.ui.scene import Scene
from boardgames.ui.widgets.button import (
    Button,
    ButtonGroup,
    draw_panel,
    even_sizes,
    panel_title_rect,
)
from boardgames.ui.widgets.forecast_chart import draw_results_chart
from boardgames.ui.widgets.map_view import MapView, draw_tooltip, states_box
from boardgames.ui.widgets.tally_table import TallyTable

INPUT_GRACE = 1.0  # seconds before the results screen takes input
PRESSES = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # press the focused button
NAVIGATION = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
ROW_HEIGHT = 32  # a tally's row
COMPACT_ROW_HEIGHT = 25  # closer rows, when many tallies must leave room for the chart
STACKED_WIDTH = 190  # the buttons, one above the other beside the chart (no map)
CHART_BAND_WIDTH = 1500  # the widest the chart and those buttons get together
TABLE_LEAST = 380  # the tallies beside a map get at least this width
CHART_SHARE, CHART_LEAST, CHART_MOST = 0.32, 170, 330  # the chart's height: a share of the window
SWINGS_MARKED = 3
CHART_TITLE = "Chance of winning, move by move"


def chart_height(window_height: int) -> int:
    return max(CHART_LEAST, min(CHART_MOST, int(window_height * CHART_SHARE)))


class ResultsScene(Scene):
    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        session: Session,
        forecast: History | None = None,
        breaks: Collection[int] = (),
        hints_used: Sequence[int] = (),
    ) -> None:
        """``forecast``: the game's forecast history (None: it was switched off at the end);
        ``breaks``: its points after which it was off for a while; ``hints_used``: the
        hints each seat asked for (a row of its own when anyone did)."""
        super().__init__(app)
        self.session = session
        self.hints_used = list(hints_used)
        self.result = session.state.result()
        self.chart: History | None = None
        self.swings: list[Swing] = []
        self.turning: tuple[Swing, str] | None = None
        self.breaks = frozenset(breaks)
        if forecast is not None:
            self._chart_game(forecast)
        self.chart_rect: pygame.Rect | None = None
        self.row_height = ROW_HEIGHT
        map_name = get_game(session.record.ruleset_id).hooks.map_file()
        self.map_view: MapView | None = None  # a game with no US map shows its tallies alone
        if map_name is not None:
            self.map_view = MapView(us_map(map_name), label_size=11)
            self.map_view.set_view_box(states_box(self.map_view.geometry))
        self.buttons = ButtonGroup()
        self._still = Layer()  # the whole window but the map's tooltip
        self.hover: tuple[int, int] | None = None
        self.shown_for = 0.0
        self.focus_chosen = False  # moved to a button with Tab or the arrows: Enter may press it
        self.resize(app.size)
        self.app.sound.play("fanfare")

    def _chart_game(self, forecast: History) -> None:
        """The chart ends on the result; its largest swings and the turning point."""
        state = self.session.state
        moves = len(self.session.record.actions)
        chart = with_result(forecast, moves, state.returns()) if state.is_over() else forecast
        self.chart = chart
        self.swings = largest_swings(chart, SWINGS_MARKED)
        winners = self.result.winners if self.result is not None else []
        largest = largest_swings(chart, 1)
        if largest:
            swing = largest[0]
            words = self._move_words(swing.last)
            lead = turning_point(chart, winners)
            if lead is not None and lead.took_lead and lead.index == swing.index:
                leaders = " and ".join(self.session.names[w] for w in winners)
                words = f"{words} {leaders} led from then on."
            self.turning = (swing, words)

    def _move_words(self, move: int) -> str:
        """The ``move``-th move (1-based) in words: who did what, as the decision words it
        (read from a bystander's view), and the last public log line it wrote that says
        more than that someone has chosen; a move told with later ones (a step of a Bull
        Moose card) reads the line that tells it."""
        session = self.session
        index = move - 1
        if not 0 <= index < len(session.record.actions):
            return "(no move)"
        before = replay(session.ruleset, session.record, upto=index)
        actor, action = recorded_action(
            session.record.actions[index], session.ruleset.action_types, before.to_move()
        )
        words = before.view(None).describe_action(action, actor, session.names)
        said = f"{session.names[actor]}: {words}."
        told = [e for e in session.log if not isinstance(e.event, ChoiceSealed)]
        lines = [e.text for e in told if e.index == index]
        later = next((e.text for e in told if e.index > index), None)
        line = lines[-1] if lines else later
        return f"{said} {line}" if line else said

    def styles(self) -> list[theme.PlayerStyle]:
        colours = [seat.colour for seat in self.session.record.seats]
        own = get_game(self.session.record.ruleset_id).hooks.seat_looks()
        return theme.seat_styles(colours, self.app.settings.colour_blind_palette, own)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.row_height = ROW_HEIGHT
        buttons = pygame.Rect(0, height - 80, 0, 50)  # where the two buttons go, side by side
        if self.map_view is None:
            table_width = min(width - 64, 900)
            self.table_rect = pygame.Rect((width - table_width) // 2, 90, table_width, height - 190)
            buttons.x, buttons.width = self.table_rect.x, table_width
            if self.chart is not None:
                x = self._tallies_over_chart(width, height)
                buttons = pygame.Rect(x, height - 186, STACKED_WIDTH, 170)
        else:
            map_width = min(int(width * 0.62), width - 48 - TABLE_LEAST)
            below = chart_height(height) + 10 if self.chart is not None else 0
            self.map_view.set_rect(pygame.Rect(16, 90, map_width, height - 120 - below))
            self.table_rect = pygame.Rect(map_width + 32, 90, width - map_width - 48, height - 190)
            buttons.x, buttons.width = self.table_rect.x, self.table_rect.width
            if self.chart is not None:
                self.chart_rect = pygame.Rect(16, height - 20 - below, map_width, below - 10)
        self.buttons.clear()
        stacked = buttons.height > 50
        first = pygame.Rect(buttons.x, buttons.y, buttons.width, 50)
        if not stacked:
            first.width = (buttons.width - 20) // 3
        second = first.move(0, 60) if stacked else first.move(first.width + 10, 0)
        third = second.move(0, 60) if stacked else second.move(second.width + 10, 0)
        self.buttons.add(Button(first, "Play again", self.again, hotkey=pygame.K_r, hint="R"))
        self.buttons.add(
            Button(
                second,
                "Title screen",
                self.to_title,
                hotkey=pygame.K_ESCAPE,
                hint="Esc",
                short="Title",
            )
        )
        self.buttons.add(
            Button(
                third, "Review this game", self.review, hotkey=pygame.K_v, hint="V", short="Review"
            )
        )
        even_sizes(self.buttons.buttons)
        if self.result is not None and self.map_view is not None:
            styles = self.styles()
            self.map_view.set_fills(
                {
                    code: styles[owner].colour
                    for code, owner in self.result.breakdown.items()
                    if owner is not None
                },
                labels=self.result.map_labels,
            )

    def again(self) -> None:
        record = self.session.record
        open_game(self.app, new_record(record.ruleset_id, record.seats, record.options))

    def review(self) -> None:
        """The game step by step, its chart and checks (``ui.scenes.review``)."""
        from boardgames.ui.scenes.review import ReviewScene

        self.app.stack.push(ReviewScene(self.app, self.session.record, self.chart, self.breaks))

    def to_title(self) -> None:
        from boardgames.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = event.pos
        if self.shown_for < INPUT_GRACE and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return  # keys still held from the last throw must not start a new game unseen
        if event.type == pygame.KEYDOWN:
            # Only a deliberate choice leaves: a click, a button's own key (R, Esc), or Enter
            # on a button the focus was moved to. A stray Space or Enter (a game's throw or
            # confirm key, pressed once too often) chooses nothing.
            if event.key in PRESSES and not self.focus_chosen:
                return
            self.focus_chosen = self.focus_chosen or event.key in NAVIGATION
        self.buttons.handle(event)

    def needs_frames(self) -> bool:
        """The input grace is a timer: keep the loop running until it is over."""
        return self.shown_for < INPUT_GRACE

    def update(self, dt: float) -> None:
        self.shown_for += dt
        if self.map_view is not None:
            self.map_view.update(dt)

    def still_key(self) -> Hashable:
        """Names everything ``draw_still`` shows that can change while the scene is up (the
        result, names and chart are the scene's own): the layout, the buttons' looks, the
        map's look and the palette."""
        view = self.map_view
        map_look = None
        if view is not None:
            pulse = view.time if view.highlight else None  # lit states pulse with the clock
            map_look = (view.picture_key(), tuple(sorted(view.highlight)), view.hover, pulse)
        chart = tuple(self.chart_rect) if self.chart_rect is not None else None
        palette = self.app.settings.colour_blind_palette
        return (
            self.buttons.look(),
            map_look,
            tuple(self.table_rect),
            chart,
            palette,
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The still picture (replayed while nothing in it changes), then the map's tooltip."""
        self._still.draw(
            surface, surface.get_rect(), self.still_key(), lambda: self.draw_still(surface)
        )
        result = self.result
        if self.hover is not None and result is not None and self.map_view is not None:
            code = self.map_view.state_at(self.hover)
            if code is not None:
                owner = result.breakdown.get(code)
                who = self.session.names[owner] if owner is not None else "nobody"
                draw_tooltip(surface, self.hover, [f"{code}: won by {who}"])

    def draw_still(self, surface: pygame.Surface) -> None:
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
        if self.chart is not None and self.chart_rect is not None:
            top = draw_panel(surface, self.chart_rect, CHART_TITLE)
            title = panel_title_rect(self.chart_rect, CHART_TITLE)
            beside_title = pygame.Rect(
                title.right + 16,
                title.y,
                self.chart_rect.right - title.right - 28,
                top - self.chart_rect.y - 10,
            )
            inside = pygame.Rect(
                self.chart_rect.x + 12,
                top,
                self.chart_rect.width - 24,
                self.chart_rect.bottom - top - 6,
            )
            winners = result.winners if result is not None else []
            draw_results_chart(
                surface,
                inside,
                self.chart,
                names,
                styles,
                winners,
                self.swings,
                self.turning,
                self.breaks,
                beside_title,
            )
        top = draw_panel(surface, self.table_rect, "Final tallies")
        if result is not None:
            self.tally_table().draw(surface, self.table_rect, top, styles)
        self.buttons.draw(surface)

    def _tallies_over_chart(self, width: int, height: int) -> int:
        """A game with no map: the tallies on top (rows closer if the window is short), the
        chart below them, and the buttons stacked beside the chart (returns their x)."""
        table = self.table_rect
        for rows in (ROW_HEIGHT, COMPACT_ROW_HEIGHT):
            self.row_height = rows
            table.height = self.table_height(table.width)
            if height - 16 - table.bottom - 10 >= CHART_LEAST:
                break
        table.height = min(table.height, height - 26 - CHART_LEAST - table.y)
        band = min(width - 64, CHART_BAND_WIDTH)  # the chart and the buttons beside it
        self.chart_rect = pygame.Rect((width - band) // 2, table.bottom + 10, 0, 0)
        self.chart_rect.width = band - STACKED_WIDTH - 10
        self.chart_rect.height = height - 16 - self.chart_rect.y
        return self.chart_rect.right + 10

    def tally_rows(self) -> list[tuple[str, list[str]]]:
        """The table's rows: the score, states won (on a map), then the game's tallies."""
        result = self.result
        if result is None:
            return []
        states_won = [
            sum(1 for owner in result.breakdown.values() if owner == p)
            for p in range(len(self.session.names))
        ]
        return [
            (result.score_label, [str(score) for score in result.scores]),
            *([("States won", [str(n) for n in states_won])] if result.breakdown else []),
            *((tally.label, list(tally.values)) for tally in result.tallies),
            *([("Hints used", [str(n) for n in self.hints_used])] if any(self.hints_used) else []),
        ]

    def tally_table(self) -> TallyTable:
        """The final tallies, laid out by ``TallyTable`` for the table's width."""
        result = self.result
        notes = result.notes(self.session.names) if result is not None else []
        winners = frozenset(result.winners) if result is not None else frozenset()
        return TallyTable(self.session.names, self.tally_rows(), winners, notes, self.row_height)

    def table_height(self, width: int) -> int:
        """The height the tallies panel needs at ``width`` (title, header, rows, notes)."""
        if self.result is None:
            return 60
        return self.tally_table().height(width)
