"""The win forecast of a game scene: started where the game has a search, fed the position
the board shows, kept beside the autosave, drawn as a panel or a compact strip."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from boardgames.ai.apart import FORECAST_NICENESS
from boardgames.ai.forecast import Forecaster
from boardgames.ai.forecast_history import (
    SIDECAR_KEY,
    Breaks,
    SavedChart,
    breaks_before,
    encode,
    read_saved,
)
from boardgames.core.protocol import State
from boardgames.core.session import Session
from boardgames.saves import autosave_path
from boardgames.ui import theme


class ForecastView:
    """The forecast part of a game scene (a mixin, as ``TableFlow`` and ``Aids`` are)."""

    # What the scene provides.
    app: Any
    entry: Any
    session: Session
    names: list[str]
    batches: Any
    _displayed: State
    _noted: list[pygame.Rect]
    styles: Callable[[], list[theme.PlayerStyle]]
    thinking: Callable[[], str | None]
    under_note: Callable[[pygame.Rect], Hashable | None]
    # What the scene keeps for it (set in the scene's ``__init__``).
    forecaster: Forecaster | None
    chart_breaks: Breaks
    _saved_chart: SavedChart
    _forecast_move: int

    def _start_forecast(self) -> Forecaster | None:
        """The win forecast, if it is switched on and the game has a search to run it."""
        from boardgames.ai.ismcts import SearchBot

        if not self.app.settings.forecast:
            return None
        hard = self.entry.make_bot("hard")
        if not isinstance(hard, SearchBot):
            return None
        return Forecaster(
            hard.forecast_search,
            self.session.record.seed,
            history=self._saved_chart.points,  # a resumed game's chart goes on from the save
            niceness=FORECAST_NICENESS,
        )

    def _read_saved_chart(self) -> SavedChart:
        record = self.session.record
        if not record.actions:  # a new game (an old autosave of its name is not its own)
            return SavedChart([])
        return read_saved(autosave_path(record), len(record.seats), len(record.actions))

    def _forecast_sidecar(self) -> dict[str, object] | None:
        """The forecast so far, saved beside the record (only points the record reaches)."""
        moves = len(self.session.record.actions)
        if self.forecaster is None:
            # An undone move's point goes for good, as the forecaster's own would; the
            # moves played since the last point were not forecast, so the line breaks there.
            points = [point for point in self._saved_chart.points if point[0] <= moves]
            if not points:
                return None
            breaks = breaks_before(self._saved_chart.breaks, moves, points)
            if points[-1][0] < moves:
                breaks |= {points[-1][0]}
            self._saved_chart = SavedChart(points, breaks)
            return {SIDECAR_KEY: encode(points, len(self.names), breaks)}
        points = [point for point in self.forecaster.chart() if point[0] <= moves]
        return {SIDECAR_KEY: encode(points, len(self.names), self.chart_breaks)}

    def _feed_forecast(self) -> None:
        """Forecast the position the board shows (not one still animating: no spoilers)."""
        shown_moves = len(self.session.record.actions) - len(self.batches)
        if self.forecaster is not None and shown_moves != self._forecast_move:
            if shown_moves < self._forecast_move:
                self.forecaster.rewind(shown_moves)
                chart = self.forecaster.chart()
                self.chart_breaks = breaks_before(self.chart_breaks, shown_moves, chart)
            self._forecast_move = shown_moves
            self.forecaster.submit(shown_moves, self._displayed)

    def forecast_spot(self) -> tuple[int, int] | None:
        """Where the forecast panel's top-left corner goes: by default in the bottom-right
        corner of the map (usually sea); a game with no room there says where, or None
        where the window has no room for it."""
        from boardgames.ui.widgets.forecast_panel import WIDTH, panel_height

        map_view = getattr(self, "map_view", None)
        height = panel_height(len(self.names))
        if map_view is None:
            return (self.app.size[0] - WIDTH - 8, self.app.size[1] - height - 8)
        rect = map_view.rect
        return (rect.right - WIDTH - 4, rect.bottom - height - 4)

    def forecast_strip(self) -> pygame.Rect | None:
        """Where the compact forecast (chances without the chart) goes when the window has
        no room for the whole panel: a game that makes room for it says where."""
        return None

    def draw_forecast_panel(self, surface: pygame.Surface) -> None:
        """The forecast panel where it has room (with who is thinking), else the compact
        strip where the game made room for one; else who is thinking alone."""
        from boardgames.ui.widgets.forecast_panel import (
            draw_forecast,
            draw_forecast_compact,
            draw_thinking,
        )

        spot = self.forecast_spot()
        strip = self.forecast_strip() if spot is None else None
        if self.forecaster is not None and spot is not None:
            chart = self.forecaster.chart()
            draw_forecast(
                surface,
                spot,
                self.names,
                self.styles(),
                chart,
                self.chart_breaks,
                self.thinking(),
                self.under_note,
            )
        else:
            if self.forecaster is not None and strip is not None:
                compact = draw_forecast_compact(
                    surface, strip, self.names, self.styles(), self.forecaster.chart()
                )
                self._noted.append(compact)
            if (thinking := self.thinking()) is not None:
                self._noted.append(draw_thinking(surface, thinking))
